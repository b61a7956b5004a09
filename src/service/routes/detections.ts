/** `/v1/detections`: start a check, price one, read one. Keys only, as the spec's table says. */
import { Hono } from 'hono';
import { createDetectionRequestSchema } from '../../contract/detections';
import { detectionEstimateRequestSchema } from '../../contract/estimates';
import { formatUsd } from '../../contract/money';
import { parseProse } from '../../text';
import { rateKey } from '../auth';
import { ServiceError } from '../errors';
import { checkPrice } from '../pricing';
import { validate } from '../validation';
import type { AppContext } from './context';
import { jsonBody, requireLength, requireReady, who } from './request';

export function detectionRoutes(ctx: AppContext): Hono {
  const routes = new Hono();

  routes.post('/', async (c) => {
    const principal = who(ctx, c, { accepts: 'key', scope: 'detect' });
    requireReady(principal.account);
    ctx.detectionLimiter.take(rateKey(principal));
    const request = validate(createDetectionRequestSchema, await jsonBody(ctx, c), 'body');
    requireLength(request.text, principal.account.max_chars_per_check, 'checks');
    const model = parseProse(request.text);
    if (model.proseWordCount === 0) {
      throw new ServiceError('no_prose', 'The text has no prose to read (code, tables and Markdown structure are not prose)');
    }
    const row = await ctx.detections.create(principal.account.id, model, checkPrice(model.proseWordCount));
    return c.json(ctx.detections.view(row, true), 202, { Location: `/api/v1/detections/${row.id}` });
  });

  routes.post('/estimate', async (c) => {
    const request = validate(detectionEstimateRequestSchema, await jsonBody(ctx, c), 'body');
    const words = parseProse(request.text).proseWordCount;
    return c.json({ prose_word_count: words, price_usd: formatUsd(checkPrice(words)) });
  });

  routes.get('/:id', (c) => {
    const principal = who(ctx, c, { accepts: 'key', scope: 'detect' });
    return c.json(ctx.detections.view(ctx.detections.find(principal.account.id, c.req.param('id'))));
  });

  return routes;
}
