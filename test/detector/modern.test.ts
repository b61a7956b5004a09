import assert from 'node:assert/strict';
import { parseProse } from '../../src/text/index';
import { detect } from '../../src/detector/index';
import { findFrames, triadOpensPhrase } from '../../src/detector/frames';
import { reportBlocks } from '../../src/detector/blocks';
import { documentScore } from '../../src/detector/rules';
import { defaultCalibration as cal } from '../../src/detector/calibration';
import { analyze } from '../../src/detector/analysis';
import { blockKeys, NgramReader, ngramCounts, ngramLogit, normalized, spaceOf } from '../../src/detector/ngrams';
import { ASSISTANT_ANSWER, MOSTLY_HUMAN_WITH_AI_PARAGRAPH, PLAIN_HUMAN, PLAIN_HUMAN_2, cpSlice } from './texts';

function frameTexts(text: string): { contrast: string[]; triad: string[]; frame: string[] } {
  const f = findFrames(parseProse(text));
  const pick = (spans: { start: number; end: number }[]): string[] => spans.map((s) => text.slice(s.start, s.end));
  return { contrast: pick(f.contrast), triad: pick(f.triad), frame: pick(f.frame) };
}

describe('detector: frames of assistant prose', () => {
  it('finds contrast frames in their common forms', () => {
    for (const s of [
      "It's not just a tool, it's a partner in your work.",
      'This is not about speed; it is about trust.',
      'The plan is not only cheaper but also faster to build.',
      "Leadership isn't about titles — it's about the people you serve.",
      'Success is less about talent and more about habits.',
      // Capitals, typographic apostrophes and the rarer forms pass the quick pre-tests too.
      'IT’S NOT A TOOL, IT’S A PARTNER.',
      'They were not rivals, they are friends.',
      'Wasn’t it only luck, it’s skill.',
      'We left not because of the rain, but because of the cold.',
    ]) {
      assert.equal(frameTexts(s).contrast.length, 1, s);
    }
    assert.deepEqual(frameTexts('I did not go, but my sister did.').contrast, []);
  });

  it('finds rule-of-three lists in running prose, not in list items', () => {
    assert.deepEqual(frameTexts('Good docs are clear, concise, and actionable for every reader.').triad, ['clear, concise, and actionable']);
    assert.deepEqual(frameTexts('- clear, concise, and actionable\n- short').triad, []);
    // The comma that closes an opening phrase is not a list comma (the rewriter shares the rule).
    assert.deepEqual(frameTexts('Beyond that, in many industries and careers, collaboration and teamwork are essential.').triad, []);
    assert.deepEqual(frameTexts('For more than 60 years, caring and concerned people have helped us.').triad, []);
    assert.deepEqual(frameTexts('In short, we value speed, clarity, and care.').triad, ['speed, clarity, and care']);
  });

  it('reads the clause before a list from its last punctuation mark, as splitting the text did', () => {
    const lastClause = (before: string): string => before.split(/[,.;:!?]/u).pop() ?? '';
    const cases: Array<[string, boolean]> = [
      ['', false],
      ['In many industries and careers', true],
      ['We met. In the end', true],
      ['Beyond that, in many places', true],
      ['We keep cats and ', true],
      ['Why? We value ', false],
      ['a;b:c!d?e, for', true],
      ['For the first time, we value ', false],
      ['x.  ', false],
    ];
    for (const [before, opens] of cases) {
      assert.equal(triadOpensPhrase(before), opens, JSON.stringify(before));
      assert.equal(triadOpensPhrase(before), triadOpensPhrase(lastClause(before)), JSON.stringify(before));
    }
  });

  it('counts an opener only at the start of the text and closers only at its end', () => {
    const t = frameTexts("Sure! Here's the plan.\n\nWe start on Monday. Here's the map.\n\nLet me know if you want changes.");
    assert.deepEqual(t.frame, ['Sure', 'Let me know if']);
    assert.deepEqual(frameTexts('We met at noon.\n\nSure, it rained.').frame, []);
  });
});

describe('detector: Markdown structure', () => {
  it('reads a list as one block, so short items are not left unread', () => {
    const text = '# Steps\n\n- Buy the paint\n- Tape the edges of the room\n- Paint two thin coats\n- Let it dry overnight\n- Remove the tape slowly\n';
    const model = parseProse(text);
    assert.equal(reportBlocks(model).length, 2);
    const r = detect(model);
    assert.equal(r.paragraphs.length, 2);
    const list = r.paragraphs[1];
    assert.ok(list);
    assert.equal(list.words, 21);
    assert.notEqual(list.score, null, 'a 21-word list is scored as one block');
    assert.equal(cpSlice(text, list.start, list.end), 'Buy the paint\n- Tape the edges of the room\n- Paint two thin coats\n- Let it dry overnight\n- Remove the tape slowly');
  });

  it('records bold lead-ins and evidence for them', () => {
    const r = detect(parseProse(ASSISTANT_ANSWER));
    const lead = r.signals.find((s) => s.key === 'bold_lead_ins');
    assert.ok(lead);
    assert.equal(lead.evidence.length, 4);
    assert.equal(cpSlice(ASSISTANT_ANSWER, lead.evidence[0]!.start, lead.evidence[0]!.end), 'Prepare early:');
    const dashes = r.signals.find((s) => s.key === 'em_dashes');
    assert.ok(dashes && dashes.evidence.length >= 4);
  });
});

describe('detector: readings of modern AI text', () => {
  it('flags an answer in today\'s assistant style', () => {
    const r = detect(parseProse(ASSISTANT_ANSWER));
    assert.ok(r.verdict === 'ai' || r.verdict === 'mixed', `${r.verdict} ${r.score}`);
    assert.ok(r.score >= 0.5, String(r.score));
  });

  it('does not let a document read human when a long AI paragraph holds a large share of it', () => {
    const r = detect(parseProse(MOSTLY_HUMAN_WITH_AI_PARAGRAPH));
    const ai = r.paragraphs.find((p) => p.verdict === 'ai');
    assert.ok(ai, 'the generated paragraph reads ai');
    assert.equal(r.basis, 'whole_text');
    assert.notEqual(r.verdict, 'human', `document reads ${r.verdict} ${r.score}`);
  });

  it('still reads plain human prose as human', () => {
    const r = detect(parseProse(`${PLAIN_HUMAN}\n\n${PLAIN_HUMAN_2}`));
    assert.equal(r.verdict, 'human');
  });
});

describe('detector: the document score of mixed documents', () => {
  const block = (words: number, score: number | null): { words: number; score: number | null; verdict: 'ai' | 'mixed' | 'human' | null } => ({
    words,
    score,
    verdict: score === null ? null : score >= 0.65 ? 'ai' : score >= 0.35 ? 'mixed' : 'human',
  });

  it('keeps the whole-text reading when no block reads ai', () => {
    assert.equal(documentScore(0.1, [block(100, 0.2), block(100, 0.5)]), 0.1);
  });

  it('keeps the whole-text reading when ai blocks hold a small share', () => {
    assert.equal(documentScore(0.1, [block(15, 0.9), block(200, 0.1)]), 0.1);
    assert.equal(documentScore(0.1, [block(100, 0.85), block(300, 0.1)]), 0.1);
    assert.equal(documentScore(0.1, [block(20, 0.99), block(300, 0.1)]), 0.1);
  });

  it('raises the score to mixed, not ai, from a tenth of the prose in blocks read 0.9 or more', () => {
    // One blatant paragraph of 110 words in a 700-word human post (the example).
    const one = documentScore(0.01, [block(110, 0.99), block(300, 0.02), block(290, 0.01)]);
    assert.ok(one >= 0.35 && one < 0.65, String(one));
    // Just under a third, all of it sure: still mixed.
    const most = documentScore(0.01, [block(99, 0.99), block(201, 0.01)]);
    assert.ok(most >= 0.35 && most < 0.65, String(most));
  });

  it('raises the score to mixed from a third of the prose, and to ai from half', () => {
    const third = documentScore(0.05, [block(100, 0.95), block(200, 0.05)]);
    assert.ok(third >= 0.35 && third < 0.65, String(third));
    const half = documentScore(0.05, [block(200, 0.95), block(200, 0.05)]);
    assert.ok(half >= 0.65, String(half));
  });

  it('never lowers a higher whole-text reading and ignores unscored blocks', () => {
    assert.equal(documentScore(0.8, [block(100, 0.7), block(100, 0.1), block(500, null)]), 0.8);
  });
});

describe('detector: word analysis', () => {
  it('reads every word lowercase with plain apostrophes, whether it was met before or not', () => {
    const vocab = { aiWords: new Map<string, number>(), nbWeights: new Map<string, number>() };
    const texts = [
      'It\u2019s the Plan. THE plan, it\u2019s it\u2019s it\u2019s; Don\u2019t don\u2019t DON\u2019T.',
      'Istanbul \u0130stanbul \u0130S big, the the THE.', // a dotted capital I lowercases to two units
      '\u03a3\u039f\u03a6\u0399\u0391 and \u03c3\u03bf\u03c6\u03b9\u03b1.',
    ];
    for (const text of texts) {
      const model = parseProse(text);
      const expected = model.words.map((w) => text.slice(w.start, w.end).toLowerCase().replace(/\u2019/g, "'"));
      // Twice: the second read finds every word already known.
      assert.deepEqual(analyze(model, vocab).lower, expected, text);
      assert.deepEqual(analyze(model, vocab).lower, expected, text);
    }
  });
});

describe('detector: the n-gram reader', () => {
  it('reads blocks exactly as the training vectors do', () => {
    const model = parseProse(ASSISTANT_ANSWER);
    const a = analyze(model, { aiWords: new Map(), nbWeights: new Map() });
    const keys = model.paragraphs.map((p) => blockKeys(model, a.lower, p, spaceOf(cal.ngram)));
    const reader = new NgramReader(cal.ngram);
    for (const [from, to] of [
      [0, 1],
      [2, 5],
      [0, model.paragraphs.length],
    ] as const) {
      const expected = ngramLogit(normalized(ngramCounts(model, a.lower, from, to, spaceOf(cal.ngram))), cal.ngram);
      assert.ok(Math.abs(reader.logit(keys, from, to) - expected) < 1e-9, `blocks ${from}..${to}`);
    }
  });

  it('keys a block of any length as the training counts do', () => {
    const long = Array.from({ length: 300 }, (_, i) => `word${i % 7 === 0 ? i : ''} and, more`).join(' ');
    const text = `Short one.\n\n${long}\n\nShort again.`;
    const model = parseProse(text);
    const a = analyze(model, { aiWords: new Map(), nbWeights: new Map() });
    const space = spaceOf(cal.ngram);
    model.paragraphs.forEach((p, i) => {
      const counts = new Map<number, number>();
      for (const k of blockKeys(model, a.lower, p, space)) counts.set(k, (counts.get(k) ?? 0) + 1);
      assert.deepEqual(counts, ngramCounts(model, a.lower, i, i + 1, space), `block ${i}`);
    });
  });

  it('counts an n-gram past 255 occurrences, and forgets every count after a read', () => {
    const run = (key: number, times: number): number[] => new Array<number>(times).fill(key);
    const keys = [Int32Array.from([...run(5, 300), ...run(7, 255), ...run(9, 254), 11]), Int32Array.from([...run(5, 700), 13])];
    const counts = new Map<number, number>();
    for (const k of keys) for (const j of k) counts.set(j, (counts.get(j) ?? 0) + 1);
    const expected = ngramLogit(normalized(counts), cal.ngram);
    const reader = new NgramReader(cal.ngram);
    assert.ok(Math.abs(reader.logit(keys, 0, 2) - expected) < 1e-9);
    // The same read again, and a small one after it, read as by a fresh reader.
    assert.equal(reader.logit(keys, 0, 2), new NgramReader(cal.ngram).logit(keys, 0, 2));
    const small = [Int32Array.from([5, 7, 9, 5])];
    assert.equal(reader.logit(small, 0, 1), new NgramReader(cal.ngram).logit(small, 0, 1));
  });
});
