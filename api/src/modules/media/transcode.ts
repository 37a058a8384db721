/**
 * The transcoder job (outbox topic `media.transcode`): pitched videos become H.264/AAC MP4 with
 * the index up front (plays in every browser while it downloads); pronunciation audio becomes
 * AAC in MP4 (m4a). It uses the `ffmpeg` on the PATH (Debian's package); where there is none,
 * the original file is served as uploaded and the media row says so (`meta.transcoder`).
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import type { Logger } from 'pino'
import { enqueueOutbox } from '../../audit/write-audit'
import type { DbOrTx } from '../../db/client'
import { type MediaRow, mediaTable, type OutboxEventRow } from '../../db/schema'
import type { OutboxHandler } from '../../jobs/outbox-worker'
import type { ObjectStorage } from '../../storage'

export const ffmpegPath = () => Bun.which('ffmpeg')

function argsFor(media: MediaRow, input: string, output: string): string[] {
  if (media.kind === 'candidateAudio')
    return ['-hide_banner', '-y', '-i', input, '-vn', '-c:a', 'aac', '-b:a', '128k', '-movflags', '+faststart', output]
  return [
    '-hide_banner',
    '-y',
    '-i',
    input,
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-crf',
    '23',
    '-pix_fmt',
    'yuv420p',
    '-vf',
    "scale='min(1280,iw)':-2",
    '-c:a',
    'aac',
    '-b:a',
    '128k',
    '-movflags',
    '+faststart',
    output,
  ]
}

export async function transcodeMedia(
  deps: { db: DbOrTx; storage: ObjectStorage; logger?: Logger },
  mediaId: string,
): Promise<MediaRow | null> {
  const [media] = await deps.db.select().from(mediaTable).where(eq(mediaTable.id, mediaId))
  if (media?.status !== 'transcoding') return media ?? null
  const ffmpeg = ffmpegPath()
  if (!ffmpeg) {
    const [row] = await deps.db
      .update(mediaTable)
      .set({ status: 'complete', statusChangedAt: new Date(), meta: { ...media.meta, transcoder: 'unavailable' } })
      .where(eq(mediaTable.id, media.id))
      .returning()
    return row!
  }
  const dir = await mkdtemp(join(tmpdir(), 'quota-transcode-'))
  try {
    const input = join(dir, 'input')
    const output = join(dir, media.kind === 'candidateAudio' ? 'output.m4a' : 'output.mp4')
    const object = await deps.storage.get(media.storageKey)
    if (!object) throw new Error('The original is not in storage')
    await Bun.write(input, new Response(object.body))
    const proc = Bun.spawn([ffmpeg, ...argsFor(media, input, output)], { stdout: 'ignore', stderr: 'pipe' })
    const code = await proc.exited
    if (code !== 0) {
      const stderr = (await new Response(proc.stderr).text()).slice(-500)
      const [row] = await deps.db
        .update(mediaTable)
        .set({
          status: 'error',
          statusChangedAt: new Date(),
          errorMessage: `Transcoding failed: ${stderr}`.slice(0, 1000),
        })
        .where(eq(mediaTable.id, media.id))
        .returning()
      return row!
    }
    const transcodedKey = `${media.storageKey}.web.${media.kind === 'candidateAudio' ? 'm4a' : 'mp4'}`
    await deps.storage.put(transcodedKey, Bun.file(output).stream(), {
      contentType: media.kind === 'candidateAudio' ? 'audio/mp4' : 'video/mp4',
    })
    const [row] = await deps.db
      .update(mediaTable)
      .set({
        status: 'complete',
        statusChangedAt: new Date(),
        transcodedKey,
        meta: {
          ...media.meta,
          transcoder: 'ffmpeg',
          transcodedMimeType: media.kind === 'candidateAudio' ? 'audio/mp4' : 'video/mp4',
        },
      })
      .where(eq(mediaTable.id, media.id))
      .returning()
    return row!
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

export function transcodeHandler(deps: { db: DbOrTx; storage: ObjectStorage; logger?: Logger }): OutboxHandler {
  return async (event: OutboxEventRow) => {
    const row = await transcodeMedia(deps, String(event.payload.mediaId))
    // mediaContentStatusChange (000 §3): the uploader (and the owner, if another) hears the
    // transcoder's outcome, so an open upload queue shows complete or error without polling
    if (row && (row.status === 'complete' || row.status === 'error')) {
      const people = [...new Set([row.uploadedBy, row.ownerUserId].filter((u): u is string => !!u))]
      if (people.length)
        await enqueueOutbox(
          deps.db,
          people.map((userId) => ({
            topic: 'realtime.publish' as const,
            payload: {
              type: 'mediaContentStatusChange',
              userId,
              mediaId: row.id,
              kind: row.kind,
              status: row.status,
              candidateId: row.candidateId,
            },
            aggregateType: 'media',
            aggregateId: row.id,
            requestId: event.requestId ?? null,
          })),
        )
    }
    return { mediaId: event.payload.mediaId, result: row?.status ?? 'gone' }
  }
}
