/** Small formatting helpers shared by the commands: money, verdicts, tables. */
import { displayUsd, parseUsd, type Verdict } from '../contract';
import type { Paint, Style } from './output';

/** A wire amount (`"0.012300"`) as people read it (`$0.0123`). */
export function usd(wire: string): string {
  return displayUsd(parseUsd(wire));
}

const VERDICT_STYLE: Record<Verdict, Style[]> = {
  ai: ['red', 'bold'],
  mixed: ['yellow'],
  human: ['green'],
  insufficient: ['gray'],
};

export function verdict(paint: Paint, value: Verdict, width = 0): string {
  return paint(VERDICT_STYLE[value], value.padEnd(width));
}

export function score(value: number | null | undefined): string {
  return value == null ? '—' : value.toFixed(2);
}

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
}

/** Left-aligned columns; the last column is not padded. Widths count characters, not colour codes. */
export function table(rows: readonly (readonly string[])[], paint?: { header: (text: string) => string }): string[] {
  const widths: number[] = [];
  for (const row of rows) {
    row.forEach((cell, i) => {
      widths[i] = Math.max(widths[i] ?? 0, visibleLength(cell));
    });
  }
  return rows.map((row, r) => {
    const line = row
      .map((cell, i) => (i === row.length - 1 ? cell : cell + ' '.repeat((widths[i] ?? 0) - visibleLength(cell))))
      .join('  ')
      .trimEnd();
    return r === 0 && paint ? paint.header(line) : line;
  });
}

// eslint-disable-next-line no-control-regex
const ANSI = /\x1b\[[0-9;]*m/g;

export function visibleLength(text: string): number {
  return [...text.replace(ANSI, '')].length;
}

/** One line, at most `max` characters, for previews in lists. */
export function oneLine(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const chars = [...flat];
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : flat;
}

/** `2025-01-02T03:04:05.678Z` → `2025-01-02 03:04`, in UTC as the service sends it. */
export function shortTime(timestamp: string | null | undefined): string {
  if (timestamp == null) return '—';
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/.exec(timestamp);
  return match ? `${match[1]} ${match[2]}` : timestamp;
}
