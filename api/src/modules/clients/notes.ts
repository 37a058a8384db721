/** Recruiters' notes on a client (provider staff only): GET/POST client/{id}/notes, PUT .../{noteId}. */

import type { ClientNote, ClientNoteInput } from '@quota/shared/contracts/clients'
import { AppError } from '@quota/shared/errors/index'
import { eq } from 'drizzle-orm'
import { writeAudit } from '../../audit/write-audit'
import { clientNotesTable } from '../../db/schema'
import { sanitizeRichText } from '../../files/html'
import type { UseCaseContext } from '../context'
import { loadClientFor } from './access'
import { findNote, findNotePage } from './repository'
import { toClientNote } from './to-dto'

export async function listClientNotes({
  ctx,
  input,
}: {
  ctx: UseCaseContext
  input: { clientId: string; limit: number; offset: number }
}) {
  const client = await loadClientFor(ctx.db, ctx.actor, input.clientId, 'staff')
  const { rows, total } = await findNotePage(ctx.db, client.org.id, input.limit, input.offset)
  return { data: rows.map(toClientNote), meta: { total, limit: input.limit, offset: input.offset } }
}

export async function addClientNote({
  ctx,
  input,
}: {
  ctx: UseCaseContext
  input: { clientId: string } & ClientNoteInput
}): Promise<ClientNote> {
  return ctx.db.transaction(async (tx) => {
    const client = await loadClientFor(tx, ctx.actor, input.clientId, 'staffWrite')
    const [note] = await tx
      .insert(clientNotesTable)
      .values({
        organizationId: client.org.id,
        authorId: ctx.actor.userId,
        body: input.body,
        bodyHtml: input.bodyHtml ? sanitizeRichText(input.bodyHtml) : null,
      })
      .returning()
    await writeAudit(tx, ctx, {
      entityType: 'clientNote',
      entityId: note!.id,
      action: 'create',
      root: { type: 'clientAccount', id: client.org.id },
      after: { body: input.body },
    })
    return toClientNote((await findNote(tx, client.org.id, note!.id))!)
  })
}

export async function updateClientNote({
  ctx,
  input,
}: {
  ctx: UseCaseContext
  input: { clientId: string; noteId: string } & ClientNoteInput
}): Promise<ClientNote> {
  return ctx.db.transaction(async (tx) => {
    const client = await loadClientFor(tx, ctx.actor, input.clientId, 'staffWrite')
    const existing = await findNote(tx, client.org.id, input.noteId)
    if (!existing) throw new AppError('NOT_FOUND', { message: 'Note not found' })
    await tx
      .update(clientNotesTable)
      .set({ body: input.body, bodyHtml: input.bodyHtml ? sanitizeRichText(input.bodyHtml) : null })
      .where(eq(clientNotesTable.id, existing.note.id))
    await writeAudit(tx, ctx, {
      entityType: 'clientNote',
      entityId: existing.note.id,
      action: 'update',
      root: { type: 'clientAccount', id: client.org.id },
      before: { body: existing.note.body },
      after: { body: input.body },
    })
    return toClientNote((await findNote(tx, client.org.id, existing.note.id))!)
  })
}
