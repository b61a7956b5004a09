/**
 * What answers when no route does (404, or 405 with `Allow` when the path exists for other
 * methods), and the one error handler that turns every throw into the spec's error body.
 */
import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { StorageUnavailableError } from '../db';
import { ServiceError, notFound } from '../errors';
import type { Logger } from '../log';

export interface RouteEntry {
  method: string;
  path: string;
}

/** 404 for unknown paths; 405 naming the allowed methods for known ones. `routes` are the mounted app's. */
export function notFoundOrNotAllowed(routes: readonly RouteEntry[]): NotFoundHandler {
  const patterns = routes.filter((r) => r.method !== 'ALL').map((r) => ({ method: r.method, pattern: pathPattern(r.path) }));
  return (c) => {
    const path = new URL(c.req.url).pathname;
    const allowed = [...new Set(patterns.filter((r) => r.pattern.test(path)).map((r) => r.method))];
    if (allowed.length > 0) {
      if (allowed.includes('GET')) allowed.push('HEAD');
      throw new ServiceError('method_not_allowed', `${c.req.method} is not allowed here; use ${allowed.join(', ')}`, undefined, {
        headers: { Allow: allowed.join(', ') },
      });
    }
    throw notFound(`${path}`);
  };
}

/** Service errors as they are; a refused disk as 503; anything else logged and never shown. */
export function errorHandler(log: Logger): ErrorHandler {
  return (error, c: Context) => {
    if (error instanceof StorageUnavailableError) {
      log.error(`${c.req.method} ${new URL(c.req.url).pathname} was not applied: the disk refused it`, error);
      error = storageUnavailable(error);
    }
    if (error instanceof ServiceError) {
      return c.json(error.body(), error.status as ContentfulStatusCode, error.headers);
    }
    log.error(`internal error on ${c.req.method} ${new URL(c.req.url).pathname}`, error);
    return c.json({ detail: { code: 'internal_error', message: 'The service hit an internal error; it has been logged' } }, 500);
  };
}

function storageUnavailable(error: StorageUnavailableError): ServiceError {
  return new ServiceError(
    'storage_unavailable',
    `The service could not save this change (${error.message}); nothing was applied or held. Retry once the disk has room or is writable again`,
    undefined,
    { headers: { 'Retry-After': '5' } },
  );
}

function pathPattern(path: string): RegExp {
  const source = path
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}/?$`);
}
