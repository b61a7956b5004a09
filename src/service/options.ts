/**
 * Fills in the run options a caller left out. The spec says a left-out option "is chosen
 * (sampled) for that run"; the rewriter's planner draws them from the preset lists with a PRNG
 * seeded by a fresh per-run seed, and with `random_plan` draws the whole plan. The plan (options,
 * seed, which options were sampled, the voices they resolved to) is stored with the run and
 * returned as its extra field `options`, so a run can be replayed exactly from it.
 */
import { randomBytes } from 'node:crypto';
import type { RunOptions } from '../contract/runs';
import { planRewrite, type RewritePlan } from '../rewriter';

export type RunPlan = RewritePlan;

export function planRun(given: RunOptions | undefined, seed: string = randomBytes(8).toString('hex')): RunPlan {
  return planRewrite(given ?? {}, seed);
}
