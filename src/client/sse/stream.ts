/**
 * SSE layer 3: a resilient event source. It opens the stream, feeds bytes → lines → messages,
 * and when the connection drops (or ends without the consumer being satisfied) reconnects with
 * `Last-Event-ID`, dropping any replayed message whose id it has already delivered. When the
 * consumer stops iterating, the HTTP request is aborted at once.
 *
 * It does not know what a run is: the caller decides when the stream is finished (by stopping
 * iteration at `done`), and what to do when it cannot be opened at all (fall back to polling).
 */
import { AbortError, ApiError, InvalidResponseError, RedraftError } from '../errors';
import { abortError, openStream, type Transport } from '../http';
import { EventParser, readEvents, type SseMessage } from './events';
import { readLines } from './lines';

export interface EventStreamOptions {
  signal?: AbortSignal;
  /** Resume after this id (e.g. from a previous session). */
  lastEventId?: string;
  /** Wait before reconnecting unless the server sent `retry:`. */
  reconnectDelayMs: number;
  /** Consecutive reconnects that deliver nothing new before giving up. */
  maxReconnects: number;
  /** A connection silent for this long (no data, no ping) counts as dropped. */
  idleTimeoutMs: number;
  /** Deadline for each connection's response headers. */
  openTimeoutMs?: number;
  /** Called once per (re)connection attempt, with 0 for the first; for logs and tests. */
  onConnect?: (info: { attempt: number; lastEventId: string | undefined }) => void;
}

/** The stream could not be opened, or kept failing; `cause` says why. Callers may poll instead. */
export class StreamUnavailableError extends RedraftError {
  override name = 'StreamUnavailableError';
}

/** Messages of an event stream, reconnecting as described in the module comment. */
export async function* eventStream(
  transport: Transport,
  url: URL,
  options: EventStreamOptions,
): AsyncGenerator<SseMessage, void, undefined> {
  const seen = new Set<string>();
  let lastEventId = options.lastEventId;
  let retryMs: number | undefined;
  // Consecutive reconnects that brought nothing new; a connection that delivers resets it.
  let fruitless = 0;

  for (let attempt = 0; ; attempt++) {
    if (attempt > 0) {
      if (fruitless >= options.maxReconnects) {
        throw new StreamUnavailableError(`event stream ${url.pathname} kept dropping; gave up after ${fruitless} reconnects`);
      }
      await pause(transport, retryMs ?? options.reconnectDelayMs, options.signal);
    }
    options.onConnect?.({ attempt, lastEventId });

    let stream;
    try {
      stream = await openStream(transport, url, {
        signal: options.signal,
        lastEventId,
        timeoutMs: options.openTimeoutMs,
        idleTimeoutMs: options.idleTimeoutMs,
      });
    } catch (error) {
      if (error instanceof AbortError) throw error;
      // An answer that is not a stream (404, 5xx, HTML) will not turn into one by retrying, and
      // neither is a first attempt that fails worth retrying here: the caller's fallback is better.
      if (attempt === 0 || error instanceof ApiError || error instanceof InvalidResponseError) {
        throw new StreamUnavailableError(`cannot open event stream ${url.pathname}: ${messageOf(error)}`, { cause: error });
      }
      fruitless++;
      continue;
    }

    const parser = new EventParser(lastEventId);
    let delivered = false;
    try {
      for await (const message of readEvents(readLines(stream.chunks), parser)) {
        lastEventId = parser.lastEventId;
        if (message.id !== undefined) {
          if (seen.has(message.id)) continue;
          seen.add(message.id);
        }
        delivered = true;
        yield message;
      }
    } catch (error) {
      if (error instanceof AbortError || options.signal?.aborted) throw error;
      // Anything else is a dropped connection: reconnect below.
    } finally {
      // Runs on a drop, at the end, and when the consumer stops iterating (return()).
      stream.close();
      retryMs = parser.retryMs ?? retryMs;
      lastEventId = parser.lastEventId;
    }
    // The first connection is not a reconnect; only reconnects count against the limit.
    fruitless = delivered || attempt === 0 ? 0 : fruitless + 1;
  }
}

async function pause(transport: Transport, ms: number, signal: AbortSignal | undefined): Promise<void> {
  try {
    await transport.retry.sleep(ms, signal);
  } catch (error) {
    if (signal?.aborted) throw abortError(signal);
    throw error;
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
