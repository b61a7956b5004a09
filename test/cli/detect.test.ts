import assert from 'node:assert/strict';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { CRLF_EMOJI_DRAFT, CRLF_EMOJI_LIST_PARAGRAPH, oracleLineCol, writeDrafts } from './fixtures';
import { buildCli, cleanEnv, lines, removeDir, runCli, tempDir, type CliResult } from './helpers';

interface Range {
  start: { line: number; column: number };
  end: { line: number; column: number };
}
interface JsonSpan {
  start: number;
  end: number;
  range: Range;
}
interface JsonParagraph extends JsonSpan {
  words: number;
  score: number | null;
  verdict: string | null;
}
interface JsonFile {
  file: string;
  detection: { id: string; status: string; price_usd: string; charged_usd: string | null } | null;
  report: {
    version: number;
    verdict: string;
    score: number;
    words: number;
    paragraphs: JsonParagraph[];
    signals: { key: string; lean: string; evidence: JsonSpan[] }[];
  } | null;
  error: { code: string | null; message: string; exit_code: number } | null;
}

/** An ANSI escape sequence: colour. */
const ANSI = new RegExp(String.fromCharCode(0x1b) + '\\[');

function parseJson(result: CliResult): { files: JsonFile[] } {
  try {
    return JSON.parse(result.stdout) as { files: JsonFile[] };
  } catch {
    throw new Error(`stdout is not JSON (exit ${result.code}):\n${result.stdout}\nstderr:\n${result.stderr}`);
  }
}

describe('cli detect (embedded local service)', function () {
  this.timeout(60_000);
  let dir: string;
  let dataDir: string;
  let files: ReturnType<typeof writeDrafts>;
  let env: NodeJS.ProcessEnv;

  before(async () => {
    await buildCli();
    dir = tempDir();
    dataDir = path.join(dir, 'data');
    files = writeDrafts(dir);
    env = cleanEnv({ REDRAFT_DATA_DIR: dataDir });
  });
  after(() => removeDir(dir));

  it('lists scored paragraphs as file:line:col with a summary, and keeps the key file private', async () => {
    const result = await runCli(['detect', 'ai.md'], { cwd: dir, env });
    assert.equal(result.code, 0, result.stderr);
    const out = lines(result.stdout);
    assert.match(out[0] ?? '', /^ai\.md:3:1\s+(ai|mixed|human)\s+\d\.\d\d/);
    assert.ok(out.some((line) => /^ai\.md:7:1\s/.test(line)), result.stdout);
    assert.ok(out.some((line) => /^ai\.md: (ai|mixed|human) \d\.\d\d .*prose words.*charged \$0\.01/.test(line)), result.stdout);
    assert.doesNotMatch(result.stdout + result.stderr, ANSI, 'no colours on a pipe');
    const keyFile = path.join(dataDir, 'cli-key.json');
    assert.equal(statSync(keyFile).mode & 0o777, 0o600);
    const key = (JSON.parse(readFileSync(keyFile, 'utf8')) as { api_key: string }).api_key;
    assert.ok(!result.stdout.includes(key) && !result.stderr.includes(key), 'the key is never printed');
  });

  it('--json gives every span a line/column, right after emoji and CRLF line endings', async () => {
    const result = await runCli(['detect', '--json', 'crlf-emoji.md'], { cwd: dir, env });
    assert.equal(result.code, 0, result.stderr);
    const { files: [file] } = parseJson(result);
    assert.ok(file?.report && file.detection, result.stdout);
    assert.equal(file.file, 'crlf-emoji.md');
    assert.equal(file.error, null);
    assert.equal(file.detection.status, 'succeeded');
    assert.equal(file.report.version, 2);
    assert.match(file.report.verdict, /^(ai|mixed|human|insufficient)$/);

    // The list item's paragraph begins at the 🧭 after "- " on line 6 (CRLF counts once).
    const listStart = [...CRLF_EMOJI_DRAFT].indexOf('🧭');
    const list = file.report.paragraphs.find((p) => p.start === listStart);
    assert.ok(list, `a paragraph starts at code point ${listStart}: ${JSON.stringify(file.report.paragraphs)}`);
    assert.deepEqual(list.range.start, CRLF_EMOJI_LIST_PARAGRAPH);
    assert.deepEqual(file.report.paragraphs[1]?.range.start, { line: 3, column: 1 });

    // Every span, paragraphs and evidence alike, agrees with a plain code-point walk of the text.
    const spans: JsonSpan[] = [...file.report.paragraphs, ...file.report.signals.flatMap((s) => s.evidence)];
    assert.ok(spans.length > 3);
    for (const span of spans) {
      assert.deepEqual(span.range.start, oracleLineCol(CRLF_EMOJI_DRAFT, span.start), `start of ${JSON.stringify(span)}`);
      assert.deepEqual(span.range.end, oracleLineCol(CRLF_EMOJI_DRAFT, span.end), `end of ${JSON.stringify(span)}`);
    }
  });

  it('the human listing shows the same line:col as the JSON', async () => {
    const result = await runCli(['detect', 'crlf-emoji.md'], { cwd: dir, env });
    assert.equal(result.code, 0, result.stderr);
    assert.ok(lines(result.stdout).some((line) => line.startsWith('crlf-emoji.md:6:3 ')), result.stdout);
  });

  it('--fail-on exits 1 exactly when a verdict reaches the threshold', async () => {
    for (const failOn of ['ai', 'mixed'] as const) {
      const result = await runCli(['detect', '--json', '--fail-on', failOn, 'ai.md', 'human.md'], { cwd: dir, env });
      const verdicts = parseJson(result).files.map((f) => f.report?.verdict);
      const reached = verdicts.some((v) => v === 'ai' || (failOn === 'mixed' && v === 'mixed'));
      assert.equal(result.code, reached ? 1 : 0, `--fail-on ${failOn} with ${verdicts.join(', ')}`);
    }
  });

  it('reads stdin for - and expands quoted globs', async () => {
    const stdin = await runCli(['detect', '-'], { cwd: dir, env, stdin: readFileSync(files.human, 'utf8') });
    assert.equal(stdin.code, 0, stdin.stderr);
    assert.match(stdin.stdout, /^<stdin>:3:1\s/m);

    const globbed = await runCli(['detect', '--json', '{ai,human}.md'], { cwd: dir, env });
    assert.equal(globbed.code, 0, globbed.stderr);
    assert.deepEqual(parseJson(globbed).files.map((f) => f.file), ['ai.md', 'human.md']);
  });

  it('two commands at once on one data folder: the second waits for the first', async () => {
    const [first, second] = await Promise.all([
      runCli(['detect', 'ai.md'], { cwd: dir, env }),
      runCli(['detect', 'human.md'], { cwd: dir, env }),
    ]);
    assert.equal(first.code, 0, first.stderr);
    assert.equal(second.code, 0, second.stderr);
  });

  it('a missing file: exit 11, one line, nothing sent', async () => {
    const result = await runCli(['detect', 'ai.md', 'nope.md'], { cwd: dir, env });
    assert.equal(result.code, 11);
    assert.equal(result.stdout, '');
    assert.deepEqual(lines(result.stderr), ['redraft: nope.md: no such file']);
  });

  it('a text over the check limit: exit 5, one line', async () => {
    const result = await runCli(['detect', 'long.md'], { cwd: dir, env });
    assert.equal(result.code, 5, result.stderr);
    const errors = lines(result.stderr);
    assert.equal(errors.length, 1, result.stderr);
    assert.match(errors[0] ?? '', /^redraft: long\.md: text has [\d,]+ characters; the limit for a check is 35,000$/);
  });

  it('a text without prose: exit 15, one line', async () => {
    const result = await runCli(['detect', 'code-only.md'], { cwd: dir, env });
    assert.equal(result.code, 15, result.stderr);
    assert.equal(lines(result.stderr).length, 1, result.stderr);
    assert.match(result.stderr, /^redraft: code-only\.md: .*no_prose/);
  });

  it('an unknown API key: exit 3, one line, the key not echoed', async () => {
    const result = await runCli(['detect', 'ai.md'], { cwd: dir, env: { ...env, REDRAFT_API_KEY: 'rk_wrong_key_123' } });
    assert.equal(result.code, 3);
    assert.equal(lines(result.stderr).length, 1, result.stderr);
    assert.match(result.stderr, /^redraft: .*REDRAFT_API_KEY/);
    assert.doesNotMatch(result.stderr, /rk_wrong_key_123/);
  });

  it('colours with FORCE_COLOR, never with NO_COLOR', async () => {
    const coloured = await runCli(['detect', 'ai.md'], { cwd: dir, env: { ...env, FORCE_COLOR: '1' } });
    assert.match(coloured.stdout, ANSI);
    const plain = await runCli(['detect', 'ai.md'], { cwd: dir, env: { ...env, FORCE_COLOR: '1', NO_COLOR: '1' } });
    assert.doesNotMatch(plain.stdout + plain.stderr, ANSI);
  });

  it('usage errors exit 2', async () => {
    const noFiles = await runCli(['detect'], { cwd: dir, env });
    assert.equal(noFiles.code, 2);
    const badFlag = await runCli(['detect', '--fail-on', 'maybe', 'ai.md'], { cwd: dir, env });
    assert.equal(badFlag.code, 2);
    assert.deepEqual(lines(badFlag.stderr), ['redraft: --fail-on must be one of ai, mixed, none, got "maybe"']);
    const unknown = await runCli(['detect', '--frobnicate', 'ai.md'], { cwd: dir, env });
    assert.equal(unknown.code, 2);
    assert.equal(lines(unknown.stderr).length, 1, unknown.stderr);
  });
});
