/**
 * An organization's files: starting an upload of its culture media, thumbnails, logo or cover
 * (the company's editors only; the bytes then go to PUT uploads/{token}), and reading them back.
 * Logos, covers and culture media are the company's public face (shown on jobs, the about and
 * culture tabs, guest organization search), so anyone may read a finished one by its address.
 */
import type { PresignedUpload as PresignedUploadSchema } from '@quota/shared/contracts/media'
import type { OrganizationUploadQuery } from '@quota/shared/contracts/organizations'
import { ORGANIZATION_UPLOAD_KINDS } from '@quota/shared/domain/media/uploads'
import { AppError } from '@quota/shared/errors/index'
import { and, eq, inArray } from 'drizzle-orm'
import type * as z from 'zod'
import type { Config } from '../../config/env'
import type { DbOrTx } from '../../db/client'
import { mediaTable } from '../../db/schema'
import type { ObjectStorage } from '../../storage'
import type { UseCaseContext } from '../context'
import { streamMediaResponse } from '../media/stream'
import { startOwnedUpload } from '../uploads/index'
import { loadOrganizationFor } from './access'

/** What an organization's files may be: its uploads, and its pronunciation audio. */
const ORGANIZATION_KINDS = [...ORGANIZATION_UPLOAD_KINDS, 'organizationAudio' as const]

export async function startOrganizationUpload({
  ctx,
  input,
}: {
  ctx: UseCaseContext & { config: Config }
  input: { id: string } & OrganizationUploadQuery
}): Promise<z.infer<typeof PresignedUploadSchema>> {
  const found = await loadOrganizationFor(ctx.db, ctx.actor, input.id, 'write')
  return startOwnedUpload(
    { db: ctx.db, config: ctx.config },
    {
      kind: input.type,
      fileName: input.fileName,
      organizationId: found.org.id,
      ownerUserId: null,
      uploadedBy: ctx.actor.userId,
    },
  )
}

/** GET organizations/{id}/media/{mediaId}/stream: a finished file of this organization (byte ranges). */
export async function streamOrganizationMedia({
  deps,
  input,
}: {
  deps: { db: DbOrTx; storage: ObjectStorage }
  input: { id: string; mediaId: string; range: string | null }
}): Promise<Response> {
  const [media] = await deps.db
    .select()
    .from(mediaTable)
    .where(
      and(
        eq(mediaTable.id, input.mediaId),
        eq(mediaTable.organizationId, input.id),
        inArray(mediaTable.kind, ORGANIZATION_KINDS),
      ),
    )
  if (!media) throw new AppError('NOT_FOUND')
  return streamMediaResponse(deps.storage, media, input.range)
}
