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
 * (position (n − 1)·q), rounded to whole dollars.
 */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) throw new Error('quantile of no amounts')
  const pos = (sorted.length - 1) * q
  const lo = Math.floor(pos)
  const hi = Math.ceil(pos)
  const value = sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (pos - lo)
  return Math.round(value)
}

/** Bars of `width` covering every amount, widened (×2) while there would be more than MAX_BUCKETS. */
export function histogram(
  amounts: readonly number[],
  baseWidth: number,
): { width: number; buckets: HistogramBucket[] } {
  if (amounts.length === 0) return { width: baseWidth, buckets: [] }
  const min = Math.min(...amounts)
  const max = Math.max(...amounts)
  let width = baseWidth
  while (Math.floor(max / width) - Math.floor(min / width) + 1 > MAX_BUCKETS) width *= 2
  const first = Math.floor(min / width)
  const last = Math.floor(max / width)
  const buckets: HistogramBucket[] = []
  for (let i = first; i <= last; i++) buckets.push({ from: i * width, to: (i + 1) * width, count: 0 })
  for (const a of amounts) buckets[Math.floor(a / width) - first]!.count++
  return { width, buckets }
}

/** The benchmark of one measure; figures only from at least `minSample` amounts. */
export function benchmark(amounts: readonly number[], baseWidth: number, minSample = MIN_SAMPLE): Benchmark {
  const clean = amounts.filter((a) => Number.isFinite(a) && a >= 0).map((a) => Math.round(a))
  const count = clean.length
  if (count < minSample || count === 0) {
    return { count, p25: null, median: null, p75: null, bucketWidth: null, buckets: [] }
  }
  const sorted = [...clean].sort((a, b) => a - b)
  const { width, buckets } = histogram(sorted, baseWidth)
  return {
    count,
    p25: quantile(sorted, 0.25),
    median: quantile(sorted, 0.5),
    p75: quantile(sorted, 0.75),
    bucketWidth: width,
    buckets,
  }
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
