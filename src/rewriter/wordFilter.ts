/**
 * A Bloom filter of English words (SUBTLEX-US and WordNet), committed in the lexicon as base64
 * bytes: it answers "is this a word?" for the 74,000 words SUBTLEX-US counts at least once and
 * WordNet's one-word lemmas and irregular forms (116,000 in all) in 145 KB, where the list itself
 * would take about 1 MB (rare words matter: "model" → "morel" spells a mushroom). A false "yes" (about 1 in 100 non-words) only leaves a word without a typo; a "no" is
 * always right. Built by scripts/build-lexicon.ts, read by `Lexicon.knows`.
 */

/** Bits per word and probes per word: 10 and 7 give about 0.8% false positives. */
export const FILTER_BITS_PER_WORD = 10;
export const FILTER_PROBES = 7;

/** FNV-1a over UTF-16 code units, with a seed so two independent hashes come from one function. */
function fnv1a(word: string, seed: number): number {
  let h = (0x811c9dc5 ^ seed) >>> 0;
  for (let i = 0; i < word.length; i++) {
    h ^= word.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** The bit positions of a word (double hashing: h1 + i * h2). */
function probes(word: string, bits: number): number[] {
  const h1 = fnv1a(word, 0);
  const h2 = fnv1a(word, 0x5bd1e995) | 1;
  const out: number[] = [];
  for (let i = 0; i < FILTER_PROBES; i++) out.push(((h1 + Math.imul(i, h2)) >>> 0) % bits);
  return out;
}

export function buildWordFilter(words: readonly string[]): Uint8Array {
  const bits = Math.max(8, Math.ceil((words.length * FILTER_BITS_PER_WORD) / 8) * 8);
  const bytes = new Uint8Array(bits / 8);
  for (const w of words) for (const p of probes(w, bits)) bytes[p >> 3] = (bytes[p >> 3] as number) | (1 << (p & 7));
  return bytes;
}

export function filterHas(bytes: Uint8Array, word: string): boolean {
  const bits = bytes.length * 8;
  if (bits === 0) return false;
  return probes(word, bits).every((p) => ((bytes[p >> 3] as number) & (1 << (p & 7))) !== 0);
}
