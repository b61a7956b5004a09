/**
 * The verdict rules of the spec (Limits, Detection report), in one leaf module with no imports:
 * the contract describes them, the detector applies them, the rewriter aims below them, and the
 * front ends explain them. Change a threshold here and every part moves with it.
 */

/** Scores below this read as human. */
export const HUMAN_BELOW = 0.35;
/** Scores at or above this read as AI; between the two is mixed. */
export const AI_AT_OR_ABOVE = 0.65;
/** When every scored paragraph reads human, the verdict stays AI only if the whole text reads at least this. */
export const WHOLE_TEXT_OVERRIDE_AT_OR_ABOVE = 0.9;
/** Fewer prose words than this give the verdict `insufficient`, and the check is not charged. */
export const MIN_WORDS_FOR_VERDICT = 40;
/** Paragraphs with fewer words than this get a null score and verdict. */
export const MIN_WORDS_FOR_PARAGRAPH_SCORE = 20;

/** The verdict the thresholds give a score; `insufficient` depends on words, not on the score. */
export function verdictForScore(score: number): 'human' | 'mixed' | 'ai' {
  if (score < HUMAN_BELOW) return 'human';
  if (score >= AI_AT_OR_ABOVE) return 'ai';
  return 'mixed';
}
