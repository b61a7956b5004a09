/**
 * Create-rate limits: a sliding one-minute window per caller. In memory on purpose: a restart
 * forgetting the last minute's requests costs nothing, and persisting each request would put a
 * disk write on the hot path.
 */
import { ServiceError } from './errors';

const WINDOW_MS = 60_000;

export class RateLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly perMinute: number,
    private readonly what: string,
    private readonly clock: () => number = Date.now,
  ) {}

  /** Counts one request for `key`, or throws 429 rate_limited with the wait until a slot frees. */
  take(key: string): void {
    const now = this.clock();
    const recent = (this.hits.get(key) ?? []).filter((t) => t > now - WINDOW_MS);
    if (recent.length >= this.perMinute) {
      const oldest = recent[0] ?? now;
      const retryAfter = Math.max(1, Math.ceil((oldest + WINDOW_MS - now) / 1000));
      this.hits.set(key, recent);
      throw new ServiceError(
        'rate_limited',
        `Too many ${this.what}: at most ${this.perMinute} per minute per key. Retry in ${retryAfter} s`,
        { retry_after_seconds: retryAfter },
        { headers: { 'Retry-After': String(retryAfter) } },
      );
    }
    recent.push(now);
    this.hits.set(key, recent);
  }
}
