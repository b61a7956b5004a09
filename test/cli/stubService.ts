/**
 * A local service whose detector answers what the text asks for: a draft containing
 * `verdict:ai`, `verdict:mixed` or `verdict:human` gets that verdict (and a score to match), so
 * the exit-code tests of `--fail-on` do not depend on how the real detector is calibrated.
 * Everything else (HTTP, auth, billing, seed accounts) is the real local service.
 */
import { CURRENT_REPORT_VERSION, MIN_WORDS_FOR_PARAGRAPH_SCORE, MIN_WORDS_FOR_VERDICT, type DetectionReport } from '../../src/contract';
import { startService, type DetectorEngine, type Progress, type RunningService, type SeedFile } from '../../src/service';
import type { ProseModel } from '../../src/text';

const SCORES = { ai: 0.9, mixed: 0.5, human: 0.1 } as const;

export const stubDetector: DetectorEngine = {
  name: 'stub-detector',
  stages: ['read'],
  *detect(model: ProseModel): Generator<Progress, DetectionReport, undefined> {
    yield { stage: 'read', done: 1, total: 1 };
    const asked = /verdict:(ai|mixed|human)/.exec(model.text)?.[1] as keyof typeof SCORES | undefined;
    const score = SCORES[asked ?? 'human'];
    const verdict = asked ?? 'human';
    const enough = model.proseWordCount >= MIN_WORDS_FOR_VERDICT;
    return {
      version: CURRENT_REPORT_VERSION,
      score,
      verdict: enough ? verdict : 'insufficient',
      words: model.proseWordCount,
      sentences: model.sentences.length,
      mean_sentence_words: 10,
      paragraphs: model.paragraphs.map((p) => {
        const scored = p.words >= MIN_WORDS_FOR_PARAGRAPH_SCORE;
        return {
          start: model.offsets.toCodePoint(p.start),
          end: model.offsets.toCodePoint(p.end),
          words: p.words,
          score: scored ? score : null,
          verdict: scored ? verdict : null,
        };
      }),
      signals: [],
      models: 1,
      elapsed_ms: 0,
      basis: 'whole_text',
    };
  },
};

export const SEED_KEYS = {
  writer: 'rk_test_writer',
  noDetect: 'rk_test_no_detect',
  broke: 'rk_test_broke',
  suspended: 'rk_test_suspended',
  tight: 'rk_test_tight',
} as const;

export const SEED: SeedFile = {
  accounts: [
    {
      id: 'acct_writer',
      balance_usd: '25.000000',
      keys: [
        { key: SEED_KEYS.writer, scopes: ['humanize', 'detect', 'billing:read'] },
        { key: SEED_KEYS.noDetect, scopes: ['humanize'] },
      ],
    },
    { id: 'acct_broke', balance_usd: '0.000000', keys: [{ key: SEED_KEYS.broke, scopes: ['humanize', 'detect'] }] },
    { id: 'acct_suspended', balance_usd: '5.000000', status: 'suspended', keys: [{ key: SEED_KEYS.suspended }] },
    {
      id: 'acct_tight',
      balance_usd: '5.000000',
      restrictions: { max_chars_per_run: 200, max_chars_per_check: 200 },
      keys: [{ key: SEED_KEYS.tight }],
    },
  ],
};

export function startStubService(dataDir: string, options: { paceMs?: number; runsPerMinute?: number } = {}): Promise<RunningService> {
  return startService({
    dataDir,
    port: 0,
    paceMs: options.paceMs ?? 0,
    seed: SEED,
    detector: stubDetector,
    runsPerMinute: options.runsPerMinute ?? 1000,
    detectionsPerMinute: 1000,
    log: () => undefined,
  });
}
