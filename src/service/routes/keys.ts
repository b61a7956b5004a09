/** `/v1/keys`: create, list, revoke. Session only: an API key may not mint or revoke keys. */
import { Hono } from 'hono';
import { createApiKeyRequestSchema } from '../../contract/keys';
import { addKey, listKeys, revokeKey, SCOPES } from '../accounts';
import { notFound } from '../errors';
import { validate } from '../validation';
import type { ApiKeyDeletedView, CreatedApiKeyView } from '../views';
import type { AppContext } from './context';
import { jsonBody, who } from './request';

export function keyRoutes(ctx: AppContext): Hono {
  const routes = new Hono();
  const { store } = ctx;

  routes.post('/', async (c) => {
    const principal = who(ctx, c, { accepts: 'session' });
    const raw = await jsonBody(ctx, c);
    const request = validate(createApiKeyRequestSchema, raw ?? {}, 'body');
    const at = new Date(ctx.clock()).toISOString();
    const { record, secret } = await store.write(() =>
      addKey(store, principal.account.id, request.scopes ?? SCOPES, at, { name: request.name ?? null }),
    );
    const created: CreatedApiKeyView = { ...record, key: secret };
    return c.json(created, 201);
  });

  routes.get('/', (c) => {
    const principal = who(ctx, c, { accepts: 'session' });
    return c.json(listKeys(store, principal.account.id));
  });

  routes.delete('/:id', async (c) => {
    const principal = who(ctx, c, { accepts: 'session' });
    const id = c.req.param('id');
    const at = new Date(ctx.clock()).toISOString();
    if (!(await store.write(() => revokeKey(store, principal.account.id, id, at)))) throw notFound('API key');
    const deleted: ApiKeyDeletedView = { id, deleted: true, revoked: true, revoked_at: at };
    return c.json(deleted);
  });

  return routes;
}
