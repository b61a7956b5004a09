/**
 * Caches the prepared corpora (parsed, measured, n-gram counted) on disk with v8 serialisation,
 * keyed by the data folder and a hash of the sources that shape preparation, so repeated
 * experiments skip the parse of 4,910 texts. Only derived numbers are written, to the OS temp
 * folder, never into the repository.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import { dataDir, loadAll, loadExcessWords } from './data';
import { prepare, type Prep } from './train';

function sourceHash(): string {
  const h = crypto.createHash('sha256');
  h.update(dataDir());
  const root = path.join(__dirname, '..', '..', 'src');
  for (const dir of ['text', 'detector']) {
    for (const f of fs.readdirSync(path.join(root, dir)).sort()) {
      if (f.endsWith('.ts')) h.update(fs.readFileSync(path.join(root, dir, f)));
    }
  }
  h.update(fs.readFileSync(path.join(__dirname, 'train.ts')));
  return h.digest('hex').slice(0, 16);
}

export function cachedPrep(): Prep {
  const file = path.join(os.tmpdir(), `redraft-prep-${sourceHash()}.v8`);
  if (fs.existsSync(file)) return v8.deserialize(fs.readFileSync(file)) as Prep;
  const dir = dataDir();
  const prep = prepare(loadAll(dir), loadExcessWords(dir));
  // The offset map holds closures; experiments never convert offsets.
  const plain = { ...prep, items: prep.items.map((p) => ({ ...p, model: { ...p.model, offsets: undefined } })) };
  fs.writeFileSync(file, v8.serialize(plain));
  return prep;
}
