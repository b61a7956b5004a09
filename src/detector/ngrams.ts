/**
 * The n-gram classifier's features: hashed word uni-, bi- and trigrams over the prose of a block,
 * with punctuation and Markdown layout as tokens of their own. A list item opening with a bold
 * lead-in reads `§li §b term : ...`, an assistant's closing offer `... let me know if §e`, so the
 * shapes of assistant answers are learned from data like words are, and calibrated against the
 * human Markdown rather than decided by hand.
 *
 * Fairness is built into the hashing: an n-gram made only of everyday words and plain
 * punctuation ("he is", "at the .") lands in a region of its own whose weights the fit keeps at
 * or below zero, so plain vocabulary and short, simple sentences can only ever read as human.
 * AI evidence needs something marked: a rarer word, a dash, a layout token.
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
export const PUNCTUATION: ReadonlySet<string> = new Set([',', '.', ';', ':', '!', '?', '(', ')', '"', '“', '”', '…', '—', '–']);

export const FNV_OFFSET = 0x811c9dc5;
export const FNV_PRIME = 0x01000193;

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
export function mix(h: number): number {
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

/** True when `s` holds an ASCII digit (a plain loop, cheaper than a regex per word). */
function hasDigit(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 48 && c <= 57) return true;
  }
  return false;
}

const wordHashCache = new Map<string, number>();

/** The token hash of a lowercase word: a word holding a digit is the number token. */
function wordTokenHash(s: string): number {
  let h = wordHashCache.get(s);
  if (h === undefined) {
    h = hasDigit(s) ? cachedHash(T_NUMBER) : tokenHash(s);
    if (wordHashCache.size < 200_000) wordHashCache.set(s, h);
  }
  return h;
}

/** Punctuation that is part of plain writing (dashes and ellipses are not: they are marked). */
export const PLAIN_PUNCTUATION: ReadonlySet<string> = new Set([',', '.', ';', ':', '!', '?', '(', ')', '"', '“', '”']);

/**
 * How n-grams map to buckets: `bits` in all; n-grams of plain tokens only go to the top quarter
 * (the plain region), every other n-gram to the rest.
 */
export interface HashSpace {
  bits: number;
  /** Buckets below this hold marked n-grams; from it up, plain ones. */
  plainBase: number;
  /** bits - 2: plainBase is 3 << quarterBits and the plain region 1 << quarterBits buckets. */
  quarterBits: number;
  /** Token hashes that count as plain: everyday words, plain punctuation, numbers. */
  plain: ReadonlySet<number>;
  /** The same hashes in a table that answers without boxing them (the per-token test). */
  plainTable: HashTable32;
}

/**
 * A set of uint32 hashes, looked up once per token of every block. A Set<number> boxes a number
 * above 2^30 (most hashes) to hash it; this table compares int32s in a typed array.
 */
export class HashTable32 {
  private readonly slots: Int32Array;
  private readonly used: Uint8Array;
  private readonly mask: number;

  constructor(values: Iterable<number>) {
    const list = [...values];
    let size = 16;
    while (size < 2 * list.length) size <<= 1;
    this.slots = new Int32Array(size);
    this.used = new Uint8Array(size);
    this.mask = size - 1;
    for (const v of list) {
      const s = this.slotOf(v | 0);
      this.slots[s] = v | 0;
      this.used[s] = 1;
    }
  }

  has(h: number): boolean {
    return this.used[this.slotOf(h | 0)] === 1;
  }

  /** The slot holding `v`, or the empty one where it would go. */
  private slotOf(v: number): number {
    const { slots, used, mask } = this;
    let s = (v ^ (v >>> 16)) & mask;
    while (used[s] === 1 && slots[s] !== v) s = (s + 1) & mask;
    return s;
  }
}

export function hashSpace(bits: number, plainWords: readonly string[]): HashSpace {
  const plain = new Set<number>();
  for (const w of plainWords) plain.add(tokenHash(w));
  for (const c of PLAIN_PUNCTUATION) plain.add(tokenHash(c));
  plain.add(tokenHash(T_NUMBER));
  return { bits, plainBase: (3 << bits) >>> 2, quarterBits: bits - 2, plain, plainTable: new HashTable32(plain) };
}

/**
 * `m % d` for a uint32 `m` and 0 < d < 2^30. A uint32 above 2^31 is a float in V8, and a float
 * modulo is several times slower than an int32 one; halving `m` keeps the work on int32 and the
 * doubled remainder plus the low bit is the same number.
 */
export function modU32(m: number, d: number): number {
  const r = ((m >>> 1) % d) * 2 + (m & 1);
  return r >= d ? r - d : r;
}

/**
 * The bucket of a mixed hash `m` (a uint32): `m % plainBase` for a marked n-gram, `plainBase +
 * m % plainSize` for a plain one, as `modU32` gives them. The plain region is the top quarter
 * (bits >= 2), so with L = quarterBits, plainBase = 3 * 2^L and plainSize = 2^L; writing m as
 * a * 2^L + b, m % (3 * 2^L) is (a % 3) * 2^L + b. A remainder by the constant 3 compiles to a
 * multiplication; a remainder by a variable is a division, which the hashing of every n-gram of
 * every block paid.
 */
export function bucketOfMix(space: HashSpace, m: number, isPlain: boolean): number {
  const low = space.quarterBits;
  const b = m & ((1 << low) - 1);
  return isPlain ? space.plainBase + b : (((m >>> low) % 3) << low) + b;
}

/** The bucket of an n-gram hash `h` whose tokens are all plain (`isPlain`) or not. */
export function bucket(space: HashSpace, h: number, isPlain: boolean): number {
  return bucketOfMix(space, mix(h), isPlain);
}

/** Where `blockTokens` appends: a number[] (the scripts) or the engine's reused buffer. */
export interface TokenSink {
  push(h: number): unknown;
}

/**
 * A growable buffer of token hashes, reused block after block: a number[] emptied with
 * `length = 0` drops its storage and grew again, push by push, for every block.
 */
class TokenBuffer implements TokenSink {
  hashes = new Float64Array(256);
  length = 0;

  push(h: number): void {
    if (this.length === this.hashes.length) {
      const grown = new Float64Array(2 * this.length);
      grown.set(this.hashes);
      this.hashes = grown;
    }
    this.hashes[this.length++] = h;
  }
}

/** `blockKeys`' tokens (it runs to completion, so one buffer serves every call). */
const blockTokenBuffer = new TokenBuffer();

/**
 * The token hashes of one prose block: its layout tokens, then words (lowercase, from `lower`)
 * and punctuation in order, a gap token where non-prose (inline code, a link destination) sat
 * between prose pieces, and an end token.
 */
export function blockTokens(model: ProseModel, lower: readonly string[], p: ProseParagraph, out: TokenSink): void {
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
        out.push(wordTokenHash(s));
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

/** The bucket of a single word. */
export function unigramBucket(word: string, space: HashSpace): number {
  const h = tokenHash(word);
  return bucket(space, h, space.plainTable.has(h));
}

/** Calls `emit` with the bucket of every uni-, bi- and trigram of the first `n` tokens. */
function forEachNgram(tokens: ArrayLike<number>, n: number, space: HashSpace, emit: (k: number) => void): void {
  const plain = space.plainTable;
  // Each token's plainness is looked up once (as the third token of a trigram) and carried along.
  const isPlain = (i: number): boolean => i < n && plain.has(tokens[i] as number);
  let pa = isPlain(0);
  let pb = isPlain(1);
  for (let i = 0; i < n; i++) {
    const pc = isPlain(i + 2);
    const a = tokens[i] as number;
    emit(bucket(space, a, pa));
    if (i + 1 < n) {
      const b = tokens[i + 1] as number;
      const pab = pa && pb;
      emit(bucket(space, Math.imul(a, SEED_2) ^ b, pab));
      if (i + 2 < n) {
        const c = tokens[i + 2] as number;
        emit(bucket(space, Math.imul(Math.imul(a, SEED_3) ^ b, SEED_2) ^ c, pab && pc));
      }
    }
    pa = pb;
    pb = pc;
  }
}

export const SEED_2 = 0x9e3779b1;
export const SEED_3 = 0x7f4a7c15;

/** Adds the uni-, bi- and trigram counts of a token sequence into `into`. */
export function addNgrams(tokens: readonly number[], space: HashSpace, into: SparseVector): void {
  forEachNgram(tokens, tokens.length, space, (k) => into.set(k, (into.get(k) ?? 0) + 1));
}

/**
 * The hashed n-gram keys of one block, repeats included (the engine's form: a flat array is
 * cheaper to build and to sum over than a map).
 */
export function blockKeys(model: ProseModel, lower: readonly string[], p: ProseParagraph, space: HashSpace): Int32Array {
  const tokens = blockTokenBuffer;
  tokens.length = 0;
  blockTokens(model, lower, p, tokens);
  const n = tokens.length;
  const out = new Int32Array(n > 0 ? 3 * n - 3 : 0);
  let o = 0;
  forEachNgram(tokens.hashes, n, space, (k) => (out[o++] = k));
  return out;
}

/** log(1 + c) for small counts: nearly every n-gram of a chunk occurs a few times at most. */
const LOG1P = Float64Array.from({ length: 64 }, (_, c) => Math.log1p(c));

/** A count at this value goes on in `NgramReader`'s overflow map (a byte holds the rest). */
const COUNT_CAP = 255;

/**
 * Reads runs of blocks with one dense scratch table: counts, then log(1 + count) normalised to
 * unit length, dotted with the weights. The same numbers as `ngramLogit(normalized(counts))`.
 *
 * The table is read at random, once per n-gram, so each entry holds both the bucket's weight
 * (high byte) and its count in this read (low byte; an n-gram seen more than 255 times in one
 * read keeps the rest in a map): one cache line per n-gram instead of two, and the whole table
 * (half a megabyte) stays in the core's cache.
 */
export class NgramReader {
  /** weight << 8 | count per bucket; the counts are 0 between reads. */
  private readonly table: Int16Array;
  private readonly touched: Int32Array;
  private readonly overflow = new Map<number, number>();

  constructor(private readonly w: NgramWeights) {
    const q = weightsOf(w);
    this.table = new Int16Array(q.length);
    for (let j = 0; j < q.length; j++) this.table[j] = (q[j] as number) * 256;
    this.touched = new Int32Array(1 << w.bits);
  }

  /** The logit of the blocks `keys[from..to)` read as one unit. */
  logit(keys: readonly Int32Array[], from: number, to: number): number {
    const { table, touched, overflow } = this;
    let t = 0;
    for (let b = from; b < to; b++) {
      const k = keys[b] as Int32Array;
      for (let i = 0; i < k.length; i++) {
        const j = k[i] as number;
        const x = table[j] as number;
        const c = x & 255;
        if (c === 0) touched[t++] = j;
        if (c < COUNT_CAP) table[j] = x + 1;
        else overflow.set(j, (overflow.get(j) ?? 0) + 1);
      }
    }
    let ss = 0;
    let dot = 0;
    for (let i = 0; i < t; i++) {
      const j = touched[i] as number;
      const x = table[j] as number;
      let c = x & 255;
      table[j] = x - c;
      if (c === COUNT_CAP) c += overflow.get(j) ?? 0;
      const v = c < LOG1P.length ? (LOG1P[c] as number) : Math.log1p(c);
      ss += v * v;
      dot += (x >> 8) * v;
    }
    if (overflow.size > 0) overflow.clear();
    return this.w.bias + (ss > 0 ? (this.w.scale * dot) / Math.sqrt(ss) : 0);
  }
}

/** Raw n-gram counts of a run of blocks [from, to). */
export function ngramCounts(model: ProseModel, lower: readonly string[], from: number, to: number, space: HashSpace): SparseVector {
  const counts: SparseVector = new Map();
  const tokens: number[] = [];
  for (let i = from; i < to; i++) {
    tokens.length = 0;
    blockTokens(model, lower, model.paragraphs[i] as ProseParagraph, tokens);
    addNgrams(tokens, space, counts);
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
  /** The everyday words whose n-grams (with plain punctuation) may only carry human evidence. */
  plainWords: string[];
  scale: number;
  bias: number;
  /** base64 of one signed byte per bucket. */
  weights: string;
}

const decoded = new WeakMap<NgramWeights, Int8Array>();
const spaces = new WeakMap<NgramWeights, HashSpace>();

/** The hash space of a weight table (built once per table). */
export function spaceOf(w: NgramWeights): HashSpace {
  let s = spaces.get(w);
  if (!s) {
    s = hashSpace(w.bits, w.plainWords);
    spaces.set(w, s);
  }
  return s;
}

/** The int8 weights of a table (decoded once per table). */
export function weightsOf(w: NgramWeights): Int8Array {
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

/** Quantises float weights to int8 with one scale (the largest magnitude maps to 127). */
export function quantize(weights: Float64Array, bias: number, bits: number, plainWords: string[]): NgramWeights {
  let max = 0;
  for (const x of weights) max = Math.max(max, Math.abs(x));
  const scale = max > 0 ? max / 127 : 1;
  const q = new Int8Array(weights.length);
  for (let i = 0; i < weights.length; i++) q[i] = Math.max(-127, Math.min(127, Math.round((weights[i] as number) / scale)));
  return { bits, plainWords, scale, bias, weights: Buffer.from(q.buffer).toString('base64') };
}
