import assert from 'node:assert/strict';
import {
  ERROR_CODES,
  ERROR_STATUS,
  EXTRA_FORBIDDEN,
  applicationErrorBody,
  applicationErrorBodySchema,
  errorBodySchema,
  errorCodeSchema,
  insufficientBalanceDetailsSchema,
  insufficientScopeDetailsSchema,
  isErrorCode,
  rateLimitedDetailsSchema,
  statusForErrorCode,
  textTooLongDetailsSchema,
  validationErrorBodySchema,
} from '../../src/contract/errors';

describe('contract/errors', () => {
  it('maps every code of the spec to its HTTP status', () => {
    const spec: Record<string, number> = {
      invalid_request: 400,
      text_too_long: 400,
      no_prose: 400,
      confirmation_required: 400,
      unauthenticated: 401,
      insufficient_balance: 402,
      account_suspended: 403,
      forbidden: 403,
      insufficient_scope: 403,
      not_found: 404,
      run_in_progress: 409,
      rate_limited: 429,
      provider_unavailable: 503,
    };
    for (const [code, status] of Object.entries(spec)) {
      assert.ok(isErrorCode(code), code);
      assert.equal(statusForErrorCode(code), status, code);
    }
  });

  it('adds the local service codes', () => {
    assert.equal(ERROR_STATUS.internal_error, 500);
    assert.equal(ERROR_STATUS.payload_too_large, 413);
    assert.equal(ERROR_STATUS.method_not_allowed, 405);
    assert.equal(ERROR_STATUS.storage_unavailable, 503);
    assert.equal(ERROR_CODES.length, 17);
  });

  it('knows its codes and nothing else', () => {
    assert.equal(isErrorCode('toString'), false);
    assert.equal(isErrorCode('constructor'), false);
    assert.equal(isErrorCode('unknown_code'), false);
    assert.equal(isErrorCode(400), false);
    assert.equal(errorCodeSchema.safeParse('rate_limited').success, true);
    assert.equal(errorCodeSchema.safeParse('RATE_LIMITED').success, false);
  });

  describe('application error body', () => {
    it('accepts the spec shape, with and without details', () => {
      const body = {
        detail: {
          code: 'insufficient_balance',
          message: 'Your available balance does not cover this run.',
          details: { available_usd: '0.004000', hold_required_usd: '0.019400', is_estimate: true },
        },
      };
      assert.deepEqual(applicationErrorBodySchema.parse(body), body);
      assert.ok(applicationErrorBodySchema.safeParse({ detail: { code: 'not_found', message: 'No such run.' } }).success);
    });

    it('accepts codes it does not know, so the message is not lost', () => {
      assert.ok(applicationErrorBodySchema.safeParse({ detail: { code: 'new_code', message: 'm' } }).success);
    });

    it('rejects malformed bodies', () => {
      for (const bad of [
        {},
        { detail: 'Not Found' },
        { detail: { message: 'no code' } },
        { detail: { code: '', message: 'empty code' } },
        { detail: { code: 'not_found' } },
        { detail: { code: 404, message: 'numeric code' } },
        { detail: { code: 'not_found', message: 'm', details: 'text' } },
        { detail: { code: 'not_found', message: 'm', details: ['a'] } },
      ]) {
        assert.equal(applicationErrorBodySchema.safeParse(bad).success, false, JSON.stringify(bad));
      }
    });
  });

  describe('validation list body', () => {
    it('accepts the pydantic shape with extra fields', () => {
      const body = {
        detail: [
          {
            type: EXTRA_FORBIDDEN,
            loc: ['body', 'model'],
            msg: 'Extra inputs are not permitted',
            input: 'gpt-4',
            url: 'https://errors.pydantic.dev/2.7/v/extra_forbidden',
          },
          { type: 'int_type', loc: ['body', 'options', 'formality'], msg: 'Input should be a valid integer', ctx: {} },
          { type: 'missing', loc: ['body', 'items', 0, 'text'], msg: 'Field required' },
        ],
      };
      assert.deepEqual(validationErrorBodySchema.parse(body), body);
    });

    it('rejects malformed entries', () => {
      for (const bad of [
        { detail: [{ loc: ['body'], msg: 'm' }] },
        { detail: [{ type: 't', loc: 'body.model', msg: 'm' }] },
        { detail: [{ type: 't', loc: ['body', true], msg: 'm' }] },
        { detail: [{ type: 't', loc: ['body', 1.5], msg: 'm' }] },
        { detail: [{ type: 't', loc: ['body'] }] },
      ]) {
        assert.equal(validationErrorBodySchema.safeParse(bad).success, false, JSON.stringify(bad));
      }
    });

    it('tells the two body shapes apart', () => {
      const list = errorBodySchema.parse({ detail: [{ type: 'missing', loc: ['body', 'text'], msg: 'Field required' }] });
      assert.ok(Array.isArray(list.detail));
      const app = errorBodySchema.parse({ detail: { code: 'not_found', message: 'No such run.' } });
      assert.ok(!Array.isArray(app.detail));
      assert.equal(errorBodySchema.safeParse({ detail: 42 }).success, false);
    });
  });

  describe('details', () => {
    it('insufficient_balance', () => {
      const ok = { available_usd: '0.004000', hold_required_usd: '0.019400', is_estimate: true };
      assert.ok(insufficientBalanceDetailsSchema.safeParse(ok).success);
      assert.ok(insufficientBalanceDetailsSchema.safeParse({ ...ok, available_usd: '-0.002000' }).success);
      assert.equal(insufficientBalanceDetailsSchema.safeParse({ ...ok, available_usd: 0.004 }).success, false);
      assert.equal(insufficientBalanceDetailsSchema.safeParse({ ...ok, hold_required_usd: '0.0194' }).success, false);
      assert.equal(insufficientBalanceDetailsSchema.safeParse({ ...ok, hold_required_usd: '-0.019400' }).success, false);
      assert.equal(insufficientBalanceDetailsSchema.safeParse({ ...ok, is_estimate: 'true' }).success, false);
      assert.equal(insufficientBalanceDetailsSchema.safeParse({ available_usd: '0.004000' }).success, false);
    });

    it('rate_limited', () => {
      assert.ok(rateLimitedDetailsSchema.safeParse({ retry_after_seconds: 0 }).success);
      assert.ok(rateLimitedDetailsSchema.safeParse({ retry_after_seconds: 17 }).success);
      assert.equal(rateLimitedDetailsSchema.safeParse({ retry_after_seconds: -1 }).success, false);
      assert.equal(rateLimitedDetailsSchema.safeParse({ retry_after_seconds: 1.5 }).success, false);
      assert.equal(rateLimitedDetailsSchema.safeParse({ retry_after_seconds: '17' }).success, false);
      assert.equal(rateLimitedDetailsSchema.safeParse({}).success, false);
    });

    it('insufficient_scope', () => {
      assert.ok(insufficientScopeDetailsSchema.safeParse({ required_scope: 'detect' }).success);
      assert.ok(insufficientScopeDetailsSchema.safeParse({ required_scope: 'billing:read' }).success);
      assert.equal(insufficientScopeDetailsSchema.safeParse({ required_scope: '' }).success, false);
      assert.equal(insufficientScopeDetailsSchema.safeParse({}).success, false);
    });

    it('text_too_long (optional local extension)', () => {
      assert.ok(textTooLongDetailsSchema.safeParse({ max_chars: 5000, chars: 5210 }).success);
      assert.ok(textTooLongDetailsSchema.safeParse({}).success);
      assert.equal(textTooLongDetailsSchema.safeParse({ max_chars: -1 }).success, false);
      assert.equal(textTooLongDetailsSchema.safeParse({ chars: '5210' }).success, false);
    });
  });

  describe('applicationErrorBody', () => {
    it('builds bodies that parse', () => {
      const body = applicationErrorBody('rate_limited', 'Too many runs; wait a moment.', { retry_after_seconds: 12 });
      assert.deepEqual(body, {
        detail: { code: 'rate_limited', message: 'Too many runs; wait a moment.', details: { retry_after_seconds: 12 } },
      });
      assert.ok(applicationErrorBodySchema.safeParse(body).success);
      assert.deepEqual(applicationErrorBody('not_found', 'No such run.'), {
        detail: { code: 'not_found', message: 'No such run.' },
      });
    });

    it('refuses details that break the documented shape', () => {
      assert.throws(() =>
        applicationErrorBody('rate_limited', 'm', { retry_after_seconds: -3 }),
      );
    });
  });
});
