/**
 * `npm run bench:storage`: what a run costs the disk, and how fast `POST /v1/runs` answers, on a
 * fresh database and after a long history (2,500 runs by default), for the journal the service
 * uses and, as the reference measured in the same run, the previous design (the whole database
 * exported and rewritten after every commit, `compactMinBytes: 0`).
 *
 * Each measured run is created, then followed to its end before the next, so "bytes per run" is
 * everything the run made the storage write (create, start, steps, settlement). Bytes are counted
 * at the storage's write layer; `/proc/self/io` write_bytes (what reached the block layer, when
 * the platform reports it) is shown beside them as a check from outside.
 *
 * Environment: BENCH_HISTORY (2500), BENCH_RUNS (40 runs measured per row), BENCH_REFERENCE_RUNS
 * (3: the reference after a long history writes a full image per commit, so it is kept short).
 */
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Agent, request } from 'undici';
import { startService } from '../src/service';
import type { RunningService } from '../src/service';
import { silentLogger } from '../src/service/log';

const HISTORY = Number(process.env.BENCH_HISTORY ?? 2500);
const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const REFERENCE_RUNS = Number(process.env.BENCH_REFERENCE_RUNS ?? 3);
const BUILD_CONCURRENCY = 4;
const KEY = 'rk_bench_storage';
const SEED = { accounts: [{ id: 'acct_bench', balance_usd: '1000000.000000', keys: [{ key: KEY }] }] };

const agent = new Agent({ connections: BUILD_CONCURRENCY + 1, pipelining: 1 });

/** A draft of about 2,400 characters (a typical run), different for every run. */
function draft(n: number): string {
  const sentence = (i: number): string =>
    `In draft ${n} the writer notes point ${i}, and it is worth saying that each idea builds on the last one with care.`;
  return Array.from({ length: 4 }, (_, p) => Array.from({ length: 5 }, (_, s) => sentence(p * 5 + s)).join(' ')).join('\n\n');
}

async function post(base: string, path: string, body: unknown): Promise<Record<string, unknown>> {
  const res = await request(`${base}${path}`, {
    method: 'POST',
    dispatcher: agent,
    headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const parsed = (await res.body.json()) as Record<string, unknown>;
  if (res.statusCode !== 202) throw new Error(`POST ${path}: ${res.statusCode} ${JSON.stringify(parsed)}`);
  return parsed;
}

async function get(url: string): Promise<Record<string, unknown>> {
  const res = await request(url, { dispatcher: agent, headers: { authorization: `Bearer ${KEY}` } });
  return (await res.body.json()) as Record<string, unknown>;
}

async function waitDone(service: RunningService, id: string): Promise<void> {
  for (;;) {
    const run = await get(`${service.baseUrl}/v1/runs/${id}`);
    if (run.status !== 'queued' && run.status !== 'running') return;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** One run end to end; returns the POST's latency in ms. */
async function oneRun(service: RunningService, n: number): Promise<number> {
  const t0 = performance.now();
  const created = await post(service.baseUrl, '/v1/runs', { text: draft(n), quality: 'standard' });
  const latency = performance.now() - t0;
  await waitDone(service, String(created.id));
  return latency;
}

function open(dataDir: string, compactMinBytes?: number): Promise<RunningService> {
  return startService({
    dataDir,
    port: 0,
    paceMs: 0,
    log: silentLogger,
    runsPerMinute: 1e9,
    detectionsPerMinute: 1e9,
    seed: SEED,
    ...(compactMinBytes !== undefined ? { storage: { compactMinBytes } } : {}),
  });
}

function blockWrites(): number | null {
  if (!existsSync('/proc/self/io')) return null;
  const match = /^write_bytes:\s*(\d+)$/m.exec(readFileSync('/proc/self/io', 'utf8'));
  return match?.[1] !== undefined ? Number(match[1]) : null;
}

function folderBytes(dataDir: string): number {
  return readdirSync(dataDir).reduce((sum, name) => sum + statSync(join(dataDir, name)).size, 0);
}

function mb(bytes: number): string {
  return bytes >= 1e6 ? `${(bytes / 1e6).toFixed(2)} MB` : `${(bytes / 1e3).toFixed(1)} kB`;
}

interface Measured {
  /** Time for the service to open the folder (snapshot read plus journal replay). */
  openMs: number;
  /** Journal bytes per run plus this run's share of the next compaction (a snapshot rewrite). */
  amortizedPerRun: number;
  p50: number;
  p95: number;
  mean: number;
  bytesPerRun: number;
  blockPerRun: number | null;
  folder: number;
  runs: number;
}

async function measure(dataDir: string, runs: number, compactMinBytes: number | undefined, first: number): Promise<Measured> {
  const opening = performance.now();
  const service = await open(dataDir, compactMinBytes);
  const openMs = performance.now() - opening;
  try {
    // Runs to warm up the JIT and the pricing cache; not counted.
    for (let i = 0; i < 3; i++) await oneRun(service, first - 10 - i);
    const before = service.storageStats().bytesWritten;
    const journalBefore = service.storageStats().journalBytes;
    const compactionsBefore = service.storageStats().compactions;
    const blockBefore = blockWrites();
    const latencies: number[] = [];
    for (let i = 0; i < runs; i++) latencies.push(await oneRun(service, first + i));
    const stats = service.storageStats();
    const written = stats.bytesWritten - before;
    const blockAfter = blockWrites();
    // Compaction comes once the journal outgrows the snapshot (4 MiB at least): each journal byte
    // brings that much closer a rewrite of the snapshot. With no compaction in the window, add that share.
    const journalPerRun = (stats.journalBytes - journalBefore) / runs;
    const compactedMeanwhile = stats.compactions !== compactionsBefore;
    const threshold = Math.max(4 * 1024 * 1024, stats.snapshotBytes);
    const amortizedPerRun =
      compactMinBytes === 0 || compactedMeanwhile ? written / runs : written / runs + (stats.snapshotBytes * journalPerRun) / threshold;
    const sorted = [...latencies].sort((a, b) => a - b);
    const at = (p: number): number => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
    return {
      openMs,
      amortizedPerRun,
      p50: at(0.5),
      p95: at(0.95),
      mean: latencies.reduce((a, b) => a + b, 0) / latencies.length,
      bytesPerRun: written / runs,
      blockPerRun: blockBefore !== null && blockAfter !== null ? (blockAfter - blockBefore) / runs : null,
      folder: folderBytes(dataDir),
      runs,
    };
  } finally {
    await service.close();
  }
}

/** Fills a folder with `count` finished runs, through the service itself (journal storage). */
async function buildHistory(dataDir: string, count: number): Promise<number> {
  const service = await open(dataDir);
  const t0 = performance.now();
  try {
    let next = 0;
    await Promise.all(
      Array.from({ length: BUILD_CONCURRENCY }, async () => {
        while (next < count) await oneRun(service, 100_000 + next++);
      }),
    );
  } finally {
    await service.close();
  }
  return (performance.now() - t0) / 1000;
}

function row(design: string, history: string, m: Measured): Record<string, string | number> {
  return {
    storage: design,
    history,
    'runs measured': m.runs,
    'POST p50 ms': Number(m.p50.toFixed(1)),
    'POST p95 ms': Number(m.p95.toFixed(1)),
    'POST mean ms': Number(m.mean.toFixed(1)),
    'written per run': mb(m.bytesPerRun),
    'with compaction share': mb(m.amortizedPerRun),
    'block writes per run': m.blockPerRun === null ? '-' : mb(m.blockPerRun),
    'data folder': mb(m.folder),
    'open ms': Math.round(m.openMs),
  };
}

async function main(): Promise<void> {
  const root = mkdtempSync(join(tmpdir(), 'redraft-bench-storage-'));
  try {
    const JOURNAL = 'journal + compaction';
    const REFERENCE = 'full rewrite per commit (before)';
    // A throwaway service first, so the first measured row does not pay for JIT warm-up.
    await measure(join(root, 'warm-up'), 10, undefined, 900_000);
    const freshJournal = await measure(join(root, 'fresh-journal'), RUNS, undefined, 0);
    const freshReference = await measure(join(root, 'fresh-reference'), RUNS, 0, 0);

    const history = join(root, 'history');
    const buildSeconds = await buildHistory(history, HISTORY);
    const historyCopy = join(root, 'history-reference');
    cpSync(history, historyCopy, { recursive: true });
    const label = `after ${HISTORY.toLocaleString('en-US')} runs`;
    const longJournal = await measure(history, RUNS, undefined, 200_000);
    const longReference = await measure(historyCopy, REFERENCE_RUNS, 0, 300_000);

    console.log(
      `Redraft storage benchmark: one client, each run (~${draft(0).length} characters, standard quality, pace 0) followed to its end ` +
        `before the next; a history of ${HISTORY.toLocaleString('en-US')} runs built in ${buildSeconds.toFixed(0)} s. ` +
        'Both designs fsync before answering.',
    );
    console.table([
      row(JOURNAL, 'fresh', freshJournal),
      row(JOURNAL, label, longJournal),
      row(REFERENCE, 'fresh', freshReference),
      row(REFERENCE, label, longReference),
    ]);
    const ratio = (a: Measured, b: Measured): string => (a.p50 / b.p50).toFixed(2);
    console.log(
      `POST /v1/runs p50 ${label} ÷ fresh: journal ${ratio(longJournal, freshJournal)}× (target ≤ 1.5×), ` +
        `before ${ratio(longReference, freshReference)}×. Written per run ${label}: journal ${mb(longJournal.amortizedPerRun)} with its compaction share ` +
        `(target ≤ 2 MB), before ${mb(longReference.bytesPerRun)}.`,
    );
  } finally {
    await agent.close();
    rmSync(root, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
