/**
 * "Measure on My Writing": runs the bundled detector in this process over documents the writer
 * wrote themselves, and reports how many of their paragraphs Redraft would mark and which signals
 * lean AI on their style. Nothing is sent anywhere and nothing is charged: the detector is
 * imported, not called over HTTP. The extension command and `redraft calibrate-me` both use this.
 *
 * Every text here is the writer's, so any paragraph marked AI or mixed is a false alarm, and a
 * signal that leans AI in many of their documents is one that trips on their style: those are
 * offered for muting.
 */
import { applyRules, ignoreRegions, rulesOf, type RedraftConfig } from '../config';
import type { DetectionReport } from '../contract';
import { detect } from '../detector';
import { parseProse } from '../text';

/** The documents a folder of writing stands for (as a folder argument of `redraft detect`). */
export const WRITING_PATTERN = '**/*.{md,markdown,txt}';

export interface WritingSample {
  name: string;
  text: string;
}

export interface SignalOnStyle {
  key: string;
  label: string;
  /** Measured documents in which the signal leans AI. */
  documents: number;
  /** documents / measured documents. */
  share: number;
  /** Evidence spans it marked across those documents. */
  evidence: number;
  /** Already in the configuration's `mute`. */
  muted: boolean;
}

export interface WritingMeasure {
  /** Documents read. */
  documents: number;
  /** Documents long enough for a verdict (40 prose words). */
  measured: number;
  /** Scored paragraphs (20 words or more, not hidden by comments). */
  paragraphs: number;
  ai: number;
  mixed: number;
  /** ai + mixed: the paragraphs a check would colour. */
  marked: number;
  /** Documents whose own verdict is ai or mixed. */
  documentsMarked: number;
  /** Every signal that leaned AI in at least one document, most documents first. */
  signals: SignalOnStyle[];
  /** Keys to offer for muting: leaning AI in SUGGEST_SHARE of documents or more, not yet muted. */
  suggested: string[];
}

/** A signal that leans AI in a third of a writer's own documents trips on their style. */
export const SUGGEST_SHARE = 1 / 3;

export interface MeasureOptions {
  config?: RedraftConfig;
  /** Called before each document, so a long folder shows progress. */
  onProgress?: (done: number, total: number, name: string) => void;
  signal?: AbortSignal;
}

export async function measureWriting(samples: readonly WritingSample[], options: MeasureOptions = {}): Promise<WritingMeasure> {
  const config = options.config ?? {};
  const muted = new Set(config.mute ?? []);
  const bySignal = new Map<string, SignalOnStyle>();
  const totals = { measured: 0, paragraphs: 0, ai: 0, mixed: 0, documentsMarked: 0 };
  for (const [i, sample] of samples.entries()) {
    options.signal?.throwIfAborted();
    options.onProgress?.(i, samples.length, sample.name);
    // Let the editor (or Ctrl-C) breathe between documents: the detector itself is synchronous.
    await new Promise((resolve) => setImmediate(resolve));
    const report: DetectionReport = detect(parseProse(sample.text));
    if (report.verdict === 'insufficient') continue;
    totals.measured += 1;
    if (report.verdict === 'ai' || report.verdict === 'mixed') totals.documentsMarked += 1;
    // Mute nothing here: the point is to see every signal that trips, muted ones included.
    const shown = applyRules(report, sample.text, rulesOf({ ...config, mute: [] }, ignoreRegions(sample.text))).report;
    for (const p of shown.paragraphs) {
      if (p.verdict === null) continue;
      totals.paragraphs += 1;
      if (p.verdict === 'ai') totals.ai += 1;
      if (p.verdict === 'mixed') totals.mixed += 1;
    }
    for (const s of shown.signals) {
      if (s.lean !== 'ai') continue;
      const entry = bySignal.get(s.key) ?? { key: s.key, label: s.label, documents: 0, share: 0, evidence: 0, muted: muted.has(s.key) };
      entry.documents += 1;
      entry.evidence += s.evidence.length;
      bySignal.set(s.key, entry);
    }
  }
  options.onProgress?.(samples.length, samples.length, '');
  const signals = [...bySignal.values()]
    .map((s) => ({ ...s, share: totals.measured === 0 ? 0 : s.documents / totals.measured }))
    .sort((a, b) => b.documents - a.documents || b.evidence - a.evidence || a.key.localeCompare(b.key));
  // With one or two documents a single one is not a pattern: ask for at least two.
  const minimum = Math.max(Math.min(2, totals.measured), Math.ceil(totals.measured * SUGGEST_SHARE));
  const suggested = signals.filter((s) => !s.muted && s.documents >= minimum && s.documents > 0).map((s) => s.key);
  return { documents: samples.length, ...totals, marked: totals.ai + totals.mixed, signals, suggested };
}

const pct = (n: number, of: number): string => (of === 0 ? '0%' : `${Math.round((100 * n) / of)}%`);

/** The result as Markdown, for the editor's report and `calibrate-me`'s text output alike. */
export function measureMarkdown(m: WritingMeasure, where: string): string[] {
  const lines = [
    `# Redraft measured on your writing`,
    '',
    `Read ${m.documents} document${m.documents === 1 ? '' : 's'} in ${where} with the detector bundled in Redraft, on this machine. Nothing was sent anywhere and nothing was charged.`,
    '',
    `- ${m.measured} document${m.measured === 1 ? '' : 's'} long enough to judge (40 prose words); ${m.documentsMarked} of them would read AI or mixed as a whole.`,
    `- **${m.marked} of ${m.paragraphs} paragraphs (${pct(m.marked, m.paragraphs)}) would be marked**: ${m.ai} AI, ${m.mixed} mixed. Since you wrote them, each is a false alarm.`,
    '',
  ];
  if (m.signals.length === 0) {
    lines.push('No writing signal leans AI on your style.');
    return lines;
  }
  lines.push('| Signal | Leans AI in | Evidence marked | |', '|---|---|---|---|');
  for (const s of m.signals) {
    const note = s.muted ? 'muted already' : m.suggested.includes(s.key) ? '**trips on your style**' : '';
    lines.push(`| ${s.label} (\`${s.key}\`) | ${s.documents} of ${m.measured} documents (${pct(s.documents, m.measured)}) | ${s.evidence} | ${note} |`);
  }
  lines.push(
    '',
    m.suggested.length > 0
      ? `Muting ${m.suggested.map((k) => `\`${k}\``).join(', ')} hides their evidence in the editor and in \`redraft detect\`. Paragraph scores are the detector's own and still weigh every signal.`
      : 'No signal leans AI in a third or more of your documents, so nothing needs muting.',
  );
  return lines;
}
