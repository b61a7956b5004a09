/**
 * `redraft serve`: the local service in the foreground until Ctrl-C or SIGTERM. Flags and
 * defaults are DESIGN.md's table; parsed like every other command (unknown flag: exit 2).
 */
import { displayUsd } from '../../contract/money';
import { DEFAULT_STARTING_BALANCE, DEFAULTS, startService, StorageUnavailableError, type RunningService } from '../../service';
import { parseCommand } from '../args';
import type { CliContext } from '../context';
import { EXIT, type ExitCode } from '../exitCodes';
import { CliError, UsageError } from '../failure';
import { serveHelp } from '../help';

const OPTIONS = {
  host: { type: 'string' },
  port: { type: 'string' },
  data: { type: 'string' },
  seed: { type: 'string' },
  'pace-ms': { type: 'string' },
  'detection-ttl-s': { type: 'string' },
  'runs-per-minute': { type: 'string' },
  'detections-per-minute': { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

function count(name: string, value: string | undefined, fallback: number, min: number): number {
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value) || Number(value) < min) {
    throw new UsageError(`--${name} takes a whole number${min > 0 ? ` of at least ${min}` : ''}, got "${value}"`);
  }
  return Number(value);
}

/**
 * Starts the service from the flags and resolves once it is listening (null for --help). The
 * one-time key line and the listening line go to stdout: a script waits for the second.
 */
export async function startFromArgs(args: readonly string[], out: (text: string) => void = (text) => void process.stdout.write(text)): Promise<RunningService | null> {
  const { values, positionals } = parseCommand('serve', args, OPTIONS);
  if (values.help) {
    out(serveHelp);
    return null;
  }
  if (positionals.length > 0) throw new UsageError(`serve: unexpected argument "${positionals[0]}"`);
  const port = count('port', values.port, DEFAULTS.port, 0);
  if (port > 65535) throw new UsageError(`--port must be at most 65535, got ${port}`);
  let service: RunningService;
  try {
    service = await startService({
      dataDir: values.data ?? '.redraft',
      host: values.host ?? DEFAULTS.host,
      port,
      ...(values.seed !== undefined ? { seed: values.seed } : {}),
      paceMs: count('pace-ms', values['pace-ms'], DEFAULTS.paceMs, 0),
      detectionTtlMs: 1000 * count('detection-ttl-s', values['detection-ttl-s'], DEFAULTS.detectionTtlMs / 1000, 1),
      runsPerMinute: count('runs-per-minute', values['runs-per-minute'], DEFAULTS.runsPerMinute, 1),
      detectionsPerMinute: count('detections-per-minute', values['detections-per-minute'], DEFAULTS.detectionsPerMinute, 1),
      createAccountIfEmpty: true,
    });
  } catch (error) {
    if (error instanceof UsageError) throw error;
    const message = error instanceof Error ? error.message : String(error);
    throw new CliError(`serve: cannot start the service: ${message}`, error instanceof StorageUnavailableError ? EXIT.STORAGE_UNAVAILABLE : EXIT.SERVER);
  }
  if (service.createdAccount) {
    const { accountId, apiKey } = service.createdAccount;
    out(`Created local account ${accountId} with a balance of ${displayUsd(DEFAULT_STARTING_BALANCE)}.\nAPI key (shown only now; keep it): ${apiKey}\n`);
  }
  out(`Redraft service listening at ${service.baseUrl}\n`);
  return service;
}

/** Runs until the first Ctrl-C (the CLI's interrupt signal) or SIGTERM, then shuts down cleanly. */
export async function serveCommand(args: readonly string[], ctx: CliContext): Promise<ExitCode> {
  const service = await startFromArgs(args, (text) => ctx.io.out(text.replace(/\n$/, '')));
  if (!service) return EXIT.OK;
  const why = await new Promise<string>((resolve) => {
    const onTerm = (): void => resolve('SIGTERM');
    process.once('SIGTERM', onTerm);
    ctx.interrupts.signal.addEventListener(
      'abort',
      () => {
        process.off('SIGTERM', onTerm);
        resolve('SIGINT');
      },
      { once: true },
    );
  });
  ctx.io.err(`Received ${why}; stopping (runs in progress are settled)...`);
  try {
    await service.close();
  } catch (error) {
    throw new CliError(`serve: shutdown failed: ${error instanceof Error ? error.message : String(error)}`, EXIT.SERVER);
  }
  return EXIT.OK;
}
