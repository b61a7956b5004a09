/** What a rewrite is asked to do and what came of it: shared by the flow, the apply step and the API for tests. */
import type { Quality, RunOptions, RunStatus } from '../../../contract/runs';
import type { ErrorReport } from '../../errors/errorMessages';
import type { ScoreReading } from './rewriteModel';

/**
 * How a rewrite is started without a person at the keyboard (tests, other commands). The
 * commands never pass one: they ask for quality and voice, and confirm costs above the limit.
 */
export interface RewriteRequest {
  /** Skips both prompts; the voice is `options`, or the one remembered for the workspace. */
  quality?: Quality;
  options?: RunOptions;
  /** Starts even when the high estimate is above `redraft.rewrite.confirmAboveUsd`. */
  skipConfirmation?: boolean;
  /** Applies the rewrite as soon as it is ready (after the diff opened). */
  autoApply?: boolean;
  /** Re-checks after applying; default `redraft.rewrite.recheckAfterApply`. */
  recheck?: boolean;
}

/** `stopped`: the writer backed out before anything was spent. */
export type RewriteStatus = RunStatus | 'stopped' | 'empty' | 'too_long' | 'error';

export interface RewriteOutcome {
  status: RewriteStatus;
  uri: string;
  runId?: string;
  quality?: Quality;
  /** The settled charge the writer was told, as the run's `billing.charged_usd`. */
  chargedUsd?: string;
  reasons?: string[];
  chargeExceededHold?: boolean;
  /** The event stream failed and the run was followed by polling. */
  polled?: boolean;
  /** The diff of the sent text against the rewrite was opened. */
  diffOpened?: boolean;
  /** What the writer was told when the run ended. */
  message?: string;
  error?: ErrorReport;
  applied?: ApplyResult;
}

export interface ApplyResult {
  /** `conflict`: the range no longer holds the text that was sent; nothing was overwritten. */
  result: 'applied' | 'already_applied' | 'conflict' | 'unavailable';
  message: string;
  recheck?: { before: ScoreReading; after: ScoreReading };
}
