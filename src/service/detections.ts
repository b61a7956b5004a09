/**
 * Detections (checks). The price is held at creation; a reading that lands is charged the price,
 * a text under 40 words reads `insufficient` and is charged nothing, a failure releases the hold.
 *
 * The text is never stored: the prose model lives only in the closure of the queued job and is
 * dropped when the check ends. The database keeps the bookkeeping and the report (offsets and
 * numbers, no text). A check is readable for `ttlMs` after creation, then it is gone (404) and
 * its row is deleted.
 */
import { formatUsd } from '../contract/money';
import type { Micros } from '../contract/money';
import type { DetectionReport } from '../contract/detections';
import type { ProseModel } from '../text';
import { StorageUnavailableError } from './db';
import type { Store } from './db';
import {
  countFinishedBefore,
  deleteFinishedBefore,
  detectionById,
  insertQueuedDetection,
  markDetectionFailed,
  markDetectionSucceeded,
  unfinishedDetectionIds,
} from './detection-rows';
import type { DetectionRow } from './detection-rows';
import type { DetectorEngine, Progress } from './engines';
import { ServiceError, notFound } from './errors';
import { newId } from './ids';
import type { Logger } from './log';
import { funds, placeHold, settleHold } from './ledger';
import { pause, unlessAborted, WorkQueue } from './pace';
import type { DetectionView, StoredReport } from './views';

export type { DetectionRow } from './detection-rows';

export interface DetectionDeps {
  store: Store;
  detector: DetectorEngine;
  paceMs: number;
  concurrency: number;
  ttlMs: number;
  clock: () => number;
  log: Logger;
}

const STOPPED = Symbol('stopped');

const INTERRUPTED = { code: 'interrupted', message: 'The service stopped before the check finished; nothing was charged' };
const STORAGE_FAILED = {
  code: 'interrupted',
  message: 'The data folder could not be written, so the check was stopped; nothing was charged',
};

export class Detections {
  private readonly progress = new Map<string, Progress>();
  private readonly active = new Map<string, AbortController>();
  /** Checks queued here or executing: anything else unfinished in the database has no worker. */
  private readonly known = new Set<string>();
  private readonly queue: WorkQueue;
  private sweeper: NodeJS.Timeout | null = null;
  private stopping = false;

  constructor(private readonly deps: DetectionDeps) {
    this.queue = new WorkQueue(deps.concurrency);
  }

  private now(): string {
    return new Date(this.deps.clock()).toISOString();
  }

  /** Holds the price and queues the check in one durable transaction, or throws 402 with neither. */
  async create(accountId: string, model: ProseModel, price: Micros): Promise<DetectionRow> {
    const id = newId('det');
    const ms = this.deps.clock();
    const at = new Date(ms).toISOString();
    const { store } = this.deps;
    const row = await store.write(() => {
      const holdId = placeHold(store, accountId, price, { kind: 'detection', id }, at);
      if (holdId === null) {
        throw new ServiceError('insufficient_balance', 'The available balance cannot cover the price of this check', {
          available_usd: formatUsd(funds(store, accountId).available),
          hold_required_usd: formatUsd(price),
          is_estimate: false,
        });
      }
      insertQueuedDetection(store, { id, accountId, words: model.proseWordCount, price, holdId, at, ms });
      return this.byId(id);
    });
    if (!row) throw new Error(`detection ${id} was not stored`);
    if (!this.stopping) {
      this.known.add(id);
      this.queue.push(async () => {
        try {
          await this.execute(id, model);
        } catch (error) {
          // The result could not be saved; `settleStranded` releases the hold once the disk is back.
          this.deps.log.error(`check ${id} stopped: its result could not be saved`, error);
        } finally {
          this.known.delete(id);
        }
      });
    }
    return row;
  }

  /** After the disk came back: checks left unfinished with no worker fail and release their holds. */
  async settleStranded(): Promise<number> {
    const { store } = this.deps;
    const ids = unfinishedDetectionIds(store).filter((id) => !this.known.has(id));
    for (const id of ids) this.fail(id, STORAGE_FAILED);
    if (ids.length > 0) await store.persist();
    return ids.length;
  }

  /** The caller's check, if it exists and has not expired. */
  find(accountId: string, id: string): DetectionRow {
    const row = this.byId(id);
    if (!row || row.account_id !== accountId || this.expired(row)) throw notFound('Detection');
    return row;
  }

  /** The detection resource. `asCreated`: the 202 of creation, which reports the check as queued. */
  view(row: DetectionRow, asCreated = false): DetectionView {
    // The 202 of creation always says `queued` (the spec's contract), even when a fast check has
    // already moved on by the time the answer is written; the next poll shows where it is.
    if (asCreated) row = { ...row, status: 'queued', result: null, error: null, charged_micros: null, finished_at: null };
    const progress = asCreated ? undefined : this.progress.get(row.id);
    const status = row.status === 'queued' && progress ? 'running' : row.status;
    return {
      id: row.id,
      status,
      words: row.words,
      created_at: row.created_at,
      price_usd: formatUsd(row.price_micros),
      charged_usd: row.charged_micros === null ? null : formatUsd(row.charged_micros),
      result: row.result === null ? null : (JSON.parse(row.result) as StoredReport),
      error: row.error === null ? null : (JSON.parse(row.error) as { code: string; message: string }),
      progress: status === 'running' && progress ? { ...progress } : null,
      poll_url: `/api/v1/detections/${row.id}`,
      finished_at: row.finished_at,
      expires_at: new Date(row.created_ms + this.deps.ttlMs).toISOString(),
    };
  }

  /** Fails checks a previous process left unfinished and releases their holds. */
  async recover(): Promise<number> {
    const { store } = this.deps;
    const ids = unfinishedDetectionIds(store);
    for (const id of ids) this.fail(id, INTERRUPTED);
    if (ids.length > 0) await store.persist();
    return ids.length;
  }

  /** Deletes expired checks now and then; GET already answers 404 for them in between. */
  startSweeping(): void {
    const every = Math.max(1000, Math.min(60_000, this.deps.ttlMs));
    this.sweeper = setInterval(() => {
      this.sweep().catch((error: unknown) => this.deps.log.error('sweeping expired detections failed', error));
    }, every);
    this.sweeper.unref();
  }

  async sweep(): Promise<number> {
    const cutoff = this.deps.clock() - this.deps.ttlMs;
    // Most sweeps find nothing; they should not cost a disk flush.
    if (countFinishedBefore(this.deps.store, cutoff) === 0) return 0;
    return this.deps.store.write(() => deleteFinishedBefore(this.deps.store, cutoff));
  }

  async shutdown(): Promise<void> {
    this.stopping = true;
    if (this.sweeper) clearInterval(this.sweeper);
    this.queue.clear();
    for (const controller of this.active.values()) controller.abort();
    await this.queue.idle();
    // With the disk failing, the checks stay unfinished on disk and the next start settles them.
    await this.recover().catch((error: unknown) => {
      if (!(error instanceof StorageUnavailableError)) throw error;
      this.deps.log.error('checks in progress could not be settled before stopping', error);
    });
  }

  private byId(id: string): DetectionRow | undefined {
    return detectionById(this.deps.store, id);
  }

  private expired(row: DetectionRow): boolean {
    return this.deps.clock() >= row.created_ms + this.deps.ttlMs;
  }

  private async execute(id: string, model: ProseModel): Promise<void> {
    const { store, detector } = this.deps;
    const controller = new AbortController();
    this.active.set(id, controller);
    try {
      // `running` lives in memory (the progress map): recovery treats queued and running alike,
      // so writing it would cost a disk flush per check and buy nothing.
      if (this.byId(id)?.status !== 'queued') return;
      this.progress.set(id, { stage: detector.stages[0] ?? 'reading', done: 0, total: 1 });
      let report: DetectionReport;
      try {
        const steps = detector.detect(model);
        for (;;) {
          const next = await unlessAborted(Promise.resolve(steps.next()), controller.signal, STOPPED);
          if (next === STOPPED) {
            const result = steps.return?.();
            if (result instanceof Promise) result.catch(() => undefined);
            return;
          }
          if (next.done) {
            report = next.value;
            break;
          }
          this.progress.set(id, next.value);
          await pause(this.deps.paceMs, controller.signal);
          if (controller.signal.aborted) {
            const result = steps.return?.();
            if (result instanceof Promise) result.catch(() => undefined);
            return;
          }
        }
      } catch (error) {
        this.deps.log.error(`detection ${id} failed in the detector`, error);
        this.fail(id, { code: 'detector_error', message: 'The detector stopped with an internal error; nothing was charged' });
        this.flushSoon();
        return;
      }
      store.transaction(() => {
        const row = this.byId(id);
        if (!row || row.status !== 'queued') return;
        // Too short to read: no reading landed, so nothing is charged.
        const charge = report.verdict === 'insufficient' ? 0 : row.price_micros;
        const at = this.now();
        settleHold(store, row.hold_id, charge, at);
        markDetectionSucceeded(store, id, charge, JSON.stringify(report), at);
      });
      this.flushSoon();
    } finally {
      this.progress.delete(id);
      this.active.delete(id);
    }
  }

  /**
   * Starts the flush of a finished check without holding its worker slot while the disk syncs.
   * Nobody sees the result before it is durable: every answer waits for the flush (app.ts).
   */
  private flushSoon(): void {
    this.deps.store.persist().catch((error: unknown) => this.deps.log.error('persisting a finished check failed', error));
  }

  private fail(id: string, error: { code: string; message: string }): void {
    const { store } = this.deps;
    store.transaction(() => {
      const row = this.byId(id);
      if (!row || row.status === 'succeeded' || row.status === 'failed') return;
      const at = this.now();
      settleHold(store, row.hold_id, 0, at);
      markDetectionFailed(store, id, JSON.stringify(error), at);
    });
  }
}
