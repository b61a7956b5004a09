/**
 * The prose blocks of a Markdown text read straight from micromark's event stream, without
 * building an mdast tree. Building the tree (mdast-util-from-markdown's compile: a node, a
 * position object and a context copy per event) cost about a third of a parse; the prose model
 * needs only where the text nodes of paragraphs and headings start and end.
 *
 * The result is exactly `proseBlocks(text, fromMarkdown(text, …))` of markdown.ts, which stays as
 * the reference (`parseProseWhole`; test/text/events.test.ts compares the two over fixtures and a
 * seeded fuzz corpus). What that means in mdast terms, reproduced here:
 *
 * - a text node is a maximal run of `data`, character escapes and references and line endings
 *   (every inline parent keeps them: paragraph, heading, emphasis, strong, strikethrough, a link's
 *   label), with no other node between; it spans from the first of them to the last;
 * - a line ending right after a hard break belongs to the break, and the one under a setext
 *   heading's text to nothing;
 * - a task-list check (`- [x] `) drops the first character of the text after it, and the whole
 *   node when that was all of it (mdast-util-gfm-task-list-item);
 * - with literal autolinks on, mdast-util-gfm-autolink-literal's transform replaces every text
 *   node (outside links) whose value holds a URL or e-mail address with position-less pieces,
 *   so none of that node is prose;
 * - a block opens with a lead-in when its first child (after the check above) is strong or
 *   emphasis.
 */
import { parse, postprocess, preprocess } from 'micromark';
import { decodeNamedCharacterReference } from 'decode-named-character-reference';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfmAutolinkLiteral } from 'micromark-extension-gfm-autolink-literal';
import { gfmFootnote } from 'micromark-extension-gfm-footnote';
import { gfmStrikethrough } from 'micromark-extension-gfm-strikethrough';
import { gfmTable } from 'micromark-extension-gfm-table';
import { gfmTaskListItem } from 'micromark-extension-gfm-task-list-item';
import { frontmatter } from 'micromark-extension-frontmatter';
import type { Root, Text } from 'mdast';
import { pushTextSpans, type ProseBlock } from './markdown';
import type { BlockCounts, BlockLayout, Span } from './types';

interface Token {
  type: string;
  start: { offset: number };
  end: { offset: number };
}
type Event = [kind: 'enter' | 'exit', token: Token, context: unknown];

/** Which optional constructs a parse needs: each one left out is work micromark does not do. */
export interface Constructs {
  /** GFM literal autolinks (`www.x.com`, `https://…`, `a@b.c`): the costliest extension. */
  autolinks: boolean;
  /** GFM tables: tried at the first line of every paragraph. */
  tables: boolean;
  /** YAML and TOML front matter: only a parse starting at offset 0 may see it. */
  frontmatter: boolean;
}

/** Literal autolinks can only match where one of these is (their regexes and micromark's). */
export const MAY_HOLD_AUTOLINK = /www\.|:\/\/|@/i;
/**
 * A table needs a delimiter row, and micromark accepts one only when it holds a pipe or an
 * alignment colon next to a dash (`a\n:-` is a one-column table): without these, no table.
 */
export const MAY_HOLD_TABLE = /\||:-|-:/;

export function constructsFor(source: string, atStart: boolean): Constructs {
  return { autolinks: MAY_HOLD_AUTOLINK.test(source), tables: MAY_HOLD_TABLE.test(source), frontmatter: atStart };
}

type Parser = ReturnType<typeof parse>;
const parsers = new Map<number, Parser>();

/**
 * micromark's `parse` combines the extensions on every call; the combined parser is kept per set
 * of constructs instead, and its per-document state (definitions seen, lazy lines, footnote
 * labels) reset before each use. Extensions keep the order parseMarkdown gives them.
 */
function parserFor(c: Constructs): Parser {
  const key = (c.autolinks ? 1 : 0) | (c.tables ? 2 : 0) | (c.frontmatter ? 4 : 0);
  let p = parsers.get(key);
  if (!p) {
    const extensions = [
      ...(c.autolinks ? [gfmAutolinkLiteral()] : []),
      gfmFootnote(),
      gfmStrikethrough(),
      ...(c.tables ? [gfmTable()] : []),
      gfmTaskListItem(),
      ...(c.frontmatter ? [frontmatter(['yaml', 'toml'])] : []),
    ];
    p = parse({ extensions });
    parsers.set(key, p);
  }
  const state = p as unknown as { defined: string[]; lazy: Record<number, boolean>; gfmFootnotes?: string[] };
  state.defined = [];
  state.lazy = {};
  state.gfmFootnotes = undefined;
  return p;
}

/** micromark's events for `source` (CommonMark + the GFM and front-matter constructs asked for). */
export function tokenize(source: string, constructs: Constructs): Event[] {
  const p = parserFor(constructs);
  return postprocess(p.document().write(preprocess()(source, undefined, true))) as unknown as Event[];
}

/** A block at the top of the document (a child of the mdast root), with what it holds. */
export interface TopBlock {
  type: string;
  start: number;
  end: number;
  /** Prose blocks inside it; `layout.list` counts outermost lists from the start of the parse. */
  blocks: ProseBlock[];
  /** Outermost lists inside it (itself, or lists in a quote or footnote). */
  lists: number;
  code: number;
  table: number;
  thematicBreak: number;
  html: number;
  /** Definitions and footnote definitions inside it, as lines to append elsewhere. */
  definitions: string[];
}

// The mdast node types a top-level event can open.
const BLOCK_NODES = new Set([
  'paragraph', 'atxHeading', 'setextHeading', 'codeFenced', 'codeIndented', 'htmlFlow', 'thematicBreak',
  'definition', 'blockQuote', 'listOrdered', 'listUnordered', 'table', 'gfmFootnoteDefinition', 'yaml', 'toml',
]);

// mdast-util-gfm's autolink-literal transform, run on one text value at a time.
const [autolinkFromMarkdown] = gfmFromMarkdown();
const autolinkTransform = autolinkFromMarkdown!.transforms![0]!;
/** A text value holding these may become an autolink once escapes and references are decoded. */
const MAY_DECODE_TO_AUTOLINK = /www|[:@&]/i;

function transformReplaces(value: string): boolean {
  if (!MAY_HOLD_AUTOLINK.test(value)) return false;
  const node: Text = { type: 'text', value };
  const paragraph = { type: 'paragraph' as const, children: [node] };
  const root: Root = { type: 'root', children: [paragraph] };
  autolinkTransform(root);
  return paragraph.children.length !== 1 || paragraph.children[0] !== node;
}

/** Index of the exit event of the token entered at `i`. */
function exitOf(events: readonly Event[], i: number): number {
  const token = (events[i] as Event)[1];
  let j = i + 1;
  while ((events[j] as Event)[1] !== token) j++;
  return j;
}

/** The value mdast gives a text node made of the events first..last (escapes and references decoded). */
function textValue(source: string, events: readonly Event[], first: number, last: number): string {
  let value = '';
  let numeric = 0;
  for (let k = first; k <= last; k++) {
    const [kind, token] = events[k] as Event;
    if (kind !== 'exit') continue;
    switch (token.type) {
      case 'data':
      case 'characterEscapeValue':
      case 'lineEnding':
        value += source.slice(token.start.offset, token.end.offset);
        break;
      case 'characterReferenceMarkerNumeric':
        numeric = 10;
        break;
      case 'characterReferenceMarkerHexadecimal':
        numeric = 16;
        break;
      case 'characterReferenceValue': {
        const data = source.slice(token.start.offset, token.end.offset);
        value += numeric ? decodeNumeric(data, numeric) : (decodeNamedCharacterReference(data) || '');
        numeric = 0;
        break;
      }
      default:
        break;
    }
  }
  return value;
}

/** micromark-util-decode-numeric-character-reference, inlined (it is not a direct dependency). */
function decodeNumeric(value: string, base: number): string {
  const code = Number.parseInt(value, base);
  if (
    code < 9 || code === 11 || (code > 13 && code < 32) || (code > 126 && code < 160) ||
    (code > 55_295 && code < 57_344) || (code > 64_975 && code < 65_008) ||
    (code & 65_535) === 65_535 || (code & 65_535) === 65_534 || code > 1_114_111
  ) {
    return '\uFFFD';
  }
  return String.fromCodePoint(code);
}

/**
 * The label of a definition as written (escapes and references undecoded): a reference matches a
 * definition by the normalized source of both labels, so a definition line made from the decoded
 * label (`[&amp;]` as `[&]`) would define another one.
 */
function labelOf(source: string, events: readonly Event[], i: number, type: string): string {
  for (let j = i; j < events.length; j++) {
    const [kind, token] = events[j] as Event;
    if (kind === 'enter' && token.type === type) return source.slice(token.start.offset, token.end.offset);
  }
  return '';
}

/**
 * Reads a paragraph or heading (events `open`..`close`) into a prose block, or undefined when it
 * holds no prose. `autolinks`: the parse ran with literal autolinks, so mdast would have run
 * their transform over its text.
 */
function readBlock(
  source: string,
  events: readonly Event[],
  open: number,
  close: number,
  layout: BlockLayout,
  autolinks: boolean,
): ProseBlock | undefined {
  const blockToken = (events[open] as Event)[1];
  const heading = blockToken.type !== 'paragraph';
  const spans: Span[] = [];
  // Open inline nodes that hold children (the block, emphasis, strong, strikethrough, a link).
  const frames: Token[] = [blockToken];
  // The open text node: its range and its first and last events (-1 when none is open).
  let runFirst = -1;
  let runLast = -1;
  let runStart = 0;
  let runEnd = 0;
  let runInLink = false;
  let runIsHead = false;
  let inLink = 0;
  let atHardBreak = false;
  let slurpLineEnding = false;
  let checked = false;
  // The block's first two children: kind (0 none, 1 text, 2 strong/emphasis, 3 other) and, for
  // strong/emphasis, the range of spans they produced.
  let children = 0;
  let kind0 = 0;
  let kind1 = 0;
  let head0Removed = false;
  let lead0From = 0;
  let lead0To = 0;
  let lead1From = 0;
  let lead1To = 0;

  const closeRun = (): void => {
    if (runFirst < 0) return;
    let start = runStart;
    let emit = true;
    if (runIsHead && checked) {
      // mdast-util-gfm-task-list-item: the space after the check leaves the first text node.
      const value = textValue(source, events, runFirst, runLast).slice(1);
      if (value.length === 0) {
        emit = false;
        head0Removed = true;
      } else {
        start++;
        if (autolinks && !runInLink && transformReplaces(value)) emit = false;
      }
    } else if (autolinks && !runInLink && MAY_DECODE_TO_AUTOLINK.test(source.slice(runStart, runEnd))) {
      if (transformReplaces(textValue(source, events, runFirst, runLast))) emit = false;
    }
    if (emit) pushTextSpans(source, start, runEnd, spans);
    runFirst = -1;
  };
  /** A child node opens in the innermost frame (closing the text node before it). */
  const child = (kind: number): void => {
    closeRun();
    if (frames.length === 1) {
      children++;
      if (children === 1) kind0 = kind;
      else if (children === 2) kind1 = kind;
    }
  };
  const openRun = (k: number, offset: number): void => {
    if (runFirst >= 0) return;
    child(1);
    runFirst = k;
    runStart = offset;
    runInLink = inLink > 0;
    runIsHead = frames.length === 1 && children === 1;
  };

  for (let k = open + 1; k < close; k++) {
    const [kindOf, token] = events[k] as Event;
    const type = token.type;
    if (kindOf === 'enter') {
      switch (type) {
        case 'data':
        case 'characterEscape':
        case 'characterReference':
          openRun(k, token.start.offset);
          break;
        case 'emphasis':
        case 'strong':
          child(2);
          if (frames.length === 1) {
            if (children === 1) lead0From = spans.length;
            else if (children === 2) lead1From = spans.length;
          }
          frames.push(token);
          break;
        case 'strikethrough':
          child(3);
          frames.push(token);
          break;
        case 'link':
          child(3);
          inLink++;
          frames.push(token);
          break;
        case 'resource':
        case 'reference':
          // A link's destination, title or reference label: never part of its children.
          k = exitOf(events, k);
          break;
        case 'hardBreakEscape':
        case 'hardBreakTrailing':
          child(3);
          atHardBreak = true;
          k = exitOf(events, k);
          break;
        case 'codeText':
        case 'htmlText':
        case 'image':
        case 'autolink':
        case 'literalAutolink':
        case 'gfmFootnoteCall':
          child(3);
          k = exitOf(events, k);
          break;
        default:
          break;
      }
    } else {
      switch (type) {
        case 'data':
        case 'characterEscapeValue':
        case 'characterReference':
          runEnd = token.end.offset;
          runLast = k;
          break;
        case 'lineEnding':
          if (atHardBreak) {
            atHardBreak = false;
          } else if (!slurpLineEnding) {
            openRun(k, token.start.offset);
            runEnd = token.end.offset;
            runLast = k;
          }
          break;
        case 'emphasis':
        case 'strong':
        case 'strikethrough':
        case 'link':
          if (frames[frames.length - 1] === token) {
            closeRun();
            frames.pop();
            if (type === 'link') inLink--;
            if (frames.length === 1 && (type === 'emphasis' || type === 'strong')) {
              if (children === 1) lead0To = spans.length;
              else if (children === 2) lead1To = spans.length;
            }
          }
          break;
        case 'setextHeadingText':
          slurpLineEnding = true;
          break;
        case 'taskListCheckValueChecked':
        case 'taskListCheckValueUnchecked':
          checked = true;
          break;
        default:
          break;
      }
    }
  }
  closeRun();
  if (spans.length === 0) return undefined;
  let depth = 0;
  if (heading) depth = headingDepth(source, events, open, close);
  const out: BlockLayout = { list: layout.list, quote: layout.quote, depth };
  const firstKind = head0Removed ? kind1 : kind0;
  if (firstKind === 2) {
    const from = head0Removed ? lead1From : lead0From;
    const to = head0Removed ? lead1To : lead0To;
    if (to > from) out.lead = { start: (spans[from] as Span).start, end: (spans[to - 1] as Span).end };
  }
  return { kind: heading ? 'heading' : 'paragraph', spans, layout: out };
}

function headingDepth(source: string, events: readonly Event[], open: number, close: number): number {
  for (let k = open + 1; k < close; k++) {
    const [kind, token] = events[k] as Event;
    if (kind !== 'exit') continue;
    if (token.type === 'atxHeadingSequence') return token.end.offset - token.start.offset;
    if (token.type === 'setextHeadingLineSequence') return source.charCodeAt(token.start.offset) === 0x3d /* = */ ? 1 : 2;
  }
  return 0;
}

/**
 * The top-level blocks of `source` with the prose blocks, counts and definitions inside each,
 * from micromark's events. `autolinks`: the events came from a parse with literal autolinks.
 */
export function topBlocks(source: string, events: readonly Event[], autolinks: boolean): TopBlock[] {
  const tops: TopBlock[] = [];
  let top: TopBlock | undefined;
  let topToken: Token | undefined;
  let listDepth = 0;
  let quoteDepth = 0;
  let list = -1;
  let lists = 0;
  for (let k = 0; k < events.length; k++) {
    const [kind, token] = events[k] as Event;
    const type = token.type;
    if (kind === 'enter') {
      if (!top) {
        if (!BLOCK_NODES.has(type)) continue;
        top = { type, start: token.start.offset, end: token.end.offset, blocks: [], lists: 0, code: 0, table: 0, thematicBreak: 0, html: 0, definitions: [] };
        topToken = token;
        tops.push(top);
      }
      switch (type) {
        case 'paragraph':
        case 'atxHeading':
        case 'setextHeading': {
          const close = exitOf(events, k);
          const block = readBlock(source, events, k, close, { list, quote: quoteDepth > 0, depth: 0 }, autolinks);
          if (block) top.blocks.push(block);
          k = close;
          break;
        }
        case 'listOrdered':
        case 'listUnordered':
          if (listDepth++ === 0) {
            list = lists++;
            top.lists++;
          }
          break;
        case 'blockQuote':
          quoteDepth++;
          break;
        case 'codeFenced':
        case 'codeIndented':
          top.code++;
          k = exitOf(events, k);
          break;
        case 'table':
          top.table++;
          k = exitOf(events, k);
          break;
        case 'thematicBreak':
          top.thematicBreak++;
          k = exitOf(events, k);
          break;
        case 'htmlFlow':
          top.html++;
          k = exitOf(events, k);
          break;
        case 'definition':
          top.definitions.push(`[${labelOf(source, events, k, 'definitionLabelString')}]: #`);
          k = exitOf(events, k);
          break;
        case 'gfmFootnoteDefinition':
          top.definitions.push(`[^${labelOf(source, events, k, 'gfmFootnoteDefinitionLabelString')}]: #`);
          break;
        case 'yaml':
        case 'toml':
          k = exitOf(events, k);
          break;
        default:
          break;
      }
      // A top-level block read whole above (not a container) ends here.
      if (top && (events[k] as Event)[1] === topToken && (events[k] as Event)[0] === 'exit') {
        top = undefined;
        topToken = undefined;
      }
    } else {
      if (type === 'listOrdered' || type === 'listUnordered') {
        if (--listDepth === 0) list = -1;
      } else if (type === 'blockQuote') {
        quoteDepth--;
      }
      if (token === topToken) {
        top = undefined;
        topToken = undefined;
      }
    }
  }
  return tops;
}

/**
 * The prose blocks and block counts of a whole text in one parse, as markdown.ts's `proseBlocks`
 * gives them from the mdast tree (the constructs chosen from the text, as a region parse does).
 */
export function proseBlocksFromEvents(text: string): { blocks: ProseBlock[]; counts: BlockCounts } {
  const constructs = constructsFor(text, true);
  const blocks: ProseBlock[] = [];
  const counts: BlockCounts = { code: 0, table: 0, thematicBreak: 0, html: 0, lists: 0 };
  for (const top of topBlocks(text, tokenize(text, constructs), constructs.autolinks)) {
    for (const b of top.blocks) blocks.push(b);
    counts.code += top.code;
    counts.table += top.table;
    counts.thematicBreak += top.thematicBreak;
    counts.html += top.html;
    counts.lists += top.lists;
  }
  return { blocks, counts };
}
