/**
 * How far to trust a paragraph's score, in words a writer can weigh: how often human paragraphs
 * of the calibration data read as high (out-of-fold tails recorded by the calibration), which
 * signals carried this one, and a plain note when the paragraph is too short, list-heavy or
 * code-heavy to read reliably. Pure: tested in plain Node, shown by the presenter's hover.
 */
import { humanShareAtOrAbove, oneIn } from '../../../detector/trust';
import { countWords } from '../../../text/segment';
import type { ParagraphMark } from './reportView';

/** Under this many prose words a paragraph's score swings with a word or two. */
export const SHORT_PARAGRAPH_WORDS = 50;
/** When prose is less than this share of the words in the paragraph's range, code or markup dominates. */
const CODE_HEAVY_PROSE_SHARE = 0.6;
/** When at least this share of its lines are list items, the paragraph is mostly a list. */
const LIST_HEAVY_LINE_SHARE = 0.5;

const LIST_LINE = /^[ \t>]*(?:[-*+]|\d{1,9}[.)])[ \t]/;

/** "1 in 300 human paragraphs reads this high" for a score. */
export function humanShareLine(score: number, level: 'paragraph' | 'text'): string {
  const n = oneIn(humanShareAtOrAbove(score, level));
  const what = level === 'paragraph' ? 'paragraphs' : 'texts';
  if (n <= 1) return `Most human ${what} in the calibration data read this high or higher: the score alone says little.`;
  return `About 1 in ${n.toLocaleString('en-US')} human ${what} in the calibration data reads this high.`;
}

/** The notes on how reliable the reading of this paragraph is; `source` is the text of its range. */
export function reliabilityNotes(p: Pick<ParagraphMark, 'words'>, source: string): string[] {
  const notes: string[] = [];
  if (p.words < SHORT_PARAGRAPH_WORDS) notes.push(`Short (${p.words} prose words): a few words can swing the score; read it as a hint.`);
  const lines = source.split('\n').filter((l) => l.trim() !== '');
  if (lines.length >= 2 && lines.filter((l) => LIST_LINE.test(l)).length / lines.length >= LIST_HEAVY_LINE_SHARE) {
    notes.push('Mostly a list: list items are short and parallel in any hand, so the reading is less certain.');
  }
  const all = countWords(source);
  if (all > 0 && p.words / all < CODE_HEAVY_PROSE_SHARE) {
    notes.push(`Code-heavy: only ${p.words} of its ${all} words are prose; code, links and markup are not read.`);
  }
  return notes;
}

/** The trust section of a paragraph hover (Markdown), or nothing for an unscored paragraph. */
export function trustHover(p: ParagraphMark, source: string): string {
  if (p.score === null) return '';
  const lines = [humanShareLine(p.score, 'paragraph')];
  const carried = p.signals.filter((s) => s.hits > 0).slice(0, 3);
  lines.push(
    carried.length > 0
      ? `Carried by: ${carried.map((s) => `${s.label.toLowerCase()} (${s.hits}×)`).join(', ')}.`
      : 'No AI-leaning signal has evidence inside this paragraph: its score comes from its overall style and word patterns.',
  );
  for (const note of reliabilityNotes(p, source)) lines.push(`_${note}_`);
  return lines.join('\n\n');
}
