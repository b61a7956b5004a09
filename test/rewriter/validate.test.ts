import assert from 'node:assert/strict';
import { SCORE_MARGIN, validateRewrite } from '../../src/rewriter';
import { parseProse } from '../../src/text';

const DRAFT = [
  '# Title',
  '',
  'Marie Curie visited Lisbon in 1931 and paid $4.50 for https://example.com/a (docs at example.com) and a `code span` there.',
  '',
  '```',
  'const x = 1;',
  '```',
  '',
  'The second paragraph talks about many more things that happened on that trip.',
].join('\n');

const none = { draft: null, rewrite: null };

function check(output: string, scores: { draft: number | null; rewrite: number | null } = none): string[] {
  return validateRewrite(parseProse(DRAFT), parseProse(output), scores).reasons.map((r) => r.split(':')[0] as string);
}

describe('rewriter: validation', () => {
  it('passes a rewrite that only changed prose words', () => {
    assert.deepEqual(check(DRAFT.replace('talks about many more', 'covers lots of other')), []);
  });

  it('catches changed structure, inline code included', () => {
    assert.deepEqual(check(DRAFT.replace('const x = 1;', 'const x = 2;')), ['structure_changed']);
    assert.deepEqual(check(DRAFT.replace('`code span`', '`code spam`')), ['structure_changed']);
    assert.deepEqual(check(DRAFT.replace('# Title', '## Title')), ['structure_changed']);
  });

  it('catches changed numbers, URLs and names', () => {
    assert.deepEqual(check(DRAFT.replace('1931', '1932')), ['numbers_changed']);
    assert.deepEqual(check(DRAFT.replace('at example.com', 'at example.org')), ['urls_changed']);
    // A bare https:// URL is a GFM autolink: outside prose, so a change to it is a structure change.
    assert.deepEqual(check(DRAFT.replace('https://example.com/a', 'https://example.com/b')), ['structure_changed']);
    assert.deepEqual(check(DRAFT.replace('visited Lisbon', 'visited lisbon')), ['names_changed']);
    // A closed-class word capitalised mid-sentence is not a name on its own: a dash rewritten as a
    // full stop, then an opener, may lower it ("Pennsylvania— The office" -> "Pennsylvania. In short, the office").
    const dashed = DRAFT.replace('on that trip.', 'on that trip— The Hague office agreed.');
    const v = validateRewrite(parseProse(dashed), parseProse(dashed.replace('trip— The Hague', 'trip. In short, the Hague')), none);
    assert.deepEqual(v.reasons, []);
    const lost = validateRewrite(parseProse(dashed), parseProse(dashed.replace('The Hague', 'the hague')), none);
    assert.deepEqual(lost.reasons.map((r) => r.split(':')[0]), ['names_changed']);
  });

  it('catches a rewrite far shorter or longer than the draft', () => {
    assert.deepEqual(check(DRAFT.replace('The second paragraph talks about many more things that happened on that trip.', 'Short.')), ['length_out_of_bounds']);
  });

  it('rejects only a reading that is worse in a way that matters', () => {
    // A worse band is always a rejection.
    assert.deepEqual(check(DRAFT, { draft: 0.3, rewrite: 0.36 }), ['verdict_worse']);
    assert.deepEqual(check(DRAFT, { draft: 0.5, rewrite: 0.7 }), ['verdict_worse']);
    // Within `mixed` or `ai`, a rise of more than SCORE_MARGIN.
    assert.equal(SCORE_MARGIN, 0.1);
    assert.deepEqual(check(DRAFT, { draft: 0.4, rewrite: 0.55 }), ['detector_score_higher']);
    assert.deepEqual(check(DRAFT, { draft: 0.7, rewrite: 0.85 }), ['detector_score_higher']);
    assert.deepEqual(check(DRAFT, { draft: 0.4, rewrite: 0.48 }), []);
    // Both deep in `human` (the case that charged writers for nothing): noise, never a rejection.
    assert.deepEqual(check(DRAFT, { draft: 0.002, rewrite: 0.09 }), []);
    assert.deepEqual(check(DRAFT, { draft: 0.5, rewrite: 0.5 }), []);
    assert.deepEqual(check(DRAFT, { draft: null, rewrite: 0.9 }), []);
  });

  it('takes the verdict band from the detector when given (its rules are more than score bands)', () => {
    const reasons = validateRewrite(parseProse(DRAFT), parseProse(DRAFT), { draft: 0.3, rewrite: 0.3 }, { draft: 'human', rewrite: 'mixed' }).reasons;
    assert.deepEqual(reasons.map((r) => r.split(':')[0]), ['verdict_worse']);
  });
});
