import assert from 'node:assert/strict';
import {
  apiKeyListSchema,
  apiKeySchema,
  balanceSchema,
  createApiKeyRequestSchema,
  createdApiKeySchema,
  ledgerEntrySchema,
  ledgerPageSchema,
  scopeSchema,
} from '../../src/contract/keys';

function fails(schema: { safeParse(value: unknown): { success: boolean } }, value: unknown, why: string): void {
  assert.equal(schema.safeParse(value).success, false, `should reject: ${why}`);
}

const key = {
  id: 'key_3Jd9',
  name: 'laptop',
  prefix: 'rk_live_3Jd9',
  scopes: ['humanize', 'detect'],
  created_at: '2025-05-21T09:00:00Z',
};

const entry = {
  id: 'led_1',
  kind: 'hold',
  amount_usd: '0.019400',
  run_id: 'run_01HZX3F7Q2',
  detection_id: null,
  created_at: '2025-05-21T09:14:03Z',
};

describe('contract/keys', () => {
  it('knows the three scopes', () => {
    for (const scope of ['humanize', 'detect', 'billing:read']) assert.ok(scopeSchema.safeParse(scope).success);
    fails(scopeSchema, 'billing', 'partial scope');
    fails(scopeSchema, 'admin', 'unknown scope');
  });

  it('key records: the secret only at creation', () => {
    assert.deepEqual(apiKeySchema.parse(key), key);
    assert.ok(apiKeySchema.safeParse({ id: 'key_1', scopes: [], created_at: key.created_at }).success, 'name and prefix optional');
    assert.ok(createdApiKeySchema.safeParse({ ...key, key: 'rk_live_3Jd9xxxxxxxx' }).success);
    fails(createdApiKeySchema, key, 'creation without the key');
    assert.ok(apiKeyListSchema.safeParse({ data: [key] }).success);
    fails(apiKeySchema, { ...key, scopes: ['root'] }, 'unknown scope');
    fails(apiKeySchema, { ...key, scopes: 'detect' }, 'scopes not a list');
    fails(apiKeySchema, { ...key, created_at: 'today' }, 'bad timestamp');
    fails(apiKeySchema, { ...key, id: '' }, 'empty id');
  });

  it('key creation request', () => {
    assert.ok(createApiKeyRequestSchema.safeParse({}).success);
    assert.ok(createApiKeyRequestSchema.safeParse({ name: 'ci', scopes: ['detect'] }).success);
    fails(createApiKeyRequestSchema, { scopes: [] }, 'no scopes');
    fails(createApiKeyRequestSchema, { scopes: ['write'] }, 'unknown scope');
    fails(createApiKeyRequestSchema, { name: 'ci', admin: true }, 'unknown field');
  });

  it('ledger entries', () => {
    assert.deepEqual(ledgerEntrySchema.parse(entry), entry);
    for (const kind of ['hold', 'release', 'charge', 'credit']) assert.ok(ledgerEntrySchema.safeParse({ ...entry, kind }).success);
    assert.ok(ledgerEntrySchema.safeParse({ id: 'led_2', kind: 'credit', amount_usd: '25.000000', created_at: entry.created_at }).success);
    fails(ledgerEntrySchema, { ...entry, kind: 'refund' }, 'unknown kind');
    fails(ledgerEntrySchema, { ...entry, amount_usd: '-0.019400' }, 'signed amount; kind gives the direction');
    fails(ledgerEntrySchema, { ...entry, amount_usd: 0.0194 }, 'numeric amount');
    fails(ledgerEntrySchema, { ...entry, run_id: 4 }, 'numeric run id');
    assert.ok(ledgerPageSchema.safeParse({ data: [entry], next_cursor: null }).success);
    assert.ok(ledgerPageSchema.safeParse({ data: [] }).success);
  });

  it('balance', () => {
    const ok = { balance_usd: '25.000000', held_usd: '0.019400', available_usd: '24.980600' };
    assert.deepEqual(balanceSchema.parse(ok), ok);
    assert.ok(balanceSchema.safeParse({ ...ok, balance_usd: '9000000000.000000' }).success);
    assert.ok(balanceSchema.safeParse({ ...ok, available_usd: '-0.001000' }).success);
    fails(balanceSchema, { ...ok, held_usd: '-0.019400' }, 'negative hold');
    fails(balanceSchema, { ...ok, balance_usd: '25' }, 'no decimals');
    fails(balanceSchema, { held_usd: ok.held_usd, available_usd: ok.available_usd }, 'missing balance');
  });
});
