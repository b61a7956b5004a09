/**
 * Raw measurements of a stretch of prose (the whole text or one paragraph), summed from an
 * Analysis. Every measurement is a rate, so texts of different lengths compare.
 */
import type { Analysis, Punctuation } from './analysis';
import * as analysis from './analysis';

// Local bindings of the word classes, read once: where modules are not bundled (tsx runs the
// bench and the scripts) an imported binding is a getter call on every use, in per-word loops.
const { AI_TERM_REPEATS, F_CONTRACTION, F_FIRST_PERSON, F_FUNCTION, F_NUMBER } = analysis;

export interface Range {
  firstWord: number;
  endWord: number;
  firstSentence: number;
  endSentence: number;
  firstParagraph: number;
  endParagraph: number;
}

export interface Measures {
  words: number;
  sentences: number;
  /** Coefficient of variation of sentence lengths (words); NaN under three sentences. */
  sentenceCv: number;
  meanSentenceWords: number;
  /** AI-typical terms per 100 words. */
  aiTerms: number;
  /** Share of words that are function words. */
  functionShare: number;
  /** First-person pronouns per 100 words. */
  firstPerson: number;
  /** Flesch reading ease. */
  readingEase: number;
  meanWordLetters: number;
  /** Contractions per 100 words. */
  contractions: number;
  /** Share of content-bearing word trigrams that occur more than once in the range. */
  repetition: number;
  /** Coefficient of variation of paragraph lengths; NaN under three paragraphs. */
  paragraphCv: number;
  /** Share of sentences that open with a stock transition. */
  transitions: number;
  /** Question marks, exclamation marks and quotation marks per 100 words. */
  informalPunctuation: number;
  /** Em and en dashes (and `--`, spaced hyphens) per 100 words. */
  dashes: number;
  /** Percent of the prose blocks that open with a bold or italic lead-in. */
  leadIns: number;
  /** Contrast frames ("not just X, but Y") per 100 words. */
  contrasts: number;
  /** Rule-of-three lists in running prose per 100 words. */
  triads: number;
  /** Stock openers and closers of assistant answers (a count, not a rate: one is telling). */
  assistantFrames: number;
  /** Commas per 100 words. */
  commas: number;
  /** Naive-Bayes mean log-odds per word. */
  nbMean: number;
}

export function wholeRange(a: Analysis): Range {
  const m = a.model;
  return {
    firstWord: 0,
    endWord: m.words.length,
    firstSentence: 0,
    endSentence: m.sentences.length,
    firstParagraph: 0,
    endParagraph: m.paragraphs.length,
  };
}

export function paragraphRange(a: Analysis, p: number): Range {
  const para = a.model.paragraphs[p];
  const s = a.paragraphSentences[p] ?? [0, 0];
  return {
    firstWord: para ? para.firstWord : 0,
    endWord: para ? para.endWord : 0,
    firstSentence: s[0],
    endSentence: s[1],
    firstParagraph: p,
    endParagraph: p + 1,
  };
}

/** The range of a report block: paragraphs [first, end), with their words and sentences. */
export function blockRange(a: Analysis, first: number, end: number): Range {
  if (end - first === 1) return paragraphRange(a, first);
  const paras = a.model.paragraphs;
  let firstSentence = -1;
  let endSentence = -1;
  for (let p = first; p < end; p++) {
    const s = a.paragraphSentences[p];
    if (!s || s[1] <= s[0]) continue;
    if (firstSentence < 0) firstSentence = s[0];
    endSentence = s[1];
  }
  return {
    firstWord: paras[first]?.firstWord ?? 0,
    endWord: paras[end - 1]?.endWord ?? 0,
    firstSentence: Math.max(0, firstSentence),
    endSentence: Math.max(0, endSentence),
    firstParagraph: first,
    endParagraph: end,
  };
}

/** Coefficient of variation (population), NaN for fewer than `min` values. */
export function cv(values: ArrayLike<number>, from: number, to: number, min: number): number {
  const k = to - from;
  if (k < min) return NaN;
  let sum = 0;
  for (let i = from; i < to; i++) sum += values[i] as number;
  const mean = sum / k;
  if (mean <= 0) return NaN;
  let ss = 0;
  for (let i = from; i < to; i++) {
    const d = (values[i] as number) - mean;
    ss += d * d;
  }
  return Math.sqrt(ss / k) / mean;
}

/** Repeats further apart than this many words are not counted (long texts recall their terms). */
export const REPEAT_WINDOW = 1000;

/**
 * Word trigrams of [from, to) that recur within REPEAT_WINDOW words of their last occurrence, so
 * the measure does not grow with the length of a text. Only trigrams holding a content word of
 * four letters or more count, so plain phrasing ("I want to", "it is a") is never repetition.
 * Returns the repeated share and the starts of both occurrences of every counted repeat.
 */
export function repeatedTrigrams(a: Analysis, from: number, to: number): { share: number; starts: Int32Array } {
  const { content, previous } = trigramIndex(a);
  // Marks by word (not a set to sort): the starts come out in order, each once.
  const marked = new Uint8Array(Math.max(0, to - from));
  let total = 0;
  let repeated = 0;
  for (let i = from; i + 2 < to; i++) {
    if (content[i] === 0) continue;
    total++;
    const prev = previous[i] as number;
    // The nearest earlier occurrence in the whole text is also the nearest inside the range.
    if (prev >= from && i - prev <= REPEAT_WINDOW) {
      repeated++;
      marked[prev - from] = 1;
      marked[i - from] = 1;
    }
  }
  // Counted first, then written: a text that repeats itself marks most of its words.
  let count = 0;
  for (let i = 0; i < marked.length; i++) count += marked[i] as number;
  const starts = new Int32Array(count);
  for (let i = 0, k = 0; i < marked.length; i++) if (marked[i] === 1) starts[k++] = from + i;
  return { share: total > 0 ? repeated / total : 0, starts };
}

/** Per word: whether the trigram starting there counts, and where the same trigram last began (-1: nowhere). */
interface TrigramIndex {
  content: Uint8Array;
  previous: Int32Array;
}

const trigramIndexes = new WeakMap<Analysis, TrigramIndex>();

/** One pass over the whole text, shared by the text's and every block's repetition measure. */
function trigramIndex(a: Analysis): TrigramIndex {
  let idx = trigramIndexes.get(a);
  if (idx) return idx;
  const { ids, flags, letters } = a;
  const n = ids.length;
  const content = new Uint8Array(n);
  const previous = new Int32Array(n).fill(-1);
  // Word ids stay below 2^17 for any text the service accepts, so three fit a double exactly.
  const K = 131072;
  // An open-addressing table (trigram key -> last start) instead of a Map: Map keys this large
  // are heap numbers, and this table is rebuilt on every read of the text.
  let size = 16;
  while (size < 2 * n) size <<= 1;
  const mask = size - 1;
  const keys = new Float64Array(size);
  const lastAt = new Int32Array(size).fill(-1);
  const isContent = (i: number): boolean => !((flags[i] as number) & F_FUNCTION) && (letters[i] as number) >= 4;
  for (let i = 0; i + 2 < n; i++) {
    if (!(isContent(i) || isContent(i + 1) || isContent(i + 2))) continue;
    content[i] = 1;
    const x = ids[i] as number;
    const y = ids[i + 1] as number;
    const z = ids[i + 2] as number;
    const key = (x * K + y) * K + z;
    let h = (Math.imul(x, 0x9e3779b1) ^ Math.imul(y, 0x85ebca6b) ^ Math.imul(z, 0xc2b2ae35)) >>> 0;
    h ^= h >>> 15;
    let slot = h & mask;
    while ((lastAt[slot] as number) >= 0 && keys[slot] !== key) slot = (slot + 1) & mask;
    if ((lastAt[slot] as number) >= 0) previous[i] = lastAt[slot] as number;
    keys[slot] = key;
    lastAt[slot] = i;
  }
  idx = { content, previous };
  trigramIndexes.set(a, idx);
  return idx;
}

/** Repeated trigrams of a range; the whole text's are kept on the analysis for the evidence. */
export function repeatsOf(a: Analysis, r: { firstWord: number; endWord: number }): { share: number; starts: Int32Array } {
  const whole = r.firstWord === 0 && r.endWord === a.model.words.length;
  if (whole && a.wholeRepeats) return a.wholeRepeats;
  const result = repeatedTrigrams(a, r.firstWord, r.endWord);
  if (whole) a.wholeRepeats = result;
  return result;
}

function sumPunctuation(list: readonly Punctuation[], from: number, to: number): Punctuation {
  const t: Punctuation = { comma: 0, semicolon: 0, colon: 0, paren: 0, dash: 0, question: 0, exclamation: 0, quote: 0 };
  for (let i = from; i < to; i++) {
    const p = list[i];
    if (!p) continue;
    t.comma += p.comma;
    t.semicolon += p.semicolon;
    t.colon += p.colon;
    t.paren += p.paren;
    t.dash += p.dash;
    t.question += p.question;
    t.exclamation += p.exclamation;
    t.quote += p.quote;
  }
  return t;
}

export function measure(a: Analysis, r: Range): Measures {
  const { model, flags, syllables, letters, nb, openers } = a;
  const words = Math.max(0, r.endWord - r.firstWord);
  const sentences = Math.max(0, r.endSentence - r.firstSentence);
  const w = Math.max(1, words);

  let fn = 0;
  let fp = 0;
  let contr = 0;
  let syl = 0;
  let let_ = 0;
  let nbSum = 0;
  let counted = 0;
  // AI-side word evidence counts at most AI_TERM_REPEATS times per word, like the AI terms.
  const nbSeen = new Map<number, number>();
  for (let i = r.firstWord; i < r.endWord; i++) {
    const f = flags[i] as number;
    if (f & F_FUNCTION) fn++;
    if (f & F_FIRST_PERSON) fp++;
    if (f & F_CONTRACTION) contr++;
    if (!(f & F_NUMBER)) {
      syl += syllables[i] as number;
      let_ += letters[i] as number;
      counted++;
    }
    const x = nb[i] as number;
    if (x > 0) {
      const id = a.ids[i] as number;
      const seen = nbSeen.get(id) ?? 0;
      if (seen >= AI_TERM_REPEATS) continue;
      nbSeen.set(id, seen + 1);
    }
    nbSum += x;
  }

  const lengths = new Float64Array(sentences);
  let opened = 0;
  for (let k = 0; k < sentences; k++) {
    const s = model.sentences[r.firstSentence + k];
    lengths[k] = s ? s.words : 0;
    if ((openers[r.firstSentence + k] as number) > 0) opened++;
  }
  const meanSentenceWords = sentences > 0 ? words / sentences : words;

  const paraLengths: number[] = [];
  for (let p = r.firstParagraph; p < r.endParagraph; p++) {
    const para = model.paragraphs[p];
    if (para && para.words >= 8) paraLengths.push(para.words);
  }

  let terms = 0;
  const termSeen = new Map<string, number>();
  for (const t of a.aiTerms) {
    if (t.firstWord < r.firstWord || t.endWord > r.endWord) continue;
    const seen = termSeen.get(t.key) ?? 0;
    if (seen >= AI_TERM_REPEATS) continue;
    termSeen.set(t.key, seen + 1);
    terms++;
  }

  const punct = sumPunctuation(a.punctuation, r.firstParagraph, r.endParagraph);
  // Dashes are their own signal now: modern assistants use em dashes far more than people do.
  const informal = punct.question + punct.exclamation + punct.quote;
  let leads = 0;
  let blocks = 0;
  let contrasts = 0;
  let triads = 0;
  let frames = 0;
  for (let p = r.firstParagraph; p < r.endParagraph; p++) {
    const para = model.paragraphs[p];
    const f = a.frames.perBlock[p];
    if (!para || !f) continue;
    blocks++;
    if (para.layout.lead) leads++;
    contrasts += f.contrast;
    triads += f.triad;
    frames += f.frame;
  }
  const sylPerWord = counted > 0 ? syl / counted : 1.5;

  return {
    words,
    sentences,
    sentenceCv: cv(lengths, 0, sentences, 3),
    meanSentenceWords,
    aiTerms: (100 * terms) / w,
    functionShare: fn / w,
    firstPerson: (100 * fp) / w,
    readingEase: 206.835 - 1.015 * Math.min(meanSentenceWords, 60) - 84.6 * sylPerWord,
    meanWordLetters: counted > 0 ? let_ / counted : 4.5,
    contractions: (100 * contr) / w,
    repetition: repeatsOf(a, r).share,
    paragraphCv: cv(paraLengths, 0, paraLengths.length, 3),
    transitions: sentences > 0 ? opened / sentences : 0,
    informalPunctuation: (100 * informal) / w,
    commas: (100 * punct.comma) / w,
    dashes: (100 * punct.dash) / w,
    leadIns: blocks > 0 ? (100 * leads) / blocks : 0,
    contrasts: (100 * contrasts) / w,
    triads: (100 * triads) / w,
    assistantFrames: frames,
    nbMean: nbSum / w,
  };
}
