import assert from 'node:assert/strict';
import { parseProse, countWords, offsetMap } from '../../src/text';
import { seededRandom } from '../../src/client';
import type { ProseModel } from '../../src/text';

const wordsOf = (m: ProseModel): string[] => m.words.map((w) => m.text.slice(w.start, w.end));
const slices = (m: ProseModel, key: 'paragraphs' | 'sentences'): string[] =>
  m[key].map((p) => m.text.slice(p.start, p.end));

describe('prose model', () => {
  it('keeps fenced and indented code out of prose', () => {
    const m = parseProse('Before the code.\n\n```js\nconst words = here;\n```\n\n    indented words too\n\nAfter it.');
    assert.deepEqual(wordsOf(m), ['Before', 'the', 'code', 'After', 'it']);
    assert.equal(m.proseWordCount, 5);
    assert.equal(m.wordCount, 12);
  });

  it('keeps inline code out but splits prose around it', () => {
    const m = parseProse('Call `parse(text)` before rendering.');
    assert.deepEqual(wordsOf(m), ['Call', 'before', 'rendering']);
    assert.equal(m.sentences.length, 1);
    assert.equal(m.paragraphs[0]?.spans.length, 2);
  });

  it('ignores GFM tables', () => {
    const m = parseProse('Intro line.\n\n| name | value |\n| --- | --- |\n| alpha | beta |\n\nOutro line.');
    assert.deepEqual(wordsOf(m), ['Intro', 'line', 'Outro', 'line']);
    assert.equal(m.paragraphs.length, 2);
  });

  it('ignores HTML blocks and inline tags but keeps text between inline tags', () => {
    const m = parseProse('<div class="x">\nblock html words\n</div>\n\nSome <b>bold</b> <!-- hidden note --> text.');
    assert.deepEqual(wordsOf(m), ['Some', 'bold', 'text']);
  });

  it('ignores YAML and TOML front matter', () => {
    const yaml = parseProse('---\ntitle: Secret title words\ntags: [a, b]\n---\nBody words here.');
    assert.deepEqual(wordsOf(yaml), ['Body', 'words', 'here']);
    const toml = parseProse('+++\ntitle = "toml words"\n+++\nBody.');
    assert.deepEqual(wordsOf(toml), ['Body']);
  });

  it('counts link text but not destinations, autolinks, images or reference definitions', () => {
    const text =
      'Read [the guide](https://example.com/some/path "Title words") or <https://auto.example.com> or ' +
      'www.literal.example.com, see ![alt words](pic.png) and [a ref][r].\n\n[r]: https://ref.example.com "ref title"';
    const m = parseProse(text);
    assert.deepEqual(wordsOf(m), ['Read', 'the', 'guide', 'or', 'or', 'see', 'and', 'a', 'ref']);
    assert.equal(m.paragraphs.length, 1);
  });

  it('finds paragraphs in nested lists and quotes, without container markers', () => {
    const text = '- first item\n  - nested item\n    lazy continuation\n\n> quoted start\n> > deeper quote\n> back out';
    const m = parseProse(text);
    assert.deepEqual(slices(m, 'paragraphs'), [
      'first item',
      'nested item\n    lazy continuation',
      'quoted start',
      'deeper quote\n> back out',
    ]);
    for (const s of m.spans) assert.ok(!m.text.slice(s.start, s.end).includes('>'), 'no quote marker in a span');
    assert.deepEqual(wordsOf(m).slice(-3), ['quote', 'back', 'out']);
  });

  it('treats ATX and setext headings as prose paragraphs', () => {
    const m = parseProse('# Title here #\n\nSub title\n---------\n\nText.');
    assert.deepEqual(slices(m, 'paragraphs'), ['Title here', 'Sub title', 'Text.']);
    assert.deepEqual(m.paragraphs.map((p) => p.kind), ['heading', 'heading', 'paragraph']);
  });

  it('handles CRLF line endings', () => {
    const m = parseProse('First line\r\nsame paragraph.\r\n\r\nSecond paragraph here.\r\n');
    assert.deepEqual(slices(m, 'paragraphs'), ['First line\r\nsame paragraph.', 'Second paragraph here.']);
    for (const s of m.spans) assert.ok(!m.text.slice(s.start, s.end).endsWith('\r'));
  });

  it('converts offsets for emoji and other astral characters', () => {
    const text = '😀 Smile 𝒜 wide, then résumé.';
    const m = parseProse(text);
    assert.deepEqual(wordsOf(m), ['Smile', '𝒜', 'wide', 'then', 'résumé']);
    const cps = [...text];
    for (const w of m.words) {
      const s = m.offsets.toCodePoint(w.start);
      const e = m.offsets.toCodePoint(w.end);
      assert.equal(cps.slice(s, e).join(''), text.slice(w.start, w.end));
      assert.equal(m.offsets.toUtf16(s), w.start);
      assert.equal(m.offsets.toUtf16(e), w.end);
    }
    assert.equal(m.offsets.codePointLength, cps.length);
    assert.equal(m.offsets.hasAstral, true);
  });

  it('has no prose when there is only code', () => {
    const m = parseProse('```\nonly code here\n```\n');
    assert.equal(m.proseWordCount, 0);
    assert.equal(m.paragraphs.length, 0);
    assert.equal(m.sentences.length, 0);
    assert.equal(m.wordCount, 3);
  });

  it('handles empty and whitespace-only text', () => {
    for (const t of ['', '   \n\t\n  ', '\r\n\r\n']) {
      const m = parseProse(t);
      assert.equal(m.proseWordCount, 0);
      assert.equal(m.wordCount, 0);
      assert.equal(m.paragraphs.length, 0);
    }
  });

  it('splits sentences at terminators but not at abbreviations, initials or decimals', () => {
    const m = parseProse('Dr. Smith met J. Doe at 3.14 p.m. yesterday. Was it late? Yes! It was, e.g. very late…');
    assert.deepEqual(slices(m, 'sentences'), [
      'Dr. Smith met J. Doe at 3.14 p.m. yesterday.',
      'Was it late?',
      'Yes!',
      'It was, e.g. very late…',
    ]);
  });

  it('counts words with inner apostrophes and hyphens as one, and character references as none', () => {
    const m = parseProse("Don't over-think it&mdash;state-of-the-art isn't hard &amp; fun.");
    assert.deepEqual(wordsOf(m), ["Don't", 'over-think', 'it', 'state-of-the-art', "isn't", 'hard', 'fun']);
    assert.equal(countWords('a-b c’d e--f'), 4);
  });

  it('keeps paragraphs ordered and disjoint, sentences inside their paragraph', () => {
    const m = parseProse('One two. Three.\n\n- four five\n- six\n\n## seven\n\n> eight nine. ten');
    for (let i = 1; i < m.paragraphs.length; i++) {
      assert.ok((m.paragraphs[i - 1]?.end ?? 0) <= (m.paragraphs[i]?.start ?? 0));
    }
    for (const s of m.sentences) {
      const p = m.paragraphs[s.paragraph];
      assert.ok(p && s.start >= p.start && s.end <= p.end);
    }
    assert.equal(m.sentences.reduce((n, s) => n + s.words, 0), m.proseWordCount);
  });

  it('models a 35,000-character document and stays deterministic', () => {
    const block =
      '## Section heading\n\nA paragraph of prose with *emphasis*, `code`, and a [link](https://x.example). ' +
      'It has two sentences 😀.\n\n```ts\nconst x = 1;\n```\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n- item one\n- item two\n\n';
    let doc = '';
    while (doc.length < 35000) doc += block;
    doc = doc.slice(0, 35000);
    const a = parseProse(doc);
    const b = parseProse(doc);
    assert.ok(a.proseWordCount > 2500);
    assert.deepEqual(a.words, b.words);
    assert.deepEqual(a.sentences, b.sentences);
    for (const w of a.words) assert.ok(w.start >= 0 && w.end <= doc.length && w.start < w.end);
  });
});

describe('offset map', () => {
  it('is the identity without astral characters and clamps out-of-range values', () => {
    const m = offsetMap('plain text');
    assert.equal(m.hasAstral, false);
    assert.equal(m.toCodePoint(4), 4);
    assert.equal(m.toCodePoint(99), 10);
    assert.equal(m.toUtf16(-3), 0);
  });

  it('never splits a surrogate pair', () => {
    const m = offsetMap('a😀b');
    assert.equal(m.toCodePoint(2), 1); // middle of the pair maps to the pair
    assert.equal(m.toCodePoint(3), 2);
    assert.equal(m.toUtf16(2), 3);
    assert.equal(m.codePointLength, 3);
  });

  it('agrees with a table built unit by unit, lone surrogates and out-of-range values included (seeded)', () => {
    const rand = seededRandom(5);
    const alphabet = ['a', ' ', '\n', 'é', '😀', '🌧️', '\uD800', '\uDC00', '\uDBFF\uDFFF'];
    for (let n = 0; n < 200; n++) {
      let text = '';
      const len = Math.floor(rand() * 30);
      for (let i = 0; i < len; i++) text += alphabet[Math.floor(rand() * alphabet.length)] as string;
      // The reference: walk the text once, a surrogate pair being one code point.
      const toCp: number[] = [];
      const toU16: number[] = [];
      let cp = 0;
      for (let u = 0; u < text.length; cp++) {
        toU16.push(u);
        toCp[u] = cp;
        const pair = /[\uD800-\uDBFF]/.test(text[u] as string) && /[\uDC00-\uDFFF]/.test(text[u + 1] ?? '');
        if (pair) toCp[u + 1] = cp;
        u += pair ? 2 : 1;
      }
      toCp[text.length] = cp;
      toU16.push(text.length);
      const m = offsetMap(text);
      assert.equal(m.codePointLength, cp, JSON.stringify(text));
      assert.equal(m.hasAstral, cp < text.length);
      for (let u = -2; u <= text.length + 2; u++) assert.equal(m.toCodePoint(u), toCp[Math.max(0, Math.min(text.length, u))], `${JSON.stringify(text)} u=${u}`);
      for (let c = -2; c <= cp + 2; c++) assert.equal(m.toUtf16(c), toU16[Math.max(0, Math.min(cp, c))], `${JSON.stringify(text)} cp=${c}`);
      assert.equal(m.toCodePoint(1.7), toCp[Math.min(text.length, 1)]);
    }
  });
});
