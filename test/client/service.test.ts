/**
 * The client against the real local service over HTTP on port 0: every endpoint, every error
 * code the service can produce, following a run live and waiting for a check.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Agent } from 'undici';
import {
  AccountSuspendedError,
  ConfirmationRequiredError,
  ForbiddenError,
  InsufficientBalanceError,
  InsufficientScopeError,
  InvalidRequestError,
  NoProseError,
  NotFoundError,
  ProviderUnavailableError,
  RateLimitedError,
  RedraftClient,
  RunInProgressError,
  TextTooLongError,
  UnauthenticatedError,
  ValidationError,
  seededRandom,
  type FollowEvent,
  type RedraftClientOptions,
  type RetryInfo,
} from '../../src/client';
import { checkCharLimit, parseUsd, type CreateRunRequest } from '../../src/contract';
import { startService, type RunningService, type ServiceOptions } from '../../src/service';
import { KEYS, SEED, SESSION, poll } from '../service/helpers';
import { recordingSleep, rejection } from './helpers';

// The same seeded accounts as the service's own tests: the client must meet every case they set up.
const KEY = KEYS;

const DRAFT =
  '# Notes\n\nI do not think we are ready. We will utilize the new tool to facilitate the launch, ' +
  'and it is important to note that the team will leverage every resource.\n\n```js\nconst keep = "do not";\n```\n';

const LONG_TEXT = Array.from({ length: 60 }, (_, i) => `Sentence number ${i} keeps the reader moving along.`).join(' ');

interface Started {
  service: RunningService;
  dataDir: string;
  close(): Promise<void>;
}

async function start(options: Partial<ServiceOptions> = {}): Promise<Started> {
  const dataDir = mkdtempSync(join(tmpdir(), 'redraft-client-'));
  const service = await startService({
    dataDir,
    port: 0,
    paceMs: 0,
    runsPerMinute: 10_000,
    detectionsPerMinute: 10_000,
    pingIntervalMs: 50,
    seed: SEED,
    log: (line) => { if (process.env.SVC_LOG) console.error('[svc]', line); },
    ...options,
  });
  return {
    service,
    dataDir,
    close: async () => {
      await service.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

describe('client against the local service', function () {
  this.timeout(30_000);
  let svc: Started;
  let agent: Agent;

  const client = (options: Partial<RedraftClientOptions> = {}): RedraftClient =>
    new RedraftClient({
      baseUrl: svc.service.baseUrl,
      apiKey: KEY.writer,
      dispatcher: agent,
      random: seededRandom(3),
      runPollIntervalMs: 20,
      detectionPollIntervalMs: 20,
      maxRetries: 0,
      ...options,
    });
  const as = (key: string | null, options: Partial<RedraftClientOptions> = {}): RedraftClient =>
    key === null ? client({ apiKey: undefined, ...options }) : client({ apiKey: key, ...options });
  const session = (): RedraftClient => client({ apiKey: undefined, sessionToken: SESSION });

  before(async () => {
    agent = new Agent();
    svc = await start({ paceMs: 2 });
  });
  after(async () => {
    await svc.close();
    await agent.destroy();
  });

  describe('public endpoints (no key)', () => {
    it('GET /v1/pricing and /v1/presets', async () => {
      const pricing = await as(null).getPricing();
      assert.deepEqual(pricing.tiers.map((t) => t.name).sort(), ['high', 'low', 'standard']);
      assert.ok(parseUsd(pricing.min_charge_usd) > 0);
      const presets = await as(null).getPresets();
      assert.ok(presets.personas.length > 0 && presets.tones.length > 0);
      assert.ok(presets.formality.min <= presets.formality.max);
    });

    it('POST /v1/estimate by text or word count; neither is invalid_request', async () => {
      const byText = await as(null).estimateRun({ text: DRAFT, quality: 'high' });
      assert.equal(byText.quality, 'high');
      assert.ok(byText.prose_word_count > 10);
      const byCount = await as(null).estimateRun({ word_count: 1000 });
      assert.equal(byCount.prose_word_count, 1000);
      assert.ok(parseUsd(byCount.hold_usd) >= parseUsd(byCount.estimated_usd.typical));
      assert.ok((await rejection(as(null).estimateRun({}))) instanceof InvalidRequestError);
    });

    it('POST /v1/detections/estimate', async () => {
      const estimate = await as(null).estimateDetection({ text: LONG_TEXT });
      assert.equal(estimate.price_usd, '0.010000');
      assert.ok(estimate.prose_word_count > 40);
    });
  });

  describe('account', () => {
    it('GET /v1/me with a key and with a session', async () => {
      const me = await client().getMe();
      assert.equal(me.restrictions.max_chars_per_run, 5000);
      assert.equal(checkCharLimit(me), 35000);
      assert.equal((await session().getMe()).account_id, 'acct_writer');
    });

    it('401 unauthenticated without a key or with an unknown one', async () => {
      assert.ok((await rejection(as(null).getMe())) instanceof UnauthenticatedError);
      const error = await rejection(as('rk_nobody_at_all').getRun('run_x'));
      assert.ok(error instanceof UnauthenticatedError);
      assert.equal(error.code, 'unauthenticated');
    });

    it('403 account_suspended', async () => {
      const error = await rejection(as(KEY.suspended).createRun({ text: DRAFT }));
      assert.ok(error instanceof AccountSuspendedError);
      assert.equal(error.status, 403);
    });

    it('503 provider_unavailable, retried with backoff, then reported', async () => {
      const { sleep, calls } = recordingSleep();
      const retries: RetryInfo[] = [];
      const error = await rejection(
        as(KEY.notReady, { maxRetries: 2, sleep, onRetry: (i) => retries.push(i) }).createRun({ text: DRAFT }),
      );
      assert.ok(error instanceof ProviderUnavailableError);
      assert.equal(calls.length, 2);
      assert.deepEqual(retries.map((r) => r.reason), ['unavailable', 'unavailable']);
      const me = await as(KEY.notReady).getMe();
      assert.equal(me.can_run, false);
      assert.ok(me.can_run_reason);
    });
  });

  describe('runs', () => {
    it('creates a run, follows its events to done, and reads the final run', async () => {
      const c = client();
      const created = await c.createRun({ text: DRAFT, quality: 'standard', options: { formality: 2 } });
      assert.equal(created.status, 'queued');
      assert.equal(created.events_url, `/api/v1/runs/${created.id}/events`);
      const follow = c.followRun(created);
      const events: FollowEvent[] = [];
      for await (const event of follow) events.push(event);
      const run = await follow.finalRun();
      assert.equal(events.at(-1)?.type, 'done');
      assert.equal(events.filter((e) => e.type === 'done').length, 1);
      assert.ok(events.some((e) => e.type === 'stage'), JSON.stringify(events));
      assert.ok(events.some((e) => e.type === 'cost'));
      assert.ok(!events.some((e) => e.type === 'polling'));
      assert.equal(run.status, 'succeeded');
      assert.equal(typeof run.output_text, 'string');
      assert.equal(run.input_text, DRAFT);
      const done = events.at(-1);
      assert.ok(done?.type === 'done' && done.charged_usd === run.billing.charged_usd);
    });

    it('replays the stream of a finished run, and resumes after a given event id', async () => {
      const c = client();
      const created = await c.createRun({ text: DRAFT });
      await c.followRun(created.id).finalRun();
      const all = [];
      for await (const event of c.runEvents(created.id)) all.push(event);
      assert.equal(all.at(-1)?.type, 'done');
      const rest = [];
      for await (const event of c.runEvents(created.id, { lastEventId: '1' })) rest.push(event);
      assert.deepEqual(rest, all.slice(1));
    });

    it('lists runs with a cursor and iterates all pages', async () => {
      const c = client({ apiKey: KEY.humanizeOnly });
      const ids = [];
      for (let i = 0; i < 3; i++) ids.push((await c.createRun({ text: `${DRAFT} Number ${i}.` })).id);
      const page = await c.listRuns({ limit: 2 });
      assert.equal(page.data.length, 2);
      assert.ok(page.next_cursor);
      assert.ok(page.data.every((item) => typeof item.input_preview === 'string'));
      const seen = [];
      for await (const item of c.iterateRuns({ limit: 2 })) seen.push(item.id);
      for (const id of ids) assert.ok(seen.includes(id));
      assert.equal(new Set(seen).size, seen.length);
    });

    it('deletes a finished run, then all finished runs; confirmation is required', async () => {
      const c = client();
      const created = await c.createRun({ text: DRAFT });
      await c.followRun(created).finalRun();
      const deleted = await c.deleteRun(created.id);
      assert.equal(deleted.text_deleted, true);
      const erased = await c.getRun(created.id);
      assert.ok(erased.text_deleted_at);
      const error = await rejection(c.deleteAllRuns({ confirm: false }));
      assert.ok(error instanceof ConfirmationRequiredError);
      const all = await c.deleteAllRuns({ confirm: true });
      assert.ok(all.deleted >= 1);
    });

    it('404 not_found for another account\'s run and a missing one', async () => {
      const created = await client().createRun({ text: DRAFT });
      assert.ok((await rejection(as(KEY.other).getRun(created.id))) instanceof NotFoundError);
      assert.ok((await rejection(client().getRun('run_does_not_exist'))) instanceof NotFoundError);
      assert.ok((await rejection(client().cancelRun('run_does_not_exist'))) instanceof NotFoundError);
    });

    it('400s: text_too_long, no prose, unknown quality', async () => {
      const tooLong = await rejection(as(KEY.small).createRun({ text: LONG_TEXT }));
      assert.ok(tooLong instanceof TextTooLongError);
      assert.equal(tooLong.maxChars, 100);
      const noProse = await rejection(client().createRun({ text: '```\ncode only\n```\n' }));
      assert.ok(noProse instanceof InvalidRequestError);
      assert.equal(noProse.code, 'invalid_request');
      const quality = await rejection(client().createRun({ text: DRAFT, quality: 'ultra' } as unknown as CreateRunRequest));
      assert.ok(quality instanceof InvalidRequestError);
    });

    it('422 for an unknown field, surfaced as body.<field>: message', async () => {
      const error = await rejection(client().createRun({ text: DRAFT, model: 'gpt' } as CreateRunRequest));
      assert.ok(error instanceof ValidationError);
      assert.equal(error.issues[0]?.type, 'extra_forbidden');
      assert.match(error.message, /^body\.model: /);
    });

    it('402 insufficient_balance with the amounts in micro-dollars', async () => {
      const error = await rejection(as(KEY.poor).createRun({ text: DRAFT }));
      assert.ok(error instanceof InsufficientBalanceError);
      assert.equal(error.availableUsd, 5_000);
      assert.ok((error.holdRequiredUsd ?? 0) > 5_000);
      assert.equal(typeof error.isEstimate, 'boolean');
    });

    it('403 insufficient_scope names the scope', async () => {
      const run = await rejection(as(KEY.detectOnly).createRun({ text: DRAFT }));
      assert.ok(run instanceof InsufficientScopeError);
      assert.equal(run.requiredScope, 'humanize');
      const check = await rejection(as(KEY.humanizeOnly).createDetection({ text: LONG_TEXT }));
      assert.ok(check instanceof InsufficientScopeError);
      assert.equal(check.requiredScope, 'detect');
      const billing = await rejection(as(KEY.humanizeOnly).getBalance());
      assert.ok(billing instanceof InsufficientScopeError);
      assert.equal(billing.requiredScope, 'billing:read');
    });
  });

  describe('runs in progress (slow service)', () => {
    let slow: Started;
    before(async () => {
      slow = await start({ paceMs: 60_000 });
    });
    after(async () => {
      await slow.close();
    });

    it('409 run_in_progress on delete, then cancel settles it', async () => {
      const c = new RedraftClient({ baseUrl: slow.service.baseUrl, apiKey: KEY.writer, dispatcher: agent, maxRetries: 0 });
      const created = await c.createRun({ text: DRAFT });
      assert.ok((await rejection(c.deleteRun(created.id))) instanceof RunInProgressError);
      const canceled = await c.cancelRun(created.id);
      assert.equal(canceled.status, 'canceled');
      assert.equal((await c.cancelRun(created.id)).status, 'canceled', 'cancel of a finished run returns it unchanged');
      const events = [];
      for await (const event of c.followRun(created)) events.push(event);
      assert.deepEqual(events.at(-1)?.type, 'done');
      const all = await c.deleteAllRuns({ confirm: true });
      assert.equal(all.skipped_in_progress, 0);
    });

    it('stopping a follow closes the stream while the run goes on', async () => {
      const c = new RedraftClient({ baseUrl: slow.service.baseUrl, apiKey: KEY.writer, dispatcher: agent });
      const created = await c.createRun({ text: DRAFT });
      const controller = new AbortController();
      const follow = c.followRun(created, { signal: controller.signal });
      const pending = follow.finalRun();
      controller.abort();
      assert.equal((await rejection(pending) as Error).name, 'AbortError');
      assert.ok(['queued', 'running'].includes((await c.getRun(created.id)).status));
      await c.cancelRun(created.id);
    });
  });

  describe('rate limits', () => {
    let limited: Started;
    let now = Date.parse('2025-03-01T12:00:00Z');
    before(async () => {
      limited = await start({ runsPerMinute: 1, detectionsPerMinute: 1, clock: () => now });
    });
    after(async () => {
      await limited.close();
    });

    it('429 rate_limited with Retry-After; the client waits it out on the service clock and succeeds', async () => {
      const waits: number[] = [];
      const c = new RedraftClient({
        baseUrl: limited.service.baseUrl,
        apiKey: KEY.writer,
        dispatcher: agent,
        maxRetries: 0,
        sleep: async (ms) => {
          waits.push(ms);
          now += ms;
        },
      });
      await c.createRun({ text: DRAFT });
      const error = await rejection(c.createRun({ text: DRAFT }));
      assert.ok(error instanceof RateLimitedError);
      assert.ok((error.retryAfterSeconds ?? 0) > 0);
      const created = await c.createRun({ text: DRAFT }, { maxRetries: 1 });
      assert.equal(created.status, 'queued');
      assert.equal(waits.length, 1);
      assert.equal(waits[0], (error.retryAfterSeconds ?? 0) * 1000);

      await c.createDetection({ text: LONG_TEXT });
      assert.ok((await rejection(c.createDetection({ text: LONG_TEXT }))) instanceof RateLimitedError);
    });
  });

  describe('detections', () => {
    it('creates a check and waits for its report', async () => {
      const c = client();
      const created = await c.createDetection({ text: LONG_TEXT });
      // The spec says 202 queued; with no pacing the local service may already have started it.
      assert.ok(['queued', 'running'].includes(created.status), created.status);
      const seen: string[] = [];
      const finished = await c.waitForDetection(created, { onProgress: (d) => seen.push(d.status) });
      assert.equal(finished.status, 'succeeded');
      assert.ok(finished.result);
      assert.equal(finished.result.version, 2);
      assert.equal(seen.at(-1), 'succeeded');
      assert.equal((await c.getDetection(created.id)).id, created.id);
    });

    it('400 text_too_long and no_prose; 404 for another account', async () => {
      const tooLong = await rejection(as(KEY.small).createDetection({ text: LONG_TEXT }));
      assert.ok(tooLong instanceof TextTooLongError);
      assert.equal(tooLong.maxChars, 200);
      assert.ok((await rejection(client().createDetection({ text: '| a | b |\n|---|---|\n| 1 | 2 |\n' }))) instanceof NoProseError);
      const created = await client().createDetection({ text: LONG_TEXT });
      assert.ok((await rejection(as(KEY.other).getDetection(created.id))) instanceof NotFoundError);
    });

    it('402 insufficient_balance', async () => {
      const error = await rejection(as(KEY.poor).createDetection({ text: LONG_TEXT }));
      assert.ok(error instanceof InsufficientBalanceError);
      assert.equal(error.holdRequiredUsd, 10_000);
    });
  });

  describe('keys (session) and billing', () => {
    it('creates, lists and deletes a key with the session; an API key gets 403 forbidden', async () => {
      const s = session();
      const created = await s.createKey({ name: 'ci', scopes: ['detect'] });
      assert.ok(created.key.length > 8);
      const listed = await s.listKeys();
      assert.ok(listed.data.some((k) => k.id === created.id));
      assert.ok(listed.data.every((k) => !('key' in k)));
      const usable = as(created.key);
      assert.ok((await usable.createDetection({ text: LONG_TEXT })).id);
      const removed = await s.deleteKey(created.id);
      assert.equal(removed.id, created.id);
      assert.ok((await rejection(s.deleteKey(created.id))) instanceof NotFoundError);
      assert.ok((await rejection(usable.getMe())) instanceof UnauthenticatedError);
      const forbidden = await rejection(client().createKey({}));
      assert.ok(forbidden instanceof ForbiddenError);
      assert.equal(forbidden.code, 'forbidden');
    });

    it('reads the balance and the ledger', async () => {
      const c = client();
      // Checks started by earlier tests settle in the background and move the balance; compare
      // balances only once nothing is held, so the two reads below see the same account state.
      const balance = await poll(() => c.getBalance(), (b) => parseUsd(b.held_usd) === 0, 10_000, 'no open hold');
      assert.equal(parseUsd(balance.available_usd), parseUsd(balance.balance_usd) - parseUsd(balance.held_usd));
      const ledger = await c.getLedger({ limit: 5 });
      assert.ok(ledger.data.length > 0 && ledger.data.length <= 5);
      assert.ok(ledger.data.some((e) => e.kind === 'hold'));
      const viaSession = await session().getBalance();
      assert.equal(viaSession.balance_usd, (await c.getBalance()).balance_usd);
    });
  });
});
