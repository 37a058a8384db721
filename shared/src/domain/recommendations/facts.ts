/**
 * What the recommendation engine knows about a candidate and a job. These are its only inputs:
 * demographic data (race, age, gender identity, sexual orientation, military status, pronouns) is
 * deliberately absent, so no rule or score part can read it (the API's loader never selects it,
 * and a test proves the pools do not move when demographics do).
 */
import type { LatLng } from '../geo'
import type { PreferredItem } from './preferred'

export const RECOMMENDATION_POOL_NAMES = ['active', 'jit'] as const
export type RecommendationPoolName = (typeof RECOMMENDATION_POOL_NAMES)[number]

/** A money band of a list of values (e.g. `averageDealSize`), in whole currency units; max null = open. */
export interface MoneyBand {
  id: string
  min: number
  max: number | null
}

/** The candidate's row in the job, when they already have one. */
export interface CandidateJobRow {
  stageType: string
  stageStatus: string
  removed: boolean
}

export interface CandidateFacts {
  candidateId: string
  searchStatus: string | null
  doNotContact: boolean
  isPermanentlyDisqualified: boolean
  markedForDeletion: boolean
  hasEmail: boolean
  lastTouchAt: Date | null
  /** Their row in this job, if any. */
  jobRow: CandidateJobRow | null
  /** Whole currency units per year. */
  desiredBaseSalary: number | null
  desiredOte: number | null
  /** Where they live. */
  home: (LatLng & { cityId: string }) | null
  /** Cities they would move to or work in. */
  interestedCities: (LatLng & { cityId: string })[]
  /** Fully remote among their accepted arrangements, or remote option yes / remote only. */
  acceptsRemote: boolean
  desiredPositionIds: string[]
  /** The position of their current (or latest) role. */
  latestPositionId: string | null
  /** Total months of work experience; null when they list none. */
  experienceMonths: number | null
  /** From their current (or latest) role's details. */
  soldIntoLevelIds: string[]
  clientVerticalIds: string[]
  dealSize: MoneyBand | null
  quotaAttainment: number | null
}

export interface JobFacts {
  jobId: string
  positionId: string | null
  baseSalaryLow: number | null
  baseSalaryHigh: number | null
  oteLow: number | null
  oteHigh: number | null
  /** The job's city and its other locations. */
  locations: (LatLng & { cityId: string; name?: string })[]
  /** The job is remote (remote flag or a fully remote arrangement). */
  allowsRemote: boolean
  /** From `yearsOfRequiredExperience` meta; null when the job asks nothing. */
  requiredExperience: { minMonths: number; maxMonths: number; label?: string } | null
  soldIntoLevelIds: string[]
  targetVerticalIds: string[]
  /** The deal sizes the job's saved search filter asks for (its `dealSize` item), if any. */
  dealSizes: MoneyBand[]
  /** The preferred items of the job's saved search filter: they raise a candidate's rank, never exclude. */
  preferred: PreferredItem[]
}
