/** Every answer of the local service parses with the client's contract schemas (src/contract). */
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import {
  apiKeyDeletedSchema,
  apiKeyListSchema,
  balanceSchema,
  createdApiKeySchema,
  detectionEstimateSchema,
  detectionSchema,
  knownRunEventSchema,
  ledgerPageSchema,
  meSchema,
  presetsSchema,
  pricingSchema,
  runCreatedSchema,
  runEstimateSchema,
  runListPageSchema,
  runSchema,
} from '../../src/contract';
import { KEYS, prop, readSse, startTestService, tempDir, waitForDetection, waitForRun, words } from './helpers';

describe('service: answers match the contract schemas', () => {
  it('parses runs, checks, estimates, pricing, presets, me, keys, billing and events', async () => {
    const t = await startTestService({ seed: { accounts: [{ id: 'acct_c', balance_usd: '5.000000', keys: [{ key: 'rk_test_contract' }], sessions: ['sess_test_contract'] }] } });
    const key = 'rk_test_contract';
    const cookie = 'session=sess_test_contract';
    try {
      const created = runCreatedSchema.parse((await t.api('POST', '/v1/runs', { key, body: { text: words(30) } })).body);
      runSchema.parse((await waitForRun(t, created.id, undefined, key)).body);
      runListPageSchema.parse((await t.api('GET', '/v1/runs', { key })).body);
      const stream = await readSse(new URL(created.events_url, t.service.origin).href, { authorization: `Bearer ${key}` });
      for (const f of stream.frames) knownRunEventSchema.parse(JSON.parse(f.data ?? '{}'));
      const check = detectionSchema.parse((await t.api('POST', '/v1/detections', { key, body: { text: words(60) } })).body);
      detectionSchema.parse((await waitForDetection(t, check.id, undefined, key)).body);
      runEstimateSchema.parse((await t.api('POST', '/v1/estimate', { key: null, body: { word_count: 10 } })).body);
      detectionEstimateSchema.parse((await t.api('POST', '/v1/detections/estimate', { key: null, body: { text: 'Hello.' } })).body);
      pricingSchema.parse((await t.api('GET', '/v1/pricing', { key: null })).body);
      presetsSchema.parse((await t.api('GET', '/v1/presets', { key: null })).body);
      meSchema.parse((await t.api('GET', '/v1/me', { key })).body);
      const newKey = createdApiKeySchema.parse((await t.api('POST', '/v1/keys', { key: null, cookie, body: { name: 'c' } })).body);
      apiKeyListSchema.parse((await t.api('GET', '/v1/keys', { key: null, cookie })).body);
      apiKeyDeletedSchema.parse((await t.api('DELETE', `/v1/keys/${newKey.id}`, { key: null, cookie })).body);
      balanceSchema.parse((await t.api('GET', '/v1/billing/balance', { key })).body);
      const ledger = ledgerPageSchema.parse((await t.api('GET', '/v1/billing/ledger', { key })).body);
      assert.ok(ledger.data.length >= 4);
      // The seed here has no writer account: its key is unknown.
      assert.equal(prop((await t.api('GET', '/v1/me', { key: KEYS.writer })).body, 'detail', 'code'), 'unauthenticated');
    } finally {
      await t.close();
    }
  });

  it('a seed that lowers a balance records a charge with a note, never a negative amount', async () => {
    const dataDir = tempDir();
    const first = await startTestService({ dataDir, seed: { accounts: [{ id: 'acct_s', balance_usd: '5.000000', keys: [{ key: 'rk_test_seed' }] }] } });
    await first.close();
    const second = await startTestService({ dataDir, seed: { accounts: [{ id: 'acct_s', balance_usd: '2.000000' }] } });
    try {
      const ledger = ledgerPageSchema.parse((await second.api('GET', '/v1/billing/ledger', { key: 'rk_test_seed' })).body);
      assert.deepEqual(ledger.data.map((e) => [e.kind, e.amount_usd]), [['charge', '3.000000'], ['credit', '5.000000']]);
    } finally {
      await second.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
