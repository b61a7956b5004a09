/**
 * Plain variants of AI training texts: the same words with the surface marks that a "make it
 * sound human" request takes away (em-dash asides, uncontracted verbs, bold lead-ins, headings
 * and list markers, stock openers and closing offers). Fitted beside the originals, the n-gram
 * models cannot rest on those marks alone and must also read what such a request leaves behind.
 * Seeded per text, so a calibration stays deterministic.
 */
import { Prng } from '../../src/rewriter/prng';
import type { Sample } from './data';

const NOT_VERBS = /\b(do|does|did|is|are|was|were|has|have|had|could|would|should|must) not\b/gi;
const PRONOUN_IS = /\b(it|that|there|what|here|he|she) is (?=[a-z])/gi;
const PRONOUN_ARE = /\b(you|we|they) are (?=[a-z])/gi;
const PRONOUN_WILL = /\b(I|you|we|they|he|she|it) will (?=[a-z])/gi;
const DASH_ASIDE = /\s*(?:—|–|--)\s*([A-Za-z])/g;
const OPENER = /^(?:certainly|sure|absolutely|of course|great question|here's|here is|here are)\b/i;
const CLOSER = /\b(?:let me know|happy to|feel free|hope this helps|would you like|want me to|i can also)\b/i;

/** Keeps the first letter's case of the words replaced. */
const cased = (from: string, to: string): string => (from[0] === from[0]?.toUpperCase() ? (to[0]?.toUpperCase() ?? '') + to.slice(1) : to);

/** Contracts what a casual writer contracts, each occurrence with probability `p`. */
function contract(text: string, rnd: () => number, p: number): string {
  return text
    .replace(NOT_VERBS, (m, v: string) => (rnd() < p ? `${v}n't` : m))
    .replace(/\bcannot\b/gi, (m) => (rnd() < p ? cased(m, "can't") : m))
    .replace(/\bwill not\b/gi, (m) => (rnd() < p ? cased(m, "won't") : m))
    .replace(PRONOUN_IS, (m, w: string) => (rnd() < p ? `${w}'s ` : m))
    .replace(/\bI am (?=[a-z])/g, (m) => (rnd() < p ? "I'm " : m))
    .replace(PRONOUN_ARE, (m, w: string) => (rnd() < p ? `${w}'re ` : m))
    .replace(PRONOUN_WILL, (m, w: string) => (rnd() < p ? `${w}'ll ` : m));
}

/** An em-dash aside becomes a comma or a full stop. */
function undash(line: string, rnd: () => number): string {
  return line.replace(DASH_ASIDE, (m, next: string, offset: number) => {
    if (offset === 0) return m;
    return rnd() < 0.6 ? `, ${next}` : `. ${next.toUpperCase()}`;
  });
}

/** Markdown layout flattened to paragraphs: no bold, no heading marks, list items as sentences. */
function flattenLine(line: string): string {
  let s = line.replace(/\*\*([^*]+)\*\*/g, '$1').replace(/__([^_]+)__/g, '$1');
  s = s.replace(/^#{1,6}\s+/, '');
  const item = /^\s*(?:[-*+]|\d+[.)])\s+(.*)$/.exec(s);
  if (item) {
    const body = item[1] as string;
    s = /[.!?:]$/.test(body) ? body : `${body}.`;
  }
  return s;
}

/** The plain variant of one AI text (its id marked `#plain`). */
export function plainVariant(sample: Sample): Sample {
  const prng = new Prng(sample.id);
  const rnd = (): number => prng.next();
  const flatten = rnd() < 0.6;
  let paras = sample.text.split(/\n{2,}/);
  if (paras.length > 2 && OPENER.test((paras[0] as string).trim()) && rnd() < 0.8) paras = paras.slice(1);
  while (paras.length > 2 && CLOSER.test(paras[paras.length - 1] as string) && rnd() < 0.8) paras = paras.slice(0, -1);
  let inCode = false;
  const out = paras.map((para) =>
    para
      .split('\n')
      .map((line) => {
        if (/^\s*(```|~~~)/.test(line)) inCode = !inCode;
        if (inCode || /^\s*(```|~~~)/.test(line) || /^ {4}|^\t/.test(line)) return line;
        let s = contract(line, rnd, 0.8);
        s = undash(s, rnd);
        return flatten ? flattenLine(s) : s;
      })
      .join('\n'),
  );
  return { ...sample, id: `${sample.id}#plain`, text: out.join('\n\n') };
}
