/**
 * Similar organizations (GET organizations/{id}/similar-organizations, at most 30): a score from
 * 0 to 100 made of four parts, each explained by a reason the UI can show.
 *
 * | part     | full points                 | partial                                   |
 * |----------|-----------------------------|-------------------------------------------|
 * | industry | 40, same industry           | none                                      |
 * | size     | 25, same company-size band  | 12, the next band up or down              |
 * | funding  | 20, same funding round      | 10, total funding within a factor of 2    |
 * | location | 15, same city               | 8, same state                             |
 *
 * Unknown traits score nothing (two companies with no industry are not "the same industry").
 * Ties rank by name, then id, so the list is stable.
 */
export interface OrganizationTraits {
  id: string
  name: string
  industryId: string | null
  /** Position of the company-size band in its list (0 = smallest); null when unknown. */
  sizeRank: number | null
  fundingRoundId: string | null
  /** Whole currency units. */
  totalFunding: number | null
  cityId: string | null
  stateCode: string | null
}

export type SimilarityReason = 'industry' | 'size' | 'funding' | 'location'

export const SIMILARITY_WEIGHTS = {
  industry: 40,
  size: 25,
  sizeAdjacent: 12,
  funding: 20,
  fundingClose: 10,
  city: 15,
  state: 8,
} as const
export const SIMILAR_ORGANIZATIONS_LIMIT = 30

export function similarity(
  a: OrganizationTraits,
  b: OrganizationTraits,
): { score: number; reasons: SimilarityReason[] } {
  const w = SIMILARITY_WEIGHTS
  let score = 0
  const reasons: SimilarityReason[] = []
  if (a.industryId && a.industryId === b.industryId) {
    score += w.industry
    reasons.push('industry')
  }
  if (a.sizeRank !== null && b.sizeRank !== null) {
    const gap = Math.abs(a.sizeRank - b.sizeRank)
    if (gap === 0) score += w.size
    else if (gap === 1) score += w.sizeAdjacent
    if (gap <= 1) reasons.push('size')
  }
  if (a.fundingRoundId && a.fundingRoundId === b.fundingRoundId) {
    score += w.funding
    reasons.push('funding')
  } else if (a.totalFunding && b.totalFunding && a.totalFunding > 0 && b.totalFunding > 0) {
    const ratio = Math.max(a.totalFunding, b.totalFunding) / Math.min(a.totalFunding, b.totalFunding)
    if (ratio <= 2) {
      score += w.fundingClose
      reasons.push('funding')
    }
  }
  if (a.cityId && a.cityId === b.cityId) {
    score += w.city
    reasons.push('location')
  } else if (a.stateCode && a.stateCode === b.stateCode) {
    score += w.state
    reasons.push('location')
  }
  return { score, reasons }
}

/** The most similar organizations to `target`, best first; itself and zero scores left out. */
export function rankSimilar(
  target: OrganizationTraits,
  others: readonly OrganizationTraits[],
  limit = SIMILAR_ORGANIZATIONS_LIMIT,
) {
  return others
    .filter((o) => o.id !== target.id)
    .map((o) => ({ organization: o, ...similarity(target, o) }))
    .filter((r) => r.score > 0)
    .sort(
      (x, y) =>
        y.score - x.score ||
        x.organization.name.localeCompare(y.organization.name) ||
        x.organization.id.localeCompare(y.organization.id),
    )
    .slice(0, limit)
}
