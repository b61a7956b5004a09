/** Per-span views of a draft analysis, the shape most transforms walk. */
import { SAYING_VERBS, type Draft, type DraftAnalysis, type DraftSpan, type WordToken } from '../draft';

export interface SpanView {
  index: number;
  span: DraftSpan;
  words: WordToken[];
  /** Offsets of the words that begin a sentence. */
  sentenceStarts: ReadonlySet<number>;
}

export function spanViews(draft: Draft, analysis: DraftAnalysis): SpanView[] {
  const views = new Map<number, SpanView>();
  for (const w of analysis.words) {
    let view = views.get(w.span);
    if (!view) {
      view = { index: w.span, span: draft.spans[w.span] as DraftSpan, words: [], sentenceStarts: new Set<number>() };
      views.set(w.span, view);
    }
    view.words.push(w);
    if (w.sentenceStart) (view.sentenceStarts as Set<number>).add(w.start);
  }
  return [...views.values()];
}

/** True when [start, end) overlaps a guarded word or a name. */
export function touchesProtected(view: SpanView, start: number, end: number): boolean {
  return view.words.some((w) => w.start < end && w.end > start && (w.guarded || w.name));
}

/** A sentence end: its mark, any closing quotes or brackets, then a space. */
const SENTENCE_END = /[.!?]["'\u201d\u2019)]*\s/gu;

/**
 * The sentence up to a point: the text after the last sentence end before it (a quotation's
 * closing mark counts: `…there." We had read` starts a sentence at "We").
 */
export function sentenceBefore(lead: string): string {
  let from = 0;
  for (const m of lead.matchAll(SENTENCE_END)) from = m.index + m[0].length - 1;
  return lead.slice(from);
}

/** The rest of a sentence from a point: up to its first sentence end (a title's full stop is none). */
export function sentenceAfter(rest: string): string {
  const m = /[.!?](?:\s|$)/u.exec(withoutAbbreviations(rest));
  return m ? rest.slice(0, m.index) : rest;
}

/**
 * The text with the full stops of titles and common abbreviations blanked (same length): "the
 * Mothers in Israel, pioneers and friends of Mrs. Champ Perry" holds no sentence end, and the
 * dashes around it are a pair.
 */
export function withoutAbbreviations(text: string): string {
  // A capital's initial too: "Mrs. George F. Babbitt" holds no sentence end (read in a held-out novel).
  // "etc." before a dash, a comma or a lower-case word ends nothing: "its website, forms,
  // systems, etc. — help those who file" (read in a held-out post).
  return text
    .replace(/\b(?:Mr|Mrs|Ms|Dr|St|Jr|Sr|Prof|Gen|Col|Capt|Lt|Sgt|Rev|Hon|Mt|vs|etc|cf|approx|No|Vol|pp|e\.g|i\.e|\p{Lu})\.(?=\s+\p{Lu})/gu, (m) => `${m.slice(0, -1)} `)
    .replace(/\b(?:etc|e\.g|i\.e|cf|vs|approx)\.(?=\s*(?:[\u2014\u2013,;:)]|--?\s|\p{Ll}))/gu, (m) => `${m.slice(0, -1)} `);
}

/**
 * Words that open a subordinate clause ("If we could find people…", "When surveying…"): a
 * sentence that opens with one holds its main clause further on. The frames and sentences stages
 * read dashes, contrasts and splits by it.
 */
export const SUBORDINATOR = 'if|when|whenever|although|though|because|since|while|unless|once|as long as|even if|even though';

/**
 * A speech tag set off by commas inside a sentence ("You didn't, he noted, “see Seneca…”"): the
 * words around it are a character's. The contractions stage keeps theirs; the sentences stage
 * joins nothing onto them.
 */
export const SPEECH_TAG = new RegExp(`,\\s+(?:he|she|they|i|we)\\s+(?:${SAYING_VERBS}|told (?:him|her|them)sel(?:f|ves))\\s*,`, 'u');

/**
 * A word that opens only a subordinate clause (unlike "when" or "since", which also open
 * phrases): a finite verb after it is that clause's, not the sentence's ("one because he must
 * not grasp anything", "the other because he must not let go"). The frames and sentences stages
 * read clauses by it.
 */
export const OPENS_ONLY_SUBORDINATE = /^(?:because|although|though|unless|whereas|if|until)$/iu;

/** A word the draft says this many times or more (any case) is one of its terms, and keeps its name. */
export const TERM_USES = 3;

/** A word's key among its forms: lower-cased, a plural or verb ending cut ("assists", "assist" and "assisted" are one term). */
export function termKey(word: string): string {
  const lower = word.toLowerCase();
  return lower.length > 4 ? lower.replace(/(?:es|s|ed|ing)$/u, '') : lower;
}

/** How often the draft says each word (by `termKey`): terms of the text are said again and again. */
export function wordCounts(words: ReadonlyArray<{ text: string }>): Map<string, number> {
  const said = new Map<string, number>();
  for (const w of words) {
    const key = termKey(w.text);
    said.set(key, (said.get(key) ?? 0) + 1);
  }
  return said;
}
