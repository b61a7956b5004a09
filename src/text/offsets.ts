import type { OffsetMap } from './types';

/**
 * Maps between UTF-16 indexes (JS strings, VS Code positions) and code-point indexes (the
 * service's offsets, because the hosted service indexes Python strings). Built once per text in
 * linear time; texts without astral characters get the identity map and no tables.
 */
export function offsetMap(text: string): OffsetMap {
  let astral = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
      const d = text.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        astral++;
        i++;
      }
    }
  }
  const codePointLength = text.length - astral;
  if (astral === 0) {
    const clamp = (n: number, max: number) => Math.max(0, Math.min(max, Math.trunc(n)));
    return {
      hasAstral: false,
      codePointLength,
      toCodePoint: (u) => clamp(u, text.length),
      toUtf16: (cp) => clamp(cp, text.length),
    };
  }
  // toCp[u] = code point index of UTF-16 index u (the index in the middle of a pair maps to the
  // pair's code point, so a range never splits a character); toU16[cp] = UTF-16 index of cp.
  const toCp = new Uint32Array(text.length + 1);
  const toU16 = new Uint32Array(codePointLength + 1);
  let cp = 0;
  for (let u = 0; u < text.length; ) {
    toU16[cp] = u;
    toCp[u] = cp;
    const c = text.charCodeAt(u);
    const pair =
      c >= 0xd800 && c <= 0xdbff && u + 1 < text.length && isLowSurrogate(text.charCodeAt(u + 1));
    if (pair) {
      toCp[u + 1] = cp;
      u += 2;
    } else {
      u += 1;
    }
    cp++;
  }
  toCp[text.length] = codePointLength;
  toU16[codePointLength] = text.length;
  return {
    hasAstral: true,
    codePointLength,
    toCodePoint: (u) => toCp[Math.max(0, Math.min(text.length, Math.trunc(u)))] ?? codePointLength,
    toUtf16: (c) => toU16[Math.max(0, Math.min(codePointLength, Math.trunc(c)))] ?? text.length,
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
