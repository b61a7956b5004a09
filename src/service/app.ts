/**
 * The HTTP surface: every route of the spec (and the key and billing routes DESIGN.md adds) under
 * `/api/v1`, one sub-app per resource (`routes/`), behind the guards every request passes (Host
 * and Origin checks, durable answers, bounded bodies), with the one 404/405 and error handler.
 * Handlers stay thin: authorize, validate, call the module that owns the job.
 */
import { Hono } from 'hono';
import { billingRoutes } from './routes/billing';
import type { AppContext } from './routes/context';
import { detectionRoutes } from './routes/detections';
import { errorHandler, notFoundOrNotAllowed } from './routes/fallback';
import { boundedBodies, durableAnswers, ownHostOnly } from './routes/guards';
import { keyRoutes } from './routes/keys';
import { meRoutes } from './routes/me';
import { pricingRoutes } from './routes/pricing';
import { runRoutes } from './routes/runs';

export type { AppContext } from './routes/context';

export function createApp(ctx: AppContext): Hono {
  // strict: false — `/v1/pricing/` is `/v1/pricing`, as a user typing a URL expects. Sub-apps'
  // routes are copied into this router, so the option holds for them too.
  const app = new Hono({ strict: false }).basePath('/api');

  // Installed before any route, so they run in front of every one of them.
  app.use('*', ownHostOnly(ctx));
  app.use('*', durableAnswers(ctx));
  app.use('*', boundedBodies(ctx));

  // Mounted in this order so the `Allow` header of a 405 lists methods as it always has.
  app.route('/v1/runs', runRoutes(ctx));
  app.route('/v1', pricingRoutes(ctx));
  app.route('/v1/me', meRoutes(ctx));
  app.route('/v1/detections', detectionRoutes(ctx));
  app.route('/v1/keys', keyRoutes(ctx));
  app.route('/v1/billing', billingRoutes(ctx));

  // Sub-apps set no handlers of their own: a throw anywhere ends here.
  app.notFound(notFoundOrNotAllowed(app.routes));
  app.onError(errorHandler(ctx.log));
  return app;
}
