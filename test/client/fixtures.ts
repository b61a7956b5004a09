/** Bodies that satisfy the contract, for the scripted server. */
export const T0 = '2025-01-01T00:00:00.000Z';

export function runCreated(id = 'run_1', extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id,
    status: 'queued',
    quality: 'standard',
    word_count: 120,
    prose_word_count: 100,
    estimated_cost_usd: '0.050000',
    held_usd: '0.080000',
    is_estimate: true,
    events_url: `/api/v1/runs/${id}/events`,
    ...extra,
  };
}

export function run(id = 'run_1', status = 'succeeded', extra: Record<string, unknown> = {}): Record<string, unknown> {
  const finished = ['succeeded', 'rejected', 'failed', 'canceled'].includes(status);
  return {
    id,
    status,
    quality: 'standard',
    prose_word_count: 100,
    input_text: 'The draft.',
    ...(status === 'succeeded' ? { output_text: 'The rewrite.' } : {}),
    text_deleted_at: null,
    scores: { validation_passed: status === 'succeeded', reasons: [] },
    billing: {
      charged_usd: finished ? '0.042000' : '0.000000',
      estimated_cost_usd: '0.050000',
      held_usd: '0.080000',
      charge_exceeded_hold: false,
    },
    created_at: T0,
    finished_at: finished ? T0 : null,
    ...extra,
  };
}

export function detection(id = 'det_1', status = 'queued', extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id,
    status,
    words: 10,
    created_at: T0,
    price_usd: '0.010000',
    charged_usd: status === 'succeeded' ? '0.000000' : null,
    result:
      status === 'succeeded'
        ? {
            version: 2,
            score: 0.2,
            verdict: 'insufficient',
            words: 10,
            sentences: 1,
            mean_sentence_words: 10,
            paragraphs: [],
            signals: [],
            models: 1,
            elapsed_ms: 3,
            basis: 'whole_text',
          }
        : null,
    error: status === 'failed' ? { code: 'detector_error', message: 'boom' } : null,
    progress: status === 'running' ? { stage: 'reading', done: 1, total: 3 } : null,
    poll_url: `/api/v1/detections/${id}`,
    ...extra,
  };
}

export const cost = (usd: string): Record<string, unknown> => ({ type: 'cost', projected_charge_usd: usd });
export const stage = (name: string, done: number, total: number): Record<string, unknown> => ({
  type: 'stage',
  stage: name,
  done,
  total,
});
export const done = (status = 'succeeded', charged = '0.042000'): Record<string, unknown> => ({
  type: 'done',
  status,
  charged_usd: charged,
  reasons: [],
});
