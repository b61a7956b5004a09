import assert from 'node:assert/strict';
import {
  AbortError,
  NotFoundError,
  StreamUnavailableError,
  seededRandom,
  type FollowEvent,
} from '../../src/client';
import type { RunEvent, RunEventFormatError } from '../../src/contract';
import { cost, detection, done, run, runCreated, stage } from './fixtures';
import {
  appError,
  frame,
  json,
  rejection,
  scriptedHarness,
  sseHead,
  waitFor,
} from './helpers';

describe('event stream and following (scripted server)', () => {
  const harness = scriptedHarness({ random: seededRandom(1), runPollIntervalMs: 20, detectionPollIntervalMs: 10 });
  const setup = harness.setup;

  async function collect<T>(events: AsyncIterable<T>): Promise<T[]> {
    const out: T[] = [];
    for await (const event of events) out.push(event);
    return out;
  }

  it('reads typed events, passes unknown types through, ignores pings, stops at done', async () => {
    const ctx = await setup((req, res) => {
      if (!req.url.endsWith('/events')) return json(res, 200, run());
      sseHead(res);
      res.write(': ping\n\n');
      res.write(frame(1, 'cost', cost('0.010000')));
      res.write('id: 2\r\nevent: stage\r\ndata: {"type":"stage",\r\ndata: "stage":"plan","done":1,"total":3}\r\n\r\n');
      res.write(frame(3, 'sparkle', { glitter: true }));
      res.write(frame(4, 'done', done()));
      // The server keeps the connection open; the client must still finish at done.
    });
    const events = await collect(ctx.client.runEvents(runCreated() as { id: string; events_url: string }));
    assert.deepEqual(events, [
      cost('0.010000'),
      stage('plan', 1, 3),
      { type: 'unknown', event: 'sparkle', data: { glitter: true } },
      done(),
    ]);
    assert.equal(ctx.server.requests[0]?.url, '/api/v1/runs/run_1/events');
    assert.equal(ctx.server.requests[0]?.headers.accept, 'text/event-stream');
    assert.equal(ctx.server.requests[0]?.headers.authorization, 'Bearer rk_test');
    await waitFor(() => ctx.server.closed.has(0), 2000, 'the stream request to be closed after done');
  });

  it('resumes a stream cut mid-frame with Last-Event-ID: nothing lost, nothing repeated', async () => {
    const ctx = await setup(
      (req, res, raw, index) => {
        sseHead(res);
        if (index === 0) {
          res.write('retry: 250\n\n');
          res.write(frame(1, 'cost', cost('0.010000')));
          res.write(frame(2, 'stage', stage('plan', 1, 3)));
          res.write('id: 3\nevent: stage\ndata: {"type":"sta');
          setImmediate(() => raw.socket.destroy());
          return;
        }
        assert.equal(req.headers['last-event-id'], '2');
        // A careless server replays from the id it was given, inclusive: the client drops the repeat.
        res.write(frame(2, 'stage', stage('plan', 1, 3)));
        res.write(frame(3, 'stage', stage('write', 2, 3)));
        res.write(frame(4, 'cost', cost('0.030000')));
        res.end(frame(5, 'done', done()));
      },
      { stream: { reconnectDelayMs: 999 } },
    );
    const events: RunEvent[] = [];
    for await (const event of ctx.client.runEvents('run_1')) events.push(event);
    assert.deepEqual(events, [
      cost('0.010000'),
      stage('plan', 1, 3),
      stage('write', 2, 3),
      cost('0.030000'),
      done(),
    ]);
    assert.equal(ctx.server.requests.length, 2);
    assert.equal(ctx.server.requests[0]?.headers['last-event-id'], undefined);
    assert.deepEqual(ctx.sleeps, [250], 'the server-sent retry: sets the reconnect delay');
  });

  it('skips a malformed frame of a known type, reports it, and carries on to done', async () => {
    const ctx = await setup((_req, res) => {
      sseHead(res);
      res.write(frame(1, 'cost', '{not json'));
      res.write(frame(2, 'stage', { type: 'stage', stage: 'plan', done: 5, total: 3 }));
      res.write(frame(3, 'cost', cost('0.020000')));
      res.end(frame(4, 'done', done()));
    });
    const malformed: RunEventFormatError[] = [];
    const events = await collect(ctx.client.runEvents('run_1', { onMalformedEvent: (e) => malformed.push(e) }));
    assert.deepEqual(events, [cost('0.020000'), done()]);
    assert.deepEqual(
      malformed.map((e) => [e.event, e.message]),
      [
        ['cost', '"cost" event data is not JSON'],
        ['stage', 'malformed "stage" event: done: done must not exceed total'],
      ],
    );
  });

  it('aborts the HTTP request when the consumer stops iterating', async () => {
    const ctx = await setup((_req, res) => {
      sseHead(res);
      res.write(frame(1, 'cost', cost('0.010000')));
      res.write(frame(2, 'cost', cost('0.020000')));
    });
    for await (const event of ctx.client.runEvents('run_1')) {
      assert.equal(event.type, 'cost');
      break;
    }
    await waitFor(() => ctx.server.closed.has(0), 2000, 'the server to see the stream closed');
  });

  it('aborts the stream with the caller signal', async () => {
    const ctx = await setup((_req, res) => {
      sseHead(res);
      res.write(frame(1, 'cost', cost('0.010000')));
    });
    const controller = new AbortController();
    const error = await rejection(
      (async () => {
        for await (const _event of ctx.client.runEvents('run_1', { signal: controller.signal })) controller.abort();
      })(),
    );
    assert.ok(error instanceof AbortError, String(error));
    await waitFor(() => ctx.server.closed.has(0));
  });

  it('reconnects after a silent connection (idle timeout) and gives up after bounded fruitless reconnects', async () => {
    const ctx = await setup(
      (_req, res) => {
        sseHead(res);
        res.write(': ping\n\n');
      },
      { stream: { idleTimeoutMs: 100, maxReconnects: 2, reconnectDelayMs: 5 } },
    );
    const error = await rejection(collect(ctx.client.runEvents('run_1')));
    assert.ok(error instanceof StreamUnavailableError, String(error));
    assert.equal(ctx.server.requests.length, 3);
  });

  it('says the stream is unavailable when it cannot be opened', async () => {
    const ctx = await setup((_req, res) => appError(res, 404, 'not_found', 'No such run'));
    const error = await rejection(collect(ctx.client.runEvents('run_1')));
    assert.ok(error instanceof StreamUnavailableError);
    assert.ok(error.cause instanceof NotFoundError);
  });

  describe('followRun', () => {
    it('yields the stream events and then the final run', async () => {
      const ctx = await setup((req, res) => {
        if (req.url.endsWith('/events')) {
          sseHead(res);
          res.write(frame(1, 'stage', stage('plan', 1, 2)));
          res.write(frame(2, 'cost', cost('0.040000')));
          res.end(frame(3, 'done', done()));
        } else {
          json(res, 200, run('run_1', 'succeeded'));
        }
      });
      const follow = ctx.client.followRun(runCreated() as { id: string; events_url: string });
      const events = await collect(follow);
      const final = await follow.finalRun();
      assert.deepEqual(events.map((e) => e.type), ['stage', 'cost', 'done']);
      assert.equal(final.output_text, 'The rewrite.');
      assert.deepEqual(ctx.server.requests.map((r) => r.url), ['/api/v1/runs/run_1/events', '/api/v1/runs/run_1']);
    });

    it('finalRun() alone drains the events', async () => {
      const ctx = await setup((req, res) => {
        if (req.url.endsWith('/events')) {
          sseHead(res);
          res.end(frame(1, 'done', done('rejected', '0.010000')));
        } else {
          json(res, 200, run('run_1', 'rejected'));
        }
      });
      const final = await ctx.client.followRun('run_1').finalRun();
      assert.equal(final.status, 'rejected');
    });

    it('falls back to polling at the run cadence when the stream cannot be opened', async () => {
      let polls = 0;
      const ctx = await setup((req, res) => {
        if (req.url.endsWith('/events')) return appError(res, 404, 'not_found', 'No stream here');
        polls++;
        json(res, 200, run('run_1', polls < 3 ? 'running' : 'succeeded'));
      });
      const events: FollowEvent[] = [];
      const follow = ctx.client.followRun('run_1', { pollIntervalMs: 2000 });
      for await (const event of follow) events.push(event);
      const final = await follow.finalRun();
      assert.deepEqual(events.map((e) => e.type), ['polling', 'status', 'status', 'done']);
      assert.deepEqual(events.filter((e) => e.type === 'status').map((e) => e.status), ['running', 'succeeded']);
      const last = events.at(-1);
      assert.ok(last?.type === 'done' && last.charged_usd === '0.042000');
      assert.equal(final.status, 'succeeded');
      assert.deepEqual(ctx.sleeps, [2000, 2000]);
    });

    it('polls after a malformed done, and reports done from the run', async () => {
      const ctx = await setup((req, res) => {
        if (req.url.endsWith('/events')) {
          sseHead(res);
          res.end(frame(1, 'done', { type: 'done', status: 'weird' }));
        } else {
          json(res, 200, run('run_1', 'failed'));
        }
      });
      const events = await collect(ctx.client.followRun('run_1'));
      assert.deepEqual(events, [{ type: 'done', status: 'failed', charged_usd: '0.042000', reasons: [] }]);
    });

    it('stops following when the consumer breaks: the stream closes and finalRun rejects', async () => {
      const ctx = await setup((_req, res) => {
        sseHead(res);
        res.write(frame(1, 'stage', stage('plan', 1, 9)));
      });
      const follow = ctx.client.followRun('run_1');
      for await (const _event of follow) break;
      await waitFor(() => ctx.server.closed.has(0));
      assert.ok((await rejection(follow.finalRun())) instanceof AbortError);
    });

    it('is cancelled by its signal while polling', async () => {
      const controller = new AbortController();
      const ctx = await setup((req, res) => {
        if (req.url.endsWith('/events')) return appError(res, 503, 'provider_unavailable', 'busy');
        controller.abort();
        json(res, 200, run('run_1', 'running'));
      });
      const error = await rejection(ctx.client.followRun('run_1', { signal: controller.signal }).finalRun());
      assert.ok(error instanceof AbortError, String(error));
    });
  });

  describe('waitForDetection', () => {
    it('polls at the detection cadence, reports progress, returns the finished check', async () => {
      const ctx = await setup((_req, res, _raw, index) =>
        json(res, 200, detection('det_1', index === 0 ? 'queued' : index === 1 ? 'running' : 'succeeded')),
      );
      const seen: string[] = [];
      const result = await ctx.client.waitForDetection(detection('det_1') as { id: string; poll_url: string }, {
        onProgress: (d) => seen.push(d.status),
      });
      assert.equal(result.status, 'succeeded');
      assert.equal(result.result?.verdict, 'insufficient');
      assert.deepEqual(seen, ['queued', 'running', 'succeeded']);
      assert.deepEqual(ctx.sleeps, [10, 10]);
    });

    it('returns a failed check rather than throwing, and throws NotFound after expiry', async () => {
      const ctx = await setup((req, res) =>
        req.url.endsWith('det_gone')
          ? appError(res, 404, 'not_found', 'expired')
          : json(res, 200, detection('det_1', 'failed')),
      );
      assert.equal((await ctx.client.waitForDetection('det_1')).error?.code, 'detector_error');
      assert.ok((await rejection(ctx.client.waitForDetection('det_gone'))) instanceof NotFoundError);
    });

    it('is cancellable', async () => {
      const controller = new AbortController();
      const ctx = await setup((_req, res) => {
        controller.abort();
        json(res, 200, detection('det_1', 'running'));
      });
      const error = await rejection(ctx.client.waitForDetection('det_1', { signal: controller.signal }));
      assert.ok(error instanceof AbortError);
    });
  });
});
