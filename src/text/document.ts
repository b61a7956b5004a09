/**
 * The prose model of a text that changes: it keeps the regions of the last parse (see regions.ts)
 * and, given the next text, parses again only the regions the change touched, then splices the
 * others in at their new offsets. `parseProse` is the same code with nothing kept.
 */
import { parseMarkdown, proseBlocks } from './markdown';
import { offsetMap } from './offsets';
import { countWords, segment } from './segment';
import { definitionsOf, parseRegions, regionStarts, type Region } from './regions';
import type { BlockCounts, ProseModel, ProseParagraph, Sentence, Span, Word } from './types';

/** Builds the model of `text` from its regions (region-relative offsets become absolute). */
export function assemble(text: string, regions: readonly Region[]): ProseModel {
  const spans: Span[] = [];
  const words: Word[] = [];
  const paragraphs: ProseParagraph[] = [];
  const sentences: Sentence[] = [];
  const blocks: BlockCounts = { code: 0, table: 0, thematicBreak: 0, html: 0, lists: 0 };
  let wordCount = 0;
  for (const r of regions) {
    const base = r.start;
    const wordBase = words.length;
    const paragraphBase = paragraphs.length;
    const listBase = blocks.lists;
    const seg = r.seg;
    const spanOf = new Map<Span, Span>();
    for (const s of seg.spans) {
      const moved = { start: s.start + base, end: s.end + base };
      spanOf.set(s, moved);
      spans.push(moved);
    }
    for (const w of seg.words) words.push({ start: w.start + base, end: w.end + base });
    for (const p of seg.paragraphs) {
      const lay = p.layout;
      paragraphs.push({
        kind: p.kind,
        start: p.start + base,
        end: p.end + base,
        words: p.words,
        firstWord: p.firstWord + wordBase,
        endWord: p.endWord + wordBase,
        spans: p.spans.map((s) => spanOf.get(s) ?? { start: s.start + base, end: s.end + base }),
        layout: {
          list: lay.list >= 0 ? lay.list + listBase : -1,
          quote: lay.quote,
          depth: lay.depth,
          ...(lay.lead ? { lead: { start: lay.lead.start + base, end: lay.lead.end + base } } : {}),
        },
      });
    }
    for (const s of seg.sentences) {
      sentences.push({
        start: s.start + base,
        end: s.end + base,
        words: s.words,
        firstWord: s.firstWord + wordBase,
        endWord: s.endWord + wordBase,
        paragraph: s.paragraph + paragraphBase,
      });
    }
    blocks.code += r.counts.code;
    blocks.table += r.counts.table;
    blocks.thematicBreak += r.counts.thematicBreak;
    blocks.html += r.counts.html;
    blocks.lists += r.counts.lists;
    wordCount += r.wordCount;
  }
  return { text, spans, words, paragraphs, sentences, wordCount, proseWordCount: words.length, offsets: offsetMap(text), blocks };
}

/**
 * The model from one parse of the whole text, without regions: the reference the region parse
 * is tested against (they must be equal) and a row of the benchmark.
 */
export function parseProseWhole(text: string): ProseModel {
  const { blocks, counts } = proseBlocks(text, parseMarkdown(text));
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

/** Parses the whole of `text` into regions, definitions resolved across them. */
export function parseAllRegions(text: string): Region[] {
  const { starts } = regionStarts(text, 0);
  let regions = parseRegions(text, starts, text.length, '', '') as Region[];
  const defs = definitionsOf(regions);
  if (defs.key !== '') regions = withDefinitions(text, regions, defs.text, defs.key);
  return regions;
}

/** Parses again the regions that hold `[` and were read with other definitions. */
function withDefinitions(text: string, regions: Region[], defsText: string, defsKey: string): Region[] {
  return regions.map((r, i) => {
    if (!r.referencesOthers || r.definitionsKey === defsKey) return r;
    const end = i + 1 < regions.length ? (regions[i + 1] as Region).start : text.length;
    const again = parseRegions(text, [r.start], end, defsText, defsKey);
    return again?.[0] ?? r;
  });
}

/** Edit statistics of the last update, for benchmarks and logs. */
export interface UpdateStats {
  /** Regions parsed again (0 when the text did not change). */
  parsed: number;
  regions: number;
}

/**
 * A document's prose model kept across edits. `update(text)` returns the model of the new text,
 * equal to `parseProse(text)`, parsing only the regions that changed.
 */
export class ProseDocument {
  private text: string | undefined;
  private regions: Region[] = [];
  private model: ProseModel | undefined;
  lastUpdate: UpdateStats = { parsed: 0, regions: 0 };

  update(text: string): ProseModel {
    const old = this.text;
    if (old === text && this.model) {
      this.lastUpdate = { parsed: 0, regions: this.regions.length };
      return this.model;
    }
    if (old === undefined || this.regions.length === 0) {
      this.regions = parseAllRegions(text);
      this.lastUpdate = { parsed: this.regions.length, regions: this.regions.length };
    } else {
      this.regions = this.splice(old, text);
    }
    this.text = text;
    this.model = assemble(text, this.regions);
    return this.model;
  }

  private splice(old: string, text: string): Region[] {
    const oldRegions = this.regions;
    // The changed stretch: old [prefix, old.length - suffix) became new [prefix, text.length - suffix).
    const max = Math.min(old.length, text.length);
    const prefix = commonPrefix(old, text, max);
    const suffix = commonSuffix(old, text, max - prefix);
    const delta = text.length - old.length;
    const changedEnd = text.length - suffix;

    // Scan again from the last region starting before the change: its start stays a start (the
    // text before it and its first character are unchanged) and the scan state there is neutral.
    let first = 0;
    while (first + 1 < oldRegions.length && (oldRegions[first + 1] as Region).start < prefix) first++;
    const from = (oldRegions[first] as Region).start;
    const oldStartIndex = new Map<number, number>();
    for (let k = first + 1; k < oldRegions.length; k++) oldStartIndex.set((oldRegions[k] as Region).start, k);
    // Stop at the first start past the change that was a start before: from there on the text and
    // the scan are the same as before, so the old regions hold (moved by `delta`).
    let resume = -1;
    const scan = regionStarts(text, from, (s) => {
      if (s < changedEnd || s - delta <= prefix) return false;
      const k = oldStartIndex.get(s - delta);
      if (k === undefined) return false;
      resume = k;
      return true;
    });
    const defs = definitionsOf(oldRegions);
    for (;;) {
      const to = resume >= 0 ? (oldRegions[resume] as Region).start + delta : text.length;
      const fresh = parseRegions(text, scan.starts, to, defs.text, defs.key);
      if (fresh) {
        const kept = resume >= 0 ? oldRegions.slice(resume).map((r) => ({ ...r, start: r.start + delta })) : [];
        const regions = [...oldRegions.slice(0, first), ...fresh, ...kept];
        this.lastUpdate = { parsed: fresh.length, regions: regions.length };
        // An edit may add or remove a definition that other regions refer to.
        const now = definitionsOf(regions);
        return withDefinitions(text, regions, now.text, now.key);
      }
      // The last fresh region runs open into the kept ones: take the next old region in too.
      if (resume < 0) throw new Error('region parse did not converge');
      scan.starts.push((oldRegions[resume] as Region).start + delta);
      resume = resume + 1 < oldRegions.length ? resume + 1 : -1;
    }
  }
}

// Equal texts are compared a block at a time (string equality is a memory compare in V8), then
// character by character inside the block that differs.
const BLOCK = 512;

/** Length of the common prefix of `a` and `b`, at most `max`. */
function commonPrefix(a: string, b: string, max: number): number {
  let n = 0;
  while (n + BLOCK <= max && a.slice(n, n + BLOCK) === b.slice(n, n + BLOCK)) n += BLOCK;
  while (n < max && a.charCodeAt(n) === b.charCodeAt(n)) n++;
  return n;
}

/** Length of the common suffix of `a` and `b`, at most `max`. */
function commonSuffix(a: string, b: string, max: number): number {
  let n = 0;
  while (n + BLOCK <= max && a.slice(a.length - n - BLOCK, a.length - n) === b.slice(b.length - n - BLOCK, b.length - n)) n += BLOCK;
  while (n < max && a.charCodeAt(a.length - 1 - n) === b.charCodeAt(b.length - 1 - n)) n++;
  return n;
}
