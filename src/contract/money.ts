/**
 * Money: integer micro-dollars inside, a decimal string with exactly six decimals on the wire.
 *
 * Floats cannot hold 0.01 exactly, and the service bills per word at rates of a few hundred
 * micro-dollars per 1,000 words, so a float anywhere on the money path would leak rounding into
 * balances. Amounts are therefore parsed by splitting the string, kept as safe integers of
 * micro-dollars (exact up to $9,007,199,254.740991 — far above any balance), and every product
 * or quotient goes through bigint before it comes back as a safe integer.
 */
import { z } from 'zod';

/** An amount in micro-dollars (1 USD = 1,000,000). Always a safe integer. */
export type Micros = number;

export const MICROS_PER_USD = 1_000_000;

/** The largest amount handled exactly: beyond it a number stops being an exact integer. */
export const MAX_MICROS: Micros = Number.MAX_SAFE_INTEGER;

/** Thrown for any money value that is not exactly representable in the wire format. */
export class MoneyFormatError extends Error {
  override name = 'MoneyFormatError';
}

// The canonical wire form: optional minus, no leading zeros, exactly six decimals.
const USD_PATTERN = /^(-?)(0|[1-9]\d*)\.(\d{6})$/;

export function isMicros(value: unknown): value is Micros {
  return typeof value === 'number' && Number.isSafeInteger(value);
}

export function assertMicros(value: unknown, what = 'amount'): asserts value is Micros {
  if (!isMicros(value)) {
    throw new MoneyFormatError(
      `${what} must be a whole number of micro-dollars within ±${MAX_MICROS}, got ${describe(value)}`,
    );
  }
}

/**
 * Parses a wire money string such as `"25.000000"` or `"-0.010000"` into micro-dollars.
 * `field` only names the value in the error message. Negative amounts parse; schemas decide
 * where they are allowed (see `usdSchema` / `signedUsdSchema`).
 */
export function parseUsd(value: unknown, field = 'money value'): Micros {
  if (typeof value !== 'string') {
    const hint =
      typeof value === 'number'
        ? ' (money travels as a string, never a JSON number, so that no float rounding creeps in)'
        : '';
    throw new MoneyFormatError(
      `${field} must be a string with exactly six decimals such as "1.500000", got ${describe(value)}${hint}`,
    );
  }
  const match = USD_PATTERN.exec(value);
  if (match === null) {
    throw new MoneyFormatError(`${field} ${explainMalformed(value)}`);
  }
  const [, sign = '', whole = '0', fraction = '000000'] = match;
  const magnitude = BigInt(whole) * BigInt(MICROS_PER_USD) + BigInt(fraction);
  if (magnitude > BigInt(MAX_MICROS)) {
    throw new MoneyFormatError(
      `${field} ${JSON.stringify(value)} is larger than the largest amount handled exactly (${formatUsd(MAX_MICROS)})`,
    );
  }
  const micros = Number(magnitude);
  // `-0.000000` is zero; never hand out a negative zero.
  return sign === '-' && micros !== 0 ? -micros : micros;
}

/** Formats micro-dollars in the wire form: `2_500_000` → `"2.500000"`. */
export function formatUsd(micros: Micros): string {
  assertMicros(micros);
  // Digit strings, not division: a float quotient near 2^53 can round across a dollar boundary.
  const digits = String(Math.abs(micros)).padStart(7, '0');
  const whole = digits.slice(0, -6);
  const fraction = digits.slice(-6);
  return `${micros < 0 ? '-' : ''}${whole}.${fraction}`;
}

/**
 * For people, not for the wire: `$0.01`, `$12.345678`, `$9,000,000,000.00`. Trailing zeros are
 * trimmed down to two decimals; sub-cent digits stay, because per-word prices live there.
 */
export function displayUsd(micros: Micros): string {
  const wire = formatUsd(micros);
  const negative = wire.startsWith('-');
  const [whole = '0', fraction = '000000'] = (negative ? wire.slice(1) : wire).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  const trimmed = fraction.replace(/0+$/, '').padEnd(2, '0');
  return `${negative ? '-' : ''}$${grouped}.${trimmed}`;
}

/**
 * The charge for `words` words at a rate of `ratePer1kMicros` micro-dollars per 1,000 words,
 * rounded up to a whole micro-dollar: the service never charges a fraction of a micro-dollar,
 * and rounding down would let many tiny runs go unbilled. Integer arithmetic only.
 */
export function microsFromUsdPerThousand(ratePer1kMicros: Micros, words: number): Micros {
  assertMicros(ratePer1kMicros, 'rate per 1,000 words');
  if (ratePer1kMicros < 0) {
    throw new MoneyFormatError(`rate per 1,000 words must not be negative, got ${ratePer1kMicros}`);
  }
  if (!Number.isSafeInteger(words) || words < 0) {
    throw new MoneyFormatError(`word count must be a non-negative integer, got ${describe(words)}`);
  }
  const product = BigInt(ratePer1kMicros) * BigInt(words);
  const charge = (product + 999n) / 1000n;
  if (charge > BigInt(MAX_MICROS)) {
    throw new MoneyFormatError(`charge for ${words} words exceeds the largest amount handled exactly`);
  }
  return Number(charge);
}

/** The largest of the amounts given, e.g. a hold: `maxMicros(minCharge, highEstimate)`. */
export function maxMicros(first: Micros, ...rest: Micros[]): Micros {
  let best = first;
  assertMicros(best);
  for (const value of rest) {
    assertMicros(value);
    if (value > best) best = value;
  }
  return best;
}

// A float where money belongs is the mistake this format exists to catch, so say so instead of
// zod's generic "expected string".
const notAString = {
  error: (issue: { input?: unknown }) =>
    issue.input === undefined ? 'money amount is required' : (moneyProblem(issue.input, true) ?? undefined),
};

/** Wire money that cannot be negative: prices, holds, charges. */
export const usdSchema = z.string(notAString).superRefine((value, ctx) => {
  const message = moneyProblem(value, false);
  if (message !== null) ctx.addIssue({ code: 'custom', message });
});

/** Wire money that may be negative: balances, which a charge above its hold can overdraw. */
export const signedUsdSchema = z.string(notAString).superRefine((value, ctx) => {
  const message = moneyProblem(value, true);
  if (message !== null) ctx.addIssue({ code: 'custom', message });
});

function moneyProblem(value: unknown, allowNegative: boolean): string | null {
  try {
    const micros = parseUsd(value, 'amount');
    if (!allowNegative && micros < 0) return `amount ${JSON.stringify(value)} must not be negative`;
    return null;
  } catch (error) {
    if (error instanceof MoneyFormatError) return error.message;
    throw error;
  }
}

/** Says what is wrong with a string that failed the wire pattern, in words a person can act on. */
function explainMalformed(value: string): string {
  const shown = JSON.stringify(value);
  const example = '"12.500000"';
  if (value === '') return `is empty; write an amount with exactly six decimals such as ${example}`;
  if (/\s/.test(value)) return `${shown} contains whitespace; write it without spaces, such as ${example}`;
  if (value.startsWith('+')) return `${shown} has a leading "+"; write positive amounts without a sign`;
  if (/[eE]/.test(value) && /\d/.test(value)) {
    return `${shown} uses exponent notation; write the digits out with exactly six decimals such as ${example}`;
  }
  if (value.includes(',')) return `${shown} contains a comma; use no thousands separators and "." for decimals`;
  if (/^-?\d+$/.test(value)) return `${shown} has no decimals; write exactly six, such as "${value}.000000"`;
  const parts = /^-?(\d*)\.(\d*)$/.exec(value);
  if (parts !== null) {
    const [, whole = '', fraction = ''] = parts;
    if (whole === '') return `${shown} has no digits before the decimal point; write a 0 there, such as "0.500000"`;
    if (fraction.length < 6) {
      return `${shown} has ${fraction.length} decimal${fraction.length === 1 ? '' : 's'}; write exactly six, such as "${value}${'0'.repeat(6 - fraction.length)}"`;
    }
    if (fraction.length > 6) {
      return `${shown} has ${fraction.length} decimals; money has exactly six (whole micro-dollars), nothing smaller`;
    }
    return `${shown} has leading zeros; write the canonical form such as ${example}`;
  }
  return `${shown} is not a money amount; write a decimal with exactly six decimals such as ${example}`;
}

function describe(value: unknown): string {
  if (typeof value === 'string') return `the string ${JSON.stringify(value)}`;
  if (typeof value === 'number' || typeof value === 'bigint') return `the number ${String(value)}`;
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' ? 'an object' : String(value);
}
