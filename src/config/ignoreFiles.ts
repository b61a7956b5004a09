/**
 * The `ignore` globs: whether a file is one the configuration says not to check. Globs are
 * relative to the folder of the config file and use picomatch (the matcher behind the CLI's own
 * glob expansion, so a pattern means the same in both places); dotfiles match too.
 */
import path from 'node:path';
import picomatch from 'picomatch';
import type { LoadedConfig } from './load';

/** The pattern that ignores `file`, or undefined when the file is to be checked. */
export function ignoredBy(loaded: LoadedConfig, file: string): string | undefined {
  const patterns = loaded.config.ignore ?? [];
  if (patterns.length === 0) return undefined;
  const relative = path.relative(loaded.root, path.resolve(file));
  // A file outside the config's folder is not governed by its globs.
  if (relative === '' || relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
  const posix = relative.split(path.sep).join('/');
  return patterns.find((pattern) => picomatch(pattern.replace(/^\.\//, ''), { dot: true })(posix));
}
