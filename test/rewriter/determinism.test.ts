import assert from 'node:assert/strict';
import { planRewrite, rewrite, PERSONAS, TONES } from '../../src/rewriter';
import { parseProse } from '../../src/text';
import { fixture, run } from './helpers';

describe('rewriter: determinism and plans', () => {
  const text = fixture('long-essay.md');

  it('gives the same rewrite for the same text, options and seed', () => {
    for (const quality of ['low', 'standard', 'high'] as const) {
      const a = rewrite({ model: parseProse(text), quality, options: { tone: 'warm' }, ratePer1kMicros: 800_000, seed: 'same' });
      const b = rewrite({ model: parseProse(text), quality, options: { tone: 'warm' }, ratePer1kMicros: 800_000, seed: 'same' });
      assert.equal(a.output_text, b.output_text);
      assert.deepEqual(a.plan, b.plan);
      assert.deepEqual(a.steps, b.steps);
    }
  });

  it('gives another rewrite for another seed', () => {
    assert.notEqual(run(text, {}, { seed: 'one' }).output_text, run(text, {}, { seed: 'two' }).output_text);
  });

  it('derives a stable seed when the job has none', () => {
    const a = rewrite({ model: parseProse(text), quality: 'low', options: {}, ratePer1kMicros: 1, scorer: null });
    const b = rewrite({ model: parseProse(text), quality: 'low', options: {}, ratePer1kMicros: 1, scorer: null });
    assert.equal(a.plan.seed, b.plan.seed);
    assert.equal(a.output_text, b.output_text);
  });

  it('records a plain JSON plan that the seed reproduces, and replays it', () => {
    const out = run(text, { formality: 2 }, { seed: 'plan-seed' });
    assert.deepEqual(JSON.parse(JSON.stringify(out.plan)), out.plan);
    assert.deepEqual(planRewrite({ formality: 2 }, 'plan-seed'), out.plan);
    const replay = run(text, { formality: 5 }, { seed: 'plan-seed', plan: out.plan });
    assert.equal(replay.output_text, out.output_text);
  });

  it('keeps given options and samples the others from the presets', () => {
    const plan = planRewrite({ persona: 'a ship captain writing a log', formality: 4, min_zipf: 3.2 }, 's');
    assert.equal(plan.persona, 'a ship captain writing a log');
    assert.equal(plan.formality, 4);
    assert.equal(plan.min_zipf, 3.2);
    assert.ok((TONES as readonly string[]).includes(plan.tone));
    assert.equal(plan.typos_enabled, true);
    assert.equal(plan.common_words_enabled, true);
    assert.deepEqual([...plan.sampled].sort(), ['common_words_enabled', 'tone', 'typos_enabled', 'typos_per_100_words']);
    const seen = new Set<string>();
    for (let i = 0; i < 60; i++) seen.add(planRewrite({}, `seed-${i}`).persona);
    assert.ok(seen.size >= 6 && [...seen].every((p) => (PERSONAS as readonly string[]).includes(p)));
  });

  it('samples the whole plan under random_plan, ignoring the other options', () => {
    const given = { persona: 'a pirate', tone: 'grumpy', formality: 5, typos_enabled: false, typos_per_100_words: 9, common_words_enabled: false, min_zipf: 6.5 };
    const a = planRewrite({ ...given, random_plan: true }, 'r1');
    const b = planRewrite({ random_plan: true }, 'r1');
    const { sampled: _a, random_plan: _ra, ...restA } = a;
    const { sampled: _b, random_plan: _rb, ...restB } = b;
    assert.deepEqual(restA, restB);
    assert.equal(a.random_plan, true);
    assert.equal(a.sampled.length, 7);
    assert.ok((PERSONAS as readonly string[]).includes(a.persona));
    const outA = run(text, { ...given, random_plan: true }, { seed: 'r1' });
    const outB = run(text, { random_plan: true }, { seed: 'r1' });
    assert.equal(outA.output_text, outB.output_text);
  });
});
