/**
 * `redraft calibrate-me PATH...`: measures the bundled detector on the writer's own documents, in
 * this process (no service, no key, no charge; nothing leaves the machine), and with `--write`
 * mutes the signals that trip on their style in the configuration that applies to the working
 * directory (a new .redraft.json there when there is none).
 */
import path from 'node:path';
import { addMutedSignals, ignoredBy } from '../../config';
import { measureMarkdown, measureWriting, type WritingSample } from '../../measure/measureWriting';
import { parseCommand } from '../args';
import type { CliContext } from '../context';
import { EXIT, type ExitCode } from '../exitCodes';
import { UsageError } from '../failure';
import { calibrateMeHelp } from '../help';
import { expandArguments, readInput, STDIN } from '../inputs';
import { asCliError, WorkspaceConfig } from '../workspaceConfig';

const OPTIONS = {
  help: { type: 'boolean', short: 'h' },
  json: { type: 'boolean' },
  write: { type: 'boolean' },
} as const;

export async function calibrateMeCommand(args: readonly string[], ctx: CliContext): Promise<ExitCode> {
  const { values, positionals } = parseCommand('calibrate-me', args, OPTIONS);
  if (values.help) {
    ctx.io.out(calibrateMeHelp);
    return EXIT.OK;
  }
  if (positionals.length === 0) throw new UsageError('calibrate-me: name the folders or files of your own writing; see `redraft calibrate-me --help`');
  if (positionals.includes(STDIN)) throw new UsageError('calibrate-me: reads files and folders, not stdin');

  const workspace = new WorkspaceConfig(ctx.cwd);
  const here = workspace.forName(STDIN);
  const samples: WritingSample[] = [];
  for (const name of await expandArguments(positionals, ctx.cwd)) {
    if (ignoredBy(workspace.forName(name), path.resolve(ctx.cwd, name)) !== undefined) continue;
    const input = await readInput(name, ctx.cwd, ctx.stdin);
    samples.push({ name: input.name, text: input.text });
  }
  const measure = await measureWriting(samples, {
    config: here.config,
    signal: ctx.interrupts.signal,
    onProgress: (done, total, name) => (done < total ? ctx.io.progress.update(`measuring ${done + 1}/${total} ${name}…`) : ctx.io.progress.clear()),
  });
  ctx.io.progress.clear();

  let written: { file: string; added: string[] } | null = null;
  if (values.write && measure.suggested.length > 0) {
    try {
      written = addMutedSignals(here, measure.suggested);
    } catch (error) {
      throw asCliError(error, ctx.cwd);
    }
  }
  if (values.json) {
    ctx.io.out(JSON.stringify({ ...measure, config: here.file, written }, null, 2));
    return EXIT.OK;
  }
  for (const line of measureMarkdown(measure, positionals.join(', '))) ctx.io.out(line);
  if (written) {
    ctx.io.out('');
    ctx.io.out(`Muted ${written.added.map((k) => `"${k}"`).join(', ') || 'nothing new'} in ${path.relative(ctx.cwd, written.file) || written.file}.`);
  } else if (measure.suggested.length > 0) {
    const target = here.file ? path.relative(ctx.cwd, here.file) || here.file : '.redraft.json';
    ctx.io.out('');
    ctx.io.out(`To mute them in ${target}, run again with --write, or add: "mute": ${JSON.stringify(measure.suggested)}`);
  }
  return EXIT.OK;
}
