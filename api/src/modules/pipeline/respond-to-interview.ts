/**
 * GET guest/candidate/interviews/{hash} and POST guest/candidate/interviews/{hash}/response: the
 * candidate reads the interview their invite mail links to and answers it once, without signing in
 * (000 §2 route "interview"; 002 §2 "Interview responses (public)"). The secret reaches its own
 * interview only. A second answer is refused with the spec's "already responded, offering login"
 * (000 §8); reading an answered link says so too, with the answer given.
 * Link results (`meta.result`): invalid (404), cancelled and expired (410), alreadyResponded (409).
 * The answer is stamped on the interview and the link, audited, and mailed to the hiring side
 * (the job's account manager, the candidate's owner and whoever scheduled the interview).
 */
import type {
  InterviewLinkAnswer,
  InterviewLinkParams,
  InterviewLinkResult,
  InterviewResponseInput,
} from '@quota/shared/contracts/interview-response'
import {
  INTERVIEW_LINK_MESSAGES,
  INTERVIEW_RESPONSE_LABELS,
  interviewLinkState,
  interviewResponseNoteProblem,
} from '@quota/shared/domain/interview-response/index'
import { AppError } from '@quota/shared/errors/index'
import { eq } from 'drizzle-orm'
import { writeAudit } from '../../audit/write-audit'
import type { DbOrTx } from '../../db/client'
import { publicLinksTable } from '../../db/schema'
import { interviewDto } from '../candidate-dashboard'
import {
  activeRecipients,
  findInterviewForLink,
  findInterviewLink,
  recordInterviewResponse,
} from './interview-response-repository'
import { enqueueInterviewResponseNotice } from './mails'

interface GuestContext {
  db: DbOrTx
  requestId: string
}

function linkError(result: InterviewLinkResult, meta: Record<string, unknown> = {}) {
  switch (result) {
    case 'invalid':
      return new AppError('NOT_FOUND', { message: INTERVIEW_LINK_MESSAGES.invalid, meta: { result } })
    case 'cancelled':
      return new AppError('INVALID_LINK', { message: INTERVIEW_LINK_MESSAGES.cancelled, meta: { result } })
    case 'expired':
      return new AppError('INVALID_LINK', { message: INTERVIEW_LINK_MESSAGES.expired, meta: { result } })
    case 'alreadyResponded':
      return new AppError('CONFLICT', {
        message: INTERVIEW_LINK_MESSAGES.alreadyResponded,
        meta: { result, offerLogin: true, ...meta },
      })
  }
}

/** The link's interview, and what state it is in; throws the link results that end here. */
async function openLink(tx: DbOrTx, hash: string, lock: 'share' | 'update', now: Date) {
  const link = await findInterviewLink(tx, hash, lock)
  if (!link?.interviewId || !link.candidateId) throw linkError('invalid')
  const row = await findInterviewForLink(tx, link.interviewId, link.candidateId)
  if (!row) throw linkError('invalid')
  const { interview } = row
  const state = interviewLinkState(
    {
      state: interview.state,
      candidateResponse: interview.candidateResponse,
      endsAt: new Date(interview.startsAt.getTime() + interview.durationMinutes * 60_000),
      revoked: link.revokedAt !== null,
    },
    now,
  )
  if (state === 'cancelled' || state === 'expired') throw linkError(state)
  return { link, row, state }
}

export async function readInterviewLink({
  ctx,
  input,
}: {
  ctx: GuestContext
  input: InterviewLinkParams
}): Promise<InterviewLinkAnswer> {
  const now = new Date()
  return ctx.db.transaction(async (tx) => {
    const { row, state } = await openLink(tx, input.hash, 'share', now)
    return {
      state: state === 'open' ? 'open' : 'responded',
      candidateFirstName: row.candidate.firstName,
      interview: interviewDto(row, now),
    }
  })
}

export async function respondToInterview({
  ctx,
  input,
}: {
  ctx: GuestContext
  input: InterviewLinkParams & { body: InterviewResponseInput }
}): Promise<InterviewLinkAnswer> {
  const now = new Date()
  const { response } = input.body
  const note = input.body.note?.trim() || null
  return ctx.db.transaction(async (tx) => {
    const { link, row, state } = await openLink(tx, input.hash, 'update', now)
    if (state === 'alreadyResponded') {
      throw linkError('alreadyResponded', { response: row.interview.candidateResponse })
    }
    const problem = interviewResponseNoteProblem(response, note)
    if (problem) throw AppError.field('note', problem.rule, problem.message)

    const updated = await recordInterviewResponse(tx, row.interview.id, { response, note, at: now })
    if (!updated) throw linkError('alreadyResponded', { response: row.interview.candidateResponse })
    await tx
      .update(publicLinksTable)
      .set({ usedAt: now, response: { response, ...(note ? { notes: note } : {}) } })
      .where(eq(publicLinksTable.id, link.id))
    await writeAudit(
      tx,
      { actor: { userId: row.candidate.userId, userType: 'candidate' }, requestId: ctx.requestId },
      {
        entityType: 'interview',
        entityId: row.interview.id,
        root: { type: 'candidate', id: row.candidate.id },
        action: 'respondToInterview',
        field: 'candidateResponse',
        before: { response: row.interview.candidateResponse },
        after: { response, note },
      },
    )

    const recipients = await activeRecipients(tx, [row.accountManagerId, row.candidateOwnerId, row.interview.createdBy])
    const dto = interviewDto({ ...row, interview: updated }, now)
    const candidateName = `${row.candidate.firstName} ${row.candidate.lastName}`.trim()
    for (const person of recipients) {
      await enqueueInterviewResponseNotice(tx, {
        to: person.email,
        notice: {
          firstName: person.firstName,
          candidateName,
          jobName: row.job.name,
          organizationName: row.organization.name,
          title: dto.title,
          startsAt: updated.startsAt,
          timezone: updated.timezone,
          responseLabel: INTERVIEW_RESPONSE_LABELS[response],
          note,
        },
        interviewId: row.interview.id,
        requestId: ctx.requestId,
      })
    }
    return { state: 'responded', candidateFirstName: row.candidate.firstName, interview: dto }
  })
}
