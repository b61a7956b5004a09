import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { defaultLexicon, Prng } from '../../src/rewriter';
import { spellsWord, typo } from '../../src/rewriter/transforms/typos';
import { run } from './helpers';

describe('rewriter: lexicon, PRNG and slips', () => {
  it('loads the committed table: small, inflected rows with Zipf values', () => {
    const file = path.join(__dirname, '..', '..', 'src', 'rewriter', 'lexicon.json');
    // 321 KB since the word filter holds every word SUBTLEX counts at least once (session 12), 390 KB
    // with every one-word lemma of WordNet too (session 13: "very" -> "veery" spelt a thrush).
    assert.ok(fs.statSync(file).size < 420 * 1024);
    const lexicon = defaultLexicon();
    assert.ok(lexicon.size > 500);
    const utilizes = lexicon.lookup('utilizes');
    assert.ok(utilizes?.ai);
    assert.equal(utilizes?.replacements[0]?.text, 'uses');
    const delved = lexicon.lookup('delved');
    assert.ok(delved?.replacements.every((r) => !r.text.endsWith('e') || r.text.endsWith('ed') || r.text.includes(' ')) ?? false);
    for (const form of ['crucial', 'showcasing', 'fosters', 'individuals']) {
      const entry = lexicon.lookup(form);
      assert.ok(entry && entry.replacements.length > 0, form);
      for (const r of entry.replacements) assert.ok(r.zipf > 1 && r.zipf < 8, `${form} -> ${r.text}`);
    }
    // A spelling is not a synonym: the writer's British forms are never "corrected".
    for (const form of ['fulfil', 'neighbourhood', 'neighbourhoods', 'tumour', 'tumours']) assert.equal(lexicon.lookup(form), undefined, form);
    // Rows narrowed to the candidate that keeps every sense: a key "indicates" (never "suggests")
    // a setting; one "evolves a formula" (develops it, never "changes" it); "mirroring" a
    // repository is no "reflecting" (read in held-out human drafts).
    assert.deepEqual(lexicon.lookup('indicate')?.replacements.map((r) => r.text), ['show']);
    assert.deepEqual(lexicon.lookup('evolve')?.replacements.map((r) => r.text), ['develop']);
    assert.deepEqual(lexicon.lookup('necessitates')?.replacements.map((r) => r.text), ['requires']);
    assert.deepEqual(lexicon.lookup('facets')?.replacements.map((r) => r.text), ['aspects']);
    // "NPV incorporates the time value of money" takes it into account; it never "adds" it (session 19).
    assert.deepEqual(lexicon.lookup('incorporates')?.replacements.map((r) => r.text), ['includes']);
    // A questionnaire assesses motivation: it gauges it, never "judges" it (session 19).
    assert.ok(!lexicon.lookup('assess')?.replacements.some((r) => r.text === 'judge'));
    // "big debt", "big funding": "substantial" is never "big" (session 23); nor is "notable" replaced at all.
    assert.ok(!lexicon.lookup('substantial')?.replacements.some((r) => r.text === 'big'));
    assert.equal(lexicon.lookup('notable'), undefined);
    // "innovative efforts" are not "original" ones (session 23).
    assert.ok(!lexicon.lookup('innovative')?.replacements.some((r) => r.text === 'original'));
    // "endanger innocent people" is not "threaten" or "menace" them: no synonym (session 23).
    assert.equal(lexicon.lookup('endanger'), undefined);
    // "lengthy contracts" are long, not "extended" (renewed) ones (session 23).
    assert.deepEqual(lexicon.lookup('lengthy')?.replacements.map((r) => r.text), ['long']);
    // One lays the foundation, not "the basis" (session 20).
    assert.deepEqual(lexicon.lookup('groundwork')?.replacements.map((r) => r.text), ['foundation']);
    // "can elucidate scientists' movement" sheds light on it; "explain" claims its causes (session 20).
    assert.ok(!lexicon.lookup('elucidate')?.replacements.some((r) => r.text === 'explain'));
    // One detects a whistle; one does not "find" it (session 19).
    assert.equal(lexicon.lookup('detect'), undefined);
    assert.equal(lexicon.lookup('mirroring'), undefined);
    assert.ok(lexicon.isCommonLowercase('the'));
    assert.ok(!lexicon.isCommonLowercase('paris'));
  });

  it('draws the same numbers from the same seed, and independent ones per fork', () => {
    const a = new Prng('seed');
    const b = new Prng('seed');
    const xs = Array.from({ length: 50 }, () => a.next());
    assert.deepEqual(xs, Array.from({ length: 50 }, () => b.next()));
    assert.ok(xs.every((x) => x >= 0 && x < 1));
    assert.notDeepEqual(new Prng('seed').fork('x').next(), new Prng('seed').fork('y').next());
    const mean = Array.from({ length: 4000 }, () => a.next()).reduce((s, x) => s + x, 0) / 4000;
    assert.ok(Math.abs(mean - 0.5) < 0.03);
    assert.equal(new Prng('r').range(0.5, 1.5, 0.1) * 10 % 1, 0);
  });

  it('makes keyboard slips inside a word, never at its first letter', () => {
    const rng = new Prng('typos');
    for (let i = 0; i < 300; i++) {
      const word = rng.pick(['community', 'gardens', 'neighbors', 'environmental', 'support', 'letter']);
      const slip = typo(word, rng);
      assert.notEqual(slip, word);
      assert.equal(slip.charAt(0), word.charAt(0));
      assert.ok(Math.abs(slip.length - word.length) <= 1);
    }
  });

  it('never makes a slip that spells another known word ("form" -> "from")', () => {
    const words = 'form tired three quite angel trail sweat diary casual loose dessert filed cloth'.split(' ');
    const text = Array.from({ length: 12 }, (_, i) => `The ${words.slice(i % 5).join(' ')} stay here today.`).join(' ');
    const lexicon = defaultLexicon();
    let slips = 0;
    for (const seed of ['a', 'b', 'c', 'd']) {
      const out = run(text, { persona: 'x', tone: 'plain', formality: 3, typos_enabled: true, typos_per_100_words: 10, common_words_enabled: false }, { quality: 'low', seed }).output_text;
      const before = text.split(' ');
      const after = out.split(' ');
      assert.equal(after.length, before.length, out);
      after.forEach((w, i) => {
        if (w === before[i]) return;
        slips++;
        assert.ok(!lexicon.knows(w.replace(/[.,]$/u, '')), `${before[i]} -> ${w}`);
      });
    }
    assert.ok(slips >= 20, String(slips));
  });

  it('counts an inflection of a short word as a word ("nose" -> "noes", read in a held-out story)', () => {
    const lexicon = defaultLexicon();
    assert.ok(spellsWord('noes', lexicon));
    // "skills" → "skillz" spells slang (read in a held-out essay).
    assert.ok(spellsWord('skillz', lexicon));
    // Rare words count too: "model" -> "morel" spells a mushroom (read in a held-out abstract).
    assert.ok(spellsWord('morel', lexicon));
    assert.ok(spellsWord('tole', lexicon));
    // WordNet's words too, which subtitles never say: "very" -> "veery" spelt a thrush (session 13).
    assert.ok(spellsWord('veery', lexicon));
    assert.ok(spellsWord('refuges', lexicon));
    // A "y" turned "i" before the ending: "studied" -> "studier" (session 15, read in a held-out abstract).
    assert.ok(spellsWord('studier', lexicon));
    // "steel" -> "steek" spells a Scots and knitting word (session 20, read in a held-out story).
    assert.ok(spellsWord('steek', lexicon));
    assert.ok(spellsWord('areae', lexicon));
    // A dialect form of a verb: "bring" -> "brung" (session 21, read in a held-out speech).
    assert.ok(spellsWord('brung', lexicon));
    assert.ok(spellsWord('tendre', lexicon));
    assert.ok(spellsWord('sloke', lexicon));
    assert.ok(spellsWord('crema', lexicon));
    assert.ok(spellsWord('mafic', lexicon));
    assert.ok(spellsWord('needa', lexicon));
    assert.ok(spellsWord('chode', lexicon));
    // "field" -> "fjeld" spells a Scandinavian upland (read in a held-out story, session 23).
    assert.ok(spellsWord('fjeld', lexicon));
    assert.ok(!spellsWord('studoed', lexicon));
    assert.ok(!spellsWord('nosw', lexicon));
    // A prefix on a known word: "dealing" -> "dealign" (session 19, read in a held-out story).
    assert.ok(spellsWord('dealign', lexicon));
    assert.ok(!spellsWord('dealnig', lexicon));
    // An informal word the list lacks: "start" -> "strat" (session 19, read in a held-out answer).
    assert.ok(spellsWord('strat', lexicon));
    assert.ok(spellsWord('stope', lexicon));
  });
});
