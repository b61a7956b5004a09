/**
 * Storage: one SQLite database (sql.js, WebAssembly) held in memory, made durable as a snapshot
 * file plus a journal of the write statements committed since that snapshot.
 *
 * Why a journal: sql.js has no file I/O of its own, and exporting the whole image after every
 * commit made each commit cost the size of the whole history (165 MB written per run after 2,500
 * runs). Appending each group commit's statements costs the size of the change; when the journal
 * outgrows the snapshot (or a text is erased) a compaction writes a fresh snapshot and an empty
 * journal. The measurements are in README.md ("Storage").
 *
 * Writes are group-committed: callers run their transaction synchronously — so no other request can
 * interleave between a balance check and the hold it places — and then wait for the next flush,
 * which appends every transaction committed since the previous one and fsyncs once.
 *
 * Memory equals disk. A flush that fails (full or read-only disk) takes back every transaction it
 * carried, and every one committed after it: the database is reloaded from the snapshot and the
 * journal's acknowledged length, the callers get `StorageUnavailableError`, and new transactions are
 * refused until a compaction succeeds again (tried by the next write and by a timer), so nothing
 * exists in memory that a restart would not find.
 *
 * Erasure: `PRAGMA secure_delete=ON` zeroes freed cells and pages, and a transaction that erases
 * text asks for compaction (`compactOnCommit`), so the text leaves the journal before the caller
 * is answered.
 */
import { existsSync, readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import initSqlJs from 'sql.js';
import type { Database, SqlJsStatic, SqlValue, Statement } from 'sql.js';
import { nodeDisk } from './disk';
import type { AppendFile, Disk } from './disk';
import { encodeFrame, JOURNAL_HEADER_BYTES, journalHeader } from './journal';
import { readDurable } from './load';
import type { JournalTransaction, SqlParam } from './journal';

export const DATABASE_FILE = 'redraft.sqlite';
export const JOURNAL_FILE = 'redraft.journal';

/** The journal is compacted once it is larger than the snapshot and at least this big. */
export const DEFAULT_COMPACT_MIN_BYTES = 4 * 1024 * 1024;
const DEFAULT_RETRY_MS = 1000;

let sqlModule: Promise<SqlJsStatic> | null = null;

/**
 * The wasm sits beside the bundle in dist/ (the build copies it there); under tsx or tests the
 * module runs from src/, so fall back to the copy inside the sql.js package.
 */
export function locateSqlWasm(wasmDir?: string): string {
  if (wasmDir !== undefined) {
    const given = join(wasmDir, 'sql-wasm.wasm');
    if (existsSync(given)) return given;
  }
  const besideBundle = join(__dirname, 'sql-wasm.wasm');
  if (existsSync(besideBundle)) return besideBundle;
  // A variable, not a literal: a bundler must not try to inline this path; in a bundle the copy
  // beside it is found first.
  const packaged = 'sql.js/dist/sql-wasm.wasm';
  return require.resolve(packaged);
}

function loadSql(wasmDir?: string): Promise<SqlJsStatic> {
  // Reading the bytes ourselves keeps sql.js from guessing between fetch and fs in the extension host.
  // One module serves every database of the process.
  sqlModule ??= initSqlJs({ wasmBinary: toArrayBuffer(readFileSync(locateSqlWasm(wasmDir))) });
  return sqlModule;
}

function toArrayBuffer(buffer: Buffer): ArrayBuffer {
  const copy = new ArrayBuffer(buffer.byteLength);
  new Uint8Array(copy).set(buffer);
  return copy;
}

export type Row = Record<string, SqlValue>;

/** A commit could not be made durable; it was taken back. Carries the data folder to name it. */
export class StorageUnavailableError extends Error {
  override name = 'StorageUnavailableError';
  constructor(
    readonly folder: string,
    options: { cause?: unknown } = {},
  ) {
    super(`the data folder ${folder} cannot be written${describeCause(options.cause)}`, options);
  }
}

function describeCause(cause: unknown): string {
  const code = (cause as NodeJS.ErrnoException | undefined)?.code;
  return typeof code === 'string' ? ` (${code})` : '';
}

export interface StoreOptions {
  wasmDir?: string;
  /** Where writes go; a fault-injecting disk in tests. */
  disk?: Disk;
  /** Journal size that triggers compaction, when the snapshot is smaller. 0: compact on every commit. */
  compactMinBytes?: number;
  /** How often a degraded store tries to write again. */
  retryMs?: number;
  /** Told when the disk fails and when it is back. */
  onFault?: (message: string, error?: unknown) => void;
}

export interface StorageStats {
  /** Bytes this store handed to the disk since it opened (snapshots and journal appends). */
  bytesWritten: number;
  snapshotBytes: number;
  journalBytes: number;
  compactions: number;
  /** Why commits are refused now, or null. */
  unavailable: string | null;
}

/** One group commit: transactions committed in memory that one flush makes durable together. */
class Batch {
  readonly transactions: JournalTransaction[] = [];
  compact = false;
  readonly done: Promise<void>;
  resolve!: () => void;
  reject!: (error: Error) => void;

  constructor() {
    this.done = new Promise<void>((resolve, reject) => {
      this.resolve = resolve;
      this.reject = reject;
    });
    // Failures reach whoever awaits `done`; a batch nobody awaited must not crash the process.
    this.done.catch(() => undefined);
  }
}

type StoreEvent = 'reloaded' | 'recovered';

export class Store {
  private readonly statements = new Map<string, Statement>();
  private readonly listeners = new Map<StoreEvent, Set<() => void>>();
  /** Statements of the transaction in progress. */
  private current: JournalTransaction | null = null;
  private currentCompacts = false;
  private pending: Batch | null = null;
  private inFlight: Batch | null = null;
  private flushing: Promise<void> | null = null;
  private journal: AppendFile | null = null;
  private journalLength = 0;
  private degraded: Error | null = null;
  private needsReload = false;
  private healing: Promise<boolean> | null = null;
  private lastHealAttempt = 0;
  private retryTimer: NodeJS.Timeout | null = null;
  private closed = false;
  private bytesWritten = 0;
  private compactions = 0;
  private readonly journalFile: string;

  private constructor(
    private db: Database,
    private readonly SQL: SqlJsStatic,
    readonly folder: string,
    readonly file: string,
    private generation: number,
    private snapshotBytes: number,
    private readonly disk: Disk,
    private readonly compactMinBytes: number,
    private readonly retryMs: number,
    private readonly onFault: (message: string, error?: unknown) => void,
  ) {
    this.journalFile = join(folder, JOURNAL_FILE);
  }

  static async open(dataDir: string, options: StoreOptions = {}): Promise<Store> {
    const SQL = await loadSql(options.wasmDir);
    await mkdir(dataDir, { recursive: true });
    const file = join(dataDir, DATABASE_FILE);
    const journalFile = join(dataDir, JOURNAL_FILE);
    const durable = readDurable(SQL, file, journalFile, null);
    const store = new Store(
      durable.db,
      SQL,
      dataDir,
      file,
      durable.generation,
      durable.snapshotBytes,
      options.disk ?? nodeDisk,
      options.compactMinBytes ?? DEFAULT_COMPACT_MIN_BYTES,
      options.retryMs ?? DEFAULT_RETRY_MS,
      options.onFault ?? (() => undefined),
    );
    try {
      if (!durable.snapshotExisted || durable.journalLength === null) {
        // A new folder, or one written before the journal existed (or whose journal is stale).
        await store.compact();
        if (!store.journal) throw store.degraded ?? new Error('the journal could not be created');
      } else {
        store.journal = await store.disk.openAppend(journalFile);
        store.journalLength = durable.journalLength;
        // A torn append from a crash: cut it so the next frame follows the last good one.
        if (durable.journalFileLength > durable.journalLength) await store.journal.truncateSynced(durable.journalLength);
      }
    } catch (error) {
      await store.journal?.close().catch(() => undefined);
      store.db.close();
      throw new StorageUnavailableError(dataDir, { cause: error });
    }
    return store;
  }

  /** Runs `fn` inside one transaction; rolls back if it throws. Synchronous on purpose (see top). */
  transaction<T>(fn: () => T): T {
    if (this.current) return fn();
    this.assertOpen();
    if (this.degraded) throw new StorageUnavailableError(this.folder, { cause: this.degraded });
    this.db.run('BEGIN IMMEDIATE');
    this.current = [];
    this.currentCompacts = false;
    try {
      const result = fn();
      this.db.run('COMMIT');
      if (this.current.length > 0) {
        this.pending ??= new Batch();
        this.pending.transactions.push(this.current);
        if (this.currentCompacts) this.pending.compact = true;
      }
      return result;
    } catch (error) {
      this.db.run('ROLLBACK');
      throw error;
    } finally {
      this.current = null;
    }
  }

  /**
   * A transaction whose result is returned only once it is durable on disk. While the disk is
   * failing, it first tries to write again, so a request is the fastest way back.
   */
  async write<T>(fn: () => T): Promise<T> {
    // Not more often than the timer would: each attempt writes a whole snapshot.
    if (this.degraded && Date.now() - this.lastHealAttempt >= this.retryMs) await this.heal();
    const result = this.transaction(fn);
    await this.persist();
    return result;
  }

  /** Call inside a transaction that erases text: its flush compacts, so the journal forgets it. */
  compactOnCommit(): void {
    if (!this.current) throw new Error('compactOnCommit() belongs inside a transaction');
    this.currentCompacts = true;
  }

  /** Waits until every transaction committed so far is on disk; rejects if they were taken back. */
  async persist(): Promise<void> {
    const target = this.pending ?? this.inFlight;
    if (!target) return;
    this.kick();
    await target.done;
  }

  /** Waits until no flush is pending, whatever its outcome: reads then see only durable state. */
  async settled(): Promise<void> {
    await this.persist().catch(() => undefined);
  }

  /** Whether commits are refused now (the disk failed and has not come back yet). */
  get available(): boolean {
    return this.degraded === null;
  }

  on(event: StoreEvent, listener: () => void): () => void {
    let set = this.listeners.get(event);
    if (!set) {
      set = new Set();
      this.listeners.set(event, set);
    }
    set.add(listener);
    return () => set.delete(listener);
  }

  stats(): StorageStats {
    return {
      bytesWritten: this.bytesWritten,
      snapshotBytes: this.snapshotBytes,
      journalBytes: this.journalLength,
      compactions: this.compactions,
      unavailable: this.degraded ? this.degraded.message : null,
    };
  }

  run(sql: string, params: SqlParam[] = []): number {
    this.assertOpen();
    // Every write is journaled, so every write runs inside a transaction.
    if (!this.current) return this.transaction(() => this.run(sql, params));
    const stmt = this.prepare(sql);
    try {
      stmt.run(params);
    } finally {
      stmt.reset();
    }
    this.current.push([sql, [...params]]);
    return this.db.getRowsModified();
  }

  get<T extends object = Row>(sql: string, params: SqlParam[] = []): T | undefined {
    this.assertOpen();
    const stmt = this.prepare(sql);
    try {
      stmt.bind(params);
      return stmt.step() ? (stmt.getAsObject() as T) : undefined;
    } finally {
      stmt.reset();
    }
  }

  all<T extends object = Row>(sql: string, params: SqlParam[] = []): T[] {
    this.assertOpen();
    const stmt = this.prepare(sql);
    const rows: T[] = [];
    try {
      stmt.bind(params);
      while (stmt.step()) rows.push(stmt.getAsObject() as T);
    } finally {
      stmt.reset();
    }
    return rows;
  }

  /** Flushes what is pending (as far as the disk allows) and releases the database. */
  async close(): Promise<void> {
    if (this.closed) return;
    await this.settled();
    await this.healing;
    this.stopRetrying();
    this.closed = true;
    await this.journal?.close().catch(() => undefined);
    this.journal = null;
    this.freeStatements();
    this.db.close();
  }

  private kick(): void {
    this.flushing ??= this.flushLoop().finally(() => {
      this.flushing = null;
    });
  }

  private async flushLoop(): Promise<void> {
    while (this.pending) {
      // Yield once so that transactions committed by requests arriving together share one write.
      await new Promise<void>((resolve) => setImmediate(resolve));
      const batch = this.pending;
      if (!batch) break;
      this.pending = null;
      this.inFlight = batch;
      try {
        await this.writeBatch(batch);
        batch.resolve();
      } catch (error) {
        this.takeBack(batch, error);
      } finally {
        this.inFlight = null;
      }
    }
  }

  private async writeBatch(batch: Batch): Promise<void> {
    // 0 keeps no journal at all: the whole image on every commit (the old design, the bench's reference).
    const grown = this.compactMinBytes === 0 || this.journalLength > Math.max(this.compactMinBytes, this.snapshotBytes);
    if (batch.compact || grown || !this.journal) {
      await this.compact();
      return;
    }
    const frame = encodeFrame(batch.transactions);
    await this.journal.appendSynced(frame, this.journalLength);
    this.journalLength += frame.byteLength;
    this.bytesWritten += frame.byteLength;
  }

  /**
   * Writes the whole database as snapshot g+1, then an empty journal g+1. Throws only when the
   * snapshot could not be written (nothing changed on disk then). Once the snapshot is in place it
   * holds every commit, so a failure to create the new journal only stops further commits.
   */
  private async compact(): Promise<void> {
    const generation = this.generation + 1;
    // Straight on the connection, not journaled: the generation describes the snapshot itself.
    this.db.run("INSERT OR REPLACE INTO meta (key, value) VALUES ('journal_generation', ?)", [String(generation)]);
    const image = this.db.export();
    await this.disk.replaceFile(this.file, image);
    this.generation = generation;
    this.snapshotBytes = image.byteLength;
    this.bytesWritten += image.byteLength;
    this.compactions++;
    // The old journal is contained in the snapshot now; whatever happens next, it is stale.
    const old = this.journal;
    this.journal = null;
    this.journalLength = 0;
    await old?.close().catch(() => undefined);
    try {
      const header = journalHeader(generation);
      await this.disk.replaceFile(this.journalFile, header);
      this.journal = await this.disk.openAppend(this.journalFile);
      this.journalLength = JOURNAL_HEADER_BYTES;
      this.bytesWritten += header.byteLength;
    } catch (error) {
      this.degrade(error);
    }
  }

  /** A flush failed: undo in memory everything not on disk and refuse commits until healed. */
  private takeBack(batch: Batch, error: unknown): void {
    const lost = [batch, this.pending].filter((b): b is Batch => b !== null);
    this.pending = null;
    this.degrade(error);
    this.needsReload = true;
    this.tryReload();
    const failure = new StorageUnavailableError(this.folder, { cause: error });
    for (const b of lost) b.reject(failure);
  }

  /**
   * Reloads the database as the disk has it: the snapshot plus the journal up to its acknowledged
   * length (a failed append may have left a tail behind it). Synchronous, so no request can read
   * the taken-back state in between.
   */
  private tryReload(): boolean {
    if (!this.needsReload) return true;
    try {
      const durable = readDurable(this.SQL, this.file, this.journalFile, this.journal ? this.journalLength : 0);
      if (durable.generation !== this.generation) throw new Error('the snapshot on disk is not the one this store wrote');
      this.freeStatements();
      this.db.close();
      this.db = durable.db;
      this.needsReload = false;
      this.emit('reloaded');
      return true;
    } catch (error) {
      this.onFault('reloading the database from disk failed; retrying', error);
      return false;
    }
  }

  private degrade(error: unknown): void {
    const cause = error instanceof Error ? error : new Error(String(error));
    if (this.degraded) {
      this.degraded = cause;
      return;
    }
    this.degraded = cause;
    this.onFault(`storage: writing to ${this.folder} failed; commits are refused until it works again`, cause);
    this.retryTimer = setInterval(() => void this.heal(), this.retryMs);
    this.retryTimer.unref();
  }

  /** Tries to write again: a fresh snapshot and journal. True when the store takes commits again. */
  heal(): Promise<boolean> {
    if (!this.degraded || this.closed) return Promise.resolve(!this.degraded);
    this.healing ??= (async () => {
      this.lastHealAttempt = Date.now();
      try {
        // A flush that failed only to create its new journal may still be finishing.
        await this.flushing;
        if (!this.tryReload()) return false;
        await this.compact();
        if (!this.journal) return false;
        this.degraded = null;
        this.stopRetrying();
        this.onFault(`storage: ${this.folder} can be written again`);
        this.emit('recovered');
        return true;
      } catch (error) {
        this.degraded = error instanceof Error ? error : new Error(String(error));
        return false;
      } finally {
        this.healing = null;
      }
    })();
    return this.healing;
  }

  private stopRetrying(): void {
    if (this.retryTimer) clearInterval(this.retryTimer);
    this.retryTimer = null;
  }

  private emit(event: StoreEvent): void {
    for (const listener of [...(this.listeners.get(event) ?? [])]) {
      try {
        listener();
      } catch (error) {
        this.onFault(`a storage ${event} listener failed`, error);
      }
    }
  }

  private prepare(sql: string): Statement {
    let stmt = this.statements.get(sql);
    if (!stmt) {
      stmt = this.db.prepare(sql);
      this.statements.set(sql, stmt);
    }
    return stmt;
  }

  private freeStatements(): void {
    for (const stmt of this.statements.values()) stmt.free();
    this.statements.clear();
  }

  private assertOpen(): void {
    if (this.closed) throw new Error('database is closed');
  }
}
