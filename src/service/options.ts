/**
 * Fills in the run options a caller left out. The spec says a left-out option "is chosen
 * (sampled) for that run"; voice options are drawn from the preset lists, switches and rates take
 * the app defaults. With `random_plan` the caller's voice options are ignored and the whole plan
 * is drawn. The resolved plan is stored with the run and returned as `options`.
 */
import { randomInt } from 'node:crypto';
import type { RunOptions } from '../contract/runs';
import type { ResolvedRunOptions } from './engines';
import { FORMALITY, OPTION_DEFAULTS, PERSONAS, TONES } from './presets';

function pick<T>(list: readonly T[]): T {
  const value = list[randomInt(list.length)];
  if (value === undefined) throw new Error('cannot pick from an empty list');
  return value;
}

export function resolveOptions(given: RunOptions | undefined): ResolvedRunOptions {
  const options = given ?? {};
  if (options.random_plan === true) {
    return {
      persona: pick(PERSONAS),
      tone: pick(TONES),
      formality: randomInt(FORMALITY.min, FORMALITY.max + 1),
      typos_enabled: randomInt(2) === 1,
      typos_per_100_words: OPTION_DEFAULTS.typos_per_100_words,
      common_words_enabled: randomInt(2) === 1,
      min_zipf: OPTION_DEFAULTS.min_zipf,
      random_plan: true,
    };
  }
  return {
    persona: options.persona ?? pick(PERSONAS),
    tone: options.tone ?? pick(TONES),
    formality: options.formality ?? randomInt(FORMALITY.min, FORMALITY.max + 1),
    typos_enabled: options.typos_enabled ?? OPTION_DEFAULTS.typos_enabled,
    typos_per_100_words: options.typos_per_100_words ?? OPTION_DEFAULTS.typos_per_100_words,
    common_words_enabled: options.common_words_enabled ?? OPTION_DEFAULTS.common_words_enabled,
    min_zipf: options.min_zipf ?? OPTION_DEFAULTS.min_zipf,
    random_plan: false,
  };
}
