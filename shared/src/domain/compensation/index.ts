/**
 * Compensation benchmarks (spec 000 line 15, 002 §"Compensation"): from lists of yearly
 * amounts in whole USD, the count, quartiles and a histogram per measure (base, variable, OTE).
 * A figure is never reported from fewer than MIN_SAMPLE amounts, so no individual's pay can
 * be read back from the answer: the figures are null and only the count is given.
 */

/** Fewest amounts a figure is computed from. */
export const MIN_SAMPLE = 3

export const COMPENSATION_MESSAGES = {
  notEnabled: 'The compensation engine is not enabled',
} as const

export const COMPENSATION_MEASURES = ['base', 'variable', 'ote'] as const
export type CompensationMeasure = (typeof COMPENSATION_MEASURES)[number]

/** Fixed histogram widths per measure (USD). */
export const BUCKET_WIDTH: Record<CompensationMeasure, number> = { base: 10_000, variable: 10_000, ote: 20_000 }

/** A histogram never has more bars than this; the width doubles until it fits. */
export const MAX_BUCKETS = 30

export interface HistogramBucket {
  /** Inclusive lower bound. */
  from: number
  /** Exclusive upper bound. */
  to: number
  count: number
}

export interface Benchmark {
  count: number
  p25: number | null
  median: number | null
  p75: number | null
  /** The width used (may be a multiple of the fixed width for wide ranges); null without figures. */
  bucketWidth: number | null
  /** Contiguous bars from the lowest to the highest amount (empty ones included); [] without figures. */
  buckets: HistogramBucket[]
}

/**
 * The q-quantile of sorted amounts by linear interpolation between closest ranks
 * (position (n − 1)·q), unrounded: what PostgreSQL's `percentile_cont(q)` answers.
 */
export function exactQuantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) throw new Error('quantile of no amounts')
  const pos = (sorted.length - 1) * q
  const lo = Math.floor(pos)
  const hi = Math.ceil(pos)
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (pos - lo)
}

/** The q-quantile of sorted amounts (see `exactQuantile`), rounded to whole dollars (half up). */
export function quantile(sorted: readonly number[], q: number): number {
  return Math.round(exactQuantile(sorted, q))
}

/** Amounts of one fixed-width bar: bar `index` covers [index·width, (index + 1)·width). */
export interface BarCount {
  index: number
  count: number
}

/** Non-empty bars of `width` (each amount in bar floor(amount / width)). */
export function barCounts(amounts: readonly number[], width: number): BarCount[] {
  const byIndex = new Map<number, number>()
  for (const a of amounts) {
    const index = Math.floor(a / width)
    byIndex.set(index, (byIndex.get(index) ?? 0) + 1)
  }
  return [...byIndex].map(([index, count]) => ({ index, count }))
}

/**
 * Bars of `baseWidth` covering every amount, widened (×2) while there would be more than
 * MAX_BUCKETS, from the non-empty bars at `baseWidth`: a bar of baseWidth·2^k holds the
 * base bars floor(index / 2^k). This is how a database aggregate (counts per base bar) becomes
 * the histogram without the amounts themselves.
 */
export function histogramFromBars(
  bars: readonly BarCount[],
  baseWidth: number,
): { width: number; buckets: HistogramBucket[] } {
  const nonEmpty = bars.filter((b) => b.count > 0)
  if (nonEmpty.length === 0) return { width: baseWidth, buckets: [] }
  const min = Math.min(...nonEmpty.map((b) => b.index))
  const max = Math.max(...nonEmpty.map((b) => b.index))
  let factor = 1
  while (Math.floor(max / factor) - Math.floor(min / factor) + 1 > MAX_BUCKETS) factor *= 2
  const width = baseWidth * factor
  const first = Math.floor(min / factor)
  const last = Math.floor(max / factor)
  const buckets: HistogramBucket[] = []
  for (let i = first; i <= last; i++) buckets.push({ from: i * width, to: (i + 1) * width, count: 0 })
  for (const b of nonEmpty) buckets[Math.floor(b.index / factor) - first]!.count += b.count
  return { width, buckets }
}

/** Bars of `width` covering every amount, widened (×2) while there would be more than MAX_BUCKETS. */
export function histogram(
  amounts: readonly number[],
  baseWidth: number,
): { width: number; buckets: HistogramBucket[] } {
  return histogramFromBars(barCounts(amounts, baseWidth), baseWidth)
}

/** The amounts a figure counts: finite, not negative, in whole dollars. */
export function countableAmounts(amounts: readonly number[]): number[] {
  return amounts.filter((a) => Number.isFinite(a) && a >= 0).map((a) => Math.round(a))
}

/**
 * What a benchmark is computed from: the count, the exact quartiles (null without amounts) and
 * the non-empty bars at the measure's fixed width. The API has the database compute these
 * (count, `percentile_cont`, a group by bar); `aggregateAmounts` computes them from a list.
 */
export interface AmountAggregates {
  count: number
  quartiles: { p25: number; median: number; p75: number } | null
  bars: readonly BarCount[]
}

/** The aggregates of countable amounts (see `countableAmounts`). */
export function aggregateAmounts(amounts: readonly number[], baseWidth: number): AmountAggregates {
  const sorted = countableAmounts(amounts).sort((a, b) => a - b)
  return {
    count: sorted.length,
    quartiles:
      sorted.length === 0
        ? null
        : {
            p25: exactQuantile(sorted, 0.25),
            median: exactQuantile(sorted, 0.5),
            p75: exactQuantile(sorted, 0.75),
          },
    bars: barCounts(sorted, baseWidth),
  }
}

/** The benchmark of one measure from its aggregates; figures only from at least `minSample` amounts. */
export function benchmarkFromAggregates(agg: AmountAggregates, baseWidth: number, minSample = MIN_SAMPLE): Benchmark {
  const { count, quartiles } = agg
  if (count < minSample || count === 0 || quartiles === null) {
    return { count, p25: null, median: null, p75: null, bucketWidth: null, buckets: [] }
  }
  const { width, buckets } = histogramFromBars(agg.bars, baseWidth)
  return {
    count,
    p25: Math.round(quartiles.p25),
    median: Math.round(quartiles.median),
    p75: Math.round(quartiles.p75),
    bucketWidth: width,
    buckets,
  }
}

/** The benchmark of one measure; figures only from at least `minSample` amounts. */
export function benchmark(amounts: readonly number[], baseWidth: number, minSample = MIN_SAMPLE): Benchmark {
  return benchmarkFromAggregates(aggregateAmounts(amounts, baseWidth), baseWidth, minSample)
}

/** One person's or job's pay: either part may be unknown. */
export interface PayPoint {
  base: number | null
  ote: number | null
}

/**
 * The three benchmarks from pay points: base and OTE from every point that has them,
 * variable (OTE − base) only from points that have both with OTE ≥ base.
 */
export function compensationBenchmarks(
  points: readonly PayPoint[],
  minSample = MIN_SAMPLE,
): Record<CompensationMeasure, Benchmark> {
  const base: number[] = []
  const ote: number[] = []
  const variable: number[] = []
  for (const p of points) {
    if (p.base !== null) base.push(p.base)
    if (p.ote !== null) ote.push(p.ote)
    if (p.base !== null && p.ote !== null && p.ote >= p.base) variable.push(p.ote - p.base)
  }
  return {
    base: benchmark(base, BUCKET_WIDTH.base, minSample),
    variable: benchmark(variable, BUCKET_WIDTH.variable, minSample),
    ote: benchmark(ote, BUCKET_WIDTH.ote, minSample),
  }
}

/** A job's advertised range as one pay figure: the midpoint, or the one end given. */
export function rangeMidpoint(low: number | null, high: number | null): number | null {
  if (low !== null && high !== null) return Math.round((low + high) / 2)
  return low ?? high
}
