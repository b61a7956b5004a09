/**
 * Durability and money: restart keeps everything, erased texts leave no bytes in the database
 * file, check texts never reach it, concurrent holds never overdraw, and a SIGKILLed service
 * settles its runs on restart.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseUsd } from '../../src/contract/money';
import { runSchema } from '../../src/contract/runs';
import { call, Gate, KEYS, poll, prop, ScriptedRewriter, SEED, SESSION, startTestService, tempDir, waitForDetection, waitForRun, words } from './helpers';
import type { DetectorEngine, Progress } from '../../src/service';
import type { DetectionReport } from '../../src/contract/detections';
import type { ProseModel } from '../../src/text';

/** Whether any file of the data folder (snapshot, journal, anything else) holds the marker. */
function fileHas(dataDir: string, marker: string): boolean {
  return readdirSync(dataDir).some((name) => readFileSync(join(dataDir, name)).includes(Buffer.from(marker, 'utf8')));
}

describe('service: durability', () => {
  it('a restart on the same folder keeps accounts, keys, runs, events and the ledger', async () => {
    const dataDir = tempDir();
    try {
      const first = await startTestService({ dataDir });
      const key = String(prop((await first.api('POST', '/v1/keys', { key: null, cookie: `session=${SESSION}`, body: { name: 'kept' } })).body, 'key'));
      const id = String(prop((await first.api('POST', '/v1/runs', { body: { text: 'We utilize what we do not forget. It is kept.' } })).body, 'id'));
      const run = (await waitForRun(first, id)).body;
      const ledger = (await first.api('GET', '/v1/billing/ledger')).body;
      const stream = (await first.api('GET', `/v1/runs/${id}/events`)).body;
      await first.close();

      const second = await startTestService({ dataDir, seed: { accounts: [] } });
      try {
        assert.deepEqual((await second.api('GET', `/v1/runs/${id}`)).body, run);
        assert.deepEqual((await second.api('GET', '/v1/billing/ledger')).body, ledger);
        assert.equal((await second.api('GET', `/v1/runs/${id}/events`)).body, stream);
        assert.equal((await second.api('GET', '/v1/me', { key })).status, 200);
        assert.equal(prop((await second.api('GET', '/v1/me')).body, 'balance_usd'), '24.990000');
        assert.deepEqual(second.service.recovered, { runs: 0, detections: 0 });
      } finally {
        await second.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('a second service on the same folder is refused', async () => {
    const t = await startTestService();
    try {
      await assert.rejects(startTestService({ dataDir: t.dataDir }), /already served/);
    } finally {
      await t.close();
    }
  });

  it('erased run texts leave no bytes in the database file (one run, and all runs)', async () => {
    const t = await startTestService();
    try {
      const long = `Zqxlongmarker ${words(700)} Zqxlongend`;
      const ids: string[] = [];
      for (const text of ['Zqxshortmarker stays private.', long, 'Zqxthirdmarker also private.']) {
        ids.push(String(prop((await t.api('POST', '/v1/runs', { body: { text } })).body, 'id')));
      }
      for (const id of ids) await waitForRun(t, id);
      for (const marker of ['Zqxshortmarker', 'Zqxlongmarker', 'Zqxlongend', 'Zqxthirdmarker']) {
        assert.ok(fileHas(t.dataDir, marker), `${marker} is stored before erasure (the test would prove nothing otherwise)`);
      }
      await t.api('DELETE', `/v1/runs/${ids[0] ?? ''}`);
      await t.api('DELETE', `/v1/runs/${ids[1] ?? ''}`);
      for (const marker of ['Zqxshortmarker', 'Zqxlongmarker', 'Zqxlongend']) assert.equal(fileHas(t.dataDir, marker), false, marker);
      assert.ok(fileHas(t.dataDir, 'Zqxthirdmarker'));
      await t.api('DELETE', '/v1/runs?confirm=true');
      assert.equal(fileHas(t.dataDir, 'Zqxthirdmarker'), false);
    } finally {
      await t.close();
    }
  });

  it('check texts never reach the database file, during or after the check', async () => {
    const gate = new Gate();
    const detector: DetectorEngine = {
      name: 'gated',
      stages: ['read'],
      async *detect(model: ProseModel): AsyncGenerator<Progress, DetectionReport, undefined> {
        yield { stage: 'read', done: 0, total: 1 };
        await gate.wait();
        return { version: 2, score: 0.2, verdict: 'human', words: model.proseWordCount, sentences: 1, mean_sentence_words: 1, paragraphs: [], signals: [], models: 1, elapsed_ms: 0, basis: 'whole_text' };
      },
    };
    const t = await startTestService({ detector });
    try {
      const text = `Zqxcheckmarker ${words(60)}`;
      const id = String(prop((await t.api('POST', '/v1/detections', { body: { text } })).body, 'id'));
      await poll(() => t.api('GET', `/v1/detections/${id}`), (r) => prop(r.body, 'status') === 'running', 5000, 'running');
      assert.equal(fileHas(t.dataDir, 'Zqxcheckmarker'), false);
      gate.open();
      await waitForDetection(t, id);
      assert.equal(fileHas(t.dataDir, 'Zqxcheckmarker'), false);
      assert.ok(!t.log.lines.join('\n').includes('Zqxcheckmarker'));
    } finally {
      await t.close();
    }
  });
});

describe('service: ledger under concurrency', () => {
  it('50 concurrent creations against a balance for exactly k holds: k accepted, the rest 402; after settling balance = start − Σ charges, no open holds', async () => {
    const k = 7;
    const hold = 120_000; // 100 prose words at the standard high rate of $1.20 per 1,000
    const rewriter = new ScriptedRewriter({ steps: 3, costMicros: 25_000, gated: true });
    const t = await startTestService({
      rewriter,
      seed: { accounts: [{ id: 'acct_k', balance_usd: `0.${String(k * hold).padStart(6, '0')}`, keys: [{ key: 'rk_test_ledger' }] }] },
    });
    try {
      const responses = await Promise.all(
        Array.from({ length: 50 }, () => t.api('POST', '/v1/runs', { key: 'rk_test_ledger', body: { text: words(100) } })),
      );
      const accepted = responses.filter((r) => r.status === 202);
      const refused = responses.filter((r) => r.status === 402);
      assert.equal(accepted.length, k);
      assert.equal(refused.length, 50 - k);
      for (const r of refused) assert.equal(prop(r.body, 'detail', 'details', 'hold_required_usd'), '0.120000');
      for (const r of accepted) assert.equal(prop(r.body, 'held_usd'), '0.120000');
      const me = await t.api('GET', '/v1/me', { key: 'rk_test_ledger' });
      assert.equal(prop(me.body, 'available_usd'), '0.000000');

      rewriter.gate.open();
      let charged = 0;
      for (const r of accepted) {
        const run = runSchema.parse((await waitForRun(t, String(prop(r.body, 'id')), undefined, 'rk_test_ledger')).body);
        charged += parseUsd(run.billing.charged_usd);
      }
      assert.equal(charged, k * 75_000);
      const balance = await t.api('GET', '/v1/billing/balance', { key: 'rk_test_ledger' });
      assert.equal(parseUsd(String(prop(balance.body, 'balance_usd'))), k * hold - charged);
      assert.equal(prop(balance.body, 'held_usd'), '0.000000');
      assertLedgerBalanced(await ledgerEntries(t.base, 'rk_test_ledger'), k * hold);
    } finally {
      await t.close();
    }
  });
});

async function ledgerEntries(base: string, key: string): Promise<Array<Record<string, unknown>>> {
  const entries: Array<Record<string, unknown>> = [];
  let cursor: string | null = null;
  do {
    const page = await call(base, 'GET', `/v1/billing/ledger?limit=100${cursor ? `&cursor=${cursor}` : ''}`, { key });
    entries.push(...(prop(page.body, 'data') as Array<Record<string, unknown>>));
    cursor = (prop(page.body, 'next_cursor') as string | null) ?? null;
  } while (cursor);
  return entries;
}

/** Every hold is closed by exactly its charge plus release (or a charge above it), and charges sum to the spend. */
function assertLedgerBalanced(entries: Array<Record<string, unknown>>, start: number): void {
  const byHold = new Map<string, { hold: number; charge: number; release: number }>();
  let charges = 0;
  let credits = 0;
  for (const e of entries) {
    const amount = parseUsd(String(e.amount_usd));
    if (e.kind === 'credit' || e.kind === 'adjustment') credits += amount;
    if (e.kind === 'charge') charges += amount;
    if (typeof e.hold_id !== 'string') continue;
    const h = byHold.get(e.hold_id) ?? { hold: 0, charge: 0, release: 0 };
    if (e.kind === 'hold') h.hold += amount;
    if (e.kind === 'charge') h.charge += amount;
    if (e.kind === 'release') h.release += amount;
    byHold.set(e.hold_id, h);
  }
  assert.equal(credits, start);
  for (const [id, h] of byHold) {
    assert.ok(h.charge + h.release === h.hold || (h.charge > h.hold && h.release === 0), `hold ${id} is settled exactly: ${JSON.stringify(h)}`);
  }
  const latest = entries[0];
  assert.equal(parseUsd(String(latest?.balance_after_usd)), start - charges);
}

describe('service: crash recovery', function () {
  this.timeout(60_000);

  it('after SIGKILL mid-run, a restart settles every run (failed, done work charged, rest released) and the ledger balances', async () => {
    const dataDir = tempDir();
    const seedFile = join(dataDir, 'seed.json');
    writeFileSync(seedFile, JSON.stringify(SEED));
    let child: ChildProcess | null = null;
    try {
      const started = await spawnService(['--data', dataDir, '--seed', seedFile, '--pace-ms', '150', '--runs-per-minute', '100', '--detections-per-minute', '100']);
      child = started.child;
      const base = started.baseUrl;
      const ids: string[] = [];
      for (let i = 0; i < 4; i++) {
        ids.push(String(prop((await call(base, 'POST', '/v1/runs', { body: { text: paragraphs(10, 40) } })).body, 'id')));
      }
      const check = String(prop((await call(base, 'POST', '/v1/detections', { body: { text: words(300) } })).body, 'id'));
      // Wait until some work is committed on every run, so the kill lands mid-run.
      for (const id of ids) {
        await poll(() => call(base, 'GET', `/v1/runs/${id}`), (r) => parseUsd(String(prop(r.body, 'billing', 'projected_charge_usd'))) > 0, 10_000, 'work');
      }
      const before = await Promise.all(ids.map((id) => call(base, 'GET', `/v1/runs/${id}`)));
      assert.ok(before.every((r) => prop(r.body, 'status') === 'running'), 'runs are in progress when killed');
      child.kill('SIGKILL');
      await new Promise((resolve) => child?.once('exit', resolve));
      child = null;

      const t = await startTestService({ dataDir, seed: { accounts: [] } });
      try {
        assert.equal(t.service.recovered.runs, 4);
        let charged = 0;
        for (const [i, id] of ids.entries()) {
          const run = runSchema.parse((await t.api('GET', `/v1/runs/${id}`)).body);
          assert.equal(run.status, 'failed');
          assert.deepEqual(run.scores.reasons, ['interrupted: the service stopped before the run finished']);
          const seen = parseUsd(String(prop(before[i]?.body, 'billing', 'projected_charge_usd')));
          const final = parseUsd(run.billing.charged_usd);
          assert.ok(final >= seen && final <= parseUsd(run.billing.held_usd), `charged ${final} covers the work seen (${seen}) within the hold`);
          charged += final;
          const events = String((await t.api('GET', `/v1/runs/${id}/events`)).body);
          assert.match(events, /event: done\ndata: \{"type":"done","status":"failed"/);
        }
        const detection = await t.api('GET', `/v1/detections/${check}`);
        if (prop(detection.body, 'status') === 'failed') assert.equal(prop(detection.body, 'charged_usd'), '0.000000');
        const detectionCharge = parseUsd(String(prop(detection.body, 'charged_usd') ?? '0.000000'));
        const balance = await t.api('GET', '/v1/billing/balance');
        assert.equal(prop(balance.body, 'held_usd'), '0.000000');
        assert.equal(parseUsd(String(prop(balance.body, 'balance_usd'))), 25_000_000 - charged - detectionCharge);
        assertLedgerBalanced(await ledgerEntries(t.base, KEYS.writer), 25_000_000);
      } finally {
        await t.close();
      }
    } finally {
      child?.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('SIGTERM shuts down gracefully: runs in progress are settled before exit', async () => {
    const dataDir = tempDir();
    const seedFile = join(dataDir, 'seed.json');
    writeFileSync(seedFile, JSON.stringify(SEED));
    const { child, baseUrl } = await spawnService(['--data', dataDir, '--seed', seedFile, '--pace-ms', '200']);
    try {
      const id = String(prop((await call(baseUrl, 'POST', '/v1/runs', { body: { text: paragraphs(10, 40) } })).body, 'id'));
      await poll(() => call(baseUrl, 'GET', `/v1/runs/${id}`), (r) => prop(r.body, 'status') === 'running', 10_000, 'running');
      const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
      child.kill('SIGTERM');
      assert.equal(await exited, 0);
      const t = await startTestService({ dataDir, seed: { accounts: [] } });
      try {
        assert.equal(t.service.recovered.runs, 0, 'nothing was left for recovery');
        assert.equal(prop((await t.api('GET', `/v1/runs/${id}`)).body, 'status'), 'failed');
        assert.equal(prop((await t.api('GET', '/v1/billing/balance')).body, 'held_usd'), '0.000000');
      } finally {
        await t.close();
      }
    } finally {
      child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

/** `count` paragraphs of `size` words: the simple rewriter takes one step per paragraph. */
function paragraphs(count: number, size: number): string {
  return Array.from({ length: count }, () => words(size)).join('\n\n');
}

/** Starts `redraft serve` from source in a child process and waits for its listening line. */
function spawnService(args: string[]): Promise<{ child: ChildProcess; baseUrl: string }> {
  const main = join(__dirname, '..', '..', 'src', 'cli', 'main.ts');
  const child = spawn(process.execPath, ['--import', 'tsx', main, 'serve', '--port', '0', ...args], {
    cwd: join(__dirname, '..', '..'),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    const timer = setTimeout(() => reject(new Error(`service did not start: ${out} ${err}`)), 20_000);
    child.stderr?.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /Redraft service listening at (\S+)/.exec(out);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({ child, baseUrl: match[1] });
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`service exited with ${String(code)}: ${err}`));
    });
  });
}
