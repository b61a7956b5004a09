import { parseMarkdown, proseBlocks } from './markdown';
import { offsetMap } from './offsets';
import { countWords, segment } from './segment';
import type { ProseModel } from './types';

export type { BlockCounts, BlockLayout, OffsetMap, ProseModel, ProseParagraph, Sentence, Span, Word } from './types';
export { offsetMap, codePointLength } from './offsets';
export { countWords, WORD_PATTERN } from './segment';
export { parseMarkdown } from './markdown';

/**
 * Builds the prose model of a Markdown (or plain) text: one parse, then one linear pass. Billing,
 * the detector and the rewriter all take this model so a request parses its text once.
 */
export function parseProse(text: string): ProseModel {
  const root = parseMarkdown(text);
  const { blocks, counts } = proseBlocks(text, root);
  const seg = segment(text, blocks);
  return {
    text,
    spans: seg.spans,
    words: seg.words,
    paragraphs: seg.paragraphs,
    sentences: seg.sentences,
    wordCount: countWords(text),
    proseWordCount: seg.words.length,
    offsets: offsetMap(text),
    blocks: counts,
  };
}
