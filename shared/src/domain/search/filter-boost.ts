/**
 * Preferred filter items (our reading of 000 §9 / 001 §9 "default filter boost 3"): an item of a
 * saved filter is either required (the default, and what every filter saved before was) or
 * preferred. A required item excludes the candidates it does not match; a preferred one excludes
 * nobody, and each preferred item a candidate matches multiplies their rank by the boost. So a
 * job's filter can say "AEs in New York, ideally with enterprise deal sizes" without losing the
 * AEs who sold mid-market.
 *
 * The rank is what system-made lists (a job's matching list, its recommended pools) are ordered
 * by: the base score (search relevance, or the fit score) times boost^(preferred items matched).
 * A list without a base score (a filter with no words) ranks from 1, so preferred matches come
 * first and ties keep the engine's order.
 */
/** 000 §9 / 001 §9 default filter boost: each preferred item matched multiplies the rank by this. */
export const DEFAULT_FILTER_BOOST = 3

export interface Preferable {
  preferred?: boolean | undefined
}

/** Splits a filter's items into those that exclude (required) and those that only boost (preferred). */
export function splitPreferred<T extends Preferable>(items: readonly T[]): { required: T[]; preferred: T[] } {
  return {
    required: items.filter((i) => !i.preferred),
    preferred: items.filter((i) => i.preferred === true),
  }
}

/** The factor a candidate's rank is multiplied by for matching `matched` preferred items. */
export function preferredFactor(matched: number, boost: number = DEFAULT_FILTER_BOOST): number {
  if (!Number.isInteger(matched) || matched < 0) throw new RangeError('matched must be a whole number >= 0')
  return boost ** matched
}

/**
 * The rank of a candidate in a system-made list: the base score (null: none, counted as 1;
 * below 0 counted as 0) times the preferred factor.
 */
export function boostedRank(base: number | null, matched: number, boost: number = DEFAULT_FILTER_BOOST): number {
  return Math.max(0, base ?? 1) * preferredFactor(matched, boost)
}

export interface RankedHit {
  id: string
  /** The engine's or the fit score; null when the list has none. */
  score: number | null
  /** How many of the filter's preferred items the candidate matches. */
  matched: number
}

/**
 * Orders hits by boosted rank (highest first); equal ranks by more preferred items matched, then
 * in the order given (the engine's), so the order is stable.
 */
export function rankByPreferred<H extends RankedHit>(
  hits: readonly H[],
  boost: number = DEFAULT_FILTER_BOOST,
): (H & { rank: number })[] {
  return hits
    .map((h, at) => ({ ...h, rank: boostedRank(h.score, h.matched, boost), at }))
    .sort((a, b) => b.rank - a.rank || b.matched - a.matched || a.at - b.at)
    .map(({ at: _at, ...h }) => h as H & { rank: number })
}
