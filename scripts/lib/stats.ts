/** Small statistics and fitting helpers shared by the calibration and evaluation scripts. */
import { seededRandom } from '../../src/client/retry';

/** Area under the ROC curve of `scores` for labels (1 = positive), ties counted half. */
export function auroc(scores: readonly number[], labels: readonly number[]): number {
  const idx = scores.map((_, i) => i).sort((a, b) => (scores[a] as number) - (scores[b] as number));
  let pos = 0;
  let neg = 0;
  for (const l of labels) {
    if (l === 1) pos++;
    else neg++;
  }
  if (pos === 0 || neg === 0) return NaN;
  // Rank-sum with average ranks for ties.
  let rankSum = 0;
  for (let i = 0; i < idx.length; ) {
    let j = i;
    const v = scores[idx[i] as number] as number;
    while (j < idx.length && scores[idx[j] as number] === v) j++;
    const avg = (i + j + 1) / 2;
    for (let k = i; k < j; k++) if (labels[idx[k] as number] === 1) rankSum += avg;
    i = j;
  }
  return (rankSum - (pos * (pos + 1)) / 2) / (pos * neg);
}

export function median(values: readonly number[]): number {
  return quantile(values, 0.5);
}

/** Linear-interpolated quantile (type 7) of the finite values. */
export function quantile(values: readonly number[], q: number): number {
  const v = values.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  if (v.length === 0) return NaN;
  const pos = (v.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return (v[lo] as number) + ((v[hi] as number) - (v[lo] as number)) * (pos - lo);
}

export function mean(values: readonly number[]): number {
  const v = values.filter((x) => Number.isFinite(x));
  return v.length ? v.reduce((a, b) => a + b, 0) / v.length : NaN;
}

export function sd(values: readonly number[]): number {
  const v = values.filter((x) => Number.isFinite(x));
  if (v.length < 2) return NaN;
  const m = mean(v);
  return Math.sqrt(v.reduce((a, b) => a + (b - m) * (b - m), 0) / (v.length - 1));
}

/** Mulberry32, the project's one seeded generator, so calibration and folds are reproducible. */
export const rng = seededRandom;

export function shuffle<T>(items: T[], random: () => number): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [items[i], items[j]] = [items[j] as T, items[i] as T];
  }
  return items;
}

/**
 * Assigns each group to one of k folds, balancing the number of items per fold (largest groups
 * first, each to the currently smallest fold; ties broken by a seeded shuffle).
 */
export function groupFolds(groups: readonly string[], k: number, seed: number): number[] {
  const sizes = new Map<string, number>();
  for (const g of groups) sizes.set(g, (sizes.get(g) ?? 0) + 1);
  const order = shuffle([...sizes.keys()].sort(), rng(seed)).sort((a, b) => (sizes.get(b) as number) - (sizes.get(a) as number));
  const load = new Array<number>(k).fill(0);
  const foldOf = new Map<string, number>();
  for (const g of order) {
    let best = 0;
    for (let f = 1; f < k; f++) if ((load[f] as number) < (load[best] as number)) best = f;
    foldOf.set(g, best);
    load[best] = (load[best] as number) + (sizes.get(g) as number);
  }
  return groups.map((g) => foldOf.get(g) as number);
}
