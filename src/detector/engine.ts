/**
 * The detector: a prose model in, a report version 2 out. The work runs in named stages so the
 * service can show progress between them (`detectSteps`); `detect` runs them all at once.
 */
import type { ProseModel, ProseParagraph, Span } from '../text/types';
import { analyze, type Analysis, type ParagraphAnalysis, type Vocabulary } from './analysis';
import { defaultCalibration, type Calibration, type SignalReference } from './calibration';
import { blockRange, measure, wholeRange, type Measures } from './features';
import { chunkBlocks, reportBlocks, type Block } from './blocks';
import { blockKeys, NgramReader, spaceOf } from './ngrams';
import { CharScratch, charKeys, charPlainOf } from './chargrams';
import { blockLogit, modelCount, read, sigmoid } from './model';
import type { DetectionReport, Lean, ParagraphEntry, Range, SignalEntry } from './report';
import { MIN_WORDS, PARAGRAPH_MIN_WORDS, WHOLE_TEXT_OVERRIDE, documentScore, verdictForScore } from './rules';
import { MAX_EVIDENCE, SIGNALS, type SignalSpec } from './signals';

export type DetectStage = 'segment' | 'signals' | 'classify' | 'paragraphs';

/** The stages in the order they run. */
export const DETECT_STAGES: readonly DetectStage[] = ['segment', 'signals', 'classify', 'paragraphs'];

/** Progress after a step of work: `done` of `total` units of `stage` are finished. */
export interface DetectProgress {
  stage: DetectStage;
  done: number;
  total: number;
}

export interface DetectOptions {
  /** Weights and reference statistics; the committed calibration by default. */
  calibration?: Calibration;
  /** Clock in milliseconds (performance.now by default). */
  now?: () => number;
  /**
   * When set (a `now()` reading), `elapsed_ms` is the wall time since then, pauses between
   * steps included. Otherwise it is the time spent computing the report.
   */
  startedAt?: number;
  /** Per-block work remembered between reads of a changing text (incremental.ts); same report. */
  memo?: BlockMemo;
}

/**
 * What an incremental reader may remember between reads: the analysis and the word and
 * character n-gram keys of a prose block and the score of a report block, each under a key that
 * captures everything they are computed from. `compute` is the engine's own computation; a memo
 * only decides whether to call it.
 */
export interface BlockMemo {
  paragraph(model: ProseModel, p: number, compute: () => ParagraphAnalysis): ParagraphAnalysis;
  keys(model: ProseModel, p: number, compute: () => BlockKeys): BlockKeys;
  blockScore(analysis: Analysis, block: Block, compute: () => number): number;
  /**
   * The word and character n-gram logits of the chunk made of prose blocks [first, end): they
   * depend only on those blocks' keys.
   */
  chunkLogits(first: number, end: number, compute: () => ChunkLogits): ChunkLogits;
}

/** A chunk's word and character n-gram logits. */
export interface ChunkLogits {
  /** 0 when the text stacker does not weigh the word n-gram model (it is not read then). */
  words: number;
  chars: number;
}

/** The hashed word and character n-gram keys of one prose block. */
export interface BlockKeys {
  words: Int32Array;
  chars: Int32Array;
}

const vocabularyCache = new WeakMap<Calibration, Vocabulary>();

function vocabularyOf(cal: Calibration): Vocabulary {
  let v = vocabularyCache.get(cal);
  if (!v) {
    v = {
      aiWords: new Map(cal.aiWords.map((w) => [w, 1])),
      nbWeights: new Map(Object.entries(cal.nb)),
    };
    vocabularyCache.set(cal, v);
  }
  return v;
}

const readerCache = new WeakMap<Calibration, { words: NgramReader; chars: NgramReader }>();

/** One pair of readers (and their scratch arrays) per calibration. */
function readersOf(cal: Calibration): { words: NgramReader; chars: NgramReader } {
  let r = readerCache.get(cal);
  if (!r) {
    r = { words: new NgramReader(cal.ngram), chars: new NgramReader(cal.chars) };
    readerCache.set(cal, r);
  }
  return r;
}

/** Computes a prose block's word and character n-gram keys, with scratch buffers shared by one read. */
function blockKeyMaker(model: ProseModel, lower: readonly string[], cal: Calibration): (para: ProseParagraph) => BlockKeys {
  const space = spaceOf(cal.ngram);
  const charSpace = spaceOf(cal.chars);
  // The character model's plain words are the word model's: one list of everyday words.
  const charPlain = charPlainOf(cal.ngram);
  const scratch = new CharScratch();
  return (para) => ({
    words: blockKeys(model, lower, para, space),
    chars: charKeys(model, lower, para, charSpace, charPlain, scratch),
  });
}

function concat(runs: readonly Int32Array[]): Int32Array {
  if (runs.length === 1) return runs[0] as Int32Array;
  let n = 0;
  for (const r of runs) n += r.length;
  const out = new Int32Array(n);
  let o = 0;
  for (const r of runs) {
    out.set(r, o);
    o += r.length;
  }
  return out;
}

const round = (x: number, digits: number): number => {
  const f = 10 ** digits;
  return Math.round(x * f) / f;
};

/**
 * Where `v` falls among the human quantiles (0, 5, ..., 100 percent): the percent of human texts
 * below it and at or below it (equal when no quantile ties with it), interpolated.
 */
export function percentileRange(v: number, q: readonly number[]): [number, number] {
  const n = q.length - 1;
  if (n < 1) return [50, 50];
  if (v < (q[0] as number)) return [0, 0];
  if (v > (q[n] as number)) return [100, 100];
  let first = 0;
  while (first <= n && (q[first] as number) < v) first++;
  let last = n;
  while (last >= 0 && (q[last] as number) > v) last--;
  if (first <= last) return [(100 * first) / n, (100 * last) / n]; // v equals q[first..last]
  // q[last] < v < q[first], first = last + 1
  const lo = q[last] as number;
  const hi = q[first] as number;
  const p = (100 * (last + (v - lo) / (hi - lo))) / n;
  return [p, p];
}

/** Percentile (0..100) of `v` among the human texts; ties take the middle of their run. */
export function percentileOf(v: number, q: readonly number[]): number {
  const [lo, hi] = percentileRange(v, q);
  return (lo + hi) / 2;
}

/** A value leans AI only when at most this percent of human texts are as far toward AI. */
const AI_LEAN_MAX_HUMAN_SHARE = 30;

/**
 * Which way a value leans: `ai` past two thirds of the way from the human median to the AI one
 * and unusual for people (few human texts are as far out), `human` within a third of the human
 * median or beyond it, `neutral` otherwise and for signals that do not separate the corpora.
 */
export function leanOf(value: number, ref: SignalReference, direction?: 1 | -1): Lean {
  const span = ref.ai - ref.human;
  if (!(Math.abs(span) > 1e-9) || ref.reliability < 0.1) return 'neutral';
  // Typical values that contradict the signal's direction (AI drafts of some sources read
  // easier than some people's prose) cannot say which way a value leans.
  if (direction !== undefined && Math.sign(span) !== direction) return 'neutral';
  const t = (value - ref.human) / span;
  if (t <= 1 / 3) return 'human';
  if (t < 2 / 3) return 'neutral';
  const [below, atOrBelow] = percentileRange(value, ref.humanQuantiles);
  const asFarTowardAi = span > 0 ? 100 - below : atOrBelow;
  return asFarTowardAi <= AI_LEAN_MAX_HUMAN_SHARE ? 'ai' : 'neutral';
}

/**
 * Clips UTF-16 ranges to the prose spans (so a range never covers inline code or markup between
 * prose pieces), trims white space, converts to code points and keeps at most `limit`.
 */
export function proseRanges(model: ProseModel, ranges: readonly Span[], limit: number): Range[] {
  const out: Range[] = [];
  const { spans, text, offsets } = model;
  for (const r of ranges) {
    if (out.length >= limit) break;
    // First span ending after r.start.
    let lo = 0;
    let hi = spans.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((spans[mid] as Span).end <= r.start) lo = mid + 1;
      else hi = mid;
    }
    for (let k = lo; k < spans.length && out.length < limit; k++) {
      const s = spans[k] as Span;
      if (s.start >= r.end) break;
      let a = Math.max(s.start, r.start);
      let b = Math.min(s.end, r.end);
      while (a < b && /\s/.test(text[a] as string)) a++;
      while (b > a && /\s/.test(text[b - 1] as string)) b--;
      if (b > a) out.push({ start: offsets.toCodePoint(a), end: offsets.toCodePoint(b) });
    }
  }
  return out;
}

function signalEntry(spec: SignalSpec, m: Measures, a: Analysis, cal: Calibration): SignalEntry | undefined {
  const value = spec.value(m);
  if (!Number.isFinite(value)) return undefined; // not measurable here (e.g. under three sentences)
  const ref: SignalReference = cal.signals[spec.key] ?? { human: value, ai: value, humanQuantiles: [], reliability: 0 };
  let lean = leanOf(value, ref, spec.direction);
  if (lean === 'ai' && spec.neverAi?.(m)) lean = 'neutral';
  return {
    key: spec.key,
    label: spec.label,
    value: round(value, 3),
    unit: spec.unit,
    human: ref.human,
    ai: ref.ai,
    lean,
    human_percentile: round(percentileOf(value, ref.humanQuantiles), 1),
    reliability: ref.reliability,
    evidence: proseRanges(a.model, spec.evidence(a), MAX_EVIDENCE),
  };
}

const defaultNow = (): number => performance.now();

/**
 * Runs the detector stage by stage. Each `yield` reports finished work; the generator's return
 * value is the report. Pauses between `next()` calls are not counted in `elapsed_ms` unless
 * `startedAt` is given.
 */
export function* detectSteps(model: ProseModel, opts: DetectOptions = {}): Generator<DetectProgress, DetectionReport, void> {
  const cal = opts.calibration ?? defaultCalibration;
  const now = opts.now ?? defaultNow;
  let busy = 0;
  let resumed = now();
  function* step(p: DetectProgress): Generator<DetectProgress, void, void> {
    busy += now() - resumed;
    yield p;
    resumed = now();
  }

  const memo = opts.memo;
  const analysis = analyze(model, vocabularyOf(cal), memo ? (p, compute) => memo.paragraph(model, p, compute) : undefined);
  const whole = measure(analysis, wholeRange(analysis));
  yield* step({ stage: 'segment', done: 1, total: 1 });

  const signals: SignalEntry[] = [];
  const perStep = Math.ceil(SIGNALS.length / 3);
  for (let i = 0; i < SIGNALS.length; i++) {
    const entry = signalEntry(SIGNALS[i] as SignalSpec, whole, analysis, cal);
    if (entry) signals.push(entry);
    if ((i + 1) % perStep === 0 || i + 1 === SIGNALS.length) yield* step({ stage: 'signals', done: i + 1, total: SIGNALS.length });
  }

  // N-gram counts per report block (no n-gram spans two blocks); chunks and the whole text sum them.
  const blocks = reportBlocks(model);
  const keysOf = blockKeyMaker(model, analysis.lower, cal);
  const wordRuns: Int32Array[] = [];
  const charRuns: Int32Array[] = [];
  for (const b of blocks) {
    const words: Int32Array[] = [];
    const chars: Int32Array[] = [];
    for (let p = b.first; p < b.end; p++) {
      const para = model.paragraphs[p] as ProseParagraph;
      const compute = (): BlockKeys => keysOf(para);
      const k = opts.memo ? opts.memo.keys(model, p, compute) : compute();
      words.push(k.words);
      chars.push(k.chars);
    }
    wordRuns.push(concat(words));
    charRuns.push(concat(chars));
  }
  const readers = readersOf(cal);
  // The whole text's n-gram readings: its chunks' logits, weighted by their words. The word
  // model's is read only when the text stacker weighs it (the committed one does not).
  const textWeighsWords = cal.stack.text.ng !== 0;
  let ngSum = 0;
  let chSum = 0;
  let ngWords = 0;
  for (const c of chunkBlocks(blocks)) {
    const compute = (): ChunkLogits => ({
      words: textWeighsWords ? readers.words.logit(wordRuns, c.first, c.end) : 0,
      chars: readers.chars.logit(charRuns, c.first, c.end),
    });
    const first = (blocks[c.first] as Block).first;
    const end = (blocks[c.end - 1] as Block).end;
    const l = opts.memo ? opts.memo.chunkLogits(first, end, compute) : compute();
    ngSum += c.words * l.words;
    chSum += c.words * l.chars;
    ngWords += c.words;
  }
  const reading = read(whole, ngWords > 0 ? ngSum / ngWords : cal.ngram.bias, ngWords > 0 ? chSum / ngWords : cal.chars.bias, cal, 'text');
  yield* step({ stage: 'classify', done: modelCount(cal), total: modelCount(cal) });

  const paragraphs: ParagraphEntry[] = [];
  const total = blocks.length;
  const chunk = Math.max(1, Math.ceil(total / 5));
  for (let i = 0; i < total; i++) {
    const b = blocks[i] as Block;
    const first = model.paragraphs[b.first] as (typeof model.paragraphs)[number];
    const last = model.paragraphs[b.end - 1] as (typeof model.paragraphs)[number];
    let score: number | null = null;
    if (b.words >= PARAGRAPH_MIN_WORDS) {
      const compute = (): number => {
        const range = blockRange(analysis, b.first, b.end);
        const logit = blockLogit(
          range.endWord - range.firstWord,
          () => measure(analysis, range),
          readers.words.logit(wordRuns, i, i + 1),
          readers.chars.logit(charRuns, i, i + 1),
          cal,
          'paragraph',
        );
        return round(sigmoid(logit), 4);
      };
      score = opts.memo ? opts.memo.blockScore(analysis, b, compute) : compute();
    }
    paragraphs.push({
      start: model.offsets.toCodePoint(first.start),
      end: model.offsets.toCodePoint(last.end),
      words: b.words,
      score,
      verdict: score === null ? null : verdictForScore(score),
    });
    if ((i + 1) % chunk === 0 || i + 1 === total) yield* step({ stage: 'paragraphs', done: i + 1, total });
  }
  if (total === 0) yield* step({ stage: 'paragraphs', done: 0, total: 0 });

  const words = model.words.length;
  const sentences = model.sentences.length;
  const wholeScore = round(documentScore(reading.score, paragraphs), 4);
  const report: DetectionReport = {
    version: 2,
    score: wholeScore,
    verdict: 'insufficient',
    words,
    sentences,
    mean_sentence_words: sentences > 0 ? round(words / sentences, 2) : words,
    paragraphs,
    signals,
    models: modelCount(cal),
    elapsed_ms: 0,
    basis: 'whole_text',
  };
  if (words >= MIN_WORDS) {
    const scored = paragraphs.filter((p) => p.score !== null);
    const allHuman = scored.length > 0 && scored.every((p) => p.verdict === 'human');
    if (allHuman && wholeScore < WHOLE_TEXT_OVERRIDE) {
      let sum = 0;
      let n = 0;
      for (const p of scored) {
        sum += (p.score as number) * p.words;
        n += p.words;
      }
      report.score = round(sum / n, 4);
      report.verdict = 'human';
      report.basis = 'paragraphs';
      report.whole_text_score = wholeScore;
    } else {
      report.verdict = verdictForScore(wholeScore);
    }
  }
  busy += now() - resumed;
  report.elapsed_ms = Math.max(0, Math.round(opts.startedAt !== undefined ? now() - opts.startedAt : busy));
  return report;
}

/** Reads a prose model in one go. */
export function detect(model: ProseModel, opts: DetectOptions = {}): DetectionReport {
  const steps = detectSteps(model, opts);
  for (;;) {
    const r = steps.next();
    if (r.done) return r.value;
  }
}

export interface DetectAsyncOptions extends DetectOptions {
  /** Told after every step. */
  onProgress?: (p: DetectProgress) => void;
  /** Awaited between steps (e.g. the service's pacing); its time is not counted unless startedAt is set. */
  pause?: () => Promise<void>;
  /** Stops the work between steps; the promise rejects with the signal's reason. */
  signal?: AbortSignal;
}

/** Runs the stages with a callback and an awaited pause between them. */
export async function detectAsync(model: ProseModel, opts: DetectAsyncOptions = {}): Promise<DetectionReport> {
  const steps = detectSteps(model, opts);
  for (;;) {
    opts.signal?.throwIfAborted();
    const r = steps.next();
    if (r.done) return r.value;
    opts.onProgress?.(r.value);
    if (opts.pause) await opts.pause();
  }
}

/**
 * Each prose paragraph's stacked logit, read alone as a block (every paragraph, however short).
 * For the rewriter's choices: a paragraph before and after an edit compare on the scale the
 * detector decides on, without the sigmoid flattening differences deep in `ai` or `human`.
 */
export function paragraphLogits(model: ProseModel, opts: Pick<DetectOptions, 'calibration'> = {}): Float64Array {
  const cal = opts.calibration ?? defaultCalibration;
  const analysis = analyze(model, vocabularyOf(cal));
  const readers = readersOf(cal);
  const keysOf = blockKeyMaker(model, analysis.lower, cal);
  const out = new Float64Array(model.paragraphs.length);
  model.paragraphs.forEach((para, p) => {
    const k = keysOf(para);
    const range = blockRange(analysis, p, p + 1);
    out[p] = blockLogit(range.endWord - range.firstWord, () => measure(analysis, range), readers.words.logit([k.words], 0, 1), readers.chars.logit([k.chars], 0, 1), cal, 'paragraph');
  });
  return out;
}

/**
 * The engine as the local service plugs it in: a name, its stage names, and `detect` returning
 * the steps (the service paces them and records progress between them).
 */
export class LocalDetector {
  readonly name = 'redraft-local-detector';
  readonly stages: readonly DetectStage[] = DETECT_STAGES;

  constructor(private readonly options: DetectOptions = {}) {}

  detect(model: ProseModel): Generator<DetectProgress, DetectionReport, void> {
    return detectSteps(model, this.options);
  }
}
