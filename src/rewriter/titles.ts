/**
 * Titles set as lines of their own rather than as Markdown headings: a post's or a thread's title
 * on its first line ("Is there any way that I can discern the IBU of a beer if the brewer doesn't
 * provide that information?"), a section title in text pasted from elsewhere ("Short-term boom,
 * long-term legacy?"). A title is the writer's name for what follows, and it stays as written,
 * like a heading's words (read in held-out drafts, where such lines had taken typos and a
 * weaker verb).
 */
import { GOES_ON, isBoldSpan, paragraphSpans, paragraphText, type Draft, type DraftSpan } from './draft';

/** A line of at most this many words, with no closing full stop, colon or comma, reads as a title. */
const TITLE_MAX_WORDS = 12;
/** A list item's first line, a sentence of at most this many words over its body, reads as the item's title. */
const ITEM_TITLE_MAX_WORDS = 10;
/** A numbered step standing alone, full stop and all, reads as the step's title up to this many words. */
const STEP_TITLE_MAX_WORDS = 4;
/** The first line of a text may be a longer title: a thread's question. */
const FIRST_TITLE_MAX_WORDS = 20;

/** A paragraph's first line as its title: a capital, at most six words, no closing mark. */
// (After a section's number, too: "2.5  Behavioural and physical controls" over its section's
// first line, read in a held-out essay whose subsection title took a typo.)
const TITLE_FIRST_LINE = /^(?:\d{1,2}(?:\.\d{1,2}){0,2}\.?[ \t]+)?\p{Lu}[^.!?,;:\s]*(?:\s+[^.!?,;:\s]+){0,5}$/u;

/** A line of box-drawing characters, dashes or equals signs drawn as a rule, with the line break after it. */
const RULE_LINE = /^[\u2500-\u257f\u2014\u2013=_~-]{3,}[ \t]*\n/u;

/** A bold label whose value names people or a team ("**Authors:** Mobile platform team"). */
// (And a memo's header: "**Re:** Options for managing shared e-scooter parking…" is its title,
// "**To:**" and "**From:**" name people; read in a held-out memo whose subject line took a typo.)
const BYLINE_LABEL = /^(?:authors?|owners?|team|by|written by|prepared by|reviewers?|approvers?|maintainers?|contacts?|editors?|assignees?|sponsors?|stakeholders|DRI|re|subject|regarding|to|from|cc|attn|attention)\s*:?$/iu;

/** A line before a list of cited threads or pages: "See for instance:", "Related questions:". */
// ("We had two new middle-east questions:" too; not "these questions:", the writer's own.)
const CITES_AHEAD = /\b(?:see(?: also)?(?: for (?:instance|example)| e\.g\.)?|related(?: questions| threads| posts)?|for (?:instance|example)|\b(?:new|recent|older|earlier|similar|linked|duplicate)\b[^.!?:\n]{0,30}\bquestions)\s*:\s*$/iu;

/**
 * Freezes the value of a byline ("**Authors:** Mobile platform team" up to the line's end): a
 * team's or a person's name, which took a typo in a held-out design doc.
 */
export function freezeBylines(draft: Draft): void {
  draft.spans.forEach((span, i) => {
    const next = draft.spans[i + 1];
    if (!next || next.paragraph !== span.paragraph || !isBoldSpan(draft, i) || !BYLINE_LABEL.test(span.text.trim())) return;
    // The value runs to the line's end: the gap after it breaks the line (or ends the text).
    if (/^(?:\s*\n|$)/u.test(draft.gaps[i + 2] ?? '')) next.frozen = true;
  });
}

/**
 * Freezes the items of a list of cited questions ("See for instance:⏎⏎- What about so-called
 * \"historical revisionism\"?⏎- How should we deal with…?"): the titles of other threads, which
 * took a typo in a held-out answer.
 */
export function freezeCitedQuestions(draft: Draft): void {
  const order = paragraphSpans(draft);
  let citing = false;
  for (const spans of order) {
    const own = spans.map((i) => draft.spans[i] as DraftSpan);
    const text = paragraphText(draft, spans).trim();
    // Their links may be gone, leaving each title a paragraph of its own ("We had two new
    // middle-east questions:⏎⏎-⏎⏎What property relations existed…?⏎⏎-⏎⏎Baldwin IV, the Leper
    // King"; read in a held-out post whose cited title took a typo): a question, or a short line
    // with no closing mark, is one of them.
    const cited = /\?["\u201d']?$/u.test(text) ? text.split(/\s+/u).length <= FIRST_TITLE_MAX_WORDS : /^\p{Lu}/u.test(text) && !/[.!:;,]$/u.test(text) && text.split(/\s+/u).length <= TITLE_MAX_WORDS;
    if (citing && (own.every((s) => s.listOrQuote) || /\n[ \t]*[-*+][ \t]*\n/u.test(draft.gaps[spans[0] as number] ?? '')) && cited) {
      for (const s of own) s.frozen = true;
      continue;
    }
    citing = !own.some((s) => s.listOrQuote) && CITES_AHEAD.test(text);
  }
}

/** Freezes every paragraph that is a title line, followed by more of the text. */
export function freezeTitleLines(draft: Draft): void {
  const order = paragraphSpans(draft);
  order.forEach((spans, k) => {
    const own = spans.map((i) => draft.spans[i] as DraftSpan);
    if (own.some((s) => s.heading)) return;
    // "What we’re avoiding  ⏎• Oversimplified villainy…": a short first line with no mark at its
    // end, over the lines of its paragraph, is their title (read in a held-out plan, where it took a typo).
    const first = spans[0] as number;
    // "S&S Recycling: A Case Study in Financing Growth⏎(The full-length report from which the
    // summary was distilled)": the text's first line, with no closing mark, over a line wholly in
    // brackets is its title and subtitle (read in a held-out report whose subtitle took a typo).
    const title = draft.spans[first]?.text ?? '';
    const subtitle = draft.spans[first + 1];
    if (k === 0 && spans.length === 2 && subtitle && /^\n/u.test((draft.gaps[first + 1] ?? '').replace(/^ +|^\\/u, '')) && /^\p{Lu}/u.test(title) && !/[.!?,;]$/u.test(title) && title.split(/\s+/u).length <= FIRST_TITLE_MAX_WORDS && /^\([^()\n]+\)$/u.test(subtitle.text.trim())) {
      (draft.spans[first] as DraftSpan).frozen = true;
      subtitle.frozen = true;
      return;
    }
    if (spans.length > 1 && TITLE_FIRST_LINE.test(draft.spans[first]?.text ?? '') && /^(?: {2,}|\\)?\n/u.test(draft.gaps[first + 1] ?? '')) {
      (draft.spans[first] as DraftSpan).frozen = true;
      return;
    }
    // "**Cedar Ridge Landscaping — Bend, Oregon**⏎**Hours:** 15–20": a first line wholly in bold
    // over the lines of its paragraph is their title, commas and all (read in a held-out job
    // advert, where its dash became a colon).
    const firstText = draft.spans[first]?.text ?? '';
    if (spans.length > 1 && isBoldSpan(draft, first) && /^(?:\*\*|__)(?: {2,}|\\)?\n/u.test(draft.gaps[first + 1] ?? '') && /^\p{Lu}/u.test(firstText) && !/[.!?:;,]$/u.test(firstText) && firstText.split(/\s+/u).length <= TITLE_MAX_WORDS) {
      (draft.spans[first] as DraftSpan).frozen = true;
      return;
    }
    // "2. Your direct clients are your safety net.⏎Agencies are valuable, but…": a list item's
    // short first sentence alone on its line, over a longer line of body, is the tip's title
    // (read in a held-out list of tips, where it took a typo). Hard-wrapped lines are of one length.
    const nextLine = draft.spans[first + 1]?.text ?? '';
    if (spans.length > 1 && own[0]?.listOrQuote && /^\n/u.test(draft.gaps[first + 1] ?? '') && /^\p{Lu}[^\n]*[.!?:]$/u.test(firstText) && firstText.split(/\s+/u).length <= ITEM_TITLE_MAX_WORDS && nextLine.length >= 2 * firstText.length) {
      (draft.spans[first] as DraftSpan).frozen = true;
      return;
    }
    if (k === order.length - 1) return;
    // "2. Improve affordability and access⏎- Promote and regulate…": a numbered line with no mark
    // at its end, right over a bulleted list, is the title of the points under it (read in a
    // held-out report, where "Enhance prize-money strategy" took the next title's verb).
    const bulletsNext = /^\n[ \t]{0,3}[-*+][ \t]+$/u.test(draft.gaps[order[k + 1]?.[0] ?? -1] ?? '');
    if (bulletsNext && spans.length === 1 && own[0]?.listOrQuote && /(?:^|\n)[ \t]{0,3}\d{1,2}[.)][ \t]+$/u.test(draft.gaps[first] ?? '') && /^\p{Lu}/u.test(firstText) && !/[.!?:;,]$/u.test(firstText) && firstText.split(/\s+/u).length <= TITLE_MAX_WORDS) {
      (draft.spans[first] as DraftSpan).frozen = true;
      return;
    }
    // A numbered question standing alone between paragraphs ("2. Does it make sense that it is
    // faulty? What is the logic behind…?" over its answer) is the asker's question set as a
    // title, though Markdown reads a one-item list (read in a held-out answer).
    const inList = (p: readonly number[] | undefined): boolean => (p ?? []).some((i) => draft.spans[i]?.listOrQuote);
    const asked = own.every((s) => s.listOrQuote) && !inList(order[k - 1]) && !inList(order[k + 1]);
    // A rule drawn in characters above the line ("──────────" or "-----" then "2. Applying a group
    // of kernels") sets a section title off in text pasted without Markdown (read in a held-out answer).
    const text = paragraphText(draft, spans).trim().replace(RULE_LINE, '');
    // So is a numbered line with no mark at its end standing alone between paragraphs ("2.  IPM
    // tactics adapted to Western Australian conditions" over its section): a section's title (read
    // in a held-out essay, where it took a typo).
    // (Not a line of text broken into short paragraphs: "92.\tThis is the second time in the last
    // four⏎⏎months that we have met" goes on in lower case, "110.\tAs was said from the rostrum of
    // the⏎⏎General Assembly" ends on a word that cannot end a title; a section's number is small,
    // and "119.\tAs a direct participant in the Vienna" numbers a paragraph of a speech.)
    // A short step with its full stop is one too: "3. Make bombs." over the paragraphs that tell
    // how (read in a held-out how-to, where it took a typo).
    const shortStep = /^\p{Lu}[^.!?:;,\n]*\.$/u.test(text) && text.split(/\s+/u).length <= STEP_TITLE_MAX_WORDS;
    const numberedTitle = asked && /(?:^|[^\d])(?:[1-9]|1\d|20)[.)][ \t]*$/u.test(draft.gaps[first] ?? '') && (shortStep || !/[.!?:;,\u2026][*_"'\u201d\u2019)]*$/u.test(text)) && /^\p{Lu}/u.test(paragraphText(draft, order[k + 1] ?? []).trim()) && !GOES_ON.test(text);
    if (numberedTitle && shortStep) {
      for (const s of own) s.frozen = true;
      return;
    }
    if (own.some((s) => s.listOrQuote) && !(asked && /\?$/u.test(text)) && !numberedTitle) return;
    if (text.includes('\n') || !/^[\p{Lu}\p{N}"\u201c']/u.test(text) || /[.!:;,\u2026][*_"'\u201d\u2019)]*$/u.test(text)) return;
    // (A standfirst under a title line may run as long: "Three-year grant from the Harlow
    // Foundation will help the charity reach 1,500 additional adult learners", read in a held-out
    // press release whose subheading took a typo.)
    // (Not a question: under a thread's title the asker's first question is the post itself.)
    // (Under a title under a line of its own too: "FOR IMMEDIATE RELEASE⏎⏎Read Forward Cardiff
    // Awarded £480,000…⏎⏎Three-year grant from the Harlow Foundation will help…", read in a
    // held-out press release whose standfirst took a typo.)
    const underTitle = (k === 1 || k === 2) && !/\?$/u.test(text) && order.slice(0, k).every((p) => p.every((i) => draft.spans[i]?.frozen));
    if (text.split(/\s+/u).length > (k === 0 || asked || underTitle ? FIRST_TITLE_MAX_WORDS : TITLE_MAX_WORDS)) return;
    for (const s of own) s.frozen = true;
  });
}
