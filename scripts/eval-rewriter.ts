/**
 * `npm run eval:rewriter`: how the local rewriter does, in two tables.
 *
 * 1. Over the AI texts in ../shared/data (the ChatGPT-3 and ChatGPT-4 essays of essays-train.csv,
 *    and web-samples/llm/*.txt), at each quality level: the share whose local verdict moves from
 *    `ai` to `mixed` or `human`, the mean drop of the detector score, the share rejected, and the
 *    words changed per 100 draft words. Every text is rewritten with its id as the seed and no
 *    options, so the plan (persona, tone, formality, typos...) is sampled as for a real run.
 * 2. Over the tricky Markdown documents in test/fixtures/markdown (and a CRLF copy of each), at
 *    each quality and five seeds: the share whose text outside prose comes back byte for byte.
 *
 * Options: --limit N (texts per corpus, for a quick look), --data DIR (default ../shared/data).
 */
import fs from 'node:fs';
import path from 'node:path';
import { detect } from '../src/detector';
import { rewrite, skeleton, type RewriteOutcome } from '../src/rewriter';
import { parseProse, type ProseModel } from '../src/text';
import { dataDir, loadEssays, loadWebSamples, type Sample } from './lib/data';

const QUALITIES = ['low', 'standard', 'high'] as const;
/** The published typical rates (micro-dollars per 1,000 words) only scale the cost column. */
const RATES = { low: 400_000, standard: 800_000, high: 1_600_000 } as const;

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

function table(headers: string[], rows: string[][]): string {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]): string => `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  return [line(headers), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map(line)].join('\n');
}

const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;

interface Row {
  corpus: string;
  quality: string;
  texts: number;
  startedAi: number;
  movedFromAi: number;
  scoreDrop: number;
  rejected: number;
  wordsChanged: number;
  draftWords: number;
  costMicros: number;
  ms: number;
}

function evaluateCorpus(name: string, samples: readonly Sample[]): Row[] {
  const models = samples.map((s) => ({ sample: s, model: parseProse(s.text) }));
  const before = new Map<string, ReturnType<typeof detect>>();
  for (const { sample, model } of models) before.set(sample.id, detect(model));
  const rows: Row[] = [];
  for (const quality of QUALITIES) {
    const row: Row = { corpus: name, quality, texts: 0, startedAi: 0, movedFromAi: 0, scoreDrop: 0, rejected: 0, wordsChanged: 0, draftWords: 0, costMicros: 0, ms: 0 };
    for (const { sample, model } of models) {
      const draft = before.get(sample.id);
      if (!draft || draft.verdict === 'insufficient') continue;
      const t0 = performance.now();
      const outcome: RewriteOutcome = rewrite({ model, quality, options: {}, ratePer1kMicros: RATES[quality], seed: sample.id });
      row.ms += performance.now() - t0;
      const after = detect(parseProse(outcome.output_text));
      row.texts++;
      row.draftWords += model.proseWordCount;
      row.wordsChanged += outcome.summary.words_changed;
      row.scoreDrop += draft.score - after.score;
      row.costMicros += outcome.charged_micros;
      if (outcome.status === 'rejected') row.rejected++;
      // A rejected rewrite is not delivered: the verdict the writer ends with is the draft's.
      const delivered = outcome.status === 'succeeded' ? after.verdict : draft.verdict;
      if (draft.verdict === 'ai') {
        row.startedAi++;
        if (delivered === 'mixed' || delivered === 'human') row.movedFromAi++;
      }
    }
    rows.push(row);
  }
  return rows;
}

function fixtureStructure(dir: string): string[][] {
  const rows: string[][] = [];
  const files = fs.readdirSync(dir).filter((f) => f.endsWith('.md')).sort();
  let all = 0;
  let kept = 0;
  for (const file of files) {
    const raw = fs.readFileSync(path.join(dir, file), 'utf8');
    const variants: Array<[string, string]> = [[file, raw]];
    if (!raw.includes('\r\n')) variants.push([`${file} (CRLF)`, raw.replace(/\n/g, '\r\n')]);
    for (const [label, text] of variants) {
      const model: ProseModel = parseProse(text);
      const expected = JSON.stringify(skeleton(model));
      let runs = 0;
      let same = 0;
      let rejected = 0;
      for (const quality of QUALITIES) {
        for (let seed = 0; seed < 5; seed++) {
          const outcome = rewrite({ model, quality, options: { formality: seed + 1 }, ratePer1kMicros: RATES[quality], seed: `${label}#${seed}` });
          runs++;
          if (JSON.stringify(skeleton(parseProse(outcome.output_text))) === expected) same++;
          if (outcome.status === 'rejected') rejected++;
        }
      }
      all += runs;
      kept += same;
      rows.push([label, String(model.proseWordCount), String(runs), pct(same / runs), String(rejected)]);
    }
  }
  rows.push(['all', '', String(all), pct(kept / all), '']);
  return rows;
}

function main(): void {
  const limit = Number(arg('--limit') ?? Infinity);
  const dir = arg('--data') ?? dataDir();
  const rows: Row[] = [];
  if (fs.existsSync(dir)) {
    const essays = loadEssays(dir).filter((s) => s.label === 1);
    const web = loadWebSamples(dir).filter((s) => s.label === 1);
    rows.push(...evaluateCorpus('essays ChatGPT-3', essays.filter((s) => s.source === 'ChatGPT-3').slice(0, limit)));
    rows.push(...evaluateCorpus('essays ChatGPT-4', essays.filter((s) => s.source === 'ChatGPT-4').slice(0, limit)));
    rows.push(...evaluateCorpus('web llm', web.slice(0, limit)));
    const totals = QUALITIES.map((quality) => {
      const sel = rows.filter((r) => r.quality === quality);
      const sum = (k: keyof Row): number => sel.reduce((n, r) => n + (r[k] as number), 0);
      return { ...(sel[0] as Row), corpus: 'all AI texts', texts: sum('texts'), startedAi: sum('startedAi'), movedFromAi: sum('movedFromAi'), scoreDrop: sum('scoreDrop'), rejected: sum('rejected'), wordsChanged: sum('wordsChanged'), draftWords: sum('draftWords'), costMicros: sum('costMicros'), ms: sum('ms') };
    });
    rows.push(...totals);
    console.log(`Rewrites of the AI texts in ${dir} (plan sampled from each text's id as seed)\n`);
    console.log(
      table(
        ['corpus', 'quality', 'texts', 'read ai', 'ai -> mixed/human', 'mean score drop', 'rejected', 'words changed /100', 'mean cost $', 'ms/text'],
        rows.map((r) => [
          r.corpus,
          r.quality,
          String(r.texts),
          String(r.startedAi),
          r.startedAi > 0 ? pct(r.movedFromAi / r.startedAi) : '-',
          (r.scoreDrop / Math.max(1, r.texts)).toFixed(3),
          pct(r.rejected / Math.max(1, r.texts)),
          ((100 * r.wordsChanged) / Math.max(1, r.draftWords)).toFixed(1),
          (r.costMicros / Math.max(1, r.texts) / 1e6).toFixed(4),
          (r.ms / Math.max(1, r.texts)).toFixed(0),
        ]),
      ),
    );
    console.log('\n"ai -> mixed/human" counts delivered rewrites only: a rejected run leaves the draft as it was.\n');
  } else {
    console.log(`No data at ${dir}: skipping the AI-text table.\n`);
  }
  console.log('Structure of the tricky Markdown fixtures (test/fixtures/markdown), 3 qualities x 5 seeds each\n');
  console.log(table(['document', 'prose words', 'rewrites', 'structure kept', 'rejected'], fixtureStructure(path.join('test', 'fixtures', 'markdown'))));
}

main();
