/**
 * The presigned-URL flow (002 §7): GET media-content/presigned-url creates a `waiting` media
 * row and answers a signed upload URL; PUT to it streams the bytes (type by content, size while
 * streaming) into storage: `uploading`, then `complete` — or `transcoding` for video and audio,
 * which the transcoder job finishes — or `error`. A finished upload of a profile file takes its
 * place on the candidate (resume, picture, pitched video, pronunciation audio), replacing the old one.
 */
import type { PresignedUrlQuery } from '@quota/shared/contracts/media'
import {
  type CandidateUploadKind,
  maxBytesOf,
  TRANSCODED_KINDS,
  UPLOAD_RULES,
} from '@quota/shared/domain/candidates/limits'
import { thumbnailProblem } from '@quota/shared/domain/candidates/portfolio'
import { AppError } from '@quota/shared/errors/index'
import { and, eq, isNull } from 'drizzle-orm'
import { enqueueOutbox } from '../../audit/write-audit'
import type { Config } from '../../config/env'
import type { Db } from '../../db/client'
import {
  type CandidateRow,
  candidatesTable,
  type MediaRow,
  mediaTable,
  portfolioItemsTable,
  usersTable,
} from '../../db/schema'
import { storedImageDimensions } from '../../files/image-size'
import { receiveUpload, wrongType } from '../../files/receive-upload'
import type { ObjectStorage } from '../../storage'
import { candidateFor } from '../candidates/access'
import { auditChanges } from '../candidates/audit'
import { afterProfileWrite } from '../candidates/completion'
import type { CandidateCtx } from '../candidates/context'
import { deleteObjects, removeMedia } from './remove-media'
import { toMediaItem } from './to-dto'
import { uploadUrl, verifyMediaToken } from './tokens'

export const TRANSCODE_TOPIC = 'media.transcode' as const

/** Which candidate column a finished upload fills. */
const CANDIDATE_SLOT: Partial<
  Record<CandidateUploadKind, 'resumeMediaId' | 'pictureMediaId' | 'pitchedVideoMediaId' | 'pronunciationAudioMediaId'>
> = {
  resume: 'resumeMediaId',
  profilePicture: 'pictureMediaId',
  pitchedVideo: 'pitchedVideoMediaId',
  candidateAudio: 'pronunciationAudioMediaId',
}

/** A file name safe inside a storage key: letters, digits, dot, dash, underscore. */
export function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? 'file'
  const cleaned = base
    .normalize('NFKD')
    .replace(/[^\w.-]+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^[-.]+/, '')
    .slice(-100)
  return cleaned || 'file'
}

export function storageKeyFor(
  owner: { candidateId?: string | null; userId?: string | null },
  kind: string,
  fileName: string,
): string {
  const folder = owner.candidateId ? `candidates/${owner.candidateId}` : `users/${owner.userId ?? 'guest'}`
  // the stored name always carries a uuid (001 §5: a resume file name contains a uuid)
  return `${folder}/${kind}/${crypto.randomUUID()}-${safeFileName(fileName)}`
}

export function extensionAllowed(kind: CandidateUploadKind, fileName: string): boolean {
  const ext = fileName.toLowerCase().split('.').pop() ?? ''
  return (UPLOAD_RULES[kind].extensions as readonly string[]).includes(ext)
}

async function targetCandidate(ctx: CandidateCtx, input: PresignedUrlQuery): Promise<CandidateRow> {
  let candidateId = input.candidateId
  if (!candidateId && input.userId) {
    const [row] = await ctx.db
      .select({ id: candidatesTable.id })
      .from(candidatesTable)
      .where(eq(candidatesTable.userId, input.userId))
    if (!row) throw new AppError('NOT_FOUND', { message: 'Candidate not found' })
    candidateId = row.id
  }
  candidateId ??= ctx.actor.candidateId ?? undefined
  if (!candidateId) throw AppError.field('query.candidateId', 'required', 'Name the candidate')
  return candidateFor(ctx, candidateId, 'write')
}

/** Kinds a user without a candidate record (staff, client) uploads for their own account (Settings). */
const USER_SLOT: Partial<Record<CandidateUploadKind, 'pictureMediaId' | 'pronunciationAudioMediaId'>> = {
  profilePicture: 'pictureMediaId',
  candidateAudio: 'pronunciationAudioMediaId',
}

/** A picture or pronunciation of the signed-in staff or client user: owned by the user, no candidate. */
async function createOwnUpload(ctx: CandidateCtx, kind: CandidateUploadKind, fileName: string) {
  const [row] = await ctx.db
    .insert(mediaTable)
    .values({
      kind,
      candidateId: null,
      ownerUserId: ctx.actor.userId,
      uploadedBy: ctx.actor.userId,
      source: 'file',
      storageKey: storageKeyFor({ userId: ctx.actor.userId }, kind, fileName),
      fileName: fileName.slice(0, 255),
      mimeType: 'application/octet-stream',
      status: 'waiting',
      meta: {},
    })
    .returning()
  return row!
}

export async function createUpload({ ctx, input }: { ctx: CandidateCtx; input: PresignedUrlQuery }) {
  const kind = input.type as CandidateUploadKind
  const own = !input.candidateId && !input.userId && !ctx.actor.candidateId && !!USER_SLOT[kind]
  if (own) {
    if (!extensionAllowed(kind, input.fileName)) throw wrongType(UPLOAD_RULES[kind].extensions)
    const row = await createOwnUpload(ctx, kind, input.fileName)
    const signed = uploadUrl(ctx.config, row.id)
    return {
      mediaId: row.id,
      fileKey: row.storageKey,
      uploadUrl: signed.url,
      method: 'PUT' as const,
      expiresAt: signed.expiresAt.toISOString(),
      maxBytes: maxBytesOf(kind),
      allowedTypes: [...UPLOAD_RULES[kind].mimeTypes],
    }
  }
  const candidate = await targetCandidate(ctx, input)
  if (!extensionAllowed(kind, input.fileName)) throw wrongType(UPLOAD_RULES[kind].extensions)
  const [row] = await ctx.db
    .insert(mediaTable)
    .values({
      kind,
      candidateId: candidate.id,
      ownerUserId: candidate.userId,
      uploadedBy: ctx.actor.userId,
      source: 'file',
      storageKey: storageKeyFor({ candidateId: candidate.id }, kind, input.fileName),
      fileName: input.fileName.slice(0, 255),
      mimeType: 'application/octet-stream',
      status: 'waiting',
      meta: input.videoType ? { declaredType: input.videoType } : {},
    })
    .returning()
  const signed = uploadUrl(ctx.config, row!.id)
  return {
    mediaId: row!.id,
    fileKey: row!.storageKey,
    uploadUrl: signed.url,
    method: 'PUT' as const,
    expiresAt: signed.expiresAt.toISOString(),
    maxBytes: maxBytesOf(kind),
    allowedTypes: [...UPLOAD_RULES[kind].mimeTypes],
  }
}

async function setStatus(
  db: Db,
  id: string,
  status: MediaRow['status'],
  extra: Partial<typeof mediaTable.$inferInsert> = {},
) {
  const [row] = await db
    .update(mediaTable)
    .set({ status, statusChangedAt: new Date(), ...extra })
    .where(eq(mediaTable.id, id))
    .returning()
  return row!
}

/** Puts a finished upload in its slot on the candidate, in the caller's transaction; answers the media it replaced. */
export async function attachToCandidate(
  tx: Parameters<Parameters<Db['transaction']>[0]>[0],
  ctx: { actor: CandidateCtx['actor'] | null; requestId: string },
  media: MediaRow,
): Promise<string | null> {
  const slot = CANDIDATE_SLOT[media.kind as CandidateUploadKind]
  if (!slot || !media.candidateId) return null
  const [candidate] = await tx
    .select()
    .from(candidatesTable)
    .where(eq(candidatesTable.id, media.candidateId))
    .for('update')
  if (!candidate) return null
  const previous = candidate[slot]
  if (previous === media.id) return null
  await tx
    .update(candidatesTable)
    .set({ [slot]: media.id })
    .where(eq(candidatesTable.id, candidate.id))
  // the profile picture is also the login's picture
  if (slot === 'pictureMediaId' && candidate.userId)
    await tx.update(usersTable).set({ pictureMediaId: media.id }).where(eq(usersTable.id, candidate.userId))
  if (slot === 'pronunciationAudioMediaId' && candidate.userId)
    await tx.update(usersTable).set({ pronunciationAudioMediaId: media.id }).where(eq(usersTable.id, candidate.userId))
  await auditChanges(tx, ctx, {
    candidateId: candidate.id,
    entityType: 'candidate',
    entityId: candidate.id,
    before: { [slot]: previous },
    after: { [slot]: media.id },
  })
  await afterProfileWrite(tx, candidate.id, ctx.requestId)
  return previous
}

/** Puts a finished own upload (no candidate) on its user's account; answers the media it replaced. */
async function attachToUser(tx: Parameters<Parameters<Db['transaction']>[0]>[0], media: MediaRow) {
  const slot = USER_SLOT[media.kind as CandidateUploadKind]
  if (!slot || media.candidateId || !media.ownerUserId) return null
  const [user] = await tx.select().from(usersTable).where(eq(usersTable.id, media.ownerUserId)).for('update')
  if (!user || user.userType === 'candidate') return null
  const previous = user[slot]
  if (previous === media.id) return null
  await tx
    .update(usersTable)
    .set({ [slot]: media.id })
    .where(eq(usersTable.id, user.id))
  return previous
}

/** PUT media-content/upload/{token}: the bytes of a waiting upload. */
export async function receiveMediaUpload({
  deps,
  input,
}: {
  deps: { db: Db; storage: ObjectStorage; config: Config; requestId: string }
  input: { token: string; body: ReadableStream<Uint8Array> | null; contentLength: string | null }
}) {
  const mediaId = verifyMediaToken(deps.config, 'upload', input.token)
  if (!mediaId) {
    await input.body?.cancel().catch(() => {})
    throw new AppError('INVALID_LINK')
  }
  const [media] = await deps.db.select().from(mediaTable).where(eq(mediaTable.id, mediaId))
  if (!media) throw new AppError('NOT_FOUND')
  if (media.status !== 'waiting' && media.status !== 'error') {
    await input.body?.cancel().catch(() => {})
    throw new AppError('CONFLICT', { message: 'This upload was already received' })
  }
  const kind = media.kind as CandidateUploadKind
  const rule = UPLOAD_RULES[kind]
  if (!rule) throw new AppError('NOT_FOUND')
  await setStatus(deps.db, media.id, 'uploading', { errorMessage: null })
  let stored: Awaited<ReturnType<typeof receiveUpload>>
  try {
    const declared = input.contentLength === null ? null : Number(input.contentLength)
    stored = await receiveUpload({
      body: input.body,
      declaredLength: Number.isFinite(declared) ? declared : null,
      maxBytes: maxBytesOf(kind),
      allowedMimeTypes: rule.mimeTypes,
      storage: deps.storage,
      key: media.storageKey,
    })
  } catch (error) {
    await setStatus(deps.db, media.id, 'error', {
      errorMessage: error instanceof Error ? error.message.slice(0, 500) : 'Upload failed',
    })
    throw error
  }
  // images keep their pixel size; a portfolio thumbnail must be 16:9 or square (001 §5)
  const size = stored.type.mime.startsWith('image/')
    ? await storedImageDimensions(deps.storage, media.storageKey)
    : null
  if (kind === 'portfolioThumbnail') {
    const problem = thumbnailProblem(size, 'file')
    if (problem) {
      await deps.storage.delete(media.storageKey).catch(() => {})
      await setStatus(deps.db, media.id, 'error', { errorMessage: problem.message })
      throw new AppError('VALIDATION_FAILED', { message: problem.message, details: [problem] })
    }
  }
  const transcode = TRANSCODED_KINDS.includes(kind)
  const { done, replaced } = await deps.db.transaction(async (tx) => {
    const [done] = await tx
      .update(mediaTable)
      .set({
        status: transcode ? 'transcoding' : 'complete',
        statusChangedAt: new Date(),
        mimeType: stored.type.mime,
        sizeBytes: stored.size,
        ...(size ? { meta: { ...media.meta, width: size.width, height: size.height } } : {}),
      })
      .where(eq(mediaTable.id, media.id))
      .returning()
    if (transcode) {
      await enqueueOutbox(tx, {
        topic: TRANSCODE_TOPIC,
        payload: { mediaId: media.id },
        aggregateType: 'media',
        aggregateId: media.id,
        requestId: deps.requestId,
      })
    }
    const replaced = done!.candidateId
      ? await attachToCandidate(tx, { actor: null, requestId: deps.requestId }, done!)
      : await attachToUser(tx, done!)
    return { done: done!, replaced }
  })
  if (replaced) await removeMedia(deps, [replaced])
  return toMediaItem(done, deps.config)
}

/** DELETE media-content/{id}: the file, its row, and its place on the candidate. */
export async function deleteMediaItem({ ctx, input }: { ctx: CandidateCtx; input: { mediaId: string } }) {
  const media = await mediaFor(ctx, input.mediaId, 'write')
  const removed = await ctx.db.transaction(async (tx) => {
    // a portfolio item that is only this file goes with it (its link-less row could not stay)
    await tx
      .delete(portfolioItemsTable)
      .where(and(eq(portfolioItemsTable.fileMediaId, media.id), isNull(portfolioItemsTable.url)))
    const [gone] = await tx.delete(mediaTable).where(eq(mediaTable.id, media.id)).returning()
    if (gone?.candidateId) {
      await auditChanges(tx, ctx, {
        candidateId: gone.candidateId,
        entityType: 'media',
        entityId: gone.id,
        action: 'delete',
        before: { media: gone.kind },
        after: { media: null },
      })
      await afterProfileWrite(tx, gone.candidateId, ctx.requestId)
    }
    return gone
  })
  if (removed) await deleteObjects(ctx.storage, [removed.storageKey, removed.transcodedKey, removed.thumbnailKey])
  return { ok: true as const }
}

/** A media row the actor may read (or change): a candidate's file follows the candidate's rules. */
export async function mediaFor(ctx: CandidateCtx, mediaId: string, access: 'read' | 'write'): Promise<MediaRow> {
  const [media] = await ctx.db.select().from(mediaTable).where(eq(mediaTable.id, mediaId))
  if (!media) throw new AppError('NOT_FOUND')
  if (media.candidateId) {
    await candidateFor(ctx, media.candidateId, access)
    return media
  }
  if (media.ownerUserId === ctx.actor.userId || media.uploadedBy === ctx.actor.userId || ctx.actor.userType === 'staff')
    return media
  throw new AppError('NOT_FOUND')
}
