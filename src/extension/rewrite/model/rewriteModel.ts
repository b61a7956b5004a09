/**
 * What the rewrite UI says and decides, outside VS Code so every case is tested in plain Node:
 * the quality choices with their estimates, when to ask before spending (the voice is in voiceModel),
 * the texts of the run-cost status item, and what to tell the writer when a run ends.
 */
import { displayUsd, parseUsd, type Micros } from '../../../contract/money';
import { QUALITIES, type Quality, type Run, type RunStatus } from '../../../contract/runs';
import type { RunEstimate } from '../../../contract/estimates';

// --- quality ------------------------------------------------------------------------------

const QUALITY_LABELS: Record<Quality, { label: string; blurb: string }> = {
  low: { label: 'Low', blurb: 'light touch: wording and transitions' },
  standard: { label: 'Standard', blurb: 'sentences and wording reworked' },
  high: { label: 'High', blurb: 'the most thorough rewrite' },
};

export function qualityLabel(quality: Quality): string {
  return QUALITY_LABELS[quality].label;
}

export interface QualityChoice {
  quality: Quality;
  label: string;
  description: string;
  detail: string;
  /** The hold is more than the account has available: the service would refuse (402). */
  unaffordable: boolean;
}

/**
 * One quick-pick entry per quality: the typical and high figures of POST /v1/estimate and the
 * hold it places. `available` (from /v1/me, when the deployment says) flags what cannot start.
 */
export function qualityChoices(estimates: Partial<Record<Quality, RunEstimate>>, available?: Micros): QualityChoice[] {
  const out: QualityChoice[] = [];
  for (const quality of QUALITIES) {
    const e = estimates[quality];
    if (!e) continue;
    const typical = parseUsd(e.estimated_usd.typical, 'estimated_usd.typical');
    const high = parseUsd(e.estimated_usd.high, 'estimated_usd.high');
    const hold = parseUsd(e.hold_usd, 'hold_usd');
    const unaffordable = available !== undefined && hold > available;
    const range = typical === high ? `about ${displayUsd(typical)}` : `typically ${displayUsd(typical)}, up to ${displayUsd(high)}`;
    const warn = unaffordable ? ` · $(warning) more than the ${displayUsd(available)} available` : '';
    out.push({
      quality,
      label: QUALITY_LABELS[quality].label,
      description: range,
      detail: `Holds ${displayUsd(hold)} while it runs · ${words(e.prose_word_count)} billed · ${QUALITY_LABELS[quality].blurb}${warn}`,
      unaffordable,
    });
  }
  return out;
}

/** Above the configured amount the writer is asked first; the high figure is what may be spent. */
export function costConfirmation(estimate: RunEstimate, confirmAbove: Micros): string | undefined {
  const high = parseUsd(estimate.estimated_usd.high, 'estimated_usd.high');
  if (high <= confirmAbove) return undefined;
  const typical = parseUsd(estimate.estimated_usd.typical, 'estimated_usd.typical');
  const hold = parseUsd(estimate.hold_usd, 'hold_usd');
  return (
    `This ${qualityLabel(estimate.quality).toLowerCase()} rewrite of ${words(estimate.prose_word_count)} may cost up to ${displayUsd(high)} ` +
    `(typically ${displayUsd(typical)}), above your ${displayUsd(confirmAbove)} limit for asking. ` +
    `${displayUsd(hold)} is held from the balance while it runs; only the work done is charged.`
  );
}

// --- while it runs ------------------------------------------------------------------------

/** Stage names of the local rewriters; a stage not listed reads as its name. */
export const STAGE_LABELS: Record<string, string> = {
  plan: 'planning',
  rewrite: 'rewriting',
  phrases: 'reworking stock phrases',
  transitions: 'varying transitions',
  vocabulary: 'choosing everyday words',
  sentences: 'reshaping sentences',
  voice: 'finding the voice',
  formality: 'adjusting formality',
  recheck: 're-reading the result',
  typos: 'adding human slips',
  validate: 'checking the result',
};

export function stageMessage(stage: string, done: number, total: number): string {
  const label = STAGE_LABELS[stage] ?? stage.replace(/_/g, ' ');
  return total > 1 ? `${label} ${done}/${total}` : label;
}

export type RunCostPhase = { kind: 'starting' } | { kind: 'projected'; micros: Micros; polling: boolean } | { kind: 'settled'; micros: Micros; status: RunStatus };

const SETTLED_ICONS: Partial<Record<RunStatus, string>> = {
  succeeded: '$(pass)',
  rejected: '$(warning)',
  failed: '$(error)',
  canceled: '$(circle-slash)',
};

/** The run-cost status item: a projected charge while it works, the settled charge at the end. */
export function runCostText(phase: RunCostPhase): string {
  switch (phase.kind) {
    case 'starting':
      return '$(sync~spin) Redraft: starting rewrite';
    case 'projected':
      return `$(sync~spin) Redraft: ${displayUsd(phase.micros)} so far${phase.polling ? ' (polling)' : ''}`;
    case 'settled': {
      const what = phase.status === 'succeeded' ? 'charged' : `${phase.status}, charged`;
      return `${SETTLED_ICONS[phase.status] ?? '$(info)'} Redraft: ${what} ${displayUsd(phase.micros)}`;
    }
  }
}

// --- when it ends -------------------------------------------------------------------------

/** Reasons come as `code: explanation`; the explanation is what a writer reads. */
export function reasonText(reason: string): string {
  const m = /^([a-z][a-z0-9_]*):\s*(.+)$/s.exec(reason.trim());
  return m?.[2] ?? reason.trim();
}

export function reasonsText(reasons: readonly string[]): string {
  const texts = reasons.map(reasonText).filter((r) => r !== '');
  return texts.length === 0 ? 'no reason was given' : texts.join('; ');
}

/** When the final charge went past the hold, say so and say what it means for the balance. */
export function holdExplanation(run: Pick<Run, 'billing'>): string | undefined {
  if (!run.billing.charge_exceeded_hold) return undefined;
  const charged = parseUsd(run.billing.charged_usd, 'charged_usd');
  const held = parseUsd(run.billing.held_usd, 'held_usd');
  const over = charged - held;
  return (
    `The final charge of ${displayUsd(charged)} was more than the ${displayUsd(held)} held at the start` +
    (over > 0 ? ` (by ${displayUsd(over)})` : '') +
    ': the hold is sized on an estimate, and the difference was taken from the balance.'
  );
}

export interface FinishReport {
  severity: 'info' | 'warning' | 'error';
  message: string;
}

/** What to tell the writer when a run reached a final state (`succeeded` is the diff's job). */
export function finishReport(run: Pick<Run, 'status' | 'billing' | 'scores'>, fileName: string): FinishReport {
  const charged = displayUsd(parseUsd(run.billing.charged_usd, 'charged_usd'));
  const hold = holdExplanation(run);
  const tail = hold ? ` ${hold}` : '';
  switch (run.status) {
    case 'succeeded':
      return { severity: hold ? 'warning' : 'info', message: `The rewrite of ${fileName} is ready (charged ${charged}). Review the diff, then apply it.${tail}` };
    case 'rejected':
      return {
        severity: 'warning',
        message: `The rewrite of ${fileName} was rejected: ${reasonsText(run.scores.reasons)}. Nothing in your document changed; the work done was charged (${charged}).${tail}`,
      };
    case 'failed':
      return {
        severity: 'error',
        message: `The rewrite of ${fileName} failed: ${reasonsText(run.scores.reasons)}. Nothing in your document changed; the work done before it stopped was charged (${charged}).${tail}`,
      };
    case 'canceled':
      return {
        severity: 'info',
        message: `The rewrite of ${fileName} was canceled. Charged ${charged} for the work done before it stopped; the rest of the hold was released.${tail}`,
      };
    default:
      return { severity: 'info', message: `The rewrite of ${fileName} is ${run.status}.` };
  }
}

// --- re-check -----------------------------------------------------------------------------

export interface ScoreReading {
  score: number;
  verdict: string;
}

export function recheckSummary(before: ScoreReading, after: ScoreReading): string {
  const show = (r: ScoreReading): string => (r.verdict === 'insufficient' ? 'too short to score' : `${Math.round(r.score * 100)}% (${r.verdict})`);
  return `AI likelihood before ${show(before)} → after ${show(after)}.`;
}

/** The code action's title on a flagged paragraph. */
export function rewriteActionTitle(verdict: 'ai' | 'mixed', score: number | null): string {
  const reading = verdict === 'ai' ? 'reads as AI' : 'mixed reading';
  return `Rewrite this paragraph (${reading}${score !== null ? `, ${Math.round(score * 100)}%` : ''})`;
}

// --- selection ----------------------------------------------------------------------------

/**
 * The paragraph around `offset` (UTF-16), bounded by blank lines, without its line break: what
 * "Rewrite Selection" takes when nothing is selected. Null when the cursor is on a blank line.
 */
export function paragraphAround(text: string, offset: number): { start: number; end: number } | null {
  const lines: { start: number; end: number }[] = [];
  const re = /\r\n|\n|\r/g;
  let last = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    lines.push({ start: last, end: m.index });
    last = m.index + m[0].length;
  }
  lines.push({ start: last, end: text.length });
  const blank = (i: number): boolean => {
    const l = lines[i];
    return !l || text.slice(l.start, l.end).trim() === '';
  };
  const at = lines.findIndex((l) => offset >= l.start && offset <= l.end);
  if (at < 0 || blank(at)) return null;
  let first = at;
  while (first > 0 && !blank(first - 1)) first--;
  let lastLine = at;
  while (lastLine < lines.length - 1 && !blank(lastLine + 1)) lastLine++;
  const a = lines[first];
  const b = lines[lastLine];
  return a && b ? { start: a.start, end: b.end } : null;
}

function words(n: number): string {
  return `${n.toLocaleString('en-US')} word${n === 1 ? '' : 's'}`;
}
