/**
 * Detection report, version 2, as api-spec.md defines it. Every `start`/`end` is a Unicode
 * code-point offset into the exact text that was sent, and ranges cover prose only. The report
 * holds no text.
 *
 * Type aliases rather than interfaces, so that a report is assignable to the contract's
 * zod-inferred (loose, index-signed) DetectionReport type.
 */

export type Verdict = 'human' | 'mixed' | 'ai' | 'insufficient';
export type ParagraphVerdict = 'human' | 'mixed' | 'ai';
export type Lean = 'ai' | 'human' | 'neutral';
export type Basis = 'whole_text' | 'paragraphs';

export type Range = {
  start: number;
  end: number;
};

export type ParagraphEntry = {
  start: number;
  end: number;
  words: number;
  /** null under 20 words. */
  score: number | null;
  verdict: ParagraphVerdict | null;
};

export type SignalEntry = {
  key: string;
  label: string;
  /** This text's value. */
  value: number;
  unit: string;
  /** Typical human value (median of the human calibration texts). */
  human: number;
  /** Typical AI value (median of the AI calibration texts). */
  ai: number;
  lean: Lean;
  /** Percentile (0..100) of this text's value among the human calibration texts. */
  human_percentile: number;
  /** 0..1: how well the signal separates human and AI calibration texts. */
  reliability: number;
  evidence: Range[];
};

export type DetectionReport = {
  version: 2;
  score: number;
  verdict: Verdict;
  words: number;
  sentences: number;
  mean_sentence_words: number;
  paragraphs: ParagraphEntry[];
  signals: SignalEntry[];
  models: number;
  elapsed_ms: number;
  basis: Basis;
  /** Present only when basis is `paragraphs`: the whole text's own reading. */
  whole_text_score?: number;
};
