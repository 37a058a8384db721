/**
 * The offer in the market (issue 38, Build 3): where an offer's base, OTE and split sit against
 * the compensation engine's benchmark for the role. The benchmark already withholds its figures
 * below the engine's minimum sample (MIN_SAMPLE); a position is then withheld too ("suppressed"),
 * so nothing about the few pay points behind it can be read back.
 */
import type { Benchmark } from '../compensation/index'
import type { OteSplit, QuotaToOte } from '../compensation/ote'

export type MarketBand = 'belowP25' | 'p25ToMedian' | 'medianToP75' | 'aboveP75'

export const MARKET_BAND_TEXT: Record<MarketBand, string> = {
  belowP25: 'below the 25th percentile',
  p25ToMedian: 'between the 25th percentile and the median',
  medianToP75: 'between the median and the 75th percentile',
  aboveP75: 'above the 75th percentile',
}

export interface MarketPosition {
  amount: number
  /** Pay points behind the benchmark. */
  sampleSize: number
  /** Too few pay points: no percentile or band is given. */
  suppressed: boolean
  /** Share of the market paid less, whole percent (1 to 99); null when suppressed. */
  percentile: number | null
  band: MarketBand | null
  p25: number | null
  median: number | null
  p75: number | null
}

/**
 * The percentile of an amount from the benchmark's histogram: the bars wholly below it plus the
 * part of its own bar below it (amounts spread evenly within a bar), kept within 1..99 since a
 * sample never proves an offer is the very lowest or highest.
 */
export function marketPosition(amount: number, b: Benchmark): MarketPosition {
  const suppressed = b.median === null || b.p25 === null || b.p75 === null || b.buckets.length === 0
  if (suppressed) {
    return {
      amount,
      sampleSize: b.count,
      suppressed: true,
      percentile: null,
      band: null,
      p25: null,
      median: null,
      p75: null,
    }
  }
  const total = b.buckets.reduce((s, x) => s + x.count, 0)
  let below = 0
  for (const bar of b.buckets) {
    if (amount >= bar.to) below += bar.count
    else if (amount > bar.from) below += (bar.count * (amount - bar.from)) / (bar.to - bar.from)
  }
  const percentile = Math.min(99, Math.max(1, Math.round((below / total) * 100)))
  const band: MarketBand =
    amount < b.p25! ? 'belowP25' : amount < b.median! ? 'p25ToMedian' : amount <= b.p75! ? 'medianToP75' : 'aboveP75'
  return { amount, sampleSize: b.count, suppressed: false, percentile, band, p25: b.p25, median: b.median, p75: b.p75 }
}

export interface SplitPosition {
  /** The offer's base as a share of its OTE, whole percent. */
  offerBasePercent: number
  /** The market's median base share; null when suppressed. */
  marketBasePercent: number | null
  sampleSize: number
  suppressed: boolean
}

export function splitPosition(offer: { baseSalary: number; ote: number }, market: OteSplit): SplitPosition {
  return {
    offerBasePercent: Math.round((offer.baseSalary / offer.ote) * 100),
    marketBasePercent: market.basePercent,
    sampleSize: market.count,
    suppressed: market.basePercent === null,
  }
}

export interface QuotaPosition {
  /** The job's yearly quota ÷ the offer's OTE, one decimal. */
  ratio: number
  marketMedian: number | null
  marketP25: number | null
  marketP75: number | null
  sampleSize: number
  suppressed: boolean
}

/** Quota ÷ OTE of the offer against the market's; null when no quota is stated. */
export function quotaPosition(annualQuota: number | null, ote: number, market: QuotaToOte): QuotaPosition | null {
  if (annualQuota === null || annualQuota <= 0 || ote <= 0) return null
  return {
    ratio: Math.round((annualQuota / ote) * 10) / 10,
    marketMedian: market.median,
    marketP25: market.p25,
    marketP75: market.p75,
    sampleSize: market.count,
    suppressed: market.median === null,
  }
}
