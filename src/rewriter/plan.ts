/**
 * The plan of a rewrite: the run options with every left-out option sampled. It is a plain JSON
 * object, recorded on the run, and `planRewrite(options, seed)` gives the same plan again.
 *
 * Sampling rules (the spec leaves them open):
 * - persona, tone: uniform over the preset lists; formality: uniform over 1..5.
 * - typos_enabled and common_words_enabled: true (the spec's defaults).
 * - typos_per_100_words: 0.5..1.5, min_zipf: 3.5..4.5 (around the app defaults 1.0 and 4.0).
 * - random_plan: every option is sampled, whatever else the object says, from wider ranges:
 *   typos on 3 times in 4 at 0.3..2.0 per 100 words, common words on 4 times in 5, min_zipf 3..5.
 */
import type { RunOptions } from '../contract/runs';
import { FORMALITY, PERSONAS, TONES, personaVoice, toneVoice } from './presets';
import { Prng } from './prng';

export const PLAN_VERSION = 1;

export type PlanOption =
  | 'persona'
  | 'tone'
  | 'formality'
  | 'typos_enabled'
  | 'typos_per_100_words'
  | 'common_words_enabled'
  | 'min_zipf';

export interface RewritePlan {
  version: number;
  seed: string;
  random_plan: boolean;
  persona: string;
  tone: string;
  formality: number;
  typos_enabled: boolean;
  typos_per_100_words: number;
  common_words_enabled: boolean;
  min_zipf: number;
  /** Options that were sampled rather than given. */
  sampled: PlanOption[];
  /** The preset voices the persona and tone resolved to. */
  voice: { persona: string; tone: string };
}

export function planRewrite(options: RunOptions, seed: string): RewritePlan {
  const rng = new Prng(seed).fork('plan');
  const random = options.random_plan === true;
  const sampled: PlanOption[] = [];
  // Draw every value in a fixed order, used or not, so one option never shifts another's draw.
  const draws = {
    persona: rng.pick(PERSONAS),
    tone: rng.pick(TONES),
    formality: FORMALITY.min + rng.int(FORMALITY.max - FORMALITY.min + 1),
    typosOn: rng.chance(0.75),
    typosRate: rng.range(0.5, 1.5, 0.1),
    typosRateWide: rng.range(0.3, 2.0, 0.1),
    commonOn: rng.chance(0.8),
    minZipf: rng.range(3.5, 4.5, 0.1),
    minZipfWide: rng.range(3.0, 5.0, 0.1),
  };
  const choose = <T>(key: PlanOption, given: T | undefined, sample: T): T => {
    if (!random && given !== undefined) return given;
    sampled.push(key);
    return sample;
  };
  const persona = choose('persona', options.persona, draws.persona as string);
  const tone = choose('tone', options.tone, draws.tone as string);
  return {
    version: PLAN_VERSION,
    seed,
    random_plan: random,
    persona,
    tone,
    formality: choose('formality', options.formality, draws.formality),
    typos_enabled: choose('typos_enabled', options.typos_enabled, random ? draws.typosOn : true),
    typos_per_100_words: choose('typos_per_100_words', options.typos_per_100_words, random ? draws.typosRateWide : draws.typosRate),
    common_words_enabled: choose('common_words_enabled', options.common_words_enabled, random ? draws.commonOn : true),
    min_zipf: choose('min_zipf', options.min_zipf, random ? draws.minZipfWide : draws.minZipf),
    sampled,
    voice: { persona: personaVoice(persona).id, tone: toneVoice(tone).id },
  };
}
