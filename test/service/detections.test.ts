/** Detections: price held, queued → running → succeeded/failed, insufficient, limits, retention. */
import assert from 'node:assert/strict';
import { detectionReportSchema, detectionSchema } from '../../src/contract/detections';
import type { DetectionReport } from '../../src/contract/detections';
import type { DetectorEngine, Progress } from '../../src/service';
import type { ProseModel } from '../../src/text';
import { expectError, Gate, KEYS, poll, prop, SESSION, startTestService, waitForDetection, words } from './helpers';
import type { TestService } from './helpers';

const HUMAN_TEXT =
  "I wasn't sure the bus would come. It did, eventually, twenty minutes late and packed with kids heading to the lake. " +
  "We squeezed in at the back. Somebody's radio played a song I hadn't heard since school, and for a while nobody talked. " +
  "Then the driver missed the turn. Everyone laughed.";

describe('service: detections', () => {
  let t: TestService;
  before(async () => {
    t = await startTestService();
  });
  after(async () => {
    await t.close();
  });

  it('POST /v1/detections: 202 queued with the price held, then succeeded with a report and the price charged', async () => {
    const r = await t.api('POST', '/v1/detections', { body: { text: HUMAN_TEXT } });
    assert.equal(r.status, 202);
    const created = detectionSchema.parse(r.body);
    assert.equal(created.status, 'queued');
    assert.equal(created.words, 51);
    assert.equal(created.price_usd, '0.010000');
    assert.equal(created.charged_usd, null);
    assert.equal(created.result, null);
    assert.equal(created.poll_url, `/api/v1/detections/${created.id}`);
    const done = detectionSchema.parse((await waitForDetection(t, created.id)).body);
    assert.equal(done.status, 'succeeded');
    assert.equal(done.charged_usd, '0.010000');
    const report = detectionReportSchema.parse(done.result);
    assert.equal(report.version, 2);
    assert.equal(report.words, 51);
    assert.ok(['human', 'mixed', 'ai'].includes(report.verdict));
    assert.ok(!JSON.stringify(report).includes('bus'), 'the report holds no text');
    assert.equal(done.progress, null);
  });

  it('under 40 words reads insufficient and is charged 0.000000, the hold released', async () => {
    const created = detectionSchema.parse((await t.api('POST', '/v1/detections', { body: { text: words(39) } })).body);
    const done = detectionSchema.parse((await waitForDetection(t, created.id)).body);
    assert.equal(done.status, 'succeeded');
    assert.equal(done.result?.verdict, 'insufficient');
    assert.equal(done.charged_usd, '0.000000');
    await poll(() => t.api('GET', '/v1/me'), (r) => prop(r.body, 'held_usd') === '0.000000', 5000, 'holds released');
  });

  it('price: $0.01 up to 5,000 words, then $0.002 per 1,000 words (estimate endpoint, no key)', async () => {
    const small = await t.api('POST', '/v1/detections/estimate', { key: null, body: { text: HUMAN_TEXT } });
    assert.equal(small.status, 200);
    assert.deepEqual(small.body, { prose_word_count: 51, price_usd: '0.010000' });
    const big = await t.api('POST', '/v1/detections/estimate', { key: null, body: { text: words(6000, 'w') } });
    assert.deepEqual(big.body, { prose_word_count: 6000, price_usd: '0.012000' });
    const odd = await t.api('POST', '/v1/detections/estimate', { key: null, body: { text: words(5001, 'w') } });
    assert.deepEqual(odd.body, { prose_word_count: 5001, price_usd: '0.010002' });
    assert.equal((await t.api('POST', '/v1/detections/estimate', { key: null, body: { text: 'x', extra: 1 } })).status, 422);
  });

  it('400 text_too_long against max_chars_per_check (not the run limit), 400 no_prose', async () => {
    const details = expectError(await t.api('POST', '/v1/detections', { key: KEYS.small, body: { text: 'a '.repeat(101) } }), 400, 'text_too_long');
    assert.deepEqual(details, { max_chars: 200, chars: 202 });
    // 5,000 < length <= 35,000 is fine for checks on the default account.
    const long = await t.api('POST', '/v1/detections', { body: { text: words(3000) } });
    assert.equal(long.status, 202);
    expectError(await t.api('POST', '/v1/detections', { body: { text: 'x '.repeat(17_501) } }), 400, 'text_too_long');
    expectError(await t.api('POST', '/v1/detections', { body: { text: '| a | b |\n|---|---|\n| 1 | 2 |\n\n```\ncode\n```\n' } }), 400, 'no_prose');
  });

  it('402 insufficient_balance with details, nothing queued', async () => {
    const details = expectError(await t.api('POST', '/v1/detections', { key: KEYS.poor, body: { text: HUMAN_TEXT } }), 402, 'insufficient_balance');
    assert.deepEqual(details, { available_usd: '0.005000', hold_required_usd: '0.010000', is_estimate: false });
    const ledger = await t.api('GET', '/v1/me', { key: KEYS.poor });
    assert.equal(prop(ledger.body, 'held_usd'), '0.000000');
  });

  it('auth: 403 insufficient_scope (detect), 401 without a key, sessions are not accepted', async () => {
    const d = expectError(await t.api('POST', '/v1/detections', { key: KEYS.humanizeOnly, body: { text: HUMAN_TEXT } }), 403, 'insufficient_scope');
    assert.equal(d.required_scope, 'detect');
    expectError(await t.api('POST', '/v1/detections', { key: null, body: { text: HUMAN_TEXT } }), 401, 'unauthenticated');
    expectError(await t.api('POST', '/v1/detections', { key: null, cookie: `session=${SESSION}`, body: { text: HUMAN_TEXT } }), 401, 'unauthenticated');
    const created = detectionSchema.parse((await t.api('POST', '/v1/detections', { key: KEYS.detectOnly, body: { text: HUMAN_TEXT } })).body);
    expectError(await t.api('GET', `/v1/detections/${created.id}`, { key: KEYS.humanizeOnly }), 403, 'insufficient_scope');
    expectError(await t.api('GET', `/v1/detections/${created.id}`, { key: KEYS.other }), 404, 'not_found');
    expectError(await t.api('GET', '/v1/detections/det_missing'), 404, 'not_found');
  });

  it('422 for unknown fields', async () => {
    const r = await t.api('POST', '/v1/detections', { body: { text: HUMAN_TEXT, model: 'x' } });
    assert.equal(r.status, 422);
    assert.deepEqual(prop(r.body, 'detail', 0, 'loc'), ['body', 'model']);
  });
});

/** A detector that reports its stages and waits at a gate before finishing (or fails). */
class GatedDetector implements DetectorEngine {
  readonly name = 'gated';
  readonly stages = ['one', 'two'];
  gate = new Gate();
  constructor(private readonly fail = false) {}
  async *detect(model: ProseModel): AsyncGenerator<Progress, DetectionReport, undefined> {
    yield { stage: 'one', done: 1, total: 2 };
    await this.gate.wait();
    if (this.fail) throw new Error('detector exploded');
    yield { stage: 'two', done: 2, total: 2 };
    return {
      version: 2, score: 0.5, verdict: 'mixed', words: model.proseWordCount, sentences: 1, mean_sentence_words: model.proseWordCount,
      paragraphs: [], signals: [], models: 1, elapsed_ms: 1, basis: 'whole_text',
    };
  }
}

describe('service: detection states, failure and retention', () => {
  it('running shows progress {stage, done, total}', async () => {
    const detector = new GatedDetector();
    const t = await startTestService({ detector });
    try {
      const created = detectionSchema.parse((await t.api('POST', '/v1/detections', { body: { text: HUMAN_TEXT } })).body);
      const running = await poll(
        () => t.api('GET', `/v1/detections/${created.id}`),
        (r) => prop(r.body, 'status') === 'running' && prop(r.body, 'progress', 'stage') === 'one',
        5000,
        'running with progress',
      );
      assert.deepEqual(detectionSchema.parse(running.body).progress, { stage: 'one', done: 1, total: 2 });
      assert.equal(prop(running.body, 'charged_usd'), null);
      detector.gate.open();
      const done = detectionSchema.parse((await waitForDetection(t, created.id)).body);
      assert.equal(done.status, 'succeeded');
      assert.equal(done.charged_usd, '0.010000');
    } finally {
      await t.close();
    }
  });

  it('failed: error {code, message}, nothing charged, hold released', async () => {
    const detector = new GatedDetector(true);
    detector.gate.open();
    const t = await startTestService({ detector });
    try {
      const created = detectionSchema.parse((await t.api('POST', '/v1/detections', { body: { text: HUMAN_TEXT } })).body);
      const done = detectionSchema.parse((await waitForDetection(t, created.id)).body);
      assert.equal(done.status, 'failed');
      assert.equal(prop(done, 'error', 'code'), 'detector_error');
      assert.ok(!String(prop(done, 'error', 'message')).includes('exploded'));
      assert.equal(done.charged_usd, '0.000000');
      assert.equal(prop((await t.api('GET', '/v1/billing/balance')).body, 'balance_usd'), '25.000000');
      assert.equal(prop((await t.api('GET', '/v1/billing/balance')).body, 'held_usd'), '0.000000');
    } finally {
      await t.close();
    }
  });

  it('a check is kept for --detection-ttl, then 404', async () => {
    const t = await startTestService({ detectionTtlMs: 300 });
    try {
      const created = detectionSchema.parse((await t.api('POST', '/v1/detections', { body: { text: HUMAN_TEXT } })).body);
      assert.equal((await t.api('GET', `/v1/detections/${created.id}`)).status, 200);
      await poll(() => t.api('GET', `/v1/detections/${created.id}`), (r) => r.status === 404, 5000, 'expiry');
      expectError(await t.api('GET', `/v1/detections/${created.id}`), 404, 'not_found');
    } finally {
      await t.close();
    }
  });

  it('the default create-check limit is 10 per minute per key', async () => {
    const t = await startTestService({ detectionsPerMinute: undefined });
    try {
      for (let i = 0; i < 10; i++) assert.equal((await t.api('POST', '/v1/detections', { body: { text: HUMAN_TEXT } })).status, 202);
      expectError(await t.api('POST', '/v1/detections', { body: { text: HUMAN_TEXT } }), 429, 'rate_limited');
    } finally {
      await t.close();
    }
  });

  it('429 rate_limited past detections-per-minute, with Retry-After', async () => {
    const t = await startTestService({ detectionsPerMinute: 2 });
    try {
      for (let i = 0; i < 2; i++) assert.equal((await t.api('POST', '/v1/detections', { body: { text: HUMAN_TEXT } })).status, 202);
      const limited = await t.api('POST', '/v1/detections', { body: { text: HUMAN_TEXT } });
      const details = expectError(limited, 429, 'rate_limited');
      const retry = Number(limited.headers.get('retry-after'));
      assert.ok(retry >= 1 && retry <= 60);
      assert.equal(details.retry_after_seconds, retry);
      // Per key: another key of the same account still has its own allowance.
      assert.equal((await t.api('POST', '/v1/detections', { key: KEYS.detectOnly, body: { text: HUMAN_TEXT } })).status, 202);
    } finally {
      await t.close();
    }
  });
});
