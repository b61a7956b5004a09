/**
 * Report offsets (code points into the text sent) to the line and column a person looks for.
 *
 * Lines are 1-based and end at `\r\n`, `\n` or a lone `\r` (each one break, as editors count
 * them). Columns are 1-based and count characters as an editor shows them, i.e. code points: an
 * emoji is one column, not the two UTF-16 units JavaScript sees. An end offset is exclusive, so
 * an end position names the column just past the last character, as in an editor's selection.
 */
import { offsetMap, type OffsetMap } from '../text';

export interface Position {
  line: number;
  column: number;
}

export interface LineIndex {
  /** Position of a code-point offset; offsets past the end clamp to the end of the text. */
  at(codePoint: number): Position;
}

export function lineIndex(text: string): LineIndex {
  const map: OffsetMap = offsetMap(text);
  // Code-point offset where each line starts.
  const starts: number[] = [0];
  for (let u = 0; u < text.length; u++) {
    const c = text.charCodeAt(u);
    if (c === 0x0d) {
      if (text.charCodeAt(u + 1) === 0x0a) u++;
      starts.push(map.toCodePoint(u + 1));
    } else if (c === 0x0a) {
      starts.push(map.toCodePoint(u + 1));
    }
  }
  const length = map.codePointLength;
  return {
    at(codePoint: number): Position {
      const cp = Math.max(0, Math.min(length, Math.trunc(codePoint)));
      // The last line start at or before cp.
      let low = 0;
      let high = starts.length - 1;
      while (low < high) {
        const mid = (low + high + 1) >> 1;
        if ((starts[mid] ?? 0) <= cp) low = mid;
        else high = mid - 1;
      }
      return { line: low + 1, column: cp - (starts[low] ?? 0) + 1 };
    },
  };
}

export interface LineRange {
  start: Position;
  end: Position;
}

export function rangeOf(index: LineIndex, span: { start: number; end: number }): LineRange {
  return { start: index.at(span.start), end: index.at(span.end) };
}
