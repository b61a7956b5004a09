/**
 * `npm run eval:rewriter`: how the local rewriter does, per quality and per source of
 * ../shared/data, read by the local detector as a user would see it.
 *
 * 1. Per source and quality: drafts rewritten, how many read `ai`, the share of those whose
 *    delivered rewrite reads `mixed` or `human` (a rejected run delivers nothing, so it counts as
 *    staying `ai`), mean score before -> after (delivered), share of prose words changed, runs
 *    rejected (all, and of drafts reading `human`), unchanged, failed (the engine threw) and
 *    structure kept (text outside prose byte for byte).
 * 2. Rejection reasons by code, and twenty sample substitutions from `high` runs (or the last
 *    quality run), with the draft sentence, for a person to read.
 * 3. The tricky Markdown documents of test/fixtures/markdown (and a CRLF copy), 3 qualities x 5
 *    seeds: structure kept and rejections.
 *
 * Every draft is rewritten with its id as the seed and no options, so the plan (persona, tone,
 * formality, typos...) is sampled as for a real run.
 *
 * The detector that reads drafts and rewrites (and that the rewriter steers by) is fitted on
 * one half of the data, split by manifest group, and the drafts come from the other half: the
 * committed detector has seen every text of ../shared/data, and a rewrite cannot move a reading
 * the detector learned by heart. `--in-sample` uses the committed calibration instead.
 *
 * Options: --limit N texts per source (default 40, spread evenly over the source; `--limit 0`
 * for all), --data DIR (default ../shared/data), --quality low|standard|high (default all),
 * --in-sample, --source S (only the sources whose name holds S), --unguided (stages drawn once,
 * as with a scorer that does not read paragraphs).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { detect as detectCommitted, paragraphLogits, type DetectionReport } from '../src/detector';
import type { Calibration } from '../src/detector/calibration';
import type { Scorer } from '../src/rewriter';
import { rewrite, skeleton, type RewriteOutcome } from '../src/rewriter';
import type { Quality } from '../src/contract/runs';
import { parseProse, type ProseModel } from '../src/text';
import { dataDir, loadAll, loadAssistant, loadDiverse, loadEssays, loadExcessWords, loadWebSamples, loadWild, type Sample } from './lib/data';
import { groupFolds } from './lib/stats';
import { fitCalibration, prepare } from './lib/train';

/** The calibration drafts are read with: held out from them unless --in-sample. */
let heldOut: Calibration | undefined;
const detect = (model: ProseModel): DetectionReport => detectCommitted(model, heldOut ? { calibration: heldOut } : {});
/** The rewriter steers by the same detector the table reads with. */
const scorer: Scorer = {
  score: (model) => {
    const r = detect(model);
    return r.verdict === 'insufficient' ? null : r.score;
  },
  read: (model) => {
    const r = detect(model);
    return r.verdict === 'insufficient' ? null : { score: r.score, verdict: r.verdict };
  },
  // `--unguided`: the stages run once each, as without a detector that reads paragraphs.
  ...(process.argv.includes('--unguided') ? {} : { evidence: (model: ProseModel) => paragraphLogits(model, heldOut ? { calibration: heldOut } : {}) }),
};

/** Where the held-out calibration is cached: a hash of what the fit depends on names it. */
function heldOutCachePath(dir: string, all: readonly Sample[]): string {
  const hash = crypto.createHash('sha256');
  for (const folder of ['src/detector', 'src/text', 'scripts/lib']) {
    // Analysis helpers of scripts/lib that the fit does not use, and the folders' READMEs, do not invalidate it.
    for (const f of fs.readdirSync(folder).sort().filter((name) => name !== 'ngram-strings.ts' && /\.(?:ts|json)$/u.test(name))) {
      const file = path.join(folder, f);
      if (fs.statSync(file).isFile()) hash.update(file).update(fs.readFileSync(file));
    }
  }
  hash.update(path.resolve(dir));
  for (const s of all) hash.update(`${s.id}\u0000${s.group}\u0000${s.text.length}\n`);
  return path.join('node_modules', '.cache', 'redraft', `eval-rewriter-heldout-${hash.digest('hex').slice(0, 16)}.json`);
}

/** Fits the detector on the groups of fold 0 and returns the groups of fold 1, whose texts are the drafts. */
function holdOut(dir: string): Set<string> {
  const all = loadAll(dir);
  const folds = groupFolds(
    all.map((s) => s.group),
    2,
    11,
  );
  const t0 = performance.now();
  // The fit takes minutes: it is kept (derived weights only, no text) under node_modules/.cache,
  // keyed by the detector's and the training scripts' sources and the data's file list.
  const cacheFile = heldOutCachePath(dir, all);
  if (fs.existsSync(cacheFile)) {
    heldOut = JSON.parse(fs.readFileSync(cacheFile, 'utf8')) as Calibration;
    console.error(`detector fitted on ${folds.filter((f) => f === 0).length} texts: read from ${cacheFile}`);
  } else {
    const prep = prepare(all, loadExcessWords(dir));
    heldOut = fitCalibration(
      prep,
      prep.items.filter((_, i) => folds[i] === 0),
      { seed: 11, innerFolds: 3 },
    );
    fs.mkdirSync(path.dirname(cacheFile), { recursive: true });
    fs.writeFileSync(cacheFile, JSON.stringify(heldOut));
    console.error(`detector fitted on ${folds.filter((f) => f === 0).length} texts in ${((performance.now() - t0) / 1000).toFixed(0)} s`);
  }
  return new Set(all.filter((_, i) => folds[i] === 1).map((s) => s.group));
}

const ALL_QUALITIES = ['low', 'standard', 'high'] as const;
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

const pct = (n: number, d: number): string => (d > 0 ? `${((100 * n) / d).toFixed(1)}%` : '-');

interface Row {
  source: string;
  quality: Quality;
  texts: number;
  readAi: number;
  movedFromAi: number;
  readHuman: number;
  rejectedHuman: number;
  scoreBefore: number;
  scoreAfter: number;
  wordsChanged: number;
  draftWords: number;
  rejected: number;
  unchanged: number;
  failed: number;
  structureKept: number;
  /** Rejection reasons (their codes) and how often each came up. */
  reasons: Record<string, number>;
}

interface Substitution {
  source: string;
  from: string;
  to: string;
  pos: string;
  sentence: string;
}

/** Up to `limit` samples spread evenly over the list (every k-th), so a quick run sees all kinds. */
function spread<T>(items: readonly T[], limit: number): T[] {
  if (limit <= 0 || items.length <= limit) return [...items];
  const out: T[] = [];
  for (let i = 0; i < limit; i++) out.push(items[Math.floor((i * items.length) / limit)] as T);
  return out;
}

function evaluateSource(source: string, samples: readonly Sample[], qualities: readonly Quality[], subs: Substitution[]): Row[] {
  const subsQuality: Quality = qualities.includes('high') ? 'high' : (qualities[qualities.length - 1] as Quality);
  const drafts = samples.map((s) => ({ sample: s, model: parseProse(s.text) })).map((d) => ({ ...d, report: detect(d.model) }));
  const rows: Row[] = [];
  for (const quality of qualities) {
    const row: Row = {
      source, quality, texts: 0, readAi: 0, movedFromAi: 0, readHuman: 0, rejectedHuman: 0, scoreBefore: 0, scoreAfter: 0,
      wordsChanged: 0, draftWords: 0, rejected: 0, unchanged: 0, failed: 0, structureKept: 0, reasons: {},
    };
    for (const { sample, model, report } of drafts) {
      if (report.verdict === 'insufficient') continue;
      row.texts++;
      let outcome: RewriteOutcome;
      try {
        outcome = rewrite({ model, quality, options: {}, ratePer1kMicros: RATES[quality], seed: sample.id, scorer });
      } catch {
        row.failed++;
        continue;
      }
      const output = parseProse(outcome.output_text);
      if (JSON.stringify(skeleton(output)) === JSON.stringify(skeleton(model))) row.structureKept++;
      const delivered = outcome.status === 'succeeded';
      const after = delivered ? detect(output) : report;
      row.draftWords += model.proseWordCount;
      if (delivered) row.wordsChanged += outcome.summary.words_changed;
      row.scoreBefore += report.score;
      row.scoreAfter += after.score;
      if (outcome.unchanged) row.unchanged++;
      else if (outcome.status === 'rejected') {
        row.rejected++;
        for (const r of outcome.reasons) {
          const code = `${r.split(':')[0]}${report.verdict === 'human' ? ' (human draft)' : ''}`;
          row.reasons[code] = (row.reasons[code] ?? 0) + 1;
        }
      }
      if (report.verdict === 'ai') {
        row.readAi++;
        if (after.verdict === 'mixed' || after.verdict === 'human') row.movedFromAi++;
      }
      if (report.verdict === 'human') {
        row.readHuman++;
        if (outcome.status === 'rejected' && !outcome.unchanged) row.rejectedHuman++;
      }
      if (quality === subsQuality && delivered) {
        const r = outcome.changes.replacements[0];
        if (r) subs.push({ source, from: r.from, to: r.to, pos: r.pos, sentence: r.sentence });
      }
    }
    rows.push(row);
  }
  return rows;
}

function sumRows(source: string, quality: Quality, rows: readonly Row[]): Row {
  const sel = rows.filter((r) => r.quality === quality);
  const total: Row = { ...(sel[0] as Row), source, quality };
  for (const key of Object.keys(total) as Array<keyof Row>) {
    if (key === 'source' || key === 'quality') continue;
    if (key === 'reasons') {
      const all: Record<string, number> = {};
      for (const r of sel) for (const [code, n] of Object.entries(r.reasons)) all[code] = (all[code] ?? 0) + n;
      total.reasons = all;
      continue;
    }
    total[key] = sel.reduce((n, r) => n + (r[key] as number), 0) as never;
  }
  return total;
}

function fixtureStructure(dir: string): string[][] {
  const rows: string[][] = [];
  const files = fs.readdirSync(dir).filter((f) => f.endsWith('.md')).sort();
  let all = 0;
  let kept = 0;
  let rejectedAll = 0;
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
      let unchanged = 0;
      for (const quality of ALL_QUALITIES) {
        for (let seed = 0; seed < 5; seed++) {
          const outcome = rewrite({ model, quality, options: { formality: seed + 1 }, ratePer1kMicros: RATES[quality], seed: `${label}#${seed}` });
          runs++;
          if (JSON.stringify(skeleton(parseProse(outcome.output_text))) === expected) same++;
          if (outcome.unchanged) unchanged++;
          else if (outcome.status === 'rejected') rejected++;
        }
      }
      all += runs;
      kept += same;
      rejectedAll += rejected;
      rows.push([label, String(model.proseWordCount), detect(model).verdict, String(runs), pct(same, runs), String(rejected), String(unchanged)]);
    }
  }
  rows.push(['all', '', '', String(all), pct(kept, all), String(rejectedAll), '']);
  return rows;
}

function main(): void {
  const limit = Number(arg('--limit') ?? 40);
  const dir = arg('--data') ?? dataDir();
  const only = arg('--quality');
  const qualities = ALL_QUALITIES.filter((q) => only === undefined || q === only);
  const rows: Row[] = [];
  const subs: Substitution[] = [];
  if (fs.existsSync(dir)) {
    const drafts = process.argv.includes('--in-sample') ? undefined : holdOut(dir);
    const keep = (list: Sample[]): Sample[] => (drafts ? list.filter((s) => drafts.has(s.group)) : list);
    const essays = keep(loadEssays(dir));
    const web = keep(loadWebSamples(dir));
    const wild = keep(loadWild(dir));
    const assistant = keep(loadAssistant(dir));
    const diverse = keep(loadDiverse(dir));
    // [name, drafts, written by people]
    const sources: Array<[string, Sample[], boolean]> = [
      ['essays ChatGPT-3', essays.filter((s) => s.source === 'ChatGPT-3'), false],
      ['essays ChatGPT-4', essays.filter((s) => s.source === 'ChatGPT-4'), false],
      ['web llm', web.filter((s) => s.label === 1), false],
      ['wild-train ai', wild.filter((s) => s.label === 1), false],
      ...(['work', 'tech', 'life', 'humanized'] as const).map((f): [string, Sample[], boolean] => [`assistant/${f}`, assistant.filter((s) => s.source === f), false]),
      ['essays Student (human)', essays.filter((s) => s.source === 'Student'), true],
      ['web human', web.filter((s) => s.label === 0), true],
      ['wild-train human', wild.filter((s) => s.label === 0), true],
      ['human-diverse', diverse, true],
    ];
    const humanSources = new Set(sources.filter(([, , human]) => human).map(([name]) => name));
    const only = arg('--source');
    for (const [name, samples] of sources) {
      if (only !== undefined && !name.includes(only)) continue;
      const t0 = performance.now();
      rows.push(...evaluateSource(name, spread(samples, limit), qualities, subs));
      console.error(`${name}: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    }
    const perSource = [...rows];
    for (const q of qualities) rows.push(sumRows('all AI sources', q, perSource.filter((r) => !humanSources.has(r.source))));
    for (const q of qualities) rows.push(sumRows('all human sources', q, perSource.filter((r) => humanSources.has(r.source))));
    console.log(`Rewrites of ${limit > 0 ? `up to ${limit} texts per source` : 'every text'} in ${dir} (plan sampled from each text's id as seed)`);
    console.log(drafts ? 'Read by a detector fitted on the other half of the data (split by group), as held-back drafts would be.\n' : 'Read by the committed detector, which was fitted on these very texts (--in-sample).\n');
    console.log(
      table(
        ['source', 'quality', 'texts', 'read ai', 'ai -> mixed/human', 'mean score before -> after', 'prose words changed', 'rejected', 'rejected (human drafts)', 'unchanged', 'failed', 'structure kept'],
        rows.map((r) => [
          r.source,
          r.quality,
          String(r.texts),
          String(r.readAi),
          pct(r.movedFromAi, r.readAi),
          `${(r.scoreBefore / Math.max(1, r.texts)).toFixed(3)} -> ${(r.scoreAfter / Math.max(1, r.texts)).toFixed(3)}`,
          pct(r.wordsChanged, r.draftWords),
          pct(r.rejected, r.texts),
          `${pct(r.rejectedHuman, r.readHuman)} of ${r.readHuman}`,
          pct(r.unchanged, r.texts),
          pct(r.failed, r.texts),
          pct(r.structureKept, r.texts - r.failed),
        ]),
      ),
    );
    console.log('\nA rejected or unchanged run delivers nothing: its "after" is the draft. Unchanged runs are not counted as rejected.\n');
    console.log('Rejection reasons (code: runs), per quality, all sources:\n');
    for (const q of qualities) {
      const reasons = new Map<string, number>();
      for (const r of perSource.filter((x) => x.quality === q)) for (const [code, n] of Object.entries(r.reasons)) reasons.set(code, (reasons.get(code) ?? 0) + n);
      console.log(`- ${q}: ${[...reasons].map(([code, n]) => `${code}: ${n}`).join(', ') || 'none'}`);
    }
    console.log('');
    console.log('Sample substitutions (first replacement of a high rewrite, or of the last quality run, spread over the sources):\n');
    for (const s of spread(subs, 20)) console.log(`- [${s.source}] ${s.from} -> ${s.to} (${s.pos}): ${s.sentence.replace(/\s+/g, ' ').trim()}`);
    console.log('');
  } else {
    console.log(`No data at ${dir}: skipping the per-source table.\n`);
  }
  console.log('Structure of the tricky Markdown fixtures (test/fixtures/markdown), 3 qualities x 5 seeds each\n');
  console.log(table(['document', 'prose words', 'draft reads', 'rewrites', 'structure kept', 'rejected', 'unchanged'], fixtureStructure(path.join('test', 'fixtures', 'markdown'))));
}

main();
