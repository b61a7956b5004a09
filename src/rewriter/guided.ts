/**
 * Choosing among a stage's edits by what the detector reads. Every candidate comes from the
 * stage itself (the same meaning-safe rules, another draw of their chances), so the detector
 * only chooses between rewrites the rules would have made anyway: it never invents an edit.
 *
 * A stage runs `tries` times from the same starting draft. Each paragraph then keeps the variant
 * whose stacked logit (the paragraph read alone, `paragraphLogits`) is lowest, among those that
 * edited it and read no more than `GUIDE_TOLERANCE` above the paragraph as it was; when none
 * does, the paragraph stays as it was. So an edit that makes a paragraph read more AI-like is
 * undone, a neutral one (most style edits) is kept, and of several draws the one that reads
 * least AI-like wins. `GUIDE_POLICY` says which stages may be undone, chosen or left alone.
 */
import type { Quality } from '../contract/runs';
import { renderDraft, type Draft } from './draft';
import { emptyChangeLog, type ChangeLog } from './transforms/context';

/** Draws of each stage per pass: `low` only filters, `standard` and `high` also choose. */
export const GUIDE_TRIES: Record<Quality, number> = { low: 1, standard: 2, high: 4 };

/** How a stage is guided (see GUIDE_POLICY). */
export type GuidePolicy = 'guard' | 'choose' | 'whole' | 'once';

/**
 * How each stage is guided. `choose`: the best draw per paragraph, but an edit is never undone:
 * the assistant's openers and closers, contrast frames and em-dash asides are what a reader sees
 * as AI, whatever the n-gram models make of the sentence that replaces them. `whole`: the best
 * whole draw, never mixed by paragraph: the voice's openers ("In my view,") read human to the
 * detector, so choosing per paragraph would pile up more of them than the plan's rate; a whole
 * draw has the plan's number of them, and the guide only picks where they go. `once`: drawn once,
 * unguided. `guard`: the rest (see above).
 */
export const GUIDE_POLICY: Readonly<Record<string, GuidePolicy>> = {
  frames: 'choose',
  phrases: 'guard',
  transitions: 'guard',
  vocabulary: 'guard',
  sentences: 'guard',
  voice: 'whole',
  formality: 'guard',
};

/**
 * How far above the paragraph as it was a variant may read and still be kept (logit). Small: a
 * neutral edit is noise on the detector's scale, a rise of 0.05 logit moves a score by about 1%.
 */
export const GUIDE_TOLERANCE = 0.05;

/**
 * How much less AI-like (logit) a sentence must read before a plain uncommon word of it (one the
 * rules replace only with `common_words_enabled`) is replaced: such a replacement has to earn its change.
 */
export const GUIDE_MIN_GAIN = 0.03;

/** Per-paragraph logits of a rendered text, in draft paragraph order; null when it cannot be read. */
export type Evidence = (text: string) => Float64Array | null;

/**
 * Runs `run` (one draw of a stage, writing into the draft and the log it is given) `tries` times
 * from the same draft, and keeps per paragraph the best draw. The logs of the draws that won a
 * paragraph are added to `changes` (whole: counts may include edits of a paragraph another draw won).
 */
export function runGuided(
  draft: Draft,
  tries: number,
  evidence: Evidence,
  run: (attempt: number, log: ChangeLog) => void,
  changes: ChangeLog,
  policy: Exclude<GuidePolicy, 'once'> = 'guard',
): void {
  const before = draft.spans.map((s) => s.text);
  if (policy === 'whole') return bestWholeDraw(draft, tries, evidence, run, changes, before);
  const base = evidence(renderDraft(draft));
  const unguided = (): void => {
    restore(draft, before);
    run(0, changes);
  };
  if (!base) return unguided();
  const paragraphs = base.length;
  const best = new Float64Array(paragraphs).fill(Number.POSITIVE_INFINITY);
  const chosen = new Int32Array(paragraphs).fill(-1);
  const draws: Array<{ texts: string[]; log: ChangeLog }> = [];
  for (let a = 0; a < tries; a++) {
    restore(draft, before);
    const log = emptyChangeLog();
    run(a, log);
    const texts = draft.spans.map((s) => s.text);
    draws.push({ texts, log });
    const edited = editedParagraphs(draft, before);
    if (edited.size === 0) continue;
    const ev = evidence(renderDraft(draft));
    // A draw that changed how the text parses (a paragraph emptied or added) cannot be compared
    // paragraph by paragraph: the stage runs as it would without the guide.
    if (!ev || ev.length !== paragraphs) return unguided();
    for (const p of edited) {
      const v = ev[p] as number;
      if ((policy === 'choose' || v <= (base[p] as number) + GUIDE_TOLERANCE) && v < (best[p] as number)) {
        best[p] = v;
        chosen[p] = a;
      }
    }
  }
  draft.spans.forEach((span, i) => {
    const c = span.paragraph >= 0 ? (chosen[span.paragraph] as number) : -1;
    span.text = c >= 0 ? ((draws[c] as { texts: string[] }).texts[i] as string) : (before[i] as string);
  });
  const winners = new Set(chosen);
  draws.forEach((d, a) => {
    if (winners.has(a)) mergeLog(changes, d.log);
  });
}

/** The draw whose paragraphs read least AI-like in sum, kept whole (with its log). */
function bestWholeDraw(draft: Draft, tries: number, evidence: Evidence, run: (attempt: number, log: ChangeLog) => void, changes: ChangeLog, before: readonly string[]): void {
  let best: { texts: string[]; log: ChangeLog; sum: number } | null = null;
  for (let a = 0; a < tries; a++) {
    restore(draft, before);
    const log = emptyChangeLog();
    run(a, log);
    let sum = 0;
    for (const l of evidence(renderDraft(draft)) ?? [Number.POSITIVE_INFINITY]) sum += l;
    // Ties (and unreadable draws) keep the earlier draw: the first is the unguided run's.
    if (best === null || sum < best.sum) best = { texts: draft.spans.map((s) => s.text), log, sum };
  }
  if (!best) return;
  restore(draft, best.texts);
  mergeLog(changes, best.log);
}

function restore(draft: Draft, texts: readonly string[]): void {
  draft.spans.forEach((s, i) => {
    s.text = texts[i] as string;
  });
}

function editedParagraphs(draft: Draft, before: readonly string[]): Set<number> {
  const out = new Set<number>();
  draft.spans.forEach((s, i) => {
    if (s.paragraph >= 0 && s.text !== before[i]) out.add(s.paragraph);
  });
  return out;
}

function mergeLog(into: ChangeLog, log: ChangeLog): void {
  into.replacements.push(...log.replacements);
  into.markers.push(...log.markers);
  into.typos.push(...log.typos);
  for (const key of ['phrases', 'frames', 'transitions', 'splits', 'joins', 'hedges', 'contractions', 'expansions', 'register'] as const) into[key] += log[key];
}
