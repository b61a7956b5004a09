import assert from 'node:assert/strict';
import { matchCase, sentenceSplit, sentenceToDrop } from '../../src/extension/check/model/quickFixText';

const drop = (text: string, phrase: string): string => {
  const at = text.indexOf(phrase);
  const r = sentenceToDrop(text, at, at + phrase.length);
  return text.slice(0, r.start) + text.slice(r.end);
};

describe('quick fix text', () => {
  it('drops a stock sentence with the space after it', () => {
    assert.equal(drop('Great question! Here is the answer.', 'Great question'), 'Here is the answer.');
  });

  it('drops a closing sentence with the space before it', () => {
    assert.equal(drop('Here is the answer. I hope this helps!', 'I hope this helps'), 'Here is the answer.');
  });

  it('splits sentences by the prose model: "e.g." and "Dr." do not end one', () => {
    const text = 'We met Dr. Smith, e.g. at noon. I hope this helps!\n\nNext paragraph.';
    assert.equal(drop(text, 'at noon'), 'I hope this helps!\n\nNext paragraph.');
  });

  it('keeps an opening quote with its sentence', () => {
    assert.equal(drop('Intro here. "Certainly!" Then more.', 'Certainly'), 'Intro here. Then more.');
  });

  it('finds sentences after astral characters at the editor\'s UTF-16 offsets', () => {
    assert.equal(drop('😀 Fun start. Great question! Rest.', 'Great question'), '😀 Fun start. Rest.');
  });

  it('keeps case and splits long sentences as before', () => {
    assert.equal(matchCase('Leverage', 'use'), 'Use');
    assert.equal(matchCase('LEVERAGE', 'use'), 'USE');
    const s = 'The first part of this long sentence runs on, and the second part keeps going for a while.';
    const split = sentenceSplit(s);
    assert.ok(split);
    assert.equal(s.slice(0, split.start) + split.text + s.slice(split.end), 'The first part of this long sentence runs on. The second part keeps going for a while.');
  });
});
