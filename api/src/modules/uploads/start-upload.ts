/**
 * Starting an upload of a file that belongs to an organization or to a user rather than to a
 * candidate (culture media and their thumbnails, logo, cover, feedback attachment): a `waiting`
 * media row and a signed, expiring URL to PUT the bytes to (PUT uploads/{token}). The owning
 * module checks who may upload before it calls this; the file name's extension picks the rule
 * (and so the size limit) the bytes will be held to.
 */
import type { PresignedUpload as PresignedUploadSchema } from '@quota/shared/contracts/media'
import { acceptedExtensions, maxBytes, type OwnedUploadKind, uploadRuleFor } from '@quota/shared/domain/media/uploads'
import type * as z from 'zod'
import type { Config } from '../../config/env'
import type { DbOrTx } from '../../db/client'
import { mediaTable } from '../../db/schema'
import { wrongType } from '../../files/receive-upload'
import { signMediaToken, UPLOAD_TTL_SECONDS } from '../media/tokens'
import { safeFileName } from '../media/uploads'

export interface OwnedUploadRequest {
  kind: OwnedUploadKind
  fileName: string
  /** The organization it belongs to (culture media, logo, cover). */
  organizationId: string | null
  /** The user it belongs to (feedback attachment). */
  ownerUserId: string | null
  uploadedBy: string
}

/** Where an owned file is stored: under its organization or its user, always with a uuid. */
export function ownedStorageKey(
  input: Pick<OwnedUploadRequest, 'kind' | 'fileName' | 'organizationId' | 'ownerUserId'>,
) {
  const folder = input.organizationId ? `organizations/${input.organizationId}` : `users/${input.ownerUserId ?? 'none'}`
  return `${folder}/${input.kind}/${crypto.randomUUID()}-${safeFileName(input.fileName)}`
}

export const ownedUploadUrl = (token: string) => `/api/uploads/${token}`

export async function startOwnedUpload(
  deps: { db: DbOrTx; config: Config },
  input: OwnedUploadRequest,
): Promise<z.infer<typeof PresignedUploadSchema>> {
  const found = uploadRuleFor(input.kind, input.fileName)
  if (!found) throw wrongType(acceptedExtensions(input.kind))
  const [row] = await deps.db
    .insert(mediaTable)
    .values({
      kind: input.kind,
      organizationId: input.organizationId,
      ownerUserId: input.ownerUserId,
      uploadedBy: input.uploadedBy,
      source: 'file',
      storageKey: ownedStorageKey(input),
      fileName: input.fileName.slice(0, 255),
      mimeType: 'application/octet-stream',
      status: 'waiting',
      meta: found.cultureType ? { cultureType: found.cultureType } : {},
    })
    .returning()
  const signed = signMediaToken(deps.config, 'upload', row!.id, UPLOAD_TTL_SECONDS)
  return {
    mediaId: row!.id,
    fileKey: row!.storageKey,
    uploadUrl: ownedUploadUrl(signed.token),
    method: 'PUT' as const,
    expiresAt: signed.expiresAt.toISOString(),
    maxBytes: maxBytes(found.rule),
    allowedTypes: [...found.rule.mimeTypes],
  }
}
