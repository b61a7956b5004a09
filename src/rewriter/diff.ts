/** How many words a rewrite changed: words of the draft not kept in order (an LCS over words). */
import type { ProseModel } from '../text';

export function wordsOf(model: ProseModel): string[] {
  return model.words.map((w) => model.text.slice(w.start, w.end));
}

/** Words of `before` that are not in the longest common subsequence with `after`. */
export function wordsChanged(before: readonly string[], after: readonly string[]): number {
  const n = before.length;
  const m = after.length;
  let prev = new Uint32Array(m + 1);
  let row = new Uint32Array(m + 1);
  for (let i = 1; i <= n; i++) {
    for (let j = 1; j <= m; j++) {
      row[j] = before[i - 1] === after[j - 1] ? (prev[j - 1] as number) + 1 : Math.max(prev[j] as number, row[j - 1] as number);
    }
    [prev, row] = [row, prev];
  }
  return n - (prev[m] as number);
}
