/**
 * Keeps report marks on the words they were computed for while the document is edited: marks
 * before an edit stay, marks after it shift by the edit's length change, marks the edit touches
 * are dropped (their reading no longer describes the text). Offsets are UTF-16 document offsets.
 */
export interface TextChange {
  /** Offset of the replaced range in the document before the change. */
  rangeOffset: number;
  rangeLength: number;
  text: string;
}

export interface Mark {
  start: number;
  end: number;
}

/** Returns the marks that survive `changes`, moved to their new offsets. */
export function trackMarks<T extends Mark>(marks: readonly T[], changes: readonly TextChange[]): T[] {
  // VS Code's change ranges all refer to the document before the event; applying them from the
  // last to the first keeps each earlier offset valid.
  const ordered = [...changes].sort((a, b) => b.rangeOffset - a.rangeOffset);
  let current: T[] = [...marks];
  for (const c of ordered) {
    const editStart = c.rangeOffset;
    const editEnd = c.rangeOffset + c.rangeLength;
    const delta = c.text.length - c.rangeLength;
    const next: T[] = [];
    for (const m of current) {
      if (m.end < editStart || (m.end === editStart && !gluesOnto(c.text, 'after'))) {
        next.push(m);
      } else if (m.start > editEnd || (m.start === editEnd && !gluesOnto(c.text, 'before'))) {
        next.push({ ...m, start: m.start + delta, end: m.end + delta });
      }
      // Otherwise the edit overlaps the mark or glues letters onto its words: drop it.
    }
    current = next;
  }
  return current;
}

// Text typed right against a mark changes its word ("word" + "s"); whitespace or punctuation does not.
function gluesOnto(text: string, side: 'after' | 'before'): boolean {
  const ch = side === 'after' ? text.slice(0, 1) : text.slice(-1);
  return ch !== '' && /[\p{L}\p{N}'’-]/u.test(ch);
}

/** Moves a report's paragraph and evidence marks; evidence outside surviving paragraphs goes too. */
export function trackReportMarks<P extends Mark, E extends Mark>(
  paragraphs: readonly P[],
  evidence: readonly E[],
  changes: readonly TextChange[],
): { paragraphs: P[]; evidence: E[] } {
  const kept = trackMarks(paragraphs, changes);
  const moved = trackMarks(evidence, changes).filter((e) => kept.some((p) => e.start >= p.start && e.end <= p.end));
  return { paragraphs: kept, evidence: moved };
}
