/** Writing results: atomically (temp file, then rename), so a crash never leaves half a draft. */
import { randomBytes } from 'node:crypto';
import { rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { FileError } from './failure';
import { fileProblem } from './inputs';

export async function writeTextAtomic(file: string, text: string, options: { bom?: boolean; shownAs?: string } = {}): Promise<void> {
  const shown = options.shownAs ?? file;
  const temp = path.join(path.dirname(file), `.${path.basename(file)}.${randomBytes(4).toString('hex')}.tmp`);
  // An existing file keeps its permissions.
  const mode = await stat(file).then(
    (info) => info.mode & 0o777,
    () => 0o644,
  );
  try {
    await writeFile(temp, (options.bom ? '\ufeff' : '') + text, { encoding: 'utf8', mode, flag: 'wx' });
    await rename(temp, file);
  } catch (error) {
    await unlink(temp).catch(() => undefined);
    throw new FileError(`${shown}: cannot write: ${fileProblem(error)}`);
  }
}
