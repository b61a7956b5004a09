import assert from 'node:assert/strict';
import { defaultLexicon } from '../../src/rewriter/lexicon';
import { Prng } from '../../src/rewriter/prng';
import { buildWordFilter, filterHas } from '../../src/rewriter/wordFilter';

describe('rewriter: the word filter', () => {
  it('knows every word it was built from and few others', () => {
    const rng = new Prng('filter');
    const word = (): string => Array.from({ length: 5 + rng.int(5) }, () => String.fromCharCode(97 + rng.int(26))).join('');
    const members = Array.from({ length: 5000 }, word);
    const bytes = buildWordFilter(members);
    for (const w of members) assert.ok(filterHas(bytes, w), w);
    const others = Array.from({ length: 5000 }, () => `${word()}q`);
    const wrong = others.filter((w) => filterHas(bytes, w)).length / others.length;
    assert.ok(wrong < 0.02, String(wrong));
    assert.equal(filterHas(new Uint8Array(0), 'word'), false);
  });

  it('lets the lexicon tell a word from a slip ("done" -> "dine" is a word)', () => {
    const lexicon = defaultLexicon();
    for (const w of ['dine', 'from', 'tried', 'there', 'angle']) assert.ok(lexicon.knows(w), w);
    for (const w of ['matriecs', 'comumnity', 'moblie', 'hospitlaity', 'teeam']) assert.ok(!lexicon.knows(w), w);
  });
});
