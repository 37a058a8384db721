/**
 * GET candidates/work-experience/job/{jobId} (001 §7): the work experiences that are
 * placements for a job (`jobId` on the experience), and a draft experience prefilled from the
 * job for a candidate adding the role to their profile.
 * Who sees what: provider staff every linked experience; a client user only on its own
 * organization's jobs, and only the candidates it may see (submitted to it); a candidate only
 * on a job whose pipeline they are in, and only their own experiences. Anyone else gets 404, so
 * a job's existence does not leak.
 */
import type { JobWorkExperiences } from '@quota/shared/contracts/candidates'
import { AppError } from '@quota/shared/errors/index'
import { and, asc, eq, isNull } from 'drizzle-orm'
import {
  type CandidateRow,
  candidatesTable,
  jobCandidatesTable,
  jobsTable,
  organizationsTable,
  workExperiencesTable,
} from '../../db/schema'
import { candidateFor, visibleToClient } from './access'
import type { CandidateCtx } from './context'
import { experiencesOf } from './view'

/** Placements of one job are few; this bounds the answer all the same. */
const MAX_ITEMS = 500
const jobNotFound = () => new AppError('NOT_FOUND', { message: 'Job not found' })

async function visibleJob(ctx: CandidateCtx, jobId: string) {
  const [job] = await ctx.db
    .select({
      id: jobsTable.id,
      name: jobsTable.name,
      organizationId: jobsTable.organizationId,
      organizationName: organizationsTable.name,
      desiredPositionId: jobsTable.desiredPositionId,
      cityId: jobsTable.cityId,
      deletedAt: jobsTable.deletedAt,
    })
    .from(jobsTable)
    .innerJoin(organizationsTable, eq(organizationsTable.id, jobsTable.organizationId))
    .where(eq(jobsTable.id, jobId))
  if (!job) throw jobNotFound()
  const { actor } = ctx
  if (actor.userType === 'staff') return job
  if (job.deletedAt) throw jobNotFound()
  if (actor.userType === 'client') {
    if (!actor.organizationId || actor.organizationId !== job.organizationId) throw jobNotFound()
    return job
  }
  if (actor.userType === 'candidate' && actor.candidateId) {
    // barred when marked for deletion, like every candidate route
    await candidateFor(ctx, actor.candidateId, 'read')
    const [inPipeline] = await ctx.db
      .select({ id: jobCandidatesTable.id })
      .from(jobCandidatesTable)
      .where(
        and(
          eq(jobCandidatesTable.jobId, job.id),
          eq(jobCandidatesTable.candidateId, actor.candidateId),
          isNull(jobCandidatesTable.removedAt),
        ),
      )
      .limit(1)
    if (inPipeline) return job
  }
  throw jobNotFound()
}

export async function jobWorkExperiences({
  ctx,
  input,
}: {
  ctx: CandidateCtx
  /** antiBias: the anti-bias gate's decision (plugins/anti-bias.ts). */
  input: { jobId: string; antiBias?: boolean }
}): Promise<JobWorkExperiences> {
  const antiBias = input.antiBias === true
  const job = await visibleJob(ctx, input.jobId)
  const { actor } = ctx
  const linked = await ctx.db
    .select({ id: workExperiencesTable.id, candidate: candidatesTable })
    .from(workExperiencesTable)
    .innerJoin(candidatesTable, eq(candidatesTable.id, workExperiencesTable.candidateId))
    .where(
      and(
        eq(workExperiencesTable.jobId, job.id),
        actor.userType === 'candidate' ? eq(workExperiencesTable.candidateId, actor.candidateId!) : undefined,
        actor.userType === 'client' ? isNull(candidatesTable.toBeDeletedAt) : undefined,
      ),
    )
    .orderBy(asc(candidatesTable.lastName), asc(candidatesTable.firstName), asc(workExperiencesTable.createdAt))
    .limit(MAX_ITEMS)
  const byCandidate = new Map<string, { candidate: CandidateRow; ids: string[] }>()
  for (const row of linked) {
    const entry = byCandidate.get(row.candidate.id) ?? { candidate: row.candidate, ids: [] }
    entry.ids.push(row.id)
    byCandidate.set(row.candidate.id, entry)
  }
  const items: JobWorkExperiences['items'] = []
  for (const { candidate, ids } of byCandidate.values()) {
    if (actor.userType === 'client' && !(await visibleToClient(ctx.db, candidate.id, actor.organizationId!))) continue
    for (const workExperience of await experiencesOf(ctx, candidate, { antiBias }, ids)) {
      items.push({
        candidateId: candidate.id,
        firstName: antiBias ? 'Candidate' : candidate.firstName,
        lastName: antiBias ? candidate.id.slice(0, 6) : candidate.lastName,
        workExperience,
      })
    }
  }
  return {
    job: { id: job.id, name: job.name, organization: { id: job.organizationId, name: job.organizationName } },
    draft: {
      title: job.name,
      company: { id: job.organizationId, name: job.organizationName },
      desiredPositionId: job.desiredPositionId,
      cityId: job.cityId,
      isCurrentWorkplace: true,
      jobId: job.id,
    },
    items,
  }
}
