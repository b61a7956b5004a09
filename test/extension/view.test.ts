import assert from 'node:assert/strict';
import { toReportView, statusText, paragraphHover, statusTooltip } from '../../src/extension/check/model/reportView';
import { trackMarks } from '../../src/extension/check/model/markTracking';
import type { DetectionReport } from '../../src/contract';

function report(over: Partial<DetectionReport> = {}): DetectionReport {
  return {
    version: 2,
    score: 0.8,
    verdict: 'ai',
    words: 60,
    sentences: 4,
    mean_sentence_words: 15,
    paragraphs: [],
    signals: [],
    models: 2,
    elapsed_ms: 3,
    basis: 'whole_text',
    ...over,
  } as DetectionReport;
}

describe('report view', () => {
  it('maps code-point offsets after emoji and CRLF to UTF-16 document offsets', () => {
    const sent = '😀😀 Intro line.\r\nWe delve into it.';
    const origin = 100; // the selection starts mid-document
    const cps = [...sent];
    const delveCp = cps.join('').indexOf('delve'); // UTF-16 index
    const delveStartCp = [...sent.slice(0, delveCp)].length;
    const r = report({
      paragraphs: [{ start: 0, end: cps.length, words: 25, score: 0.9, verdict: 'ai' }],
      signals: [
        {
          key: 'ai_vocabulary', label: 'AI vocabulary', value: 4, unit: 'per 100 words', human: 0.5, ai: 3,
          lean: 'ai', human_percentile: 99, reliability: 0.8, evidence: [{ start: delveStartCp, end: delveStartCp + 5 }],
        },
        {
          key: 'contractions', label: 'Contractions', value: 1, unit: 'per 100 words', human: 1, ai: 0,
          lean: 'human', human_percentile: 50, reliability: 0.5, evidence: [{ start: 0, end: 2 }],
        },
      ],
    });
    const view = toReportView(r, sent, origin);
    const doc = ' '.repeat(origin) + sent;
    assert.equal(view.evidence.length, 1, 'only AI-leaning signals give evidence');
    const e = view.evidence[0]!;
    assert.equal(doc.slice(e.start, e.end), 'delve');
    assert.equal(view.paragraphs[0]!.end, origin + sent.length);
    assert.equal(view.paragraphs[0]!.signals[0]!.hits, 1);
    assert.match(e.message, /AI vocabulary: 4 per 100 words here; typical human 0\.500, typical AI 3/);
  });

  it('says insufficient and too-short paragraphs plainly', () => {
    const view = toReportView(
      report({ verdict: 'insufficient', words: 12, score: 0.2, paragraphs: [{ start: 0, end: 10, words: 12, score: null, verdict: null }] }),
      'x'.repeat(10),
      0,
    );
    assert.equal(statusText(view), 'Redraft: too short to judge (12 words, 40 needed)');
    assert.match(paragraphHover(view.paragraphs[0]!), /too short to score \(12 words; 20 needed\)/);
    assert.match(statusTooltip(view), /under 20 words are too short/);
  });

  it('shows the basis when paragraphs decided', () => {
    const view = toReportView(report({ verdict: 'human', score: 0.2, basis: 'paragraphs', whole_text_score: 0.7 }), '', 0);
    assert.equal(statusText(view), 'Redraft: Human 20% (by paragraphs)');
    assert.match(statusTooltip(view), /whole text alone reads 70%/);
  });

  it('lists AI-leaning signals with value, typical values and reliability in the hover', () => {
    const view = toReportView(
      report({
        paragraphs: [{ start: 0, end: 5, words: 30, score: 0.7, verdict: 'ai' }],
        signals: [{ key: 'k', label: 'Sentence-length variation', value: 0.21, unit: 'cv', human: 0.55, ai: 0.3, lean: 'ai', human_percentile: 4, reliability: 0.62, evidence: [] }],
      }),
      'hello',
      0,
    );
    const hover = paragraphHover(view.paragraphs[0]!);
    assert.match(hover, /reads \*\*ai\*\* \(AI likelihood 70%\)/);
    assert.match(hover, /\| Sentence-length variation \| 0\.210 cv \| 0\.550 \| 0\.300 \| 62% \|/);
  });
});

describe('mark tracking', () => {
  const marks = [
    { start: 0, end: 5, id: 'a' },
    { start: 10, end: 15, id: 'b' },
    { start: 20, end: 25, id: 'c' },
  ];
  it('shifts marks after an edit and keeps those before', () => {
    const out = trackMarks(marks, [{ rangeOffset: 7, rangeLength: 0, text: 'xyz ' }]);
    assert.deepEqual(out.map((m) => [m.id, m.start, m.end]), [['a', 0, 5], ['b', 14, 19], ['c', 24, 29]]);
  });
  it('drops marks an edit touches', () => {
    const out = trackMarks(marks, [{ rangeOffset: 12, rangeLength: 2, text: '' }]);
    assert.deepEqual(out.map((m) => [m.id, m.start, m.end]), [['a', 0, 5], ['c', 18, 23]]);
  });
  it('drops a mark when letters are typed against it, keeps it for spaces', () => {
    assert.deepEqual(trackMarks(marks, [{ rangeOffset: 5, rangeLength: 0, text: 's' }]).map((m) => m.id), ['b', 'c']);
    assert.deepEqual(trackMarks(marks, [{ rangeOffset: 5, rangeLength: 0, text: ' ' }]).map((m) => m.id), ['a', 'b', 'c']);
    assert.deepEqual(trackMarks(marks, [{ rangeOffset: 10, rangeLength: 0, text: 'un' }]).map((m) => m.id), ['a', 'c']);
  });
  it('applies several changes of one event against the old document', () => {
    const out = trackMarks(marks, [
      { rangeOffset: 6, rangeLength: 1, text: 'abc' },
      { rangeOffset: 17, rangeLength: 2, text: '' },
    ]);
    assert.deepEqual(out.map((m) => [m.id, m.start, m.end]), [['a', 0, 5], ['b', 12, 17], ['c', 20, 25]]);
  });
});
