/**
 * Turns a detection report into what the editor shows, outside VS Code so it can be tested in
 * plain Node: report offsets are code points into the exact text sent; the view works in UTF-16
 * offsets of the whole document (the text sent may be a selection that starts mid-document).
 */
import { offsetMap } from '../../../text/offsets';
import type { DetectionReport, ReportSignal } from '../../../contract/index';

export type ViewVerdict = 'human' | 'mixed' | 'ai';

export interface SignalLine {
  key: string;
  label: string;
  value: number;
  human: number;
  ai: number;
  unit: string;
  reliability: number;
  humanPercentile: number;
  /** Evidence ranges of this signal inside the paragraph. */
  hits: number;
}

export interface ParagraphMark {
  start: number;
  end: number;
  words: number;
  score: number | null;
  verdict: ViewVerdict | null;
  /** AI-leaning signals, those with evidence in this paragraph first. */
  signals: SignalLine[];
}

export interface EvidenceMark {
  start: number;
  end: number;
  key: string;
  label: string;
  message: string;
}

export interface ReportView {
  verdict: DetectionReport['verdict'];
  score: number;
  basis: 'whole_text' | 'paragraphs';
  wholeTextScore: number | null;
  words: number;
  paragraphs: ParagraphMark[];
  evidence: EvidenceMark[];
  /** Paragraphs too short to score, said plainly in the status and hovers. */
  unscoredParagraphs: number;
}

/** " per 100 words", but "%" hugs its number. */
const unitSuffix = (unit: string): string => (!unit ? '' : unit.startsWith('%') ? unit : ` ${unit}`);

const fmt = (n: number): string => (Number.isInteger(n) ? String(n) : n.toFixed(Math.abs(n) < 1 ? 3 : 1));

export function signalSummary(s: Pick<ReportSignal, 'value' | 'human' | 'ai' | 'unit'>): string {
  return `${fmt(s.value)}${unitSuffix(s.unit)} here; typical human ${fmt(s.human)}, typical AI ${fmt(s.ai)}`;
}

/**
 * @param report the report as received
 * @param sentText the exact text that was sent
 * @param origin UTF-16 offset in the document where `sentText` begins
 */
export function toReportView(report: DetectionReport, sentText: string, origin: number): ReportView {
  const map = offsetMap(sentText);
  const toDoc = (cp: number): number => origin + map.toUtf16(cp);

  const aiSignals = report.signals.filter((s) => s.lean === 'ai');
  const evidence: EvidenceMark[] = [];
  for (const s of aiSignals) {
    for (const e of s.evidence) {
      if (e.end <= e.start) continue;
      evidence.push({
        start: toDoc(e.start),
        end: toDoc(e.end),
        key: s.key,
        label: s.label,
        message: `${s.label}: ${signalSummary(s)} (reliability ${Math.round(s.reliability * 100)}%)`,
      });
    }
  }
  evidence.sort((a, b) => a.start - b.start || a.end - b.end);

  const paragraphs: ParagraphMark[] = report.paragraphs.map((p) => {
    const start = toDoc(p.start);
    const end = toDoc(p.end);
    const hitsByKey = new Map<string, number>();
    for (const e of evidence) {
      if (e.start >= start && e.end <= end) hitsByKey.set(e.key, (hitsByKey.get(e.key) ?? 0) + 1);
    }
    const signals = aiSignals
      .map<SignalLine>((s) => ({
        key: s.key,
        label: s.label,
        value: s.value,
        human: s.human,
        ai: s.ai,
        unit: s.unit,
        reliability: s.reliability,
        humanPercentile: s.human_percentile,
        hits: hitsByKey.get(s.key) ?? 0,
      }))
      .sort((a, b) => b.hits - a.hits || b.reliability - a.reliability);
    return { start, end, words: p.words, score: p.score, verdict: p.verdict, signals };
  });

  return {
    verdict: report.verdict,
    score: report.score,
    basis: report.basis ?? 'whole_text',
    wholeTextScore: report.whole_text_score ?? null,
    words: report.words,
    paragraphs,
    evidence,
    unscoredParagraphs: report.paragraphs.filter((p) => p.score === null).length,
  };
}

const percent = (score: number): string => `${Math.round(score * 100)}%`;

/** The status-bar text of a report, e.g. "Redraft: AI 82%" or "Redraft: too short to judge". */
export function statusText(view: ReportView): string {
  if (view.verdict === 'insufficient') return `Redraft: too short to judge (${view.words} words, 40 needed)`;
  const label = view.verdict === 'ai' ? 'AI' : view.verdict === 'mixed' ? 'Mixed' : 'Human';
  return `Redraft: ${label} ${percent(view.score)}${view.basis === 'paragraphs' ? ' (by paragraphs)' : ''}`;
}

export function statusTooltip(view: ReportView): string {
  const lines = [`AI likelihood ${percent(view.score)}, verdict ${view.verdict}, ${view.words} prose words.`];
  if (view.basis === 'paragraphs' && view.wholeTextScore !== null) {
    lines.push(
      `Every scored paragraph reads human, so the verdict rests on the paragraphs; the whole text alone reads ${percent(view.wholeTextScore)}.`,
    );
  }
  if (view.verdict === 'insufficient') lines.push('Fewer than 40 prose words: no verdict and no charge.');
  if (view.unscoredParagraphs > 0) {
    lines.push(`${view.unscoredParagraphs} paragraph(s) under 20 words are too short to score on their own.`);
  }
  return lines.join('\n');
}

/** Hover Markdown for a paragraph. */
export function paragraphHover(p: ParagraphMark): string {
  if (p.score === null || p.verdict === null) {
    return `**Redraft**: paragraph too short to score (${p.words} words; 20 needed). It still counts toward the document's reading.`;
  }
  const lines = [`**Redraft**: this paragraph reads **${p.verdict}** (AI likelihood ${percent(p.score)}).`];
  if (p.signals.length > 0) {
    lines.push('', '| Signal leaning AI | Here | Typical human | Typical AI | Reliability |', '|---|---|---|---|---|');
    for (const s of p.signals.slice(0, 6)) {
      lines.push(
        `| ${s.label}${s.hits ? ` (${s.hits} in this paragraph)` : ''} | ${fmt(s.value)}${unitSuffix(s.unit)} | ${fmt(s.human)} | ${fmt(s.ai)} | ${percent(s.reliability)} |`,
      );
    }
  } else {
    lines.push('', 'No writing signal leans AI in this text.');
  }
  return lines.join('\n');
}
