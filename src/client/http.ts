/**
 * The transport: one HTTP exchange over undici with a deadline and the caller's AbortSignal,
 * errors translated into the client's classes, bodies checked against the contract, and the
 * retry loop of retry.ts around it. Streams (SSE) are opened here too, so that they share the
 * same authentication, deadline and error translation.
 */
import { request, type Dispatcher } from 'undici';
import type { z } from 'zod';
import {
  AbortError,
  ConnectionError,
  InvalidResponseError,
  RedraftError,
  TimeoutError,
  apiErrorFromResponse,
  describeZodIssues,
  shortText,
  type RequestTarget,
} from './errors';
import { retryDecision, parseRetryAfter, type RetryKind, type RetryPolicy } from './retry';

/** A bearer API key, or the signed-in app's session cookie (`session=<token>`). */
export type Credentials = { apiKey: string } | { sessionToken: string };

export interface Transport {
  dispatcher: Dispatcher | undefined;
  credentials: Credentials | undefined;
  /** Per-attempt deadline for a whole exchange (headers and body). */
  timeoutMs: number;
  retry: RetryPolicy;
  userAgent: string;
}

/** Options every call accepts. */
export interface CallOptions {
  signal?: AbortSignal;
  /** Deadline of each attempt, overriding the client's default. */
  timeoutMs?: number;
  /** Retries for this call, overriding the client's default (0 disables them). */
  maxRetries?: number;
}

export type Method = 'GET' | 'POST' | 'DELETE';

export interface Endpoint<T> {
  method: Method;
  url: URL;
  body?: unknown;
  schema: z.ZodType<T>;
  kind: RetryKind;
  /** False for the spec's public endpoints: credentials are not sent where none are needed. */
  auth: boolean;
}

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

/** Calls an endpoint, retrying per the policy, and returns the validated body. */
export async function call<T>(transport: Transport, endpoint: Endpoint<T>, options: CallOptions = {}): Promise<T> {
  const policy =
    options.maxRetries === undefined ? transport.retry : { ...transport.retry, maxRetries: options.maxRetries };
  const target = targetOf(endpoint.method, endpoint.url);
  for (let attempt = 1; ; attempt++) {
    try {
      const raw = await exchange(transport, endpoint, options);
      if (raw.status >= 400) throw errorFromRaw(raw, target, policy.now());
      return parseBody(raw, endpoint.schema, target);
    } catch (error) {
      const decision = retryDecision(error, attempt, endpoint.kind, policy);
      if (decision === null) throw error;
      policy.onRetry?.({
        ...target,
        attempt,
        maxRetries: policy.maxRetries,
        delayMs: decision.delayMs,
        reason: decision.reason,
        error: error as RedraftError,
      });
      await sleepOrAbort(policy, decision.delayMs, options.signal, target);
    }
  }
}

async function exchange<T>(transport: Transport, endpoint: Endpoint<T>, options: CallOptions): Promise<RawResponse> {
  const target = targetOf(endpoint.method, endpoint.url);
  const scope = new RequestScope(options.signal, options.timeoutMs ?? transport.timeoutMs);
  try {
    const headers = baseHeaders(transport, endpoint.auth, 'application/json');
    let body: string | undefined;
    if (endpoint.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(endpoint.body);
    }
    const response = await request(endpoint.url, {
      method: endpoint.method,
      headers,
      body,
      signal: scope.signal,
      dispatcher: transport.dispatcher,
    });
    // The deadline covers the body too: a server that sends headers and then stalls is as hung.
    const text = await response.body.text();
    return { status: response.statusCode, headers: response.headers, text };
  } catch (error) {
    throw scope.translate(error, target);
  } finally {
    scope.dispose();
  }
}

export interface OpenStreamOptions {
  signal?: AbortSignal;
  lastEventId?: string;
  /** Deadline for the response headers; the body of a stream has no end to wait for. */
  timeoutMs?: number;
  /** The stream counts as dropped after this long without a byte (pings included). */
  idleTimeoutMs: number;
}

export interface OpenStream {
  /** Raw bytes of the body. Errors come out translated: AbortError, or ConnectionError on a drop. */
  chunks: AsyncIterable<Uint8Array>;
  /** Aborts the HTTP request; safe to call more than once. */
  close(): void;
}

/** Opens a server-sent event stream, or throws why it could not be opened. */
export async function openStream(transport: Transport, url: URL, options: OpenStreamOptions): Promise<OpenStream> {
  const target = targetOf('GET', url);
  const scope = new RequestScope(options.signal, options.timeoutMs ?? transport.timeoutMs);
  const headers = baseHeaders(transport, true, 'text/event-stream');
  headers['cache-control'] = 'no-cache';
  if (options.lastEventId !== undefined) headers['last-event-id'] = options.lastEventId;
  let response: Dispatcher.ResponseData;
  try {
    response = await request(url, {
      method: 'GET',
      headers,
      signal: scope.signal,
      dispatcher: transport.dispatcher,
      // Idle time is watched below with a precise timer; undici's own is coarse (about a second).
      bodyTimeout: 0,
    });
  } catch (error) {
    scope.dispose();
    throw scope.translate(error, target);
  }
  try {
    const contentType = header(response.headers, 'content-type') ?? '';
    if (response.statusCode >= 400) {
      const text = await response.body.text();
      throw errorFromRaw({ status: response.statusCode, headers: response.headers, text }, target, transport.retry.now());
    }
    if (!/^text\/event-stream\b/i.test(contentType)) {
      throw new InvalidResponseError({
        ...target,
        status: response.statusCode,
        problems: [`expected an event stream, got ${contentType === '' ? 'no content type' : contentType}`],
      });
    }
    // From here the idle timer watches the stream; it has no end for a deadline to wait for.
    scope.clearDeadline();
  } catch (error) {
    scope.abort();
    scope.dispose();
    throw error instanceof RedraftError ? error : scope.translate(error, target);
  }
  const body = response.body;
  async function* chunks(): AsyncGenerator<Uint8Array> {
    try {
      scope.armIdle(options.idleTimeoutMs);
      for await (const chunk of body as AsyncIterable<Uint8Array>) {
        scope.armIdle(options.idleTimeoutMs);
        yield chunk;
      }
    } catch (error) {
      throw scope.translate(error, target);
    } finally {
      scope.abort();
      scope.dispose();
    }
  }
  return {
    chunks: chunks(),
    close: () => {
      scope.abort();
      scope.dispose();
    },
  };
}

function baseHeaders(transport: Transport, auth: boolean, accept: string): Record<string, string> {
  const headers: Record<string, string> = { accept, 'user-agent': transport.userAgent };
  const credentials = auth ? transport.credentials : undefined;
  if (credentials !== undefined) {
    if ('apiKey' in credentials) headers.authorization = `Bearer ${credentials.apiKey}`;
    else headers.cookie = `session=${credentials.sessionToken}`;
  }
  return headers;
}

function errorFromRaw(raw: RawResponse, target: RequestTarget, now: number): RedraftError {
  return apiErrorFromResponse({
    ...target,
    status: raw.status,
    statusText: STATUS_TEXT[raw.status],
    contentType: header(raw.headers, 'content-type'),
    bodyText: raw.text,
    requestId: header(raw.headers, 'x-request-id'),
    retryAfterSeconds: parseRetryAfter(header(raw.headers, 'retry-after'), now),
  });
}

function parseBody<T>(raw: RawResponse, schema: z.ZodType<T>, target: RequestTarget): T {
  let json: unknown;
  try {
    json = JSON.parse(raw.text);
  } catch (error) {
    const contentType = header(raw.headers, 'content-type') ?? 'no content type';
    const shown = shortText(raw.text, contentType);
    throw new InvalidResponseError(
      { ...target, status: raw.status, problems: [`body is not JSON (${contentType})${shown ? `: ${shown}` : ''}`] },
      { cause: error },
    );
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    throw new InvalidResponseError(
      { ...target, status: raw.status, problems: describeZodIssues(parsed.error) },
      { cause: parsed.error },
    );
  }
  return parsed.data;
}

async function sleepOrAbort(
  policy: RetryPolicy,
  ms: number,
  signal: AbortSignal | undefined,
  target: RequestTarget,
): Promise<void> {
  try {
    await policy.sleep(ms, signal);
  } catch (error) {
    if (signal?.aborted) throw abortError(signal, target);
    throw error;
  }
}

export function abortError(signal: AbortSignal, target?: RequestTarget): AbortError {
  const where = target ? ` (${target.method} ${target.path})` : '';
  return new AbortError(`request aborted${where}`, { cause: signal.reason });
}

export function targetOf(method: string, url: URL): RequestTarget {
  return { method, path: `${url.pathname}${url.search}` };
}

export function header(headers: Record<string, string | string[] | undefined>, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** Errors raised while connecting: the request cannot have reached the server. */
const CONNECT_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EADDRNOTAVAIL',
  'UND_ERR_CONNECT_TIMEOUT',
]);

function isConnectFailure(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, syscall } = error as { code?: unknown; syscall?: unknown };
  if (syscall === 'connect' || syscall === 'getaddrinfo') return true;
  return typeof code === 'string' && CONNECT_CODES.has(code);
}

function describeCause(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    return typeof code === 'string' && !error.message.includes(code) ? `${error.message} (${code})` : error.message;
  }
  return String(error);
}

/**
 * One attempt's lifetime: the caller's signal and the deadline feed one AbortController, and the
 * flags remember which fired, because undici rejects with whatever reason it was given.
 */
class RequestScope {
  private readonly controller = new AbortController();
  private timer: NodeJS.Timeout | undefined;
  private timedOut = false;
  private closed = false;
  private idleTimer: NodeJS.Timeout | undefined;
  private idleMs: number | undefined;
  private readonly onCallerAbort = (): void => this.controller.abort(this.caller?.reason);

  constructor(
    private readonly caller: AbortSignal | undefined,
    private readonly timeoutMs: number,
  ) {
    if (caller?.aborted) this.controller.abort(caller.reason);
    else caller?.addEventListener('abort', this.onCallerAbort, { once: true });
    this.timer = setTimeout(() => {
      this.timedOut = true;
      this.controller.abort(new Error(`deadline of ${timeoutMs} ms passed`));
    }, timeoutMs);
  }

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  clearDeadline(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  /** (Re)starts the silence timer of a stream: no byte for `ms` aborts it as a dropped connection. */
  armIdle(ms: number): void {
    clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => {
      this.idleMs = ms;
      this.controller.abort(new Error(`no data for ${ms} ms`));
    }, ms);
  }

  abort(): void {
    this.closed = true;
    if (!this.controller.signal.aborted) this.controller.abort(new Error('stream closed by the client'));
  }

  dispose(): void {
    this.clearDeadline();
    clearTimeout(this.idleTimer);
    this.caller?.removeEventListener('abort', this.onCallerAbort);
  }

  translate(error: unknown, target: RequestTarget): RedraftError {
    if (error instanceof RedraftError) return error;
    if (this.timedOut) {
      return new TimeoutError(`no answer from ${target.method} ${target.path} within ${this.timeoutMs} ms`, this.timeoutMs, {
        cause: error,
      });
    }
    if (this.caller?.aborted) return abortError(this.caller, target);
    if (this.closed) return new AbortError(`stream closed by the client (${target.method} ${target.path})`, { cause: error });
    if (this.idleMs !== undefined) {
      return new ConnectionError(
        `connection went silent (${target.method} ${target.path}): no data for ${this.idleMs} ms`,
        { ...target, requestSent: true },
        { cause: error },
      );
    }
    const requestSent = !isConnectFailure(error);
    const what = requestSent ? 'connection lost' : 'could not connect';
    return new ConnectionError(
      `${what} (${target.method} ${target.path}): ${describeCause(error)}`,
      { ...target, requestSent },
      { cause: error },
    );
  }
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  402: 'Payment Required',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Payload Too Large',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};
