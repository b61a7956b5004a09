import assert from 'node:assert/strict';
import { parseProse } from '../../src/text/index';
import { detect } from '../../src/detector/index';
import type { DetectionReport, Range } from '../../src/detector/index';
import { cpSlice, PLAIN_HUMAN, STOCK_AI } from './texts';

/** Every range of a report: paragraphs and evidence. */
function allRanges(r: DetectionReport): Array<{ where: string; range: Range }> {
  return [
    ...r.paragraphs.map((p, i) => ({ where: `paragraph ${i}`, range: p })),
    ...r.signals.flatMap((s) => s.evidence.map((e) => ({ where: s.key, range: e }))),
  ];
}

/** Prose spans of the text in code points. */
function proseSpans(text: string): Range[] {
  const m = parseProse(text);
  return m.spans.map((s) => ({ start: m.offsets.toCodePoint(s.start), end: m.offsets.toCodePoint(s.end) }));
}

const inside = (r: Range, spans: Range[]): boolean => spans.some((s) => r.start >= s.start && r.end <= s.end);

const MARKDOWN = [
  '---',
  'title: additionally crucial leverage',
  '---',
  '',
  '# Furthermore, a heading 🎉',
  '',
  STOCK_AI.replace('digital platforms', 'digital `moreover furthermore` platforms'),
  '',
  '```',
  'Additionally, it is crucial to leverage multifaceted synergies. Furthermore, moreover.',
  '```',
  '',
  '    Additionally indented code is crucial and multifaceted.',
  '',
  '| Additionally | crucial |',
  '|---|---|',
  '| leverage | multifaceted |',
  '',
  '<div>Additionally crucial multifaceted</div>',
  '',
  `> ${PLAIN_HUMAN} See [the page](https://example.com/additionally-crucial) 🚀 now.`,
  '',
  '- Moreover, this list item leverages innovative and transformative tools to foster resilience.',
  '',
].join('\n');

describe('detector offsets', () => {
  it('keeps every range inside the text and on prose only', () => {
    const r = detect(parseProse(MARKDOWN));
    const cpLength = [...MARKDOWN].length;
    const prose = proseSpans(MARKDOWN);
    const ranges = allRanges(r);
    assert.ok(ranges.length > 10);
    for (const { where, range } of ranges) {
      assert.ok(Number.isInteger(range.start) && Number.isInteger(range.end), where);
      assert.ok(range.start >= 0 && range.end <= cpLength && range.start < range.end, `${where}: ${JSON.stringify(range)}`);
    }
    for (const { where, range } of ranges.filter((x) => !x.where.startsWith('paragraph'))) {
      assert.ok(inside(range, prose), `${where} ${JSON.stringify(range)} "${cpSlice(MARKDOWN, range.start, range.end)}" is not prose`);
    }
    // Paragraph ranges start and end on prose.
    for (const p of r.paragraphs) {
      assert.ok(inside({ start: p.start, end: p.start + 1 }, prose));
      assert.ok(inside({ start: p.end - 1, end: p.end }, prose));
    }
  });

  it('finds no evidence in code, tables, HTML, front matter or link destinations', () => {
    const r = detect(parseProse(MARKDOWN));
    const cps = [...MARKDOWN];
    const forbidden = [
      MARKDOWN.indexOf('title:'),
      MARKDOWN.indexOf('```\nAdditionally'),
      MARKDOWN.indexOf('    Additionally'),
      MARKDOWN.indexOf('| Additionally'),
      MARKDOWN.indexOf('<div>'),
      MARKDOWN.indexOf('https://'),
      MARKDOWN.indexOf('`moreover'),
    ].map((u) => [...MARKDOWN.slice(0, u)].length);
    const ends = [
      'leverage\n---',
      'moreover.\n```',
      'multifaceted.\n\n|',
      'multifaceted |\n',
      '</div>',
      'crucial)',
      'furthermore`',
    ].map((s) => [...MARKDOWN.slice(0, MARKDOWN.indexOf(s) + s.length)].length);
    for (const s of r.signals) {
      for (const e of s.evidence) {
        forbidden.forEach((start, i) => {
          const end = ends[i] as number;
          assert.ok(e.end <= start || e.start >= end, `${s.key} evidence "${cps.slice(e.start, e.end).join('')}" overlaps a non-prose region`);
        });
      }
    }
    const vocab = r.signals.find((s) => s.key === 'ai_vocabulary');
    assert.ok(vocab && vocab.evidence.length > 0);
    const found = vocab.evidence.map((e) => cpSlice(MARKDOWN, e.start, e.end).toLowerCase());
    assert.ok(found.includes('multifaceted'));
    assert.ok(found.some((w) => w.startsWith('leverag')));
  });

  it('orders paragraphs and keeps them disjoint', () => {
    const r = detect(parseProse(MARKDOWN));
    assert.ok(r.paragraphs.length >= 4);
    for (let i = 1; i < r.paragraphs.length; i++) {
      const a = r.paragraphs[i - 1] as Range;
      const b = r.paragraphs[i] as Range;
      assert.ok(a.end <= b.start, `paragraphs ${i - 1} and ${i} overlap or are out of order`);
    }
  });

  it('gives code-point offsets with emoji and CRLF line endings', () => {
    const text = [
      '😀 Emoji 🎉 first: we wrote this 🧪 note.',
      '',
      '🚀🚀 Additionally, the crucial 👩‍💻 part is to leverage multifaceted tools. 😀 Furthermore, we delve into it.',
      '',
      "It's a plain line 🙂 with more words so the text is long enough to read, and I don't mind. 🎈 Moreover, it is done.",
    ].join('\r\n');
    const model = parseProse(text);
    assert.ok(model.offsets.hasAstral);
    const r = detect(model);
    const vocab = r.signals.find((s) => s.key === 'ai_vocabulary');
    assert.ok(vocab);
    const got = vocab.evidence.map((e) => cpSlice(text, e.start, e.end));
    for (const w of ['Additionally', 'crucial', 'multifaceted', 'Furthermore', 'delve into', 'Moreover']) {
      assert.ok(got.includes(w), `"${w}" not in ${JSON.stringify(got)}`);
    }
    // Each range is the same text whether read by code points or through the UTF-16 mapping.
    for (const s of r.signals) {
      for (const e of s.evidence) {
        const viaUtf16 = text.slice(model.offsets.toUtf16(e.start), model.offsets.toUtf16(e.end));
        assert.equal(cpSlice(text, e.start, e.end), viaUtf16);
        assert.ok(!/^\s|\s$/.test(viaUtf16), `untrimmed evidence "${viaUtf16}"`);
        assert.ok(!viaUtf16.includes('\r'));
      }
    }
    const contractions = r.signals.find((s) => s.key === 'contractions');
    assert.deepEqual(
      contractions?.evidence.map((e) => cpSlice(text, e.start, e.end)),
      ["It's", "don't"],
    );
    const firstPerson = r.signals.find((s) => s.key === 'first_person');
    assert.deepEqual(
      firstPerson?.evidence.map((e) => cpSlice(text, e.start, e.end)),
      ['we', 'we', 'I'],
    );
    // Paragraphs begin where their first word begins.
    assert.deepEqual(
      r.paragraphs.map((p) => cpSlice(text, p.start, p.start + 2)),
      ['😀 ', '🚀🚀', "It"],
    );
    assert.ok(r.paragraphs.every((p) => !cpSlice(text, p.start, p.end).endsWith('\r')));
  });

  it('addresses a selection that starts mid-document by its own offsets', () => {
    const full = `${PLAIN_HUMAN} 🎉\n\n${STOCK_AI}`;
    const selection = full.slice(full.indexOf('In today'));
    const r = detect(parseProse(selection));
    const vocab = r.signals.find((s) => s.key === 'ai_vocabulary');
    assert.ok(vocab);
    assert.equal(cpSlice(selection, vocab.evidence[0]?.start ?? 0, vocab.evidence[0]?.end ?? 0), "In today's fast-paced");
  });

  it('bounds evidence lists', () => {
    const long = Array.from({ length: 30 }, () => STOCK_AI).join('\n\n');
    const r = detect(parseProse(long));
    for (const s of r.signals) assert.ok(s.evidence.length <= 25, `${s.key}: ${s.evidence.length}`);
    assert.equal(r.signals.find((s) => s.key === 'ai_vocabulary')?.evidence.length, 25);
  });
});
