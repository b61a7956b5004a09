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
 * document is a finding about the document. A third, not less, for blocks that merely read `ai`:
 * about one human paragraph in twenty reads `ai` on its own, and a short human post must not turn
 * `mixed` on one of them.
 */
export const AI_SHARE_FOR_MIXED = 1 / 3;

/**
 * Blocks read this sure (a paragraph of "In our increasingly interconnected world … a vibrant
 * tapestry … foster") count from a tenth of the prose. Few human paragraphs read 0.9 or more:
 * in grouped cross-validation (`npm run exp:detector`) this rule turned 0.2% of the human texts
 * `mixed` (none `ai`) and caught 0.5% more of the assistant's texts; at 0.95 it changed no
 * reading of the data at all, at 0.8 it turned 1% of people `mixed`.
 */
export const SURE_BLOCK_SCORE = 0.9;
export const SURE_SHARE_FOR_MIXED = 0.1;

/**
 * The document's score: the whole text's own reading, raised to what its AI-reading blocks
 * imply. With a share s of the scored words in counted blocks, the floor is
 * HUMAN_BELOW + (AI_FROM - HUMAN_BELOW) * s / 0.5 (so half the prose reading `ai` makes the text
 * `ai`), capped at the mean score of those blocks. Counted are the blocks reading `ai` when they
 * hold AI_SHARE_FOR_MIXED of the prose, or those reading SURE_BLOCK_SCORE or more when they hold
 * SURE_SHARE_FOR_MIXED; below a third the floor stays under AI_FROM, so the sure rule alone can
 * make a text `mixed`, never `ai`.
 */
export function documentScore(whole: number, blocks: readonly Pick<ParagraphEntry, 'score' | 'verdict' | 'words'>[]): number {
  let scored = 0;
  const ai = { words: 0, score: 0 };
  const sure = { words: 0, score: 0 };
  for (const b of blocks) {
    if (b.score === null) continue;
    scored += b.words;
    if (b.verdict === 'ai') {
      ai.words += b.words;
      ai.score += b.score * b.words;
    }
    if (b.score >= SURE_BLOCK_SCORE) {
      sure.words += b.words;
      sure.score += b.score * b.words;
    }
  }
  const floorOf = (part: { words: number; score: number }, from: number): number => {
    if (part.words === 0 || part.words / scored < from) return 0;
    return Math.min(part.score / part.words, HUMAN_BELOW + ((AI_FROM - HUMAN_BELOW) * part.words) / scored / 0.5);
  };
  return Math.max(whole, floorOf(ai, AI_SHARE_FOR_MIXED), floorOf(sure, SURE_SHARE_FOR_MIXED));
}
