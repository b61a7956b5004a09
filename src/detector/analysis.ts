/**
 * One linear pass over a prose model that classifies every word, sentence opener and punctuation
 * mark once, so that the features of the whole text and of each paragraph are cheap sums over
 * ranges. Offsets stay UTF-16 here; the report converts them to code points.
 */
import type { ProseModel, ProseParagraph, Span } from '../text/types';
import {
  CONTRACTION_SUFFIXES,
  FIRST_PERSON,
  FUNCTION_WORDS,
  S_CONTRACTION_BASES,
  STOCK_PHRASES,
  TRANSITION_OPENERS,
} from './lexicon';
import { assistantFrames, blockFrames, type BlockFrames, type FrameCounts, type Frames } from './frames';

export const F_FUNCTION = 1;
export const F_FIRST_PERSON = 2;
export const F_CONTRACTION = 4;
export const F_NUMBER = 8;

/** A phrase match over words [firstWord, endWord). */
export interface WordRun {
  firstWord: number;
  endWord: number;
}

/** An AI-typical term: a word run and a key that is equal for equal terms. */
export interface AiTerm extends WordRun {
  key: string;
}

/**
 * How many occurrences of one AI-typical word count, per stretch of text. A writer who must
 * repeat the word of an essay prompt ("individuals", "approach") is not using it as a tic.
 */
export const AI_TERM_REPEATS = 1;

/** Per-paragraph punctuation counts (prose characters only). */
export interface Punctuation {
  comma: number;
  semicolon: number;
  colon: number;
  paren: number;
  dash: number;
  question: number;
  exclamation: number;
  quote: number;
}

export interface Vocabulary {
  /** AI-typical single words (lowercase) with their weight (1 = one typical term). */
  aiWords: ReadonlyMap<string, number>;
  /** Naive-Bayes log-odds (AI over human) per lowercase word. */
  nbWeights: ReadonlyMap<string, number>;
}

export interface Analysis {
  model: ProseModel;
  /** Lowercase word text with typographic apostrophes made plain. */
  lower: string[];
  /** A small integer per distinct lowercase word (for fast n-gram keys). */
  ids: Uint32Array;
  flags: Uint8Array;
  syllables: Uint8Array;
  letters: Uint16Array;
  /** Naive-Bayes weight per word (0 when the word is not in the model's vocabulary). */
  nb: Float32Array;
  /** AI-typical terms (single words and stock phrases), in document order, disjoint. */
  aiTerms: AiTerm[];
  /** Word count of the stock opener that starts each sentence, 0 when none. */
  openers: Uint8Array;
  /** Sentences of each paragraph: [first, end). */
  paragraphSentences: Array<[number, number]>;
  punctuation: Punctuation[];
  /** Assistant-style sentence frames per block, with their ranges. */
  frames: Frames;
  /** Repeated trigrams of the whole text, computed on first use. */
  wholeRepeats?: { share: number; starts: Int32Array };
}

interface PhraseTrie {
  end: boolean;
  next: Map<string, PhraseTrie>;
}

function trieOf(phrases: readonly string[]): PhraseTrie {
  const root: PhraseTrie = { end: false, next: new Map() };
  for (const phrase of phrases) {
    let node = root;
    for (const w of phrase.toLowerCase().replace(/\u2019/g, "'").split(/\s+/)) {
      let child = node.next.get(w);
      if (!child) {
        child = { end: false, next: new Map() };
        node.next.set(w, child);
      }
      node = child;
    }
    node.end = true;
  }
  return root;
}

// Phrases are matched on words, so "in today's world" matches the words in, today's, world.
const OPENERS = trieOf(TRANSITION_OPENERS);
const PHRASES = trieOf(STOCK_PHRASES);

/** Length in words of the longest phrase of `trie` starting at word `i` (bounded by `end`). */
function matchAt(trie: PhraseTrie, lower: string[], i: number, end: number): number {
  let node = trie;
  let best = 0;
  for (let k = i; k < end; k++) {
    const next = node.next.get(lower[k] as string);
    if (!next) break;
    node = next;
    if (node.end) best = k - i + 1;
  }
  return best;
}

function isVowel(c: number): boolean {
  // a e i o u y
  return c === 97 || c === 101 || c === 105 || c === 111 || c === 117 || c === 121;
}

/** Syllables by vowel groups, with the usual silent-e correction; at least one. */
export function syllableCount(word: string): number {
  if (word.length <= 3) return 1;
  let n = 0;
  let prev = false;
  for (let i = 0; i < word.length; i++) {
    const v = isVowel(word.charCodeAt(i));
    if (v && !prev) n++;
    prev = v;
  }
  if (n === 0) n = 1;
  if (word.endsWith('e') && !word.endsWith('le') && !word.endsWith('ee') && n > 1) n--;
  if (word.endsWith('es') || word.endsWith('ed')) {
    const before = word.charAt(word.length - 3);
    if (n > 1 && !/[aeiouytd]/.test(before) && !(word.endsWith('es') && /[sxzh]/.test(before))) n--;
  }
  return Math.max(1, Math.min(n, 12));
}

function isContraction(w: string): boolean {
  const apo = w.indexOf("'");
  if (apo <= 0) return false;
  for (const s of CONTRACTION_SUFFIXES) if (w.endsWith(s)) return true;
  return w.endsWith("'s") && S_CONTRACTION_BASES.has(w.slice(0, apo));
}

/**
 * What `analyze` computes from one prose block alone: its words' classes, its AI terms, its
 * sentences' openers, its punctuation and its own sentence frames. Word indices are relative to
 * the block's first word, sentence indices to its first sentence, frame offsets to its start; so
 * an incremental reader can keep it for a block that did not change (same text, same layout).
 */
export interface ParagraphAnalysis {
  lower: string[];
  flags: Uint8Array;
  syllables: Uint8Array;
  letters: Uint16Array;
  nb: Float32Array;
  aiTerms: AiTerm[];
  openers: Uint8Array;
  punctuation: Punctuation;
  frames: BlockFrames;
}

/** Returns block `p`'s analysis, from `compute` or remembered (see incremental.ts). */
export type ParagraphMemo = (p: number, compute: () => ParagraphAnalysis) => ParagraphAnalysis;

/** The lowercase form of a word, read from the text lowered once (`lowered`, when lowering kept its length). */
function lowerWord(text: string, lowered: string | undefined, w: Span): string {
  let s = lowered !== undefined ? lowered.slice(w.start, w.end) : text.slice(w.start, w.end).toLowerCase();
  if (s.includes('\u2019')) s = s.replace(/\u2019/g, "'");
  return s;
}

/** What a word is, whatever its place: its classes, syllables and naive-Bayes weight. */
interface WordClasses {
  /** The word itself (lowercase, plain apostrophes). */
  word: string;
  flags: number;
  syllables: number;
  nb: number;
  /** A listed AI-typical word. */
  aiWord: boolean;
  /** The first word of some stock phrase (most words are not: their phrase lookup is skipped). */
  opensPhrase: boolean;
}

function classify(s: string, vocab: Vocabulary): WordClasses {
  let f = 0;
  const apo = s.indexOf("'");
  const base = apo > 0 ? s.slice(0, apo) : s;
  if (FUNCTION_WORDS.has(base)) f |= F_FUNCTION;
  if (FIRST_PERSON.has(base)) f |= F_FIRST_PERSON;
  if (apo > 0 && isContraction(s)) f |= F_CONTRACTION | F_FUNCTION;
  const c0 = s.charCodeAt(0);
  if (c0 >= 48 && c0 <= 57) f |= F_NUMBER;
  return {
    word: s,
    flags: f,
    syllables: f & F_NUMBER ? 1 : syllableCount(s),
    nb: vocab.nbWeights.get(s) ?? 0,
    aiWord: vocab.aiWords.has(s),
    opensPhrase: PHRASES.next.has(s),
  };
}

/**
 * Words classified so far, per vocabulary: a text repeats its words (half of a long document's
 * words are among its hundred most frequent), so one lookup replaces three set lookups and a
 * syllable count. Bounded, like the n-gram hash cache.
 *
 * A known word is found from its characters where they stand in the lowered text, and read as
 * the string stored the first time: it is not sliced out of the text again (a string per word
 * was the largest garbage of a read), and every later lookup of it (word ids, n-gram hashes,
 * plain words) meets the same string object.
 */
const WORD_CACHE_MAX = 100_000;

/** `’` reads as `'` in a word (as `lowerWord` writes it). */
function plainApostrophe(c: number): number {
  return c === 0x2019 ? 0x27 : c;
}

/** FNV-1a over the word `src[start, end)` as `lowerWord` would write it. */
function wordHash(src: string, start: number, end: number): number {
  let h = 0x811c9dc5;
  for (let i = start; i < end; i++) h = Math.imul(h ^ plainApostrophe(src.charCodeAt(i)), 0x01000193);
  return h | 0;
}

class WordTable {
  private slots = new Int32Array(1024).fill(-1);
  private readonly hashes: number[] = [];
  private readonly known: WordClasses[] = [];

  get size(): number {
    return this.known.length;
  }

  /** The classes of the word `src[start, end)` (hashed `h`), if it is known. */
  find(h: number, src: string, start: number, end: number): WordClasses | undefined {
    const mask = this.slots.length - 1;
    for (let s = h & mask; ; s = (s + 1) & mask) {
      const e = this.slots[s] as number;
      if (e < 0) return undefined;
      const c = this.known[e] as WordClasses;
      if (this.hashes[e] === h && sameWord(c.word, src, start, end)) return c;
    }
  }

  add(h: number, c: WordClasses): void {
    if (2 * (this.known.length + 1) > this.slots.length) this.grow();
    this.place(h, this.known.length);
    this.hashes.push(h);
    this.known.push(c);
  }

  private place(h: number, e: number): void {
    const mask = this.slots.length - 1;
    let s = h & mask;
    while ((this.slots[s] as number) >= 0) s = (s + 1) & mask;
    this.slots[s] = e;
  }

  private grow(): void {
    this.slots = new Int32Array(2 * this.slots.length).fill(-1);
    for (let e = 0; e < this.known.length; e++) this.place(this.hashes[e] as number, e);
  }
}

function sameWord(word: string, src: string, start: number, end: number): boolean {
  if (word.length !== end - start) return false;
  for (let i = 0; i < word.length; i++) if (word.charCodeAt(i) !== plainApostrophe(src.charCodeAt(start + i))) return false;
  return true;
}

const wordTables = new WeakMap<Vocabulary, WordTable>();

function wordTableOf(vocab: Vocabulary): WordTable {
  let t = wordTables.get(vocab);
  if (!t) {
    t = new WordTable();
    wordTables.set(vocab, t);
  }
  return t;
}

/** The classes of a block's words, read by the AI-term scan (reused: analysis runs to completion). */
const classScratch: WordClasses[] = [];

function analyzeParagraph(
  model: ProseModel,
  p: ProseParagraph,
  sentenceRange: readonly [number, number],
  lowered: string | undefined,
  vocab: Vocabulary,
): ParagraphAnalysis {
  const { text, words, sentences } = model;
  const fw = p.firstWord;
  const n = p.endWord - fw;
  const lower = new Array<string>(n);
  const flags = new Uint8Array(n);
  const syllables = new Uint8Array(n);
  const letters = new Uint16Array(n);
  const nb = new Float32Array(n);
  const known = wordTableOf(vocab);
  const classes = classScratch;
  for (let j = 0; j < n; j++) {
    const w = words[fw + j] as Span;
    // Where the word's lowercase characters stand: in the lowered text, or (when lowering
    // changed the text's length) in the word lowered on its own.
    const src = lowered ?? lowerWord(text, undefined, w);
    const start = lowered !== undefined ? w.start : 0;
    const end = lowered !== undefined ? w.end : src.length;
    const h = wordHash(src, start, end);
    let c = known.find(h, src, start, end);
    if (c === undefined) {
      c = classify(lowered !== undefined ? lowerWord(text, lowered, w) : src, vocab);
      if (known.size < WORD_CACHE_MAX) known.add(h, c);
    }
    const s = c.word;
    lower[j] = s;
    classes[j] = c;
    flags[j] = c.flags;
    letters[j] = Math.min(s.length, 65535);
    syllables[j] = c.syllables;
    nb[j] = c.nb;
  }

  // AI-typical terms: stock phrases first (longest match), else a listed single word. Phrases do
  // not run across paragraphs.
  const aiTerms: AiTerm[] = [];
  for (let i = 0; i < n; ) {
    const c = classes[i] as WordClasses;
    const len = c.opensPhrase ? matchAt(PHRASES, lower, i, n) : 0;
    if (len > 0) {
      aiTerms.push({ firstWord: i, endWord: i + len, key: lower.slice(i, i + len).join(' ') });
      i += len;
      continue;
    }
    if (c.aiWord) aiTerms.push({ firstWord: i, endWord: i + 1, key: lower[i] as string });
    i++;
  }

  const [s0, s1] = sentenceRange;
  const openers = new Uint8Array(s1 - s0);
  for (let k = s0; k < s1; k++) {
    const s = sentences[k] as (typeof sentences)[number];
    openers[k - s0] = Math.min(255, matchAt(OPENERS, lower, s.firstWord - fw, s.endWord - fw));
  }

  return {
    lower,
    flags,
    syllables,
    letters,
    nb,
    aiTerms,
    openers,
    punctuation: punctuationOf(text, p.spans),
    frames: blockFrames(text.slice(p.start, p.end), p.layout),
  };
}

/**
 * Classifies every word, opener and mark of `model`. Per-block work goes through `memo` when
 * given (it must return what `compute` would); the whole-text arrays and word ids are then
 * assembled from the blocks' results.
 */
export function analyze(model: ProseModel, vocab: Vocabulary, memo?: ParagraphMemo): Analysis {
  const { text, words, sentences, paragraphs } = model;
  const n = words.length;
  const lower = new Array<string>(n);
  const flags = new Uint8Array(n);
  const syllables = new Uint8Array(n);
  const letters = new Uint16Array(n);
  const nb = new Float32Array(n);
  const ids = new Uint32Array(n);
  const idOf = new Map<string, number>();

  const openers = new Uint8Array(sentences.length);
  const paragraphSentences: Array<[number, number]> = paragraphs.map(() => [0, 0]);
  let prevParagraph = -1;
  for (let k = 0; k < sentences.length; k++) {
    const s = sentences[k] as (typeof sentences)[number];
    const range = paragraphSentences[s.paragraph];
    if (range) {
      if (s.paragraph !== prevParagraph) range[0] = k;
      range[1] = k + 1;
    }
    prevParagraph = s.paragraph;
  }

  // Lowercase the text once, and only when some block needs it (a remembered block does not);
  // per word only when lowering changes the length (e.g. a dotted capital I).
  let lowered: string | undefined | null = null;
  const loweredText = (): string | undefined => {
    if (lowered === null) {
      const l = text.toLowerCase();
      lowered = l.length === text.length ? l : undefined;
    }
    return lowered;
  };

  const aiTerms: AiTerm[] = [];
  const punctuation: Punctuation[] = new Array<Punctuation>(paragraphs.length);
  const frames: Frames = { perBlock: new Array<FrameCounts>(paragraphs.length), contrast: [], triad: [], frame: [] };
  const last = paragraphs.length - 1;
  for (let pi = 0; pi < paragraphs.length; pi++) {
    const p = paragraphs[pi] as ProseParagraph;
    const range = paragraphSentences[pi] as [number, number];
    const compute = (): ParagraphAnalysis => analyzeParagraph(model, p, range, loweredText(), vocab);
    const pa = memo ? memo(pi, compute) : compute();
    const fw = p.firstWord;
    for (let j = 0; j < pa.lower.length; j++) {
      const s = pa.lower[j] as string;
      lower[fw + j] = s;
      let id = idOf.get(s);
      if (id === undefined) {
        id = idOf.size;
        idOf.set(s, id);
      }
      ids[fw + j] = id;
    }
    flags.set(pa.flags, fw);
    syllables.set(pa.syllables, fw);
    letters.set(pa.letters, fw);
    nb.set(pa.nb, fw);
    for (const t of pa.aiTerms) aiTerms.push({ firstWord: fw + t.firstWord, endWord: fw + t.endWord, key: t.key });
    openers.set(pa.openers, range[0]);
    punctuation[pi] = pa.punctuation;
    for (const f of pa.frames.contrast) frames.contrast.push({ start: p.start + f.start, end: p.start + f.end });
    for (const f of pa.frames.triad) frames.triad.push({ start: p.start + f.start, end: p.start + f.end });
    // Openers and closers depend on the block's place in the text, so they are found here.
    const frame = pi === 0 || pi >= last - 1 ? assistantFrames(text.slice(p.start, p.end), p.start, pi, last, frames.frame) : 0;
    frames.perBlock[pi] = { contrast: pa.frames.contrast.length, triad: pa.frames.triad.length, frame };
  }

  return { model, lower, ids, flags, syllables, letters, nb, aiTerms, openers, paragraphSentences, punctuation, frames };
}

function punctuationOf(text: string, spans: readonly Span[]): Punctuation {
  const p: Punctuation = { comma: 0, semicolon: 0, colon: 0, paren: 0, dash: 0, question: 0, exclamation: 0, quote: 0 };
  for (const span of spans) {
    for (let i = span.start; i < span.end; i++) {
      switch (text.charCodeAt(i)) {
        case 0x2c: // ,
          p.comma++;
          break;
        case 0x3b: // ;
          p.semicolon++;
          break;
        case 0x3a: // :
          p.colon++;
          break;
        case 0x28: // (
          p.paren++;
          break;
        case 0x2014: // em dash
        case 0x2013: // en dash
          p.dash++;
          break;
        case 0x2d: // a spaced hyphen or a double hyphen reads as a dash
          if (text.charCodeAt(i + 1) === 0x2d) {
            p.dash++;
            i++;
          } else if (text.charCodeAt(i - 1) === 0x20 && text.charCodeAt(i + 1) === 0x20) p.dash++;
          break;
        case 0x3f: // ?
          p.question++;
          break;
        case 0x21: // !
          p.exclamation++;
          break;
        case 0x22: // "
        case 0x201c: // left double quote
          p.quote++;
          break;
        default:
          break;
      }
    }
  }
  return p;
}
