import assert from 'node:assert/strict';
import { seededRandom as mulberry32 } from '../../src/client';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseProse, parseProseWhole, ProseDocument } from '../../src/text';
import type { ProseModel } from '../../src/text';
import { benchDocument } from '../../bench/detector';

const FIXTURES = join(__dirname, '..', 'fixtures', 'markdown');

/** Everything the model holds, offsets map included, as plain data. */
function plain(m: ProseModel): unknown {
  const { offsets, ...rest } = m;
  return { ...rest, codePoints: offsets.codePointLength, astral: offsets.hasAstral };
}

// Pieces that reach across blank lines, or look as if they might.
const PIECES = [
  'A plain paragraph with **bold** and a [link](https://example.com) in it.',
  'Reference [one][r1] and a footnote[^f1] and [r2] too.',
  '[r1]: https://example.com/one',
  '[r2]: /two "Title"',
  '[^f1]: The footnote text, with words.',
  '```\ncode with a blank line\n\nstill code\n```',
  '~~~~md\nfence\n\n```\nnot closed by that\n~~~~',
  '```\nan unclosed fence\n\nruns to the end',
  '<!--\na comment\n\nwith a blank line\n-->',
  '<div>\nhtml block\n</div>',
  '<script>\nlet x = 1;\n\nlet y = 2;\n</script>',
  '- item one\n- item two\n\n- item three after a blank\n\n  continued in the item',
  '1. first\n\n2. second\n\n   indented text',
  '> a quote\n> on two lines',
  '> a quote\n\n> another quote',
  '    indented code\n\n    more indented code',
  '| a | b |\n|---|---|\n| 1 | 2 |',
  'Setext heading\n===',
  '## ATX heading with www.example.com',
  'Email me at someone@example.com or visit www.example.org today.',
  'Emoji 😀 prose with café and naïve words.',
  '---',
  '***',
  '* star item\n\n* another star item',
  'Line one\r\nline two with CRLF\r\n',
  '[^f2]: A footnote nobody calls.',
  'Calls [^f2] and [missing] and [r1].',
  '<pre>\npreformatted\n\ntext\n</pre>',
  'Dr. Smith met J. Doe, e.g. at noon. Then he left!',
];

function randomDoc(rand: () => number, n: number): string {
  const parts: string[] = [];
  if (rand() < 0.2) parts.push('---\ntitle: A doc\n\ntags: [a]\n---');
  for (let i = 0; i < n; i++) parts.push(PIECES[Math.floor(rand() * PIECES.length)] as string);
  return parts.join(rand() < 0.8 ? '\n\n' : '\n');
}

describe('region parse', () => {
  it('gives the same model as one parse of the whole text, for every fixture and the bench document', () => {
    for (const name of readdirSync(FIXTURES)) {
      const text = readFileSync(join(FIXTURES, name), 'utf8');
      assert.deepEqual(plain(parseProse(text)), plain(parseProseWhole(text)), name);
    }
    const bench = benchDocument();
    assert.deepEqual(plain(parseProse(bench)), plain(parseProseWhole(bench)));
  });

  it('gives the same model on random documents built from constructs that span blank lines (seeded)', () => {
    const rand = mulberry32(17);
    for (let i = 0; i < 300; i++) {
      const text = randomDoc(rand, 2 + Math.floor(rand() * 10));
      assert.deepEqual(plain(parseProse(text)), plain(parseProseWhole(text)), JSON.stringify(text));
    }
  });
});

describe('ProseDocument (incremental parse)', () => {
  it('equals a fresh parse after random edits: typing, deleting, pasting constructs (seeded)', () => {
    const rand = mulberry32(23);
    for (let d = 0; d < 40; d++) {
      const doc = new ProseDocument();
      let text = randomDoc(rand, 4 + Math.floor(rand() * 8));
      doc.update(text);
      for (let e = 0; e < 15; e++) {
        const at = Math.floor(rand() * (text.length + 1));
        const del = rand() < 0.5 ? Math.floor(rand() * 12) : 0;
        const r = rand();
        const insert = r < 0.3 ? 'x' : r < 0.45 ? '\n\n' : r < 0.55 ? '```' : r < 0.65 ? ' ' : r < 0.8 ? (PIECES[Math.floor(rand() * PIECES.length)] as string) : '';
        text = text.slice(0, at) + insert + text.slice(Math.min(text.length, at + del));
        const model = doc.update(text);
        assert.deepEqual(plain(model), plain(parseProseWhole(text)), JSON.stringify(text));
      }
    }
  });

  it('parses only the region an edit touches in a long document', () => {
    const text = benchDocument();
    const doc = new ProseDocument();
    doc.update(text);
    const at = text.indexOf('Was it worth it?');
    const edited = `${text.slice(0, at)}Was it ever worth it?${text.slice(at + 'Was it worth it?'.length)}`;
    const model = doc.update(edited);
    assert.equal(doc.lastUpdate.parsed, 1);
    assert.ok(doc.lastUpdate.regions > 100);
    assert.deepEqual(plain(model), plain(parseProseWhole(edited)));
  });
});
