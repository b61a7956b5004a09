import assert from 'node:assert/strict';
import { paragraphLogits } from '../../src/detector';
import { rewrite, type Scorer } from '../../src/rewriter';
import { draftFromModel, renderDraft, type Draft } from '../../src/rewriter/draft';
import { GUIDE_POLICY, GUIDE_TOLERANCE, runGuided, type Evidence } from '../../src/rewriter/guided';
import { PASS_STAGES } from '../../src/rewriter/cost';
import { emptyChangeLog } from '../../src/rewriter/transforms/context';
import { parseProse } from '../../src/text';
import { fixture, run } from './helpers';

/** Evidence that counts a marker word per paragraph: each "zz" reads 1 logit more AI-like. */
const countZz: Evidence = (text) => {
  const model = parseProse(text);
  return Float64Array.from(model.paragraphs.map((p) => (text.slice(p.start, p.end).match(/\bzz\b/g) ?? []).length));
};

function draftOf(text: string): Draft {
  return draftFromModel(parseProse(text));
}

/** Sets paragraph `p`'s (single) span to `text`. */
function setParagraph(draft: Draft, p: number, text: string): void {
  const span = draft.spans.find((s) => s.paragraph === p);
  assert.ok(span);
  span.text = text;
}

describe('rewriter: guided stages', () => {
  it('keeps, per paragraph, the draw that reads least AI-like', () => {
    const draft = draftOf('one zz zz here.\n\ntwo plain words.\n\nthree zz here.\n');
    const draws = [
      ['one zz here.', 'two zz words.', 'three zz zz here.'],
      ['one here.', 'two plain words.', 'three zz zz zz here.'],
    ];
    runGuided(draft, 2, countZz, (a, log) => {
      (draws[a] as string[]).forEach((t, p) => setParagraph(draft, p, t));
      log.frames++;
    }, emptyChangeLog());
    // Paragraph 0: draw 1 (no zz) beats draw 0; paragraph 1: draw 0 reads worse, draw 1 did not
    // edit it, so it stays; paragraph 2: both draws read worse than before, so it stays.
    assert.equal(renderDraft(draft), 'one here.\n\ntwo plain words.\n\nthree zz here.\n');
  });

  it('keeps a neutral edit and undoes one that reads more AI-like', () => {
    const draft = draftOf('alpha beta.\n\ngamma delta.\n');
    const changes = emptyChangeLog();
    runGuided(draft, 1, countZz, (_a, log) => {
      setParagraph(draft, 0, 'alpha, beta.');
      setParagraph(draft, 1, 'gamma zz delta.');
      log.phrases += 2;
    }, changes);
    assert.equal(renderDraft(draft), 'alpha, beta.\n\ngamma delta.\n');
    assert.equal(changes.phrases, 2, 'the winning draw’s log is kept');
    assert.ok(GUIDE_TOLERANCE > 0 && GUIDE_TOLERANCE < 0.5);
  });

  it('with undo off, keeps the best draw even when it reads worse than before', () => {
    const draft = draftOf('alpha beta.\n');
    runGuided(draft, 2, countZz, (a) => setParagraph(draft, 0, a === 0 ? 'alpha zz zz.' : 'alpha zz.'), emptyChangeLog(), 'choose');
    assert.equal(renderDraft(draft), 'alpha zz.\n');
  });

  it('with whole draws, keeps one draw entire: the one whose paragraphs sum lowest', () => {
    const draft = draftOf('one.\n\ntwo.\n');
    const draws = [
      ['one zz.', 'two.'],
      ['one.', 'two zz zz.'],
      ['one zz.', 'two zz.'],
    ];
    const changes = emptyChangeLog();
    runGuided(draft, 3, countZz, (a, log) => {
      (draws[a] as string[]).forEach((t, p) => setParagraph(draft, p, t));
      log.markers.push(`draw ${a}`);
    }, changes, 'whole');
    // Per paragraph the best would be "one." and "two." (no draw has both); whole, draw 0 wins.
    assert.equal(renderDraft(draft), 'one zz.\n\ntwo.\n');
    assert.deepEqual(changes.markers, ['draw 0']);
  });

  it('has a policy for every stage a pass runs', () => {
    for (const quality of ['low', 'standard', 'high'] as const) for (const stage of PASS_STAGES[quality]) assert.ok(GUIDE_POLICY[stage], stage);
  });

  it('removes an assistant opener and closer even where the detector reads the result worse', () => {
    const text = 'Great question! Here is how the team ships releases every week without stress or late nights at all.\n\nWe plan on Monday, build through Thursday and release on Friday morning after one review.\n\nI hope this helps!\n';
    // This detector reads the sentences that replace the frames as more AI-like.
    const contrary: Scorer = { score: () => null, evidence: (m) => Float64Array.from(m.paragraphs.map((p) => (/^(This is|Here is)/.test(m.text.slice(p.start, p.end)) ? 3 : 0))) };
    const out = run(text, {}, { quality: 'high', scorer: contrary });
    assert.doesNotMatch(out.output_text, /Great question/);
    assert.doesNotMatch(out.output_text, /I hope this helps/);
  });

  it('runs the stage unguided when a draw changes how the text parses, or the text cannot be read', () => {
    const draft = draftOf('alpha zz.\n\ngamma delta.\n');
    const emptied: Evidence = (text) => (text.includes('gamma') ? countZz(text) : null);
    runGuided(draft, 3, emptied, (a) => setParagraph(draft, 1, a === 0 ? '' : 'gamma zz'), emptyChangeLog());
    // The first draw emptied paragraph 1 (one paragraph fewer to compare): the stage's first draw stands.
    assert.equal(renderDraft(draft), 'alpha zz.\n\n\n');
    const unread = draftOf('alpha zz.\n');
    runGuided(unread, 3, () => null, () => setParagraph(unread, 0, 'alpha zz zz.'), emptyChangeLog());
    assert.equal(renderDraft(unread), 'alpha zz zz.\n');
  });

  it('puts a transition\'s substitute at the head of one sentence only, however the paragraphs are chosen', () => {
    const openers = ['Furthermore', 'Additionally', 'Moreover', 'In addition', 'Also', 'Furthermore', 'Additionally', 'Moreover'];
    const text = openers.map((o, i) => `${o}, the town council met again on day ${i + 1} to talk about the new bridge and its cost to the people.\n`).join('\n');
    const detector: Scorer = { score: () => null, evidence: (m) => paragraphLogits(m) };
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']) {
      const out = run(text, { formality: 3 }, { quality: 'high', seed, scorer: detector }).output_text;
      const heads = out.split('\n').filter(Boolean).map((line) => /^([^,]+),/u.exec(line)?.[1] ?? '');
      const repeated = heads.filter((h, i) => h !== '' && !openers.includes(h) && heads.indexOf(h) !== i);
      assert.deepEqual(repeated, [], out);
    }
  });

  it('with the local detector, a guided high rewrite reads no higher than the unguided one', () => {
    const model = parseProse(fixture('long-essay.md'));
    const base: Scorer = { score: () => null };
    const detector: Scorer = { score: () => null, evidence: (m) => paragraphLogits(m) };
    const sum = (text: string): number => paragraphLogits(parseProse(text)).reduce((a, b) => a + b, 0);
    // Stages after the first start from different drafts, so this holds over seeds, not per stage.
    let plainSum = 0;
    let guidedSum = 0;
    for (const seed of ['a', 'b', 'c']) {
      const plain = rewrite({ model, quality: 'high', options: {}, ratePer1kMicros: 1000, seed, scorer: base });
      const guided = rewrite({ model, quality: 'high', options: {}, ratePer1kMicros: 1000, seed, scorer: detector });
      plainSum += sum(plain.output_text);
      guidedSum += sum(guided.output_text);
      assert.notEqual(guided.output_text, model.text);
    }
    assert.ok(guidedSum < plainSum, `guided ${guidedSum.toFixed(2)} < unguided ${plainSum.toFixed(2)}`);
  });
});

describe('rewriter: word choice read by the detector', () => {
  /** A detector that reads each listed word as `cost` logits more AI-like, per paragraph. */
  const reading = (costs: Record<string, number>): Scorer => ({
    score: () => null,
    evidence: (model) =>
      Float64Array.from(
        model.paragraphs.map((p) => {
          let sum = 0;
          for (const w of model.words.slice(p.firstWord, p.endWord)) sum += costs[model.text.slice(w.start, w.end).toLowerCase()] ?? 0;
          return sum;
        }),
      ),
  });
  const text = 'The team found that a robust plan matters more than speed in every project we run.\n';

  it('picks the candidate the detector reads least AI-like', () => {
    // "robust": strong, solid, sturdy. Unguided, the most common fitting one ("strong") usually wins.
    const out = run(text, { common_words_enabled: false }, { quality: 'high', scorer: reading({ robust: 2, strong: 3, solid: 0.5, sturdy: 3 }) });
    assert.match(out.output_text, /a solid plan/);
  });

  it('keeps "optimize" where it is a term of code or models, however the detector reads it (read in held-out rounds)', () => {
    const terms = 'The compiler is usually able to optimize away any overhead. Inlining allows the compiler to optimize very effectively. We propose a mechanism that can optimize prompt encodings conditioned on dialogue contexts.\n';
    for (const seed of ['a', 'b', 'c', 'd']) {
      const out = run(terms, { common_words_enabled: false }, { quality: 'high', seed, scorer: reading({ optimize: 3, improve: 0, tune: 0 }) }).output_text;
      assert.equal((out.match(/optimize/gu) ?? []).length, 3, out);
    }
  });

  it('gives a perfect its participle past adverbs: "have not hitherto shown", never "showed" (read in a held-out speech)', () => {
    const perfect = 'The industrialized countries have not hitherto demonstrated that they are capable of real change in their trade.\n';
    for (const seed of ['a', 'b', 'c', 'd']) {
      const out = run(perfect, { common_words_enabled: false }, { quality: 'high', seed, scorer: reading({ demonstrated: 3, showed: 0, shown: 0 }) }).output_text;
      assert.doesNotMatch(out, /hitherto showed/u, out);
    }
  });

  it('leaves an AI-typical word when every candidate reads worse by more than the tolerance', () => {
    const out = run(text, { common_words_enabled: false }, { quality: 'high', scorer: reading({ robust: 0, strong: 1, solid: 1, sturdy: 1 }) });
    assert.match(out.output_text, /a robust plan/);
  });
});
