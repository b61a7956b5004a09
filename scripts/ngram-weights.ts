/**
 * `npx tsx scripts/ngram-weights.ts [--top N] [--word w] [--dump FILE] [--contrib FILE]`: which word n-grams carry the most AI
 * weight in the committed n-gram model (src/detector/calibration.json), as they occur in the
 * texts of ../shared/data. It prints derived statistics only (n-gram, weight, share of AI and
 * human texts holding it, weight x AI share): the list the rewriter's hand rules were checked
 * against. It reads the detector's weights offline; the rewriter never reads them at run time.
 *
 * The hashing (scripts/lib/ngram-strings.ts) repeats src/detector/ngrams.ts; the script checks
 * that it gives the same buckets as `blockKeys` before it prints anything.
 */
import fs from 'node:fs';
import { defaultCalibration } from '../src/detector/calibration';
import { blockKeys, spaceOf } from '../src/detector/ngrams';
import { parseProse } from '../src/text';
import { loadAll } from './lib/data';
import { blockStrings, ngramStrings } from './lib/ngram-strings';

const cal = defaultCalibration;
const space = spaceOf(cal.ngram);
const bytes = Buffer.from(cal.ngram.weights, 'base64');
const q = new Int8Array(bytes.buffer, bytes.byteOffset, bytes.length);

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

function main(): void {
  const top = Number(arg('--top') ?? 150);
  const word = arg('--word');
  const all = loadAll();
  const stats = new Map<string, { w: number; ai: number; human: number }>();
  let nAi = 0;
  let nHuman = 0;
  let checked = false;
  // Mean contribution of each n-gram to the AI texts' logits (weight x its normalised value), per corpus.
  const contrib = new Map<string, Map<string, number>>();
  const corpusCount = new Map<string, number>();
  for (const s of all) {
    const model = parseProse(s.text);
    const counts = new Map<string, { k: number; c: number }>();
    if (s.label === 1) nAi++;
    else nHuman++;
    const seen = new Set<string>();
    for (const p of model.paragraphs) {
      const grams = ngramStrings(blockStrings(model, p), space);
      if (!checked) {
        const lower = model.words.map((w) => model.text.slice(w.start, w.end).toLowerCase().replace(/\u2019/g, "'"));
        const keys = blockKeys(model, lower.slice(p.firstWord, p.endWord).length ? lower : lower, p, space);
        if (keys.length !== grams.length || grams.some(([, k], i) => keys[i] !== k)) throw new Error('hashing differs from src/detector/ngrams.ts');
        checked = true;
      }
      for (const [g, k] of grams) {
        const e0 = counts.get(g);
        if (e0) e0.c++;
        else counts.set(g, { k, c: 1 });
        if (seen.has(g)) continue;
        seen.add(g);
        let e = stats.get(g);
        if (!e) stats.set(g, (e = { w: (q[k] as number) * cal.ngram.scale, ai: 0, human: 0 }));
        if (s.label === 1) e.ai++;
        else e.human++;
      }
    }
    if (s.label === 1) {
      const corpus = s.corpus === 'assistant' ? `assistant/${s.source}` : s.corpus;
      corpusCount.set(corpus, (corpusCount.get(corpus) ?? 0) + 1);
      let ss = 0;
      for (const { c } of counts.values()) ss += Math.log1p(c) ** 2;
      const inv = ss > 0 ? 1 / Math.sqrt(ss) : 0;
      let m = contrib.get(corpus);
      if (!m) contrib.set(corpus, (m = new Map()));
      for (const [g, { k, c }] of counts) {
        const x = (q[k] as number) * cal.ngram.scale * Math.log1p(c) * inv;
        if (x !== 0) m.set(g, (m.get(g) ?? 0) + x);
      }
    }
  }
  const contribFile = arg('--contrib');
  if (contribFile) {
    const lines: string[] = [];
    for (const [corpus, m] of contrib) {
      const n = corpusCount.get(corpus) ?? 1;
      const sorted = [...m].map(([g, x]) => [g, x / n] as const).filter(([, x]) => Math.abs(x) >= 0.002).sort((a, b) => b[1] - a[1]);
      for (const [g, x] of sorted) lines.push(`${corpus}\t${x.toFixed(4)}\t${g}`);
    }
    fs.writeFileSync(contribFile, lines.join('\n'));
  }
  const rows = [...stats].map(([g, e]) => ({ g, w: e.w, ai: e.ai / nAi, human: e.human / nHuman }));
  const dump = arg('--dump');
  if (dump) {
    // Derived statistics only (no text): n-grams seen in at least 0.3% of either class.
    const lines = rows.filter((r) => r.ai >= 0.003 || r.human >= 0.003).map((r) => `${r.w.toFixed(3)}\t${r.ai.toFixed(4)}\t${r.human.toFixed(4)}\t${r.g}`);
    fs.writeFileSync(dump, lines.join('\n'));
  }
  const fmt = (r: (typeof rows)[number]): string =>
    `${r.w.toFixed(3).padStart(7)}  ai ${(100 * r.ai).toFixed(1).padStart(5)}%  human ${(100 * r.human).toFixed(1).padStart(5)}%  push ${(r.w * (r.ai - r.human)).toFixed(4).padStart(7)}  ${r.g}`;
  if (word) {
    const sel = rows.filter((r) => r.g.split(' ').includes(word) && r.ai + r.human > 0.002).sort((a, b) => b.w * b.ai - a.w * a.ai);
    for (const r of sel.slice(0, top)) console.log(fmt(r));
    return;
  }
  console.log(`${nAi} AI texts, ${nHuman} human texts; weight x (AI share - human share), most AI first\n`);
  const byPush = rows.filter((r) => r.ai >= 0.01).sort((a, b) => b.w * (b.ai - b.human) - a.w * (a.ai - a.human));
  for (const r of byPush.slice(0, top)) console.log(fmt(r));
  console.log('\nMost human-weighted n-grams common in human texts\n');
  const human = rows.filter((r) => r.human >= 0.02 && r.w < 0).sort((a, b) => a.w * b.human - b.w * a.human);
  for (const r of human.slice(0, top / 2)) console.log(fmt(r));
}

main();
