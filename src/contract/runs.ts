/**
 * Rewrite runs: the create request, its options, and the run as the service returns it.
 *
 * Requests are strict because the spec rejects unknown fields (`model` and `mode` above all)
 * with 422. Responses are loose because the run object "may carry more" than the spec lists
 * (e.g. `plan`, `seed`), and a client must not break when it does.
 */
import { z } from 'zod';
import { usdSchema } from './money';
import { timestampSchema } from './time';

export const QUALITIES = ['low', 'standard', 'high'] as const;

/**
 * An unknown quality is a 400 invalid_request in the spec, not a 422: the service maps issues at
 * path `['quality']` to invalid_request instead of the validation list.
 */
export const qualitySchema = z.enum(QUALITIES);

export type Quality = z.infer<typeof qualitySchema>;

export const DEFAULT_QUALITY: Quality = 'standard';

/** Characters per run when GET /v1/me does not say otherwise. */
export const DEFAULT_MAX_CHARS_PER_RUN = 5000;

export const RUN_LIST_DEFAULT_LIMIT = 50;
export const RUN_LIST_MAX_LIMIT = 100;
export const INPUT_PREVIEW_CHARS = 160;

/**
 * Voice options. Every one is optional: a left-out option is sampled for that run. The ranges of
 * `typos_per_100_words` and `min_zipf` are not in the spec; these bounds are the local service's
 * (a Zipf value of 1–7 spans rare to the most common English words).
 */
export const runOptionsSchema = z.strictObject({
  persona: z.string().optional(),
  tone: z.string().optional(),
  formality: z.number().int().min(1).max(5).optional(),
  typos_enabled: z.boolean().optional(),
  typos_per_100_words: z.number().min(0).max(10).optional(),
  common_words_enabled: z.boolean().optional(),
  min_zipf: z.number().min(1).max(7).optional(),
  random_plan: z.boolean().optional(),
});

export type RunOptions = z.infer<typeof runOptionsSchema>;

export const FORMALITY_MIN = 1;
export const FORMALITY_MAX = 5;
export const DEFAULT_TYPOS_PER_100_WORDS = 1.0;
export const DEFAULT_MIN_ZIPF = 4.0;

/** POST /v1/runs. Length and prose checks need the prose model, so they live in the service. */
export const createRunRequestSchema = z.strictObject({
  text: z.string(),
  quality: qualitySchema.optional(),
  options: runOptionsSchema.optional(),
});

export type CreateRunRequest = z.infer<typeof createRunRequestSchema>;

export const RUN_STATUSES = ['queued', 'running', 'succeeded', 'rejected', 'failed', 'canceled'] as const;

export const runStatusSchema = z.enum(RUN_STATUSES);

export type RunStatus = z.infer<typeof runStatusSchema>;

export const TERMINAL_RUN_STATUSES = ['succeeded', 'rejected', 'failed', 'canceled'] as const;

export const terminalRunStatusSchema = z.enum(TERMINAL_RUN_STATUSES);

export type TerminalRunStatus = z.infer<typeof terminalRunStatusSchema>;

export function isTerminalRunStatus(status: string): status is TerminalRunStatus {
  return (TERMINAL_RUN_STATUSES as readonly string[]).includes(status);
}

const count = z.number().int().min(0);

/** 202 from POST /v1/runs. */
export const runCreatedSchema = z.looseObject({
  id: z.string().min(1),
  status: runStatusSchema,
  quality: qualitySchema,
  word_count: count,
  prose_word_count: count,
  estimated_cost_usd: usdSchema,
  held_usd: usdSchema,
  is_estimate: z.boolean(),
  events_url: z.string().min(1),
});

export type RunCreated = z.infer<typeof runCreatedSchema>;

export const runScoresSchema = z.looseObject({
  validation_passed: z.boolean(),
  reasons: z.array(z.string()),
});

export const runBillingSchema = z.looseObject({
  charged_usd: usdSchema,
  estimated_cost_usd: usdSchema,
  held_usd: usdSchema,
  charge_exceeded_hold: z.boolean(),
});

export type RunScores = z.infer<typeof runScoresSchema>;
export type RunBilling = z.infer<typeof runBillingSchema>;

// Fields shared by the run and the run list item.
const runCommonShape = {
  id: z.string().min(1),
  status: runStatusSchema,
  quality: qualitySchema,
  prose_word_count: count,
  text_deleted_at: timestampSchema.nullable(),
  scores: runScoresSchema,
  billing: runBillingSchema,
  created_at: timestampSchema,
  // The spec types this as a timestamp, but a run that has not finished has no finish time.
  finished_at: timestampSchema.nullish(),
};

/**
 * GET /v1/runs/{id}. After deletion the texts are erased: a deployment may send `""` or `null`,
 * so both are accepted, and `output_text` is absent until a run succeeds.
 */
export const runSchema = z
  .looseObject({
    ...runCommonShape,
    input_text: z.string().nullable(),
    output_text: z.string().nullish(),
  })
  .refine((run) => run.status !== 'succeeded' || run.text_deleted_at !== null || typeof run.output_text === 'string', {
    message: 'a succeeded run whose texts were not deleted must carry output_text',
    path: ['output_text'],
  });

export type Run = z.infer<typeof runSchema>;

/** An item of GET /v1/runs: no texts, only the first 160 characters of the draft. */
export const runListItemSchema = z.looseObject({
  ...runCommonShape,
  input_preview: z.string(),
});

export type RunListItem = z.infer<typeof runListItemSchema>;

export const runListPageSchema = z.looseObject({
  data: z.array(runListItemSchema),
  next_cursor: z.string().nullable(),
});

export type RunListPage = z.infer<typeof runListPageSchema>;

/**
 * Query of GET /v1/runs. Values arrive as strings; `limit` defaults to 50 and may not exceed 100.
 * The spec leaves the cursor parameter's name open; this deployment calls it `cursor`.
 */
export const runListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(RUN_LIST_MAX_LIMIT).default(RUN_LIST_DEFAULT_LIMIT),
  cursor: z.string().min(1).optional(),
});

export type RunListQuery = z.infer<typeof runListQuerySchema>;

/** DELETE /v1/runs/{id} */
export const runDeletedSchema = z.looseObject({
  id: z.string().min(1),
  text_deleted: z.literal(true),
  deleted_at: timestampSchema,
});

export type RunDeleted = z.infer<typeof runDeletedSchema>;

/** DELETE /v1/runs?confirm=true */
export const runsDeletedSchema = z.looseObject({
  deleted: count,
  skipped_in_progress: count,
});

export type RunsDeleted = z.infer<typeof runsDeletedSchema>;
