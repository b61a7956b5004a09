/**
 * Accounts, API keys and sessions: creating them (first start, seed file, the extension's
 * "local account on first use", the key endpoints) and reading them back.
 *
 * Keys and session tokens are stored only as SHA-256 digests; the plain key is returned once.
 */
import { formatUsd } from '../contract/money';
import type { Micros } from '../contract/money';
import { DEFAULT_MAX_CHARS_PER_RUN } from '../contract/runs';
import type { Store } from './db';
import { digest, newId, newSecret } from './ids';
import { funds, setBalance } from './ledger';
import { SCOPES } from '../contract/keys';
import type { Scope } from '../contract/keys';
import type { ApiKeyListView, MeView } from './views';

export { SCOPES } from '../contract/keys';
export type { Scope } from '../contract/keys';

export const ACCOUNT_STATUSES = ['active', 'suspended', 'not_ready'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

export const DEFAULT_MAX_CHARS_PER_CHECK = 35_000;
/** What a new local account starts with. The local service moves no real money. */
export const DEFAULT_STARTING_BALANCE: Micros = 25_000_000;

export interface Account {
  id: string;
  email: string | null;
  balance_micros: number;
  status: AccountStatus;
  max_chars_per_run: number;
  max_chars_per_check: number;
  created_at: string;
}

export interface ApiKeyRow {
  id: string;
  account_id: string;
  hash: string;
  prefix: string;
  name: string | null;
  scopes: string;
  created_at: string;
  revoked_at: string | null;
}

export function getAccount(store: Store, id: string): Account | undefined {
  return store.get<Account>('SELECT * FROM accounts WHERE id = ?', [id]);
}

/** A key that has not been revoked, by the SHA-256 digest of its secret (auth.ts compares the digests in constant time). */
export function activeKeyByDigest(store: Store, hash: string): ApiKeyRow | undefined {
  return store.get<ApiKeyRow>('SELECT * FROM api_keys WHERE hash = ? AND revoked_at IS NULL', [hash]);
}

export interface SessionRow {
  id: string;
  account_id: string;
  hash: string;
}

/** A session by the SHA-256 digest of its token. */
export function sessionByDigest(store: Store, hash: string): SessionRow | undefined {
  return store.get<SessionRow>('SELECT * FROM sessions WHERE hash = ?', [hash]);
}

export interface AccountSpec {
  id?: string;
  email?: string | null;
  balance?: Micros;
  status?: AccountStatus;
  maxCharsPerRun?: number;
  maxCharsPerCheck?: number;
}

/** Creates the account, or updates the fields given when it exists. Call inside a transaction. */
export function upsertAccount(store: Store, spec: AccountSpec, at: string): Account {
  const id = spec.id ?? newId('acct');
  const existing = getAccount(store, id);
  if (!existing) {
    store.run(
      'INSERT INTO accounts (id, email, balance_micros, status, max_chars_per_run, max_chars_per_check, created_at) VALUES (?, ?, 0, ?, ?, ?, ?)',
      [
        id,
        spec.email ?? null,
        spec.status ?? 'active',
        spec.maxCharsPerRun ?? DEFAULT_MAX_CHARS_PER_RUN,
        spec.maxCharsPerCheck ?? DEFAULT_MAX_CHARS_PER_CHECK,
        at,
      ],
    );
  } else {
    store.run(
      `UPDATE accounts SET email = COALESCE(?, email), status = COALESCE(?, status),
         max_chars_per_run = COALESCE(?, max_chars_per_run), max_chars_per_check = COALESCE(?, max_chars_per_check)
       WHERE id = ?`,
      [spec.email ?? null, spec.status ?? null, spec.maxCharsPerRun ?? null, spec.maxCharsPerCheck ?? null, id],
    );
  }
  if (spec.balance !== undefined) setBalance(store, id, spec.balance, at, existing ? 'balance set by seed' : 'starting balance');
  const account = getAccount(store, id);
  if (!account) throw new Error(`account ${id} vanished`);
  return account;
}

/** A key as the API shows it. A type alias, not an interface, so it fits the contract's loose object. */
export type KeyRecord = {
  id: string;
  name: string | null;
  prefix: string;
  scopes: Scope[];
  created_at: string;
};

/** Stores a key. `secret` is given by a seed file; otherwise a fresh one is made. */
export function addKey(
  store: Store,
  accountId: string,
  scopes: readonly Scope[],
  at: string,
  options: { secret?: string; name?: string | null } = {},
): { record: KeyRecord; secret: string } {
  const secret = options.secret ?? newSecret('rk_local');
  const hash = digest(secret);
  const existing = store.get<ApiKeyRow>('SELECT * FROM api_keys WHERE hash = ?', [hash]);
  if (existing) {
    if (existing.account_id !== accountId) throw new Error('a seed key is already used by another account');
    store.run('UPDATE api_keys SET scopes = ?, revoked_at = NULL WHERE id = ?', [JSON.stringify(scopes), existing.id]);
    return { record: keyRecord({ ...existing, scopes: JSON.stringify(scopes) }), secret };
  }
  const row: ApiKeyRow = {
    id: newId('key'),
    account_id: accountId,
    hash,
    // Enough to recognise a key in a list, far too little to guess the rest.
    prefix: secret.slice(0, 12),
    name: options.name ?? null,
    scopes: JSON.stringify(scopes),
    created_at: at,
    revoked_at: null,
  };
  store.run(
    'INSERT INTO api_keys (id, account_id, hash, prefix, name, scopes, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    [row.id, row.account_id, row.hash, row.prefix, row.name, row.scopes, row.created_at],
  );
  return { record: keyRecord(row), secret };
}

/** GET /v1/keys: the account's live keys, newest first (never their text). */
export function listKeys(store: Store, accountId: string): ApiKeyListView {
  const rows = store.all<ApiKeyRow>('SELECT * FROM api_keys WHERE account_id = ? AND revoked_at IS NULL ORDER BY created_at DESC, id', [accountId]);
  return { data: rows.map(keyRecord) };
}

/** DELETE /v1/keys/{id}: revokes a live key of the account; false when there is none. */
export function revokeKey(store: Store, accountId: string, id: string, at: string): boolean {
  return store.run('UPDATE api_keys SET revoked_at = ? WHERE id = ? AND account_id = ? AND revoked_at IS NULL', [at, id, accountId]) > 0;
}

export function keyRecord(row: ApiKeyRow): KeyRecord {
  return { id: row.id, name: row.name, prefix: row.prefix, scopes: parseScopes(row.scopes), created_at: row.created_at };
}

export function parseScopes(json: string): Scope[] {
  const value: unknown = JSON.parse(json);
  if (!Array.isArray(value)) return [];
  return value.filter((s): s is Scope => (SCOPES as readonly unknown[]).includes(s));
}

export function addSession(store: Store, accountId: string, at: string, token?: string): string {
  const secret = token ?? newSecret('sess');
  const hash = digest(secret);
  const existing = store.get<{ account_id: string }>('SELECT account_id FROM sessions WHERE hash = ?', [hash]);
  if (existing) {
    if (existing.account_id !== accountId) throw new Error('a seed session is already used by another account');
    return secret;
  }
  store.run('INSERT INTO sessions (id, account_id, hash, created_at) VALUES (?, ?, ?, ?)', [newId('ses'), accountId, hash, at]);
  return secret;
}

export function accountCount(store: Store): number {
  return store.get<{ n: number }>('SELECT COUNT(*) AS n FROM accounts')?.n ?? 0;
}

/** Why the account cannot start a run or check now, or null when it can. */
export function canRunReason(store: Store, account: Account, minimumCharge: Micros): string | null {
  if (account.status === 'suspended') return 'account_suspended';
  if (account.status === 'not_ready') return 'provider_not_ready';
  if (funds(store, account.id).available < minimumCharge) return 'insufficient_balance';
  return null;
}

/** GET /v1/me, as DESIGN.md fills the spec's gap. */
export function meView(store: Store, account: Account, minimumCharge: Micros): MeView {
  const f = funds(store, account.id);
  const reason = canRunReason(store, account, minimumCharge);
  return {
    account_id: account.id,
    email: account.email,
    status: account.status,
    balance_usd: formatUsd(f.balance),
    held_usd: formatUsd(f.held),
    available_usd: formatUsd(f.available),
    can_run: reason === null,
    can_run_reason: reason,
    restrictions: { max_chars_per_run: account.max_chars_per_run, max_chars_per_check: account.max_chars_per_check },
  };
}
