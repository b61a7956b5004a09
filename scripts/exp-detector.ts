/**
 * Fast detector experiments: out-of-fold outputs of the four base models (one base fit per
 * grouped fold, no inner folds), cached in the OS temp folder, then stackers fitted on the other
 * folds' outputs and the report's verdict rules applied. Ranks designs and ablations in minutes
 * instead of the half hour of eval:detector, which then measures the chosen design.
 *
 *   npm run exp:detector [-- --cols 0,1,2] [--folds 5] [--seed 7] [--design cv|loso|lsso|lhso]
 *
 * `--design loso` holds out one AI source per fold instead (unseen generators and requests);
 * `--design lsso` deals the AI sources over `--folds` (default 3) folds, each source wholly in one;
 * `--design lhso` holds out one human source per fold (wild-train's seven, the web samples, the
 * learners' essays: writers and genres never seen, as a user's own Markdown would be).
 * `--block-shift x` shifts the block stacker alone. The last lines count the texts whose whole
 * reading is at least `mixed` but which the spec's basis rule calls human (every block human).
 * `--stack-from cv|loso|lsso` fits the stackers on another design's out-of-fold outputs.
 * `--cols` picks the stacker columns (0 style, 1 word model, 2 word n-grams, 3-4 the character
 * logit in its two length-weighted copies): `--cols 0,1,2` is the detector without
 * its character model. `--misses assistant/work` lists that source's texts read on the wrong side. `--shift x` takes x off both stackers' logits (another operating point).
 * `--augment` fits every AI training text beside its plain variant (scripts/lib/augment.ts: no
 * dashes, contractions, flattened Markdown): measured in session 15, not taken.
 * `--temper x` multiplies the stacked logits below 0 by x (the human side of even odds less sure,
 * so more texts read `mixed` while every `ai` call stays): measured in session 13, not taken.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import { cachedPrep } from './lib/prep-cache';
import { plainVariant } from './lib/augment';
import { dataDir, loadExcessWords } from './lib/data';
import { auroc, groupFolds } from './lib/stats';
import { baseOutputs, fitBase, prepare, fitLogistic, sourceHeldOutFolds, stackColumns, stackerWeights, textChars, textNgram, weightKey, type Outputs, type Prepared } from './lib/train';
import { packedLogit, type Packed } from './lib/ngram-train';
import { ngramLogit, type SparseVector } from '../src/detector/ngrams';
import { sigmoid } from '../src/detector/model';
import { documentScore, verdictForScore, WHOLE_TEXT_OVERRIDE, MIN_WORDS, PARAGRAPH_MIN_WORDS } from '../src/detector/rules';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(name);
  return i >= 0 ? (process.argv[i + 1] ?? fallback) : fallback;
}

interface Oof {
  text: number[];
  blocks: number[][];
  blockWords: number[];
}

function baseOof(items: readonly Prepared[], folds: readonly number[], k: number, vocabulary: readonly string[], seed: number, design: string, aug?: Augmented): Oof[] {
  const extra = aug?.items ?? [];
  const file = path.join(os.tmpdir(), `redraft-oof-base4-${design === 'cv' ? '' : `${design}-`}${aug ? `aug-${aug.code}-` : ''}${items.length}-${k}-${seed}.json`);
  if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8')) as Oof[];
  const out: Oof[] = new Array(items.length);
  for (let f = 0; f < k; f++) {
    const t0 = performance.now();
    const train = [...items.filter((_, i) => folds[i] !== f), ...extra.filter((e) => folds[e.of] !== f).map((e) => e.p)];
    const base = fitBase(train, vocabulary, 0.002, seed + f);
    items.forEach((p, i) => {
      if (folds[i] !== f) return;
      out[i] = {
        text: baseOutputs(p.whole, p.counts, textNgram(p, base.ngram), textChars(p, base.chars), base, 'text'),
        blocks: p.paragraphs.map((m, j) => baseOutputs(m, p.paragraphCounts[j] as Map<number, number>, ngramLogit(p.ngBlocks[j] as SparseVector, base.ngram), packedLogit(p.chBlocks[j] as Packed, base.chars), base, 'paragraph')),
        blockWords: p.paragraphs.map((m) => m.words),
      };
    });
    process.stderr.write(`base fold ${f + 1}/${k} ${((performance.now() - t0) / 1000).toFixed(0)} s\n`);
  }
  fs.writeFileSync(file, JSON.stringify(out));
  return out;
}

/** Plain variants of AI texts (`of`: the original's index), and a hash of the code that made them. */
interface Augmented {
  code: string;
  items: Array<{ of: number; p: Prepared }>;
}

/** Plain variants of the AI texts, prepared once and cached beside the prepared corpora. */
function augmented(items: readonly Prepared[]): Augmented {
  const idx = items.map((_, i) => i).filter((i) => (items[i] as Prepared).sample.label === 1);
  // Keyed by the variants' code too, so an edit of augment.ts prepares them again.
  const code = crypto.createHash('sha256').update(fs.readFileSync(path.join(__dirname, 'lib', 'augment.ts'))).digest('hex').slice(0, 12);
  const file = path.join(os.tmpdir(), `redraft-prep-aug-${idx.length}-${code}.v8`);
  let prepared: Prepared[];
  if (fs.existsSync(file)) prepared = v8.deserialize(fs.readFileSync(file)) as Prepared[];
  else {
    const dir = dataDir();
    prepared = prepare(idx.map((i) => plainVariant((items[i] as Prepared).sample)), loadExcessWords(dir)).items.map((p) => ({ ...p, model: { ...p.model, offsets: undefined } }) as unknown as Prepared);
    fs.writeFileSync(file, v8.serialize(prepared));
  }
  return { code, items: prepared.map((p, j) => ({ of: idx[j] as number, p })) };
}

const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;

function main(): void {
  const design = arg('--design', 'cv');
  const seed = Number(arg('--seed', '7'));
  const cols = arg('--cols', '');
  // --shift: logit taken off both stackers after the fit (to compare operating points).
  const shift = Number(arg('--shift', '0'));
  // --block-shift: the block stacker's own shift instead (default: --shift).
  const blockShift = Number(arg('--block-shift', String(shift)));
  // --temper x: logits below 0 (the human side of even odds) multiplied by x after the shift.
  const temper = Number(arg('--temper', '1'));
  const prep = cachedPrep();
  const items = prep.items;
  // `--design loso`: each AI source is one fold (its texts read by models that never saw it), the
  // human texts spread over as many folds by group, as eval:detector's leave-one-source-out.
  const sourceOf = (p: Prepared): string => `${p.sample.corpus}/${p.sample.source}`;
  const aiSources = [...new Set(items.filter((p) => p.sample.label === 1).map(sourceOf))].sort();
  // `--design lhso`: each human source of wild-train, the human web samples and the learners'
  // essays is a fold of its own (a writer and genre the models never saw, as a user's README or
  // blog would be); the other texts spread over those folds by group.
  const heldHuman = [...new Set(items.filter((p) => p.sample.label === 0 && p.sample.corpus !== 'diverse').map(sourceOf))].sort();
  const foldsOf = (d: string): { k: number; folds: number[] } => {
    if (d === 'lhso') {
      const k = heldHuman.length;
      const spread = groupFolds(
        items.map((p) => p.sample.group),
        k,
        seed,
      );
      return { k, folds: items.map((p, i) => (p.sample.label === 0 && heldHuman.includes(sourceOf(p)) ? heldHuman.indexOf(sourceOf(p)) : (spread[i] as number))) };
    }
    const k = d === 'loso' ? aiSources.length : Number(arg('--folds', d === 'lsso' ? '3' : '5'));
    // `lsso` (and `loso`, one source per fold): each AI source wholly in one fold, as calibrate's
    // inner split: every AI text read by a model that never saw its source.
    const folds =
      d === 'cv'
        ? groupFolds(
            items.map((p) => p.sample.group),
            k,
            seed,
          )
        : sourceHeldOutFolds(items, k, seed);
    return { k, folds };
  };
  const { k, folds } = foldsOf(design);
  // `--augment`: each AI training text is fitted beside its plain variant (scripts/lib/augment).
  const aug = process.argv.includes('--augment') ? augmented(items) : undefined;
  const oof = baseOof(items, folds, k, prep.vocabulary, seed, design, aug);
  // `--stack-from cv`: fit the stackers on the grouped-CV out-of-fold outputs (what calibrate
  // does) while reading the test folds of this design, e.g. how the shipped kind of stacker reads
  // unseen sources (`--design loso --stack-from cv`).
  const stackFrom = arg('--stack-from', design);
  const stackOof =
    stackFrom === design
      ? oof
      : (() => {
          const other = foldsOf(stackFrom);
          return baseOof(items, other.folds, other.k, prep.vocabulary, seed, stackFrom, aug);
        })();
  const pick = cols ? cols.split(',').map(Number) : undefined;
  // The stacker's columns as calibrate builds them; `--cols` picks among them (0 style, 1 word
  // model, 2 word n-grams, 3 and 4 the character logit in its two length-weighted copies).
  const selW = (v: number[], words: number): Float64Array => {
    const all = stackColumns(v as Outputs, words);
    return pick ? Float64Array.from(pick.map((c) => all[c] as number)) : all;
  };
  // Second level: stackers fitted on the other folds' out-of-fold outputs.
  const textScore = new Array<number>(items.length);
  const blockScores: number[][] = new Array(items.length);
  for (let f = 0; f < k; f++) {
    const train = items.map((_, i) => i).filter((i) => folds[i] !== f);
    const fitLevel = (rows: Float64Array[], y: number[], keys: string[], by = shift) => {
      const fit = fitLogistic(rows, y, stackerWeights(keys, y), { lambda: 1e-4, nonNegative: true, iterations: 1500 });
      return { w: fit.w, b: fit.b - by };
    };
    const tStack = fitLevel(
      train.map((i) => selW((stackOof[i] as Oof).text, (items[i] as Prepared).whole.words)),
      train.map((i) => (items[i] as Prepared).sample.label),
      train.map((i) => weightKey(items[i] as Prepared)),
    );
    const bRows: Float64Array[] = [];
    const bY: number[] = [];
    const bK: string[] = [];
    for (const i of train) {
      const stride = Math.max(1, Math.floor((stackOof[i] as Oof).blocks.length / 8));
      (stackOof[i] as Oof).blocks.forEach((b, j) => {
        if (j % stride !== 0) return;
        bRows.push(selW(b, (stackOof[i] as Oof).blockWords[j] as number));
        bY.push((items[i] as Prepared).sample.label);
        bK.push(weightKey(items[i] as Prepared));
      });
    }
    const bStack = fitLevel(bRows, bY, bK, blockShift);
    const apply = (s: { w: Float64Array; b: number }, x: Float64Array): number => {
      let z = s.b;
      for (let j = 0; j < x.length; j++) z += (s.w[j] as number) * (x[j] as number);
      return sigmoid(z < 0 ? z * temper : z);
    };
    if (f === 0) console.log('stack text', [...tStack.w].map((x) => x.toFixed(2)).join(' '), tStack.b.toFixed(2), '| blocks', [...bStack.w].map((x) => x.toFixed(2)).join(' '), bStack.b.toFixed(2));
    items.forEach((_, i) => {
      if (folds[i] !== f) return;
      textScore[i] = apply(tStack, selW((oof[i] as Oof).text, (items[i] as Prepared).whole.words));
      blockScores[i] = (oof[i] as Oof).blocks.map((b, j) => apply(bStack, selW(b, (oof[i] as Oof).blockWords[j] as number)));
    });
  }
  // The report's rules: the basis rule and the document score.
  const verdicts = items.map((p, i) => {
    if (p.whole.words < MIN_WORDS) return { score: 0, verdict: 'insufficient' };
    const whole = textScore[i] as number;
    const blocks = (blockScores[i] as number[]).map((s, j) => ({ score: s, verdict: verdictForScore(s), words: (oof[i] as Oof).blockWords[j] as number }));
    if (blocks.length > 0 && blocks.every((b) => b.verdict === 'human') && whole < WHOLE_TEXT_OVERRIDE) {
      const s = blocks.reduce((a, b) => a + b.score * b.words, 0) / blocks.reduce((a, b) => a + b.words, 0);
      return { score: s, verdict: 'human' };
    }
    const s = documentScore(whole, blocks);
    return { score: s, verdict: verdictForScore(s) };
  });
  const groups = new Map<string, number[]>();
  items.forEach((p, i) => {
    const key = `${p.sample.label ? 'AI ' : 'hu '}${p.sample.corpus}/${p.sample.source}`;
    let g = groups.get(key);
    if (!g) groups.set(key, (g = []));
    g.push(i);
  });
  const human = items.map((_, i) => i).filter((i) => (items[i] as Prepared).sample.label === 0);
  const rows: Record<string, Record<string, string>> = {};
  for (const key of [...groups.keys()].sort()) {
    const idx = groups.get(key) as number[];
    const dec = idx.filter((i) => verdicts[i]?.verdict !== 'insufficient');
    const ai = dec.filter((i) => verdicts[i]?.verdict === 'ai').length / dec.length;
    const flag = dec.filter((i) => verdicts[i]?.verdict !== 'human').length / dec.length;
    const isAi = key.startsWith('AI');
    const both = isAi ? [...human, ...idx] : idx;
    rows[key] = {
      n: String(idx.length),
      AUROC: isAi ? auroc(both.map((i) => verdicts[i]?.score as number), both.map((i) => (items[i] as Prepared).sample.label)).toFixed(3) : '',
      ai: pct(ai),
      'ai|mixed': pct(flag),
    };
  }
  console.table(rows);
  // `--misses corpus/source`: the texts of that source read on the wrong side, with their length
  // and scores (whole text and document), to see what the engine misses.
  const misses = arg('--misses', '');
  if (misses) {
    for (const i of groups.get(`AI ${misses}`) ?? groups.get(`hu ${misses}`) ?? []) {
      const p = items[i] as Prepared;
      const v = verdicts[i]?.verdict;
      if (v === 'insufficient' || (p.sample.label === 1 ? v !== 'human' : v === 'human')) continue;
      console.log(`${p.sample.id.padEnd(44)} ${String(p.whole.words).padStart(5)} words  whole ${(textScore[i] as number).toFixed(3)}  document ${(verdicts[i]?.score as number).toFixed(3)} ${v}`);
    }
  }
  const sum = (f: (p: Prepared) => boolean, label: number): string => {
    const idx = items.map((_, i) => i).filter((i) => f(items[i] as Prepared) && (items[i] as Prepared).sample.label === label && verdicts[i]?.verdict !== 'insufficient');
    const ai = idx.filter((i) => verdicts[i]?.verdict === 'ai').length / idx.length;
    const fl = idx.filter((i) => verdicts[i]?.verdict !== 'human').length / idx.length;
    return `${pct(ai)} / ${pct(fl)}`;
  };
  const wild = items.map((_, i) => i).filter((i) => (items[i] as Prepared).sample.corpus === 'wild');
  console.log('wild AUROC', auroc(wild.map((i) => verdicts[i]?.score as number), wild.map((i) => (items[i] as Prepared).sample.label)).toFixed(4));
  console.log('all AUROC', auroc(items.map((_, i) => verdicts[i]?.score as number), items.map((p) => p.sample.label)).toFixed(4));
  // How often the basis rule decides: texts whose whole reading is at least mixed but whose
  // every scored block reads human, so the report calls them human.
  const overruled = (label: number): string => {
    const idx = items.map((_, i) => i).filter((i) => (items[i] as Prepared).sample.label === label && verdicts[i]?.verdict !== 'insufficient');
    const n = idx.filter((i) => verdicts[i]?.verdict === 'human' && verdictForScore(textScore[i] as number) !== 'human').length;
    return `${n} of ${idx.length}`;
  };
  console.log('whole text at least mixed, called human by the basis rule: AI', overruled(1), '| human', overruled(0));
  // What a writer sees on each paragraph: the share of human blocks (scored, 20+ words) shaded
  // ai, and ai or mixed, and of AI blocks left human.
  const blockShare = (label: number): string => {
    let n = 0;
    let ai = 0;
    let flagged = 0;
    items.forEach((p, i) => {
      if (p.sample.label !== label) return;
      (blockScores[i] as number[]).forEach((s, j) => {
        if (((oof[i] as Oof).blockWords[j] as number) < PARAGRAPH_MIN_WORDS) return;
        n++;
        if (verdictForScore(s) === 'ai') ai++;
        if (verdictForScore(s) !== 'human') flagged++;
      });
    });
    return `${pct(ai / n)} / ${pct(flagged / n)} of ${n}`;
  };
  console.log('blocks called ai / ai|mixed: human', blockShare(0), '| AI', blockShare(1));
  console.log('human ai / ai|mixed', sum(() => true, 0), '| AI', sum(() => true, 1), '| assistant', sum((p) => p.sample.corpus === 'assistant', 1), '| humanized', sum((p) => p.sample.source === 'humanized', 1));
}

main();
