/**
 * The writer's voice for a rewrite (persona, tone, formality, typos, common words), remembered
 * per workspace, and how it becomes the run's options. Pure, tested in plain Node.
 */
import { FORMALITY_MAX, FORMALITY_MIN, type RunOptions } from '../../../contract/runs';

export type TyposChoice = 'off' | 'light' | 'normal' | 'more';

/**
 * The voice a writer chose, remembered per workspace. `undefined` means "let the service choose":
 * the spec samples every option left out of a run.
 */
export interface VoiceChoice {
  persona?: string;
  tone?: string;
  formality?: number;
  typos?: TyposChoice;
  commonWords?: boolean;
  /** Sample the whole plan; the other fields are kept but not sent. */
  randomPlan?: boolean;
}

export const TYPO_RATES: Record<Exclude<TyposChoice, 'off'>, number> = { light: 0.5, normal: 1.0, more: 2.0 };

export const TYPO_LABELS: Record<TyposChoice, string> = {
  off: 'off',
  light: 'light (0.5 per 100 words)',
  normal: 'normal (1 per 100 words)',
  more: 'more (2 per 100 words)',
};

export const FORMALITY_WORDS: Record<number, string> = {
  1: 'conversational',
  2: 'relaxed',
  3: 'neutral',
  4: 'polished',
  5: 'formal',
};

/** The run options a voice stands for. */
export function toRunOptions(voice: VoiceChoice): RunOptions {
  if (voice.randomPlan) return { random_plan: true };
  const options: RunOptions = {};
  if (voice.persona !== undefined) options.persona = voice.persona;
  if (voice.tone !== undefined) options.tone = voice.tone;
  if (voice.formality !== undefined) options.formality = voice.formality;
  if (voice.typos !== undefined) {
    options.typos_enabled = voice.typos !== 'off';
    if (voice.typos !== 'off') options.typos_per_100_words = TYPO_RATES[voice.typos];
  }
  if (voice.commonWords !== undefined) options.common_words_enabled = voice.commonWords;
  return options;
}

/**
 * A stored voice, cleaned: workspace state may hold an older shape or values the presets no
 * longer offer. A persona outside the list stays (the writer may have described their own).
 */
export function sanitizeVoice(stored: unknown, formality: { min: number; max: number } = { min: FORMALITY_MIN, max: FORMALITY_MAX }): VoiceChoice {
  if (typeof stored !== 'object' || stored === null) return {};
  const s = stored as Record<string, unknown>;
  const voice: VoiceChoice = {};
  if (typeof s.persona === 'string' && s.persona.trim() !== '') voice.persona = s.persona.trim().slice(0, 300);
  if (typeof s.tone === 'string' && s.tone.trim() !== '') voice.tone = s.tone.trim().slice(0, 100);
  if (typeof s.formality === 'number' && Number.isInteger(s.formality) && s.formality >= formality.min && s.formality <= formality.max) {
    voice.formality = s.formality;
  }
  if (s.typos === 'off' || s.typos === 'light' || s.typos === 'normal' || s.typos === 'more') voice.typos = s.typos;
  if (typeof s.commonWords === 'boolean') voice.commonWords = s.commonWords;
  if (s.randomPlan === true) voice.randomPlan = true;
  return voice;
}

export function formalityText(n: number): string {
  const word = FORMALITY_WORDS[n];
  return word ? `${n} (${word})` : String(n);
}

/** One line: what the rewrite will sound like. */
export function voiceSummary(voice: VoiceChoice): string {
  if (voice.randomPlan) return 'a surprise: the whole plan is sampled';
  const parts = [
    voice.persona ?? 'any persona',
    voice.tone !== undefined ? `${voice.tone} tone` : 'any tone',
    voice.formality !== undefined ? `formality ${formalityText(voice.formality)}` : 'any formality',
    voice.typos !== undefined ? `typos ${voice.typos === 'off' ? 'off' : voice.typos}` : 'typos as Redraft chooses',
    voice.commonWords === undefined ? 'common words as Redraft chooses' : voice.commonWords ? 'everyday words' : 'any words',
  ];
  return parts.join(' · ');
}
