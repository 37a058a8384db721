/**
 * Anonymous uploads are bounded (issue 30 item 5), through POST guest/temp-files as the apply
 * widget sends them: every multipart part is checked as a JSON field is (a NUL answers 422
 * naming the part) and a refused upload leaves no file and no row; 20 hostile PDFs at once all
 * finish through the fixed pool of reader threads (never more than its size reading at once)
 * while /health answers; past the per-address budget the upload is refused before it is read.
 * The timings are the benchmark's (tests/src/bench/hostile-resumes.ts), not asserted here.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mediaTable } from '../../db/schema'
import { extractDocumentText, READER_QUEUE_MAX, READER_THREADS, readerLoad } from '../../files/extract-text'
import { createSignedInUser } from '../../testing/auth-helpers'
import { nestedFormsPdf, smallPdf } from '../../testing/crafted-files'
import { createTestApp, type TestApp } from '../../testing/test-app'

const UPLOADS_PER_ADDRESS = 30
const SITE = 'https://careers.acme.test'

let t: TestApp
let dataDir: string
let key: string
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'quota-temp-files-'))
  t = await createTestApp({
    env: { DATA_DIR: dataDir, INBOUND_UPLOAD_LIMIT_PER_ADDRESS: String(UPLOADS_PER_ADDRESS) },
  })
  const admin = await createSignedInUser(t, { roleKeys: ['administrator'] })
  const res = await t.request('/api/access-keys', {
    method: 'POST',
    json: { name: 'Apply widget', scopes: ['apply'], allowedOrigins: [SITE] },
    headers: admin.headers,
  })
  key = (await res.json()).data.key
}, 240_000)
afterAll(async () => {
  await t.close()
  rmSync(dataDir, { recursive: true, force: true })
})

/** Every stored file, wherever the storage put it. */
const storedFiles = () => {
  try {
    return readdirSync(join(dataDir, 'files'), { recursive: true, withFileTypes: true }).filter((e) => e.isFile())
      .length
  } catch {
    return 0
  }
}
const tempRows = async () => (await t.deps.db.select().from(mediaTable).where(eq(mediaTable.kind, 'tempFile'))).length

const upload = (parts: [string, string | Blob, string?][]) => {
  const form = new FormData()
  for (const [name, value, fileName] of parts) {
    if (typeof value === 'string') form.append(name, value)
    else form.append(name, value, fileName)
  }
  return t.request('/api/guest/temp-files', {
    method: 'POST',
    body: form,
    headers: { 'x-access-key': key, origin: SITE },
  })
}
const resume = (
  name = 'resume.pdf',
  bytes: Uint8Array<ArrayBuffer> = smallPdf('Dana Resume'),
): [string, Blob, string] => ['file', new Blob([bytes]), name]
const rulesOf = async (res: Response) =>
  ((await res.json()).error.details as { path: string; rule: string }[]).map((d) => `${d.path}:${d.rule}`)

describe('POST guest/temp-files: every multipart part is checked as JSON fields are', () => {
  it.each<[string, [string, string | Blob, string?][], string]>([
    ['a NUL in fileName', [resume(), ['fileName', 'cv\u0000.pdf'], ['type', 'resume']], 'fileName:noNulCharacter'],
    ['a NUL in type', [resume(), ['type', 'res\u0000ume']], 'type:noNulCharacter'],
    ['a NUL in parseResume', [resume(), ['parseResume', 'true\u0000']], 'parseResume:noNulCharacter'],
    ['an unknown part', [resume(), ['isAdmin', 'true']], 'isAdmin:unknownField'],
    ['an unknown kind', [resume(), ['type', 'passport']], 'type:invalid_value'],
    ['a fileName over 255 characters', [resume(), ['fileName', `${'x'.repeat(256)}.pdf`]], 'fileName:maxLength'],
  ])('%s answers 422 naming it, and keeps no file and no row', async (_, parts, rule) => {
    const [files, rows] = [storedFiles(), await tempRows()]
    const res = await upload(parts)
    expect(res.status).toBe(422)
    const rules = await rulesOf(res)
    expect(rules.map((r) => r.split(':')[0])).toContain(rule.split(':')[0])
    expect([storedFiles(), await tempRows()]).toEqual([files, rows])
  })

  it("a NUL in the file part's own name never reaches the database, and nothing is kept", async () => {
    // written by hand: FormData would not carry the NUL as sent. Bun's parser cuts the name at
    // the NUL ("cv", no extension: 415); were it kept, the name check answers 422 `file.name`
    const boundary = 'quota-boundary-7f3a'
    const head = `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="cv\u0000.pdf"\r\ncontent-type: application/pdf\r\n\r\n`
    const body = new Blob([head, smallPdf('Dana'), `\r\n--${boundary}--\r\n`])
    const [files, rows] = [storedFiles(), await tempRows()]
    const res = await t.request('/api/guest/temp-files', {
      method: 'POST',
      body,
      headers: { 'x-access-key': key, origin: SITE, 'content-type': `multipart/form-data; boundary=${boundary}` },
    })
    expect([415, 422], await res.clone().text()).toContain(res.status)
    expect([storedFiles(), await tempRows()]).toEqual([files, rows])
  })

  it('a good upload is stored once, with its row', async () => {
    const [files, rows] = [storedFiles(), await tempRows()]
    const res = await upload([resume(), ['fileName', 'dana.pdf'], ['type', 'resume'], ['parseResume', 'false']])
    expect(res.status, await res.clone().text()).toBe(200)
    expect([storedFiles(), await tempRows()]).toEqual([files + 1, rows + 1])
  })
})

describe('POST guest/temp-files: hostile resumes go through the fixed pool of readers', () => {
  it('20 hostile PDFs at once all finish, never more than the pool reading, /health answering meanwhile', async () => {
    const [files, rows] = [storedFiles(), await tempRows()]
    // forms drawing each other 10^3 times, a moment of pdf.js each on a quiet machine (the bench
    // sends days' worth, each cut at the readers' time limit)
    const hostile = nestedFormsPdf(3, 10)
    let busiest = 0
    let healthAnswers = 0
    let running = true
    const watch = (async () => {
      while (running) {
        busiest = Math.max(busiest, readerLoad().reading)
        if ((await t.request('/health')).status === 200) healthAnswers++
        await new Promise((r) => setTimeout(r, 100))
      }
    })()
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        upload([resume(`hostile-${i}.pdf`, hostile), ['type', 'resume'], ['parseResume', 'true']]),
      ),
    )
    const bodies = await Promise.all(answers.map(async (a) => ({ status: a.status, body: await a.json() })))
    // the parses still waiting for a reader finish in the background; the pool drains
    while (readerLoad().reading + readerLoad().waiting > 0) await new Promise((r) => setTimeout(r, 200))
    running = false
    await watch
    expect(bodies.map((b) => b.status)).toEqual(Array(20).fill(200))
    for (const b of bodies) expect(['failed', 'pending', 'partial']).toContain(b.body.data.parsed.state)
    expect(busiest).toBeGreaterThan(0)
    expect(busiest).toBeLessThanOrEqual(2 * READER_THREADS)
    expect(healthAnswers).toBeGreaterThan(0)
    expect([storedFiles(), await tempRows()]).toEqual([files + 20, rows + 20])
    // every parse ended: its result is on its row
    const stored = await t.deps.db.select().from(mediaTable).where(eq(mediaTable.kind, 'tempFile'))
    const hostileRows = stored.filter((m) => m.fileName.startsWith('hostile-'))
    expect(hostileRows).toHaveLength(20)
    for (const m of hostileRows) expect((m.meta as { parsed?: { state: string } }).parsed?.state).toBe('failed')
  }, 240_000)

  it('with every reader busy and the line full, an upload to parse answers 503 and keeps no file or row', async () => {
    // other people's documents fill the readers' line (this process's pool, as the app's)
    const hostile = nestedFormsPdf(8, 10)
    // the first ones hold the threads long enough for the upload to arrive; the line then drains fast
    const others = Array.from({ length: READER_THREADS + READER_QUEUE_MAX }, (_, i) =>
      extractDocumentText(hostile, 'application/pdf', { timeoutMs: i < READER_THREADS ? 8000 : 100 }),
    )
    const [files, rows] = [storedFiles(), await tempRows()]
    const res = await upload([resume(), ['type', 'resume'], ['parseResume', 'true']])
    expect(res.status, await res.clone().text()).toBe(503)
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
    expect([storedFiles(), await tempRows()]).toEqual([files, rows])
    await Promise.all(others)
  }, 120_000)

  it('past the per-address budget an upload is refused before it is read, and keeps nothing', async () => {
    let refused: Response | null = null
    for (let i = 0; i <= UPLOADS_PER_ADDRESS && !refused; i++) {
      const res = await upload([resume(), ['type', 'resume']])
      if (res.status === 429) refused = res
      else expect(res.status).toBe(200)
    }
    expect(refused?.status).toBe(429)
    expect(Number(refused!.headers.get('retry-after'))).toBeGreaterThan(0)
    const [files, rows] = [storedFiles(), await tempRows()]
    expect((await upload([resume(), ['fileName', 'x\u0000']])).status).toBe(429)
    expect([storedFiles(), await tempRows()]).toEqual([files, rows])
  })
})
