/**
 * What the front ends (CLI and extension) do with the client, written once: the checks before
 * sending, a run from creation to its settled end, and opening the embedded backend.
 */
export { charLimit, checkLength, preflight, type Job, type LengthCheck, type Preflight } from './preflight';
export { CANCEL_POLL_MS, CANCEL_SETTLE_MS, cancelAndSettle, createAndFollow, followCreated, type FollowedRun, type RunFollowHandlers, type SettleOptions } from './runs';
export {
  connectEmbedded,
  DataFolderBusyError,
  EMBEDDED_POLL,
  startEmbeddedService,
  type EmbeddedClientOptions,
  type EmbeddedConnection,
  type EmbeddedServiceOptions,
  type KeyStore,
} from './embedded';
