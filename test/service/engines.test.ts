/** The stand-in engines: honest, deterministic, structure-preserving, contract-shaped. */
import assert from 'node:assert/strict';
import { detectionReportSchema } from '../../src/contract/detections';
import type { DetectionReport } from '../../src/contract/detections';
import { SimpleDetector, SimpleRewriter } from '../../src/service';
import type { Progress, ResolvedRunOptions, RewriteOutcome, RewriteStep } from '../../src/service';
import { parseProse } from '../../src/text';

function drain<S, R>(steps: Iterator<S, R, undefined>): { steps: S[]; result: R } {
  const seen: S[] = [];
  for (;;) {
    const next = steps.next();
    if (next.done) return { steps: seen, result: next.value };
    seen.push(next.value);
  }
}

const options = (formality: number, common = true): ResolvedRunOptions => ({
  persona: 'a tester',
  tone: 'plain',
  formality,
  typos_enabled: false,
  typos_per_100_words: 1,
  common_words_enabled: common,
  min_zipf: 4,
  random_plan: false,
});

const AI_LIKE =
  'Furthermore, this comprehensive approach underscores the pivotal role of robust collaboration. ' +
  'Moreover, it fosters a vibrant landscape where teams navigate intricate challenges seamlessly. ' +
  'Additionally, the framework showcases a meticulous commitment to holistic and nuanced outcomes. ' +
  'Notably, organizations leverage these insights to enhance a multifaceted and crucial tapestry of growth.';

const HUMAN_LIKE =
  "I missed the train. Again. So I walked, which took forever because it's uphill the whole way and I'd worn the wrong shoes, " +
  "the ones with the hole in the left sole that I keep meaning to fix. Didn't matter. By the time I got there the meeting " +
  "had moved rooms, nobody told me, and I sat alone for ten minutes wondering if I'd got the day wrong. I hadn't.";

describe('service: simple detector', () => {
  const detector = new SimpleDetector();
  const read = (text: string): DetectionReport => drain(detector.detect(parseProse(text)) as Iterator<Progress, DetectionReport, undefined>).result;

  it('produces a contract-valid version 2 report with progress through its stages', () => {
    const run = drain(detector.detect(parseProse(HUMAN_LIKE)) as Iterator<Progress, DetectionReport, undefined>);
    assert.deepEqual([...new Set(run.steps.map((s) => s.stage))], ['segment', 'paragraphs', 'score']);
    for (const s of run.steps) assert.ok(s.done <= s.total);
    detectionReportSchema.parse(run.result);
    assert.equal(run.result.version, 2);
  });

  it('reads LLM-flavoured prose as more AI-like than casual human prose, and is deterministic', () => {
    const ai = read(AI_LIKE);
    const human = read(HUMAN_LIKE);
    assert.ok(ai.score > human.score, `${ai.score} > ${human.score}`);
    assert.equal(ai.verdict, 'ai');
    assert.equal(human.verdict, 'human');
    assert.deepEqual({ ...read(AI_LIKE), elapsed_ms: 0 }, { ...ai, elapsed_ms: 0 });
  });

  it('under 40 words is insufficient; short paragraphs get null scores', () => {
    const report = read('A short note.\n\nAnother short one.');
    assert.equal(report.verdict, 'insufficient');
    assert.ok(report.paragraphs.every((p) => p.score === null && p.verdict === null));
    detectionReportSchema.parse(report);
  });

  it('evidence offsets are code points into the exact text (astral characters before them)', () => {
    const text = `😀😀 ${AI_LIKE}`;
    const report = read(text);
    const signal = report.signals.find((s) => s.key === 'llm_vocabulary');
    const first = signal?.evidence[0];
    assert.ok(first);
    assert.equal([...text].slice(first.start, first.end).join(''), 'Furthermore');
  });
});

describe('service: simple rewriter', () => {
  const rewriter = new SimpleRewriter();
  const rewrite = (text: string, formality: number, common = true) =>
    drain(
      rewriter.rewrite({ model: parseProse(text), quality: 'standard', options: options(formality, common), ratePer1kMicros: 800_000 }) as Iterator<
        RewriteStep,
        RewriteOutcome,
        undefined
      >,
    );

  it('changes prose only: code, inline code, links and tables come through byte for byte', () => {
    const text =
      '# We do not stop\n\nWe do not utilize `do not` here; see [we are not](https://x.test/do-not).\n\n' +
      '```\nwe do not\n```\n\n| a | b |\n|---|---|\n| do not | x |\n';
    const { result } = rewrite(text, 1);
    assert.equal(result.status, 'succeeded');
    assert.equal(result.validation_passed, true);
    assert.equal(
      result.output_text,
      "# We don't stop\n\nWe don't use `do not` here; see [we aren't](https://x.test/do-not).\n\n" +
        '```\nwe do not\n```\n\n| a | b |\n|---|---|\n| do not | x |\n',
    );
  });

  it('formal text expands contractions; casual pairs contract only before another word', () => {
    assert.equal(rewrite("I'm sure we can't stop. Don't.", 5, false).result.output_text, 'I am sure we cannot stop. Do not.');
    assert.equal(rewrite('I am sure. Here you are.', 1, false).result.output_text, "I'm sure. Here you are.");
    assert.equal(rewrite('It is not here', 3, false).result.output_text, "It isn't here");
    assert.equal(rewrite('It\u2019s fine but it is not.', 3, false).result.output_text, 'It\u2019s fine but it isn\u2019t.');
  });

  it('costs exactly rate × prose words, rounded up once, spread over its steps', () => {
    const text = Array.from({ length: 7 }, (_, i) => `Paragraph ${i} has exactly six words.`).join('\n\n');
    const { steps } = rewrite(text, 3);
    const total = steps.reduce((sum, s) => sum + s.costMicros, 0);
    assert.equal(total, Math.ceil((800_000 * 42) / 1000));
    assert.deepEqual([...new Set(steps.map((s) => s.stage))], ['plan', 'rewrite', 'validate']);
  });
});
