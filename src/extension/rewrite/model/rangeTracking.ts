/**
 * Where the text sent for a rewrite is now. Edits before it shift it; an edit that touches it
 * widens it to cover what changed, so the exact-text comparison made before applying fails and
 * nothing the writer typed is overwritten. Pure: offsets are UTF-16, as in VS Code's changes.
 */
import type { TextChange } from '../../check/model/markTracking';

export interface OffsetRange {
  start: number;
  end: number;
}

/** The range after one batch of content changes (VS Code reports a batch against the old text). */
export function trackRange(range: OffsetRange, changes: readonly TextChange[]): OffsetRange {
  // Changes of one event do not overlap and refer to the text before the event; apply them from
  // the last to the first so that earlier offsets stay valid.
  const sorted = [...changes].sort((a, b) => b.rangeOffset - a.rangeOffset);
  let { start, end } = range;
  for (const c of sorted) {
    const cs = c.rangeOffset;
    const ce = c.rangeOffset + c.rangeLength;
    const delta = c.text.length - c.rangeLength;
    if (ce <= start) {
      // Wholly before (an insertion right at the start counts as before: the text is intact).
      start += delta;
      end += delta;
    } else if (cs >= end) {
      // Wholly after, including an insertion right at the end.
    } else {
      // Touches the range: cover the whole changed region.
      start = Math.min(start, cs);
      end = Math.max(end, ce) + delta;
    }
  }
  return { start: Math.max(0, start), end: Math.max(0, end) };
}

