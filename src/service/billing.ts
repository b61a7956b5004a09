/** GET /v1/billing/balance and /v1/billing/ledger: every hold, release, charge and credit. */
import { formatUsd } from '../contract/money';
import type { Store } from './db';
import { invalidRequest } from './errors';
import { funds, ledgerEntriesBefore } from './ledger';
import type { BalanceView, LedgerPageView } from './views';

export function balanceView(store: Store, accountId: string): BalanceView {
  const f = funds(store, accountId);
  return {
    account_id: accountId,
    currency: 'USD',
    balance_usd: formatUsd(f.balance),
    held_usd: formatUsd(f.held),
    available_usd: formatUsd(f.available),
  };
}

export function ledgerPage(store: Store, accountId: string, limit: number, cursor: string | undefined): LedgerPageView {
  const before = cursor === undefined ? Number.MAX_SAFE_INTEGER : decodeCursor(cursor);
  const rows = ledgerEntriesBefore(store, accountId, before, limit + 1);
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return {
    data: page.map((r) => ({
      id: r.id,
      kind: r.kind,
      // Holds and releases leave the balance alone; charges take from it; credits add to it.
      amount_usd: formatUsd(r.amount_micros),
      balance_after_usd: formatUsd(r.balance_after_micros),
      hold_id: r.hold_id,
      run_id: r.run_id,
      detection_id: r.detection_id,
      note: r.note,
      created_at: r.created_at,
    })),
    next_cursor: rows.length > limit && last ? Buffer.from(`l${last.seq}`, 'utf8').toString('base64url') : null,
  };
}

function decodeCursor(cursor: string): number {
  const match = /^l(\d{1,15})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match?.[1]) throw invalidRequest('The cursor is not one this service returned');
  return Number(match[1]);
}
