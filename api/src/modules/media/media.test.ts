import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mediaTable, outboxEventsTable } from '../../db/schema'
import { runOutboxOnce } from '../../jobs/outbox-worker'
import { storageFor } from '../../storage'
import { createAccessKey } from '../access-keys/access-keys'
import {
  type CandidateWorld,
  call,
  candidateRow,
  createCandidateWorld,
  newCandidate,
} from '../candidates/test-fixtures'
import { TRANSCODE_TOPIC, transcodeHandler } from './index'
import { ffmpegPath } from './transcode'

const FIXTURES = fileURLToPath(new URL('../../../../tests/fixtures/resumes/', import.meta.url))
const fixture = (name: string) => new Uint8Array(readFileSync(join(FIXTURES, name)))
const MB = 1024 * 1024

let w: CandidateWorld
beforeAll(async () => {
  w = await createCandidateWorld()
})
afterAll(() => w.close())

async function presign(who: Parameters<typeof call>[1], type: string, fileName: string, candidateId?: string) {
  const q = new URLSearchParams({ type, fileName, ...(candidateId ? { candidateId } : {}) })
  return call(w.t, who, 'GET', `/api/media-content/presigned-url?${q}`)
}

function put(url: string, body: BodyInit | ReadableStream, headers: Record<string, string> = {}) {
  return w.t.request(url, {
    method: 'PUT',
    body: body as BodyInit,
    headers: { 'content-type': 'application/octet-stream', ...headers },
    duplex: 'half',
  } as RequestInit)
}

/** A body that counts what the server pulled from it. */
function countingStream(totalBytes: number, chunk = 64 * 1024, first?: Uint8Array) {
  const state = { pulled: 0 }
  let sent = 0
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= totalBytes) return controller.close()
      let part = new Uint8Array(Math.min(chunk, totalBytes - sent))
      if (sent === 0 && first) part.set(first.subarray(0, part.length))
      sent += part.length
      state.pulled += part.length
      controller.enqueue(part)
      part = new Uint8Array(0)
    },
  })
  return { stream, state }
}

describe('the presigned-URL flow', () => {
  it('a resume PDF: waiting -> complete, stored under a uuid name, set on the profile, streamed back', async () => {
    const me = await newCandidate(w.t)
    const signed = await presign(me, 'resume', 'My Resume.pdf')
    expect(signed.status).toBe(200)
    const s = signed.body.data
    expect(s.fileKey).toMatch(/resume\/[0-9a-f-]{36}-My-Resume\.pdf$/)
    expect(s).toMatchObject({ method: 'PUT', maxBytes: 6 * MB })
    const [waiting] = await w.t.deps.db.select().from(mediaTable).where(eq(mediaTable.id, s.mediaId))
    expect(waiting!.status).toBe('waiting')

    const bytes = fixture('jordan-rivera-classic.pdf')
    const up = await put(s.uploadUrl, bytes)
    expect(up.status).toBe(200)
    const item = ((await up.json()) as any).data
    expect(item).toMatchObject({
      id: s.mediaId,
      status: 'complete',
      mimeType: 'application/pdf',
      sizeBytes: bytes.length,
      kind: 'resume',
    })
    expect((await candidateRow(w.t, me.candidateId))!.resumeMediaId).toBe(s.mediaId)

    const summary = await call(w.t, me, 'GET', `/api/candidates/${me.candidateId}/profile/summary`)
    expect(summary.body.data.resume).toMatchObject({ mediaId: s.mediaId, resumeKey: s.fileKey })
    const viaSigned = await w.t.request(summary.body.data.resume.signedUrl)
    expect(viaSigned.status).toBe(200)
    expect(new Uint8Array(await viaSigned.arrayBuffer())).toEqual(bytes)

    const stream = await w.t.request(`/api/media-content/${s.mediaId}/stream`, {
      headers: { ...me.headers, range: 'bytes=0-3' },
    })
    expect(stream.status).toBe(206)
    expect(await stream.text()).toBe('%PDF')
    expect(stream.headers.get('content-range')).toBe(`bytes 0-3/${bytes.length}`)
    // someone else's PDF from our origin: shown in a sandbox, nothing in it can run here
    expect(stream.headers.get('content-security-policy')).toMatch(/^sandbox; default-src 'none'/)
    expect(
      (await w.t.request(`/api/media-content/${s.mediaId}/stream`, { headers: w.otherClient.headers })).status,
    ).toBe(404)

    // the same upload URL cannot be used twice
    expect((await put(s.uploadUrl, bytes)).status).toBe(409)
    // a second resume replaces the first (row and file)
    const again = (await presign(me, 'resume', 'cv.docx')).body.data
    expect((await put(again.uploadUrl, fixture('marcus-chen-work-history.docx'))).status).toBe(200)
    expect((await candidateRow(w.t, me.candidateId))!.resumeMediaId).toBe(again.mediaId)
    expect(await w.t.deps.db.select().from(mediaTable).where(eq(mediaTable.id, s.mediaId))).toEqual([])
    expect(await storageFor(w.t.deps.config).exists(s.fileKey)).toBe(false)
  })

  it('an executable renamed .pdf answers 415 and leaves nothing stored', async () => {
    const me = await newCandidate(w.t)
    const s = (await presign(me, 'resume', 'resume.pdf')).body.data
    const elf = new Uint8Array(4096)
    elf.set([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00])
    const res = await put(s.uploadUrl, elf, { 'content-type': 'application/pdf' })
    expect(res.status).toBe(415)
    expect(((await res.json()) as any).error.details[0].rule).toBe('fileTypeValidator')
    const exe = new Uint8Array(4096)
    exe.set([0x4d, 0x5a, 0x90, 0x00])
    const s2 = (await presign(me, 'resume', 'resume2.pdf')).body.data
    expect((await put(s2.uploadUrl, exe)).status).toBe(415)
    const [row] = await w.t.deps.db.select().from(mediaTable).where(eq(mediaTable.id, s.mediaId))
    expect(row!.status).toBe('error')
    expect(await storageFor(w.t.deps.config).exists(s.fileKey)).toBe(false)
    expect((await candidateRow(w.t, me.candidateId))!.resumeMediaId).toBeNull()
  })

  it('a 7 MB resume answers 413 without the server reading the whole body', async () => {
    const me = await newCandidate(w.t)
    const pdfHead = new TextEncoder().encode('%PDF-1.7\n')
    // no Content-Length (chunked): the limit is enforced while streaming
    const s = (await presign(me, 'resume', 'big.pdf')).body.data
    const { stream, state } = countingStream(7 * MB, 64 * 1024, pdfHead)
    const res = await put(s.uploadUrl, stream)
    expect(res.status).toBe(413)
    expect(((await res.json()) as any).error.details[0].rule).toBe('maxFileSizeValidator')
    expect(state.pulled).toBeLessThan(7 * MB)
    expect(state.pulled).toBeLessThanOrEqual(6 * MB + 2 * 64 * 1024)
    expect(await storageFor(w.t.deps.config).exists(s.fileKey)).toBe(false)
    // with a Content-Length over the limit: refused before reading anything
    const s2 = (await presign(me, 'resume', 'big2.pdf')).body.data
    const counted = countingStream(7 * MB, 64 * 1024, pdfHead)
    const early = await put(s2.uploadUrl, counted.stream, { 'content-length': String(7 * MB) })
    expect(early.status).toBe(413)
    expect(counted.state.pulled).toBeLessThanOrEqual(64 * 1024)
  })

  it('a .doc is recognised by its OLE container signature; a picture must be an image', async () => {
    const me = await newCandidate(w.t)
    const doc = new Uint8Array(8192)
    doc.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])
    const s = (await presign(me, 'resume', 'old.doc')).body.data
    const res = await put(s.uploadUrl, doc)
    expect(res.status).toBe(200)
    expect(((await res.json()) as any).data.mimeType).toBe('application/msword')
    const pic = (await presign(me, 'profilePicture', 'me.png')).body.data
    expect((await put(pic.uploadUrl, fixture('jordan-rivera-classic.pdf'))).status).toBe(415)
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    )
    const pic2 = (await presign(me, 'profilePicture', 'me.png')).body.data
    expect((await put(pic2.uploadUrl, new Uint8Array(png))).status).toBe(200)
    const summary = await call(w.t, me, 'GET', `/api/candidates/${me.candidateId}/profile/summary`)
    expect(summary.body.data.pictureUrl).toMatch(/^\/api\/media-content\/download\//)
    // someone else's bytes from our origin: a picture is shown sandboxed, nothing of it can run here
    const shown = await w.t.request(summary.body.data.pictureUrl)
    expect(shown.status).toBe(200)
    expect(shown.headers.get('content-type')).toBe('image/png')
    expect(shown.headers.get('content-security-policy')).toMatch(/^sandbox; default-src 'none'/)
  })

  it('refuses a file name of the wrong kind, an empty file, a forged token, and another tenant', async () => {
    const me = await newCandidate(w.t)
    expect((await presign(me, 'resume', 'virus.exe')).status).toBe(415)
    expect((await presign(me, 'resume', 'cv.pdf', (await newCandidate(w.t)).candidateId)).status).toBe(404)
    expect((await presign(w.client, 'resume', 'cv.pdf', me.candidateId)).status).toBe(404)
    const s = (await presign(me, 'resume', 'empty.pdf')).body.data
    const empty = await put(s.uploadUrl, new Uint8Array(0))
    expect(empty.status).toBe(422)
    expect(((await empty.json()) as any).error.details[0].rule).toBe('minFileSizeValidator')
    expect(
      (await put(`/api/media-content/upload/${'x'.repeat(40)}.${'y'.repeat(43)}`, new Uint8Array(10))).status,
    ).toBe(410)
  })

  it('a pitched video goes through transcoding to complete; DELETE removes it from the profile and storage', async () => {
    const me = await newCandidate(w.t)
    const s = (await presign(me, 'pitchedVideo', 'pitch.mp4')).body.data
    // a minimal MP4 header (ftyp box) is enough for the type check
    const mp4 = new Uint8Array(4096)
    mp4.set([
      0x00, 0x00, 0x00, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d, 0x00, 0x00, 0x02, 0x00, 0x69, 0x73, 0x6f,
      0x6d, 0x69, 0x73, 0x6f, 0x32,
    ])
    const up = await put(s.uploadUrl, mp4)
    expect(up.status).toBe(200)
    expect(((await up.json()) as any).data.status).toBe('transcoding')
    const pending = await call(w.t, me, 'GET', '/api/media-content/transcoding')
    expect(pending.body.data.map((m: any) => m.id)).toContain(s.mediaId)
    const [job] = await w.t.deps.db.select().from(outboxEventsTable).where(eq(outboxEventsTable.aggregateId, s.mediaId))
    expect(job!.topic).toBe(TRANSCODE_TOPIC)
    const storage = storageFor(w.t.deps.config)
    await runOutboxOnce({
      db: w.t.deps.db,
      logger: w.t.deps.logger,
      handlers: { [TRANSCODE_TOPIC]: transcodeHandler({ db: w.t.deps.db, storage }) },
    })
    const [row] = await w.t.deps.db.select().from(mediaTable).where(eq(mediaTable.id, s.mediaId))
    // not a real video: with ffmpeg it fails to transcode (error); without, it is served as uploaded
    expect(row!.status).toBe(ffmpegPath() ? 'error' : 'complete')
    // the uploader hears the outcome in real time (mediaContentStatusChange)
    const pushed = (
      await w.t.deps.db.select().from(outboxEventsTable).where(eq(outboxEventsTable.aggregateId, s.mediaId))
    )
      .map((e) => e.payload as any)
      .filter((p) => p.type === 'mediaContentStatusChange')
    expect(pushed).toEqual([
      expect.objectContaining({ userId: me.user.id, mediaId: s.mediaId, status: row!.status, kind: 'pitchedVideo' }),
    ])
    const del = await call(w.t, me, 'DELETE', `/api/media-content/${s.mediaId}`)
    expect(del.status).toBe(200)
    expect((await candidateRow(w.t, me.candidateId))!.pitchedVideoMediaId).toBeNull()
    expect(await storage.exists(s.fileKey)).toBe(false)
  })

  it('with ffmpeg, a real video is transcoded to a web MP4', async () => {
    const me = await newCandidate(w.t)
    const source = join(w.dataDir, 'source.avi')
    const gen = Bun.spawnSync([
      ffmpegPath()!,
      '-hide_banner',
      '-y',
      '-f',
      'lavfi',
      '-i',
      'testsrc=size=160x120:rate=10',
      '-t',
      '1',
      '-c:v',
      'mpeg4',
      source,
    ])
    expect(gen.exitCode).toBe(0)
    const s = (await presign(me, 'pitchedVideo', 'pitch.avi')).body.data
    expect((await put(s.uploadUrl, new Uint8Array(readFileSync(source)))).status).toBe(200)
    const storage = storageFor(w.t.deps.config)
    await runOutboxOnce({
      db: w.t.deps.db,
      logger: w.t.deps.logger,
      handlers: { [TRANSCODE_TOPIC]: transcodeHandler({ db: w.t.deps.db, storage }) },
    })
    const [row] = await w.t.deps.db.select().from(mediaTable).where(eq(mediaTable.id, s.mediaId))
    expect(row).toMatchObject({ status: 'complete', transcodedKey: `${s.fileKey}.web.mp4` })
    const stream = await w.t.request(`/api/media-content/${s.mediaId}/stream`, { headers: me.headers })
    expect(stream.headers.get('content-type')).toBe('video/mp4')
  })
})

describe('POST guest/temp-files', () => {
  it('takes a resume before sign-up with an access key, and parses it', async () => {
    const key = await createAccessKey({
      ctx: {
        actor: {
          userId: w.admin.user.id,
          userType: 'staff',
          organizationId: null,
          candidateId: null,
          roles: [],
          permissions: ['manage-configurations'],
          sessionId: null,
        },
        requestId: 't',
        db: w.t.deps.db,
      },
      input: { name: 'apply widget', scopes: ['apply'], allowedOrigins: [] } as never,
    })
    const form = new FormData()
    form.append('file', new Blob([fixture('priya-natarajan-two-column.pdf')]), 'priya.pdf')
    form.append('fileName', 'priya.pdf')
    form.append('type', 'resume')
    form.append('parseResume', 'true')
    const res = await w.t.request('/api/guest/temp-files', {
      method: 'POST',
      body: form,
      headers: { 'x-access-key': key.key },
    })
    expect(res.status).toBe(200)
    const body = (await res.json()) as any
    expect(body.data.media).toMatchObject({ kind: 'tempFile', mimeType: 'application/pdf', status: 'complete' })
    expect(body.data.parsed).toMatchObject({
      state: 'complete',
      contact: { firstName: 'Priya', email: 'priya.natarajan@mail.example.org' },
    })
    const noKey = await w.t.request('/api/guest/temp-files', { method: 'POST', body: form })
    expect(noKey.status).toBe(401)
    const bad = new FormData()
    bad.append('file', new Blob([new Uint8Array([0x4d, 0x5a, 0, 0, 1, 2, 3, 4])]), 'x.pdf')
    bad.append('fileName', 'x.pdf')
    bad.append('type', 'resume')
    expect(
      (await w.t.request('/api/guest/temp-files', { method: 'POST', body: bad, headers: { 'x-access-key': key.key } }))
        .status,
    ).toBe(415)
  })
})
