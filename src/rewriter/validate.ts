/**
 * Checks on a finished rewrite. A rewrite passes when:
 * - the structure is intact: every byte outside prose is identical (the gaps between prose spans
 *   of the draft and of the re-parsed rewrite are equal, and there are as many spans);
 * - numbers, URLs and addresses in prose are kept (inline code is outside prose, so covered above);
 * - names are kept (every capitalised word inside a sentence of the draft is still there);
 * - prose length stays within 0.6-1.5 times the draft's;
 * - the local detector's score is not higher than the draft's (when both texts can be read).
 * Reasons are short codes with an explanation; they never quote the text.
 */
import type { ProseModel } from '../text';
import { analyseDraft, draftFromModel, proseLength } from './draft';

export const LENGTH_BOUNDS = { min: 0.6, max: 1.5 } as const;

export interface Validation {
  passed: boolean;
  reasons: string[];
}

/**
 * How much higher than the draft's a rewrite's detector score may read and still pass. A human
 * draft reading 0.005 that comes back at 0.007 has not become more AI-like; that is the
 * detector's noise, and rejecting it would charge the writer for nothing.
 */
export const SCORE_TOLERANCE = 0.02;

export function skeleton(model: ProseModel): string[] {
  return draftFromModel(model).gaps;
}

const NUMBER = /\p{N}+(?:[.,:/-]\p{N}+)*/gu;
const ADDRESS = /(?:https?:\/\/|ftp:\/\/|mailto:|www\.)\S+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+|\b[\w-]+(?:\.[\w-]+)*\.(?:com|org|net|io|dev|edu|gov|co|uk|de|ai|app)\b/giu;

function proseTokens(model: ProseModel, pattern: RegExp): string[] {
  const out: string[] = [];
  for (const s of draftFromModel(model).spans) {
    pattern.lastIndex = 0;
    for (let m = pattern.exec(s.text); m; m = pattern.exec(s.text)) out.push(m[0]);
  }
  return out.sort();
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

/** Names of the draft that the rewrite lost (capitalised words inside sentences). */
function lostNames(draft: ProseModel, output: ProseModel): string[] {
  const before = new Map<string, number>();
  for (const w of analyseDraft(draftFromModel(draft)).words) {
    // "I" and "I'm" are pronouns (and formality may expand "I'm"), not names.
    if (w.name && !/^I(?:['\u2019]\p{L}+)?$/u.test(w.text)) before.set(w.text, (before.get(w.text) ?? 0) + 1);
  }
  const after = new Map<string, number>();
  for (const w of analyseDraft(draftFromModel(output)).words) after.set(w.text, (after.get(w.text) ?? 0) + 1);
  return [...before].filter(([name, n]) => (after.get(name) ?? 0) < n).map(([name]) => name);
}

export function validateRewrite(
  draft: ProseModel,
  output: ProseModel,
  scores: { draft: number | null; rewrite: number | null },
): Validation {
  const reasons: string[] = [];
  const a = skeleton(draft);
  const b = skeleton(output);
  if (!sameList(a, b)) reasons.push('structure_changed: text outside prose (code, tables, links, markup) differs from the draft');
  if (!sameList(proseTokens(draft, NUMBER), proseTokens(output, NUMBER))) reasons.push('numbers_changed: a number in the prose was changed or lost');
  if (!sameList(proseTokens(draft, ADDRESS), proseTokens(output, ADDRESS))) reasons.push('urls_changed: a URL or address in the prose was changed or lost');
  const lost = lostNames(draft, output);
  if (lost.length > 0) reasons.push(`names_changed: ${lost.length} name(s) in the prose were changed or lost`);
  const before = proseLength(draftFromModel(draft));
  const after = proseLength(draftFromModel(output));
  if (before > 0) {
    const ratio = after / before;
    if (ratio < LENGTH_BOUNDS.min || ratio > LENGTH_BOUNDS.max) {
      reasons.push(`length_out_of_bounds: the prose is ${ratio.toFixed(2)} times the draft's (allowed ${LENGTH_BOUNDS.min}-${LENGTH_BOUNDS.max})`);
    }
  }
  if (scores.draft !== null && scores.rewrite !== null && scores.rewrite > scores.draft + SCORE_TOLERANCE) {
    reasons.push(`detector_score_higher: the rewrite reads ${scores.rewrite.toFixed(3)} against the draft's ${scores.draft.toFixed(3)}`);
  }
  return { passed: reasons.length === 0, reasons };
}
