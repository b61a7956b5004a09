/**
 * The steps every handler shares, in the order the service README gives for creates: who is
 * calling, whether the account may work now, the body (bounded, strict UTF-8, JSON), the length.
 */
import type { Context } from 'hono';
import { codePointLength } from '../../text';
import type { Account } from '../accounts';
import { authorize } from '../auth';
import type { AuthRule, Principal } from '../auth';
import { ServiceError, invalidRequest } from '../errors';
import { parseJsonBody } from '../validation';
import type { AppContext } from './context';

export const QUALITY_MESSAGE = 'quality must be one of "low", "standard" or "high"';

export function who(ctx: AppContext, c: Context, rule: AuthRule): Principal {
  return authorize(ctx.store, { authorization: c.req.header('authorization'), cookie: c.req.header('cookie') }, rule);
}

export async function jsonBody(ctx: AppContext, c: Context): Promise<unknown> {
  return parseJsonBody(await readBounded(c.req.raw, ctx.maxBodyBytes), c.req.header('content-type'));
}

export function requireReady(account: Account): void {
  if (account.status === 'not_ready') {
    throw new ServiceError('provider_unavailable', 'The account is not ready to run yet; retry shortly (see can_run_reason on GET /v1/me)');
  }
}

export function requireLength(text: string, max: number, what: string): void {
  // Cheap first: a string's UTF-16 length is never below its code-point length.
  if (text.length <= max) return;
  const chars = codePointLength(text);
  if (chars > max) {
    throw new ServiceError('text_too_long', `The text has ${chars} characters; ${what} take at most ${max}`, { max_chars: max, chars });
  }
}

export function payloadTooLarge(max: number): ServiceError {
  return new ServiceError('payload_too_large', `The request body is larger than ${max} bytes`, { max_bytes: max }, {
    headers: { Connection: 'close' },
  });
}

/** Reads a body as UTF-8, stopping (and refusing with 413) as soon as it passes `max` bytes. */
async function readBounded(request: Request, max: number): Promise<string> {
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      // Not reader.cancel(): that destroys the socket before the 413 can be written. The
      // `Connection: close` on the answer ends the connection instead, so the rest is never read.
      reader.releaseLock();
      throw payloadTooLarge(max);
    }
    chunks.push(value);
  }
  try {
    return strictUtf8.decode(Buffer.concat(chunks));
  } catch {
    // Decoding leniently would store U+FFFD where the caller sent something else.
    throw invalidRequest('The request body is not valid UTF-8');
  }
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });
