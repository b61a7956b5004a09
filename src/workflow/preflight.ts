/**
 * The checks made before any work is sent: the account's character limits from /v1/me, applied
 * to the exact text (in code points, as the service counts). A text over the limit is a result,
 * not an error: nothing was sent, so there is no HTTP error to report, and each front end says it
 * in its own words (a CLI exit code, an editor notification).
 */
import type { RedraftClient } from '../client';
import { checkCharLimit, runCharLimit, type Me } from '../contract';
import { codePointLength } from '../text/offsets';

/** A rewrite run or a check: they have different limits. */
export type Job = 'run' | 'check';

export type LengthCheck =
  | { ok: true; chars: number; limit: number }
  | { ok: false; reason: 'too_long'; chars: number; limit: number };

export type Preflight = LengthCheck & { me: Me };

/** The limit for a job: runs by `max_chars_per_run`, checks by their own limit when sent. */
export function charLimit(me: Me, job: Job): number {
  return job === 'run' ? runCharLimit(me) : checkCharLimit(me);
}

/** Whether `text` fits the limit (pure; one /v1/me answer serves a folder of files). */
export function checkLength(text: string, limit: number): LengthCheck {
  const chars = codePointLength(text);
  return chars > limit ? { ok: false, reason: 'too_long', chars, limit } : { ok: true, chars, limit };
}

/** Reads /v1/me and checks `text` against the job's limit. */
export async function preflight(client: Pick<RedraftClient, 'getMe'>, job: Job, text: string, options: { signal?: AbortSignal } = {}): Promise<Preflight> {
  const me = await client.getMe(options);
  return { ...checkLength(text, charLimit(me, job)), me };
}
