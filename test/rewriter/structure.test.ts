import assert from 'node:assert/strict';
import { rewrite, skeleton } from '../../src/rewriter';
import { parseProse } from '../../src/text';
import { fixtures } from './helpers';

const NUMBER = /\p{N}+(?:[.,:/-]\p{N}+)*/gu;
const URL = /(?:https?:\/\/|www\.)[^\s)>\]]+/gu;

describe('rewriter: structure', () => {
  for (const { name, text } of fixtures()) {
    it(`keeps every non-prose byte of ${name}`, () => {
      const model = parseProse(text);
      const expected = skeleton(model);
      for (const quality of ['low', 'standard', 'high'] as const) {
        for (let seed = 0; seed < 4; seed++) {
          const out = rewrite({ model, quality, options: { formality: seed + 1, typos_per_100_words: 5 }, ratePer1kMicros: 800_000, seed: `${name}:${seed}`, scorer: null });
          const again = parseProse(out.output_text);
          assert.deepEqual(skeleton(again), expected, `${quality}/${seed}`);
          assert.equal(again.spans.length, model.spans.length);
          assert.ok(!out.reasons.some((r) => r.startsWith('structure_changed')), out.reasons.join('; '));
        }
      }
    });

    it(`keeps the numbers and URLs of ${name}`, () => {
      const out = rewrite({ model: parseProse(text), quality: 'high', options: { typos_per_100_words: 5 }, ratePer1kMicros: 800_000, seed: name, scorer: null });
      assert.deepEqual((out.output_text.match(NUMBER) ?? []).sort(), (text.match(NUMBER) ?? []).sort());
      assert.deepEqual((out.output_text.match(URL) ?? []).sort(), (text.match(URL) ?? []).sort());
      assert.ok(!out.reasons.some((r) => /^(numbers|urls|names)_changed/.test(r)), out.reasons.join('; '));
    });
  }

  it('changes prose, so the structure checks above are not vacuous', () => {
    for (const { name, text } of fixtures()) {
      const out = rewrite({ model: parseProse(text), quality: 'standard', options: {}, ratePer1kMicros: 800_000, seed: 'x', scorer: null });
      assert.notEqual(out.output_text, text, name);
    }
  });
});
