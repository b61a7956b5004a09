/** Pauses between work steps (`--pace-ms`), cut short when the work is stopped. */
export function pause(ms: number, signal: AbortSignal): Promise<void> {
  if (ms <= 0 || signal.aborted) return Promise.resolve();
  return new Promise((resolve) => {
    const done = (): void => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });
}

/**
 * Resolves with the promise's value, or with `aborted` as soon as the signal fires: a stop must not
 * wait on an engine step that never ends. The abandoned promise's rejection is swallowed.
 */
export function unlessAborted<T, A>(promise: Promise<T>, signal: AbortSignal, aborted: A): Promise<T | A> {
  if (signal.aborted) {
    promise.catch(() => undefined);
    return Promise.resolve(aborted);
  }
  return new Promise<T | A>((resolve, reject) => {
    const onAbort = (): void => resolve(aborted);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** A FIFO of jobs with at most `limit` running at once. */
export class WorkQueue {
  private readonly waiting: Array<() => Promise<void>> = [];
  private running = 0;
  private readonly idleWaiters: Array<() => void> = [];

  constructor(private readonly limit: number) {}

  push(job: () => Promise<void>): void {
    this.waiting.push(job);
    this.next();
  }

  /** Resolves when nothing is running or waiting. */
  idle(): Promise<void> {
    if (this.running === 0 && this.waiting.length === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /** Drops jobs that have not started. */
  clear(): void {
    this.waiting.length = 0;
    this.settleIdle();
  }

  private next(): void {
    while (this.running < this.limit) {
      const job = this.waiting.shift();
      if (!job) break;
      this.running++;
      // Jobs handle their own errors; the catch only keeps a bug from stalling the queue.
      void job()
        .catch(() => undefined)
        .finally(() => {
          this.running--;
          this.next();
          this.settleIdle();
        });
    }
  }

  private settleIdle(): void {
    if (this.running === 0 && this.waiting.length === 0) {
      for (const resolve of this.idleWaiters.splice(0)) resolve();
    }
  }
}
