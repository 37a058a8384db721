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
  buckets: z.object({ base: CompensationBenchmark, variable: CompensationBenchmark, ote: CompensationBenchmark }),
})
export type CompensationEngineResult = z.infer<typeof CompensationEngineResult>
