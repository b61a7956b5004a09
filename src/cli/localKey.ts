/**
 * The data folder of the embedded service and the API key the CLI keeps there.
 *
 * The key file holds the only copy of the key (the service stores a digest), so it is written
 * with mode 0600, atomically, and never printed.
 */
import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';

export const KEY_FILE = 'cli-key.json';

/** `$REDRAFT_DATA_DIR`, else `$XDG_DATA_HOME/redraft`, else `~/.local/share/redraft` (`%LOCALAPPDATA%\redraft` on Windows). */
export function dataFolder(env: NodeJS.ProcessEnv, platform: NodeJS.Platform = process.platform, home = os.homedir()): string {
  if (env.REDRAFT_DATA_DIR) return path.resolve(env.REDRAFT_DATA_DIR);
  if (env.XDG_DATA_HOME && path.isAbsolute(env.XDG_DATA_HOME)) return path.join(env.XDG_DATA_HOME, 'redraft');
  if (platform === 'win32' && env.LOCALAPPDATA) return path.join(env.LOCALAPPDATA, 'redraft');
  return path.join(home, '.local', 'share', 'redraft');
}

const keyFileSchema = z.looseObject({ api_key: z.string().min(1), created_at: z.string().optional() });

/** The stored key, or null when there is none (or the file is unreadable as a key file). */
export async function readLocalKey(dataDir: string): Promise<string | null> {
  let text: string;
  try {
    text = await readFile(path.join(dataDir, KEY_FILE), 'utf8');
  } catch {
    return null;
  }
  try {
    const parsed = keyFileSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data.api_key : null;
  } catch {
    return null;
  }
}

export async function writeLocalKey(dataDir: string, apiKey: string, now: () => Date = () => new Date()): Promise<void> {
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  const file = path.join(dataDir, KEY_FILE);
  const temp = `${file}.${randomBytes(4).toString('hex')}.tmp`;
  const body = `${JSON.stringify({ api_key: apiKey, created_at: now().toISOString() }, null, 2)}\n`;
  try {
    await writeFile(temp, body, { mode: 0o600, flag: 'wx' });
    // The mode given to writeFile is filtered by the umask; 0600 is the point, so set it outright.
    await chmod(temp, 0o600);
    await rename(temp, file);
  } catch (error) {
    await unlink(temp).catch(() => undefined);
    throw error;
  }
}
