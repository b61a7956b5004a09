/**
 * Fits the n-gram classifier: L2-regularised logistic regression over hashed, normalised n-gram
 * vectors, by AdaGrad in seeded shuffled order (deterministic: same units, same seed, same weights).
 */
import { quantize, weightsOf, type NgramWeights, type SparseVector } from '../../src/detector/ngrams';
import { rng, shuffle } from './stats';

export interface Unit {
  x: SparseVector;
  y: 0 | 1;
  /** Sample weight. */
  w: number;
}

export interface NgramFitOptions {
  bits: number;
  plainWords: string[];
  seed: number;
  epochs?: number;
  /** L2 penalty per unit of weight seen. */
  lambda?: number;
  rate?: number;
  /** Buckets from this one up may only point to human (kept <= 0): the plain region. */
  humanOnlyFrom?: number;
}

/** Float weights and bias (before quantisation). */
export interface NgramFloat {
  w: Float64Array;
  b: number;
}

/** A normalised sparse vector as parallel typed arrays: a tenth of a Map's memory, and faster to walk. */
export interface Packed {
  k: Int32Array;
  v: Float32Array;
}

export function pack(x: SparseVector): Packed {
  return { k: Int32Array.from(x.keys()), v: Float32Array.from(x.values()) };
}

/** The logit of quantised weights for a packed vector (the same number as `ngramLogit`). */
export function packedLogit(x: Packed, w: NgramWeights): number {
  const q = weightsOf(w);
  let s = 0;
  for (let j = 0; j < x.k.length; j++) s += (q[x.k[j] as number] as number) * (x.v[j] as number);
  return w.bias + w.scale * s;
}

export interface PackedUnit {
  x: Packed;
  y: 0 | 1;
  w: number;
}

export function fitNgramFloat(units: readonly Unit[], opts: NgramFitOptions): NgramFloat {
  return fitPackedFloat(
    units.map((u) => ({ x: pack(u.x), y: u.y, w: u.w })),
    opts,
  );
}

export function fitPackedFloat(units: readonly PackedUnit[], opts: NgramFitOptions): NgramFloat {
  const size = 1 << opts.bits;
  const w = new Float64Array(size);
  const g2 = new Float64Array(size);
  let b = 0;
  let gb = 0;
  const epochs = opts.epochs ?? 8;
  const lambda = opts.lambda ?? 1e-5;
  const rate = opts.rate ?? 0.3;
  const rand = rng(opts.seed);
  const humanOnlyFrom = opts.humanOnlyFrom ?? size;
  const order = units.map((_, i) => i);
  let meanW = 0;
  for (const u of units) meanW += u.w;
  meanW /= Math.max(1, units.length);
  for (let e = 0; e < epochs; e++) {
    shuffle(order, rand);
    for (const i of order) {
      const u = units[i] as PackedUnit;
      const k = u.x.k;
      const v = u.x.v;
      let z = b;
      for (let j = 0; j < k.length; j++) z += (w[k[j] as number] as number) * (v[j] as number);
      const p = 1 / (1 + Math.exp(-z));
      const r = (u.w / meanW) * (p - u.y);
      for (let j = 0; j < k.length; j++) {
        const f = k[j] as number;
        const g = r * (v[j] as number) + lambda * (w[f] as number);
        g2[f] = (g2[f] as number) + g * g;
        w[f] = (w[f] as number) - (rate * g) / Math.sqrt((g2[f] as number) + 1e-8);
        if (f >= humanOnlyFrom && (w[f] as number) > 0) w[f] = 0;
      }
      gb += r * r;
      b -= (rate * r) / Math.sqrt(gb + 1e-8);
    }
  }
  return { w, b };
}

export function fitNgram(units: readonly Unit[], opts: NgramFitOptions): NgramWeights {
  const f = fitNgramFloat(units, opts);
  return quantize(f.w, round(f.b, 5), opts.bits, opts.plainWords);
}

export function fitPacked(units: readonly PackedUnit[], opts: NgramFitOptions): NgramWeights {
  const f = fitPackedFloat(units, opts);
  return quantize(f.w, round(f.b, 5), opts.bits, opts.plainWords);
}

function round(x: number, d: number): number {
  const f = 10 ** d;
  return Math.round(x * f) / f;
}
