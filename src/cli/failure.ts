/**
 * Turns anything a command throws into one line for stderr and an exit code (see exitCodes.ts).
 * The service's `message` is for display, so it is shown; `code` picks the exit code and hint.
 */
import {
  AbortError,
  ApiError,
  ConnectionError,
  InsufficientBalanceError,
  InsufficientScopeError,
  InvalidResponseError,
  RateLimitedError,
  RedraftError,
  ServerError,
  TextTooLongError,
  TimeoutError,
  ValidationError,
} from '../client';
import { displayUsd } from '../contract';
import { EXIT, EXIT_FOR_API_CODE, type ExitCode } from './exitCodes';

/** An error of the command line itself, with its exit code. */
export class CliError extends Error {
  override name = 'CliError';
  constructor(
    message: string,
    readonly exitCode: ExitCode,
  ) {
    super(message);
  }
}

export class UsageError extends CliError {
  override name = 'UsageError';
  constructor(message: string) {
    super(message, EXIT.USAGE);
  }
}

export class FileError extends CliError {
  override name = 'FileError';
  constructor(message: string) {
    super(message, EXIT.FILE);
  }
}

/** The user pressed Ctrl-C; what was going on has been wound down already. */
export class InterruptedError extends CliError {
  override name = 'InterruptedError';
  constructor(message = 'interrupted') {
    super(message, EXIT.INTERRUPTED);
  }
}

export interface Failure {
  message: string;
  exitCode: ExitCode;
}

/** Where the CLI was talking to, for network messages and auth hints. */
export interface FailureContext {
  /** API root in use. */
  baseUrl?: string;
  /** True when the key came from the embedded service's data folder, not from the user. */
  storedKey?: boolean;
}

export function describeFailure(error: unknown, context: FailureContext = {}): Failure {
  if (error instanceof CliError) return { message: error.message, exitCode: error.exitCode };
  if (error instanceof AbortError) return { message: 'interrupted', exitCode: EXIT.INTERRUPTED };
  if (error instanceof ApiError) return describeApiError(error, context);
  if (error instanceof ConnectionError) {
    const where = context.baseUrl === undefined ? 'the service' : `the service at ${context.baseUrl}`;
    return { message: `cannot reach ${where}: ${error.message}`, exitCode: EXIT.NETWORK };
  }
  if (error instanceof TimeoutError) {
    return { message: `the service did not answer within ${seconds(error.timeoutMs)}`, exitCode: EXIT.NETWORK };
  }
  if (error instanceof InvalidResponseError) return { message: error.message, exitCode: EXIT.SERVER };
  if (error instanceof RedraftError) return { message: error.message, exitCode: EXIT.SERVER };
  if (isNodeFileError(error)) return { message: error.message, exitCode: EXIT.FILE };
  const message = error instanceof Error ? error.message : String(error);
  return { message: `unexpected error: ${message}`, exitCode: EXIT.SERVER };
}

function describeApiError(error: ApiError, context: FailureContext): Failure {
  if (error instanceof ValidationError) {
    return { message: `request rejected (422): ${error.message}`, exitCode: EXIT.VALIDATION };
  }
  const exitCode: ExitCode =
    (error.code !== null ? EXIT_FOR_API_CODE[error.code] : undefined) ??
    (error instanceof ServerError || error.status >= 500 ? EXIT.SERVER : exitForStatus(error.status));
  return { message: `${apiMessage(error, context)}${codeTag(error)}`, exitCode };
}

function apiMessage(error: ApiError, context: FailureContext): string {
  if (error instanceof TextTooLongError && error.maxChars !== undefined) {
    const chars = error.chars === undefined ? 'the text is too long' : `the text has ${count(error.chars)} characters`;
    return `${chars}; the limit is ${count(error.maxChars)} (${error.message})`;
  }
  if (error instanceof InsufficientBalanceError && error.availableUsd !== null && error.holdRequiredUsd !== null) {
    return `balance too low: ${displayUsd(error.availableUsd)} available, ${displayUsd(error.holdRequiredUsd)} needed for the hold`;
  }
  if (error instanceof InsufficientScopeError && error.requiredScope !== null) {
    return `the API key lacks the scope "${error.requiredScope}"`;
  }
  if (error instanceof RateLimitedError && error.retryAfterSeconds !== undefined) {
    return `rate limited; try again in ${error.retryAfterSeconds} s`;
  }
  if (error.code === 'unauthenticated') {
    const hint = context.storedKey
      ? 'the key stored in the local data folder is not known to its service; delete the key file to make a new one'
      : 'set REDRAFT_API_KEY to a valid key';
    return `${error.message}; ${hint}`;
  }
  return error.message;
}

function codeTag(error: ApiError): string {
  const label = error.code ?? `HTTP ${error.status}`;
  return error.message.includes(label) ? '' : ` [${label}]`;
}

function exitForStatus(status: number): ExitCode {
  switch (status) {
    case 400:
      return EXIT.INVALID_REQUEST;
    case 401:
      return EXIT.UNAUTHENTICATED;
    case 402:
      return EXIT.INSUFFICIENT_BALANCE;
    case 403:
      return EXIT.FORBIDDEN;
    case 404:
      return EXIT.NOT_FOUND;
    case 409:
      return EXIT.RUN_IN_PROGRESS;
    case 422:
      return EXIT.VALIDATION;
    case 429:
      return EXIT.RATE_LIMITED;
    default:
      return EXIT.SERVER;
  }
}

function isNodeFileError(error: unknown): error is NodeJS.ErrnoException {
  return (
    error instanceof Error &&
    'code' in error &&
    typeof error.code === 'string' &&
    ['ENOENT', 'EACCES', 'EISDIR', 'ENOTDIR', 'EPERM', 'EROFS', 'ENOSPC'].includes(error.code)
  );
}

function count(n: number): string {
  return n.toLocaleString('en-US');
}

function seconds(ms: number): string {
  return `${Math.round(ms / 100) / 10} s`;
}
