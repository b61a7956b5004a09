/**
 * `redraft serve`: runs the local service in the foreground until SIGINT or SIGTERM.
 * Flags and defaults are DESIGN.md's table.
 */
import { parseArgs } from 'node:util';
import { displayUsd } from '../contract/money';
import { DEFAULT_STARTING_BALANCE } from './accounts';
import { DEFAULTS, startService } from './server';
import type { RunningService } from './server';

export const SERVE_USAGE = `Usage: redraft serve [options]

Runs the local Redraft service.

  --host H                    bind address (default ${DEFAULTS.host})
  --port N                    port; 0 picks a free one (default ${DEFAULTS.port})
  --data DIR                  storage folder (default .redraft/ in the working directory)
  --seed FILE                 JSON file of accounts to create or update on start
  --pace-ms N                 pause between work steps; 0 = none (default ${DEFAULTS.paceMs})
  --detection-ttl-s N         how long a detection is kept (default ${DEFAULTS.detectionTtlMs / 1000})
  --runs-per-minute N         create-run limit per key (default ${DEFAULTS.runsPerMinute})
  --detections-per-minute N   create-check limit per key (default ${DEFAULTS.detectionsPerMinute})
  -h, --help                  show this help
`;

export class UsageError extends Error {
  override name = 'UsageError';
}

function count(name: string, value: string | undefined, fallback: number, min: number): number {
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value) || Number(value) < min) {
    throw new UsageError(`--${name} takes a whole number${min > 0 ? ` of at least ${min}` : ''}, got "${value}"`);
  }
  return Number(value);
}

/** Starts the service from command-line flags; resolves once it is listening. */
export async function startFromArgs(argv: string[]): Promise<RunningService | null> {
  const { values } = parseArgs({
    args: argv,
    options: {
      host: { type: 'string' },
      port: { type: 'string' },
      data: { type: 'string' },
      seed: { type: 'string' },
      'pace-ms': { type: 'string' },
      'detection-ttl-s': { type: 'string' },
      'runs-per-minute': { type: 'string' },
      'detections-per-minute': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
    allowPositionals: false,
  });
  if (values.help) {
    process.stdout.write(SERVE_USAGE);
    return null;
  }
  const port = count('port', values.port, DEFAULTS.port, 0);
  if (port > 65535) throw new UsageError(`--port must be at most 65535, got ${port}`);
  const service = await startService({
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
  if (service.createdAccount) {
    const { accountId, apiKey } = service.createdAccount;
    process.stdout.write(
      `Created local account ${accountId} with a balance of ${displayUsd(DEFAULT_STARTING_BALANCE)}.\n` +
        `API key (shown only now; keep it): ${apiKey}\n`,
    );
  }
  process.stdout.write(`Redraft service listening at ${service.baseUrl}\n`);
  return service;
}

/** `redraft serve [flags]`: runs until SIGINT/SIGTERM, then shuts down cleanly. */
export async function serveCommand(argv: string[]): Promise<void> {
  let service: RunningService | null;
  try {
    service = await startFromArgs(argv);
  } catch (error) {
    process.stderr.write(`redraft serve: ${error instanceof Error ? error.message : String(error)}\n`);
    // parseArgs reports unknown or malformed flags as a TypeError with an ERR_PARSE_ARGS_* code.
    const usage = error instanceof UsageError || (error instanceof TypeError && String((error as NodeJS.ErrnoException).code).startsWith('ERR_PARSE_ARGS'));
    if (usage) process.stderr.write(SERVE_USAGE);
    process.exitCode = usage ? 2 : 1;
    return;
  }
  if (!service) return;
  const running = service;
  await new Promise<void>((resolveStopped) => {
    const stop = (signal: NodeJS.Signals): void => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      process.stderr.write(`Received ${signal}; stopping (runs in progress are settled)...\n`);
      running.close().then(
        () => resolveStopped(),
        (error: unknown) => {
          process.stderr.write(`redraft serve: shutdown failed: ${error instanceof Error ? error.message : String(error)}\n`);
          process.exitCode = 1;
          resolveStopped();
        },
      );
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
}
