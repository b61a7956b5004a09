/**
 * Executes runs. Each engine step is committed (cost so far, stage and cost events) before the
 * next begins, so a crash loses at most the step in flight, and on restart the run is settled on
 * the work the database says was done. Between steps the worker pauses `paceMs` and checks
 * whether the run was canceled or the service is stopping.
 */
import { PUBLISHED_RATES } from './pricing';
import { parseProse } from '../text';
import type { ProseModel } from '../text';
import { StorageUnavailableError } from './db';
import type { Store } from './db';
import type { RewriteOutcome, RewriterEngine, RewriteStep, Steps } from './engines';
import type { RunPlan } from './options';
import type { EventLog } from './events';
import type { Logger } from './log';
import { pause, unlessAborted, WorkQueue } from './pace';
import type { PricingBook } from './pricing';
import type { FinalStatus, RunStore } from './runs';

const STOPPED = Symbol('stopped');

export const INTERRUPTED_REASON = 'interrupted: the service stopped before the run finished';
export const STORAGE_REASON = 'interrupted: the data folder could not be written, so the run was stopped';

export interface RunWorkerDeps {
  store: Store;
  runs: RunStore;
  events: EventLog;
  pricing: PricingBook;
  rewriter: RewriterEngine;
  paceMs: number;
  concurrency: number;
  log: Logger;
}

export class RunWorker {
  private readonly active = new Map<string, AbortController>();
  /** Runs queued here or executing: anything else unfinished in the database has no worker. */
  private readonly known = new Set<string>();
  private readonly queue: WorkQueue;
  private stopping = false;

  constructor(private readonly deps: RunWorkerDeps) {
    this.queue = new WorkQueue(deps.concurrency);
  }

  /** Queues a run. `model` is the prose model the create request already parsed. */
  enqueue(runId: string, model?: ProseModel): void {
    if (this.stopping) return;
    this.known.add(runId);
    this.queue.push(async () => {
      try {
        await this.execute(runId, model);
      } catch (error) {
        // The disk failed under this run: its last durable state stays, and `settleStranded`
        // settles it once the disk is back.
        if (!(error instanceof StorageUnavailableError)) throw error;
        this.deps.log.error(`run ${runId} stopped: its progress could not be saved`, error);
      } finally {
        this.known.delete(runId);
      }
    });
  }

  /**
   * After the disk came back: runs left queued or running with no worker (their progress could
   * not be saved) end as failed, the done work charged and the rest of the hold released.
   */
  async settleStranded(): Promise<number> {
    const ids = this.deps.runs.unfinished().filter((id) => !this.known.has(id));
    const published = [];
    for (const id of ids) published.push(...this.deps.runs.finish(id, 'failed', { reasons: [STORAGE_REASON] }).events);
    if (ids.length === 0) return 0;
    this.deps.pricing.invalidate();
    await this.deps.store.persist();
    this.deps.events.publish(published);
    return ids.length;
  }

  /** Stops a run's work at the next step boundary (after cancel has settled it). */
  stop(runId: string): void {
    this.active.get(runId)?.abort();
  }

  /** Settles runs a previous process left queued or running: failed, done work charged. */
  async recover(): Promise<number> {
    const ids = this.deps.runs.unfinished();
    for (const id of ids) this.deps.runs.finish(id, 'failed', { reasons: [INTERRUPTED_REASON] });
    if (ids.length > 0) {
      this.deps.pricing.invalidate();
      await this.deps.store.persist();
    }
    return ids.length;
  }

  /** Graceful stop: no new work; runs in progress end as failed with their done work charged. */
  async shutdown(): Promise<void> {
    this.stopping = true;
    this.queue.clear();
    for (const controller of this.active.values()) controller.abort();
    await this.queue.idle();
    // With the disk failing, the runs stay unfinished on disk and the next start settles them.
    await this.recover().catch((error: unknown) => {
      if (!(error instanceof StorageUnavailableError)) throw error;
      this.deps.log.error('runs in progress could not be settled before stopping', error);
    });
  }

  private async execute(runId: string, parsed: ProseModel | undefined): Promise<void> {
    const { runs, events, store } = this.deps;
    if (this.stopping) return;
    const started = runs.start(runId);
    if (started === null) return;
    await store.persist();
    events.publish(started);

    const controller = new AbortController();
    this.active.set(runId, controller);
    let steps: Steps<RewriteStep, RewriteOutcome> | null = null;
    try {
      const row = runs.byId(runId);
      if (!row || row.input_text === null) throw new Error(`run ${runId} has no input`);
      const model = parsed ?? parseProse(row.input_text);
      const plan = JSON.parse(row.options) as RunPlan;
      // Work is priced at the published typical rate: the rate the figures on /v1/pricing start from.
      steps = this.deps.rewriter.rewrite({
        model,
        quality: row.quality,
        options: plan,
        seed: plan.seed,
        plan,
        ratePer1kMicros: PUBLISHED_RATES[row.quality].typical,
      });
      for (;;) {
        const next = await unlessAborted(Promise.resolve(steps.next()), controller.signal, STOPPED);
        if (next === STOPPED || controller.signal.aborted) return;
        if (next.done) {
          await this.finish(runId, next.value.status, next.value);
          return;
        }
        const recorded = runs.recordStep(runId, next.value);
        if (recorded === null) return;
        await store.persist();
        events.publish(recorded);
        await pause(this.deps.paceMs, controller.signal);
      }
    } catch (error) {
      if (error instanceof StorageUnavailableError) throw error;
      this.deps.log.error(`run ${runId} failed in the rewriter`, error);
      await this.finish(runId, 'failed', { reasons: ['engine_error: the rewriter stopped with an internal error'] });
    } finally {
      this.active.delete(runId);
      // Also when the disk stopped the run mid-way: the engine must not stay suspended at a step.
      if (steps) closeQuietly(steps);
    }
  }

  private async finish(runId: string, status: FinalStatus, outcome: Partial<RewriteOutcome>): Promise<void> {
    const { events } = this.deps.runs.finish(runId, status, outcome);
    this.deps.pricing.invalidate();
    await this.deps.store.persist();
    this.deps.events.publish(events);
  }
}

/**
 * Lets the engine run its `finally` blocks. Not awaited: a generator stuck inside a step only
 * returns once that step ends, and a stop must not wait for it.
 */
function closeQuietly(steps: Steps<unknown, unknown>): void {
  try {
    const result = steps.return?.();
    if (result instanceof Promise) result.catch(() => undefined);
  } catch {
    // The engine's own cleanup failing must not turn a cancel into an error.
  }
}
