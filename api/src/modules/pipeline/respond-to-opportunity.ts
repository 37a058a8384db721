/**
 * GET/POST guest/candidate/jit-opportunity/{hash}/{response}: the candidate answers an opportunity
 * by the link mailed to them — interested (the submittal goes to the client as AM Submitted, and
 * the candidate can no longer be un-submitted), or not interested with reasons and notes (the
 * candidate's own rejection). GET checks the link without using it.
 * Link results (000 §3): invalid_hash (no such link), hash_expired (expired, revoked, or the
 * opportunity moved on), already_submitted (answered before), not_found (the job or the
 * candidate's place in it is gone). Each is an error answer whose meta.result names it.
 */
import type { JitOpportunityAnswer, JitOpportunityInput, JitOpportunityParams } from '@quota/shared/contracts/pipeline'
import { transition } from '@quota/shared/domain/workflow/index'
import { AppError } from '@quota/shared/errors/index'
import { and, eq } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { publicLinksTable } from '../../db/schema'
import { hashToken } from './opportunity-links'
import { findCandidate, findJobCandidate, findListValues, lockJob } from './repository'
import { commitStageChange } from './stage-change'

const linkError = (result: 'invalid_hash' | 'hash_expired' | 'already_submitted' | 'not_found') => {
  switch (result) {
    case 'invalid_hash':
      return new AppError('INVALID_LINK', { message: 'Invalid link!', meta: { result } })
    case 'hash_expired':
      return new AppError('INVALID_LINK', { message: 'This link has expired', meta: { result } })
    case 'already_submitted':
      return new AppError('CONFLICT', { message: 'You have already answered this opportunity', meta: { result } })
    case 'not_found':
      return new AppError('NOT_FOUND', { message: 'This opportunity no longer exists', meta: { result } })
  }
}

export async function respondToOpportunity({
  ctx,
  input,
}: {
  ctx: { db: DbOrTx; requestId: string }
  input: JitOpportunityParams & { body: JitOpportunityInput | null }
}): Promise<JitOpportunityAnswer> {
  const submit = input.body !== null
  const now = new Date()
  return ctx.db.transaction(async (tx) => {
    const [link] = await tx
      .select()
      .from(publicLinksTable)
      .where(and(eq(publicLinksTable.tokenHash, hashToken(input.hash)), eq(publicLinksTable.purpose, 'jitOpportunity')))
      .for(submit ? 'update' : 'share')
      .limit(1)
    if (!link) throw linkError('invalid_hash')
    if (link.usedAt) throw linkError('already_submitted')
    if (link.revokedAt || (link.expiresAt && link.expiresAt <= now)) throw linkError('hash_expired')
    const job = link.jobId ? await lockJob(tx, link.jobId, submit ? 'share' : 'none') : undefined
    const candidate = link.candidateId ? await findCandidate(tx, link.candidateId) : undefined
    const row = job && candidate ? await findJobCandidate(tx, job.id, candidate.id) : undefined
    if (!job || !candidate || !row || row.removedAt || row.id !== link.jobCandidateId) throw linkError('not_found')
    const waiting =
      row.stageType === 'submittal' &&
      row.stageStatus === 'current' &&
      row.currentStatus === 'pending_candidate_response'
    if (!waiting) throw linkError('hash_expired')

    const answer: JitOpportunityAnswer = {
      result: submit ? 'submitted' : 'valid',
      response: input.response,
      job: { id: job.id, name: job.name, organizationName: job.organizationName },
    }
    if (!submit) return answer

    const body = input.body!
    const interested = input.response === 'interested'
    const reasonIds = interested ? [] : body.notInterestedReasonIds
    if (reasonIds.length) {
      const found = new Set(
        (await findListValues(tx, reasonIds, ['jitOpportunityNotInterestedReason'])).map((v) => v.id),
      )
      const missing = reasonIds.findIndex((id) => !found.has(id))
      if (missing >= 0)
        throw AppError.field(
          `notInterestedReasonIds.${missing}`,
          'unknownValue',
          'Not a value of jitOpportunityNotInterestedReason',
        )
    }
    await commitStageChange(tx, {
      job,
      candidate,
      row,
      action: 'respondToOpportunity',
      changes: {
        ...transition('respondToOpportunity', row, { now, actorId: candidate.userId, party: 'candidate', interested }),
        ...(interested ? {} : { rejectionReasonIds: reasonIds, rejectionNotes: body.notes ?? null }),
      },
      actor: { userId: candidate.userId, userType: 'candidate' },
      requestId: ctx.requestId,
      now,
      notes: body.notes,
      data: { response: input.response, notInterestedReasonIds: reasonIds },
    })
    await tx
      .update(publicLinksTable)
      .set({
        usedAt: now,
        response: { response: input.response, notInterestedReasonIds: reasonIds, notes: body.notes ?? undefined },
      })
      .where(eq(publicLinksTable.id, link.id))
    return answer
  })
}
