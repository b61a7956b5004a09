import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { HUMAN_DRAFT } from './fixtures';
import { buildCli, cleanEnv, lines, removeDir, runCli, startCli, tempDir } from './helpers';

describe('cli commands: help, pricing, estimate, serve', function () {
  this.timeout(60_000);
  let dir: string;
  let env: NodeJS.ProcessEnv;

  before(async () => {
    await buildCli();
    dir = tempDir();
    env = cleanEnv({ REDRAFT_DATA_DIR: path.join(dir, 'data') });
    writeFileSync(path.join(dir, 'draft.md'), HUMAN_DRAFT);
  });
  after(() => removeDir(dir));

  it('--help for the program and every command, without starting a service', async () => {
    const main = await runCli(['--help'], { cwd: dir, env });
    assert.equal(main.code, 0);
    assert.match(main.stdout, /^Usage: redraft <command>/m);
    assert.match(main.stdout, /^Exit codes:$/m);
    for (const command of ['detect', 'rewrite', 'estimate', 'pricing', 'runs']) {
      const result = await runCli([command, '--help'], { cwd: dir, env });
      assert.equal(result.code, 0, `${command}: ${result.stderr}`);
      assert.match(result.stdout, new RegExp(`^Usage: redraft ${command}`, 'm'), command);
      const viaHelp = await runCli(['help', command], { cwd: dir, env });
      assert.equal(viaHelp.stdout, result.stdout, `redraft help ${command}`);
    }
    const serve = await runCli(['serve', '--help'], { cwd: dir, env });
    assert.equal(serve.code, 0);
    assert.match(serve.stdout, /^Usage: redraft serve/m);
  });

  it('an unknown command or no command: exit 2', async () => {
    const unknown = await runCli(['frobnicate'], { cwd: dir, env });
    assert.equal(unknown.code, 2);
    assert.deepEqual(lines(unknown.stderr), ['redraft: unknown command "frobnicate"; see `redraft --help`']);
    const none = await runCli([], { cwd: dir, env });
    assert.equal(none.code, 2);
    assert.match(none.stderr, /^Usage: redraft/m);
  });

  it('pricing: a table, or the pricing object with --json', async () => {
    const table = await runCli(['pricing'], { cwd: dir, env });
    assert.equal(table.code, 0, table.stderr);
    for (const quality of ['low', 'standard', 'high']) assert.match(table.stdout, new RegExp(`^  ${quality}\\s+\\$`, 'm'));
    const json = await runCli(['pricing', '--json'], { cwd: dir, env });
    const pricing = JSON.parse(json.stdout) as { tier_version: number; tiers: { name: string }[]; min_charge_usd: string };
    assert.equal(pricing.tier_version, 2);
    assert.deepEqual(pricing.tiers.map((t) => t.name).sort(), ['high', 'low', 'standard']);
    assert.match(pricing.min_charge_usd, /^\d+\.\d{6}$/);
  });

  it('estimate: every quality and a check', async () => {
    const table = await runCli(['estimate', 'draft.md'], { cwd: dir, env });
    assert.equal(table.code, 0, table.stderr);
    assert.match(table.stdout, /^draft\.md: \d+ prose words billed$/m);
    assert.match(table.stdout, /^ {2}rewrite standard\s+\$[\d.]+\s+\$[\d.]+\s+\$[\d.]+/m);
    assert.match(table.stdout, /^ {2}check\s+\$0\.01/m);
    const json = await runCli(['estimate', 'draft.md', '--json', '--quality', 'high'], { cwd: dir, env });
    const estimate = JSON.parse(json.stdout) as { run: Record<string, { quality: string; hold_usd: string }>; check: { price_usd: string } };
    assert.deepEqual(Object.keys(estimate.run), ['high']);
    assert.equal(estimate.run.high?.quality, 'high');
    assert.equal(estimate.check.price_usd, '0.010000');
  });

  it('serve prints its address and the new key once; the CLI can use both', async () => {
    const server = startCli(['serve', '--port', '0', '--data', path.join(dir, 'served'), '--pace-ms', '0'], { cwd: dir, env });
    try {
      const [, baseUrl] = await server.waitForStdout(/^Redraft service listening at (http:\/\/127\.0\.0\.1:\d+\/api)$/m);
      const [, apiKey] = /^API key \(shown only now; keep it\): (\S+)$/m.exec(server.stdout) ?? [];
      assert.ok(baseUrl && apiKey, server.stdout);
      const result = await runCli(['detect', '--json', 'draft.md'], {
        cwd: dir,
        env: cleanEnv({ REDRAFT_BASE_URL: baseUrl, REDRAFT_API_KEY: apiKey }),
      });
      assert.equal(result.code, 0, result.stderr);
      assert.equal((JSON.parse(result.stdout) as { files: { detection: { status: string } }[] }).files[0]?.detection.status, 'succeeded');
      assert.ok(!result.stdout.includes(apiKey) && !result.stderr.includes(apiKey));
    } finally {
      server.child.kill('SIGINT');
      const stopped = await server.exited;
      assert.equal(stopped.code, 0, stopped.stderr);
    }
  });
});
