/**
 * A rewrite run from creation to its settled end, the same way for every front end: create it,
 * follow its events (the client falls back to polling), and when the user cancels, cancel it on
 * the service and wait for it to settle, so that what is reported is what was charged.
 */
import { abortableSleep, type FollowEvent, type RedraftClient, type Sleep } from '../client';
import { isTerminalRunStatus, type CreateRunRequest, type Run, type RunCreated, type RunEventFormatError } from '../contract';

/** After a cancel, how long to wait for the run to reach a final state before reporting it as it is. */
export const CANCEL_SETTLE_MS = 10_000;
/** How often the run is read while it settles after a cancel. */
export const CANCEL_POLL_MS = 200;

export interface SettleOptions {
  settleMs?: number;
  pollMs?: number;
  /** Injected by tests so that settling takes no wall-clock time. */
  sleep?: Sleep;
}

/**
 * The one cancel policy: POST the cancel, then read the run every `pollMs` until it is final or
 * `settleMs` passed. Returns the run as the service last recorded it (final, unless it did not
 * settle in time); the caller says which.
 */
export async function cancelAndSettle(client: Pick<RedraftClient, 'cancelRun' | 'getRun'>, id: string, options: SettleOptions = {}): Promise<Run> {
  const settleMs = options.settleMs ?? CANCEL_SETTLE_MS;
  const pollMs = options.pollMs ?? CANCEL_POLL_MS;
  const sleep = options.sleep ?? abortableSleep;
  let run = await client.cancelRun(id);
  const deadline = Date.now() + settleMs;
  while (!isTerminalRunStatus(run.status) && Date.now() < deadline) {
    await sleep(pollMs);
    run = await client.getRun(id);
  }
  return run;
}

export interface RunFollowHandlers extends SettleOptions {
  /**
   * Aborting it means "the user wants this run stopped": the stream is closed and the run is
   * canceled and settled. Never used to abort the create request itself: a run the service
   * started but whose id was never learnt could not be canceled.
   */
  cancel?: AbortSignal;
  /** The run exists (its id is known); called before the first event. */
  onCreated?(created: RunCreated): void;
  onEvent?(event: FollowEvent): void;
  /** A frame of a known type with invalid data was skipped. */
  onMalformedEvent?(error: RunEventFormatError): void;
  /** The cancel is being sent. */
  onCanceling?(id: string): void;
}

export interface FollowedRun {
  created: RunCreated;
  /** The run in its final state (or, after a cancel that did not settle in time, as it is). */
  run: Run;
  /** The event stream failed and the run was followed by polling. */
  polled: boolean;
  /** The user canceled; `run` is what the service recorded after the cancel. */
  canceled: boolean;
}

/** Creates a run and follows it to its end (see the module comment). */
export async function createAndFollow(
  client: Pick<RedraftClient, 'createRun' | 'followRun' | 'cancelRun' | 'getRun'>,
  request: CreateRunRequest,
  handlers: RunFollowHandlers = {},
): Promise<FollowedRun> {
  const created = await client.createRun(request);
  handlers.onCreated?.(created);
  return followCreated(client, created, handlers);
}

/** Follows a run that exists; cancel-and-settle when `handlers.cancel` aborts. */
export async function followCreated(
  client: Pick<RedraftClient, 'followRun' | 'cancelRun' | 'getRun'>,
  created: RunCreated,
  handlers: RunFollowHandlers = {},
): Promise<FollowedRun> {
  const { cancel } = handlers;
  let polled = false;
  const settle = async (): Promise<FollowedRun> => {
    handlers.onCanceling?.(created.id);
    return { created, run: await cancelAndSettle(client, created.id, handlers), polled, canceled: true };
  };
  if (cancel?.aborted) return settle();
  const stream = new AbortController();
  const stop = (): void => stream.abort(cancel?.reason);
  cancel?.addEventListener('abort', stop, { once: true });
  try {
    const following = client.followRun(created, { signal: stream.signal, onMalformedEvent: handlers.onMalformedEvent });
    for await (const event of following) {
      if (event.type === 'polling') polled = true;
      handlers.onEvent?.(event);
    }
    return { created, run: await following.finalRun(), polled, canceled: false };
  } catch (error) {
    if (!cancel?.aborted) throw error;
  } finally {
    cancel?.removeEventListener('abort', stop);
  }
  return settle();
}
