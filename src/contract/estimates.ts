/**
 * What things cost before they are bought, and what the account may do: run and check
 * estimates, published pricing, voice presets and GET /v1/me.
 */
import { z } from 'zod';
import { maxMicros, microsFromUsdPerThousand, parseUsd, signedUsdSchema, usdSchema, type Micros } from './money';
import { QUALITIES, qualitySchema, type Quality } from './runs';

/** A check costs at least this (micro-dollars), held at start and charged when a reading lands. */
export const DETECTION_MIN_PRICE_MICROS = 10_000;
/** ...and beyond about 5,000 words, this per 1,000 prose words (micro-dollars). */
export const DETECTION_PRICE_PER_1K_WORDS_MICROS = 2_000;

/**
 * POST /v1/estimate. Either `text` or `word_count` is needed, but "neither" is the spec's
 * 400 invalid_request rather than a 422, so the schema lets both be absent and the service asks
 * `estimateWordSource` which one to use.
 */
export const runEstimateRequestSchema = z.strictObject({
  text: z.string().optional(),
  word_count: z.number().int().min(0).optional(),
  quality: qualitySchema.optional(),
});

export type RunEstimateRequest = z.infer<typeof runEstimateRequestSchema>;

export type EstimateWordSource = { kind: 'text'; text: string } | { kind: 'word_count'; wordCount: number };

/**
 * What to count for an estimate, or null when the request names neither (400 invalid_request).
 * The text wins over a word count sent with it: it is counted exactly as a run bills it.
 */
export function estimateWordSource(request: RunEstimateRequest): EstimateWordSource | null {
  if (request.text !== undefined) return { kind: 'text', text: request.text };
  if (request.word_count !== undefined) return { kind: 'word_count', wordCount: request.word_count };
  return null;
}

/** `typical` is the middle of recent runs at that quality; `high` the upper figure the hold is sized on. */
export const runEstimateSchema = z.looseObject({
  is_estimate: z.boolean(),
  prose_word_count: z.number().int().min(0),
  quality: qualitySchema,
  estimated_usd: z
    .looseObject({
      typical: usdSchema,
      high: usdSchema,
    })
    .refine((figures) => parseUsd(figures.typical) <= parseUsd(figures.high), {
      message: 'the typical figure must not exceed the high one',
      path: ['high'],
    }),
  hold_usd: usdSchema,
  basis: z.string(),
});

export type RunEstimate = z.infer<typeof runEstimateSchema>;

export const pricingTierSchema = z.looseObject({
  // A string, not the quality enum, so that a tier this client does not know still parses.
  name: z.string().min(1),
  charge_per_1k_words_usd: usdSchema,
  high_charge_per_1k_words_usd: usdSchema,
  sample_size: z.number().int().min(0),
});

export type PricingTier = z.infer<typeof pricingTierSchema>;

/** GET /v1/pricing. Every quality has a tier; callers read this instead of hard-coding prices. */
export const pricingSchema = z
  .looseObject({
    model: z.string(),
    currency: z.string(),
    min_charge_usd: usdSchema,
    tiers: z.array(pricingTierSchema),
    tier_version: z.number().int(),
  })
  .refine((p) => QUALITIES.every((quality) => p.tiers.some((tier) => tier.name === quality)), {
    message: `tiers must include one per quality (${QUALITIES.join(', ')})`,
    path: ['tiers'],
  });

export type Pricing = z.infer<typeof pricingSchema>;

/** The tier of a quality. The pricing schema guarantees one exists. */
export function tierFor(pricing: Pricing, quality: Quality): PricingTier {
  const tier = pricing.tiers.find((candidate) => candidate.name === quality);
  if (tier === undefined) throw new Error(`pricing has no tier named "${quality}"`);
  return tier;
}

/** The hold of a run: `max(min_charge, high rate × prose words / 1000)`, rounded up to a micro-dollar. */
export function runHoldMicros(pricing: Pricing, quality: Quality, proseWords: number): Micros {
  const tier = tierFor(pricing, quality);
  return maxMicros(
    parseUsd(pricing.min_charge_usd, 'min_charge_usd'),
    microsFromUsdPerThousand(parseUsd(tier.high_charge_per_1k_words_usd, 'high_charge_per_1k_words_usd'), proseWords),
  );
}

/** The price of a check: `max($0.01, $0.002 per 1,000 prose words)`. It depends only on length. */
export function detectionPriceMicros(proseWords: number): Micros {
  return maxMicros(
    DETECTION_MIN_PRICE_MICROS,
    microsFromUsdPerThousand(DETECTION_PRICE_PER_1K_WORDS_MICROS, proseWords),
  );
}

/** GET /v1/presets: lists the service samples unset run options from. */
export const presetsSchema = z.looseObject({
  personas: z.array(z.string()),
  tones: z.array(z.string()),
  formality: z
    .looseObject({
      min: z.number().int(),
      max: z.number().int(),
    })
    .refine((range) => range.min <= range.max, { message: 'formality min must not exceed max', path: ['max'] }),
});

export type Presets = z.infer<typeof presetsSchema>;

/** POST /v1/detections/estimate takes `{ text }`, like a check. */
export const detectionEstimateRequestSchema = z.strictObject({
  text: z.string(),
});

export type DetectionEstimateRequest = z.infer<typeof detectionEstimateRequestSchema>;

export const detectionEstimateSchema = z.looseObject({
  prose_word_count: z.number().int().min(0),
  price_usd: usdSchema,
});

export type DetectionEstimate = z.infer<typeof detectionEstimateSchema>;

/**
 * GET /v1/me. The spec shows only `restrictions.max_chars_per_run` and `can_run_reason`, and the
 * hosted service may send no more, so everything else is optional. The local service sends all.
 */
export const meSchema = z.looseObject({
  account_id: z.string().optional(),
  email: z.string().nullish(),
  // A balance can be overdrawn when a charge exceeded its hold.
  balance_usd: signedUsdSchema.optional(),
  held_usd: usdSchema.optional(),
  available_usd: signedUsdSchema.optional(),
  can_run: z.boolean().optional(),
  can_run_reason: z.string().nullish(),
  restrictions: z.looseObject({
    max_chars_per_run: z.number().int().min(1),
    max_chars_per_check: z.number().int().min(1).optional(),
  }),
});

export type Me = z.infer<typeof meSchema>;

/** Characters allowed per run. */
export function runCharLimit(me: Me): number {
  return me.restrictions.max_chars_per_run;
}

/** Characters allowed per check: its own limit, or the run limit when the deployment sends none. */
export function checkCharLimit(me: Me): number {
  return me.restrictions.max_chars_per_check ?? me.restrictions.max_chars_per_run;
}
