import assert from 'node:assert/strict';
import {
  AI_AT_OR_ABOVE,
  HUMAN_BELOW,
  MIN_WORDS_FOR_PARAGRAPH_SCORE,
  MIN_WORDS_FOR_VERDICT,
  createDetectionRequestSchema,
  detectionReportSchema,
  detectionSchema,
  detectionStatusSchema,
  evidenceSpanSchema,
  isTerminalDetectionStatus,
  reportParagraphSchema,
  reportSignalSchema,
  verdictForScore,
} from '../../src/contract/detections';
import {
  clone,
  detectionFailed,
  detectionQueued,
  detectionRunning,
  detectionSucceeded,
  paragraphHuman,
  paragraphShort,
  reportInsufficient,
  reportParagraphs,
  reportWholeText,
  signal,
} from './fixtures';

function fails(schema: { safeParse(value: unknown): { success: boolean } }, value: unknown, why: string): void {
  assert.equal(schema.safeParse(value).success, false, `should reject: ${why}`);
}

describe('contract/detections', () => {
  describe('thresholds', () => {
    it('exports the spec constants', () => {
      assert.equal(HUMAN_BELOW, 0.35);
      assert.equal(AI_AT_OR_ABOVE, 0.65);
      assert.equal(MIN_WORDS_FOR_VERDICT, 40);
      assert.equal(MIN_WORDS_FOR_PARAGRAPH_SCORE, 20);
    });

    it('maps scores to verdicts at the boundaries', () => {
      assert.equal(verdictForScore(0), 'human');
      assert.equal(verdictForScore(0.3499999), 'human');
      assert.equal(verdictForScore(0.35), 'mixed');
      assert.equal(verdictForScore(0.5), 'mixed');
      assert.equal(verdictForScore(0.6499999), 'mixed');
      assert.equal(verdictForScore(0.65), 'ai');
      assert.equal(verdictForScore(1), 'ai');
    });
  });

  describe('create request', () => {
    it('takes only a text', () => {
      assert.deepEqual(createDetectionRequestSchema.parse({ text: 'Some prose.' }), { text: 'Some prose.' });
      fails(createDetectionRequestSchema, {}, 'missing text');
      fails(createDetectionRequestSchema, { text: 7 }, 'numeric text');
      fails(createDetectionRequestSchema, { text: 'x', model: 'v2' }, 'unknown field');
    });
  });

  describe('statuses', () => {
    it('has four', () => {
      for (const status of ['queued', 'running', 'succeeded', 'failed']) assert.ok(detectionStatusSchema.safeParse(status).success);
      fails(detectionStatusSchema, 'canceled', 'runs only');
      assert.equal(isTerminalDetectionStatus('succeeded'), true);
      assert.equal(isTerminalDetectionStatus('failed'), true);
      assert.equal(isTerminalDetectionStatus('running'), false);
    });
  });

  describe('detection resource', () => {
    it('accepts every state', () => {
      for (const detection of [detectionQueued, detectionRunning, detectionSucceeded, detectionFailed]) {
        assert.deepEqual(detectionSchema.parse(detection), detection, detection.status);
      }
      assert.ok(detectionSchema.safeParse({ ...detectionSucceeded, charged_usd: '0.000000', result: reportInsufficient }).success);
    });

    it('ties result and error to the status', () => {
      fails(detectionSchema, { ...detectionSucceeded, result: null }, 'succeeded without result');
      fails(detectionSchema, { ...detectionFailed, error: null }, 'failed without error');
    });

    it('rejects each malformed field', () => {
      const cases: [string, unknown][] = [
        ['id', ''],
        ['status', 'done'],
        ['words', -1],
        ['words', 4.2],
        ['created_at', 'now'],
        ['price_usd', '0.01'],
        ['price_usd', 0.01],
        ['price_usd', null],
        ['charged_usd', '1e-2'],
        ['charged_usd', '-0.010000'],
        ['result', 'report'],
        ['error', 'broke'],
        ['error', { code: 'x' }],
        ['progress', { stage: 'classifiers', done: 4, total: 3 }],
        ['progress', { stage: 'classifiers', done: -1, total: 3 }],
        ['progress', { stage: '', done: 0, total: 3 }],
        ['progress', { done: 0, total: 3 }],
        ['poll_url', ''],
      ];
      for (const [field, value] of cases) {
        fails(detectionSchema, { ...clone(detectionRunning), [field]: value }, `${field}=${JSON.stringify(value)}`);
      }
      for (const field of Object.keys(detectionQueued)) {
        const copy: Record<string, unknown> = clone(detectionQueued);
        delete copy[field];
        fails(detectionSchema, copy, `missing ${field}`);
      }
    });
  });

  describe('report', () => {
    it('accepts whole-text, paragraph-based and insufficient reports', () => {
      assert.deepEqual(detectionReportSchema.parse(reportWholeText), reportWholeText);
      assert.deepEqual(detectionReportSchema.parse(reportParagraphs), reportParagraphs);
      assert.deepEqual(detectionReportSchema.parse(reportInsufficient), reportInsufficient);
    });

    it('accepts version 1 reports without basis, and later versions', () => {
      const { basis: _basis, ...v1 } = { ...reportWholeText, version: 1 };
      assert.ok(detectionReportSchema.safeParse(v1).success);
      assert.ok(detectionReportSchema.safeParse({ ...reportWholeText, version: 3, calibration: 'x' }).success);
    });

    it('treats a null whole_text_score as absent', () => {
      assert.ok(detectionReportSchema.safeParse({ ...reportWholeText, whole_text_score: null }).success);
    });

    it('keeps whole_text_score for basis "paragraphs" only', () => {
      fails(detectionReportSchema, { ...reportWholeText, whole_text_score: 0.7 }, 'score with whole_text basis');
      const { whole_text_score: _w, ...missing } = reportParagraphs;
      fails(detectionReportSchema, missing, 'paragraphs basis without whole_text_score');
    });

    it('requires the insufficient verdict under 40 words', () => {
      fails(detectionReportSchema, { ...reportInsufficient, verdict: 'human' }, '31 words with a verdict');
      assert.ok(detectionReportSchema.safeParse({ ...reportWholeText, words: 40 }).success);
      fails(detectionReportSchema, { ...reportWholeText, words: 39 }, '39 words with a verdict');
    });

    it('rejects each malformed field', () => {
      const cases: [string, unknown][] = [
        ['version', 2.5],
        ['version', '2'],
        ['version', 0],
        ['score', -0.01],
        ['score', 1.01],
        ['score', '0.72'],
        ['score', null],
        ['verdict', 'likely_ai'],
        ['verdict', 'AI'],
        ['words', -1],
        ['sentences', 2.5],
        ['mean_sentence_words', -1],
        ['paragraphs', {}],
        ['signals', null],
        ['models', -1],
        ['elapsed_ms', 1.5],
        ['basis', 'sentences'],
        ['whole_text_score', 1.2],
      ];
      for (const [field, value] of cases) {
        fails(detectionReportSchema, { ...clone(reportParagraphs), [field]: value }, `${field}=${JSON.stringify(value)}`);
      }
      for (const field of ['version', 'score', 'verdict', 'words', 'sentences', 'mean_sentence_words', 'paragraphs', 'signals', 'models', 'elapsed_ms']) {
        const copy: Record<string, unknown> = clone(reportWholeText);
        delete copy[field];
        fails(detectionReportSchema, copy, `missing ${field}`);
      }
    });

    it('rejects a report with a broken paragraph or signal inside', () => {
      fails(detectionReportSchema, { ...reportWholeText, paragraphs: [{ ...paragraphHuman, start: 500 }] }, 'start after end');
      fails(detectionReportSchema, { ...reportWholeText, signals: [{ ...signal, reliability: 2 }] }, 'reliability 2');
    });
  });

  describe('paragraph entry', () => {
    it('accepts scored and unscored paragraphs', () => {
      assert.ok(reportParagraphSchema.safeParse(paragraphHuman).success);
      assert.ok(reportParagraphSchema.safeParse(paragraphShort).success);
      assert.ok(reportParagraphSchema.safeParse({ start: 5, end: 5, words: 0, score: null, verdict: null }).success, 'empty span');
      assert.ok(reportParagraphSchema.safeParse({ ...paragraphHuman, words: 20 }).success, 'exactly 20 words is scored');
    });

    it('rejects bad offsets', () => {
      fails(reportParagraphSchema, { ...paragraphHuman, start: -1 }, 'negative start');
      fails(reportParagraphSchema, { ...paragraphHuman, end: -1 }, 'negative end');
      fails(reportParagraphSchema, { ...paragraphHuman, start: 413 }, 'start > end');
      fails(reportParagraphSchema, { ...paragraphHuman, start: 0.5 }, 'fractional start');
      fails(reportParagraphSchema, { ...paragraphHuman, end: '412' }, 'string end');
    });

    it('rejects bad scores and verdicts', () => {
      fails(reportParagraphSchema, { ...paragraphHuman, score: 1.5 }, 'score > 1');
      fails(reportParagraphSchema, { ...paragraphHuman, score: -0.5 }, 'score < 0');
      fails(reportParagraphSchema, { ...paragraphHuman, verdict: 'insufficient' }, 'insufficient paragraph');
      fails(reportParagraphSchema, { ...paragraphHuman, verdict: 'robot' }, 'unknown verdict');
      fails(reportParagraphSchema, { ...paragraphHuman, verdict: null }, 'score without verdict');
      fails(reportParagraphSchema, { ...paragraphShort, words: 25, verdict: 'human' }, 'verdict without score');
      fails(reportParagraphSchema, { ...paragraphHuman, words: 19 }, 'scored under 20 words');
    });
  });

  describe('signal entry', () => {
    it('accepts a signal and open-ended key, unit and lean', () => {
      assert.deepEqual(reportSignalSchema.parse(signal), signal);
      assert.ok(reportSignalSchema.safeParse({ ...signal, key: 'new_signal', unit: 'per_1k_words', lean: 'human', evidence: [] }).success);
    });

    it('rejects each malformed field', () => {
      const cases: [string, unknown][] = [
        ['key', ''],
        ['label', null],
        ['value', '0.31'],
        ['unit', 3],
        ['human', null],
        ['ai', '0.29'],
        ['lean', 1],
        ['human_percentile', 'p12'],
        ['reliability', 1.1],
        ['reliability', -0.1],
        ['evidence', [{ start: 10, end: 5 }]],
        ['evidence', [{ start: -1, end: 5 }]],
        ['evidence', [{ start: 1 }]],
        ['evidence', { start: 1, end: 2 }],
      ];
      for (const [field, value] of cases) {
        fails(reportSignalSchema, { ...clone(signal), [field]: value }, `${field}=${JSON.stringify(value)}`);
      }
    });

    it('evidence spans are ordered, non-negative integers', () => {
      assert.ok(evidenceSpanSchema.safeParse({ start: 3, end: 3 }).success);
      fails(evidenceSpanSchema, { start: 4, end: 3 }, 'start > end');
      fails(evidenceSpanSchema, { start: 1.5, end: 3 }, 'fractional');
      fails(evidenceSpanSchema, { start: -2, end: 3 }, 'negative');
    });
  });
});
