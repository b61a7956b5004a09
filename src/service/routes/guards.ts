/** The middleware in front of every route, in the order `createApp` installs them. */
import type { MiddlewareHandler } from 'hono';
import { ServiceError } from '../errors';
import { hostName, isOwnOrigin } from '../hosts';
import type { AppContext } from './context';
import { payloadTooLarge } from './request';

/** Only requests addressed to this service, and none from another origin's page (CSRF through the session cookie). */
export function ownHostOnly(ctx: AppContext): MiddlewareHandler {
  return async (c, next) => {
    const host = c.req.header('host');
    if (host === undefined || !ctx.allowedHosts.has(hostName(host))) {
      throw new ServiceError('forbidden', 'This service answers only requests addressed to its own address or localhost');
    }
    const origin = c.req.header('origin');
    if (origin !== undefined && !isOwnOrigin(origin, ctx.allowedHosts, ctx.port())) {
      throw new ServiceError('forbidden', 'Requests from web pages of other origins are not accepted');
    }
    await next();
  };
}

/**
 * Answer only with state that is on disk. A read first lets pending flushes finish (whatever
 * their outcome), so it sees durable state; every answer then waits for flushes of what it may
 * have seen. Neither fails because of someone else's write: a handler that writes awaits its
 * own transaction (`store.write`) and answers 503 itself when the disk refused it.
 */
export function durableAnswers(ctx: AppContext): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') await ctx.store.settled();
    await next();
    await ctx.store.settled();
  };
}

/** Bounded bodies: a declared length over the limit is refused before a byte is read. */
export function boundedBodies(ctx: AppContext): MiddlewareHandler {
  return async (c, next) => {
    const declared = c.req.header('content-length');
    if (declared !== undefined && Number(declared) > ctx.maxBodyBytes) throw payloadTooLarge(ctx.maxBodyBytes);
    await next();
  };
}
