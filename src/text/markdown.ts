import { decodeNamedCharacterReference } from 'decode-named-character-reference';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfmAutolinkLiteral } from 'micromark-extension-gfm-autolink-literal';
import { gfmFootnote } from 'micromark-extension-gfm-footnote';
import { gfmStrikethrough } from 'micromark-extension-gfm-strikethrough';
import { gfmTable } from 'micromark-extension-gfm-table';
import { gfmTaskListItem } from 'micromark-extension-gfm-task-list-item';
import { frontmatter } from 'micromark-extension-frontmatter';
import { frontmatterFromMarkdown } from 'mdast-util-frontmatter';
import type { Nodes, Parents, Root } from 'mdast';
import type { BlockCounts, BlockLayout, Span } from './types';

/** A block that carries prose, with its prose pieces in source order (UTF-16 offsets). */
export interface ProseBlock {
  kind: 'paragraph' | 'heading';
  spans: Span[];
  layout: BlockLayout;
}

/** The prose blocks of a document and the counts of its other blocks. */
export interface ProseBlocks {
  blocks: ProseBlock[];
  counts: BlockCounts;
}

// GFM as micromark-extension-gfm composes it, with the autolink-literal part kept separate: it
// is the costliest part of a parse (its mdast transform scans every text node) and can only
// match where a text holds "www.", "://" or "@", so texts without them skip it, with the same tree.
const [autolinkFromMarkdown, ...otherGfmFromMarkdown] = gfmFromMarkdown();
const frontmatterSyntax = frontmatter(['yaml', 'toml']);
const gfmSyntax = [gfmFootnote(), gfmStrikethrough(), gfmTable(), gfmTaskListItem()];
const withAutolinks = {
  extensions: [gfmAutolinkLiteral(), ...gfmSyntax, frontmatterSyntax],
  mdastExtensions: [autolinkFromMarkdown!, ...otherGfmFromMarkdown, frontmatterFromMarkdown(['yaml', 'toml'])],
};
const withoutAutolinks = {
  extensions: [...gfmSyntax, frontmatterSyntax],
  mdastExtensions: [...otherGfmFromMarkdown, frontmatterFromMarkdown(['yaml', 'toml'])],
};
const MAY_HOLD_AUTOLINK = /www\.|:\/\/|@/i;

/** Parses CommonMark + GFM + front matter. The single parse of a request; callers share it. */
export function parseMarkdown(text: string): Root {
  return fromMarkdown(text, MAY_HOLD_AUTOLINK.test(text) ? withAutolinks : withoutAutolinks);
}

/**
 * Walks the tree and returns the prose blocks: paragraphs and headings wherever they sit (list
 * items, block quotes, footnote definitions), each with its layout (list, quote, heading level,
 * bold lead-in). Tables, code, HTML, front matter, definitions, images, inline code, link
 * destinations and autolinks contribute no prose; they are only counted.
 */
export function proseBlocks(text: string, root: Root): ProseBlocks {
  const blocks: ProseBlock[] = [];
  const counts: BlockCounts = { code: 0, table: 0, thematicBreak: 0, html: 0, lists: 0 };
  const visitBlock = (node: Nodes, list: number, quote: boolean): void => {
    switch (node.type) {
      case 'paragraph':
      case 'heading': {
        const spans: Span[] = [];
        for (const child of node.children) visitInline(child, spans);
        if (spans.length === 0) return;
        const layout: BlockLayout = { list, quote, depth: node.type === 'heading' ? node.depth : 0 };
        const first = node.children[0];
        if (first && (first.type === 'strong' || first.type === 'emphasis')) {
          const leadSpans: Span[] = [];
          visitInline(first, leadSpans);
          const a = leadSpans[0];
          const b = leadSpans[leadSpans.length - 1];
          if (a && b) layout.lead = { start: a.start, end: b.end };
        }
        blocks.push({ kind: node.type, spans, layout });
        return;
      }
      case 'list': {
        const id = list >= 0 ? list : counts.lists++;
        for (const child of node.children) visitBlock(child, id, quote);
        return;
      }
      case 'blockquote':
        for (const child of node.children) visitBlock(child as Nodes, list, true);
        return;
      case 'root':
      case 'listItem':
      case 'footnoteDefinition':
        for (const child of (node as Parents).children) visitBlock(child as Nodes, list, quote);
        return;
      case 'code':
        counts.code++;
        return;
      case 'table':
        counts.table++;
        return;
      case 'thematicBreak':
        counts.thematicBreak++;
        return;
      case 'html':
        counts.html++;
        return;
      default:
        // yaml, toml, definition: not prose.
        return;
    }
  };
  const visitInline = (node: Nodes, out: Span[]): void => {
    switch (node.type) {
      case 'text': {
        const start = node.position?.start.offset;
        const end = node.position?.end.offset;
        if (start !== undefined && end !== undefined) pushTextSpans(text, start, end, out);
        return;
      }
      case 'emphasis':
      case 'strong':
      case 'delete':
      case 'linkReference':
        for (const child of node.children) visitInline(child, out);
        return;
      case 'link':
        if (!isAutolink(text, node)) for (const child of node.children) visitInline(child, out);
        return;
      default:
        // inlineCode, html, image, imageReference, break, footnoteReference: not prose.
        return;
    }
  };
  visitBlock(root, -1, false);
  return { blocks, counts };
}

/** `<https://x>` and GFM literal autolinks: their visible text is the destination. */
function isAutolink(text: string, node: Nodes): boolean {
  const start = node.position?.start.offset;
  return start === undefined || text.charCodeAt(start) !== 0x5b /* [ */;
}

// Continuation lines of a paragraph inside quotes or lists start with markers and indentation
// that belong to the container, not to the prose; a line of a paragraph cannot start with a
// literal '>' (it would open a quote), so stripping them is exact.
const CONTAINER_PREFIX = /^(?:[ \t]*>)*[ \t]*/;
// Character references (&amp; &#8212;) are one character of prose, not a word "amp".
const CHARACTER_REFERENCE = /&(?:#[xX][0-9a-fA-F]{1,6}|#[0-9]{1,7}|[A-Za-z][A-Za-z0-9]{1,31});/g;

/** Splits a text node's source range into one span per line, without container markers or references. */
export function pushTextSpans(text: string, start: number, end: number, out: Span[]): void {
  let lineStart = start;
  let first = true;
  while (lineStart <= end) {
    let lineEnd = text.indexOf('\n', lineStart);
    if (lineEnd === -1 || lineEnd > end) lineEnd = end;
    let s = lineStart;
    if (!first) {
      const m = CONTAINER_PREFIX.exec(text.slice(lineStart, lineEnd));
      s += m ? m[0].length : 0;
    }
    let e = lineEnd;
    if (e > s && text.charCodeAt(e - 1) === 0x0d /* \r */) e--;
    pushWithoutReferences(text, s, e, out);
    first = false;
    if (lineEnd >= end) break;
    lineStart = lineEnd + 1;
  }
}

function pushWithoutReferences(text: string, start: number, end: number, out: Span[]): void {
  if (end <= start) return;
  const piece = text.slice(start, end);
  if (piece.indexOf('&') === -1) {
    out.push({ start, end });
    return;
  }
  let cursor = 0;
  CHARACTER_REFERENCE.lastIndex = 0;
  for (let m = CHARACTER_REFERENCE.exec(piece); m; m = CHARACTER_REFERENCE.exec(piece)) {
    // `&MadeUpEntity;` is no reference in CommonMark: it stays literal text, so it stays prose.
    if (!isDefinedReference(m[0])) continue;
    if (m.index > cursor) out.push({ start: start + cursor, end: start + m.index });
    cursor = m.index + m[0].length;
  }
  if (cursor < piece.length) out.push({ start: start + cursor, end });
}

/** Numeric references always decode; a named one only when HTML defines the name. */
export function isDefinedReference(reference: string): boolean {
  return reference[1] === '#' || decodeNamedCharacterReference(reference.slice(1, -1)) !== false;
}
