/**
 * A small seeded PRNG (sfc32 seeded by a cyrb128 string hash). Every random choice of a rewrite
 * comes from one of these, forked per stage and pass, so the same text, options and seed give
 * the same rewrite, and a change in one stage does not reshuffle the choices of another.
 */
export class Prng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(private readonly seed: string) {
    [this.a, this.b, this.c, this.d] = cyrb128(seed);
    // Warm up: the first outputs of sfc32 correlate with the seed words.
    for (let i = 0; i < 12; i++) this.next();
  }

  /** A generator for a named sub-task, independent of how much this one has been used. */
  fork(label: string): Prng {
    return new Prng(`${this.seed}\u0000${label}`);
  }

  /** Uniform in [0, 1). */
  next(): number {
    const a = this.a >>> 0;
    const b = this.b >>> 0;
    const c = this.c >>> 0;
    const d = this.d >>> 0;
    const t = (((a + b) >>> 0) + d) >>> 0;
    this.d = (d + 1) >>> 0;
    this.a = b ^ (b >>> 9);
    this.b = (c + (c << 3)) >>> 0;
    const rotated = (c << 21) | (c >>> 11);
    this.c = (rotated + t) >>> 0;
    return t / 4294967296;
  }

  /** Uniform integer in [0, n). */
  int(n: number): number {
    return Math.floor(this.next() * n);
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('pick from an empty list');
    return items[this.int(items.length)] as T;
  }

  /** Uniform in [min, max], rounded to `step`. */
  range(min: number, max: number, step: number): number {
    const steps = Math.round((max - min) / step);
    return Math.round((min + this.int(steps + 1) * step) * 1e6) / 1e6;
  }

  shuffle<T>(items: readonly T[]): T[] {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      [out[i], out[j]] = [out[j] as T, out[i] as T];
    }
    return out;
  }
}

/** A 128-bit hash of a string, as four 32-bit words. */
function cyrb128(text: string): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

/** A stable seed for a job that came without one: a hash of what determines the rewrite. */
export function derivedSeed(...parts: string[]): string {
  return cyrb128(parts.join('\u0000'))
    .map((h) => h.toString(16).padStart(8, '0'))
    .join('');
}
