/**
 * The feedback attachment through HTTP: GET feedback/attachments/presigned-url -> PUT the bytes
 * (type by content, 5 MB while streaming) -> POST feedback naming it -> administrators read it.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { feedbackTable, mediaTable } from '../../db/schema'
import { storageFor } from '../../storage'
import { httpAs, type SignedInUser } from '../../testing/auth-helpers'
import { pngBytes } from '../../testing/image-bytes'
import { rowCounts } from '../../testing/row-counts'
import { createTestApp, type TestApp } from '../../testing/test-app'
import { createPeople, json, type People } from '../jobs/test-fixtures'

const MB = 1024 * 1024
const IGNORE = ['rate_limits', 'auth_logs', 'sessions', 'refresh_tokens']
let t: TestApp
let p: People
let dataDir: string

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'quota-feedback-'))
  t = await createTestApp({ env: { DATA_DIR: dataDir } })
  p = await createPeople(t)
})
afterAll(async () => {
  await t.close()
  rmSync(dataDir, { recursive: true, force: true })
})

const { call } = httpAs(() => t)
const presign = (who: SignedInUser, fileName: string) =>
  call(who, 'GET', `/api/feedback/attachments/presigned-url?${new URLSearchParams({ fileName })}`)
function put(url: string, body: BodyInit | ReadableStream | Uint8Array, headers: Record<string, string> = {}) {
  return t.request(url, {
    method: 'PUT',
    body: body as BodyInit,
    headers: { 'content-type': 'application/octet-stream', ...headers },
    duplex: 'half',
  } as RequestInit)
}
const mediaRow = async (id: string) => (await t.deps.db.select().from(mediaTable).where(eq(mediaTable.id, id)))[0]

describe('feedback attachments', () => {
  it('a screenshot: uploaded, sent with the feedback, read by the administrators', async () => {
    const s = await presign(p.candidate, 'screenshot.png')
    expect(s.status, JSON.stringify(s.body)).toBe(200)
    expect(s.body.data).toMatchObject({ method: 'PUT', maxBytes: 5 * MB })
    expect(s.body.data.fileKey).toMatch(new RegExp(`^users/${p.candidate.user.id}/feedbackAttachment/`))
    const bytes = pngBytes(1440, 900, 50_000)
    const up = await put(s.body.data.uploadUrl, bytes)
    expect(up.status).toBe(200)
    expect((await json(up)).data).toMatchObject({
      kind: 'feedbackAttachment',
      status: 'complete',
      mimeType: 'image/png',
    })

    const sent = await call(p.candidate, 'POST', '/api/feedback', {
      type: 'defect',
      text: 'The save button does nothing',
      attachmentMediaId: s.body.data.mediaId,
    })
    expect(sent.status, JSON.stringify(sent.body)).toBe(201)
    expect(sent.body.data.attachmentUrl).toBe(`/api/media-content/${s.body.data.mediaId}/stream`)
    const read = await t.request(sent.body.data.attachmentUrl, { headers: p.admin.headers })
    expect(read.status).toBe(200)
    expect(new Uint8Array(await read.arrayBuffer())).toEqual(bytes)
    // another user's attachment is not theirs to read
    expect((await t.request(sent.body.data.attachmentUrl, { headers: p.clientA.headers })).status).toBe(404)

    // one attachment, one feedback
    const again = await call(p.candidate, 'POST', '/api/feedback', {
      type: 'defect',
      text: 'Again',
      attachmentMediaId: s.body.data.mediaId,
    })
    expect(again.status).toBe(422)
    expect(again.body.error.details[0]).toMatchObject({ path: 'attachmentMediaId', rule: 'alreadyUsed' })
  })

  it('answers 415 for a kind of file it does not take, by name and by content', async () => {
    const byName = await presign(p.clientA, 'setup.exe')
    expect(byName.status).toBe(415)
    expect(byName.body.error.details[0].rule).toBe('fileTypeValidator')
    const s = (await presign(p.clientA, 'screen.png')).body.data
    const zip = new Uint8Array(4096)
    zip.set([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0])
    const res = await put(s.uploadUrl, zip)
    expect(res.status).toBe(415)
    expect((await mediaRow(s.mediaId))!.status).toBe('error')
    expect(await storageFor(t.deps.config).exists(s.fileKey)).toBe(false)
  })

  it('answers 413 past 5 MB, while streaming; exactly 5 MB is fine', async () => {
    const s = (await presign(p.clientA, 'big.png')).body.data
    const head = pngBytes(4000, 3000)
    let pulled = 0
    const total = 5 * MB + 1
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled >= total) return controller.close()
        const part = new Uint8Array(Math.min(64 * 1024, total - pulled))
        if (pulled === 0) part.set(head)
        pulled += part.length
        controller.enqueue(part)
      },
    })
    const res = await put(s.uploadUrl, stream)
    expect(res.status).toBe(413)
    expect((await json(res)).error.details[0].rule).toBe('maxFileSizeValidator')
    expect(pulled).toBeLessThanOrEqual(5 * MB + 2 * 64 * 1024)
    const exact = new Uint8Array(5 * MB)
    exact.set(head)
    expect((await put(s.uploadUrl, exact)).status).toBe(200)
  })

  it("refuses another user's attachment and one whose bytes never came, writing nothing", async () => {
    const theirs = (await presign(p.clientA, 'theirs.png')).body.data
    expect((await put(theirs.uploadUrl, pngBytes(10, 10))).status).toBe(200)
    const waiting = (await presign(p.clientB, 'later.png')).body.data
    for (const [who, id, rule] of [
      [p.clientB, theirs.mediaId, 'unknownValue'],
      [p.clientB, waiting.mediaId, 'uploadNotFinished'],
    ] as const) {
      const before = await rowCounts(t.deps.db, IGNORE)
      const r = await call(who, 'POST', '/api/feedback', { type: 'other', text: 'x', attachmentMediaId: id })
      expect(r.status).toBe(422)
      expect(r.body.error.details[0]).toMatchObject({ path: 'attachmentMediaId', rule })
      expect(await rowCounts(t.deps.db, IGNORE)).toEqual(before)
    }
    expect(
      await t.deps.db.select().from(feedbackTable).where(eq(feedbackTable.attachmentMediaId, theirs.mediaId)),
    ).toEqual([])
    expect((await call(null, 'GET', '/api/feedback/attachments/presigned-url?fileName=a.png')).status).toBe(401)
  })
})
