/**
 * The S3 adapter against a real S3-compatible server: s3rver (an npm package, started here
 * in-process on a loopback port, files in a temporary folder). First the storage contract
 * (whole, range, head, exists, delete, multipart, a failing stream, the key prefix), then the
 * product on S3: an upload through the presigned-URL flow, streamed back and deleted, and an
 * expired guest temp file swept from the bucket.
 */
import { createHash } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { eq } from 'drizzle-orm'
import S3rver from 's3rver'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mediaTable } from '../db/schema'
import { sweepTempFiles } from '../jobs/maintenance'
import { createAccessKey } from '../modules/access-keys/access-keys'
import { call, newCandidate } from '../modules/candidates/test-fixtures'
import { createTestUser } from '../testing/auth-helpers'
import { createTestApp, type TestApp } from '../testing/test-app'
import { storageFor } from './index'
import { s3Storage } from './s3'
import type { ObjectStorage } from './storage'

const BUCKET = 'quota-test'
const RESUME = fileURLToPath(new URL('../../../tests/fixtures/resumes/jordan-rivera-classic.pdf', import.meta.url))
const S3_ENV = ['S3_BUCKET', 'S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_PREFIX']

let server: S3rver
let s3Dir: string
let endpoint: string
let storage: ObjectStorage
beforeAll(async () => {
  s3Dir = mkdtempSync(join(tmpdir(), 'quota-s3rver-'))
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: s3Dir,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  })
  const { port } = await server.run()
  endpoint = `http://127.0.0.1:${port}`
  storage = s3Storage({
    bucket: BUCKET,
    endpoint,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    prefix: 'contract/',
  })
})
afterAll(async () => {
  await server?.close()
  rmSync(s3Dir, { recursive: true, force: true })
})

const text = (s: string) => new Blob([s]).stream()
const bytesOf = async (stream: ReadableStream<Uint8Array>) => new Uint8Array(await new Response(stream).arrayBuffer())
const sha = (b: Uint8Array) => createHash('sha256').update(b).digest('hex')

describe('the S3 adapter (s3rver)', () => {
  it('writes, reads whole and by range, reads the head, tells existence and deletes', async () => {
    expect(storage.kind).toBe('s3')
    expect(await storage.put('docs/a.txt', text('hello, bucket'), { contentType: 'text/plain' })).toEqual({ size: 13 })
    expect(await storage.exists('docs/a.txt')).toBe(true)

    const whole = await storage.get('docs/a.txt')
    expect(whole).toMatchObject({ size: 13, totalSize: 13, range: null })
    expect(new TextDecoder().decode(await bytesOf(whole!.body))).toBe('hello, bucket')

    const part = await storage.get('docs/a.txt', { start: 7, end: 9 })
    expect(part).toMatchObject({ size: 3, totalSize: 13, range: { start: 7, end: 9 } })
    expect(new TextDecoder().decode(await bytesOf(part!.body))).toBe('buc')
    const tail = await storage.get('docs/a.txt', { start: 7 })
    expect(tail).toMatchObject({ size: 6, range: { start: 7, end: 12 } })
    expect(new TextDecoder().decode(await bytesOf(tail!.body))).toBe('bucket')

    expect(new TextDecoder().decode((await storage.read('docs/a.txt', 5))!)).toBe('hello')

    await storage.delete('docs/a.txt')
    expect(await storage.exists('docs/a.txt')).toBe(false)
    expect(await storage.get('docs/a.txt')).toBeNull()
    expect(await storage.read('docs/a.txt', 5)).toBeNull()
    // deleting what is not there is no error
    await storage.delete('docs/a.txt')
  })

  it('streams a file larger than one part as a multipart upload, byte for byte', async () => {
    const big = new Uint8Array(9 * 1024 * 1024 + 123)
    for (let i = 0; i < big.length; i += 4096) big[i] = i % 251
    let chunks = 0
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < big.length; i += 1024 * 1024) {
          controller.enqueue(big.subarray(i, i + 1024 * 1024))
          chunks++
        }
        controller.close()
      },
    })
    expect(await storage.put('docs/big.bin', stream, { contentType: 'application/octet-stream' })).toEqual({
      size: big.length,
    })
    expect(chunks).toBe(10)
    const back = await storage.get('docs/big.bin')
    expect(back!.totalSize).toBe(big.length)
    expect(sha(await bytesOf(back!.body))).toBe(sha(big))
    await storage.delete('docs/big.bin')
  })

  it('a stream that fails part-way leaves nothing under the key and rethrows', async () => {
    const failing = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.enqueue(new Uint8Array(1024).fill(1))
        controller.error(new Error('too large'))
      },
    })
    await expect(storage.put('docs/broken.bin', failing, { contentType: 'application/pdf' })).rejects.toThrow(
      'too large',
    )
    expect(await storage.exists('docs/broken.bin')).toBe(false)
  })

  it('keeps to its prefix, and refuses unsafe keys', async () => {
    await storage.put('docs/mine.txt', text('x'), { contentType: 'text/plain' })
    const neighbour = s3Storage({
      bucket: BUCKET,
      endpoint,
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      prefix: 'other',
    })
    expect(await neighbour.exists('docs/mine.txt')).toBe(false)
    const unprefixed = s3Storage({ bucket: BUCKET, endpoint, accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' })
    expect(await unprefixed.exists('contract/docs/mine.txt')).toBe(true)
    for (const key of ['../etc/passwd', '/abs', 'a//b', '']) {
      await expect(storage.put(key, text('x'), { contentType: 'text/plain' })).rejects.toThrow('Unsafe storage key')
    }
  })
})

describe('the product on S3 (S3_BUCKET and S3_ENDPOINT set)', () => {
  let t: TestApp
  let dataDir: string
  const saved: Record<string, string | undefined> = {}
  beforeAll(async () => {
    for (const k of S3_ENV) saved[k] = process.env[k]
    Object.assign(process.env, {
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_PREFIX: 'app',
    })
    dataDir = mkdtempSync(join(tmpdir(), 'quota-s3-app-'))
    t = await createTestApp({ env: { DATA_DIR: dataDir } })
  })
  afterAll(async () => {
    await t?.close()
    for (const k of S3_ENV) {
      if (saved[k] === undefined) delete process.env[k]
      else process.env[k] = saved[k]
    }
    rmSync(dataDir, { recursive: true, force: true })
  })
  const bucket = () =>
    s3Storage({ bucket: BUCKET, endpoint, accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', prefix: 'app' })

  it('upload -> stream (whole and a range) -> delete, through the HTTP API, with the bytes in the bucket', async () => {
    expect(storageFor(t.deps.config).kind).toBe('s3')
    const pdf = new Uint8Array(readFileSync(RESUME))
    const me = await newCandidate(t)
    const q = new URLSearchParams({ type: 'resume', fileName: 'cv.pdf', candidateId: me.candidateId })
    const signed = await call(t, me, 'GET', `/api/media-content/presigned-url?${q}`)
    expect(signed.status).toBe(200)
    const { mediaId, fileKey, uploadUrl } = signed.body.data
    const up = await t.request(uploadUrl, {
      method: 'PUT',
      body: pdf,
      headers: { 'content-type': 'application/pdf' },
    })
    expect(up.status).toBe(200)
    expect(((await up.json()) as any).data).toMatchObject({
      id: mediaId,
      status: 'complete',
      mimeType: 'application/pdf',
    })

    // the object is in the bucket, under the prefix, and nothing went to the local disk
    const stored = await bucket().get(fileKey)
    expect(sha(await bytesOf(stored!.body))).toBe(sha(pdf))
    expect(await storageFor({ dataDir }, {}).exists(fileKey)).toBe(false)

    const whole = await t.request(`/api/media-content/${mediaId}/stream`, { headers: me.headers })
    expect(whole.status).toBe(200)
    expect(whole.headers.get('content-type')).toBe('application/pdf')
    expect(sha(new Uint8Array(await whole.arrayBuffer()))).toBe(sha(pdf))

    const range = await t.request(`/api/media-content/${mediaId}/stream`, {
      headers: { ...me.headers, range: 'bytes=0-7' },
    })
    expect(range.status).toBe(206)
    expect(range.headers.get('content-range')).toBe(`bytes 0-7/${pdf.length}`)
    expect(new TextDecoder().decode(await range.arrayBuffer())).toBe(new TextDecoder().decode(pdf.subarray(0, 8)))

    const gone = await call(t, me, 'DELETE', `/api/media-content/${mediaId}`)
    expect(gone.status).toBe(200)
    expect(await bucket().exists(fileKey)).toBe(false)
    expect((await t.request(`/api/media-content/${mediaId}/stream`, { headers: me.headers })).status).toBe(404)
  })

  it('an expired guest temp file is swept from the bucket', async () => {
    const admin = await createTestUser(t, { userType: 'staff', roleKeys: ['administrator'] })
    const { key } = await createAccessKey({
      ctx: {
        actor: {
          userId: admin.id,
          userType: 'staff',
          organizationId: null,
          candidateId: null,
          roles: [],
          permissions: ['manage-configurations'],
          sessionId: null,
        },
        requestId: 's3-test',
        db: t.deps.db,
      },
      input: { name: 'apply widget', scopes: ['apply'], allowedOrigins: [] } as never,
    })
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(readFileSync(RESUME))]), 'guest.pdf')
    form.append('fileName', 'guest.pdf')
    form.append('type', 'resume')
    const res = await t.request('/api/guest/temp-files', {
      method: 'POST',
      body: form,
      headers: { 'x-access-key': key },
    })
    expect(res.status).toBe(200)
    const id = ((await res.json()) as any).data.media.id as string
    const [row] = await t.deps.db.select().from(mediaTable).where(eq(mediaTable.id, id))
    expect(await bucket().exists(row!.storageKey)).toBe(true)

    expect(await sweepTempFiles(t.deps.db, storageFor(t.deps.config), new Date(Date.now() + 25 * 3_600_000))).toBe(1)
    expect(await bucket().exists(row!.storageKey)).toBe(false)
    expect(await t.deps.db.select().from(mediaTable).where(eq(mediaTable.id, id))).toEqual([])
  })
})
