/**
 * What each step of a rewrite costs. Work is counted in units (a transform pass over the prose is
 * 2, a detector re-check 1, ...); a quality's nominal run is its typical amount of work, and the
 * rate the service passes in (micro-dollars per 1,000 prose words) prices exactly that. So a
 * `low` or `standard` run charges rate × words / 1,000, a `high` run charges for the passes it
 * actually made (fewer when the detector is satisfied early, at most 1.45 times the nominal), and
 * a cancelled run charges the steps it finished. Integer arithmetic only, rounded up like the
 * service's estimates, so the steps of a nominal run add up to exactly its estimate.
 */
import type { Quality } from '../contract/runs';

// Validation reads the draft and the rewrite with the detector: it weighs as much as 1.5 passes' stages.
export const UNITS = { transform: 2, recheck: 1, typos: 1, validate: 3 } as const;

/** Transform stages a pass makes at each quality. */
export const PASS_STAGES: Record<Quality, readonly string[]> = {
  low: ['frames', 'phrases', 'transitions', 'vocabulary', 'formality'],
  standard: ['frames', 'phrases', 'transitions', 'vocabulary', 'sentences', 'voice', 'formality'],
  high: ['frames', 'phrases', 'transitions', 'vocabulary', 'sentences', 'voice', 'formality'],
};

/** Passes: the most a run may make, and the typical number its price is set for. */
export const PASSES: Record<Quality, { max: number; nominal: number }> = {
  low: { max: 1, nominal: 1 },
  standard: { max: 1, nominal: 1 },
  high: { max: 3, nominal: 2 },
};

export function passUnits(quality: Quality): number {
  return PASS_STAGES[quality].length * UNITS.transform + (quality === 'high' ? UNITS.recheck : 0);
}

export function nominalUnits(quality: Quality): number {
  return PASSES[quality].nominal * passUnits(quality) + UNITS.typos + UNITS.validate;
}

export function maxUnits(quality: Quality): number {
  return PASSES[quality].max * passUnits(quality) + UNITS.typos + UNITS.validate;
}

/** The charge for the first `units` units of work on `words` prose words, rounded up. */
export function cumulativeCostMicros(words: number, ratePer1kMicros: number, units: number, quality: Quality): number {
  if (!Number.isSafeInteger(words) || !Number.isSafeInteger(ratePer1kMicros) || words < 0 || ratePer1kMicros < 0) {
    throw new RangeError('words and rate must be non-negative integers');
  }
  const numerator = BigInt(words) * BigInt(ratePer1kMicros) * BigInt(units);
  const denominator = 1000n * BigInt(nominalUnits(quality));
  return Number((numerator + denominator - 1n) / denominator);
}

/** Tracks the running charge; `add(units)` returns what the step that did them costs. */
export class CostMeter {
  private units = 0;
  private charged = 0;

  constructor(
    private readonly words: number,
    private readonly ratePer1kMicros: number,
    private readonly quality: Quality,
  ) {}

  add(units: number): number {
    this.units += units;
    const total = cumulativeCostMicros(this.words, this.ratePer1kMicros, this.units, this.quality);
    const step = total - this.charged;
    this.charged = total;
    return step;
  }

  get chargedMicros(): number {
    return this.charged;
  }

  get workUnits(): number {
    return this.units;
  }
}
