/**
 * Who may change or download an interview: a recruiter (the `recruiter` permission), or a client
 * recruiter of the job's company (the same people as scheduleInterview). Another company's
 * interview answers 404, so its existence does not leak.
 */
import type { InterviewDto } from '@quota/shared/contracts/interviews'
import type { Invitee } from '@quota/shared/domain/interview-schedule/index'
import { zonedParts } from '@quota/shared/domain/interview-schedule/index'
import { AppError } from '@quota/shared/errors/index'
import type { DbOrTx } from '../../db/client'
import type { InterviewRow } from '../../db/schema'
import type { UseCaseContext } from '../context'
import { findInterviewForInvitation } from './interview-invitations-repository'
import { viewerOf } from './viewer'

export const interviewNotFound = () => new AppError('NOT_FOUND', { message: 'Interview not found' })

export async function loadInterviewFor(ctx: UseCaseContext, tx: DbOrTx, interviewId: string, lock: boolean) {
  const viewer = viewerOf(ctx.actor)
  if (viewer === 'nonStaff') throw new AppError('FORBIDDEN', { message: 'You are not authorize' })
  const row = await findInterviewForInvitation(tx, interviewId, lock)
  if (!row) throw interviewNotFound()
  if (viewer === 'client' && row.job.organizationId !== ctx.actor.organizationId) throw interviewNotFound()
  return row
}

export function toInterviewDto(
  interview: InterviewRow,
  title: string,
  interviewers: { email: string; name: string | null }[],
  sentTo: Invitee[],
  meetingNotice: string | null = null,
): InterviewDto {
  const local = zonedParts(interview.startsAt, interview.timezone)
  return {
    id: interview.id,
    jobId: interview.jobId,
    candidateId: interview.candidateId,
    type: interview.type,
    interviewTitle: title,
    round: interview.round,
    interviewDateTime: interview.startsAt.toISOString(),
    interviewDate: local.date,
    interviewTime: local.time,
    interviewTimezone: interview.timezone,
    duration: interview.durationMinutes,
    location: interview.location,
    meetingMethod: interview.meetingMethod,
    meetingUrl: interview.meetingUrl,
    calendarInviteRecipients: interview.notificationAudience,
    saveMode: interview.saveMode,
    source: interview.source,
    state: interview.state,
    sequence: interview.sequence,
    interviewers,
    invitationsSentTo: sentTo.map((r) => ({ email: r.email, role: r.role })),
    meetingId: interview.meetingId,
    meetingNotice,
  }
}
