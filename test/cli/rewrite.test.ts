import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { RedraftClient } from '../../src/client';
import { parseUsd } from '../../src/contract';
import { startService } from '../../src/service';
import { AI_DRAFT, longDraft } from './fixtures';
import { buildCli, cleanEnv, displayedMicros, lines, removeDir, runCli, startCli, tempDir } from './helpers';

/** A draft long enough that a paced run takes several steps. */
const DRAFT = `${AI_DRAFT}\n${AI_DRAFT.replace('# Embracing change', '## Again')}`;

describe('cli rewrite (embedded local service)', function () {
  this.timeout(60_000);
  let dir: string;
  let dataDir: string;
  let env: NodeJS.ProcessEnv;

  before(async () => {
    await buildCli();
    dir = tempDir();
    dataDir = path.join(dir, 'data');
    env = cleanEnv({ REDRAFT_DATA_DIR: dataDir });
    writeFileSync(path.join(dir, 'draft.md'), DRAFT);
  });
  after(() => removeDir(dir));

  it('shows the estimate, writes the rewrite to --out and reports the charge', async () => {
    const result = await runCli(['rewrite', 'draft.md', '--quality', 'low', '--formality', '2', '--out', 'out.md'], { cwd: dir, env });
    assert.equal(result.code, 0, result.stderr);
    assert.equal(result.stdout, '', 'nothing on stdout when writing a file');
    assert.match(result.stderr, /^Estimate for draft\.md: \d+ prose words at low quality, typically \$[\d.]+, up to \$[\d.]+; \$[\d.]+ will be held$/m);
    assert.match(result.stderr, /^Run run_\w+ started/m);
    assert.match(result.stderr, /^Run run_\w+ succeeded .*charged \$[\d.]+/m);
    assert.match(result.stderr, /^Wrote out\.md\.$/m);
    const written = readFileSync(path.join(dir, 'out.md'), 'utf8');
    assert.ok(written.trim().length > 0);
    assert.equal(readFileSync(path.join(dir, 'draft.md'), 'utf8'), DRAFT, 'the draft is untouched');
  });

  it('prints a unified diff when told nowhere to write', async () => {
    const result = await runCli(['rewrite', 'draft.md'], { cwd: dir, env });
    assert.equal(result.code, 0, result.stderr);
    if (result.stdout !== '') {
      const out = lines(result.stdout);
      assert.equal(out[0], '--- a/draft.md');
      assert.equal(out[1], '+++ b/draft.md');
      assert.match(out[2] ?? '', /^@@ -\d+(,\d+)? \+\d+(,\d+)? @@/);
    } else {
      assert.match(result.stderr, /identical to the draft/);
    }
  });

  it('Ctrl-C cancels the run on the service and reports the charge the run records', async () => {
    const cli = startCli(['rewrite', 'draft.md', '--out', 'canceled.md'], { cwd: dir, env: { ...env, REDRAFT_PACE_MS: '800' } });
    const [, runId] = await cli.waitForStderr(/^Run (run_\w+) started/m);
    // Mid-run: some work has been done and priced.
    await cli.waitForStderr(/projected charge \$(?!0\.00\b)/, 20_000);
    cli.child.kill('SIGINT');
    const result = await cli.exited;
    assert.equal(result.code, 130, result.stderr);
    const [, reportedId, displayed] = /^Canceled run (run_\w+): charged (\$[\d,.]+) for the work done/m.exec(result.stderr) ?? [];
    assert.equal(reportedId, runId, result.stderr);
    assert.ok(displayed, result.stderr);

    // Read the run back through the API, on the same data folder, with the key the CLI keeps.
    const apiKey = (JSON.parse(readFileSync(path.join(dataDir, 'cli-key.json'), 'utf8')) as { api_key: string }).api_key;
    const service = await startService({ dataDir, port: 0, log: () => undefined });
    try {
      const run = await new RedraftClient({ baseUrl: service.baseUrl, apiKey }).getRun(runId ?? '');
      assert.equal(run.status, 'canceled');
      assert.ok(parseUsd(run.billing.charged_usd) > 0, 'work was done before the cancel');
      assert.equal(displayedMicros(displayed ?? ''), parseUsd(run.billing.charged_usd));
    } finally {
      await service.close();
    }
    assert.throws(() => readFileSync(path.join(dir, 'canceled.md')), 'nothing written after a cancel');
  });

  it('a draft over the run limit: exit 5, one line, no run', async () => {
    writeFileSync(path.join(dir, 'long.md'), longDraft(6_000));
    const result = await runCli(['rewrite', 'long.md'], { cwd: dir, env });
    assert.equal(result.code, 5, result.stderr);
    assert.deepEqual(lines(result.stderr).length, 1, result.stderr);
    assert.match(result.stderr, /^redraft: long\.md: text has [\d,]+ characters; the limit for a run is 5,000$/m);
  });

  it('usage: --out with --in-place, a bad quality, a missing file', async () => {
    const both = await runCli(['rewrite', 'draft.md', '--out', 'x.md', '--in-place'], { cwd: dir, env });
    assert.equal(both.code, 2);
    const quality = await runCli(['rewrite', 'draft.md', '--quality', 'best'], { cwd: dir, env });
    assert.equal(quality.code, 2);
    assert.deepEqual(lines(quality.stderr), ['redraft: --quality must be one of low, standard, high, got "best"']);
    const formality = await runCli(['rewrite', 'draft.md', '--formality', '9'], { cwd: dir, env });
    assert.equal(formality.code, 2);
    const missing = await runCli(['rewrite', 'missing.md'], { cwd: dir, env });
    assert.equal(missing.code, 11);
    assert.deepEqual(lines(missing.stderr), ['redraft: missing.md: no such file']);
  });
});
