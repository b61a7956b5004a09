/**
 * The extension's `model/` folders (and `errors/errorMessages.ts`) hold its decisions, tested in
 * plain Node; one `vscode` import, direct or through a sibling, and those tests cannot load them.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const EXT = path.resolve(__dirname, '../../src/extension');
const PURE = [
  ...['check/model', 'rewrite/model'].flatMap((dir) =>
    readdirSync(path.join(EXT, dir))
      .filter((f) => f.endsWith('.ts'))
      .map((f) => path.join(EXT, dir, f)),
  ),
  path.join(EXT, 'errors/errorMessages.ts'),
];
const IMPORTS = /\bfrom\s*['"]([^'"]+)['"]/g;

describe('source structure: pure extension models', () => {
  it('import neither vscode nor an extension module outside the pure set', () => {
    const offenders: string[] = [];
    for (const file of PURE) {
      for (const m of readFileSync(file, 'utf8').matchAll(IMPORTS)) {
        const spec = m[1] as string;
        const target = spec.startsWith('.') ? path.resolve(path.dirname(file), spec) : spec;
        const inExtension = spec.startsWith('.') && target.startsWith(EXT + path.sep);
        if (spec === 'vscode' || (inExtension && !PURE.includes(`${target}.ts`))) offenders.push(`${path.relative(EXT, file)} -> ${spec}`);
      }
    }
    assert.deepEqual(offenders, []);
  });
});
