/**
 * How far to trust a score: how often human writing reads as high, from the out-of-fold human
 * tails the calibration records ("1 in 300 human paragraphs reads this high").
 */
import { defaultCalibration, type Calibration, type HumanTail } from './calibration';

/**
 * The share of human texts (`level` text) or paragraph blocks that score at or above `score`,
 * interpolated on a log scale between the recorded tail points. Above the last point the share
 * is reported as that point's share: the data cannot say more, so it never claims more.
 */
export function humanShareAtOrAbove(score: number, level: 'text' | 'paragraph', cal: Calibration = defaultCalibration): number {
  const tail: HumanTail = cal.humanTail[level];
  const { share, score: at } = tail;
  const n = share.length;
  if (n === 0) return 1;
  if (score <= (at[0] as number)) return share[0] as number;
  for (let i = 1; i < n; i++) {
    const hi = at[i] as number;
    if (score <= hi) {
      const lo = at[i - 1] as number;
      const t = hi > lo ? (score - lo) / (hi - lo) : 1;
      const a = Math.log(share[i - 1] as number);
      const b = Math.log(share[i] as number);
      return Math.exp(a + t * (b - a));
    }
  }
  return share[n - 1] as number;
}

/** "1 in 300" style: the share as one in N, rounded to a readable figure. */
export function oneIn(share: number): number {
  const n = 1 / Math.max(share, 1e-6);
  if (n < 10) return Math.max(1, Math.round(n));
  const magnitude = 10 ** Math.floor(Math.log10(n));
  return Math.round(n / magnitude) * magnitude;
}
