/**
 * Opening the embedded backend: the local service started inside this process (127.0.0.1, port 0)
 * on a data folder, and a client holding a key for that folder's local account. The CLI keeps the
 * key in a file, the extension in SecretStorage; both hand a `KeyStore` and get the same policy:
 * a stored key is checked against /v1/me (the folder may have been wiped since), and a new local
 * key is made when there is none or the database no longer knows it.
 */
import { abortableSleep, RedraftClient, UnauthenticatedError, type RedraftClientOptions, type Sleep } from '../client';
import { startService, type RunningService, type ServiceOptions } from '../service';

/**
 * The spec's polling cadence (checks about 1 s, runs about 2 s) protects a shared deployment; the
 * embedded service is this process's alone, so polling it faster just makes progress feel live.
 */
export const EMBEDDED_POLL = { detectionPollIntervalMs: 100, runPollIntervalMs: 250 } as const;
/** How long to wait for another process (a second editor window, a CLI) to release the folder. */
export const LOCK_WAIT_MS = 60_000;
export const LOCK_POLL_MS = 100;

/** Another process still holds the data folder after `lockWaitMs`. */
export class DataFolderBusyError extends Error {
  override name = 'DataFolderBusyError';
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

export interface EmbeddedServiceOptions extends Pick<ServiceOptions, 'dataDir' | 'paceMs' | 'wasmDir' | 'log' | 'runsPerMinute' | 'detectionsPerMinute'> {
  /** Told once when the folder is busy and the start waits for it. */
  onWait?(message: string): void;
  lockWaitMs?: number;
  sleep?: Sleep;
}

/** Starts the service on loopback port 0, waiting while another process holds the data folder. */
export async function startEmbeddedService(options: EmbeddedServiceOptions): Promise<RunningService> {
  const { onWait, lockWaitMs = LOCK_WAIT_MS, sleep = abortableSleep, ...service } = options;
  const deadline = Date.now() + lockWaitMs;
  let told = false;
  for (;;) {
    try {
      return await startService({ ...service, host: '127.0.0.1', port: 0 });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (!/is in use by process/.test(message)) throw error;
      if (Date.now() >= deadline) throw new DataFolderBusyError(message, { cause: error });
      if (!told) {
        onWait?.(`waiting for another redraft process using ${options.dataDir}…`);
        told = true;
      }
      await sleep(LOCK_POLL_MS);
    }
  }
}

/** Where the front end keeps the embedded account's key. */
export interface KeyStore {
  read(): Promise<string | undefined>;
  write(key: string): Promise<void>;
}

export interface EmbeddedClientOptions {
  keys: KeyStore;
  /** A key the user gave (e.g. REDRAFT_API_KEY): used as it is, the store left alone. */
  givenKey?: string;
  /** Everything but the base URL, the key and the poll cadence (user agent, timeouts, retries). */
  client?: Omit<RedraftClientOptions, 'baseUrl' | 'apiKey'>;
  /** The stored key was refused by the folder's database; a new one is being made. */
  onStaleKey?(): void;
  /** A new local key was made and stored. */
  onNewKey?(): void;
}

export interface EmbeddedConnection {
  client: RedraftClient;
  apiKey: string;
}

/** A client for the service's local account: the stored key when it still works, else a new one. */
export async function connectEmbedded(service: Pick<RunningService, 'baseUrl' | 'provisionLocalKey'>, options: EmbeddedClientOptions): Promise<EmbeddedConnection> {
  const make = (apiKey: string): RedraftClient => new RedraftClient({ ...options.client, ...EMBEDDED_POLL, baseUrl: service.baseUrl, apiKey });
  if (options.givenKey !== undefined) return { client: make(options.givenKey), apiKey: options.givenKey };
  const stored = await options.keys.read();
  if (stored !== undefined) {
    const client = make(stored);
    try {
      await client.getMe();
      return { client, apiKey: stored };
    } catch (error) {
      if (!(error instanceof UnauthenticatedError)) throw error;
      options.onStaleKey?.();
    }
  }
  const apiKey = await service.provisionLocalKey();
  await options.keys.write(apiKey);
  options.onNewKey?.();
  return { client: make(apiKey), apiKey };
}
