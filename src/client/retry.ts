/**
 * When a failed call may be tried again, and after how long.
 *
 * The rule that matters most: a create (POST /v1/runs, POST /v1/detections, POST /v1/keys) that
 * may have reached the server is never sent again, because a second copy would hold the balance
 * twice and start a second run. A create is retried only when the server said it did nothing
 * (429 rate_limited, 503) or when the connection was never established. Idempotent calls (reads,
 * estimates, cancel, delete) may also be retried after a connection dropped mid-answer and on
 * gateway errors (502, 504). Timeouts are not retried: a hung server rarely recovers within the
 * caller's patience, and retrying would multiply the wait the caller asked to bound.
 */
import {
  ApiError,
  ConnectionError,
  ProviderUnavailableError,
  RateLimitedError,
  type RedraftError,
} from './errors';

/** `create`: never resend once it may have arrived. `idempotent`: resending is harmless. */
export type RetryKind = 'create' | 'idempotent';

export type RetryReason = 'rate_limited' | 'unavailable' | 'connection' | 'gateway';

export interface RetryInfo {
  method: string;
  path: string;
  /** 1 for the first retry. */
  attempt: number;
  maxRetries: number;
  /** How long the client waits before the retry; a UI can count this down. */
  delayMs: number;
  reason: RetryReason;
  error: RedraftError;
}

export type Sleep = (ms: number, signal?: AbortSignal) => Promise<void>;

export interface RetryPolicy {
  /** Retries after the first attempt. */
  maxRetries: number;
  /** A 429 asking for a longer wait than this is not waited for; the error goes to the caller. */
  maxRetryAfterMs: number;
  /** Backoff for 503s, gateway errors and connection failures: base × 2^(attempt−1), capped, jittered. */
  backoffBaseMs: number;
  backoffMaxMs: number;
  /** Source of jitter in [0, 1); inject a seeded one for repeatable tests. */
  random: () => number;
  sleep: Sleep;
  /** Wall clock, for `Retry-After` given as an HTTP date. */
  now: () => number;
  onRetry?: (info: RetryInfo) => void;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  maxRetries: 3,
  maxRetryAfterMs: 60_000,
  backoffBaseMs: 500,
  backoffMaxMs: 8_000,
  random: Math.random,
  sleep: abortableSleep,
  now: Date.now,
};

export interface RetryDecision {
  delayMs: number;
  reason: RetryReason;
}

/** The wait before retry number `attempt` (1-based), or null when the error must reach the caller. */
export function retryDecision(
  error: unknown,
  attempt: number,
  kind: RetryKind,
  policy: RetryPolicy,
): RetryDecision | null {
  if (attempt > policy.maxRetries) return null;

  if (error instanceof RateLimitedError) {
    if (error.retryAfterSeconds === undefined) return { delayMs: backoff(attempt, policy), reason: 'rate_limited' };
    const delayMs = error.retryAfterSeconds * 1000;
    return delayMs <= policy.maxRetryAfterMs ? { delayMs, reason: 'rate_limited' } : null;
  }
  if (error instanceof ProviderUnavailableError || (error instanceof ApiError && error.status === 503)) {
    const asked = error.retryAfterSeconds;
    if (asked !== undefined) {
      const delayMs = asked * 1000;
      return delayMs <= policy.maxRetryAfterMs ? { delayMs, reason: 'unavailable' } : null;
    }
    return { delayMs: backoff(attempt, policy), reason: 'unavailable' };
  }
  if (error instanceof ConnectionError) {
    if (error.requestSent && kind === 'create') return null;
    return { delayMs: backoff(attempt, policy), reason: 'connection' };
  }
  if (error instanceof ApiError && (error.status === 502 || error.status === 504) && kind === 'idempotent') {
    return { delayMs: backoff(attempt, policy), reason: 'gateway' };
  }
  return null;
}

/**
 * Exponential backoff with "equal jitter": half the step is fixed, half random, so retries from
 * many clients spread out but none retries instantly.
 */
export function backoff(attempt: number, policy: Pick<RetryPolicy, 'backoffBaseMs' | 'backoffMaxMs' | 'random'>): number {
  const step = Math.min(policy.backoffMaxMs, policy.backoffBaseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(step / 2 + policy.random() * (step / 2));
}

/**
 * `Retry-After` is either delay-seconds or an HTTP date. Returns whole seconds (rounded up, never
 * negative), or undefined when absent or unreadable.
 */
export function parseRetryAfter(header: string | undefined, now: number): number | undefined {
  if (header === undefined) return undefined;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value);
  const date = Date.parse(value);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, Math.ceil((date - now) / 1000));
}

/** A sleep that ends early, rejecting with the signal's reason, when the signal aborts. */
export function abortableSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = (): void => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** A small seeded PRNG (mulberry32) for repeatable jitter in tests and simulations. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
