/** Runs: creation and its validation, the state machine, cancel, erase, the list, settlement. */
import assert from 'node:assert/strict';
import { validationErrorBodySchema } from '../../src/contract/errors';
import { parseUsd } from '../../src/contract/money';
import { runCreatedSchema, runListPageSchema, runSchema, runDeletedSchema, runsDeletedSchema } from '../../src/contract/runs';
import { expectError, KEYS, poll, prop, ScriptedRewriter, SESSION, startTestService, waitForRun, words } from './helpers';
import type { TestService } from './helpers';
import { rewrite, type RewritePlan } from '../../src/rewriter';
import { PUBLISHED_RATES } from '../../src/service/pricing';
import { parseProse } from '../../src/text';

const DRAFT = '# Notes\n\nI do not think we are ready. We will utilize the new tool.\n\n```js\nconst keep = "do not";\n```\n';

describe('service: runs', () => {
  let t: TestService;
  before(async () => {
    t = await startTestService();
  });
  after(async () => {
    await t.close();
  });

  const create = (body: unknown, key: string = KEYS.writer) => t.api('POST', '/v1/runs', { key, body });

  describe('POST /v1/runs', () => {
    it('queues a run: 202 with the creation fields and the hold placed', async () => {
      const before = await t.api('GET', '/v1/me');
      const r = await create({ text: DRAFT, quality: 'standard', options: { formality: 2 } });
      assert.equal(r.status, 202);
      const run = runCreatedSchema.parse(r.body);
      assert.equal(run.status, 'queued');
      assert.equal(run.quality, 'standard');
      assert.equal(run.is_estimate, true);
      assert.equal(run.prose_word_count, 14);
      assert.ok(run.word_count > run.prose_word_count, 'word_count counts the code too');
      assert.equal(run.events_url, `/api/v1/runs/${run.id}/events`);
      // Hold = max(min charge, high rate × prose words) = 14 words × $1.20 per 1,000.
      assert.equal(run.held_usd, '0.016800');
      assert.equal(run.estimated_cost_usd, '0.011200');
      const held = parseUsd(String(prop(before.body, 'held_usd')));
      const meNow = await t.api('GET', '/v1/me');
      const finished = await waitForRun(t, run.id);
      assert.ok(parseUsd(String(prop(meNow.body, 'held_usd'))) >= held, 'the hold shows on /v1/me');
      const done = runSchema.parse(finished.body);
      assert.equal(done.status, 'succeeded');
      assert.equal(done.input_text, DRAFT);
      // The rewrite varies with the run's seed; its structure does not.
      assert.ok(done.output_text?.startsWith('# Notes\n\n'), done.output_text ?? '');
      assert.ok(done.output_text?.endsWith('\n\n```js\nconst keep = "do not";\n```\n'), done.output_text ?? '');
      // The plan is recorded on the run: the given option kept, the others sampled from its seed.
      const plan = prop(finished.body, 'options') as RewritePlan;
      assert.match(plan.seed, /^[0-9a-f]{16}$/);
      assert.equal(plan.formality, 2);
      assert.ok(!plan.sampled.includes('formality') && plan.sampled.includes('persona'));
      // ...and the run replays exactly from its recorded plan and seed.
      const replay = rewrite({ model: parseProse(DRAFT), quality: 'standard', options: plan, seed: plan.seed, plan, ratePer1kMicros: PUBLISHED_RATES.standard.typical });
      assert.equal(replay.output_text, done.output_text);
      assert.equal(done.scores.validation_passed, true);
      assert.deepEqual(done.scores.reasons, []);
      assert.equal(done.billing.charged_usd, '0.011200');
      assert.equal(done.billing.charge_exceeded_hold, false);
      assert.ok(done.finished_at);
    });

    it('defaults quality to standard', async () => {
      const r = await create({ text: 'Hello there, world.' });
      assert.equal(r.status, 202);
      assert.equal(prop(r.body, 'quality'), 'standard');
    });

    for (const field of ['model', 'mode', 'temperature']) {
      it(`rejects the unknown field "${field}" with 422 extra_forbidden`, async () => {
        const r = await create({ text: 'Hello there.', [field]: 'x' });
        assert.equal(r.status, 422);
        const body = validationErrorBodySchema.parse(r.body);
        assert.deepEqual(body.detail.map((d) => [d.type, d.loc]), [['extra_forbidden', ['body', field]]]);
        assert.ok(body.detail[0]?.msg);
      });
    }

    it('rejects unknown option fields with their full location', async () => {
      const r = await create({ text: 'Hello there.', options: { voice: 'x' } });
      assert.equal(r.status, 422);
      assert.deepEqual(validationErrorBodySchema.parse(r.body).detail[0]?.loc, ['body', 'options', 'voice']);
    });

    it('422 for a missing text, wrong types, out-of-range options and bad JSON', async () => {
      const missing = await create({ quality: 'low' });
      assert.equal(missing.status, 422);
      assert.deepEqual(validationErrorBodySchema.parse(missing.body).detail[0], { type: 'missing', loc: ['body', 'text'], msg: 'Field required' });
      const wrong = await create({ text: 5 });
      assert.equal(validationErrorBodySchema.parse(wrong.body).detail[0]?.type, 'string_type');
      const range = await create({ text: 'Hi there.', options: { formality: 9 } });
      assert.equal(range.status, 422);
      assert.deepEqual(validationErrorBodySchema.parse(range.body).detail[0]?.loc, ['body', 'options', 'formality']);
      const bad = await t.api('POST', '/v1/runs', { rawBody: '{"text":', headers: { 'content-type': 'application/json' } });
      assert.equal(bad.status, 422);
      assert.equal(validationErrorBodySchema.parse(bad.body).detail[0]?.type, 'json_invalid');
      const form = await t.api('POST', '/v1/runs', { rawBody: 'text=hi', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
      assert.equal(form.status, 422);
    });

    it('400 invalid_request for an unknown quality', async () => {
      expectError(await create({ text: 'Hello there.', quality: 'ultra' }), 400, 'invalid_request');
    });

    it('400 invalid_request for a text with no prose', async () => {
      expectError(await create({ text: '```\ncode only\n```\n' }), 400, 'invalid_request');
      expectError(await create({ text: '' }), 400, 'invalid_request');
    });

    it('400 text_too_long past the account max_chars_per_run, counted in code points', async () => {
      const details = expectError(await create({ text: 'a'.repeat(101) }, KEYS.small), 400, 'text_too_long');
      assert.deepEqual(details, { max_chars: 100, chars: 101 });
      // 100 emoji are 200 UTF-16 units but 100 characters: allowed.
      const emoji = await create({ text: `${'😀'.repeat(90)} ok fine` }, KEYS.small);
      assert.equal(emoji.status, 202);
      const ok5000 = await create({ text: `${'word '.repeat(1000)}`.slice(0, 5000) });
      assert.equal(ok5000.status, 202);
      expectError(await create({ text: 'x'.repeat(5001) }), 400, 'text_too_long');
    });

    it('402 insufficient_balance with details, and nothing is queued', async () => {
      const before = await t.api('GET', '/v1/runs', { key: KEYS.poor });
      const details = expectError(await create({ text: 'Hello there.' }, KEYS.poor), 402, 'insufficient_balance');
      assert.deepEqual(details, { available_usd: '0.005000', hold_required_usd: '0.010000', is_estimate: true });
      const after = await t.api('GET', '/v1/runs', { key: KEYS.poor });
      assert.deepEqual(prop(after.body, 'data'), prop(before.body, 'data'));
      assert.equal(prop(await t.api('GET', '/v1/me', { key: KEYS.poor }), 'body', 'held_usd'), '0.000000');
    });

    it('403 insufficient_scope without humanize; 401 without a key; a session cannot create runs', async () => {
      const details = expectError(await create({ text: 'Hello there.' }, KEYS.detectOnly), 403, 'insufficient_scope');
      assert.equal(details.required_scope, 'humanize');
      expectError(await t.api('POST', '/v1/runs', { key: null, body: { text: 'Hi.' } }), 401, 'unauthenticated');
      expectError(await t.api('POST', '/v1/runs', { key: null, cookie: `session=${SESSION}`, body: { text: 'Hi.' } }), 401, 'unauthenticated');
    });
  });

  describe('GET /v1/runs/{id}', () => {
    it('404 for a missing run and for another account\'s run', async () => {
      expectError(await t.api('GET', '/v1/runs/run_nope'), 404, 'not_found');
      const r = await create({ text: 'Mine alone.' });
      expectError(await t.api('GET', `/v1/runs/${String(prop(r.body, 'id'))}`, { key: KEYS.other }), 404, 'not_found');
    });

    it('reads with the session cookie too', async () => {
      const r = await create({ text: 'Cookie reader.' });
      const read = await t.api('GET', `/v1/runs/${String(prop(r.body, 'id'))}`, { key: null, cookie: `theme=dark; session=${SESSION}` });
      assert.equal(read.status, 200);
      runSchema.parse(read.body);
    });
  });

  describe('GET /v1/runs', () => {
    it('lists newest first with input_preview of 160 characters and no texts; limit and cursor page', async () => {
      const fresh = await startTestService();
      try {
        const ids: string[] = [];
        for (let i = 0; i < 5; i++) {
          const text = `Run ${i} ${'é'.repeat(200)} ${'🙂'.repeat(10)}`;
          ids.push(String(prop(await fresh.api('POST', '/v1/runs', { body: { text } }), 'body', 'id')));
        }
        const all = runListPageSchema.parse((await fresh.api('GET', '/v1/runs')).body);
        assert.deepEqual(all.data.map((r) => r.id), [...ids].reverse());
        assert.equal(all.next_cursor, null);
        const first = all.data[0];
        assert.ok(first);
        assert.equal([...first.input_preview].length, 160);
        assert.equal(first.input_preview, `Run 4 ${'é'.repeat(200)}`.slice(0, 160));
        assert.equal('input_text' in first, false);
        assert.equal('output_text' in first, false);

        const page1 = runListPageSchema.parse((await fresh.api('GET', '/v1/runs?limit=2')).body);
        assert.deepEqual(page1.data.map((r) => r.id), [ids[4], ids[3]]);
        assert.ok(page1.next_cursor);
        const page2 = runListPageSchema.parse((await fresh.api('GET', `/v1/runs?limit=2&cursor=${page1.next_cursor}`)).body);
        assert.deepEqual(page2.data.map((r) => r.id), [ids[2], ids[1]]);
        const page3 = runListPageSchema.parse((await fresh.api('GET', `/v1/runs?limit=2&cursor=${String(page2.next_cursor)}`)).body);
        assert.deepEqual(page3.data.map((r) => r.id), [ids[0]]);
        assert.equal(page3.next_cursor, null);

        assert.equal((await fresh.api('GET', '/v1/runs?limit=100')).status, 200);
        assert.equal((await fresh.api('GET', '/v1/runs?limit=101')).status, 422);
        assert.equal((await fresh.api('GET', '/v1/runs?limit=0')).status, 422);
        expectError(await fresh.api('GET', '/v1/runs?cursor=bogus'), 400, 'invalid_request');
        // Another account sees none of them.
        assert.deepEqual(prop((await fresh.api('GET', '/v1/runs', { key: KEYS.other })).body, 'data'), []);
      } finally {
        await fresh.close();
      }
    });

    it('defaults to 50 per page', async () => {
      const fresh = await startTestService();
      try {
        for (let i = 0; i < 52; i++) await fresh.api('POST', '/v1/runs', { body: { text: `Run number ${i}.` } });
        const page = runListPageSchema.parse((await fresh.api('GET', '/v1/runs')).body);
        assert.equal(page.data.length, 50);
        assert.ok(page.next_cursor);
      } finally {
        await fresh.close();
      }
    });
  });
});

describe('service: run state machine and settlement', () => {
  it('queued → running → canceled: done work charged, the rest released; cancel of a finished run changes nothing', async () => {
    const rewriter = new ScriptedRewriter({ steps: 3, costMicros: 4_000, gated: true });
    const t = await startTestService({ rewriter, runConcurrency: 1 });
    try {
      const first = String(prop((await t.api('POST', '/v1/runs', { body: { text: words(100) } })).body, 'id'));
      const second = String(prop((await t.api('POST', '/v1/runs', { body: { text: words(100) } })).body, 'id'));
      // One worker slot: the first runs (one step done, then blocked), the second waits queued.
      await waitForRun(t, first, ['running']);
      assert.equal(prop((await t.api('GET', `/v1/runs/${second}`)).body, 'status'), 'queued');

      // Cancel the queued one: nothing done, nothing charged, whole hold released.
      const c2 = await t.api('POST', `/v1/runs/${second}/cancel`);
      assert.equal(c2.status, 200);
      const canceledQueued = runSchema.parse(c2.body);
      assert.equal(canceledQueued.status, 'canceled');
      assert.equal(canceledQueued.billing.charged_usd, '0.000000');

      // Wait until the first step's cost is committed, then cancel the running one.
      await waitForCost(t, first, '0.004000');
      const c1 = runSchema.parse((await t.api('POST', `/v1/runs/${first}/cancel`)).body);
      assert.equal(c1.status, 'canceled');
      assert.equal(c1.billing.charged_usd, '0.004000');
      assert.deepEqual(c1.scores.reasons, ['canceled: the caller canceled the run']);
      rewriter.gate.open();

      const again = runSchema.parse((await t.api('POST', `/v1/runs/${first}/cancel`)).body);
      assert.deepEqual(again, c1);
      const balance = await t.api('GET', '/v1/billing/balance');
      assert.equal(prop(balance.body, 'held_usd'), '0.000000');
      assert.equal(prop(balance.body, 'balance_usd'), '24.996000');
      expectError(await t.api('POST', '/v1/runs/run_missing/cancel'), 404, 'not_found');
    } finally {
      await t.close();
    }
  });

  it('rejected: the checks did not pass, reasons given, the work charged, no output', async () => {
    const rewriter = new ScriptedRewriter({ steps: 2, costMicros: 30_000, outcome: { status: 'rejected', reasons: ['structure_changed'], validation_passed: false } });
    const t = await startTestService({ rewriter });
    try {
      const id = String(prop((await t.api('POST', '/v1/runs', { body: { text: words(100) } })).body, 'id'));
      const run = runSchema.parse((await waitForRun(t, id)).body);
      assert.equal(run.status, 'rejected');
      assert.deepEqual(run.scores.reasons, ['structure_changed']);
      assert.equal(run.scores.validation_passed, false);
      assert.equal(run.output_text, null);
      assert.equal(run.billing.charged_usd, '0.060000');
    } finally {
      await t.close();
    }
  });

  it('failed: an engine error charges the work done, releases the rest, and leaks no internals', async () => {
    const rewriter = new ScriptedRewriter({ steps: 3, costMicros: 5_000, fail: true });
    const t = await startTestService({ rewriter });
    try {
      const id = String(prop((await t.api('POST', '/v1/runs', { body: { text: words(100) } })).body, 'id'));
      const run = runSchema.parse((await waitForRun(t, id)).body);
      assert.equal(run.status, 'failed');
      assert.equal(run.billing.charged_usd, '0.010000');
      assert.ok(!JSON.stringify(run).includes('/secret/path'));
      assert.ok(t.log.lines.some((l) => l.includes('scripted failure')), 'the cause is logged');
      assert.equal(prop((await t.api('GET', '/v1/me')).body, 'held_usd'), '0.000000');
    } finally {
      await t.close();
    }
  });

  it('charge_exceeded_hold when the work cost more than the hold', async () => {
    const rewriter = new ScriptedRewriter({ steps: 2, costMicros: 200_000 });
    const t = await startTestService({ rewriter });
    try {
      const created = runCreatedSchema.parse((await t.api('POST', '/v1/runs', { body: { text: words(100) } })).body);
      assert.equal(created.held_usd, '0.120000');
      const run = runSchema.parse((await waitForRun(t, created.id)).body);
      assert.equal(run.billing.charged_usd, '0.400000');
      assert.equal(run.billing.held_usd, '0.120000');
      assert.equal(run.billing.charge_exceeded_hold, true);
      assert.equal(prop((await t.api('GET', '/v1/billing/balance')).body, 'balance_usd'), '24.600000');
    } finally {
      await t.close();
    }
  });

  it('a completed run is charged at least the minimum; the pricing figures then follow real runs', async () => {
    const t = await startTestService();
    try {
      const id = String(prop((await t.api('POST', '/v1/runs', { body: { text: 'We utilize a tiny text.' } })).body, 'id'));
      assert.equal(runSchema.parse((await waitForRun(t, id)).body).billing.charged_usd, '0.010000');
      const big = String(prop((await t.api('POST', '/v1/runs', { body: { text: 'We utilize robust tools daily. '.repeat(100), quality: 'low' } })).body, 'id'));
      assert.equal(runSchema.parse((await waitForRun(t, big)).body).billing.charged_usd, '0.200000');
      const pricing = await t.api('GET', '/v1/pricing');
      const tiers = prop(pricing.body, 'tiers') as Array<Record<string, unknown>>;
      const low = tiers.find((x) => x.name === 'low');
      assert.equal(low?.sample_size, 1);
      assert.equal(low?.charge_per_1k_words_usd, '0.400000');
    } finally {
      await t.close();
    }
  });

  it('DELETE: 409 while in progress; erases texts of a finished run, keeps billing; delete-all needs confirm=true', async () => {
    const rewriter = new ScriptedRewriter({ steps: 2, costMicros: 1_000, gated: true });
    const t = await startTestService({ rewriter });
    try {
      const busy = String(prop((await t.api('POST', '/v1/runs', { body: { text: words(50) } })).body, 'id'));
      await waitForRun(t, busy, ['running']);
      expectError(await t.api('DELETE', `/v1/runs/${busy}`), 409, 'run_in_progress');
      const queued = String(prop((await t.api('POST', '/v1/runs', { body: { text: words(50) } })).body, 'id'));
      expectError(await t.api('DELETE', `/v1/runs/${queued}`), 409, 'run_in_progress');
      rewriter.gate.open();
      await waitForRun(t, busy);
      await waitForRun(t, queued);

      const gone = await t.api('DELETE', `/v1/runs/${busy}`);
      assert.equal(gone.status, 200);
      const deleted = runDeletedSchema.parse(gone.body);
      assert.equal(deleted.id, busy);
      const after = runSchema.parse((await t.api('GET', `/v1/runs/${busy}`)).body);
      assert.equal(after.status, 'succeeded');
      assert.equal(after.input_text, null);
      assert.equal(after.output_text, null);
      assert.equal(after.text_deleted_at, deleted.deleted_at);
      assert.equal(after.billing.charged_usd, '0.010000');
      // Erasing again is harmless and reports the first erasure.
      assert.equal(prop((await t.api('DELETE', `/v1/runs/${busy}`)).body, 'deleted_at'), deleted.deleted_at);
      expectError(await t.api('DELETE', `/v1/runs/${busy}`, { key: KEYS.other }), 404, 'not_found');

      expectError(await t.api('DELETE', '/v1/runs'), 400, 'confirmation_required');
      expectError(await t.api('DELETE', '/v1/runs?confirm=false'), 400, 'confirmation_required');
      const all = runsDeletedSchema.parse((await t.api('DELETE', '/v1/runs?confirm=true')).body);
      assert.deepEqual(all, { deleted: 1, skipped_in_progress: 0 });
      const list = runListPageSchema.parse((await t.api('GET', '/v1/runs')).body);
      assert.ok(list.data.every((r) => r.text_deleted_at !== null && r.input_preview === ''));
    } finally {
      await t.close();
    }
  });

  it('delete-all skips runs in progress', async () => {
    const rewriter = new ScriptedRewriter({ steps: 2, costMicros: 1_000, gated: true });
    const t = await startTestService({ rewriter, runConcurrency: 1 });
    try {
      const a = String(prop((await t.api('POST', '/v1/runs', { body: { text: words(50) } })).body, 'id'));
      await waitForRun(t, a, ['running']);
      await t.api('POST', '/v1/runs', { body: { text: words(50) } });
      const done = String(prop((await t.api('POST', '/v1/runs', { body: { text: words(50) } })).body, 'id'));
      await t.api('POST', `/v1/runs/${done}/cancel`);
      const result = runsDeletedSchema.parse((await t.api('DELETE', '/v1/runs?confirm=true', { key: null, cookie: `session=${SESSION}` })).body);
      assert.deepEqual(result, { deleted: 1, skipped_in_progress: 2 });
      rewriter.gate.open();
    } finally {
      await t.close();
    }
  });
});

async function waitForCost(t: TestService, id: string, usd: string): Promise<void> {
  await poll(
    () => t.api('GET', `/v1/runs/${id}`),
    (r) => prop(r.body, 'billing', 'projected_charge_usd') === usd,
    10_000,
    `projected charge ${usd}`,
  );
}
