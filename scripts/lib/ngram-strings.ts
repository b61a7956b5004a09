/**
 * The n-gram model's tokens and buckets as readable strings (for analysis scripts): the hashing
 * repeats src/detector/ngrams.ts, whose bucket function is private there; `ngramStrings` is
 * checked against `blockKeys` by scripts/ngram-weights.ts before it prints anything.
 */
import { tokenHash, type HashSpace } from '../../src/detector/ngrams';
import type { ProseModel } from '../../src/text';

function mix(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}
const bucketIn = (space: HashSpace, h: number, plain: boolean): number => {
  const m = mix(h);
  return plain ? space.plainBase + (m % ((1 << space.bits) - space.plainBase)) : m % space.plainBase;
};
const SEED_2 = 0x9e3779b1;
const SEED_3 = 0x7f4a7c15;
const PUNCT = new Set([',', '.', ';', ':', '!', '?', '(', ')', '"', '“', '”', '…', '—', '–']);

export function blockStrings(model: ProseModel, p: ProseModel['paragraphs'][number]): string[] {
  const out: string[] = [];
  const lay = p.layout;
  out.push(lay.depth > 0 ? '§h' : lay.list >= 0 ? '§li' : lay.quote ? '§q' : '§p');
  if (lay.lead) out.push('§b');
  let w = p.firstWord;
  let prevEnd = -1;
  for (const span of p.spans) {
    if (prevEnd >= 0 && span.start > prevEnd && model.text.slice(prevEnd, span.start).trim().length > 0) out.push('§g');
    prevEnd = span.end;
    let i = span.start;
    while (i < span.end) {
      const word = model.words[w];
      if (word && word.start === i && w < p.endWord) {
        const s = model.text.slice(word.start, word.end).toLowerCase().replace(/\u2019/g, "'");
        out.push(/[0-9]/.test(s) ? '§0' : s);
        i = word.end;
        w++;
        continue;
      }
      const c = model.text[i] as string;
      if (PUNCT.has(c)) out.push(c === '–' ? '—' : c);
      else if (c === '-' && model.text[i + 1] === '-') {
        out.push('—');
        i++;
      }
      i++;
    }
  }
  out.push('§e');
  return out;
}

/** [n-gram text, bucket] of every uni-, bi- and trigram, in blockKeys' order. */
export function ngramStrings(tokens: readonly string[], space: HashSpace): Array<[string, number]> {
  const h = tokens.map(tokenHash);
  const plain = h.map((x) => space.plain.has(x));
  const out: Array<[string, number]> = [];
  for (let i = 0; i < h.length; i++) {
    const a = h[i] as number;
    out.push([tokens[i] as string, bucketIn(space, a, plain[i] as boolean)]);
    if (i + 1 < h.length) {
      const b = h[i + 1] as number;
      const pb = (plain[i] as boolean) && (plain[i + 1] as boolean);
      out.push([`${tokens[i]} ${tokens[i + 1]}`, bucketIn(space, Math.imul(a, SEED_2) ^ b, pb)]);
      if (i + 2 < h.length) {
        const c = h[i + 2] as number;
        out.push([`${tokens[i]} ${tokens[i + 1]} ${tokens[i + 2]}`, bucketIn(space, Math.imul(Math.imul(a, SEED_3) ^ b, SEED_2) ^ c, pb && (plain[i + 2] as boolean))]);
      }
    }
  }
  return out;
}

