/**
 * Who is calling: an API key (`Authorization: Bearer …`) or the signed-in app's session cookie
 * (`session=<token>`), and whether that caller may use the endpoint.
 *
 * Secrets are looked up by their SHA-256 digest and the digests are then compared with
 * `timingSafeEqual`, so neither the lookup nor the comparison says how much of a guess was right.
 */
import { timingSafeEqual } from 'node:crypto';
import type { Store } from './db';
import { ServiceError } from './errors';
import { digest } from './ids';
import { activeKeyByDigest, getAccount, parseScopes, sessionByDigest } from './accounts';
import type { Account, ApiKeyRow, Scope } from './accounts';

export type Principal =
  | { kind: 'key'; account: Account; keyId: string; scopes: ReadonlySet<Scope> }
  | { kind: 'session'; account: Account; sessionId: string };

export interface AuthRule {
  /** Which credentials the endpoint accepts. */
  accepts: 'key' | 'key-or-session' | 'session';
  /** Scope a key needs; sessions act for the account owner and hold every scope. */
  scope?: Scope;
  /** GET /v1/me answers suspended accounts so the app can say why nothing runs. */
  allowSuspended?: boolean;
}

export interface Credentials {
  authorization: string | undefined;
  cookie: string | undefined;
}

export function authorize(store: Store, credentials: Credentials, rule: AuthRule): Principal {
  const principal = identify(store, credentials, rule);
  if (principal.account.status === 'suspended' && !rule.allowSuspended) {
    throw new ServiceError('account_suspended', 'This account is suspended and cannot call the API');
  }
  if (principal.kind === 'key' && rule.scope && !principal.scopes.has(rule.scope)) {
    throw new ServiceError('insufficient_scope', `This API key lacks the scope "${rule.scope}"`, {
      required_scope: rule.scope,
    });
  }
  return principal;
}

function identify(store: Store, credentials: Credentials, rule: AuthRule): Principal {
  const bearer = bearerToken(credentials.authorization);
  if (bearer !== null) {
    if (rule.accepts === 'session') {
      throw new ServiceError('forbidden', 'An API key cannot manage API keys; sign in to the app to do this');
    }
    const key = findKey(store, bearer);
    if (!key) throw new ServiceError('unauthenticated', 'The API key is missing, unknown or revoked');
    const account = getAccount(store, key.account_id);
    if (!account) throw new ServiceError('unauthenticated', 'The API key is missing, unknown or revoked');
    return { kind: 'key', account, keyId: key.id, scopes: new Set(parseScopes(key.scopes)) };
  }
  if (credentials.authorization !== undefined) {
    throw new ServiceError('unauthenticated', 'The Authorization header must read "Bearer <API key>"');
  }
  const token = sessionToken(credentials.cookie);
  if (rule.accepts === 'key') {
    throw new ServiceError('unauthenticated', 'This endpoint needs an API key in "Authorization: Bearer <API key>"');
  }
  if (token === null) throw new ServiceError('unauthenticated', 'Sign in or send an API key');
  const session = findSession(store, token);
  const account = session ? getAccount(store, session.account_id) : undefined;
  if (!session || !account) throw new ServiceError('unauthenticated', 'The session is unknown or has ended');
  return { kind: 'session', account, sessionId: session.id };
}

function bearerToken(header: string | undefined): string | null {
  if (header === undefined) return null;
  const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header);
  return match?.[1] ?? null;
}

function sessionToken(cookieHeader: string | undefined): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === 'session') {
      const value = part.slice(eq + 1).trim();
      return value === '' ? null : value;
    }
  }
  return null;
}

function findKey(store: Store, secret: string): ApiKeyRow | undefined {
  const hash = digest(secret);
  const row = activeKeyByDigest(store, hash);
  return row && sameDigest(row.hash, hash) ? row : undefined;
}

function findSession(store: Store, secret: string): { id: string; account_id: string } | undefined {
  const hash = digest(secret);
  const row = sessionByDigest(store, hash);
  return row && sameDigest(row.hash, hash) ? row : undefined;
}

function sameDigest(stored: string, computed: string): boolean {
  const a = Buffer.from(stored, 'hex');
  const b = Buffer.from(computed, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The identity rate limits count against: the key, or the session for the signed-in app. */
export function rateKey(principal: Principal): string {
  return principal.kind === 'key' ? `key:${principal.keyId}` : `session:${principal.sessionId}`;
}
