/**
 * URL rules of DESIGN.md: a deployment is named by its API root (`http://127.0.0.1:8787/api`,
 * `https://host/api`), endpoints are `{base_url}/v1/...`, and the `events_url` / `poll_url` a
 * response carries are host-relative (`/api/v1/...`), so they resolve against the origin only.
 */
import { RedraftError } from './errors';

/** Parses a base URL, dropping trailing slashes so `.../api/` and `.../api` name the same root. */
export function normalizeBaseUrl(baseUrl: string): URL {
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch (error) {
    throw new RedraftError(`base URL ${JSON.stringify(baseUrl)} is not a URL`, { cause: error });
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new RedraftError(`base URL must be http or https, got ${JSON.stringify(baseUrl)}`);
  }
  if (url.search !== '' || url.hash !== '' || url.username !== '' || url.password !== '') {
    // Credentials in a URL would leak into logs; a query would be silently dropped by joining.
    throw new RedraftError(`base URL must be a plain API root without query, fragment or credentials`);
  }
  url.pathname = url.pathname.replace(/\/+$/, '');
  return url;
}

export type QueryValue = string | number | boolean | undefined;

/** `{base_url}{path}` with `path` like `/v1/runs`; undefined query values are left out. */
export function endpointUrl(base: URL, path: string, query?: Record<string, QueryValue>): URL {
  const url = new URL(base.href);
  url.pathname = `${base.pathname.replace(/\/+$/, '')}${path}`;
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined) url.searchParams.set(name, String(value));
  }
  return url;
}

/**
 * Resolves a URL the service handed out. Only same-origin results are accepted: the client sends
 * its key with the request, and a response must not be able to send that key elsewhere.
 */
export function resolveServiceUrl(base: URL, relative: string): URL {
  let url: URL;
  try {
    url = new URL(relative, base.origin);
  } catch (error) {
    throw new RedraftError(`the service returned an unusable URL ${JSON.stringify(relative)}`, { cause: error });
  }
  if (url.origin !== base.origin) {
    throw new RedraftError(
      `the service returned a URL on another origin (${url.origin}); refusing to send credentials there`,
    );
  }
  return url;
}

/** Path segment for an id; ids come from responses, so never trust them to be URL-safe. */
export function segment(id: string): string {
  if (id === '') throw new RedraftError('an id must not be empty');
  return encodeURIComponent(id);
}
