/** Authentication, scopes, account states, the key endpoints, billing and /v1/me. */
import assert from 'node:assert/strict';
import { z } from 'zod';
import { expectError, KEYS, prop, SESSION, startTestService, waitForRun } from './helpers';
import type { TestService } from './helpers';

const cookie = `session=${SESSION}`;

describe('service: authentication and accounts', () => {
  let t: TestService;
  before(async () => {
    t = await startTestService();
  });
  after(async () => {
    await t.close();
  });

  it('401 unauthenticated: no key, unknown key, malformed header, unknown session', async () => {
    expectError(await t.api('GET', '/v1/me', { key: null }), 401, 'unauthenticated');
    expectError(await t.api('GET', '/v1/me', { key: 'rk_nope' }), 401, 'unauthenticated');
    expectError(await t.api('GET', '/v1/me', { key: null, headers: { authorization: 'Basic abc' } }), 401, 'unauthenticated');
    expectError(await t.api('GET', '/v1/me', { key: null, cookie: 'session=sess_unknown' }), 401, 'unauthenticated');
    expectError(await t.api('GET', '/v1/runs', { key: null }), 401, 'unauthenticated');
  });

  it('GET /v1/me with a key or the session: balance, restrictions, can_run', async () => {
    const viaKey = await t.api('GET', '/v1/me');
    const viaSession = await t.api('GET', '/v1/me', { key: null, cookie });
    assert.equal(viaKey.status, 200);
    assert.deepEqual(viaKey.body, viaSession.body);
    assert.deepEqual(viaKey.body, {
      account_id: 'acct_writer',
      email: 'writer@example.com',
      status: 'active',
      balance_usd: '25.000000',
      held_usd: '0.000000',
      available_usd: '25.000000',
      can_run: true,
      can_run_reason: null,
      restrictions: { max_chars_per_run: 5000, max_chars_per_check: 35000 },
    });
    assert.equal(prop((await t.api('GET', '/v1/me', { key: KEYS.poor })).body, 'can_run_reason'), 'insufficient_balance');
  });

  it('403 account_suspended everywhere but /v1/me, which says why', async () => {
    expectError(await t.api('POST', '/v1/runs', { key: KEYS.suspended, body: { text: 'Hello there.' } }), 403, 'account_suspended');
    expectError(await t.api('GET', '/v1/runs', { key: KEYS.suspended }), 403, 'account_suspended');
    expectError(await t.api('POST', '/v1/detections', { key: KEYS.suspended, body: { text: 'Hello there.' } }), 403, 'account_suspended');
    const me = await t.api('GET', '/v1/me', { key: KEYS.suspended });
    assert.equal(prop(me.body, 'can_run'), false);
    assert.equal(prop(me.body, 'can_run_reason'), 'account_suspended');
  });

  it('503 provider_unavailable for an account not ready; can_run_reason on /v1/me', async () => {
    expectError(await t.api('POST', '/v1/runs', { key: KEYS.notReady, body: { text: 'Hello there.' } }), 503, 'provider_unavailable');
    expectError(await t.api('POST', '/v1/detections', { key: KEYS.notReady, body: { text: 'Hello there.' } }), 503, 'provider_unavailable');
    const me = await t.api('GET', '/v1/me', { key: KEYS.notReady });
    assert.equal(me.status, 200);
    assert.equal(prop(me.body, 'can_run'), false);
    assert.equal(prop(me.body, 'can_run_reason'), 'provider_not_ready');
  });

  it('403 insufficient_scope names the scope for runs and billing', async () => {
    assert.equal(expectError(await t.api('GET', '/v1/runs', { key: KEYS.detectOnly }), 403, 'insufficient_scope').required_scope, 'humanize');
    assert.equal(
      expectError(await t.api('GET', '/v1/billing/balance', { key: KEYS.humanizeOnly }), 403, 'insufficient_scope').required_scope,
      'billing:read',
    );
  });

  describe('API keys (session only)', () => {
    const keyRecord = z.strictObject({
      id: z.string(),
      name: z.string().nullable(),
      prefix: z.string(),
      scopes: z.array(z.string()),
      created_at: z.string(),
    });

    it('creates a key shown once, lists it without the secret, and it works', async () => {
      const created = await t.api('POST', '/v1/keys', { key: null, cookie, body: { name: 'laptop', scopes: ['detect'] } });
      assert.equal(created.status, 201);
      const secret = String(prop(created.body, 'key'));
      assert.match(secret, /^rk_local_/);
      const list = await t.api('GET', '/v1/keys', { key: null, cookie });
      const records = z.object({ data: z.array(keyRecord) }).parse(list.body).data;
      const mine = records.find((k) => k.id === prop(created.body, 'id'));
      assert.ok(mine);
      assert.deepEqual(mine.scopes, ['detect']);
      assert.ok(!JSON.stringify(list.body).includes(secret), 'the secret is never listed');
      assert.equal((await t.api('GET', '/v1/me', { key: secret })).status, 200);
      expectError(await t.api('GET', '/v1/runs', { key: secret }), 403, 'insufficient_scope');
      // Every scope by default; empty body allowed.
      const all = await t.api('POST', '/v1/keys', { key: null, cookie });
      assert.deepEqual(prop(all.body, 'scopes'), ['humanize', 'detect', 'billing:read']);
    });

    it('revokes a key: it stops working; unknown or foreign key ids are 404', async () => {
      const created = await t.api('POST', '/v1/keys', { key: null, cookie, body: {} });
      const id = String(prop(created.body, 'id'));
      const secret = String(prop(created.body, 'key'));
      const revoked = await t.api('DELETE', `/v1/keys/${id}`, { key: null, cookie });
      assert.equal(revoked.status, 200);
      assert.equal(prop(revoked.body, 'revoked'), true);
      expectError(await t.api('GET', '/v1/me', { key: secret }), 401, 'unauthenticated');
      expectError(await t.api('DELETE', `/v1/keys/${id}`, { key: null, cookie }), 404, 'not_found');
      expectError(await t.api('DELETE', '/v1/keys/key_missing', { key: null, cookie }), 404, 'not_found');
    });

    it('an API key cannot create, list or delete keys: 403 forbidden; no credentials: 401', async () => {
      expectError(await t.api('POST', '/v1/keys', { body: {} }), 403, 'forbidden');
      expectError(await t.api('GET', '/v1/keys'), 403, 'forbidden');
      expectError(await t.api('DELETE', '/v1/keys/key_x'), 403, 'forbidden');
      expectError(await t.api('POST', '/v1/keys', { key: null, body: {} }), 401, 'unauthenticated');
    });

    it('validates the key request', async () => {
      assert.equal((await t.api('POST', '/v1/keys', { key: null, cookie, body: { scopes: ['admin'] } })).status, 422);
      assert.equal((await t.api('POST', '/v1/keys', { key: null, cookie, body: { owner: 'x' } })).status, 422);
    });
  });

  describe('billing (scope billing:read)', () => {
    it('balance and a ledger with every hold, charge and release, tied to the run', async () => {
      const fresh = await startTestService();
      try {
        const id = String(prop((await fresh.api('POST', '/v1/runs', { body: { text: 'We utilize a short draft to bill.' } })).body, 'id'));
        await waitForRun(fresh, id);
        const balance = await fresh.api('GET', '/v1/billing/balance');
        assert.deepEqual(balance.body, {
          account_id: 'acct_writer',
          currency: 'USD',
          balance_usd: '24.990000',
          held_usd: '0.000000',
          available_usd: '24.990000',
        });
        const ledger = await fresh.api('GET', '/v1/billing/ledger', { key: null, cookie });
        const entries = prop(ledger.body, 'data') as Array<Record<string, unknown>>;
        assert.deepEqual(
          entries.map((e) => [e.kind, e.amount_usd, e.run_id]),
          [
            ['charge', '0.010000', id],
            ['hold', '0.010000', id],
            ['credit', '25.000000', null],
          ],
        );
        assert.equal(entries[0]?.balance_after_usd, '24.990000');
        const paged = await fresh.api('GET', '/v1/billing/ledger?limit=1');
        assert.equal((prop(paged.body, 'data') as unknown[]).length, 1);
        const next = String(prop(paged.body, 'next_cursor'));
        const second = await fresh.api('GET', `/v1/billing/ledger?limit=1&cursor=${next}`);
        assert.equal(prop(second.body, 'data', 0, 'kind'), 'hold');
      } finally {
        await fresh.close();
      }
    });
  });
});
