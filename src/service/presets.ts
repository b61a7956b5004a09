/**
 * The voice lists of GET /v1/presets. A run option left out is sampled from these, and the
 * rewriter reads the same lists, so they are exported constants rather than data in the database.
 *
 * Personas are concrete people rather than labels ("a nurse writing to a patient's family", not
 * "professional"): the spec prefers a concrete description, and a concrete writer gives the
 * rewriter something to aim at.
 */
import { DEFAULT_MIN_ZIPF, DEFAULT_TYPOS_PER_100_WORDS } from '../contract/runs';

// The rewriter owns the voice lists (it maps each persona and tone to a voice); served as they are.
export { PERSONAS, TONES, FORMALITY } from '../rewriter/presets';
import { PERSONAS, TONES, FORMALITY } from '../rewriter/presets';
import type { PresetsView } from './views';

/** Defaults the app uses when the caller turns an option on without a value. */
export const OPTION_DEFAULTS = {
  typos_enabled: true,
  typos_per_100_words: DEFAULT_TYPOS_PER_100_WORDS,
  common_words_enabled: true,
  min_zipf: DEFAULT_MIN_ZIPF,
} as const;

/** GET /v1/presets */
export function presetsView(): PresetsView {
  return {
    personas: [...PERSONAS],
    tones: [...TONES],
    formality: { ...FORMALITY },
    defaults: { ...OPTION_DEFAULTS },
  };
}
