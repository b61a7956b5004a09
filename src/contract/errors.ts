/**
 * Error codes, their HTTP statuses, and the two error body shapes of the spec.
 *
 * `code` drives program behaviour and `message` is for display, so the client keys its error
 * classes on `code`; body schemas accept any code string because a deployment may add codes,
 * and a client that refused an unfamiliar error body would lose the message with it.
 */
import { z } from 'zod';
import { signedUsdSchema, usdSchema } from './money';

/** Every application error code with the HTTP status it travels with. */
export const ERROR_STATUS = {
  invalid_request: 400,
  text_too_long: 400,
  no_prose: 400,
  confirmation_required: 400,
  unauthenticated: 401,
  insufficient_balance: 402,
  account_suspended: 403,
  forbidden: 403,
  insufficient_scope: 403,
  not_found: 404,
  // Local service only: hono answers a wrong method on a known path.
  method_not_allowed: 405,
  run_in_progress: 409,
  // Local service only: a body larger than the service reads at all.
  payload_too_large: 413,
  rate_limited: 429,
  // Local service only: logged in full on the server, returned without the cause.
  internal_error: 500,
  provider_unavailable: 503,
  // Local service only: the data folder cannot be written (full or read-only disk); nothing was applied.
  storage_unavailable: 503,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof ERROR_STATUS;

export const ERROR_CODES = Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]];

export const errorCodeSchema = z.enum(ERROR_CODES);

export function isErrorCode(code: unknown): code is ErrorCode {
  return typeof code === 'string' && Object.hasOwn(ERROR_STATUS, code);
}

export function statusForErrorCode(code: ErrorCode): number {
  return ERROR_STATUS[code];
}

/** Status of request-validation failures (the validation list shape); it has no code. */
export const VALIDATION_ERROR_STATUS = 422;

/** `{ detail: { code, message, details? } }` */
export const applicationErrorBodySchema = z.looseObject({
  detail: z.looseObject({
    code: z.string().min(1),
    message: z.string(),
    details: z.record(z.string(), z.unknown()).optional(),
  }),
});

export type ApplicationErrorBody = z.infer<typeof applicationErrorBodySchema>;

/**
 * One entry of the 422 list, in the hosted (pydantic) shape. Extra fields such as `input`,
 * `ctx` or `url` are kept: they help a person debugging, and nothing depends on them.
 */
export const validationIssueSchema = z.looseObject({
  type: z.string(),
  loc: z.array(z.union([z.string(), z.number().int()])),
  msg: z.string(),
});

export type ValidationIssue = z.infer<typeof validationIssueSchema>;

/** `{ detail: [ { type, loc, msg } ] }` */
export const validationErrorBodySchema = z.looseObject({
  detail: z.array(validationIssueSchema),
});

export type ValidationErrorBody = z.infer<typeof validationErrorBodySchema>;

/** Either error body; the shape of `detail` tells them apart. */
export const errorBodySchema = z.union([applicationErrorBodySchema, validationErrorBodySchema]);

export type ErrorBody = z.infer<typeof errorBodySchema>;

/** The `type` the spec names for an unknown request field (e.g. `model` or `mode`). */
export const EXTRA_FORBIDDEN = 'extra_forbidden';

export const insufficientBalanceDetailsSchema = z.looseObject({
  // Available can dip below zero when a charge exceeded its hold.
  available_usd: signedUsdSchema,
  hold_required_usd: usdSchema,
  is_estimate: z.boolean(),
});

export const rateLimitedDetailsSchema = z.looseObject({
  retry_after_seconds: z.number().int().min(0),
});

export const insufficientScopeDetailsSchema = z.looseObject({
  // A string, not the scope enum: a deployment may name scopes this client does not know.
  required_scope: z.string().min(1),
});

/** Local extension: the hosted service may send no details with text_too_long. */
export const textTooLongDetailsSchema = z.looseObject({
  max_chars: z.number().int().min(0).optional(),
  chars: z.number().int().min(0).optional(),
});

export type InsufficientBalanceDetails = z.infer<typeof insufficientBalanceDetailsSchema>;
export type RateLimitedDetails = z.infer<typeof rateLimitedDetailsSchema>;
export type InsufficientScopeDetails = z.infer<typeof insufficientScopeDetailsSchema>;
export type TextTooLongDetails = z.infer<typeof textTooLongDetailsSchema>;

/** The codes whose `details` have a documented shape. */
export const errorDetailsSchemas = {
  insufficient_balance: insufficientBalanceDetailsSchema,
  rate_limited: rateLimitedDetailsSchema,
  insufficient_scope: insufficientScopeDetailsSchema,
  text_too_long: textTooLongDetailsSchema,
} as const;

export type ErrorDetailsFor = {
  [K in keyof typeof errorDetailsSchemas]: z.infer<(typeof errorDetailsSchemas)[K]>;
};

/** Builds an application error body, checking the details of codes that have a documented shape. */
export function applicationErrorBody<C extends ErrorCode>(
  code: C,
  message: string,
  details?: C extends keyof ErrorDetailsFor ? ErrorDetailsFor[C] : Record<string, unknown>,
): ApplicationErrorBody {
  if (details === undefined) return { detail: { code, message } };
  const schema = (errorDetailsSchemas as Partial<Record<ErrorCode, z.ZodType>>)[code];
  schema?.parse(details);
  return { detail: { code, message, details: { ...details } } };
}
