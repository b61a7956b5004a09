import assert from 'node:assert/strict';
import { defaultCalibration } from '../../src/detector/index';
import { FEATURES, lengthTerm, modelCount } from '../../src/detector/model';
import { SIGNALS } from '../../src/detector/signals';
import { leanOf, percentileOf } from '../../src/detector/engine';
import { syllableCount } from '../../src/detector/analysis';

describe('detector calibration', () => {
  it('covers every feature and signal', () => {
    const cal = defaultCalibration;
    assert.equal(cal.version, 2);
    for (const f of FEATURES) {
      assert.ok(cal.features[f.key], `scaling for ${f.key}`);
      assert.ok((cal.features[f.key]?.scale ?? 0) > 0, `scale for ${f.key}`);
    }
    for (const s of SIGNALS) {
      const ref = cal.signals[s.key];
      assert.ok(ref, `reference for ${s.key}`);
      assert.equal(ref.humanQuantiles.length, 21);
      assert.ok(ref.reliability >= 0 && ref.reliability <= 1);
      for (let i = 1; i < ref.humanQuantiles.length; i++) {
        assert.ok((ref.humanQuantiles[i] as number) >= (ref.humanQuantiles[i - 1] as number));
      }
    }
    assert.ok(SIGNALS.length >= 8);
    // The score stacks at least two independent classifiers.
    assert.ok(modelCount(cal) >= 2, `the stackers weigh ${modelCount(cal)} classifiers`);
    assert.ok(cal.aiWords.length > 100);
    for (const level of ['text', 'paragraph'] as const) {
      const st = cal.stack[level];
      assert.ok(st.lr >= 0 && st.nb >= 0 && st.ng >= 0, `${level} stacker weights are non-negative`);
      // The length term scales character evidence and never turns it around, at any length.
      for (const words of [20, 40, 300, 5000]) assert.ok(st.ch + st.chLen * lengthTerm(words) >= 0, `${level} character weight at ${words} words`);
      const tail = cal.humanTail[level];
      assert.equal(tail.share.length, tail.score.length);
      assert.ok(tail.n > 1000, `${level} tail measured on ${tail.n} readings`);
      for (let i = 1; i < tail.score.length; i++) assert.ok((tail.score[i] as number) >= (tail.score[i - 1] as number));
    }
    // The committed weights stay small enough to ship in the extension.
    assert.ok(cal.ngram.weights.length <= 2_000_000 && cal.ngram.bits <= 20);
  });

  it('places values among the human quantiles', () => {
    const q = Array.from({ length: 21 }, (_, i) => i); // 0..20
    assert.equal(percentileOf(-1, q), 0);
    assert.equal(percentileOf(21, q), 100);
    assert.equal(percentileOf(10, q), 50);
    assert.equal(percentileOf(2.5, q), 12.5);
    const ties = [0, 0, 0, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16];
    assert.equal(percentileOf(0, ties), 10); // the middle of the 0..20% run
  });

  it('leans ai only for values unusual among people', () => {
    // 0 for the lowest 35% of people (eight quantiles: 0..35%).
    const ref = { human: 1, ai: 0, humanQuantiles: [0, 0, 0, 0, 0, 0, 0, 0, 0.8, 1, 1, 1.2, 1.4, 1.6, 2, 2.5, 3, 3.5, 4, 5, 8], reliability: 0.5 };
    // 0 is the AI median, but a third of people write that too.
    assert.equal(leanOf(0, ref), 'neutral');
    assert.equal(leanOf(1.2, ref), 'human');
    const sharp = { ...ref, humanQuantiles: ref.humanQuantiles.map((x, i) => (i === 0 ? 0 : x + 0.5)) };
    assert.equal(leanOf(0.1, sharp), 'ai');
    assert.equal(leanOf(0.1, { ...sharp, reliability: 0.05 }), 'neutral');
    // Typical values against the signal's direction say nothing about the lean.
    assert.equal(leanOf(0.1, sharp, -1), 'ai');
    assert.equal(leanOf(0.1, sharp, 1), 'neutral');
  });

  it('counts syllables plausibly', () => {
    assert.equal(syllableCount('the'), 1);
    assert.equal(syllableCount('table'), 2);
    assert.equal(syllableCount('make'), 1);
    assert.equal(syllableCount('additionally'), 5);
    assert.equal(syllableCount('walked'), 1);
    assert.equal(syllableCount('wanted'), 2);
  });
});
