/**
 * Checks on a finished rewrite. A rewrite passes when:
 * - the structure is intact: every byte outside prose is identical (the gaps between prose spans
 *   of the draft and of the re-parsed rewrite are equal, and there are as many spans);
 * - numbers, URLs and addresses in prose are kept (inline code is outside prose, so covered above);
 * - names are kept (every capitalised word inside a sentence of the draft is still there);
 * - prose length stays within 0.6-1.5 times the draft's;
 * - the rewrite does not read worse in a way that matters (when both texts can be read): its
 *   verdict band (human < mixed < ai) is not worse than the draft's, and its score is not more
 *   than SCORE_MARGIN above the draft's unless it still reads `human`.
 * Reasons are short codes with an explanation; they never quote the text. A rewrite identical to
 * the draft is not checked here: the engine settles it as `unchanged` (see engine.ts).
 */
import { verdictForScore } from '../detector';
import type { ProseModel } from '../text';
import { analyseDraft, draftFromModel, proseLength } from './draft';

export const LENGTH_BOUNDS = { min: 0.6, max: 1.5 } as const;

export interface Validation {
  passed: boolean;
  reasons: string[];
}

/**
 * How much higher than the draft's a rewrite's detector score may read, within a verdict band
 * that is not `human`, and still pass. Scores move by a few hundredths with any edit (the issue
 * that led here: a human draft at 0.002 rewritten to 0.09, both deep in `human`, was rejected and
 * charged); a rise of more than a tenth within `mixed` or `ai` is a rewrite that reads more
 * AI-like, and the writer should not pay for it.
 */
export const SCORE_MARGIN = 0.1;

export type Band = 'human' | 'mixed' | 'ai';
const BAND_ORDER: Record<Band, number> = { human: 0, mixed: 1, ai: 2 };

/** A detector reading of a text: its score and its verdict band. */
export interface Reading {
  score: number;
  verdict: Band;
}

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

const CLOSED_CLASS = new Set(
  'the a an this that these those it its he she we they you his her our their my your there here in on at of for to and but or so as if when while with by from'.split(' '),
);

/** Names of the draft that the rewrite lost (capitalised words inside sentences). */
function lostNames(draft: ProseModel, output: ProseModel): string[] {
  const before = new Map<string, number>();
  for (const w of analyseDraft(draftFromModel(draft)).words) {
    // "I" and "I'm" are pronouns (and formality may expand "I'm"), not names.
    // Closed-class words capitalised mid-sentence ("Pennsylvania— The official…") are not names
    // on their own; a name they open ("The Hague") keeps its other capitals, which are checked.
    if (w.name && !/^I(?:['\u2019]\p{L}+)?$/u.test(w.text) && !CLOSED_CLASS.has(w.text.toLowerCase())) before.set(w.text, (before.get(w.text) ?? 0) + 1);
  }
  const after = new Map<string, number>();
  for (const w of analyseDraft(draftFromModel(output)).words) after.set(w.text, (after.get(w.text) ?? 0) + 1);
  return [...before].filter(([name, n]) => (after.get(name) ?? 0) < n).map(([name]) => name);
}

export function validateRewrite(
  draft: ProseModel,
  output: ProseModel,
  scores: { draft: number | null; rewrite: number | null },
  verdicts?: { draft: Band | null; rewrite: Band | null },
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
  if (scores.draft !== null && scores.rewrite !== null) {
    const was = verdicts?.draft ?? verdictForScore(scores.draft);
    const is = verdicts?.rewrite ?? verdictForScore(scores.rewrite);
    if (BAND_ORDER[is] > BAND_ORDER[was]) {
      reasons.push(`verdict_worse: the rewrite reads ${is} (${scores.rewrite.toFixed(3)}) where the draft read ${was} (${scores.draft.toFixed(3)})`);
    } else if (is !== 'human' && scores.rewrite > scores.draft + SCORE_MARGIN) {
      reasons.push(
        `detector_score_higher: the rewrite reads ${scores.rewrite.toFixed(3)} against the draft's ${scores.draft.toFixed(3)}, more than ${SCORE_MARGIN} higher`,
      );
    }
  }
  return { passed: reasons.length === 0, reasons };
}
