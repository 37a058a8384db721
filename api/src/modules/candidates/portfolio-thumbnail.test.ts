/**
 * 001 §5 "thumbnails have ratio 16:9 or square", through HTTP: the thumbnail upload
 * (media-content/presigned-url + PUT) refuses another shape and keeps nothing, and a portfolio
 * item only takes a finished image of the right shape as its thumbnail.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mediaTable, portfolioItemsTable } from '../../db/schema'
import { storageFor } from '../../storage'
import type { SignedInUser } from '../../testing/auth-helpers'
import { smallPdf } from '../../testing/crafted-files'
import { jpegBytes, pngBytes } from '../../testing/image-bytes'
import { type CandidateWorld, call, createCandidateWorld, newCandidate } from './test-fixtures'

let w: CandidateWorld
beforeAll(async () => {
  w = await createCandidateWorld()
})
afterAll(() => w.close())

type Me = SignedInUser & { candidateId: string }

/** Presign and PUT a file of the given kind; answers the PUT's status and body and the media id. */
async function upload(me: Me, type: string, fileName: string, bytes: Uint8Array) {
  const q = new URLSearchParams({ type, fileName, candidateId: me.candidateId })
  const signed = await call(w.t, me, 'GET', `/api/media-content/presigned-url?${q}`)
  expect(signed.status).toBe(200)
  const res = await w.t.request(signed.body.data.uploadUrl, {
    method: 'PUT',
    body: bytes as BodyInit,
    headers: { 'content-type': 'application/octet-stream' },
  })
  return { status: res.status, body: (await res.json()) as any, mediaId: signed.body.data.mediaId as string }
}

const media = async (id: string) => (await w.t.deps.db.select().from(mediaTable).where(eq(mediaTable.id, id)))[0]!

const addItem = (me: Me, extra: Record<string, unknown>) =>
  call(w.t, me, 'POST', `/api/candidates/${me.candidateId}/portfolio`, {
    type: 'link',
    url: 'deck.example.com/q3',
    title: 'Q3 deck',
    ...extra,
  })

describe('portfolio thumbnail upload', () => {
  it.each([
    ['a 16:9 png', 'wide.png', pngBytes(1600, 900)],
    ['a square jpeg', 'square.jpg', jpegBytes(640, 640)],
    ['a jpeg that shows 16:9 once turned (EXIF orientation 6)', 'turned.jpg', jpegBytes(900, 1600, { orientation: 6 })],
  ])('takes %s and records its size', async (_name, fileName, bytes) => {
    const me = await newCandidate(w.t)
    const up = await upload(me, 'portfolioThumbnail', fileName, bytes)
    expect(up.status).toBe(200)
    expect(up.body.data.status).toBe('complete')
    const row = await media(up.mediaId)
    expect(row.status).toBe('complete')
    expect(row.meta.width! / row.meta.height!).toBeGreaterThanOrEqual(1)
    expect(await storageFor(w.t.deps.config).exists(row.storageKey)).toBe(true)
  })

  it.each([
    ['4:3', pngBytes(1024, 768)],
    ['portrait 9:16', pngBytes(900, 1600)],
    ['3:2 jpeg', jpegBytes(1500, 1000)],
  ])('refuses a %s thumbnail and keeps nothing', async (_name, bytes) => {
    const me = await newCandidate(w.t)
    const up = await upload(me, 'portfolioThumbnail', 'thumb.png', bytes)
    expect(up.status).toBe(422)
    expect(up.body.error.details[0]).toMatchObject({ path: 'file', rule: 'thumbnailRatio' })
    const row = await media(up.mediaId)
    expect(row.status).toBe('error')
    expect(await storageFor(w.t.deps.config).exists(row.storageKey)).toBe(false)
  })

  it('other image kinds are not held to the thumbnail shape', async () => {
    const me = await newCandidate(w.t)
    const up = await upload(me, 'portfolioFile', 'photo.png', pngBytes(1024, 768))
    expect(up.status).toBe(200)
    expect((await media(up.mediaId)).meta).toMatchObject({ width: 1024, height: 768 })
  })
})

describe('a portfolio item and its thumbnail', () => {
  it('takes a 16:9 or square uploaded thumbnail', async () => {
    const me = await newCandidate(w.t)
    const wide = await upload(me, 'portfolioThumbnail', 'wide.png', pngBytes(1280, 720))
    const r = await addItem(me, { thumbnailMediaId: wide.mediaId })
    expect(r.status).toBe(201)
    expect(r.body.data.thumbnailKey).toBe((await media(wide.mediaId)).storageKey)
    // a portfolio image of the right shape may serve as its own thumbnail
    const square = await upload(me, 'portfolioFile', 'square.png', pngBytes(800, 800))
    const own = await addItem(me, {
      type: 'file',
      url: null,
      fileMediaId: square.mediaId,
      thumbnailMediaId: square.mediaId,
    })
    expect(own.status).toBe(201)
  })

  it.each([
    ['a 4:3 portfolio image', 'photo.png', pngBytes(1024, 768), 'Thumbnails must have a 16:9 or square (1:1) ratio'],
    ['a PDF', 'deck.pdf', smallPdf('A deck'), 'The thumbnail could not be read as an image'],
  ])('refuses %s as the thumbnail', async (_name, fileName, bytes, message) => {
    const me = await newCandidate(w.t)
    const file = await upload(me, 'portfolioFile', fileName, bytes)
    expect(file.status).toBe(200)
    const r = await addItem(me, { thumbnailMediaId: file.mediaId })
    expect(r.status).toBe(422)
    expect(r.body.error.details[0]).toEqual({ path: 'thumbnailMediaId', rule: 'thumbnailRatio', message })
    expect(
      await w.t.deps.db.select().from(portfolioItemsTable).where(eq(portfolioItemsTable.candidateId, me.candidateId)),
    ).toEqual([])
  })

  it('refuses a thumbnail whose upload has not finished', async () => {
    const me = await newCandidate(w.t)
    const q = new URLSearchParams({ type: 'portfolioThumbnail', fileName: 't.png', candidateId: me.candidateId })
    const signed = await call(w.t, me, 'GET', `/api/media-content/presigned-url?${q}`)
    const r = await addItem(me, { thumbnailMediaId: signed.body.data.mediaId })
    expect(r.status).toBe(422)
    expect(r.body.error.details[0]).toMatchObject({ path: 'thumbnailMediaId', rule: 'notFound' })
  })

  it('PATCH checks a new thumbnail, and leaves an older one alone when it is not changed', async () => {
    const me = await newCandidate(w.t)
    const item = await addItem(me, {})
    expect(item.status).toBe(201)
    const path = `/api/candidates/${me.candidateId}/portfolio/${item.body.data.id}`
    const odd = await upload(me, 'portfolioFile', 'odd.png', pngBytes(1500, 1000))
    const refused = await call(w.t, me, 'PATCH', path, { thumbnailMediaId: odd.mediaId })
    expect(refused.status).toBe(422)
    expect(refused.body.error.details[0].rule).toBe('thumbnailRatio')

    // a thumbnail set before the rule (written straight to the row) survives other edits
    await w.t.deps.db
      .update(portfolioItemsTable)
      .set({ thumbnailMediaId: odd.mediaId })
      .where(eq(portfolioItemsTable.id, item.body.data.id))
    const renamed = await call(w.t, me, 'PATCH', path, { title: 'Q3 deck, final' })
    expect(renamed.status).toBe(200)
    expect(renamed.body.data.title).toBe('Q3 deck, final')

    const good = await upload(me, 'portfolioThumbnail', 'good.png', pngBytes(1920, 1080))
    const replaced = await call(w.t, me, 'PATCH', path, { thumbnailMediaId: good.mediaId })
    expect(replaced.status).toBe(200)
    expect(replaced.body.data.thumbnailKey).toBe((await media(good.mediaId)).storageKey)
  })
})
