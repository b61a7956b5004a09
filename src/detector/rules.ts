/** The verdict rules of the spec (Limits, Detection report). */
import type { ParagraphVerdict } from './report';

/** Below this many prose words the verdict is `insufficient` and nothing is charged. */
export const MIN_WORDS = 40;
/** Paragraphs under this many words get a null score and verdict. */
export const PARAGRAPH_MIN_WORDS = 20;
/** Scores below this read `human`. */
export const HUMAN_BELOW = 0.35;
/** Scores at or above this read `ai`. */
export const AI_FROM = 0.65;
/** When every scored paragraph reads human, the whole text still decides from this score up. */
export const WHOLE_TEXT_OVERRIDE = 0.9;

export function verdictForScore(score: number): ParagraphVerdict {
  if (score < HUMAN_BELOW) return 'human';
  if (score >= AI_FROM) return 'ai';
  return 'mixed';
}
