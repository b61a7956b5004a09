/**
 * Test doubles for the client: a scripted raw HTTP server on port 0 (for what the local service
 * never does: drops, hangs, HTML errors, 429 bursts), a sleep that records instead of waiting,
 * and a poll-with-timeout instead of fixed sleeps.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Agent } from 'undici';
import { RedraftClient, type RedraftClientOptions, type RetryInfo } from '../../src/client';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export type Script = (
  request: RecordedRequest,
  res: http.ServerResponse,
  raw: http.IncomingMessage,
  index: number,
) => void | Promise<void>;

export interface ScriptedServer {
  baseUrl: string;
  origin: string;
  port: number;
  requests: RecordedRequest[];
  /** Requests whose connection the client closed, by index. */
  closed: Set<number>;
  close(): Promise<void>;
}

/** Starts a server that reads each request's whole body, records it, then hands it to `script`. */
export async function scriptedServer(script: Script, port = 0): Promise<ScriptedServer> {
  const requests: RecordedRequest[] = [];
  const closed = new Set<number>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const recorded: RecordedRequest = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      const index = requests.push(recorded) - 1;
      res.on('close', () => closed.add(index));
      void Promise.resolve(script(recorded, res, req, index)).catch((error: unknown) => {
        res.destroy(error instanceof Error ? error : new Error(String(error)));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${address.port}`;
  return {
    baseUrl: `${origin}/api`,
    origin,
    port: address.port,
    requests,
    closed,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A port that was free a moment ago (nothing listens on it now). */
export async function freePort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export function json(res: http.ServerResponse, status: number, body: unknown, headers: http.OutgoingHttpHeaders = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text), ...headers });
  res.end(text);
}

export function appError(
  res: http.ServerResponse,
  status: number,
  code: string,
  message: string,
  details?: Record<string, unknown>,
  headers: http.OutgoingHttpHeaders = {},
): void {
  json(res, status, { detail: { code, message, ...(details ? { details } : {}) } }, headers);
}

export function sseHead(res: http.ServerResponse): void {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
  res.flushHeaders();
}

export function frame(id: string | number, event: string, data: unknown): string {
  return `id: ${id}\nevent: ${event}\ndata: ${typeof data === 'string' ? data : JSON.stringify(data)}\n\n`;
}

/** A sleep that records what it was asked and returns at once (still honouring abort). */
export function recordingSleep(onSleep?: (ms: number) => void | Promise<void>): {
  sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
  calls: number[];
} {
  const calls: number[] = [];
  return {
    calls,
    sleep: async (ms, signal) => {
      if (signal?.aborted) throw signal.reason;
      calls.push(ms);
      await onSleep?.(ms);
      await new Promise<void>((resolve) => setImmediate(resolve));
      if (signal?.aborted) throw signal.reason;
    },
  };
}

/** Polls `predicate` until it holds, failing after `timeoutMs`. */
export async function waitFor(predicate: () => boolean, timeoutMs = 2000, what = 'condition'): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!predicate()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise<void>((resolve) => setTimeout(resolve, 5));
  }
}

/** A fresh connection pool per test, so a socket left by one test never serves the next. */
export function freshAgent(): Agent {
  return new Agent({ keepAliveTimeout: 1000 });
}

/** Runs `fn` and returns what it threw; fails if it did not throw. */
export async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}

export interface ScriptedSetup {
  client: RedraftClient;
  server: ScriptedServer;
  /** Every wait the client asked for, in order (the sleep records instead of waiting). */
  sleeps: number[];
  retries: RetryInfo[];
}

/**
 * Registers mocha hooks for a fresh undici agent per test and closes every scripted server after
 * it; `setup(script)` starts a server and a client on it with a recording sleep and seeded jitter.
 */
export function scriptedHarness(defaults: Partial<RedraftClientOptions> = {}): {
  readonly agent: Agent;
  setup(script: Script, options?: Partial<RedraftClientOptions>): Promise<ScriptedSetup>;
} {
  let servers: ScriptedServer[] = [];
  let agent: Agent | undefined;
  beforeEach(() => {
    agent = freshAgent();
  });
  afterEach(async () => {
    await Promise.all(servers.map((s) => s.close()));
    servers = [];
    await agent?.destroy();
  });
  const current = (): Agent => {
    if (!agent) throw new Error('the harness agent exists only inside a test');
    return agent;
  };
  return {
    get agent() {
      return current();
    },
    async setup(script, options = {}) {
      const server = await scriptedServer(script);
      servers.push(server);
      const { sleep, calls } = recordingSleep();
      const retries: RetryInfo[] = [];
      const client = new RedraftClient({
        baseUrl: server.baseUrl,
        apiKey: 'rk_test',
        dispatcher: current(),
        sleep,
        onRetry: (info) => retries.push(info),
        ...defaults,
        ...options,
      });
      return { client, server, sleeps: calls, retries };
    },
  };
}
