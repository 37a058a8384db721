/**
 * POST jobs/{id}/fill-candidate-gaps (001 §7 "Candidate and job interplay"; the spec names the
 * call only). Our design, written down in the issue note: before a submittal, a recruiter asks
 * every candidate in the job's live stages (shortlist, submittal, send-out, offer) whose profile
 * is not complete to complete it, in one click. It is the `completeProfile` notification of
 * POST candidates/send-notification, sent to those candidates: the same template, message log,
 * outbox and answer (queued, and skipped with a reason: no account, no e-mail, marked for
 * deletion), plus how many were looked at and how many were already complete.
 */
import type { FillCandidateGapsResult } from '@quota/shared/contracts/candidates'
import { AppError } from '@quota/shared/errors/index'
import { and, eq, inArray, isNull } from 'drizzle-orm'
import { candidatesTable, jobCandidatesTable, jobsTable } from '../../db/schema'
import type { CandidateCtx } from './context'
import { sendCandidateNotification } from './send-notification'

/** The stages where a profile is about to be read by a client. */
const LIVE_STAGES = ['shortlist', 'submittal', 'send_out', 'offer'] as const

export async function fillCandidateGaps({
  ctx,
  input,
}: {
  ctx: CandidateCtx
  input: { jobId: string; origin: string }
}): Promise<FillCandidateGapsResult> {
  const [job] = await ctx.db
    .select({ id: jobsTable.id })
    .from(jobsTable)
    .where(and(eq(jobsTable.id, input.jobId), isNull(jobsTable.deletedAt)))
  if (!job) throw new AppError('NOT_FOUND')
  const live = and(
    eq(jobCandidatesTable.jobId, job.id),
    isNull(jobCandidatesTable.removedAt),
    inArray(jobCandidatesTable.stageType, [...LIVE_STAGES]),
  )
  const rows = await ctx.db
    .select({ candidateId: jobCandidatesTable.candidateId, completion: candidatesTable.profileCompletion })
    .from(jobCandidatesTable)
    .innerJoin(candidatesTable, eq(candidatesTable.id, jobCandidatesTable.candidateId))
    .where(live)
  const incomplete = rows.filter((r) => r.completion < 100).map((r) => r.candidateId)
  const result = incomplete.length
    ? await sendCandidateNotification({
        ctx,
        input: { candidateIds: incomplete, type: 'completeProfile', origin: input.origin },
      })
    : { type: 'completeProfile' as const, queued: [], skipped: [] }
  return { jobId: job.id, inLiveStages: rows.length, complete: rows.length - incomplete.length, ...result }
}
