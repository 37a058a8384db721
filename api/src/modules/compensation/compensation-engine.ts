/**
 * POST compensation-engine: salary, variable and OTE benchmarks (spec 000 line 15, 002
 * §"Compensation engine") from three sources, filtered by position and location:
 *   - candidates' desired base and OTE (the selected pool; confidential wishes never count);
 *   - placements of the last 6 months: hires, and live offers not (yet) hired;
 *   - jobs open at some time in the last 6 months: the midpoint of their base and OTE ranges.
 * Only aggregates leave this function (shared domain rule: no figure from fewer than
 * MIN_SAMPLE amounts); no row, id or name of a person or job is ever answered.
 */
import type { CompensationEngineResult } from '@quota/shared/contracts/compensation'
import {
  COMPENSATION_MESSAGES,
  compensationBenchmarks,
  MIN_SAMPLE,
  type PayPoint,
  rangeMidpoint,
} from '@quota/shared/domain/compensation/index'
import type { SearchStatus } from '@quota/shared/domain/enums'
import { AppError } from '@quota/shared/errors/index'
import { and, count, eq, exists, inArray, isNotNull, isNull, lte, ne, or, type SQL, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { candidateDesiredPositionsTable, candidatesTable, hiresTable, jobsTable, offersTable } from '../../db/schema'
import type { UseCaseContext } from '../context'
import { allowedFeatures } from '../users/get-me'

/** The active pool (JIT): candidates actively or passively searching, or open to offers. */
export const ACTIVE_SEARCH_STATUSES: SearchStatus[] = ['activelySearching', 'passivelySearching', 'openToOffers']

const SIX_MONTHS_AGO = sql`now() - interval '6 months'`
const SIX_MONTHS_AGO_DATE = sql`(current_date - interval '6 months')::date`

interface Filters {
  positionIds: string[]
  stateIds: string[]
  cityIds: string[]
}

function locationFilter(f: Filters, stateCol: AnyPgColumn, cityCol: AnyPgColumn): SQL | undefined {
  const parts: SQL[] = []
  if (f.stateIds.length > 0) parts.push(inArray(stateCol, f.stateIds))
  if (f.cityIds.length > 0) parts.push(inArray(cityCol, f.cityIds))
  return parts.length > 0 ? or(...parts) : undefined
}

function jobFilters(f: Filters): SQL[] {
  const out: SQL[] = []
  if (f.positionIds.length > 0) out.push(inArray(jobsTable.desiredPositionId, f.positionIds))
  const loc = locationFilter(f, jobsTable.stateId, jobsTable.cityId)
  if (loc) out.push(loc)
  return out
}

export async function compensationEngine({
  ctx,
  input,
}: {
  ctx: UseCaseContext
  input: Filters & { pool: 'active' | 'all' }
}): Promise<CompensationEngineResult> {
  const { db } = ctx
  // The compEngine feature flag (global, the organization's or the user's own) gates the tool.
  const features = await allowedFeatures(db, ctx.actor.userId, ctx.actor.organizationId)
  if (!features.includes('compEngine')) throw new AppError('FORBIDDEN', { message: COMPENSATION_MESSAGES.notEnabled })

  // Candidates
  const candidateWhere: SQL[] = [isNull(candidatesTable.toBeDeletedAt)]
  if (input.positionIds.length > 0) {
    candidateWhere.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(candidateDesiredPositionsTable)
          .where(
            and(
              eq(candidateDesiredPositionsTable.candidateId, candidatesTable.id),
              inArray(candidateDesiredPositionsTable.positionId, input.positionIds),
            ),
          ),
      ),
    )
  }
  const candLoc = locationFilter(input, candidatesTable.stateId, candidatesTable.cityId)
  if (candLoc) candidateWhere.push(candLoc)
  const isActive = inArray(candidatesTable.searchStatus, ACTIVE_SEARCH_STATUSES)

  const [counts] = await db
    .select({
      all: count(),
      active: sql<number>`count(*) filter (where ${isActive})`.mapWith(Number),
    })
    .from(candidatesTable)
    .where(and(...candidateWhere))

  const wishes = await db
    .select({ base: candidatesTable.desiredBaseSalary, ote: candidatesTable.desiredOte })
    .from(candidatesTable)
    .where(
      and(
        ...candidateWhere,
        ...(input.pool === 'active' ? [isActive] : []),
        eq(candidatesTable.isSalaryConfidential, false),
        or(isNotNull(candidatesTable.desiredBaseSalary), isNotNull(candidatesTable.desiredOte)),
      ),
    )

  // Placements of the last 6 months: hires, and live offers without a hire
  const hires = await db
    .select({ base: hiresTable.salary, ote: hiresTable.ote })
    .from(hiresTable)
    .innerJoin(jobsTable, eq(jobsTable.id, hiresTable.jobId))
    .where(and(sql`${hiresTable.createdAt} >= ${SIX_MONTHS_AGO}`, ...jobFilters(input)))
  const offers = await db
    .select({ base: offersTable.salary, ote: offersTable.ote })
    .from(offersTable)
    .innerJoin(jobsTable, eq(jobsTable.id, offersTable.jobId))
    .where(
      and(
        isNull(offersTable.supersededAt),
        sql`${offersTable.createdAt} >= ${SIX_MONTHS_AGO}`,
        sql`not exists (select 1 from ${hiresTable} where ${hiresTable.jobCandidateId} = ${offersTable.jobCandidateId})`,
        ...jobFilters(input),
      ),
    )
  const placements = [...hires, ...offers].filter((p) => p.base !== null || p.ote !== null)

  // Jobs open at some time in the last 6 months
  const jobs = await db
    .select({
      baseLow: jobsTable.baseSalaryLow,
      baseHigh: jobsTable.baseSalaryHigh,
      oteLow: jobsTable.oteLow,
      oteHigh: jobsTable.oteHigh,
    })
    .from(jobsTable)
    .where(
      and(
        lte(jobsTable.openDate, sql`current_date`),
        or(ne(jobsTable.status, 'closed'), sql`${jobsTable.closedDate} >= ${SIX_MONTHS_AGO_DATE}`),
        ...jobFilters(input),
      ),
    )
  const jobPoints: PayPoint[] = jobs.map((j) => ({
    base: rangeMidpoint(j.baseLow, j.baseHigh),
    ote: rangeMidpoint(j.oteLow, j.oteHigh),
  }))

  return {
    selectedPool: input.pool,
    minimumSample: MIN_SAMPLE,
    activeCandidateCount: counts?.active ?? 0,
    allCandidateCount: counts?.all ?? 0,
    activeJobCount: jobs.length,
    placementCount: placements.length,
    buckets: compensationBenchmarks([...wishes, ...placements, ...jobPoints]),
  }
}
