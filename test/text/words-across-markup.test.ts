/**
 * The prose-word rule across inline markup: a word is a maximal run of letters in the rendered
 * text, so emphasis or a link inside a run (common in scripts written without spaces) does not
 * split it; and a named reference HTML does not define is literal text, hence prose.
 */
import assert from 'node:assert/strict';
import { parseProse } from '../../src/text';

function wordsOf(text: string): string[] {
  return parseProse(text).words.map((w) => text.slice(w.start, w.end));
}

describe('text: words across inline markup', () => {
  it('emphasis, strikethrough and links inside a run of letters make one word', () => {
    assert.deepEqual(wordsOf('foo*bar*'), ['foo*bar']);
    assert.deepEqual(wordsOf('un**believ**able ~~no~~way'), ['un**believ**able', 'no~~way']);
    assert.deepEqual(wordsOf('日本語の*文章*です。'), ['日本語の*文章*です']);
    assert.deepEqual(wordsOf('日本語の[文章](https://example.com/a)です'), ['日本語の[文章](https://example.com/a)です']);
    assert.equal(parseProse('中文的**文本**和[链接][ref]。\n\n[ref]: https://example.com').proseWordCount, 1);
  });

  it('whitespace, a reference that renders as a space, code or a new block still separate words', () => {
    assert.deepEqual(wordsOf('foo *bar*'), ['foo', 'bar']);
    assert.deepEqual(wordsOf('foo&nbsp;bar'), ['foo', 'bar']);
    assert.deepEqual(wordsOf('foo&#32;bar'), ['foo', 'bar']);
    assert.deepEqual(wordsOf('foo`code`bar'), ['foo', 'bar']);
    assert.deepEqual(wordsOf('foo\nbar'), ['foo', 'bar']);
    assert.deepEqual(wordsOf('- foo\n- *bar*'), ['foo', 'bar']);
    assert.deepEqual(wordsOf('[foo](https://x.y "a title")bar'), ['foo', 'bar']);
  });

  it('a reference that renders as a letter joins its word', () => {
    assert.deepEqual(wordsOf('caf&eacute;s open'), ['caf&eacute;s', 'open']);
  });

  it('undefined named references are literal text; defined ones are one character', () => {
    assert.deepEqual(wordsOf('&MadeUpEntity;'), ['MadeUpEntity']);
    assert.equal(parseProse('&MadeUpEntity; and &notARealOne; here').proseWordCount, 4);
    assert.equal(parseProse('Fish &amp; chips &copy; &#8212; done').proseWordCount, 3);
  });
});
