/**
 * Realistic, complete wire examples of each resource, as the spec describes them. Tests clone
 * one and break a single thing, so every rejection is about that one thing.
 */

export function clone<T>(value: T): T {
  return structuredClone(value);
}

export const runCreated = {
  id: 'run_01HZX3F7Q2',
  status: 'queued',
  quality: 'standard',
  word_count: 412,
  prose_word_count: 388,
  estimated_cost_usd: '0.011640',
  held_usd: '0.019400',
  is_estimate: true,
  events_url: '/api/v1/runs/run_01HZX3F7Q2/events',
};

export const runSucceeded = {
  id: 'run_01HZX3F7Q2',
  status: 'succeeded',
  quality: 'standard',
  prose_word_count: 388,
  input_text: '# Launch notes\n\nWe are thrilled to delve into the vibrant tapestry of our release.',
  output_text: '# Launch notes\n\nHere is what changed in this release, and why.',
  text_deleted_at: null,
  scores: { validation_passed: true, reasons: [] },
  billing: {
    charged_usd: '0.012100',
    estimated_cost_usd: '0.011640',
    held_usd: '0.019400',
    charge_exceeded_hold: false,
  },
  created_at: '2025-05-21T09:14:03.512847+00:00',
  finished_at: '2025-05-21T09:14:19.004211+00:00',
};

export const runRunning = {
  ...runSucceeded,
  status: 'running',
  output_text: null,
  scores: { validation_passed: false, reasons: [] },
  billing: { ...runSucceeded.billing, charged_usd: '0.000000' },
  finished_at: null,
};

export const runDeleted = {
  ...runSucceeded,
  input_text: '',
  output_text: '',
  text_deleted_at: '2025-05-21T10:00:00Z',
};

export const runListItem = {
  id: 'run_01HZX3F7Q2',
  status: 'rejected',
  quality: 'high',
  prose_word_count: 388,
  input_preview: '# Launch notes\n\nWe are thrilled to delve into the vibrant tapestry of our release.',
  text_deleted_at: null,
  scores: { validation_passed: false, reasons: ['meaning_drift'] },
  billing: {
    charged_usd: '0.021000',
    estimated_cost_usd: '0.019400',
    held_usd: '0.019400',
    charge_exceeded_hold: true,
  },
  created_at: '2025-05-21T09:14:03Z',
  finished_at: '2025-05-21T09:14:40Z',
};

export const paragraphHuman = { start: 0, end: 412, words: 71, score: 0.18, verdict: 'human' };
export const paragraphShort = { start: 414, end: 470, words: 9, score: null, verdict: null };

export const signal = {
  key: 'burstiness',
  label: 'Sentence length variation',
  value: 0.31,
  unit: 'cv',
  human: 0.58,
  ai: 0.29,
  lean: 'ai',
  human_percentile: 12.5,
  reliability: 0.7,
  evidence: [
    { start: 0, end: 57 },
    { start: 120, end: 160 },
  ],
};

export const reportWholeText = {
  version: 2,
  score: 0.72,
  verdict: 'ai',
  words: 412,
  sentences: 21,
  mean_sentence_words: 19.6,
  paragraphs: [paragraphHuman, paragraphShort, { start: 472, end: 1900, words: 332, score: 0.81, verdict: 'ai' }],
  signals: [signal],
  models: 4,
  elapsed_ms: 1840,
  basis: 'whole_text',
};

export const reportParagraphs = {
  ...reportWholeText,
  score: 0.21,
  verdict: 'human',
  paragraphs: [paragraphHuman, paragraphShort],
  basis: 'paragraphs',
  whole_text_score: 0.58,
};

export const reportInsufficient = {
  version: 2,
  score: 0.5,
  verdict: 'insufficient',
  words: 31,
  sentences: 3,
  mean_sentence_words: 10.33,
  paragraphs: [{ start: 0, end: 180, words: 31, score: null, verdict: null }],
  signals: [],
  models: 0,
  elapsed_ms: 12,
  basis: 'whole_text',
};

export const detectionQueued = {
  id: 'det_7Gk2mQ',
  status: 'queued',
  words: 412,
  created_at: '2025-05-21T09:20:00.000Z',
  price_usd: '0.010000',
  charged_usd: null,
  result: null,
  error: null,
  progress: null,
  poll_url: '/api/v1/detections/det_7Gk2mQ',
};

export const detectionRunning = {
  ...detectionQueued,
  status: 'running',
  progress: { stage: 'classifiers', done: 1, total: 3 },
};

export const detectionSucceeded = {
  ...detectionQueued,
  status: 'succeeded',
  charged_usd: '0.010000',
  result: reportWholeText,
};

export const detectionFailed = {
  ...detectionQueued,
  status: 'failed',
  error: { code: 'detector_error', message: 'The detector could not read this text.' },
};

export const runEstimate = {
  is_estimate: true,
  prose_word_count: 388,
  quality: 'standard',
  estimated_usd: { typical: '0.011640', high: '0.019400' },
  hold_usd: '0.019400',
  basis: 'published rates (no recent runs at this quality)',
};

export const pricing = {
  model: 'redraft-local-1',
  currency: 'USD',
  min_charge_usd: '0.010000',
  tiers: [
    { name: 'low', charge_per_1k_words_usd: '0.015000', high_charge_per_1k_words_usd: '0.025000', sample_size: 0 },
    { name: 'standard', charge_per_1k_words_usd: '0.030000', high_charge_per_1k_words_usd: '0.050000', sample_size: 14 },
    { name: 'high', charge_per_1k_words_usd: '0.060000', high_charge_per_1k_words_usd: '0.100000', sample_size: 211 },
  ],
  tier_version: 2,
};

export const presets = {
  personas: ['a nurse writing to colleagues after a night shift', 'a small-town bakery owner'],
  tones: ['warm', 'matter-of-fact'],
  formality: { min: 1, max: 5 },
};

export const meLocal = {
  account_id: 'acct_writer',
  email: 'writer@example.com',
  balance_usd: '25.000000',
  held_usd: '0.019400',
  available_usd: '24.980600',
  can_run: true,
  can_run_reason: null,
  restrictions: { max_chars_per_run: 5000, max_chars_per_check: 35000 },
};

export const meHosted = {
  can_run_reason: null,
  restrictions: { max_chars_per_run: 5000 },
};
