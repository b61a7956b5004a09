/**
 * Test harness for the local service: a real server on port 0 over a real database file in a temp
 * folder, a small fetch wrapper, polling with a timeout (never a fixed sleep), an SSE reader, and
 * engines the tests control.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startService } from '../../src/service';
import type { RewriteJob, RewriteOutcome, RewriterEngine, RewriteStep, RunningService, SeedFile, ServiceOptions } from '../../src/service';
import type { Logger } from '../../src/service/log';
import { applicationErrorBodySchema } from '../../src/contract/errors';

export const KEYS = {
  writer: 'rk_test_writer',
  detectOnly: 'rk_test_detect_only',
  humanizeOnly: 'rk_test_humanize_only',
  other: 'rk_test_other',
  suspended: 'rk_test_suspended',
  notReady: 'rk_test_not_ready',
  poor: 'rk_test_poor',
  small: 'rk_test_small',
} as const;

export const SESSION = 'sess_test_writer';

export const SEED: SeedFile = {
  accounts: [
    {
      id: 'acct_writer',
      email: 'writer@example.com',
      balance_usd: '25.000000',
      status: 'active',
      restrictions: { max_chars_per_run: 5000, max_chars_per_check: 35000 },
      keys: [
        { key: KEYS.writer, scopes: ['humanize', 'detect', 'billing:read'] },
        { key: KEYS.detectOnly, scopes: ['detect'] },
        { key: KEYS.humanizeOnly, scopes: ['humanize'] },
      ],
      sessions: [SESSION],
    },
    { id: 'acct_other', balance_usd: '25.000000', keys: [{ key: KEYS.other }] },
    { id: 'acct_suspended', balance_usd: '25.000000', status: 'suspended', keys: [{ key: KEYS.suspended }] },
    { id: 'acct_not_ready', balance_usd: '25.000000', status: 'not_ready', keys: [{ key: KEYS.notReady }] },
    { id: 'acct_poor', balance_usd: '0.005000', keys: [{ key: KEYS.poor }] },
    {
      id: 'acct_small',
      balance_usd: '25.000000',
      restrictions: { max_chars_per_run: 100, max_chars_per_check: 200 },
      keys: [{ key: KEYS.small }],
    },
  ],
};

export class MemoryLog implements Logger {
  readonly lines: string[] = [];
  info(message: string): void {
    this.lines.push(message);
  }
  error(message: string, error?: unknown): void {
    this.lines.push(`${message} ${error instanceof Error ? (error.stack ?? error.message) : String(error ?? '')}`);
  }
}

export interface TestService {
  service: RunningService;
  base: string;
  dataDir: string;
  log: MemoryLog;
  api: (method: string, path: string, options?: ApiOptions) => Promise<ApiResponse>;
  close: () => Promise<void>;
}

export interface ApiOptions {
  key?: string | null;
  cookie?: string;
  body?: unknown;
  rawBody?: string;
  headers?: Record<string, string>;
}

export interface ApiResponse {
  status: number;
  headers: Headers;
  /** Parsed JSON (or the raw text); read it through the contract schemas or `prop`. */
  body: unknown;
}

export function tempDir(prefix = 'redraft-service-'): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

export async function startTestService(options: Partial<ServiceOptions> = {}): Promise<TestService> {
  const dataDir = options.dataDir ?? tempDir();
  const log = new MemoryLog();
  const service = await startService({
    port: 0,
    paceMs: 0,
    runsPerMinute: 10_000,
    detectionsPerMinute: 10_000,
    pingIntervalMs: 50,
    seed: SEED,
    log,
    ...options,
    dataDir,
  });
  const base = service.baseUrl;
  const api = (method: string, path: string, opts: ApiOptions = {}): Promise<ApiResponse> => call(base, method, path, opts);
  return {
    service,
    base,
    dataDir,
    log,
    api,
    close: async () => {
      await service.close();
      if (options.dataDir === undefined) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function call(base: string, method: string, path: string, opts: ApiOptions = {}): Promise<ApiResponse> {
  const headers: Record<string, string> = { ...opts.headers };
  const key = opts.key === undefined ? KEYS.writer : opts.key;
  if (key !== null) headers.authorization = `Bearer ${key}`;
  if (opts.cookie !== undefined) headers.cookie = opts.cookie;
  let body: string | undefined;
  if (opts.rawBody !== undefined) body = opts.rawBody;
  else if (opts.body !== undefined) {
    body = JSON.stringify(opts.body);
    headers['content-type'] ??= 'application/json';
  }
  const response = await fetch(base + path, { method, headers, ...(body !== undefined ? { body } : {}) });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text === '' ? null : JSON.parse(text);
  } catch {
    // Not JSON (an event stream, say): the raw text is the body.
  }
  return { status: response.status, headers: response.headers, body: parsed };
}

/** Polls `read` until `done` holds, failing after `timeoutMs`. */
export async function poll<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 10_000, what = 'condition'): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}; last value: ${JSON.stringify(value).slice(0, 500)}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** Reads `value.a.b…`, or undefined when any step is missing. */
export function prop(value: unknown, ...path: Array<string | number>): unknown {
  let current = value;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string | number, unknown>)[key];
  }
  return current;
}

/** The `{detail:{code,message,details}}` of an application error. */
export function apiError(r: ApiResponse): { code: string; message: string; details: Record<string, unknown> } {
  const parsed = applicationErrorBodySchema.parse(r.body);
  return { code: parsed.detail.code, message: parsed.detail.message, details: parsed.detail.details ?? {} };
}

export function expectError(r: ApiResponse, status: number, code: string): Record<string, unknown> {
  if (r.status !== status) throw new Error(`expected ${status} ${code}, got ${r.status} ${JSON.stringify(r.body)}`);
  const e = apiError(r);
  if (e.code !== code) throw new Error(`expected code ${code}, got ${e.code}: ${e.message}`);
  if (!e.message) throw new Error('error without a message');
  return e.details;
}

export const TERMINAL = ['succeeded', 'rejected', 'failed', 'canceled'];

export async function waitForRun(t: TestService, id: string, statuses: string[] = TERMINAL, key: string = KEYS.writer): Promise<ApiResponse> {
  return poll(() => t.api('GET', `/v1/runs/${id}`, { key }), (r) => statuses.includes(String(prop(r.body, 'status'))), 15_000, `run ${id} to reach ${statuses.join('/')}`);
}

export async function waitForDetection(t: TestService, id: string, statuses = ['succeeded', 'failed'], key: string = KEYS.writer): Promise<ApiResponse> {
  return poll(() => t.api('GET', `/v1/detections/${id}`, { key }), (r) => statuses.includes(String(prop(r.body, 'status'))), 15_000, `detection ${id}`);
}

export interface SseFrame {
  id?: string;
  event?: string;
  data?: string;
  comment?: string;
}

/** Reads an event stream until it ends (or `stop` says so), parsing frames and comments. */
export async function readSse(
  url: string,
  headers: Record<string, string>,
  options: { stop?: (frames: SseFrame[]) => boolean; timeoutMs?: number } = {},
): Promise<{ status: number; contentType: string | null; frames: SseFrame[]; ended: boolean }> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? 10_000);
  const response = await fetch(url, { headers, signal: controller.signal });
  const frames: SseFrame[] = [];
  let ended = false;
  if (!response.body) return { status: response.status, contentType: response.headers.get('content-type'), frames, ended: true };
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) {
        ended = true;
        break;
      }
      buffer += decoder.decode(value, { stream: true });
      let cut: number;
      while ((cut = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        const frame: SseFrame = {};
        for (const line of block.split('\n')) {
          if (line.startsWith(':')) frame.comment = line.slice(1).trim();
          else if (line.startsWith('id: ')) frame.id = line.slice(4);
          else if (line.startsWith('event: ')) frame.event = line.slice(7);
          else if (line.startsWith('data: ')) frame.data = (frame.data === undefined ? '' : frame.data + '\n') + line.slice(6);
        }
        frames.push(frame);
      }
      if (options.stop?.(frames)) {
        await reader.cancel();
        break;
      }
    }
  } finally {
    clearTimeout(timer);
  }
  return { status: response.status, contentType: response.headers.get('content-type'), frames, ended };
}

/** A raw HTTP request, for headers fetch will not let a caller set (Host, a lying Content-Length). */
export function rawRequest(
  base: string,
  options: { method: string; path: string; headers?: Record<string, string>; body?: string | Buffer[] },
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; text: string }> {
  const url = new URL(base + options.path);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: url.hostname, port: url.port, path: url.pathname + url.search, method: options.method, headers: options.headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    if (Array.isArray(options.body)) {
      for (const chunk of options.body) req.write(chunk);
      req.end();
    } else req.end(options.body);
  });
}

/** A text with `n` prose words. */
export function words(n: number, word = 'word'): string {
  return Array.from({ length: n }, (_, i) => `${word}${i % 10}`).join(' ') + '.';
}

/** Opens when told; until then every `wait()` blocks. */
export class Gate {
  private opened = false;
  private waiters: Array<() => void> = [];
  wait(): Promise<void> {
    if (this.opened) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push(resolve));
  }
  open(): void {
    this.opened = true;
    for (const resolve of this.waiters.splice(0)) resolve();
  }
}

/**
 * A rewriter the test steers: `steps` steps of `costMicros` each; the first runs at once, the rest
 * wait for `gate`; the outcome is `outcome` (or it throws when `fail` is set).
 */
export class ScriptedRewriter implements RewriterEngine {
  readonly name = 'scripted';
  readonly stages = ['work'];
  gate = new Gate();
  started = 0;
  returned = 0;
  constructor(
    private readonly script: { steps: number; costMicros: number; outcome?: Partial<RewriteOutcome>; fail?: boolean; gated?: boolean },
  ) {}

  async *rewrite(job: RewriteJob): AsyncGenerator<RewriteStep, RewriteOutcome, undefined> {
    this.started++;
    try {
      for (let i = 0; i < this.script.steps; i++) {
        if (i > 0 && this.script.gated) await this.gate.wait();
        if (this.script.fail && i === this.script.steps - 1) throw new Error('scripted failure at /secret/path/engine.ts');
        yield { stage: 'work', done: i + 1, total: this.script.steps, costMicros: this.script.costMicros };
      }
      return {
        status: 'succeeded',
        output_text: job.model.text.toUpperCase(),
        reasons: [],
        validation_passed: true,
        ...this.script.outcome,
      };
    } finally {
      this.returned++;
    }
  }
}
