import assert from 'node:assert/strict';
import {
  AbortError,
  ConnectionError,
  InsufficientBalanceError,
  InsufficientScopeError,
  InvalidResponseError,
  RateLimitedError,
  ServerError,
  TextTooLongError,
  TimeoutError,
  UnauthenticatedError,
} from '../../src/client';
import { describeError, MissingApiKeyError, MissingBaseUrlError } from '../../src/extension/errors/errorMessages';

const target = { method: 'POST', path: '/api/v1/detections' };
const ctx = { baseUrl: 'https://redraft.example.com/api', job: 'check', wholeDocument: true, charLimit: 35000 };

describe('extension error messages', () => {
  it('401 offers Set API Key and names the deployment', () => {
    const r = describeError(new UnauthenticatedError({ ...target, status: 401, code: 'unauthenticated', message: 'no key' }), ctx);
    assert.deepEqual(r.actions, ['Set API Key']);
    assert.match(r.message, /https:\/\/redraft\.example\.com\/api did not accept the API key/);
  });

  it('a missing key or base URL says what to set', () => {
    assert.deepEqual(describeError(new MissingApiKeyError('https://h/api'), ctx).actions, ['Set API Key', 'Choose Backend']);
    assert.match(describeError(new MissingBaseUrlError(), ctx).message, /redraft\.remote\.baseUrl/);
  });

  it('402 shows available against required', () => {
    const err = new InsufficientBalanceError({
      ...target, status: 402, code: 'insufficient_balance', message: 'low',
      details: { available_usd: '0.004000', hold_required_usd: '0.010000', is_estimate: true },
    });
    assert.match(describeError(err, ctx).message, /\$0\.004 available, \$0\.01 required \(an estimate/);
  });

  it('403 insufficient_scope names the scope', () => {
    const err = new InsufficientScopeError({ ...target, status: 403, code: 'insufficient_scope', message: 'scope', details: { required_scope: 'detect' } });
    assert.match(describeError(err, ctx).message, /lacks the "detect" scope/);
  });

  it('text_too_long gives the limit and suggests a selection for a whole document', () => {
    const err = new TextTooLongError({ ...target, status: 400, code: 'text_too_long', message: 'long' });
    const r = describeError(err, ctx);
    assert.match(r.message, /longer than 35,000 characters allowed per check\. Select a part/);
    assert.deepEqual(r.actions, ['Check Selection Instead']);
    assert.doesNotMatch(describeError(err, { ...ctx, wholeDocument: false }).message, /Select a part/);
  });

  it('429 says when to retry', () => {
    const err = new RateLimitedError({ ...target, status: 429, code: 'rate_limited', message: 'slow down', retryAfterSeconds: 12 });
    assert.match(describeError(err, ctx).message, /Try again in 12 s/);
  });

  it('network failures, timeouts, 5xx and foreign answers name the base URL', () => {
    const cases = [
      new ConnectionError('refused', { ...target, requestSent: false }),
      new TimeoutError('slow', 30000),
      new ServerError({ ...target, status: 502, code: null, message: 'bad gateway' }),
      new InvalidResponseError({ ...target, status: 200, problems: ['id: required'] }),
    ];
    for (const err of cases) assert.match(describeError(err, ctx).message, /https:\/\/redraft\.example\.com\/api/);
  });

  it('a cancel is silent', () => {
    assert.equal(describeError(new AbortError('stop'), ctx).silent, true);
  });

  it('anything else is reported with the log offered', () => {
    const r = describeError(new Error('boom'), ctx);
    assert.equal(r.message, 'The check failed: boom');
    assert.deepEqual(r.actions, ['Show Log']);
  });
});
