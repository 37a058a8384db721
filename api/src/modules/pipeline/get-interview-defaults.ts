/**
 * GET jobs/{id}/candidate/{candidateId}/request-interview-default-details (002 §7): what the
 * schedule form starts with: the job, the candidate, the job's account manager, the time zone (the
 * candidate's, else the caller's, else UTC), 9:00 AM for 30 minutes (000 §9), Zoom, everyone
 * invited, the next round, and the business hours 9 to 18 in the candidate's zone. For provider
 * recruiters and the job's client, on a candidate the caller sees in the job (404 otherwise).
 */
import type { InterviewDefaultDetails } from '@quota/shared/contracts/interviews'
import {
  BUSINESS_HOURS,
  defaultInterviewTimezone,
  SCHEDULE_BUFFER_MINUTES,
  SCHEDULE_FORM_DEFAULTS,
} from '@quota/shared/domain/interview-schedule/index'
import { LIMITS } from '@quota/shared/domain/validation/limits'
import { AppError } from '@quota/shared/errors/index'
import { eq } from 'drizzle-orm'
import { jobsTable, usersTable } from '../../db/schema'
import type { UseCaseContext } from '../context'
import { usersByIds } from './interview-invitations-repository'
import { loadForViewer, notAssociated } from './perform-stage-action'
import { countInterviews } from './repository'
import { viewerOf } from './viewer'

const nameOf = (p: { firstName: string | null; lastName: string | null }) =>
  [p.firstName, p.lastName].filter(Boolean).join(' ').trim()

async function timezoneOf(ctx: UseCaseContext, userId: string | null | undefined) {
  if (!userId) return null
  const [row] = await ctx.db.select({ timezone: usersTable.timezone }).from(usersTable).where(eq(usersTable.id, userId))
  return row?.timezone ?? null
}

export async function getInterviewDefaults({
  ctx,
  input,
}: {
  ctx: UseCaseContext
  input: { jobId: string; candidateId: string }
}): Promise<InterviewDefaultDetails> {
  const viewer = viewerOf(ctx.actor)
  if (viewer === 'nonStaff') throw new AppError('FORBIDDEN', { message: 'You are not authorize' })
  const { job, candidate, row } = await loadForViewer(ctx.db, ctx, viewer, input.jobId, input.candidateId, 'none')
  if (!row || row.removedAt) throw notAssociated()
  const [[jobRow], candidateZone, callerZone, interviews] = await Promise.all([
    ctx.db.select({ accountManagerId: jobsTable.accountManagerId }).from(jobsTable).where(eq(jobsTable.id, job.id)),
    timezoneOf(ctx, candidate.userId),
    timezoneOf(ctx, ctx.actor.userId),
    countInterviews(ctx.db, row.id),
  ])
  const [manager] = await usersByIds(ctx.db, [jobRow?.accountManagerId])
  const zone = defaultInterviewTimezone(candidateZone, callerZone)
  return {
    job: { id: job.id, name: job.name, organization: { id: job.organizationId, name: job.organizationName } },
    candidate: { id: candidate.id, userId: candidate.userId, fullName: nameOf(candidate), timezone: candidateZone },
    accountManager: manager
      ? { id: manager.id, fullName: nameOf(manager), email: manager.email, isActive: manager.isActive }
      : null,
    interviewTimezone: zone.timezone,
    timezoneSource: zone.source,
    interviewTime: SCHEDULE_FORM_DEFAULTS.interviewTime,
    duration: SCHEDULE_FORM_DEFAULTS.duration,
    type: SCHEDULE_FORM_DEFAULTS.type,
    meetingMethod: SCHEDULE_FORM_DEFAULTS.meetingMethod,
    calendarInviteRecipients: SCHEDULE_FORM_DEFAULTS.calendarInviteRecipients,
    round: interviews + 1,
    businessHours: { ...BUSINESS_HOURS, timezone: zone.timezone },
    scheduleBufferMinutes: SCHEDULE_BUFFER_MINUTES,
    maxInterviewers: LIMITS.interviewers,
  }
}
