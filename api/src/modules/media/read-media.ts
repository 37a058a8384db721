/** Reading stored files: by id (the viewer's rights), by signed link, by a share link (public pages). */
import { AppError } from '@quota/shared/errors/index'
import { and, eq, inArray, or } from 'drizzle-orm'
import type { Config } from '../../config/env'
import type { Db } from '../../db/client'
import { mediaTable } from '../../db/schema'
import type { ObjectStorage } from '../../storage'
import { candidateFor } from '../candidates/access'
import type { CandidateCtx } from '../candidates/context'
import { openShareLink } from '../candidates/share'
import { streamMediaResponse } from './stream'
import { toMediaItem } from './to-dto'
import { DOWNLOAD_TTL_SECONDS, signMediaToken, verifyMediaToken } from './tokens'
import { mediaFor } from './uploads'

type Plain = { db: Db; storage: ObjectStorage; config: Config }

/** What a public profile may show (never the resume; nothing at all in anti-bias mode). */
const PUBLIC_KINDS = ['profilePicture', 'portfolioFile', 'portfolioThumbnail', 'pitchedVideo', 'candidateAudio']

export async function streamById({
  ctx,
  input,
}: {
  ctx: CandidateCtx
  input: { mediaId: string; range: string | null }
}) {
  const media = await mediaFor(ctx, input.mediaId, 'read')
  return streamMediaResponse(ctx.storage, media, input.range)
}

export async function streamByToken({ deps, input }: { deps: Plain; input: { token: string; range: string | null } }) {
  const mediaId = verifyMediaToken(deps.config, 'download', input.token)
  if (!mediaId) throw new AppError('INVALID_LINK')
  const [media] = await deps.db.select().from(mediaTable).where(eq(mediaTable.id, mediaId))
  if (!media) throw new AppError('NOT_FOUND')
  return streamMediaResponse(deps.storage, media, input.range)
}

export async function guestStream({
  deps,
  input,
}: {
  deps: Plain
  input: { mediaId: string; token: string; range: string | null }
}) {
  const { link, candidate } = await openShareLink(deps.db, input.token)
  const [media] = await deps.db
    .select()
    .from(mediaTable)
    .where(and(eq(mediaTable.id, input.mediaId), eq(mediaTable.candidateId, candidate.id)))
  if (!media || !PUBLIC_KINDS.includes(media.kind) || link.response?.antiBias === true) throw new AppError('NOT_FOUND')
  return streamMediaResponse(deps.storage, media, input.range)
}

export async function listTranscoding({ ctx }: { ctx: CandidateCtx }) {
  const mine = ctx.actor.candidateId
    ? or(eq(mediaTable.candidateId, ctx.actor.candidateId), eq(mediaTable.uploadedBy, ctx.actor.userId))
    : eq(mediaTable.uploadedBy, ctx.actor.userId)
  const rows = await ctx.db
    .select()
    .from(mediaTable)
    .where(and(mine, inArray(mediaTable.status, ['waiting', 'uploading', 'transcoding'])))
    .orderBy(mediaTable.statusChangedAt)
  return rows.map((r) => toMediaItem(r, ctx.config))
}

export async function signedUrlFor({ ctx, input }: { ctx: CandidateCtx; input: { key: string } }) {
  const [media] = await ctx.db.select().from(mediaTable).where(eq(mediaTable.storageKey, input.key))
  if (!media) throw new AppError('NOT_FOUND')
  if (media.candidateId) await candidateFor(ctx, media.candidateId, 'read')
  else if (
    media.ownerUserId !== ctx.actor.userId &&
    media.uploadedBy !== ctx.actor.userId &&
    ctx.actor.userType !== 'staff'
  )
    throw new AppError('NOT_FOUND')
  const { token, expiresAt } = signMediaToken(ctx.config, 'download', media.id, DOWNLOAD_TTL_SECONDS)
  return { url: `/api/media-content/download/${token}`, expiresAt: expiresAt.toISOString() }
}
