/**
 * Storage: commits append to a journal instead of rewriting the database; the journal replays on
 * start (a torn tail and a stale journal are ignored); and "memory equals disk" when the disk
 * fails — a real write failure (ENOSPC from a fault-injecting disk, since tests may run as root
 * where a read-only folder does not stop writes).
 */
import assert from 'node:assert/strict';
import { appendFileSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseUsd } from '../../src/contract/money';
import { DATABASE_FILE, JOURNAL_FILE, StorageUnavailableError, Store } from '../../src/service/db';
import { faultyDisk, nodeDisk } from '../../src/service/disk';
import type { Disk } from '../../src/service/disk';
import { apiError, expectError, Gate, KEYS, poll, prop, ScriptedRewriter, SESSION, startTestService, tempDir, waitForDetection, waitForRun, words } from './helpers';
import type { DetectorEngine, Progress } from '../../src/service';
import type { DetectionReport } from '../../src/contract/detections';
import type { ProseModel } from '../../src/text';
import initSqlJs from 'sql.js';
import { locateSqlWasm } from '../../src/service/db';
import type { TestService } from './helpers';

/** A disk that refuses writes while `broken.on` is set. */
function breakableDisk(): { disk: ReturnType<typeof faultyDisk>; broken: { on: boolean } } {
  const broken = { on: false };
  return { disk: faultyDisk(nodeDisk, () => broken.on), broken };
}

async function heldUsd(t: TestService): Promise<string> {
  return String(prop((await t.api('GET', '/v1/me')).body, 'held_usd'));
}

async function runCount(t: TestService): Promise<number> {
  return (prop((await t.api('GET', '/v1/runs?limit=100')).body, 'data') as unknown[]).length;
}

describe('service: storage', () => {
  it('commits append to the journal; the snapshot is not rewritten per commit', async () => {
    const t = await startTestService();
    try {
      const snapshot = statSync(join(t.dataDir, DATABASE_FILE));
      const before = t.service.storageStats();
      for (let i = 0; i < 5; i++) {
        const id = String(prop((await t.api('POST', '/v1/runs', { body: { text: `Run number ${i} is short and plain.` } })).body, 'id'));
        await waitForRun(t, id);
      }
      const after = t.service.storageStats();
      assert.equal(after.compactions, before.compactions, 'no compaction for a few small runs');
      assert.equal(statSync(join(t.dataDir, DATABASE_FILE)).mtimeMs, snapshot.mtimeMs, 'snapshot untouched');
      // Each run is a handful of small frames, nowhere near a database image.
      assert.ok(after.bytesWritten - before.bytesWritten < 5 * 20_000, `${after.bytesWritten - before.bytesWritten} bytes for 5 runs`);
      assert.ok(after.journalBytes > before.journalBytes);
    } finally {
      await t.close();
    }
  });

  it('replays the journal on start, ignoring a torn tail', async () => {
    const dataDir = tempDir();
    try {
      const first = await startTestService({ dataDir });
      const id = String(prop((await first.api('POST', '/v1/runs', { body: { text: 'Kept across a restart.' } })).body, 'id'));
      const run = (await waitForRun(first, id)).body;
      await first.close();
      // A crash in the middle of an append: half a frame header and some bytes.
      appendFileSync(join(dataDir, JOURNAL_FILE), Buffer.from([200, 1, 0, 0, 7, 7, 7]));
      const second = await startTestService({ dataDir, seed: { accounts: [] } });
      try {
        assert.deepEqual((await second.api('GET', `/v1/runs/${id}`)).body, run);
        const next = await second.api('POST', '/v1/runs', { body: { text: 'Written after the torn tail was cut.' } });
        assert.equal(next.status, 202);
        await waitForRun(second, String(prop(next.body, 'id')));
      } finally {
        await second.close();
      }
      const third = await startTestService({ dataDir, seed: { accounts: [] } });
      try {
        assert.equal(await runCount(third), 2);
      } finally {
        await third.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('compaction (here on every commit) keeps every run across a restart', async () => {
    const dataDir = tempDir();
    try {
      const first = await startTestService({ dataDir, storage: { compactMinBytes: 0 } });
      const ids: string[] = [];
      for (let i = 0; i < 6; i++) {
        ids.push(String(prop((await first.api('POST', '/v1/runs', { body: { text: `Compaction ${i} keeps every run.` } })).body, 'id')));
        await waitForRun(first, ids[i] ?? '');
      }
      assert.ok(first.service.storageStats().compactions > 6);
      const me = (await first.api('GET', '/v1/me')).body;
      await first.close();
      const second = await startTestService({ dataDir, seed: { accounts: [] } });
      try {
        assert.equal(await runCount(second), 6);
        assert.deepEqual((await second.api('GET', '/v1/me')).body, me);
      } finally {
        await second.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('a journal of another generation (a crash between snapshot and journal) is not replayed twice', async () => {
    const dataDir = tempDir();
    try {
      const store = await Store.open(dataDir);
      await store.write(() => store.run("INSERT INTO meta (key, value) VALUES ('counter', '1')"));
      const staleJournal = readFileSync(join(dataDir, JOURNAL_FILE));
      // A compaction: the snapshot now holds the row, and the journal starts over.
      await store.write(() => {
        store.run("UPDATE meta SET value = '2' WHERE key = 'counter'");
        store.compactOnCommit();
      });
      await store.close();
      // The crash: the new snapshot is in place but the old journal was never replaced.
      writeFileSync(join(dataDir, JOURNAL_FILE), staleJournal);
      const reopened = await Store.open(dataDir);
      try {
        assert.equal(reopened.get<{ value: string }>("SELECT value FROM meta WHERE key = 'counter'")?.value, '2');
      } finally {
        await reopened.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('a compaction whose new journal cannot be created keeps what the snapshot holds and refuses commits until healed', async () => {
    const dataDir = tempDir();
    try {
      const journalFails = { on: false };
      const disk: Disk = {
        replaceFile: (file, bytes) => (journalFails.on && file.endsWith(JOURNAL_FILE) ? Promise.reject(Object.assign(new Error('EIO'), { code: 'EIO' })) : nodeDisk.replaceFile(file, bytes)),
        openAppend: (file) => nodeDisk.openAppend(file),
      };
      const store = await Store.open(dataDir, { disk, retryMs: 60_000 });
      const set = (key: string): Promise<number> => store.write(() => store.run('INSERT INTO meta (key, value) VALUES (?, ?)', [key, 'yes']));
      await set('a');
      journalFails.on = true;
      // The snapshot is written, so this commit is durable; only the journal after it is missing.
      await store.write(() => {
        store.run("INSERT INTO meta (key, value) VALUES ('b', 'yes')");
        store.compactOnCommit();
      });
      assert.equal(store.available, false);
      await assert.rejects(set('refused'), StorageUnavailableError);
      journalFails.on = false;
      assert.equal(await store.heal(), true);
      await set('c');
      await store.close();
      const reopened = await Store.open(dataDir);
      try {
        const keys = reopened.all<{ key: string }>("SELECT key FROM meta WHERE value = 'yes' ORDER BY key").map((r) => r.key);
        assert.deepEqual(keys, ['a', 'b', 'c']);
      } finally {
        await reopened.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('a folder written before the journal existed (snapshot only) opens with its data and gains a journal', async () => {
    const dataDir = tempDir();
    try {
      const store = await Store.open(dataDir);
      await store.write(() => store.run("INSERT INTO meta (key, value) VALUES ('kept', 'yes')"));
      await store.close();
      // Make it look like the old layout: one database file with every commit in it, no generation.
      const SQL = await initSqlJs({ locateFile: () => locateSqlWasm() });
      const legacy = new SQL.Database(readFileSync(join(dataDir, DATABASE_FILE)));
      legacy.run("INSERT INTO meta (key, value) VALUES ('kept', 'yes')");
      legacy.run("DELETE FROM meta WHERE key = 'journal_generation'");
      writeFileSync(join(dataDir, DATABASE_FILE), legacy.export());
      legacy.close();
      rmSync(join(dataDir, JOURNAL_FILE));
      const reopened = await Store.open(dataDir);
      try {
        assert.equal(reopened.get<{ value: string }>("SELECT value FROM meta WHERE key = 'kept'")?.value, 'yes');
        assert.ok(statSync(join(dataDir, JOURNAL_FILE)).size > 0);
      } finally {
        await reopened.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  describe('when the disk fails (ENOSPC injected)', () => {
    it('a create is refused with 503 and leaves no run and no hold; reads keep answering; writes work again once the disk is back', async () => {
      const { disk, broken } = breakableDisk();
      const t = await startTestService({ storage: { disk, retryMs: 20 } });
      try {
        const ledgerBefore = (await t.api('GET', '/v1/billing/ledger')).body;
        broken.on = true;
        const refused = await t.api('POST', '/v1/runs', { body: { text: 'This run cannot be saved.' } });
        expectError(refused, 503, 'storage_unavailable');
        assert.match(apiError(refused).message, /nothing was applied/);
        assert.equal(refused.headers.get('retry-after'), '5');
        // Nothing of the create exists: no run, no hold, no ledger entry.
        assert.equal(await runCount(t), 0);
        assert.equal(await heldUsd(t), '0.000000');
        assert.deepEqual((await t.api('GET', '/v1/billing/ledger')).body, ledgerBefore);
        // Reads that need no write answer while the disk is down.
        for (const path of ['/v1/pricing', '/v1/pricing/', '/v1/presets', '/v1/me', '/v1/billing/balance', '/v1/runs']) {
          assert.equal((await t.api('GET', path)).status, 200, path);
        }
        assert.equal((await t.api('POST', '/v1/estimate', { key: null, body: { word_count: 300 } })).status, 200);
        // Every other write is refused the same way.
        expectError(await t.api('POST', '/v1/keys', { key: null, cookie: `session=${SESSION}`, body: {} }), 503, 'storage_unavailable');
        expectError(await t.api('POST', '/v1/detections', { body: { text: 'A check that cannot be held. '.repeat(5) } }), 503, 'storage_unavailable');
        assert.equal(t.service.storageStats().unavailable !== null, true);

        broken.on = false;
        await poll(async () => t.service.storageStats().unavailable, (why) => why === null, 10_000, 'the store to recover by itself');
        const created = await t.api('POST', '/v1/runs', { body: { text: 'Saved once the disk is back.' } });
        assert.equal(created.status, 202);
        await waitForRun(t, String(prop(created.body, 'id')));
        assert.equal(await heldUsd(t), '0.000000');
      } finally {
        broken.on = false;
        await t.close();
      }
    });

    it('runs caught by the failure are settled when the disk comes back: no hold stays open', async () => {
      const { disk, broken } = breakableDisk();
      const rewriter = new ScriptedRewriter({ steps: 3, costMicros: 1000, gated: true });
      const t = await startTestService({ storage: { disk, retryMs: 20 }, rewriter });
      try {
        const ids: string[] = [];
        for (let i = 0; i < 3; i++) {
          ids.push(String(prop((await t.api('POST', '/v1/runs', { body: { text: `Run ${i} is stopped by the disk.` } })).body, 'id')));
        }
        await poll(() => Promise.resolve(rewriter.started), (n) => n === 3, 10_000, 'every run to start');
        assert.notEqual(await heldUsd(t), '0.000000');
        broken.on = true;
        rewriter.gate.open();
        // Their next steps cannot be saved: each run's worker gives up on it.
        await poll(() => Promise.resolve(rewriter.returned), (n) => n === 3, 10_000, 'every run to stop');
        for (const id of ids) assert.equal(prop((await t.api('GET', `/v1/runs/${id}`)).body, 'status'), 'running');

        broken.on = false;
        await poll(() => heldUsd(t), (held) => held === '0.000000', 10_000, 'every hold to be settled');
        for (const id of ids) {
          const run = (await t.api('GET', `/v1/runs/${id}`)).body;
          assert.equal(prop(run, 'status'), 'failed');
          assert.match(String((prop(run, 'scores', 'reasons') as string[])[0]), /data folder could not be written/);
          // The step saved before the failure is charged, the rest released.
          assert.equal(prop(run, 'billing', 'charged_usd'), '0.001000');
        }
        const balance = parseUsd(String(prop((await t.api('GET', '/v1/me')).body, 'balance_usd')));
        assert.equal(balance, parseUsd('25.000000') - 3 * 1000);
      } finally {
        broken.on = false;
        await t.close();
      }
    });

    it('a check whose result cannot be saved fails once the disk is back, nothing charged, hold released', async () => {
      const { disk, broken } = breakableDisk();
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
      const t = await startTestService({ storage: { disk, retryMs: 20 }, detector });
      try {
        const id = String(prop((await t.api('POST', '/v1/detections', { body: { text: words(60) } })).body, 'id'));
        await poll(() => t.api('GET', `/v1/detections/${id}`), (r) => prop(r.body, 'status') === 'running', 10_000, 'running');
        assert.equal(await heldUsd(t), '0.010000');
        broken.on = true;
        gate.open();
        await poll(() => t.api('GET', `/v1/detections/${id}`), (r) => prop(r.body, 'status') === 'queued', 10_000, 'the unsaved result to be taken back');
        broken.on = false;
        const failed = await waitForDetection(t, id);
        assert.equal(prop(failed.body, 'status'), 'failed');
        assert.equal(prop(failed.body, 'charged_usd'), '0.000000');
        assert.equal(prop(failed.body, 'error', 'code'), 'interrupted');
        assert.equal(await heldUsd(t), '0.000000');
      } finally {
        broken.on = false;
        await t.close();
      }
    });

    it('a cancel the disk refuses is not applied', async () => {
      const { disk, broken } = breakableDisk();
      const rewriter = new ScriptedRewriter({ steps: 2, costMicros: 1000, gated: true });
      const t = await startTestService({ storage: { disk, retryMs: 20 }, rewriter });
      try {
        const id = String(prop((await t.api('POST', '/v1/runs', { body: { text: 'Cancel me if you can.' } })).body, 'id'));
        await poll(() => Promise.resolve(rewriter.started), (n) => n === 1, 10_000, 'the run to start');
        broken.on = true;
        expectError(await t.api('POST', `/v1/runs/${id}/cancel`), 503, 'storage_unavailable');
        assert.equal(prop((await t.api('GET', `/v1/runs/${id}`)).body, 'status'), 'running');
        broken.on = false;
        await poll(() => Promise.resolve(t.service.storageStats().unavailable), (why) => why === null, 10_000, 'recovery');
        rewriter.gate.open();
        assert.equal(prop((await waitForRun(t, id)).body, 'status'), 'succeeded');
      } finally {
        broken.on = false;
        await t.close();
      }
    });

    it('a half-written append from the failure is not replayed after a restart', async () => {
      const { disk, broken } = breakableDisk();
      const dataDir = tempDir();
      try {
        const first = await startTestService({ dataDir, storage: { disk, retryMs: 60_000 } });
        broken.on = true;
        expectError(await first.api('POST', '/v1/runs', { body: { text: 'Never acknowledged.' } }), 503, 'storage_unavailable');
        await first.close();
        const second = await startTestService({ dataDir, seed: { accounts: [] } });
        try {
          assert.equal(await runCount(second), 0);
          assert.equal(await heldUsd(second), '0.000000');
        } finally {
          await second.close();
        }
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    });
  });

  it('keys made before a failure still work after it (memory equals disk, nothing lost)', async () => {
    const { disk, broken } = breakableDisk();
    const t = await startTestService({ storage: { disk, retryMs: 20 } });
    try {
      const key = String(prop((await t.api('POST', '/v1/keys', { key: null, cookie: `session=${SESSION}`, body: {} })).body, 'key'));
      broken.on = true;
      expectError(await t.api('POST', '/v1/keys', { key: null, cookie: `session=${SESSION}`, body: {} }), 503, 'storage_unavailable');
      assert.equal((await t.api('GET', '/v1/me', { key })).status, 200);
      assert.equal((await t.api('GET', '/v1/me', { key: KEYS.other })).status, 200);
    } finally {
      broken.on = false;
      await t.close();
    }
  });
});
