/**
 * Following work to its end: a run's typed event stream (with polling when the stream cannot be
 * had) and a detection's polling loop. Both end with the final resource, both stop as soon as
 * the caller's signal aborts or the caller stops iterating.
 *
 * Malformed frames: a frame of a known type (`cost`, `stage`, `done`) whose data is not valid is
 * skipped and handed to `onMalformedEvent`; it is never fatal, because the run itself goes on
 * server-side and its final state is read with GET /v1/runs/{id} anyway. A `done` frame ends the
 * stream even when its data is malformed; `followRun` then reads the run and reports the `done`
 * from it, so a follower always sees exactly one `done` before the final run.
 */
import {
  RunEventFormatError,
  isTerminalDetectionStatus,
  isTerminalRunStatus,
  parseRunEvent,
  type Detection,
  type DoneEvent,
  type Run,
  type RunEvent,
  type RunStatus,
} from '../contract';
import { AbortError, RedraftError } from './errors';
import { abortError, type CallOptions, type Transport } from './http';
import type { Sleep } from './retry';
import { eventStream, type EventStreamOptions } from './sse/stream';

export interface RunEventsOptions {
  signal?: AbortSignal;
  /** Resume after this event id. */
  lastEventId?: string;
  /** Frames of a known type with invalid data are skipped and reported here. */
  onMalformedEvent?: (error: RunEventFormatError) => void;
  /** Told on every (re)connection, attempt 0 first; lets a UI say "reconnecting…". */
  onConnect?: (info: { attempt: number; lastEventId: string | undefined }) => void;
}

/** Typed run events of one stream, ending after `done` (see the module comment for bad frames). */
export async function* runEventStream(
  transport: Transport,
  url: URL,
  options: RunEventsOptions & Omit<EventStreamOptions, 'signal' | 'lastEventId'>,
): AsyncGenerator<RunEvent, void, undefined> {
  for await (const message of eventStream(transport, url, options)) {
    let event: RunEvent;
    try {
      event = parseRunEvent(message.event, message.data);
    } catch (error) {
      if (!(error instanceof RunEventFormatError)) throw error;
      options.onMalformedEvent?.(error);
      if (error.event === 'done') return;
      continue;
    }
    yield event;
    if (event.type === 'done') return;
  }
}

/** The live stream could not be used; from here on progress comes from polling the run. */
export interface PollingEvent {
  type: 'polling';
  reason: string;
  error: RedraftError;
}

/** While polling: the run's status changed. */
export interface StatusEvent {
  type: 'status';
  status: RunStatus;
}

export type FollowEvent = RunEvent | PollingEvent | StatusEvent;

export interface FollowRunOptions extends RunEventsOptions {
  /** Time between polls when the stream is unavailable; default from the client (2 s). */
  pollIntervalMs?: number;
}

/** What the follower needs from the client. */
export interface RunSource {
  getRun(id: string, options: CallOptions): Promise<Run>;
  runEvents(url: URL, options: RunEventsOptions): AsyncGenerator<RunEvent, void, undefined>;
  sleep: Sleep;
  pollIntervalMs: number;
}

/**
 * Events of a run, then its final state. Iterate it for progress and then call `finalRun()`, or
 * call `finalRun()` alone to wait for the end. Iterable once; stopping the iteration early (break)
 * closes the stream and makes `finalRun()` reject with an AbortError.
 */
export class RunFollow implements AsyncIterable<FollowEvent> {
  private readonly generator: AsyncGenerator<FollowEvent, Run, undefined>;
  private readonly final: Promise<Run>;
  private settle!: { resolve: (run: Run) => void; reject: (error: unknown) => void };
  private started = false;

  constructor(generator: AsyncGenerator<FollowEvent, Run, undefined>) {
    this.generator = generator;
    this.final = new Promise<Run>((resolve, reject) => {
      this.settle = { resolve, reject };
    });
    // Nobody may ever ask for the final run; that must not become an unhandled rejection.
    this.final.catch(() => undefined);
  }

  [Symbol.asyncIterator](): AsyncIterator<FollowEvent, undefined> {
    if (this.started) throw new RedraftError('a RunFollow can be iterated only once');
    this.started = true;
    const { generator, settle } = this;
    return {
      next: async () => {
        try {
          const step = await generator.next();
          if (step.done) {
            settle.resolve(step.value);
            return { done: true, value: undefined };
          }
          return { done: false, value: step.value };
        } catch (error) {
          settle.reject(error);
          throw error;
        }
      },
      return: async () => {
        await generator.return(undefined as never);
        settle.reject(new AbortError('stopped following the run before it finished'));
        return { done: true, value: undefined };
      },
    };
  }

  /** The run in its final state, read after the stream's `done` (or after polling saw it finish). */
  finalRun(): Promise<Run> {
    if (!this.started) {
      void (async () => {
        try {
          for await (const _event of this) {
            // Draining: the caller only wants the end.
          }
        } catch {
          // Already delivered through `final`.
        }
      })();
    }
    return this.final;
  }
}

/** The generator behind `followRun`: stream first, polling when the stream is unavailable. */
export async function* followRunEvents(
  source: RunSource,
  id: string,
  eventsUrl: URL,
  options: FollowRunOptions,
): AsyncGenerator<FollowEvent, Run, undefined> {
  const call: CallOptions = { signal: options.signal };
  let sawDone = false;
  try {
    for await (const event of source.runEvents(eventsUrl, options)) {
      yield event;
      if (event.type === 'done') {
        sawDone = true;
        break;
      }
    }
  } catch (error) {
    if (error instanceof AbortError || options.signal?.aborted) throw error;
    const cause = error instanceof RedraftError ? error : new RedraftError(String(error), { cause: error });
    yield { type: 'polling', reason: cause.message, error: cause };
    return yield* pollRun(source, id, options, undefined);
  }
  const run = await source.getRun(id, call);
  // `done` is sent after the state is written, so the run is normally final here; the loop below
  // covers a deployment that orders them the other way, and a stream that ended without `done`.
  if (!isTerminalRunStatus(run.status)) return yield* pollRun(source, id, options, run.status, sawDone);
  if (!sawDone) yield doneFromRun(run);
  return run;
}

async function* pollRun(
  source: RunSource,
  id: string,
  options: FollowRunOptions,
  knownStatus: RunStatus | undefined,
  sawDone = false,
): AsyncGenerator<FollowEvent, Run, undefined> {
  const interval = options.pollIntervalMs ?? source.pollIntervalMs;
  let status = knownStatus;
  for (;;) {
    const run = await source.getRun(id, { signal: options.signal });
    if (run.status !== status) {
      status = run.status;
      yield { type: 'status', status };
    }
    if (isTerminalRunStatus(run.status)) {
      if (!sawDone) yield doneFromRun(run);
      return run;
    }
    await pause(source.sleep, interval, options.signal);
  }
}

function doneFromRun(run: Run): DoneEvent {
  if (!isTerminalRunStatus(run.status)) throw new RedraftError(`run ${run.id} is not finished`);
  return { type: 'done', status: run.status, charged_usd: run.billing.charged_usd, reasons: run.scores.reasons };
}

export interface WaitForDetectionOptions {
  signal?: AbortSignal;
  /** Called with every state read, including the last; for a progress bar. */
  onProgress?: (detection: Detection) => void;
  /** Time between polls; default from the client (1 s, the spec's cadence). */
  pollIntervalMs?: number;
}

/** Polls a detection until it succeeds or fails, and returns it (check `status` and `error`). */
export async function waitForDetection(
  read: (options: CallOptions) => Promise<Detection>,
  sleep: Sleep,
  defaultIntervalMs: number,
  options: WaitForDetectionOptions,
): Promise<Detection> {
  const interval = options.pollIntervalMs ?? defaultIntervalMs;
  for (;;) {
    const detection = await read({ signal: options.signal });
    options.onProgress?.(detection);
    if (isTerminalDetectionStatus(detection.status)) return detection;
    await pause(sleep, interval, options.signal);
  }
}

async function pause(sleep: Sleep, ms: number, signal: AbortSignal | undefined): Promise<void> {
  try {
    await sleep(ms, signal);
  } catch (error) {
    if (signal?.aborted) throw abortError(signal);
    throw error;
  }
}
