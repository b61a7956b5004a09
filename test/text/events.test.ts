import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { seededRandom } from '../../src/client';
import { parseProse, parseProseWhole, ProseDocument } from '../../src/text';
import { proseBlocksFromEvents } from '../../src/text/events';
import { parseMarkdown, proseBlocks } from '../../src/text/markdown';
import type { ProseModel } from '../../src/text';
import { benchDocument } from '../../bench/detector';

// The prose model is read from micromark's events (src/text/events.ts); the mdast route
// (markdown.ts: fromMarkdown + GFM + front matter, then a tree walk) is the reference it must equal.

const FIXTURES = join(__dirname, '..', 'fixtures', 'markdown');

function plain(m: ProseModel): unknown {
  const { offsets, ...rest } = m;
  return { ...rest, codePoints: offsets.codePointLength, astral: offsets.hasAstral };
}

// Pieces of Markdown that change how the text around them is read: markup that opens and closes
// nodes, escapes and references that decode to autolink characters, task checks, hard breaks,
// containers, tables without pipes, front matter, CRLF, tabs, astral characters.
const TOKENS = [
  'word', 'words', 'The', 'café', 'naïve', '😀', '日本語', "don't", 'well-known', '.', ',', '!', '?', ':', ';', ' ', ' ', ' ', '  ',
  '\t', '\n', '\n', '\n\n', '\r\n', '\r', '  \n', '\\\n', '*', '**', '_', '__', '~', '~~', '`', '``', '[', ']', '(', ')', '![', '<', '>',
  '\\', '\\*', '\\[', '\\@', '\\:', '&amp;', '&#64;', '&#x40;', '&#46;', '&#119;', '&copy;', '&bogus;', '&#0;', '&#58;',
  'www.example.com', 'WWW.Example.org/path_(x)', 'https://x.org/a_b?c=d.', 'http://a.b', 'a@b.co', 'first.last@mail.example.com',
  'mailto:x@y.zz', 'xmpp:a@b.cd/r', 'www.', '://', '@', 'x.y', '<https://auto.link>', '<me@mail.org>', '<span>', '</span>', '<!-- c -->',
  '[link](https://e.com "t")', '[text][ref]', '[ref]', '[ref][]', '[^1]', '[^note]', '![alt *x*](i.png)', '[a *b* c](u)', '[**B**](u)',
  '`code`', '``co`de``', '*em*', '**strong**', '***both***', '~~gone~~', '_u_', '**Term:**', '*Lead*',
  '[![img](a)](b)', '![a [b](c)](d)', '[a\\]b]', '[&amp;]', '[^a&#64;b]', '**a\nb**', '~~a\nwww.b.com~~', '[x\nhttps://y.z]',
  '*a*b*', '**a*', '<a href="x">', 'a  \nb', '&#x1F600;', '&nbsp;', '\\`', '[]', '[^]', '[ ]', '[x]',
];
const LINE_STARTS = [
  '', '', '', '# ', '## ', '###### ', '- ', '* ', '+ ', '1. ', '2) ', '> ', '> > ', '- [ ] ', '- [x] ', '* [X] ', '  - ', '    ',
  '| ', '[ref]: /u\n', '[^1]: ', '[^note]: ', '```\n', '~~~\n', '---\n', '***\n', '===\n', ':-\n', '-:|\n', '<div>\n', '<!--\n',
  '\t', '1. [ ] ',
  '[a\\]b]: /u\n', '[&amp;]: /x\n', '[^a&#64;b]: ', '[x\ny]: /z\n', '- [x] **Bold** ', '- [ ]\t', '> - [x] ', '- [x]',
  'Setext\nmore\n', '#', '  > ',
];

function randomMarkdown(rand: () => number): string {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)] as T;
  const out: string[] = [];
  if (rand() < 0.1) out.push(rand() < 0.5 ? '---\ntitle: x\n---\n' : '+++\na = 1\n+++\n');
  const lines = 1 + Math.floor(rand() * 8);
  for (let l = 0; l < lines; l++) {
    out.push(pick(LINE_STARTS));
    const n = Math.floor(rand() * 14);
    for (let i = 0; i < n; i++) out.push(pick(TOKENS), rand() < 0.5 ? ' ' : '');
    out.push(rand() < 0.15 ? '\r\n' : rand() < 0.4 ? '\n\n' : '\n');
  }
  return out.join('');
}

describe('prose from micromark events equals the mdast route', () => {
  it('for every fixture and the bench document', () => {
    const texts = readdirSync(FIXTURES).map((name) => readFileSync(join(FIXTURES, name), 'utf8'));
    for (const text of [...texts, benchDocument()]) {
      assert.deepEqual(proseBlocksFromEvents(text), proseBlocks(text, parseMarkdown(text)));
      assert.deepEqual(plain(parseProse(text)), plain(parseProseWhole(text)));
    }
  });

  it('on a seeded random corpus of tricky Markdown (one parse, and by regions)', function () {
    this.timeout(300_000);
    const rand = seededRandom(1717);
    for (let i = 0; i < 800; i++) {
      const text = randomMarkdown(rand);
      assert.deepEqual(proseBlocksFromEvents(text), proseBlocks(text, parseMarkdown(text)), JSON.stringify(text));
      assert.deepEqual(plain(parseProse(text)), plain(parseProseWhole(text)), JSON.stringify(text));
    }
  });

  it('by regions, with CRLF fences, lone CRs and encoded definition labels (cases the region parse once missed)', () => {
    const texts = [
      '```\r\nWWW.\n\n\\',
      '```\r\ncode\r\n\r\nstill code\r\n```\r\n\r\nProse after the fence.\r\n',
      '~~~\r\nunclosed fence\r\n\r\nruns to the end www.example.com\r\n',
      '```\r\n\n@',
      'Old Mac lines\r```\rcode\r\rstill code\r```\r\rProse.\n\nMore prose.',
      // Definitions are handed to other regions with their labels as written, not decoded.
      '[&amp;]: /x\n[&]\n\nA reference to [&amp;] here.',
      '[^a&#64;b] calls a footnote.\n\n[^a&#64;b]: defined with a reference in its label.',
    ];
    for (const text of texts) {
      assert.deepEqual(plain(parseProse(text)), plain(parseProseWhole(text)), JSON.stringify(text));
      const doc = new ProseDocument();
      doc.update('Some prose first.\n\nAnd a second paragraph.\n');
      assert.deepEqual(plain(doc.update(text)), plain(parseProseWhole(text)), JSON.stringify(text));
      const edited = `${text.slice(0, 4)}x${text.slice(4)}`;
      assert.deepEqual(plain(doc.update(edited)), plain(parseProseWhole(edited)), JSON.stringify(edited));
    }
  });
});
