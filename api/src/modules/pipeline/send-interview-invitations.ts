/**
 * Sends an interview's invitation (RFC 5546 iMIP) to every recipient of its audience (000 §3:
 * all = candidate, interviewers, account manager, candidate owner; staffOnly = account manager and
 * candidate owner; none): one calendar object with every invitee as an ATTENDEE, a REQUEST for a
 * new or moved interview and a CANCEL for a cancelled one, in a mail to each. The candidate's mail
 * also carries the one-time links to answer (accept / decline / propose another time) and is
 * recorded in the candidate's messages about the job. Queued in the caller's transaction.
 */
import { type Invitee, inviteRecipients } from '@quota/shared/domain/interview-schedule/index'
import type { DbOrTx } from '../../db/client'
import { interviewCalendar } from './interview-calendar'
import { findInterviewForInvitation, interviewersOf, usersByIds } from './interview-invitations-repository'
import { createInterviewLink, interviewLinks } from './interview-links'
import { enqueueInterviewCalendarNotice, enqueuePipelineMail } from './mails'
import type { PipelineContext } from './perform-stage-action'

export type InvitationChange = 'new' | 'updated' | 'cancelled'

const fullName = (u: { firstName: string | null; lastName: string | null }) =>
  [u.firstName, u.lastName].filter(Boolean).join(' ').trim() || null

/**
 * The interview's invitation as it stands: its audience and the calendar object (same UID, the
 * row's SEQUENCE) every copy shares, the mailed ones and the one written into connected calendars.
 */
export async function interviewInvitation(
  tx: DbOrTx,
  input: { interviewId: string; method: 'REQUEST' | 'CANCEL'; organizer: { name: string; email: string } },
) {
  const row = await findInterviewForInvitation(tx, input.interviewId)
  if (!row) return null
  const { interview, job, candidate } = row
  const users = await usersByIds(tx, [row.accountManagerId, row.candidateOwnerId, interview.createdBy])
  const user = (id: string | null) => users.find((u) => u.id === id && u.isActive)
  const person = (id: string | null) => {
    const u = user(id)
    return u ? { email: u.email, name: fullName(u) } : null
  }
  const recipients = inviteRecipients(interview.notificationAudience, {
    candidate: candidate.email ? { email: candidate.email, name: fullName(candidate) } : null,
    interviewers: await interviewersOf(tx, interview.id),
    accountManager: person(row.accountManagerId),
    candidateOwner: person(row.candidateOwnerId),
  })
  const scheduler = user(interview.createdBy)
  const organizer = scheduler
    ? { name: fullName(scheduler) ?? scheduler.email, email: scheduler.email }
    : input.organizer
  const title = interview.title?.trim() || `Interview for ${job.name} at ${row.organizationName}`
  const candidateName = fullName(candidate) ?? 'The candidate'
  const place = interview.location ?? interview.meetingUrl ?? null
  const content = (attendees: readonly Pick<Invitee, 'email' | 'name'>[]) =>
    interviewCalendar({
      interviewId: interview.id,
      sequence: interview.sequence,
      method: input.method,
      startsAt: interview.startsAt,
      durationMinutes: interview.durationMinutes,
      timezone: interview.timezone,
      title,
      description: [
        `Interview with ${candidateName} for ${job.name} at ${row.organizationName}`,
        `Time zone: ${interview.timezone}`,
        interview.meetingUrl ? `Join: ${interview.meetingUrl}` : null,
      ]
        .filter(Boolean)
        .join('\n'),
      location: place,
      url: interview.meetingUrl,
      organizer,
      attendees,
      stamp: new Date(),
    })
  return { row, recipients, title, candidateName, place, content }
}

/** Answers who it went to (empty for the audience "none"). */
export async function sendInterviewInvitations(
  tx: DbOrTx,
  input: { ctx: PipelineContext; interviewId: string; change: InvitationChange },
): Promise<Invitee[]> {
  const { ctx } = input
  const method = input.change === 'cancelled' ? 'CANCEL' : 'REQUEST'
  const invitation = await interviewInvitation(tx, { interviewId: input.interviewId, method, organizer: ctx.organizer })
  if (!invitation?.recipients.length) return []
  const { row, recipients, title, candidateName, place } = invitation
  const { interview, job, candidate } = row
  const content = invitation.content(recipients)
  const calendar = { method, content, filename: method === 'CANCEL' ? 'cancel.ics' : 'invite.ics' } as const

  for (const to of recipients) {
    if (to.role === 'candidate') {
      const common = {
        firstName: candidate.firstName,
        jobName: job.name,
        organizationName: row.organizationName,
        title,
        startsAt: interview.startsAt,
        timezone: interview.timezone,
      }
      const mail =
        input.change === 'cancelled'
          ? { template: 'pipelineInterviewCancelled' as const, ...common }
          : {
              template: 'pipelineInterviewInvite' as const,
              change: input.change,
              ...common,
              durationMinutes: interview.durationMinutes,
              place,
              links: interviewLinks(
                ctx.publicUrl,
                await createInterviewLink(tx, {
                  interviewId: interview.id,
                  jobId: job.id,
                  candidateId: candidate.id,
                  jobCandidateId: interview.jobCandidateId,
                  createdBy: ctx.actor.userId,
                  createdByUserType: ctx.actor.userType === 'client' ? 'client' : 'staff',
                  endsAt: new Date(interview.startsAt.getTime() + interview.durationMinutes * 60_000),
                }),
              ),
            }
      await enqueuePipelineMail(tx, {
        to: to.email,
        mail,
        calendar,
        jobCandidateId: interview.jobCandidateId,
        candidateId: candidate.id,
        jobId: job.id,
        senderUserId: ctx.actor.userId,
        requestId: ctx.requestId,
      })
      continue
    }
    await enqueueInterviewCalendarNotice(tx, {
      to: to.email,
      notice: {
        change: input.change,
        name: to.name,
        candidateName,
        jobName: job.name,
        organizationName: row.organizationName,
        title,
        startsAt: interview.startsAt,
        timezone: interview.timezone,
        durationMinutes: interview.durationMinutes,
        place,
      },
      calendar,
      interviewId: interview.id,
      requestId: ctx.requestId,
    })
  }
  return recipients
}
