/**
 * What to tell the writer when a call fails, and which action to offer. Pure, so each case is
 * tested outside VS Code. Messages never include secrets: only the base URL and the service's
 * own display message.
 */
import { displayUsd } from '../../contract/money';
import {
  AbortError,
  AccountSuspendedError,
  ConnectionError,
  InsufficientBalanceError,
  InsufficientScopeError,
  InvalidResponseError,
  NoProseError,
  NotFoundError,
  ProviderUnavailableError,
  RateLimitedError,
  RedraftError,
  ServerError,
  TextTooLongError,
  TimeoutError,
  UnauthenticatedError,
  ValidationError,
} from '../../client/errors';

export type ErrorAction = 'Set API Key' | 'Choose Backend' | 'Show Log' | 'Check Selection Instead' | 'Retry';

export interface ErrorContext {
  /** The deployment's API root, named in network errors. */
  baseUrl: string;
  /** The character limit from /v1/me, when known. */
  charLimit?: number;
  /** What was being done, e.g. "check" or "rewrite". */
  job: string;
  /** True when a whole document was sent (so suggesting a selection makes sense). */
  wholeDocument?: boolean;
}

export interface ErrorReport {
  message: string;
  actions: ErrorAction[];
  /** Cancellation by the user is not an error to show. */
  silent?: boolean;
}

export class MissingApiKeyError extends RedraftError {
  override name = 'MissingApiKeyError';
  constructor(readonly baseUrl: string) {
    super(`No API key is set for ${baseUrl}.`);
  }
}

export class MissingBaseUrlError extends RedraftError {
  override name = 'MissingBaseUrlError';
  constructor() {
    super('The remote backend has no base URL.');
  }
}

/**
 * A text over the account's limit: from the service's 400, or (usually) from the preflight
 * against /v1/me, which catches it before anything is sent.
 */
export function describeTooLong(limit: number | undefined, ctx: ErrorContext): ErrorReport {
  const lim = limit !== undefined ? `${limit.toLocaleString('en-US')} characters` : 'the service limit';
  const hint = ctx.wholeDocument ? ' Select a part of the document and check the selection.' : ' Select less text.';
  return { message: `The text is longer than ${lim} allowed per ${ctx.job}.${hint}`, actions: ctx.wholeDocument ? ['Check Selection Instead'] : [] };
}

export function describeError(err: unknown, ctx: ErrorContext): ErrorReport {
  const job = ctx.job;
  if (err instanceof AbortError) return { message: `The ${job} was cancelled.`, actions: [], silent: true };
  if (err instanceof MissingApiKeyError) {
    return { message: `Redraft needs an API key for ${err.baseUrl} to run a ${job}.`, actions: ['Set API Key', 'Choose Backend'] };
  }
  if (err instanceof MissingBaseUrlError) {
    return {
      message: 'The remote backend has no base URL. Set "redraft.remote.baseUrl" (for example https://redraft.example.com/api) or switch to the local backend.',
      actions: ['Choose Backend'],
    };
  }
  if (err instanceof UnauthenticatedError) {
    return { message: `The service at ${ctx.baseUrl} did not accept the API key. Set a valid key to run a ${job}.`, actions: ['Set API Key'] };
  }
  if (err instanceof InsufficientBalanceError) {
    const avail = err.availableUsd !== null ? displayUsd(err.availableUsd) : 'less';
    const need = err.holdRequiredUsd !== null ? displayUsd(err.holdRequiredUsd) : 'more';
    const est = err.isEstimate ? ' (an estimate; the final charge may be lower)' : '';
    return { message: `Not enough balance for this ${job}: ${avail} available, ${need} required${est}. Top up the account or send a shorter text.`, actions: [] };
  }
  if (err instanceof InsufficientScopeError) {
    const scope = err.requiredScope ?? 'another scope';
    return { message: `The API key lacks the "${scope}" scope needed for a ${job}. Create a key with "${scope}" and set it.`, actions: ['Set API Key'] };
  }
  if (err instanceof AccountSuspendedError) {
    return { message: `The account is suspended and cannot run a ${job}: ${err.message}`, actions: [] };
  }
  if (err instanceof TextTooLongError) return describeTooLong(err.maxChars ?? ctx.charLimit, ctx);
  if (err instanceof NoProseError) {
    return { message: `There is no prose to ${job === 'check' ? 'check' : 'rewrite'} here: code, tables and front matter are not read.`, actions: [] };
  }
  if (err instanceof RateLimitedError) {
    const wait = err.retryAfterSeconds !== undefined ? ` Try again in ${err.retryAfterSeconds} s.` : '';
    return { message: `Too many requests to ${ctx.baseUrl}.${wait}`, actions: ['Retry'] };
  }
  if (err instanceof ProviderUnavailableError) {
    return { message: `The account at ${ctx.baseUrl} is not ready to run yet: ${err.message} Retry shortly.`, actions: ['Retry'] };
  }
  if (err instanceof ValidationError) {
    return { message: `The service rejected the request: ${err.message}`, actions: ['Show Log'] };
  }
  if (err instanceof NotFoundError) {
    return { message: `The service at ${ctx.baseUrl} no longer has this ${job} (it may have expired).`, actions: [] };
  }
  if (err instanceof ServerError) {
    return { message: `The service at ${ctx.baseUrl} failed (${err.status}). Try again later.`, actions: ['Retry', 'Show Log'] };
  }
  if (err instanceof TimeoutError) {
    return { message: `The service at ${ctx.baseUrl} did not answer within ${Math.round(err.timeoutMs / 1000)} s.`, actions: ['Retry', 'Show Log'] };
  }
  if (err instanceof ConnectionError) {
    return { message: `Cannot reach the Redraft service at ${ctx.baseUrl}. Check the URL and your network, or switch to the local backend.`, actions: ['Choose Backend', 'Show Log'] };
  }
  if (err instanceof InvalidResponseError) {
    return { message: `The service at ${ctx.baseUrl} sent an answer Redraft does not understand. Is the base URL right?`, actions: ['Choose Backend', 'Show Log'] };
  }
  const text = err instanceof Error ? err.message : String(err);
  return { message: `The ${job} failed: ${text}`, actions: ['Show Log'] };
}
