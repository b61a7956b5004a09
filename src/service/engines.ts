/**
 * What the service needs from a detector and a rewriter. Both engines work in steps and hand
 * control back between them (an iterator, sync or async), so the service — not the engine —
 * paces the work (`--pace-ms`), records progress and cost after each step, and stops at a step
 * boundary on cancel or shutdown (`return()` is called on the iterator, so `finally` blocks run).
 *
 * Engines take the prose model the request already parsed: parsing is the dominant fixed cost,
 * and billing, detector and rewriter must agree on which words are prose.
 */
import type { DetectionReport } from '../contract/detections';
import type { Micros } from '../contract/money';
import type { Quality } from '../contract/runs';
import type { ProseModel } from '../text';
import type { RewritePlan } from '../rewriter';

export interface Progress {
  stage: string;
  done: number;
  total: number;
}

/** A stepwise computation: yields progress between steps and returns its result. */
export type Steps<S, R> = Iterator<S, R, undefined> | AsyncIterator<S, R, undefined>;

export interface DetectorEngine {
  readonly name: string;
  /** Stage names in the order progress reports them. */
  readonly stages: readonly string[];
  /**
   * Reads the text. The report's offsets are code points into `model.text`, and it holds no text.
   * A text under 40 prose words gets the verdict `insufficient`.
   */
  detect(model: ProseModel): Steps<Progress, DetectionReport>;
}

/** Every run option with a value: the option fields of the run's plan (see options.ts). */
export type ResolvedRunOptions = Omit<RewritePlan, 'version' | 'seed' | 'sampled' | 'voice'>;

export interface RewriteJob {
  model: ProseModel;
  quality: Quality;
  options: ResolvedRunOptions;
  /** The run's seed and recorded plan, so an engine that samples can replay the run exactly. */
  seed?: string;
  plan?: RewritePlan;
  /** What 1,000 prose words of work cost at this quality; steps price their work with it. */
  ratePer1kMicros: Micros;
}

export interface RewriteStep extends Progress {
  /** Cost of the work this step did, in micro-dollars; the run's charge is the sum. */
  costMicros: Micros;
}

export interface RewriteOutcome {
  status: 'succeeded' | 'rejected';
  /** The rewrite is identical to the draft: settled `rejected` and charged nothing (no work, no minimum). */
  unchanged?: boolean;
  output_text: string;
  /** Why a rewrite was rejected; empty otherwise. Never contains the text. */
  reasons: string[];
  validation_passed: boolean;
}

export interface RewriterEngine {
  readonly name: string;
  readonly stages: readonly string[];
  rewrite(job: RewriteJob): Steps<RewriteStep, RewriteOutcome>;
}

export interface Engines {
  detector: DetectorEngine;
  rewriter: RewriterEngine;
}
