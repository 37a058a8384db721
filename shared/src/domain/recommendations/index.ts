/**
 * The recommendation engine's pure rules: eligibility (numbered), the pool, the fit score and
 * its parts, and the explanation (why, and for a near-miss what would change it).
 * Spec: 000 §1, §8, §9; 001 §4, §9; 002 §7.
 */
import { LIMITS } from '../validation/limits'
import { type EligibilityResult, evaluateEligibility, type RuleOutcome } from './eligibility'
import type { CandidateFacts, JobFacts } from './facts'
import { type PreferredRanking, preferredRanking } from './preferred'
import { type FitScore, fitScore } from './score'

export * from './eligibility'
export * from './facts'
export * from './preferred'
export * from './score'

/** 000 §9: at most 2,000 candidates per recommendation. */
export const MAX_RECOMMENDATION_CANDIDATES = LIMITS.maxRecommendationCandidates
/** 000 §9: JIT suggested candidates are synced every 30 s. */
export const JIT_SUGGESTED_SYNC_DELAY_MS = 30_000

/** 000 §8 / 001 §8 messages (the spec gives their meaning; the wording is ours). */
export const RECOMMENDATION_MESSAGES = {
  tooMany: `More than ${LIMITS.maxRecommendationCandidates.toLocaleString('en-US')} candidates qualify; only the best ${LIMITS.maxRecommendationCandidates.toLocaleString('en-US')} are shown. Please use narrower filters to see the rest.`,
  inProgress: 'Recommendations are still being computed; please check again in a moment.',
  retry: 'Recommendations could not be computed; please try again.',
  findJitFailed: 'No candidates could be found for just-in-time outreach; please broaden the job’s criteria.',
} as const

export interface Recommendation {
  eligibility: EligibilityResult
  score: FitScore
  /** The job's preferred filter items the candidate matches, and the rank they give (fit score × boost per match). */
  preferred: PreferredRanking
  /** "Why": the rules met and the strongest score parts, in words. */
  why: string[]
  /** For a near-miss: the failing rule and what would change it. */
  nearMiss: { rule: RuleOutcome; wouldChange: string[] } | null
}

/** Everything the engine decides for one candidate and one job. */
export function recommend(c: CandidateFacts, j: JobFacts, now: Date): Recommendation {
  const eligibility = evaluateEligibility(c, j, now)
  const score = fitScore(c, j)
  const preferred = preferredRanking(score.total, j.preferred, c)
  const strongest = score.parts
    .filter((p) => p.applies && p.points > 0)
    .sort((a, b) => b.points / b.max - a.points / a.max)
    .slice(0, 3)
    .map((p) => `${p.label}: ${p.reason} (${p.points}/${p.max})`)
  const met = eligibility.rules.filter((r) => r.met && r.number <= 9).map((r) => `Rule ${r.number}: ${r.detail}`)
  const failing = eligibility.nearMiss ? eligibility.rules.find((r) => r.id === eligibility.failed[0]) : undefined
  const boosted = preferred.matched
    ? [
        `Preferred filters: matches ${preferred.items
          .filter((i) => i.matched)
          .map((i) => i.label)
          .join(', ')} (ranked ×${preferred.factor})`,
      ]
    : []
  return {
    eligibility,
    score,
    preferred,
    why: eligibility.eligible ? [...boosted, ...strongest, ...met] : [],
    nearMiss: failing ? { rule: failing, wouldChange: failing.wouldChange ?? [] } : null,
  }
}
