/** Typed client for any deployment of the Redraft service (hosted or local). */
export {
  RedraftClient,
  DEFAULT_TIMEOUT_MS,
  DEFAULT_RUN_POLL_INTERVAL_MS,
  DEFAULT_DETECTION_POLL_INTERVAL_MS,
  type RedraftClientOptions,
  type RunRef,
  type DetectionRef,
  type ListRunsQuery,
  type LedgerQuery,
} from './client';
export {
  RedraftError,
  ApiError,
  InvalidRequestError,
  TextTooLongError,
  NoProseError,
  ConfirmationRequiredError,
  UnauthenticatedError,
  InsufficientBalanceError,
  AccountSuspendedError,
  ForbiddenError,
  InsufficientScopeError,
  NotFoundError,
  RunInProgressError,
  ValidationError,
  RateLimitedError,
  ProviderUnavailableError,
  ServerError,
  ConnectionError,
  TimeoutError,
  AbortError,
  InvalidResponseError,
  formatValidationIssue,
  type ApiErrorInit,
  type RequestTarget,
} from './errors';
export { RunFollow, type FollowEvent, type FollowRunOptions, type PollingEvent, type StatusEvent, type RunEventsOptions, type WaitForDetectionOptions } from './follow';
export type { CallOptions, Credentials } from './http';
export { seededRandom, abortableSleep, type RetryInfo, type RetryReason, type Sleep } from './retry';
export { StreamUnavailableError } from './sse/stream';
export { LineDecoder, readLines } from './sse/lines';
export { EventParser, readEvents, type SseMessage } from './sse/events';
