/** `/v1/runs`: create, list, read, cancel, erase, and the event stream of a run. */
import { Hono } from 'hono';
import { createRunRequestSchema, DEFAULT_QUALITY, runListQuerySchema } from '../../contract/runs';
import { parseProse } from '../../text';
import { rateKey } from '../auth';
import type { AuthRule } from '../auth';
import { ServiceError, invalidRequest } from '../errors';
import { planRun } from '../options';
import { runCreatedView, runListItem, runView } from '../runs';
import { eventStream } from '../sse';
import { validate } from '../validation';
import type { AppContext } from './context';
import { QUALITY_MESSAGE, jsonBody, requireLength, requireReady, who } from './request';

/** Reads, cancel, erase and events: a key with `humanize`, or the session. */
const runReader: AuthRule = { accepts: 'key-or-session', scope: 'humanize' };

export function runRoutes(ctx: AppContext): Hono {
  const routes = new Hono();

  routes.post('/', async (c) => {
    const principal = who(ctx, c, { accepts: 'key', scope: 'humanize' });
    requireReady(principal.account);
    ctx.runLimiter.take(rateKey(principal));
    const request = validate(createRunRequestSchema, await jsonBody(ctx, c), 'body', { quality: QUALITY_MESSAGE });
    requireLength(request.text, principal.account.max_chars_per_run, 'runs');
    const model = parseProse(request.text);
    if (model.proseWordCount === 0) {
      throw invalidRequest('The text has no prose words to rewrite (code, tables and Markdown structure are not prose)');
    }
    const quality = request.quality ?? DEFAULT_QUALITY;
    const row = await ctx.runs.create({
      accountId: principal.account.id,
      text: request.text,
      quality,
      wordCount: model.wordCount,
      options: planRun(request.options),
      estimate: ctx.pricing.estimate(quality, model.proseWordCount),
    });
    ctx.worker.enqueue(row.id, model);
    return c.json(runCreatedView(row), 202, { Location: `/api/v1/runs/${row.id}` });
  });

  routes.get('/', (c) => {
    const principal = who(ctx, c, runReader);
    const query = validate(runListQuerySchema, c.req.query(), 'query');
    const page = ctx.runs.list(principal.account.id, query.limit, query.cursor);
    return c.json({ data: page.rows.map(runListItem), next_cursor: page.nextCursor });
  });

  routes.delete('/', async (c) => {
    const principal = who(ctx, c, runReader);
    if (c.req.query('confirm') !== 'true') {
      throw new ServiceError('confirmation_required', 'Erasing the texts of every finished run needs ?confirm=true');
    }
    return c.json(await ctx.runs.eraseAll(principal.account.id));
  });

  routes.get('/:id', (c) => {
    const principal = who(ctx, c, runReader);
    return c.json(runView(ctx.runs.find(principal.account.id, c.req.param('id'))));
  });

  routes.delete('/:id', async (c) => {
    const principal = who(ctx, c, runReader);
    return c.json(await ctx.runs.erase(principal.account.id, c.req.param('id')));
  });

  routes.post('/:id/cancel', async (c) => {
    const principal = who(ctx, c, runReader);
    const id = ctx.runs.find(principal.account.id, c.req.param('id')).id;
    const { row, events } = await ctx.runs.cancel(id);
    // Only once the cancel is durable: a cancel the disk refused leaves the run working.
    ctx.worker.stop(id);
    if (events.length > 0) {
      ctx.pricing.invalidate();
      ctx.events.publish(events);
    }
    return c.json(runView(row));
  });

  routes.get('/:id/events', (c) => {
    const principal = who(ctx, c, runReader);
    const run = ctx.runs.find(principal.account.id, c.req.param('id'));
    const position = c.req.header('last-event-id') ?? c.req.query('after') ?? '0';
    if (!/^\d{1,15}$/.test(position.trim())) {
      throw invalidRequest('Last-Event-ID (or ?after=) must be the id of an event of this stream');
    }
    return eventStream({ events: ctx.events, runId: run.id, after: Number(position.trim()), pingMs: ctx.pingMs, registry: ctx.streams });
  });

  return routes;
}
