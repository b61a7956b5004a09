/** The CLI's pure parts, in plain Node: line/column, exit codes of errors, output decisions. */
import assert from 'node:assert/strict';
import {
  ConnectionError,
  InsufficientBalanceError,
  NotFoundError,
  RateLimitedError,
  TextTooLongError,
  UnauthenticatedError,
  ValidationError,
} from '../../src/client';
import { EXIT, EXIT_CODE_HELP, EXIT_FOR_API_CODE } from '../../src/cli/exitCodes';
import { describeFailure, FileError, UsageError } from '../../src/cli/failure';
import { lineIndex } from '../../src/cli/lineCol';
import { dataFolder } from '../../src/cli/localKey';
import { colorEnabled, ProgressLine } from '../../src/cli/output';
import { ERROR_STATUS } from '../../src/contract';
import { oracleLineCol } from './fixtures';

const target = { method: 'GET', path: '/api/v1/x' };

describe('cli lineCol', () => {
  it('counts CRLF, LF and lone CR as one break each, and columns in code points', () => {
    const text = 'a😀b\r\nc\nd\re🎉f';
    const index = lineIndex(text);
    const chars = [...text];
    for (let cp = 0; cp <= chars.length; cp++) {
      if (chars[cp - 1] === '\r' && chars[cp] === '\n') continue; // between CR and LF: no character there
      assert.deepEqual(index.at(cp), oracleLineCol(text, cp), `code point ${cp}`);
    }
    assert.deepEqual(index.at(2), { line: 1, column: 3 }, 'b follows one emoji: column 3, not 4');
    assert.deepEqual(index.at(chars.indexOf('f')), { line: 4, column: 3 }, 'e, then one emoji, then f');
    assert.deepEqual(index.at(10_000), index.at(chars.length), 'clamped to the end');
  });
});

describe('cli exit codes', () => {
  it('gives every application error code of the contract its own exit code', () => {
    const clientSide = new Set(['method_not_allowed', 'payload_too_large', 'internal_error']);
    const codes = Object.keys(ERROR_STATUS).filter((code) => !clientSide.has(code));
    for (const code of codes) assert.ok(EXIT_FOR_API_CODE[code] !== undefined, code);
    const exits = codes.map((code) => EXIT_FOR_API_CODE[code]);
    assert.equal(new Set(exits).size, exits.length, 'distinct');
    const help = new Set(EXIT_CODE_HELP.map(([code]) => code));
    assert.equal(help.size, Object.keys(EXIT).length, 'every code is in --help');
  });

  it('maps errors to one line and a code', () => {
    const api = (Class: typeof NotFoundError, code: string, status: number, details?: Record<string, unknown>) =>
      new Class({ ...target, status, code, message: `${code} happened`, details });
    assert.deepEqual(describeFailure(api(NotFoundError, 'not_found', 404)), { message: 'not_found happened', exitCode: EXIT.NOT_FOUND });
    assert.equal(describeFailure(api(UnauthenticatedError, 'unauthenticated', 401)).exitCode, EXIT.UNAUTHENTICATED);
    const balance = describeFailure(
      api(InsufficientBalanceError, 'insufficient_balance', 402, { available_usd: '0.005000', hold_required_usd: '0.010000', is_estimate: true }),
    );
    assert.deepEqual(balance, { message: 'balance too low: $0.005 available, $0.01 needed for the hold', exitCode: EXIT.INSUFFICIENT_BALANCE });
    const long = describeFailure(api(TextTooLongError, 'text_too_long', 400, { max_chars: 5000, chars: 5001 }));
    assert.equal(long.exitCode, EXIT.TEXT_TOO_LONG);
    assert.match(long.message, /^the text has 5,001 characters; the limit is 5,000/);
    assert.equal(describeFailure(new RateLimitedError({ ...target, status: 429, code: 'rate_limited', message: 'slow down', retryAfterSeconds: 42 })).message, 'rate limited; try again in 42 s [rate_limited]');
    assert.equal(describeFailure(new ValidationError({ ...target, status: 422, code: null, message: 'body.model: extra', issues: [] })).exitCode, EXIT.VALIDATION);
    assert.equal(describeFailure(new ConnectionError('refused', { ...target, requestSent: false }), { baseUrl: 'http://h/api' }).message, 'cannot reach the service at http://h/api: refused');
    assert.equal(describeFailure(new UsageError('bad')).exitCode, EXIT.USAGE);
    assert.equal(describeFailure(new FileError('gone')).exitCode, EXIT.FILE);
  });
});

describe('cli output', () => {
  it('colours only on a TTY, never with NO_COLOR, and with FORCE_COLOR on a pipe', () => {
    assert.equal(colorEnabled({ write: () => true, isTTY: true }, {}), true);
    assert.equal(colorEnabled({ write: () => true, isTTY: true }, { NO_COLOR: '1' }), false);
    assert.equal(colorEnabled({ write: () => true, isTTY: true }, { NO_COLOR: '' }), true, 'an empty NO_COLOR does not count');
    assert.equal(colorEnabled({ write: () => true }, {}), false);
    assert.equal(colorEnabled({ write: () => true }, { FORCE_COLOR: '1' }), true);
    assert.equal(colorEnabled({ write: () => true }, { FORCE_COLOR: '1', NO_COLOR: '1' }), false);
  });

  it('a progress line redraws on a TTY and logs sparingly elsewhere', () => {
    const written: string[] = [];
    let now = 0;
    const plain = new ProgressLine({ write: (chunk: string) => written.push(chunk) }, () => now, 1000);
    plain.update('not for logs');
    plain.update('a', { log: true });
    plain.update('b', { log: true });
    now = 1500;
    plain.update('c', { log: true });
    plain.update('c', { log: true, force: true });
    assert.deepEqual(written, ['a\n', 'c\n']);

    const tty: string[] = [];
    const live = new ProgressLine({ write: (chunk: string) => tty.push(chunk), isTTY: true, columns: 0 });
    live.update('working');
    live.clear();
    assert.deepEqual(tty, ['\r\x1b[2Kworking', '\r\x1b[2K']);
  });

  it('finds the data folder', () => {
    assert.equal(dataFolder({ REDRAFT_DATA_DIR: '/x/data' }, 'linux', '/home/u'), '/x/data');
    assert.equal(dataFolder({ XDG_DATA_HOME: '/xdg' }, 'linux', '/home/u'), '/xdg/redraft');
    assert.equal(dataFolder({ XDG_DATA_HOME: 'relative' }, 'linux', '/home/u'), '/home/u/.local/share/redraft');
    assert.equal(dataFolder({}, 'linux', '/home/u'), '/home/u/.local/share/redraft');
  });
});
