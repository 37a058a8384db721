/**
 * GET candidates/{id}/recommended-jobs and POST candidates/{id}/recommend-jobs (001 §7).
 * Staff see the jobs recommended to a candidate (by staff) and the open jobs the engine finds the
 * candidate eligible for, best fit first; the candidate sees only what staff recommended to them
 * (their dashboard), never scores. Recommending tells the candidate by the `recommendedJobs`
 * real-time event (through the outbox, after commit).
 */
import type { RecommendedJobDto, RecommendedJobsDto, RecommendJobsBody } from '@quota/shared/contracts/recommendations'
import { evaluateEligibility, fitScore } from '@quota/shared/domain/recommendations/index'
import { AppError } from '@quota/shared/errors/index'
import { sql } from 'drizzle-orm'
import { enqueueOutbox } from '../../audit/write-audit'
import type { UseCaseContext } from '../context'
import { loadCandidateFacts, loadJobFacts, rowsOf } from './facts-repository'

/** Open jobs the engine looks at for one candidate (newest first). */
export const ENGINE_JOBS_LIMIT = 200

interface Recommended {
  job_id: string
  name: string
  organization_name: string
  recommended_by: string | null
  recommender_name: string | null
  recommended_at: Date | string
}

async function candidateOf(ctx: UseCaseContext, candidateId: string) {
  const [c] = await rowsOf<{ id: string; user_id: string | null }>(
    ctx.db,
    sql`select id, user_id from candidates where id = ${candidateId} and to_be_deleted_at is null`,
  )
  // a candidate reaches only their own record; another's answers 404 (existence is not leaked)
  if (!c || (ctx.actor.userType === 'candidate' && ctx.actor.candidateId !== c.id)) throw new AppError('NOT_FOUND')
  return c
}

export async function recommendedJobs({
  ctx,
  input,
}: {
  ctx: UseCaseContext
  input: { id: string }
}): Promise<RecommendedJobsDto> {
  const candidate = await candidateOf(ctx, input.id)
  const staff = ctx.actor.userType === 'staff'
  const recommended = await rowsOf<Recommended>(
    ctx.db,
    sql`select r.job_id, j.name, o.name as organization_name, r.recommended_by,
               trim(u.first_name || ' ' || u.last_name) as recommender_name, r.recommended_at
          from candidate_recommended_jobs r join jobs j on j.id = r.job_id
          join organizations o on o.id = j.organization_id left join users u on u.id = r.recommended_by
         where r.candidate_id = ${candidate.id} and j.deleted_at is null and j.status <> 'closed'
         order by r.recommended_at desc`,
  )
  const scored = new Map<string, { score: number; eligible: boolean }>()
  const engine: RecommendedJobDto[] = []
  if (staff) {
    const jobs = await rowsOf<{ id: string; name: string; organization_name: string }>(
      ctx.db,
      sql`select j.id, j.name, o.name as organization_name from jobs j join organizations o on o.id = j.organization_id
           where j.deleted_at is null and j.status <> 'closed' order by j.open_date desc, j.id limit ${ENGINE_JOBS_LIMIT}`,
    )
    const now = new Date()
    for (const j of jobs) {
      const facts = await loadJobFacts(ctx.db, j.id)
      if (!facts) continue
      const [c] = await loadCandidateFacts(ctx.db, facts, { prefilter: 'none', candidateIds: [candidate.id] })
      if (!c) continue
      const eligible = evaluateEligibility(c, facts, now).eligible
      const score = fitScore(c, facts).total
      scored.set(j.id, { score, eligible })
      if (eligible)
        engine.push({
          jobId: j.id,
          name: j.name,
          organizationName: j.organization_name,
          score,
          eligible,
          recommendedBy: null,
          recommendedAt: null,
        })
    }
  }
  const byStaff: RecommendedJobDto[] = recommended.map((r) => ({
    jobId: r.job_id,
    name: r.name,
    organizationName: r.organization_name,
    score: staff ? (scored.get(r.job_id)?.score ?? null) : null,
    eligible: staff ? (scored.get(r.job_id)?.eligible ?? null) : null,
    recommendedBy: r.recommended_by ? { id: r.recommended_by, name: r.recommender_name ?? '' } : null,
    recommendedAt: new Date(r.recommended_at).toISOString(),
  }))
  const seen = new Set(byStaff.map((j) => j.jobId))
  return {
    data: [...byStaff, ...engine.filter((j) => !seen.has(j.jobId)).sort((a, b) => (b.score ?? 0) - (a.score ?? 0))],
  }
}

export async function recommendJobs({
  ctx,
  input,
}: {
  ctx: UseCaseContext
  input: { id: string } & RecommendJobsBody
}): Promise<RecommendedJobsDto> {
  const candidate = await candidateOf(ctx, input.id)
  const jobIds = [...new Set(input.jobIds)]
  await ctx.db.transaction(async (tx) => {
    const open = await rowsOf<{ id: string }>(
      tx,
      sql`select id from jobs where id = any(${sql.param(jobIds)}::uuid[]) and deleted_at is null and status <> 'closed'`,
    )
    if (open.length !== jobIds.length) {
      throw AppError.field('jobIds', 'notFound', 'Only open jobs can be recommended', 'VALIDATION_FAILED')
    }
    await tx.execute(sql`insert into candidate_recommended_jobs (candidate_id, job_id, recommended_by, note)
      select ${candidate.id}, j, ${ctx.actor.userId}, ${input.note ?? null} from unnest(${sql.param(jobIds)}::uuid[]) as j
      on conflict (candidate_id, job_id) do update set recommended_by = excluded.recommended_by,
        note = excluded.note, recommended_at = now()`)
    if (candidate.user_id) {
      await enqueueOutbox(tx, {
        topic: 'realtime.publish',
        payload: { type: 'recommendedJobs', candidateUserId: candidate.user_id, candidateId: candidate.id, jobIds },
        aggregateType: 'candidate',
        aggregateId: candidate.id,
        requestId: ctx.requestId,
      })
    }
  })
  return recommendedJobs({ ctx, input: { id: candidate.id } })
}
