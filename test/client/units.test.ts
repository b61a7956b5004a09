import assert from 'node:assert/strict';
import {
  ApiError,
  ConnectionError,
  ProviderUnavailableError,
  RateLimitedError,
  ServerError,
  TimeoutError,
  seededRandom,
} from '../../src/client';
import { apiErrorFromResponse, shortText } from '../../src/client/errors';
import { DEFAULT_RETRY_POLICY, parseRetryAfter, retryDecision, type RetryPolicy } from '../../src/client/retry';
import { endpointUrl, normalizeBaseUrl, resolveServiceUrl } from '../../src/client/urls';

describe('client units', () => {
  describe('URLs', () => {
    it('normalizes the API root and joins endpoints under it', () => {
      for (const base of ['http://127.0.0.1:8787/api', 'http://127.0.0.1:8787/api/', 'http://127.0.0.1:8787/api//']) {
        assert.equal(endpointUrl(normalizeBaseUrl(base), '/v1/runs', { limit: 5, cursor: undefined }).href, 'http://127.0.0.1:8787/api/v1/runs?limit=5');
      }
      assert.equal(endpointUrl(normalizeBaseUrl('https://host'), '/v1/me').href, 'https://host/v1/me');
      assert.throws(() => normalizeBaseUrl('ftp://host/api'), /http or https/);
      assert.throws(() => normalizeBaseUrl('https://u:p@host/api'), /credentials/);
      assert.throws(() => normalizeBaseUrl('not a url'), /not a URL/);
    });

    it('resolves host-relative URLs against the origin only, and refuses other origins', () => {
      const base = normalizeBaseUrl('https://host.example/api/');
      assert.equal(resolveServiceUrl(base, '/api/v1/runs/r1/events').href, 'https://host.example/api/v1/runs/r1/events');
      assert.throws(() => resolveServiceUrl(base, 'https://elsewhere.example/api/v1/x'), /another origin/);
      assert.throws(() => resolveServiceUrl(base, '//elsewhere.example/api/v1/x'), /another origin/);
    });
  });

  describe('retry decisions', () => {
    const policy: RetryPolicy = { ...DEFAULT_RETRY_POLICY, random: seededRandom(9), maxRetries: 3 };
    const target = { method: 'POST', path: '/api/v1/runs' };
    const api = (status: number, code: string | null, retryAfterSeconds?: number): ApiError =>
      apiErrorFromResponse({
        ...target,
        status,
        bodyText: code ? JSON.stringify({ detail: { code, message: 'm' } }) : '',
        retryAfterSeconds,
      });
    const dropped = new ConnectionError('lost', { ...target, requestSent: true });
    const refused = new ConnectionError('refused', { ...target, requestSent: false });

    it('retries creates only when nothing can have been done', () => {
      assert.equal(retryDecision(dropped, 1, 'create', policy), null);
      assert.equal(retryDecision(refused, 1, 'create', policy)?.reason, 'connection');
      assert.equal(retryDecision(api(429, 'rate_limited', 2), 1, 'create', policy)?.delayMs, 2000);
      assert.equal(retryDecision(api(503, 'provider_unavailable'), 1, 'create', policy)?.reason, 'unavailable');
      assert.equal(retryDecision(api(502, null), 1, 'create', policy), null);
      assert.equal(retryDecision(api(500, 'internal_error'), 1, 'create', policy), null);
      assert.equal(retryDecision(new TimeoutError('slow', 10), 1, 'create', policy), null);
    });

    it('retries idempotent calls after drops and gateway errors, never 4xx or timeouts', () => {
      assert.equal(retryDecision(dropped, 1, 'idempotent', policy)?.reason, 'connection');
      assert.equal(retryDecision(api(504, null), 1, 'idempotent', policy)?.reason, 'gateway');
      assert.equal(retryDecision(api(404, 'not_found'), 1, 'idempotent', policy), null);
      assert.equal(retryDecision(api(400, 'invalid_request'), 1, 'idempotent', policy), null);
      assert.equal(retryDecision(new TimeoutError('slow', 10), 1, 'idempotent', policy), null);
    });

    it('is bounded, and refuses Retry-After beyond the cap', () => {
      assert.equal(retryDecision(refused, 4, 'idempotent', policy), null);
      assert.equal(retryDecision(api(429, 'rate_limited', 61), 1, 'idempotent', policy), null);
      assert.equal(retryDecision(api(503, 'provider_unavailable', 1), 1, 'idempotent', policy)?.delayMs, 1000);
    });

    it('reads Retry-After as seconds or as an HTTP date', () => {
      const now = Date.parse('2025-01-01T00:00:00Z');
      assert.equal(parseRetryAfter('7', now), 7);
      assert.equal(parseRetryAfter('Wed, 01 Jan 2025 00:00:05 GMT', now), 5);
      assert.equal(parseRetryAfter('Tue, 31 Dec 2024 00:00:00 GMT', now), 0);
      assert.equal(parseRetryAfter('soon', now), undefined);
      assert.equal(parseRetryAfter(undefined, now), undefined);
    });
  });

  describe('error mapping', () => {
    const base = { method: 'GET', path: '/api/v1/me' };
    it('takes retry_after_seconds from details when there is no header', () => {
      const error = apiErrorFromResponse({
        ...base,
        status: 429,
        bodyText: JSON.stringify({ detail: { code: 'rate_limited', message: 'wait', details: { retry_after_seconds: 9 } } }),
      });
      assert.ok(error instanceof RateLimitedError);
      assert.equal(error.retryAfterSeconds, 9);
    });

    it('keeps an unknown code with its status class', () => {
      const error = apiErrorFromResponse({
        ...base,
        status: 503,
        bodyText: JSON.stringify({ detail: { code: 'maintenance', message: 'Back soon' } }),
      });
      assert.ok(error instanceof ProviderUnavailableError);
      assert.equal(error.code, 'maintenance');
      const teapot = apiErrorFromResponse({ ...base, status: 418, bodyText: '' });
      assert.ok(teapot instanceof ApiError && !(teapot instanceof ServerError));
      assert.equal(teapot.message, 'HTTP 418');
    });

    it('shortens HTML to its title or text, decoding entities', () => {
      assert.equal(shortText('<html><title>Bad &amp; gone</title></html>'), 'Bad & gone');
      assert.equal(shortText('<body><p>Hello&nbsp;<b>there</b></p></body>', 'text/html'), 'Hello there');
      assert.equal(shortText('x'.repeat(500)).length, 160);
    });
  });
});
