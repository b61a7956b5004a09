/**
 * Storage: one SQLite database (sql.js, WebAssembly) held in memory and persisted to a single file.
 *
 * sql.js has no file I/O of its own, so durability is ours: after a transaction commits, the whole
 * database image is exported and written atomically (temp file, fsync, rename, fsync the folder).
 * Writes are group-committed: callers of `write()` run their transaction synchronously — so no
 * other request can interleave between a balance check and the hold it places — and then wait for
 * the next flush, which carries every transaction committed since the previous one. A caller is
 * answered only once its transaction is on disk, so a crash can lose only work nobody was told about.
 *
 * `PRAGMA secure_delete=ON` makes SQLite zero freed cells and pages, so an erased draft leaves no
 * bytes in the exported image (the export is a page-by-page backup, freelist pages included).
 */
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, open, readFile, rename, unlink } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import initSqlJs from 'sql.js';
import type { BindParams, Database, SqlJsStatic, SqlValue, Statement } from 'sql.js';
import { SCHEMA_SQL } from './schema';

export const DATABASE_FILE = 'redraft.sqlite';

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

export class Store {
  private readonly statements = new Map<string, Statement>();
  private committed = 0;
  private flushed = 0;
  private flushing: Promise<void> | null = null;
  private inTransaction = false;
  private closed = false;

  private constructor(
    private readonly db: Database,
    readonly file: string,
  ) {}

  static async open(dataDir: string, options: { wasmDir?: string } = {}): Promise<Store> {
    const SQL = await loadSql(options.wasmDir);
    await mkdir(dataDir, { recursive: true });
    const file = join(dataDir, DATABASE_FILE);
    const bytes = existsSync(file) ? await readFile(file) : null;
    const db = bytes ? new SQL.Database(bytes) : new SQL.Database();
    // Per connection, so it is set on every open; the export keeps the same connection.
    db.run('PRAGMA secure_delete=ON');
    db.run('PRAGMA foreign_keys=ON');
    db.exec(SCHEMA_SQL);
    const store = new Store(db, file);
    if (!bytes) {
      store.committed++;
      await store.persist();
    }
    return store;
  }

  /** Runs `fn` inside one transaction; rolls back if it throws. Synchronous on purpose (see top). */
  transaction<T>(fn: () => T): T {
    if (this.inTransaction) return fn();
    this.assertOpen();
    this.db.run('BEGIN IMMEDIATE');
    this.inTransaction = true;
    try {
      const result = fn();
      this.db.run('COMMIT');
      this.committed++;
      return result;
    } catch (error) {
      this.db.run('ROLLBACK');
      throw error;
    } finally {
      this.inTransaction = false;
    }
  }

  /** A transaction whose result is returned only once it is durable on disk. */
  async write<T>(fn: () => T): Promise<T> {
    const result = this.transaction(fn);
    await this.persist();
    return result;
  }

  /** Waits until every transaction committed so far is on disk. */
  async persist(): Promise<void> {
    const target = this.committed;
    while (this.flushed < target) {
      this.flushing ??= this.flushOnce().finally(() => {
        this.flushing = null;
      });
      await this.flushing;
    }
  }

  run(sql: string, params: BindParams = []): number {
    this.assertOpen();
    const stmt = this.prepare(sql);
    try {
      stmt.run(params);
    } finally {
      stmt.reset();
    }
    return this.db.getRowsModified();
  }

  get<T extends object = Row>(sql: string, params: BindParams = []): T | undefined {
    this.assertOpen();
    const stmt = this.prepare(sql);
    try {
      stmt.bind(params);
      return stmt.step() ? (stmt.getAsObject() as T) : undefined;
    } finally {
      stmt.reset();
    }
  }

  all<T extends object = Row>(sql: string, params: BindParams = []): T[] {
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

  /** Flushes what is pending and releases the database. */
  async close(): Promise<void> {
    if (this.closed) return;
    await this.persist();
    for (const stmt of this.statements.values()) stmt.free();
    this.statements.clear();
    this.db.close();
    this.closed = true;
  }

  private prepare(sql: string): Statement {
    let stmt = this.statements.get(sql);
    if (!stmt) {
      stmt = this.db.prepare(sql);
      this.statements.set(sql, stmt);
    }
    return stmt;
  }

  private assertOpen(): void {
    if (this.closed) throw new Error('database is closed');
  }

  private async flushOnce(): Promise<void> {
    // Yield once so that transactions committed by requests arriving together share one write.
    await new Promise<void>((resolve) => setImmediate(resolve));
    const generation = this.committed;
    const image = this.db.export();
    await writeFileAtomic(this.file, image);
    this.flushed = Math.max(this.flushed, generation);
  }
}

/** Write a temp file, fsync it, rename it over the target, fsync the folder so the rename sticks. */
export async function writeFileAtomic(file: string, bytes: Uint8Array): Promise<void> {
  const temp = `${file}.tmp`;
  const handle = await open(temp, 'w', 0o600);
  try {
    await handle.writeFile(bytes);
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await rename(temp, file);
  } catch (error) {
    await unlink(temp).catch(() => undefined);
    throw error;
  }
  await syncFolder(dirname(file));
}

async function syncFolder(folder: string): Promise<void> {
  // Windows cannot open a folder for fsync; there the rename is as durable as the OS makes it.
  if (process.platform === 'win32') return;
  const handle = await open(folder, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
