/**
 * Detections (checks): the create request, the detection resource and its report.
 *
 * Every `start`/`end` in a report is a Unicode code-point offset into the exact text sent
 * (the hosted service indexes by code point); converting to UTF-16 is the consumer's job.
 */
import { z } from 'zod';
import { usdSchema } from './money';
import { timestampSchema } from './time';
import { MIN_WORDS_FOR_PARAGRAPH_SCORE, MIN_WORDS_FOR_VERDICT } from './verdicts';

// The thresholds live in their own leaf module, so the engines read them without the schemas.
export {
  AI_AT_OR_ABOVE,
  HUMAN_BELOW,
  MIN_WORDS_FOR_PARAGRAPH_SCORE,
  MIN_WORDS_FOR_VERDICT,
  WHOLE_TEXT_OVERRIDE_AT_OR_ABOVE,
  verdictForScore,
} from './verdicts';

/** The report version this contract describes; older versions lack `basis`. */
export const CURRENT_REPORT_VERSION = 2;
/** How long a detection and its report are kept. */
export const DETECTION_RETENTION_MS = 60 * 60 * 1000;

export const VERDICTS = ['human', 'mixed', 'ai', 'insufficient'] as const;
export const verdictSchema = z.enum(VERDICTS);
export type Verdict = z.infer<typeof verdictSchema>;

/** A paragraph's verdict: never `insufficient`, which is about the whole text. */
export const PARAGRAPH_VERDICTS = ['human', 'mixed', 'ai'] as const;
export const paragraphVerdictSchema = z.enum(PARAGRAPH_VERDICTS);
export type ParagraphVerdict = z.infer<typeof paragraphVerdictSchema>;

/** POST /v1/detections and POST /v1/detections/estimate. */
export const createDetectionRequestSchema = z.strictObject({
  text: z.string(),
});

export type CreateDetectionRequest = z.infer<typeof createDetectionRequestSchema>;

export const DETECTION_STATUSES = ['queued', 'running', 'succeeded', 'failed'] as const;
export const detectionStatusSchema = z.enum(DETECTION_STATUSES);
export type DetectionStatus = z.infer<typeof detectionStatusSchema>;

export function isTerminalDetectionStatus(status: string): status is 'succeeded' | 'failed' {
  return status === 'succeeded' || status === 'failed';
}

const offset = z.number().int().min(0);
const count = z.number().int().min(0);
const probability = z.number().min(0).max(1);

function spanInOrder(span: { start: number; end: number }): boolean {
  return span.start <= span.end;
}
const spanOrderMessage = { message: 'start must not be after end', path: ['end'] };

export const evidenceSpanSchema = z
  .looseObject({ start: offset, end: offset })
  .refine(spanInOrder, spanOrderMessage);

export type EvidenceSpan = z.infer<typeof evidenceSpanSchema>;

export const reportParagraphSchema = z
  .looseObject({
    start: offset,
    end: offset,
    words: count,
    score: probability.nullable(),
    verdict: paragraphVerdictSchema.nullable(),
  })
  .refine(spanInOrder, spanOrderMessage)
  .refine((p) => (p.score === null) === (p.verdict === null), {
    message: 'score and verdict are null together',
    path: ['verdict'],
  })
  .refine((p) => p.words >= MIN_WORDS_FOR_PARAGRAPH_SCORE || p.score === null, {
    message: `a paragraph under ${MIN_WORDS_FOR_PARAGRAPH_SCORE} words has a null score`,
    path: ['score'],
  });

export type ReportParagraph = z.infer<typeof reportParagraphSchema>;

/**
 * A writing signal. `key`, `unit` and `lean` are open strings: the spec names only lean `ai`,
 * and a deployment may add signals this client has never seen.
 */
export const reportSignalSchema = z.looseObject({
  key: z.string().min(1),
  label: z.string(),
  value: z.number(),
  unit: z.string(),
  human: z.number(),
  ai: z.number(),
  lean: z.string(),
  human_percentile: z.number(),
  reliability: probability,
  evidence: z.array(evidenceSpanSchema),
});

export type ReportSignal = z.infer<typeof reportSignalSchema>;

export const REPORT_BASES = ['whole_text', 'paragraphs'] as const;
export const reportBasisSchema = z.enum(REPORT_BASES);
export type ReportBasis = z.infer<typeof reportBasisSchema>;

/**
 * The report (`result`). `version` is any integer so that a later version still parses;
 * consumers that depend on version-2 fields check it. `basis` is absent from version 1.
 */
export const detectionReportSchema = z
  .looseObject({
    version: z.number().int().min(1),
    score: probability,
    verdict: verdictSchema,
    words: count,
    sentences: count,
    mean_sentence_words: z.number().min(0),
    paragraphs: z.array(reportParagraphSchema),
    signals: z.array(reportSignalSchema),
    models: count,
    elapsed_ms: count,
    basis: reportBasisSchema.optional(),
    // Python services send null for absent optional fields; treat null as absent.
    whole_text_score: probability.nullish(),
  })
  .refine((r) => r.basis === 'paragraphs' || r.whole_text_score == null, {
    message: 'whole_text_score is present only when basis is "paragraphs"',
    path: ['whole_text_score'],
  })
  .refine((r) => r.basis !== 'paragraphs' || r.whole_text_score != null, {
    message: 'basis "paragraphs" comes with the whole text\'s own score in whole_text_score',
    path: ['whole_text_score'],
  })
  .refine((r) => r.words >= MIN_WORDS_FOR_VERDICT || r.verdict === 'insufficient', {
    message: `a text under ${MIN_WORDS_FOR_VERDICT} words has the verdict "insufficient"`,
    path: ['verdict'],
  });

export type DetectionReport = z.infer<typeof detectionReportSchema>;

/** Why a check failed. Its shape is the local service's; the spec leaves it open. */
export const detectionErrorSchema = z.looseObject({
  code: z.string().min(1),
  message: z.string(),
});

/** Where a running check is. Its shape is the local service's; the spec leaves it open. */
export const detectionProgressSchema = z
  .looseObject({
    stage: z.string().min(1),
    done: count,
    total: count,
  })
  .refine((p) => p.done <= p.total, { message: 'done must not exceed total', path: ['done'] });

export type DetectionError = z.infer<typeof detectionErrorSchema>;
export type DetectionProgress = z.infer<typeof detectionProgressSchema>;

/** POST /v1/detections (202) and GET /v1/detections/{id}. */
export const detectionSchema = z
  .looseObject({
    id: z.string().min(1),
    status: detectionStatusSchema,
    words: count,
    created_at: timestampSchema,
    price_usd: usdSchema,
    charged_usd: usdSchema.nullable(),
    result: detectionReportSchema.nullable(),
    error: detectionErrorSchema.nullable(),
    progress: detectionProgressSchema.nullable(),
    poll_url: z.string().min(1),
  })
  .refine((d) => d.status !== 'succeeded' || d.result !== null, {
    message: 'a succeeded check carries its report in result',
    path: ['result'],
  })
  .refine((d) => d.status !== 'failed' || d.error !== null, {
    message: 'a failed check says why in error',
    path: ['error'],
  });

export type Detection = z.infer<typeof detectionSchema>;
