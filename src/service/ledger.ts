/**
 * The balance ledger. An account's `balance_micros` moves only by charges and credits; a hold
 * reserves part of it without moving it, so available = balance − Σ open holds. Every hold,
 * release, charge and credit is one ledger row carrying the balance after it, with the run or
 * check it belongs to.
 *
 * Callers run these inside a `Store.transaction`, so checking availability and placing the hold
 * happen with no other request in between.
 */
import type { LedgerKind as LedgerLineKind } from '../contract';
import type { Micros } from '../contract/money';
import type { Store } from './db';
import { newId } from './ids';

export type Subject = { kind: 'run' | 'detection'; id: string };

export interface Funds {
  balance: Micros;
  held: Micros;
  available: Micros;
}

/** The contract's kinds. Amounts are magnitudes; the kind says which way money moves. */
export type LedgerKind = 'credit' | 'hold' | 'release' | 'charge';

export function funds(store: Store, accountId: string): Funds {
  const account = store.get<{ balance_micros: number }>('SELECT balance_micros FROM accounts WHERE id = ?', [accountId]);
  if (!account) throw new Error(`account ${accountId} does not exist`);
  const held =
    store.get<{ held: number | null }>(
      "SELECT SUM(amount_micros) AS held FROM holds WHERE account_id = ? AND status = 'open'",
      [accountId],
    )?.held ?? 0;
  return { balance: account.balance_micros, held, available: account.balance_micros - held };
}

/** Places a hold if the available balance covers it; returns null (and writes nothing) otherwise. */
export function placeHold(store: Store, accountId: string, amount: Micros, subject: Subject, at: string): string | null {
  const { available, balance } = funds(store, accountId);
  if (available < amount) return null;
  const holdId = newId('hold');
  store.run(
    "INSERT INTO holds (id, account_id, amount_micros, subject, subject_id, status, created_at) VALUES (?, ?, ?, ?, ?, 'open', ?)",
    [holdId, accountId, amount, subject.kind, subject.id, at],
  );
  record(store, { accountId, kind: 'hold', amount, balanceAfter: balance, holdId, subject, at });
  return holdId;
}

export interface Settlement {
  charged: Micros;
  released: Micros;
  exceededHold: boolean;
}

/**
 * Closes a hold: charges `charge` (which may exceed the hold when the work cost more than its
 * upper estimate — the balance then dips by the difference) and releases what is left.
 * Settling an already settled hold changes nothing and reports zeros, so a cancel racing the
 * worker's own finish cannot charge twice.
 */
export function settleHold(store: Store, holdId: string, charge: Micros, at: string): Settlement {
  const hold = store.get<{ account_id: string; amount_micros: number; subject: string; subject_id: string; status: string }>(
    'SELECT account_id, amount_micros, subject, subject_id, status FROM holds WHERE id = ?',
    [holdId],
  );
  if (!hold) throw new Error(`hold ${holdId} does not exist`);
  if (hold.status !== 'open') return { charged: 0, released: 0, exceededHold: false };
  if (!Number.isSafeInteger(charge) || charge < 0) throw new Error(`invalid charge ${charge}`);
  const subject: Subject = { kind: hold.subject === 'run' ? 'run' : 'detection', id: hold.subject_id };
  store.run("UPDATE holds SET status = 'settled', settled_at = ? WHERE id = ?", [at, holdId]);
  const released = Math.max(0, hold.amount_micros - charge);
  if (charge > 0) {
    store.run('UPDATE accounts SET balance_micros = balance_micros - ? WHERE id = ?', [charge, hold.account_id]);
  }
  const balance = funds(store, hold.account_id).balance;
  if (charge > 0) {
    record(store, { accountId: hold.account_id, kind: 'charge', amount: charge, balanceAfter: balance, holdId, subject, at });
  }
  if (released > 0) {
    record(store, { accountId: hold.account_id, kind: 'release', amount: released, balanceAfter: balance, holdId, subject, at });
  }
  return { charged: charge, released, exceededHold: charge > hold.amount_micros };
}

/** Sets a balance to an exact amount (starting balance, seed file), recording the difference. */
export function setBalance(store: Store, accountId: string, target: Micros, at: string, note: string): void {
  const { balance } = funds(store, accountId);
  const delta = target - balance;
  if (delta === 0) return;
  store.run('UPDATE accounts SET balance_micros = ? WHERE id = ?', [target, accountId]);
  // A seed lowering a balance is a charge that belongs to no run or check; its note says why.
  record(store, {
    accountId,
    kind: delta > 0 ? 'credit' : 'charge',
    amount: Math.abs(delta),
    balanceAfter: target,
    holdId: null,
    subject: null,
    at,
    note,
  });
}

function record(
  store: Store,
  entry: {
    accountId: string;
    kind: LedgerKind;
    amount: Micros;
    balanceAfter: Micros;
    holdId: string | null;
    subject: Subject | null;
    at: string;
    note?: string;
  },
): void {
  store.run(
    `INSERT INTO ledger (id, account_id, kind, amount_micros, balance_after_micros, hold_id, run_id, detection_id, note, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      newId('le'),
      entry.accountId,
      entry.kind,
      entry.amount,
      entry.balanceAfter,
      entry.holdId,
      entry.subject?.kind === 'run' ? entry.subject.id : null,
      entry.subject?.kind === 'detection' ? entry.subject.id : null,
      entry.note ?? null,
      entry.at,
    ],
  );
}

/** A ledger line as stored. */
export interface LedgerRow {
  seq: number;
  id: string;
  /** Typed as the contract's kinds, which the ledger view answers with. */
  kind: LedgerLineKind;
  amount_micros: number;
  balance_after_micros: number;
  hold_id: string | null;
  run_id: string | null;
  detection_id: string | null;
  note: string | null;
  created_at: string;
}

/** An account's ledger lines with `seq` below `before`, newest first, at most `limit`. */
export function ledgerEntriesBefore(store: Store, accountId: string, before: number, limit: number): LedgerRow[] {
  return store.all<LedgerRow>('SELECT * FROM ledger WHERE account_id = ? AND seq < ? ORDER BY seq DESC LIMIT ?', [accountId, before, limit]);
}
