/**
 * The `detections` table: the bookkeeping of checks (never their texts). `detections.ts` decides
 * what happens to a check; this module is the only one that reads or writes its rows.
 */
import type { Micros } from '../contract/money';
import type { Store } from './db';

export interface DetectionRow {
  id: string;
  account_id: string;
  /** Stored states; `running` is derived from the in-memory progress of a queued check. */
  status: 'queued' | 'running' | 'succeeded' | 'failed';
  words: number;
  price_micros: number;
  charged_micros: number | null;
  hold_id: string;
  result: string | null;
  error: string | null;
  created_at: string;
  created_ms: number;
  finished_at: string | null;
}

export interface NewDetection {
  id: string;
  accountId: string;
  words: number;
  price: Micros;
  holdId: string;
  at: string;
  ms: number;
}

export function insertQueuedDetection(store: Store, d: NewDetection): void {
  store.run(
    `INSERT INTO detections (id, account_id, status, words, price_micros, hold_id, created_at, created_ms)
     VALUES (?, ?, 'queued', ?, ?, ?, ?, ?)`,
    [d.id, d.accountId, d.words, d.price, d.holdId, d.at, d.ms],
  );
}

export function detectionById(store: Store, id: string): DetectionRow | undefined {
  return store.get<DetectionRow>('SELECT * FROM detections WHERE id = ?', [id]);
}

/** Checks stored as queued or running (running is only ever in memory, but both mean unfinished). */
export function unfinishedDetectionIds(store: Store): string[] {
  return store.all<{ id: string }>("SELECT id FROM detections WHERE status IN ('queued', 'running')").map((r) => r.id);
}

/** Finished checks created before `cutoffMs`: the ones the sweep deletes. */
export function countFinishedBefore(store: Store, cutoffMs: number): number {
  return store.get<{ n: number }>("SELECT COUNT(*) AS n FROM detections WHERE created_ms < ? AND status IN ('succeeded', 'failed')", [cutoffMs])?.n ?? 0;
}

export function deleteFinishedBefore(store: Store, cutoffMs: number): number {
  return store.run("DELETE FROM detections WHERE created_ms < ? AND status IN ('succeeded', 'failed')", [cutoffMs]);
}

/** `result` is the report as JSON: offsets and numbers, no text. */
export function markDetectionSucceeded(store: Store, id: string, chargedMicros: Micros, result: string, at: string): void {
  store.run("UPDATE detections SET status = 'succeeded', charged_micros = ?, result = ?, finished_at = ? WHERE id = ?", [chargedMicros, result, at, id]);
}

/** `error` is `{code, message}` as JSON. */
export function markDetectionFailed(store: Store, id: string, error: string, at: string): void {
  store.run("UPDATE detections SET status = 'failed', charged_micros = 0, error = ?, finished_at = ? WHERE id = ?", [error, at, id]);
}
