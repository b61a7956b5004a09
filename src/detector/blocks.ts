/**
 * The units a report scores ("paragraph entries"): every prose paragraph and heading on its own,
 * except lists, which are read as one block. Assistant answers put much of their prose in lists
 * of short items; read item by item, each would fall under the 20-word rule and go unread, and a
 * list's shape (parallel items, bold lead-ins) is a property of the list, not of one item.
 */
import type { ProseModel } from '../text/types';

/** Prose paragraphs [first, end) of `ProseModel.paragraphs` that form one report entry. */
export interface Block {
  first: number;
  end: number;
  words: number;
}

export function reportBlocks(model: ProseModel): Block[] {
  const out: Block[] = [];
  const paragraphs = model.paragraphs;
  for (let i = 0; i < paragraphs.length; ) {
    const p = paragraphs[i] as (typeof paragraphs)[number];
    let end = i + 1;
    let words = p.words;
    if (p.layout.list >= 0) {
      while (end < paragraphs.length && (paragraphs[end] as (typeof paragraphs)[number]).layout.list === p.layout.list) {
        words += (paragraphs[end] as (typeof paragraphs)[number]).words;
        end++;
      }
    }
    out.push({ first: i, end, words });
    i = end;
  }
  return out;
}

/**
 * The n-gram model reads a text in chunks of about this many prose words and averages them:
 * it was trained on chunks of this size, so a long human post and a short AI answer are read at
 * the same scale and length cannot stand in for authorship.
 */
export const CHUNK_WORDS = 200;

/**
 * Consecutive blocks [first, end) of about CHUNK_WORDS words (indices into `blocks`). A short
 * remainder joins the chunk before it.
 */
export function chunkBlocks(blocks: readonly Block[]): Array<{ first: number; end: number; words: number }> {
  const out: Array<{ first: number; end: number; words: number }> = [];
  let first = 0;
  let words = 0;
  for (let i = 0; i < blocks.length; i++) {
    words += (blocks[i] as Block).words;
    if (words >= CHUNK_WORDS) {
      out.push({ first, end: i + 1, words });
      first = i + 1;
      words = 0;
    }
  }
  if (first < blocks.length) {
    const last = out[out.length - 1];
    if (last && words < CHUNK_WORDS / 2) {
      last.end = blocks.length;
      last.words += words;
    } else {
      out.push({ first, end: blocks.length, words });
    }
  }
  return out;
}
