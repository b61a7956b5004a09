/**
 * The fitted numbers the engine reads: reference statistics per signal, classifier weights and
 * the stacking that turns them into a calibrated score. `npm run calibrate` writes
 * calibration.json from ../shared/data; the engine bundles it.
 */
import defaultJson from './calibration.json';
import type { NgramWeights } from './ngrams';

export interface SignalReference {
  /** Median on human texts and on AI texts of the calibration corpora. */
  human: number;
  ai: number;
  /** Quantiles of the human distribution at 0, 5, ..., 100 percent. */
  humanQuantiles: number[];
  /** 0..1: twice the distance of the AUROC from 0.5 (signed), the weakest over each AI source vs its corpus's human texts. */
  reliability: number;
}

export interface FeatureScaling {
  /** Midpoint between the human and AI medians: the neutral value. */
  center: number;
  /** Pooled standard deviation. */
  scale: number;
}

export interface LinearModel {
  weights: Record<string, number>;
  bias: number;
}

/**
 * A logistic stacker over the four classifiers:
 * p = sigmoid(lr * lrLogit + nb * nbMean + ng * ngLogit + ch * chLogit + chLen * chLogit * L + bias),
 * where L = lengthTerm(words) (model.ts): how far the text's length is from a typical one.
 */
export interface Stacker {
  lr: number;
  nb: number;
  ng: number;
  ch: number;
  /** The character logit's weight per unit of length term: short texts' character evidence is noisier. */
  chLen: number;
  bias: number;
}

/**
 * How often human writing reads high: human scores (out of fold) at the upper quantiles, so a
 * hover can say "1 in 300 human paragraphs reads this high". `share[i]` of human texts (or
 * paragraphs) score at or above `score[i]`; shares descend.
 */
export interface HumanTail {
  share: number[];
  score: number[];
  /** How many human readings the tail was measured on. */
  n: number;
}

export interface Calibration {
  version: 2;
  /** What the numbers were fitted on, for the record. */
  fittedOn: { texts: number; paragraphs: number; seed: number };
  /** AI-typical single words (lowercase). */
  aiWords: string[];
  /** Naive-Bayes log-odds (AI over human) per lowercase word. */
  nb: Record<string, number>;
  features: Record<string, FeatureScaling>;
  /**
   * Logistic-regression weights on the oriented, scaled features (all >= 0), and bias: one fitted
   * on whole texts, one on paragraphs (whose measurements are noisier).
   */
  lr: { text: LinearModel; paragraph: LinearModel };
  stack: { text: Stacker; paragraph: Stacker };
  /** The n-gram classifier (hashed word n-grams with layout tokens), one model for texts and blocks. */
  ngram: NgramWeights;
  /**
   * The character n-gram classifier (chargrams.ts), one model for texts and blocks. Its
   * `plainWords` is empty: the words whose character n-grams may only carry human evidence are
   * `ngram.plainWords`, one list for both models.
   */
  chars: NgramWeights;
  signals: Record<string, SignalReference>;
  /** Out-of-fold human score tails, for texts and for paragraph blocks. */
  humanTail: { text: HumanTail; paragraph: HumanTail };
}

export const defaultCalibration: Calibration = defaultJson as unknown as Calibration;
