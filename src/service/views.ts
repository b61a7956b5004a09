/**
 * The shapes the service answers with, taken from the contract's schemas: a view function that
 * drifts from api-spec.md (a field missing, renamed or of the wrong type) fails the typecheck
 * instead of a client at run time. `z.input` because views are what the schemas parse.
 */
import type { z } from 'zod';
import type {
  apiKeyDeletedSchema,
  apiKeyListSchema,
  balanceSchema,
  createdApiKeySchema,
  detectionReportSchema,
  detectionSchema,
  ledgerPageSchema,
  meSchema,
  presetsSchema,
  pricingSchema,
  runCreatedSchema,
  runEstimateSchema,
  runListItemSchema,
  runOptionsSchema,
  runSchema,
} from '../contract';

export type MeView = z.input<typeof meSchema>;
export type RunEstimateView = z.input<typeof runEstimateSchema>;
export type PricingView = z.input<typeof pricingSchema>;
export type PresetsView = z.input<typeof presetsSchema>;
export type RunView = z.input<typeof runSchema>;
export type RunListItemView = z.input<typeof runListItemSchema>;
export type RunCreatedView = z.input<typeof runCreatedSchema>;
export type DetectionView = z.input<typeof detectionSchema>;
export type CreatedApiKeyView = z.input<typeof createdApiKeySchema>;
export type ApiKeyListView = z.input<typeof apiKeyListSchema>;
export type ApiKeyDeletedView = z.input<typeof apiKeyDeletedSchema>;
export type BalanceView = z.input<typeof balanceSchema>;
export type LedgerPageView = z.input<typeof ledgerPageSchema>;
/** Stored as JSON by this service; read back as what it wrote. */
export type StoredReport = z.input<typeof detectionReportSchema>;
export type StoredRunOptions = z.input<typeof runOptionsSchema>;
