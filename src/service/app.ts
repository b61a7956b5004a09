/**
 * The HTTP surface: every route of the spec (and the key and billing routes DESIGN.md adds) under
 * `/api/v1`, the guards in front of them (Host and Origin checks, bounded bodies), and the one
 * error handler. Handlers stay thin: authorize, validate, call the module that owns the job.
 */
import { Hono } from 'hono';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';
import { createDetectionRequestSchema } from '../contract/detections';
import { formatUsd } from '../contract/money';
import { createRunRequestSchema, DEFAULT_QUALITY, runListQuerySchema } from '../contract/runs';
import { detectionEstimateRequestSchema, estimateWordSource, runEstimateRequestSchema } from '../contract/estimates';
import { createApiKeyRequestSchema } from '../contract/keys';
import { codePointLength, parseProse } from '../text';
import { addKey, listKeys, meView, revokeKey, SCOPES } from './accounts';
import type { Account } from './accounts';
import type { ApiKeyDeletedView, CreatedApiKeyView } from './views';
import { authorize, rateKey } from './auth';
import type { AuthRule, Principal } from './auth';
import { balanceView, ledgerPage } from './billing';
import { StorageUnavailableError } from './db';
import type { Store } from './db';
import type { Detections } from './detections';
import { ServiceError, invalidRequest, notFound } from './errors';
import type { EventLog } from './events';
import { hostName, isOwnOrigin } from './hosts';
import type { Logger } from './log';
import { presetsView } from './presets';
import { checkPrice, MAX_ESTIMATE_WORDS, MIN_RUN_CHARGE } from './pricing';
import type { PricingBook } from './pricing';
import type { RateLimiter } from './ratelimit';
import type { RunWorker } from './run-worker';
import { runCreatedView, runListItem, runView } from './runs';
import type { RunStore } from './runs';
import { planRun } from './options';
import { eventStream } from './sse';
import { parseJsonBody, validate } from './validation';

export interface AppContext {
  store: Store;
  runs: RunStore;
  worker: RunWorker;
  detections: Detections;
  events: EventLog;
  pricing: PricingBook;
  runLimiter: RateLimiter;
  detectionLimiter: RateLimiter;
  log: Logger;
  clock: () => number;
  pingMs: number;
  maxBodyBytes: number;
  allowedHosts: ReadonlySet<string>;
  /** The port the service listens on (known once it listens), for the Origin check. */
  port: () => number;
  /** Closers of open event streams, for shutdown. */
  streams: Set<() => void>;
}

const QUALITY_MESSAGE = 'quality must be one of "low", "standard" or "high"';

const ledgerQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(50),
  cursor: z.string().min(1).optional(),
});

export function createApp(ctx: AppContext): Hono {
  // strict: false — `/v1/pricing/` is `/v1/pricing`, as a user typing a URL expects.
  const app = new Hono({ strict: false }).basePath('/api');
  const { store } = ctx;

  app.use('*', async (c, next) => {
    const host = c.req.header('host');
    if (host === undefined || !ctx.allowedHosts.has(hostName(host))) {
      throw new ServiceError('forbidden', 'This service answers only requests addressed to its own address or localhost');
    }
    const origin = c.req.header('origin');
    if (origin !== undefined && !isOwnOrigin(origin, ctx.allowedHosts, ctx.port())) {
      throw new ServiceError('forbidden', 'Requests from web pages of other origins are not accepted');
    }
    await next();
  });

  // Answer only with state that is on disk. A read first lets pending flushes finish (whatever
  // their outcome), so it sees durable state; every answer then waits for flushes of what it may
  // have seen. Neither fails because of someone else's write: a handler that writes awaits its
  // own transaction (`store.write`) and answers 503 itself when the disk refused it.
  app.use('*', async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') await store.settled();
    await next();
    await store.settled();
  });

  // Bounded bodies: a declared length over the limit is refused before a byte is read.
  app.use('*', async (c, next) => {
    const declared = c.req.header('content-length');
    if (declared !== undefined && Number(declared) > ctx.maxBodyBytes) throw payloadTooLarge(ctx.maxBodyBytes);
    await next();
  });

  const who = (c: Context, rule: AuthRule): Principal =>
    authorize(store, { authorization: c.req.header('authorization'), cookie: c.req.header('cookie') }, rule);
  const body = async (c: Context): Promise<unknown> =>
    parseJsonBody(await readBounded(c.req.raw, ctx.maxBodyBytes), c.req.header('content-type'));
  const ready = (account: Account): void => {
    if (account.status === 'not_ready') {
      throw new ServiceError('provider_unavailable', 'The account is not ready to run yet; retry shortly (see can_run_reason on GET /v1/me)');
    }
  };
  const tooLong = (text: string, max: number, what: string): void => {
    // Cheap first: a string's UTF-16 length is never below its code-point length.
    if (text.length <= max) return;
    const chars = codePointLength(text);
    if (chars > max) {
      throw new ServiceError('text_too_long', `The text has ${chars} characters; ${what} take at most ${max}`, { max_chars: max, chars });
    }
  };

  // --- runs ---

  app.post('/v1/runs', async (c) => {
    const principal = who(c, { accepts: 'key', scope: 'humanize' });
    ready(principal.account);
    ctx.runLimiter.take(rateKey(principal));
    const request = validate(createRunRequestSchema, await body(c), 'body', { quality: QUALITY_MESSAGE });
    tooLong(request.text, principal.account.max_chars_per_run, 'runs');
    const model = parseProse(request.text);
    if (model.proseWordCount === 0) {
      throw invalidRequest('The text has no prose words to rewrite (code, tables and Markdown structure are not prose)');
    }
    const quality = request.quality ?? DEFAULT_QUALITY;
    const row = await ctx.runs.create({
      accountId: principal.account.id,
      text: request.text,
      quality,
      wordCount: model.wordCount,
      options: planRun(request.options),
      estimate: ctx.pricing.estimate(quality, model.proseWordCount),
    });
    ctx.worker.enqueue(row.id, model);
    return c.json(runCreatedView(row), 202, { Location: `/api/v1/runs/${row.id}` });
  });

  const runReader: AuthRule = { accepts: 'key-or-session', scope: 'humanize' };

  app.get('/v1/runs', (c) => {
    const principal = who(c, runReader);
    const query = validate(runListQuerySchema, c.req.query(), 'query');
    const page = ctx.runs.list(principal.account.id, query.limit, query.cursor);
    return c.json({ data: page.rows.map(runListItem), next_cursor: page.nextCursor });
  });

  app.delete('/v1/runs', async (c) => {
    const principal = who(c, runReader);
    if (c.req.query('confirm') !== 'true') {
      throw new ServiceError('confirmation_required', 'Erasing the texts of every finished run needs ?confirm=true');
    }
    return c.json(await ctx.runs.eraseAll(principal.account.id));
  });

  app.get('/v1/runs/:id', (c) => {
    const principal = who(c, runReader);
    return c.json(runView(ctx.runs.find(principal.account.id, c.req.param('id'))));
  });

  app.delete('/v1/runs/:id', async (c) => {
    const principal = who(c, runReader);
    return c.json(await ctx.runs.erase(principal.account.id, c.req.param('id')));
  });

  app.post('/v1/runs/:id/cancel', async (c) => {
    const principal = who(c, runReader);
    const id = ctx.runs.find(principal.account.id, c.req.param('id')).id;
    const { row, events } = await ctx.runs.cancel(id);
    // Only once the cancel is durable: a cancel the disk refused leaves the run working.
    ctx.worker.stop(id);
    if (events.length > 0) {
      ctx.pricing.invalidate();
      ctx.events.publish(events);
    }
    return c.json(runView(row));
  });

  app.get('/v1/runs/:id/events', (c) => {
    const principal = who(c, runReader);
    const run = ctx.runs.find(principal.account.id, c.req.param('id'));
    const position = c.req.header('last-event-id') ?? c.req.query('after') ?? '0';
    if (!/^\d{1,15}$/.test(position.trim())) {
      throw invalidRequest('Last-Event-ID (or ?after=) must be the id of an event of this stream');
    }
    return eventStream({ events: ctx.events, runId: run.id, after: Number(position.trim()), pingMs: ctx.pingMs, registry: ctx.streams });
  });

  // --- prices, voices, account ---

  app.post('/v1/estimate', async (c) => {
    const raw = await body(c);
    // Before the schema: a count too large to price is a bad request (400), whatever its form
    // (1e300 is no safe integer either); a malformed count stays a validation error (422).
    const count = (raw as { word_count?: unknown } | undefined)?.word_count;
    if (typeof count === 'number' && count > MAX_ESTIMATE_WORDS) {
      throw invalidRequest(`word_count must be at most ${MAX_ESTIMATE_WORDS.toLocaleString('en-US')}`, { max_word_count: MAX_ESTIMATE_WORDS });
    }
    const request = validate(runEstimateRequestSchema, raw, 'body', { quality: QUALITY_MESSAGE });
    const source = estimateWordSource(request);
    if (source === null) throw invalidRequest('Send either text or word_count');
    const words = source.kind === 'text' ? parseProse(source.text).proseWordCount : source.wordCount;
    return c.json(ctx.pricing.estimateView(ctx.pricing.estimate(request.quality ?? DEFAULT_QUALITY, words)));
  });

  app.get('/v1/pricing', (c) => c.json(ctx.pricing.pricingView()));
  app.get('/v1/presets', (c) => c.json(presetsView()));

  app.get('/v1/me', (c) => {
    const principal = who(c, { accepts: 'key-or-session', allowSuspended: true });
    return c.json(meView(store, principal.account, MIN_RUN_CHARGE));
  });

  // --- detections ---

  app.post('/v1/detections', async (c) => {
    const principal = who(c, { accepts: 'key', scope: 'detect' });
    ready(principal.account);
    ctx.detectionLimiter.take(rateKey(principal));
    const request = validate(createDetectionRequestSchema, await body(c), 'body');
    tooLong(request.text, principal.account.max_chars_per_check, 'checks');
    const model = parseProse(request.text);
    if (model.proseWordCount === 0) {
      throw new ServiceError('no_prose', 'The text has no prose to read (code, tables and Markdown structure are not prose)');
    }
    const row = await ctx.detections.create(principal.account.id, model, checkPrice(model.proseWordCount));
    return c.json(ctx.detections.view(row, true), 202, { Location: `/api/v1/detections/${row.id}` });
  });

  app.post('/v1/detections/estimate', async (c) => {
    const request = validate(detectionEstimateRequestSchema, await body(c), 'body');
    const words = parseProse(request.text).proseWordCount;
    return c.json({ prose_word_count: words, price_usd: formatUsd(checkPrice(words)) });
  });

  app.get('/v1/detections/:id', (c) => {
    const principal = who(c, { accepts: 'key', scope: 'detect' });
    return c.json(ctx.detections.view(ctx.detections.find(principal.account.id, c.req.param('id'))));
  });

  // --- keys (session only) ---

  app.post('/v1/keys', async (c) => {
    const principal = who(c, { accepts: 'session' });
    const raw = await body(c);
    const request = validate(createApiKeyRequestSchema, raw ?? {}, 'body');
    const at = new Date(ctx.clock()).toISOString();
    const { record, secret } = await store.write(() =>
      addKey(store, principal.account.id, request.scopes ?? SCOPES, at, { name: request.name ?? null }),
    );
    const created: CreatedApiKeyView = { ...record, key: secret };
    return c.json(created, 201);
  });

  app.get('/v1/keys', (c) => {
    const principal = who(c, { accepts: 'session' });
    return c.json(listKeys(store, principal.account.id));
  });

  app.delete('/v1/keys/:id', async (c) => {
    const principal = who(c, { accepts: 'session' });
    const id = c.req.param('id');
    const at = new Date(ctx.clock()).toISOString();
    if (!(await store.write(() => revokeKey(store, principal.account.id, id, at)))) throw notFound('API key');
    const deleted: ApiKeyDeletedView = { id, deleted: true, revoked: true, revoked_at: at };
    return c.json(deleted);
  });

  // --- billing ---

  const billingReader: AuthRule = { accepts: 'key-or-session', scope: 'billing:read' };

  app.get('/v1/billing/balance', (c) => {
    const principal = who(c, billingReader);
    return c.json(balanceView(store, principal.account.id));
  });

  app.get('/v1/billing/ledger', (c) => {
    const principal = who(c, billingReader);
    const query = validate(ledgerQuerySchema, c.req.query(), 'query');
    return c.json(ledgerPage(store, principal.account.id, query.limit, query.cursor));
  });

  // --- the rest ---

  const routes = app.routes.filter((r) => r.method !== 'ALL').map((r) => ({ method: r.method, pattern: pathPattern(r.path) }));

  app.notFound((c) => {
    const path = new URL(c.req.url).pathname;
    const allowed = [...new Set(routes.filter((r) => r.pattern.test(path)).map((r) => r.method))];
    if (allowed.length > 0) {
      if (allowed.includes('GET')) allowed.push('HEAD');
      throw new ServiceError('method_not_allowed', `${c.req.method} is not allowed here; use ${allowed.join(', ')}`, undefined, {
        headers: { Allow: allowed.join(', ') },
      });
    }
    throw notFound(`${path}`);
  });

  app.onError((error, c) => {
    if (error instanceof StorageUnavailableError) {
      ctx.log.error(`${c.req.method} ${new URL(c.req.url).pathname} was not applied: the disk refused it`, error);
      error = storageUnavailable(error);
    }
    if (error instanceof ServiceError) {
      return c.json(error.body(), error.status as ContentfulStatusCode, error.headers);
    }
    ctx.log.error(`internal error on ${c.req.method} ${new URL(c.req.url).pathname}`, error);
    return c.json({ detail: { code: 'internal_error', message: 'The service hit an internal error; it has been logged' } }, 500);
  });

  return app;
}

function storageUnavailable(error: StorageUnavailableError): ServiceError {
  return new ServiceError(
    'storage_unavailable',
    `The service could not save this change (${error.message}); nothing was applied or held. Retry once the disk has room or is writable again`,
    undefined,
    { headers: { 'Retry-After': '5' } },
  );
}

function payloadTooLarge(max: number): ServiceError {
  return new ServiceError('payload_too_large', `The request body is larger than ${max} bytes`, { max_bytes: max }, {
    headers: { Connection: 'close' },
  });
}

/** Reads a body as UTF-8, stopping (and refusing with 413) as soon as it passes `max` bytes. */
async function readBounded(request: Request, max: number): Promise<string> {
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      // Not reader.cancel(): that destroys the socket before the 413 can be written. The
      // `Connection: close` on the answer ends the connection instead, so the rest is never read.
      reader.releaseLock();
      throw payloadTooLarge(max);
    }
    chunks.push(value);
  }
  try {
    return strictUtf8.decode(Buffer.concat(chunks));
  } catch {
    // Decoding leniently would store U+FFFD where the caller sent something else.
    throw invalidRequest('The request body is not valid UTF-8');
  }
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

function pathPattern(path: string): RegExp {
  const source = path
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}/?$`);
}
