/**
 * `startService`: the local service as a library, for `redraft serve`, the CLI and the VS Code
 * extension. It opens (or creates) the data folder, settles whatever a previous process left
 * unfinished, applies a seed, and listens. `close()` stops accepting, ends runs in progress as
 * failed with their done work charged (nothing left dangling), flushes, and releases the folder.
 */
import { createAdaptorServer } from '@hono/node-server';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve, join } from 'node:path';
import type { Micros } from '../contract/money';
import { accountCount, addKey, addSession, DEFAULT_STARTING_BALANCE, getAccount, SCOPES, upsertAccount } from './accounts';
import type { Scope } from './accounts';
import { createApp } from './app';
import { Store, StorageUnavailableError } from './db';
import type { StorageStats } from './db';
import type { Disk } from './disk';
import { Detections } from './detections';
import type { DetectorEngine, RewriterEngine } from './engines';
import { EventLog } from './events';
import { localAccountId, rememberLocalAccount } from './meta';
import { allowedHostNames } from './hosts';
import { toLogger } from './log';
import type { Logger } from './log';
import { PricingBook } from './pricing';
import { RateLimiter } from './ratelimit';
import { RunWorker } from './run-worker';
import { finishedRunCosts, RunStore } from './runs';
import { applySeed, readSeedFile } from './seed';
import type { SeedFile } from './seed';
import { LocalDetector } from '../detector';
import { localRewriter } from '../rewriter';

export interface ServiceOptions {
  /** Storage folder; created if missing. */
  dataDir: string;
  /** Bind address. Loopback unless told otherwise. */
  host?: string;
  /** 0 picks a free port. */
  port?: number;
  /** Pause between work steps of a run or check. */
  paceMs?: number;
  /** How long a detection is kept. */
  detectionTtlMs?: number;
  runsPerMinute?: number;
  detectionsPerMinute?: number;
  /** A seed object, or the path of a seed file. */
  seed?: SeedFile | string;
  /**
   * With no seed and no account in the data folder, create one local account (with a starting
   * balance, a key with every scope and a session) and report it in `createdAccount`.
   */
  createAccountIfEmpty?: boolean;
  startingBalanceMicros?: Micros;
  detector?: DetectorEngine;
  rewriter?: RewriterEngine;
  /** Diagnostics (ids and codes, never texts). A plain line sink works too. Default: stderr. */
  log?: Logger | ((line: string) => void);
  /** Folder holding sql-wasm.wasm when it is not beside this module (e.g. the extension's dist/). */
  wasmDir?: string;
  /** Interval of `: ping` comments on event streams. */
  pingIntervalMs?: number;
  maxBodyBytes?: number;
  runConcurrency?: number;
  detectionConcurrency?: number;
  /** Host names accepted besides the bound address and localhost. */
  allowedHosts?: string[];
  clock?: () => number;
  /** Storage tuning and fault injection (tests, the benchmark). */
  storage?: {
    /** Where writes go: `faultyDisk(nodeDisk, …)` makes them fail as a full disk would. */
    disk?: Disk;
    /** Journal size that triggers compaction when the snapshot is smaller; 0 compacts every commit. */
    compactMinBytes?: number;
    /** How often a store whose disk failed tries again. */
    retryMs?: number;
  };
}

export interface ProvisionOptions {
  /** Add a key and session to this existing account instead of creating one. */
  accountId?: string;
  email?: string;
  balanceMicros?: Micros;
  scopes?: readonly Scope[];
  keyName?: string;
}

export interface ProvisionedAccount {
  accountId: string;
  /** Shown once; only its digest is stored. */
  apiKey: string;
  /** For the `session=<token>` cookie (key management). */
  sessionToken: string;
}

export interface RunningService {
  /** e.g. `http://127.0.0.1:8787/api` */
  baseUrl: string;
  /** e.g. `http://127.0.0.1:8787`: resolve `events_url` and `poll_url` against it. */
  origin: string;
  host: string;
  port: number;
  dataDir: string;
  databaseFile: string;
  /** Set when this start created the first local account (see `createAccountIfEmpty`). */
  createdAccount: ProvisionedAccount | null;
  /** What the start found unfinished and settled. */
  recovered: { runs: number; detections: number };
  /** Creates an account (or adds a key and session to `accountId`) and returns the new key once. */
  provisionAccount(options?: ProvisionOptions): Promise<ProvisionedAccount>;
  /**
   * The extension's "local account on first use": a new key for this data folder's local account,
   * creating that account (with the starting balance) the first time.
   */
  provisionLocalKey(): Promise<string>;
  /** Bytes written, file sizes, and whether the disk currently refuses commits. */
  storageStats(): StorageStats;
  close(): Promise<void>;
}

export const DEFAULTS = {
  host: '127.0.0.1',
  port: 8787,
  paceMs: 200,
  detectionTtlMs: 3_600_000,
  runsPerMinute: 6,
  detectionsPerMinute: 10,
  pingIntervalMs: 15_000,
  // Room for 35,000 characters even when every one is \uXXXX-escaped, and no more.
  maxBodyBytes: 512 * 1024,
  runConcurrency: 8,
  detectionConcurrency: 4,
} as const;

export async function startService(options: ServiceOptions): Promise<RunningService> {
  const dataDir = resolve(options.dataDir);
  const log = toLogger(options.log);
  const clock = options.clock ?? Date.now;
  const now = (): string => new Date(clock()).toISOString();
  const releaseLock = await takeFolder(dataDir);
  let store: Store | null = null;
  try {
    store = await Store.open(dataDir, {
      ...(options.wasmDir !== undefined ? { wasmDir: options.wasmDir } : {}),
      ...options.storage,
      onFault: (message, error) => (error === undefined ? log.info(message) : log.error(message, error)),
    });
    const events = new EventLog(store, now);
    const opening = store;
    const pricing = new PricingBook((quality, limit) => finishedRunCosts(opening, quality, limit));
    const runs = new RunStore(store, events, now);
    const paceMs = options.paceMs ?? DEFAULTS.paceMs;
    const worker = new RunWorker({
      store,
      runs,
      events,
      pricing,
      rewriter: options.rewriter ?? localRewriter,
      paceMs,
      concurrency: options.runConcurrency ?? DEFAULTS.runConcurrency,
      log,
    });
    const detections = new Detections({
      store,
      detector: options.detector ?? new LocalDetector(),
      paceMs,
      concurrency: options.detectionConcurrency ?? DEFAULTS.detectionConcurrency,
      ttlMs: options.detectionTtlMs ?? DEFAULTS.detectionTtlMs,
      clock,
      log,
    });
    const recovered = { runs: await worker.recover(), detections: await detections.recover() };
    // Taken-back commits may have moved the figures the pricing cache was computed from.
    store.on('reloaded', () => pricing.invalidate());
    // The disk is back: nothing may stay held for work whose progress could not be saved.
    store.on('recovered', () => {
      const settle = async (): Promise<void> => {
        const runsSettled = await worker.settleStranded();
        const checksSettled = await detections.settleStranded();
        if (runsSettled + checksSettled > 0) log.info(`Settled ${runsSettled} run(s) and ${checksSettled} check(s) stopped by the disk failure`);
      };
      settle().catch((error: unknown) => log.error('settling work stopped by the disk failure failed; retried when the disk is back', error));
    });
    if (recovered.runs + recovered.detections > 0) {
      log.info(`Settled ${recovered.runs} run(s) and ${recovered.detections} check(s) left unfinished by the last stop`);
    }

    if (options.seed !== undefined) {
      const seed = typeof options.seed === 'string' ? await readSeedFile(options.seed) : options.seed;
      await applySeed(store, seed, now());
    }
    const opened = store;
    const provisionAccount = (p: ProvisionOptions = {}): Promise<ProvisionedAccount> =>
      opened.write(() => {
        const at = now();
        let accountId = p.accountId;
        if (accountId !== undefined) {
          if (!getAccount(opened, accountId)) throw new Error(`account ${accountId} does not exist`);
        } else {
          accountId = upsertAccount(
            opened,
            { email: p.email ?? null, balance: p.balanceMicros ?? options.startingBalanceMicros ?? DEFAULT_STARTING_BALANCE },
            at,
          ).id;
          // The first account made here is the folder's local account (see provisionLocalKey).
          rememberLocalAccount(opened, accountId);
        }
        const { secret } = addKey(opened, accountId, p.scopes ?? SCOPES, at, { name: p.keyName ?? 'local' });
        return { accountId, apiKey: secret, sessionToken: addSession(opened, accountId, at) };
      });
    const provisionLocalKey = async (): Promise<string> => {
      const local = localAccountId(opened);
      const usable = local !== undefined && getAccount(opened, local) !== undefined;
      return (await provisionAccount(usable ? { accountId: local } : {})).apiKey;
    };
    const createdAccount =
      options.createAccountIfEmpty && options.seed === undefined && accountCount(store) === 0 ? await provisionAccount() : null;

    const host = options.host ?? DEFAULTS.host;
    const streams = new Set<() => void>();
    let boundPort = 0;
    const app = createApp({
      store,
      runs,
      worker,
      detections,
      events,
      pricing,
      runLimiter: new RateLimiter(options.runsPerMinute ?? DEFAULTS.runsPerMinute, 'runs', clock),
      detectionLimiter: new RateLimiter(options.detectionsPerMinute ?? DEFAULTS.detectionsPerMinute, 'checks', clock),
      log,
      clock,
      pingMs: options.pingIntervalMs ?? DEFAULTS.pingIntervalMs,
      maxBodyBytes: options.maxBodyBytes ?? DEFAULTS.maxBodyBytes,
      allowedHosts: allowedHostNames(host, options.allowedHosts),
      port: () => boundPort,
      streams,
    });
    // overrideGlobalObjects: false — inside VS Code's extension host the service must not replace
    // the global Request/Response that other extensions share.
    const server = createAdaptorServer({ fetch: app.fetch, overrideGlobalObjects: false }) as Server;
    const port = await listen(server, host, options.port ?? DEFAULTS.port);
    boundPort = port;
    detections.startSweeping();

    const urlHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
    const origin = `http://${urlHost}:${port}`;
    let closing: Promise<void> | null = null;
    const close = (): Promise<void> => {
      closing ??= (async () => {
        const closed = new Promise<void>((done) => server.close(() => done()));
        server.closeIdleConnections();
        await worker.shutdown();
        await detections.shutdown();
        for (const end of [...streams]) end();
        // Requests already being answered get a moment to finish; then every connection goes.
        const force = setTimeout(() => server.closeAllConnections(), 2000);
        force.unref();
        server.closeIdleConnections();
        await closed;
        clearTimeout(force);
        await opened.close();
        releaseLock();
      })();
      return closing;
    };
    return {
      baseUrl: `${origin}/api`,
      origin,
      host,
      port,
      dataDir,
      databaseFile: store.file,
      createdAccount,
      recovered,
      provisionAccount,
      provisionLocalKey,
      storageStats: () => opened.stats(),
      close,
    };
  } catch (error) {
    await store?.close().catch(() => undefined);
    releaseLock();
    throw error;
  }
}

/** Creates the folder and takes its lock, naming the folder (not a file in it) when it cannot be written. */
async function takeFolder(dataDir: string): Promise<() => void> {
  try {
    await mkdir(dataDir, { recursive: true });
    return acquireLock(dataDir);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EROFS' || code === 'EACCES' || code === 'EPERM' || code === 'ENOSPC' || code === 'ENOTDIR' || code === 'EEXIST') {
      throw new StorageUnavailableError(dataDir, { cause: error });
    }
    throw error;
  }
}

function listen(server: Server, host: string, port: number): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const onError = (error: Error): void => reject(error);
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      resolvePort((server.address() as AddressInfo).port);
    });
  });
}

const lockedHere = new Set<string>();

/**
 * One service per data folder: two processes exporting the same database would overwrite each
 * other's writes. A lock left by a process that died (a crash, SIGKILL) is taken over.
 */
function acquireLock(dataDir: string): () => void {
  const file = join(dataDir, 'service.lock');
  if (lockedHere.has(dataDir)) throw new Error(`the data folder ${dataDir} is already served by this process`);
  if (existsSync(file)) {
    const pid = Number(readFileSync(file, 'utf8').trim());
    if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid)) {
      throw new Error(`the data folder ${dataDir} is in use by process ${pid}`);
    }
  }
  writeFileSync(file, String(process.pid));
  lockedHere.add(dataDir);
  return () => {
    if (!lockedHere.delete(dataDir)) return;
    rmSync(file, { force: true });
  };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
