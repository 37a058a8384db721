/**
 * GET candidates/jobs (001 §7): the jobs one may add selected candidates to ("Add to job"), each
 * with where every selected candidate already stands in it and, for a named action (shortlist or
 * submit), whether the caller may take it there (the shared action rules, as the stage action
 * itself enforces them). Provider staff see every company's jobs; a client recruiter only its own
 * company's, and only candidates it may see (others answer 404).
 */
import type { CandidateJobOption, CandidateJobsQuery } from '@quota/shared/contracts/pipeline'
import { isActionPermitted, NOT_IN_JOB } from '@quota/shared/domain/workflow/index'
import { and, asc, count, desc, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm'
import { jobCandidatesTable, jobSearchFiltersTable, jobsTable, organizationsTable } from '../../db/schema'
import { candidateFor } from '../candidates/access'
import type { UseCaseContext } from '../context'
import { clientCanSee, permissionStage, viewerOf } from './viewer'

export async function listCandidateJobs({
  ctx,
  input,
}: {
  ctx: UseCaseContext
  input: CandidateJobsQuery
}): Promise<{ data: CandidateJobOption[]; meta: { total: number; limit: number; offset: number } }> {
  const viewer = viewerOf(ctx.actor)
  const candidateIds = input.candidateIds ?? []
  // every named candidate must be one the caller may read (404 otherwise, as on their profile)
  const candidates = new Map<string, { searchStatus: string | null }>()
  for (const id of candidateIds) candidates.set(id, await candidateFor(ctx, id, 'read'))

  const conditions: SQL[] = [isNull(jobsTable.deletedAt)]
  if (input.type === 'open') conditions.push(inArray(jobsTable.status, ['open', 'opportunistic']))
  if (viewer === 'client') conditions.push(eq(jobsTable.organizationId, ctx.actor.organizationId!))
  if (input.searchText) {
    const like = `%${input.searchText.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
    conditions.push(or(ilike(jobsTable.name, like), ilike(organizationsTable.name, like))!)
  }
  if (input.hasFilters)
    conditions.push(
      sql`exists (select 1 from ${jobSearchFiltersTable} where ${jobSearchFiltersTable.jobId} = ${jobsTable.id} and jsonb_array_length(${jobSearchFiltersTable.filterItems}) > 0)`,
    )
  const where = and(...conditions)
  const direction = input.sortDirection === 'desc' ? desc : asc
  const order =
    input.sortBy === 'createdAt'
      ? [direction(jobsTable.createdAt)]
      : input.sortBy === 'organizationName'
        ? [direction(organizationsTable.name), asc(jobsTable.name)]
        : [direction(sql`lower(${jobsTable.name})`)]

  const [total] = await ctx.db
    .select({ n: count() })
    .from(jobsTable)
    .innerJoin(organizationsTable, eq(organizationsTable.id, jobsTable.organizationId))
    .where(where)
  const jobs = await ctx.db
    .select({
      job: jobsTable,
      organizationName: organizationsTable.name,
      hasSearchFilter: sql<boolean>`exists (select 1 from ${jobSearchFiltersTable} where ${jobSearchFiltersTable.jobId} = ${jobsTable.id} and jsonb_array_length(${jobSearchFiltersTable.filterItems}) > 0)`,
    })
    .from(jobsTable)
    .innerJoin(organizationsTable, eq(organizationsTable.id, jobsTable.organizationId))
    .where(where)
    .orderBy(...order, asc(jobsTable.id))
    .limit(input.limit)
    .offset(input.offset)

  const rows =
    candidateIds.length && jobs.length
      ? await ctx.db
          .select()
          .from(jobCandidatesTable)
          .where(
            and(
              inArray(
                jobCandidatesTable.jobId,
                jobs.map((j) => j.job.id),
              ),
              inArray(jobCandidatesTable.candidateId, candidateIds),
              isNull(jobCandidatesTable.removedAt),
            ),
          )
      : []
  const rowOf = new Map(rows.map((r) => [`${r.jobId}:${r.candidateId}`, r]))

  const data = jobs.map(({ job, organizationName, hasSearchFilter }): CandidateJobOption => {
    const jobContext = { status: job.status, snippetAvailable: job.isEmailSnippetPublished && !!job.emailSnippetHtml }
    return {
      id: job.id,
      name: job.name,
      status: job.status,
      organization: { id: job.organizationId, name: organizationName },
      createdAt: job.createdAt.toISOString(),
      hasSearchFilter: !!hasSearchFilter,
      candidates: candidateIds.map((candidateId) => {
        const stored = rowOf.get(`${job.id}:${candidateId}`)
        // a client sees nothing of a row it may not see in that job: the candidate reads as not in it
        const row = viewer !== 'client' || clientCanSee(stored, candidates.get(candidateId)!) ? stored : undefined
        const state = row ?? { ...NOT_IN_JOB, snippetSentAt: null, candidateAcceptedJitAt: null }
        return {
          candidateId,
          stageType: row ? row.stageType : null,
          stageStatus: row ? row.stageStatus : null,
          actionAvailable: input.action
            ? isActionPermitted({ viewer, job: jobContext, candidate: permissionStage(state, false) }, input.action)
            : null,
        }
      }),
    }
  })
  return { data, meta: { total: total?.n ?? 0, limit: input.limit, offset: input.offset } }
}
