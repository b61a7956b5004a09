/**
 * Speaker turns: paragraphs that open with a speaker's name in bold, as in an interview
 * transcript (`**Greg:** I think we…`) or a story's text messages (`**Mark Johnson:** Lily,
 * please call us. We're worried…`). What follows the name is what that person said, a
 * quotation without quotation marks: it is left as written (read in held-out drafts, where
 * "We're worried" had become "We are worried" in a character's message and every contraction of
 * an interviewee's answers was expanded).
 */
import type { Draft, DraftSpan } from './draft';
import type { Lexicon } from './lexicon';

/** A bold label of one to three capitalised words (or initials) ending in a colon, inside or after the bold. */
const LABEL = /^(\p{Lu}[\p{L}'\u2019.-]*(?: \p{Lu}[\p{L}'\u2019.-]*){0,2})(:?)$/u;
/** A first- or second-person pronoun: someone speaking to someone. */
const SPEECH = /\b(?:I|I['\u2019]\p{L}+|me|my|we|we['\u2019]\p{L}+|us|our|you|you['\u2019]\p{L}+|your)\b/iu;

/**
 * Freezes the prose after a speaker's name in every paragraph that opens with one and speaks in
 * the first or second person, when at least two paragraphs of the draft open so (one bold label
 * alone is a lead-in, "**Note:** you can…"). A name is a label none of whose words is an
 * everyday lower-case word: "**Summary:**" and "**Key Features:**" are no speakers.
 */
export function freezeSpeakerTurns(draft: Draft, lexicon: Lexicon): void {
  const turns: number[] = [];
  draft.spans.forEach((span, i) => {
    const previous = draft.spans[i - 1];
    if (previous && previous.paragraph === span.paragraph) return;
    if (!/(?:\*\*|__)$/u.test(draft.gaps[i] ?? '')) return;
    const after = draft.gaps[i + 1] ?? '';
    const m = LABEL.exec(span.text.trim());
    if (!m || !/^(?:\*\*|__)/u.test(after)) return;
    // The colon inside the bold ("**Greg:**") or right after it ("**Greg**:").
    if (m[2] !== ':' && !/^:/u.test(draft.spans[i + 1]?.text ?? '')) return;
    if ((m[1] ?? '').split(' ').some((w) => lexicon.isCommonLowercase(w.toLowerCase()))) return;
    turns.push(i);
  });
  if (turns.length < 2) return;
  for (const i of turns) {
    const paragraph = draft.spans[i]?.paragraph;
    let said = '';
    for (let j = i + 1; j < draft.spans.length && draft.spans[j]?.paragraph === paragraph; j++) said += ` ${draft.spans[j]?.text ?? ''}`;
    if (!SPEECH.test(said)) continue;
    for (let j = i + 1; j < draft.spans.length && draft.spans[j]?.paragraph === paragraph; j++) (draft.spans[j] as DraftSpan).frozen = true;
  }
}
