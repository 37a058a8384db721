/**
 * GET candidates/{id}/interviews (provider staff): the candidate's scheduled interviews across
 * jobs for the profile's Interviews tab (spec 000/001 "Candidate profile tabs ... interview"),
 * upcoming first then past, with their interviewers, each with its save mode and whether it can
 * still be moved or cancelled here (the calendar notice otherwise). Cancelled interviews are left out.
 */
import type { StaffInterviewListItem } from '@quota/shared/contracts/interviews'
import { interviewChangeability } from '@quota/shared/domain/interview-schedule/index'
import { inArray } from 'drizzle-orm'
import { interviewsTable } from '../../db/schema'
import { listInterviewsWithInterviewersOf } from '../candidate-dashboard/interview-repository'
import { candidateFor } from './access'
import type { CandidateCtx } from './context'

export async function listInterviewsForStaff({
  ctx,
  input,
}: {
  ctx: CandidateCtx
  input: { candidateId: string }
}): Promise<StaffInterviewListItem[]> {
  const candidate = await candidateFor(ctx, input.candidateId, 'read')
  const interviews = await listInterviewsWithInterviewersOf(ctx.db, candidate.id)
  if (!interviews.length) return []
  const modes = await ctx.db
    .select({ id: interviewsTable.id, saveMode: interviewsTable.saveMode, state: interviewsTable.state })
    .from(interviewsTable)
    .where(
      inArray(
        interviewsTable.id,
        interviews.map((i) => i.id),
      ),
    )
  const byId = new Map(modes.map((m) => [m.id, m]))
  return interviews.map((i) => {
    const row = byId.get(i.id)!
    return {
      ...i,
      saveMode: row.saveMode,
      changeability: interviewChangeability({ source: i.source, saveMode: row.saveMode, state: row.state }),
    }
  })
}
