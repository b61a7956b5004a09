/** What every transform receives, and the log of what the transforms changed. */
import type { Quality } from '../../contract/runs';
import type { Lexicon, LexiconPos } from '../lexicon';
import type { RewritePlan } from '../plan';
import type { Prng } from '../prng';

export interface ChangeLog {
  /**
   * Single-word replacements; `zipf` is the replacement's frequency, `pos` the part of speech it
   * was chosen for, `sentence` the draft sentence it was made in.
   */
  replacements: Array<{ from: string; to: string; zipf: number; ai: boolean; pos: LexiconPos; sentence: string }>;
  phrases: number;
  /** Assistant openers and closers, contrast frames, em-dash asides and rule-of-three lists rewritten. */
  frames: number;
  transitions: number;
  splits: number;
  joins: number;
  markers: string[];
  hedges: number;
  contractions: number;
  expansions: number;
  /** Word swaps toward the requested register ("very" -> "really", or back). */
  register: number;
  typos: Array<{ from: string; to: string }>;
}

export function emptyChangeLog(): ChangeLog {
  return { replacements: [], phrases: 0, frames: 0, transitions: 0, splits: 0, joins: 0, markers: [], hedges: 0, contractions: 0, expansions: 0, register: 0, typos: [] };
}

export interface TransformContext {
  quality: Quality;
  plan: RewritePlan;
  rng: Prng;
  /**
   * Drawn alike in every draw of a guided stage (the stage's own fork): choices that must agree
   * whichever draw wins a paragraph, such as which substitute an opener gets. Without it, `rng`.
   */
  shared?: Prng;
  lexicon: Lexicon;
  /**
   * How much of the eligible work a pass does, 0..1: `low` is a light pass, later passes of
   * `high` go further.
   */
  intensity: number;
  changes: ChangeLog;
  /**
   * The logit of a piece of prose read alone by the run's detector (guided.ts), when it has one:
   * stages compare a sentence before and after an edit with it.
   */
  logitOf?: (text: string) => number;
}
