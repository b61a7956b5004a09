/** The `meta` table's entries other than the storage generation (`db.ts` owns that one). */
import type { Store } from './db';

/** The folder's local account: the first account `provisionAccount` made here. Call inside a write. */
export function rememberLocalAccount(store: Store, accountId: string): void {
  store.run("INSERT OR IGNORE INTO meta (key, value) VALUES ('local_account_id', ?)", [accountId]);
}

export function localAccountId(store: Store): string | undefined {
  return store.get<{ value: string }>("SELECT value FROM meta WHERE key = 'local_account_id'")?.value;
}
