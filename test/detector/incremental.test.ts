import assert from 'node:assert/strict';
import { seededRandom as mulberry32 } from '../../src/client';
import { detect, IncrementalDetector } from '../../src/detector';
import { parseProse } from '../../src/text';
import { benchDocument } from '../../bench/detector';

const clock = { now: () => 0 };

const INSERTS = [
  ' Additionally, it is important to note that',
  '\n\n',
  ' delve',
  '- a new item that is long enough to matter in a list\n',
  '\n\nI hope this helps! Let me know if you want more.',
  '**Key point:** ',
  '—',
  'x',
];

describe('incremental detector', () => {
  it('gives the report of a full detect after every edit of a long document (seeded)', () => {
    const rand = mulberry32(3);
    let text = benchDocument(12_000);
    const reader = new IncrementalDetector();
    assert.deepEqual(reader.read(text, clock).report, detect(parseProse(text), clock));
    for (let e = 0; e < 40; e++) {
      const at = Math.floor(rand() * text.length);
      const del = rand() < 0.4 ? Math.floor(rand() * 30) : 0;
      const insert = rand() < 0.8 ? (INSERTS[Math.floor(rand() * INSERTS.length)] as string) : '';
      text = text.slice(0, at) + insert + text.slice(at + del);
      const read = reader.read(text, clock);
      assert.deepEqual(read.report, detect(parseProse(text), clock), `edit ${e}`);
    }
  });

  it('scores again only the block an edit touched, and its neighbours at the ends of the text', () => {
    const text = benchDocument();
    const reader = new IncrementalDetector();
    reader.read(text, clock);
    const at = text.indexOf('Was it worth it?');
    const edited = `${text.slice(0, at)}Was it ever worth it?${text.slice(at + 'Was it worth it?'.length)}`;
    const read = reader.read(edited, clock);
    assert.equal(read.parsedRegions, 1);
    assert.equal(read.scoredBlocks, 1);
    assert.deepEqual(read.report, detect(parseProse(edited), clock));
  });

  it('reads a block again when only the character before it changes (a hyphen at its start)', () => {
    const reader = new IncrementalDetector();
    const tail = '\n\nThe rest of the text goes on for a while, with enough words to be read as prose here.\n';
    const texts = ['# - a heading that opens with a spaced hyphen' + tail, '#\t- a heading that opens with a spaced hyphen' + tail];
    for (const text of [...texts, ...texts]) assert.deepEqual(reader.read(text, clock).report, detect(parseProse(text), clock));
  });

  it('gives the full report for text with a capital sigma, whose lowercase depends on its neighbours', () => {
    const reader = new IncrementalDetector();
    const texts = ['ΟΔΟΣ and more words here.\n\nΑ second paragraph, not just this, but that.\n', 'ΟΔΟΣ.Α and more words here.\n\nΑ second paragraph, not just this, but that.\n'];
    for (const text of [...texts, ...texts]) assert.deepEqual(reader.read(text, clock).report, detect(parseProse(text), clock));
  });

  it('keeps a paragraph\'s analysis across an edit elsewhere and still matches a full read', () => {
    const text = benchDocument(8000);
    const reader = new IncrementalDetector();
    reader.read(text, clock);
    const at = text.indexOf('Was it worth it?');
    const edited = `${text.slice(0, at)}Not just this, but that. Clear, concise, and actionable — or not? ${text.slice(at)}`;
    assert.deepEqual(reader.read(edited, clock).report, detect(parseProse(edited), clock));
    assert.deepEqual(reader.read(text, clock).report, detect(parseProse(text), clock));
  });
});
