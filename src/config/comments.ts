/**
 * Inline ignore comments, read the same way by the editor and the command line:
 *
 *   <!-- redraft-disable -->            hide everything from here...
 *   <!-- redraft-enable -->             ...to here (or to the end of the document)
 *   <!-- redraft-disable-next -->       hide the next block (paragraph, heading, list, quote...)
 *   <!-- redraft-disable KEY ... -->    hide only these signals' evidence (keys separated by spaces
 *   <!-- redraft-enable KEY ... -->     or commas), until enabled again; also for disable-next
 *
 * Comments are found in the Markdown parse, so one shown inside a code fence or inline code is
 * text, not a directive. The result is regions in UTF-16 offsets of the text; nothing is removed
 * from the text, so a whole-document check still sends it and every offset stays exact.
 */
import type { Nodes, Parents, Root } from 'mdast';
import { parseMarkdown } from '../text';

export interface IgnoreRegion {
  /** UTF-16 offsets, half-open. */
  start: number;
  end: number;
  /** null: everything (paragraph marks and all evidence); else only these signals' evidence. */
  signals: readonly string[] | null;
}

export interface Directive {
  kind: 'disable' | 'enable' | 'disable-next';
  signals: string[];
  /** Offsets of the comment itself. */
  start: number;
  end: number;
}

const COMMENT = /<!--\s*redraft-(disable-next|disable|enable)((?:[\s,]+[A-Za-z0-9_]+)*)[\s,]*-->/g;

/** Regions the comments of `text` hide, in document order. */
export function ignoreRegions(text: string, tree?: Root): IgnoreRegion[] {
  // Checked before parsing: a default parameter would parse every text, and live checks call
  // this on every read of a document that almost never holds a comment.
  if (!text.includes('redraft-')) return [];
  const root = tree ?? parseMarkdown(text);
  const regions: IgnoreRegion[] = [];
  let allFrom: number | null = null;
  const keysFrom = new Map<string, number>();
  const close = (key: string, at: number): void => {
    const from = keysFrom.get(key);
    if (from !== undefined && at > from) regions.push({ start: from, end: at, signals: [key] });
    keysFrom.delete(key);
  };
  for (const { directive, next } of directivesOf(root)) {
    const { kind, signals } = directive;
    if (kind === 'disable-next') {
      if (next) regions.push({ start: next.start, end: next.end, signals: signals.length > 0 ? signals : null });
    } else if (kind === 'disable') {
      if (signals.length === 0) allFrom ??= directive.end;
      else for (const key of signals) if (!keysFrom.has(key)) keysFrom.set(key, directive.end);
    } else if (signals.length === 0) {
      if (allFrom !== null && directive.start > allFrom) regions.push({ start: allFrom, end: directive.start, signals: null });
      allFrom = null;
      for (const key of [...keysFrom.keys()]) close(key, directive.start);
    } else {
      for (const key of signals) close(key, directive.start);
    }
  }
  if (allFrom !== null && text.length > allFrom) regions.push({ start: allFrom, end: text.length, signals: null });
  for (const key of [...keysFrom.keys()]) close(key, text.length);
  return regions.sort((a, b) => a.start - b.start || a.end - b.end);
}

/** Every directive in document order, with the block a `disable-next` applies to. */
export function directivesOf(root: Root): { directive: Directive; next: { start: number; end: number } | undefined }[] {
  const out: { directive: Directive; next: { start: number; end: number } | undefined }[] = [];
  const visit = (node: Nodes, ancestors: Parents[]): void => {
    if (node.type === 'html') {
      const base = node.position?.start.offset;
      if (base === undefined) return;
      for (const directive of parseDirectives(node.value, base)) {
        out.push({ directive, next: directive.kind === 'disable-next' ? nextBlock(node, ancestors) : undefined });
      }
      return;
    }
    if ('children' in node) for (const child of node.children) visit(child, [...ancestors, node]);
  };
  visit(root, []);
  return out;
}

/** The directives inside one HTML node's source; `base` is the node's offset in the text. */
export function parseDirectives(html: string, base = 0): Directive[] {
  const found: Directive[] = [];
  for (const m of html.matchAll(COMMENT)) {
    const signals = (m[2] ?? '')
      .split(/[\s,]+/)
      .filter((s) => s !== '')
      // Keys are lower case in reports; "AI_Vocabulary" surely means ai_vocabulary.
      .map((s) => s.toLowerCase());
    const kind = m[1] as Directive['kind'];
    found.push({ kind, signals, start: base + (m.index ?? 0), end: base + (m.index ?? 0) + m[0].length });
  }
  return found;
}

// Blocks whose content is inline: a comment inside one (inline HTML) is in the middle of a block,
// so "the next block" is the one after it.
const INLINE_CONTAINERS = new Set(['paragraph', 'heading', 'tableCell', 'emphasis', 'strong', 'delete', 'link', 'linkReference']);

function nextBlock(node: Nodes, ancestors: readonly Parents[]): { start: number; end: number } | undefined {
  let current: Nodes = node;
  for (let depth = ancestors.length - 1; depth >= 0; depth--) {
    const parent = ancestors[depth]!;
    if (INLINE_CONTAINERS.has(parent.type)) {
      current = parent;
      continue;
    }
    const siblings = parent.children as Nodes[];
    const index = siblings.indexOf(current);
    for (const sibling of siblings.slice(index + 1)) {
      // Further directives between the comment and its block (stacked comments) are skipped.
      if (sibling.type === 'html' && COMMENT_ONLY.test(sibling.value)) continue;
      const start = sibling.position?.start.offset;
      const end = sibling.position?.end.offset;
      if (start !== undefined && end !== undefined) return { start, end };
    }
    current = parent;
  }
  return undefined;
}

const COMMENT_ONLY = /^\s*(?:<!--\s*redraft-[\s\S]*?-->\s*)+$/;
