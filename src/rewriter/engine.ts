/**
 * The rewrite engine: a plan, then transform passes over the prose spans, step by step, then
 * typos and validation. `rewriteSteps` is a generator: it yields after every step with the
 * step's cost, so the caller paces the work, publishes progress and cost, and can stop between
 * steps (calling `return()`, or through `signal`); what was yielded is what was done.
 *
 *   low       one light pass (phrases, transitions, vocabulary, formality: register and contractions)
 *   standard  one full pass (also sentence lengths and voice)
 *   high      up to three full passes, each re-checked with the detector; stops once the text
 *             no longer reads `ai` and scores below the draft, keeping the best pass
 *
 * With a scorer that reads paragraphs (`Scorer.evidence`, the local detector's), every stage is
 * drawn `GUIDE_TRIES[quality]` times and each paragraph keeps its best-reading draw (guided.ts).
 */
import type { Quality, RunOptions } from '../contract/runs';
// Below this score a text no longer reads `ai`: the spec's threshold, the one the detector uses.
import { AI_AT_OR_ABOVE } from '../contract/verdicts';
import { detect, paragraphLogits, verdictForScore } from '../detector';
import { parseProse, type ProseModel } from '../text';
import { CostMeter, PASSES, PASS_STAGES, UNITS } from './cost';
import { wordsChanged, wordsOf } from './diff';
import { draftFromModel, renderDraft, type Draft } from './draft';
import { GUIDE_POLICY, GUIDE_TRIES, runGuided, type Evidence } from './guided';
import { defaultLexicon, type Lexicon } from './lexicon';
import { freezeInterviewAnswers, freezeIntroducedWords, freezeQuotationRunOn, freezeScriptTurns, freezeSpeakerTurns, voiceLetters, voiceSongs, voiceVerse } from './speakers';
import { freezeBylines, freezeCitedQuestions, freezeTitleLines } from './titles';
import { planRewrite, type RewritePlan } from './plan';
import { registerPlan } from './registerFloor';
import { Prng, derivedSeed } from './prng';
import { adjustContractions } from './transforms/contractions';
import { adjustRegister } from './transforms/register';
import { emptyChangeLog, type ChangeLog, type TransformContext } from './transforms/context';
import { rewriteFrames } from './transforms/frames';
import { rewritePhrases } from './transforms/phrases';
import { varySentences } from './transforms/sentences';
import { varyTransitions } from './transforms/transitions';
import { addTypos } from './transforms/typos';
import { replaceVocabulary } from './transforms/vocabulary';
import { applyVoice } from './transforms/voice';
import { validateRewrite, type Reading } from './validate';

export const STAGES = ['frames', 'phrases', 'transitions', 'vocabulary', 'sentences', 'voice', 'formality', 'recheck', 'typos', 'validate'] as const;

export type Stage = (typeof STAGES)[number];

/** Reads how AI-like a text is, 0..1; null when the text is too short to read. */
export interface Scorer {
  score(model: ProseModel): number | null;
  /** The score with the verdict band the detector gives (its rules are more than score bands); optional. */
  read?(model: ProseModel): Reading | null;
  /**
   * Each prose paragraph's logit read alone; optional. With it, each stage's draws are chosen
   * paragraph by paragraph (guided.ts).
   */
  evidence?(model: ProseModel): Float64Array;
}

/** The local detector as a scorer. */
export const detectorScorer: Scorer = {
  score: (model) => readDetector(model)?.score ?? null,
  read: readDetector,
  evidence: (model) => paragraphLogits(model),
};

function readDetector(model: ProseModel): Reading | null {
  const report = detect(model);
  return report.verdict === 'insufficient' ? null : { score: report.score, verdict: report.verdict };
}

function readWith(scorer: Scorer, model: ProseModel): Reading | null {
  if (scorer.read) return scorer.read(model);
  const score = scorer.score(model);
  return score === null ? null : { score, verdict: verdictForScore(score) };
}

/**
 * What a run whose rewrite is identical to its draft is: `rejected` with this reason, and the
 * service charges nothing for it (no work, no minimum): the writer got nothing to pay for.
 */
export const UNCHANGED_REASON = 'unchanged: the rewrite found nothing to change; nothing is charged';


export interface RewriteJob {
  /** The parsed draft (parse once per request; billing and the detector share it). */
  model: ProseModel;
  quality: Quality;
  /** Run options as sent; left-out ones are sampled into the plan. */
  options: RunOptions;
  /** Micro-dollars per 1,000 prose words for a typical run at this quality. */
  ratePer1kMicros: number;
  /** The run's seed; without one, a seed is derived from the text, quality and options. */
  seed?: string;
  /** A recorded plan to replay instead of planning from `options` and `seed`. */
  plan?: RewritePlan;
  /** Detector for high-quality re-checks and validation; default the local detector, null for none. */
  scorer?: Scorer | null;
  lexicon?: Lexicon;
  /** Checked before every step; an aborted signal stops the run with its reason. */
  signal?: AbortSignal;
}

export interface RewriteStep {
  stage: Stage;
  /** Steps done so far (this one included) and the most the run can take. */
  done: number;
  total: number;
  /** Pass number (1-based) of a transform or re-check step; 0 for the others. */
  pass: number;
  /** Cost of this step's work, micro-dollars. */
  costMicros: number;
  /** Running total: what the run has cost so far. */
  chargedMicros: number;
}

export interface RewriteSummary {
  replacements: number;
  phrases: number;
  frames: number;
  transitions: number;
  splits: number;
  joins: number;
  markers: number;
  hedges: number;
  contractions: number;
  expansions: number;
  register: number;
  typos: number;
  passes: number;
  /** Draft words not kept in order by the rewrite. */
  words_changed: number;
}

export interface RewriteOutcome {
  status: 'succeeded' | 'rejected';
  /** True when the rewrite is identical to the draft: `rejected`, reason UNCHANGED_REASON, charged nothing. */
  unchanged: boolean;
  /** The rewrite. On `rejected` it is the rejected candidate: the service decides whether to keep it. */
  output_text: string;
  reasons: string[];
  validation_passed: boolean;
  plan: RewritePlan;
  scores: { draft: number | null; rewrite: number | null };
  summary: RewriteSummary;
  /** The detailed log of edits (for tests and evaluation; holds words of the text). */
  changes: ChangeLog;
  charged_micros: number;
  work_units: number;
}

type Transform = (draft: Draft, ctx: TransformContext) => void;

const TRANSFORMS: Record<string, Transform> = {
  frames: (draft, ctx) => rewriteFrames(draft, ctx, ctx.quality),
  phrases: rewritePhrases,
  vocabulary: replaceVocabulary,
  transitions: varyTransitions,
  sentences: varySentences,
  voice: applyVoice,
  formality: (draft, ctx) => {
    adjustRegister(draft, ctx);
    adjustContractions(draft, ctx);
  },
};

/** Share of eligible edits a pass makes. */
function intensity(quality: Quality, pass: number, stage: string): number {
  if (quality === 'low') return 0.6;
  if (quality === 'standard') return 0.9;
  // The frames of assistant prose are what reads most AI-like: `high` rewrites every one.
  if (stage === 'frames') return 1;
  // Later passes of `high` finish what the first left; openers are added more sparingly.
  if (stage === 'voice') return pass === 0 ? 1 : 0.35;
  return pass === 0 ? 0.9 : 1;
}

export function seedFor(job: Pick<RewriteJob, 'model' | 'quality' | 'options' | 'seed'>): string {
  return job.seed ?? derivedSeed(job.model.text, job.quality, JSON.stringify(job.options));
}

export function* rewriteSteps(job: RewriteJob): Generator<RewriteStep, RewriteOutcome, undefined> {
  const { model, quality } = job;
  const plan = job.plan ?? planRewrite(job.options, seedFor(job));
  const root = new Prng(plan.seed);
  // The transforms follow the plan with a sampled formality raised for a formal or scholarly
  // draft; the run records the plan as sampled (planRewrite(options, seed) gives it again).
  const voicePlan = registerPlan(plan, model.text, model.proseWordCount);
  const lexicon = job.lexicon ?? defaultLexicon();
  const scorer = job.scorer === undefined ? detectorScorer : job.scorer;
  const meter = new CostMeter(model.proseWordCount, job.ratePer1kMicros, quality);
  const changes = emptyChangeLog();
  const stages = PASS_STAGES[quality];
  const maxPasses = scorer === null ? PASSES[quality].nominal : PASSES[quality].max;
  const rechecks = quality === 'high';
  const total = maxPasses * (stages.length + (rechecks ? 1 : 0)) + 2;

  let done = 0;
  const step = (stage: Stage, units: number, pass: number): RewriteStep => {
    done++;
    const costMicros = meter.add(units);
    return { stage, done, total, pass, costMicros, chargedMicros: meter.chargedMicros };
  };

  let draftReading: Reading | null | undefined;
  const readDraft = (): Reading | null => (draftReading === undefined ? (draftReading = scorer ? readWith(scorer, model) : null) : draftReading);

  const evidence = scorer?.evidence ? rememberedEvidence(scorer.evidence.bind(scorer)) : null;
  // Sentences are asked about once per candidate and again for the next word of the sentence:
  // remembered for the run (bounded, the texts are sentences).
  const asked = new Map<string, number>();
  const logitOf = evidence
    ? (text: string): number => {
        const known = asked.get(text);
        if (known !== undefined) return known;
        let sum = 0;
        for (const l of evidence(text) ?? []) sum += l;
        if (asked.size < 20_000) asked.set(text, sum);
        return sum;
      }
    : undefined;

  /** Runs one stage: drawn and chosen by paragraph when the scorer reads paragraphs, else once. */
  const runStage = (stage: string, fork: string, strength: number): void => {
    const transform = TRANSFORMS[stage] as Transform;
    const ctxFor = (attempt: number, log: ChangeLog): TransformContext => ({
      quality,
      plan: voicePlan,
      // The first draw is the unguided run's; the others draw again.
      rng: root.fork(attempt === 0 ? fork : `${fork}:${attempt}`),
      shared: root.fork(`${fork}:shared`),
      lexicon,
      intensity: strength,
      changes: log,
      ...(logitOf ? { logitOf } : {}),
    });
    const policy = GUIDE_POLICY[stage] ?? 'guard';
    if (evidence && policy !== 'once') {
      runGuided(draft, GUIDE_TRIES[quality], evidence, (attempt, log) => transform(draft, ctxFor(attempt, log)), changes, policy);
    } else {
      transform(draft, ctxFor(0, changes));
    }
  };

  let draft = draftFromModel(model);
  freezeSpeakerTurns(draft, lexicon);
  freezeInterviewAnswers(draft);
  voiceLetters(draft);
  voiceSongs(draft);
  voiceVerse(draft);
  freezeScriptTurns(draft);
  freezeQuotationRunOn(draft);
  freezeIntroducedWords(draft);
  freezeTitleLines(draft);
  freezeBylines(draft);
  freezeCitedQuestions(draft);
  let best: { draft: Draft; score: number | null } | null = null;
  let passes = 0;
  for (let pass = 0; pass < maxPasses; pass++) {
    for (const stage of stages) {
      job.signal?.throwIfAborted();
      runStage(stage, `${stage}:${pass}`, intensity(quality, pass, stage));
      yield step(stage as Stage, UNITS.transform, pass + 1);
    }
    passes = pass + 1;
    if (!rechecks) break;
    job.signal?.throwIfAborted();
    const base = readDraft()?.score ?? null;
    const score = scorer ? (readWith(scorer, parseProse(renderDraft(draft)))?.score ?? null) : null;
    if (best === null || (score !== null && (best.score === null || score < best.score))) best = { draft: cloneDraft(draft), score };
    yield step('recheck', UNITS.recheck, pass + 1);
    if (score === null || base === null || (score < AI_AT_OR_ABOVE && score < base)) break;
  }
  if (best !== null) draft = best.draft;
  if (renderDraft(draft) === model.text) {
    // Chance skipped every edit the plan allowed: one more pass at full strength, free of
    // charge, so a draft with something to rewrite never comes back unchanged by luck. (With a
    // guide it is guided too: what the detector turned down stays turned down.)
    for (const stage of stages) {
      job.signal?.throwIfAborted();
      runStage(stage, `${stage}:retry`, 1);
    }
  }

  job.signal?.throwIfAborted();
  const beforeTypos = cloneDraft(draft);
  const typoLog = changes.typos.length;
  addTypos(draft, { quality, plan: voicePlan, rng: root.fork('typos'), lexicon, intensity: 1, changes });
  yield step('typos', UNITS.typos, 0);

  job.signal?.throwIfAborted();
  const before = scorer ? readDraft() : null;
  const check = (candidate: Draft) => {
    const text = renderDraft(candidate);
    const parsed = parseProse(text);
    const same = text === model.text;
    const reading = scorer && !same ? readWith(scorer, parsed) : before;
    const scores = { draft: before?.score ?? null, rewrite: reading?.score ?? null };
    const validation = same
      ? { passed: false, reasons: [UNCHANGED_REASON] }
      : validateRewrite(model, parsed, scores, { draft: before?.verdict ?? null, rewrite: reading?.verdict ?? null });
    return { text, parsed, same, scores, validation };
  };
  let result = check(draft);
  if (!result.validation.passed && changes.typos.length > typoLog && result.validation.reasons.every(isReadingReason)) {
    // Typos are a flourish the plan adds, and a misspelt word is a word the detector has never
    // seen: when the rewrite reads worse with them, it is delivered without them. When the typos
    // were all it changed, the run is `unchanged` (nothing charged) rather than a charged rejection.
    const without = check(beforeTypos);
    if (without.validation.passed || without.same) {
      result = without;
      draft = beforeTypos;
      changes.typos.length = typoLog;
    }
  }
  const { text: outputText, parsed: output, same: unchanged, scores, validation } = result;
  const last = step('validate', UNITS.validate, 0);
  yield { ...last, done: total };

  return {
    status: validation.passed ? 'succeeded' : 'rejected',
    unchanged,
    output_text: outputText,
    reasons: validation.reasons,
    validation_passed: validation.passed,
    plan,
    scores,
    summary: summarise(changes, passes, wordsChanged(wordsOf(model), wordsOf(output))),
    changes,
    charged_micros: unchanged ? 0 : meter.chargedMicros,
    work_units: meter.workUnits,
  };
}

/**
 * Reads a rendered text's paragraphs, remembering the last few texts read: a stage's starting
 * draft is often the winning draw of the stage before, read already.
 */
function rememberedEvidence(read: (model: ProseModel) => Float64Array): Evidence {
  const recent = new Map<string, Float64Array>();
  return (text) => {
    const known = recent.get(text);
    if (known) return known;
    const ev = read(parseProse(text));
    if (recent.size >= 8) recent.delete(recent.keys().next().value as string);
    recent.set(text, ev);
    return ev;
  };
}

/** Runs every step at once (tests, scripts): the outcome and the steps as they were yielded. */
export function rewrite(job: RewriteJob): RewriteOutcome & { steps: RewriteStep[] } {
  const steps: RewriteStep[] = [];
  const it = rewriteSteps(job);
  for (;;) {
    const next = it.next();
    if (next.done) return { ...next.value, steps };
    steps.push(next.value);
  }
}

/** Reasons that come from the detector's reading, not from a broken check. */
function isReadingReason(reason: string): boolean {
  return reason.startsWith('verdict_worse') || reason.startsWith('detector_score_higher');
}

function cloneDraft(draft: Draft): Draft {
  return { gaps: draft.gaps, spans: draft.spans.map((s) => ({ ...s })) };
}

function summarise(c: ChangeLog, passes: number, changed: number): RewriteSummary {
  return {
    replacements: c.replacements.length,
    phrases: c.phrases,
    frames: c.frames,
    transitions: c.transitions,
    splits: c.splits,
    joins: c.joins,
    markers: c.markers.length,
    hedges: c.hedges,
    contractions: c.contractions,
    expansions: c.expansions,
    register: c.register,
    typos: c.typos.length,
    passes,
    words_changed: changed,
  };
}
