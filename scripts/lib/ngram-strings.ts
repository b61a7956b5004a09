/**
 * The n-gram model's tokens and buckets as readable strings (for analysis scripts), hashed with
 * src/detector/ngrams.ts's own functions; `ngramStrings` is checked against `blockKeys` by scripts/ngram-weights.ts before it prints anything.
 */
import { bucket, PUNCTUATION, SEED_2, SEED_3, tokenHash, type HashSpace } from '../../src/detector/ngrams';
import type { ProseModel } from '../../src/text';


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
      if (PUNCTUATION.has(c)) out.push(c === '–' ? '—' : c);
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
    out.push([tokens[i] as string, bucket(space, a, plain[i] as boolean)]);
    if (i + 1 < h.length) {
      const b = h[i + 1] as number;
      const pb = (plain[i] as boolean) && (plain[i + 1] as boolean);
      out.push([`${tokens[i]} ${tokens[i + 1]}`, bucket(space, Math.imul(a, SEED_2) ^ b, pb)]);
      if (i + 2 < h.length) {
        const c = h[i + 2] as number;
        out.push([`${tokens[i]} ${tokens[i + 1]} ${tokens[i + 2]}`, bucket(space, Math.imul(Math.imul(a, SEED_3) ^ b, SEED_2) ^ c, pb && (plain[i + 2] as boolean))]);
      }
    }
  }
  return out;
}

