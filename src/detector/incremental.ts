/**
 * Reading a text that changes while it is written: the prose model is parsed again only where
 * the edit fell (`ProseDocument`), and the detector keeps the n-gram keys of each prose block and
 * the score of each report block under a key made of everything they are computed from, so an
 * edit of one paragraph recomputes that paragraph and the whole-text reading, nothing else. The
 * report is the report `detect(parseProse(text))` gives (tested).
 */
import { ProseDocument, type ProseModel } from '../text';
import type { Analysis, ParagraphAnalysis } from './analysis';
import type { Block } from './blocks';
import { detect, type BlockKeys, type BlockMemo, type ChunkLogits, type DetectOptions } from './engine';
import type { DetectionReport } from './report';

/**
 * Everything a prose block's analysis and tokens depend on: its layout, its prose pieces, its
 * source, and the characters just before and after it (a hyphen at either end of the prose reads
 * as a dash or not by its neighbour).
 */
function paragraphKey(model: ProseModel, p: number): string {
  const para = model.paragraphs[p] as ProseModel['paragraphs'][number];
  const lay = para.layout;
  const base = (para.spans[0] as { start: number }).start;
  const end = (para.spans[para.spans.length - 1] as { end: number }).end;
  let spans = '';
  for (const s of para.spans) spans += `${s.start - base},${s.end - base};`;
  const lead = lay.lead ? `${lay.lead.start - base},${lay.lead.end - base}` : '';
  const text = model.text;
  return `${para.kind}${lay.depth}${lay.list >= 0 ? 'l' : ''}${lay.quote ? 'q' : ''}${lead}|${spans}|${text.charAt(base - 1)}${text.slice(base, end)}${text.charAt(end)}`;
}

/**
 * What is remembered of one prose block, under its key. The id names the key in block-score keys,
 * so the long key is hashed once per read, not once per use.
 */
interface Remembered {
  id: number;
  analysis?: ParagraphAnalysis;
  keys?: BlockKeys;
}

/** Analyses, keys and scores remembered from the last read; what a read does not use is forgotten. */
class Memo implements BlockMemo {
  private blocksBefore = new Map<string, Remembered>();
  private blocksNow = new Map<string, Remembered>();
  private scoresBefore = new Map<string, number>();
  private scoresNow = new Map<string, number>();
  private chunksBefore = new Map<string, ChunkLogits>();
  private chunksNow = new Map<string, ChunkLogits>();
  private current: Remembered[] = [];
  // Ids are never reused: a forgotten block that comes back gets a new one (and is scored again).
  private nextId = 0;
  hits = 0;
  misses = 0;

  begin(model: ProseModel): void {
    const current = new Array<Remembered>(model.paragraphs.length);
    for (let p = 0; p < current.length; p++) {
      const key = paragraphKey(model, p);
      let r = this.blocksNow.get(key) ?? this.blocksBefore.get(key);
      if (!r) r = { id: this.nextId++ };
      this.blocksNow.set(key, r);
      current[p] = r;
    }
    this.current = current;
    this.hits = 0;
    this.misses = 0;
  }

  end(): void {
    this.blocksBefore = this.blocksNow;
    this.blocksNow = new Map();
    this.scoresBefore = this.scoresNow;
    this.scoresNow = new Map();
    this.chunksBefore = this.chunksNow;
    this.chunksNow = new Map();
    this.current = [];
  }

  paragraph(_model: ProseModel, p: number, compute: () => ParagraphAnalysis): ParagraphAnalysis {
    const r = this.current[p] as Remembered;
    return (r.analysis ??= compute());
  }

  keys(_model: ProseModel, p: number, compute: () => BlockKeys): BlockKeys {
    const r = this.current[p] as Remembered;
    return (r.keys ??= compute());
  }

  chunkLogits(first: number, end: number, compute: () => ChunkLogits): ChunkLogits {
    // A chunk's logits read only its blocks' keys, which their ids name.
    let key = '';
    for (let p = first; p < end; p++) key += `${(this.current[p] as Remembered).id};`;
    let l = this.chunksNow.get(key) ?? this.chunksBefore.get(key);
    if (l === undefined) l = compute();
    this.chunksNow.set(key, l);
    return l;
  }

  blockScore(analysis: Analysis, block: Block, compute: () => number): number {
    // A block's score reads its paragraphs and their sentence frames; the frames of the first
    // and last paragraphs depend on their place in the text, so their counts are in the key.
    let key = '';
    for (let p = block.first; p < block.end; p++) {
      const f = analysis.frames.perBlock[p];
      key += `${f ? `${f.contrast},${f.triad},${f.frame}` : ''}:${(this.current[p] as Remembered).id};`;
    }
    let score = this.scoresNow.get(key) ?? this.scoresBefore.get(key);
    if (score === undefined) {
      score = compute();
      this.misses++;
    } else {
      this.hits++;
    }
    this.scoresNow.set(key, score);
    return score;
  }
}

export interface IncrementalRead {
  model: ProseModel;
  report: DetectionReport;
  /** Regions parsed again and blocks scored again by this read (the rest was remembered). */
  parsedRegions: number;
  scoredBlocks: number;
}

/** One changing document read again and again; keep one per open document. */
export class IncrementalDetector {
  private readonly doc = new ProseDocument();

  private memo = new Memo();
  private calibration: DetectOptions['calibration'];

  read(text: string, opts: Omit<DetectOptions, 'memo'> = {}): IncrementalRead {
    // Remembered scores hold for one calibration only.
    if (opts.calibration !== this.calibration) {
      this.memo = new Memo();
      this.calibration = opts.calibration;
    }
    const model = this.doc.update(text);
    // A capital sigma lowercases by its neighbours (final or not), possibly across blocks: such a
    // text is read in full, so nothing remembered from other surroundings can differ.
    if (text.includes('\u03a3')) {
      const report = detect(model, opts);
      return { model, report, parsedRegions: this.doc.lastUpdate.parsed, scoredBlocks: report.paragraphs.filter((e) => e.score !== null).length };
    }
    this.memo.begin(model);
    const report = detect(model, { ...opts, memo: this.memo });
    this.memo.end();
    return { model, report, parsedRegions: this.doc.lastUpdate.parsed, scoredBlocks: this.memo.misses };
  }
}
