/**
 * PUT candidates/dashboard/lastViewed, PUT jobs/{jobId}/candidate/{candidateId}/last-viewed-status,
 * GET candidates/{id}/jit-hidden-jobs, GET candidates/{id}/audit-trail.
 */
import type { AuditTrailEntry, AuditTrailQuery, FeedItem } from '@quota/shared/contracts/candidate-dashboard'
import { AppError } from '@quota/shared/errors/index'
import { and, eq, isNull } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { activityHistoryTable, jobCandidatesTable, publicLinksTable } from '../../db/schema'
import type { UseCaseContext } from '../context'
import { hashToken } from '../pipeline/opportunity-links'
import { dashboardJobs, feedItemById, signedInCandidate } from './get-dashboard'
import { auditTrail, candidateRecord, setDashboardLastViewed, setJobRowLastViewed } from './repository'

export async function updateDashboardLastViewed({ ctx }: { ctx: UseCaseContext }) {
  const candidateId = signedInCandidate(ctx)
  const at = new Date()
  await setDashboardLastViewed(ctx.db, candidateId, at)
  return { lastViewedAt: at.toISOString() }
}

/** The candidate has seen a job's row on their dashboard: it is "New" again only when it changes. */
export async function updateJobRowLastViewed({
  ctx,
  input,
}: {
  ctx: UseCaseContext
  input: { jobId: string; candidateId: string }
}) {
  const candidateId = signedInCandidate(ctx)
  const at = new Date()
  if (input.candidateId !== candidateId || !(await setJobRowLastViewed(ctx.db, candidateId, input.jobId, at)))
    throw new AppError('NOT_FOUND', { message: 'This job is not on your dashboard' })
  return { lastViewedAt: at.toISOString() }
}

/** A candidate sees their own; provider staff anyone's; nobody else (404, so ids do not leak). */
export async function listJitHiddenJobs({
  ctx,
  input,
}: {
  ctx: UseCaseContext
  input: { candidateId: string; limit: number; offset: number }
}) {
  const own = ctx.actor.userType === 'candidate' && ctx.actor.candidateId === input.candidateId
  if (!own && ctx.actor.userType !== 'staff') throw new AppError('NOT_FOUND')
  if (!(await candidateRecord(ctx.db, input.candidateId))) throw new AppError('NOT_FOUND')
  return dashboardJobs(ctx, input.candidateId, { limit: input.limit, offset: input.offset }, 'jitHidden')
}

export async function getAuditTrail({
  ctx,
  input,
}: {
  ctx: UseCaseContext
  input: { candidateId: string } & AuditTrailQuery
}) {
  if (!(await candidateRecord(ctx.db, input.candidateId))) throw new AppError('NOT_FOUND')
  const { rows, total } = await auditTrail(ctx.db, input.candidateId, input)
  const data: AuditTrailEntry[] = rows.map(({ entry, actor, job }) => ({
    id: entry.id,
    at: entry.at.toISOString(),
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    field: entry.field,
    before: entry.before ?? null,
    after: entry.after ?? null,
    actor: {
      id: entry.actorUserId,
      fullName: actor ? `${actor.firstName} ${actor.lastName}`.trim() : null,
      userType: entry.actorUserType,
    },
    job: job ?? null,
    requestId: entry.requestId,
  }))
  return { data, meta: { total, limit: input.limit, offset: input.offset } }
}

/** PUT jobs/activity-view-status: the candidate has seen a job's feed items (404 when none are theirs). */
export async function markJobActivityViewed({ ctx, input }: { ctx: UseCaseContext; input: { jobId: string } }) {
  const candidateId = signedInCandidate(ctx)
  const at = new Date()
  const marked = await ctx.db
    .update(activityHistoryTable)
    .set({ candidateViewedAt: at })
    .where(
      and(
        eq(activityHistoryTable.candidateId, candidateId),
        eq(activityHistoryTable.jobId, input.jobId),
        isNull(activityHistoryTable.candidateViewedAt),
      ),
    )
    .returning({ id: activityHistoryTable.id })
  if (!marked.length) {
    // nothing new: fine for a job the candidate is (or was) in, 404 for any other job
    const [inJob] = await ctx.db
      .select({ id: jobCandidatesTable.id })
      .from(jobCandidatesTable)
      .where(and(eq(jobCandidatesTable.candidateId, candidateId), eq(jobCandidatesTable.jobId, input.jobId)))
      .limit(1)
    if (!inJob) throw new AppError('NOT_FOUND', { message: 'This job is not on your dashboard' })
  }
  return { jobId: input.jobId, viewedAt: at.toISOString(), marked: marked.length }
}

/** PATCH activity-history/{id}: one of the candidate's own feed items seen (it is no longer New). */
export async function markActivityItemViewed({
  ctx,
  input,
}: {
  ctx: UseCaseContext
  input: { id: string }
}): Promise<FeedItem> {
  const candidateId = signedInCandidate(ctx)
  const [row] = await ctx.db
    .update(activityHistoryTable)
    .set({ candidateViewedAt: new Date() })
    .where(and(eq(activityHistoryTable.id, input.id), eq(activityHistoryTable.candidateId, candidateId)))
    .returning({ id: activityHistoryTable.id })
  if (!row) throw new AppError('NOT_FOUND', { message: 'Feed item not found' })
  return feedItemById(ctx, candidateId, row.id)
}

/**
 * PUT guest/candidate/activity-view-status (public): the candidate opened an opportunity link from
 * a mail, so that job's feed items are seen, without a session. An unknown or revoked link is
 * "Invalid link!" (410), like the opportunity page itself.
 */
export async function markGuestActivityViewed({ db, input }: { db: DbOrTx; input: { hash: string } }) {
  const [link] = await db
    .select({
      candidateId: publicLinksTable.candidateId,
      jobId: publicLinksTable.jobId,
      revokedAt: publicLinksTable.revokedAt,
    })
    .from(publicLinksTable)
    .where(and(eq(publicLinksTable.tokenHash, hashToken(input.hash)), eq(publicLinksTable.purpose, 'jitOpportunity')))
  if (!link?.candidateId || !link.jobId || link.revokedAt) throw new AppError('INVALID_LINK')
  const at = new Date()
  const marked = await db
    .update(activityHistoryTable)
    .set({ candidateViewedAt: at })
    .where(
      and(
        eq(activityHistoryTable.candidateId, link.candidateId),
        eq(activityHistoryTable.jobId, link.jobId),
        isNull(activityHistoryTable.candidateViewedAt),
      ),
    )
    .returning({ id: activityHistoryTable.id })
  return { jobId: link.jobId, viewedAt: at.toISOString(), marked: marked.length }
}
