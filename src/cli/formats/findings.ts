/**
 * What a checked file shows once the configuration and its comments are applied, as CI formats
 * need it: the marked paragraphs and the evidence, each with 1-based line/column ranges (columns
 * in code points, as in the text output). The GitHub and SARIF formatters both read this.
 */
import type { FilteredReport } from '../../config';
import type { EvidenceSeverity, FailOn } from '../../config';
import type { ReportSignal } from '../../contract';
import { codePoints, signalInParagraph } from '../detectReport';
import { lineIndex, rangeOf, type LineRange } from '../lineCol';

export interface CheckedFile {
  /** As shown in text output: the path as given or matched, or `<stdin>`. */
  name: string;
  /** Relative to the working directory (the repository root in CI), `/`-separated; null for stdin. */
  file: string | null;
  text: string;
  filtered: FilteredReport;
  severity: EvidenceSeverity;
  failOn: FailOn | undefined;
  /** The file reached its --fail-on threshold. */
  failing: boolean;
}

export interface FailedFile {
  name: string;
  file: string | null;
  message: string;
}

export interface ParagraphFinding {
  range: LineRange;
  verdict: 'ai' | 'mixed';
  score: number;
  /** This paragraph counts toward the failure of its file. */
  failing: boolean;
  message: string;
}

export interface EvidenceFinding {
  range: LineRange;
  signal: Pick<ReportSignal, 'key' | 'label' | 'value' | 'unit' | 'human' | 'ai' | 'reliability'>;
  excerpt: string;
  message: string;
}

const percent = (score: number): string => `${Math.round(score * 100)}%`;
const round = (n: number): string => String(Math.round(n * 100) / 100);
const withUnit = (n: number, unit: string): string => `${round(n)}${unit.startsWith('%') || unit === '' ? unit : ` ${unit}`}`;

/** AI and mixed paragraphs (human and unscored ones are no finding), in document order. */
export function paragraphFindings(checked: CheckedFile): ParagraphFinding[] {
  const report = checked.filtered.report;
  const index = lineIndex(checked.text);
  const chars = codePoints(checked.text);
  const leaning = report.signals.filter((s) => s.lean === 'ai');
  const out: ParagraphFinding[] = [];
  for (const p of report.paragraphs) {
    if (p.score === null || (p.verdict !== 'ai' && p.verdict !== 'mixed')) continue;
    const signals = leaning.map((s) => signalInParagraph(s, p, chars)).filter((line): line is string => line !== null);
    const head = `This paragraph reads ${p.verdict === 'ai' ? 'AI' : 'mixed'} (AI likelihood ${percent(p.score)}).`;
    out.push({
      range: rangeOf(index, p),
      verdict: p.verdict,
      score: p.score,
      failing: checked.failing && (p.verdict === 'ai' || checked.failOn === 'mixed'),
      message: signals.length > 0 ? `${head} Leaning AI: ${signals.join('; ')}.` : head,
    });
  }
  return out;
}

/** Evidence of the signals that lean AI, in document order. */
export function evidenceFindings(checked: CheckedFile): EvidenceFinding[] {
  const index = lineIndex(checked.text);
  const chars = codePoints(checked.text);
  const out: EvidenceFinding[] = [];
  for (const signal of checked.filtered.report.signals) {
    if (signal.lean !== 'ai') continue;
    for (const span of signal.evidence) {
      if (span.end <= span.start) continue;
      const excerpt = chars.chars.slice(span.start, span.end).join('').replace(/\s+/g, ' ').trim();
      out.push({
        range: rangeOf(index, span),
        signal,
        excerpt,
        message: `${signal.label}: ${withUnit(signal.value, signal.unit)} in this text; typical human ${withUnit(signal.human, signal.unit)}, typical AI ${withUnit(signal.ai, signal.unit)} (reliability ${percent(signal.reliability)}).`,
      });
    }
  }
  return out.sort((a, b) => a.range.start.line - b.range.start.line || a.range.start.column - b.range.start.column);
}
