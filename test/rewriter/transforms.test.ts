/**
 * The transforms aimed at what the detector weighs (contractions, dashes and ranges, transitions
 * at a paragraph's start, intensifiers) and the typo fallback: each keeps the meaning, the bytes
 * outside prose, the numbers, URLs, code and names, and gives the same output for the same seed.
 */
import assert from 'node:assert/strict';
import type { RunOptions } from '../../src/contract/runs';
import { rewrite, skeleton, type Scorer } from '../../src/rewriter';
import { parseProse } from '../../src/text';
import { run } from './helpers';

/** No voice openers, no typos, no uncommon-word swaps: only the frames, phrases and formality act. */
const QUIET: RunOptions = { typos_enabled: false, common_words_enabled: false, persona: 'someone', tone: 'plain' };

function high(text: string, options: RunOptions = QUIET, seed = 'transforms'): string {
  return run(text, options, { quality: 'high', seed }).output_text;
}

function assertKept(draft: string, out: string): void {
  assert.deepEqual(skeleton(parseProse(out)), skeleton(parseProse(draft)), 'bytes outside prose');
  const numbers = (t: string): string[] => (t.match(/\p{N}+(?:[.,:/]\p{N}+)*/gu) ?? []).sort();
  assert.deepEqual(numbers(out), numbers(draft), 'numbers');
  const urls = (t: string): string[] => (t.match(/https?:\/\/[^\s)]+/gu) ?? []).sort();
  assert.deepEqual(urls(out), urls(draft), 'urls');
}

describe('rewriter: contractions by formality', () => {
  const text = "I'm sure it's been a long week. I'd like a break, and I'd seen this coming. You're right that we can't stop, but he'd say no.";

  it('expands them at high when the formality was left to the plan, reading "s" and "d" in context', () => {
    const out = high(text);
    assert.match(out, /I am sure it has been a long week\./u);
    assert.match(out, /I would like a break/u);
    assert.match(out, /I had seen this coming/u);
    assert.match(out, /You are right that we cannot stop/u);
    // "he'd say" is "he would say", but "he'd" alone is left where the next word leaves it open.
    assert.match(out, /he would say no/u);
    assertKept(text, out);
  });

  it('leaves them alone at low, and follows a formality the writer gave', () => {
    const low = run(text, QUIET, { quality: 'low', seed: 'c' }).output_text;
    assert.match(low, /I'm sure it's been/u);
    const casual = high('I am sure that it is late, and we do not mind.', { ...QUIET, formality: 1 });
    assert.match(casual, /I'm sure that it's late, and we don't mind\./u);
  });

  it('keeps contractions inside quotations and names', () => {
    const out = high('She said "I\'m not sure it\'s ready" and left. O\'Brien\'s team agreed it\'s late.');
    assert.match(out, /"I'm not sure it's ready"/u);
    assert.match(out, /O'Brien's team/u);
  });
});

describe('rewriter: dashes and ranges', () => {
  it('turns a dash after a bold lead-in or a code lead-in into a colon, bytes outside prose identical', () => {
    const text = '- **Status** \u2014 done and shipped.\n- `npm test` \u2014 runs the unit tests.\n\nUse `npm ci` \u2014 it installs exactly the lockfile.\n';
    const out = high(text);
    assert.match(out, /\*\*Status\*\*: done and shipped\./u);
    assert.match(out, /`npm test`: runs the unit tests\./u);
    assert.match(out, /`npm ci`: it installs exactly the lockfile\./u);
    assert.doesNotMatch(out, /\u2014/u);
    assertKept(text, out);
  });

  it('says a range between figures with "to" and keeps the figures, dates and versions', () => {
    const text = 'Shipping takes 2\u20133 days, from 9:00\u201317:00 on weekdays, as it did from 2010 \u2014 2020 and in 1887 \u2013 1888. Version 1.2-1.3 shipped on 2024-05-21 and 2024\u201305\u201321 stays.';
    const out = high(text);
    assert.match(out, /takes 2 to 3 days, from 9:00 to 17:00 on weekdays/u);
    assert.match(out, /from 2010 to 2020 and in 1887 \u2013 1888\./u);
    assert.match(out, /1\.2-1\.3 shipped on 2024-05-21 and 2024\u201305\u201321 stays/u);
    assertKept(text, out);
  });

  it('never edits a dash inside a quotation or link text; a heading\'s one dash becomes a colon', () => {
    const text = '# Setup \u2014 the short way\n\n## A \u2014 B \u2014 C\n\nHe said "I\u2014I think so" before leaving. Read [pages 5\u20139 \u2014 the guide](https://example.com/a) first. Pay is $26\u2013$30.\n';
    const out = high(text);
    assert.match(out, /# Setup: the short way/u);
    assert.match(out, /## A \u2014 B \u2014 C/u);
    assert.match(out, /Pay is \$26 to \$30\./u);
    const maths = high('Let g(x) = f(x) \u2013 [f(a) + (f(b) \u2013 f(a))/(b \u2013 a)] for every point x of the interval.');
    assert.match(maths, /f\(x\) \u2013 \[f\(a\) \+ \(f\(b\) \u2013 f\(a\)\)\/\(b \u2013 a\)\]/u);
    const units = high('So the cylindrical length is 2 \u00b5m \u2013 0.8 \u00b5m = 1.2 \u00b5m, and the load drops from 5 kg \u2014 2 kg in the second test.');
    assert.match(units, /2 \u00b5m \u2013 0\.8 \u00b5m = 1\.2 \u00b5m/u);
    assert.match(units, /5 kg \u2014 2 kg/u);
    const compound = high('The mean number of photons is n = 1/(exp(hv/kT) \u2013 1) per mode. We build a full (non\u2013minimal) installation, and the near\u2013full image is small. My purpose is simple \u2014 to bring joy to the lives of those around me.');
    assert.match(compound, /1\/\(exp\(hv\/kT\) \u2013 1\)/u, compound);
    assert.match(compound, /\(non\u2013minimal\)/u, compound);
    assert.match(compound, /near\u2013full/u, compound);
    assert.match(compound, /simple, to bring joy/u, compound);
    const clause = high('He only knew that he had first borrowed two hundred dollars, then another hundred, then fifty \u2014 that each time a bonus was added to the principal.');
    // A comma or the dash as written; never a full stop, a colon or a semicolon before "that".
    assert.match(clause, /then fifty(?:,| \u2014) that each time/u, clause);
    const who = high('**Who:** Everyone \u2014 engineering, product, sales, finance, support, HR. You do not need to write code to take part.');
    assert.match(who, /Everyone: engineering, product, sales/u, who);
    const nbsp = high('Providing channels for participants to learn new skills \u2014 or develop existing ones \u2014\u00a0is a great way to promote your event.');
    assert.doesNotMatch(nbsp, /skills, or develop existing ones \u2014/u, nbsp);
    const linked = high('The second example can be found in the question of pantheism \u2014 or rather of a certain modern attitude which is often called pantheism, and which is popular.');
    assert.match(linked, /pantheism, or rather of a certain/u, linked);
    assert.match(out, /"I\u2014I think so"/u);
    assert.match(out, /\[pages 5\u20139 \u2014 the guide\]\(https:\/\/example\.com\/a\)/u);
    assertKept(text, out);
  });
});

describe('rewriter: transitions and phrases', () => {
  it('never opens a paragraph with a bare "But", "So", "Then" or "Yet" in place of a stock transition', () => {
    const paragraphs = Array.from({ length: 12 }, (_, i) => `${['However', 'Therefore', 'Consequently', 'Subsequently'][i % 4]}, the team number ${i} kept the old plan for the release.`);
    const text = paragraphs.join('\n\n');
    for (const seed of ['a', 'b', 'c', 'd']) {
      const out = high(text, { ...QUIET, formality: 3 }, seed);
      for (const p of out.split('\n\n')) assert.doesNotMatch(p, /^(?:But|So|Then|Yet|And|Plus)\b/u, p);
      assertKept(text, out);
    }
  });

  it('never drops a link that carries the argument, and a comparison never becomes a concession', () => {
    const sentences = Array.from({ length: 8 }, (_, i) => `The old parser was slow on file ${i}. ${['However', 'In contrast', 'As a result', 'Therefore'][i % 4]}, the new one reads file ${i} in a blink.`);
    for (const seed of ['a', 'b', 'c', 'd']) {
      const out = high(sentences.join(' '), { ...QUIET, formality: 3 }, seed);
      for (let i = 0; i < 8; i++) {
        const link = new RegExp(`file ${i}[.;,] (\\S+(?: \\S+){0,2}) the new one reads file ${i}`, 'iu').exec(out)?.[1] ?? '';
        assert.notEqual(link, '', `file ${i} lost its link: ${out}`);
        if (i % 4 === 1) assert.doesNotMatch(link, /Still|Even so|That said|Then again/u, link);
        if (i % 4 === 0) assert.doesNotMatch(link, /Still|Even so|Then again/u, link);
      }
    }
  });

  it('keeps "in order to", cuts intensifiers but not where the adverb is the claim', () => {
    const out = high('We met early in order to plan. It was a truly great talk and a deeply moving story. The firm is deeply in debt and increasingly popular.');
    assert.match(out, /in order to plan/u);
    assert.match(out, /a great talk and a moving story/u);
    assert.match(out, /deeply in debt/u);
    assert.match(out, /more and more popular/u);
  });

  it('is deterministic for a seed', () => {
    const text = "**Note** \u2014 it's 2\u20133 days. However, I'd like a truly short wait. Moreover, we're ready.";
    assert.equal(high(text, {}, 'same'), high(text, {}, 'same'));
  });
});

describe('rewriter: typos never make a run read worse', () => {
  it('delivers the rewrite without its typos when they are what made it read worse', () => {
    const text = 'Certainly! Here is the plan for the move. We pack the books first and the kitchen last, because the kitchen is needed until the final day of the week. The boxes arrive on Monday and the truck comes on Friday morning.';
    const options: RunOptions = { ...QUIET, typos_enabled: true, typos_per_100_words: 5 };
    const clean = rewrite({ model: parseProse(text), quality: 'standard', options: { ...options, typos_enabled: false }, ratePer1kMicros: 800_000, seed: 't', scorer: null });
    // A detector that reads the typo-free rewrite as human and anything else as AI.
    const scorer: Scorer = {
      score: (m) => (m.text === clean.output_text ? 0.2 : m.text === text ? 0.5 : 0.9),
      read: (m) => (m.text === clean.output_text ? { score: 0.2, verdict: 'human' } : m.text === text ? { score: 0.5, verdict: 'mixed' } : { score: 0.9, verdict: 'ai' }),
    };
    const out = rewrite({ model: parseProse(text), quality: 'standard', options, ratePer1kMicros: 800_000, seed: 't', scorer });
    assert.equal(out.status, 'succeeded', out.reasons.join('; '));
    assert.equal(out.output_text, clean.output_text);
    assert.equal(out.summary.typos, 0);
    assert.equal(out.scores.rewrite, 0.2);
  });
});

describe('rewriter: rhythm by quality', () => {
  it('splits and joins more at high than at standard, inside one span, keeping every word', () => {
    const long = 'The committee reviewed every proposal that arrived before the deadline in March, and the members agreed that the budget for the next year should stay as it was.';
    const short = 'It rained. The match stopped. We went home. The kids slept.';
    const text = Array.from({ length: 6 }, () => `${long} ${short}`).join('\n\n');
    let standard = 0;
    let highs = 0;
    for (const seed of ['r1', 'r2', 'r3']) {
      const s = run(text, { ...QUIET, formality: 3 }, { quality: 'standard', seed });
      const h = run(text, { ...QUIET, formality: 3 }, { quality: 'high', seed });
      standard += s.summary.splits + s.summary.joins;
      highs += h.summary.splits + h.summary.joins;
      // Every word of the draft is still there (a voice may add an opener such as "I think").
      const counts = (t: string): Map<string, number> => {
        const m = new Map<string, number>();
        for (const w of t.toLowerCase().match(/\p{L}+/gu) ?? []) if (w !== 'and') m.set(w, (m.get(w) ?? 0) + 1);
        return m;
      };
      const after = counts(h.output_text);
      for (const [w, n] of counts(text)) assert.ok((after.get(w) ?? 0) >= n, `${w} lost: ${h.output_text}`);
      assertKept(text, h.output_text);
    }
    assert.ok(highs > standard, `high ${highs}, standard ${standard}`);
  });
});

describe('rewriter: a rewrite whose only change is typos that read worse', () => {
  it('is settled unchanged and charged nothing, not rejected and charged', () => {
    const text = 'We walked to the shop on Monday and bought bread and eggs for the week ahead. The rain stopped before noon, so we took the long road home past the old mill and the river.';
    const scorer: Scorer = {
      score: (m) => (m.text === text ? 0.3 : 0.4),
      read: (m) => (m.text === text ? { score: 0.3, verdict: 'human' } : { score: 0.4, verdict: 'mixed' }),
    };
    const options: RunOptions = { ...QUIET, formality: 3, typos_enabled: true, typos_per_100_words: 5 };
    const out = rewrite({ model: parseProse(text), quality: 'low', options, ratePer1kMicros: 800_000, seed: 'only-typos', scorer });
    assert.equal(out.unchanged, true, out.output_text);
    assert.equal(out.output_text, text);
    assert.equal(out.charged_micros, 0);
    assert.equal(out.summary.typos, 0);
  });
});
