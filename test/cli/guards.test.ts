/**
 * The CLI's guards before anything is sent or charged: a named file that is not prose is refused
 * (with --force to send it anyway), and a data folder that cannot be used is named as such.
 */
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { EXIT } from '../../src/cli/exitCodes';
import { buildCli, cleanEnv, removeDir, runCli, tempDir } from './helpers';

describe('cli guards', function () {
  this.timeout(60_000);
  let dir: string;
  let dataDir: string;
  let env: NodeJS.ProcessEnv;

  before(async () => {
    await buildCli();
    dir = tempDir();
    dataDir = path.join(dir, 'data');
    env = cleanEnv({ REDRAFT_DATA_DIR: dataDir });
    writeFileSync(path.join(dir, 'package.json'), '{ "name": "not-prose", "version": "1.0.0", "description": "a package" }\n');
    const prose = 'This comment reads like prose, and it goes on for a while so that there is something to read. '.repeat(5);
    writeFileSync(path.join(dir, 'app.ts'), `// ${prose}\nexport const answer = 42;\n`);
    mkdirSync(path.join(dir, 'notes'));
    writeFileSync(path.join(dir, 'notes', 'draft.md'), `${prose}\n`);
  });
  after(() => removeDir(dir));

  it('refuses a named non-prose file before starting anything, naming --force', async () => {
    for (const args of [['detect', 'package.json'], ['detect', 'notes/draft.md', 'app.ts'], ['rewrite', 'app.ts'], ['estimate', 'package.json']]) {
      const result = await runCli(args, { cwd: dir, env });
      assert.equal(result.code, EXIT.FILE, `${args.join(' ')}: ${result.stderr}`);
      assert.match(result.stderr, /not a prose file \(\.(json|ts)\).*--force/, result.stderr);
    }
    assert.equal(existsSync(dataDir), false, 'no service was started, nothing was charged');
  });

  it('--force sends it anyway; Markdown named directly or through a folder needs no flag', async () => {
    const forced = await runCli(['detect', '--force', 'app.ts'], { cwd: dir, env });
    assert.equal(forced.code, 0, forced.stderr);
    assert.match(forced.stdout, /app\.ts: (ai|mixed|human|insufficient)/);
    const folder = await runCli(['detect', 'notes'], { cwd: dir, env });
    assert.equal(folder.code, 0, folder.stderr);
  });

  it('names the data folder when it cannot be used', async () => {
    // A real failure even as root: a path through a regular file cannot be a folder.
    const blocked = path.join(dir, 'package.json', 'data');
    const result = await runCli(['detect', 'notes/draft.md'], { cwd: dir, env: cleanEnv({ REDRAFT_DATA_DIR: blocked }) });
    assert.equal(result.code, EXIT.STORAGE_UNAVAILABLE, result.stderr);
    assert.ok(result.stderr.includes(`data folder ${blocked} is not usable`), result.stderr);
    assert.match(result.stderr, /REDRAFT_DATA_DIR/);
    assert.doesNotMatch(result.stderr, /service\.lock|mkdir/);
  });
});
