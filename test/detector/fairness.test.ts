import assert from 'node:assert/strict';
import { parseProse } from '../../src/text/index';
import { defaultCalibration, detect } from '../../src/detector/index';
import { analyze } from '../../src/detector/analysis';
import { measure, wholeRange } from '../../src/detector/features';
import { FEATURES, featureVector } from '../../src/detector/model';
import { spaceOf, unigramBucket } from '../../src/detector/ngrams';
import { PLAIN_HUMAN, PLAIN_HUMAN_2, STOCK_AI } from './texts';

/** Written the way many learners of English write: simple words, short sentences, small slips. */
const LEARNER_ESSAY =
  'In my opinion, students should wear uniform at school. First, uniform is cheap for the family. ' +
  'My parents do not need to buy many clothes for me, only one or two uniform for the whole year. ' +
  'Second, when everybody wear the same clothes, nobody can laugh at the poor students. In my country this is a big problem. ' +
  'Some students have expensive shoes and others students feel bad. Third, uniform make the school look good and serious.\n\n' +
  'But some people think uniform is bad because students can not show their style. I understand this idea. ' +
  'But school is a place for study, not for fashion. Students can wear what they want on weekend. ' +
  'In conclusion, I think the advantages of uniform are more than the disadvantages, so schools should keep it.';

function ngramWeights(): Int8Array {
  const bytes = Buffer.from(cal.ngram.weights, 'base64');
  return new Int8Array(bytes.buffer, bytes.byteOffset, bytes.length);
}

function ngramWeight(word: string): number {
  return ngramWeights()[unigramBucket(word, spaceOf(cal.ngram))] as number;
}

const cal = defaultCalibration;

function vector(text: string): Map<string, number> {
  const a = analyze(parseProse(text), { aiWords: new Map(cal.aiWords.map((w) => [w, 1])), nbWeights: new Map(Object.entries(cal.nb)) });
  const z = featureVector(measure(a, wholeRange(a)), cal);
  return new Map(FEATURES.map((f, i) => [f.key, z[i] as number]));
}

describe('detector fairness', () => {
  it('reads plain words in short sentences as human', () => {
    const r = detect(parseProse(`${PLAIN_HUMAN}\n\n${PLAIN_HUMAN_2}`));
    assert.equal(r.verdict, 'human');
    assert.ok(r.score < 0.35);
    assert.ok((r.whole_text_score ?? r.score) < 0.35, `whole text reads ${r.whole_text_score}`);
    for (const s of r.signals) {
      if (['word_length', 'reading_ease', 'function_words', 'sentence_variation', 'ai_vocabulary'].includes(s.key)) {
        assert.notEqual(s.lean, 'ai', `${s.key} leans ai on plain text`);
      }
    }
  });

  it('never reads short, even sentences as machine-like uniformity', () => {
    // Every sentence five or six words long: very even, and very short.
    const text =
      'The bus came at nine. We sat near the back. It was cold and wet. My hands were red and numb. ' +
      'The man next to me slept. His bag fell on the floor. I picked it up for him. He did not wake up at all. ' +
      'We got off at the park. The rain had stopped by then.';
    const z = vector(text);
    assert.ok((z.get('sentence_variation') as number) <= 0, 'sentence variation adds AI evidence');
    const r = detect(parseProse(text));
    assert.notEqual(r.signals.find((s) => s.key === 'sentence_variation')?.lean, 'ai');
    assert.equal(r.verdict, 'human');
  });

  it('lets simple words and short sentences pull only toward human', () => {
    for (const key of ['word_length', 'reading_ease', 'function_words', 'ai_vocabulary', 'commas']) {
      assert.ok((vector(`${PLAIN_HUMAN} ${PLAIN_HUMAN_2}`).get(key) as number) <= 0, key);
    }
    // Every classifier weight points the way the corpora agree on; none can be negative.
    for (const level of ['text', 'paragraph'] as const) {
      for (const [k, w] of Object.entries(cal.lr[level].weights)) assert.ok(w >= 0, `${level} ${k} ${w}`);
    }
    const spec = new Map(FEATURES.map((f) => [f.key, f.direction]));
    assert.equal(spec.get('word_length'), 1, 'longer words, not shorter ones, lean AI');
    assert.equal(spec.get('reading_ease'), -1, 'harder text, not easier, leans AI');
    assert.equal(spec.get('function_words'), -1, 'fewer function words, not more, lean AI');
  });

  it('gives everyday words no AI weight in the word model', () => {
    for (const w of ['the', 'and', 'good', 'important', 'people', 'make', 'use', 'help', 'very', 'thing', 'work', 'new', 'also']) {
      assert.ok((cal.nb[w] ?? 0) <= 0, `"${w}" carries AI weight ${cal.nb[w]}`);
      assert.ok(!cal.aiWords.includes(w), `"${w}" is on the AI word list`);
    }
  });

  it('gives n-grams of everyday words and plain punctuation no AI weight', () => {
    const w = ngramWeights();
    const { plainBase } = spaceOf(cal.ngram);
    assert.equal(w.length, 1 << cal.ngram.bits);
    let positive = 0;
    for (let k = plainBase; k < w.length; k++) if ((w[k] as number) > 0) positive++;
    assert.equal(positive, 0, 'buckets of plain n-grams with AI weight');
    assert.ok(cal.ngram.plainWords.includes('important') && cal.ngram.plainWords.includes('think'));
  });

  it('gives everyday words no AI weight in the n-gram model', () => {
    for (const w of ['the', 'and', 'good', 'important', 'people', 'make', 'use', 'help', 'very', 'thing', 'work', 'new', 'also', 'because', 'think']) {
      assert.ok(ngramWeight(w) <= 0, `"${w}" carries n-gram AI weight ${ngramWeight(w)}`);
    }
  });

  it('reads a learner\'s essay in simple English as human', () => {
    const r = detect(parseProse(LEARNER_ESSAY));
    assert.equal(r.verdict, 'human', `${r.verdict} ${r.score}`);
  });

  it('scores lower when AI-typical words become plain ones', () => {
    const plainer = STOCK_AI.replace(/crucial/g, 'big')
      .replace(/Additionally|Furthermore|Moreover|Ultimately/g, 'And')
      .replace(/multifaceted/g, 'many-sided')
      .replace(/leveraging innovative/g, 'using new')
      .replace(/foster/g, 'build')
      .replace(/underscores/g, 'shows')
      .replace(/transformative/g, 'big')
      .replace(/essential/g, 'needed');
    const before = detect(parseProse(`${STOCK_AI}\n\n${PLAIN_HUMAN}`)).score;
    const after = detect(parseProse(`${plainer}\n\n${PLAIN_HUMAN}`)).score;
    assert.ok(after < before, `${after} >= ${before}`);
  });
});
