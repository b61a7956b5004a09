/**
 * The style and word classifiers, and the combination of all four.
 *
 * 1. A logistic regression on style features (word length, reading ease, function-word share,
 *    sentence-length variation, ...). Each feature is oriented so that larger means "more like
 *    the AI texts" and its weight is constrained to be non-negative, so a feature can only push
 *    the way the calibration corpora agree on.
 * 2. A naive-Bayes log-odds model over a closed vocabulary: function words, casual words and
 *    AI-typical words. Everyday words may carry human evidence only (their AI log-odds are
 *    clipped at zero when fitted), so plain vocabulary never reads as AI.
 *
 * 3. and 4. The word and character n-gram models (ngrams.ts, chargrams.ts).
 *
 * A logistic stacker, fitted on out-of-fold outputs, turns the four into a probability: 0.5
 * means even odds on the calibration data.
 */
import type { Calibration, LinearModel, Stacker } from './calibration';
import type { Measures } from './features';

export interface FeatureSpec {
  key: string;
  /** +1 when larger values are typical of AI text, -1 when smaller ones are. */
  direction: 1 | -1;
  value(m: Measures): number;
  /**
   * When true for a text, the feature may not add AI evidence (its scaled value is clamped at
   * the neutral point). Keeps "short sentences" from reading as uniform machine prose, and the
   * mere absence of informal markers from reading as AI.
   */
  humanOnly?(m: Measures): boolean;
}

/** Below this mean sentence length, uniform sentence lengths are not AI evidence. */
export const UNIFORMITY_MIN_SENTENCE_WORDS = 14;

const always = (): boolean => true;

export const FEATURES: readonly FeatureSpec[] = [
  { key: 'ai_vocabulary', direction: 1, value: (m) => Math.log1p(m.aiTerms) },
  { key: 'word_length', direction: 1, value: (m) => m.meanWordLetters },
  { key: 'reading_ease', direction: -1, value: (m) => m.readingEase },
  { key: 'function_words', direction: -1, value: (m) => m.functionShare },
  {
    key: 'sentence_variation',
    direction: -1,
    value: (m) => m.sentenceCv,
    humanOnly: (m) => m.meanSentenceWords < UNIFORMITY_MIN_SENTENCE_WORDS,
  },
  // Informal markers are evidence of a person when present; their absence is only formality,
  // which many people (students, non-native writers, professionals) practise.
  { key: 'first_person', direction: -1, value: (m) => Math.log1p(m.firstPerson), humanOnly: always },
  { key: 'contractions', direction: -1, value: (m) => Math.log1p(m.contractions), humanOnly: always },
  { key: 'repetition', direction: 1, value: (m) => Math.sqrt(m.repetition) },
  { key: 'transitions', direction: 1, value: (m) => m.transitions },
  { key: 'commas', direction: 1, value: (m) => m.commas },
  { key: 'informal_punctuation', direction: -1, value: (m) => Math.log1p(m.informalPunctuation), humanOnly: always },
  // The marks of assistant prose: each is common in people's writing too, so each is weighed
  // against the human Markdown by the fit, and the stack never lets one decide alone.
  { key: 'em_dashes', direction: 1, value: (m) => Math.log1p(m.dashes) },
  { key: 'bold_lead_ins', direction: 1, value: (m) => Math.sqrt(m.leadIns) },
  { key: 'contrast_frames', direction: 1, value: (m) => Math.log1p(m.contrasts) },
  { key: 'rule_of_three', direction: 1, value: (m) => Math.log1p(m.triads) },
  { key: 'assistant_frames', direction: 1, value: (m) => Math.log1p(m.assistantFrames) },
];

/**
 * Oriented, scaled feature values: 0 is the midpoint between the human and AI medians, positive
 * is the AI side. Missing values (too few sentences, say) are 0: no evidence either way.
 */
export function featureVector(m: Measures, cal: Calibration): Float64Array {
  const out = new Float64Array(FEATURES.length);
  for (let i = 0; i < FEATURES.length; i++) {
    const f = FEATURES[i] as FeatureSpec;
    const s = cal.features[f.key];
    const raw = f.value(m);
    if (!s || !Number.isFinite(raw) || !(s.scale > 0)) continue;
    let z = (f.direction * (raw - s.center)) / s.scale;
    // Extreme values say little more than large ones; bound them so one feature cannot dominate.
    z = Math.max(-4, Math.min(4, z));
    if (z > 0 && f.humanOnly?.(m)) z = 0;
    out[i] = z;
  }
  return out;
}

export function lrLogit(z: Float64Array, lr: LinearModel): number {
  let t = lr.bias;
  for (let i = 0; i < FEATURES.length; i++) t += (lr.weights[(FEATURES[i] as FeatureSpec).key] ?? 0) * (z[i] as number);
  return t;
}

export function sigmoid(x: number): number {
  return x >= 0 ? 1 / (1 + Math.exp(-x)) : Math.exp(x) / (1 + Math.exp(x));
}

/** Words at which a text's length term is 0 (about the length of a typical text of the data). */
export const LENGTH_REFERENCE_WORDS = 300;

/**
 * ln(words / 300), clamped to [-2, 2]: how much shorter or longer than a typical text a reading
 * is. The stacker weighs the character logit by it (`chLen`), so a short text's character
 * evidence, drawn from few n-grams, counts for less. Length alone never moves the score: the
 * term only scales evidence the text carries (a pure length term would learn the data's length
 * confound: its AI texts are shorter than its human ones).
 */
export function lengthTerm(words: number): number {
  return Math.max(-2, Math.min(2, Math.log(Math.max(words, 20) / LENGTH_REFERENCE_WORDS)));
}

export function stackLogit(s: Stacker, lr: number, nb: number, ng: number, ch: number, words: number): number {
  return s.lr * lr + s.nb * nb + s.ng * ng + (s.ch + s.chLen * lengthTerm(words)) * ch + s.bias;
}

/** The four classifiers' readings and the combined probability. */
export interface Reading {
  lrLogit: number;
  nbMean: number;
  ngLogit: number;
  chLogit: number;
  score: number;
}

/**
 * Reads a whole text (`level` text) or one block, given the word and character n-gram models'
 * logits for it.
 */
export function read(m: Measures, ng: number, ch: number, cal: Calibration, level: 'text' | 'paragraph'): Reading {
  const lr = lrLogit(featureVector(m, cal), cal.lr[level]);
  return { lrLogit: lr, nbMean: m.nbMean, ngLogit: ng, chLogit: ch, score: sigmoid(stackLogit(cal.stack[level], lr, m.nbMean, ng, ch, m.words)) };
}

/** The stacked logit of a reading (its score before the sigmoid, so it does not saturate). */
export function readLogit(m: Measures, ng: number, ch: number, cal: Calibration, level: 'text' | 'paragraph'): number {
  return stackLogit(cal.stack[level], lrLogit(featureVector(m, cal), cal.lr[level]), m.nbMean, ng, ch, m.words);
}

/** Whether a stacker weighs the style or the word model (whose inputs are a block's measures). */
export function weighsStyle(s: Stacker): boolean {
  return s.lr !== 0 || s.nb !== 0;
}

/**
 * The stacked logit of a block of `words` words, measuring its style (`measures`, the costly
 * part) only when the level's stacker weighs the style or the word model. The committed
 * calibration weighs neither at either level, and each block's measures cost a detect about a
 * fifth of its time; a calibration that weighs them gets them. Equal to `readLogit` either way.
 */
export function blockLogit(words: number, measures: () => Measures, ng: number, ch: number, cal: Calibration, level: 'text' | 'paragraph'): number {
  const s = cal.stack[level];
  if (weighsStyle(s)) return readLogit(measures(), ng, ch, cal, level);
  return stackLogit(s, 0, 0, ng, ch, words);
}

/**
 * How many classifiers the score rests on: of the four (style, word model, word n-grams,
 * character n-grams), those a stacker of either level weighs. The report's `models` says this,
 * not how many are computed: a classifier the calibration weighs 0 reads nothing into the score.
 */
export function modelCount(cal: Calibration): number {
  const { text, paragraph } = cal.stack;
  const weighs = (k: 'lr' | 'nb' | 'ng'): boolean => text[k] !== 0 || paragraph[k] !== 0;
  const chars = text.ch !== 0 || text.chLen !== 0 || paragraph.ch !== 0 || paragraph.chLen !== 0;
  return [weighs('lr'), weighs('nb'), weighs('ng'), chars].filter(Boolean).length;
}
