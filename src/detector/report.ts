/**
 * Detection report, version 2, as this detector produces it. Every `start`/`end` is a Unicode
 * code-point offset into the exact text that was sent, and ranges cover prose only. The report
 * holds no text.
 *
 * One source: these types are derived from the contract's report schema (`src/contract/
 * detections.ts`), which is what clients parse. The contract's types are open (loose objects,
 * any version, open strings) so that a later or another deployment still parses; here they are
 * closed and narrowed to what version 2 promises. A field renamed, removed or retyped in the
 * contract fails the typecheck below instead of drifting.
 */
import type {
  DetectionReport as WireReport,
  EvidenceSpan,
  ParagraphVerdict as WireParagraphVerdict,
  ReportBasis,
  ReportParagraph,
  ReportSignal,
  Verdict as WireVerdict,
} from '../contract/detections';

/** The named fields of a loose object, without its `[key: string]: unknown`. */
type Known<T> = { [K in keyof T as string extends K ? never : number extends K ? never : K]: T[K] };
/** Omit that refuses keys the type does not have, so a rename in the contract is an error here. */
type Without<T, K extends keyof T> = Omit<T, K>;

export type Verdict = WireVerdict;
export type ParagraphVerdict = WireParagraphVerdict;
/** The spec names `ai`; version 2 of this detector also says `human` and `neutral`. */
export type Lean = 'ai' | 'human' | 'neutral';
export type Basis = ReportBasis;

export type Range = Known<EvidenceSpan>;

/** `score` and `verdict` are null under 20 words. */
export type ParagraphEntry = Known<ReportParagraph>;

/**
 * `value` is this text's; `human` and `ai` are the typical (median) values of the calibration
 * texts; `human_percentile` places the value among the human texts (0..100); `reliability`
 * (0..1) is how well the signal separates the two.
 */
export type SignalEntry = Without<Known<ReportSignal>, 'lean' | 'evidence'> & {
  lean: Lean;
  evidence: Range[];
};

export type DetectionReport = Without<Known<WireReport>, 'version' | 'paragraphs' | 'signals' | 'basis' | 'whole_text_score'> & {
  version: 2;
  paragraphs: ParagraphEntry[];
  signals: SignalEntry[];
  basis: Basis;
  /** Present only when basis is `paragraphs`: the whole text's own reading. */
  whole_text_score?: number;
};

/** Compile-time proof that what this detector produces is a report the contract accepts. */
type Assignable<T extends U, U> = T;
export type ReportFitsContract = Assignable<DetectionReport, WireReport>;
