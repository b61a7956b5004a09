/**
 * Sentence frames typical of chat-assistant prose, found per prose block: contrast frames
 * ("not just X, but Y", "it's not X, it's Y"), rule-of-three lists in running prose ("X, Y, and
 * Z"), and the stock openers and closers of assistant answers ("Here's…", "Let me know if…").
 * People use every one of them too: they are counted here and weighed by the calibrated models,
 * never decisive alone. Matching runs on the block's source text; the report clips evidence to prose.
 */
import type { BlockLayout, ProseModel, Span } from '../text/types';

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

/**
 * A literal piece every contrast frame holds ("not just ", "'s not ", "isn't ", "less about "),
 * with the frames' own flags so that it folds case as they do. Most blocks with a negation hold
 * none (a "didn't", a "not."), and the frames' pattern tries its five forms at every letter.
 */
const CONTRAST_CORE = new RegExp(`not (?:just|only|merely|simply|because) |(?:${APOS}s|${APOS}re| is| are| was| were) not |(?:isn|aren|wasn)${APOS}t |less about `, 'iu');

// Three one-word items, the last after "and"/"or" with or without the serial comma: "clear,
// concise, and actionable". Digits are left out (lists of figures are not a flourish).
export const TRIAD_ITEM = "[\\p{L}][\\p{L}'\u2019-]*";
const TRIAD = new RegExp(`\\b${TRIAD_ITEM}, ${TRIAD_ITEM},? (?:and|or) ${TRIAD_ITEM}\\b`, 'gu');
/**
 * The part of a three-item list from its first comma on. Every list holds it, and it opens with
 * a literal ", " that the engine scans for quickly, where the list's own pattern tries a word at
 * every letter of the block: a block without it is skipped.
 */
const TRIAD_TAIL = new RegExp(`, ${TRIAD_ITEM},? (?:and|or) [\\p{L}]`, 'u');

/** A phrase opened by a preposition or a subordinator ("in many industries and careers, …"). */
const OPENING_PHRASE =
  /^\s*(?:in|on|at|for|with|by|from|after|before|during|over|since|beyond|across|through|under|within|without|among|amid|as|when|while|if|although|though|because|unlike|despite|like|to|of|throughout|until|upon)\b/iu;

/**
 * True when a three-item match starting after `before` (the block's text up to it) is not a list:
 * its first comma closes an opening phrase ("in many industries and careers, collaboration and
 * teamwork are…", "For more than 60 years, caring and concerned…"), or its first item is the end
 * of a pair ("industries and careers, …"). The detector's signal and the rewriter share it.
 */
export function triadOpensPhrase(before: string): boolean {
  const lead = before.slice(afterLastClauseMark(before));
  return OPENING_PHRASE.test(lead) || AND_OR_AT_END.test(lead);
}

const AND_OR_AT_END = /\b(?:and|or)\s+$/iu;

/**
 * Where the last clause of `s` starts: just past its last , . ; : ! or ? (0 when none). A scan
 * back from the end: splitting all the text before every match cost time quadratic in the block.
 */
function afterLastClauseMark(s: string): number {
  for (let i = s.length - 1; i >= 0; i--) {
    switch (s.charCodeAt(i)) {
      case 0x2c: // ,
      case 0x2e: // .
      case 0x3b: // ;
      case 0x3a: // :
      case 0x21: // !
      case 0x3f: // ?
        return i + 1;
      default:
        break;
    }
  }
  return 0;
}

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

/**
 * The frames of one prose block that do not depend on where it sits in the text (contrast frames,
 * rule-of-three lists), offsets relative to the block's start: an incremental reader keeps them
 * per block, so an unchanged block is not matched again.
 */
export interface BlockFrames {
  contrast: Span[];
  triad: Span[];
}

const NO_SPANS: readonly Span[] = Object.freeze([]) as readonly Span[];

export function blockFrames(source: string, layout: BlockLayout): BlockFrames {
  // Every contrast frame holds a negation or "less about": most blocks skip the long pattern.
  const contrast: Span[] = [];
  if (MAY_CONTRAST.test(source) && CONTRAST_CORE.test(source)) countMatches(CONTRAST, source, 0, contrast);
  // Rule-of-three lists only in running prose: list items and headings are lists already. A list
  // needs ", " and a lowercase " and " or " or " (the pattern is case-sensitive): blocks without
  // them skip the Unicode-class pattern, the costliest of the frames.
  const triad: Span[] = [];
  if (layout.list < 0 && layout.depth === 0 && source.includes(', ') && (source.includes(' and ') || source.includes(' or ')) && TRIAD_TAIL.test(source)) {
    TRIAD.lastIndex = 0;
    for (let m = TRIAD.exec(source); m; m = TRIAD.exec(source)) {
      if (!triadOpensPhrase(source.slice(0, m.index))) triad.push({ start: m.index, end: m.index + m[0].length });
    }
  }
  return { contrast: contrast.length ? contrast : (NO_SPANS as Span[]), triad: triad.length ? triad : (NO_SPANS as Span[]) };
}

/**
 * Assistant openers (block `i` = 0 only) and closers (the last two blocks, `last` is the index of
 * the last block) of a block starting at `start`, pushed to `out` in absolute offsets; returns how many.
 */
export function assistantFrames(source: string, start: number, i: number, last: number, out: Span[]): number {
  let n = 0;
  if (i === 0) {
    // Past emphasis markers: "**Sure!** Here's…" opens the text too.
    const lead = /^[*_\s]*/.exec(source)?.[0].length ?? 0;
    const m = OPENER.exec(source.slice(lead));
    if (m) {
      out.push({ start: start + lead, end: start + lead + m[0].length });
      n++;
    }
  }
  if (i >= last - 1) n += countMatches(CLOSER, source, start, out);
  return n;
}

/** Finds the frames of every prose block once; features and evidence read from the result. */
export function findFrames(model: ProseModel): Frames {
  const { text, paragraphs } = model;
  const frames: Frames = { perBlock: [], contrast: [], triad: [], frame: [] };
  const last = paragraphs.length - 1;
  paragraphs.forEach((p, i) => {
    const source = text.slice(p.start, p.end);
    const own = blockFrames(source, p.layout);
    for (const s of own.contrast) frames.contrast.push({ start: p.start + s.start, end: p.start + s.end });
    for (const s of own.triad) frames.triad.push({ start: p.start + s.start, end: p.start + s.end });
    const frame = assistantFrames(source, p.start, i, last, frames.frame);
    frames.perBlock.push({ contrast: own.contrast.length, triad: own.triad.length, frame });
  });
  return frames;
}
