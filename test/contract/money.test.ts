import { seededRandom } from '../../src/client/retry';
import assert from 'node:assert/strict';
import {
  MAX_MICROS,
  MoneyFormatError,
  displayUsd,
  formatUsd,
  maxMicros,
  microsFromUsdPerThousand,
  parseUsd,
  signedUsdSchema,
  usdSchema,
} from '../../src/contract/money';

// Seeded (mulberry32), so a failing case can be replayed.
const prng = seededRandom;

function rejects(value: unknown, pattern: RegExp): void {
  assert.throws(
    () => parseUsd(value),
    (error: unknown) => {
      assert.ok(error instanceof MoneyFormatError, `expected MoneyFormatError for ${String(value)}`);
      assert.match(error.message, pattern);
      return true;
    },
  );
}

describe('contract/money', () => {
  describe('parseUsd', () => {
    it('reads six-decimal strings into micro-dollars', () => {
      assert.equal(parseUsd('25.000000'), 25_000_000);
      assert.equal(parseUsd('0.010000'), 10_000);
      assert.equal(parseUsd('0.000001'), 1);
      assert.equal(parseUsd('12.345678'), 12_345_678);
      assert.equal(parseUsd('-0.010000'), -10_000);
    });

    it('reads zero, and negative zero as plain zero', () => {
      assert.equal(parseUsd('0.000000'), 0);
      assert.ok(Object.is(parseUsd('-0.000000'), 0));
    });

    it('reads large balances exactly', () => {
      assert.equal(parseUsd('9000000000.000000'), 9_000_000_000_000_000);
      assert.equal(parseUsd('9007199254.740991'), MAX_MICROS);
      assert.equal(parseUsd('-9007199254.740991'), -MAX_MICROS);
      // A float product would give 8999999999999999.x for some of these; the integer path cannot.
      assert.equal(parseUsd('8999999999.999999'), 8_999_999_999_999_999);
    });

    it('rejects amounts beyond the exact range', () => {
      rejects('9007199254.740992', /larger than the largest amount handled exactly/);
      rejects('100000000000.000000', /larger than/);
    });

    it('rejects numbers, with a reason', () => {
      rejects(1.5, /must be a string .* got the number 1\.5 .*never a JSON number/);
      rejects(25, /got the number 25/);
      rejects(0, /got the number 0/);
    });

    it('rejects other non-strings', () => {
      rejects(null, /got null/);
      rejects(undefined, /got undefined/);
      rejects(true, /got true/);
      rejects({ amount: '1.000000' }, /got an object/);
      rejects(['1.000000'], /got an array/);
      rejects(1n, /got the number 1/);
    });

    it('rejects exponents', () => {
      rejects('1e3', /"1e3" uses exponent notation/);
      rejects('1.000000e0', /exponent/);
      rejects('2.5E-6', /exponent/);
    });

    it('rejects missing decimals and says how many to write', () => {
      rejects('1', /"1" has no decimals; write exactly six, such as "1\.000000"/);
      rejects('1.5', /"1\.5" has 1 decimal; write exactly six, such as "1\.500000"/);
      rejects('1.', /"1\." has 0 decimals/);
      rejects('0.01', /has 2 decimals/);
      rejects('-3', /"-3\.000000"/);
    });

    it('rejects extra decimals: nothing is smaller than a micro-dollar', () => {
      rejects('1.0000001', /"1\.0000001" has 7 decimals; money has exactly six/);
      rejects('0.00000050', /8 decimals/);
    });

    it('rejects whitespace, empty strings, signs, separators and junk', () => {
      rejects(' 1.000000', /contains whitespace/);
      rejects('1.000000 ', /contains whitespace/);
      rejects('1 000.000000', /contains whitespace/);
      rejects('1.000000\n', /contains whitespace/);
      rejects('', /is empty/);
      rejects('+1.000000', /leading "\+"/);
      rejects('1,000.000000', /comma/);
      rejects('1,000000', /comma/);
      rejects('.500000', /no digits before the decimal point/);
      rejects('01.000000', /leading zeros/);
      rejects('-', /not a money amount/);
      rejects('--1.000000', /not a money amount/);
      rejects('NaN', /not a money amount/);
      rejects('Infinity', /not a money amount/);
      rejects('$1.000000', /not a money amount/);
      rejects('0x10.000000', /not a money amount/);
      rejects('١.٠٠٠٠٠٠', /not a money amount/);
    });

    it('names the field in the message when told', () => {
      assert.throws(() => parseUsd('1.5', 'balance_usd'), /^MoneyFormatError: balance_usd "1\.5" has 1 decimal/);
    });
  });

  describe('formatUsd', () => {
    it('writes six decimals', () => {
      assert.equal(formatUsd(0), '0.000000');
      assert.equal(formatUsd(1), '0.000001');
      assert.equal(formatUsd(10_000), '0.010000');
      assert.equal(formatUsd(25_000_000), '25.000000');
      assert.equal(formatUsd(-10_000), '-0.010000');
      assert.equal(formatUsd(-0), '0.000000');
      assert.equal(formatUsd(9_000_000_000_000_000), '9000000000.000000');
    });

    it('is exact at the top of the safe range, where float division would round', () => {
      assert.equal(formatUsd(MAX_MICROS), '9007199254.740991');
      assert.equal(formatUsd(8_999_999_999_999_999), '8999999999.999999');
      assert.equal(formatUsd(-MAX_MICROS), '-9007199254.740991');
    });

    it('rejects fractions of a micro-dollar, unsafe integers and non-numbers', () => {
      assert.throws(() => formatUsd(1.5), /whole number of micro-dollars.*got the number 1\.5/);
      assert.throws(() => formatUsd(Number.NaN), MoneyFormatError);
      assert.throws(() => formatUsd(Number.POSITIVE_INFINITY), MoneyFormatError);
      assert.throws(() => formatUsd(MAX_MICROS + 1), MoneyFormatError);
      assert.throws(() => formatUsd('1.000000' as unknown as number), /got the string "1\.000000"/);
    });

    it('round-trips every canonical string (seeded)', () => {
      const random = prng(20250521);
      for (let i = 0; i < 5000; i++) {
        const wholeDigits = Math.floor(random() * 10) + 1;
        let whole = String(Math.floor(random() * 9) + 1);
        for (let d = 1; d < wholeDigits; d++) whole += String(Math.floor(random() * 10));
        if (random() < 0.2) whole = '0';
        let fraction = '';
        for (let d = 0; d < 6; d++) fraction += String(Math.floor(random() * 10));
        const negative = random() < 0.2 && !(whole === '0' && fraction === '000000');
        const text = `${negative ? '-' : ''}${whole}.${fraction}`;
        if (BigInt(whole) * 1_000_000n + BigInt(fraction) > BigInt(MAX_MICROS)) continue;
        assert.equal(formatUsd(parseUsd(text)), text, `round trip of ${text}`);
      }
    });

    it('round-trips every safe integer it formats (seeded)', () => {
      const random = prng(7);
      for (let i = 0; i < 5000; i++) {
        const magnitude = Math.floor(random() * 2 ** 21) * 2 ** 32 + Math.floor(random() * 2 ** 32);
        const micros = random() < 0.5 ? -magnitude : magnitude;
        if (!Number.isSafeInteger(micros)) continue;
        assert.equal(parseUsd(formatUsd(micros)), micros === 0 ? 0 : micros);
      }
    });
  });

  describe('microsFromUsdPerThousand', () => {
    it('rounds up to a whole micro-dollar', () => {
      // 333 micros per 1,000 words × 3 words = 0.999 micros → 1.
      assert.equal(microsFromUsdPerThousand(333, 3), 1);
      assert.equal(microsFromUsdPerThousand(parseUsd('0.000333'), 3), 1);
      assert.equal(microsFromUsdPerThousand(333, 1000), 333);
      assert.equal(microsFromUsdPerThousand(333, 1001), 334);
      assert.equal(microsFromUsdPerThousand(2_000, 5_000), 10_000);
      assert.equal(microsFromUsdPerThousand(2_000, 1), 2);
      assert.equal(microsFromUsdPerThousand(1, 1), 1);
      assert.equal(microsFromUsdPerThousand(1, 1000), 1);
      assert.equal(microsFromUsdPerThousand(1, 1001), 2);
    });

    it('charges nothing for nothing', () => {
      assert.equal(microsFromUsdPerThousand(0, 1_000_000), 0);
      assert.equal(microsFromUsdPerThousand(15_000, 0), 0);
    });

    it('agrees with exact rational arithmetic where floats would not (seeded)', () => {
      const random = prng(42);
      for (let i = 0; i < 2000; i++) {
        const rate = Math.floor(random() * 100_000_000);
        const words = Math.floor(random() * 10_000_000);
        const exact = (BigInt(rate) * BigInt(words) + 999n) / 1000n;
        assert.equal(microsFromUsdPerThousand(rate, words), Number(exact));
      }
    });

    it('stays exact when the intermediate product passes 2^53', () => {
      // 450,628,879 × 79,517,438 = 35,832,853,946,892,002 > 2^53. As a float the product loses
      // its last digits, and Math.ceil(rate * words / 1000) gives ...892, one micro-dollar short.
      assert.equal(microsFromUsdPerThousand(450_628_879, 79_517_438), 35_832_853_946_893);
      assert.notEqual(Math.ceil((450_628_879 * 79_517_438) / 1000), 35_832_853_946_893);
    });

    it('rejects negative, fractional or unsafe inputs', () => {
      assert.throws(() => microsFromUsdPerThousand(-1, 10), /must not be negative/);
      assert.throws(() => microsFromUsdPerThousand(1.5, 10), MoneyFormatError);
      assert.throws(() => microsFromUsdPerThousand(10, -1), /word count must be a non-negative integer/);
      assert.throws(() => microsFromUsdPerThousand(10, 2.5), /word count/);
      assert.throws(() => microsFromUsdPerThousand(MAX_MICROS, MAX_MICROS), /exceeds the largest amount/);
    });
  });

  describe('maxMicros', () => {
    it('picks the largest amount', () => {
      assert.equal(maxMicros(10_000), 10_000);
      assert.equal(maxMicros(10_000, 3), 10_000);
      assert.equal(maxMicros(10_000, 3, 25_000, -4), 25_000);
      assert.equal(maxMicros(-5, -4), -4);
    });

    it('rejects non-micros', () => {
      assert.throws(() => maxMicros(1, 0.5), MoneyFormatError);
    });
  });

  describe('displayUsd', () => {
    it('keeps two decimals and trims the rest sensibly', () => {
      assert.equal(displayUsd(10_000), '$0.01');
      assert.equal(displayUsd(0), '$0.00');
      assert.equal(displayUsd(12_345_678), '$12.345678');
      assert.equal(displayUsd(25_000_000), '$25.00');
      assert.equal(displayUsd(1_500_000), '$1.50');
      assert.equal(displayUsd(2_000), '$0.002');
      assert.equal(displayUsd(1), '$0.000001');
      assert.equal(displayUsd(-10_000), '-$0.01');
    });

    it('groups thousands', () => {
      assert.equal(displayUsd(9_000_000_000_000_000), '$9,000,000,000.00');
      assert.equal(displayUsd(1_234_567_890), '$1,234.56789');
      assert.equal(displayUsd(999_000_000), '$999.00');
    });
  });

  describe('schemas', () => {
    it('usdSchema accepts wire money and rejects the rest with readable messages', () => {
      assert.equal(usdSchema.parse('25.000000'), '25.000000');
      assert.equal(usdSchema.parse('0.000000'), '0.000000');
      assert.equal(usdSchema.parse('9000000000.000000'), '9000000000.000000');
      for (const bad of ['1.5', '1e3', '', ' 1.000000', '+1.000000', '1.0000001', '-0.010000']) {
        const result = usdSchema.safeParse(bad);
        assert.equal(result.success, false, bad);
        assert.match(result.error?.issues[0]?.message ?? '', /amount/);
      }
      assert.match(usdSchema.safeParse('-0.010000').error?.issues[0]?.message ?? '', /must not be negative/);
      assert.equal(usdSchema.safeParse(1.5).success, false);
    });

    it('signedUsdSchema allows negative amounts', () => {
      assert.equal(signedUsdSchema.parse('-0.010000'), '-0.010000');
      assert.equal(signedUsdSchema.safeParse('-1.5').success, false);
    });
  });
});
