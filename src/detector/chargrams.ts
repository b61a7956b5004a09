/**
 * The character n-gram classifier's features: hashed character 3-, 4- and 5-grams over a prose
 * block written as its tokens (layout marks, lowercase words with digits as 0, punctuation), one
 * space apart. Character n-grams see what word n-grams cannot: the stems and suffixes of words a
 * model never met in training ("-ify", "leverag", "seamless"), and the punctuation habits around
 * them, so a generator or a topic the data lacks is still read by its morphology.
 *
 * Fairness as in the word n-grams: a character n-gram that lies wholly inside everyday words and
 * plain punctuation (and the spaces between them) lands in the plain region, whose weights the
 * fit keeps at or below zero. Only n-grams that touch a marked token can carry AI evidence.
 */
import type { ProseModel, ProseParagraph } from '../text/types';
import * as ngrams from './ngrams';
import type { HashSpace, NgramWeights } from './ngrams';

// Local bindings of the word model's hashing and punctuation, read once: where modules are not
// bundled (tsx runs the bench and the scripts) an imported binding is a getter call on every use,
// which made this hot loop six times slower.
const { bucketOfMix, FNV_OFFSET, FNV_PRIME, mix, PLAIN_PUNCTUATION, PUNCTUATION } = ngrams;

/** Layout marks as single private-use characters (never in prose after lowercasing). */
const MARK_PARAGRAPH = '\ue000';
const MARK_HEADING = '\ue001';
const MARK_ITEM = '\ue002';
const MARK_QUOTE = '\ue003';
const MARK_LEAD = '\ue004';
const MARK_END = '\ue005';

const MIN_N = 3;
const MAX_N = 5;


/** Everyday words, for the plain test (a set of strings: the word n-grams keep hashes). */
export type PlainWords = ReadonlySet<string>;

/** Reused buffers of `charKeys` (grown as needed): the block's characters and their plainness. */
export class CharScratch {
  chars = new Uint16Array(4096);
  plain = new Uint8Array(4096);
  n = 0;

  reset(): void {
    this.n = 0;
  }

  /** Appends a space, then `s` with every character marked plain or not. */
  push(s: string, isPlain: boolean): void {
    const need = this.n + s.length + 2;
    if (need > this.chars.length) {
      const size = Math.max(need, 2 * this.chars.length);
      const c = new Uint16Array(size);
      c.set(this.chars.subarray(0, this.n));
      const pl = new Uint8Array(size);
      pl.set(this.plain.subarray(0, this.n));
      this.chars = c;
      this.plain = pl;
    }
    let n = this.n;
    this.chars[n] = 32;
    this.plain[n++] = 1;
    const flag = isPlain ? 1 : 0;
    for (let i = 0; i < s.length; i++) {
      this.chars[n] = s.charCodeAt(i);
      this.plain[n++] = flag;
    }
    this.n = n;
  }
}

const plainCache = new WeakMap<NgramWeights, PlainWords>();

/** The plain words of a weight table, as a set of strings (built once per table). */
export function charPlainOf(w: NgramWeights): PlainWords {
  let s = plainCache.get(w);
  if (!s) {
    s = new Set(w.plainWords);
    plainCache.set(w, s);
  }
  return s;
}

/** True when `s` holds an ASCII digit (a plain loop: this runs once per word). */
function hasDigit(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 48 && c <= 57) return true;
  }
  return false;
}

/**
 * The block as one string of tokens, one space apart, and per character whether it belongs to a
 * plain token (spaces count as plain), written into `out`.
 */
function blockString(model: ProseModel, lower: readonly string[], p: ProseParagraph, plainWords: PlainWords, out: CharScratch): void {
  out.reset();
  const lay = p.layout;
  if (lay.depth > 0) out.push(MARK_HEADING, false);
  else if (lay.list >= 0) out.push(MARK_ITEM, false);
  else out.push(lay.quote ? MARK_QUOTE : MARK_PARAGRAPH, false);
  if (lay.lead) out.push(MARK_LEAD, false);
  const { text, words } = model;
  let w = p.firstWord;
  for (const span of p.spans) {
    let i = span.start;
    while (i < span.end) {
      const word = words[w];
      if (word && word.start === i && w < p.endWord) {
        const s = lower[w] as string;
        if (hasDigit(s)) out.push(s.replace(/[0-9]+/g, '0'), true);
        else out.push(s, plainWords.has(s));
        i = word.end;
        w++;
        continue;
      }
      const c = text[i] as string;
      if (PUNCTUATION.has(c)) out.push(c === '–' ? '—' : c, PLAIN_PUNCTUATION.has(c));
      else if (c === '-' && text[i + 1] === '-') {
        out.push('—', false);
        i++;
      }
      i++;
    }
  }
  out.push(MARK_END, false);
  out.push('', true); // the closing space
}

/**
 * The hashed character n-gram keys of one block, repeats included. Buckets follow the word
 * model's hash space: plain n-grams from `space.plainBase` up.
 */
export function charKeys(model: ProseModel, lower: readonly string[], p: ProseParagraph, space: HashSpace, plainWords: PlainWords, scratch: CharScratch): Int32Array {
  blockString(model, lower, p, plainWords, scratch);
  const { chars, plain, n } = scratch;
  const out = new Int32Array(Math.max(0, (MAX_N - MIN_N + 1) * n));
  let o = 0;
  for (let i = 0; i + MIN_N <= n; i++) {
    // The shortest n-gram at i, then each longer one extends its hash (as far as the block goes).
    let h = FNV_OFFSET;
    let allPlain = 1;
    for (let j = 0; j < MIN_N; j++) {
      h = Math.imul(h ^ (chars[i + j] as number), FNV_PRIME);
      allPlain &= plain[i + j] as number;
    }
    out[o++] = bucketOfMix(space, mix(h ^ MIN_N), allPlain === 1);
    for (let j = MIN_N; j < MAX_N && i + j < n; j++) {
      h = Math.imul(h ^ (chars[i + j] as number), FNV_PRIME);
      allPlain &= plain[i + j] as number;
      out[o++] = bucketOfMix(space, mix(h ^ (j + 1)), allPlain === 1);
    }
  }
  return out.subarray(0, o);
}
