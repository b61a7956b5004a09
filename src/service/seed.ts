/**
 * The seed file of `redraft serve --seed FILE`: accounts to create or update on start, with their
 * balance, status, restrictions, keys and session tokens (format in DESIGN.md). Re-applying the
 * same file is harmless: it sets the same values again.
 */
import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { parseUsd, usdSchema } from '../contract/money';
import { ACCOUNT_STATUSES, addKey, addSession, SCOPES, upsertAccount } from './accounts';
import type { Store } from './db';

const positiveInt = z.number().int().positive();

export const seedSchema = z.strictObject({
  accounts: z.array(
    z.strictObject({
      id: z.string().min(1),
      email: z.string().optional(),
      balance_usd: usdSchema.optional(),
      status: z.enum(ACCOUNT_STATUSES).optional(),
      restrictions: z
        .strictObject({ max_chars_per_run: positiveInt.optional(), max_chars_per_check: positiveInt.optional() })
        .optional(),
      keys: z
        .array(z.strictObject({ key: z.string().min(8), scopes: z.array(z.enum(SCOPES)).optional(), name: z.string().optional() }))
        .optional(),
      sessions: z.array(z.string().min(8)).optional(),
    }),
  ),
});

export type SeedFile = z.infer<typeof seedSchema>;

export async function readSeedFile(path: string): Promise<SeedFile> {
  const text = await readFile(path, 'utf8');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new Error(`seed file ${path} is not valid JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
  const parsed = seedSchema.safeParse(json);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ');
    throw new Error(`seed file ${path} is not valid: ${problems}`);
  }
  return parsed.data;
}

export async function applySeed(store: Store, seed: SeedFile, at: string): Promise<void> {
  await store.write(() => {
    for (const account of seed.accounts) {
      upsertAccount(
        store,
        {
          id: account.id,
          email: account.email ?? null,
          ...(account.balance_usd !== undefined ? { balance: parseUsd(account.balance_usd, 'balance_usd') } : {}),
          ...(account.status !== undefined ? { status: account.status } : {}),
          ...(account.restrictions?.max_chars_per_run !== undefined ? { maxCharsPerRun: account.restrictions.max_chars_per_run } : {}),
          ...(account.restrictions?.max_chars_per_check !== undefined ? { maxCharsPerCheck: account.restrictions.max_chars_per_check } : {}),
        },
        at,
      );
      for (const key of account.keys ?? []) {
        addKey(store, account.id, key.scopes ?? SCOPES, at, { secret: key.key, name: key.name ?? null });
      }
      for (const session of account.sessions ?? []) addSession(store, account.id, at, session);
    }
  });
}
