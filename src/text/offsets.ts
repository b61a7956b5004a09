import type { OffsetMap } from './types';

// A surrogate pair: one code point, two UTF-16 units. A lone surrogate counts as one code point.
const PAIR = /[\uD800-\uDBFF][\uDC00-\uDFFF]/g;

/**
 * Maps between UTF-16 indexes (JS strings, VS Code positions) and code-point indexes (the
 * service's offsets, because the hosted service indexes Python strings). Built once per text:
 * one regex pass finds the surrogate pairs, and each conversion is a binary search over them
 * (texts hold few astral characters, and a table per UTF-16 unit cost more to build than every
 * lookup of a report). Texts without astral characters get the identity map.
 */
export function offsetMap(text: string): OffsetMap {
  // pairs[i]: UTF-16 index of the i-th pair's high surrogate.
  const pairs: number[] = [];
  PAIR.lastIndex = 0;
  for (let m = PAIR.exec(text); m; m = PAIR.exec(text)) pairs.push(m.index);
  const codePointLength = text.length - pairs.length;
  if (pairs.length === 0) {
    const clamp = (n: number, max: number) => Math.max(0, Math.min(max, Math.trunc(n)));
    return {
      hasAstral: false,
      codePointLength,
      toCodePoint: (u) => clamp(u, text.length),
      toUtf16: (cp) => clamp(cp, text.length),
    };
  }
  // cps[i]: code-point index of the i-th pair.
  const cps = pairs.map((p, i) => p - i);
  /** How many of `xs` (ascending) are below `x`. */
  const below = (xs: readonly number[], x: number): number => {
    let lo = 0;
    let hi = xs.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((xs[mid] as number) < x) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  return {
    hasAstral: true,
    codePointLength,
    // The index in the middle of a pair maps to the pair's code point, so a range never splits a character.
    toCodePoint: (u) => {
      const i = Math.max(0, Math.min(text.length, Math.trunc(u)));
      return Number.isNaN(i) ? codePointLength : i - below(pairs, i);
    },
    toUtf16: (c) => {
      const i = Math.max(0, Math.min(codePointLength, Math.trunc(c)));
      return Number.isNaN(i) ? text.length : i + below(cps, i);
    },
  };
}

function isLowSurrogate(c: number): boolean {
  return c >= 0xdc00 && c <= 0xdfff;
}

/** Code-point length of a string without building a map. */
export function codePointLength(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length && isLowSurrogate(text.charCodeAt(i + 1))) i++;
    n++;
  }
  return n;
}
