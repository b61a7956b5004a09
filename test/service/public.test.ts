/** Unauthenticated endpoints (estimate, pricing, presets) and the HTTP guards. */
import assert from 'node:assert/strict';
import { z } from 'zod';
import { usdSchema } from '../../src/contract/money';
import { FORMALITY, PERSONAS, TONES } from '../../src/service/presets';
import { expectError, KEYS, prop, rawRequest, SESSION, startTestService, words } from './helpers';
import type { TestService } from './helpers';

describe('service: estimate, pricing, presets', () => {
  let t: TestService;
  before(async () => {
    t = await startTestService();
  });
  after(async () => {
    await t.close();
  });

  it('GET /v1/pricing: three tiers with published rates, min charge, tier_version 2, no key', async () => {
    const r = await t.api('GET', '/v1/pricing', { key: null });
    assert.equal(r.status, 200);
    const pricing = z
      .looseObject({
        model: z.string(),
        currency: z.literal('USD'),
        min_charge_usd: usdSchema,
        tier_version: z.literal(2),
        tiers: z.array(
          z.looseObject({ name: z.string(), charge_per_1k_words_usd: usdSchema, high_charge_per_1k_words_usd: usdSchema, sample_size: z.number().int() }),
        ),
      })
      .parse(r.body);
    assert.equal(pricing.min_charge_usd, '0.010000');
    assert.deepEqual(
      pricing.tiers.map((x) => [x.name, x.charge_per_1k_words_usd, x.high_charge_per_1k_words_usd, x.sample_size]),
      [
        ['low', '0.400000', '0.600000', 0],
        ['standard', '0.800000', '1.200000', 0],
        ['high', '1.600000', '2.400000', 0],
      ],
    );
  });

  it('POST /v1/estimate from text or word_count; the hold is max(min charge, high × words)', async () => {
    const byCount = await t.api('POST', '/v1/estimate', { key: null, body: { word_count: 1000, quality: 'high' } });
    assert.equal(byCount.status, 200);
    assert.deepEqual(
      { ...(byCount.body as Record<string, unknown>), basis: undefined },
      {
        is_estimate: true,
        prose_word_count: 1000,
        quality: 'high',
        estimated_usd: { typical: '1.600000', high: '2.400000' },
        hold_usd: '2.400000',
        basis: undefined,
        sample_size: 0,
      },
    );
    assert.match(String(prop(byCount.body, 'basis')), /published/);
    // Only prose words count: the code block is not billed.
    const byText = await t.api('POST', '/v1/estimate', { key: null, body: { text: `${words(10)}\n\n\`\`\`\n${words(50)}\n\`\`\`\n` } });
    assert.equal(prop(byText.body, 'prose_word_count'), 10);
    assert.equal(prop(byText.body, 'quality'), 'standard');
    assert.equal(prop(byText.body, 'hold_usd'), '0.012000');
    assert.equal(prop(byText.body, 'estimated_usd', 'typical'), '0.010000');
  });

  it('POST /v1/estimate errors: neither text nor word_count 400, bad quality 400, unknown field 422', async () => {
    expectError(await t.api('POST', '/v1/estimate', { key: null, body: {} }), 400, 'invalid_request');
    expectError(await t.api('POST', '/v1/estimate', { key: null, body: { word_count: 5, quality: 'best' } }), 400, 'invalid_request');
    assert.equal((await t.api('POST', '/v1/estimate', { key: null, body: { word_count: 5, mode: 'x' } })).status, 422);
    assert.equal((await t.api('POST', '/v1/estimate', { key: null, body: { word_count: -1 } })).status, 422);
  });

  it('GET /v1/presets: personas, tones and the formality range', async () => {
    const r = await t.api('GET', '/v1/presets', { key: null });
    assert.equal(r.status, 200);
    assert.deepEqual(prop(r.body, 'personas'), [...PERSONAS]);
    assert.deepEqual(prop(r.body, 'tones'), [...TONES]);
    assert.deepEqual(prop(r.body, 'formality'), { min: 1, max: 5 });
    assert.deepEqual(FORMALITY, { min: 1, max: 5 });
  });

  it('a left-out option is sampled from the presets; random_plan ignores the given ones', async () => {
    const r = await t.api('POST', '/v1/runs', { body: { text: 'Sample my voice.', options: { tone: 'wry' } } });
    const run = await t.api('GET', `/v1/runs/${String(prop(r.body, 'id'))}`);
    assert.equal(prop(run.body, 'options', 'tone'), 'wry');
    assert.ok((PERSONAS as readonly unknown[]).includes(prop(run.body, 'options', 'persona')));
    const formality = Number(prop(run.body, 'options', 'formality'));
    assert.ok(formality >= 1 && formality <= 5);
    const random = await t.api('POST', '/v1/runs', { body: { text: 'Sample it all.', options: { persona: 'a pirate', random_plan: true } } });
    const plan = await t.api('GET', `/v1/runs/${String(prop(random.body, 'id'))}`);
    assert.notEqual(prop(plan.body, 'options', 'persona'), 'a pirate');
    assert.equal(prop(plan.body, 'options', 'random_plan'), true);
  });
});

describe('service: HTTP guards', () => {
  let t: TestService;
  before(async () => {
    t = await startTestService({ maxBodyBytes: 4096 });
  });
  after(async () => {
    await t.close();
  });

  it('unknown routes are JSON 404 not_found; wrong methods are JSON 405 with Allow', async () => {
    expectError(await t.api('GET', '/v1/nothing'), 404, 'not_found');
    expectError(await t.api('GET', '/v2/runs'), 404, 'not_found');
    const put = await t.api('PUT', '/v1/runs');
    expectError(put, 405, 'method_not_allowed');
    assert.equal(put.headers.get('allow'), 'POST, GET, DELETE, HEAD');
    const patch = await t.api('PATCH', '/v1/runs/run_x');
    expectError(patch, 405, 'method_not_allowed');
    expectError(await t.api('GET', '/v1/runs/run_x/cancel'), 405, 'method_not_allowed');
    const own = new URL(t.base).origin;
    expectError(await t.api('OPTIONS', '/v1/pricing', { key: null, headers: { origin: own, 'access-control-request-method': 'GET' } }), 405, 'method_not_allowed');
  });

  it('no CORS headers on any answer', async () => {
    const own = await t.api('GET', '/v1/pricing', { key: null, headers: { origin: new URL(t.base).origin } });
    assert.equal(own.status, 200);
    const other = await t.api('GET', '/v1/pricing', { key: null, headers: { origin: 'http://localhost:5173' } });
    assert.equal(other.status, 403);
    for (const r of [own, other]) for (const name of r.headers.keys()) assert.ok(!name.startsWith('access-control-'), name);
  });

  it('413 for a body over the limit: by Content-Length before reading, and while streaming', async () => {
    const declared = await rawRequest(t.base, {
      method: 'POST',
      path: '/v1/runs',
      headers: { authorization: `Bearer ${KEYS.writer}`, 'content-type': 'application/json', 'content-length': '999999' },
      body: '{}',
    });
    assert.equal(declared.status, 413);
    assert.equal(prop(JSON.parse(declared.text), 'detail', 'code'), 'payload_too_large');
    const chunk = Buffer.from('x'.repeat(1024));
    const streamed = await rawRequest(t.base, {
      method: 'POST',
      path: '/v1/runs',
      headers: { authorization: `Bearer ${KEYS.writer}`, 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      body: [Buffer.from('{"text":"'), chunk, chunk, chunk, chunk, chunk, Buffer.from('"}')],
    });
    assert.equal(streamed.status, 413);
  });

  it('Host header check: only the bound address or localhost (403 forbidden otherwise); foreign Origin refused', async () => {
    const port = new URL(t.base).port;
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, 'localhost']) {
      const ok = await rawRequest(t.base, { method: 'GET', path: '/v1/pricing', headers: { host } });
      assert.equal(ok.status, 200, host);
    }
    for (const host of [`evil.example:${port}`, 'attacker.localhost.example', '10.0.0.1']) {
      const bad = await rawRequest(t.base, { method: 'GET', path: '/v1/pricing', headers: { host } });
      assert.equal(bad.status, 403, host);
      assert.equal(prop(JSON.parse(bad.text), 'detail', 'code'), 'forbidden');
    }
    expectError(await t.api('POST', '/v1/runs/run_x/cancel', { headers: { origin: 'https://evil.example' } }), 403, 'forbidden');
    expectError(await t.api('GET', '/v1/pricing', { key: null, headers: { origin: 'null' } }), 403, 'forbidden');
  });

  it('Origin is compared as scheme, host and port: a page on another localhost port cannot use the session', async () => {
    const port = Number(new URL(t.base).port);
    const cookie = `session=${SESSION}`;
    for (const origin of [`http://localhost:${port + 1}`, `http://127.0.0.1:${port === 80 ? 81 : 80}`, `https://127.0.0.1:${port}`, `http://localhost`]) {
      expectError(await t.api('POST', '/v1/keys', { key: null, cookie, headers: { origin }, body: {} }), 403, 'forbidden');
      expectError(await t.api('POST', '/v1/runs/run_x/cancel', { key: null, cookie, headers: { origin } }), 403, 'forbidden');
    }
    for (const origin of [`http://127.0.0.1:${port}`, `http://localhost:${port}`, `http://[::1]:${port}`]) {
      assert.equal((await t.api('GET', '/v1/keys', { key: null, cookie, headers: { origin } })).status, 200, origin);
    }
  });

  it('500s carry no internal detail; the cause is logged', async () => {
    let clockBroken = false;
    const broken = await startTestService({ clock: () => (clockBroken ? Number.NaN : Date.now()) });
    try {
      // A clock gone wrong: formatting the key's creation time throws inside the handler.
      clockBroken = true;
      const r = await broken.api('POST', '/v1/keys', { key: null, cookie: 'session=sess_test_writer', body: {} });
      clockBroken = false;
      expectError(r, 500, 'internal_error');
      assert.ok(!JSON.stringify(r.body).includes('Invalid time value'));
      assert.ok(broken.log.lines.some((l) => l.includes('Invalid time value')));
    } finally {
      await broken.close().catch(() => undefined);
    }
  });
});

describe('service: create-rate limits', () => {
  it('429 rate_limited past runs-per-minute (6 by default), per key, with Retry-After', async () => {
    const t = await startTestService({ runsPerMinute: undefined });
    try {
      for (let i = 0; i < 6; i++) assert.equal((await t.api('POST', '/v1/runs', { body: { text: `Draft ${i}.` } })).status, 202);
      const limited = await t.api('POST', '/v1/runs', { body: { text: 'One too many.' } });
      const details = expectError(limited, 429, 'rate_limited');
      const retry = Number(limited.headers.get('retry-after'));
      assert.ok(retry >= 1 && retry <= 60);
      assert.equal(details.retry_after_seconds, retry);
      assert.equal((await t.api('POST', '/v1/runs', { key: KEYS.humanizeOnly, body: { text: 'Other key.' } })).status, 202);
    } finally {
      await t.close();
    }
  });
});
