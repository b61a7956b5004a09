/**
 * Entry point of the in-editor tests (the `extensionTestsPath` module): runs every bundled
 * `*.test.js` beside it with mocha inside the real extension host.
 */
import Mocha from 'mocha';
import * as fs from 'node:fs';
import * as path from 'node:path';

export function run(): Promise<void> {
  const mocha = new Mocha({ ui: 'bdd', timeout: 120_000, color: false, reporter: 'spec' });
  const only = process.env.REDRAFT_VSCODE_TESTS;
  for (const f of fs.readdirSync(__dirname).filter((f) => f.endsWith('.test.js')).sort()) {
    if (!only || f.includes(only)) mocha.addFile(path.join(__dirname, f));
  }
  return new Promise((resolve, reject) => {
    mocha.run((failures) => (failures > 0 ? reject(new Error(`${failures} in-editor test(s) failed`)) : resolve()));
  });
}
