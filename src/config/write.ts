/**
 * Adds signals to `mute` in the configuration that applies (or a new `.redraft.json` in `folder`
 * when there is none), keeping the file's indentation and its other keys. Used by "Measure on My
 * Writing" and `redraft calibrate-me --write`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, describeJsonError } from './errors';
import { CONFIG_FILE_NAME, PACKAGE_JSON_KEY, parseConfigText, type LoadedConfig } from './load';
import { redraftConfigSchema } from './schema';

export interface MuteWritten {
  file: string;
  /** Keys newly added (those already muted are not repeated). */
  added: string[];
  created: boolean;
}

export function addMutedSignals(loaded: Pick<LoadedConfig, 'file' | 'root'>, keys: readonly string[]): MuteWritten {
  return addToList(loaded, 'mute', keys);
}

/** Adds words or phrases to `allow` the same way ("Don't flag this word in this workspace"). */
export function addAllowedWords(loaded: Pick<LoadedConfig, 'file' | 'root'>, words: readonly string[]): MuteWritten {
  return addToList(loaded, 'allow', words);
}

function addToList(loaded: Pick<LoadedConfig, 'file' | 'root'>, list: 'mute' | 'allow', keys: readonly string[]): MuteWritten {
  const file = loaded.file ?? path.join(loaded.root, CONFIG_FILE_NAME);
  const created = loaded.file === null;
  const text = created ? '{}\n' : readFileSync(file, 'utf8');
  const inPackage = path.basename(file) === 'package.json' && !created;
  let whole: Record<string, unknown>;
  try {
    whole = JSON.parse(text.replace(/^\uFEFF/, '')) as Record<string, unknown>;
  } catch (error) {
    throw new ConfigError(file, null, describeJsonError(text, error));
  }
  const section = (inPackage ? whole[PACKAGE_JSON_KEY] : whole) as Record<string, unknown>;
  if (!inPackage) {
    // Refuse to rewrite a file that does not validate: the writer should see that error first.
    const checked = parseConfigText(file, text);
    if (checked instanceof ConfigError) throw checked;
  } else if (!redraftConfigSchema.safeParse(section).success) {
    throw new ConfigError(file, PACKAGE_JSON_KEY, `"${PACKAGE_JSON_KEY}" is not a valid configuration; fix it before adding to it`);
  }
  const before = Array.isArray(section[list]) ? (section[list] as string[]) : [];
  const added = [...new Set(keys)].filter((k) => !before.includes(k));
  if (added.length === 0 && !created) return { file, added, created };
  section[list] = [...before, ...added];
  writeFileSync(file, `${JSON.stringify(whole, null, indentOf(text))}\n`);
  return { file, added, created };
}

/** The indentation the file already uses (two spaces when it has none). */
function indentOf(text: string): string | number {
  const m = /^[ \t]+(?=")/m.exec(text);
  return m ? m[0] : 2;
}
