/** POST compensation-engine (spec 002 §"Compensation", §"Compensation engine"). */
import * as z from 'zod'
import { COMPENSATION_MEASURES, MIN_SAMPLE } from '../domain/compensation/index'

export const COMPENSATION_POOLS = ['active', 'all'] as const
export const CompensationPool = z
  .enum(COMPENSATION_POOLS)
  .describe('active: candidates actively or passively searching or open to offers; all: every candidate')

const ids = (what: string, item: z.ZodType<string, string>) =>
  z.array(item).max(50).default([]).describe(`${what}; none given: no filter`)

export const CompensationEngineBody = z.strictObject({
  positionIds: ids('`position` list-of-values ids (desired position / job position)', z.uuid()),
  stateIds: ids('US state ids', z.string().trim().min(1).max(20)),
  cityIds: ids('City ids', z.string().trim().min(1).max(40)),
  levelIds: ids("`level` list-of-values ids (the level of the role: its position's level, or a job's level)", z.uuid()),
  experienceIds: ids(
    "`yearsOfRequiredExperience` ids (0-12, 12-36, 36-60, 60-120, 120+ months): a job's required experience, a candidate's months of work experience",
    z.uuid(),
  ),
  pool: CompensationPool.default('active'),
})
export type CompensationEngineBody = z.input<typeof CompensationEngineBody>
export type CompensationEngineFilters = z.output<typeof CompensationEngineBody>

export const CompensationBucket = z.object({
  from: z.number().int().describe('Inclusive lower bound, USD'),
  to: z.number().int().describe('Exclusive upper bound, USD'),
  count: z.number().int(),
})

export const CompensationBenchmark = z.object({
  count: z.number().int().describe('How many amounts there were'),
  p25: z.number().int().nullable().describe(`Null when fewer than ${MIN_SAMPLE} amounts`),
  median: z.number().int().nullable(),
  p75: z.number().int().nullable(),
  bucketWidth: z.number().int().nullable(),
  buckets: z.array(CompensationBucket),
})
export type CompensationBenchmark = z.infer<typeof CompensationBenchmark>

const nullableFigure = (d: string) => z.number().nullable().describe(`${d}; null below the minimum sample`)

export const EquityBenchmark = z
  .object({
    consideredCount: z.number().int().describe('Jobs and placements considered'),
    offeringCount: z.number().int().describe('Of those, how many offer equity in any form (percent, options, RSUs)'),
    count: z.number().int().describe('How many state a percent of the company'),
    p25Percent: nullableFigure('Percent of the company, 25th percentile'),
    medianPercent: nullableFigure('Median percent of the company'),
    p75Percent: nullableFigure('75th percentile'),
  })
  .describe('Equity grants of the jobs (and placed jobs) matching the filters')

export const OteSplit = z
  .object({
    count: z.number().int().describe('Pay points with both base and OTE'),
    basePercent: nullableFigure('Median share of OTE paid as base, whole percent'),
    variablePercent: nullableFigure('100 − basePercent'),
  })
  .describe('How OTE splits into base and variable')

export const QuotaToOte = z
  .object({
    count: z.number().int().describe('Current roles with both a yearly quota and an OTE'),
    p25: nullableFigure('Quota ÷ OTE, 25th percentile, one decimal'),
    median: nullableFigure('Median quota ÷ OTE'),
    p75: nullableFigure('75th percentile'),
  })
  .describe('How many times its OTE a role carries as yearly quota')

export const CompensationMeasure = z.enum(COMPENSATION_MEASURES)

export const CompensationEngineResult = z.object({
  selectedPool: CompensationPool,
  /** Fewest amounts a figure is computed from. */
  minimumSample: z.number().int(),
  /** Candidates matching the filters, by pool (whether or not they gave their wishes). */
  activeCandidateCount: z.number().int(),
  allCandidateCount: z.number().int(),
  /** Jobs matching the filters that were open at some time in the last 6 months. */
  activeJobCount: z.number().int(),
  /** Hires and live offers of the last 6 months matching the filters. */
  placementCount: z.number().int(),
  /** Candidates' current roles with pay (added on their profile or through update-experience-salary-info). */
  currentRoleCount: z.number().int(),
  buckets: z.object({ base: CompensationBenchmark, variable: CompensationBenchmark, ote: CompensationBenchmark }),
  equity: EquityBenchmark,
  split: OteSplit,
  quotaToOte: QuotaToOte,
})
export type CompensationEngineResult = z.infer<typeof CompensationEngineResult>

/** POST compensation-engine/ping-sales-team: a client (or staff) asks the sales team for help with a role. */
export const PingSalesTeamBody = z.strictObject({
  positionId: z.uuid().nullable().default(null).describe('The position looked at, if any'),
  stateIds: ids('US state ids looked at', z.string().trim().min(1).max(20)),
  cityIds: ids('City ids looked at', z.string().trim().min(1).max(40)),
  levelId: z.uuid().nullable().default(null),
  experienceId: z.uuid().nullable().default(null),
  headcount: z.number().int().min(1).max(999).nullable().default(null),
  message: z.string().trim().max(2000).nullable().default(null),
})
export type PingSalesTeamBody = z.input<typeof PingSalesTeamBody>

export const PingSalesTeamResult = z.object({
  /** The mail is in the outbox; the mail worker delivers it (the answer never claims delivery). */
  status: z.literal('queued'),
  outboxId: z.uuid(),
  message: z.string(),
})
export type PingSalesTeamResult = z.infer<typeof PingSalesTeamResult>

const money = (what: string) =>
  z.number().int().nullable().default(null).describe(`${what}, yearly whole USD (10,000 to 1,000,000)`)

/** PATCH compensation-engine/candidate/update-experience-salary-info. */
export const UpdateExperienceSalaryBody = z.strictObject({
  candidateId: z.uuid().optional().describe("Staff name the candidate; a candidate's own by default"),
  workExperienceId: z.uuid().describe('A current role of the candidate'),
  salary: money('Base salary'),
  variable: z.number().int().nullable().default(null).describe('Variable at target, yearly whole USD'),
  ote: money('On-target earnings'),
})
export type UpdateExperienceSalaryBody = z.input<typeof UpdateExperienceSalaryBody>

export const CompensationWorkExperience = z.object({
  id: z.uuid(),
  title: z.string(),
  companyName: z.string().nullable(),
  fromDate: z.string().nullable(),
  toDate: z.string().nullable(),
  isCurrent: z.boolean(),
  positionId: z.uuid().nullable(),
  positionName: z.string().nullable(),
  salary: z.number().int().nullable(),
  variable: z.number().int().nullable(),
  ote: z.number().int().nullable(),
})
export type CompensationWorkExperience = z.infer<typeof CompensationWorkExperience>
