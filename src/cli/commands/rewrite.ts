/**
 * `redraft rewrite FILE`: estimate, start a run, follow it with a live line showing the projected
 * charge, then print a unified diff or write the rewrite.
 *
 * Ctrl-C cancels the run on the service (the work done so far is charged, the rest of the hold
 * released) and reports that charge as the run records it. The create request itself is never
 * aborted: a run the service started but whose id we never learnt could not be canceled.
 */
import path from 'node:path';
import {
  DEFAULT_QUALITY,
  isTerminalRunStatus,
  QUALITIES,
  runOptionsSchema,
  type Quality,
  type Run,
  type RunOptions,
} from '../../contract';
import { createAndFollow, preflight, type RunFollowHandlers } from '../../workflow';
import { CONNECTION_OPTIONS, onePositional, parseCommand, readChoice, readInteger, readNumber } from '../args';
import type { CliContext } from '../context';
import { unifiedDiff } from '../diff';
import { EXIT, type ExitCode } from '../exitCodes';
import { CliError, InterruptedError, UsageError } from '../failure';
import { writeTextAtomic } from '../files';
import { plural, usd } from '../format';
import { rewriteHelp } from '../help';
import { assertProseFile, readInput, STDIN, type Input } from '../inputs';

const OPTIONS = {
  ...CONNECTION_OPTIONS,
  quality: { type: 'string', short: 'q' },
  persona: { type: 'string' },
  tone: { type: 'string' },
  formality: { type: 'string' },
  typos: { type: 'boolean' },
  'typos-per-100': { type: 'string' },
  'common-words': { type: 'boolean' },
  'min-zipf': { type: 'string' },
  'random-plan': { type: 'boolean' },
  out: { type: 'string', short: 'o' },
  'in-place': { type: 'boolean', short: 'i' },
  json: { type: 'boolean' },
  force: { type: 'boolean' },
} as const;

export async function rewriteCommand(args: readonly string[], ctx: CliContext): Promise<ExitCode> {
  const { values, positionals } = parseCommand('rewrite', args, OPTIONS);
  if (values.help) {
    ctx.io.out(rewriteHelp);
    return EXIT.OK;
  }
  const name = onePositional('rewrite', positionals, 'file');
  if (values.out !== undefined && values['in-place']) throw new UsageError('rewrite: give --out or --in-place, not both');
  if (values['in-place'] && name === STDIN) throw new UsageError('rewrite: --in-place needs a file, not stdin');
  const quality: Quality = readChoice('quality', values.quality, QUALITIES) ?? DEFAULT_QUALITY;
  const options = runOptions(values);

  assertProseFile(name, values.force === true);
  const input = await readInput(name, ctx.cwd, ctx.stdin);
  const { client } = await ctx.connect(values['base-url']);
  const signal = ctx.interrupts.signal;

  const checked = await preflight(client, 'run', input.text, { signal });
  if (!checked.ok) {
    throw new CliError(`${input.name}: text has ${checked.chars.toLocaleString('en-US')} characters; the limit for a run is ${checked.limit.toLocaleString('en-US')}`, EXIT.TEXT_TOO_LONG);
  }

  const estimate = await client.estimateRun({ text: input.text, quality }, { signal });
  ctx.io.err(
    `Estimate for ${input.name}: ${plural(estimate.prose_word_count, 'prose word')} at ${quality} quality, ` +
      `typically ${usd(estimate.estimated_usd.typical)}, up to ${usd(estimate.estimated_usd.high)}; ${usd(estimate.hold_usd)} will be held`,
  );
  if (ctx.interrupts.interrupted) throw new InterruptedError('interrupted before the run started; nothing was charged');

  const line = progressLine(input, ctx);
  // Ctrl-C from here on cancels the run on the service and waits for it to settle.
  const followed = await createAndFollow(client, { text: input.text, quality, ...(options ? { options } : {}) }, {
    cancel: signal,
    onCreated: (created) => {
      ctx.io.err(`Run ${created.id} started, ${usd(created.held_usd)} held. Ctrl-C cancels it.`);
      line.show();
    },
    onEvent: line.onEvent,
    onCanceling: (id) => {
      ctx.io.progress.clear();
      ctx.io.err(`Canceling run ${id}… (Ctrl-C again to stop waiting)`);
    },
  });
  if (followed.canceled) return reportCancel(followed.run, ctx);
  const run = followed.run;
  ctx.io.progress.clear();
  return finish(run, input, values, ctx);
}

function runOptions(values: {
  persona?: string;
  tone?: string;
  formality?: string;
  typos?: boolean;
  'typos-per-100'?: string;
  'common-words'?: boolean;
  'min-zipf'?: string;
  'random-plan'?: boolean;
}): RunOptions | undefined {
  const options: RunOptions = {
    persona: values.persona,
    tone: values.tone,
    formality: readInteger('formality', values.formality, 1, 5),
    typos_enabled: values.typos,
    typos_per_100_words: readNumber('typos-per-100', values['typos-per-100'], 0, 10),
    common_words_enabled: values['common-words'],
    min_zipf: readNumber('min-zipf', values['min-zipf'], 1, 7),
    random_plan: values['random-plan'],
  };
  const set = Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined));
  if (Object.keys(set).length === 0) return undefined;
  const parsed = runOptionsSchema.safeParse(set);
  if (!parsed.success) throw new UsageError(`rewrite: ${parsed.error.issues.map((issue) => issue.message).join('; ')}`);
  return parsed.data;
}

/** The live line: stage and projected charge, and a note when the stream gave way to polling. */
function progressLine(input: Input, ctx: CliContext): { show(): void; onEvent: NonNullable<RunFollowHandlers['onEvent']> } {
  const progress = ctx.io.progress;
  let projected: string | null = null;
  let stage = 'queued';
  const show = (force = false): void => {
    const charge = projected === null ? '' : ` · projected charge ${usd(projected)}`;
    progress.update(`rewriting ${input.name} · ${stage}${charge}`, { log: true, force });
  };
  return {
    show: () => show(),
    onEvent: (event) => {
      if (event.type === 'cost') {
        const first = projected === null;
        projected = event.projected_charge_usd;
        show(first);
      } else if (event.type === 'stage') {
        stage = `${event.stage} ${event.done}/${event.total}`;
        show();
      } else if (event.type === 'status') {
        stage = event.status;
        show();
      } else if (event.type === 'polling') {
        ctx.io.err(`(live events unavailable: ${event.reason}; polling instead)`);
      }
    },
  };
}

/** Ctrl-C: the run was canceled and settled (workflow's one policy); report its charge. */
function reportCancel(run: Run, ctx: CliContext): ExitCode {
  const id = run.id;
  const charged = usd(run.billing.charged_usd);
  if (run.status === 'canceled') {
    ctx.io.err(`Canceled run ${id}: charged ${charged} for the work done; the rest of the hold was released.`);
  } else if (isTerminalRunStatus(run.status)) {
    ctx.io.err(`Run ${id} had already ${run.status} before the cancel arrived: charged ${charged}. See \`redraft runs show ${id}\`.`);
  } else {
    ctx.io.err(`Run ${id} is still ${run.status} after the cancel; charged so far ${charged}. See \`redraft runs show ${id}\`.`);
  }
  return EXIT.INTERRUPTED;
}

async function finish(
  run: Run,
  input: Input,
  values: { out?: string; 'in-place'?: boolean; json?: boolean },
  ctx: CliContext,
): Promise<ExitCode> {
  const charged = usd(run.billing.charged_usd);
  const overran = run.billing.charge_exceeded_hold ? ' (more than the hold)' : '';
  if (values.json) ctx.io.out(JSON.stringify(run, null, 2));
  if (run.status !== 'succeeded' || typeof run.output_text !== 'string') {
    const reasons = run.scores.reasons.length > 0 ? `: ${run.scores.reasons.join('; ')}` : '';
    ctx.io.err(`redraft: run ${run.id} ${run.status}${reasons}; charged ${charged}${overran}`);
    return EXIT.WORK_FAILED;
  }
  const validation = run.scores.validation_passed ? 'checks passed' : 'checks did not pass';
  ctx.io.err(`Run ${run.id} succeeded (${validation}): charged ${charged}${overran}, estimate was ${usd(run.billing.estimated_cost_usd)}.`);

  const output = run.output_text;
  const keptHint = `the rewrite is kept on the service: \`redraft runs show ${run.id} --output\``;
  if (values['in-place'] && input.file !== null) {
    await writeOrExplain(() => writeTextAtomic(input.file as string, output, { bom: input.bom, shownAs: input.name }), keptHint);
    ctx.io.err(`Rewrote ${input.name} in place.`);
  } else if (values.out === STDIN) {
    ctx.io.out(output.replace(/\n$/, ''));
  } else if (values.out !== undefined) {
    const target = values.out;
    await writeOrExplain(() => writeTextAtomic(path.resolve(ctx.cwd, target), output, { shownAs: target }), keptHint);
    ctx.io.err(`Wrote ${target}.`);
  } else if (!values.json) {
    const lines = unifiedDiff(input.name, input.text, output, ctx.io.paint);
    if (lines.length === 0) ctx.io.err('The rewrite is identical to the draft.');
    for (const line of lines) ctx.io.out(line);
  }
  return EXIT.OK;
}

async function writeOrExplain(write: () => Promise<void>, hint: string): Promise<void> {
  try {
    await write();
  } catch (error) {
    if (error instanceof CliError) throw new CliError(`${error.message}; ${hint}`, error.exitCode);
    throw error;
  }
}
