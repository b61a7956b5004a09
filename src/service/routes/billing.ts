/** `/v1/billing`: the balance and the ledger, for a key with `billing:read` or the session. */
import { Hono } from 'hono';
import { z } from 'zod';
import type { AuthRule } from '../auth';
import { balanceView, ledgerPage } from '../billing';
import { validate } from '../validation';
import type { AppContext } from './context';
import { who } from './request';

const billingReader: AuthRule = { accepts: 'key-or-session', scope: 'billing:read' };

const ledgerQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(50),
  cursor: z.string().min(1).optional(),
});

export function billingRoutes(ctx: AppContext): Hono {
  const routes = new Hono();

  routes.get('/balance', (c) => {
    const principal = who(ctx, c, billingReader);
    return c.json(balanceView(ctx.store, principal.account.id));
  });

  routes.get('/ledger', (c) => {
    const principal = who(ctx, c, billingReader);
    const query = validate(ledgerQuerySchema, c.req.query(), 'query');
    return c.json(ledgerPage(ctx.store, principal.account.id, query.limit, query.cursor));
  });

  return routes;
}
