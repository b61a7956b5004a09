/**
 * Loading the database as the disk has it: the snapshot, then the frames of the journal that
 * belongs to it (same generation), up to a byte limit when the caller knows how much of the
 * journal was acknowledged. Used on open and to take back commits a failed flush carried.
 */
import { existsSync, readFileSync } from 'node:fs';
import type { Database, SqlJsStatic } from 'sql.js';
import { decodeJournal } from './journal';
import { SCHEMA_SQL } from './schema';

export interface Durable {
  db: Database;
  generation: number;
  snapshotBytes: number;
  snapshotExisted: boolean;
  /** The journal's acknowledged length, or null when there is no journal of this generation. */
  journalLength: number | null;
  journalFileLength: number;
}

/**
 * The database as the disk has it: snapshot, then the journal's frames when the journal belongs
 * to this snapshot, up to `journalLimit` bytes (null: every intact frame).
 */
export function readDurable(SQL: SqlJsStatic, file: string, journalFile: string, journalLimit: number | null): Durable {
  const bytes = existsSync(file) ? readFileSync(file) : null;
  const db = bytes ? new SQL.Database(bytes) : new SQL.Database();
  try {
    // Per connection, so it is set on every open.
    db.run('PRAGMA secure_delete=ON');
    db.run('PRAGMA foreign_keys=ON');
    db.exec(SCHEMA_SQL);
    const stored = db.exec("SELECT value FROM meta WHERE key = 'journal_generation'")[0]?.values[0]?.[0];
    const generation = stored === undefined || stored === null ? 0 : Number(stored);
    const journalBytes = bytes && existsSync(journalFile) ? readFileSync(journalFile) : null;
    const journal = journalBytes ? decodeJournal(journalBytes, journalLimit ?? undefined) : null;
    const usable = journal !== null && journal.generation === generation;
    if (usable) {
      for (const frame of journal.frames) {
        db.run('BEGIN');
        for (const transaction of frame) for (const [sql, params] of transaction) db.run(sql, params);
        db.run('COMMIT');
      }
    }
    return {
      db,
      generation,
      snapshotBytes: bytes?.byteLength ?? 0,
      snapshotExisted: bytes !== null,
      journalLength: usable ? journal.validLength : null,
      journalFileLength: journalBytes?.byteLength ?? 0,
    };
  } catch (error) {
    db.close();
    throw error;
  }
}
