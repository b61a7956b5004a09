/** `redraft runs list|show|cancel|delete`: the account's rewrite runs. */
import { isTerminalRunStatus, type Run, type RunListItem, type RunStatus } from '../../contract';
import { CONNECTION_OPTIONS, noPositionals, onePositional, parseCommand, readInteger } from '../args';
import type { CliContext } from '../context';
import { EXIT, type ExitCode } from '../exitCodes';
import { UsageError } from '../failure';
import { oneLine, shortTime, table, usd } from '../format';
import { runsHelp } from '../help';
import type { Paint, Style } from '../output';

const LIST_OPTIONS = {
  ...CONNECTION_OPTIONS,
  limit: { type: 'string', short: 'n' },
  all: { type: 'boolean' },
  json: { type: 'boolean' },
} as const;
const SHOW_OPTIONS = { ...CONNECTION_OPTIONS, json: { type: 'boolean' }, output: { type: 'boolean' } } as const;
const ID_OPTIONS = { ...CONNECTION_OPTIONS, json: { type: 'boolean' } } as const;
const DELETE_OPTIONS = { ...ID_OPTIONS, all: { type: 'boolean' } } as const;

const DEFAULT_LIST_LIMIT = 20;

export async function runsCommand(args: readonly string[], ctx: CliContext): Promise<ExitCode> {
  const [sub, ...rest] = args;
  switch (sub) {
    case 'list':
    case 'ls':
      return list(rest, ctx);
    case 'show':
      return show(rest, ctx);
    case 'cancel':
      return cancel(rest, ctx);
    case 'delete':
    case 'rm':
      return remove(rest, ctx);
    case undefined:
      ctx.io.err(runsHelp);
      return EXIT.USAGE;
    case '-h':
    case '--help':
    case 'help':
      ctx.io.out(runsHelp);
      return EXIT.OK;
    default:
      throw new UsageError(`runs: unknown subcommand "${sub}"; use list, show, cancel or delete`);
  }
}

const STATUS_STYLE: Record<RunStatus, Style> = {
  queued: 'gray',
  running: 'cyan',
  succeeded: 'green',
  rejected: 'yellow',
  failed: 'red',
  canceled: 'gray',
};

function status(paint: Paint, value: RunStatus): string {
  return paint(STATUS_STYLE[value], value);
}

async function list(args: readonly string[], ctx: CliContext): Promise<ExitCode> {
  const { values, positionals } = parseCommand('runs list', args, LIST_OPTIONS);
  if (values.help) return help(ctx);
  noPositionals('runs list', positionals);
  const limit = readInteger('limit', values.limit, 1, 100) ?? DEFAULT_LIST_LIMIT;
  const { client } = await ctx.connect(values['base-url']);
  const signal = ctx.interrupts.signal;
  const items: RunListItem[] = [];
  let more = false;
  if (values.all) {
    for await (const item of client.iterateRuns({ limit: 100 }, { signal })) items.push(item);
  } else {
    const page = await client.listRuns({ limit }, { signal });
    items.push(...page.data);
    more = page.next_cursor !== null;
  }
  if (values.json) {
    ctx.io.out(JSON.stringify({ data: items }, null, 2));
    return EXIT.OK;
  }
  if (items.length === 0) {
    ctx.io.err('No runs yet. Start one with `redraft rewrite FILE`.');
    return EXIT.OK;
  }
  const paint = ctx.io.paint;
  const rows = [
    ['id', 'status', 'quality', 'words', 'charged', 'created (UTC)', 'draft'],
    ...items.map((run) => [
      run.id,
      status(paint, run.status),
      run.quality,
      String(run.prose_word_count),
      usd(run.billing.charged_usd),
      shortTime(run.created_at),
      run.text_deleted_at === null ? oneLine(run.input_preview, 40) : paint('gray', '(erased)'),
    ]),
  ];
  for (const line of table(rows, { header: (text) => paint('gray', text) })) ctx.io.out(line);
  if (more) ctx.io.err(`Showing the newest ${items.length}; --limit N or --all for more.`);
  return EXIT.OK;
}

async function show(args: readonly string[], ctx: CliContext): Promise<ExitCode> {
  const { values, positionals } = parseCommand('runs show', args, SHOW_OPTIONS);
  if (values.help) return help(ctx);
  const id = onePositional('runs show', positionals, 'run id');
  if (values.json && values.output) throw new UsageError('runs show: give --json or --output, not both');
  const { client } = await ctx.connect(values['base-url']);
  const run = await client.getRun(id, { signal: ctx.interrupts.signal });
  if (values.json) {
    ctx.io.out(JSON.stringify(run, null, 2));
  } else if (values.output) {
    if (typeof run.output_text !== 'string' || run.output_text === '') {
      ctx.io.err(`redraft: run ${id} has no rewrite (${run.text_deleted_at !== null ? 'texts erased' : run.status})`);
      return EXIT.NOT_FOUND;
    }
    ctx.io.out(run.output_text.replace(/\n$/, ''));
  } else {
    for (const line of describeRun(run, ctx.io.paint)) ctx.io.out(line);
  }
  return EXIT.OK;
}

function describeRun(run: Run, paint: Paint): string[] {
  const billing = run.billing;
  const lines = [
    `${paint('bold', run.id)}  ${status(paint, run.status)}  ${run.quality} quality  ${run.prose_word_count} prose words`,
    `  created   ${shortTime(run.created_at)}  finished ${shortTime(run.finished_at)} (UTC)`,
    `  charged   ${usd(billing.charged_usd)}  (estimate ${usd(billing.estimated_cost_usd)}, held ${usd(billing.held_usd)}${billing.charge_exceeded_hold ? ', charge exceeded the hold' : ''})`,
    `  checks    ${run.scores.validation_passed ? 'passed' : 'did not pass'}${run.scores.reasons.length > 0 ? `: ${run.scores.reasons.join('; ')}` : ''}`,
  ];
  if (run.text_deleted_at !== null) lines.push(`  texts     erased ${shortTime(run.text_deleted_at)}`);
  else if (typeof run.output_text === 'string') lines.push(`  rewrite   ${run.output_text.length} characters; \`redraft runs show ${run.id} --output\` prints it`);
  return lines;
}

async function cancel(args: readonly string[], ctx: CliContext): Promise<ExitCode> {
  const { values, positionals } = parseCommand('runs cancel', args, ID_OPTIONS);
  if (values.help) return help(ctx);
  const id = onePositional('runs cancel', positionals, 'run id');
  const { client } = await ctx.connect(values['base-url']);
  const before = await client.getRun(id);
  const run = await client.cancelRun(id);
  if (values.json) ctx.io.out(JSON.stringify(run, null, 2));
  if (isTerminalRunStatus(before.status)) {
    ctx.io.err(`Run ${id} had already ${before.status}; nothing to cancel (charged ${usd(run.billing.charged_usd)}).`);
  } else {
    ctx.io.err(`Run ${id} is ${run.status}: charged ${usd(run.billing.charged_usd)} for the work done.`);
  }
  return EXIT.OK;
}

async function remove(args: readonly string[], ctx: CliContext): Promise<ExitCode> {
  const { values, positionals } = parseCommand('runs delete', args, DELETE_OPTIONS);
  if (values.help) return help(ctx);
  const { client } = await ctx.connect(values['base-url']);
  if (values.all) {
    noPositionals('runs delete --all', positionals);
    const result = await client.deleteAllRuns({ confirm: true });
    if (values.json) ctx.io.out(JSON.stringify(result, null, 2));
    const skipped = result.skipped_in_progress > 0 ? `; ${result.skipped_in_progress} in progress left alone` : '';
    ctx.io.err(`Erased the texts of ${result.deleted} finished run${result.deleted === 1 ? '' : 's'}${skipped}.`);
    return EXIT.OK;
  }
  const id = onePositional('runs delete', positionals, 'run id (or --all)');
  const result = await client.deleteRun(id);
  if (values.json) ctx.io.out(JSON.stringify(result, null, 2));
  ctx.io.err(`Erased the texts of run ${id}; its billing record stays.`);
  return EXIT.OK;
}

function help(ctx: CliContext): ExitCode {
  ctx.io.out(runsHelp);
  return EXIT.OK;
}
