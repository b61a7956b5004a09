/**
 * `RedraftClient`: one method per endpoint of api-spec.md plus the local service's key and
 * billing endpoints. It speaks the same way to the hosted service and to the local one, which
 * is the point: the extension and the CLI exercise one path everywhere.
 */
import type { Dispatcher } from 'undici';
import type { z } from 'zod';
import {
  apiKeyDeletedSchema,
  apiKeyListSchema,
  balanceSchema,
  createdApiKeySchema,
  detectionEstimateSchema,
  detectionSchema,
  ledgerPageSchema,
  meSchema,
  presetsSchema,
  pricingSchema,
  runCreatedSchema,
  runDeletedSchema,
  runEstimateSchema,
  runListPageSchema,
  runSchema,
  runsDeletedSchema,
  type ApiKeyDeleted,
  type ApiKeyList,
  type Balance,
  type CreateApiKeyRequest,
  type CreateDetectionRequest,
  type CreateRunRequest,
  type CreatedApiKey,
  type Detection,
  type DetectionEstimate,
  type DetectionEstimateRequest,
  type LedgerPage,
  type Me,
  type Presets,
  type Pricing,
  type Run,
  type RunCreated,
  type RunDeleted,
  type RunEstimate,
  type RunEstimateRequest,
  type RunEvent,
  type RunListPage,
  type RunsDeleted,
} from '../contract';
import { RedraftError } from './errors';
import {
  RunFollow,
  followRunEvents,
  runEventStream,
  waitForDetection,
  type FollowRunOptions,
  type RunEventsOptions,
  type RunSource,
  type WaitForDetectionOptions,
} from './follow';
import { call, type CallOptions, type Credentials, type Method, type Transport } from './http';
import { DEFAULT_RETRY_POLICY, type RetryInfo, type RetryKind, type Sleep } from './retry';
import { endpointUrl, normalizeBaseUrl, resolveServiceUrl, segment, type QueryValue } from './urls';

export interface RedraftClientOptions {
  /** API root, e.g. `http://127.0.0.1:8787/api` or `https://host/api`; a trailing slash is fine. */
  baseUrl: string;
  /** Sent as `Authorization: Bearer <apiKey>`. */
  apiKey?: string;
  /** The signed-in app's session, sent as the cookie `session=<token>`; key endpoints need it. */
  sessionToken?: string;
  /** Deadline of each attempt of a call (headers and body). Default 30 s. */
  timeoutMs?: number;
  /** Retries after the first attempt (see retry.ts for which errors qualify). Default 3. */
  maxRetries?: number;
  /** Longest `Retry-After` the client waits out; a longer one is returned as the error. Default 60 s. */
  maxRetryAfterMs?: number;
  /** Backoff step for 503s and connection failures. Default 500 ms, capped at `backoffMaxMs` (8 s). */
  backoffBaseMs?: number;
  backoffMaxMs?: number;
  /** Jitter source in [0, 1); pass `seededRandom(n)` for repeatable tests. */
  random?: () => number;
  /** Every wait of the client goes through this (retries, reconnects, polling); inject for tests. */
  sleep?: Sleep;
  /** Wall clock, for `Retry-After` dates. */
  now?: () => number;
  /** Told before each retry with the wait, so a UI can count down. */
  onRetry?: (info: RetryInfo) => void;
  /** undici dispatcher (Agent, Pool, MockAgent); default is undici's global one. */
  dispatcher?: Dispatcher;
  /** Polling cadence of the spec: runs every couple of seconds, checks about once a second. */
  runPollIntervalMs?: number;
  detectionPollIntervalMs?: number;
  /** Event stream tuning. */
  stream?: {
    /** Wait before reconnecting when the server sent no `retry:`. Default 1 s. */
    reconnectDelayMs?: number;
    /** Consecutive reconnects without a new event before falling back to polling. Default 5. */
    maxReconnects?: number;
    /** Silence (not even a ping) after which a connection counts as dropped. Default 60 s. */
    idleTimeoutMs?: number;
  };
  userAgent?: string;
}

export const DEFAULT_TIMEOUT_MS = 30_000;
export const DEFAULT_RUN_POLL_INTERVAL_MS = 2_000;
export const DEFAULT_DETECTION_POLL_INTERVAL_MS = 1_000;

/** A run as far as following it goes: an id, or the creation response with its `events_url`. */
export type RunRef = string | { id: string; events_url?: string };
/** A detection: an id, or the resource with its `poll_url`. */
export type DetectionRef = string | { id: string; poll_url?: string };

export interface ListRunsQuery {
  /** 1–100, default 50. */
  limit?: number;
  cursor?: string;
}

export interface LedgerQuery {
  limit?: number;
  cursor?: string;
}

export class RedraftClient {
  readonly baseUrl: URL;
  private readonly options: RedraftClientOptions;
  private readonly transport: Transport;
  private readonly runPollIntervalMs: number;
  private readonly detectionPollIntervalMs: number;
  private readonly stream: { reconnectDelayMs: number; maxReconnects: number; idleTimeoutMs: number };

  constructor(options: RedraftClientOptions) {
    if (options.apiKey !== undefined && options.sessionToken !== undefined) {
      // Which one a server prefers is not in the spec; sending both would make 403s ambiguous.
      throw new RedraftError('give either apiKey or sessionToken, not both');
    }
    this.options = options;
    this.baseUrl = normalizeBaseUrl(options.baseUrl);
    const credentials: Credentials | undefined =
      options.apiKey !== undefined
        ? { apiKey: options.apiKey }
        : options.sessionToken !== undefined
          ? { sessionToken: options.sessionToken }
          : undefined;
    this.transport = {
      dispatcher: options.dispatcher,
      credentials,
      timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      userAgent: options.userAgent ?? 'redraft-client/0.1',
      retry: {
        maxRetries: options.maxRetries ?? DEFAULT_RETRY_POLICY.maxRetries,
        maxRetryAfterMs: options.maxRetryAfterMs ?? DEFAULT_RETRY_POLICY.maxRetryAfterMs,
        backoffBaseMs: options.backoffBaseMs ?? DEFAULT_RETRY_POLICY.backoffBaseMs,
        backoffMaxMs: options.backoffMaxMs ?? DEFAULT_RETRY_POLICY.backoffMaxMs,
        random: options.random ?? DEFAULT_RETRY_POLICY.random,
        sleep: options.sleep ?? DEFAULT_RETRY_POLICY.sleep,
        now: options.now ?? DEFAULT_RETRY_POLICY.now,
        onRetry: options.onRetry,
      },
    };
    this.runPollIntervalMs = options.runPollIntervalMs ?? DEFAULT_RUN_POLL_INTERVAL_MS;
    this.detectionPollIntervalMs = options.detectionPollIntervalMs ?? DEFAULT_DETECTION_POLL_INTERVAL_MS;
    this.stream = {
      reconnectDelayMs: options.stream?.reconnectDelayMs ?? 1_000,
      maxReconnects: options.stream?.maxReconnects ?? 5,
      idleTimeoutMs: options.stream?.idleTimeoutMs ?? 60_000,
    };
  }

  /** The same client with other credentials (e.g. a session for key management). */
  withCredentials(credentials: { apiKey: string } | { sessionToken: string } | null): RedraftClient {
    const { apiKey: _key, sessionToken: _session, ...rest } = this.options;
    return new RedraftClient({ ...rest, ...(credentials ?? {}) });
  }

  // --- Runs ---

  /** POST /v1/runs. Never sent twice once it may have reached the server. */
  createRun(body: CreateRunRequest, options?: CallOptions): Promise<RunCreated> {
    return this.send('POST', '/v1/runs', runCreatedSchema, { body, kind: 'create' }, options);
  }

  /** GET /v1/runs/{id}: the run with both texts. */
  getRun(id: string, options?: CallOptions): Promise<Run> {
    return this.send('GET', `/v1/runs/${segment(id)}`, runSchema, {}, options);
  }

  /** GET /v1/runs: one page, newest first; pass `next_cursor` back as `cursor`. */
  listRuns(query: ListRunsQuery = {}, options?: CallOptions): Promise<RunListPage> {
    return this.send('GET', '/v1/runs', runListPageSchema, { query: { limit: query.limit, cursor: query.cursor } }, options);
  }

  /** Every run, page by page (each page one request). */
  async *iterateRuns(query: ListRunsQuery = {}, options?: CallOptions): AsyncGenerator<RunListPage['data'][number]> {
    let cursor = query.cursor;
    do {
      const page = await this.listRuns({ ...query, cursor }, options);
      yield* page.data;
      cursor = page.next_cursor ?? undefined;
    } while (cursor !== undefined);
  }

  /** POST /v1/runs/{id}/cancel. A finished run comes back unchanged, so a retry is harmless. */
  cancelRun(id: string, options?: CallOptions): Promise<Run> {
    return this.send('POST', `/v1/runs/${segment(id)}/cancel`, runSchema, {}, options);
  }

  /** DELETE /v1/runs/{id}: erases the texts of a finished run (409 while it is in progress). */
  deleteRun(id: string, options?: CallOptions): Promise<RunDeleted> {
    return this.send('DELETE', `/v1/runs/${segment(id)}`, runDeletedSchema, {}, options);
  }

  /**
   * DELETE /v1/runs?confirm=true: erases the texts of every finished run. `confirm` must be said
   * out loud; `false` sends the request without it and the service answers confirmation_required.
   */
  deleteAllRuns(options: CallOptions & { confirm: boolean }): Promise<RunsDeleted> {
    const query = options.confirm ? { confirm: 'true' } : {};
    return this.send('DELETE', '/v1/runs', runsDeletedSchema, { query }, options);
  }

  /**
   * GET the run's event stream: typed events, reconnecting with Last-Event-ID, ending after `done`.
   * Throws `StreamUnavailableError` when the stream cannot be had; `followRun` polls instead.
   */
  runEvents(run: RunRef, options: RunEventsOptions = {}): AsyncGenerator<RunEvent, void, undefined> {
    return runEventStream(this.transport, this.eventsUrl(run), { ...this.stream, ...options });
  }

  /**
   * Follows a run to its end: its events (stream, or polling when the stream is unavailable; a
   * `done` always comes last), then `finalRun()` for the run as GET /v1/runs/{id} returns it.
   *
   * ```ts
   * const follow = client.followRun(created, { signal });
   * for await (const event of follow) if (event.type === 'stage') bar.report(event);
   * const run = await follow.finalRun();
   * ```
   */
  followRun(run: RunRef, options: FollowRunOptions = {}): RunFollow {
    const id = typeof run === 'string' ? run : run.id;
    const source: RunSource = {
      getRun: (runId, callOptions) => this.getRun(runId, callOptions),
      runEvents: (url, streamOptions) => runEventStream(this.transport, url, { ...this.stream, ...streamOptions }),
      sleep: this.transport.retry.sleep,
      pollIntervalMs: this.runPollIntervalMs,
    };
    return new RunFollow(followRunEvents(source, id, this.eventsUrl(run), options));
  }

  // --- Estimates, pricing, presets, account ---

  /** POST /v1/estimate (no key): `text` or `word_count`, optional `quality`. */
  estimateRun(body: RunEstimateRequest, options?: CallOptions): Promise<RunEstimate> {
    return this.send('POST', '/v1/estimate', runEstimateSchema, { body, auth: false }, options);
  }

  /** GET /v1/pricing (no key). */
  getPricing(options?: CallOptions): Promise<Pricing> {
    return this.send('GET', '/v1/pricing', pricingSchema, { auth: false }, options);
  }

  /** GET /v1/presets (no key). */
  getPresets(options?: CallOptions): Promise<Presets> {
    return this.send('GET', '/v1/presets', presetsSchema, { auth: false }, options);
  }

  /** GET /v1/me: restrictions, balance and whether the account can run. */
  getMe(options?: CallOptions): Promise<Me> {
    return this.send('GET', '/v1/me', meSchema, {}, options);
  }

  // --- Detections ---

  /** POST /v1/detections. Never sent twice once it may have reached the server. */
  createDetection(body: CreateDetectionRequest, options?: CallOptions): Promise<Detection> {
    return this.send('POST', '/v1/detections', detectionSchema, { body, kind: 'create' }, options);
  }

  /** GET the detection, at its `poll_url` when given the resource. 404 once it expired (1 h). */
  getDetection(detection: DetectionRef, options?: CallOptions): Promise<Detection> {
    const url = this.detectionUrl(detection);
    return call(this.transport, { method: 'GET', url, schema: detectionSchema, kind: 'idempotent', auth: true }, options);
  }

  /**
   * Polls a detection (about once a second) until it `succeeded` or `failed`, and returns it; a
   * failed check is returned, not thrown, with the reason in `error`.
   */
  waitForDetection(detection: DetectionRef, options: WaitForDetectionOptions = {}): Promise<Detection> {
    return waitForDetection(
      (callOptions) => this.getDetection(detection, callOptions),
      this.transport.retry.sleep,
      this.detectionPollIntervalMs,
      options,
    );
  }

  /** POST /v1/detections/estimate (no key): the price a check of this text would hold now. */
  estimateDetection(body: DetectionEstimateRequest, options?: CallOptions): Promise<DetectionEstimate> {
    return this.send('POST', '/v1/detections/estimate', detectionEstimateSchema, { body, auth: false }, options);
  }

  // --- Keys (session only) and billing (scope billing:read): local service endpoints ---

  /** POST /v1/keys. The key text is in the answer, and only there. */
  createKey(body: CreateApiKeyRequest = {}, options?: CallOptions): Promise<CreatedApiKey> {
    return this.send('POST', '/v1/keys', createdApiKeySchema, { body, kind: 'create' }, options);
  }

  listKeys(options?: CallOptions): Promise<ApiKeyList> {
    return this.send('GET', '/v1/keys', apiKeyListSchema, {}, options);
  }

  deleteKey(id: string, options?: CallOptions): Promise<ApiKeyDeleted> {
    return this.send('DELETE', `/v1/keys/${segment(id)}`, apiKeyDeletedSchema, {}, options);
  }

  getBalance(options?: CallOptions): Promise<Balance> {
    return this.send('GET', '/v1/billing/balance', balanceSchema, {}, options);
  }

  /** GET /v1/billing/ledger: holds, releases and charges, newest first. */
  getLedger(query: LedgerQuery = {}, options?: CallOptions): Promise<LedgerPage> {
    return this.send('GET', '/v1/billing/ledger', ledgerPageSchema, { query: { limit: query.limit, cursor: query.cursor } }, options);
  }

  // --- plumbing ---

  private send<T>(
    method: Method,
    path: string,
    schema: z.ZodType<T>,
    spec: { body?: unknown; query?: Record<string, QueryValue>; kind?: RetryKind; auth?: boolean },
    options?: CallOptions,
  ): Promise<T> {
    const url = endpointUrl(this.baseUrl, path, spec.query);
    return call(
      this.transport,
      { method, url, schema, body: spec.body, kind: spec.kind ?? 'idempotent', auth: spec.auth ?? true },
      options,
    );
  }

  private eventsUrl(run: RunRef): URL {
    if (typeof run !== 'string' && run.events_url !== undefined) return resolveServiceUrl(this.baseUrl, run.events_url);
    const id = typeof run === 'string' ? run : run.id;
    return endpointUrl(this.baseUrl, `/v1/runs/${segment(id)}/events`);
  }

  private detectionUrl(detection: DetectionRef): URL {
    if (typeof detection !== 'string' && detection.poll_url !== undefined) {
      return resolveServiceUrl(this.baseUrl, detection.poll_url);
    }
    const id = typeof detection === 'string' ? detection : detection.id;
    return endpointUrl(this.baseUrl, `/v1/detections/${segment(id)}`);
  }
}
