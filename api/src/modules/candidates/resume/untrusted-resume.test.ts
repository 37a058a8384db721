import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { eq } from 'drizzle-orm'
import { strToU8, unzipSync, zipSync } from 'fflate'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mediaTable } from '../../../db/schema'
import { storageFor } from '../../../storage'
import { type CandidateWorld, call, createCandidateWorld, newCandidate } from '../test-fixtures'

/**
 * A resume is untrusted input: a 21 KB DOCX whose text is one 20 MB run of letters once froze
 * the whole API for minutes (the parse ran on the main thread, in time quadratic in a word's
 * length). Now the text is bounded and parsed inside the reader's worker, under its time limit.
 */
const FIXTURE = fileURLToPath(new URL('../../../../../tests/fixtures/resumes/alex-kim-minimal.docx', import.meta.url))

/** The fixture DOCX with its body replaced by one paragraph of `letters` letters. */
function letterRunDocx(letters: number): Uint8Array<ArrayBuffer> {
  const entries = unzipSync(new Uint8Array(readFileSync(FIXTURE)))
  const body = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>${'a'.repeat(letters)}</w:t></w:r></w:p></w:body></w:document>`
  entries['word/document.xml'] = strToU8(body)
  return new Uint8Array(zipSync(entries, { level: 9 }))
}

let w: CandidateWorld
beforeAll(async () => {
  w = await createCandidateWorld()
})
afterAll(() => w.close())

describe('an untrusted resume cannot stall the server', () => {
  it('a 20 MB run of letters: /health keeps answering throughout, the parse answers failed', async () => {
    const docx = letterRunDocx(20_000_000)
    expect(docx.byteLength).toBeLessThan(64 * 1024)
    const me = await newCandidate(w.t)
    const up = (await call(w.t, me, 'GET', '/api/media-content/presigned-url?type=resume&fileName=run.docx')).body.data
    expect((await w.t.request(up.uploadUrl, { method: 'PUT', body: docx })).status).toBe(200)

    let parsing = true
    const parse = call(w.t, me, 'POST', '/api/candidates/process-resume', { apply: true }).finally(() => {
      parsing = false
    })
    const gaps: number[] = []
    let last = performance.now()
    while (parsing) {
      expect((await w.t.request('/health')).status).toBe(200)
      const now = performance.now()
      gaps.push(now - last)
      last = now
      await new Promise((r) => setTimeout(r, 50))
    }
    const r = await parse
    expect(r.status).toBe(200)
    expect(r.body.data).toMatchObject({
      state: 'failed',
      message: 'Your resume could not be read. Please fill in your profile.',
      applied: null,
    })
    // the health check answered while the parse ran, never held up for a second
    expect(gaps.length).toBeGreaterThanOrEqual(3)
    expect(Math.max(...gaps)).toBeLessThan(1_000)
  }, 60_000)

  it('a file that starts with "%PDF-" but is no PDF is refused (415) and not kept; a real one is taken', async () => {
    const me = await newCandidate(w.t)
    const fake = new TextEncoder().encode(`%PDF-1.7\n${'not really a pdf '.repeat(400)}`)
    const up = (await call(w.t, me, 'GET', '/api/media-content/presigned-url?type=resume&fileName=fake.pdf')).body.data
    const refused = await w.t.request(up.uploadUrl, { method: 'PUT', body: fake })
    expect(refused.status).toBe(415)
    expect((await refused.json()).error.details[0]).toMatchObject({ path: 'file', rule: 'fileTypeValidator' })
    const [row] = await w.t.deps.db.select().from(mediaTable).where(eq(mediaTable.id, up.mediaId))
    expect(row?.status).not.toBe('complete')
    if (row) expect(await storageFor(w.t.deps.config).read(row.storageKey, 1024 * 1024)).toBeNull()
    const parse = await call(w.t, me, 'POST', '/api/candidates/process-resume', { mediaId: up.mediaId })
    expect(parse.status).not.toBe(200)

    const real = (await call(w.t, me, 'GET', '/api/media-content/presigned-url?type=resume&fileName=cv.pdf')).body.data
    const pdf = new Uint8Array(readFileSync(FIXTURE.replace('alex-kim-minimal.docx', 'jordan-rivera-classic.pdf')))
    expect((await w.t.request(real.uploadUrl, { method: 'PUT', body: pdf })).status).toBe(200)
  }, 60_000)
})
