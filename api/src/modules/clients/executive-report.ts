/**
 * The client executive report (client-executive-report/{id}/...): what happened to the
 * candidates submitted to a client's jobs over a period, overall, per role and by rejection
 * reason. Provider staff always see it; a client's own users while the clientExecReporting
 * feature flag is on for them or for their organization.
 *
 * Counting, over the history rows of the jobs in scope dated inside the range (UTC days):
 * - submittals: candidates who entered submittal in a status the client sees (from another
 *   stage, or leaving Pending AM Approval); interviews: entered interviewing from another stage;
 *   offers: entered offer; hires: offer accepted; rejections: rejected in submittal
 *   (client-visible), interviewing or offer. Unrejecting and sub-status changes enter nothing.
 *   Each counts a job's candidate once, however often it moved.
 * - jobs, openings: the jobs in scope now (open jobs only unless isOpenJob=false).
 * - rejection reasons: each reason of each rejected candidate once; no reason counts as "Other".
 */
import type {
  ExecReportQuery,
  ExecutiveSummary,
  RejectionReasonsReport,
  RoleMetrics,
} from '@quota/shared/contracts/clients'
import { CLIENT_MESSAGES } from '@quota/shared/domain/clients/index'
import { rangeMidpoint } from '@quota/shared/domain/compensation/index'
import {
  parseReportDateFilter,
  percentageOf,
  qualifyingThemes,
  type RoleCompensation,
  rejectionDonut,
  reportRange,
  suggestedActions,
} from '@quota/shared/domain/reports/index'
import { AppError } from '@quota/shared/errors/index'
import { type SQL, sql } from 'drizzle-orm'
import { type DbOrTx, rawRows } from '../../db/client'
import { compensationBenchmarks } from '../compensation/compensation-engine'
import type { UseCaseContext } from '../context'
import { findLovs } from '../jobs/repository'
import { day } from '../jobs/to-dto'
import { allowedFeatures } from '../users/get-me'
import { loadClientFor } from './access'

interface Scope {
  organizationId: string
  isOpenJob: boolean
  positionIds: string[] | undefined
  range: { start: string | null; end: string }
}

async function prepare(ctx: UseCaseContext, clientId: string, q: ExecReportQuery): Promise<Scope> {
  const client = await loadClientFor(ctx.db, ctx.actor, clientId)
  // Provider staff always read a client's report; the client's own users only while the
  // feature is on for them or their organization (issue 20: the staff client page opens on it).
  if (client.viewer.kind === 'client') {
    const features = await allowedFeatures(ctx.db, ctx.actor.userId, client.org.id)
    if (!features.includes('clientExecReporting'))
      throw new AppError('FORBIDDEN', { message: CLIENT_MESSAGES.notEnabled })
  }
  const parsed = parseReportDateFilter(q)
  if (!parsed.ok) throw new AppError('VALIDATION_FAILED', { details: parsed.details })
  const today = new Date().toISOString().slice(0, 10)
  return {
    organizationId: client.org.id,
    isOpenJob: q.isOpenJob,
    positionIds: q.positionIds?.length ? q.positionIds : undefined,
    range: reportRange(parsed.value, { kickoffDate: day(client.account.kickoffDate), today }),
  }
}

const jobScope = (s: Scope): SQL => {
  const parts: SQL[] = [sql`j.organization_id = ${s.organizationId}`, sql`j.deleted_at is null`]
  if (s.isOpenJob) parts.push(sql`j.status <> 'closed'`)
  if (s.positionIds)
    parts.push(
      sql`j.desired_position_id in (${sql.join(
        s.positionIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`,
    )
  return sql.join(parts, sql` and `)
}
const inRange = (s: Scope): SQL => {
  const day = sql`(h.created_at at time zone 'UTC')::date`
  return s.range.start
    ? sql`${day} between ${s.range.start}::date and ${s.range.end}::date`
    : sql`${day} <= ${s.range.end}::date`
}
const clientVisible = sql`not (h.to_stage_type = 'submittal' and coalesce(h.to_current_status, '') = 'pending_am_approval')`
const rejected = sql`h.to_stage_status = 'rejected' and h.to_stage_type in ('submittal', 'send_out', 'offer') and ${clientVisible}`

/** Entered a stage: a move into it from another stage (a submittal also when it leaves Pending AM Approval). */
const enteredSubmittal = sql`h.to_stage_type = 'submittal' and h.to_stage_status <> 'rejected' and ${clientVisible}
  and (h.from_stage_type is distinct from 'submittal' or coalesce(h.from_current_status, '') = 'pending_am_approval')`
const entered = (stage: string) =>
  sql`h.to_stage_type = ${stage} and h.to_stage_status <> 'rejected' and h.from_stage_type is distinct from ${stage}`
const hired = sql`h.to_stage_type = 'offer' and h.to_stage_status = 'accepted' and h.from_stage_status is distinct from 'accepted'`

const stageCountColumns = sql`
  count(distinct h.job_candidate_id) filter (where ${enteredSubmittal})::int as submittals,
  count(distinct h.job_candidate_id) filter (where ${entered('send_out')})::int as interviews,
  count(distinct h.job_candidate_id) filter (where ${entered('offer')})::int as offers,
  count(distinct h.job_candidate_id) filter (where ${hired})::int as hires,
  count(distinct h.job_candidate_id) filter (where ${rejected})::int as rejections`

type StageCountRow = { submittals: number; interviews: number; offers: number; hires: number; rejections: number }
const n = (v: unknown) => Number(v ?? 0)

export async function executiveSummary({
  ctx,
  input,
}: {
  ctx: UseCaseContext
  input: { clientId: string; query: ExecReportQuery }
}): Promise<ExecutiveSummary> {
  const s = await prepare(ctx, input.clientId, input.query)
  const db: DbOrTx = ctx.db
  const [counts] = await rawRows<StageCountRow & { by_client: number; by_provider: number; by_candidate: number }>(
    db,
    sql`select ${stageCountColumns},
          count(distinct h.job_candidate_id) filter (where ${rejected} and h.rejected_by = 'client')::int as by_client,
          count(distinct h.job_candidate_id) filter (where ${rejected} and h.rejected_by = 'provider')::int as by_provider,
          count(distinct h.job_candidate_id) filter (where ${rejected} and h.rejected_by = 'candidate')::int as by_candidate
        from job_candidate_history h join jobs j on j.id = h.job_id
        where ${jobScope(s)} and ${inRange(s)}`,
  )
  const [jobs] = await rawRows<{ jobs: number; openings: number; current_openings: number }>(
    db,
    sql`select count(*)::int as jobs, coalesce(sum(j.total_openings), 0)::int as openings, coalesce(sum(j.current_openings), 0)::int as current_openings
        from jobs j where ${jobScope(s)}`,
  )
  const [live] = await rawRows<{ in_process: number }>(
    db,
    sql`select count(*)::int as in_process from job_candidates c join jobs j on j.id = c.job_id
        where ${jobScope(s)} and c.removed_at is null and c.is_submitted_to_client
          and ((c.stage_type in ('submittal', 'send_out') and c.stage_status in ('current', 'accepted')) or (c.stage_type = 'offer' and c.stage_status = 'current'))`,
  )
  const c = counts!
  return {
    range: s.range,
    jobs: n(jobs?.jobs),
    openings: n(jobs?.openings),
    currentOpenings: n(jobs?.current_openings),
    submittals: n(c.submittals),
    interviews: n(c.interviews),
    offers: n(c.offers),
    hires: n(c.hires),
    rejections: n(c.rejections),
    rejectedByClient: n(c.by_client),
    rejectedByProvider: n(c.by_provider),
    rejectedByCandidate: n(c.by_candidate),
    inProcess: n(live?.in_process),
    interviewRate: percentageOf(n(c.interviews), n(c.submittals)),
    offerRate: percentageOf(n(c.offers), n(c.interviews)),
    hireRate: percentageOf(n(c.hires), n(c.offers)),
  }
}

export async function roleSpecificMetrics({
  ctx,
  input,
}: {
  ctx: UseCaseContext
  input: { clientId: string; query: ExecReportQuery }
}) {
  const s = await prepare(ctx, input.clientId, input.query)
  const jobs = await rawRows<{ position_id: string | null; jobs: number; openings: number }>(
    ctx.db,
    sql`select j.desired_position_id as position_id, count(*)::int as jobs, coalesce(sum(j.total_openings), 0)::int as openings
        from jobs j where ${jobScope(s)} group by j.desired_position_id`,
  )
  const stages = await rawRows<StageCountRow & { position_id: string | null }>(
    ctx.db,
    sql`select j.desired_position_id as position_id, ${stageCountColumns}
        from job_candidate_history h join jobs j on j.id = h.job_id
        where ${jobScope(s)} and ${inRange(s)} group by j.desired_position_id`,
  )
  const names = new Map(
    (
      await findLovs(
        ctx.db,
        jobs.map((j) => j.position_id).filter((x): x is string => !!x),
      )
    ).map((l) => [l.id, l.value]),
  )
  const rows: RoleMetrics[] = jobs
    .map((j) => {
      const st = stages.find((x) => x.position_id === j.position_id)
      return {
        position: { id: j.position_id, name: j.position_id ? (names.get(j.position_id) ?? 'Unknown') : 'Unspecified' },
        jobs: n(j.jobs),
        openings: n(j.openings),
        submittals: n(st?.submittals),
        interviews: n(st?.interviews),
        offers: n(st?.offers),
        hires: n(st?.hires),
        rejections: n(st?.rejections),
      }
    })
    // named positions alphabetically, "Unspecified" last
    .sort(
      (a, b) =>
        (a.position.id === null ? 1 : 0) - (b.position.id === null ? 1 : 0) ||
        a.position.name.localeCompare(b.position.name),
    )
  const q = input.query
  return {
    data: rows.slice(q.offset, q.offset + q.limit),
    meta: { total: rows.length, limit: q.limit, offset: q.offset },
  }
}

export async function rejectionReasons({
  ctx,
  input,
}: {
  ctx: UseCaseContext
  input: { clientId: string; query: ExecReportQuery }
}): Promise<RejectionReasonsReport> {
  const s = await prepare(ctx, input.clientId, input.query)
  const counted = await rawRows<{ reason_id: string | null; count: number }>(
    ctx.db,
    sql`select r.reason_id, count(*)::int as count from (
          select distinct h.job_candidate_id, x.reason_id
          from job_candidate_history h join jobs j on j.id = h.job_id
          cross join lateral unnest(case when cardinality(h.rejection_reason_ids) = 0 then array[null::uuid] else h.rejection_reason_ids end) as x(reason_id)
          where ${jobScope(s)} and ${inRange(s)} and ${rejected}
        ) r group by r.reason_id`,
  )
  const lovs = await findLovs(
    ctx.db,
    counted.map((c) => c.reason_id).filter((x): x is string => !!x),
  )
  const names = new Map(lovs.map((l) => [l.id, l.value]))
  const identifiers = new Map(lovs.map((l) => [l.id, l.identifier]))
  const reasonCounts = counted.map((c) => ({
    identifier: c.reason_id ? (identifiers.get(c.reason_id) ?? null) : null,
    count: n(c.count),
  }))
  const needsMarket = qualifyingThemes(reasonCounts).some((t) => t.theme === 'compensation')
  const suggestions = suggestedActions(reasonCounts, needsMarket ? await roleCompensation(ctx.db, s) : [])
  const reasons = counted.map((c) => ({
    key: c.reason_id ?? 'none',
    name: c.reason_id ? (names.get(c.reason_id) ?? 'Other') : 'Other',
    count: n(c.count),
  }))
  const donut = rejectionDonut(reasons)
  const all = reasons
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name) || a.key.localeCompare(b.key))
    .map((r) => ({ ...r, percentage: percentageOf(r.count, donut.total) }))
  const q = input.query
  return {
    range: s.range,
    total: donut.total,
    reasons: all.slice(q.offset, q.offset + q.limit),
    reasonsTotal: all.length,
    donut: donut.slices,
    suggestions,
  }
}

/**
 * Each role of the jobs in scope: the average of the jobs' OTE range midpoints, and the
 * compensation engine's market OTE median for the position (active candidates' wishes and the
 * last 6 months' placements, everywhere: the engine's default pool).
 */
async function roleCompensation(db: DbOrTx, s: Scope): Promise<RoleCompensation[]> {
  const rows = await rawRows<{ position_id: string; ote_low: number | null; ote_high: number | null }>(
    db,
    sql`select j.desired_position_id as position_id, j.ote_low, j.ote_high
        from jobs j where ${jobScope(s)} and j.desired_position_id is not null`,
  )
  const byPosition = new Map<string, number[]>()
  for (const r of rows) {
    const mid = rangeMidpoint(r.ote_low, r.ote_high)
    const list = byPosition.get(r.position_id) ?? []
    if (mid !== null) list.push(mid)
    byPosition.set(r.position_id, list)
  }
  const names = new Map((await findLovs(db, [...byPosition.keys()])).map((l) => [l.id, l.value]))
  const out: RoleCompensation[] = []
  for (const [positionId, mids] of byPosition) {
    const market = await compensationBenchmarks(db, {
      positionIds: [positionId],
      stateIds: [],
      cityIds: [],
      pool: 'active',
    })
    out.push({
      position: names.get(positionId) ?? 'Unknown',
      oteMidpoint: mids.length ? Math.round(mids.reduce((a, b) => a + b, 0) / mids.length) : null,
      marketOteMedian: market.buckets.ote.median,
    })
  }
  return out
}
