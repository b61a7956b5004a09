/**
 * Which service a command talks to. `--base-url` / REDRAFT_BASE_URL name a deployment (key from
 * REDRAFT_API_KEY); otherwise the local service is started inside this process on 127.0.0.1
 * port 0, on the user's data folder, with the key the CLI keeps there (made on first use).
 * Either way the commands speak HTTP through the same client, as DESIGN.md asks.
 */
import { mkdir } from 'node:fs/promises';
import { RedraftClient, RedraftError, type RetryInfo } from '../client';
import { StorageUnavailableError, type RunningService } from '../service';
import { connectEmbedded, DataFolderBusyError, startEmbeddedService } from '../workflow';
import type { Connection } from './context';
import { CliError, UsageError } from './failure';
import { EXIT } from './exitCodes';
import { dataFolder, readLocalKey, writeLocalKey } from './localKey';

export interface Backend extends Connection {
  close(): Promise<void>;
}

export interface BackendOptions {
  env: NodeJS.ProcessEnv;
  baseUrlFlag: string | undefined;
  /** A note for the user on stderr (waiting, retrying, a new key made). */
  notify(line: string): void;
  userAgent: string;
}

/** One user, in-process: the service's per-key create limits would only slow a folder of files. */
const EMBEDDED_RATE_LIMIT = 100_000;
/**
 * The longest Retry-After the CLI sits out (with a note on stderr); beyond it the 429 ends the
 * command with exit 6 and says when to try again, which serves a terminal and a CI job better.
 */
const MAX_RETRY_AFTER_MS = 15_000;

export async function openBackend(options: BackendOptions): Promise<Backend> {
  const { env } = options;
  const apiKey = nonEmpty(env.REDRAFT_API_KEY);
  const baseUrl = nonEmpty(options.baseUrlFlag) ?? nonEmpty(env.REDRAFT_BASE_URL);
  const onRetry = (info: RetryInfo): void => {
    const why = info.reason === 'rate_limited' ? 'rate limited' : info.reason === 'unavailable' ? 'service unavailable' : 'connection problem';
    options.notify(`(${why}; retrying in ${Math.ceil(info.delayMs / 1000)} s, attempt ${info.attempt} of ${info.maxRetries})`);
  };
  if (baseUrl !== undefined) {
    let client: RedraftClient;
    try {
      client = new RedraftClient({ baseUrl, apiKey, onRetry, userAgent: options.userAgent, maxRetryAfterMs: MAX_RETRY_AFTER_MS });
    } catch (error) {
      if (error instanceof RedraftError) throw new UsageError(`--base-url: ${error.message}`);
      throw error;
    }
    return { client, baseUrl: client.baseUrl.href, embedded: false, storedKey: false, close: () => Promise.resolve() };
  }
  return openEmbedded(options, apiKey, onRetry);
}

async function openEmbedded(options: BackendOptions, givenKey: string | undefined, onRetry: (info: RetryInfo) => void): Promise<Backend> {
  const { env } = options;
  const dataDir = dataFolder(env);
  // Private from the start: it will hold the key file and every draft that was rewritten.
  await mkdir(dataDir, { recursive: true, mode: 0o700 }).catch((error: unknown) => {
    throw unwritableFolder(dataDir, error);
  });
  const service = await start(dataDir, paceMs(env), options, env.REDRAFT_DEBUG === '1');
  try {
    const { client } = await connectEmbedded(service, {
      givenKey,
      keys: { read: async () => (await readLocalKey(dataDir)) ?? undefined, write: (key) => writeLocalKey(dataDir, key) },
      client: { onRetry, userAgent: options.userAgent, maxRetryAfterMs: MAX_RETRY_AFTER_MS },
      onStaleKey: () => options.notify(`(the key stored in ${dataDir} is unknown to its database; making a new one)`),
    });
    return { client, baseUrl: service.baseUrl, embedded: true, storedKey: givenKey === undefined, close: () => service.close() };
  } catch (error) {
    await service.close().catch(() => undefined);
    throw error;
  }
}

/** Starts the embedded service; its failures become messages that name the folder and exit codes. */
async function start(dataDir: string, pace: number, options: BackendOptions, debug: boolean): Promise<RunningService> {
  try {
    return await startEmbeddedService({
      dataDir,
      paceMs: pace,
      runsPerMinute: EMBEDDED_RATE_LIMIT,
      detectionsPerMinute: EMBEDDED_RATE_LIMIT,
      onWait: (message) => options.notify(`(${message})`),
      log: {
        info: (message) => {
          if (debug) options.notify(`(local service) ${message}`);
        },
        error: (message) => options.notify(`(local service) ${message}`),
      },
    });
  } catch (error) {
    if (error instanceof StorageUnavailableError) throw unwritableFolder(dataDir, error.cause);
    const message = error instanceof Error ? error.message : String(error);
    if (error instanceof DataFolderBusyError) throw new CliError(`${message}; stop it or set REDRAFT_DATA_DIR to another folder`, EXIT.SERVER);
    throw new CliError(`cannot start the local service in ${dataDir}: ${message}`, EXIT.SERVER);
  }
}

/** Names the folder and what to do about it, rather than a file inside it and an errno. */
function unwritableFolder(dataDir: string, cause: unknown): CliError {
  const code = (cause as NodeJS.ErrnoException | undefined)?.code;
  const why = code === 'ENOSPC' ? 'the disk is full' : code === undefined ? 'it cannot be written' : `it cannot be written (${code})`;
  return new CliError(
    `the local service's data folder ${dataDir} is not usable: ${why}. Make it writable, free some space, or set REDRAFT_DATA_DIR to another folder`,
    EXIT.STORAGE_UNAVAILABLE,
  );
}

function paceMs(env: NodeJS.ProcessEnv): number {
  const value = nonEmpty(env.REDRAFT_PACE_MS);
  if (value === undefined) return 0;
  if (!/^\d+$/.test(value) || Number(value) > 60_000) throw new UsageError(`REDRAFT_PACE_MS must be a whole number of milliseconds (0-60000), got "${value}"`);
  return Number(value);
}

function nonEmpty(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}
