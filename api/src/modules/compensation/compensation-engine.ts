/**
 * POST compensation-engine: salary, variable and OTE benchmarks (spec 000 line 15, 002
 * §"Compensation engine") from three sources, filtered by position and location:
 *   - candidates' desired base and OTE (the selected pool; confidential wishes never count);
 *   - placements of the last 6 months: hires, and live offers not (yet) hired;
 *   - jobs open at some time in the last 6 months: the midpoint of their base and OTE ranges;
 *   - candidates' current roles with pay (work experiences marked current; the selected pool,
 *     confidential pay never counts), which candidates add through update-experience-salary-info.
 * Filters: position, location (state or city), level (the `level` of the role's position, or a
 * job's level text matched by the shared `levelKey`) and experience (a job's required experience;
 * a candidate's months of work, overlapping roles counted once).
 * Beside base, variable and OTE: equity (from the jobs' equity terms), the base/variable split and
 * the quota-to-OTE ratio of current roles (OTE-aware figures, shared rules in ote.ts, equity.ts).
 * Only aggregates leave this function (shared domain rule: no figure from fewer than
 * MIN_SAMPLE amounts); no row, id or name of a person or job is ever answered. Nor do amounts
 * leave the database: two statements answer the candidate counts and the figures (counts,
 * quartiles, counts per bar), and the shared rule turns those into the benchmarks.
 */
import type { CompensationEngineResult } from '@quota/shared/contracts/compensation'
import { equityBenchmark } from '@quota/shared/domain/compensation/equity'
import { levelKey } from '@quota/shared/domain/compensation/experience'
import {
  type AmountAggregates,
  type Benchmark,
  BUCKET_WIDTH,
  benchmarkFromAggregates,
  COMPENSATION_MESSAGES,
  type CompensationMeasure,
  MIN_SAMPLE,
} from '@quota/shared/domain/compensation/index'
import { quotaToOteFromQuartiles, splitFromMedianShare } from '@quota/shared/domain/compensation/ote'
import type { SearchStatus } from '@quota/shared/domain/enums'
import { AppError } from '@quota/shared/errors/index'
import { and, count, eq, exists, inArray, isNotNull, isNull, lte, ne, or, type SQL, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { rawRows } from '../../db/client'
import {
  candidateDesiredPositionsTable,
  candidatesTable,
  compensationEstimateMappingsTable,
  hiresTable,
  jobsTable,
  listOfValuesTable,
  offersTable,
  workExperienceDetailsTable,
  workExperiencesTable,
} from '../../db/schema'
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
  levelIds?: string[]
  experienceIds?: string[]
}

const uuidList = (ids: readonly string[]) =>
  sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  )

/** Positions whose `level` (meta.level, a `level` identifier) is one of the chosen levels. */
function positionsAtLevels(levelIds: readonly string[]): SQL {
  return sql`(select p.id from ${listOfValuesTable} p where p.meta->>'level' in
    (select l.identifier from ${listOfValuesTable} l where l.key = 'level' and l.id in (${uuidList(levelIds)})))`
}

/**
 * A candidate's months of work experience: the dated roles (to today for one without an end)
 * merged with `range_agg`, so roles held at the same time count their shared months once, then
 * each merged span's whole months. The shared `experienceMonths` is the same rule.
 */
export function candidateMonthsSql(candidateId: SQL | AnyPgColumn = sql`${candidatesTable.id}`): SQL {
  return sql`(select coalesce(sum(
      extract(year from age(upper(s), lower(s))) * 12 + extract(month from age(upper(s), lower(s)))), 0)::int
    from unnest((select range_agg(daterange(w.from_date, coalesce(w.to_date, current_date)))
      from ${workExperiencesTable} w
      where w.candidate_id = ${candidateId} and w.from_date is not null
        and coalesce(w.to_date, current_date) >= w.from_date)) as s)`
}

/** The candidate's months fall in one of the chosen experience ranges [minMonths, maxMonths). */
function candidateExperienceFilter(experienceIds: readonly string[]): SQL {
  const months = candidateMonthsSql()
  return sql`exists (select 1 from ${listOfValuesTable} e where e.key = 'yearsOfRequiredExperience'
    and e.id in (${uuidList(experienceIds)})
    and ${months} >= (e.meta->>'minMonths')::int and ${months} < (e.meta->>'maxMonths')::int)`
}

function locationFilter(f: Filters, stateCol: AnyPgColumn, cityCol: AnyPgColumn): SQL | undefined {
  const parts: SQL[] = []
  if (f.stateIds.length > 0) parts.push(inArray(stateCol, f.stateIds))
  if (f.cityIds.length > 0) parts.push(inArray(cityCol, f.cityIds))
  return parts.length > 0 ? or(...parts) : undefined
}

function jobFilters(f: Filters, jobLevelTexts: readonly string[]): SQL[] {
  const out: SQL[] = []
  if (f.positionIds.length > 0) out.push(inArray(jobsTable.desiredPositionId, f.positionIds))
  const loc = locationFilter(f, jobsTable.stateId, jobsTable.cityId)
  if (loc) out.push(loc)
  if (f.levelIds?.length) {
    const atLevel = sql`${jobsTable.desiredPositionId} in ${positionsAtLevels(f.levelIds)}`
    out.push(jobLevelTexts.length > 0 ? or(atLevel, inArray(jobsTable.jobLevel, [...jobLevelTexts]))! : atLevel)
  }
  if (f.experienceIds?.length) out.push(inArray(jobsTable.yearsOfRequiredExperienceId, f.experienceIds))
  return out
}

/**
 * The jobs' level texts (free text, "Senior IC") that name one of the chosen levels: equal
 * `levelKey` to the level's value or identifier (shared rule; few distinct texts exist).
 */
async function jobLevelTextsAt(db: UseCaseContext['db'], levelIds: readonly string[]): Promise<string[]> {
  if (levelIds.length === 0) return []
  const levels = await db
    .select({ value: listOfValuesTable.value, identifier: listOfValuesTable.identifier })
    .from(listOfValuesTable)
    .where(and(eq(listOfValuesTable.key, 'level'), inArray(listOfValuesTable.id, [...levelIds])))
  const keys = new Set(levels.flatMap((l) => [levelKey(l.value), levelKey(l.identifier)]).filter(Boolean))
  const texts = await db
    .selectDistinct({ text: jobsTable.jobLevel })
    .from(jobsTable)
    .where(isNotNull(jobsTable.jobLevel))
  return texts.map((t) => t.text!).filter((text) => keys.has(levelKey(text)))
}

/** `rangeMidpoint` (shared rule) in SQL: Math.round((low + high) / 2) is floor((low + high + 1) / 2). */
function midpointSql(low: AnyPgColumn, high: AnyPgColumn): SQL {
  return sql`case when ${low} is not null and ${high} is not null
    then floor((${low}::numeric + ${high} + 1) / 2)::bigint else coalesce(${low}, ${high})::bigint end`
}

/** One row of the figures statement: a count with its exact quartiles, or the count of one bar. */
interface FigureRow {
  kind: 'count' | 'bar'
  of: CompensationMeasure | 'placements' | 'jobs' | 'split' | 'current'
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
        (count(*) filter (where source = 'current'))::int as current,
        (count(*) filter (where base >= 0))::int as base_n,
        percentile_cont(${q}) within group (order by base) filter (where base >= 0) as base_q,
        (count(*) filter (where ote >= 0))::int as ote_n,
        percentile_cont(${q}) within group (order by ote) filter (where ote >= 0) as ote_q,
        (count(*) filter (where ote >= base))::int as variable_n,
        percentile_cont(${q}) within group (order by ote - base) filter (where ote >= base) as variable_q,
        (count(*) filter (where base >= 0 and ote > 0 and base <= ote))::int as split_n,
        percentile_cont(0.5) within group (order by base::float8 / nullif(ote, 0))
          filter (where base >= 0 and ote > 0 and base <= ote) as split_median
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
        ('placements', placements, null::float8[]), ('jobs', jobs, null), ('current', current, null),
        ('base', base_n, base_q),
        ('ote', ote_n, ote_q), ('variable', variable_n, variable_q), ('split', split_n, array[split_median])
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
  const levelIds = input.levelIds ?? []
  const experienceIds = input.experienceIds ?? []
  const jobLevelTexts = await jobLevelTextsAt(db, levelIds)
  // Candidates
  const candidateWhere: SQL[] = [isNull(candidatesTable.toBeDeletedAt)]
  const desiredPositionIn = (positions: SQL) =>
    exists(
      db
        .select({ one: sql`1` })
        .from(candidateDesiredPositionsTable)
        .where(
          and(
            eq(candidateDesiredPositionsTable.candidateId, candidatesTable.id),
            sql`${candidateDesiredPositionsTable.positionId} in ${positions}`,
          ),
        ),
    )
  if (input.positionIds.length > 0) candidateWhere.push(desiredPositionIn(sql`(${uuidList(input.positionIds)})`))
  if (levelIds.length > 0) candidateWhere.push(desiredPositionIn(positionsAtLevels(levelIds)))
  if (experienceIds.length > 0) candidateWhere.push(candidateExperienceFilter(experienceIds))
  const candLoc = locationFilter(input, candidatesTable.stateId, candidatesTable.cityId)
  if (candLoc) candidateWhere.push(candLoc)
  const isActive = inArray(candidatesTable.searchStatus, ACTIVE_SEARCH_STATUSES)
  const inPool = input.pool === 'active' ? [isActive] : []

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
      ...inPool,
      eq(candidatesTable.isSalaryConfidential, false),
      or(isNotNull(candidatesTable.desiredBaseSalary), isNotNull(candidatesTable.desiredOte)),
    )}`
  // Current roles with pay: the role's own position and level; where the role is, else where the candidate lives
  const roleWhere: SQL[] = [
    isNull(candidatesTable.toBeDeletedAt),
    ...inPool,
    eq(candidatesTable.isSalaryConfidential, false),
    eq(workExperiencesTable.isCurrent, true),
    or(isNotNull(workExperiencesTable.salary), isNotNull(workExperiencesTable.ote))!,
  ]
  // A role with a free-typed title and no position counts as the position an administrator mapped
  // that title to (compensation-estimate mappings, manage-compensation-estimates-mappings)
  const rolePosition = sql`coalesce(${workExperiencesTable.desiredPositionId}, (select ${compensationEstimateMappingsTable.positionId}
    from ${compensationEstimateMappingsTable}
    where lower(${compensationEstimateMappingsTable.title}) = lower(regexp_replace(btrim(${workExperiencesTable.title}), '\\s+', ' ', 'g'))))`
  if (input.positionIds.length > 0) roleWhere.push(sql`${rolePosition} in (${uuidList(input.positionIds)})`)
  if (levelIds.length > 0) roleWhere.push(sql`${rolePosition} in ${positionsAtLevels(levelIds)}`)
  if (experienceIds.length > 0) roleWhere.push(candidateExperienceFilter(experienceIds))
  const roleLoc = locationFilter(
    input,
    sql`coalesce(${workExperiencesTable.stateId}, ${candidatesTable.stateId})` as unknown as AnyPgColumn,
    sql`coalesce(${workExperiencesTable.cityId}, ${candidatesTable.cityId})` as unknown as AnyPgColumn,
  )
  if (roleLoc) roleWhere.push(roleLoc)
  const roleFrom = sql`from ${workExperiencesTable}
    inner join ${candidatesTable} on ${eq(candidatesTable.id, workExperiencesTable.candidateId)}`
  const roleCondition = and(...roleWhere)
  // A role entered with base and variable but no OTE still has one: base + variable
  const roleOte = sql`coalesce(${workExperiencesTable.ote}, ${workExperiencesTable.salary} + nullif(${workExperiencesTable.variable}, 0))`
  const current = sql`select 'current', ${workExperiencesTable.salary}::bigint, ${roleOte}::bigint
    ${roleFrom} where ${roleCondition}`
  // Placements of the last 6 months: hires, and live offers without a hire
  const hireWhere = and(sql`${hiresTable.createdAt} >= ${SIX_MONTHS_AGO}`, ...jobFilters(input, jobLevelTexts))
  const hires = sql`select 'placement', ${hiresTable.salary}::bigint, ${hiresTable.ote}::bigint
    from ${hiresTable} inner join ${jobsTable} on ${eq(jobsTable.id, hiresTable.jobId)}
    where ${hireWhere}`
  const offerWhere = and(
    isNull(offersTable.supersededAt),
    sql`${offersTable.createdAt} >= ${SIX_MONTHS_AGO}`,
    sql`not exists (select 1 from ${hiresTable} where ${hiresTable.jobCandidateId} = ${offersTable.jobCandidateId})`,
    ...jobFilters(input, jobLevelTexts),
  )
  const offers = sql`select 'placement', ${offersTable.salary}::bigint, ${offersTable.ote}::bigint
    from ${offersTable} inner join ${jobsTable} on ${eq(jobsTable.id, offersTable.jobId)}
    where ${offerWhere}`
  // Jobs open at some time in the last 6 months, each as the midpoints of its ranges
  const jobWhere = and(
    lte(jobsTable.openDate, sql`current_date`),
    or(ne(jobsTable.status, 'closed'), sql`${jobsTable.closedDate} >= ${SIX_MONTHS_AGO_DATE}`),
    ...jobFilters(input, jobLevelTexts),
  )
  const jobs = sql`select 'job', ${midpointSql(jobsTable.baseSalaryLow, jobsTable.baseSalaryHigh)}, ${midpointSql(jobsTable.oteLow, jobsTable.oteHigh)}
    from ${jobsTable}
    where ${jobWhere}`
  const figures = await rawRows<FigureRow>(
    db,
    figuresSql(sql`${wishes} union all ${current} union all ${hires} union all ${offers} union all ${jobs}`),
  )
  const countOf = (what: 'placements' | 'jobs' | 'current') =>
    figures.find((r) => r.kind === 'count' && r.of === what)?.n ?? 0
  const splitRow = figures.find((r) => r.kind === 'count' && r.of === 'split')
  const splitMedian = splitRow?.quartiles?.[0]

  // Equity: the terms of the jobs and of the placements' jobs. Job terms are an employer's
  // published offer, not a person's pay, so the texts are read and the shared rule parses them.
  const equityTexts = await rawRows<{ equity: string | null }>(
    db,
    sql`select ${jobsTable.equity} as equity from ${jobsTable} where ${jobWhere}
      union all select ${jobsTable.equity} from ${hiresTable} inner join ${jobsTable} on ${eq(jobsTable.id, hiresTable.jobId)} where ${hireWhere}
      union all select ${jobsTable.equity} from ${offersTable} inner join ${jobsTable} on ${eq(jobsTable.id, offersTable.jobId)} where ${offerWhere}`,
  )

  // Quota ÷ OTE of current roles: the quota entered, else the middle of its band (see quotaAmount)
  const [ratio] = await rawRows<{ n: number; q: number[] | null }>(
    db,
    sql`with r as (
        select ${roleOte}::float8 as ote,
          coalesce(nullif(${workExperienceDetailsTable.revenueQuota}, 0)::float8,
            case when band.meta->>'max' is null then nullif((band.meta->>'min')::float8, 0)
              else ((band.meta->>'min')::float8 + (band.meta->>'max')::float8) / 2 end) as quota
        ${roleFrom}
        left join ${workExperienceDetailsTable} on ${eq(workExperienceDetailsTable.workExperienceId, workExperiencesTable.id)}
        left join ${listOfValuesTable} band on band.id = ${workExperienceDetailsTable.annualQuotaId}
        where ${roleCondition}
      )
      select count(*)::int as n, percentile_cont(array[0.25, 0.5, 0.75]) within group (order by quota / ote) as q
      from r where quota > 0 and ote > 0`,
  )

  return {
    selectedPool: input.pool,
    minimumSample: MIN_SAMPLE,
    activeCandidateCount: counts?.active ?? 0,
    allCandidateCount: counts?.all ?? 0,
    activeJobCount: countOf('jobs'),
    placementCount: countOf('placements'),
    currentRoleCount: countOf('current'),
    buckets: benchmarksFromRows(figures),
    equity: equityBenchmark(equityTexts.map((r) => r.equity)),
    split: splitFromMedianShare(splitRow?.n ?? 0, splitMedian == null ? null : Number(splitMedian)),
    quotaToOte: quotaToOteFromQuartiles(
      ratio?.n ?? 0,
      ratio?.q ? { p25: Number(ratio.q[0]), median: Number(ratio.q[1]), p75: Number(ratio.q[2]) } : null,
    ),
  }
}
