/**
 * The service's one exception type and the bodies it turns into.
 *
 * Every failure a caller may see is thrown as an `ServiceError`; the single error handler in app.ts
 * renders it. Anything else that escapes a handler is a bug: it is logged in full and answered
 * with a bare 500, so no stack trace, SQL or file path ever reaches a caller.
 */
import { applicationErrorBody, statusForErrorCode, VALIDATION_ERROR_STATUS } from '../contract/errors';
import type { ErrorCode, ValidationIssue } from '../contract/errors';

export class ServiceError extends Error {
  override name = 'ServiceError';
  readonly status: number;
  /** Extra response headers, e.g. `Retry-After` on 429 or `Allow` on 405. */
  readonly headers: Record<string, string>;

  constructor(
    readonly code: ErrorCode | null,
    message: string,
    readonly details?: Record<string, unknown>,
    options: { headers?: Record<string, string>; issues?: ValidationIssue[] } = {},
  ) {
    super(message);
    this.status = code === null ? VALIDATION_ERROR_STATUS : statusForErrorCode(code);
    this.headers = options.headers ?? {};
    this.issues = options.issues ?? [];
  }

  /** Set only for 422: the validation list. */
  readonly issues: ValidationIssue[];

  /** The 422 of the spec: `{ detail: [ { type, loc, msg } ] }`. */
  static validation(issues: ValidationIssue[]): ServiceError {
    return new ServiceError(null, 'Request validation failed', undefined, { issues });
  }

  body(): unknown {
    if (this.code === null) return { detail: this.issues };
    return applicationErrorBody(this.code, this.message, this.details);
  }
}

export function notFound(what: string): ServiceError {
  return new ServiceError('not_found', `${what} was not found`);
}

export function invalidRequest(message: string, details?: Record<string, unknown>): ServiceError {
  return new ServiceError('invalid_request', message, details);
}
