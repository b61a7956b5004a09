/** Shared fixtures for the rewriter tests: the tricky Markdown documents and a run helper. */
import fs from 'node:fs';
import path from 'node:path';
import { rewrite, type RewriteJob } from '../../src/rewriter';
import type { RunOptions } from '../../src/contract/runs';
import { parseProse } from '../../src/text';

export const FIXTURE_DIR = path.join(__dirname, '..', 'fixtures', 'markdown');

/** Every fixture, plus a CRLF copy of each one written with LF. */
export function fixtures(): Array<{ name: string; text: string }> {
  const out: Array<{ name: string; text: string }> = [];
  for (const file of fs.readdirSync(FIXTURE_DIR).filter((f) => f.endsWith('.md')).sort()) {
    const text = fs.readFileSync(path.join(FIXTURE_DIR, file), 'utf8');
    out.push({ name: file, text });
    if (!text.includes('\r\n')) out.push({ name: `${file} (CRLF)`, text: text.replace(/\n/g, '\r\n') });
  }
  return out;
}

export function fixture(name: string): string {
  return fs.readFileSync(path.join(FIXTURE_DIR, name), 'utf8');
}

export function run(text: string, options: RunOptions, extra: Partial<RewriteJob> = {}): ReturnType<typeof rewrite> {
  return rewrite({ model: parseProse(text), quality: 'standard', options, ratePer1kMicros: 800_000, seed: 'test-seed', scorer: null, ...extra });
}
