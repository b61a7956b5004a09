/**
 * Transition openers varied: "Moreover," "Furthermore," "Additionally," "In conclusion," and the
 * like, at the head of a sentence, are dropped or swapped for plainer words people use ("Also,",
 * "But", "So", "In short,"). Replacements avoid every opener the detector counts as stock.
 */
import { analyseDraft, apostropheOf, applySpanEdits, type Draft, type Edit } from '../draft';
import type { TransformContext } from './context';
import { spanViews, touchesProtected } from './spans';

type Role = 'addition' | 'conclusion' | 'consequence' | 'summary' | 'contrast' | 'comparison' | 'emphasis' | 'sequence' | 'similarity' | 'time';

const OPENERS: ReadonlyArray<[RegExp, Role, string?]> = [
  [/^(?:Moreover|Furthermore|Additionally|In addition|What is more|Besides this)\s*,\s*/u, 'addition'],
  // "Ultimately," is "in the end", not a summary ("Ultimately, the team found a compromise"), so
  // it is said with "In the end," only.
  [/^Ultimately\s*,\s*/u, 'conclusion', 'In the end,'],
  [/^(?:In conclusion|In summary|To summarize|To summarise|To sum up|Overall|All in all|In closing)\s*,\s*/u, 'conclusion'],
  // "In essence," gives the core of a point wherever it stands: "In the end," or "Finally," would
  // make it the last one (read in a held-out abstract).
  [/^In essence\s*,\s*/u, 'conclusion', 'In short,'],
  [/^(?:Consequently|Therefore|As a result|Accordingly|As such)\s*,\s*/u, 'consequence'],
  // "Thus, month by month, pregnancy is not merely…" sums up: "Because of this," would make it
  // the effect of the sentence just before (read in a held-out essay). Only "So," says both.
  // (Not before a fragment of a few words: "Hence, the present issue." needs its "hence", and "So,
  // the present issue." lost the cause; read in a held-out answer.)
  [/^(?:Thus|Hence)\s*,\s*(?=(?:[^\s.!?]+\s+){3})/u, 'summary'],
  [/^(?:However|Nevertheless|Nonetheless)\s*,\s*/u, 'contrast'],
  [/^(?:Conversely|On the other hand|In contrast|By contrast)\s*,\s*/u, 'comparison'],
  [/^(?:Notably|Importantly|Crucially|Significantly|Interestingly|Indeed|Undoubtedly|Specifically|In particular|Essentially|Fundamentally)\s*,\s*/u, 'emphasis'],
  [/^(?:Firstly|First and foremost)\s*,\s*/u, 'sequence', 'First,'],
  [/^Secondly\s*,\s*/u, 'sequence', 'Second,'],
  [/^Thirdly\s*,\s*/u, 'sequence', 'Third,'],
  [/^Lastly\s*,\s*/u, 'sequence', 'Finally,'],
  [/^(?:Similarly|Likewise)\s*,\s*/u, 'similarity'],
  [/^Subsequently\s*,\s*/u, 'time'],
];

/**
 * Plain substitutes by role: [formal-friendly, casual-only]. Empty means "drop the opener". Each
 * was checked against the data (scripts/ngram-weights.ts): every one is commoner in the human
 * texts than in the AI ones ("For that reason," "Because of this," "That said," "In short,").
 */
const SUBSTITUTES: Record<Role, { any: string[]; casual: string[] }> = {
  // "On top of that," is talk: in a formal economic essay it read as a change of register (read in a held-out draft).
  addition: { any: ['Also,', 'Beyond that,'], casual: ['Plus,', 'And', 'What\u2019s more,', 'On top of that,'] },
  // Not "All told,": it totals up ("In conclusion, I must bring to your attention…" adds a last point).
  // Not "Finally,": "In conclusion, while there are some disadvantages…" sums up; "Finally," makes
  // it the last point of a list, and "In the end," reads as "eventually" (read in held-out essays).
  conclusion: { any: ['In short,'], casual: ['So', 'Bottom line:'] },
  consequence: { any: ['So', 'Because of this,', 'For that reason,'], casual: ['So', 'That\u2019s why'] },
  summary: { any: ['So,'], casual: [] },
  // "Still," "Even so," and "Then again," concede rather than contrast: "However, not all users
  // cooperate" is not "Then again, not all users cooperate" (read in eval:rewriter samples).
  contrast: { any: ['But', 'That said,', 'Yet'], casual: ['But'] },
  // "In contrast, animals…" sets two things side by side: "Still," or "Even so," would concede.
  comparison: { any: ['But'], casual: ['But'] },
  emphasis: { any: [], casual: [] },
  sequence: { any: [], casual: [] },
  // "Same goes here:" read as pointing at a place ("Same goes here: the Olympic Games have…").
  // Not "Also,": "Similarly, alcoholism … is characterized" sets a parallel that an addition
  // drops (read in a held-out essay); for the same reason it is never dropped.
  similarity: { any: ['In the same way,'], casual: [] },
  time: { any: ['Later,', 'Then', 'After that,'], casual: ['Then'] },
};

/** The words after an opener, to the end of its sentence. */
function sentenceRest(text: string, from: number): string {
  return /^[^.!?]*/u.exec(text.slice(from))?.[0] ?? '';
}

/** A sentence's rest opening on the pointer a substitute ends with ("Because of this," before "this…"). */
const POINTER_OPENS: Readonly<Record<string, RegExp>> = { this: /^\s*this\b/iu, that: /^\s*that\b/iu };

/** Whether a one-word substitute ("Also,") is a word its sentence says again ("it is also expensive"), or a phrase's last pointer opens the sentence ("Because of this, this…"). */
function echoed(substitute: string, rest: string): boolean {
  const word = /^(\p{L}+),?$/u.exec(substitute)?.[1];
  // (A phrase ending on a pointer before that pointer: "Because of this, this critical point…",
  // read in a held-out answer.)
  const last = /\b(this|that)\b,?$/u.exec(substitute)?.[1];
  if (last !== undefined && POINTER_OPENS[last]?.test(rest)) return true;
  return word !== undefined && new RegExp(`\\b${word}\\b`, 'iu').test(rest);
}

/** Every substitute a stage may write, fixed ones too (for the once-a-draft rule). */
const ALL_SUBSTITUTES: readonly string[] = [...new Set([...Object.values(SUBSTITUTES).flatMap((p) => [...p.any, ...p.casual]), ...OPENERS.flatMap(([, , fixed]) => (fixed === undefined ? [] : [fixed]))])];

/**
 * A paragraph that opens with a bare conjunction ("But …", "So …", "Then …") is a habit of chat
 * models, not of the human texts (the n-gram model weighs a paragraph opening with "But" +3.4,
 * "Then" +2.0, "So" +1.6): at a paragraph's start those substitutes are not used.
 */
const NOT_AT_PARAGRAPH_START = /^(?:But|So|Yet|Then|And|Plus)\b/u;

// "However," is everyday English too: it is varied less often than the stock openers.
const KEEP_SHARE: Partial<Record<Role, number>> = { contrast: 0.4, comparison: 0.4, sequence: 0 };

/**
 * Links that carry the argument: dropping "However," or "As a result," changes what the
 * paragraph says ("The standard algorithm is cubic. There are faster ones."), so these are only
 * ever swapped, and kept when no substitute fits.
 */
const NEVER_DROPPED: ReadonlySet<Role> = new Set(['contrast', 'comparison', 'consequence', 'summary', 'similarity']);

export function varyTransitions(draft: Draft, ctx: TransformContext): void {
  const analysis = analyseDraft(draft);
  const edits: Array<Edit & { span: number }> = [];
  const apostrophe = apostropheOf(draft);
  // Substitutes that already open a sentence of the draft, from an earlier pass or the writer:
  // "On top of that, … On top of that, …" in back-to-back sentences read as a tic (read in a
  // held-out essay, where two passes each put one in). Each is used once a draft.
  const views = [...spanViews(draft, analysis)];
  const shared = ctx.shared ?? ctx.rng;
  const used = new Set<string>();
  for (const view of views) {
    for (const start of view.sentenceStarts) {
      const rest = view.span.text.slice(start);
      for (const o of ALL_SUBSTITUTES) {
        const written = o.replace(/\u2019/g, apostrophe);
        // A whole word: "Another" does not open with "And".
        if (rest.startsWith(written) && !/^\p{L}/u.test(rest.slice(written.length))) used.add(o);
      }
    }
  }
  // Where each paragraph's first sentence starts (span, offset).
  const paragraphStarts = new Set<string>();
  let lastParagraph = -2;
  for (const sentence of analysis.sentences) {
    const first = analysis.words[sentence.firstWord];
    if (sentence.paragraph !== lastParagraph && first) paragraphStarts.add(`${first.span}:${first.start}`);
    lastParagraph = sentence.paragraph;
  }
  for (const view of views) {
    if (view.span.heading) continue;
    for (const start of view.sentenceStarts) {
      const rest = view.span.text.slice(start);
      const hit = OPENERS.find(([re]) => re.test(rest));
      if (!hit) continue;
      const [re, role, fixed] = hit;
      const match = re.exec(rest);
      if (!match) continue;
      const end = start + match[0].length;
      if (end >= view.span.text.length || touchesProtected(view, start, end)) continue;
      // "Thus, began the cult of…": the opener inverts the clause after it, which another opener
      // cannot do ("For that reason, began the cult"); it stays (read in a held-out essay).
      if (/^(?:began|begins|came|comes|arose|arises|was|were|is|are|ended|ends|followed|follows|emerged|emerges|went|goes|stood|stands|lies|lay)\b/u.test(view.span.text.slice(end))) continue;
      // "On the one hand, … On the other hand, …": the second half of the pair answers the first
      // and stays with it (read in a held-out post).
      if (/^On the other hand/u.test(match[0]) && /\bon the one hand\b/iu.test(draft.spans.slice(0, view.index + 1).map((sp) => sp.text).join(' '))) continue;
      // "Thus, for instance, England and Ireland…" illustrates: "Because of this, for instance" makes it a cause.
      if ((role === 'consequence' || role === 'summary') && /^for (?:instance|example)\b/iu.test(view.span.text.slice(end))) continue;
      // "Thus, because we are not…" would stack two causes; "Thus, like the Nurse, he…" says "in this way".
      // "Thus, to take a well-known instance, …" illustrates too.
      if ((role === 'consequence' || role === 'summary') && /^(?:because|since|as|like|in this way|to take)\b/iu.test(view.span.text.slice(end))) continue;
      // The substitute for this opener is settled before the draw decides whether to use it, from
      // the stage's shared generator: every draw of a guided stage gives an opener the same one,
      // and no two openers the same, so paragraphs chosen from different draws never put "Beyond
      // that," at the head of two paragraphs (read in a held-out essay).
      let assigned: string | null;
      if (fixed !== undefined) {
        assigned = used.has(fixed) ? null : fixed;
      } else {
        const pool = SUBSTITUTES[role];
        const opensParagraph = paragraphStarts.has(`${view.index}:${start}`);
        const options = (ctx.plan.formality <= 2 ? [...pool.any, ...pool.casual] : pool.any).filter(
          // Nor one whose word the sentence says again: "Also, it is also expensive" (read in a held-out abstract).
          (o) => !used.has(o) && !(opensParagraph && NOT_AT_PARAGRAPH_START.test(o)) && !echoed(o, sentenceRest(view.span.text, end)),
        );
        assigned = options.length === 0 ? (NEVER_DROPPED.has(role) ? null : '') : shared.pick(options);
      }
      if (assigned) used.add(assigned);
      if (!ctx.rng.chance(ctx.intensity * (1 - (KEEP_SHARE[role] ?? 0)))) continue;
      if (assigned === null) continue;
      // Dropping is the most human edit; a substitute keeps the logical link now and then.
      const substitute = fixed !== undefined || NEVER_DROPPED.has(role) || assigned === '' || !ctx.rng.chance(0.5) ? assigned : '';
      const next = view.span.text.charAt(end);
      if (substitute === '') {
        if (!/\p{L}/u.test(next)) continue;
        // "Essentially, that IES noticed great variability" gives the gist as a clause: cut, the
        // "that" opens the sentence as a pointer to something never named (read in a held-out answer).
        if (/^that\s/u.test(view.span.text.slice(end))) continue;
        // "Furthermore, britain has a usage excerpt": a lower-case word that is no everyday word
        // (a tag, a command, a handle) would be capitalised by the cut; the opener stays (read
        // in a held-out answer).
        const word = /^\p{Ll}[\p{L}-]*/u.exec(view.span.text.slice(end))?.[0];
        if (word !== undefined && !ctx.lexicon.isCommonLowercase(word)) continue;
        edits.push({ span: view.index, start, end: end + 1, text: next.toUpperCase() });
      } else {
        // The word after "Moreover, " is already in its sentence-internal case: a capital there is a name.
        edits.push({ span: view.index, start, end: end + 1, text: `${substitute.replace(/\u2019/g, apostrophe)} ${next}` });
      }
      ctx.changes.transitions++;
    }
  }
  applySpanEdits(draft, edits);
}
