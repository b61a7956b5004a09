import assert from 'node:assert/strict';
import {
  AbortError,
  ConnectionError,
  InsufficientBalanceError,
  InsufficientScopeError,
  InvalidResponseError,
  NotFoundError,
  ProviderUnavailableError,
  RateLimitedError,
  RedraftClient,
  ServerError,
  TimeoutError,
  ValidationError,
  seededRandom,
  type RetryInfo,
} from '../../src/client';
import { backoff } from '../../src/client/retry';
import type { CreateRunRequest } from '../../src/contract';
import { detection, run, runCreated } from './fixtures';
import {
  appError,
  freePort,
  json,
  recordingSleep,
  rejection,
  scriptedHarness,
  scriptedServer,
  waitFor,
  type ScriptedServer,
} from './helpers';

describe('client over HTTP (scripted server)', () => {
  const harness = scriptedHarness({ random: seededRandom(7) });
  const setup = harness.setup;

  describe('URLs and authentication', () => {
    it('joins {base_url}/v1/... with or without a trailing slash, and sends the bearer key', async () => {
      const ctx = await setup((_req, res) => json(res, 200, run('r 1')));
      const slashed = new RedraftClient({ baseUrl: `${ctx.server.baseUrl}/`, apiKey: 'rk_test', dispatcher: harness.agent });
      await ctx.client.getRun('r 1');
      await slashed.getRun('r 1');
      assert.deepEqual(
        ctx.server.requests.map((r) => r.url),
        ['/api/v1/runs/r%201', '/api/v1/runs/r%201'],
      );
      assert.equal(ctx.server.requests[0]?.headers.authorization, 'Bearer rk_test');
      assert.equal(ctx.server.requests[0]?.headers.cookie, undefined);
    });

    it('sends a session as the cookie, and no credentials to public endpoints', async () => {
      const ctx = await setup((req, res) =>
        req.url.startsWith('/api/v1/estimate')
          ? json(res, 200, {
              is_estimate: true,
              prose_word_count: 3,
              quality: 'standard',
              estimated_usd: { typical: '0.010000', high: '0.020000' },
              hold_usd: '0.020000',
              basis: 'published rates',
            })
          : json(res, 200, { data: [] }),
      );
      const session = ctx.client.withCredentials({ sessionToken: 'sess_1' });
      await session.listKeys();
      await ctx.client.estimateRun({ text: 'three words here' });
      assert.equal(ctx.server.requests[0]?.headers.cookie, 'session=sess_1');
      assert.equal(ctx.server.requests[0]?.headers.authorization, undefined);
      assert.equal(ctx.server.requests[1]?.headers.authorization, undefined);
      assert.deepEqual(JSON.parse(ctx.server.requests[1]?.body ?? ''), { text: 'three words here' });
    });

    it('polls a detection at its poll_url resolved against the origin of the base URL', async () => {
      const ctx = await setup((_req, res) => json(res, 200, detection('det_9', 'running')));
      await ctx.client.getDetection({ id: 'det_9', poll_url: '/api/v1/detections/det_9?x=1' });
      assert.equal(ctx.server.requests[0]?.url, '/api/v1/detections/det_9?x=1');
      assert.throws(
        () => ctx.client.getDetection({ id: 'd', poll_url: 'http://evil.example/api/v1/detections/d' }),
        /another origin/,
      );
    });

    it('refuses apiKey and sessionToken together', () => {
      assert.throws(() => new RedraftClient({ baseUrl: 'http://h/api', apiKey: 'k', sessionToken: 's' }), /either/);
    });
  });

  describe('responses', () => {
    it('tolerates added fields and keeps them', async () => {
      const ctx = await setup((_req, res) => json(res, 202, runCreated('run_1', { plan: { seed: 4 } })));
      const created = await ctx.client.createRun({ text: 'Some words.' });
      assert.equal(created.id, 'run_1');
      assert.deepEqual(created.plan, { seed: 4 });
    });

    it('names the endpoint and every zod issue when the body does not match', async () => {
      const ctx = await setup((_req, res) => json(res, 200, { ...run('run_1'), status: 'exploded', billing: {} }));
      const error = await rejection(ctx.client.getRun('run_1'));
      assert.ok(error instanceof InvalidResponseError);
      assert.match(error.message, /^invalid response from GET \/api\/v1\/runs\/run_1: /);
      assert.ok(error.problems.some((p) => p.startsWith('status:')), error.message);
      assert.ok(error.problems.some((p) => p.startsWith('billing.charged_usd:')), error.message);
    });

    it('reports a 200 that is not JSON without dumping it', async () => {
      const ctx = await setup((_req, res) => {
        res.writeHead(200, { 'content-type': 'text/html' });
        res.end('<html><head><title>Captive portal</title></head><body><script>x()</script></body></html>');
      });
      const error = await rejection(ctx.client.getPricing());
      assert.ok(error instanceof InvalidResponseError);
      assert.match(error.message, /body is not JSON \(text\/html\): Captive portal/);
      assert.doesNotMatch(error.message, /</);
    });
  });

  describe('errors', () => {
    it('keys application errors on code and carries typed details and the request id', async () => {
      const ctx = await setup((req, res) => {
        if (req.url.endsWith('/runs')) {
          appError(res, 402, 'insufficient_balance', 'Not enough balance', {
            available_usd: '-0.010000',
            hold_required_usd: '0.080000',
            is_estimate: true,
          }, { 'x-request-id': 'req_42' });
        } else if (req.url.endsWith('/detections')) {
          appError(res, 403, 'insufficient_scope', 'Needs detect', { required_scope: 'detect' });
        } else {
          appError(res, 404, 'not_found', 'No such run');
        }
      });
      const balance = await rejection(ctx.client.createRun({ text: 'Words here.' }));
      assert.ok(balance instanceof InsufficientBalanceError);
      assert.equal(balance.status, 402);
      assert.equal(balance.code, 'insufficient_balance');
      assert.equal(balance.availableUsd, -10_000);
      assert.equal(balance.holdRequiredUsd, 80_000);
      assert.equal(balance.isEstimate, true);
      assert.equal(balance.requestId, 'req_42');
      assert.equal(balance.message, 'Not enough balance');

      const scope = await rejection(ctx.client.createDetection({ text: 'Words here.' }));
      assert.ok(scope instanceof InsufficientScopeError);
      assert.equal(scope.requiredScope, 'detect');

      const missing = await rejection(ctx.client.getRun('nope'));
      assert.ok(missing instanceof NotFoundError);
      assert.equal(missing.requestId, undefined);
      assert.equal(ctx.retries.length, 0);
    });

    it('surfaces the 422 validation list readably', async () => {
      const ctx = await setup((_req, res) =>
        json(res, 422, {
          detail: [{ type: 'extra_forbidden', loc: ['body', 'model'], msg: 'extra field not permitted', input: 'x' }],
        }),
      );
      const error = await rejection(ctx.client.createRun({ text: 'Hi there.', model: 'gpt' } as CreateRunRequest));
      assert.ok(error instanceof ValidationError);
      assert.equal(error.status, 422);
      assert.equal(error.code, null);
      assert.equal(error.message, 'body.model: extra field not permitted');
      assert.equal(error.issues[0]?.type, 'extra_forbidden');
    });

    it('turns a 500 HTML page into a short message with the status', async () => {
      const ctx = await setup((_req, res) => {
        res.writeHead(500, { 'content-type': 'text/html; charset=utf-8' });
        res.end(
          '<!DOCTYPE html><html><head><title>500 Internal Server Error</title><style>body{}</style></head>' +
            `<body><h1>Oops</h1><p>${'stack '.repeat(500)}</p></body></html>`,
        );
      });
      const error = await rejection(ctx.client.getRun('run_1'));
      assert.ok(error instanceof ServerError);
      assert.equal(error.status, 500);
      assert.equal(error.message, 'HTTP 500 Internal Server Error: 500 Internal Server Error');
      assert.equal(ctx.server.requests.length, 1, 'a 500 is not retried');
    });

    it('maps a code-less status to its class (a proxy 404 is still a NotFoundError)', async () => {
      const ctx = await setup((_req, res) => {
        res.writeHead(404, { 'content-type': 'text/plain' });
        res.end('no route');
      });
      const error = await rejection(ctx.client.getMe());
      assert.ok(error instanceof NotFoundError);
      assert.equal(error.code, null);
      assert.equal(error.message, 'HTTP 404 Not Found: no route');
    });
  });

  describe('retries', () => {
    it('waits Retry-After on 429, tells onRetry, then succeeds (creates included)', async () => {
      const ctx = await setup((_req, res, _raw, index) =>
        index === 0
          ? appError(res, 429, 'rate_limited', 'Slow down', { retry_after_seconds: 2 }, { 'retry-after': '1' })
          : json(res, 202, runCreated()),
      );
      const created = await ctx.client.createRun({ text: 'Words here.' });
      assert.equal(created.id, 'run_1');
      assert.deepEqual(ctx.sleeps, [1000], 'the header wins over details');
      assert.equal(ctx.server.requests.length, 2);
      assert.equal(ctx.retries[0]?.reason, 'rate_limited');
      assert.equal(ctx.retries[0]?.delayMs, 1000);
      assert.equal(ctx.retries[0]?.attempt, 1);
      assert.ok(ctx.retries[0]?.error instanceof RateLimitedError);
    });

    it('falls back to details.retry_after_seconds, and gives up on a wait above the cap', async () => {
      const ctx = await setup(
        (_req, res, _raw, index) =>
          index === 0
            ? appError(res, 429, 'rate_limited', 'Slow down', { retry_after_seconds: 3 })
            : appError(res, 429, 'rate_limited', 'Slow down', { retry_after_seconds: 120 }, { 'retry-after': '120' }),
        { maxRetryAfterMs: 60_000 },
      );
      const error = await rejection(ctx.client.createDetection({ text: 'Words here.' }));
      assert.ok(error instanceof RateLimitedError);
      assert.equal(error.retryAfterSeconds, 120);
      assert.deepEqual(ctx.sleeps, [3000]);
      assert.equal(ctx.server.requests.length, 2);
    });

    it('backs off a 503 burst with seeded jitter and stays bounded', async () => {
      const ctx = await setup(
        (_req, res, _raw, index) =>
          index < 3 ? appError(res, 503, 'provider_unavailable', 'Not ready') : json(res, 200, run('run_1')),
        { maxRetries: 3, backoffBaseMs: 100, backoffMaxMs: 1000 },
      );
      await ctx.client.getRun('run_1');
      const random = seededRandom(7);
      const policy = { backoffBaseMs: 100, backoffMaxMs: 1000, random };
      assert.deepEqual(ctx.sleeps, [backoff(1, policy), backoff(2, policy), backoff(3, policy)]);
      assert.ok(ctx.sleeps[0]! >= 50 && ctx.sleeps[0]! <= 100);
      assert.ok(ctx.sleeps[2]! >= 200 && ctx.sleeps[2]! <= 400);
      assert.deepEqual(new Set(ctx.retries.map((r) => r.reason)), new Set(['unavailable']));

      const again = await setup((_req, res) => appError(res, 503, 'provider_unavailable', 'Not ready'), { maxRetries: 2 });
      const error = await rejection(again.client.createRun({ text: 'Words.' }));
      assert.ok(error instanceof ProviderUnavailableError);
      assert.equal(again.server.requests.length, 3);
    });

    it('times out a hanging response, without retrying it', async () => {
      const ctx = await setup(() => undefined, { timeoutMs: 150 });
      const started = Date.now();
      const error = await rejection(ctx.client.getRun('run_1'));
      assert.ok(error instanceof TimeoutError, String(error));
      assert.equal(error.timeoutMs, 150);
      assert.match(error.message, /no answer from GET \/api\/v1\/runs\/run_1 within 150 ms/);
      assert.ok(Date.now() - started < 2000);
      assert.equal(ctx.server.requests.length, 1);
    });

    it('times out a body that stalls after the headers', async () => {
      const ctx = await setup((_req, res) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.write('{"id":');
      });
      const error = await rejection(ctx.client.getRun('run_1', { timeoutMs: 150 }));
      assert.ok(error instanceof TimeoutError);
    });

    it('never sends a run creation twice once it may have reached the server', async () => {
      // The server reads the whole body, then drops the connection without answering.
      const ctx = await setup((_req, _res, raw) => {
        raw.socket.destroy();
      });
      const error = await rejection(ctx.client.createRun({ text: 'Words here.' }));
      assert.ok(error instanceof ConnectionError, String(error));
      assert.equal(error.requestSent, true);
      assert.ok(error.cause instanceof Error);
      assert.equal(ctx.server.requests.length, 1);
      assert.equal(ctx.retries.length, 0);

      const detections = await rejection(ctx.client.createDetection({ text: 'Words here.' }));
      assert.ok(detections instanceof ConnectionError);
      assert.equal(ctx.server.requests.length, 2);
    });

    it('does retry a read after the same drop', async () => {
      const ctx = await setup((_req, res, raw, index) => {
        if (index === 0) raw.socket.destroy();
        else json(res, 200, run());
      });
      const got = await ctx.client.getRun('run_1');
      assert.equal(got.id, 'run_1');
      assert.equal(ctx.server.requests.length, 2);
      assert.equal(ctx.retries[0]?.reason, 'connection');
    });

    it('retries a create whose connection was refused, since nothing reached the server', async () => {
      const port = await freePort();
      let late: ScriptedServer | undefined;
      const retries: RetryInfo[] = [];
      const { sleep } = recordingSleep(async () => {
        // The service comes up while the client waits to retry.
        late ??= await scriptedServer((_req, res) => json(res, 202, runCreated()), port);
      });
      const client = new RedraftClient({
        baseUrl: `http://127.0.0.1:${port}/api`,
        apiKey: 'rk_test',
        dispatcher: harness.agent,
        sleep,
        onRetry: (info) => retries.push(info),
      });
      try {
        const created = await client.createRun({ text: 'Words here.' });
        assert.equal(created.id, 'run_1');
        assert.equal(retries.length, 1);
        assert.equal(retries[0]?.reason, 'connection');
        assert.ok(retries[0]?.error instanceof ConnectionError && !retries[0].error.requestSent);
        assert.equal(late?.requests.length, 1);
      } finally {
        await late?.close();
      }
    });

    it('reports a refused connection as ConnectionError with its cause once retries run out', async () => {
      const port = await freePort();
      const { sleep, calls } = recordingSleep();
      const client = new RedraftClient({ baseUrl: `http://127.0.0.1:${port}/api`, dispatcher: harness.agent, sleep, maxRetries: 2 });
      const error = await rejection(client.getPricing());
      assert.ok(error instanceof ConnectionError);
      assert.equal(error.requestSent, false);
      assert.match(error.message, /could not connect/);
      assert.equal((error.cause as { code?: string }).code, 'ECONNREFUSED');
      assert.equal(calls.length, 2);
    });
  });

  describe('cancellation', () => {
    it('aborts an in-flight request with the caller signal', async () => {
      const ctx = await setup(() => undefined);
      const controller = new AbortController();
      const pending = rejection(ctx.client.getRun('run_1', { signal: controller.signal }));
      await waitFor(() => ctx.server.requests.length === 1);
      const reason = new Error('user pressed cancel');
      controller.abort(reason);
      const error = await pending;
      assert.ok(error instanceof AbortError);
      assert.equal(error.cause, reason);
      await waitFor(() => ctx.server.closed.has(0), 2000, 'the server to see the request closed');
    });

    it('aborts during a retry wait', async () => {
      const controller = new AbortController();
      const { client, server } = await setup((_req, res) => appError(res, 503, 'provider_unavailable', 'Not ready'), {
        sleep: (_ms, signal) =>
          new Promise((_resolve, reject) => {
            controller.abort(new Error('stop'));
            reject(signal?.reason);
          }),
      });
      const error = await rejection(client.getMe({ signal: controller.signal }));
      assert.ok(error instanceof AbortError);
      assert.equal(server.requests.length, 1);
    });

    it('rejects at once when the signal is already aborted', async () => {
      const ctx = await setup((_req, res) => json(res, 200, run()));
      const error = await rejection(ctx.client.getRun('run_1', { signal: AbortSignal.abort() }));
      assert.ok(error instanceof AbortError);
      assert.equal(ctx.server.requests.length, 0);
    });
  });
});
