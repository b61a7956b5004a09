/**
 * What the user named on the command line, as texts: files, globs (expanded here, so quoting a
 * pattern works the same in every shell and on Windows), folders (their Markdown and text files)
 * and `-` for stdin.
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
// The CommonJS build on purpose: the ESM one reaches for import.meta.url, which a CommonJS bundle
// does not have (esbuild picks the build by the import's kind).
// eslint-disable-next-line @typescript-eslint/no-require-imports
import tinyglobby = require('tinyglobby');

const { glob, isDynamicPattern } = tinyglobby;
import { FileError } from './failure';

export const STDIN = '-';
export const STDIN_NAME = '<stdin>';

/** Files a folder argument stands for. */
const FOLDER_PATTERN = '**/*.{md,markdown,txt}';

/**
 * Extensions of files that hold prose. A file named directly with another extension (package.json,
 * app.ts) is refused unless forced: checking or rewriting it would be charged and mean nothing.
 * A name without an extension (README, NOTES) is taken as prose.
 */
const PROSE_EXTENSIONS = new Set(['.md', '.markdown', '.mdown', '.mkd', '.mkdn', '.mdx', '.txt', '.text']);

/** Refuses a named file that is not Markdown or text, naming the way to go ahead anyway. */
export function assertProseFile(name: string, force: boolean): void {
  if (force || name === STDIN) return;
  const extension = path.extname(name).toLowerCase();
  if (extension === '' || PROSE_EXTENSIONS.has(extension)) return;
  throw new FileError(
    `${name}: not a prose file (${extension}); redraft reads Markdown and text (.md, .markdown, .txt). Pass --force to send it anyway`,
  );
}

export interface Input {
  /** As shown in output: the path as given or matched, or `<stdin>`. */
  name: string;
  /** File path, or null for stdin. */
  file: string | null;
  text: string;
  /** The file began with a UTF-8 byte order mark, which is not part of `text`. */
  bom: boolean;
}

/** Expands arguments into file paths (and `-`), in argument order, each once. */
export async function expandArguments(args: readonly string[], cwd: string, options: { force?: boolean } = {}): Promise<string[]> {
  const seen = new Set<string>();
  const result: string[] = [];
  const add = (name: string): void => {
    const key = name === STDIN ? STDIN : path.resolve(cwd, name);
    if (seen.has(key)) return;
    seen.add(key);
    result.push(name);
  };
  for (const arg of args) {
    if (arg === STDIN) {
      add(STDIN);
      continue;
    }
    const kind = await kindOf(path.resolve(cwd, arg));
    if (kind === 'file') {
      assertProseFile(arg, options.force === true);
      add(arg);
    } else if (kind === 'folder') {
      const matches = await glob(FOLDER_PATTERN, { cwd: path.resolve(cwd, arg), onlyFiles: true });
      if (matches.length === 0) throw new FileError(`${arg}: the folder holds no .md, .markdown or .txt files`);
      for (const match of matches.sort()) add(path.join(arg, match));
    } else if (isDynamicPattern(arg)) {
      const matches = await glob(arg.split(path.sep).join('/'), { cwd, onlyFiles: true, expandDirectories: false });
      if (matches.length === 0) throw new FileError(`${arg}: no files match`);
      for (const match of matches.sort()) add(match);
    } else {
      throw new FileError(`${arg}: no such file`);
    }
  }
  return result;
}

async function kindOf(file: string): Promise<'file' | 'folder' | 'none'> {
  try {
    const info = await stat(file);
    return info.isDirectory() ? 'folder' : 'file';
  } catch {
    return 'none';
  }
}

/** Reads one argument from `expandArguments`. */
export async function readInput(name: string, cwd: string, stdin: NodeJS.ReadableStream): Promise<Input> {
  if (name === STDIN) return decode(STDIN_NAME, null, await readAll(stdin));
  const file = path.resolve(cwd, name);
  let bytes: Buffer;
  try {
    bytes = await readFile(file);
  } catch (error) {
    throw new FileError(`${name}: ${fileProblem(error)}`);
  }
  return decode(name, file, bytes);
}

function decode(name: string, file: string | null, bytes: Buffer): Input {
  if (bytes.includes(0)) throw new FileError(`${name}: looks like a binary file, not text`);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new FileError(`${name}: is not valid UTF-8 text`);
  }
  // TextDecoder drops a leading BOM by default; remember it so an in-place write keeps it.
  const bom = bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  return { name, file, text, bom };
}

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks);
}

export function fileProblem(error: unknown): string {
  const code = error instanceof Error && 'code' in error ? error.code : undefined;
  switch (code) {
    case 'ENOENT':
      return 'no such file';
    case 'EACCES':
    case 'EPERM':
      return 'permission denied';
    case 'EISDIR':
      return 'is a folder';
    case 'ENOTDIR':
      return 'a part of the path is not a folder';
    default:
      return error instanceof Error ? error.message : String(error);
  }
}
