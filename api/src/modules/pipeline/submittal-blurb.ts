/**
 * GET and PATCH candidates/submittal-blurb (001 §7): the recruiter's pitch for a submitted
 * candidate. It is written with the submit action and goes with the submittal to the client (and
 * to a connected ATS as a note). Provider recruiters read it and change it while the candidate is
 * in submittal, send-out or offer; other provider staff read it; a client recruiter reads it for
 * its own company's job once the candidate was submitted to it. Anything else answers 404 (another
 * company's job, a candidate not in the job), so ids do not leak.
 */
import type { SubmittalBlurb, SubmittalBlurbQuery, UpdateSubmittalBlurbInput } from '@quota/shared/contracts/pipeline'
import { type Identity, scrubHtml } from '@quota/shared/domain/candidates/anti-bias'
import type { StoredStageType } from '@quota/shared/domain/enums'
import { AppError } from '@quota/shared/errors/index'
import { and, eq, isNull } from 'drizzle-orm'
import { writeAudit } from '../../audit/write-audit'
import type { DbOrTx } from '../../db/client'
import { candidatesTable, type JobCandidateRow, jobCandidatesTable, jobsTable } from '../../db/schema'
import { sanitizeRichText } from '../../files/html'
import type { UseCaseContext } from '../context'
import { clientCanSee, viewerOf } from './viewer'

/** The stages a submitted candidate's pitch belongs to (it is written with the submit action). */
export const BLURB_STAGES: readonly StoredStageType[] = ['submittal', 'send_out', 'offer']

const notFound = () => new AppError('NOT_FOUND', { message: 'Candidate not associated with the job' })

async function loadRow(
  db: DbOrTx,
  ctx: UseCaseContext,
  input: SubmittalBlurbQuery,
  forUpdate: boolean,
): Promise<{ row: JobCandidateRow; canEdit: boolean; who: Identity }> {
  const viewer = viewerOf(ctx.actor)
  const [job] = await db
    .select({ organizationId: jobsTable.organizationId })
    .from(jobsTable)
    .where(and(eq(jobsTable.id, input.jobId), isNull(jobsTable.deletedAt)))
  if (!job || (viewer === 'client' && job.organizationId !== ctx.actor.organizationId))
    throw new AppError('NOT_FOUND', { message: 'Unable to locate selected job' })
  const query = db
    .select({
      row: jobCandidatesTable,
      searchStatus: candidatesTable.searchStatus,
      who: {
        firstName: candidatesTable.firstName,
        lastName: candidatesTable.lastName,
        email: candidatesTable.email,
        phone: candidatesTable.phone,
      },
    })
    .from(jobCandidatesTable)
    .innerJoin(candidatesTable, eq(candidatesTable.id, jobCandidatesTable.candidateId))
    .where(
      and(
        eq(jobCandidatesTable.jobId, input.jobId),
        eq(jobCandidatesTable.candidateId, input.candidateId),
        isNull(jobCandidatesTable.removedAt),
      ),
    )
  const [found] = forUpdate ? await query.for('update', { of: jobCandidatesTable }) : await query
  if (!found) throw notFound()
  if (viewer === 'client' && !(found.row.isSubmittedToClient && clientCanSee(found.row, found))) throw notFound()
  return {
    row: found.row,
    canEdit: viewer === 'recruiter' && BLURB_STAGES.includes(found.row.stageType),
    who: found.who,
  }
}

const toDto = (row: JobCandidateRow, canEdit: boolean): SubmittalBlurb => ({
  jobId: row.jobId,
  candidateId: row.candidateId,
  submittalBlurbHtml: row.submittalBlurbHtml ?? null,
  canEdit,
})

export async function getSubmittalBlurb({
  ctx,
  input,
  antiBias = false,
}: {
  ctx: UseCaseContext
  input: SubmittalBlurbQuery
  /** The anti-bias gate's decision: the pitch then loses the person's name, contacts and links. */
  antiBias?: boolean
}): Promise<SubmittalBlurb> {
  const { row, canEdit, who } = await loadRow(ctx.db, ctx, input, false)
  const dto = toDto(row, canEdit)
  return antiBias && dto.submittalBlurbHtml
    ? { ...dto, submittalBlurbHtml: scrubHtml(dto.submittalBlurbHtml, who), canEdit: false }
    : dto
}

export async function updateSubmittalBlurb({
  ctx,
  input,
}: {
  ctx: UseCaseContext
  input: UpdateSubmittalBlurbInput
}): Promise<SubmittalBlurb> {
  const viewer = viewerOf(ctx.actor)
  if (viewer !== 'recruiter') throw new AppError('FORBIDDEN')
  return ctx.db.transaction(async (tx) => {
    const { row, canEdit } = await loadRow(tx, ctx, input, true)
    if (!canEdit)
      throw new AppError('CONFLICT', {
        message: 'The submittal blurb can be changed only while the candidate is submitted, sent out or offered.',
      })
    const html = sanitizeRichText(input.submittalBlurbHtml)
    const next = html ? html : null
    if (next === (row.submittalBlurbHtml ?? null)) return toDto(row, true)
    const [written] = await tx
      .update(jobCandidatesTable)
      .set({ submittalBlurbHtml: next, updatedAt: new Date() })
      .where(eq(jobCandidatesTable.id, row.id))
      .returning()
    await writeAudit(tx, ctx, {
      entityType: 'jobCandidate',
      entityId: row.id,
      root: { type: 'candidate', id: row.candidateId },
      action: 'update',
      field: 'submittalBlurbHtml',
      before: row.submittalBlurbHtml ?? null,
      after: next,
    })
    return toDto(written!, true)
  })
}
