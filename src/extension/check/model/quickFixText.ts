/**
 * The text decisions behind the evidence quick fixes, pure so plain Node tests them. Sentences are
 * found by the prose model's rules (`src/text/segment.ts`), the ones the detector scores with, so
 * "e.g.", "Dr." or "a.m." never end a sentence here either.
 */
import { parseProse } from '../../../text/index';

/** Keeps a replacement's case like the word it replaces ("Leverage" -> "Use"). */
export function matchCase(original: string, replacement: string): string {
  if (original.length > 1 && original === original.toUpperCase()) return replacement.toUpperCase();
  const first = original.charAt(0);
  return first !== first.toLowerCase() ? replacement.charAt(0).toUpperCase() + replacement.slice(1) : replacement;
}

/**
 * Where a long sentence splits best: the ", and" / ", but" / "; " nearest its middle. Returns the
 * range to replace (relative to the sentence) and its replacement, or undefined.
 */
export function sentenceSplit(sentence: string): { start: number; end: number; text: string } | undefined {
  const joins = /(;\s+|,\s+(?:and|but|so|which|while|because)\s+)(\p{L})/gu;
  let best: { start: number; end: number; text: string } | undefined;
  let bestDistance = Infinity;
  for (const m of sentence.matchAll(joins)) {
    const at = m.index ?? 0;
    const distance = Math.abs(at - sentence.length / 2);
    // Both halves must stay sentences: at least a fifth of the text on each side.
    if (at < sentence.length / 5 || at > (4 * sentence.length) / 5 || distance >= bestDistance) continue;
    const joiner = m[1] ?? '';
    const next = m[2] ?? '';
    const keep = /^,\s+which/.test(joiner) ? 'This' : /^,\s+because/.test(joiner) ? 'That is because' : '';
    bestDistance = distance;
    best = { start: at, end: at + m[0].length, text: `. ${keep ? `${keep} ${next}` : next.toUpperCase()}` };
  }
  return best;
}

// Opening quotes, brackets and emphasis belong to the sentence they open.
const OPENING = /[\p{Pi}\p{Ps}"'*_]/u;

/**
 * The sentence(s) holding `[start, end)` of `text` (UTF-16 offsets, as the editor counts), with
 * one adjoining space, so that dropping the range leaves the paragraph spaced as before: the
 * space after it, or the space before it when it closes its paragraph. A range in no sentence is
 * returned as it is.
 */
export function sentenceToDrop(text: string, start: number, end: number): { start: number; end: number } {
  const holding = parseProse(text).sentences.filter((s) => s.end > start && s.start < Math.max(end, start + 1));
  const first = holding[0];
  const last = holding[holding.length - 1];
  if (!first || !last) return { start, end };
  let a = Math.min(first.start, start);
  let b = Math.max(last.end, end);
  while (a > 0 && OPENING.test(text[a - 1] as string)) a--;
  if (b < text.length && text[b] === ' ') b++;
  else while (a > 0 && text[a - 1] === ' ') a--;
  return { start: a, end: b };
}
