import assert from 'node:assert/strict';
import {
  TERMINAL_RUN_STATUSES,
  createRunRequestSchema,
  isTerminalRunStatus,
  qualitySchema,
  runCreatedSchema,
  runDeletedSchema,
  runListItemSchema,
  runListPageSchema,
  runListQuerySchema,
  runOptionsSchema,
  runSchema,
  runStatusSchema,
  runsDeletedSchema,
} from '../../src/contract/runs';
import { clone, runCreated, runDeleted, runListItem, runRunning, runSucceeded } from './fixtures';

function fails(schema: { safeParse(value: unknown): { success: boolean } }, value: unknown, why: string): void {
  assert.equal(schema.safeParse(value).success, false, `should reject: ${why}`);
}

describe('contract/runs', () => {
  describe('create request', () => {
    it('accepts the smallest and the fullest request', () => {
      assert.deepEqual(createRunRequestSchema.parse({ text: 'Hello there.' }), { text: 'Hello there.' });
      const full = {
        text: '# Notes\n\nA draft.',
        quality: 'high',
        options: {
          persona: 'a nurse writing to colleagues after a night shift',
          tone: 'warm',
          formality: 2,
          typos_enabled: true,
          typos_per_100_words: 1.0,
          common_words_enabled: true,
          min_zipf: 4.0,
          random_plan: false,
        },
      };
      assert.deepEqual(createRunRequestSchema.parse(full), full);
      assert.ok(createRunRequestSchema.safeParse({ text: 'x', options: {} }).success);
    });

    it('rejects model and mode as unknown fields', () => {
      for (const field of ['model', 'mode']) {
        const result = createRunRequestSchema.safeParse({ text: 'x', [field]: 'fast' });
        assert.equal(result.success, false, field);
        const issue = result.error?.issues[0];
        assert.equal(issue?.code, 'unrecognized_keys');
        assert.deepEqual(issue && 'keys' in issue ? issue.keys : [], [field]);
      }
    });

    it('rejects other unknown fields, at the top and in options', () => {
      fails(createRunRequestSchema, { text: 'x', temperature: 0.7 }, 'unknown top-level field');
      fails(createRunRequestSchema, { text: 'x', options: { voice: 'pirate' } }, 'unknown option');
      fails(runOptionsSchema, { model: 'x' }, 'model in options');
    });

    it('requires text as a string', () => {
      fails(createRunRequestSchema, {}, 'missing text');
      fails(createRunRequestSchema, { text: 42 }, 'numeric text');
      fails(createRunRequestSchema, { text: null }, 'null text');
      fails(createRunRequestSchema, null, 'null body');
      fails(createRunRequestSchema, [{ text: 'x' }], 'array body');
    });

    it('takes only the three qualities', () => {
      for (const quality of ['low', 'standard', 'high']) {
        assert.ok(createRunRequestSchema.safeParse({ text: 'x', quality }).success, quality);
      }
      for (const quality of ['medium', 'HIGH', '', 2, null]) {
        const result = createRunRequestSchema.safeParse({ text: 'x', quality });
        assert.equal(result.success, false, String(quality));
        // The service turns issues at this path into 400 invalid_request.
        assert.deepEqual(result.error?.issues[0]?.path, ['quality']);
      }
      fails(qualitySchema, 'ultra', 'unknown quality');
    });

    it('holds formality to integers 1..5', () => {
      for (const formality of [1, 3, 5]) assert.ok(runOptionsSchema.safeParse({ formality }).success);
      for (const formality of [0, 6, 2.5, -1, '3', null]) fails(runOptionsSchema, { formality }, `formality ${String(formality)}`);
    });

    it('holds typos_per_100_words to 0..10 and min_zipf to 1..7', () => {
      for (const rate of [0, 1.0, 2.5, 10]) assert.ok(runOptionsSchema.safeParse({ typos_per_100_words: rate }).success);
      for (const rate of [-0.1, 10.01, Number.NaN, '1']) fails(runOptionsSchema, { typos_per_100_words: rate }, `rate ${String(rate)}`);
      for (const zipf of [1, 4.0, 6.5, 7]) assert.ok(runOptionsSchema.safeParse({ min_zipf: zipf }).success);
      for (const zipf of [0.9, 7.1, Number.POSITIVE_INFINITY]) fails(runOptionsSchema, { min_zipf: zipf }, `zipf ${zipf}`);
    });

    it('types the other options', () => {
      fails(runOptionsSchema, { persona: 3 }, 'numeric persona');
      fails(runOptionsSchema, { tone: ['warm'] }, 'array tone');
      for (const flag of ['typos_enabled', 'common_words_enabled', 'random_plan']) {
        fails(runOptionsSchema, { [flag]: 'true' }, `${flag} as string`);
        fails(runOptionsSchema, { [flag]: 1 }, `${flag} as number`);
      }
    });
  });

  describe('statuses', () => {
    it('knows the six states and the four terminal ones', () => {
      for (const status of ['queued', 'running', 'succeeded', 'rejected', 'failed', 'canceled']) {
        assert.ok(runStatusSchema.safeParse(status).success, status);
      }
      fails(runStatusSchema, 'cancelled', 'British spelling');
      assert.deepEqual([...TERMINAL_RUN_STATUSES].sort(), ['canceled', 'failed', 'rejected', 'succeeded']);
      assert.equal(isTerminalRunStatus('queued'), false);
      assert.equal(isTerminalRunStatus('running'), false);
      assert.equal(isTerminalRunStatus('canceled'), true);
    });
  });

  describe('creation response (202)', () => {
    it('accepts the spec example and extra fields', () => {
      assert.deepEqual(runCreatedSchema.parse(runCreated), runCreated);
      assert.equal(runCreatedSchema.parse({ ...runCreated, seed: 91 }).seed, 91);
    });

    it('rejects each malformed field', () => {
      const cases: [string, unknown][] = [
        ['status', 'pending'],
        ['quality', 'medium'],
        ['word_count', -1],
        ['word_count', 41.5],
        ['prose_word_count', '388'],
        ['estimated_cost_usd', 0.01164],
        ['estimated_cost_usd', '0.01164'],
        ['held_usd', '-0.019400'],
        ['is_estimate', 'true'],
        ['events_url', ''],
        ['id', ''],
      ];
      for (const [field, value] of cases) {
        fails(runCreatedSchema, { ...clone(runCreated), [field]: value }, `${field}=${JSON.stringify(value)}`);
      }
      for (const field of Object.keys(runCreated)) {
        const copy: Record<string, unknown> = clone(runCreated);
        delete copy[field];
        fails(runCreatedSchema, copy, `missing ${field}`);
      }
    });
  });

  describe('run (GET)', () => {
    it('accepts finished, running and erased runs', () => {
      assert.deepEqual(runSchema.parse(runSucceeded), runSucceeded);
      assert.ok(runSchema.safeParse(runRunning).success, 'running, with null finished_at and output_text');
      assert.ok(runSchema.safeParse(runDeleted).success, 'erased with empty strings');
      assert.ok(runSchema.safeParse({ ...runDeleted, input_text: null, output_text: null }).success, 'erased with nulls');
      const { output_text: _unused, ...queued } = { ...runRunning, status: 'queued' };
      assert.ok(runSchema.safeParse(queued).success, 'output_text absent before success');
      const { finished_at: _none, ...unfinished } = runRunning;
      assert.ok(runSchema.safeParse(unfinished).success, 'finished_at absent while unfinished');
    });

    it('keeps fields the spec does not list', () => {
      const parsed = runSchema.parse({ ...runSucceeded, plan: { persona: 'a baker', formality: 2 }, seed: 7 });
      assert.deepEqual(parsed.plan, { persona: 'a baker', formality: 2 });
      assert.equal(parsed.seed, 7);
    });

    it('requires output_text on a succeeded run that was not erased', () => {
      fails(runSchema, { ...runSucceeded, output_text: null }, 'succeeded without output');
    });

    it('rejects each malformed field', () => {
      const cases: [string, unknown][] = [
        ['status', 'done'],
        ['quality', 'max'],
        ['prose_word_count', -3],
        ['input_text', 12],
        ['output_text', 12],
        ['text_deleted_at', 'yesterday'],
        ['text_deleted_at', '2025-05-21T10:00:00'],
        ['created_at', '2025-05-21'],
        ['created_at', null],
        ['finished_at', 1716282859],
        ['scores', { validation_passed: 'yes', reasons: [] }],
        ['scores', { validation_passed: true, reasons: 'none' }],
        ['scores', { validation_passed: true, reasons: [3] }],
        ['scores', { validation_passed: true }],
        ['billing', { ...runSucceeded.billing, charged_usd: '0.0121' }],
        ['billing', { ...runSucceeded.billing, charged_usd: 0.0121 }],
        ['billing', { ...runSucceeded.billing, estimated_cost_usd: '1e-2' }],
        ['billing', { ...runSucceeded.billing, held_usd: '-0.019400' }],
        ['billing', { ...runSucceeded.billing, charge_exceeded_hold: 'no' }],
        ['billing', { charged_usd: '0.012100' }],
      ];
      for (const [field, value] of cases) {
        fails(runSchema, { ...clone(runSucceeded), [field]: value }, `${field}=${JSON.stringify(value)}`);
      }
      for (const field of ['id', 'status', 'quality', 'prose_word_count', 'input_text', 'text_deleted_at', 'scores', 'billing', 'created_at']) {
        const copy: Record<string, unknown> = clone(runSucceeded);
        delete copy[field];
        fails(runSchema, copy, `missing ${field}`);
      }
    });
  });

  describe('run list', () => {
    it('accepts list items and pages', () => {
      assert.deepEqual(runListItemSchema.parse(runListItem), runListItem);
      const page = { data: [runListItem, { ...runListItem, id: 'run_2', status: 'queued', finished_at: null }], next_cursor: 'c_2' };
      assert.equal(runListPageSchema.parse(page).data.length, 2);
      assert.ok(runListPageSchema.safeParse({ data: [], next_cursor: null }).success);
    });

    it('rejects items without a preview and malformed pages', () => {
      const { input_preview: _p, ...noPreview } = runListItem;
      fails(runListItemSchema, noPreview, 'missing input_preview');
      fails(runListItemSchema, { ...runListItem, input_preview: null }, 'null input_preview');
      fails(runListPageSchema, { data: [runListItem] }, 'missing next_cursor');
      fails(runListPageSchema, { data: [runListItem], next_cursor: 3 }, 'numeric cursor');
      fails(runListPageSchema, { data: [{ ...runListItem, billing: {} }], next_cursor: null }, 'bad item');
    });

    it('reads the list query with the spec defaults', () => {
      assert.deepEqual(runListQuerySchema.parse({}), { limit: 50 });
      assert.deepEqual(runListQuerySchema.parse({ limit: '100', cursor: 'c_2' }), { limit: 100, cursor: 'c_2' });
      for (const limit of ['0', '101', '2.5', 'ten', '-1']) fails(runListQuerySchema, { limit }, `limit ${limit}`);
    });
  });

  describe('delete responses', () => {
    it('one run', () => {
      const ok = { id: 'run_01HZX3F7Q2', text_deleted: true, deleted_at: '2025-05-21T10:00:00Z' };
      assert.deepEqual(runDeletedSchema.parse(ok), ok);
      fails(runDeletedSchema, { ...ok, text_deleted: false }, 'text_deleted false');
      fails(runDeletedSchema, { ...ok, deleted_at: null }, 'null deleted_at');
      fails(runDeletedSchema, { id: ok.id, deleted_at: ok.deleted_at }, 'missing text_deleted');
    });

    it('all finished runs', () => {
      assert.deepEqual(runsDeletedSchema.parse({ deleted: 12, skipped_in_progress: 1 }), { deleted: 12, skipped_in_progress: 1 });
      assert.ok(runsDeletedSchema.safeParse({ deleted: 0, skipped_in_progress: 0 }).success);
      fails(runsDeletedSchema, { deleted: -1, skipped_in_progress: 0 }, 'negative count');
      fails(runsDeletedSchema, { deleted: 1.5, skipped_in_progress: 0 }, 'fractional count');
      fails(runsDeletedSchema, { deleted: 1 }, 'missing skipped_in_progress');
    });
  });
});
