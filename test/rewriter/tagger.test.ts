import assert from 'node:assert/strict';
import { posOf } from '../../src/rewriter/tagger';

describe('rewriter: parts of speech', () => {
  it('reads a word tagged as a verb after a determiner or a possessive as a noun', () => {
    assert.equal(posOf('VERB', 'this'), 'n'); // "this focus on execution"
    assert.equal(posOf('VERB', "nardelli's"), 'n'); // "Nardelli's focus"
    assert.equal(posOf('VERB', 'nardelli’s'), 'n');
    assert.equal(posOf('VERB', 'the'), 'n');
  });

  it('keeps verbs after subjects and pronoun contractions', () => {
    assert.equal(posOf('VERB', 'those'), 'v'); // "those focus on users"
    assert.equal(posOf('VERB', 'that'), 'v'); // "teams that focus on users"
    assert.equal(posOf('VERB', "it's"), 'v'); // "it's focused on users"
    assert.equal(posOf('VERB', "he's"), 'v');
    assert.equal(posOf('ADJ', 'the'), 'a');
    assert.equal(posOf('DET', undefined), null);
  });
});
