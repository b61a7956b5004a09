/** The workflow's run policy, against a fake client: no server, no wall-clock waits. */
import assert from 'node:assert/strict';
import type { FollowEvent, RedraftClient } from '../../src/client';
import type { Run, RunCreated } from '../../src/contract';
import { cancelAndSettle, checkLength, createAndFollow } from '../../src/workflow';

type Status = Run['status'];

function run(status: Status, charged = '0.010000'): Run {
  return { id: 'run_1', status, billing: { charged_usd: charged } } as unknown as Run;
}

const created = { id: 'run_1', status: 'queued', events_url: '/api/v1/runs/run_1/events' } as unknown as RunCreated;

/** A client whose run goes through `statuses` on successive reads after a cancel. */
function fakeClient(statuses: Status[], events: FollowEvent[] = [], opts: { blockStream?: boolean } = {}) {
  const calls: string[] = [];
  let reads = 0;
  const client = {
    createRun: async () => {
      calls.push('create');
      return created;
    },
    cancelRun: async () => {
      calls.push('cancel');
      return run(statuses[0] ?? 'running');
    },
    getRun: async () => {
      calls.push('get');
      reads += 1;
      return run(statuses[Math.min(reads, statuses.length - 1)] ?? 'running');
    },
    followRun: (_ref: unknown, options: { signal?: AbortSignal }) => {
      const signal = options.signal;
      return {
        async *[Symbol.asyncIterator]() {
          for (const e of events) yield e;
          if (opts.blockStream) {
            await new Promise<void>((_resolve, reject) => signal?.addEventListener('abort', () => reject(signal.reason), { once: true }));
          }
        },
        finalRun: async () => run('succeeded'),
      };
    },
  };
  return { client: client as unknown as Pick<RedraftClient, 'createRun' | 'followRun' | 'cancelRun' | 'getRun'>, calls };
}

const noWait = { sleep: async () => undefined };

describe('workflow', () => {
  it('checks length in code points against the limit', () => {
    assert.deepEqual(checkLength('😀'.repeat(3), 3), { ok: true, chars: 3, limit: 3 });
    assert.deepEqual(checkLength('😀'.repeat(4), 3), { ok: false, reason: 'too_long', chars: 4, limit: 3 });
  });

  it('cancel-and-settle reads the run until it is final', async () => {
    const { client, calls } = fakeClient(['running', 'running', 'canceled']);
    const settled = await cancelAndSettle(client, 'run_1', noWait);
    assert.equal(settled.status, 'canceled');
    assert.deepEqual(calls, ['cancel', 'get', 'get']);
  });

  it('cancel-and-settle gives up after the settle time and returns the run as it is', async () => {
    const { client } = fakeClient(['running']);
    const settled = await cancelAndSettle(client, 'run_1', { ...noWait, settleMs: 0 });
    assert.equal(settled.status, 'running');
  });

  it('create-and-follow hands every event over and returns the final run', async () => {
    const { client } = fakeClient([], [{ type: 'polling', reason: 'x' } as FollowEvent, { type: 'done', status: 'succeeded', charged_usd: '0.01', reasons: [] } as FollowEvent]);
    const seen: string[] = [];
    const followed = await createAndFollow(client, { text: 'a', quality: 'low' }, { onCreated: (c) => seen.push(`created ${c.id}`), onEvent: (e) => seen.push(e.type) });
    assert.deepEqual(seen, ['created run_1', 'polling', 'done']);
    assert.equal(followed.run.status, 'succeeded');
    assert.equal(followed.polled, true);
    assert.equal(followed.canceled, false);
  });

  it('create-and-follow cancels and settles when the cancel signal aborts mid-stream', async () => {
    const { client, calls } = fakeClient(['running', 'canceled'], [], { blockStream: true });
    const cancel = new AbortController();
    const canceling: string[] = [];
    const pending = createAndFollow(client, { text: 'a', quality: 'low' }, { ...noWait, cancel: cancel.signal, onCanceling: (id) => canceling.push(id) });
    await new Promise((resolve) => setImmediate(resolve));
    cancel.abort(new Error('user'));
    const followed = await pending;
    assert.equal(followed.canceled, true);
    assert.equal(followed.run.status, 'canceled');
    assert.deepEqual(canceling, ['run_1']);
    assert.deepEqual(calls, ['create', 'cancel', 'get']);
  });
});
