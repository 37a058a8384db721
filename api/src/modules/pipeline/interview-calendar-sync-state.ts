/**
 * GET interviews/{id}/calendar-sync: what became of the interview in each interviewer's connected
 * calendar (calendar.interview), for the people who may change the interview.
 */
import type { InterviewCalendarSync } from '@quota/shared/contracts/interviews'
import { eq } from 'drizzle-orm'
import { interviewInterviewersTable } from '../../db/schema'
import type { UseCaseContext } from '../context'
import { loadInterviewFor } from './interview-access'

export async function interviewCalendarSyncState({
  ctx,
  input,
}: {
  ctx: UseCaseContext
  input: { interviewId: string }
}): Promise<InterviewCalendarSync> {
  const { interview } = await loadInterviewFor(ctx, ctx.db, input.interviewId, false)
  const rows = await ctx.db
    .select()
    .from(interviewInterviewersTable)
    .where(eq(interviewInterviewersTable.interviewId, interview.id))
    .orderBy(interviewInterviewersTable.createdAt, interviewInterviewersTable.email)
  return {
    interviewId: interview.id,
    sequence: interview.sequence,
    interviewers: rows.map((r) => {
      // an outcome for an older SEQUENCE says nothing about the current version
      const current = r.calendarSyncState !== null && r.calendarSyncSequence === interview.sequence
      return {
        email: r.email,
        name: r.name,
        userId: r.userId,
        state: current ? r.calendarSyncState! : 'pending',
        sequence: r.calendarSyncSequence,
        note: current ? r.calendarSyncNote : null,
        at: r.calendarSyncedAt?.toISOString() ?? null,
      }
    }),
  }
}
