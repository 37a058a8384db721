/**
 * The engine's SQL over the candidate tables: a job's facts, and the facts of the candidates who
 * can be in its pools. The WHERE clause carries every eligibility rule that SQL can decide
 * exactly or as a superset (rules 1-9: status, flags, the job's own rows, position via its
 * index, pay within 20 %, location by bounding boxes, experience) over each candidate's
 * candidate_recommendation_facts row (kept by triggers), so a job's pools read a few thousand
 * rows, not every candidate; the pure rules in shared/ then decide each row (exact distance,
 * pool) and score it. `prefilter: 'none'` is the naive full scan the benchmark
 * compares against.
 *
 * Demographics are never read: no query here touches candidate_demographics.
 */
import { boundingBox } from '@quota/shared/domain/geo'
import {
  type CandidateFacts,
  type JobFacts,
  type MoneyBand,
  type PreferredItem,
  SALARY_TOLERANCE,
  WITHIN_MILES,
} from '@quota/shared/domain/recommendations/index'
import { type SQL, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'

type Row = Record<string, unknown>

export async function rowsOf<T = Row>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[]
}

/**
 * A candidate-wide query with PostgreSQL's JIT off. Its per-row subqueries make the estimate
 * large, so PostgreSQL compiles it: 7-8 s of compiling for a pools query that runs in about one
 * at 100,000 candidates. SET LOCAL lasts to the end of the enclosing transaction (a refresh's, when
 * there is one); PGlite has no JIT and takes the setting as a no-op.
 *
 * It also gets CANDIDATE_WIDE_WORK_MEM: its `id in (…)` subqueries and hash joins (the naive scan
 * joins every candidate's rows; the position rule once probed a position's 224,000 wishers at 1M
 * candidates) are hashed only when the set fits work_mem, and a pool's ranking sorts in memory. At
 * the default 4 MB PostgreSQL searched a materialized list for each candidate instead: one pools
 * query ran over 6 minutes.
 */
export const CANDIDATE_WIDE_WORK_MEM = '64MB'
export async function rowsWithoutJit<T = Row>(db: DbOrTx, query: SQL): Promise<T[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`)
    await tx.execute(sql.raw(`set local work_mem = '${CANDIDATE_WIDE_WORK_MEM}'`))
    return rowsOf<T>(tx, query)
  })
}

const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v))
/** Arrays travel as comma-joined text: PGlite's parsing of array and JSON columns dominates otherwise. */
const arr = (v: unknown): string[] =>
  Array.isArray(v) ? (v as string[]) : typeof v === 'string' && v ? v.split(',') : []
const band = (id: unknown, meta: unknown): MoneyBand | null => {
  const m = (typeof meta === 'string' ? JSON.parse(meta) : meta) as { min?: number; max?: number | null } | null
  return id && m && typeof m.min === 'number' ? { id: String(id), min: m.min, max: m.max ?? null } : null
}
const json = <T>(v: unknown): T => (typeof v === 'string' ? JSON.parse(v) : v) as T

/** The job's facts, or undefined for an unknown or deleted job. */
export async function loadJobFacts(
  db: DbOrTx,
  jobId: string,
): Promise<(JobFacts & { organizationId: string; name: string; status: string }) | undefined> {
  const [job] = await rowsOf(
    db,
    sql`select j.id, j.organization_id, j.name, j.status, j.desired_position_id, j.base_salary_low, j.base_salary_high,
          j.ote_low, j.ote_high, j.is_remote or j.work_arrangement = 'fullyRemote' as allows_remote,
          j.sold_into_level_ids::text[] as sold_into_level_ids,
          (select meta from list_of_values where id = j.years_of_required_experience_id) as experience_meta,
          (select value from list_of_values where id = j.years_of_required_experience_id) as experience_label,
          array(select industry_id::text from job_target_verticals where job_id = j.id) as target_vertical_ids,
          (select json_agg(json_build_object('cityId', x.id, 'name', x.name, 'latitude', x.latitude, 'longitude', x.longitude))
             from cities x where x.id = j.city_id
                or x.id in (select city_id from job_locations where job_id = j.id and city_id is not null)) as locations,
          (select filter_items from job_search_filters where job_id = j.id) as filter_items
        from jobs j where j.id = ${jobId} and j.deleted_at is null`,
  )
  if (!job) return undefined
  const filterItems = json<PreferredItem[] | null>(job.filter_items) ?? []
  const dealItem = filterItems.find((i) => i.key === 'dealSize')
  const dealIds = (dealItem?.selectedFilterOptions ?? []).filter((v): v is string => typeof v === 'string')
  const dealSizes = dealIds.length
    ? (
        await rowsOf(db, sql`select id, meta from list_of_values where id = any(${sql.param(dealIds)}::uuid[])`)
      ).flatMap((r) => band(r.id, r.meta) ?? [])
    : []
  const meta = job.experience_meta as { minMonths?: number; maxMonths?: number } | null
  return {
    jobId: String(job.id),
    organizationId: String(job.organization_id),
    name: String(job.name),
    status: String(job.status),
    positionId: (job.desired_position_id as string | null) ?? null,
    baseSalaryLow: num(job.base_salary_low),
    baseSalaryHigh: num(job.base_salary_high),
    oteLow: num(job.ote_low),
    oteHigh: num(job.ote_high),
    locations: (
      json<{ cityId: string; name: string; latitude: number; longitude: number }[] | null>(job.locations) ?? []
    ).map((l) => ({ ...l, latitude: Number(l.latitude), longitude: Number(l.longitude) })),
    allowsRemote: job.allows_remote === true,
    requiredExperience:
      meta && typeof meta.minMonths === 'number'
        ? { minMonths: meta.minMonths, maxMonths: meta.maxMonths ?? 999, label: String(job.experience_label ?? '') }
        : null,
    soldIntoLevelIds: arr(job.sold_into_level_ids),
    targetVerticalIds: arr(job.target_vertical_ids),
    dealSizes,
    preferred: filterItems.filter((i) => i.preferred === true),
  }
}

export type Prefilter = 'pools' | 'nearMisses' | 'none'

/**
 * Whole months of experience from a candidate_recommendation_facts row `f`: the ended roles' days
 * plus each current role's days to today, over an average month (null without a dated role), as
 * loadCandidateFacts computes them from the work experiences.
 */
export const experienceMonthsSql = sql`(case when f.experience_ended_days is not null then
  floor((f.experience_ended_days + coalesce((select sum(greatest(0, current_date - d)) from unnest(f.experience_current_from) d), 0))
        / 30.4375)::int end)`

/**
 * The SQL conditions standing for rules 1-5 (exact), over the candidate's facts row `f`. Rule 5 as
 * a hashed set of the job's rows (few), probed per candidate; the pools query then needs no join
 * to them.
 */
const baseRules = (job: JobFacts) => sql`not f.ruled_out
  and f.candidate_id not in (select x.candidate_id from job_candidates x where x.job_id = ${job.jobId}
                     and not (x.stage_type = 'recommended' and x.removed_at is null))`

/** Rule 8 (exact): the job's position among the desired ones (GIN-indexed) or the one held now. */
function positionRule(job: JobFacts): SQL {
  if (!job.positionId) return sql`true`
  return sql`(f.desired_position_ids @> ${sql.param([job.positionId])}::uuid[] or f.latest_position_id = ${job.positionId})`
}

/** Rule 6 (exact, with the same bounds the pure rule computes). */
function compensationRule(job: JobFacts): SQL {
  const bounds = (low: number | null, high: number | null) =>
    low === null && high === null
      ? null
      : { min: (low ?? high!) * (1 - SALARY_TOLERANCE), max: (high ?? low!) * (1 + SALARY_TOLERANCE) }
  const base = bounds(job.baseSalaryLow, job.baseSalaryHigh)
  const ote = bounds(job.oteLow, job.oteHigh)
  if (!base && !ote) return sql`true`
  const comparable = sql.join(
    [base ? sql`f.desired_base_salary is not null` : null, ote ? sql`f.desired_ote is not null` : null].filter(
      (s): s is SQL => s !== null,
    ),
    sql` or `,
  )
  const within = sql.join(
    [
      base ? sql`f.desired_base_salary between ${base.min}::float8 and ${base.max}::float8` : null,
      ote ? sql`f.desired_ote between ${ote.min}::float8 and ${ote.max}::float8` : null,
    ].filter((s): s is SQL => s !== null),
    sql` or `,
  )
  // bounds as float8: 20 % of a range is rarely a whole number, and an integer parameter refuses it
  return sql`(not (${comparable}) or ${within})`
}

/**
 * Rule 7 as a superset: home or an interested city among the cities inside a job location's
 * 25-mile box (found once, as an array the candidate's places are compared with).
 */
function locationRule(job: JobFacts): SQL {
  if (!job.locations.length) return sql`true`
  const boxes = sql.join(
    job.locations.map((l) => {
      const b = boundingBox(l, WITHIN_MILES)
      return sql`(x.latitude between ${b.minLatitude} and ${b.maxLatitude} and x.longitude between ${b.minLongitude} and ${b.maxLongitude})`
    }),
    sql` or `,
  )
  const remote = job.allowsRemote ? sql`f.accepts_remote or ` : sql``
  return sql`(${remote}f.place_city_ids && array(select x.id from cities x where ${boxes}))`
}

/** Rule 9 (exact). */
function experienceRule(job: JobFacts): SQL {
  const req = job.requiredExperience
  return req && req.minMonths > 0 ? sql`${experienceMonthsSql} >= ${req.minMonths}` : sql`true`
}

/**
 * The rules SQL decides over the facts row `f` (candidate_recommendation_facts): for `pools`
 * rules 1-9 (rule 7 as a superset), for `nearMisses` rules 1-5 and 8.
 */
export function whereOf(job: JobFacts, prefilter: Prefilter): SQL {
  if (prefilter === 'none') return sql`true`
  if (prefilter === 'nearMisses') return sql`${baseRules(job)} and ${positionRule(job)}`
  return sql`${baseRules(job)} and ${positionRule(job)} and ${compensationRule(job)} and ${locationRule(job)} and ${experienceRule(job)}`
}

/**
 * The facts of the candidates that may be in the job's pools (or, for `nearMisses`, that pass
 * rules 1-5 and 8, whatever their pay, place and experience).
 */
export async function loadCandidateFacts(
  db: DbOrTx,
  job: JobFacts,
  options: { prefilter: Prefilter; candidateIds?: readonly string[] },
): Promise<CandidateFacts[]> {
  const only = options.candidateIds ? sql`c.id = any(${sql.param([...options.candidateIds])}::uuid[]) and ` : sql``
  // set-based: the survivors first, then their experience, positions and cities aggregated in
  // one pass each (per-row subqueries cost a probe per candidate, which dominates on PGlite)
  // a few named candidates (the incremental refresh's hot path) plan cheaply: no JIT to turn off
  const rows = await (options.candidateIds ? rowsOf : rowsWithoutJit)(
    db,
    sql`with s as materialized (
          select c.id, c.search_status, c.email is not null as has_email, c.to_be_deleted_at is not null as marked,
            coalesce(ip.do_not_contact, false) as dnc, coalesce(ip.is_permanently_disqualified, false) as disq,
            ip.last_touch_at, jc.stage_type as jc_stage, jc.stage_status as jc_status,
            jc.removed_at is not null as jc_removed, jc.id is not null as jc_exists,
            c.desired_base_salary, c.desired_ote,
            hc.id as home_id, hc.latitude as home_lat, hc.longitude as home_lng,
            ('fullyRemote' = any(c.work_arrangements) or c.remote_option in ('yes', 'remoteOnly')) as accepts_remote,
            hw.desired_position_id as latest_position,
            array_to_string(hd.sold_into_level_ids, ',') as sold_into,
            array_to_string(hd.client_vertical_ids, ',') as verticals,
            hd.average_deal_size_id as deal_size_id, ds.meta::text as deal_size_meta, hd.quota_attainment
          from candidates c
          left join candidate_recommendation_facts f on f.candidate_id = c.id
          left join candidate_internal_profiles ip on ip.candidate_id = c.id
          left join job_candidates jc on jc.job_id = ${job.jobId} and jc.candidate_id = c.id
          left join cities hc on hc.id = c.city_id
          left join work_experiences hw on hw.id = c.headline_work_experience_id
          left join work_experience_details hd on hd.work_experience_id = hw.id
          left join list_of_values ds on ds.id = hd.average_deal_size_id
          where ${only}${whereOf(job, options.prefilter)}),
        exp as (
          -- whole months worked: days of every role (to today while current) over an average month
          select we.candidate_id, floor(sum(greatest(0, coalesce(we.to_date, current_date) - we.from_date)) / 30.4375)::int as months
            from work_experiences we join s on s.id = we.candidate_id
           where we.from_date is not null group by we.candidate_id),
        pos as (
          select dp.candidate_id, string_agg(dp.position_id::text, ',') as ids
            from candidate_desired_positions dp join s on s.id = dp.candidate_id group by dp.candidate_id),
        ints as (
          select ic.candidate_id,
                 json_agg(json_build_object('cityId', x.id, 'latitude', x.latitude, 'longitude', x.longitude))::text as list
            from candidate_interested_cities ic join s on s.id = ic.candidate_id join cities x on x.id = ic.city_id
           group by ic.candidate_id)
        select s.*, exp.months as experience_months, pos.ids as desired_positions, ints.list as interested
          from s left join exp on exp.candidate_id = s.id left join pos on pos.candidate_id = s.id
          left join ints on ints.candidate_id = s.id`,
  )
  return rows.map(
    (r): CandidateFacts => ({
      candidateId: String(r.id),
      searchStatus: (r.search_status as string | null) ?? null,
      doNotContact: r.dnc === true,
      isPermanentlyDisqualified: r.disq === true,
      markedForDeletion: r.marked === true,
      hasEmail: r.has_email === true,
      lastTouchAt: r.last_touch_at ? new Date(r.last_touch_at as string) : null,
      jobRow: r.jc_exists
        ? { stageType: String(r.jc_stage), stageStatus: String(r.jc_status), removed: r.jc_removed === true }
        : null,
      desiredBaseSalary: num(r.desired_base_salary),
      desiredOte: num(r.desired_ote),
      home: r.home_id
        ? { cityId: String(r.home_id), latitude: Number(r.home_lat), longitude: Number(r.home_lng) }
        : null,
      interestedCities: (
        json<{ cityId: string; latitude: number; longitude: number }[] | null>(r.interested) ?? []
      ).map((x) => ({ cityId: x.cityId, latitude: Number(x.latitude), longitude: Number(x.longitude) })),
      acceptsRemote: r.accepts_remote === true,
      desiredPositionIds: arr(r.desired_positions),
      latestPositionId: (r.latest_position as string | null) ?? null,
      experienceMonths: num(r.experience_months),
      soldIntoLevelIds: arr(r.sold_into),
      clientVerticalIds: arr(r.verticals),
      dealSize: band(r.deal_size_id, r.deal_size_meta),
      quotaAttainment: num(r.quota_attainment),
    }),
  )
}
