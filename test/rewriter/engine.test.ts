import assert from 'node:assert/strict';
import { microsFromUsdPerThousand } from '../../src/contract/money';
import { localRewriter, maxUnits, nominalUnits, rewrite, rewriteSteps, STAGES, UNCHANGED_REASON, type Scorer } from '../../src/rewriter';
import { parseProse } from '../../src/text';
import { fixture } from './helpers';

const RATE = 800_000;

describe('rewriter: steps and cost', () => {
  const text = fixture('long-essay.md');
  const model = parseProse(text);

  it('charges low and standard runs exactly the rate x prose words, step by step', () => {
    for (const quality of ['low', 'standard'] as const) {
      const out = rewrite({ model, quality, options: {}, ratePer1kMicros: RATE, seed: 's', scorer: null });
      const sum = out.steps.reduce((n, s) => n + s.costMicros, 0);
      assert.equal(sum, out.charged_micros);
      assert.equal(sum, microsFromUsdPerThousand(RATE, model.proseWordCount));
      assert.equal(out.work_units, nominalUnits(quality));
      for (const s of out.steps) {
        assert.ok(Number.isSafeInteger(s.costMicros) && s.costMicros >= 0);
        assert.ok((STAGES as readonly string[]).includes(s.stage));
        assert.ok(s.done >= 1 && s.done <= s.total);
      }
      assert.equal(out.steps[out.steps.length - 1]?.done, out.steps[0]?.total);
      assert.equal(out.steps[out.steps.length - 1]?.stage, 'validate');
    }
  });

  it('makes more passes at high quality and charges for the passes made, never above 1.45x', () => {
    const scores = [0.9, 0.8, 0.7, 0.6];
    let call = 0;
    // Draft 0.9; passes read 0.8 and 0.7 (still ai), then 0.6: the third pass ends the loop.
    const scorer: Scorer = { score: () => scores[Math.min(call++, scores.length - 1)] as number };
    const out = rewrite({ model, quality: 'high', options: {}, ratePer1kMicros: RATE, seed: 's', scorer });
    assert.equal(out.summary.passes, 3);
    assert.equal(out.steps.filter((s) => s.stage === 'recheck').length, 3);
    assert.equal(out.work_units, maxUnits('high'));
    const nominal = microsFromUsdPerThousand(RATE, model.proseWordCount);
    assert.ok(out.charged_micros > nominal && out.charged_micros <= Math.ceil(nominal * 1.45));

    let first = 0;
    const satisfied: Scorer = { score: () => (first++ === 0 ? 0.9 : 0.3) };
    const early = rewrite({ model, quality: 'high', options: {}, ratePer1kMicros: RATE, seed: 's', scorer: satisfied });
    assert.equal(early.summary.passes, 1);
    assert.ok(early.charged_micros < nominal);
    assert.equal(early.steps.reduce((n, s) => n + s.costMicros, 0), early.charged_micros);
  });

  it('keeps the best pass of a high run', () => {
    const reads = [0.9, 0.5, 0.95, 0.97];
    let call = 0;
    // Reads: draft 0.9, pass 1 0.5 (below the draft and not ai: stop).
    const out = rewrite({ model, quality: 'high', options: {}, ratePer1kMicros: RATE, seed: 'b', scorer: { score: () => reads[Math.min(call++, reads.length - 1)] as number } });
    assert.equal(out.summary.passes, 1);
  });

  it('rejects a rewrite the detector reads as more AI-like than the draft', () => {
    let call = 0;
    const worse: Scorer = { score: () => (call++ === 0 ? 0.2 : 0.4) };
    const out = rewrite({ model, quality: 'standard', options: {}, ratePer1kMicros: RATE, seed: 's', scorer: worse });
    assert.equal(out.status, 'rejected');
    assert.equal(out.validation_passed, false);
    assert.ok(out.reasons.some((r) => r.startsWith('verdict_worse')));
    assert.equal(typeof out.output_text, 'string');
    assert.equal(out.unchanged, false);
  });

  it('passes a human draft whose rewrite still reads human, however the noise moves', () => {
    let call = 0;
    const noisy: Scorer = { score: () => (call++ === 0 ? 0.002 : 0.09) };
    const out = rewrite({ model, quality: 'standard', options: {}, ratePer1kMicros: RATE, seed: 's', scorer: noisy });
    assert.equal(out.status, 'succeeded');
    assert.deepEqual(out.reasons, []);
  });

  it('settles a rewrite identical to its draft as rejected, reason unchanged, charged nothing', () => {
    const plain = parseProse('Sam fixed the sink on Friday. It took an hour, and he was late for dinner.');
    const out = rewrite({ model: plain, quality: 'low', options: { typos_enabled: false, formality: 3, persona: 'x', tone: 'plain' }, ratePer1kMicros: RATE, seed: 's' });
    assert.equal(out.output_text, plain.text);
    assert.equal(out.unchanged, true);
    assert.equal(out.status, 'rejected');
    assert.deepEqual(out.reasons, [UNCHANGED_REASON]);
    assert.equal(out.charged_micros, 0);
  });

  it('stops between steps when the caller stops, having charged only the steps done', () => {
    const it = rewriteSteps({ model, quality: 'standard', options: {}, ratePer1kMicros: RATE, seed: 's', scorer: null });
    const first = it.next();
    const second = it.next();
    assert.equal(first.done, false);
    assert.equal(second.done, false);
    const closed = it.return(undefined as never);
    assert.equal(closed.done, true);
    if (!first.done && !second.done) assert.ok(first.value.costMicros + second.value.costMicros < microsFromUsdPerThousand(RATE, model.proseWordCount));

    const controller = new AbortController();
    const aborted = rewriteSteps({ model, quality: 'low', options: {}, ratePer1kMicros: RATE, seed: 's', scorer: null, signal: controller.signal });
    aborted.next();
    controller.abort(new Error('canceled'));
    assert.throws(() => aborted.next(), /canceled/);
  });

  it('has the shape the service hosts: name, stages and a step generator', () => {
    assert.equal(typeof localRewriter.name, 'string');
    assert.deepEqual([...localRewriter.stages], [...STAGES]);
    const it = localRewriter.rewrite({ model, quality: 'low', options: { persona: 'x', tone: 'plain', formality: 3, typos_enabled: true, typos_per_100_words: 1, common_words_enabled: true, min_zipf: 4, random_plan: false }, ratePer1kMicros: RATE });
    let next = it.next();
    while (!next.done) next = it.next();
    assert.ok(['succeeded', 'rejected'].includes(next.value.status));
    assert.equal(typeof next.value.output_text, 'string');
    assert.ok(Array.isArray(next.value.reasons));
  });
});
