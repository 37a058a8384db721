/**
 * OTE-aware figures of the compensation engine (issue 16 ★): how OTE splits into base and
 * variable, and how large the quota is against the OTE. Like every benchmark, no figure rests on
 * fewer than MIN_SAMPLE pay points (then only the count is answered).
 */
import { exactQuantile, MIN_SAMPLE } from './index'

/** The median base/variable split of pay points that have both base and OTE (base ≤ OTE, OTE > 0). */
export interface OteSplit {
  /** Pay points with both base and OTE. */
  count: number
  /** Median share of OTE paid as base, whole percent; null below the minimum sample. */
  basePercent: number | null
  /** 100 − basePercent; null below the minimum sample. */
  variablePercent: number | null
}

/** The split from the count and the median base share (0..1), as the database answers them. */
export function splitFromMedianShare(count: number, medianShare: number | null, minSample = MIN_SAMPLE): OteSplit {
  if (count < minSample || medianShare === null || !Number.isFinite(medianShare)) {
    return { count, basePercent: null, variablePercent: null }
  }
  const basePercent = Math.round(Math.min(1, Math.max(0, medianShare)) * 100)
  return { count, basePercent, variablePercent: 100 - basePercent }
}

/** The base share of one pay point, or null when it has no usable split. */
export function baseShare(base: number | null, ote: number | null): number | null {
  if (base === null || ote === null || ote <= 0 || base < 0 || base > ote) return null
  return base / ote
}

/** The split of pay points (the list form of what the API has the database compute). */
export function oteSplit(
  points: readonly { base: number | null; ote: number | null }[],
  minSample = MIN_SAMPLE,
): OteSplit {
  const shares = points
    .map((p) => baseShare(p.base, p.ote))
    .filter((s): s is number => s !== null)
    .sort((a, b) => a - b)
  return splitFromMedianShare(shares.length, shares.length ? exactQuantile(shares, 0.5) : null, minSample)
}

/** A quota band of the `annualQuota` list (meta min and max, max null for the open top band). */
export interface QuotaBand {
  min: number
  max: number | null
}

/**
 * A role's yearly quota in dollars: the amount entered, else the middle of its band (the band's
 * lower bound for the open top band "$5M+", which understates rather than invents).
 */
export function quotaAmount(revenueQuota: number | null, band: QuotaBand | null): number | null {
  if (revenueQuota !== null && revenueQuota > 0) return revenueQuota
  if (!band) return null
  if (band.max === null) return band.min > 0 ? band.min : null
  const mid = (band.min + band.max) / 2
  return mid > 0 ? mid : null
}

/** Quota ÷ OTE across current roles that give both (how many times its OTE a role carries). */
export interface QuotaToOte {
  count: number
  /** One decimal; null below the minimum sample. */
  p25: number | null
  median: number | null
  p75: number | null
}

const oneDecimal = (n: number) => Math.round(n * 10) / 10

/** The figures from the count and the exact quartiles of the ratios, as the database answers them. */
export function quotaToOteFromQuartiles(
  count: number,
  quartiles: { p25: number; median: number; p75: number } | null,
  minSample = MIN_SAMPLE,
): QuotaToOte {
  if (count < minSample || !quartiles) return { count, p25: null, median: null, p75: null }
  return {
    count,
    p25: oneDecimal(quartiles.p25),
    median: oneDecimal(quartiles.median),
    p75: oneDecimal(quartiles.p75),
  }
}

/** The ratio figures of roles with a quota and an OTE (list form). */
export function quotaToOte(
  roles: readonly { quota: number | null; ote: number | null }[],
  minSample = MIN_SAMPLE,
): QuotaToOte {
  const ratios = roles
    .filter((r): r is { quota: number; ote: number } => r.quota !== null && r.quota > 0 && r.ote !== null && r.ote > 0)
    .map((r) => r.quota / r.ote)
    .sort((a, b) => a - b)
  return quotaToOteFromQuartiles(
    ratios.length,
    ratios.length
      ? { p25: exactQuantile(ratios, 0.25), median: exactQuantile(ratios, 0.5), p75: exactQuantile(ratios, 0.75) }
      : null,
    minSample,
  )
}
