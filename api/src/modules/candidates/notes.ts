/**
 * Internal notes (provider staff): GET (type filter), POST, PUT candidates/{id}/internal-profile/notes.
 * Plain text at most 10,000 characters, HTML at most 50,000, sanitized; the plain text kept
 * beside the HTML is derived from it. Each write leaves an audit row.
 */
import type { NoteInput } from '@quota/shared/contracts/candidates'
import { LIMITS } from '@quota/shared/domain/validation/limits'
import { AppError } from '@quota/shared/errors/index'
import { and, count, desc, eq } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { type CandidateNoteRow, candidateNotesTable, jobsTable } from '../../db/schema'
import { htmlToText, sanitizeRichText } from '../../files/html'
import { candidateFor } from './access'
import { auditChanges, auditEvent } from './audit'
import type { CandidateCtx } from './context'
import { userNames } from './repository'

const noteNotFound = () => new AppError('NOT_FOUND', { message: 'Note not found' })

function bodies(input: { body?: string | undefined; bodyHTML?: string | undefined }) {
  const html = input.bodyHTML !== undefined ? sanitizeRichText(input.bodyHTML) : null
  const body = html !== null ? htmlToText(html) : (input.body ?? '').trim()
  if (!body)
    throw AppError.field(input.bodyHTML !== undefined ? 'bodyHTML' : 'body', 'required', 'Write the note first')
  if (body.length > LIMITS.internalNotes)
    throw AppError.field('body', 'maxLength', `At most ${LIMITS.internalNotes} characters`)
  return { body, bodyHtml: html || null }
}

async function checkJob(tx: DbOrTx, jobId: string | null | undefined) {
  if (!jobId) return
  const [job] = await tx.select({ id: jobsTable.id }).from(jobsTable).where(eq(jobsTable.id, jobId))
  if (!job) throw AppError.field('jobId', 'notFound', 'Unknown job')
}

async function toDtos(db: DbOrTx, rows: CandidateNoteRow[]) {
  const people = await userNames(
    db,
    rows.map((r) => r.authorId),
  )
  return rows.map((r) => ({
    id: r.id,
    candidateId: r.candidateId,
    type: r.type,
    body: r.body,
    bodyHTML: r.bodyHtml,
    jobId: r.jobId,
    author: r.authorId ? { id: r.authorId, name: people.get(r.authorId)?.name ?? '' } : null,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  }))
}

export async function listNotes({
  ctx,
  input,
}: {
  ctx: CandidateCtx
  input: { candidateId: string; type?: CandidateNoteRow['type'] | undefined; limit: number; offset: number }
}) {
  const candidate = await candidateFor(ctx, input.candidateId, 'read')
  const where = and(
    eq(candidateNotesTable.candidateId, candidate.id),
    input.type ? eq(candidateNotesTable.type, input.type) : undefined,
  )
  const rows = await ctx.db
    .select()
    .from(candidateNotesTable)
    .where(where)
    .orderBy(desc(candidateNotesTable.createdAt), desc(candidateNotesTable.id))
    .limit(input.limit)
    .offset(input.offset)
  const [total] = await ctx.db.select({ n: count() }).from(candidateNotesTable).where(where)
  return {
    data: await toDtos(ctx.db, rows),
    meta: { total: Number(total?.n ?? 0), limit: input.limit, offset: input.offset },
  }
}

export async function addNote({ ctx, input }: { ctx: CandidateCtx; input: { candidateId: string; body: NoteInput } }) {
  const row = await ctx.db.transaction(async (tx) => {
    const candidate = await candidateFor({ ...ctx, db: tx }, input.candidateId, 'write')
    await checkJob(tx, input.body.jobId)
    const [row] = await tx
      .insert(candidateNotesTable)
      .values({
        candidateId: candidate.id,
        type: input.body.type,
        jobId: input.body.jobId ?? null,
        authorId: ctx.actor.userId,
        ...bodies(input.body),
      })
      .returning()
    await auditEvent(tx, ctx, {
      candidateId: candidate.id,
      entityType: 'candidateNote',
      entityId: row!.id,
      action: 'create',
      after: { type: row!.type, body: row!.body },
    })
    return row!
  })
  return (await toDtos(ctx.db, [row]))[0]!
}

export async function updateNote({
  ctx,
  input,
}: {
  ctx: CandidateCtx
  input: { candidateId: string; noteId: string; patch: Partial<NoteInput> }
}) {
  const row = await ctx.db.transaction(async (tx) => {
    const candidate = await candidateFor({ ...ctx, db: tx }, input.candidateId, 'write')
    const [before] = await tx
      .select()
      .from(candidateNotesTable)
      .where(and(eq(candidateNotesTable.id, input.noteId), eq(candidateNotesTable.candidateId, candidate.id)))
    if (!before) throw noteNotFound()
    await checkJob(tx, input.patch.jobId)
    const set: Partial<typeof candidateNotesTable.$inferInsert> = {}
    if (input.patch.body !== undefined || input.patch.bodyHTML !== undefined) Object.assign(set, bodies(input.patch))
    if (input.patch.type !== undefined) set.type = input.patch.type
    if (input.patch.jobId !== undefined) set.jobId = input.patch.jobId
    const [after] = Object.keys(set).length
      ? await tx.update(candidateNotesTable).set(set).where(eq(candidateNotesTable.id, before.id)).returning()
      : [before]
    await auditChanges(tx, ctx, {
      candidateId: candidate.id,
      entityType: 'candidateNote',
      entityId: before.id,
      before: { type: before.type, body: before.body, jobId: before.jobId },
      after: { type: after!.type, body: after!.body, jobId: after!.jobId },
    })
    return after!
  })
  return (await toDtos(ctx.db, [row]))[0]!
}
