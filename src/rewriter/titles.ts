/**
 * Titles set as lines of their own rather than as Markdown headings: a post's or a thread's title
 * on its first line ("Is there any way that I can discern the IBU of a beer if the brewer doesn't
 * provide that information?"), a section title in text pasted from elsewhere ("Short-term boom,
 * long-term legacy?"). A title is the writer's name for what follows, and it stays as written,
 * like a heading's words (read in held-out drafts, where such lines had taken typos and a
 * weaker verb).
 */
import { paragraphSpans, type Draft, type DraftSpan } from './draft';

/** A line of at most this many words, with no closing full stop, colon or comma, reads as a title. */
const TITLE_MAX_WORDS = 12;
/** The first line of a text may be a longer title: a thread's question. */
const FIRST_TITLE_MAX_WORDS = 20;

/** A paragraph's first line as its title: a capital, at most six words, no closing mark. */
const TITLE_FIRST_LINE = /^\p{Lu}[^.!?,;:\s]*(?:\s+[^.!?,;:\s]+){0,5}$/u;

/** A line of box-drawing characters, dashes or equals signs drawn as a rule, with the line break after it. */
const RULE_LINE = /^[\u2500-\u257f\u2014\u2013=_~-]{3,}[ \t]*\n/u;

/** Freezes every paragraph that is a title line, followed by more of the text. */
export function freezeTitleLines(draft: Draft): void {
  const order = paragraphSpans(draft);
  order.forEach((spans, k) => {
    const own = spans.map((i) => draft.spans[i] as DraftSpan);
    if (own.some((s) => s.heading)) return;
    // "What we’re avoiding  ⏎• Oversimplified villainy…": a short first line with no mark at its
    // end, over the lines of its paragraph, is their title (read in a held-out plan, where it took a typo).
    const first = spans[0] as number;
    if (spans.length > 1 && TITLE_FIRST_LINE.test(draft.spans[first]?.text ?? '') && /^(?: {2,}|\\)?\n/u.test(draft.gaps[first + 1] ?? '')) {
      (draft.spans[first] as DraftSpan).frozen = true;
      return;
    }
    if (k === order.length - 1) return;
    // A numbered question standing alone between paragraphs ("2. Does it make sense that it is
    // faulty? What is the logic behind…?" over its answer) is the asker's question set as a
    // title, though Markdown reads a one-item list (read in a held-out answer).
    const inList = (p: readonly number[] | undefined): boolean => (p ?? []).some((i) => draft.spans[i]?.listOrQuote);
    const asked = own.every((s) => s.listOrQuote) && !inList(order[k - 1]) && !inList(order[k + 1]);
    // A rule drawn in characters above the line ("──────────" or "-----" then "2. Applying a group
    // of kernels") sets a section title off in text pasted without Markdown (read in a held-out answer).
    const text = spans
      .map((i, j) => `${j > 0 ? (draft.gaps[i] ?? '') : ''}${draft.spans[i]?.text ?? ''}`)
      .join('')
      .trim()
      .replace(RULE_LINE, '');
    if (own.some((s) => s.listOrQuote) && !(asked && /\?$/u.test(text))) return;
    if (text.includes('\n') || !/^[\p{Lu}\p{N}"\u201c']/u.test(text) || /[.!:;,\u2026][*_"'\u201d\u2019)]*$/u.test(text)) return;
    if (text.split(/\s+/u).length > (k === 0 || asked ? FIRST_TITLE_MAX_WORDS : TITLE_MAX_WORDS)) return;
    for (const s of own) s.frozen = true;
  });
}
