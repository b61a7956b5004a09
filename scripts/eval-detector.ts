/**
 * Evaluates the detector on ../shared/data (or $REDRAFT_DATA). Every text is read by a
 * calibration fitted without it, through the shipped path (parseProse + detect), in two designs:
 *
 * - grouped k-fold cross-validation: texts of one manifest `group` never straddle folds;
 * - leave-one-source-out: each AI source (a wild-train repository, an assistant folder, an essay
 *   model, the web LLM samples) is read by a calibration that never saw any text of it, so unseen
 *   generators and unseen kinds of request are simulated; human texts are spread over the same
 *   folds by group.
 *
 * Prints, per source and per generator: AUROC, the share of AI texts called `ai` and `ai`|`mixed`,
 * the share of human texts called `ai` and `ai`|`mixed`, the same for 200-word chunks, and time
 * per text (parse + detect).
 *
 *   npm run eval:detector [-- --folds 5] [--seed 7] [--design cv|loso|both] [--dump FILE]
 *
 * `--dump FILE` writes every out-of-fold reading (id, source, label, score, verdict) as JSON,
 * for looking at thresholds and misses without re-running the folds.
 */
import fs from 'node:fs';
import { parseProse } from '../src/text/index';
import { detect, type DetectionReport } from '../src/detector/index';
import { reportBlocks } from '../src/detector/blocks';
import type { Calibration } from '../src/detector/calibration';
import { dataDir, loadAll, loadExcessWords } from './lib/data';
import { auroc, groupFolds, median } from './lib/stats';
import { fitCalibration, prepare, type Prepared } from './lib/train';

/** Chunks are cut at block boundaries once they hold this many prose words. */
const CHUNK_WORDS = 200;

interface Reading {
  score: number;
  verdict: string;
}

interface Scored {
  item: Prepared;
  text: Reading;
  chunks: Reading[];
  ms: number;
}

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(name);
  return i >= 0 ? (process.argv[i + 1] ?? fallback) : fallback;
}

const pct = (x: number): string => (Number.isFinite(x) ? `${(100 * x).toFixed(1)}%` : '-');
const sourceOf = (p: Prepared): string => `${p.sample.corpus}/${p.sample.source}`;

/** Consecutive report blocks of about CHUNK_WORDS prose words, as source slices from line starts. */
function chunkTexts(item: Prepared): string[] {
  const { model } = item;
  const out: string[] = [];
  let first = -1;
  let words = 0;
  const blocks = reportBlocks(model);
  blocks.forEach((b, i) => {
    if (first < 0) first = b.first;
    words += b.words;
    if (words >= CHUNK_WORDS || i === blocks.length - 1) {
      if (words >= CHUNK_WORDS / 2) {
        let start = (model.paragraphs[first] as (typeof model.paragraphs)[number]).start;
        while (start > 0 && model.text[start - 1] !== '\n') start--;
        out.push(model.text.slice(start, (model.paragraphs[b.end - 1] as (typeof model.paragraphs)[number]).end));
      }
      first = -1;
      words = 0;
    }
  });
  return out;
}

function readWith(item: Prepared, cal: Calibration): Scored {
  const start = performance.now();
  const report: DetectionReport = detect(parseProse(item.sample.text), { calibration: cal });
  const ms = performance.now() - start;
  const chunks = chunkTexts(item).map((t) => {
    const r = detect(parseProse(t), { calibration: cal });
    return { score: r.score, verdict: r.verdict };
  });
  return { item, text: { score: report.score, verdict: report.verdict }, chunks, ms };
}

const isAi = (r: Reading): boolean => r.verdict === 'ai';
const isFlagged = (r: Reading): boolean => r.verdict === 'ai' || r.verdict === 'mixed';
const share = (rs: readonly Reading[], f: (r: Reading) => boolean): number => {
  const decided = rs.filter((r) => r.verdict !== 'insufficient');
  return decided.length ? decided.filter(f).length / decided.length : NaN;
};

/** AUROC of `set` against the texts of the other class in `all` (the whole pool of the other side). */
function aurocAgainst(set: readonly Scored[], all: readonly Scored[], chunks: boolean): number {
  const label = set[0]?.item.sample.label;
  const others = all.filter((r) => r.item.sample.label !== label);
  const pick = (r: Scored): number[] => (chunks ? r.chunks.map((c) => c.score) : [r.text.score]);
  const s: number[] = [];
  const l: number[] = [];
  for (const r of [...set, ...others]) {
    for (const x of pick(r)) {
      s.push(x);
      l.push(r.item.sample.label);
    }
  }
  return auroc(s, l);
}

function row(set: readonly Scored[], all: readonly Scored[]): Record<string, string> {
  const label = set[0]?.item.sample.label ?? 0;
  const texts = set.map((r) => r.text);
  const chunks = set.flatMap((r) => r.chunks);
  return {
    side: label === 1 ? 'AI' : 'human',
    texts: String(set.length),
    AUROC: aurocAgainst(set, all, false).toFixed(3),
    'called ai': pct(share(texts, isAi)),
    'ai|mixed': pct(share(texts, isFlagged)),
    chunks: String(chunks.length),
    'chunk AUROC': aurocAgainst(set, all, true).toFixed(3),
    'chunk ai': pct(share(chunks, isAi)),
    'chunk ai|mixed': pct(share(chunks, isFlagged)),
    'ms/text': median(set.map((r) => r.ms)).toFixed(2),
  };
}

function table(title: string, scored: readonly Scored[], by: (p: Prepared) => string | undefined): void {
  const groups = new Map<string, Scored[]>();
  for (const r of scored) {
    const k = by(r.item);
    if (k === undefined) continue;
    let g = groups.get(k);
    if (!g) groups.set(k, (g = []));
    g.push(r);
  }
  const out: Record<string, Record<string, string>> = {};
  for (const k of [...groups.keys()].sort()) out[k] = row(groups.get(k) as Scored[], scored);
  console.log(`\n${title}`);
  console.table(out);
}

function summary(title: string, scored: readonly Scored[]): void {
  const pick = (f: (p: Prepared) => boolean): Scored[] => scored.filter((r) => f(r.item));
  const lines: Array<[string, Scored[], Scored[]]> = [
    ['human Markdown (wild) vs AI (wild)', pick((p) => p.sample.corpus === 'wild' && p.sample.label === 0), pick((p) => p.sample.corpus === 'wild' && p.sample.label === 1)],
    ['all human vs assistant', pick((p) => p.sample.label === 0), pick((p) => p.sample.corpus === 'assistant')],
    ['student vs ChatGPT essays', pick((p) => p.sample.corpus === 'essays' && p.sample.label === 0), pick((p) => p.sample.corpus === 'essays' && p.sample.label === 1)],
    ['all human vs all AI', pick((p) => p.sample.label === 0), pick((p) => p.sample.label === 1)],
  ];
  const out: Record<string, Record<string, string>> = {};
  for (const [name, h, a] of lines) {
    const both = [...h, ...a];
    out[name] = {
      AUROC: auroc(
        both.map((r) => r.text.score),
        both.map((r) => r.item.sample.label),
      ).toFixed(3),
      'AI called ai|mixed': pct(share(a.map((r) => r.text), isFlagged)),
      'human called ai': pct(share(h.map((r) => r.text), isAi)),
      'human called ai|mixed': pct(share(h.map((r) => r.text), isFlagged)),
    };
  }
  console.log(`\n${title}: headline figures`);
  console.table(out);
}

function crossValidate(items: readonly Prepared[], folds: readonly number[], prep: Parameters<typeof fitCalibration>[0], seed: number, label: string): Scored[] {
  const k = Math.max(...folds) + 1;
  const scored: Scored[] = [];
  for (let f = 0; f < k; f++) {
    const t0 = performance.now();
    const train = items.filter((_, i) => folds[i] !== f);
    const test = items.filter((_, i) => folds[i] === f);
    if (test.length === 0) continue;
    const cal = fitCalibration(prep, train, { seed: seed + f, innerFolds: 3 });
    for (const item of test) scored.push(readWith(item, cal));
    process.stderr.write(`${label}: fold ${f + 1}/${k} (${test.length} texts) ${((performance.now() - t0) / 1000).toFixed(0)} s\n`);
  }
  return scored;
}

function dump(scored: readonly Scored[], design: string): void {
  const file = arg('--dump', '');
  if (!file) return;
  const rows = scored.map((r) => ({
    id: r.item.sample.id,
    source: sourceOf(r.item),
    generator: r.item.sample.generator,
    label: r.item.sample.label,
    score: r.text.score,
    verdict: r.text.verdict,
    chunks: r.chunks,
  }));
  fs.writeFileSync(file.replace(/(\.json)?$/, `.${design}.json`), JSON.stringify(rows));
}

function main(): void {
  const k = Number(arg('--folds', '5'));
  const seed = Number(arg('--seed', '7'));
  const design = arg('--design', 'both');
  const dir = dataDir();
  if (!fs.existsSync(dir)) {
    console.error(`eval-detector: no data at ${dir} (set REDRAFT_DATA)`);
    process.exit(2);
  }
  const t0 = performance.now();
  const prep = prepare(loadAll(dir), loadExcessWords(dir));
  const items = prep.items;
  console.log(`Detector evaluation on ${items.length} texts (${items.filter((p) => p.sample.label === 0).length} human, ${items.filter((p) => p.sample.label === 1).length} AI), seed ${seed}`);

  if (design === 'cv' || design === 'both') {
    const folds = groupFolds(
      items.map((p) => p.sample.group),
      k,
      seed,
    );
    const scored = crossValidate(items, folds, prep, seed, 'grouped CV');
    dump(scored, 'cv');
    console.log(`\n=== Grouped ${k}-fold cross-validation (by manifest group) ===`);
    summary('grouped CV', scored);
    table('grouped CV, per source (AUROC against every text of the other class)', scored, sourceOf);
    table('grouped CV, per generator (AI texts)', scored, (p) => (p.sample.label === 1 ? (p.sample.generator ?? p.sample.source) : undefined));
  }
  if (design === 'loso' || design === 'both') {
    const aiSources = [...new Set(items.filter((p) => p.sample.label === 1).map(sourceOf))].sort();
    const humanFolds = groupFolds(
      items.map((p) => p.sample.group),
      aiSources.length,
      seed,
    );
    const folds = items.map((p, i) => (p.sample.label === 1 ? aiSources.indexOf(sourceOf(p)) : (humanFolds[i] as number)));
    const scored = crossValidate(items, folds, prep, seed, 'leave-one-source-out');
    dump(scored, 'loso');
    console.log(`\n=== Leave-one-source-out: each AI source read by a calibration that never saw it (${aiSources.length} folds) ===`);
    summary('leave-one-source-out', scored);
    table('leave-one-source-out, per source', scored, sourceOf);
    table('leave-one-source-out, per generator (AI texts)', scored, (p) => (p.sample.label === 1 ? (p.sample.generator ?? p.sample.source) : undefined));
  }
  console.log(`\ntotal ${((performance.now() - t0) / 1000).toFixed(0)} s`);
}

main();
