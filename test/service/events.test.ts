/** The run event stream: frames, replay, Last-Event-ID resume, pings, done last, auth. */
import assert from 'node:assert/strict';
import { frame } from '../../src/service/sse';
import { expectError, KEYS, prop, readSse, ScriptedRewriter, SESSION, startTestService, waitForRun, words } from './helpers';
import type { SseFrame } from './helpers';

const auth = { authorization: `Bearer ${KEYS.writer}` };

function dataOf(f: SseFrame): Record<string, unknown> {
  return JSON.parse(f.data ?? 'null') as Record<string, unknown>;
}

function events(frames: SseFrame[]): SseFrame[] {
  return frames.filter((f) => f.comment === undefined);
}

describe('service: run events (SSE)', () => {
  it('streams stage and cost events with id: on every frame, done last, then ends; replays with Last-Event-ID and ?after=', async () => {
    const t = await startTestService({ paceMs: 5 });
    try {
      const created = await t.api('POST', '/v1/runs', { body: { text: `${'We utilize robust tools daily. '.repeat(24)}\n\n${words(80)}` } });
      const url = new URL(String(prop(created.body, 'events_url')), t.service.origin).href;
      const live = await readSse(url, auth);
      assert.equal(live.status, 200);
      assert.match(String(live.contentType), /^text\/event-stream/);
      assert.equal(live.ended, true, 'the stream ends after done');
      const all = events(live.frames);
      assert.deepEqual(all.map((f) => f.id), all.map((_, i) => String(i + 1)), 'ids 1..n, every frame');
      const last = all[all.length - 1];
      assert.equal(last?.event, 'done');
      assert.ok(all.slice(0, -1).every((f) => f.event !== 'done'));
      for (const f of all) assert.equal(dataOf(f).type, f.event);
      assert.ok(all.some((f) => f.event === 'stage' && typeof dataOf(f).stage === 'string' && typeof dataOf(f).total === 'number'));
      const costs = all.filter((f) => f.event === 'cost').map((f) => String(dataOf(f).projected_charge_usd));
      assert.ok(costs.length >= 3, 'cost events while work proceeds');
      const run = await waitForRun(t, String(prop(created.body, 'id')));
      assert.deepEqual(dataOf(last ?? {}), { type: 'done', status: 'succeeded', charged_usd: prop(run.body, 'billing', 'charged_usd'), reasons: [] });
      assert.equal(costs[costs.length - 1], prop(run.body, 'billing', 'charged_usd'));

      // A finished run replays in full, or from a position.
      const replay = events((await readSse(url, auth)).frames);
      assert.deepEqual(replay, all);
      const fromHeader = events((await readSse(url, { ...auth, 'last-event-id': '3' })).frames);
      assert.deepEqual(fromHeader, all.slice(3));
      const fromQuery = events((await readSse(`${url}?after=3`, auth)).frames);
      assert.deepEqual(fromQuery, all.slice(3));
      const nothing = await readSse(url, { ...auth, 'last-event-id': String(all.length) });
      assert.deepEqual(events(nothing.frames), []);
      assert.equal(nothing.ended, true);
    } finally {
      await t.close();
    }
  });

  it('resumes a live stream without gaps or repeats, sends : ping while quiet, and works with the session cookie', async () => {
    const rewriter = new ScriptedRewriter({ steps: 4, costMicros: 2_500, gated: true });
    const t = await startTestService({ rewriter, pingIntervalMs: 20 });
    try {
      const created = await t.api('POST', '/v1/runs', { body: { text: words(60) } });
      const url = new URL(String(prop(created.body, 'events_url')), t.service.origin).href;
      // First connection: read until a ping shows the stream idles while the run waits, then drop it.
      const first = await readSse(url, { cookie: `session=${SESSION}` }, { stop: (f) => f.some((x) => x.comment === 'ping') && events(f).length >= 3 });
      assert.ok(first.frames.some((f) => f.comment === 'ping'));
      const seen = events(first.frames);
      const lastId = seen[seen.length - 1]?.id;
      assert.ok(lastId);
      rewriter.gate.open();
      const rest = events((await readSse(url, { ...auth, 'last-event-id': lastId })).frames);
      const ids = [...seen, ...rest].map((f) => Number(f.id));
      assert.deepEqual(ids, ids.map((_, i) => i + 1));
      assert.equal(rest[rest.length - 1]?.event, 'done');
      assert.equal(dataOf(rest[rest.length - 1] ?? {}).charged_usd, '0.010000');
    } finally {
      await t.close();
    }
  });

  it('a canceled run ends its stream with done status canceled', async () => {
    const rewriter = new ScriptedRewriter({ steps: 3, costMicros: 1_000, gated: true });
    const t = await startTestService({ rewriter });
    try {
      const created = await t.api('POST', '/v1/runs', { body: { text: words(60) } });
      const id = String(prop(created.body, 'id'));
      const url = new URL(String(prop(created.body, 'events_url')), t.service.origin).href;
      await waitForRun(t, id, ['running']);
      const reading = readSse(url, auth);
      await t.api('POST', `/v1/runs/${id}/cancel`);
      const result = await reading;
      const done = events(result.frames).pop();
      assert.equal(done?.event, 'done');
      assert.equal(dataOf(done ?? {}).status, 'canceled');
      assert.equal(result.ended, true);
    } finally {
      await t.close();
    }
  });

  it('401 without credentials, 404 for another account, 400 for a bad Last-Event-ID', async () => {
    const t = await startTestService();
    try {
      const created = await t.api('POST', '/v1/runs', { body: { text: 'Short one.' } });
      const path = `/v1/runs/${String(prop(created.body, 'id'))}/events`;
      expectError(await t.api('GET', path, { key: null }), 401, 'unauthenticated');
      expectError(await t.api('GET', path, { key: KEYS.other }), 404, 'not_found');
      expectError(await t.api('GET', path, { headers: { 'last-event-id': 'abc' } }), 400, 'invalid_request');
    } finally {
      await t.close();
    }
  });

  it('frames split multi-line data and refuse CR/LF in event or id', () => {
    assert.equal(frame('cost', '7', 'a\nb'), 'id: 7\nevent: cost\ndata: a\ndata: b\n\n');
    assert.throws(() => frame('co\nst', '1', '{}'));
    assert.throws(() => frame('cost', '1\r', '{}'));
  });
});
