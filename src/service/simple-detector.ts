/**
 * A small, honest stand-in for the real detector (src/detector), used until it is wired in.
 *
 * It measures three writing signals that separate human from LLM prose in the literature —
 * how much sentence lengths vary, how often the writer uses contractions, and how often words
 * that became frequent with LLMs appear — places each between a typical human and a typical AI
 * value, and combines them with reliability weights into a score. It is crude but real: the same
 * text always gets the same report, and the report follows the text.
 */
import { CURRENT_REPORT_VERSION, MIN_WORDS_FOR_PARAGRAPH_SCORE, MIN_WORDS_FOR_VERDICT, verdictForScore } from '../contract/detections';
import type { DetectionReport, ReportParagraph, ReportSignal } from '../contract/detections';
import type { ProseModel, Span } from '../text';
import type { DetectorEngine, Progress } from './engines';

const LLM_FAVOURED = new Set([
  'delve', 'delves', 'delving', 'tapestry', 'testament', 'crucial', 'pivotal', 'furthermore', 'moreover',
  'additionally', 'landscape', 'seamless', 'seamlessly', 'robust', 'leverage', 'leveraging', 'utilize',
  'utilizing', 'foster', 'fostering', 'underscore', 'underscores', 'intricate', 'multifaceted', 'realm',
  'navigate', 'navigating', 'enhance', 'enhancing', 'showcase', 'showcasing', 'vibrant', 'notably',
  'comprehensive', 'meticulous', 'meticulously', 'paramount', 'holistic', 'nuanced', 'embark', 'elevate',
]);

const CONTRACTION = /^[\p{L}]+['\u2019](t|s|re|ve|ll|d|m)$/iu;

interface SignalSpec {
  key: string;
  label: string;
  unit: string;
  human: number;
  ai: number;
  /** Spread of the value among human texts, for the percentile. */
  humanSd: number;
  reliability: number;
}

const SENTENCE_VARIATION: SignalSpec = {
  key: 'sentence_length_variation',
  label: 'Variation in sentence length',
  unit: 'coefficient of variation',
  human: 0.55,
  ai: 0.3,
  humanSd: 0.18,
  reliability: 0.5,
};
const CONTRACTIONS: SignalSpec = {
  key: 'contractions',
  label: 'Contractions',
  unit: 'per 100 words',
  human: 1.2,
  ai: 0.2,
  humanSd: 1.0,
  reliability: 0.4,
};
const LLM_VOCABULARY: SignalSpec = {
  key: 'llm_vocabulary',
  label: 'Words that became frequent with LLMs',
  unit: 'per 1,000 words',
  human: 0.6,
  ai: 6,
  humanSd: 1.2,
  reliability: 0.6,
};

interface Measured {
  spec: SignalSpec;
  value: number;
  weight: number;
  evidence: Span[];
}

export class SimpleDetector implements DetectorEngine {
  readonly name = 'simple-detector';
  readonly stages = ['segment', 'paragraphs', 'score'] as const;

  *detect(model: ProseModel): Generator<Progress, DetectionReport, undefined> {
    const started = Date.now();
    const toCp = (utf16: number): number => model.offsets.toCodePoint(utf16);
    yield { stage: 'segment', done: 1, total: 1 };

    // Paragraphs are scored in a few slices so that progress is visible on a long text.
    const count = model.paragraphs.length;
    const per = Math.max(1, Math.ceil(count / 8));
    const slices = Math.max(1, Math.ceil(count / per));
    const paragraphs: ReportParagraph[] = [];
    for (let slice = 0; slice < slices; slice++) {
      for (let index = slice * per; index < Math.min(count, (slice + 1) * per); index++) {
        const p = model.paragraphs[index];
        if (!p) continue;
        const score = p.words >= MIN_WORDS_FOR_PARAGRAPH_SCORE ? round(scoreOf(measure(model, p.firstWord, p.endWord, index))) : null;
        paragraphs.push({ start: toCp(p.start), end: toCp(p.end), words: p.words, score, verdict: score === null ? null : verdictForScore(score) });
      }
      yield { stage: 'paragraphs', done: slice + 1, total: slices };
    }

    const whole = measure(model, 0, model.words.length, null);
    const wholeScore = round(scoreOf(whole));
    const words = model.proseWordCount;
    const sentences = model.sentences.length;
    let score = wholeScore;
    let verdict: DetectionReport['verdict'];
    let basis: 'whole_text' | 'paragraphs' = 'whole_text';
    const scoredParagraphs = paragraphs.filter((p) => p.score !== null);
    if (words < MIN_WORDS_FOR_VERDICT) {
      verdict = 'insufficient';
    } else if (scoredParagraphs.length > 0 && scoredParagraphs.every((p) => p.verdict === 'human') && wholeScore < 0.9) {
      const totalWords = scoredParagraphs.reduce((sum, p) => sum + p.words, 0);
      score = round(scoredParagraphs.reduce((sum, p) => sum + (p.score ?? 0) * p.words, 0) / totalWords);
      verdict = 'human';
      basis = 'paragraphs';
    } else {
      verdict = verdictForScore(wholeScore);
    }
    yield { stage: 'score', done: 1, total: 1 };

    const signals: ReportSignal[] = whole.map((m) => ({
      key: m.spec.key,
      label: m.spec.label,
      value: round(m.value),
      unit: m.spec.unit,
      human: m.spec.human,
      ai: m.spec.ai,
      lean: position(m) >= 0.5 ? 'ai' : 'human',
      human_percentile: round(100 * normalCdf((m.value - m.spec.human) / m.spec.humanSd), 1),
      reliability: round(m.weight),
      evidence: m.evidence.slice(0, 50).map((s) => ({ start: toCp(s.start), end: toCp(s.end) })),
    }));

    return {
      version: CURRENT_REPORT_VERSION,
      score,
      verdict,
      words,
      sentences,
      mean_sentence_words: sentences === 0 ? 0 : round(words / sentences, 2),
      paragraphs,
      signals,
      models: 1,
      elapsed_ms: Date.now() - started,
      basis,
      ...(basis === 'paragraphs' ? { whole_text_score: wholeScore } : {}),
    };
  }
}

/** Measures the signals over words [first, end) and, for a paragraph, its sentences. */
function measure(model: ProseModel, first: number, end: number, paragraph: number | null): Measured[] {
  const wordCount = end - first;
  const sentences = model.sentences.filter((s) => (paragraph === null ? true : s.paragraph === paragraph));
  const lengths = sentences.map((s) => s.words);
  const mean = lengths.reduce((a, b) => a + b, 0) / Math.max(1, lengths.length);
  const sd = Math.sqrt(lengths.reduce((a, b) => a + (b - mean) ** 2, 0) / Math.max(1, lengths.length));
  const variation = lengths.length >= 2 && mean > 0 ? sd / mean : SENTENCE_VARIATION.human;
  // Sentences closest to the mean length are the evidence of monotony.
  const uniform = sentences.filter((s) => mean > 0 && Math.abs(s.words - mean) / mean < 0.15);

  const contractions: Span[] = [];
  const favoured: Span[] = [];
  for (let i = first; i < end; i++) {
    const w = model.words[i];
    if (!w) continue;
    const token = model.text.slice(w.start, w.end);
    if (CONTRACTION.test(token)) contractions.push(w);
    if (LLM_FAVOURED.has(token.toLowerCase())) favoured.push(w);
  }
  const coverage = Math.min(1, wordCount / 200);
  return [
    { spec: SENTENCE_VARIATION, value: variation, weight: lengths.length >= 3 ? SENTENCE_VARIATION.reliability * coverage : 0, evidence: uniform },
    { spec: CONTRACTIONS, value: (100 * contractions.length) / Math.max(1, wordCount), weight: CONTRACTIONS.reliability * coverage, evidence: contractions },
    { spec: LLM_VOCABULARY, value: (1000 * favoured.length) / Math.max(1, wordCount), weight: LLM_VOCABULARY.reliability * coverage, evidence: favoured },
  ];
}

/** Where a value sits from the human typical value (0) to the AI one (1), bounded. */
function position(m: Measured): number {
  const t = (m.value - m.spec.human) / (m.spec.ai - m.spec.human);
  return Math.min(1.5, Math.max(-0.5, t));
}

function scoreOf(measured: Measured[]): number {
  const weight = measured.reduce((sum, m) => sum + m.weight, 0);
  if (weight === 0) return 0.5;
  const z = (4 * measured.reduce((sum, m) => sum + m.weight * (position(m) - 0.5), 0)) / weight;
  return 1 / (1 + Math.exp(-z));
}

function round(value: number, digits = 4): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

/** Standard normal CDF (Abramowitz–Stegun 7.1.26 erf), good to 1e-7: ample for a percentile. */
function normalCdf(x: number): number {
  const z = Math.abs(x) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * z);
  const erf = 1 - ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-z * z);
  return x >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}
