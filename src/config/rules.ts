/**
 * Applies a configuration and the inline comments to a report, the same way for the editor and
 * the command line: paragraphs in ignored text and the evidence of muted signals, of allowed
 * words and of per-signal ignored text are taken out; what is left is what is shown and what
 * counts toward `--fail-on`. The document's own score and verdict are left as the detector gave
 * them (they read the whole text sent, ignored parts included; a client cannot re-score).
 */
import type { DetectionReport, ParagraphVerdict } from '../contract';
import { offsetMap } from '../text';
import type { IgnoreRegion } from './comments';
import type { FailOn, RedraftConfig } from './schema';

export interface Rules {
  /** Regions hidden by comments, in UTF-16 offsets of the text sent. */
  regions: readonly IgnoreRegion[];
  mute: readonly string[];
  allow: readonly string[];
}

export interface FilteredReport {
  report: DetectionReport;
  /** Paragraphs taken out because they lie in ignored text. */
  hiddenParagraphs: number;
  /** Evidence spans taken out (muted, allowed or ignored). */
  hiddenEvidence: number;
}

export function rulesOf(config: RedraftConfig, regions: readonly IgnoreRegion[]): Rules {
  return { regions, mute: config.mute ?? [], allow: config.allow ?? [] };
}

/**
 * Regions of a whole document as seen from a selection of it: shifted to the selection's offsets
 * and clipped to it, so a selection inside a disabled block is still ignored.
 */
export function regionsWithin(regions: readonly IgnoreRegion[], origin: number, length: number): IgnoreRegion[] {
  return regions
    .map((r) => ({ ...r, start: Math.max(0, r.start - origin), end: Math.min(length, r.end - origin) }))
    .filter((r) => r.end > r.start);
}

interface CodePointSpan {
  start: number;
  end: number;
}

const overlaps = (a: CodePointSpan, b: CodePointSpan): boolean => a.start < b.end && b.start < a.end;
const inside = (a: CodePointSpan, b: CodePointSpan): boolean => a.start >= b.start && a.end <= b.end;

/** The report as the rules allow it to be shown. `text` is exactly the text sent. */
export function applyRules(report: DetectionReport, text: string, rules: Rules): FilteredReport {
  const map = offsetMap(text);
  const toCp = (r: { start: number; end: number }): CodePointSpan => ({ start: map.toCodePoint(r.start), end: map.toCodePoint(r.end) });
  const hideAll = rules.regions.filter((r) => r.signals === null).map(toCp);
  const hideSome = rules.regions.filter((r) => r.signals !== null).map((r) => ({ ...toCp(r), signals: new Set(r.signals) }));
  const allowed = allowedSpans(text, rules.allow).map(toCp);
  const muted = new Set(rules.mute);

  const shown = report.paragraphs.filter((p) => !hideAll.some((r) => overlaps(p, r)));
  const hiddenParagraphSpans = report.paragraphs.filter((p) => !shown.includes(p));
  let hiddenEvidence = 0;
  const signals = report.signals.flatMap((signal) => {
    if (muted.has(signal.key)) {
      hiddenEvidence += signal.evidence.length;
      return [];
    }
    const evidence = signal.evidence.filter((span) => {
      const hidden =
        hideAll.some((r) => overlaps(span, r)) ||
        hiddenParagraphSpans.some((p) => overlaps(span, p)) ||
        hideSome.some((r) => r.signals.has(signal.key) && overlaps(span, r)) ||
        allowed.some((a) => inside(span, a));
      if (hidden) hiddenEvidence += 1;
      return !hidden;
    });
    return [{ ...signal, evidence }];
  });
  return { report: { ...report, paragraphs: shown, signals }, hiddenParagraphs: report.paragraphs.length - shown.length, hiddenEvidence };
}

/** Occurrences of the allowed words and phrases: whole words, any case, any run of spaces. */
export function allowedSpans(text: string, allow: readonly string[]): { start: number; end: number }[] {
  const spans: { start: number; end: number }[] = [];
  for (const entry of allow) {
    const words = entry.trim().split(/\s+/).filter((w) => w !== '');
    if (words.length === 0) continue;
    const body = words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\s+');
    const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${body}(?![\\p{L}\\p{N}])`, 'giu');
    for (const m of text.matchAll(pattern)) spans.push({ start: m.index ?? 0, end: (m.index ?? 0) + m[0].length });
  }
  return spans;
}

const RANK: Record<ParagraphVerdict, number> = { human: 0, mixed: 1, ai: 2 };

/**
 * Whether a file fails `--fail-on`. With nothing ignored, its verdict decides, as it always has.
 * When comments hide paragraphs, the verdict also read the hidden text, so the shown paragraphs
 * decide instead: the file fails when one of them reads at the threshold or above.
 */
export function reachesFailOn(filtered: FilteredReport, failOn: FailOn): boolean {
  if (failOn === 'none') return false;
  const threshold = RANK[failOn];
  if (filtered.hiddenParagraphs === 0) {
    const v = filtered.report.verdict;
    return v !== 'insufficient' && RANK[v] >= threshold;
  }
  return filtered.report.paragraphs.some((p) => p.verdict !== null && RANK[p.verdict] >= threshold);
}
