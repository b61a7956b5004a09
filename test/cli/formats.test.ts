/**
 * CI output of `redraft detect`: GitHub workflow-command annotations (escaping, positions,
 * levels) and SARIF 2.1.0 validated against the official schema (test/fixtures/sarif), first from
 * the formatters directly, then end to end with a .redraft.json and inline comments, plus
 * `calibrate-me`.
 */
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import Ajv from 'ajv-draft-04';
import addFormats from 'ajv-formats';
import { applyRules, ignoreRegions, rulesOf } from '../../src/config';
import { detect } from '../../src/detector';
import { parseProse } from '../../src/text';
import { escapeData, escapeProperty, githubAnnotations } from '../../src/cli/formats/github';
import type { CheckedFile } from '../../src/cli/formats/findings';
import { sarifLog } from '../../src/cli/formats/sarif';
import { AI_DRAFT, HUMAN_DRAFT } from './fixtures';
import { buildCli, cleanEnv, lines, removeDir, runCli, tempDir } from './helpers';

const SCHEMA = JSON.parse(readFileSync(path.join(__dirname, '..', 'fixtures', 'sarif', 'sarif-2.1.0-rtm.5.json'), 'utf8')) as object;

function sarifValidator(): ReturnType<Ajv['compile']> {
  // unicodeRegExp off: the published schema's `language` pattern has a stray "]" that only the
  // u flag rejects; without it the pattern means what its authors meant.
  const ajv = new Ajv({ allErrors: true, strict: false, unicodeRegExp: false });
  addFormats(ajv);
  return ajv.compile(SCHEMA);
}

function validateSarif(log: unknown): void {
  const validate = sarifValidator();
  assert.ok(validate(log), `SARIF is schema-valid: ${JSON.stringify(validate.errors?.slice(0, 5), null, 1)}`);
}

function checkedFile(name: string, text: string, extra: Partial<CheckedFile> = {}): CheckedFile {
  const filtered = applyRules(detect(parseProse(text)), text, rulesOf({}, ignoreRegions(text)));
  return { name, file: name, text, filtered, severity: 'hint', failOn: undefined, failing: false, ...extra };
}

/** Workflow command → [level, properties, message] with escapes undone. */
function parseCommand(line: string): { level: string; props: Record<string, string>; message: string } {
  const m = /^::(\w+)(?: ([^:]*))?::(.*)$/.exec(line);
  assert.ok(m, `a workflow command: ${line}`);
  const unescape = (s: string): string => s.replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%3A/g, ':').replace(/%2C/g, ',').replace(/%25/g, '%');
  const props = Object.fromEntries((m[2] ?? '').split(',').filter(Boolean).map((kv) => [kv.slice(0, kv.indexOf('=')), unescape(kv.slice(kv.indexOf('=') + 1))]));
  return { level: m[1] ?? '', props, message: unescape(m[3] ?? '') };
}

describe('detect --format github (formatter)', () => {
  it('escapes data and properties as @actions/core does', () => {
    assert.equal(escapeData('100% done\r\nnext: a, b'), '100%25 done%0D%0Anext: a, b');
    assert.equal(escapeProperty('dir,name:1%.md'), 'dir%2Cname%3A1%25.md');
  });

  it('annotates each AI or mixed paragraph on its lines and columns, after emoji', () => {
    const text = `# 🚀 Title\n\n😀 ${AI_DRAFT.split('\n\n')[1]}\n`;
    const file = checkedFile('docs/a, b: c.md', text);
    const out = githubAnnotations([file], [{ name: 'gone.md', file: 'gone.md', message: 'no such file\nreally' }]);
    const paragraph = file.filtered.report.paragraphs.find((p) => p.verdict === 'ai' || p.verdict === 'mixed');
    assert.ok(paragraph, 'the AI draft has a marked paragraph');
    const first = parseCommand(out[0] ?? '');
    assert.ok(['warning', 'notice'].includes(first.level));
    assert.equal(first.props.file, 'docs/a, b: c.md');
    assert.equal(first.props.line, '3');
    assert.equal(first.props.col, '1');
    assert.match(first.props.title ?? '', /^Redraft: reads (AI|mixed) \(\d+%\)$/);
    assert.match(first.message, /^This paragraph reads (AI|mixed) \(AI likelihood \d+%\)\./);
    const last = parseCommand(out[out.length - 1] ?? '');
    assert.deepEqual([last.level, last.props.file, last.message], ['error', 'gone.md', 'no such file\nreally']);
    for (const line of out) assert.ok(!/[\r\n]/.test(line), 'one line per command');
  });

  it('raises paragraphs that fail --fail-on to errors, and leaves stdin without file=', () => {
    const text = AI_DRAFT;
    const file = checkedFile('<stdin>', text, { file: null, failOn: 'mixed', failing: true });
    const out = githubAnnotations([file], []).map(parseCommand);
    assert.ok(out.length > 0);
    for (const c of out) {
      assert.equal(c.level, 'error');
      assert.equal(c.props.file, undefined);
    }
  });
});

describe('detect --format sarif (formatter)', () => {
  it('is valid SARIF 2.1.0 with rules read from the reports', () => {
    const files = [checkedFile('docs/ai draft.md', AI_DRAFT, { severity: 'warning' }), checkedFile('human.md', HUMAN_DRAFT)];
    const log = sarifLog(files, [{ name: 'x.md', file: 'x.md', message: 'text too long' }], { version: '0.1.0', rootUri: 'file:///repo/' });
    validateSarif(log);
    // The validator does reject what is wrong, so the passes above mean something.
    const validate = sarifValidator();
    assert.equal(validate({ ...log, version: '2.0.0' }), false);
    assert.equal(validate({ ...log, runs: [{ ...log.runs[0], results: [{ ruleId: 'paragraph', level: 'loud', message: { text: 'x' } }] }] }), false);
    const run = log.runs[0]!;
    assert.equal(run.columnKind, 'unicodeCodePoints');
    const ruleIds = run.tool.driver.rules.map((r) => r.id);
    assert.equal(ruleIds[0], 'paragraph');
    const reportKeys = new Set(files[0]!.filtered.report.signals.filter((s) => s.lean === 'ai' && s.evidence.length > 0).map((s) => s.key));
    assert.deepEqual(new Set(ruleIds.slice(1)), reportKeys, 'one rule per signal with evidence, from the report');
    for (const result of run.results) {
      assert.equal(run.tool.driver.rules[result.ruleIndex]?.id, result.ruleId);
      assert.equal(result.locations[0]?.physicalLocation.artifactLocation.uri.startsWith('docs/ai%20draft.md') || result.locations[0]?.physicalLocation.artifactLocation.uri === 'human.md', true);
      if (result.ruleId !== 'paragraph') assert.equal(result.level, 'warning', 'evidence at the configured severity');
    }
    assert.equal(run.invocations[0]?.executionSuccessful, false);
  });

  it('leaves evidence out at severity off', () => {
    const log = sarifLog([checkedFile('a.md', AI_DRAFT, { severity: 'off' })], [], { version: '0.1.0', rootUri: 'file:///repo/' });
    validateSarif(log);
    assert.ok(log.runs[0]!.results.every((r) => r.ruleId === 'paragraph'));
    assert.ok(log.runs[0]!.results.length > 0);
  });
});

describe('cli detect with a workspace config (embedded local service)', function () {
  this.timeout(60_000);
  let dir: string;
  let env: NodeJS.ProcessEnv;
  const [, aiParagraph1 = '', aiParagraph2 = ''] = AI_DRAFT.split('\n\n');

  before(async () => {
    await buildCli();
    dir = tempDir();
    env = cleanEnv({ REDRAFT_DATA_DIR: path.join(dir, 'data'), REDRAFT_PACE_MS: '0' });
    mkdirSync(path.join(dir, 'docs', 'drafts'), { recursive: true });
    writeFileSync(path.join(dir, '.redraft.json'), JSON.stringify({ ignore: ['docs/drafts/**'], severity: 'warning', failOn: 'ai' }));
    // The second AI paragraph is hidden; the first is shown.
    writeFileSync(path.join(dir, 'docs', 'post.md'), `# Post\n\n${aiParagraph1}\n\n<!-- redraft-disable-next -->\n${aiParagraph2}\n\n${HUMAN_DRAFT.split('\n\n')[1]}`);
    writeFileSync(path.join(dir, 'docs', 'hidden.md'), `<!-- redraft-disable -->\n${AI_DRAFT}`);
    writeFileSync(path.join(dir, 'docs', 'drafts', 'wip.md'), AI_DRAFT);
  });
  after(() => removeDir(dir));

  it('--format github: annotations for shown paragraphs only, ignored files skipped, failOn from the config', async () => {
    const result = await runCli(['detect', '--format', 'github', 'docs'], { cwd: dir, env });
    assert.equal(result.code, 1, result.stderr);
    assert.match(result.stderr, /skipped docs\/drafts\/wip\.md: ignored by the "ignore" globs/);
    const commands = lines(result.stdout).map(parseCommand);
    assert.ok(commands.length > 0);
    const hiddenLine = 6;
    for (const c of commands) {
      assert.equal(c.props.file, 'docs/post.md', 'hidden.md is wholly disabled, wip.md ignored');
      assert.notEqual(c.props.line, String(hiddenLine), 'the disabled paragraph is not annotated');
    }
    assert.ok(commands.some((c) => c.props.line === '3' && c.level === 'error'), 'the shown AI paragraph fails failOn: ai');
  });

  it('--fail-on none overrides the config', async () => {
    const result = await runCli(['detect', '--format', 'github', '--fail-on', 'none', 'docs/post.md'], { cwd: dir, env });
    assert.equal(result.code, 0, result.stderr);
    assert.ok(lines(result.stdout).every((l) => !l.startsWith('::error')));
  });

  it('--format sarif: schema-valid, relative URIs, evidence at the config severity', async () => {
    const result = await runCli(['detect', '--format', 'sarif', 'docs'], { cwd: dir, env });
    assert.equal(result.code, 1, result.stderr);
    const log = JSON.parse(result.stdout) as ReturnType<typeof sarifLog>;
    validateSarif(log);
    const run = log.runs[0]!;
    assert.ok(run.results.length > 0);
    for (const r of run.results) {
      assert.equal(r.locations[0]?.physicalLocation.artifactLocation.uri, 'docs/post.md');
      assert.notEqual(r.locations[0]?.physicalLocation.region.startLine, 6);
      if (r.ruleId !== 'paragraph') assert.equal(r.level, 'warning');
    }
  });

  it('--json says which config applied and what it hid', async () => {
    const result = await runCli(['detect', '--json', 'docs/post.md', 'docs/hidden.md'], { cwd: dir, env });
    const files = (JSON.parse(result.stdout) as { files: { config: string; hidden: { paragraphs: number }; failing: boolean; report: { paragraphs: unknown[] } }[] }).files;
    assert.equal(files[0]?.config, path.join(dir, '.redraft.json'));
    assert.equal(files[0]?.hidden.paragraphs, 1);
    assert.equal(files[1]?.report.paragraphs.length, 0);
    assert.equal(files[1]?.failing, false);
  });

  it('a bad config is one line naming the file, the key and what is allowed, exit 2, nothing sent', async () => {
    const bad = tempDir();
    try {
      writeFileSync(path.join(bad, '.redraft.json'), '{"check":{"trigger":"sometimes"}}');
      writeFileSync(path.join(bad, 'a.md'), AI_DRAFT);
      const result = await runCli(['detect', 'a.md'], { cwd: bad, env: cleanEnv({ REDRAFT_DATA_DIR: path.join(bad, 'data') }) });
      assert.equal(result.code, 2);
      assert.deepEqual(lines(result.stderr), ['redraft: .redraft.json: "check.trigger" must be one of "onType", "onSave", "manual"']);
      assert.equal(result.stdout, '');
    } finally {
      removeDir(bad);
    }
  });
});

describe('cli calibrate-me', function () {
  this.timeout(60_000);
  let dir: string;
  before(async () => {
    await buildCli();
    dir = tempDir();
    mkdirSync(path.join(dir, 'mine'));
    // The writer's own style here is AI-like on purpose, so signals trip and a mute is offered.
    writeFileSync(path.join(dir, 'mine', 'one.md'), AI_DRAFT);
    writeFileSync(path.join(dir, 'mine', 'two.md'), AI_DRAFT.replace('Embracing change', 'Second post'));
    writeFileSync(path.join(dir, 'mine', 'three.md'), HUMAN_DRAFT);
  });
  after(() => removeDir(dir));

  it('measures in-process without a service, then writes the suggested mutes with --write', async () => {
    // No data folder and no key: nothing here may reach for a service.
    const env = cleanEnv({ REDRAFT_BASE_URL: 'http://127.0.0.1:9/api', REDRAFT_DATA_DIR: path.join(dir, 'no-data') });
    const shown = await runCli(['calibrate-me', 'mine'], { cwd: dir, env });
    assert.equal(shown.code, 0, shown.stderr);
    assert.match(shown.stdout, /Read 3 documents in mine .*Nothing was sent anywhere and nothing was charged\./);
    assert.match(shown.stdout, /\*\*\d+ of \d+ paragraphs \(\d+%\) would be marked\*\*/);
    const json = await runCli(['calibrate-me', '--json', 'mine'], { cwd: dir, env });
    const measure = JSON.parse(json.stdout) as { suggested: string[]; documents: number };
    assert.equal(measure.documents, 3);
    assert.ok(measure.suggested.length > 0, 'AI-styled writing trips signals');
    const written = await runCli(['calibrate-me', '--write', 'mine'], { cwd: dir, env });
    assert.equal(written.code, 0, written.stderr);
    const config = JSON.parse(readFileSync(path.join(dir, '.redraft.json'), 'utf8')) as { mute: string[] };
    assert.deepEqual(config.mute, measure.suggested);
  });
});
