/**
 * A job's pools decided and ranked inside the database: the same numbered rules and fit score as
 * shared/domain/recommendations (the definition), written as SQL so only the kept rows (id, pool,
 * score; at most 2,000 per pool) leave the database. Reading every candidate's facts into the
 * application is what the naive full scan does; on PGlite moving rows out costs far more than
 * deciding them, so this path is the engine. It reads candidate_recommendation_facts (one narrow
 * row per candidate, kept by triggers), with the position and place rules on its GIN indexes: at
 * 1M candidates on PostgreSQL the wide candidates table and a probe per candidate into work
 * experiences took 5-13 s per job, the facts row 0.1-1.2 s, with identical pools. The benchmark
 * checks the engine and the full scan find the same pools on 100,000 generated candidates,
 * prefilter-agreement.test.ts on a shuffled population, and routes.test.ts on its fixtures.
 *
 * Rounding: parts are rounded to one decimal and the total to a whole number as in the pure
 * function (numeric rounding, half away from zero); a total exactly on a .5 boundary may differ
 * by one point from the pure function's float rounding.
 */
import { EARTH_RADIUS_MILES } from '@quota/shared/domain/geo'
import {
  comparisonOf,
  type JobFacts,
  LAST_TOUCH_DAYS,
  MAX_RECOMMENDATION_CANDIDATES,
  type PreferredItem,
  SALARY_TOLERANCE,
  SCORE_WEIGHTS as W,
  WITHIN_MILES,
} from '@quota/shared/domain/recommendations/index'
import { DEFAULT_FILTER_BOOST } from '@quota/shared/domain/search/filter-boost'
import { type SQL, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import type { JobPools, Ranked } from './engine'
import { experienceMonthsSql, rowsWithoutJit, whereOf } from './facts-repository'

const DAY_MS = 24 * 60 * 60 * 1000
const list = (parts: SQL[], sep = sql`, `) => sql.join(parts, sep)
const uuids = (ids: readonly string[]) => sql`${sql.param([...ids])}::uuid[]`

/** wishFit of score.ts: 1 inside, down to 0 at 20 % off, 0.5 without a wish; null without a range. */
function wishFit(wish: SQL, low: number | null, high: number | null): SQL {
  if (low === null && high === null) return sql`null::float8`
  const lo = low ?? high!
  const hi = high ?? low!
  const hiTol = hi * SALARY_TOLERANCE || 1
  const loTol = lo * SALARY_TOLERANCE || 1
  return sql`(case when ${wish} is null then 0.5::float8
    when ${wish} between ${lo} and ${hi} then 1::float8
    when ${wish} > ${hi} then greatest(0, least(1, 1 - (${wish} - ${hi})::float8 / ${hiTol}::float8))
    else greatest(0, least(1, 1 - (${lo} - ${wish})::float8 / ${loTol}::float8)) end)`
}

const r1 = (x: SQL) => sql`round((${x})::numeric, 1)`

/** preferredItemMatches of preferred.ts over the `e` row; null for keys the engine does not judge. */
function preferredMatchSql(item: PreferredItem): SQL | null {
  const ids = item.selectedFilterOptions.filter((v): v is string => typeof v === 'string')
  const cmp = (value: SQL) => {
    const c = comparisonOf(item)
    if (!c) return null
    if (c.comparison === 'lessThan') return sql`coalesce(${value} < ${c.value}, false)`
    if (c.comparison === 'greaterThan') return sql`coalesce(${value} > ${c.value}, false)`
    return sql`coalesce(${value} between ${c.from} and ${c.to}, false)`
  }
  // thousands as the pure rule rounds them (half away from zero, as numeric round does)
  const k = (col: SQL) => sql`round((${col} / 1000.0)::numeric)`
  switch (item.key) {
    case 'positions':
      return sql`(coalesce(e.latest_position = any(${uuids(ids)}), false) or e.desired_position_ids && ${uuids(ids)})`
    case 'dealSize':
      return sql`coalesce(e.deal_size_id = any(${uuids(ids)}), false)`
    case 'soldIntoLevels':
      return sql`coalesce(e.sold_into_ids && ${uuids(ids)}, false)`
    case 'industries':
      return sql`coalesce(e.vertical_ids && ${uuids(ids)}, false)`
    case 'baseSalary':
      return cmp(k(sql`e.desired_base_salary`))
    case 'ote':
      return cmp(k(sql`e.desired_ote`))
    case 'quotaAttainment':
      return cmp(sql`e.quota_attainment`)
    default:
      return null
  }
}

/**
 * The pools query of a job (exported so its plan can be examined: EXPLAIN over the same SQL).
 * `candidateIds` limits it to those candidates: the incremental refresh (incremental.ts) asks
 * the very query a whole refresh runs, for the few candidates that changed.
 */
export function poolsQuery(job: JobFacts, now: Date, candidateIds?: readonly string[]): SQL {
  const touchedSince = new Date(now.getTime() - LAST_TOUCH_DAYS * DAY_MS).toISOString()
  const hasLocations = job.locations.length > 0
  const locValues = hasLocations
    ? list(job.locations.map((l) => sql`(${l.cityId}::text, ${l.latitude}::float8, ${l.longitude}::float8)`))
    : null
  const dealMins = job.dealSizes.map((b) => b.min)
  const dealMaxes = job.dealSizes.flatMap((b) => (b.max === null ? [] : [b.max]))
  const req = job.requiredExperience

  // score parts as fractions (null = does not apply) and their maxima
  const parts: { weight: number; fraction: SQL; applies: SQL }[] = [
    {
      weight: W.position,
      fraction: job.positionId
        ? sql`(case when e.latest_position = ${job.positionId} then 1 when e.wants then 0.7 else 0 end)`
        : sql`0`,
      applies: sql`${!!job.positionId}`,
    },
    {
      weight: W.salesMotion,
      fraction:
        job.soldIntoLevelIds.length || job.targetVerticalIds.length
          ? sql`((${list(
              [
                ...(job.soldIntoLevelIds.length ? [sql`(case when e.level_match then 1 else 0 end)`] : []),
                ...(job.targetVerticalIds.length ? [sql`(case when e.vertical_match then 1 else 0 end)`] : []),
              ],
              sql` + `,
            )})::float8 / ${(job.soldIntoLevelIds.length ? 1 : 0) + (job.targetVerticalIds.length ? 1 : 0)})`
          : sql`0`,
      applies: sql`${job.soldIntoLevelIds.length > 0 || job.targetVerticalIds.length > 0}`,
    },
    {
      weight: W.dealSize,
      fraction: job.dealSizes.length
        ? sql`(case when e.deal_size_id is null then 0
            when e.deal_size_id = any(${uuids(job.dealSizes.map((b) => b.id))}) then 1
            when e.deal_min = any(${sql.param(dealMaxes)}::float8[]) or e.deal_max = any(${sql.param(dealMins)}::float8[]) then 0.5
            else 0 end)`
        : sql`0`,
      applies: sql`${job.dealSizes.length > 0}`,
    },
    {
      weight: W.quotaAttainment,
      fraction: sql`(case when e.quota_attainment is null then 0 else greatest(0, least(1, (e.quota_attainment - 50)::float8 / 50)) end)`,
      applies: sql`true`,
    },
    {
      weight: W.compensation,
      fraction: sql`coalesce(greatest(${wishFit(sql`e.desired_base_salary`, job.baseSalaryLow, job.baseSalaryHigh)}, ${wishFit(sql`e.desired_ote`, job.oteLow, job.oteHigh)}), 0)`,
      applies: sql`${job.baseSalaryLow !== null || job.baseSalaryHigh !== null || job.oteLow !== null || job.oteHigh !== null}`,
    },
    {
      weight: W.location,
      fraction: sql`(case when ${job.allowsRemote} and e.accepts_remote then 1
        when e.miles is null then 0 when e.miles <= 5 then 1
        when e.miles <= ${WITHIN_MILES} then 1 - 0.5 * ((e.miles - 5) / ${WITHIN_MILES - 5}) else 0 end)`,
      applies: sql`((${job.allowsRemote} and e.accepts_remote) or ${hasLocations})`,
    },
    {
      weight: W.experience,
      fraction: req
        ? sql`(case when e.months is null or e.months < ${req.minMonths} then 0 when e.months <= ${req.maxMonths} then 1 else 0.7 end)`
        : sql`0`,
      applies: sql`${!!req}`,
    },
  ]
  const earned = list(
    parts.map((p) => sql`(case when ${p.applies} then ${r1(sql`${p.fraction} * ${p.weight}`)} else 0 end)`),
    sql` + `,
  )
  // preferred items of the job's filter matched: the rank is the score times the boost per match
  const preferredMatches = job.preferred.flatMap((item) => preferredMatchSql(item) ?? [])
  const matched = preferredMatches.length
    ? list(
        preferredMatches.map((m) => sql`(case when ${m} then 1 else 0 end)`),
        sql` + `,
      )
    : sql`0`
  const maxima = list(
    parts.map((p) => sql`(case when ${p.applies} then ${p.weight} else 0 end)`),
    sql` + `,
  )

  return sql`with s as materialized (
          -- rules 1-9 and "in touch or reachable" (rules 10-12: a row in neither pool is dropped),
          -- on the candidate's facts row alone (one narrow table, no probe per candidate)
          select f.candidate_id as id, f.has_email, f.last_touch_at, f.desired_base_salary, f.desired_ote,
            f.accepts_remote, f.place_city_ids, f.latest_position_id as latest_position, f.desired_position_ids,
            ${experienceMonthsSql} as months, f.sold_into_level_ids as sold_into_ids, f.client_vertical_ids as vertical_ids,
            f.average_deal_size_id as deal_size_id, f.quota_attainment,
            (f.last_touch_at is not null and f.last_touch_at >= ${touchedSince}::timestamptz) as touched
          from candidate_recommendation_facts f
          where ${candidateIds ? sql`f.candidate_id = any(${uuids(candidateIds)}) and ` : sql``}${whereOf(job, 'pools')}
            and (f.has_email or f.last_touch_at >= ${touchedSince}::timestamptz)),
        m as materialized (
          -- rule 7 exactly: the distance from the nearest place, once per survivor (a CTE read
          -- several times would repeat its subquery); not needed where remote work settles it
          select s.*,
            ${
              locValues
                ? sql`case when ${job.allowsRemote} and s.accepts_remote then null else (select min(case when p.id = l.city_id then 0
                    else 2 * ${EARTH_RADIUS_MILES}::float8 * asin(least(1, sqrt(
                      power(sin(radians(l.lat - p.latitude) / 2), 2)
                      + cos(radians(p.latitude)) * cos(radians(l.lat)) * power(sin(radians(l.lng - p.longitude) / 2), 2)))) end)
                 from cities p cross join (values ${locValues}) as l(city_id, lat, lng)
                 where p.id = any(s.place_city_ids)) end`
                : sql`null::float8`
            } as miles
          from s),
        e as (
          -- the eligible: what scoring reads besides the facts (the deal size's band, wanting the position)
          select m.*,
            coalesce(m.sold_into_ids && ${uuids(job.soldIntoLevelIds)}, false) as level_match,
            coalesce(m.vertical_ids && ${uuids(job.targetVerticalIds)}, false) as vertical_match,
            (ds.meta->>'min')::float8 as deal_min, (ds.meta->>'max')::float8 as deal_max,
            ${job.positionId ? sql`m.desired_position_ids @> ${uuids([job.positionId])}` : sql`false`} as wants
          from m
          left join list_of_values ds on ds.id = m.deal_size_id
          where ((${job.allowsRemote} and m.accepts_remote) or ${!hasLocations} or m.miles <= ${WITHIN_MILES})),
        judged as (
          select e.id, case when e.touched then 'active' when e.has_email then 'jit' end as pool,
            round((100 * (${earned}) / nullif(${maxima}, 0))::numeric, 0) as score,
            (${matched})::int as matched
          from e),
        ranked as (
          select id, pool, coalesce(score, 0) as score,
            coalesce(score, 0) * power(${DEFAULT_FILTER_BOOST}::numeric, matched) as rank,
            row_number() over (partition by pool
              order by coalesce(score, 0) * power(${DEFAULT_FILTER_BOOST}::numeric, matched) desc, matched desc, id) as rn,
            count(*) over (partition by pool) as n
          from judged where pool is not null)
        select id::text, pool, score::float8 as score, rank::float8 as rank, n::int as n from ranked
         where rn <= ${MAX_RECOMMENDATION_CANDIDATES} order by pool, rn`
}

export async function rankPoolsInSql(db: DbOrTx, job: JobFacts, now: Date): Promise<JobPools> {
  const rows = await rowsWithoutJit<{ id: string; pool: 'active' | 'jit'; score: number; rank: number; n: number }>(
    db,
    poolsQuery(job, now),
  )
  const pools: Record<'active' | 'jit', Ranked[]> = { active: [], jit: [] }
  const eligible = { active: 0, jit: 0 }
  for (const r of rows) {
    pools[r.pool].push({ candidateId: r.id, score: Number(r.score), rank: Number(r.rank) })
    eligible[r.pool] = Number(r.n)
  }
  return {
    ...pools,
    eligible,
    tooMany: eligible.active > MAX_RECOMMENDATION_CANDIDATES || eligible.jit > MAX_RECOMMENDATION_CANDIDATES,
  }
}
