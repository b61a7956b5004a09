/** `redraft serve` flags: first start on an empty folder makes an account and shows its key once. */
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { startFromArgs } from '../../src/cli/commands/serve';
import type { RunningService } from '../../src/service';
import { call, poll, prop, tempDir } from './helpers';

async function captured(run: () => Promise<RunningService | null>): Promise<{ service: RunningService | null; out: string }> {
  const original = process.stdout.write.bind(process.stdout);
  let out = '';
  process.stdout.write = ((chunk: string | Uint8Array): boolean => {
    out += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
    return true;
  }) as typeof process.stdout.write;
  try {
    return { service: await run(), out };
  } finally {
    process.stdout.write = original;
  }
}

describe('service: redraft serve', () => {
  it('creates a local account on an empty folder, prints its key once and the listening line; honours the flags', async () => {
    const dataDir = tempDir();
    try {
      const args = ['--host', '127.0.0.1', '--port', '0', '--data', dataDir, '--pace-ms', '0', '--detection-ttl-s', '1', '--detections-per-minute', '1'];
      const first = await captured(() => startFromArgs(args));
      assert.ok(first.service);
      const key = /API key \(shown only now; keep it\): (rk_local_\S+)/.exec(first.out)?.[1];
      assert.ok(key, first.out);
      assert.match(first.out, new RegExp(`Redraft service listening at ${first.service.baseUrl.replace(/[.]/g, '\\.')}\\n$`));
      assert.match(first.service.baseUrl, /^http:\/\/127\.0\.0\.1:\d+\/api$/);
      const me = await call(first.service.baseUrl, 'GET', '/v1/me', { key });
      assert.equal(prop(me.body, 'balance_usd'), '25.000000');
      const text = 'We went to the shore and watched the boats come in while the light faded over the water. '.repeat(3);
      const check = await call(first.service.baseUrl, 'POST', '/v1/detections', { key, body: { text } });
      assert.equal(check.status, 202);
      assert.equal((await call(first.service.baseUrl, 'POST', '/v1/detections', { key, body: { text } })).status, 429);
      const path = `/v1/detections/${String(prop(check.body, 'id'))}`;
      await poll(() => call(first.service?.baseUrl ?? '', 'GET', path, { key }), (r) => r.status === 404, 5000, 'ttl of 1 s');
      await first.service.close();

      const second = await captured(() => startFromArgs(args));
      assert.ok(second.service);
      assert.doesNotMatch(second.out, /API key/);
      assert.equal((await call(second.service.baseUrl, 'GET', '/v1/me', { key })).status, 200);
      await second.service.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('--help prints usage and starts nothing; bad flags are usage errors', async () => {
    const help = await captured(() => startFromArgs(['--help']));
    assert.equal(help.service, null);
    assert.match(help.out, /Usage: redraft serve/);
    await assert.rejects(startFromArgs(['--port', 'abc']), /--port takes a whole number/);
    await assert.rejects(startFromArgs(['--nope']), /Unknown option/);
  });
});
