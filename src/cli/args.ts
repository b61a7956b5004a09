/**
 * Argument parsing on top of `util.parseArgs`: strict (an unknown flag is a usage error, exit 2),
 * `--no-x` negation, and typed readers for flag values that say what was expected.
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { UsageError } from './failure';

type Options = NonNullable<ParseArgsConfig['options']>;

/** Flags every command that talks to a service accepts. */
export const CONNECTION_OPTIONS = {
  'base-url': { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const satisfies Options;

export function parseCommand<T extends Options>(command: string, args: readonly string[], options: T) {
  try {
    return parseArgs({ args: [...args], options, allowPositionals: true, strict: true, allowNegative: true });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new UsageError(`${command}: ${firstSentence(message)}; see \`redraft ${command} --help\``);
  }
}

// parseArgs messages carry a suggestion after the first sentence that assumes `--` is understood.
function firstSentence(message: string): string {
  const cut = message.indexOf('. ');
  return (cut === -1 ? message : message.slice(0, cut)).replace(/\.$/, '');
}

export function readInteger(flag: string, value: string | undefined, min: number, max: number): number | undefined {
  if (value === undefined) return undefined;
  if (!/^-?\d+$/.test(value.trim())) throw new UsageError(`--${flag} takes a whole number from ${min} to ${max}, got "${value}"`);
  const n = Number(value);
  if (n < min || n > max) throw new UsageError(`--${flag} must be from ${min} to ${max}, got ${n}`);
  return n;
}

export function readNumber(flag: string, value: string | undefined, min: number, max: number): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (value.trim() === '' || !Number.isFinite(n)) throw new UsageError(`--${flag} takes a number from ${min} to ${max}, got "${value}"`);
  if (n < min || n > max) throw new UsageError(`--${flag} must be from ${min} to ${max}, got ${n}`);
  return n;
}

export function readChoice<C extends string>(flag: string, value: string | undefined, choices: readonly C[]): C | undefined {
  if (value === undefined) return undefined;
  const found = choices.find((choice) => choice === value);
  if (found === undefined) throw new UsageError(`--${flag} must be one of ${choices.join(', ')}, got "${value}"`);
  return found;
}

export function noPositionals(command: string, positionals: readonly string[]): void {
  if (positionals.length > 0) throw new UsageError(`${command}: unexpected argument "${positionals[0]}"`);
}

export function onePositional(command: string, positionals: readonly string[], what: string): string {
  if (positionals.length === 0) throw new UsageError(`${command}: missing ${what}; see \`redraft ${command} --help\``);
  if (positionals.length > 1) throw new UsageError(`${command}: takes one ${what}, got ${positionals.length}`);
  return positionals[0] as string;
}
