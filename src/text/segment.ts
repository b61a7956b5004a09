import { decodeNamedCharacterReference } from 'decode-named-character-reference';
import type { ProseParagraph, Sentence, Span, Word } from './types';
import type { ProseBlock } from './markdown';

/** A word: letters/digits (with combining marks), joined by inner apostrophes or hyphens. */
export const WORD_PATTERN = "[\\p{L}\\p{N}\\p{M}]+(?:['\u2019\\-][\\p{L}\\p{N}\\p{M}]+)*";
const TERMINATOR_PATTERN = '[.!?\u2026]+[\'"\u2019\u201d)\\]]*';
// One pass finds words (group 1) and sentence terminators (group 2) in a prose span.
const TOKEN = new RegExp(`(${WORD_PATTERN})|(${TERMINATOR_PATTERN})`, 'gu');
const WORD_ONLY = new RegExp(WORD_PATTERN, 'gu');

// A period after these does not end a sentence ("e.g. this", "Dr. Smith").
const ABBREVIATIONS = new Set(
  [
    'mr', 'mrs', 'ms', 'dr', 'prof', 'sr', 'jr', 'st', 'vs', 'etc', 'e.g', 'i.e', 'eg', 'ie', 'cf',
    'fig', 'no', 'vol', 'inc', 'ltd', 'co', 'corp', 'approx', 'dept', 'est', 'jan', 'feb', 'mar',
    'apr', 'jun', 'jul', 'aug', 'sep', 'sept', 'oct', 'nov', 'dec', 'u.s', 'a.m', 'p.m',
  ],
);

/** Counts words in any text with the same word rule (the spec's `word_count`). */
export function countWords(text: string): number {
  WORD_ONLY.lastIndex = 0;
  let n = 0;
  while (WORD_ONLY.exec(text) !== null) n++;
  return n;
}

export interface Segmentation {
  spans: Span[];
  words: Word[];
  paragraphs: ProseParagraph[];
  sentences: Sentence[];
}

/** Words, sentences and paragraphs of the prose blocks, in one linear pass over their spans. */
export function segment(text: string, blocks: ProseBlock[]): Segmentation {
  const spans: Span[] = [];
  const words: Word[] = [];
  const paragraphs: ProseParagraph[] = [];
  const sentences: Sentence[] = [];

  for (const block of blocks) {
    const firstWord = words.length;
    const paragraphIndex = paragraphs.length;
    let sentenceFirst = words.length;
    let sentenceStart = -1;
    const closeSentence = (end: number): void => {
      if (words.length > sentenceFirst && sentenceStart >= 0) {
        sentences.push({
          start: sentenceStart,
          end,
          words: words.length - sentenceFirst,
          firstWord: sentenceFirst,
          endWord: words.length,
          paragraph: paragraphIndex,
        });
      }
      sentenceFirst = words.length;
      sentenceStart = -1;
    };

    for (const span of block.spans) {
      spans.push(span);
      const piece = text.slice(span.start, span.end);
      TOKEN.lastIndex = 0;
      for (let m = TOKEN.exec(piece); m; m = TOKEN.exec(piece)) {
        const start = span.start + m.index;
        const end = start + m[0].length;
        if (m[1] !== undefined) {
          if (sentenceStart < 0) sentenceStart = start;
          const previous = words[words.length - 1];
          // `foo*bar*`, `日本語の[文章](u)です`: markup inside a run of letters does not split
          // the word — the rendered text has one maximal run, so one word is billed.
          if (m.index === 0 && words.length > firstWord && previous && joinsAcrossMarkup(text, previous.end, start)) {
            previous.end = end;
            continue;
          }
          words.push({ start, end });
          continue;
        }
        // A terminator ends a sentence when whitespace or the span's end follows it and the word
        // before it is not an abbreviation or a single initial.
        const next = piece.charCodeAt(m.index + m[0].length);
        const atBoundary = Number.isNaN(next) || next === 0x20 || next === 0x09 || next === 0x0a || next === 0x0d;
        if (!atBoundary || words.length === sentenceFirst) continue;
        if (m[0][0] === '.' && m[0].length === 1 && isAbbreviation(text, words[words.length - 1], start)) continue;
        closeSentence(end);
      }
    }
    const last = words[words.length - 1];
    if (last && words.length > sentenceFirst) closeSentence(last.end);

    if (words.length > firstWord) {
      const lastSpan = block.spans[block.spans.length - 1] as Span;
      const firstSpan = block.spans[0] as Span;
      paragraphs.push({
        kind: block.kind,
        start: trimStart(text, firstSpan),
        end: trimEnd(text, lastSpan),
        words: words.length - firstWord,
        firstWord,
        endWord: words.length,
        spans: block.spans,
        layout: block.layout,
      });
    } else {
      // A block with no words (only punctuation) is not a prose paragraph; drop a sentence stub.
      sentenceFirst = words.length;
    }
  }
  return { spans, words, paragraphs, sentences };
}

// Only delimiters between two prose pieces: emphasis, strikethrough, link brackets, a link's
// destination or label, and character references that render as no space.
const INLINE_MARKUP = /^(?:[*_~[\]]|\]\([^\s()]*\)|\]\[[^\]\s]*\]|&(?:#[xX][0-9a-fA-F]{1,6}|#[0-9]{1,7}|[A-Za-z][A-Za-z0-9]{1,31});)+$/;

/** Whether a word ending at `end` and one starting at `start` are one run of letters once rendered. */
function joinsAcrossMarkup(text: string, end: number, start: number): boolean {
  if (start <= end) return false;
  const gap = text.slice(end, start);
  if (!INLINE_MARKUP.test(gap)) return false;
  // Delimiters render as nothing; a reference renders as its character, which must continue the
  // word (`caf&eacute;s`) rather than separate it (`&nbsp;`, `&mdash;`).
  const rendered = gap.replace(/&([^;]+);|[^&]+/g, (match, name?: string) => (name === undefined ? '' : decodeReference(name)));
  return /^[\p{L}\p{N}\p{M}]*$/u.test(rendered);
}

function decodeReference(name: string): string {
  if (name[0] !== '#') return decodeNamedCharacterReference(name) || ' ';
  const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
  return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\ufffd';
}

function isAbbreviation(text: string, word: Word | undefined, dot: number): boolean {
  if (!word || word.end !== dot) return false;
  const w = text.slice(word.start, word.end);
  if (w.length === 1 && /\p{Lu}/u.test(w)) return true; // an initial: "J. Smith"
  // "e.g." and "i.e." reach here as "e" + ".g" pieces; look back over dotted letters.
  let s = word.start;
  while (s >= 2 && text[s - 1] === '.' && /\p{L}/u.test(text[s - 2] ?? '')) s -= 2;
  return ABBREVIATIONS.has(text.slice(s, word.end).toLowerCase());
}

function trimStart(text: string, span: Span): number {
  let s = span.start;
  while (s < span.end && /\s/.test(text[s] ?? '')) s++;
  return s;
}

function trimEnd(text: string, span: Span): number {
  let e = span.end;
  while (e > span.start && /\s/.test(text[e - 1] ?? '')) e--;
  return e;
}
