/**
 * Fits the detector's calibration from ../shared/data (or $REDRAFT_DATA) and writes
 * src/detector/calibration.json. Deterministic: the same data and seed give the same file.
 *
 *   npx tsx scripts/calibrate.ts [--seed N]
 */
import fs from 'node:fs';
import path from 'node:path';
import { dataDir, loadAll, loadExcessWords } from './lib/data';
import { fitCalibration, prepare } from './lib/train';

/** One line per top-level entry (and per signal), so a recalibration reads as a small diff. */
function format(cal: object): string {
  const lines = Object.entries(cal).map(([k, v]) => {
    if (k === 'signals' || k === 'features' || k === 'lr' || k === 'stack' || k === 'humanTail' || k === 'ngram' || k === 'chars') {
      const inner = Object.entries(v as object).map(([ik, iv]) => `    ${JSON.stringify(ik)}: ${JSON.stringify(iv)}`);
      return `  ${JSON.stringify(k)}: {\n${inner.join(',\n')}\n  }`;
    }
    return `  ${JSON.stringify(k)}: ${JSON.stringify(v)}`;
  });
  return `{\n${lines.join(',\n')}\n}\n`;
}

function main(): void {
  const seedArg = process.argv.indexOf('--seed');
  const seed = seedArg >= 0 ? Number(process.argv[seedArg + 1]) : 20240611;
  const dir = dataDir();
  if (!fs.existsSync(dir)) {
    console.error(`calibrate: no data at ${dir} (set REDRAFT_DATA)`);
    process.exit(2);
  }
  const t0 = performance.now();
  const samples = loadAll(dir);
  const prep = prepare(samples, loadExcessWords(dir));
  const cal = fitCalibration(prep, prep.items, { seed });
  const out = path.join(__dirname, '..', 'src', 'detector', 'calibration.json');
  fs.writeFileSync(out, format(cal));
  const ms = performance.now() - t0;
  console.log(`calibrate: ${samples.length} texts, ${cal.fittedOn.paragraphs} paragraphs, seed ${seed}, ${ms.toFixed(0)} ms`);
  console.log(`wrote ${path.relative(process.cwd(), out)} (${fs.statSync(out).size} bytes)`);
  console.table(
    Object.fromEntries(
      Object.entries(cal.signals).map(([k, s]) => [
        k,
        { human: s.human, ai: s.ai, reliability: s.reliability, lr_text: cal.lr.text.weights[k] ?? '', lr_paragraph: cal.lr.paragraph.weights[k] ?? '' },
      ]),
    ),
  );
  console.log('stackers', JSON.stringify(cal.stack), 'lr bias', cal.lr.text.bias, cal.lr.paragraph.bias);
  console.log('human tail (out of fold): text', JSON.stringify(cal.humanTail.text), 'paragraph', JSON.stringify(cal.humanTail.paragraph));
}

main();
