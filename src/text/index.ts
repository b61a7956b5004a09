import { assemble, parseAllRegions } from './document';
import type { ProseModel } from './types';

export type { BlockCounts, BlockLayout, OffsetMap, ProseModel, ProseParagraph, Sentence, Span, Word } from './types';
export { offsetMap, codePointLength } from './offsets';
export { countWords, WORD_PATTERN } from './segment';
export { parseMarkdown } from './markdown';
export { ProseDocument, parseProseWhole } from './document';
export type { UpdateStats } from './document';

/**
 * Builds the prose model of a Markdown (or plain) text: one parse, then one linear pass. Billing,
 * the detector and the rewriter all take this model so a request parses its text once.
 */
export function parseProse(text: string): ProseModel {
  // Parsed region by region (see regions.ts): the same model as one parse of the whole text,
  // with literal autolinks sought only where they can occur.
  return assemble(text, parseAllRegions(text));
}
