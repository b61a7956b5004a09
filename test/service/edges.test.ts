/**
 * Edge cases found by attacking the service: absurd numbers, trailing slashes, a stream resumed
 * past its end, invalid Unicode, NUL, free-text options surviving erasure, undefined entities and
 * words of scripts written without spaces. Each must answer sensibly, never 500.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { apiError, expectError, KEYS, prop, rawRequest, readSse, ScriptedRewriter, startTestService, waitForRun } from './helpers';
import type { TestService } from './helpers';

const auth = { authorization: `Bearer ${KEYS.writer}` };
const json = { 'content-type': 'application/json' };

function folderHas(dataDir: string, marker: string): boolean {
  return readdirSync(dataDir).some((name) => readFileSync(join(dataDir, name)).includes(Buffer.from(marker, 'utf8')));
}

async function proseWords(t: TestService, text: string): Promise<number> {
  const r = await t.api('POST', '/v1/detections/estimate', { body: { text } });
  assert.equal(r.status, 200, JSON.stringify(r.body));
  return Number(prop(r.body, 'prose_word_count'));
}

describe('service: edge cases', () => {
  let t: TestService;
  before(async () => {
    t = await startTestService();
  });
  after(async () => {
    await t.close();
  });

  it('POST /v1/estimate with an absurd word_count is 400 invalid_request, not 500', async () => {
    for (const raw of ['{"word_count":1e14}', '{"word_count":1e300}', '{"word_count":10000001}']) {
      const r = await t.api('POST', '/v1/estimate', { key: null, rawBody: raw, headers: json });
      expectError(r, 400, 'invalid_request');
      assert.equal(apiError(r).details.max_word_count, 10_000_000);
    }
    expectError(await t.api('POST', '/v1/estimate', { key: null, body: { word_count: 12_000_000 } }), 400, 'invalid_request');
    const largest = await t.api('POST', '/v1/estimate', { key: null, body: { word_count: 10_000_000, quality: 'high' } });
    assert.equal(largest.status, 200);
    assert.equal(prop(largest.body, 'hold_usd'), '24000.000000');
    assert.equal(t.log.lines.filter((l) => l.includes('internal error')).length, 0);
  });

  it('trailing slashes name the same routes', async () => {
    assert.equal((await t.api('GET', '/v1/pricing/')).status, 200);
    assert.equal((await t.api('GET', '/v1/runs/')).status, 200);
    assert.equal((await t.api('GET', '/v1/me/')).status, 200);
    const created = await t.api('POST', '/v1/runs/', { body: { text: 'A slash at the end is fine.' } });
    assert.equal(created.status, 202);
    await waitForRun(t, String(prop(created.body, 'id')));
    const put = await t.api('PUT', '/v1/pricing/');
    expectError(put, 405, 'method_not_allowed');
    assert.equal(put.headers.get('allow'), 'GET, HEAD');
  });

  it('a text with an unpaired surrogate is refused with 400; a valid pair is kept exactly; bytes that are not UTF-8 are refused', async () => {
    const lone = await t.api('POST', '/v1/runs', { rawBody: '{"text":"Broken \\ud800 text here."}', headers: json });
    expectError(lone, 400, 'invalid_request');
    assert.deepEqual(apiError(lone).details.loc, ['body', 'text']);
    expectError(await t.api('POST', '/v1/detections', { rawBody: '{"text":"Tail \\udfff"}', headers: json }), 400, 'invalid_request');
    expectError(await t.api('POST', '/v1/runs', { rawBody: '{"text":"ok words here","options":{"persona":"\\ud83d"}}', headers: json }), 400, 'invalid_request');

    const text = 'Smile \ud83d\ude00 please, it is fine.';
    const created = await t.api('POST', '/v1/runs', { body: { text } });
    assert.equal(created.status, 202);
    const run = await waitForRun(t, String(prop(created.body, 'id')));
    assert.equal(prop(run.body, 'input_text'), text);

    const bytes = Buffer.concat([Buffer.from('{"text":"Latin-1 caf'), Buffer.from([0xe9]), Buffer.from(' words"}')]);
    const raw = await rawRequest(t.base, {
      method: 'POST',
      path: '/v1/runs',
      headers: { ...auth, 'content-type': 'application/json', host: new URL(t.base).host },
      body: [bytes],
    });
    assert.equal(raw.status, 400);
    assert.equal(prop(JSON.parse(raw.text), 'detail', 'code'), 'invalid_request');
  });

  it('a NUL in the text is kept, in the run and in its input_preview', async () => {
    const text = 'Before the null\u0000after it, the words go on.';
    const created = await t.api('POST', '/v1/runs', { body: { text } });
    const id = String(prop(created.body, 'id'));
    await waitForRun(t, id);
    assert.equal(prop((await t.api('GET', `/v1/runs/${id}`)).body, 'input_text'), text);
    const listed = (prop((await t.api('GET', '/v1/runs?limit=100')).body, 'data') as unknown[]).find((r) => prop(r, 'id') === id);
    assert.equal(prop(listed, 'input_preview'), text);
  });

  it('input_preview is the first 160 characters, counted in code points', async () => {
    const text = `${'\u{1F600}'.repeat(170)} words.`;
    const id = String(prop((await t.api('POST', '/v1/runs', { body: { text } })).body, 'id'));
    await waitForRun(t, id);
    const listed = (prop((await t.api('GET', '/v1/runs?limit=100')).body, 'data') as unknown[]).find((r) => prop(r, 'id') === id);
    assert.equal(prop(listed, 'input_preview'), '\u{1F600}'.repeat(160));
  });

  it('persona and tone (free text) are erased with the texts and leave no bytes in the data folder', async () => {
    const persona = 'Zqxpersona a retired lighthouse keeper who writes letters';
    const tone = 'Zqxtone wistful';
    const created = await t.api('POST', '/v1/runs', { body: { text: 'Erase my voice too, please.', options: { persona, tone } } });
    const id = String(prop(created.body, 'id'));
    await waitForRun(t, id);
    assert.equal(prop((await t.api('GET', `/v1/runs/${id}`)).body, 'options', 'persona'), persona);
    assert.ok(folderHas(t.dataDir, 'Zqxpersona'), 'stored before erasure (else the test proves nothing)');
    assert.equal((await t.api('DELETE', `/v1/runs/${id}`)).status, 200);
    const erased = (await t.api('GET', `/v1/runs/${id}`)).body;
    assert.equal(prop(erased, 'options', 'persona'), null);
    assert.equal(prop(erased, 'options', 'tone'), null);
    assert.equal(folderHas(t.dataDir, 'Zqxpersona'), false);
    assert.equal(folderHas(t.dataDir, 'Zqxtone'), false);
  });

  it('an undefined entity like &MadeUpEntity; is literal text, so it is prose', async () => {
    assert.equal(await proseWords(t, '&MadeUpEntity;'), 1);
    assert.equal(await proseWords(t, 'Fish &amp; chips &copy; here.'), 3);
    const r = await t.api('POST', '/v1/runs', { body: { text: '&MadeUpEntity;' } });
    assert.equal(r.status, 202);
    await waitForRun(t, String(prop(r.body, 'id')));
  });

  it('markup inside a word of a script without spaces does not add words', async () => {
    assert.equal(await proseWords(t, 'foo*bar*'), 1);
    assert.equal(await proseWords(t, '日本語の文章です。'), 1);
    assert.equal(await proseWords(t, '日本語の*文章*です。'), 1);
    assert.equal(await proseWords(t, '日本語の[文章](https://example.com/a)です。'), 1);
    assert.equal(await proseWords(t, '日本語の**文章**です。英語の *text* も。'), 4);
  });
});

describe('service: a stream resumed past its end', () => {
  it('closes at once for a finished run, and when the run finishes for a running one', async () => {
    const rewriter = new ScriptedRewriter({ steps: 2, costMicros: 1000, gated: true });
    const t = await startTestService({ rewriter });
    try {
      const created = await t.api('POST', '/v1/runs', { body: { text: 'Stream me from the future.' } });
      const id = String(prop(created.body, 'id'));
      const url = new URL(String(prop(created.body, 'events_url')), t.service.origin).href;
      // Running: the stream waits (pings only) and ends when the run is done.
      const reading = readSse(url, { ...auth, 'last-event-id': '999' });
      rewriter.gate.open();
      await waitForRun(t, id);
      const resumed = await reading;
      assert.equal(resumed.ended, true);
      assert.deepEqual(resumed.frames.filter((f) => f.id !== undefined), []);
      // Finished: it ends at once.
      const late = await readSse(url, { ...auth, 'last-event-id': '999' });
      assert.equal(late.ended, true);
      assert.deepEqual(late.frames.filter((f) => f.id !== undefined), []);
    } finally {
      await t.close();
    }
  });
});
