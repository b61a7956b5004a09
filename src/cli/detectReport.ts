/**
 * A detection report as the CLI shows it: one line per scored paragraph (`file:line:col`, verdict,
 * score, the signals that lean AI with evidence in it), a summary per file, and the JSON form
 * with every code-point span also given as line/column.
 */
import { MIN_WORDS_FOR_VERDICT, type Detection, type DetectionReport, type ReportParagraph, type ReportSignal } from '../contract';
import { plural, score, usd, verdict } from './format';
import { lineIndex, rangeOf, type LineIndex, type LineRange } from './lineCol';
import type { Paint } from './output';

/** The words an AI-leaning signal flagged in a paragraph, at most this many shown. */
const MAX_EXAMPLES = 3;
/** Evidence longer than this (a whole sentence, say) is counted rather than quoted. */
const MAX_EXAMPLE_CHARS = 24;

export interface CodePointText {
  /** The text as code points, so report offsets index it directly. */
  chars: string[];
}

export function codePoints(text: string): CodePointText {
  return { chars: [...text] };
}

function slice(text: CodePointText, span: { start: number; end: number }): string {
  return text.chars.slice(span.start, span.end).join('');
}

function inside(span: { start: number; end: number }, paragraph: ReportParagraph): boolean {
  return span.start >= paragraph.start && span.end <= paragraph.end;
}

/** `LLM-favoured vocabulary "delve", "tapestry"` or `Uniform sentences (3)`. */
export function signalInParagraph(signal: ReportSignal, paragraph: ReportParagraph, text: CodePointText): string | null {
  const evidence = signal.evidence.filter((span) => inside(span, paragraph));
  if (evidence.length === 0) return null;
  const excerpts = evidence.map((span) => slice(text, span).replace(/\s+/g, ' ').trim());
  if (excerpts.every((excerpt) => [...excerpt].length <= MAX_EXAMPLE_CHARS)) {
    const distinct = [...new Set(excerpts.map((excerpt) => excerpt.toLowerCase()))];
    const shown = distinct.slice(0, MAX_EXAMPLES).map((excerpt) => JSON.stringify(excerpt));
    const more = distinct.length > MAX_EXAMPLES ? ` +${distinct.length - MAX_EXAMPLES}` : '';
    return `${signal.label} ${shown.join(', ')}${more}`;
  }
  return `${signal.label} (${evidence.length})`;
}

function aiSignals(report: DetectionReport): ReportSignal[] {
  return report.signals.filter((signal) => signal.lean === 'ai');
}

/** Lines for one file: each scored paragraph, then the summary. */
export function humanReport(name: string, text: string, detection: Detection, paint: Paint): string[] {
  const report = detection.result;
  if (report === null) return [];
  const index = lineIndex(text);
  const chars = codePoints(text);
  const leaning = aiSignals(report);
  const scored = report.paragraphs.filter((p) => p.score !== null && p.verdict !== null);
  const locations = scored.map((p) => {
    const at = index.at(p.start);
    return `${name}:${at.line}:${at.column}`;
  });
  const width = Math.max(0, ...locations.map((location) => location.length));
  const lines = scored.map((paragraph, i) => {
    const signals = leaning
      .map((signal) => signalInParagraph(signal, paragraph, chars))
      .filter((line): line is string => line !== null);
    const location = (locations[i] ?? '').padEnd(width);
    const head = `${location}  ${verdict(paint, paragraph.verdict ?? 'insufficient', 5)}  ${score(paragraph.score)}`;
    return signals.length === 0 ? head : `${head}  ${paint('gray', signals.join('; '))}`;
  });
  lines.push(summaryLine(name, detection, report, paint));
  if (report.verdict !== 'insufficient' && leaning.length > 0) {
    const described = leaning.map((signal) => `${signal.label} ${round(signal.value)}${signal.unit.startsWith('%') ? '' : ' '}${signal.unit} (human ~${round(signal.human)}, AI ~${round(signal.ai)})`);
    lines.push(`  ${paint('gray', `leaning AI: ${described.join('; ')}`)}`);
  }
  return lines;
}

export function summaryLine(name: string, detection: Detection, report: DetectionReport, paint: Paint): string {
  const head = `${paint('bold', name)}: ${verdict(paint, report.verdict)}`;
  const charge = detection.charged_usd === null ? '' : ` · charged ${usd(detection.charged_usd)}`;
  if (report.verdict === 'insufficient') {
    return `${head} · ${plural(report.words, 'prose word')}, too few for a verdict (${MIN_WORDS_FOR_VERDICT} needed)${charge}`;
  }
  const scored = report.paragraphs.filter((p) => p.verdict !== null);
  const counts = (['ai', 'mixed', 'human'] as const)
    .map((v) => [v, scored.filter((p) => p.verdict === v).length] as const)
    .filter(([, n]) => n > 0)
    .map(([v, n]) => `${n} ${v}`);
  const paragraphs = `${plural(report.paragraphs.length, 'paragraph')}, ${scored.length} scored${counts.length > 0 ? ` (${counts.join(', ')})` : ''}`;
  const basis = report.basis === 'paragraphs' && report.whole_text_score != null ? `, whole text ${score(report.whole_text_score)}` : '';
  return `${head} ${score(report.score)}${basis} · ${plural(report.words, 'prose word')} · ${paragraphs}${charge}`;
}

function round(value: number): string {
  return String(Math.round(value * 100) / 100);
}

type Ranged<T> = T & { range: LineRange };

export type JsonReport = Omit<DetectionReport, 'paragraphs' | 'signals'> & {
  paragraphs: Ranged<ReportParagraph>[];
  signals: (Omit<ReportSignal, 'evidence'> & { evidence: Ranged<ReportSignal['evidence'][number]>[] })[];
};

/** The report as the service sent it, plus `range` (1-based line/column, see lineCol.ts) on every span. */
export function jsonReport(text: string, report: DetectionReport): JsonReport {
  const index: LineIndex = lineIndex(text);
  return {
    ...report,
    paragraphs: report.paragraphs.map((p) => ({ ...p, range: rangeOf(index, p) })),
    signals: report.signals.map((signal) => ({
      ...signal,
      evidence: signal.evidence.map((span) => ({ ...span, range: rangeOf(index, span) })),
    })),
  };
}
