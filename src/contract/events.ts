/**
 * Run events on the server-sent event stream.
 *
 * The spec says clients ignore event types they do not know, so `parseRunEvent` turns those
 * into an `unknown` event instead of failing; a known type with a malformed payload is a broken
 * server, and that is worth an error that says what was wrong.
 */
import { z } from 'zod';
import { usdSchema } from './money';
import { terminalRunStatusSchema } from './runs';

/** Charge so far; an estimate until `done`. */
export const costEventSchema = z.looseObject({
  type: z.literal('cost'),
  projected_charge_usd: usdSchema,
});

/** The run finished; the stream ends. The rewrite is read from GET /v1/runs/{id}. */
export const doneEventSchema = z.looseObject({
  type: z.literal('done'),
  status: terminalRunStatusSchema,
  charged_usd: usdSchema,
  reasons: z.array(z.string()),
});

/** Progress through the work of a run (local service; the spec allows other event types). */
export const stageEventSchema = z
  .looseObject({
    type: z.literal('stage'),
    stage: z.string().min(1),
    done: z.number().int().min(0),
    total: z.number().int().min(0),
  })
  .refine((event) => event.done <= event.total, { message: 'done must not exceed total', path: ['done'] });

/** The events this contract knows, as the service emits them. */
export const knownRunEventSchema = z.discriminatedUnion('type', [costEventSchema, doneEventSchema, stageEventSchema]);

export type CostEvent = z.infer<typeof costEventSchema>;
export type DoneEvent = z.infer<typeof doneEventSchema>;
export type StageEvent = z.infer<typeof stageEventSchema>;
export type KnownRunEvent = z.infer<typeof knownRunEventSchema>;

/** An event of a type this client does not know, kept as it came. */
export interface UnknownRunEvent {
  type: 'unknown';
  event: string;
  data: unknown;
}

export type RunEvent = KnownRunEvent | UnknownRunEvent;

export const RUN_EVENT_TYPES = ['cost', 'done', 'stage'] as const;
export type RunEventType = (typeof RUN_EVENT_TYPES)[number];

const knownSchemas: Record<RunEventType, z.ZodType<KnownRunEvent>> = {
  cost: costEventSchema,
  done: doneEventSchema,
  stage: stageEventSchema,
};

export class RunEventFormatError extends Error {
  override name = 'RunEventFormatError';
  constructor(
    message: string,
    readonly event: string,
    readonly data: unknown,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

function isKnownType(name: string): name is RunEventType {
  return (RUN_EVENT_TYPES as readonly string[]).includes(name);
}

/**
 * Reads one event. `eventName` is the frame's `event:` field (empty, missing or the SSE default
 * `message` fall back to the payload's `type`); `data` is the parsed JSON, or the raw `data:`
 * text, which is parsed here.
 */
export function parseRunEvent(eventName: string | undefined, data: unknown): RunEvent {
  const named = eventName !== undefined && eventName !== '' && eventName !== 'message';
  let payload: unknown = data;
  let jsonError: unknown;
  if (typeof data === 'string') {
    try {
      payload = JSON.parse(data);
    } catch (error) {
      jsonError = error;
    }
  }
  const typeInPayload =
    typeof payload === 'object' && payload !== null && 'type' in payload && typeof payload.type === 'string'
      ? payload.type
      : undefined;
  const name = named ? eventName : (typeInPayload ?? eventName ?? 'message');

  if (!isKnownType(name)) return { type: 'unknown', event: name, data: payload };

  if (jsonError !== undefined) {
    throw new RunEventFormatError(`"${name}" event data is not JSON`, name, data, { cause: jsonError });
  }
  const result = knownSchemas[name].safeParse(payload);
  if (!result.success) {
    const problems = result.error.issues
      .map((issue) => `${issue.path.length > 0 ? issue.path.join('.') : '(data)'}: ${issue.message}`)
      .join('; ');
    throw new RunEventFormatError(`malformed "${name}" event: ${problems}`, name, data, { cause: result.error });
  }
  return result.data;
}
