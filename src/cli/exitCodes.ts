/**
 * Exit codes of `redraft`. Each error of api-spec.md has its own code, so a CI script can tell
 * "fix the key" from "top up the balance" from "the file is too long" without parsing stderr.
 *
 * | code | meaning |
 * |-----:|---------|
 * |    0 | success |
 * |    1 | `detect --fail-on`: a file's verdict reached the threshold |
 * |    2 | usage: unknown command or flag, bad flag value |
 * |    3 | 401 unauthenticated: missing or unknown API key |
 * |    4 | 402 insufficient_balance |
 * |    5 | 400 text_too_long (also found before sending, from GET /v1/me) |
 * |    6 | 429 rate_limited (after the client's own retries) |
 * |    7 | network: cannot connect, timeout, connection dropped |
 * |    8 | 404 not_found |
 * |    9 | server error: other 5xx, a response that breaks the contract |
 * |   10 | the work ended badly: run rejected, failed or canceled elsewhere; check failed |
 * |   11 | input or output file: missing, unreadable, unwritable, glob matched nothing |
 * |   12 | 403 account_suspended |
 * |   13 | 403 insufficient_scope |
 * |   14 | 403 forbidden |
 * |   15 | 400 no_prose |
 * |   16 | 400 invalid_request |
 * |   17 | 422 request validation (unknown or malformed field) |
 * |   18 | 409 run_in_progress |
 * |   19 | 503 provider_unavailable |
 * |   20 | 400 confirmation_required |
 * |   21 | the local service's data folder cannot be written (503 storage_unavailable, or at start) |
 * |  130 | interrupted (Ctrl-C); a running rewrite was canceled first |
 */
export const EXIT = {
  OK: 0,
  FAIL_ON: 1,
  USAGE: 2,
  UNAUTHENTICATED: 3,
  INSUFFICIENT_BALANCE: 4,
  TEXT_TOO_LONG: 5,
  RATE_LIMITED: 6,
  NETWORK: 7,
  NOT_FOUND: 8,
  SERVER: 9,
  WORK_FAILED: 10,
  FILE: 11,
  ACCOUNT_SUSPENDED: 12,
  INSUFFICIENT_SCOPE: 13,
  FORBIDDEN: 14,
  NO_PROSE: 15,
  INVALID_REQUEST: 16,
  VALIDATION: 17,
  RUN_IN_PROGRESS: 18,
  PROVIDER_UNAVAILABLE: 19,
  CONFIRMATION_REQUIRED: 20,
  STORAGE_UNAVAILABLE: 21,
  INTERRUPTED: 130,
} as const;

export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

/** The exit code of each application error code of the spec. */
export const EXIT_FOR_API_CODE: Readonly<Record<string, ExitCode>> = {
  invalid_request: EXIT.INVALID_REQUEST,
  text_too_long: EXIT.TEXT_TOO_LONG,
  no_prose: EXIT.NO_PROSE,
  confirmation_required: EXIT.CONFIRMATION_REQUIRED,
  unauthenticated: EXIT.UNAUTHENTICATED,
  insufficient_balance: EXIT.INSUFFICIENT_BALANCE,
  account_suspended: EXIT.ACCOUNT_SUSPENDED,
  forbidden: EXIT.FORBIDDEN,
  insufficient_scope: EXIT.INSUFFICIENT_SCOPE,
  not_found: EXIT.NOT_FOUND,
  run_in_progress: EXIT.RUN_IN_PROGRESS,
  rate_limited: EXIT.RATE_LIMITED,
  provider_unavailable: EXIT.PROVIDER_UNAVAILABLE,
  storage_unavailable: EXIT.STORAGE_UNAVAILABLE,
};

/** One line per code, for `redraft --help`. */
export const EXIT_CODE_HELP: readonly [ExitCode, string][] = [
  [EXIT.OK, 'success'],
  [EXIT.FAIL_ON, 'detect --fail-on: a verdict reached the threshold'],
  [EXIT.USAGE, 'usage error (unknown command or flag, bad value)'],
  [EXIT.UNAUTHENTICATED, 'missing or unknown API key (401)'],
  [EXIT.INSUFFICIENT_BALANCE, 'balance too low for the hold (402)'],
  [EXIT.TEXT_TOO_LONG, 'text longer than the account allows (text_too_long)'],
  [EXIT.RATE_LIMITED, 'rate limited (429)'],
  [EXIT.NETWORK, 'cannot reach the service, or it timed out'],
  [EXIT.NOT_FOUND, 'not found (404)'],
  [EXIT.SERVER, 'server error or unexpected response'],
  [EXIT.WORK_FAILED, 'run rejected, failed or canceled; check failed'],
  [EXIT.FILE, 'file missing, unreadable or unwritable; glob matched nothing'],
  [EXIT.ACCOUNT_SUSPENDED, 'account suspended (403)'],
  [EXIT.INSUFFICIENT_SCOPE, 'API key lacks the needed scope (403)'],
  [EXIT.FORBIDDEN, 'forbidden (403)'],
  [EXIT.NO_PROSE, 'the text has no prose to check (no_prose)'],
  [EXIT.INVALID_REQUEST, 'invalid request (400)'],
  [EXIT.VALIDATION, 'request rejected by validation (422)'],
  [EXIT.RUN_IN_PROGRESS, 'run still in progress; cancel it first (409)'],
  [EXIT.PROVIDER_UNAVAILABLE, 'account not ready yet; retry shortly (503)'],
  [EXIT.CONFIRMATION_REQUIRED, 'confirmation required (400)'],
  [EXIT.STORAGE_UNAVAILABLE, "the local service's data folder cannot be written"],
  [EXIT.INTERRUPTED, 'interrupted (Ctrl-C)'],
];
