/**
 * Finds the configuration of a file by walking up from its folder, as markdownlint and ESLint do:
 * in each folder `.redraft.json` first, then a `redraft` key in package.json; the nearest one
 * wins whole (no merging, so what applies is always one file you can open). With none, the
 * defaults apply. The extension and the command line both come here, so a file gets the same
 * rules in the editor and in CI.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, describeIssues, describeJsonError } from './errors';
import { redraftConfigSchema, type RedraftConfig } from './schema';

export const CONFIG_FILE_NAME = '.redraft.json';
export const PACKAGE_JSON_KEY = 'redraft';

export interface LoadedConfig {
  /** The file the configuration came from, or null when none was found (defaults). */
  file: string | null;
  /** Where `ignore` globs are relative to: the folder of `file` (or the start folder). */
  root: string;
  config: RedraftConfig;
}

/** Reads a file's text, or undefined when there is none; injectable for tests. */
export type ReadText = (file: string) => string | undefined;

const readText: ReadText = (file) => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    // Missing or unreadable: treated as absent, as a folder without a config is the common case.
    return undefined;
  }
};

/**
 * Loads and caches configurations per folder. The cache is the reason this is a class: live
 * checks ask on every pause in typing. `clear()` when a config file changes.
 */
export class ConfigLoader {
  private readonly byFolder = new Map<string, LoadedConfig | ConfigError>();

  constructor(private readonly read: ReadText = readText) {}

  /** The configuration that applies to a file; throws ConfigError when it is malformed. */
  forFile(file: string): LoadedConfig {
    return this.forFolder(path.dirname(path.resolve(file)));
  }

  /** The configuration that applies to files in a folder; throws ConfigError when it is malformed. */
  forFolder(folder: string): LoadedConfig {
    const found = this.lookup(path.resolve(folder));
    if (found instanceof ConfigError) throw found;
    return found;
  }

  clear(): void {
    this.byFolder.clear();
  }

  private lookup(folder: string): LoadedConfig | ConfigError {
    const cached = this.byFolder.get(folder);
    if (cached !== undefined) return cached;
    const found = this.inFolder(folder) ?? this.fromParent(folder);
    this.byFolder.set(folder, found);
    return found;
  }

  private fromParent(folder: string): LoadedConfig | ConfigError {
    const parent = path.dirname(folder);
    if (parent === folder) return { file: null, root: folder, config: {} };
    const found = this.lookup(parent);
    // With no file anywhere, globs have nothing to be relative to; keep the asking folder.
    return !(found instanceof ConfigError) && found.file === null ? { ...found, root: folder } : found;
  }

  private inFolder(folder: string): LoadedConfig | ConfigError | undefined {
    const own = path.join(folder, CONFIG_FILE_NAME);
    const text = this.read(own);
    if (text !== undefined) return parseConfigText(own, text);
    const pkgFile = path.join(folder, 'package.json');
    const pkgText = this.read(pkgFile);
    if (pkgText === undefined) return undefined;
    let pkg: unknown;
    try {
      pkg = JSON.parse(pkgText);
    } catch {
      // A broken package.json is npm's to report; it holds no Redraft configuration we can read.
      return undefined;
    }
    if (typeof pkg !== 'object' || pkg === null || !(PACKAGE_JSON_KEY in pkg)) return undefined;
    return validate(pkgFile, (pkg as Record<string, unknown>)[PACKAGE_JSON_KEY], PACKAGE_JSON_KEY);
  }
}

/** Parses the text of a `.redraft.json`; returns the error rather than throwing it, for caching. */
export function parseConfigText(file: string, text: string): LoadedConfig | ConfigError {
  let value: unknown;
  try {
    // A BOM is common from Windows editors and is not a JSON error worth reporting.
    value = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    return new ConfigError(file, null, describeJsonError(text.replace(/^\uFEFF/, ''), error));
  }
  return validate(file, value);
}

function validate(file: string, value: unknown, prefix?: string): LoadedConfig | ConfigError {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return new ConfigError(file, prefix ?? null, `${prefix ? `"${prefix}"` : 'the configuration'} must be a JSON object such as { "mute": ["ai_vocabulary"] }`);
  }
  const parsed = redraftConfigSchema.safeParse(value);
  if (!parsed.success) return describeIssues(file, parsed.error.issues, prefix);
  return { file, root: path.dirname(file), config: parsed.data };
}
