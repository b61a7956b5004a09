/** `redraft estimate FILE`: what a rewrite at each quality, and a check, would cost. No key needed. */
import { QUALITIES, type DetectionEstimate, type Quality, type RunEstimate } from '../../contract';
import { CONNECTION_OPTIONS, onePositional, parseCommand, readChoice } from '../args';
import type { CliContext } from '../context';
import { EXIT, type ExitCode } from '../exitCodes';
import { plural, table, usd } from '../format';
import { estimateHelp } from '../help';
import { assertProseFile, readInput } from '../inputs';

const OPTIONS = {
  ...CONNECTION_OPTIONS,
  quality: { type: 'string', short: 'q' },
  json: { type: 'boolean' },
  force: { type: 'boolean' },
} as const;

export async function estimateCommand(args: readonly string[], ctx: CliContext): Promise<ExitCode> {
  const { values, positionals } = parseCommand('estimate', args, OPTIONS);
  if (values.help) {
    ctx.io.out(estimateHelp);
    return EXIT.OK;
  }
  const name = onePositional('estimate', positionals, 'file');
  const only = readChoice('quality', values.quality, QUALITIES);
  assertProseFile(name, values.force === true);
  const input = await readInput(name, ctx.cwd, ctx.stdin);
  const { client } = await ctx.connect(values['base-url']);
  const signal = ctx.interrupts.signal;

  const qualities: Quality[] = only ? [only] : [...QUALITIES];
  const runs: [Quality, RunEstimate][] = [];
  for (const quality of qualities) runs.push([quality, await client.estimateRun({ text: input.text, quality }, { signal })]);
  const check: DetectionEstimate = await client.estimateDetection({ text: input.text }, { signal });

  if (values.json) {
    ctx.io.out(JSON.stringify({ file: input.name, run: Object.fromEntries(runs), check }, null, 2));
    return EXIT.OK;
  }
  const words = runs[0]?.[1].prose_word_count ?? check.prose_word_count;
  ctx.io.out(`${ctx.io.paint('bold', input.name)}: ${plural(words, 'prose word')} billed`);
  const rows = [
    ['', 'typical', 'high', 'held at start', 'basis'],
    ...runs.map(([quality, e]) => [`rewrite ${quality}`, usd(e.estimated_usd.typical), usd(e.estimated_usd.high), usd(e.hold_usd), e.basis]),
    ['check', usd(check.price_usd), usd(check.price_usd), usd(check.price_usd), 'charged only when a reading lands'],
  ];
  for (const line of table(rows, { header: (text) => ctx.io.paint('gray', text) })) ctx.io.out(`  ${line}`);
  return EXIT.OK;
}
