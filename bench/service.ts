/**
 * `npm run bench:service`: requests per second of the local service for GET /v1/pricing and for the
 * full create-detection-then-poll cycle, next to a bare node:http server answering the same JSON,
 * measured in the same run on the same machine, so the table shows what hono, auth, validation,
 * the Markdown parse, the ledger and the durable write cost on top of raw HTTP.
 */
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Agent, request } from 'undici';
import { startService } from '../src/service';
import { silentLogger } from '../src/service/log';

const DURATION_MS = Number(process.env.BENCH_MS ?? 3000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const KEY = 'rk_bench_key';
const TEXT = Array.from({ length: 6 }, (_, p) =>
  Array.from({ length: 50 }, (_, i) => `word${(i * 7 + p) % 13}`).join(' ') + '. It is a sentence, and another one follows it.',
).join('\n\n');

const agent = new Agent({ connections: CONCURRENCY, pipelining: 1 });

interface Result {
  count: number;
  seconds: number;
  latencies: number[];
}

/** Runs `once` from CONCURRENCY loops for DURATION_MS; each call is one unit of work. */
async function load(once: () => Promise<void>): Promise<Result> {
  const latencies: number[] = [];
  const started = performance.now();
  const deadline = started + DURATION_MS;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        await once();
        latencies.push(performance.now() - t0);
      }
    }),
  );
  return { count: latencies.length, seconds: (performance.now() - started) / 1000, latencies };
}

async function json(method: 'GET' | 'POST', url: string, body?: string): Promise<Record<string, unknown>> {
  const res = await request(url, {
    method,
    dispatcher: agent,
    headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' },
    ...(body !== undefined ? { body } : {}),
  });
  const parsed = (await res.body.json()) as Record<string, unknown>;
  if (res.statusCode >= 400) throw new Error(`${method} ${url}: ${res.statusCode} ${JSON.stringify(parsed)}`);
  return parsed;
}

async function detectionCycle(origin: string, base: string): Promise<void> {
  const created = await json('POST', `${base}/v1/detections`, JSON.stringify({ text: TEXT }));
  let status = created.status;
  const poll = `${origin}${String(created.poll_url)}`;
  while (status !== 'succeeded' && status !== 'failed') {
    status = (await json('GET', poll)).status;
  }
  if (status !== 'succeeded') throw new Error('a check failed');
}

function row(scenario: string, server: string, r: Result): Record<string, string | number> {
  const sorted = [...r.latencies].sort((a, b) => a - b);
  const at = (p: number): number => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
  return {
    scenario,
    server,
    'per second': Math.round(r.count / r.seconds),
    'p50 ms': Number(at(0.5).toFixed(2)),
    'p99 ms': Number(at(0.99).toFixed(2)),
    count: r.count,
  };
}

/** A bare node:http server answering the same bodies the service gives, with no work behind them. */
async function bareServer(pricing: string, queued: string, succeeded: string): Promise<{ server: Server; origin: string }> {
  const server = createServer((req, res) => {
    const send = (status: number, body: string): void => {
      res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
      res.end(body);
    };
    if (req.method === 'POST') {
      req.resume();
      req.on('end', () => send(202, queued));
    } else if (req.url?.startsWith('/api/v1/pricing')) send(200, pricing);
    else send(200, succeeded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'redraft-bench-'));
  const service = await startService({
    dataDir,
    port: 0,
    paceMs: 0,
    log: silentLogger,
    runsPerMinute: 1e9,
    detectionsPerMinute: 1e9,
    seed: { accounts: [{ id: 'acct_bench', balance_usd: '1000000.000000', keys: [{ key: KEY }] }] },
  });
  try {
    // The same JSON the service answers, for the bare server to send back.
    const pricing = JSON.stringify(await json('GET', `${service.baseUrl}/v1/pricing`));
    const created = await json('POST', `${service.baseUrl}/v1/detections`, JSON.stringify({ text: TEXT }));
    let done = created;
    while (done.status !== 'succeeded') done = await json('GET', `${service.origin}${String(created.poll_url)}`);
    const bare = await bareServer(pricing, JSON.stringify(created), JSON.stringify(done));
    try {
      const rows = [
        row('GET /v1/pricing', 'bare node:http', await load(async () => void (await json('GET', `${bare.origin}/api/v1/pricing`)))),
        row('GET /v1/pricing', 'redraft service', await load(async () => void (await json('GET', `${service.baseUrl}/v1/pricing`)))),
        row('create check + poll to done', 'bare node:http', await load(() => detectionCycle(bare.origin, `${bare.origin}/api`))),
        row('create check + poll to done', 'redraft service', await load(() => detectionCycle(service.origin, service.baseUrl))),
      ];
      console.log(
        `Redraft service benchmark: ${CONCURRENCY} concurrent clients, ${DURATION_MS} ms per row, check text of ${TEXT.length} characters; ` +
          'one cycle = POST /v1/detections then GET poll_url until succeeded (the service persists each state change with fsync).',
      );
      console.table(rows);
    } finally {
      await new Promise((resolve) => bare.server.close(resolve));
    }
  } finally {
    await service.close();
    await agent.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
