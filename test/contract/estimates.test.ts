import assert from 'node:assert/strict';
import {
  checkCharLimit,
  detectionEstimateRequestSchema,
  detectionEstimateSchema,
  detectionPriceMicros,
  estimateWordSource,
  meSchema,
  presetsSchema,
  pricingSchema,
  runCharLimit,
  runEstimateRequestSchema,
  runEstimateSchema,
  runHoldMicros,
  tierFor,
} from '../../src/contract/estimates';
import { clone, meHosted, meLocal, presets, pricing, runEstimate } from './fixtures';

function fails(schema: { safeParse(value: unknown): { success: boolean } }, value: unknown, why: string): void {
  assert.equal(schema.safeParse(value).success, false, `should reject: ${why}`);
}

describe('contract/estimates', () => {
  describe('run estimate request', () => {
    it('accepts text, word_count, both or neither (neither is the service\'s 400)', () => {
      assert.ok(runEstimateRequestSchema.safeParse({ text: 'A draft.', quality: 'low' }).success);
      assert.ok(runEstimateRequestSchema.safeParse({ word_count: 1200 }).success);
      assert.ok(runEstimateRequestSchema.safeParse({ text: 'x', word_count: 3 }).success);
      assert.ok(runEstimateRequestSchema.safeParse({}).success);
    });

    it('rejects malformed fields and unknown ones', () => {
      fails(runEstimateRequestSchema, { word_count: -1 }, 'negative word_count');
      fails(runEstimateRequestSchema, { word_count: 2.5 }, 'fractional word_count');
      fails(runEstimateRequestSchema, { word_count: '1200' }, 'string word_count');
      fails(runEstimateRequestSchema, { text: 5 }, 'numeric text');
      fails(runEstimateRequestSchema, { text: 'x', quality: 'best' }, 'unknown quality');
      fails(runEstimateRequestSchema, { text: 'x', model: 'm' }, 'model');
    });

    it('says which words to count', () => {
      assert.deepEqual(estimateWordSource({ text: 'A draft.' }), { kind: 'text', text: 'A draft.' });
      assert.deepEqual(estimateWordSource({ word_count: 12 }), { kind: 'word_count', wordCount: 12 });
      assert.deepEqual(estimateWordSource({ text: '', word_count: 12 }), { kind: 'text', text: '' });
      assert.equal(estimateWordSource({ quality: 'high' }), null);
    });
  });

  describe('run estimate response', () => {
    it('accepts the spec shape', () => {
      assert.deepEqual(runEstimateSchema.parse(runEstimate), runEstimate);
    });

    it('rejects malformed fields', () => {
      const cases: [string, unknown][] = [
        ['is_estimate', 1],
        ['prose_word_count', -2],
        ['quality', 'extreme'],
        ['estimated_usd', { typical: '0.011640' }],
        ['estimated_usd', { typical: 0.01164, high: '0.019400' }],
        ['estimated_usd', { typical: '0.030000', high: '0.019400' }],
        ['hold_usd', '0.0194'],
        ['basis', null],
      ];
      for (const [field, value] of cases) {
        fails(runEstimateSchema, { ...clone(runEstimate), [field]: value }, `${field}=${JSON.stringify(value)}`);
      }
    });
  });

  describe('pricing', () => {
    it('accepts the spec shape', () => {
      assert.deepEqual(pricingSchema.parse(pricing), pricing);
      assert.equal(tierFor(pricingSchema.parse(pricing), 'high').sample_size, 211);
    });

    it('requires a tier per quality', () => {
      fails(pricingSchema, { ...pricing, tiers: pricing.tiers.slice(0, 2) }, 'missing high tier');
      assert.ok(pricingSchema.safeParse({ ...pricing, tiers: [...pricing.tiers, { ...pricing.tiers[0], name: 'draft' }] }).success);
    });

    it('rejects malformed fields', () => {
      const tier = pricing.tiers[0];
      const cases: [string, unknown][] = [
        ['model', 1],
        ['currency', null],
        ['min_charge_usd', '0.01'],
        ['tier_version', 2.1],
        ['tier_version', '2'],
        ['tiers', [{ ...tier, charge_per_1k_words_usd: 0.015 }, ...pricing.tiers.slice(1)]],
        ['tiers', [{ ...tier, high_charge_per_1k_words_usd: '1e-2' }, ...pricing.tiers.slice(1)]],
        ['tiers', [{ ...tier, sample_size: -1 }, ...pricing.tiers.slice(1)]],
        ['tiers', [{ ...tier, name: '' }, ...pricing.tiers.slice(1)]],
      ];
      for (const [field, value] of cases) {
        fails(pricingSchema, { ...clone(pricing), [field]: value }, `${field}=${JSON.stringify(value)}`);
      }
    });

    it('sizes a hold as max(min charge, high rate × words / 1000), rounded up', () => {
      const parsed = pricingSchema.parse(pricing);
      assert.equal(runHoldMicros(parsed, 'standard', 0), 10_000);
      assert.equal(runHoldMicros(parsed, 'standard', 200), 10_000);
      assert.equal(runHoldMicros(parsed, 'standard', 388), 19_400);
      assert.equal(runHoldMicros(parsed, 'high', 1001), 100_100);
      assert.equal(runHoldMicros({ ...parsed, tiers: [{ ...parsed.tiers[0]!, name: 'low', high_charge_per_1k_words_usd: '0.000333' }] }, 'low', 30_003), 10_000);
      assert.equal(runHoldMicros({ ...parsed, min_charge_usd: '0.000000', tiers: [{ ...parsed.tiers[0]!, name: 'low', high_charge_per_1k_words_usd: '0.000333' }] }, 'low', 3), 1);
    });
  });

  describe('detection price', () => {
    it('is $0.01 up to 5,000 words, then $0.002 per 1,000', () => {
      assert.equal(detectionPriceMicros(0), 10_000);
      assert.equal(detectionPriceMicros(40), 10_000);
      assert.equal(detectionPriceMicros(5_000), 10_000);
      assert.equal(detectionPriceMicros(5_001), 10_002);
      assert.equal(detectionPriceMicros(10_000), 20_000);
    });
  });

  describe('presets', () => {
    it('accepts lists and a formality range', () => {
      assert.deepEqual(presetsSchema.parse(presets), presets);
      assert.ok(presetsSchema.safeParse({ ...presets, styles: ['x'] }).success);
    });

    it('rejects malformed presets', () => {
      fails(presetsSchema, { ...presets, personas: 'all' }, 'personas not a list');
      fails(presetsSchema, { ...presets, tones: [1] }, 'numeric tone');
      fails(presetsSchema, { ...presets, formality: { min: 5, max: 1 } }, 'inverted range');
      fails(presetsSchema, { ...presets, formality: { min: 1 } }, 'missing max');
    });
  });

  describe('detection estimate', () => {
    it('request and response', () => {
      assert.ok(detectionEstimateRequestSchema.safeParse({ text: 'x' }).success);
      fails(detectionEstimateRequestSchema, { word_count: 3 }, 'checks are estimated from text only');
      fails(detectionEstimateRequestSchema, { text: 'x', quality: 'low' }, 'unknown field');
      const ok = { prose_word_count: 412, price_usd: '0.010000' };
      assert.deepEqual(detectionEstimateSchema.parse(ok), ok);
      fails(detectionEstimateSchema, { ...ok, price_usd: '0.01' }, 'short money');
      fails(detectionEstimateSchema, { ...ok, prose_word_count: -1 }, 'negative count');
    });
  });

  describe('/v1/me', () => {
    it('accepts the full local answer and the sparse hosted one', () => {
      assert.deepEqual(meSchema.parse(meLocal), meLocal);
      assert.deepEqual(meSchema.parse(meHosted), meHosted);
      assert.ok(meSchema.safeParse({ ...meLocal, can_run: false, can_run_reason: 'Account setup is not finished.' }).success);
      assert.ok(meSchema.safeParse({ ...meLocal, balance_usd: '-0.002000', available_usd: '-0.021400' }).success);
    });

    it('reads the check limit, falling back to the run limit', () => {
      assert.equal(checkCharLimit(meSchema.parse(meLocal)), 35_000);
      assert.equal(checkCharLimit(meSchema.parse(meHosted)), 5_000);
      assert.equal(runCharLimit(meSchema.parse(meLocal)), 5_000);
    });

    it('rejects malformed accounts', () => {
      fails(meSchema, {}, 'no restrictions');
      fails(meSchema, { restrictions: {} }, 'no max_chars_per_run');
      fails(meSchema, { restrictions: { max_chars_per_run: 0 } }, 'zero limit');
      fails(meSchema, { restrictions: { max_chars_per_run: '5000' } }, 'string limit');
      fails(meSchema, { restrictions: { max_chars_per_run: 5000, max_chars_per_check: 1.5 } }, 'fractional check limit');
      fails(meSchema, { ...meLocal, balance_usd: 25 }, 'numeric balance');
      fails(meSchema, { ...meLocal, held_usd: '-1.000000' }, 'negative hold');
      fails(meSchema, { ...meLocal, can_run: 'yes' }, 'string can_run');
      fails(meSchema, { ...meLocal, can_run_reason: 3 }, 'numeric reason');
    });
  });
});
