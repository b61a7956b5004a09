/** The verdict rules of the spec (Limits, Detection report). */
import type { ParagraphEntry } from './report';

// The thresholds are the spec's, defined once in the contract's leaf module.
import {
  AI_AT_OR_ABOVE as AI_FROM,
  HUMAN_BELOW,
  MIN_WORDS_FOR_PARAGRAPH_SCORE as PARAGRAPH_MIN_WORDS,
  MIN_WORDS_FOR_VERDICT as MIN_WORDS,
  WHOLE_TEXT_OVERRIDE_AT_OR_ABOVE as WHOLE_TEXT_OVERRIDE,
  verdictForScore,
} from '../contract/verdicts';

export { AI_FROM, HUMAN_BELOW, MIN_WORDS, PARAGRAPH_MIN_WORDS, WHOLE_TEXT_OVERRIDE, verdictForScore };

/**
 * Blocks reading `ai` that hold at least this share of the scored prose make the whole text at
 * least `mixed`, whatever its own reading: one long, blatantly generated paragraph in a human
 * document is a finding about the document. A third, not less: about one human paragraph in
 * twenty reads `ai` on its own, and a short human post must not turn `mixed` on one of them.
 */
export const AI_SHARE_FOR_MIXED = 1 / 3;

/**
 * The document's score: the whole text's own reading, raised to what its AI-reading blocks
 * imply. With a share s of the scored words in blocks reading `ai`, the floor is
 * HUMAN_BELOW + (AI_FROM - HUMAN_BELOW) * s / 0.5 from s = AI_SHARE_FOR_MIXED on (so half the
 * prose reading `ai` makes the text `ai`), capped at the mean score of those blocks.
 */
export function documentScore(whole: number, blocks: readonly Pick<ParagraphEntry, 'score' | 'verdict' | 'words'>[]): number {
  let scored = 0;
  let aiWords = 0;
  let aiScore = 0;
  for (const b of blocks) {
    if (b.score === null) continue;
    scored += b.words;
    if (b.verdict === 'ai') {
      aiWords += b.words;
      aiScore += b.score * b.words;
    }
  }
  if (scored === 0 || aiWords === 0) return whole;
  const share = aiWords / scored;
  if (share < AI_SHARE_FOR_MIXED) return whole;
  const floor = Math.min(aiScore / aiWords, HUMAN_BELOW + ((AI_FROM - HUMAN_BELOW) * share) / 0.5);
  return Math.max(whole, floor);
}
