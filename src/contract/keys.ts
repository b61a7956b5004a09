/**
 * API keys, the ledger and the balance. The spec leaves these payloads open; the shapes here
 * are the local service's, loose so that a richer deployment still parses.
 */
import { z } from 'zod';
import { signedUsdSchema, usdSchema } from './money';
import { timestampSchema } from './time';

export const SCOPES = ['humanize', 'detect', 'billing:read'] as const;

/** `humanize` for runs, `detect` for checks, `billing:read` for billing. */
export const scopeSchema = z.enum(SCOPES);

export type Scope = z.infer<typeof scopeSchema>;

/** POST /v1/keys (session only). Scopes default to all when left out. */
export const createApiKeyRequestSchema = z.strictObject({
  name: z.string().max(200).optional(),
  scopes: z.array(scopeSchema).min(1).optional(),
});

export type CreateApiKeyRequest = z.infer<typeof createApiKeyRequestSchema>;

const apiKeyShape = {
  id: z.string().min(1),
  name: z.string().nullish(),
  // The first characters of the key, so a person can tell keys apart; the key itself is not kept.
  prefix: z.string().nullish(),
  scopes: z.array(scopeSchema),
  created_at: timestampSchema,
};

/** A key as listed: never with its secret. */
export const apiKeySchema = z.looseObject(apiKeyShape);

/** The answer to POST /v1/keys: the only time the key text is shown. */
export const createdApiKeySchema = z.looseObject({ ...apiKeyShape, key: z.string().min(1) });

export const apiKeyListSchema = z.looseObject({ data: z.array(apiKeySchema) });

export type ApiKey = z.infer<typeof apiKeySchema>;
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;
export type ApiKeyList = z.infer<typeof apiKeyListSchema>;

/** DELETE /v1/keys/{id} */
export const apiKeyDeletedSchema = z.looseObject({ id: z.string().min(1), deleted: z.literal(true) });
export type ApiKeyDeleted = z.infer<typeof apiKeyDeletedSchema>;

export const LEDGER_KINDS = ['hold', 'release', 'charge', 'credit'] as const;
export const ledgerKindSchema = z.enum(LEDGER_KINDS);
export type LedgerKind = z.infer<typeof ledgerKindSchema>;

/**
 * One movement of money. `amount_usd` is a magnitude; `kind` says which way it moves, so a
 * reader never has to guess a sign convention.
 */
export const ledgerEntrySchema = z.looseObject({
  id: z.string().min(1),
  kind: ledgerKindSchema,
  amount_usd: usdSchema,
  run_id: z.string().nullish(),
  detection_id: z.string().nullish(),
  created_at: timestampSchema,
});

export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

/** GET /v1/billing/ledger, newest first. */
export const ledgerPageSchema = z.looseObject({
  data: z.array(ledgerEntrySchema),
  next_cursor: z.string().nullish(),
});

export type LedgerPage = z.infer<typeof ledgerPageSchema>;

/** GET /v1/billing/balance. available = balance − held, and may be negative after an overrun. */
export const balanceSchema = z.looseObject({
  balance_usd: signedUsdSchema,
  held_usd: usdSchema,
  available_usd: signedUsdSchema,
});

export type Balance = z.infer<typeof balanceSchema>;
