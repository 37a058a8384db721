/**
 * POST compensation-engine: salary, variable and OTE benchmarks (spec 000 line 15, 002
 * §"Compensation engine") from three sources, filtered by position and location:
 *   - candidates' desired base and OTE (the selected pool; confidential wishes never count);
 *   - placements of the last 6 months: hires, and live offers not (yet) hired;
 *   - jobs open at some time in the last 6 months: the midpoint of their base and OTE ranges.
 * Only aggregates leave this function (shared domain rule: no figure from fewer than
 * MIN_SAMPLE amounts); no row, id or name of a person or job is ever answered. Nor do amounts
 * leave the database: two statements answer the candidate counts and the figures (counts,
 * quartiles, counts per bar), and the shared rule turns those into the benchmarks.
 */
import type { CompensationEngineResult } from '@quota/shared/contracts/compensation'
import {
  type AmountAggregates,
  type Benchmark,
  BUCKET_WIDTH,
  benchmarkFromAggregates,
  COMPENSATION_MESSAGES,
  type CompensationMeasure,
  MIN_SAMPLE,
} from '@quota/shared/domain/compensation/index'
import type { SearchStatus } from '@quota/shared/domain/enums'
import { AppError } from '@quota/shared/errors/index'
import { and, count, eq, exists, inArray, isNotNull, isNull, lte, ne, or, type SQL, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { rawRows } from '../../db/client'
import { candidateDesiredPositionsTable, candidatesTable, hiresTable, jobsTable, offersTable } from '../../db/schema'
import type { UseCaseContext } from '../context'
import { allowedFeatures } from '../users/get-me'

/**
 * The compensation tool's "active" pool: candidates actively or passively searching, or open to
 * offers ("all" is every candidate). Spec 002 §Compensation answers activeCandidateCount and
 * allCandidateCount; its "active, JIT" pools are the recommendation engine's
 * (RECOMMENDATION_POOLS), not this tool's.
 */
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

/** `rangeMidpoint` (shared rule) in SQL: Math.round((low + high) / 2) is floor((low + high + 1) / 2). */
function midpointSql(low: AnyPgColumn, high: AnyPgColumn): SQL {
  return sql`case when ${low} is not null and ${high} is not null
    then floor((${low}::numeric + ${high} + 1) / 2)::bigint else coalesce(${low}, ${high})::bigint end`
}

/** One row of the figures statement: a count with its exact quartiles, or the count of one bar. */
interface FigureRow {
  kind: 'count' | 'bar'
  of: CompensationMeasure | 'placements' | 'jobs'
  bar: number | null
  n: number
  /** p25, median and p75 (percentile_cont); null without amounts and for the placement and job counts. */
  quartiles: number[] | null
}

/**
 * One statement over the pay points (`source`, `base`, `ote`), read twice: one aggregate gives the
 * placement and job counts and, per measure, the count and `percentile_cont` quartiles; one
 * group by (grouping sets, one per measure) counts the amounts per bar of the measure's fixed
 * width. The amounts are derived as `compensationBenchmarks` does (base and OTE where given,
 * variable = OTE − base where OTE ≥ base), only countable ones (not negative, see
 * `countableAmounts`); the shared rule (`benchmarkFromAggregates`) then applies the minimum
 * sample, the rounding and the widening of the bars. `compensation-engine.test.ts` checks that
 * the two agree.
 */
function figuresSql(points: SQL): SQL {
  const q = sql.raw('array[0.25, 0.5, 0.75]')
  return sql`with points(source, base, ote) as (${points}),
    stats as (
      select
        (count(*) filter (where source = 'placement' and (base is not null or ote is not null)))::int as placements,
        (count(*) filter (where source = 'job'))::int as jobs,
        (count(*) filter (where base >= 0))::int as base_n,
        percentile_cont(${q}) within group (order by base) filter (where base >= 0) as base_q,
        (count(*) filter (where ote >= 0))::int as ote_n,
        percentile_cont(${q}) within group (order by ote) filter (where ote >= 0) as ote_q,
        (count(*) filter (where ote >= base))::int as variable_n,
        percentile_cont(${q}) within group (order by ote - base) filter (where ote >= base) as variable_q
      from points
    ),
    bars as (
      select case when base >= 0 then base / ${BUCKET_WIDTH.base}::bigint end as base_bar,
        case when ote >= 0 then ote / ${BUCKET_WIDTH.ote}::bigint end as ote_bar,
        case when ote >= base then (ote - base) / ${BUCKET_WIDTH.variable}::bigint end as variable_bar
      from points
    )
    select 'count' as kind, v.of, null::int as bar, v.n, v.quartiles
      from stats cross join lateral (values
        ('placements', placements, null::float8[]), ('jobs', jobs, null), ('base', base_n, base_q),
        ('ote', ote_n, ote_q), ('variable', variable_n, variable_q)
      ) as v(of, n, quartiles)
    union all
    select 'bar',
        case when grouping(base_bar) = 0 then 'base' when grouping(ote_bar) = 0 then 'ote' else 'variable' end,
        coalesce(base_bar, ote_bar, variable_bar)::int, count(*)::int, null
      from bars
      group by grouping sets ((base_bar), (ote_bar), (variable_bar))
      having coalesce(base_bar, ote_bar, variable_bar) is not null`
}

/** The three benchmarks from the figures statement's rows, by the shared rule. */
function benchmarksFromRows(rows: readonly FigureRow[]): Record<CompensationMeasure, Benchmark> {
  const of = (measure: CompensationMeasure): Benchmark => {
    const counted = rows.find((r) => r.kind === 'count' && r.of === measure)
    const [p25, median, p75] = (counted?.quartiles ?? []).map(Number)
    const aggregates: AmountAggregates = {
      count: counted?.n ?? 0,
      quartiles: p25 !== undefined && median !== undefined && p75 !== undefined ? { p25, median, p75 } : null,
      bars: rows.filter((r) => r.kind === 'bar' && r.of === measure).map((r) => ({ index: Number(r.bar), count: r.n })),
    }
    return benchmarkFromAggregates(aggregates, BUCKET_WIDTH[measure])
  }
  return { base: of('base'), variable: of('variable'), ote: of('ote') }
}

export async function compensationEngine({
  ctx,
  input,
}: {
  ctx: UseCaseContext
  input: Filters & { pool: 'active' | 'all' }
}): Promise<CompensationEngineResult> {
  // The compEngine feature flag (global, the organization's or the user's own) gates the tool.
  const features = await allowedFeatures(ctx.db, ctx.actor.userId, ctx.actor.organizationId)
  if (!features.includes('compEngine')) throw new AppError('FORBIDDEN', { message: COMPENSATION_MESSAGES.notEnabled })
  return compensationBenchmarks(ctx.db, input)
}

/**
 * The benchmarks themselves, for a caller already allowed the tool: a signed-in user above, or
 * the compensation widget's access key (scope comp-engine) on a client's site.
 */
export async function compensationBenchmarks(
  db: UseCaseContext['db'],
  input: Filters & { pool: 'active' | 'all' },
): Promise<CompensationEngineResult> {
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

  const wishes = sql`select 'wish' as source, ${candidatesTable.desiredBaseSalary}::bigint as base, ${candidatesTable.desiredOte}::bigint as ote
    from ${candidatesTable}
    where ${and(
      ...candidateWhere,
      ...(input.pool === 'active' ? [isActive] : []),
      eq(candidatesTable.isSalaryConfidential, false),
      or(isNotNull(candidatesTable.desiredBaseSalary), isNotNull(candidatesTable.desiredOte)),
    )}`
  // Placements of the last 6 months: hires, and live offers without a hire
  const hires = sql`select 'placement', ${hiresTable.salary}::bigint, ${hiresTable.ote}::bigint
    from ${hiresTable} inner join ${jobsTable} on ${eq(jobsTable.id, hiresTable.jobId)}
    where ${and(sql`${hiresTable.createdAt} >= ${SIX_MONTHS_AGO}`, ...jobFilters(input))}`
  const offers = sql`select 'placement', ${offersTable.salary}::bigint, ${offersTable.ote}::bigint
    from ${offersTable} inner join ${jobsTable} on ${eq(jobsTable.id, offersTable.jobId)}
    where ${and(
      isNull(offersTable.supersededAt),
      sql`${offersTable.createdAt} >= ${SIX_MONTHS_AGO}`,
      sql`not exists (select 1 from ${hiresTable} where ${hiresTable.jobCandidateId} = ${offersTable.jobCandidateId})`,
      ...jobFilters(input),
    )}`
  // Jobs open at some time in the last 6 months, each as the midpoints of its ranges
  const jobs = sql`select 'job', ${midpointSql(jobsTable.baseSalaryLow, jobsTable.baseSalaryHigh)}, ${midpointSql(jobsTable.oteLow, jobsTable.oteHigh)}
    from ${jobsTable}
    where ${and(
      lte(jobsTable.openDate, sql`current_date`),
      or(ne(jobsTable.status, 'closed'), sql`${jobsTable.closedDate} >= ${SIX_MONTHS_AGO_DATE}`),
      ...jobFilters(input),
    )}`
  const figures = await rawRows<FigureRow>(
    db,
    figuresSql(sql`${wishes} union all ${hires} union all ${offers} union all ${jobs}`),
  )
  const countOf = (what: 'placements' | 'jobs') => figures.find((r) => r.kind === 'count' && r.of === what)?.n ?? 0

  return {
    selectedPool: input.pool,
    minimumSample: MIN_SAMPLE,
    activeCandidateCount: counts?.active ?? 0,
    allCandidateCount: counts?.all ?? 0,
    activeJobCount: countOf('jobs'),
    placementCount: countOf('placements'),
    buckets: benchmarksFromRows(figures),
  }
}
