// Bundles the extension and the command line with esbuild. Both are CommonJS bundles because VS Code
// loads extensions with require(); the ESM-only Markdown parser is inlined by the bundler.
import * as esbuild from 'esbuild';
import { cpSync, mkdirSync, existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const production = process.argv.includes('--production');
const quiet = process.argv.includes('--quiet');
const watch = process.argv.includes('--watch');
const tests = process.argv.includes('--tests');

const common = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: production ? false : 'linked',
  minify: production,
  logLevel: quiet ? 'warning' : 'info',
  // sql.js finds its wasm next to the bundle (copied below); keep its optional Node fallbacks out.
  external: ['vscode', 'sql.js/dist/sql-wasm.wasm'],
  loader: { '.wasm': 'file' },
};

const entries = [
  { entryPoints: ['src/extension/main.ts'], outfile: 'dist/extension.js' },
  { entryPoints: ['src/cli/main.ts'], outfile: 'dist/cli.js', banner: { js: '#!/usr/bin/env node' } },
].filter((e) => existsSync(e.entryPoints[0]));

// The in-editor test suite: each file its own bundle, mocha and vscode loaded at run time.
if (tests) {
  const files = readdirSync('test/vscode').filter((f) => f.endsWith('.ts'));
  await Promise.all(
    files.map((f) =>
      esbuild.build({
        ...common,
        sourcemap: 'inline',
        minify: false,
        external: ['vscode', 'mocha', '@vscode/test-electron'],
        entryPoints: [join('test/vscode', f)],
        outfile: join('out/test/vscode', f.replace(/\.ts$/, '.js')),
      }),
    ),
  );
  process.exit(0);
}

mkdirSync('dist', { recursive: true });
// sql.js loads sql-wasm.wasm from beside the script that runs it.
const wasm = join(dirname(require.resolve('sql.js')), 'sql-wasm.wasm');
cpSync(wasm, 'dist/sql-wasm.wasm');

if (watch) {
  for (const e of entries) {
    const ctx = await esbuild.context({ ...common, ...e });
    await ctx.watch();
  }
} else {
  await Promise.all(entries.map((e) => esbuild.build({ ...common, ...e })));
}
