/**
 * The n-gram classifier's features: hashed word uni-, bi- and trigrams over the prose of a block,
 * with punctuation and Markdown layout as tokens of their own. A list item opening with a bold
 * lead-in reads `§li §b term : ...`, an assistant's closing offer `... let me know if §e`, so the
 * shapes of assistant answers are learned from data like words are, and calibrated against the
 * human Markdown rather than decided by hand.
 *
 * Shared by the engine and the calibration scripts, so training and reading hash identically.
 */
import type { ProseModel, ProseParagraph } from '../text/types';

/** A sparse vector: hashed bucket -> value. */
export type SparseVector = Map<number, number>;

/** Layout and gap tokens (never words: words have no `§`). */
const T_PARAGRAPH = '§p';
const T_HEADING = '§h';
const T_ITEM = '§li';
const T_QUOTE = '§q';
const T_LEAD = '§b';
const T_END = '§e';
const T_GAP = '§g';
const T_NUMBER = '§0';

/** Punctuation that carries style; other marks are skipped. Dashes are unified below. */
const PUNCTUATION = new Set([',', '.', ';', ':', '!', '?', '(', ')', '"', '“', '”', '…', '—', '–']);

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/** FNV-1a over UTF-16 units: stable, fast, and the same in every runtime. */
export function tokenHash(s: string): number {
  let h = FNV_OFFSET;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, FNV_PRIME);
  }
  return h >>> 0;
}

/** murmur3's finaliser: spreads combined hashes over the low bits used as buckets. */
function mix(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

const hashCache = new Map<string, number>();
function cachedHash(s: string): number {
  let h = hashCache.get(s);
  if (h === undefined) {
    h = tokenHash(s);
    if (hashCache.size < 200_000) hashCache.set(s, h);
  }
  return h;
}

const DIGIT = /[0-9]/;

/**
 * The token hashes of one prose block: its layout tokens, then words (lowercase, from `lower`)
 * and punctuation in order, a gap token where non-prose (inline code, a link destination) sat
 * between prose pieces, and an end token.
 */
export function blockTokens(model: ProseModel, lower: readonly string[], p: ProseParagraph, out: number[]): void {
  const { text, words } = model;
  const lay = p.layout;
  if (lay.depth > 0) out.push(cachedHash(T_HEADING));
  else if (lay.list >= 0) out.push(cachedHash(T_ITEM));
  else out.push(cachedHash(lay.quote ? T_QUOTE : T_PARAGRAPH));
  if (lay.lead) out.push(cachedHash(T_LEAD));
  let w = p.firstWord;
  let prevEnd = -1;
  for (const span of p.spans) {
    if (prevEnd >= 0 && span.start > prevEnd && text.slice(prevEnd, span.start).trim().length > 0) out.push(cachedHash(T_GAP));
    prevEnd = span.end;
    let i = span.start;
    while (i < span.end) {
      const word = words[w];
      if (word && word.start === i && w < p.endWord) {
        const s = lower[w] as string;
        out.push(cachedHash(DIGIT.test(s) ? T_NUMBER : s));
        i = word.end;
        w++;
        continue;
      }
      const c = text[i] as string;
      if (PUNCTUATION.has(c)) out.push(cachedHash(c === '–' ? '—' : c));
      else if (c === '-' && text[i + 1] === '-') {
        out.push(cachedHash('—'));
        i++;
      }
      i++;
    }
  }
  out.push(cachedHash(T_END));
}

/** The bucket of a single word (for the fairness constraint on everyday words). */
export function unigramBucket(word: string, bits: number): number {
  return mix(tokenHash(word)) & ((1 << bits) - 1);
}

const SEED_2 = 0x9e3779b1;
const SEED_3 = 0x7f4a7c15;

/** Adds the uni-, bi- and trigram counts of a token sequence into `into` (buckets masked by `mask`). */
export function addNgrams(tokens: readonly number[], mask: number, into: SparseVector): void {
  const n = tokens.length;
  for (let i = 0; i < n; i++) {
    const a = tokens[i] as number;
    const k1 = mix(a) & mask;
    into.set(k1, (into.get(k1) ?? 0) + 1);
    if (i + 1 < n) {
      const b = tokens[i + 1] as number;
      const k2 = mix(Math.imul(a, SEED_2) ^ b) & mask;
      into.set(k2, (into.get(k2) ?? 0) + 1);
      if (i + 2 < n) {
        const k3 = mix(Math.imul(Math.imul(a, SEED_3) ^ b, SEED_2) ^ (tokens[i + 2] as number)) & mask;
        into.set(k3, (into.get(k3) ?? 0) + 1);
      }
    }
  }
}

/** Raw n-gram counts of a run of blocks [from, to). */
export function ngramCounts(model: ProseModel, lower: readonly string[], from: number, to: number, bits: number): SparseVector {
  const mask = (1 << bits) - 1;
  const counts: SparseVector = new Map();
  const tokens: number[] = [];
  for (let i = from; i < to; i++) {
    tokens.length = 0;
    blockTokens(model, lower, model.paragraphs[i] as ProseParagraph, tokens);
    addNgrams(tokens, mask, counts);
  }
  return counts;
}

/** Adds counts into `into` (the whole text's counts are the sum of its blocks'). */
export function addCounts(into: SparseVector, counts: SparseVector): void {
  for (const [k, c] of counts) into.set(k, (into.get(k) ?? 0) + c);
}

/** Counts become log(1 + count), then the vector is scaled to unit length: texts of any length compare. */
export function normalized(counts: SparseVector): SparseVector {
  let ss = 0;
  const out: SparseVector = new Map();
  for (const [k, c] of counts) {
    const v = Math.log1p(c);
    out.set(k, v);
    ss += v * v;
  }
  const inv = ss > 0 ? 1 / Math.sqrt(ss) : 0;
  for (const [k, v] of out) out.set(k, v * inv);
  return out;
}

/** Weights as the calibration stores them: int8 per bucket times `scale`, plus a bias. */
export interface NgramWeights {
  bits: number;
  scale: number;
  bias: number;
  /** base64 of one signed byte per bucket. */
  weights: string;
}

const decoded = new WeakMap<NgramWeights, Int8Array>();

function weightsOf(w: NgramWeights): Int8Array {
  let a = decoded.get(w);
  if (!a) {
    const bytes = Buffer.from(w.weights, 'base64');
    a = new Int8Array(bytes.buffer, bytes.byteOffset, bytes.length);
    decoded.set(w, a);
  }
  return a;
}

/** The model's logit for a normalised vector. */
export function ngramLogit(v: SparseVector, w: NgramWeights): number {
  const q = weightsOf(w);
  let s = 0;
  for (const [k, x] of v) s += (q[k] as number) * x;
  return w.bias + w.scale * s;
}

/**
 * The n-gram logit of a whole text: the word-weighted mean of its chunks' logits (see
 * `chunkBlocks`), each chunk's counts the sum of its blocks'.
 */
export function chunkedLogit(
  blockCounts: readonly SparseVector[],
  chunks: ReadonlyArray<{ first: number; end: number; words: number }>,
  w: NgramWeights,
): number {
  let sum = 0;
  let words = 0;
  for (const c of chunks) {
    const counts: SparseVector = new Map();
    for (let b = c.first; b < c.end; b++) addCounts(counts, blockCounts[b] as SparseVector);
    sum += c.words * ngramLogit(normalized(counts), w);
    words += c.words;
  }
  return words > 0 ? sum / words : w.bias;
}

/** Quantises float weights to int8 with one scale (the largest magnitude maps to 127). */
export function quantize(weights: Float64Array, bias: number, bits: number): NgramWeights {
  let max = 0;
  for (const x of weights) max = Math.max(max, Math.abs(x));
  const scale = max > 0 ? max / 127 : 1;
  const q = new Int8Array(weights.length);
  for (let i = 0; i < weights.length; i++) q[i] = Math.max(-127, Math.min(127, Math.round((weights[i] as number) / scale)));
  return { bits, scale, bias, weights: Buffer.from(q.buffer).toString('base64') };
}
