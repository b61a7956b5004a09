/**
 * Sentence frames typical of chat-assistant prose, found per prose block: contrast frames
 * ("not just X, but Y", "it's not X, it's Y"), rule-of-three lists in running prose ("X, Y, and
 * Z"), and the stock openers and closers of assistant answers ("Here's…", "Let me know if…").
 * People use every one of them too: they are counted here and weighed by the calibrated models,
 * never decisive alone. Matching runs on the block's source text; the report clips evidence to prose.
 */
import type { ProseModel, Span } from '../text/types';

export interface FrameCounts {
  contrast: number;
  triad: number;
  /** Assistant openers and closers. */
  frame: number;
}

export interface Frames {
  /** Counts per prose block (index = paragraph index). */
  perBlock: FrameCounts[];
  contrast: Span[];
  triad: Span[];
  frame: Span[];
}

const APOS = "['\u2019]";
const CONTRAST = new RegExp(
  [
    // not just/only/merely X, but (also) Y
    `\\bnot (?:just|only|merely|simply) [^.;!?\\n]{1,80}?(?:[,;\u2014\u2013]\\s*|\\s)but\\b`,
    // it's/this is/that's not X, it's Y   ·   isn't X, it's Y
    `\\b(?:it|this|that|they|these|those)(?:${APOS}s|${APOS}re| is| are| was| were) not [^.;!?\\n]{1,80}?[,;\u2014\u2013:]\\s*(?:it|this|that|they)(?:${APOS}s|${APOS}re| is| are)\\b`,
    `\\b(?:isn${APOS}t|aren${APOS}t|wasn${APOS}t) (?:just |only |merely |about )?[^.;!?\\n]{1,80}?[,;\u2014\u2013:]\\s*(?:it|this|that|they)(?:${APOS}s|${APOS}re| is| are)\\b`,
    // less about X and more about Y
    `\\bless about [^.;!?\\n]{1,80}? (?:and |but )?more about\\b`,
    // not because X, but because Y
    `\\bnot because [^.;!?\\n]{1,80}?,? but because\\b`,
  ].join('|'),
  'giu',
);

const MAY_CONTRAST = /not |n['\u2019]t |less about/i;

// Three one-word items, the last after "and"/"or" with or without the serial comma: "clear,
// concise, and actionable". Digits are left out (lists of figures are not a flourish).
const ITEM = "[\\p{L}][\\p{L}'\u2019-]*";
const TRIAD = new RegExp(`\\b${ITEM}, ${ITEM},? (?:and|or) ${ITEM}\\b`, 'gu');

// Openers count only at the start of the text; closers anywhere in the last two blocks.
const OPENER = new RegExp(
  `^(?:certainly|absolutely|of course|sure|great question|good question|excellent question|here${APOS}s|here is|here are|below is|below are)\\b`,
  'iu',
);
const CLOSER = new RegExp(
  [
    'i hope (?:this|that|these) helps?',
    'hope (?:this|that) helps',
    'let me know (?:if|whether|how|what)',
    'feel free to',
    'happy to help',
    "(?:would|do) you (?:like|want) me to",
    `if you${APOS}d like,? i can`,
    `i${APOS}d be happy to`,
    'i can also (?:help|provide|draft|write|create|adjust|tailor|expand)',
    'want me to',
    'shall i',
  ]
    .map((p) => `\\b${p}\\b`)
    .join('|'),
  'giu',
);

function countMatches(re: RegExp, text: string, base: number, out: Span[]): number {
  let n = 0;
  re.lastIndex = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    out.push({ start: base + m.index, end: base + m.index + m[0].length });
    n++;
    if (m[0].length === 0) re.lastIndex++;
  }
  return n;
}

/** Finds the frames of every prose block once; features and evidence read from the result. */
export function findFrames(model: ProseModel): Frames {
  const { text, paragraphs } = model;
  const frames: Frames = { perBlock: [], contrast: [], triad: [], frame: [] };
  const last = paragraphs.length - 1;
  paragraphs.forEach((p, i) => {
    const source = text.slice(p.start, p.end);
    const counts: FrameCounts = { contrast: 0, triad: 0, frame: 0 };
    // Every contrast frame holds a negation or "less about": most blocks skip the long pattern.
    if (MAY_CONTRAST.test(source)) counts.contrast = countMatches(CONTRAST, source, p.start, frames.contrast);
    // Rule-of-three lists only in running prose: list items and headings are lists already.
    if (p.layout.list < 0 && p.layout.depth === 0) counts.triad = countMatches(TRIAD, source, p.start, frames.triad);
    if (i === 0) {
      // Past emphasis markers: "**Sure!** Here's…" opens the text too.
      const lead = /^[*_\s]*/.exec(source)?.[0].length ?? 0;
      const m = OPENER.exec(source.slice(lead));
      if (m) {
        frames.frame.push({ start: p.start + lead, end: p.start + lead + m[0].length });
        counts.frame++;
      }
    }
    if (i >= last - 1) counts.frame += countMatches(CLOSER, source, p.start, frames.frame);
    frames.perBlock.push(counts);
  });
  return frames;
}
