/**
 * `redraft detect FILE...`: checks each file and lists its scored paragraphs by `file:line:col`.
 *
 * Every input is read before anything is sent, so a typo in a path (or in .redraft.json) costs
 * nothing. Files the configuration ignores are skipped. A problem with one file (too long, no
 * prose, a failed check) is reported and the others still run; the exit code is then that of the
 * first problem. With no problem, `--fail-on` (else the file's `failOn`) decides: `ai` fails when
 * a file reads ai, `mixed` when it reads mixed or ai (see reachesFailOn for ignored text).
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { version } from '../../../package.json';
import { FAIL_ON, ignoredBy, reachesFailOn, type FailOn, type FilteredReport, type LoadedConfig } from '../../config';
import { isTerminalDetectionStatus, type Detection, type Me } from '../../contract';
import { charLimit, checkLength } from '../../workflow';
import { CONNECTION_OPTIONS, parseCommand, readChoice } from '../args';
import type { CliContext, Connection } from '../context';
import { jsonReport, type JsonReport } from '../detectReport';
import { humanReport } from '../detectReport';
import { EXIT, type ExitCode } from '../exitCodes';
import { CliError, describeFailure, UsageError } from '../failure';
import { plural } from '../format';
import { detectHelp } from '../help';
import { githubAnnotations } from '../formats/github';
import type { CheckedFile, FailedFile } from '../formats/findings';
import { sarifLog } from '../formats/sarif';
import { expandArguments, readInput, STDIN, type Input } from '../inputs';
import { filterReport, WorkspaceConfig } from '../workspaceConfig';

const FORMATS = ['text', 'json', 'github', 'sarif'] as const;
type Format = (typeof FORMATS)[number];

const OPTIONS = {
  ...CONNECTION_OPTIONS,
  json: { type: 'boolean' },
  format: { type: 'string' },
  'fail-on': { type: 'string' },
  force: { type: 'boolean' },
} as const;

interface FileResult {
  input: Input;
  config: LoadedConfig;
  detection?: Detection;
  /** The report with the configuration and inline comments applied. */
  filtered?: FilteredReport;
  error?: { message: string; exitCode: ExitCode; code: string | null };
}

export async function detectCommand(args: readonly string[], ctx: CliContext): Promise<ExitCode> {
  const { values, positionals } = parseCommand('detect', args, OPTIONS);
  if (values.help) {
    ctx.io.out(detectHelp);
    return EXIT.OK;
  }
  const failOnFlag = readChoice('fail-on', values['fail-on'], FAIL_ON);
  const format: Format = values.json ? 'json' : (readChoice('format', values.format, FORMATS) ?? 'text');
  if (values.json && values.format !== undefined && values.format !== 'json') throw new UsageError('detect: --json and --format ' + values.format + ' contradict each other');
  if (positionals.length === 0) throw new UsageError('detect: name at least one file, glob or - for stdin; see `redraft detect --help`');

  const names = await expandArguments(positionals, ctx.cwd, { force: values.force === true });
  const workspace = new WorkspaceConfig(ctx.cwd);
  const inputs: { input: Input; config: LoadedConfig }[] = [];
  const skipped: string[] = [];
  for (const name of names) {
    const config = workspace.forName(name);
    if (name !== STDIN && ignoredBy(config, path.resolve(ctx.cwd, name)) !== undefined) {
      skipped.push(name);
      continue;
    }
    inputs.push({ input: await readInput(name, ctx.cwd, ctx.stdin), config });
  }
  if (skipped.length > 0) {
    ctx.io.err(`redraft: skipped ${skipped.length === 1 ? skipped[0] : `${skipped.length} files`}: ignored by the "ignore" globs of the configuration`);
  }
  if (inputs.length === 0) return EXIT.OK;

  const connection = await ctx.connect(values['base-url']);
  const me = await connection.client.getMe({ signal: ctx.interrupts.signal });

  const results: FileResult[] = [];
  for (const { input, config } of inputs) {
    if (ctx.interrupts.interrupted) break;
    const result = await checkOne(input, config, me, connection, ctx);
    const report = result.detection?.result;
    results.push(report ? { ...result, filtered: filterReport(report, input.text, config) } : result);
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

  const failOnOf = (result: FileResult): FailOn | undefined => failOnFlag ?? result.config.config.failOn;
  const failing = (result: FileResult): boolean => {
    const failOn = failOnOf(result);
    return failOn !== undefined && result.filtered !== undefined && reachesFailOn(result.filtered, failOn);
  };
  switch (format) {
    case 'json':
      ctx.io.out(JSON.stringify({ files: results.map((r) => jsonResult(r, failOnOf(r), failing(r))), fail_on: failOnFlag ?? null }, null, 2));
      break;
    case 'github':
    case 'sarif': {
      const { checked, failed } = forCi(results, ctx.cwd, failOnOf, failing);
      if (format === 'github') for (const line of githubAnnotations(checked, failed)) ctx.io.out(line);
      else ctx.io.out(JSON.stringify(sarifLog(checked, failed, { version, rootUri: rootUri(ctx.cwd) }), null, 2));
      break;
    }
    default:
      printHuman(results, ctx);
  }
  const firstError = results.find((result) => result.error !== undefined)?.error;
  if (firstError) return firstError.exitCode;
  return results.some(failing) ? EXIT.FAIL_ON : EXIT.OK;
}

function forCi(
  results: readonly FileResult[],
  cwd: string,
  failOnOf: (r: FileResult) => FailOn | undefined,
  failing: (r: FileResult) => boolean,
): { checked: CheckedFile[]; failed: FailedFile[] } {
  const relative = (input: Input): string | null => (input.file === null ? null : path.relative(cwd, input.file).split(path.sep).join('/'));
  const checked: CheckedFile[] = [];
  const failed: FailedFile[] = [];
  for (const r of results) {
    if (r.error) failed.push({ name: r.input.name, file: relative(r.input), message: r.error.message });
    else if (r.filtered) {
      checked.push({
        name: r.input.name,
        file: relative(r.input),
        text: r.input.text,
        filtered: r.filtered,
        severity: r.config.config.severity ?? 'hint',
        failOn: failOnOf(r),
        failing: failing(r),
      });
    }
  }
  return { checked, failed };
}

/** The working directory as a `file:` URI ending in `/` (SARIF's base for relative paths). */
function rootUri(cwd: string): string {
  const href = pathToFileURL(cwd).href;
  return href.endsWith('/') ? href : `${href}/`;
}

async function checkOne(input: Input, config: LoadedConfig, me: Me, connection: Connection, ctx: CliContext): Promise<FileResult> {
  const length = checkLength(input.text, charLimit(me, 'check'));
  if (!length.ok) {
    const message = `text has ${length.chars.toLocaleString('en-US')} characters; the limit for a check is ${length.limit.toLocaleString('en-US')}`;
    return failed(input, config, new CliError(message, EXIT.TEXT_TOO_LONG), 'text_too_long', connection);
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
      return failed(input, config, new CliError(`the check failed: ${reason}`, EXIT.WORK_FAILED), detection.error?.code ?? null, connection);
    }
    return { input, config, detection };
  } catch (error) {
    if (ctx.interrupts.interrupted) return { input, config };
    const failure = describeFailure(error, { baseUrl: connection.baseUrl, storedKey: connection.storedKey });
    // Errors about the account or the connection would repeat for every file: stop at once.
    if (!PER_FILE.has(failure.exitCode)) throw error;
    return failed(input, config, error, codeOf(error), connection);
  }
}

/** Exit codes that concern one file; anything else ends the whole command. */
const PER_FILE = new Set<ExitCode>([EXIT.TEXT_TOO_LONG, EXIT.NO_PROSE, EXIT.INVALID_REQUEST, EXIT.WORK_FAILED]);

function failed(input: Input, config: LoadedConfig, error: unknown, code: string | null, connection: Connection): FileResult {
  const failure = describeFailure(error, { baseUrl: connection.baseUrl, storedKey: connection.storedKey });
  return { input, config, error: { message: failure.message, exitCode: failure.exitCode, code } };
}

function codeOf(error: unknown): string | null {
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string' ? error.code : null;
}

function printHuman(results: FileResult[], ctx: CliContext): void {
  for (const result of results) {
    if (result.error) {
      ctx.io.err(`redraft: ${result.input.name}: ${result.error.message}`);
      continue;
    }
    if (result.detection && result.filtered) {
      const shown = { ...result.detection, result: result.filtered.report };
      for (const line of humanReport(result.input.name, result.input.text, shown, ctx.io.paint)) ctx.io.out(line);
      const hidden = result.filtered.hiddenParagraphs;
      if (hidden > 0) ctx.io.out(`  ${ctx.io.paint('gray', `${plural(hidden, 'paragraph')} hidden by redraft-disable comments`)}`);
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
  /** The configuration file that applied, or null for the defaults. */
  config: string | null;
  detection: { id: string; status: string; price_usd: string; charged_usd: string | null } | null;
  /** The report as shown: ignored paragraphs and hidden evidence are left out. */
  report: JsonReport | null;
  hidden: { paragraphs: number; evidence: number } | null;
  fail_on: FailOn | null;
  failing: boolean;
  error: { code: string | null; message: string; exit_code: number } | null;
}

function jsonResult(result: FileResult, failOn: FailOn | undefined, failing: boolean): JsonFileResult {
  const d = result.detection;
  const f = result.filtered;
  return {
    file: result.input.name,
    config: result.config.file,
    detection: d ? { id: d.id, status: d.status, price_usd: d.price_usd, charged_usd: d.charged_usd } : null,
    report: f ? jsonReport(result.input.text, f.report) : null,
    hidden: f ? { paragraphs: f.hiddenParagraphs, evidence: f.hiddenEvidence } : null,
    fail_on: failOn ?? null,
    failing,
    error: result.error ? { code: result.error.code, message: result.error.message, exit_code: result.error.exitCode } : null,
  };
}
