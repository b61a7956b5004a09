/**
 * The prose model: which parts of a Markdown text are prose, and its words, sentences and
 * paragraphs. Every offset here is a UTF-16 index into `text` (a JS string index), half-open
 * [start, end). Convert to code points with `model.offsets.toCodePoint` at the API boundary.
 */
export interface Span {
  start: number;
  end: number;
}

/** A word: a maximal run of letters/digits with inner apostrophes or hyphens, inside prose. */
export type Word = Span;

export interface ProseParagraph extends Span {
  /** `start` is the first prose character, `end` the last prose character + 1 (prose only). */
  kind: 'paragraph' | 'heading';
  /** Prose words in the paragraph. */
  words: number;
  /** Index of the paragraph's first word in `ProseModel.words`; `endWord` is exclusive. */
  firstWord: number;
  endWord: number;
  /** The prose pieces of this paragraph (text between inline code, links destinations, HTML...). */
  spans: Span[];
  /** Where the block sits and how it opens: Markdown structure is evidence for the detector. */
  layout: BlockLayout;
}

/** Markdown structure around a prose block. */
export interface BlockLayout {
  /** Index of the outermost list holding the block (counted in document order), -1 outside lists. */
  list: number;
  /** True inside a block quote. */
  quote: boolean;
  /** Heading level 1-6, 0 for paragraphs. */
  depth: number;
  /**
   * A bold or italic lead-in: the block opens with strong/emphasis text (`**Term:** ...`).
   * UTF-16 range of the emphasised prose, or undefined.
   */
  lead?: Span;
}

/** Counts of the non-prose blocks of a document (prose blocks are in `paragraphs`). */
export interface BlockCounts {
  code: number;
  table: number;
  thematicBreak: number;
  html: number;
  lists: number;
}

export interface Sentence extends Span {
  words: number;
  firstWord: number;
  endWord: number;
  /** Index into `ProseModel.paragraphs`. */
  paragraph: number;
}

export interface OffsetMap {
  /** True when the text holds characters outside the Basic Multilingual Plane. */
  readonly hasAstral: boolean;
  /** Code-point length of the text. */
  readonly codePointLength: number;
  toCodePoint(utf16: number): number;
  toUtf16(codePoint: number): number;
}

export interface ProseModel {
  text: string;
  /** Prose pieces in document order, disjoint. */
  spans: Span[];
  /** Prose words in document order. */
  words: Word[];
  /** Blocks that carry prose (paragraphs and headings, also those inside lists and quotes). */
  paragraphs: ProseParagraph[];
  sentences: Sentence[];
  /** Words anywhere in the text, code and tables included (the spec's `word_count`). */
  wordCount: number;
  /** Billed words: prose words only (the spec's `prose_word_count`). */
  proseWordCount: number;
  offsets: OffsetMap;
  /** Non-prose blocks and lists, counted once per parse. */
  blocks: BlockCounts;
}
