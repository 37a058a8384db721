import { describe, expect, it } from 'vitest'
import {
  type CandidateFacts,
  ELIGIBILITY_RULES,
  evaluateEligibility,
  fitScore,
  type JobFacts,
  recommend,
  SCORE_WEIGHTS,
} from './index'

const NOW = new Date('2026-06-01T00:00:00Z')
const daysAgo = (d: number) => new Date(NOW.getTime() - d * 86_400_000)
// Austin and a suburb ~17 miles north; Dallas ~180 miles away
const AUSTIN = { cityId: 'austin', latitude: 30.2672, longitude: -97.7431 }
const ROUND_ROCK = { cityId: 'round-rock', latitude: 30.5083, longitude: -97.6789 }
const DALLAS = { cityId: 'dallas', latitude: 32.7767, longitude: -96.797 }

const job: JobFacts = {
  jobId: 'j',
  positionId: 'ae',
  baseSalaryLow: 100_000,
  baseSalaryHigh: 120_000,
  oteLow: 200_000,
  oteHigh: 240_000,
  locations: [AUSTIN],
  allowsRemote: false,
  requiredExperience: { minMonths: 36, maxMonths: 60 },
  soldIntoLevelIds: ['vp'],
  targetVerticalIds: ['saas'],
  dealSizes: [{ id: 'd25', min: 25_000, max: 50_000 }],
  preferred: [],
}

const candidate: CandidateFacts = {
  candidateId: 'c',
  searchStatus: 'activelySearching',
  doNotContact: false,
  isPermanentlyDisqualified: false,
  markedForDeletion: false,
  hasEmail: true,
  lastTouchAt: daysAgo(10),
  jobRow: null,
  desiredBaseSalary: 110_000,
  desiredOte: 220_000,
  home: AUSTIN,
  interestedCities: [],
  acceptsRemote: false,
  desiredPositionIds: ['ae'],
  latestPositionId: 'ae',
  experienceMonths: 48,
  soldIntoLevelIds: ['vp'],
  clientVerticalIds: ['saas'],
  dealSize: { id: 'd25', min: 25_000, max: 50_000 },
  quotaAttainment: 110,
}
const c = (over: Partial<CandidateFacts>): CandidateFacts => ({ ...candidate, ...over })
const j = (over: Partial<JobFacts>): JobFacts => ({ ...job, ...over })

describe('the numbered rules', () => {
  it('are numbered 1..n without gaps, each with its text', () => {
    expect(ELIGIBILITY_RULES.map((r) => r.number)).toEqual(ELIGIBILITY_RULES.map((_, i) => i + 1))
    for (const r of ELIGIBILITY_RULES) expect(r.text.length).toBeGreaterThan(10)
  })
})

describe('evaluateEligibility', () => {
  it.each<[string, CandidateFacts, JobFacts, 'active' | 'jit' | null, string[]]>([
    ['a strong, recently touched candidate: active pool', candidate, job, 'active', []],
    ['touched 91 days ago: JIT pool', c({ lastTouchAt: daysAgo(91) }), job, 'jit', []],
    ['touched exactly 90 days ago: still active', c({ lastTouchAt: daysAgo(90) }), job, 'active', []],
    ['never touched: JIT pool', c({ lastTouchAt: null }), job, 'jit', []],
    ['never touched and no e-mail: no pool, yet eligible', c({ lastTouchAt: null, hasEmail: false }), job, null, []],
    ['off the market', c({ searchStatus: 'offTheMarket' }), job, null, ['notOffTheMarket']],
    ['no search status is not off the market', c({ searchStatus: null }), job, 'active', []],
    ['do not contact', c({ doNotContact: true }), job, null, ['notDoNotContact']],
    ['permanently disqualified', c({ isPermanentlyDisqualified: true }), job, null, ['notPermanentlyDisqualified']],
    ['marked for deletion', c({ markedForDeletion: true }), job, null, ['notMarkedForDeletion']],
    [
      'already shortlisted in the job',
      c({ jobRow: { stageType: 'shortlist', stageStatus: 'current', removed: false } }),
      job,
      null,
      ['notInJob'],
    ],
    [
      'hidden by the job',
      c({ jobRow: { stageType: 'hidden', stageStatus: 'current', removed: false } }),
      job,
      null,
      ['notInJob'],
    ],
    [
      'removed from the recommended list',
      c({ jobRow: { stageType: 'recommended', stageStatus: 'current', removed: true } }),
      job,
      null,
      ['notInJob'],
    ],
    [
      'the engine’s own live recommendation',
      c({ jobRow: { stageType: 'recommended', stageStatus: 'current', removed: false } }),
      job,
      'active',
      [],
    ],
    [
      'base 20% over the top (144k) still qualifies',
      c({ desiredBaseSalary: 144_000, desiredOte: null }),
      job,
      'active',
      [],
    ],
    [
      'base just over 20% over the top',
      c({ desiredBaseSalary: 144_001, desiredOte: null }),
      job,
      null,
      ['compensation'],
    ],
    [
      'base 20% under the bottom (80k) qualifies',
      c({ desiredBaseSalary: 80_000, desiredOte: null }),
      job,
      'active',
      [],
    ],
    ['base too low', c({ desiredBaseSalary: 79_000, desiredOte: null }), job, null, ['compensation']],
    [
      'base too high but OTE within: qualifies',
      c({ desiredBaseSalary: 200_000, desiredOte: 250_000 }),
      job,
      'active',
      [],
    ],
    ['no pay wish: not held against them', c({ desiredBaseSalary: null, desiredOte: null }), job, 'active', []],
    [
      'job without a range: any wish',
      c({ desiredBaseSalary: 900_000 }),
      j({ baseSalaryLow: null, baseSalaryHigh: null, oteLow: null, oteHigh: null }),
      'active',
      [],
    ],
    ['lives 17 miles away', c({ home: ROUND_ROCK }), job, 'active', []],
    ['lives 180 miles away', c({ home: DALLAS }), job, null, ['location']],
    ['lives far but wants to work in Austin', c({ home: DALLAS, interestedCities: [AUSTIN] }), job, 'active', []],
    ['no city at all', c({ home: null }), job, null, ['location']],
    [
      'far, remote job, accepts remote',
      c({ home: DALLAS, acceptsRemote: true }),
      j({ allowsRemote: true }),
      'active',
      [],
    ],
    ['far, remote job, office only', c({ home: DALLAS }), j({ allowsRemote: true }), null, ['location']],
    ['job without a location', c({ home: DALLAS }), j({ locations: [] }), 'active', []],
    ['wants the position only', c({ latestPositionId: 'sdr' }), job, 'active', []],
    ['holds the position only', c({ desiredPositionIds: ['am'] }), job, 'active', []],
    ['neither wants nor holds it', c({ desiredPositionIds: ['am'], latestPositionId: 'sdr' }), job, null, ['position']],
    [
      'job without a position',
      c({ desiredPositionIds: [], latestPositionId: null }),
      j({ positionId: null }),
      'active',
      [],
    ],
    ['exactly the required 36 months', c({ experienceMonths: 36 }), job, 'active', []],
    ['35 months', c({ experienceMonths: 35 }), job, null, ['experience']],
    ['no experience listed, job requires some', c({ experienceMonths: null }), job, null, ['experience']],
    ['overqualified is not a miss', c({ experienceMonths: 200 }), job, 'active', []],
    ['two misses', c({ home: DALLAS, experienceMonths: 1 }), job, null, ['location', 'experience']],
  ])('%s', (_name, cand, jb, pool, failed) => {
    const r = evaluateEligibility(cand, jb, NOW)
    expect(r.pool).toBe(pool)
    expect(r.failed).toEqual(failed)
    expect(r.eligible).toBe(failed.length === 0)
  })

  it.each<[string, CandidateFacts, boolean]>([
    ['one fixable miss (location)', c({ home: DALLAS }), true],
    ['one fixable miss (compensation)', c({ desiredBaseSalary: 160_000, desiredOte: null }), true],
    ['one fixable miss (experience)', c({ experienceMonths: 20 }), true],
    ['one hard exclusion is never a near-miss', c({ doNotContact: true }), false],
    ['position is not fixable by the job', c({ desiredPositionIds: [], latestPositionId: null }), false],
    ['two misses', c({ home: DALLAS, experienceMonths: 1 }), false],
    ['eligible', candidate, false],
  ])('near-miss: %s', (_name, cand, nearMiss) => {
    expect(evaluateEligibility(cand, job, NOW).nearMiss).toBe(nearMiss)
  })
})

describe('what would change it', () => {
  it.each<[string, CandidateFacts, JobFacts, string[]]>([
    [
      'base too high: the job’s range, or the wish',
      c({ desiredBaseSalary: 180_000, desiredOte: null }),
      job,
      ['qualifies if the job’s base range reaches $150,000', 'or if the candidate’s desired base were ≤ $144,000'],
    ],
    [
      'OTE too high',
      c({ desiredBaseSalary: null, desiredOte: 300_000 }),
      job,
      ['qualifies if the job’s OTE range reaches $250,000', 'or if the candidate’s desired OTE were ≤ $288,000'],
    ],
    [
      'base too low',
      c({ desiredBaseSalary: 60_000, desiredOte: null }),
      job,
      [
        'qualifies if the job’s base range started at $75,000 or less',
        'or if the candidate’s desired base were ≥ $80,000',
      ],
    ],
    [
      'too far, accepts remote',
      c({ home: DALLAS, acceptsRemote: true }),
      job,
      [
        'qualifies if the candidate were within 25 miles (now 182 miles from the nearest job location)',
        'or if the job allowed remote work',
      ],
    ],
    [
      'experience',
      c({ experienceMonths: 30 }),
      job,
      ['qualifies with 6 more months of experience', 'or if the job required 2 years or fewer'],
    ],
  ])('%s', (_name, cand, jb, changes) => {
    const r = recommend(cand, jb, NOW)
    expect(r.nearMiss?.wouldChange).toEqual(changes)
  })
})

describe('fitScore', () => {
  const score = (cand: CandidateFacts, jb: JobFacts = job) => fitScore(cand, jb)
  const part = (cand: CandidateFacts, dim: string, jb: JobFacts = job) =>
    score(cand, jb).parts.find((p) => p.dimension === dim)!

  it('a perfect fit scores 100 with every part full', () => {
    const s = score(candidate)
    expect(s.total).toBe(100)
    for (const p of s.parts) expect(p.points).toBe(SCORE_WEIGHTS[p.dimension])
  })

  it.each<[string, CandidateFacts, string, number]>([
    ['wants but does not hold the position', c({ latestPositionId: 'sdr' }), 'position', 14],
    ['neither', c({ latestPositionId: 'sdr', desiredPositionIds: [] }), 'position', 0],
    ['level matches, industry not', c({ clientVerticalIds: ['fintech'] }), 'salesMotion', 7.5],
    ['deal size one band up', c({ dealSize: { id: 'd50', min: 50_000, max: 100_000 } }), 'dealSize', 5],
    ['deal size far', c({ dealSize: { id: 'd1m', min: 1_000_000, max: null } }), 'dealSize', 0],
    ['no deal size', c({ dealSize: null }), 'dealSize', 0],
    ['75% of quota', c({ quotaAttainment: 75 }), 'quotaAttainment', 10],
    ['50% of quota', c({ quotaAttainment: 50 }), 'quotaAttainment', 0],
    ['no attainment', c({ quotaAttainment: null }), 'quotaAttainment', 0],
    ['base 10% over the top', c({ desiredBaseSalary: 132_000, desiredOte: null }), 'compensation', 7.5],
    ['no pay wish: half', c({ desiredBaseSalary: null, desiredOte: null }), 'compensation', 7.5],
    ['17 miles away', c({ home: ROUND_ROCK }), 'location', 7],
    ['above the experience band', c({ experienceMonths: 100 }), 'experience', 7],
    ['below the band', c({ experienceMonths: 10 }), 'experience', 0],
  ])('%s', (_name, cand, dim, points) => {
    expect(part(cand, dim).points).toBe(points)
  })

  it('leaves out what the job does not state, so a sparse job does not lower the score', () => {
    const sparse = j({
      positionId: null,
      soldIntoLevelIds: [],
      targetVerticalIds: [],
      dealSizes: [],
      baseSalaryLow: null,
      baseSalaryHigh: null,
      oteLow: null,
      oteHigh: null,
      locations: [],
      requiredExperience: null,
    })
    const s = score(c({ quotaAttainment: 100 }), sparse)
    expect(s.parts.filter((p) => p.applies).map((p) => p.dimension)).toEqual(['quotaAttainment'])
    expect(s.total).toBe(100)
  })

  it('ranks a weaker performer below a stronger one', () => {
    expect(score(c({ quotaAttainment: 60 })).total).toBeLessThan(score(c({ quotaAttainment: 120 })).total)
  })
})

describe('recommend', () => {
  it('explains an eligible candidate by rules met and strongest parts', () => {
    const r = recommend(candidate, job, NOW)
    expect(r.why.some((w) => w.startsWith('Rule 6:'))).toBe(true)
    expect(r.why.some((w) => w.startsWith('Position:'))).toBe(true)
    expect(r.nearMiss).toBeNull()
  })
  it('gives no "why" for an ineligible candidate', () => {
    expect(recommend(c({ doNotContact: true }), job, NOW).why).toEqual([])
  })
})
