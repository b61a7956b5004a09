/**
 * The local rewrite engine behind POST /v1/runs.
 *
 *   planRewrite(options, seed)      -> the plan (left-out options sampled), a plain JSON object
 *   rewriteSteps(job)               -> generator of steps {stage, done, total, costMicros, ...},
 *                                      returning {status, output_text, reasons, validation_passed, plan, ...}
 *   rewrite(job)                    -> the same, all at once
 *   localRewriter                   -> the engine object the service hosts
 *   presets()                       -> GET /v1/presets (PERSONAS, TONES, FORMALITY)
 */
import { STAGES, rewriteSteps } from './engine';

export { STAGES, UNCHANGED_REASON, detectorScorer, rewrite, rewriteSteps, seedFor } from './engine';
export type { RewriteJob, RewriteOutcome, RewriteStep, RewriteSummary, Scorer, Stage } from './engine';
export { planRewrite, PLAN_VERSION } from './plan';
export type { PlanOption, RewritePlan } from './plan';
export { FORMALITY, PERSONAS, TONES, presets, personaVoice, toneVoice } from './presets';
export type { Marker, Voice } from './presets';
export { cumulativeCostMicros, maxUnits, nominalUnits } from './cost';
export { validateRewrite, skeleton, LENGTH_BOUNDS, SCORE_MARGIN } from './validate';
export type { Band, Reading, Validation } from './validate';
export { FRAME_KINDS } from './transforms/frames';
export type { FrameKind } from './transforms/frames';
export { wordsChanged, wordsOf } from './diff';
export { defaultLexicon, Lexicon } from './lexicon';
export { Prng, derivedSeed } from './prng';
export type { LexiconEntry, LexiconPos, Replacement } from './lexicon';
export type { ChangeLog } from './transforms/context';

/** The engine as the service hosts it: `rewrite(job)` is the step generator. */
export const localRewriter = {
  name: 'redraft-local-rewriter',
  stages: STAGES,
  rewrite: rewriteSteps,
} as const;
