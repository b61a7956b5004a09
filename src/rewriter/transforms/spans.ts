/** Per-span views of a draft analysis, the shape most transforms walk. */
import type { Draft, DraftAnalysis, DraftSpan, WordToken } from '../draft';

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
