/**
 * A bad configuration as one sentence a writer can act on: the file, the key and what is allowed.
 * Only the first problem is spelt out (with a count of the rest): fixing one typo at a time is
 * how people edit config files, and a wall of zod issues helps no one.
 */
import { z } from 'zod';
import { redraftConfigSchema } from './schema';

export class ConfigError extends Error {
  override name = 'ConfigError';
  constructor(
    /** The file that holds the problem (package.json when the `redraft` key is wrong). */
    readonly file: string,
    /** Dotted path of the offending key (`check.trigger`, `mute[1]`), or null for the whole file. */
    readonly key: string | null,
    /** What is wrong and what is allowed, without the file name. */
    readonly detail: string,
  ) {
    super(`${file}: ${detail}`);
  }
}

/** `check.trigger`, `mute[1]`; `prefix` is `redraft` inside package.json. */
export function keyPath(path: readonly PropertyKey[], prefix?: string): string {
  let out = prefix ?? '';
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`;
    else out += out === '' ? String(part) : `.${String(part)}`;
  }
  return out;
}

/** The first issue of a failed parse, described; `prefix` names the enclosing key, if any. */
export function describeIssues(file: string, issues: readonly z.core.$ZodIssue[], prefix?: string): ConfigError {
  const issue = issues[0];
  if (issue === undefined) return new ConfigError(file, null, 'is not a valid Redraft configuration');
  const more = issues.length > 1 ? ` (and ${issues.length - 1} more ${issues.length === 2 ? 'problem' : 'problems'})` : '';
  if (issue.code === 'unrecognized_keys') {
    const unknown = issue.keys[0] ?? '';
    const key = keyPath([...issue.path, unknown], prefix);
    const allowed = allowedKeys(issue.path);
    return new ConfigError(file, key, `unknown key "${key}"; allowed ${allowed.length === 1 ? 'is' : 'are'} ${allowed.map((k) => `"${k}"`).join(', ')}${more}`);
  }
  const key = keyPath(issue.path, prefix);
  const where = key === '' ? 'the configuration' : `"${key}"`;
  switch (issue.code) {
    case 'invalid_value':
      return new ConfigError(file, key, `${where} must be one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}${more}`);
    case 'invalid_type':
      return new ConfigError(file, key, `${where} must be ${typeName(issue.expected)}${more}`);
    default:
      return new ConfigError(file, key, `${where}: ${issue.message}${more}`);
  }
}

function typeName(expected: string): string {
  switch (expected) {
    case 'array':
      return 'a list (JSON array) of strings';
    case 'object':
      return 'an object';
    default:
      return `a ${expected}`;
  }
}

/** Keys the strict object at `path` accepts, read from the schema so the message never goes stale. */
function allowedKeys(path: readonly PropertyKey[]): string[] {
  let schema: z.ZodType = redraftConfigSchema;
  for (const part of path) {
    const inner: z.ZodType = schema instanceof z.ZodOptional ? (schema.unwrap() as z.ZodType) : schema;
    if (!(inner instanceof z.ZodObject)) return [];
    const next = (inner.shape as Record<string, z.ZodType>)[String(part)];
    if (next === undefined) return [];
    schema = next;
  }
  const inner: z.ZodType = schema instanceof z.ZodOptional ? (schema.unwrap() as z.ZodType) : schema;
  return inner instanceof z.ZodObject ? Object.keys(inner.shape as Record<string, unknown>).filter((k) => k !== '$schema') : [];
}

/** JSON.parse's message with a line and column, which Node 20 does not give. */
export function describeJsonError(text: string, error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const at = /at position (\d+)/.exec(message);
  const base = message
    .replace(/\s*\(line \d+ column \d+\)/, '')
    .replace(/ in JSON at position \d+/, '')
    .replace(/\s*[\r\n]+\s*/g, ' ');
  if (!at) return `is not valid JSON: ${base}`;
  const position = Number(at[1]);
  const before = text.slice(0, position);
  const line = before.split(/\r\n|\r|\n/).length;
  const column = position - Math.max(before.lastIndexOf('\n'), before.lastIndexOf('\r'));
  return `is not valid JSON: ${base} at line ${line}, column ${column}`;
}
