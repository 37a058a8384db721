/**
 * GET and PUT guest/interview-feedback/{hash}: an outside interviewer (on the panel by address,
 * no Quota account) reads the interview and gives or edits their feedback through the link in the
 * feedback request, without signing in. Rules in shared/domain/interview-feedback/guest-link.ts:
 * 14 days from the mail, one feedback per address, editable while the link works. Link answers:
 * invalid 404, expired or cancelled 410, an address that has an account now or an interview not
 * held yet 409 (reading still shows the interview, with why it cannot be written).
 */
import type {
  GuestFeedbackParams,
  GuestFeedbackSheet,
  InterviewFeedbackDto,
  PutInterviewFeedbackInput,
} from '@quota/shared/contracts/interview-feedback'
import {
  GUEST_FEEDBACK_LINK_MESSAGES,
  type GuestFeedbackLinkState,
  guestFeedbackLinkState,
} from '@quota/shared/domain/interview-feedback/index'
import { AppError } from '@quota/shared/errors/index'
import { and, eq } from 'drizzle-orm'
import { writeAudit } from '../../audit/write-audit'
import type { DbOrTx } from '../../db/client'
import { interviewFeedbackTable, publicLinksTable } from '../../db/schema'
import { checkAnswerQuestions, feedbackOf, fullName, noticeFeedbackGiven } from './feedback'
import { findGuestFeedbackLink } from './guest-links'
import { liveQuestions } from './questions'

interface GuestContext {
  db: DbOrTx
  requestId: string
}

function linkError(state: Exclude<GuestFeedbackLinkState, 'ok'>) {
  const message = GUEST_FEEDBACK_LINK_MESSAGES[state]
  const meta = { result: state }
  switch (state) {
    case 'invalid':
      return new AppError('NOT_FOUND', { message, meta })
    case 'expired':
    case 'cancelled':
      return new AppError('INVALID_LINK', { message, meta })
    case 'hasAccount':
    case 'notHeldYet':
      return new AppError('CONFLICT', { message, meta })
  }
}

/** The link and its interview with the rule's verdict; throws for links that lead nowhere. */
async function openLink(tx: DbOrTx, hash: string, lock: 'share' | 'update', now: Date) {
  const found = await findGuestFeedbackLink(tx, hash, lock)
  const state = guestFeedbackLinkState({
    link: found?.link ?? null,
    onPanel: !!found?.panel,
    hasAccount: found?.hasAccount ?? false,
    interview: found?.interview ?? { state: 'scheduled', startsAt: now },
    now,
  })
  if (!found || state === 'invalid' || state === 'expired' || state === 'cancelled')
    throw linkError(state === 'ok' ? 'invalid' : state)
  return { found, state }
}

const interviewerName = (found: { email: string; panel: { name: string | null } | null }) =>
  found.panel?.name?.trim() || found.email

export async function readGuestFeedback({
  ctx,
  input,
}: {
  ctx: GuestContext
  input: GuestFeedbackParams
}): Promise<GuestFeedbackSheet> {
  const now = new Date()
  return ctx.db.transaction(async (tx) => {
    const { found, state } = await openLink(tx, input.hash, 'share', now)
    const { interview, job, candidate } = found
    const mine = (await feedbackOf(tx, interview.id, { email: found.email })).find((f) => f.isMine) ?? null
    return {
      interview: {
        title: interview.title?.trim() || `Interview, round ${interview.round}`,
        jobName: job.name,
        organizationName: found.organizationName,
        candidateName: fullName(candidate) || 'the candidate',
        round: interview.round,
        startsAt: interview.startsAt.toISOString(),
        timezone: interview.timezone,
        durationMinutes: interview.durationMinutes,
      },
      interviewer: { email: found.email, name: interviewerName(found) },
      questions: await liveQuestions(tx, job.id),
      feedback: mine,
      expiresAt: found.link.expiresAt!.toISOString(),
      canWrite: state === 'ok',
      cannotWriteReason: state === 'ok' ? null : GUEST_FEEDBACK_LINK_MESSAGES[state],
    }
  })
}

export async function putGuestFeedback({
  ctx,
  input,
  publicUrl,
}: {
  ctx: GuestContext
  input: GuestFeedbackParams & { body: PutInterviewFeedbackInput }
  /** Where the web app is, for the link in the mail to the account manager. */
  publicUrl: string
}): Promise<InterviewFeedbackDto> {
  const now = new Date()
  const { body } = input
  const values = {
    rating: body.rating,
    recommendation: body.recommendation,
    answers: body.answers,
    notes: body.notes?.length ? body.notes : null,
  }
  return ctx.db.transaction(async (tx) => {
    // the link row lock serialises this interviewer's saves
    const { found, state } = await openLink(tx, input.hash, 'update', now)
    if (state !== 'ok') throw linkError(state)
    const { interview, job, candidate, email } = found
    await checkAnswerQuestions(tx, interview.jobId, body.answers)
    const [before] = await tx
      .select()
      .from(interviewFeedbackTable)
      .where(and(eq(interviewFeedbackTable.interviewId, interview.id), eq(interviewFeedbackTable.authorEmail, email)))
    const [saved] = await tx
      .insert(interviewFeedbackTable)
      .values({ interviewId: interview.id, jobCandidateId: interview.jobCandidateId, authorEmail: email, ...values })
      .onConflictDoUpdate({
        target: [interviewFeedbackTable.interviewId, interviewFeedbackTable.authorEmail],
        set: { ...values, updatedAt: now },
      })
      .returning({ id: interviewFeedbackTable.id })
    await tx.update(publicLinksTable).set({ usedAt: now }).where(eq(publicLinksTable.id, found.link.id))
    await writeAudit(
      tx,
      { actor: null, requestId: ctx.requestId },
      {
        entityType: 'interview',
        entityId: interview.id,
        root: { type: 'jobCandidate', id: interview.jobCandidateId },
        action: before ? 'interview.feedbackEdited' : 'interview.feedbackGiven',
        field: 'feedback',
        before: before ? { rating: before.rating, recommendation: before.recommendation } : undefined,
        after: {
          feedbackId: saved!.id,
          rating: values.rating,
          recommendation: values.recommendation,
          authorEmail: email,
        },
      },
    )
    if (!before) {
      await noticeFeedbackGiven(tx, {
        requestId: ctx.requestId,
        interview,
        job,
        candidate,
        author: { userId: null, name: interviewerName(found) },
        values,
        publicUrl,
      })
    }
    const mine = (await feedbackOf(tx, interview.id, { email })).find((f) => f.isMine)
    if (!mine) throw new AppError('INTERNAL')
    return mine
  })
}
