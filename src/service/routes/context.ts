/**
 * What every route module is handed: the service's parts and settings. Its own module so the
 * routes and `app.ts`, which mounts them, both import it without importing each other.
 */
import type { Store } from '../db';
import type { Detections } from '../detections';
import type { EventLog } from '../events';
import type { Logger } from '../log';
import type { PricingBook } from '../pricing';
import type { RateLimiter } from '../ratelimit';
import type { RunWorker } from '../run-worker';
import type { RunStore } from '../runs';

export interface AppContext {
  store: Store;
  runs: RunStore;
  worker: RunWorker;
  detections: Detections;
  events: EventLog;
  pricing: PricingBook;
  runLimiter: RateLimiter;
  detectionLimiter: RateLimiter;
  log: Logger;
  clock: () => number;
  pingMs: number;
  maxBodyBytes: number;
  allowedHosts: ReadonlySet<string>;
  /** The port the service listens on (known once it listens), for the Origin check. */
  port: () => number;
  /** Closers of open event streams, for shutdown. */
  streams: Set<() => void>;
}
