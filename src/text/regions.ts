/**
 * A Markdown document read as a sequence of regions: stretches that parse alone exactly as they
 * do inside the whole text. A region starts at a line that follows a blank line, begins in column
 * 0 and cannot continue what came before (not indented, not a list marker), outside fenced code,
 * multi-line HTML blocks and front matter. Blank lines end every other block, so nothing crosses
 * such a line; what can still reach across it is handled here:
 *
 * - link and footnote references resolve against definitions anywhere in the document: a region
 *   holding `[` is parsed with the document's definitions put before it (after it at offset 0);
 * - a fence or HTML block the line scan thought closed is caught after the parse (the region's
 *   last block runs unclosed to its end) and the region is merged with the next one;
 * - front matter exists only at offset 0, so only the first region is parsed with it;
 * - list numbers (`layout.list`) restart per region and are offset when the model is assembled.
 *
 * Why: the GFM autolink-literal extension is the costliest part of a parse and only regions that
 * may hold a literal link (`www.`, `://`, `@`) need it; and after an edit only the regions it
 * touched are parsed again (`ProseDocument`).
 */
import { constructsFor, MAY_HOLD_AUTOLINK, tokenize, topBlocks, type TopBlock } from './events';
import type { ProseBlock } from './markdown';
import { countWords, segment, type Segmentation } from './segment';
import type { BlockCounts } from './types';

export { MAY_HOLD_AUTOLINK };

/** One region's parse, in offsets relative to the region's start. */
export interface RegionParse {
  /** Length of the region in UTF-16 units (trailing blank lines included). */
  length: number;
  blocks: ProseBlock[];
  counts: BlockCounts;
  /** Words anywhere in the region (code and tables too). */
  wordCount: number;
  seg: Segmentation;
  /** Definition lines to append to other regions (`[label]: #`, `[^label]: #`). */
  definitions: string[];
  /** Whether the region holds `[`, so its parse may depend on definitions elsewhere. */
  referencesOthers: boolean;
  /** The definitions it was parsed with (their key), when `referencesOthers`. */
  definitionsKey: string;
}

export interface Region extends RegionParse {
  start: number;
}

// A CRLF line keeps its CR here (lines are split at LF): `.` stops before it.
const FENCE_OPEN = /^ {0,3}(`{3,}|~{3,})(.*)\r?$/;
const HTML_OPENERS: Array<[RegExp, RegExp]> = [
  [/^ {0,3}<(?:script|pre|style|textarea)(?:[\s>]|$)/i, /<\/(?:script|pre|style|textarea)>/i],
  [/^ {0,3}<!--/, /-->/],
  [/^ {0,3}<\?/, /\?>/],
  [/^ {0,3}<!\[CDATA\[/, /\]\]>/],
  [/^ {0,3}<![A-Za-z]/, />/],
];
const LONE_CR = /\r(?!\n)/;
const FRONT_MATTER_OPEN = /^(-{3}|\+{3})[ \t]*\r?$/;

/** Whether a line may start a region (after a blank line, outside fences and HTML). */
function canStartRegion(c: number): boolean {
  // Not white space (indented code, list continuation), not a list marker or digit (a later item
  // of the same list), not a lone CR.
  return !(c === 0x20 || c === 0x09 || c === 0x2d || c === 0x2a || c === 0x2b || (c >= 0x30 && c <= 0x39) || c === 0x0d || Number.isNaN(c));
}

function isBlank(text: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c !== 0x20 && c !== 0x09 && c !== 0x0d) return false;
  }
  return true;
}

/**
 * Region starts of `text` from `from` (itself a region start) on. Stops early, returning
 * `{ starts, joined }`, when `stopAt` says a start found is one the caller already knows.
 */
export function regionStarts(text: string, from: number, stopAt?: (start: number) => boolean): { starts: number[]; joined: boolean } {
  const starts = [from];
  // A CR not followed by LF ends a line for micromark but not for this scan, whose fence, HTML and
  // blank-line tests would then read the wrong lines: such (rare, old Mac) texts are one region.
  if (LONE_CR.test(text)) return { starts, joined: false };
  let fence: { char: string; len: number } | undefined;
  let htmlEnd: RegExp | undefined;
  let prevBlank = false;
  let lineStart = from;
  // Front matter: no region starts before its closing line.
  if (from === 0) {
    const firstEnd = text.indexOf('\n');
    if (firstEnd > 0 && FRONT_MATTER_OPEN.test(text.slice(0, firstEnd))) {
      const marker = text.slice(0, 3);
      let i = firstEnd + 1;
      let closed = false;
      while (i < text.length) {
        let e = text.indexOf('\n', i);
        if (e === -1) e = text.length;
        if (text.startsWith(marker, i) && isBlank(text, i + 3, e)) {
          lineStart = e + 1;
          closed = true;
          break;
        }
        i = e + 1;
      }
      // An opening fence never closed leaves micromark reading the rest differently (list markers
      // read as text): only one parse of the whole text gives that same reading.
      if (!closed) return { starts, joined: false };
    }
  }
  while (lineStart < text.length) {
    let lineEnd = text.indexOf('\n', lineStart);
    if (lineEnd === -1) lineEnd = text.length;
    const blank = isBlank(text, lineStart, lineEnd);
    if (fence) {
      const m = FENCE_OPEN.exec(text.slice(lineStart, lineEnd));
      if (m && (m[1] as string)[0] === fence.char && (m[1] as string).length >= fence.len && (m[2] as string).trim() === '') fence = undefined;
    } else if (htmlEnd) {
      if (htmlEnd.test(text.slice(lineStart, lineEnd))) htmlEnd = undefined;
    } else if (!blank) {
      if (prevBlank && lineStart > from && canStartRegion(text.charCodeAt(lineStart))) {
        if (stopAt?.(lineStart)) return { starts, joined: true };
        starts.push(lineStart);
      }
      const line = text.slice(lineStart, lineEnd);
      const c = text.charCodeAt(lineStart);
      // Cheap first-character guards keep the regexes off ordinary prose lines.
      if (c === 0x60 || c === 0x7e || c === 0x20) {
        const m = FENCE_OPEN.exec(line);
        if (m && !((m[1] as string)[0] === '`' && (m[2] as string).includes('`'))) fence = { char: (m[1] as string)[0] as string, len: (m[1] as string).length };
      }
      if (!fence && (c === 0x3c || c === 0x20)) {
        for (const [open, end] of HTML_OPENERS) {
          const m = open.exec(line);
          if (m) {
            if (!end.test(line.slice(m[0].length))) htmlEnd = end;
            break;
          }
        }
      }
    }
    prevBlank = blank;
    lineStart = lineEnd + 1;
  }
  return { starts, joined: false };
}

/** Whether the last top-level block of a parse runs unclosed to its end (a fence or an HTML block). */
function endsOpen(source: string, node: TopBlock | undefined): boolean {
  if (!node || (node.type !== 'codeFenced' && node.type !== 'codeIndented' && node.type !== 'htmlFlow')) return false;
  const src = source.slice(node.start, node.end);
  const lines = src.split('\n');
  const last = (lines[lines.length - 1] as string).replace(/\r$/, '');
  if (node.type !== 'htmlFlow') {
    const open = FENCE_OPEN.exec(lines[0] as string);
    if (!open) return false; // indented code ends at any unindented line
    const close = FENCE_OPEN.exec(last);
    const closed = lines.length > 1 && !!close && (close[1] as string)[0] === (open[1] as string)[0] && (close[1] as string).length >= (open[1] as string).length && (close[2] as string).trim() === '';
    return !closed;
  }
  for (const [open, endRe] of HTML_OPENERS) {
    const m = open.exec(lines[0] as string);
    if (m) return !endRe.test(lines.length > 1 ? last : (lines[0] as string).slice(m[0].length));
  }
  return false;
}

/**
 * Parses the regions [starts[i], ends[i]) of `text` as one batch (one call into the parser; their
 * results are separated by offset). Returns 'open' when the batch's last block runs open to its
 * end (the caller takes in what follows) and 'crossing' when a block crosses a region start.
 */
function parseBatch(
  text: string,
  starts: readonly number[],
  end: number,
  definitions: string,
  definitionsKey: string,
  isLastBatch: boolean,
): RegionParse[] | 'open' | 'crossing' {
  const first = starts[0] as number;
  const source = text.slice(first, end);
  const refs = definitions !== '' && source.includes('[');
  // Definitions go before the batch (a blank line between), except at offset 0 where front matter
  // must stay first; there they go after (the first batch never runs open into them unless it is
  // the whole text, whose definitions are all its own).
  const before = refs && first > 0 ? `${definitions}\n` : '';
  const parsed = refs ? (first > 0 ? `${before}${source}` : `${source}\n\n${definitions}`) : source;
  const shift = before.length;
  // Literal autolinks are sought only when the batch itself may hold one (as parseMarkdown does).
  const constructs = { ...constructsFor(parsed, first === 0), autolinks: MAY_HOLD_AUTOLINK.test(source) };
  const all = topBlocks(parsed, tokenize(parsed, constructs), constructs.autolinks);
  const children = all.filter((n) => n.start - shift >= 0 && n.start - shift < source.length);
  if (!isLastBatch && endsOpen(parsed, children[children.length - 1])) return 'open';
  const out: RegionParse[] = [];
  let k = 0;
  // Outermost lists are numbered from the start of the parse; a region numbers its own from 0.
  let listBase = 0;
  for (let r = 0; r < starts.length; r++) {
    const rs = (starts[r] as number) - first;
    const re = r + 1 < starts.length ? (starts[r + 1] as number) - first : source.length;
    const from = k;
    while (k < children.length && (children[k] as TopBlock).start - shift < re) k++;
    // A block reaching past its region means the line scan split inside it: not a region boundary.
    if (r + 1 < starts.length && k > from && (children[k - 1] as TopBlock).end - shift > re) return 'crossing';
    const back = rs + shift;
    const blocks: ProseBlock[] = [];
    const counts: BlockCounts = { code: 0, table: 0, thematicBreak: 0, html: 0, lists: 0 };
    const defs: string[] = [];
    const regionText = source.slice(rs, re);
    const keepDefinitions = regionText.includes(']:');
    for (let n = from; n < k; n++) {
      const top = children[n] as TopBlock;
      for (const b of top.blocks) {
        if (b.layout.list >= 0) b.layout.list -= listBase;
        if (back !== 0) {
          for (const s of b.spans) {
            s.start -= back;
            s.end -= back;
          }
          if (b.layout.lead) b.layout.lead = { start: b.layout.lead.start - back, end: b.layout.lead.end - back };
        }
        blocks.push(b);
      }
      counts.code += top.code;
      counts.table += top.table;
      counts.thematicBreak += top.thematicBreak;
      counts.html += top.html;
      counts.lists += top.lists;
      if (keepDefinitions) for (const d of top.definitions) defs.push(d);
    }
    listBase += counts.lists;
    const referencesOthers = regionText.includes('[');
    out.push({
      length: re - rs,
      blocks,
      counts,
      wordCount: countWords(regionText),
      seg: segment(regionText, blocks),
      definitions: defs,
      referencesOthers,
      definitionsKey: referencesOthers ? definitionsKey : '',
    });
  }
  return out;
}

/** Regions are batched into parses of about this many characters: each parse has a fixed cost. */
const BATCH_CHARS = 6000;

/**
 * Parses `text` from region start `from` to `to` (a region start or the end), given candidate
 * region starts. Batches group neighbours that agree on needing literal autolinks; a batch whose
 * last block runs open swallows the next region and is parsed again. Undefined when the last
 * one runs open up to `to` (before the end of the text): the caller reads on past `to`.
 */
export function parseRegions(text: string, starts: readonly number[], to: number, definitions: string, definitionsKey: string): Region[] | undefined {
  const out: Region[] = [];
  let i = 0;
  while (i < starts.length) {
    const batch: number[] = [starts[i] as number];
    const needs = (k: number): boolean => MAY_HOLD_AUTOLINK.test(text.slice(starts[k] as number, k + 1 < starts.length ? (starts[k + 1] as number) : to));
    const kind = needs(i);
    let j = i + 1;
    while (j < starts.length && (starts[j] as number) - (batch[0] as number) < BATCH_CHARS && needs(j) === kind) batch.push(starts[j++] as number);
    for (;;) {
      const end = j < starts.length ? (starts[j] as number) : to;
      const parsed = parseBatch(text, batch, end, definitions, definitionsKey, end === text.length);
      if (typeof parsed !== 'string') {
        parsed.forEach((p, r) => out.push({ ...p, start: batch[r] as number }));
        break;
      }
      if (parsed === 'crossing') {
        // A block crosses a start the scan found: that start is no boundary.
        batch.length = 1;
        continue;
      }
      // The last block runs open: it takes in the next region.
      if (j >= starts.length) return undefined; // open up to `to`: the caller must read further
      batch.push(starts[j++] as number);
    }
    i = j;
  }
  return out;
}

/** The definitions of a set of regions as text to append, and a key that is equal for equal sets. */
export function definitionsOf(regions: readonly RegionParse[]): { text: string; key: string } {
  const all: string[] = [];
  for (const r of regions) for (const d of r.definitions) all.push(d);
  if (all.length === 0) return { text: '', key: '' };
  const unique = [...new Set(all)].sort();
  const body = unique.join('\n');
  return { text: `${body}\n`, key: body };
}
