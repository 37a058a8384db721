/**
 * GET candidates/dashboard?action=jobs|feeds|assignedOwner|reInboundRequest: the signed-in
 * candidate's jobs (each with its label, `candidateJobLabel`), feed (stage events, paged), owner
 * and open re-inbound request.
 */
import type {
  DashboardAnswer,
  DashboardJob,
  DashboardQuery,
  FeedItem,
} from '@quota/shared/contracts/candidate-dashboard'
import { candidateJobLabel, STAGE_TYPE_NAMES, SUB_STATUS_DISPLAY_NAMES } from '@quota/shared/domain/workflow/index'
import { AppError } from '@quota/shared/errors/index'
import type { UseCaseContext } from '../context'
import {
  assignedOwner,
  candidateRecord,
  dashboardRows,
  feedPage,
  jobLocations,
  latestHistoryIds,
  latestInterviews,
  openReinboundRequest,
  unreadCounts,
} from './repository'

const DAY_MS = 24 * 3600 * 1000

export function signedInCandidate(ctx: UseCaseContext): string {
  if (ctx.actor.userType !== 'candidate' || !ctx.actor.candidateId)
    throw new AppError('NOT_FOUND', { message: 'No candidate profile' })
  return ctx.actor.candidateId
}

/** The dashboard jobs of a candidate (also the JIT-hidden ones, with `kind`). */
export async function dashboardJobs(
  ctx: UseCaseContext,
  candidateId: string,
  page: { limit: number; offset: number },
  kind: 'dashboard' | 'jitHidden',
) {
  const candidate = await candidateRecord(ctx.db, candidateId)
  if (!candidate) throw new AppError('NOT_FOUND')
  const { rows, total } = await dashboardRows(ctx.db, candidateId, page, kind)
  const ids = rows.map((r) => r.row.id)
  const [interviews, histories, locations, unread] = await Promise.all([
    latestInterviews(ctx.db, ids),
    latestHistoryIds(ctx.db, ids),
    jobLocations(
      ctx.db,
      rows.map((r) => r.job.id),
    ),
    unreadCounts(ctx.db, candidateId, candidate.userId),
  ])
  const now = new Date()
  const data: DashboardJob[] = rows.map(({ row, job, organization }) => {
    const interview = row.stageType === 'send_out' ? interviews.get(row.id) : undefined
    const passed = interview ? interview.startsAt <= now : false
    const label = candidateJobLabel({
      stageType: row.stageType,
      stageStatus: row.stageStatus,
      currentStatus: row.currentStatus,
      rejectedBy: row.rejectedBy,
      jobStatus: job.status,
      isSuggestedToCandidate: row.isSuggestedToCandidate,
      interviewRound: interview?.round ?? null,
      isInterviewDatePassed: passed,
    })
    return {
      organization,
      job: { id: job.id, name: job.name, postingLink: job.postingLink, jobLocations: locations.get(job.id) ?? [] },
      isNew: row.candidateLastViewedAt === null || row.candidateLastViewedAt < row.statusUpdatedAt,
      currentStatus: row.currentStatus,
      stageStatusKey: row.stageStatus,
      stageTypeKey: row.stageType,
      stageDisplayName: row.currentStatus
        ? SUB_STATUS_DISPLAY_NAMES[row.currentStatus]
        : STAGE_TYPE_NAMES[row.stageType],
      statusUpdatedAt: row.statusUpdatedAt.toISOString(),
      stageId: row.id,
      interviewStage: interview?.round ?? null,
      interviewDate: interview ? interview.startsAt.toISOString() : null,
      isInterviewDatePassed: passed,
      rejectionNotification: row.rejectionNotificationId,
      jobStatus: job.status,
      unreadMessagesCount: unread.get(job.id) ?? 0,
      historyId: histories.get(row.id) ?? null,
      isSuggestedToCandidate: row.isSuggestedToCandidate,
      isAllowCandidateToBookMeeting: row.isAllowCandidateToBookMeeting,
      jobLabel: label,
    }
  })
  return { data, meta: { total, limit: page.limit, offset: page.offset } }
}

export async function getDashboard({
  ctx,
  input,
}: {
  ctx: UseCaseContext
  input: DashboardQuery
}): Promise<DashboardAnswer> {
  const candidateId = signedInCandidate(ctx)
  const page = { limit: input.limit, offset: input.offset }
  switch (input.action) {
    case 'jobs':
      return { action: 'jobs', ...(await dashboardJobs(ctx, candidateId, page, 'dashboard')) }
    case 'feeds': {
      const candidate = await candidateRecord(ctx.db, candidateId)
      const lastViewed = candidate?.dashboardLastViewedAt ?? null
      const { rows, total } = await feedPage(ctx.db, candidateId, page)
      const now = Date.now()
      return {
        action: 'feeds',
        data: rows.map((row) => toFeedItem(row, lastViewed, now)),
        meta: { total, limit: page.limit, offset: page.offset, lastViewedAt: lastViewed?.toISOString() ?? null },
      }
    }
    case 'assignedOwner': {
      const owner = await assignedOwner(ctx.db, candidateId)
      return {
        action: 'assignedOwner',
        data: owner
          ? {
              userId: owner.userId,
              fullName: `${owner.firstName} ${owner.lastName}`.trim(),
              email: owner.email,
              phone: owner.phone,
              timezone: owner.timezone,
              role: owner.role,
            }
          : null,
      }
    }
    case 'reInboundRequest': {
      const request = await openReinboundRequest(ctx.db, candidateId)
      return {
        action: 'reInboundRequest',
        data: request
          ? {
              id: request.id,
              state: request.state,
              notes: request.notes,
              createdAt: request.createdAt.toISOString(),
              updatedAt: request.updatedAt.toISOString(),
            }
          : null,
      }
    }
  }
}

type FeedRow = Awaited<ReturnType<typeof feedPage>>['rows'][number]

/**
 * One feed item as the candidate sees it. New until seen: the item itself or its job's items
 * (candidateViewedAt), or the whole feed since it happened (dashboardLastViewedAt).
 */
function toFeedItem({ item, job, organization }: FeedRow, lastViewed: Date | null, now: number): FeedItem {
  const to = (item.data as { to?: { stageType: string; stageStatus: string; currentStatus: string | null } }).to
  return {
    id: item.id,
    jobId: item.jobId,
    jobName: job?.name ?? null,
    organization: organization ?? null,
    createdAt: item.createdAt.toISOString(),
    daysElapsed: Math.max(0, Math.floor((now - item.createdAt.getTime()) / DAY_MS)),
    type: item.type,
    data: item.data,
    stage: to ? { stageType: to.stageType, stageStatus: to.stageStatus, currentStatus: to.currentStatus } : null,
    isNew: item.candidateViewedAt === null && (lastViewed === null || item.createdAt > lastViewed),
  }
}

/** One of the candidate's feed items, as the feed answers it. */
export async function feedItemById(ctx: UseCaseContext, candidateId: string, id: string): Promise<FeedItem> {
  const candidate = await candidateRecord(ctx.db, candidateId)
  const { rows } = await feedPage(ctx.db, candidateId, { limit: 1, offset: 0 }, id)
  if (!rows[0]) throw new AppError('NOT_FOUND', { message: 'Feed item not found' })
  return toFeedItem(rows[0], candidate?.dashboardLastViewedAt ?? null, Date.now())
}
