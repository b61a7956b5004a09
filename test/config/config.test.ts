/**
 * The workspace configuration: lookup by walking up (nearest wins, .redraft.json before a
 * package.json "redraft" key), one clear error per bad file, the ignore globs, writing mutes, and
 * the committed JSON schemas equal to what the zod schema generates.
 */
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  addMutedSignals,
  checkTrigger,
  ConfigError,
  ConfigLoader,
  ignoredBy,
  parseConfigText,
  type LoadedConfig,
} from '../../src/config';
import { configSchemaFiles } from '../../src/config/jsonSchema';

const ROOT = path.resolve(__dirname, '..', '..');

function tree(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'redraft-config-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

function errorOf(fn: () => unknown): ConfigError {
  try {
    fn();
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  assert.fail('expected a ConfigError');
}

describe('config lookup', () => {
  let dir: string;
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('walks up from the file to the nearest .redraft.json and keeps globs relative to it', () => {
    dir = tree({ '.redraft.json': '{"mute":["commas"]}', 'docs/guide/a.md': 'x' });
    const loaded = new ConfigLoader().forFile(path.join(dir, 'docs/guide/a.md'));
    assert.equal(loaded.file, path.join(dir, '.redraft.json'));
    assert.equal(loaded.root, dir);
    assert.deepEqual(loaded.config.mute, ['commas']);
  });

  it('takes the nearest file whole, without merging the one above', () => {
    dir = tree({ '.redraft.json': '{"mute":["commas"],"failOn":"ai"}', 'docs/.redraft.json': '{"allow":["robust"]}', 'docs/a.md': 'x' });
    const loaded = new ConfigLoader().forFile(path.join(dir, 'docs/a.md'));
    assert.equal(loaded.file, path.join(dir, 'docs/.redraft.json'));
    assert.deepEqual(loaded.config, { allow: ['robust'] });
  });

  it('reads the "redraft" key of package.json, skips a package.json without it, and prefers .redraft.json beside it', () => {
    dir = tree({
      'package.json': '{"name":"x","redraft":{"failOn":"mixed"}}',
      'pkg/package.json': '{"name":"y"}',
      'pkg/a.md': 'x',
      'both/package.json': '{"redraft":{"failOn":"mixed"}}',
      'both/.redraft.json': '{"failOn":"ai"}',
      'both/b.md': 'x',
    });
    const loader = new ConfigLoader();
    const fromPkg = loader.forFile(path.join(dir, 'pkg/a.md'));
    assert.equal(fromPkg.file, path.join(dir, 'package.json'));
    assert.equal(fromPkg.config.failOn, 'mixed');
    assert.equal(loader.forFile(path.join(dir, 'both/b.md')).config.failOn, 'ai');
  });

  it('gives the defaults when no file is found, with the asking folder as root', () => {
    const files = new Map<string, string>();
    const loader = new ConfigLoader((file) => files.get(file));
    dir = tree({});
    const loaded = loader.forFolder(path.join(dir, 'a'));
    assert.deepEqual(loaded, { file: null, root: path.join(dir, 'a'), config: {} });
    assert.equal(checkTrigger(loaded.config), 'manual');
  });

  it('caches per folder until cleared', () => {
    let reads = 0;
    let text = '{"failOn":"ai"}';
    dir = tree({});
    const file = path.join(dir, '.redraft.json');
    const loader = new ConfigLoader((f) => {
      reads += 1;
      return f === file ? text : undefined;
    });
    assert.equal(loader.forFolder(dir).config.failOn, 'ai');
    const afterFirst = reads;
    assert.equal(loader.forFolder(dir).config.failOn, 'ai');
    assert.equal(reads, afterFirst);
    text = '{"failOn":"mixed"}';
    loader.clear();
    assert.equal(loader.forFolder(dir).config.failOn, 'mixed');
  });

  it('exposes the live-check trigger', () => {
    const loaded = parseConfigText('/x/.redraft.json', '{"check":{"trigger":"onSave"}}') as LoadedConfig;
    assert.equal(checkTrigger(loaded.config), 'onSave');
  });
});

describe('config errors', () => {
  const cases: { name: string; text: string; key: string | null; detail: RegExp }[] = [
    { name: 'an unknown key, with the allowed ones', text: '{"mutes":["commas"]}', key: 'mutes', detail: /unknown key "mutes"; allowed are "ignore", "allow", "mute", "severity", "failOn", "check"/ },
    { name: 'an unknown nested key', text: '{"check":{"when":"onSave"}}', key: 'check.when', detail: /unknown key "check.when"; allowed is "trigger"/ },
    { name: 'a value outside the choices', text: '{"check":{"trigger":"always"}}', key: 'check.trigger', detail: /"check.trigger" must be one of "onType", "onSave", "manual"/ },
    { name: 'failOn', text: '{"failOn":"human"}', key: 'failOn', detail: /"failOn" must be one of "ai", "mixed", "none"/ },
    { name: 'a wrong type', text: '{"ignore":"drafts/**"}', key: 'ignore', detail: /"ignore" must be a list \(JSON array\) of strings/ },
    { name: 'a malformed signal key', text: '{"mute":["commas","AI Vocabulary"]}', key: 'mute[1]', detail: /"mute\[1\]": a signal key is lower case/ },
    { name: 'a severity', text: '{"severity":"loud"}', key: 'severity', detail: /"off", "hint", "information", "warning", "error"/ },
    { name: 'JSON syntax, with line and column', text: '{\n  "mute": ["commas"\n  "failOn": "ai"}', key: null, detail: /is not valid JSON: .* at line 3, column 3$/ },
    { name: 'JSON syntax without a position', text: '{\n  "mute": ["commas",]\n}', key: null, detail: /^is not valid JSON: [^\n]+$/ },
    { name: 'not an object', text: '["commas"]', key: null, detail: /must be a JSON object/ },
  ];
  for (const c of cases) {
    it(`names the file, the key and what is allowed: ${c.name}`, () => {
      const error = parseConfigText('/w/.redraft.json', c.text);
      assert.ok(error instanceof ConfigError, 'an error, not a throw');
      assert.equal(error.file, '/w/.redraft.json');
      assert.equal(error.key, c.key);
      assert.match(error.detail, c.detail);
      assert.ok(error.message.startsWith('/w/.redraft.json: '));
    });
  }

  it('counts the other problems instead of listing them', () => {
    const error = parseConfigText('/w/.redraft.json', '{"failOn":"x","severity":"y","z":1}');
    assert.ok(error instanceof ConfigError);
    assert.match(error.detail, /\(and 2 more problems\)$/);
  });

  it('prefixes keys inside package.json with "redraft"', () => {
    const dir = tree({ 'package.json': '{"redraft":{"failOn":"sometimes"}}', 'a.md': 'x' });
    try {
      const error = errorOf(() => new ConfigLoader().forFile(path.join(dir, 'a.md')));
      assert.equal(error.file, path.join(dir, 'package.json'));
      assert.equal(error.key, 'redraft.failOn');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('throws the same error again from the cache, never a crash', () => {
    const dir = tree({ '.redraft.json': '{"failOn":', 'a/b.md': 'x' });
    try {
      const loader = new ConfigLoader();
      const first = errorOf(() => loader.forFile(path.join(dir, 'a/b.md')));
      const second = errorOf(() => loader.forFile(path.join(dir, 'a/b.md')));
      assert.equal(first, second);
      assert.match(first.detail, /not valid JSON/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('config ignore globs', () => {
  const loaded: LoadedConfig = { file: '/w/.redraft.json', root: '/w', config: { ignore: ['drafts/**', 'CHANGELOG.md', './notes/*.txt', '**/.private/**'] } };
  it('matches paths relative to the config folder', () => {
    assert.equal(ignoredBy(loaded, '/w/drafts/a/b.md'), 'drafts/**');
    assert.equal(ignoredBy(loaded, '/w/CHANGELOG.md'), 'CHANGELOG.md');
    assert.equal(ignoredBy(loaded, '/w/notes/x.txt'), './notes/*.txt');
    assert.equal(ignoredBy(loaded, '/w/docs/.private/x.md'), '**/.private/**');
    assert.equal(ignoredBy(loaded, '/w/docs/CHANGELOG.md'), undefined);
    assert.equal(ignoredBy(loaded, '/w/docs/guide.md'), undefined);
  });
  it('does not govern files outside its folder', () => {
    assert.equal(ignoredBy(loaded, '/elsewhere/drafts/a.md'), undefined);
  });
});

describe('config writing mutes', () => {
  let dir: string;
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('creates .redraft.json when there is none', () => {
    dir = tree({});
    const written = addMutedSignals({ file: null, root: dir }, ['commas', 'commas', 'word_length']);
    assert.deepEqual(written, { file: path.join(dir, '.redraft.json'), added: ['commas', 'word_length'], created: true });
    assert.deepEqual(JSON.parse(readFileSync(written.file, 'utf8')), { mute: ['commas', 'word_length'] });
  });

  it('adds to the existing list, keeping other keys and the indentation', () => {
    dir = tree({ '.redraft.json': '{\n    "failOn": "ai",\n    "mute": ["commas"]\n}\n' });
    const file = path.join(dir, '.redraft.json');
    const written = addMutedSignals({ file, root: dir }, ['commas', 'first_person']);
    assert.deepEqual(written.added, ['first_person']);
    assert.equal(readFileSync(file, 'utf8'), '{\n    "failOn": "ai",\n    "mute": [\n        "commas",\n        "first_person"\n    ]\n}\n');
  });

  it('writes into the "redraft" key of package.json', () => {
    dir = tree({ 'package.json': '{\n  "name": "x",\n  "redraft": {}\n}\n' });
    const file = path.join(dir, 'package.json');
    addMutedSignals({ file, root: dir }, ['commas']);
    assert.deepEqual(JSON.parse(readFileSync(file, 'utf8')), { name: 'x', redraft: { mute: ['commas'] } });
  });

  it('refuses to rewrite a file that does not validate', () => {
    dir = tree({ '.redraft.json': '{"failOn":"sometimes"}' });
    const file = path.join(dir, '.redraft.json');
    assert.throws(() => addMutedSignals({ file, root: dir }, ['commas']), ConfigError);
    assert.equal(readFileSync(file, 'utf8'), '{"failOn":"sometimes"}');
  });
});

describe('config JSON schema', () => {
  it('the committed schema files are what the zod schema generates (run `npm run schema`)', () => {
    for (const [file, text] of Object.entries(configSchemaFiles())) {
      assert.equal(readFileSync(path.join(ROOT, file), 'utf8'), text, `${file} is stale: run npm run schema`);
    }
  });

  it('package.json contributes both through jsonValidation', () => {
    const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { contributes: { jsonValidation: { fileMatch: string; url: string }[] } };
    const urls = Object.fromEntries(pkg.contributes.jsonValidation.map((v) => [v.fileMatch, v.url]));
    assert.deepEqual(urls, { '.redraft.json': './schemas/redraft.schema.json', 'package.json': './schemas/package-json.schema.json' });
  });
});
