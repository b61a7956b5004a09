/**
 * `redraft detect FILE...`: checks each file and lists its scored paragraphs by `file:line:col`.
 *
 * Every input is read before anything is sent, so a typo in a path costs nothing. A problem with
 * one file (too long, no prose, a failed check) is reported and the others still run; the exit
 * code is then that of the first problem. With no problem, `--fail-on` decides: `ai` fails when a
 * file's verdict is ai, `mixed` when it is mixed or ai.
 */
import { isTerminalDetectionStatus, type Detection, type Me } from '../../contract';
import { checkCharLimit } from '../../contract';
import { codePointLength } from '../../text';
import { CONNECTION_OPTIONS, parseCommand, readChoice } from '../args';
import type { CliContext, Connection } from '../context';
import { jsonReport, type JsonReport } from '../detectReport';
import { humanReport } from '../detectReport';
import { EXIT, type ExitCode } from '../exitCodes';
import { CliError, describeFailure, UsageError } from '../failure';
import { plural } from '../format';
import { detectHelp } from '../help';
import { expandArguments, readInput, type Input } from '../inputs';

const FAIL_ON = ['ai', 'mixed'] as const;
type FailOn = (typeof FAIL_ON)[number];

const OPTIONS = {
  ...CONNECTION_OPTIONS,
  json: { type: 'boolean' },
  'fail-on': { type: 'string' },
  force: { type: 'boolean' },
} as const;

interface FileResult {
  input: Input;
  detection?: Detection;
  error?: { message: string; exitCode: ExitCode; code: string | null };
}

export async function detectCommand(args: readonly string[], ctx: CliContext): Promise<ExitCode> {
  const { values, positionals } = parseCommand('detect', args, OPTIONS);
  if (values.help) {
    ctx.io.out(detectHelp);
    return EXIT.OK;
  }
  const failOn = readChoice('fail-on', values['fail-on'], FAIL_ON);
  if (positionals.length === 0) throw new UsageError('detect: name at least one file, glob or - for stdin; see `redraft detect --help`');

  const names = await expandArguments(positionals, ctx.cwd, { force: values.force === true });
  const inputs: Input[] = [];
  for (const name of names) inputs.push(await readInput(name, ctx.cwd, ctx.stdin));

  const connection = await ctx.connect(values['base-url']);
  const me = await connection.client.getMe({ signal: ctx.interrupts.signal });

  const results: FileResult[] = [];
  for (const input of inputs) {
    if (ctx.interrupts.interrupted) break;
    results.push(await checkOne(input, me, connection, ctx));
  }
  ctx.io.progress.clear();
  if (ctx.interrupts.interrupted) {
    // A check cannot be canceled. The embedded service stops with this process and fails the
    // check, releasing its hold; a deployment finishes it and charges it if a reading lands.
    ctx.io.err(
      connection.embedded
        ? 'redraft: interrupted; the check in progress was stopped and not charged'
        : 'redraft: interrupted; a check already started finishes on the service and is charged if a reading lands',
    );
    return EXIT.INTERRUPTED;
  }

  if (values.json) {
    ctx.io.out(JSON.stringify({ files: results.map(jsonResult), fail_on: failOn ?? null }, null, 2));
  } else {
    printHuman(results, ctx);
  }
  const firstError = results.find((result) => result.error !== undefined)?.error;
  if (firstError) return firstError.exitCode;
  return failOn !== undefined && results.some((result) => reaches(result, failOn)) ? EXIT.FAIL_ON : EXIT.OK;
}

async function checkOne(input: Input, me: Me, connection: Connection, ctx: CliContext): Promise<FileResult> {
  const limit = checkCharLimit(me);
  const chars = codePointLength(input.text);
  if (chars > limit) {
    return failed(input, new CliError(`text has ${chars.toLocaleString('en-US')} characters; the limit for a check is ${limit.toLocaleString('en-US')}`, EXIT.TEXT_TOO_LONG), 'text_too_long', connection);
  }
  try {
    const signal = ctx.interrupts.signal;
    ctx.io.progress.update(`checking ${input.name}…`);
    const created = await connection.client.createDetection({ text: input.text }, { signal });
    const detection = isTerminalDetectionStatus(created.status)
      ? created
      : await connection.client.waitForDetection(created, {
          signal,
          onProgress: (d) => {
            const stage = d.progress ? ` ${d.progress.stage} ${d.progress.done}/${d.progress.total}` : ` ${d.status}`;
            ctx.io.progress.update(`checking ${input.name}:${stage}`);
          },
        });
    if (detection.status === 'failed') {
      const reason = detection.error ? `${detection.error.message} [${detection.error.code}]` : 'no reason given';
      return failed(input, new CliError(`the check failed: ${reason}`, EXIT.WORK_FAILED), detection.error?.code ?? null, connection);
    }
    return { input, detection };
  } catch (error) {
    if (ctx.interrupts.interrupted) return { input };
    const failure = describeFailure(error, { baseUrl: connection.baseUrl, storedKey: connection.storedKey });
    // Errors about the account or the connection would repeat for every file: stop at once.
    if (!PER_FILE.has(failure.exitCode)) throw error;
    return failed(input, error, codeOf(error), connection);
  }
}

/** Exit codes that concern one file; anything else ends the whole command. */
const PER_FILE = new Set<ExitCode>([EXIT.TEXT_TOO_LONG, EXIT.NO_PROSE, EXIT.INVALID_REQUEST, EXIT.WORK_FAILED]);

function failed(input: Input, error: unknown, code: string | null, connection: Connection): FileResult {
  const failure = describeFailure(error, { baseUrl: connection.baseUrl, storedKey: connection.storedKey });
  return { input, error: { message: failure.message, exitCode: failure.exitCode, code } };
}

function codeOf(error: unknown): string | null {
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string' ? error.code : null;
}

function reaches(result: FileResult, failOn: FailOn): boolean {
  const v = result.detection?.result?.verdict;
  return v === 'ai' || (failOn === 'mixed' && v === 'mixed');
}

function printHuman(results: FileResult[], ctx: CliContext): void {
  for (const result of results) {
    if (result.error) {
      ctx.io.err(`redraft: ${result.input.name}: ${result.error.message}`);
      continue;
    }
    if (result.detection) {
      for (const line of humanReport(result.input.name, result.input.text, result.detection, ctx.io.paint)) ctx.io.out(line);
    }
  }
  if (results.length > 1) {
    const verdicts = results.map((r) => r.detection?.result?.verdict).filter((v) => v !== undefined);
    const counts = (['ai', 'mixed', 'human', 'insufficient'] as const)
      .map((v) => [v, verdicts.filter((x) => x === v).length] as const)
      .filter(([, n]) => n > 0)
      .map(([v, n]) => `${n} ${v}`);
    const errors = results.filter((r) => r.error).length;
    const tail = errors > 0 ? `, ${plural(errors, 'error')}` : '';
    ctx.io.out(`${plural(results.length, 'file')}: ${counts.join(', ') || 'none checked'}${tail}`);
  }
}

interface JsonFileResult {
  file: string;
  detection: { id: string; status: string; price_usd: string; charged_usd: string | null } | null;
  report: JsonReport | null;
  error: { code: string | null; message: string; exit_code: number } | null;
}

function jsonResult(result: FileResult): JsonFileResult {
  const d = result.detection;
  return {
    file: result.input.name,
    detection: d ? { id: d.id, status: d.status, price_usd: d.price_usd, charged_usd: d.charged_usd } : null,
    report: d?.result ? jsonReport(result.input.text, d.result) : null,
    error: result.error ? { code: result.error.code, message: result.error.message, exit_code: result.error.exitCode } : null,
  };
}
