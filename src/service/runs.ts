/**
 * Rewrite runs: creation with its hold, reading, listing, cancel, erase, and the state changes the
 * worker drives. Each change is one transaction that also appends the run's events, so a run's
 * row, its hold and its event log can never disagree, even across a crash.
 *
 * States: queued → running → succeeded | rejected | failed, and queued | running → canceled.
 * Settlement charges the work done (with the minimum charge for a run that completed) and releases
 * the rest of the hold.
 */
import { formatUsd, maxMicros } from '../contract/money';
import type { Micros } from '../contract/money';
import { INPUT_PREVIEW_CHARS, isTerminalRunStatus } from '../contract/runs';
import type { Quality, RunStatus } from '../contract/runs';
import type { Store } from './db';
import type { RewriteOutcome } from './engines';
import type { RunPlan } from './options';
import { ServiceError, invalidRequest, notFound } from './errors';
import type { EventLog, RunEvent } from './events';
import { newId } from './ids';
import { funds, placeHold, settleHold } from './ledger';
import { MIN_RUN_CHARGE } from './pricing';
import type { RunCostSample, RunEstimate } from './pricing';
import type { RunCreatedView, RunListItemView, RunView, StoredRunOptions } from './views';

export interface RunRow {
  seq: number;
  id: string;
  account_id: string;
  status: RunStatus;
  quality: Quality;
  word_count: number;
  prose_word_count: number;
  input_text: string | null;
  output_text: string | null;
  options: string;
  estimated_micros: number;
  held_micros: number;
  hold_id: string;
  work_micros: number;
  charged_micros: number;
  charge_exceeded_hold: number;
  validation_passed: number;
  reasons: string;
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
  text_deleted_at: string | null;
}

type ListRow = Omit<RunRow, 'input_text' | 'output_text'> & { input_preview: string | null };

export interface NewRun {
  accountId: string;
  text: string;
  quality: Quality;
  wordCount: number;
  options: RunPlan;
  estimate: RunEstimate;
}

export type FinalStatus = Exclude<RunStatus, 'queued' | 'running'>;

export class RunStore {
  constructor(
    private readonly store: Store,
    private readonly events: EventLog,
    private readonly now: () => string,
  ) {}

  /** Places the hold and queues the run in one durable transaction, or throws 402 with neither. */
  async create(run: NewRun): Promise<RunRow> {
    const id = newId('run');
    const at = this.now();
    const row = await this.store.write(() => {
      const holdId = placeHold(this.store, run.accountId, run.estimate.hold, { kind: 'run', id }, at);
      if (holdId === null) {
        throw new ServiceError('insufficient_balance', 'The available balance cannot cover the hold for this run', {
          available_usd: formatUsd(funds(this.store, run.accountId).available),
          hold_required_usd: formatUsd(run.estimate.hold),
          is_estimate: true,
        });
      }
      this.store.run(
        `INSERT INTO runs (id, account_id, status, quality, word_count, prose_word_count, input_text, options,
           estimated_micros, held_micros, hold_id, created_at)
         VALUES (?, ?, 'queued', ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        [
          id,
          run.accountId,
          run.quality,
          run.wordCount,
          run.estimate.proseWords,
          run.text,
          JSON.stringify(run.options),
          run.estimate.typical,
          run.estimate.hold,
          holdId,
          at,
        ],
      );
      return this.byId(id);
    });
    if (!row) throw new Error(`run ${id} was not stored`);
    return row;
  }

  byId(id: string): RunRow | undefined {
    return this.store.get<RunRow>('SELECT * FROM runs WHERE id = ?', [id]);
  }

  /** The caller's run; another account's run is as missing as a run that never existed. */
  find(accountId: string, id: string): RunRow {
    const row = this.byId(id);
    if (!row || row.account_id !== accountId) throw notFound('Run');
    return row;
  }

  list(accountId: string, limit: number, cursor: string | undefined): { rows: ListRow[]; nextCursor: string | null } {
    const before = cursor === undefined ? Number.MAX_SAFE_INTEGER : decodeCursor(cursor);
    const rows = this.store.all<Omit<ListRow, 'input_preview'> & { input_text: string | null }>(
      `SELECT seq, id, account_id, status, quality, word_count, prose_word_count, options, estimated_micros, held_micros,
         hold_id, work_micros, charged_micros, charge_exceeded_hold, validation_passed, reasons, created_at, started_at,
         finished_at, text_deleted_at, input_text
       FROM runs WHERE account_id = ? AND seq < ? ORDER BY seq DESC LIMIT ?`,
      [accountId, before, limit + 1],
    );
    // Cut here, not with SQL substr(): SQLite's text functions stop at a NUL, which is valid text.
    const page = rows.slice(0, limit).map(({ input_text, ...row }) => ({ ...row, input_preview: preview(input_text) }));
    const last = page[page.length - 1];
    return { rows: page, nextCursor: rows.length > limit && last ? encodeCursor(last.seq) : null };
  }

  /** queued → running. Returns the events to publish, or null when the run is no longer queued. */
  start(id: string): RunEvent[] | null {
    return this.store.transaction(() => {
      const row = this.byId(id);
      if (!row || row.status !== 'queued') return null;
      this.store.run("UPDATE runs SET status = 'running', started_at = ? WHERE id = ?", [this.now(), id]);
      return [this.events.append(id, 'cost', { projected_charge_usd: formatUsd(0) })];
    });
  }

  /**
   * Commits one step of work: its cost joins the run's work, and `stage` and `cost` events record
   * it. Returns null when the run has left `running` (canceled meanwhile): that step is not charged.
   */
  recordStep(id: string, step: { stage: string; done: number; total: number; costMicros: Micros }): RunEvent[] | null {
    return this.store.transaction(() => {
      const row = this.byId(id);
      if (!row || row.status !== 'running') return null;
      const work = row.work_micros + step.costMicros;
      this.store.run('UPDATE runs SET work_micros = ? WHERE id = ?', [work, id]);
      const events = [this.events.append(id, 'stage', { stage: step.stage, done: step.done, total: step.total })];
      // A step that cost nothing does not move the charge; repeating the figure would be noise.
      if (step.costMicros !== 0) events.push(this.events.append(id, 'cost', { projected_charge_usd: formatUsd(work) }));
      return events;
    });
  }

  /**
   * Moves a run to a final state and settles its hold. A run already final is left as it is
   * (returns no events), which makes cancel-after-finish and finish-after-cancel harmless.
   */
  finish(id: string, status: FinalStatus, outcome: Partial<RewriteOutcome> = {}): { row: RunRow; events: RunEvent[] } {
    return this.store.transaction(() => {
      const row = this.byId(id);
      if (!row) throw new Error(`run ${id} does not exist`);
      if (isTerminalRunStatus(row.status)) return { row, events: [] };
      const completed = status === 'succeeded' || status === 'rejected';
      // A rewrite identical to the draft gave the writer nothing: no charge at all.
      const charge = outcome.unchanged === true ? 0 : completed ? maxMicros(MIN_RUN_CHARGE, row.work_micros) : row.work_micros;
      const at = this.now();
      const settlement = settleHold(this.store, row.hold_id, charge, at);
      const reasons = outcome.reasons ?? [];
      this.store.run(
        `UPDATE runs SET status = ?, output_text = ?, validation_passed = ?, reasons = ?, charged_micros = ?,
           charge_exceeded_hold = ?, finished_at = ? WHERE id = ?`,
        [
          status,
          status === 'succeeded' ? (outcome.output_text ?? null) : null,
          outcome.validation_passed ? 1 : 0,
          JSON.stringify(reasons),
          charge,
          settlement.exceededHold ? 1 : 0,
          at,
          id,
        ],
      );
      const events: RunEvent[] = [];
      // The minimum charge can lift the final figure above the work; say so before `done`.
      if (charge !== row.work_micros) events.push(this.events.append(id, 'cost', { projected_charge_usd: formatUsd(charge) }));
      events.push(this.events.append(id, 'done', { status, charged_usd: formatUsd(charge), reasons }));
      const updated = this.byId(id);
      if (!updated) throw new Error(`run ${id} vanished`);
      return { row: updated, events };
    });
  }

  /** POST /v1/runs/{id}/cancel: settles the run as canceled, answered once that is durable. */
  async cancel(id: string): Promise<{ row: RunRow; events: RunEvent[] }> {
    return this.store.write(() => this.finish(id, 'canceled', { reasons: ['canceled: the caller canceled the run'] }));
  }

  /** Runs that were queued or running when the service last stopped. */
  unfinished(): string[] {
    return this.store
      .all<{ id: string }>("SELECT id FROM runs WHERE status IN ('queued', 'running') ORDER BY seq")
      .map((r) => r.id);
  }

  /** DELETE /v1/runs/{id}: erases both texts of a finished run; the billing record stays. */
  async erase(accountId: string, id: string): Promise<{ id: string; text_deleted: true; deleted_at: string }> {
    return this.store.write(() => {
      const row = this.find(accountId, id);
      if (!isTerminalRunStatus(row.status)) {
        throw new ServiceError('run_in_progress', 'The run is still queued or running; cancel it first');
      }
      if (row.text_deleted_at !== null) return { id, text_deleted: true as const, deleted_at: row.text_deleted_at };
      const at = this.now();
      this.store.run('UPDATE runs SET input_text = NULL, output_text = NULL, options = ?, text_deleted_at = ? WHERE id = ?', [
        eraseFreeText(row.options),
        at,
        id,
      ]);
      // The journal still holds the texts as they were written; compaction drops it before we answer.
      this.store.compactOnCommit();
      return { id, text_deleted: true as const, deleted_at: at };
    });
  }

  /** DELETE /v1/runs?confirm=true: erases every finished run's texts, skips the ones in progress. */
  async eraseAll(accountId: string): Promise<{ deleted: number; skipped_in_progress: number }> {
    return this.store.write(() => {
      const due = this.store.all<{ id: string; options: string }>(
        `SELECT id, options FROM runs
         WHERE account_id = ? AND status NOT IN ('queued', 'running') AND text_deleted_at IS NULL`,
        [accountId],
      );
      const at = this.now();
      for (const row of due) {
        this.store.run('UPDATE runs SET input_text = NULL, output_text = NULL, options = ?, text_deleted_at = ? WHERE id = ?', [
          eraseFreeText(row.options),
          at,
          row.id,
        ]);
      }
      const deleted = due.length;
      if (deleted > 0) this.store.compactOnCommit();
      const skipped =
        this.store.get<{ n: number }>(
          "SELECT COUNT(*) AS n FROM runs WHERE account_id = ? AND status IN ('queued', 'running')",
          [accountId],
        )?.n ?? 0;
      return { deleted, skipped_in_progress: skipped };
    });
  }
}

/** Options the caller wrote in their own words go with the texts; the voices they resolved to stay. */
const FREE_TEXT_OPTIONS = ['persona', 'tone'] as const;

function eraseFreeText(options: string): string {
  const plan = JSON.parse(options) as Record<string, unknown>;
  for (const name of FREE_TEXT_OPTIONS) if (name in plan) plan[name] = null;
  return JSON.stringify(plan);
}

/** The first INPUT_PREVIEW_CHARS characters (code points, as the spec counts them). */
function preview(text: string | null): string | null {
  if (text === null) return null;
  if (text.length <= INPUT_PREVIEW_CHARS) return text;
  return Array.from(text.slice(0, INPUT_PREVIEW_CHARS * 2)).slice(0, INPUT_PREVIEW_CHARS).join('');
}

/** The newest finished runs' costs at a quality, newest first: the sample the pricing tiers read. */
export function finishedRunCosts(store: Store, quality: Quality, limit: number): RunCostSample[] {
  return store.all<RunCostSample>(
    `SELECT work_micros, prose_word_count FROM runs
     WHERE quality = ? AND status IN ('succeeded', 'rejected') AND prose_word_count > 0
     ORDER BY seq DESC LIMIT ?`,
    [quality, limit],
  );
}

export function eventsPath(id: string): string {
  return `/api/v1/runs/${id}/events`;
}

/** What every run view shares; its type is inferred, and checked where it is spread into a contract shape. */
function common(row: Omit<RunRow, 'input_text' | 'output_text'>) {
  return {
    id: row.id,
    status: row.status,
    quality: row.quality,
    word_count: row.word_count,
    prose_word_count: row.prose_word_count,
    text_deleted_at: row.text_deleted_at,
    scores: { validation_passed: row.validation_passed === 1, reasons: JSON.parse(row.reasons) as string[] },
    billing: {
      charged_usd: formatUsd(row.charged_micros),
      estimated_cost_usd: formatUsd(row.estimated_micros),
      held_usd: formatUsd(row.held_micros),
      charge_exceeded_hold: row.charge_exceeded_hold === 1,
      // Not in the spec's table (the run "may carry more"): the cost of the work so far, for pollers.
      projected_charge_usd: formatUsd(isTerminalRunStatus(row.status) ? row.charged_micros : row.work_micros),
    },
    options: JSON.parse(row.options) as StoredRunOptions,
    created_at: row.created_at,
    started_at: row.started_at,
    finished_at: row.finished_at,
    events_url: eventsPath(row.id),
  };
}

/** GET /v1/runs/{id}: both texts; `output_text` only for a succeeded run. */
export function runView(row: RunRow): RunView {
  return {
    ...common(row),
    input_text: row.input_text,
    output_text: row.status === 'succeeded' ? row.output_text : null,
  };
}

export function runListItem(row: ListRow): RunListItemView {
  return { ...common(row), input_preview: row.input_preview ?? '' };
}

/** The 202 of POST /v1/runs. */
export function runCreatedView(row: RunRow): RunCreatedView {
  return {
    id: row.id,
    status: row.status,
    quality: row.quality,
    word_count: row.word_count,
    prose_word_count: row.prose_word_count,
    estimated_cost_usd: formatUsd(row.estimated_micros),
    held_usd: formatUsd(row.held_micros),
    is_estimate: true,
    events_url: eventsPath(row.id),
    created_at: row.created_at,
  };
}

// Cursors are opaque to callers; inside they are the position of the last run on the page.
function encodeCursor(seq: number): string {
  return Buffer.from(`r${seq}`, 'utf8').toString('base64url');
}

function decodeCursor(cursor: string): number {
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  const match = /^r(\d{1,15})$/.exec(text);
  if (!match?.[1]) throw invalidRequest('The cursor is not one this service returned');
  return Number(match[1]);
}
