/** `/v1/estimate`, `/v1/pricing`, `/v1/presets`: what a run would cost and what it can be asked for. No caller needed. */
import { Hono } from 'hono';
import { estimateWordSource, runEstimateRequestSchema } from '../../contract/estimates';
import { DEFAULT_QUALITY } from '../../contract/runs';
import { parseProse } from '../../text';
import { invalidRequest } from '../errors';
import { presetsView } from '../presets';
import { MAX_ESTIMATE_WORDS } from '../pricing';
import { validate } from '../validation';
import type { AppContext } from './context';
import { QUALITY_MESSAGE, jsonBody } from './request';

/** Mounted at `/v1`: its three paths share no prefix beyond it. */
export function pricingRoutes(ctx: AppContext): Hono {
  const routes = new Hono();

  routes.post('/estimate', async (c) => {
    const raw = await jsonBody(ctx, c);
    // Before the schema: a count too large to price is a bad request (400), whatever its form
    // (1e300 is no safe integer either); a malformed count stays a validation error (422).
    const count = (raw as { word_count?: unknown } | undefined)?.word_count;
    if (typeof count === 'number' && count > MAX_ESTIMATE_WORDS) {
      throw invalidRequest(`word_count must be at most ${MAX_ESTIMATE_WORDS.toLocaleString('en-US')}`, { max_word_count: MAX_ESTIMATE_WORDS });
    }
    const request = validate(runEstimateRequestSchema, raw, 'body', { quality: QUALITY_MESSAGE });
    const source = estimateWordSource(request);
    if (source === null) throw invalidRequest('Send either text or word_count');
    const words = source.kind === 'text' ? parseProse(source.text).proseWordCount : source.wordCount;
    return c.json(ctx.pricing.estimateView(ctx.pricing.estimate(request.quality ?? DEFAULT_QUALITY, words)));
  });

  routes.get('/pricing', (c) => c.json(ctx.pricing.pricingView()));
  routes.get('/presets', (c) => c.json(presetsView()));

  return routes;
}
