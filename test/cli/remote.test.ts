/**
 * The CLI pointed at a deployment with --base-url / REDRAFT_BASE_URL and REDRAFT_API_KEY: a local
 * service started here with seeded accounts (one per error the spec describes) and a detector
 * that answers the verdict a draft asks for.
 */
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { RedraftClient } from '../../src/client';
import type { RunningService } from '../../src/service';
import { AI_DRAFT, HUMAN_DRAFT } from './fixtures';
import { buildCli, cleanEnv, lines, removeDir, runCli, tempDir, type CliResult } from './helpers';
import { SEED_KEYS, startStubService } from './stubService';

function oneLine(result: CliResult): string {
  const errors = lines(result.stderr);
  assert.equal(errors.length, 1, `exactly one line on stderr, got:\n${result.stderr}`);
  return errors[0] ?? '';
}

describe('cli against a deployment (--base-url, REDRAFT_API_KEY)', function () {
  this.timeout(60_000);
  let dir: string;
  let service: RunningService;
  const env = (key: string | undefined, extra: Record<string, string> = {}): NodeJS.ProcessEnv =>
    cleanEnv({ REDRAFT_BASE_URL: service.baseUrl, REDRAFT_API_KEY: key, REDRAFT_DATA_DIR: path.join(dir, 'unused'), ...extra });

  before(async () => {
    await buildCli();
    dir = tempDir();
    service = await startStubService(path.join(dir, 'service'));
    writeFileSync(path.join(dir, 'ai.md'), `${AI_DRAFT}\nverdict:ai\n`);
    writeFileSync(path.join(dir, 'mixed.md'), `${HUMAN_DRAFT}\nverdict:mixed\n`);
    writeFileSync(path.join(dir, 'human.md'), `${HUMAN_DRAFT}\nverdict:human\n`);
  });
  after(async () => {
    await service.close();
    removeDir(dir);
  });

  it('--fail-on ai|mixed sets the exit code from the verdicts', async () => {
    const cases: [string[], number][] = [
      [['human.md', 'mixed.md'], 0],
      [['human.md', 'mixed.md', '--fail-on', 'ai'], 0],
      [['human.md', 'mixed.md', '--fail-on', 'mixed'], 1],
      [['ai.md', '--fail-on', 'ai'], 1],
      [['human.md', '--fail-on', 'mixed'], 0],
    ];
    for (const [args, code] of cases) {
      const result = await runCli(['detect', ...args], { cwd: dir, env: env(SEED_KEYS.writer) });
      assert.equal(result.code, code, `detect ${args.join(' ')}\n${result.stdout}${result.stderr}`);
    }
    const flagged = await runCli(['detect', '--base-url', service.baseUrl, 'ai.md', 'mixed.md'], { cwd: dir, env: env(SEED_KEYS.writer) });
    assert.match(flagged.stdout, /^ai\.md:3:1\s+ai\s+0\.90/m);
    assert.match(flagged.stdout, /^2 files: 1 ai, 1 mixed$/m);
  });

  it('every error the CLI can meet gives one line and its own exit code', async () => {
    const cases: { name: string; args: string[]; key: string | undefined; code: number; message: RegExp }[] = [
      { name: 'unknown key', args: ['detect', 'human.md'], key: 'rk_nobody_has_this', code: 3, message: /REDRAFT_API_KEY/ },
      { name: 'no key', args: ['detect', 'human.md'], key: undefined, code: 3, message: /REDRAFT_API_KEY/ },
      { name: 'balance', args: ['detect', 'human.md'], key: SEED_KEYS.broke, code: 4, message: /balance too low: \$0\.00 available, \$0\.01 needed/ },
      { name: 'too long', args: ['detect', 'human.md'], key: SEED_KEYS.tight, code: 5, message: /limit for a check is 200$/ },
      { name: 'not found', args: ['runs', 'show', 'run_missing'], key: SEED_KEYS.writer, code: 8, message: /not_found/ },
      { name: 'suspended', args: ['detect', 'human.md'], key: SEED_KEYS.suspended, code: 12, message: /account_suspended/ },
      { name: 'scope', args: ['detect', 'human.md'], key: SEED_KEYS.noDetect, code: 13, message: /lacks the scope "detect"/ },
    ];
    const codes = new Set<number>();
    for (const c of cases) {
      const result = await runCli(c.args, { cwd: dir, env: env(c.key) });
      assert.equal(result.code, c.code, `${c.name}: ${result.stderr}`);
      const line = oneLine(result);
      assert.match(line, /^redraft: /, c.name);
      assert.match(line, c.message, c.name);
      if (c.key !== undefined) assert.ok(!line.includes(c.key), `${c.name}: the key is not echoed`);
      codes.add(c.code);
    }
    assert.equal(codes.size, new Set(cases.map((c) => c.code)).size);
  });

  it('a service that cannot be reached: exit 7', async () => {
    const result = await runCli(['pricing', '--base-url', 'http://127.0.0.1:9/api'], { cwd: dir, env: env(SEED_KEYS.writer) });
    assert.equal(result.code, 7, result.stderr);
    const errors = lines(result.stderr).filter((line) => !line.startsWith('('));
    assert.equal(errors.length, 1, result.stderr);
    assert.match(errors[0] ?? '', /^redraft: cannot reach the service at http:\/\/127\.0\.0\.1:9\/api/);
  });

  it('a bad --base-url is a usage error', async () => {
    const result = await runCli(['pricing', '--base-url', 'ftp://example.com/api'], { cwd: dir, env: env(SEED_KEYS.writer) });
    assert.equal(result.code, 2, result.stderr);
    oneLine(result);
  });

  it('runs: list, show, cancel and delete, with 409 while a run is in progress', async () => {
    // Its own service, paced slowly, so that the run is surely still going while two CLI commands
    // look at it (the test cancels it, so the pace costs no time).
    const paced = await startStubService(path.join(dir, 'paced'), { paceMs: 2_000 });
    try {
      await runsLifecycle(paced);
    } finally {
      await paced.close();
    }
  });

  async function runsLifecycle(paced: RunningService): Promise<void> {
    const client = new RedraftClient({ baseUrl: paced.baseUrl, apiKey: SEED_KEYS.writer });
    const created = await client.createRun({ text: `${AI_DRAFT}\n${AI_DRAFT}\n${AI_DRAFT}` });
    const e = cleanEnv({ REDRAFT_BASE_URL: paced.baseUrl, REDRAFT_API_KEY: SEED_KEYS.writer });

    const busy = await runCli(['runs', 'delete', created.id], { cwd: dir, env: e });
    assert.equal(busy.code, 18, busy.stderr);
    assert.match(oneLine(busy), /run_in_progress/);

    const listed = await runCli(['runs', 'list', '--json'], { cwd: dir, env: e });
    assert.equal(listed.code, 0, listed.stderr);
    const ids = (JSON.parse(listed.stdout) as { data: { id: string }[] }).data.map((run) => run.id);
    assert.ok(ids.includes(created.id));

    const canceled = await runCli(['runs', 'cancel', created.id], { cwd: dir, env: e });
    assert.equal(canceled.code, 0, canceled.stderr);
    assert.match(canceled.stderr, new RegExp(`Run ${created.id} is canceled: charged \\$[\\d.]+`));

    const shown = await runCli(['runs', 'show', created.id], { cwd: dir, env: e });
    assert.equal(shown.code, 0, shown.stderr);
    assert.match(shown.stdout, new RegExp(`^${created.id}\\s+canceled`));

    const deleted = await runCli(['runs', 'delete', created.id], { cwd: dir, env: e });
    assert.equal(deleted.code, 0, deleted.stderr);
    const after = await client.getRun(created.id);
    assert.notEqual(after.text_deleted_at, null);
  }

  it('rewrite --in-place keeps a BOM, and runs show --output prints the rewrite', async () => {
    const file = path.join(dir, 'inplace.md');
    writeFileSync(file, `\ufeff${AI_DRAFT}`);
    const e = env(SEED_KEYS.writer);
    const result = await runCli(['rewrite', 'inplace.md', '--in-place', '--json'], { cwd: dir, env: e });
    assert.equal(result.code, 0, result.stderr);
    const run = JSON.parse(result.stdout) as { id: string; status: string; output_text: string };
    assert.equal(run.status, 'succeeded');
    const bytes = readFileSync(file);
    assert.deepEqual([...bytes.subarray(0, 3)], [0xef, 0xbb, 0xbf]);
    assert.equal(bytes.subarray(3).toString('utf8'), run.output_text);

    const output = await runCli(['runs', 'show', run.id, '--output'], { cwd: dir, env: e });
    assert.equal(output.code, 0, output.stderr);
    assert.equal(output.stdout, `${run.output_text.replace(/\n$/, '')}\n`);
  });
});

describe('cli against a rate-limited deployment', function () {
  this.timeout(30_000);
  let dir: string;
  let service: RunningService;

  before(async () => {
    await buildCli();
    dir = tempDir();
    service = await startStubService(path.join(dir, 'service'), { runsPerMinute: 1 });
    // A draft the rewriter changes: a rewrite identical to its draft is rejected (exit 10).
    writeFileSync(path.join(dir, 'draft.md'), AI_DRAFT);
  });
  after(async () => {
    await service.close();
    removeDir(dir);
  });

  it('a 429 with a long Retry-After: exit 6 saying when to try again', async () => {
    const env = cleanEnv({ REDRAFT_BASE_URL: service.baseUrl, REDRAFT_API_KEY: SEED_KEYS.writer });
    const first = await runCli(['rewrite', 'draft.md', '--out', 'out.md'], { cwd: dir, env });
    assert.equal(first.code, 0, first.stderr);
    const second = await runCli(['rewrite', 'draft.md', '--out', 'out.md'], { cwd: dir, env });
    assert.equal(second.code, 6, second.stderr);
    const errors = lines(second.stderr).filter((line) => line.startsWith('redraft:'));
    assert.equal(errors.length, 1, second.stderr);
    assert.match(errors[0] ?? '', /rate limited; try again in \d+ s/);
  });
});
