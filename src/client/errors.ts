/**
 * Every failure the client reports is a `RedraftError`, so callers can tell "the service said no"
 * (`ApiError` and its subclasses, keyed on `code` first and HTTP status second) from "we never got
 * a usable answer" (`ConnectionError`, `TimeoutError`, `AbortError`, `InvalidResponseError`).
 *
 * `code` drives behaviour in the spec, so a subclass is chosen by code; a body without a code
 * (a proxy's HTML page, a 422 list) falls back to the status, so `instanceof NotFoundError` holds
 * for any 404, whoever produced it.
 */
import type { z } from 'zod';
import {
  applicationErrorBodySchema,
  insufficientBalanceDetailsSchema,
  insufficientScopeDetailsSchema,
  parseUsd,
  rateLimitedDetailsSchema,
  textTooLongDetailsSchema,
  validationErrorBodySchema,
  type Micros,
  type ValidationIssue,
} from '../contract';

export class RedraftError extends Error {
  override name = 'RedraftError';
}

/** Where a request went, for messages and for the UI's log. */
export interface RequestTarget {
  method: string;
  /** Path and query as sent, e.g. `/api/v1/runs/run_1`. */
  path: string;
}

export interface ApiErrorInit extends RequestTarget {
  status: number;
  /** The spec's `detail.code`; null when the body had none (422 list, HTML, empty). */
  code: string | null;
  message: string;
  details?: Record<string, unknown>;
  requestId?: string;
  /** Seconds from a `Retry-After` header, when the response had one. */
  retryAfterSeconds?: number;
}

/** The service answered with an error status. */
export class ApiError extends RedraftError {
  override name = 'ApiError';
  readonly status: number;
  readonly code: string | null;
  readonly details: Record<string, unknown> | undefined;
  readonly requestId: string | undefined;
  readonly method: string;
  readonly path: string;
  /** `Retry-After` in seconds when the response carried one (429, sometimes 503). */
  readonly retryAfterSeconds: number | undefined;

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.status = init.status;
    this.code = init.code;
    this.details = init.details;
    this.requestId = init.requestId;
    this.method = init.method;
    this.path = init.path;
    this.retryAfterSeconds = init.retryAfterSeconds;
  }
}

export class InvalidRequestError extends ApiError {
  override name = 'InvalidRequestError';
}

export class TextTooLongError extends ApiError {
  override name = 'TextTooLongError';
  /** The limit, when the deployment says it (the local service does; the hosted one may not). */
  readonly maxChars: number | undefined;
  readonly chars: number | undefined;
  constructor(init: ApiErrorInit) {
    super(init);
    const details = safeDetails(textTooLongDetailsSchema, init.details);
    this.maxChars = details?.max_chars;
    this.chars = details?.chars;
  }
}

export class NoProseError extends ApiError {
  override name = 'NoProseError';
}

export class ConfirmationRequiredError extends ApiError {
  override name = 'ConfirmationRequiredError';
}

export class UnauthenticatedError extends ApiError {
  override name = 'UnauthenticatedError';
}

export class InsufficientBalanceError extends ApiError {
  override name = 'InsufficientBalanceError';
  /** Micro-dollars; may be negative after a charge overran its hold. Null if the details were missing. */
  readonly availableUsd: Micros | null;
  readonly holdRequiredUsd: Micros | null;
  readonly isEstimate: boolean | null;
  constructor(init: ApiErrorInit) {
    super(init);
    const details = safeDetails(insufficientBalanceDetailsSchema, init.details);
    this.availableUsd = details ? parseUsd(details.available_usd) : null;
    this.holdRequiredUsd = details ? parseUsd(details.hold_required_usd) : null;
    this.isEstimate = details ? details.is_estimate : null;
  }
}

export class AccountSuspendedError extends ApiError {
  override name = 'AccountSuspendedError';
}

/** 403 forbidden: e.g. an API key tried to manage keys, which needs a session. */
export class ForbiddenError extends ApiError {
  override name = 'ForbiddenError';
}

export class InsufficientScopeError extends ApiError {
  override name = 'InsufficientScopeError';
  readonly requiredScope: string | null;
  constructor(init: ApiErrorInit) {
    super(init);
    this.requiredScope = safeDetails(insufficientScopeDetailsSchema, init.details)?.required_scope ?? null;
  }
}

export class NotFoundError extends ApiError {
  override name = 'NotFoundError';
}

export class RunInProgressError extends ApiError {
  override name = 'RunInProgressError';
}

/** 422: the request body did not pass validation; `issues` is the spec's list. */
export class ValidationError extends ApiError {
  override name = 'ValidationError';
  readonly issues: ValidationIssue[];
  constructor(init: ApiErrorInit & { issues: ValidationIssue[] }) {
    super(init);
    this.issues = init.issues;
  }
}

export class RateLimitedError extends ApiError {
  override name = 'RateLimitedError';
  constructor(init: ApiErrorInit) {
    // The header wins; `details.retry_after_seconds` stands in when a deployment sends only that.
    super({
      ...init,
      retryAfterSeconds:
        init.retryAfterSeconds ?? safeDetails(rateLimitedDetailsSchema, init.details)?.retry_after_seconds,
    });
  }
}

/** 503: the account (or the service) is not ready; retrying shortly is the remedy. */
export class ProviderUnavailableError extends ApiError {
  override name = 'ProviderUnavailableError';
}

/** Any other 5xx, including a proxy's HTML error page. */
export class ServerError extends ApiError {
  override name = 'ServerError';
}

/**
 * The request failed below HTTP. `requestSent` is false only when the connection was never
 * established (refused, DNS failure, connect timeout): then the server cannot have seen the
 * request, and even a create may be retried. Otherwise it may have arrived.
 */
export class ConnectionError extends RedraftError {
  override name = 'ConnectionError';
  readonly requestSent: boolean;
  readonly method: string;
  readonly path: string;
  constructor(message: string, target: RequestTarget & { requestSent: boolean }, options?: ErrorOptions) {
    super(message, options);
    this.requestSent = target.requestSent;
    this.method = target.method;
    this.path = target.path;
  }
}

/** No complete answer within the timeout. The request may have reached the server. */
export class TimeoutError extends RedraftError {
  override name = 'TimeoutError';
  readonly timeoutMs: number;
  constructor(message: string, timeoutMs: number, options?: ErrorOptions) {
    super(message, options);
    this.timeoutMs = timeoutMs;
  }
}

/** The caller's AbortSignal fired. `cause` is the signal's reason. */
export class AbortError extends RedraftError {
  override name = 'AbortError';
}

/** A 2xx whose body is not what the contract says (not JSON, or a schema mismatch). */
export class InvalidResponseError extends RedraftError {
  override name = 'InvalidResponseError';
  readonly method: string;
  readonly path: string;
  readonly status: number;
  /** Readable problems, one per zod issue, e.g. `data.0.status: Invalid option`. */
  readonly problems: string[];
  constructor(target: RequestTarget & { status: number; problems: string[] }, options?: ErrorOptions) {
    super(`invalid response from ${target.method} ${target.path}: ${target.problems.join('; ')}`, options);
    this.method = target.method;
    this.path = target.path;
    this.status = target.status;
    this.problems = target.problems;
  }
}

type ApiErrorClass = new (init: ApiErrorInit) => ApiError;

const BY_CODE: Record<string, ApiErrorClass> = {
  invalid_request: InvalidRequestError,
  text_too_long: TextTooLongError,
  no_prose: NoProseError,
  confirmation_required: ConfirmationRequiredError,
  unauthenticated: UnauthenticatedError,
  insufficient_balance: InsufficientBalanceError,
  account_suspended: AccountSuspendedError,
  forbidden: ForbiddenError,
  insufficient_scope: InsufficientScopeError,
  not_found: NotFoundError,
  run_in_progress: RunInProgressError,
  rate_limited: RateLimitedError,
  provider_unavailable: ProviderUnavailableError,
};

function classForStatus(status: number): ApiErrorClass {
  switch (status) {
    case 400:
      return InvalidRequestError;
    case 401:
      return UnauthenticatedError;
    case 403:
      return ForbiddenError;
    case 404:
      return NotFoundError;
    case 409:
      return RunInProgressError;
    case 429:
      return RateLimitedError;
    case 503:
      return ProviderUnavailableError;
    default:
      return status >= 500 ? ServerError : ApiError;
  }
}

export interface ErrorResponse extends RequestTarget {
  status: number;
  statusText?: string;
  contentType?: string;
  bodyText: string;
  requestId?: string;
  retryAfterSeconds?: number;
}

/** Builds the error for a non-2xx response from whatever body came with it. */
export function apiErrorFromResponse(response: ErrorResponse): ApiError {
  const base = {
    status: response.status,
    method: response.method,
    path: response.path,
    requestId: response.requestId,
    retryAfterSeconds: response.retryAfterSeconds,
  };
  const json = tryJson(response.bodyText);

  const app = applicationErrorBodySchema.safeParse(json);
  if (app.success) {
    const { code, message, details } = app.data.detail;
    const Class = BY_CODE[code] ?? classForStatus(response.status);
    return new Class({ ...base, code, message, details });
  }

  const list = validationErrorBodySchema.safeParse(json);
  if (list.success) {
    const issues = list.data.detail;
    const message =
      issues.length === 0 ? `request rejected (HTTP ${response.status})` : issues.map(formatValidationIssue).join('; ');
    return new ValidationError({ ...base, code: null, message, issues });
  }

  const Class = response.status === 422 ? ApiError : classForStatus(response.status);
  return new Class({ ...base, code: null, message: describeUnexpectedBody(response) });
}

/** `body.model: extra field not permitted` — the 422 entry as a person reads it. */
export function formatValidationIssue(issue: ValidationIssue): string {
  const where = issue.loc.length > 0 ? issue.loc.join('.') : '(request)';
  return `${where}: ${issue.msg}`;
}

/**
 * A message for a body the spec does not describe, typically a proxy's HTML page. It says the
 * status and a short readable text — never the markup, which would swamp a notification.
 */
function describeUnexpectedBody(response: ErrorResponse): string {
  const head = `HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`;
  const text = shortText(response.bodyText, response.contentType);
  return text === '' ? head : `${head}: ${text}`;
}

const MAX_SHOWN = 160;

/** Reduces a body to one line of text: an HTML page's title (or its text), else the raw text. */
export function shortText(body: string, contentType?: string): string {
  let text = body;
  const looksHtml = /html/i.test(contentType ?? '') || /^\s*<(!doctype|html|head|body|\?xml)/i.test(body);
  if (looksHtml) {
    const title = /<title[^>]*>([\s\S]*?)<\/title>/i.exec(body)?.[1];
    const heading = /<h1[^>]*>([\s\S]*?)<\/h1>/i.exec(body)?.[1];
    text = title ?? heading ?? body.replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ');
    text = decodeEntities(text.replace(/<[^>]*>/g, ' '));
  }
  text = text.replace(/\s+/g, ' ').trim();
  return text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN - 1)}…` : text;
}

function decodeEntities(text: string): string {
  const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
  return text.replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (whole, entity: string) => {
    if (entity.startsWith('#x') || entity.startsWith('#X')) return safeCodePoint(parseInt(entity.slice(2), 16), whole);
    if (entity.startsWith('#')) return safeCodePoint(parseInt(entity.slice(1), 10), whole);
    return named[entity.toLowerCase()] ?? whole;
  });
}

function safeCodePoint(value: number, fallback: string): string {
  return Number.isInteger(value) && value >= 0 && value <= 0x10ffff ? String.fromCodePoint(value) : fallback;
}

function tryJson(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Typed details, or undefined when a deployment sent none or a different shape. */
function safeDetails<T extends z.ZodType>(schema: T, details: unknown): z.infer<T> | undefined {
  if (details === undefined) return undefined;
  const parsed = schema.safeParse(details);
  return parsed.success ? parsed.data : undefined;
}

/** Readable lines for zod issues: `data.0.status: Invalid option: expected one of ...`. */
export function describeZodIssues(error: z.ZodError): string[] {
  return error.issues.map((issue) => {
    const where = issue.path.length > 0 ? issue.path.map(String).join('.') : '(body)';
    return `${where}: ${issue.message}`;
  });
}
