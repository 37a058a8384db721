/**
 * The recommendation engine's eligibility rules, numbered and worded as the product shows them
 * (spec 001 §9, 002 §7: "numbered text"; the spec gives three examples — last touch over 90
 * days, desired salary within 20 percent, location within 25 miles — and leaves the rest to us).
 *
 * Rules 1-9 decide whether a candidate is eligible for a job at all; rules 10-12 decide the pool:
 * - active pool: eligible, and a recruiter is in touch (touched in the last 90 days);
 * - JIT pool: eligible, not touched for over 90 days (or never), and reachable by e-mail, so
 *   just-in-time outreach can bring them back.
 * An eligible candidate is in exactly one pool (or none when unreachable for JIT).
 *
 * What the job or the candidate does not state is not held against the candidate (no salary
 * wish, no job range, no job location, no required experience): the rule is met "not stated".
 * A candidate's missing experience against a job that asks for some is a miss.
 */
import { distanceMiles } from '../geo'
import type { CandidateFacts, JobFacts, RecommendationPoolName } from './facts'

export const LAST_TOUCH_DAYS = 90
export const SALARY_TOLERANCE = 0.2
export const WITHIN_MILES = 25
const DAY_MS = 24 * 60 * 60 * 1000

export const ELIGIBILITY_RULE_IDS = [
  'notOffTheMarket',
  'notDoNotContact',
  'notPermanentlyDisqualified',
  'notMarkedForDeletion',
  'notInJob',
  'compensation',
  'location',
  'position',
  'experience',
  'recentlyTouched',
  'notTouchedRecently',
  'reachableByEmail',
] as const
export type EligibilityRuleId = (typeof ELIGIBILITY_RULE_IDS)[number]

export interface EligibilityRule {
  number: number
  id: EligibilityRuleId
  /** Which pools the rule applies to. */
  pools: readonly RecommendationPoolName[]
  text: string
}

const BOTH = ['active', 'jit'] as const

/** The numbered list shown in the product. */
export const ELIGIBILITY_RULES: readonly EligibilityRule[] = [
  { number: 1, id: 'notOffTheMarket', pools: BOTH, text: 'The candidate’s search status is not Off the Market.' },
  { number: 2, id: 'notDoNotContact', pools: BOTH, text: 'The candidate is not marked Do Not Contact.' },
  {
    number: 3,
    id: 'notPermanentlyDisqualified',
    pools: BOTH,
    text: 'The candidate is not permanently disqualified.',
  },
  { number: 4, id: 'notMarkedForDeletion', pools: BOTH, text: 'The candidate is not marked for deletion.' },
  {
    number: 5,
    id: 'notInJob',
    pools: BOTH,
    text: 'The candidate is not already in a stage of this job, and was not hidden or removed from it.',
  },
  {
    number: 6,
    id: 'compensation',
    pools: BOTH,
    text: 'The candidate’s desired base salary or OTE is within 20% of the job’s range.',
  },
  {
    number: 7,
    id: 'location',
    pools: BOTH,
    text: 'The candidate lives or wants to work within 25 miles of a job location, unless the job is remote and the candidate accepts remote work.',
  },
  { number: 8, id: 'position', pools: BOTH, text: 'The candidate wants the job’s position (or holds it now).' },
  {
    number: 9,
    id: 'experience',
    pools: BOTH,
    text: 'The candidate has at least the years of experience the job requires.',
  },
  {
    number: 10,
    id: 'recentlyTouched',
    pools: ['active'],
    text: 'Active pool: a recruiter touched the candidate in the last 90 days.',
  },
  {
    number: 11,
    id: 'notTouchedRecently',
    pools: ['jit'],
    text: 'JIT pool: the candidate’s last touch is over 90 days ago (or never).',
  },
  {
    number: 12,
    id: 'reachableByEmail',
    pools: ['jit'],
    text: 'JIT pool: the candidate has an e-mail address for the just-in-time outreach.',
  },
]

/** Rules 1-9: a candidate failing any of them is in no pool. */
export const HARD_RULES = ELIGIBILITY_RULES.filter((r) => r.number <= 9)
/** The rules a near-miss may fail: the ones a change of the job or the candidate's wishes can fix. */
export const FIXABLE_RULES: readonly EligibilityRuleId[] = ['compensation', 'location', 'experience']

/** One rule's outcome, with the inputs it read (the staff debug view shows them). */
export interface RuleOutcome {
  number: number
  id: EligibilityRuleId
  text: string
  met: boolean
  /** Why, in words: what was compared. */
  detail: string
  inputs: Record<string, unknown>
  /** For a miss that can be fixed: what would change it. */
  wouldChange?: string[]
}

export interface EligibilityResult {
  eligible: boolean
  pool: RecommendationPoolName | null
  rules: RuleOutcome[]
  /** Failing hard rules (1-9). */
  failed: EligibilityRuleId[]
  /** Exactly one fixable rule fails and every other hard rule holds. */
  nearMiss: boolean
}

const money = (n: number) => `$${Math.round(n).toLocaleString('en-US')}`

interface SalaryCheck {
  met: boolean
  detail: string
  wouldChange: string[]
}

/** A wish against a range, within 20% either side. */
function salaryWithin(label: string, wish: number | null, low: number | null, high: number | null): SalaryCheck | null {
  if (wish === null || (low === null && high === null)) return null
  const lo = low ?? high!
  const hi = high ?? low!
  const min = lo * (1 - SALARY_TOLERANCE)
  const max = hi * (1 + SALARY_TOLERANCE)
  if (wish > max) {
    return {
      met: false,
      detail: `desired ${label} ${money(wish)} is over 20% above the job’s ${money(lo)}–${money(hi)}`,
      wouldChange: [
        `qualifies if the job’s ${label} range reaches ${money(Math.ceil(wish / (1 + SALARY_TOLERANCE)))}`,
        `or if the candidate’s desired ${label} were ≤ ${money(Math.floor(max))}`,
      ],
    }
  }
  if (wish < min) {
    return {
      met: false,
      detail: `desired ${label} ${money(wish)} is over 20% below the job’s ${money(lo)}–${money(hi)}`,
      wouldChange: [
        `qualifies if the job’s ${label} range started at ${money(Math.floor(wish / (1 - SALARY_TOLERANCE)))} or less`,
        `or if the candidate’s desired ${label} were ≥ ${money(Math.ceil(min))}`,
      ],
    }
  }
  return {
    met: true,
    detail: `desired ${label} ${money(wish)} is within 20% of ${money(lo)}–${money(hi)}`,
    wouldChange: [],
  }
}

export function compensationOutcome(c: CandidateFacts, j: JobFacts): Omit<RuleOutcome, 'number' | 'id' | 'text'> {
  const inputs = {
    desiredBaseSalary: c.desiredBaseSalary,
    desiredOte: c.desiredOte,
    baseSalaryLow: j.baseSalaryLow,
    baseSalaryHigh: j.baseSalaryHigh,
    oteLow: j.oteLow,
    oteHigh: j.oteHigh,
  }
  const checks = [
    salaryWithin('base', c.desiredBaseSalary, j.baseSalaryLow, j.baseSalaryHigh),
    salaryWithin('OTE', c.desiredOte, j.oteLow, j.oteHigh),
  ].filter((x): x is SalaryCheck => x !== null)
  if (!checks.length) return { met: true, detail: 'not stated (no comparable wish and range)', inputs }
  const ok = checks.find((x) => x.met)
  if (ok) return { met: true, detail: ok.detail, inputs }
  return {
    met: false,
    detail: checks.map((x) => x.detail).join('; '),
    inputs,
    wouldChange: checks.flatMap((x) => x.wouldChange),
  }
}

/** Miles from the candidate's nearest place (home or interested city) to the nearest job location. */
export function nearestMiles(c: CandidateFacts, j: JobFacts): number | null {
  const places = [...(c.home ? [c.home] : []), ...c.interestedCities]
  let best: number | null = null
  for (const p of places) {
    for (const l of j.locations) {
      const d = p.cityId === l.cityId ? 0 : distanceMiles(p, l)
      if (best === null || d < best) best = d
    }
  }
  return best
}

export function locationOutcome(c: CandidateFacts, j: JobFacts): Omit<RuleOutcome, 'number' | 'id' | 'text'> {
  const miles = nearestMiles(c, j)
  const inputs = {
    jobLocations: j.locations.map((l) => l.cityId),
    jobAllowsRemote: j.allowsRemote,
    home: c.home?.cityId ?? null,
    interestedCities: c.interestedCities.map((p) => p.cityId),
    acceptsRemote: c.acceptsRemote,
    nearestMiles: miles === null ? null : Math.round(miles),
  }
  if (j.allowsRemote && c.acceptsRemote) return { met: true, detail: 'remote job, candidate accepts remote', inputs }
  if (!j.locations.length) return { met: true, detail: 'not stated (the job has no location)', inputs }
  if (miles !== null && miles <= WITHIN_MILES)
    return { met: true, detail: `${Math.round(miles)} miles from a job location`, inputs }
  const wouldChange = [
    miles === null
      ? 'qualifies if the candidate gave a city within 25 miles of a job location'
      : `qualifies if the candidate were within 25 miles (now ${Math.round(miles)} miles from the nearest job location)`,
  ]
  if (!j.allowsRemote && c.acceptsRemote) wouldChange.push('or if the job allowed remote work')
  return {
    met: false,
    detail: miles === null ? 'the candidate gave no city' : `${Math.round(miles)} miles from the nearest job location`,
    inputs,
    wouldChange,
  }
}

export function positionOutcome(c: CandidateFacts, j: JobFacts): Omit<RuleOutcome, 'number' | 'id' | 'text'> {
  const inputs = {
    jobPosition: j.positionId,
    desiredPositions: c.desiredPositionIds,
    latestPosition: c.latestPositionId,
  }
  if (!j.positionId) return { met: true, detail: 'not stated (the job has no position)', inputs }
  if (c.desiredPositionIds.includes(j.positionId)) return { met: true, detail: 'among the desired positions', inputs }
  if (c.latestPositionId === j.positionId) return { met: true, detail: 'holds the position now', inputs }
  return {
    met: false,
    detail: 'neither desired nor held',
    inputs,
    wouldChange: ['qualifies if the candidate added the job’s position to their desired positions'],
  }
}

export function experienceOutcome(c: CandidateFacts, j: JobFacts): Omit<RuleOutcome, 'number' | 'id' | 'text'> {
  const inputs = { experienceMonths: c.experienceMonths, required: j.requiredExperience }
  const req = j.requiredExperience
  if (!req || req.minMonths <= 0) return { met: true, detail: 'not stated (the job requires none)', inputs }
  if (c.experienceMonths !== null && c.experienceMonths >= req.minMonths)
    return { met: true, detail: `${c.experienceMonths} months, at least the ${req.minMonths} required`, inputs }
  const have = c.experienceMonths ?? 0
  return {
    met: false,
    detail: `${have} months, the job requires ${req.minMonths}`,
    inputs,
    wouldChange: [
      `qualifies with ${req.minMonths - have} more months of experience`,
      `or if the job required ${Math.floor(have / 12)} years or fewer`,
    ],
  }
}

const ago = (at: Date | null, now: Date) => (at ? (now.getTime() - at.getTime()) / DAY_MS : null)

/** Every rule's outcome for a candidate and a job, and the pool it puts them in. */
export function evaluateEligibility(c: CandidateFacts, j: JobFacts, now: Date): EligibilityResult {
  const days = ago(c.lastTouchAt, now)
  const touched = days !== null && days <= LAST_TOUCH_DAYS
  const outcomes: Record<EligibilityRuleId, Omit<RuleOutcome, 'number' | 'id' | 'text'>> = {
    notOffTheMarket: {
      met: c.searchStatus !== 'offTheMarket',
      detail: `search status ${c.searchStatus ?? 'not stated'}`,
      inputs: { searchStatus: c.searchStatus },
    },
    notDoNotContact: {
      met: !c.doNotContact,
      detail: c.doNotContact ? 'marked Do Not Contact' : 'contactable',
      inputs: { doNotContact: c.doNotContact },
    },
    notPermanentlyDisqualified: {
      met: !c.isPermanentlyDisqualified,
      detail: c.isPermanentlyDisqualified ? 'permanently disqualified' : 'not disqualified',
      inputs: { isPermanentlyDisqualified: c.isPermanentlyDisqualified },
    },
    notMarkedForDeletion: {
      met: !c.markedForDeletion,
      detail: c.markedForDeletion ? 'marked for deletion' : 'active record',
      inputs: { markedForDeletion: c.markedForDeletion },
    },
    notInJob: {
      // the engine's own live recommendation is not "in the job"
      met: !c.jobRow || (c.jobRow.stageType === 'recommended' && !c.jobRow.removed),
      detail: !c.jobRow
        ? 'not in this job'
        : c.jobRow.stageType === 'recommended' && !c.jobRow.removed
          ? 'recommended for this job already'
          : c.jobRow.removed
            ? 'removed from this job'
            : `in this job’s ${c.jobRow.stageType} stage`,
      inputs: { jobRow: c.jobRow },
    },
    compensation: compensationOutcome(c, j),
    location: locationOutcome(c, j),
    position: positionOutcome(c, j),
    experience: experienceOutcome(c, j),
    recentlyTouched: {
      met: touched,
      detail: days === null ? 'never touched' : `last touched ${Math.floor(days)} days ago`,
      inputs: { lastTouchAt: c.lastTouchAt?.toISOString() ?? null },
    },
    notTouchedRecently: {
      met: !touched,
      detail: days === null ? 'never touched' : `last touched ${Math.floor(days)} days ago`,
      inputs: { lastTouchAt: c.lastTouchAt?.toISOString() ?? null },
    },
    reachableByEmail: {
      met: c.hasEmail,
      detail: c.hasEmail ? 'has an e-mail address' : 'no e-mail address',
      inputs: { hasEmail: c.hasEmail },
    },
  }
  const rules = ELIGIBILITY_RULES.map((r) => ({ number: r.number, id: r.id, text: r.text, ...outcomes[r.id] }))
  const failed = HARD_RULES.filter((r) => !outcomes[r.id].met).map((r) => r.id)
  const eligible = failed.length === 0
  const pool: RecommendationPoolName | null = !eligible
    ? null
    : touched
      ? 'active'
      : outcomes.reachableByEmail.met
        ? 'jit'
        : null
  const nearMiss = failed.length === 1 && FIXABLE_RULES.includes(failed[0]!)
  return { eligible, pool, rules, failed, nearMiss }
}
