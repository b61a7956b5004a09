import assert from 'node:assert/strict';
import { RunEventFormatError, knownRunEventSchema, parseRunEvent } from '../../src/contract/events';

describe('contract/events', () => {
  it('reads cost, done and stage events', () => {
    assert.deepEqual(parseRunEvent('cost', { type: 'cost', projected_charge_usd: '0.004200' }), {
      type: 'cost',
      projected_charge_usd: '0.004200',
    });
    const done = { type: 'done', status: 'rejected', charged_usd: '0.012100', reasons: ['meaning_drift'] };
    assert.deepEqual(parseRunEvent('done', done), done);
    const stage = { type: 'stage', stage: 'rewrite', done: 2, total: 5 };
    assert.deepEqual(parseRunEvent('stage', stage), stage);
  });

  it('parses raw data text', () => {
    const event = parseRunEvent('done', '{"type":"done","status":"succeeded","charged_usd":"0.012100","reasons":[]}');
    assert.equal(event.type, 'done');
    if (event.type === 'done') assert.equal(event.charged_usd, '0.012100');
  });

  it('falls back to the payload type when the frame has no event name', () => {
    assert.equal(parseRunEvent(undefined, { type: 'cost', projected_charge_usd: '0.000000' }).type, 'cost');
    assert.equal(parseRunEvent('', { type: 'stage', stage: 'plan', done: 0, total: 3 }).type, 'stage');
    assert.equal(parseRunEvent('message', { type: 'cost', projected_charge_usd: '0.000000' }).type, 'cost');
  });

  it('keeps fields a later server adds', () => {
    const event = parseRunEvent('cost', { type: 'cost', projected_charge_usd: '0.004200', words_done: 120 });
    assert.deepEqual(event, { type: 'cost', projected_charge_usd: '0.004200', words_done: 120 });
  });

  it('tolerates unknown event types, whatever their data', () => {
    assert.deepEqual(parseRunEvent('heartbeat', { type: 'heartbeat', at: 3 }), {
      type: 'unknown',
      event: 'heartbeat',
      data: { type: 'heartbeat', at: 3 },
    });
    assert.deepEqual(parseRunEvent('warning', 'not json at all'), { type: 'unknown', event: 'warning', data: 'not json at all' });
    assert.deepEqual(parseRunEvent('progress', null), { type: 'unknown', event: 'progress', data: null });
    assert.deepEqual(parseRunEvent(undefined, { no: 'type' }), { type: 'unknown', event: 'message', data: { no: 'type' } });
    assert.deepEqual(parseRunEvent(undefined, { type: 'note' }), { type: 'unknown', event: 'note', data: { type: 'note' } });
  });

  it('throws a clear error for a known type with a malformed payload', () => {
    const cases: [string, unknown, RegExp][] = [
      ['cost', { type: 'cost', projected_charge_usd: 0.0042 }, /malformed "cost" event: projected_charge_usd: .*six decimals/],
      ['cost', { type: 'cost', projected_charge_usd: '0.0042' }, /projected_charge_usd: .*4 decimals/],
      ['cost', { type: 'cost' }, /projected_charge_usd/],
      ['done', { type: 'done', status: 'running', charged_usd: '0.000000', reasons: [] }, /status/],
      ['done', { type: 'done', status: 'succeeded', charged_usd: '0.000000' }, /reasons/],
      ['done', { type: 'done', status: 'succeeded', charged_usd: '-1.000000', reasons: [] }, /must not be negative/],
      ['stage', { type: 'stage', stage: 'rewrite', done: 6, total: 5 }, /done must not exceed total/],
      ['stage', { type: 'stage', stage: 'rewrite', done: -1, total: 5 }, /done/],
      ['cost', { type: 'done', status: 'succeeded', charged_usd: '0.000000', reasons: [] }, /malformed "cost" event: type/],
      ['done', null, /malformed "done" event: \(data\)/],
      ['done', '{"type":"done",', /"done" event data is not JSON/],
    ];
    for (const [name, data, pattern] of cases) {
      assert.throws(
        () => parseRunEvent(name, data),
        (error: unknown) => {
          assert.ok(error instanceof RunEventFormatError, `${name}: ${JSON.stringify(data)}`);
          assert.match(error.message, pattern);
          assert.equal(error.event, name);
          assert.ok(error.cause !== undefined);
          return true;
        },
      );
    }
  });

  it('validates events the service emits', () => {
    assert.ok(knownRunEventSchema.safeParse({ type: 'cost', projected_charge_usd: '0.010000' }).success);
    assert.equal(knownRunEventSchema.safeParse({ type: 'ping' }).success, false);
  });
});
