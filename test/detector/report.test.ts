import assert from 'node:assert/strict';
import { parseProse } from '../../src/text/index';
import { detect, DETECT_STAGES, detectAsync, detectSteps, defaultCalibration } from '../../src/detector/index';
import { modelCount } from '../../src/detector/model';
import type { Calibration, DetectionReport, DetectProgress } from '../../src/detector/index';
import { detectionReportSchema } from '../../src/contract/detections';
import { PLAIN_HUMAN, PLAIN_HUMAN_2, STOCK_AI, words } from './texts';

const withoutTime = (r: DetectionReport): Omit<DetectionReport, 'elapsed_ms'> => {
  const { elapsed_ms: _elapsed, ...rest } = r;
  return rest;
};

const logit = (p: number): number => Math.log(p / (1 - p));

/** The committed calibration with fixed readings: whole text `text`, every paragraph `paragraph`. */
function fixedReadings(text: number, paragraph: number): Calibration {
  return {
    ...defaultCalibration,
    stack: {
      text: { lr: 0, nb: 0, ng: 0, ch: 0, chLen: 0, bias: logit(text) },
      paragraph: { lr: 0, nb: 0, ng: 0, ch: 0, chLen: 0, bias: logit(paragraph) },
    },
  };
}

describe('detector report', () => {
  it('has the version 2 shape the contract accepts', () => {
    const text = `${STOCK_AI}\n\n${PLAIN_HUMAN}`;
    const r = detect(parseProse(text));
    assert.equal(r.version, 2);
    assert.equal(r.models, modelCount(defaultCalibration));
    // A calibration that weighs no classifier says so.
    assert.equal(detect(parseProse(text), { calibration: fixedReadings(0.5, 0.5) }).models, 0);
    assert.ok(Number.isInteger(r.elapsed_ms) && r.elapsed_ms >= 0);
    assert.ok(r.score >= 0 && r.score <= 1);
    assert.ok(['human', 'mixed', 'ai'].includes(r.verdict));
    assert.ok(r.signals.length >= 8, `only ${r.signals.length} signals`);
    for (const s of r.signals) {
      assert.ok(s.key && s.label && s.unit, s.key);
      assert.ok(['ai', 'human', 'neutral'].includes(s.lean), s.key);
      assert.ok(s.reliability >= 0 && s.reliability <= 1, s.key);
      assert.ok(s.human_percentile >= 0 && s.human_percentile <= 100, s.key);
      assert.ok(Number.isFinite(s.value) && Number.isFinite(s.human) && Number.isFinite(s.ai), s.key);
      assert.ok(s.evidence.length <= 25, s.key);
    }
    const parsed = detectionReportSchema.safeParse(JSON.parse(JSON.stringify(r)));
    assert.ok(parsed.success, JSON.stringify(parsed.error?.issues));
    assert.equal(r.words, parseProse(text).proseWordCount);
  });

  it('gives the same report for the same text', () => {
    const text = `# Title\n\n${STOCK_AI}\n\n${PLAIN_HUMAN}\n\n- ${PLAIN_HUMAN_2}\n`;
    const a = detect(parseProse(text));
    const b = detect(parseProse(text));
    const model = parseProse(text);
    const c = detect(model);
    const d = detect(model);
    assert.deepEqual(withoutTime(a), withoutTime(b));
    assert.deepEqual(withoutTime(c), withoutTime(d));
    assert.deepEqual(withoutTime(a), withoutTime(c));
  });

  it('reads stock chat-model prose as ai and plain prose as human', () => {
    const ai = detect(parseProse(`${STOCK_AI}\n\n${STOCK_AI.replace('Ultimately', 'Overall')}`));
    assert.equal(ai.verdict, 'ai');
    const human = detect(parseProse(`${PLAIN_HUMAN}\n\n${PLAIN_HUMAN_2}`));
    assert.equal(human.verdict, 'human');
  });

  it('counts prose words, sentences and their mean', () => {
    const text = 'One two three four. Five six.\n\n```\nnot prose here\n```\n\nSeven eight nine ten eleven twelve.';
    const r = detect(parseProse(text));
    assert.equal(r.words, 12);
    assert.equal(r.sentences, 3);
    assert.equal(r.mean_sentence_words, 4);
  });
});

describe('detector verdict rules', () => {
  it('is insufficient under 40 prose words and still gives a numeric score', () => {
    const short = detect(parseProse(`${words(39)}.`));
    assert.equal(short.words, 39);
    assert.equal(short.verdict, 'insufficient');
    assert.equal(typeof short.score, 'number');
    assert.ok(short.score >= 0 && short.score <= 1);
    assert.equal(short.basis, 'whole_text');
    assert.equal(short.whole_text_score, undefined);

    const enough = detect(parseProse(`${words(40)}.`));
    assert.equal(enough.words, 40);
    assert.notEqual(enough.verdict, 'insufficient');
  });

  it('does not count code toward the 40 words', () => {
    const text = `${words(30)}.\n\n\`\`\`\n${words(50)}\n\`\`\`\n`;
    const r = detect(parseProse(text));
    assert.equal(r.words, 30);
    assert.equal(r.verdict, 'insufficient');
  });

  it('gives paragraphs under 20 words a null score and verdict', () => {
    const text = `${words(19)}.\n\n${words(20, 3)}.\n\n${words(30, 5)}.`;
    const r = detect(parseProse(text));
    assert.equal(r.paragraphs.length, 3);
    assert.deepEqual(
      r.paragraphs.map((p) => p.words),
      [19, 20, 30],
    );
    assert.equal(r.paragraphs[0]?.score, null);
    assert.equal(r.paragraphs[0]?.verdict, null);
    for (const p of r.paragraphs.slice(1)) {
      assert.equal(typeof p.score, 'number');
      assert.ok(['human', 'mixed', 'ai'].includes(p.verdict as string));
    }
  });

  it('lets the paragraphs decide when every scored paragraph reads human', () => {
    const text = `${PLAIN_HUMAN}\n\nShort heading words here.\n\n${PLAIN_HUMAN_2}`;
    const r = detect(parseProse(text), { calibration: fixedReadings(0.7, 0.1) });
    assert.equal(r.basis, 'paragraphs');
    assert.equal(r.verdict, 'human');
    assert.equal(r.whole_text_score, 0.7);
    assert.equal(r.score, 0.1);
    assert.equal(r.paragraphs[1]?.score, null);
  });

  it('weights the paragraph scores by their words', () => {
    const text = `${PLAIN_HUMAN}\n\n${PLAIN_HUMAN_2} ${PLAIN_HUMAN_2}`;
    const r = detect(parseProse(text));
    assert.equal(r.basis, 'paragraphs');
    const scored = r.paragraphs.filter((p) => p.score !== null);
    const expected = scored.reduce((s, p) => s + (p.score as number) * p.words, 0) / scored.reduce((s, p) => s + p.words, 0);
    assert.ok(Math.abs(r.score - expected) < 1e-4, `${r.score} vs ${expected}`);
    assert.equal(typeof r.whole_text_score, 'number');
  });

  it('keeps the whole text when it reads 0.9 or above', () => {
    const text = `${PLAIN_HUMAN}\n\n${PLAIN_HUMAN_2}`;
    const r = detect(parseProse(text), { calibration: fixedReadings(0.95, 0.1) });
    assert.equal(r.basis, 'whole_text');
    assert.equal(r.verdict, 'ai');
    assert.equal(r.score, 0.95);
    assert.equal(r.whole_text_score, undefined);
  });

  it('keeps the whole text when a scored paragraph does not read human', () => {
    const text = `${PLAIN_HUMAN}\n\n${PLAIN_HUMAN_2}`;
    const r = detect(parseProse(text), { calibration: fixedReadings(0.2, 0.5) });
    assert.equal(r.basis, 'whole_text');
    assert.equal(r.score, 0.2);
    assert.equal(r.verdict, 'human');
    assert.deepEqual(
      r.paragraphs.map((p) => p.verdict),
      ['mixed', 'mixed'],
    );
  });

  it('keeps the whole text when no paragraph is scored', () => {
    const text = `${words(15)}.\n\n${words(15, 2)}.\n\n${words(15, 4)}.`;
    const r = detect(parseProse(text), { calibration: fixedReadings(0.7, 0.1) });
    assert.equal(r.words, 45);
    assert.equal(r.basis, 'whole_text');
    assert.equal(r.verdict, 'ai');
  });

  it('handles a text without prose', () => {
    const r = detect(parseProse('```\nconst x = 1;\n```\n'));
    assert.equal(r.words, 0);
    assert.equal(r.sentences, 0);
    assert.equal(r.verdict, 'insufficient');
    assert.deepEqual(r.paragraphs, []);
    assert.deepEqual(JSON.parse(JSON.stringify(r)), r, 'no NaN or undefined values');
  });
});

describe('detector stages', () => {
  it('reports progress stage by stage and returns the same report as detect', () => {
    const model = parseProse(`${STOCK_AI}\n\n${PLAIN_HUMAN}\n\n${PLAIN_HUMAN_2}`);
    const steps = detectSteps(model);
    const seen: DetectProgress[] = [];
    let report: DetectionReport | undefined;
    for (;;) {
      const r = steps.next();
      if (r.done) {
        report = r.value;
        break;
      }
      seen.push(r.value);
    }
    assert.ok(report);
    assert.deepEqual(withoutTime(report), withoutTime(detect(model)));
    const order = seen.map((p) => DETECT_STAGES.indexOf(p.stage));
    assert.deepEqual(order, [...order].sort((a, b) => a - b), 'stages in order');
    assert.deepEqual([...new Set(seen.map((p) => p.stage))], [...DETECT_STAGES]);
    for (const p of seen) assert.ok(p.done <= p.total && p.done >= 0);
    assert.ok(seen.length <= 20, 'few enough steps to pace');
  });

  it('runs asynchronously with pauses and can be aborted', async () => {
    const model = parseProse(`${STOCK_AI}\n\n${PLAIN_HUMAN}`);
    const progress: string[] = [];
    let pauses = 0;
    const r = await detectAsync(model, {
      onProgress: (p) => progress.push(p.stage),
      pause: async () => {
        pauses++;
        await new Promise((resolve) => setImmediate(resolve));
      },
    });
    assert.deepEqual(withoutTime(r), withoutTime(detect(model)));
    assert.equal(pauses, progress.length);
    assert.equal(progress[0], 'segment');

    const ctl = new AbortController();
    await assert.rejects(
      detectAsync(model, {
        onProgress: (p) => {
          if (p.stage === 'signals') ctl.abort(new Error('stop'));
        },
        signal: ctl.signal,
      }),
      /stop/,
    );
  });

  it('measures compute time, not pauses, unless told when the work started', async () => {
    let clock = 0;
    const now = (): number => clock;
    const model = parseProse(`${STOCK_AI}\n\n${PLAIN_HUMAN}`);
    const busy = await detectAsync(model, { now, pause: () => ((clock += 100), Promise.resolve()) });
    assert.equal(busy.elapsed_ms, 0);
    clock = 0;
    const wall = await detectAsync(model, { now, startedAt: 0, pause: () => ((clock += 100), Promise.resolve()) });
    assert.ok(wall.elapsed_ms >= 500, String(wall.elapsed_ms));
  });
});
