/**
 * Prices. Runs are billed per 1,000 prose words at a per-quality rate; each tier publishes a
 * typical and a high rate. Once runs at a quality have finished, `typical` and `high` become the
 * median and 90th percentile of what recent runs actually cost per 1,000 words (`sample_size`
 * says how many runs that rests on), so the hold tracks the real engine. A check costs
 * max($0.01, $0.002 per 1,000 prose words). Integer micro-dollars throughout.
 */
import { formatUsd, maxMicros, microsFromUsdPerThousand } from '../contract/money';
import type { Micros } from '../contract/money';
import { QUALITIES } from '../contract/runs';
import { DETECTION_MIN_PRICE_MICROS, DETECTION_PRICE_PER_1K_WORDS_MICROS, detectionPriceMicros } from '../contract/estimates';
import type { Quality } from '../contract/runs';
import type { PricingView, RunEstimateView } from './views';

export const PRICING_MODEL = 'redraft-local-1';
export const TIER_VERSION = 2;
export const MIN_RUN_CHARGE: Micros = 10_000;

/**
 * The largest `word_count` an estimate answers: far beyond any run (5,000 characters is about
 * 1,000 words), and small enough that every figure stays an exact integer of micro-dollars.
 */
export const MAX_ESTIMATE_WORDS = 10_000_000;

/** Published USD per 1,000 prose words, in micro-dollars. */
export const PUBLISHED_RATES: Record<Quality, { typical: Micros; high: Micros }> = {
  low: { typical: 400_000, high: 600_000 },
  standard: { typical: 800_000, high: 1_200_000 },
  high: { typical: 1_600_000, high: 2_400_000 },
};

export const CHECK_MIN_PRICE: Micros = DETECTION_MIN_PRICE_MICROS;
export const CHECK_RATE_PER_1K: Micros = DETECTION_PRICE_PER_1K_WORDS_MICROS;

/** How many recent finished runs a tier's figures rest on at most. */
const RECENT_RUNS = 200;

export interface TierFigures {
  typical: Micros;
  high: Micros;
  sampleSize: number;
}

export function checkPrice(proseWords: number): Micros {
  return detectionPriceMicros(proseWords);
}

export interface RunEstimate {
  quality: Quality;
  proseWords: number;
  typical: Micros;
  high: Micros;
  hold: Micros;
  figures: TierFigures;
}

/** What one finished run cost, for the tier figures. */
export interface RunCostSample {
  work_micros: number;
  prose_word_count: number;
}

export class PricingBook {
  // Figures change only when a run finishes, so they are cached until then.
  private readonly cache = new Map<Quality, TierFigures>();

  /** `finishedRuns`: the newest finished runs' costs at a quality (the runs table is `runs.ts`'s). */
  constructor(private readonly finishedRuns: (quality: Quality, limit: number) => readonly RunCostSample[]) {}

  /** Call when a run settles: its cost joins the sample. */
  invalidate(): void {
    this.cache.clear();
  }

  figures(quality: Quality): TierFigures {
    const cached = this.cache.get(quality);
    if (cached) return cached;
    const rows = this.finishedRuns(quality, RECENT_RUNS);
    const published = PUBLISHED_RATES[quality];
    let figures: TierFigures;
    if (rows.length === 0) {
      figures = { ...published, sampleSize: 0 };
    } else {
      // Rate per 1,000 words, rounded up so that rate × words never falls below the real cost.
      const rates = rows
        .map((r) => Number((BigInt(r.work_micros) * 1000n + BigInt(r.prose_word_count) - 1n) / BigInt(r.prose_word_count)))
        .sort((a, b) => a - b);
      figures = { typical: nearestRank(rates, 0.5), high: nearestRank(rates, 0.9), sampleSize: rates.length };
    }
    this.cache.set(quality, figures);
    return figures;
  }

  estimate(quality: Quality, proseWords: number): RunEstimate {
    const figures = this.figures(quality);
    const typical = maxMicros(MIN_RUN_CHARGE, microsFromUsdPerThousand(figures.typical, proseWords));
    const high = maxMicros(MIN_RUN_CHARGE, microsFromUsdPerThousand(figures.high, proseWords));
    return { quality, proseWords, typical, high, hold: high, figures };
  }

  /** POST /v1/estimate */
  estimateView(estimate: RunEstimate): RunEstimateView {
    const { figures } = estimate;
    const basis =
      figures.sampleSize === 0
        ? `published ${estimate.quality} rates (no finished runs at this quality yet); minimum charge ${formatUsd(MIN_RUN_CHARGE)}`
        : `median and 90th percentile of the last ${figures.sampleSize} finished ${estimate.quality} run${figures.sampleSize === 1 ? '' : 's'}; minimum charge ${formatUsd(MIN_RUN_CHARGE)}`;
    return {
      is_estimate: true,
      prose_word_count: estimate.proseWords,
      quality: estimate.quality,
      estimated_usd: { typical: formatUsd(estimate.typical), high: formatUsd(estimate.high) },
      hold_usd: formatUsd(estimate.hold),
      basis,
      sample_size: figures.sampleSize,
    };
  }

  /** GET /v1/pricing */
  pricingView(): PricingView {
    return {
      model: PRICING_MODEL,
      currency: 'USD',
      min_charge_usd: formatUsd(MIN_RUN_CHARGE),
      tiers: QUALITIES.map((name) => {
        const figures = this.figures(name);
        return {
          name,
          charge_per_1k_words_usd: formatUsd(figures.typical),
          high_charge_per_1k_words_usd: formatUsd(figures.high),
          sample_size: figures.sampleSize,
          published_charge_per_1k_words_usd: formatUsd(PUBLISHED_RATES[name].typical),
          published_high_charge_per_1k_words_usd: formatUsd(PUBLISHED_RATES[name].high),
        };
      }),
      tier_version: TIER_VERSION,
      detection: {
        min_price_usd: formatUsd(CHECK_MIN_PRICE),
        price_per_1k_words_usd: formatUsd(CHECK_RATE_PER_1K),
      },
    };
  }
}

/** Nearest-rank percentile of sorted values: always one of the observed values. */
function nearestRank(sorted: number[], p: number): number {
  const index = Math.max(0, Math.ceil(p * sorted.length) - 1);
  return sorted[Math.min(index, sorted.length - 1)] ?? 0;
}
