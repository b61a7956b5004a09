/**
 * The run event stream (server-sent events). On connect it replays the run's events after the
 * client's position (`Last-Event-ID`, or `?after=`), then forwards new ones as they are
 * published, and ends after `done`. Every frame carries `id:` (the event's sequence number), so
 * a reconnecting client resumes exactly where it stopped. `: ping` comments on an unref'd timer
 * keep proxies and idle timeouts from closing a quiet stream, without keeping the process alive.
 *
 * Why not hono's `streamSSE`: its `writeSSE` keeps the framing rules (multi-line data split, CR/LF
 * refused in event and id), but it is asynchronous, and the replay relies on subscribing and
 * reading the backlog in one tick with frames enqueued synchronously in order; on an error it
 * writes the raw message to the client as an `event: error` frame (internal errors must only be
 * logged); and it sends no `no-transform` / `X-Accel-Buffering` headers for buffering proxies.
 */
import type { EventLog, RunEvent } from './events';

const encoder = new TextEncoder();

/** One SSE frame. `event` and `id` must be single-line; multi-line data becomes several `data:` lines. */
export function frame(event: string, id: string, data: string): string {
  if (/[\r\n]/.test(event) || /[\r\n]/.test(id)) throw new Error('SSE event and id must not contain CR or LF');
  const lines = data.split(/\r\n|\r|\n/).map((line) => `data: ${line}`);
  return `id: ${id}\nevent: ${event}\n${lines.join('\n')}\n\n`;
}

export interface StreamOptions {
  events: EventLog;
  runId: string;
  after: number;
  pingMs: number;
  /** Open streams register here so a shutdown can end them. */
  registry: Set<() => void>;
}

export function eventStream(options: StreamOptions): Response {
  const { events, runId, after, pingMs, registry } = options;
  let cleanup = (): void => undefined;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      let last = after;
      let closed = false;
      let unsubscribe = (): void => undefined;
      const timer = setInterval(() => send(': ping\n\n'), pingMs);
      timer.unref();
      const close = (): void => {
        if (closed) return;
        closed = true;
        cleanup();
        try {
          controller.close();
        } catch {
          // Already closed by the client going away.
        }
      };
      cleanup = (): void => {
        clearInterval(timer);
        unsubscribe();
        registry.delete(close);
      };
      function send(text: string): void {
        if (closed) return;
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          close();
        }
      }
      const deliver = (event: RunEvent): void => {
        if (closed) return;
        if (event.seq > last) {
          last = event.seq;
          send(frame(event.type, String(event.seq), JSON.stringify(event.data)));
        }
        // A client that resumed past the end has nothing more to read once the run is done,
        // whether or not it is sent this frame.
        if (event.type === 'done') close();
      };
      registry.add(close);
      // Subscribing and reading the backlog happen in the same tick, so no event falls between them.
      unsubscribe = events.subscribe(runId, deliver);
      const backlog = events.since(runId, after);
      for (const event of backlog) deliver(event);
      if (!closed && finishedBefore(events, runId, after)) close();
    },
    cancel() {
      cleanup();
    },
  });
  return new Response(body, {
    status: 200,
    headers: {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    },
  });
}

/** True when the run's `done` was already delivered before `after`: nothing more will come. */
function finishedBefore(events: EventLog, runId: string, after: number): boolean {
  return events.since(runId, 0).some((e) => e.type === 'done' && e.seq <= after);
}
