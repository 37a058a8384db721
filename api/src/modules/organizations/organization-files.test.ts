/**
 * Organization uploads through HTTP: presigned URL -> PUT the bytes -> use the upload (culture
 * media, thumbnail, logo, cover) -> read it back. Types are checked by content, sizes while the
 * body streams, thumbnails by their ratio; another company's user changes nothing.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cultureMediaTable, mediaTable, outboxEventsTable } from '../../db/schema'
import { runOutboxOnce } from '../../jobs/outbox-worker'
import { storageFor } from '../../storage'
import { createSignedInUser, httpAs, type SignedInUser } from '../../testing/auth-helpers'
import { expectCrossTenant404 } from '../../testing/cross-tenant'
import { jpegBytes, pngBytes } from '../../testing/image-bytes'
import { rowCounts } from '../../testing/row-counts'
import { createTestApp, type TestApp } from '../../testing/test-app'
import { createClientCompany, createPeople, json, type People, uniq } from '../jobs/test-fixtures'
import { TRANSCODE_TOPIC, transcodeHandler } from '../media/index'
import { ffmpegPath } from '../media/transcode'

const MB = 1024 * 1024
let t: TestApp
let p: People
let dataDir: string

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'quota-org-files-'))
  t = await createTestApp({ env: { DATA_DIR: dataDir } })
  p = await createPeople(t)
})
afterAll(async () => {
  await t.close()
  rmSync(dataDir, { recursive: true, force: true })
})

const { call } = httpAs(() => t)
const storage = () => storageFor(t.deps.config)
const mediaRow = async (id: string) => (await t.deps.db.select().from(mediaTable).where(eq(mediaTable.id, id)))[0]

async function presign(who: SignedInUser, org: string, type: string, fileName: string) {
  const q = new URLSearchParams({ type, fileName })
  return call(who, 'GET', `/api/organizations/${org}/media-content/presigned-url?${q}`)
}

function put(url: string, body: BodyInit | ReadableStream | Uint8Array, headers: Record<string, string> = {}) {
  return t.request(url, {
    method: 'PUT',
    body: body as BodyInit,
    headers: { 'content-type': 'application/octet-stream', ...headers },
    duplex: 'half',
  } as RequestInit)
}

/** Presigns and uploads; answers the upload's answer and the presigned data. */
async function upload(who: SignedInUser, org: string, type: string, fileName: string, bytes: Uint8Array) {
  const signed = await presign(who, org, type, fileName)
  expect(signed.status, JSON.stringify(signed.body)).toBe(200)
  const res = await put(signed.body.data.uploadUrl, bytes)
  return { status: res.status, body: await json(res), signed: signed.body.data }
}

/** A body that counts what the server pulled from it. */
function countingStream(totalBytes: number, first: Uint8Array, chunk = 64 * 1024) {
  const state = { pulled: 0 }
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (state.pulled >= totalBytes) return controller.close()
      const part = new Uint8Array(Math.min(chunk, totalBytes - state.pulled))
      if (state.pulled === 0) part.set(first.subarray(0, part.length))
      state.pulled += part.length
      controller.enqueue(part)
    },
  })
  return { stream, state }
}

/** An MP3 as the type check sees it: an ID3v2 tag, then an MPEG audio frame header. */
function mp3Bytes(bytes = 4096) {
  const out = new Uint8Array(bytes)
  out.set([0x49, 0x44, 0x33, 0x04, 0, 0, 0, 0, 0, 0, 0xff, 0xfb, 0x90, 0x64])
  return out
}

async function runTranscoder() {
  await runOutboxOnce({
    db: t.deps.db,
    logger: t.deps.logger,
    handlers: { [TRANSCODE_TOPIC]: transcodeHandler({ db: t.deps.db, storage: storage() }) },
  })
}

describe('culture media uploads', () => {
  it('an image: presign -> PUT -> complete -> added to the culture tab -> readable by anyone', async () => {
    const org = p.orgA
    const bytes = pngBytes(1200, 800, 20_000)
    const up = await upload(p.clientA, org, 'cultureFile', 'Team Photo.png', bytes)
    expect(up.signed).toMatchObject({ method: 'PUT', maxBytes: 4 * MB, allowedTypes: ['image/jpeg', 'image/png'] })
    expect(up.signed.fileKey).toMatch(new RegExp(`^organizations/${org}/cultureFile/[0-9a-f-]{36}-Team-Photo\\.png$`))
    expect(up.status, JSON.stringify(up.body)).toBe(200)
    expect(up.body.data).toMatchObject({
      id: up.signed.mediaId,
      kind: 'cultureFile',
      status: 'complete',
      mimeType: 'image/png',
      sizeBytes: bytes.length,
    })
    expect((await mediaRow(up.signed.mediaId))!.meta).toMatchObject({ width: 1200, height: 800, cultureType: 'image' })

    const added = await call(p.clientA, 'POST', `/api/organizations/${org}/culture-media`, {
      mediaId: up.signed.mediaId,
      title: 'The team',
    })
    expect(added.status, JSON.stringify(added.body)).toBe(201)
    expect(added.body.data).toMatchObject({
      type: 'image',
      status: 'complete',
      mediaUrl: `/api/organizations/${org}/media/${up.signed.mediaId}/stream`,
    })
    const listed = await call(p.candidate, 'GET', `/api/organizations/${org}/culture-media`)
    expect(listed.body.data.map((i: any) => i.id)).toContain(added.body.data.id)

    // the company's face is public: no session needed, byte ranges work
    const whole = await t.request(added.body.data.mediaUrl)
    expect(whole.status).toBe(200)
    expect(whole.headers.get('content-type')).toBe('image/png')
    expect(new Uint8Array(await whole.arrayBuffer())).toEqual(bytes)
    const part = await t.request(added.body.data.mediaUrl, { headers: { range: 'bytes=1-3' } })
    expect(part.status).toBe(206)
    expect(await part.text()).toBe('PNG')
    // only through its own organization's address
    expect((await t.request(`/api/organizations/${p.orgB}/media/${up.signed.mediaId}/stream`)).status).toBe(404)

    // the same URL cannot be used twice; the file cannot be added twice
    expect((await put(up.signed.uploadUrl, bytes)).status).toBe(409)
    const again = await call(p.clientA, 'POST', `/api/organizations/${org}/culture-media`, {
      mediaId: up.signed.mediaId,
    })
    expect(again.status).toBe(422)
    expect(again.body.error.details[0]).toMatchObject({ path: 'mediaId', rule: 'alreadyUsed' })

    // removing the item removes its file
    expect(
      (await call(p.clientA, 'DELETE', `/api/organizations/${org}/culture-media/${added.body.data.id}`)).status,
    ).toBe(200)
    expect(await mediaRow(up.signed.mediaId)).toBeUndefined()
    expect(await storage().exists(up.signed.fileKey)).toBe(false)
  })

  it('a video goes through the transcoder: transcoding, then complete as a web MP4', async () => {
    const org = await createClientCompany(t.deps.db, uniq('Video Co'))
    let bytes: Uint8Array
    const ffmpeg = ffmpegPath()
    if (ffmpeg) {
      const source = join(dataDir, 'tour.avi')
      const made = Bun.spawnSync([
        ffmpeg,
        '-hide_banner',
        '-y',
        '-f',
        'lavfi',
        '-i',
        'testsrc=size=160x90:rate=10',
        '-t',
        '1',
        '-c:v',
        'mpeg4',
        source,
      ])
      expect(made.exitCode).toBe(0)
      bytes = new Uint8Array(readFileSync(source))
    } else {
      // without ffmpeg: a RIFF/AVI header passes the type check and the file is served as uploaded
      bytes = new Uint8Array(4096)
      bytes.set([0x52, 0x49, 0x46, 0x46, 0, 0x10, 0, 0, 0x41, 0x56, 0x49, 0x20, 0x4c, 0x49, 0x53, 0x54])
    }
    const up = await upload(p.recruiter, org, 'cultureFile', 'tour.avi', bytes)
    expect(up.signed.maxBytes).toBe(500 * MB)
    expect(up.status, JSON.stringify(up.body)).toBe(200)
    expect(up.body.data).toMatchObject({ status: 'transcoding', mimeType: 'video/x-msvideo' })
    const [job] = await t.deps.db
      .select()
      .from(outboxEventsTable)
      .where(eq(outboxEventsTable.aggregateId, up.signed.mediaId))
    expect(job!.topic).toBe(TRANSCODE_TOPIC)
    // it may be added while it transcodes; the item tells its status
    const added = await call(p.recruiter, 'POST', `/api/organizations/${org}/culture-media`, {
      mediaId: up.signed.mediaId,
    })
    expect(added.body.data).toMatchObject({ type: 'video', status: 'transcoding' })

    await runTranscoder()
    const row = await mediaRow(up.signed.mediaId)
    expect(row!.status).toBe('complete')
    if (ffmpeg) expect(row!.transcodedKey).toBe(`${up.signed.fileKey}.web.mp4`)
    const listed = await call(p.candidate, 'GET', `/api/organizations/${org}/culture-media`)
    expect(listed.body.data[0]).toMatchObject({ type: 'video', status: 'complete' })
    const stream = await t.request(listed.body.data[0].mediaUrl)
    expect(stream.status).toBe(200)
    expect(stream.headers.get('content-type')).toBe(ffmpeg ? 'video/mp4' : 'video/x-msvideo')
  })

  it('audio is a culture file too, and goes to the transcoder', async () => {
    const org = await createClientCompany(t.deps.db, uniq('Audio Co'))
    const up = await upload(p.recruiter, org, 'cultureFile', 'podcast.mp3', mp3Bytes())
    expect(up.signed.maxBytes).toBe(50 * MB)
    expect(up.body.data).toMatchObject({ status: 'transcoding', mimeType: 'audio/mpeg' })
    const added = await call(p.recruiter, 'POST', `/api/organizations/${org}/culture-media`, {
      mediaId: up.signed.mediaId,
      type: 'audio',
    })
    expect(added.status, JSON.stringify(added.body)).toBe(201)
    expect(added.body.data.type).toBe('audio')
  })

  it('answers 415 for a file name the kind does not take, and for content that is not what the name says', async () => {
    const org = p.orgA
    for (const [type, name] of [
      ['cultureFile', 'anim.gif'],
      ['cultureFile', 'notes.pdf'],
      ['cultureMediaThumbnail', 'clip.mp4'],
      ['organizationLogo', 'logo.svg'],
      ['organizationCover', 'cover.webp'],
    ]) {
      const before = await rowCounts(t.deps.db, ['rate_limits', 'auth_logs', 'sessions', 'refresh_tokens'])
      const r = await presign(p.clientA, org, type!, name!)
      expect(r.status, `${type} ${name}`).toBe(415)
      expect(r.body.error.details[0].rule).toBe('fileTypeValidator')
      expect(await rowCounts(t.deps.db, ['rate_limits', 'auth_logs', 'sessions', 'refresh_tokens'])).toEqual(before)
    }
    // a PDF named .png, an executable named .jpg, a PNG named .mp4: refused by their bytes
    const pdf = new TextEncoder().encode(`%PDF-1.7\n${'x'.repeat(2000)}`)
    const exe = new Uint8Array(4096)
    exe.set([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00])
    for (const [type, name, bytes] of [
      ['cultureFile', 'office.png', pdf],
      ['organizationLogo', 'logo.jpg', exe],
      ['cultureFile', 'tour.mp4', pngBytes(160, 90)],
      ['organizationCover', 'cover.png', mp3Bytes()],
    ] as const) {
      const up = await upload(p.clientA, org, type, name, bytes)
      expect(up.status, `${type} ${name}`).toBe(415)
      expect(up.body.error.details[0].rule).toBe('fileTypeValidator')
      expect((await mediaRow(up.signed.mediaId))!.status).toBe('error')
      expect(await storage().exists(up.signed.fileKey)).toBe(false)
    }
  })

  it('answers 413 past the kind limit: before reading when declared, while streaming when not', async () => {
    const org = p.orgA
    // 4 MB + 1 byte of culture image, no Content-Length: stopped while it streams
    const s = (await presign(p.clientA, org, 'cultureFile', 'big.jpg')).body.data
    const { stream, state } = countingStream(4 * MB + 1, jpegBytes(1600, 900))
    const res = await put(s.uploadUrl, stream)
    expect(res.status).toBe(413)
    expect(((await res.json()) as any).error.details[0].rule).toBe('maxFileSizeValidator')
    expect(state.pulled).toBeLessThanOrEqual(4 * MB + 2 * 64 * 1024)
    expect((await mediaRow(s.mediaId))!.status).toBe('error')
    expect(await storage().exists(s.fileKey)).toBe(false)
    // exactly 4 MB is fine, and the same URL may be used again after a failure
    const exact = countingStream(4 * MB, jpegBytes(1600, 900))
    const ok = await put(s.uploadUrl, exact.stream)
    expect(ok.status).toBe(200)
    expect(((await ok.json()) as any).data.sizeBytes).toBe(4 * MB)

    // a cover declared over 10 MB: refused before its body is read
    const cover = (await presign(p.clientA, org, 'organizationCover', 'cover.png')).body.data
    expect(cover.maxBytes).toBe(10 * MB)
    const counted = countingStream(11 * MB, pngBytes(1600, 400))
    const early = await put(cover.uploadUrl, counted.stream, { 'content-length': String(11 * MB) })
    expect(early.status).toBe(413)
    expect(counted.state.pulled).toBeLessThanOrEqual(64 * 1024)
  })
})

describe('culture media thumbnails: 16:9 or square', () => {
  it('refuses other ratios when uploaded (nothing kept), takes 16:9 and square, and sets them on an item', async () => {
    const org = await createClientCompany(t.deps.db, uniq('Thumb Co'))
    const item = await call(p.recruiter, 'POST', `/api/organizations/${org}/culture-media`, {
      mediaId: (await upload(p.recruiter, org, 'cultureFile', 'office.jpg', jpegBytes(800, 600))).signed.mediaId,
    })
    expect(item.status).toBe(201)

    for (const [name, bytes] of [
      ['four-three.png', pngBytes(800, 600)],
      ['portrait.png', pngBytes(1080, 1920)],
      // stored 1600 x 900 but turned a quarter by its EXIF orientation: shown 900 x 1600
      ['turned.jpg', jpegBytes(1600, 900, { orientation: 6 })],
    ] as const) {
      const bad = await upload(p.recruiter, org, 'cultureMediaThumbnail', name, bytes)
      expect(bad.status, name).toBe(422)
      expect(bad.body.error.details[0]).toMatchObject({
        path: 'file',
        rule: 'thumbnailRatio',
        message: 'Thumbnails must have a 16:9 or square (1:1) ratio',
      })
      expect((await mediaRow(bad.signed.mediaId))!.status).toBe('error')
      expect(await storage().exists(bad.signed.fileKey)).toBe(false)
      const refused = await call(p.recruiter, 'PATCH', `/api/organizations/${org}/culture-media/${item.body.data.id}`, {
        thumbnailMediaId: bad.signed.mediaId,
      })
      expect(refused.status).toBe(422)
      expect(refused.body.error.details[0]).toMatchObject({ path: 'thumbnailMediaId', rule: 'uploadNotFinished' })
    }

    const wide = await upload(p.recruiter, org, 'cultureMediaThumbnail', 'wide.png', pngBytes(1280, 720))
    expect(wide.status, JSON.stringify(wide.body)).toBe(200)
    expect((await mediaRow(wide.signed.mediaId))!.meta).toMatchObject({ width: 1280, height: 720, ratio: '16:9' })
    const square = await upload(p.recruiter, org, 'cultureMediaThumbnail', 'square.jpg', jpegBytes(640, 640))
    expect(square.status).toBe(200)
    expect((await mediaRow(square.signed.mediaId))!.meta).toMatchObject({ ratio: 'square' })

    const set = await call(p.recruiter, 'PATCH', `/api/organizations/${org}/culture-media/${item.body.data.id}`, {
      thumbnailMediaId: wide.signed.mediaId,
    })
    expect(set.body.data.thumbnailUrl).toBe(`/api/organizations/${org}/media/${wide.signed.mediaId}/stream`)
    // replacing the thumbnail removes the one it replaced
    const replaced = await call(p.recruiter, 'PATCH', `/api/organizations/${org}/culture-media/${item.body.data.id}`, {
      thumbnailMediaId: square.signed.mediaId,
    })
    expect(replaced.body.data.thumbnailUrl).toContain(square.signed.mediaId)
    expect(await mediaRow(wide.signed.mediaId)).toBeUndefined()
    expect(await storage().exists(wide.signed.fileKey)).toBe(false)

    // a thumbnail may come with a new item; a culture file is not a thumbnail
    const withThumb = await call(p.recruiter, 'POST', `/api/organizations/${org}/culture-media`, {
      mediaId: (await upload(p.recruiter, org, 'cultureFile', 'desk.png', pngBytes(300, 200))).signed.mediaId,
      thumbnailMediaId: (await upload(p.recruiter, org, 'cultureMediaThumbnail', 't.png', pngBytes(400, 400))).signed
        .mediaId,
    })
    expect(withThumb.status, JSON.stringify(withThumb.body)).toBe(201)
    expect(withThumb.body.data.thumbnailUrl).toMatch(new RegExp(`^/api/organizations/${org}/media/`))
    const notThumb = await call(p.recruiter, 'PATCH', `/api/organizations/${org}/culture-media/${item.body.data.id}`, {
      thumbnailMediaId: item.body.data.mediaId,
    })
    expect(notThumb.status).toBe(422)
    expect(notThumb.body.error.details[0]).toMatchObject({ path: 'thumbnailMediaId', rule: 'unknownValue' })
  })
})

describe('logo and cover uploads', () => {
  it('upload, set, replace (the old file goes) and clear; the profile points at the public address', async () => {
    const org = await createClientCompany(t.deps.db, uniq('Logo Co'))
    const client = await createClientUser(org)
    const first = await upload(client, org, 'organizationLogo', 'logo.png', pngBytes(256, 256))
    expect(first.signed.maxBytes).toBe(10 * MB)
    expect(first.status).toBe(200)
    const set = await call(client, 'PUT', `/api/organizations/${org}/logo`, { mediaId: first.signed.mediaId })
    expect(set.status, JSON.stringify(set.body)).toBe(200)
    expect(set.body.data.logoUrl).toBe(`/api/organizations/${org}/media/${first.signed.mediaId}/stream`)
    expect((await t.request(set.body.data.logoUrl)).status).toBe(200)
    // the job and client answers use the same address
    const details = await call(p.recruiter, 'GET', `/api/organizations/details/${org}`)
    expect(details.body.data.logoUrl).toBe(set.body.data.logoUrl)

    const second = await upload(client, org, 'organizationLogo', 'logo2.jpg', jpegBytes(300, 100))
    const replaced = await call(client, 'PUT', `/api/organizations/${org}/logo`, { mediaId: second.signed.mediaId })
    expect(replaced.body.data.logoUrl).toContain(second.signed.mediaId)
    expect(await mediaRow(first.signed.mediaId)).toBeUndefined()
    expect(await storage().exists(first.signed.fileKey)).toBe(false)

    const cover = await upload(client, org, 'organizationCover', 'cover.jpg', jpegBytes(1500, 500))
    expect(cover.status).toBe(200)
    // a logo upload is not a cover, and a cover whose bytes never came is not usable
    const wrongKind = await call(client, 'PUT', `/api/organizations/${org}/cover`, { mediaId: second.signed.mediaId })
    expect(wrongKind.status).toBe(422)
    const waiting = (await presign(client, org, 'organizationCover', 'later.png')).body.data
    expect((await call(client, 'PUT', `/api/organizations/${org}/cover`, { mediaId: waiting.mediaId })).status).toBe(
      422,
    )
    const setCover = await call(client, 'PUT', `/api/organizations/${org}/cover`, { mediaId: cover.signed.mediaId })
    expect(setCover.body.data.coverPhotoUrl).toBe(`/api/organizations/${org}/media/${cover.signed.mediaId}/stream`)

    const cleared = await call(client, 'PUT', `/api/organizations/${org}/logo`, { mediaId: null })
    expect(cleared.body.data.logoUrl).toBeNull()
    expect(await mediaRow(second.signed.mediaId)).toBeUndefined()
    // a waiting upload is not readable
    expect((await t.request(`/api/organizations/${org}/media/${waiting.mediaId}/stream`)).status).toBe(404)
  })
})

describe('tenancy: another company cannot upload to, or use, an organization’s files', () => {
  it('answers 404 to the other client and 403 to a candidate for the presigned URL', async () => {
    await expectCrossTenant404(t, {
      owner: p.clientA,
      intruders: [p.clientB],
      routes: [
        {
          name: 'presigned-url',
          create: async () => p.orgA,
          request: (id) => ({
            method: 'GET',
            path: `/api/organizations/${id}/media-content/presigned-url?type=cultureFile&fileName=a.png`,
          }),
        },
        {
          name: 'set logo from its own upload',
          create: async () =>
            (await upload(p.clientA, p.orgA, 'organizationLogo', 'l.png', pngBytes(64, 64))).signed.mediaId,
          request: (mediaId) => ({ method: 'PUT', path: `/api/organizations/${p.orgA}/logo`, json: { mediaId } }),
        },
      ],
    })
    const candidate = await presign(p.candidate, p.orgA, 'cultureFile', 'a.png')
    expect(candidate.status).toBe(403)
    expect((await presign(p.basicA, p.orgA, 'cultureFile', 'a.png')).status).toBe(403)
  })

  it("a client cannot put another company's upload on its own profile or culture tab", async () => {
    const theirs = await upload(p.clientA, p.orgA, 'cultureFile', 'acme.png', pngBytes(100, 100))
    const theirLogo = await upload(p.clientA, p.orgA, 'organizationLogo', 'acme.png', pngBytes(100, 100))
    const theirThumb = await upload(p.clientA, p.orgA, 'cultureMediaThumbnail', 'acme.png', pngBytes(100, 100))
    const before = await rowCounts(t.deps.db, ['rate_limits', 'auth_logs', 'sessions', 'refresh_tokens'])
    const asCulture = await call(p.clientB, 'POST', `/api/organizations/${p.orgB}/culture-media`, {
      mediaId: theirs.signed.mediaId,
    })
    expect(asCulture.status).toBe(422)
    expect(asCulture.body.error.details[0]).toMatchObject({ path: 'mediaId', rule: 'unknownValue' })
    const asLogo = await call(p.clientB, 'PUT', `/api/organizations/${p.orgB}/logo`, {
      mediaId: theirLogo.signed.mediaId,
    })
    expect(asLogo.status).toBe(422)
    const [own] = await t.deps.db
      .insert(cultureMediaTable)
      .values({ organizationId: p.orgB, type: 'link', url: 'https://globex.example' })
      .returning()
    const asThumb = await call(p.clientB, 'PATCH', `/api/organizations/${p.orgB}/culture-media/${own!.id}`, {
      thumbnailMediaId: theirThumb.signed.mediaId,
    })
    expect(asThumb.status).toBe(422)
    // nothing changed but the item this test inserted itself
    const after = await rowCounts(t.deps.db, ['rate_limits', 'auth_logs', 'sessions', 'refresh_tokens'])
    expect(after).toEqual({ ...before, culture_media: (before.culture_media ?? 0) + 1 })
    expect((await mediaRow(theirLogo.signed.mediaId))!.organizationId).toBe(p.orgA)
  })
})

describe('PUT uploads/{token}', () => {
  it('refuses a forged token, an empty file, and a candidate upload token', async () => {
    expect((await put(`/api/uploads/${'x'.repeat(40)}.${'y'.repeat(43)}`, new Uint8Array(10))).status).toBe(410)
    const s = (await presign(p.clientA, p.orgA, 'cultureFile', 'empty.png')).body.data
    const empty = await put(s.uploadUrl, new Uint8Array(0))
    expect(empty.status).toBe(422)
    expect(((await empty.json()) as any).error.details[0].rule).toBe('minFileSizeValidator')
  })
})

async function createClientUser(org: string): Promise<SignedInUser> {
  return createSignedInUser(t, { userType: 'client', roleKeys: ['client-recruiter'], organizationId: org })
}
