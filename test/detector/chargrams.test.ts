import assert from 'node:assert/strict';
import { parseProse } from '../../src/text/index';
import { CharScratch, charKeys, charPlainOf } from '../../src/detector/chargrams';
import { defaultCalibration } from '../../src/detector/index';
import { bucketOfMix, HashTable32, hashSpace, modU32, spaceOf } from '../../src/detector/ngrams';
import { seededRandom } from '../../src/client/retry';

const space = spaceOf(defaultCalibration.chars);
const plain = charPlainOf(defaultCalibration.ngram);

function keysOf(text: string): Int32Array[] {
  const model = parseProse(text);
  const lower = model.words.map((w) => text.slice(w.start, w.end).toLowerCase());
  const scratch = new CharScratch();
  return model.paragraphs.map((p) => charKeys(model, lower, p, space, plain, scratch).slice());
}

const marked = (keys: Int32Array): number => keys.filter((k) => k < space.plainBase).length;

describe('character n-grams', () => {
  it('modU32 equals the float modulo for any uint32', () => {
    const rand = seededRandom(11);
    for (let i = 0; i < 20_000; i++) {
      const m = Math.floor(rand() * 2 ** 32);
      for (const d of [196_608, 65_536, 7, 1]) assert.equal(modU32(m, d), m % d);
    }
    assert.equal(modU32(2 ** 32 - 1, 196_608), (2 ** 32 - 1) % 196_608);
  });

  it('HashTable32 holds exactly the uint32 hashes it was given', () => {
    const rand = seededRandom(13);
    const values = [0, 1, 2 ** 31 - 1, 2 ** 31, 2 ** 32 - 1];
    for (let i = 0; i < 3_000; i++) values.push(Math.floor(rand() * 2 ** 32));
    const table = new HashTable32(values);
    const set = new Set(values);
    for (const v of values) assert.ok(table.has(v), String(v));
    for (let i = 0; i < 20_000; i++) {
      const v = Math.floor(rand() * 2 ** 32);
      assert.equal(table.has(v), set.has(v), String(v));
    }
    assert.equal(new HashTable32([]).has(0), false);
    // The words' plain test reads the same from the table as from the set.
    const words = spaceOf(defaultCalibration.ngram);
    for (const h of words.plain) assert.ok(words.plainTable.has(h));
  });

  it('bucketOfMix places a mixed hash where the modulo by the region sizes does', () => {
    const rand = seededRandom(12);
    for (const bits of [2, 3, 10, 16, 18, 20]) {
      const s = hashSpace(bits, []);
      const plainSize = (1 << bits) - s.plainBase;
      const check = (m: number): void => {
        assert.equal(bucketOfMix(s, m, false), m % s.plainBase, `marked, bits ${bits}, m ${m}`);
        assert.equal(bucketOfMix(s, m, true), s.plainBase + (m % plainSize), `plain, bits ${bits}, m ${m}`);
      };
      for (let i = 0; i < 5_000; i++) check(Math.floor(rand() * 2 ** 32));
      for (const m of [0, 1, 2 ** 31 - 1, 2 ** 31, 2 ** 32 - 1]) check(m);
    }
  });

  it('reads a block of everyday words in the plain region, but for the n-grams that touch its layout marks', () => {
    const [keys] = keysOf('We went to the park and then we had some food with our friends and it was a good day.');
    assert.ok(keys && keys.length > 200);
    // The opening mark touches at most 6 n-grams, the closing one at most 12: nothing else is marked.
    assert.ok(marked(keys) <= 18, `marked ${marked(keys)}`);
  });

  it('marks the n-grams of rarer words, dashes and bold lead-ins', () => {
    const [plainKeys] = keysOf('We went to the park and then we had some food with our friends.');
    const [rare] = keysOf('We went to the park and then we leveraged some food with our stakeholders.');
    const [dash] = keysOf('We went to the park — and then we had some food with our friends.');
    const [lead] = keysOf('**Park:** we went to the park and then we had some food with our friends.');
    for (const k of [rare, dash, lead]) assert.ok(marked(k as Int32Array) > marked(plainKeys as Int32Array) + 3);
  });

  it('is deterministic and independent of the scratch buffer it reuses', () => {
    const text = `# Title\n\n${'A long paragraph of words that grows the scratch buffer. '.repeat(200)}\n\nShort one.`;
    const a = keysOf(text);
    const b = keysOf(text);
    assert.deepEqual(a, b);
    const [short] = keysOf('Short one.');
    assert.deepEqual(a[2], short);
  });

  it('counts digits as one plain 0 and unifies en and em dashes', () => {
    const [a] = keysOf('In 1999 we paid 12 dollars for it — a lot.');
    const [b] = keysOf('In 2024 we paid 7 dollars for it – a lot.');
    assert.deepEqual(a, b);
  });
});
