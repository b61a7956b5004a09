/** `/v1/me`: the account, its funds and limits; answers a suspended account too, so the app can say why. */
import { Hono } from 'hono';
import { meView } from '../accounts';
import { MIN_RUN_CHARGE } from '../pricing';
import type { AppContext } from './context';
import { who } from './request';

export function meRoutes(ctx: AppContext): Hono {
  const routes = new Hono();
  routes.get('/', (c) => {
    const principal = who(ctx, c, { accepts: 'key-or-session', allowSuspended: true });
    return c.json(meView(ctx.store, principal.account, MIN_RUN_CHARGE));
  });
  return routes;
}
