/**
 * The candidate's interview invite (scheduleInterview saved with "Send" to everyone): a one-time
 * answer link, and the mail that carries it, recorded in the candidate's messages about the job.
 */
import type { DbOrTx } from '../../db/client'
import { createInterviewLink, interviewLinks } from './interview-links'
import { enqueuePipelineMail } from './mails'
import type { PipelineContext } from './perform-stage-action'
import type { JobForPipeline, PipelineCandidate } from './repository'

export async function sendInterviewInvite(
  tx: DbOrTx,
  input: {
    ctx: PipelineContext
    job: JobForPipeline
    candidate: PipelineCandidate
    to: string
    jobCandidateId: string
    interviewId: string
    title: string | null
    startsAt: Date
    timezone: string
    durationMinutes: number
    place: string | null
  },
): Promise<void> {
  const { ctx, job, candidate } = input
  const token = await createInterviewLink(tx, {
    interviewId: input.interviewId,
    jobId: job.id,
    candidateId: candidate.id,
    jobCandidateId: input.jobCandidateId,
    createdBy: ctx.actor.userId,
    createdByUserType: ctx.actor.userType === 'client' ? 'client' : 'staff',
    endsAt: new Date(input.startsAt.getTime() + input.durationMinutes * 60_000),
  })
  await enqueuePipelineMail(tx, {
    to: input.to,
    mail: {
      template: 'pipelineInterviewInvite',
      firstName: candidate.firstName,
      jobName: job.name,
      organizationName: job.organizationName,
      // the same default title the candidate's calendar shows
      title: input.title?.trim() || `Interview for ${job.name} at ${job.organizationName}`,
      startsAt: input.startsAt,
      timezone: input.timezone,
      durationMinutes: input.durationMinutes,
      place: input.place,
      links: interviewLinks(ctx.publicUrl, token),
    },
    jobCandidateId: input.jobCandidateId,
    candidateId: candidate.id,
    jobId: job.id,
    senderUserId: ctx.actor.userId,
    requestId: ctx.requestId,
  })
}
