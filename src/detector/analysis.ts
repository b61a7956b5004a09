/**
 * One linear pass over a prose model that classifies every word, sentence opener and punctuation
 * mark once, so that the features of the whole text and of each paragraph are cheap sums over
 * ranges. Offsets stay UTF-16 here; the report converts them to code points.
 */
import type { ProseModel, Span } from '../text/types';
import {
  CONTRACTION_SUFFIXES,
  FIRST_PERSON,
  FUNCTION_WORDS,
  S_CONTRACTION_BASES,
  STOCK_PHRASES,
  TRANSITION_OPENERS,
} from './lexicon';
import { findFrames, type Frames } from './frames';

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
  wholeRepeats?: { share: number; starts: number[] };
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

export function analyze(model: ProseModel, vocab: Vocabulary): Analysis {
  const { text, words, sentences, paragraphs } = model;
  const n = words.length;
  const lower = new Array<string>(n);
  const flags = new Uint8Array(n);
  const syllables = new Uint8Array(n);
  const letters = new Uint16Array(n);
  const nb = new Float32Array(n);
  const ids = new Uint32Array(n);
  const idOf = new Map<string, number>();

  // Lowercase once; per word only when lowercasing changes the length (e.g. a dotted capital I).
  const lowered = text.toLowerCase();
  const sameLength = lowered.length === text.length;
  for (let i = 0; i < n; i++) {
    const w = words[i] as Span;
    let s = sameLength ? lowered.slice(w.start, w.end) : text.slice(w.start, w.end).toLowerCase();
    if (s.includes('\u2019')) s = s.replace(/\u2019/g, "'");
    lower[i] = s;
    let id = idOf.get(s);
    if (id === undefined) {
      id = idOf.size;
      idOf.set(s, id);
    }
    ids[i] = id;
    let f = 0;
    const apo = s.indexOf("'");
    const base = apo > 0 ? s.slice(0, apo) : s;
    if (FUNCTION_WORDS.has(base)) f |= F_FUNCTION;
    if (FIRST_PERSON.has(base)) f |= F_FIRST_PERSON;
    if (apo > 0 && isContraction(s)) f |= F_CONTRACTION | F_FUNCTION;
    const c0 = s.charCodeAt(0);
    if (c0 >= 48 && c0 <= 57) f |= F_NUMBER;
    flags[i] = f;
    letters[i] = Math.min(s.length, 65535);
    syllables[i] = f & F_NUMBER ? 1 : syllableCount(s);
    nb[i] = vocab.nbWeights.get(s) ?? 0;
  }

  // AI-typical terms: stock phrases first (longest match), else a listed single word. Phrases do
  // not run across paragraphs.
  const aiTerms: AiTerm[] = [];
  for (const p of paragraphs) {
    for (let i = p.firstWord; i < p.endWord; ) {
      const len = matchAt(PHRASES, lower, i, p.endWord);
      if (len > 0) {
        aiTerms.push({ firstWord: i, endWord: i + len, key: lower.slice(i, i + len).join(' ') });
        i += len;
        continue;
      }
      const w = lower[i] as string;
      if (vocab.aiWords.has(w)) aiTerms.push({ firstWord: i, endWord: i + 1, key: w });
      i++;
    }
  }

  const openers = new Uint8Array(sentences.length);
  const paragraphSentences: Array<[number, number]> = paragraphs.map(() => [0, 0]);
  let prevParagraph = -1;
  for (let k = 0; k < sentences.length; k++) {
    const s = sentences[k] as (typeof sentences)[number];
    openers[k] = Math.min(255, matchAt(OPENERS, lower, s.firstWord, s.endWord));
    const range = paragraphSentences[s.paragraph];
    if (range) {
      if (s.paragraph !== prevParagraph) range[0] = k;
      range[1] = k + 1;
    }
    prevParagraph = s.paragraph;
  }

  const punctuation = paragraphs.map((p) => punctuationOf(text, p.spans));
  return { model, lower, ids, flags, syllables, letters, nb, aiTerms, openers, paragraphSentences, punctuation, frames: findFrames(model) };
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
