/**
 * Run events: an append-only log per run in the database (so a stream can replay what a client
 * missed, across restarts), and an in-memory fan-out to open streams.
 *
 * Events are published only after the transaction that appended them is on disk: a client never
 * sees an event that a crash could take back, and a replay after restart matches what it saw.
 */
import type { Store } from './db';

export interface RunEvent {
  runId: string;
  /** 1, 2, 3… per run; the SSE `id:`. */
  seq: number;
  type: string;
  data: Record<string, unknown>;
}

type Listener = (event: RunEvent) => void;

export class EventLog {
  private readonly listeners = new Map<string, Set<Listener>>();

  constructor(
    private readonly store: Store,
    private readonly now: () => string,
  ) {}

  /** Appends inside the caller's transaction. `data.type` is set to `type`. */
  append(runId: string, type: string, data: Record<string, unknown>): RunEvent {
    const last = this.store.get<{ seq: number | null }>('SELECT MAX(seq) AS seq FROM run_events WHERE run_id = ?', [runId]);
    const seq = (last?.seq ?? 0) + 1;
    const body = { type, ...data };
    this.store.run('INSERT INTO run_events (run_id, seq, type, data, created_at) VALUES (?, ?, ?, ?, ?)', [
      runId,
      seq,
      type,
      JSON.stringify(body),
      this.now(),
    ]);
    return { runId, seq, type, data: body };
  }

  since(runId: string, after: number): RunEvent[] {
    return this.store
      .all<{ seq: number; type: string; data: string }>(
        'SELECT seq, type, data FROM run_events WHERE run_id = ? AND seq > ? ORDER BY seq',
        [runId, after],
      )
      .map((row) => ({ runId, seq: row.seq, type: row.type, data: JSON.parse(row.data) as Record<string, unknown> }));
  }

  subscribe(runId: string, listener: Listener): () => void {
    let set = this.listeners.get(runId);
    if (!set) {
      set = new Set();
      this.listeners.set(runId, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(runId);
    };
  }

  /** Call once the events' transaction is durable. */
  publish(events: readonly RunEvent[]): void {
    for (const event of events) {
      for (const listener of [...(this.listeners.get(event.runId) ?? [])]) listener(event);
    }
  }
}
