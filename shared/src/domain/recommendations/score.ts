/**
 * The fit score (0-100) of a candidate for a job, shown part by part. Each dimension has a
 * weight; a dimension the job does not state (no position, no range, no location, no deal size
 * on its saved filter, ...) is left out and the score is taken over the dimensions that apply,
 * so a sparse job is not a reason for a low score.
 *
 * Weights: position 20, sales motion and segment 15, deal size 10, quota attainment 20,
 * compensation 15, location 10, experience 10.
 */
import { nearestMiles, SALARY_TOLERANCE, WITHIN_MILES } from './eligibility'
import type { CandidateFacts, JobFacts, MoneyBand } from './facts'

export const SCORE_DIMENSIONS = [
  'position',
  'salesMotion',
  'dealSize',
  'quotaAttainment',
  'compensation',
  'location',
  'experience',
] as const
export type ScoreDimension = (typeof SCORE_DIMENSIONS)[number]

export const SCORE_WEIGHTS: Record<ScoreDimension, number> = {
  position: 20,
  salesMotion: 15,
  dealSize: 10,
  quotaAttainment: 20,
  compensation: 15,
  location: 10,
  experience: 10,
}

export const SCORE_LABELS: Record<ScoreDimension, string> = {
  position: 'Position',
  salesMotion: 'Sales motion and segment',
  dealSize: 'Deal size',
  quotaAttainment: 'Quota attainment',
  compensation: 'Compensation',
  location: 'Location',
  experience: 'Experience',
}

export interface ScorePart {
  dimension: ScoreDimension
  label: string
  /** Points earned (one decimal). */
  points: number
  max: number
  /** False when the job does not state this dimension: left out of the score. */
  applies: boolean
  reason: string
}

export interface FitScore {
  /** 0-100, whole number. */
  total: number
  parts: ScorePart[]
}

const round1 = (n: number) => Math.round(n * 10) / 10
const clamp01 = (n: number) => Math.min(1, Math.max(0, n))

type PartOf = { fraction: number; applies: boolean; reason: string }

function positionPart(c: CandidateFacts, j: JobFacts): PartOf {
  if (!j.positionId) return { fraction: 0, applies: false, reason: 'the job names no position' }
  if (c.latestPositionId === j.positionId) return { fraction: 1, applies: true, reason: 'holds the position now' }
  if (c.desiredPositionIds.includes(j.positionId))
    return { fraction: 0.7, applies: true, reason: 'wants the position (does not hold it now)' }
  return { fraction: 0, applies: true, reason: 'neither holds nor wants the position' }
}

function salesMotionPart(c: CandidateFacts, j: JobFacts): PartOf {
  const halves: { ok: boolean; what: string }[] = []
  if (j.soldIntoLevelIds.length)
    halves.push({ ok: c.soldIntoLevelIds.some((id) => j.soldIntoLevelIds.includes(id)), what: 'sold-into level' })
  if (j.targetVerticalIds.length)
    halves.push({ ok: c.clientVerticalIds.some((id) => j.targetVerticalIds.includes(id)), what: 'industry' })
  if (!halves.length) return { fraction: 0, applies: false, reason: 'the job names no sold-into level or industry' }
  const met = halves.filter((h) => h.ok)
  return {
    fraction: met.length / halves.length,
    applies: true,
    reason: halves.map((h) => `${h.what} ${h.ok ? 'matches' : 'differs'}`).join(', '),
  }
}

const adjacent = (a: MoneyBand, b: MoneyBand) => a.max === b.min || b.max === a.min

function dealSizePart(c: CandidateFacts, j: JobFacts): PartOf {
  if (!j.dealSizes.length) return { fraction: 0, applies: false, reason: 'the job’s filter names no deal size' }
  if (!c.dealSize) return { fraction: 0, applies: true, reason: 'the candidate gave no deal size' }
  const d = c.dealSize
  if (j.dealSizes.some((b) => b.id === d.id)) return { fraction: 1, applies: true, reason: 'deal size matches' }
  if (j.dealSizes.some((b) => adjacent(b, d)))
    return { fraction: 0.5, applies: true, reason: 'deal size one band away' }
  return { fraction: 0, applies: true, reason: 'deal size differs' }
}

/** 50% attainment or less earns nothing, 100% or more everything, linear between. */
function quotaPart(c: CandidateFacts): PartOf {
  if (c.quotaAttainment === null) return { fraction: 0, applies: true, reason: 'no quota attainment given' }
  return {
    fraction: clamp01((c.quotaAttainment - 50) / 50),
    applies: true,
    reason: `${c.quotaAttainment}% of quota`,
  }
}

/** Inside the range: everything; outside: down to nothing at 20% off; no wish: half. */
function wishFit(wish: number | null, low: number | null, high: number | null): number | null {
  if (low === null && high === null) return null
  if (wish === null) return 0.5
  const lo = low ?? high!
  const hi = high ?? low!
  if (wish >= lo && wish <= hi) return 1
  const off = wish > hi ? (wish - hi) / (hi * SALARY_TOLERANCE || 1) : (lo - wish) / (lo * SALARY_TOLERANCE || 1)
  return clamp01(1 - off)
}

function compensationPart(c: CandidateFacts, j: JobFacts): PartOf {
  const fits = [
    wishFit(c.desiredBaseSalary, j.baseSalaryLow, j.baseSalaryHigh),
    wishFit(c.desiredOte, j.oteLow, j.oteHigh),
  ].filter((f): f is number => f !== null)
  if (!fits.length) return { fraction: 0, applies: false, reason: 'the job states no pay range' }
  const best = Math.max(...fits)
  return {
    fraction: best,
    applies: true,
    reason: best === 1 ? 'wish inside the range' : best === 0.5 ? 'no pay wish given' : 'wish near the range',
  }
}

/** Same city or within 5 miles: everything; then down to half at 25 miles; remote for remote: everything. */
function locationPart(c: CandidateFacts, j: JobFacts): PartOf {
  if (j.allowsRemote && c.acceptsRemote) return { fraction: 1, applies: true, reason: 'remote' }
  if (!j.locations.length) return { fraction: 0, applies: false, reason: 'the job has no location' }
  const miles = nearestMiles(c, j)
  if (miles === null) return { fraction: 0, applies: true, reason: 'no city given' }
  if (miles <= 5) return { fraction: 1, applies: true, reason: `${Math.round(miles)} miles away` }
  if (miles <= WITHIN_MILES)
    return {
      fraction: 1 - 0.5 * ((miles - 5) / (WITHIN_MILES - 5)),
      applies: true,
      reason: `${Math.round(miles)} miles away`,
    }
  return { fraction: 0, applies: true, reason: `${Math.round(miles)} miles away` }
}

/** Within the job's band: everything; above it: 70%; below: nothing. */
function experiencePart(c: CandidateFacts, j: JobFacts): PartOf {
  const req = j.requiredExperience
  if (!req) return { fraction: 0, applies: false, reason: 'the job requires no experience' }
  const m = c.experienceMonths
  if (m === null) return { fraction: 0, applies: true, reason: 'no experience listed' }
  if (m < req.minMonths) return { fraction: 0, applies: true, reason: `${Math.floor(m / 12)} years, below the band` }
  if (m <= req.maxMonths) return { fraction: 1, applies: true, reason: `${Math.floor(m / 12)} years, in the band` }
  return { fraction: 0.7, applies: true, reason: `${Math.floor(m / 12)} years, above the band` }
}

export function fitScore(c: CandidateFacts, j: JobFacts): FitScore {
  const raw: Record<ScoreDimension, PartOf> = {
    position: positionPart(c, j),
    salesMotion: salesMotionPart(c, j),
    dealSize: dealSizePart(c, j),
    quotaAttainment: quotaPart(c),
    compensation: compensationPart(c, j),
    location: locationPart(c, j),
    experience: experiencePart(c, j),
  }
  const parts = SCORE_DIMENSIONS.map((dimension): ScorePart => {
    const p = raw[dimension]
    const max = SCORE_WEIGHTS[dimension]
    return {
      dimension,
      label: SCORE_LABELS[dimension],
      points: p.applies ? round1(p.fraction * max) : 0,
      max,
      applies: p.applies,
      reason: p.reason,
    }
  })
  const applicable = parts.filter((p) => p.applies)
  const max = applicable.reduce((s, p) => s + p.max, 0)
  const earned = applicable.reduce((s, p) => s + p.points, 0)
  return { total: max ? Math.round((100 * earned) / max) : 0, parts }
}
