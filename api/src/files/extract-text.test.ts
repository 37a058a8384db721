import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { nestedFormsPdf } from '../testing/crafted-files'
import { isSoundCompoundFile } from './compound-file'
import { extractDocumentText, READER_QUEUE_MAX, READER_THREADS, readerLoad } from './extract-text'

const FIXTURES = fileURLToPath(new URL('../../../tests/fixtures/resumes/', import.meta.url))
const fixture = (name: string) => new Uint8Array(readFileSync(join(FIXTURES, name)))
const DOC = 'application/msword'
const PDF = 'application/pdf'
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
const OLE_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]

/** The fixture with two FAT entries changed; `at` is the FAT's own sector (the header's first listed). */
function withFatLinks(links: [from: number, to: number][]): Uint8Array {
  const bytes = Buffer.from(fixture('dana-whitfield-legacy-word.doc'))
  const sectorSize = 1 << bytes.readUInt16LE(30)
  const fatAt = (bytes.readInt32LE(76) + 1) * sectorSize
  for (const [from, to] of links) bytes.writeInt32LE(to, fatAt + from * 4)
  return new Uint8Array(bytes)
}

describe('legacy Word .doc text', () => {
  it('reads the body, and the page header a Word resume keeps its contact line in', async () => {
    const text = await extractDocumentText(fixture('dana-whitfield-legacy-word.doc'), DOC)
    const lines = text!.split('\n')
    expect(lines[0]).toBe('Denver, CO • dana.whitfield@example.com • (720) 555-0163')
    expect(lines).toContain('Dana Whitfield')
    // the hyperlink field keeps its shown text, not its field code
    expect(lines).toContain('linkedin.com/in/dana-whitfield')
    expect(text).not.toContain('HYPERLINK')
    expect(lines).toContain('Vice President of Sales, Wayne Enterprises\tApr 2019 - Present')
    expect(lines.at(-1)).toBe('Sales Leadership; Pipeline Management; Clari; Salesforce; Value Selling')
  })

  it('a corrupt .doc reads as no text, whatever follows the OLE signature', async () => {
    const junk = new Uint8Array(8192)
    for (let i = 0; i < junk.length; i++) junk[i] = (i * 7919 + 13) % 251
    junk.set(OLE_SIGNATURE)
    const zeros = new Uint8Array(8192)
    zeros.set(OLE_SIGNATURE)
    const real = fixture('dana-whitfield-legacy-word.doc')
    for (const bytes of [junk, zeros, new Uint8Array(OLE_SIGNATURE), real.subarray(0, 3000), real.subarray(0, 600)])
      expect(await extractDocumentText(bytes, DOC)).toBeNull()
    // a sound container whose WordDocument stream does not start with Word's magic number: the reader throws
    const notWord = Buffer.from(real)
    let fib = 512
    while (notWord.readUInt16LE(fib) !== 0xa5ec) fib += 512
    notWord.writeUInt16LE(0, fib)
    expect(isSoundCompoundFile(new Uint8Array(notWord))).toBe(true)
    expect(await extractDocumentText(new Uint8Array(notWord), DOC)).toBeNull()
  })

  it('a sector chain that loops is refused before the reader would follow it forever', async () => {
    const real = fixture('dana-whitfield-legacy-word.doc')
    expect(isSoundCompoundFile(real)).toBe(true)
    const directory = Buffer.from(real).readInt32LE(48)
    const loop = withFatLinks([
      [directory, directory + 1],
      [directory + 1, directory],
    ])
    const selfLoop = withFatLinks([[directory, directory]])
    const outside = withFatLinks([[directory, 100_000]])
    // and in the short-sector table (the mini FAT), which chains the small streams
    const miniLoop = Buffer.from(real)
    const miniFatAt = (miniLoop.readInt32LE(60) + 1) * (1 << miniLoop.readUInt16LE(30))
    miniLoop.writeInt32LE(1, miniFatAt)
    miniLoop.writeInt32LE(0, miniFatAt + 4)
    for (const bytes of [loop, selfLoop, outside, new Uint8Array(miniLoop)]) {
      expect(isSoundCompoundFile(bytes)).toBe(false)
      expect(await extractDocumentText(bytes, DOC)).toBeNull()
    }
    // the header's sizes must fit the file
    const tooManyFatSectors = Buffer.from(real)
    tooManyFatSectors.writeInt32LE(5000, 44)
    const oddSectorSize = Buffer.from(real)
    oddSectorSize.writeUInt16LE(20, 30)
    expect(isSoundCompoundFile(new Uint8Array(tooManyFatSectors))).toBe(false)
    expect(isSoundCompoundFile(new Uint8Array(oddSectorSize))).toBe(false)
  })

  it('a .doc that takes longer than the time limit reads as no text', async () => {
    expect(await extractDocumentText(fixture('dana-whitfield-legacy-word.doc'), DOC, { timeoutMs: 0 })).toBeNull()
  })

  it('only a .doc goes to the Word reader: other types by their own reader, unknown ones not at all', async () => {
    expect(await extractDocumentText(fixture('dana-whitfield-legacy-word.doc'), 'application/zip')).toBeNull()
    expect(await extractDocumentText(fixture('alex-kim-minimal.docx'), DOC)).toBeNull()
    expect(await extractDocumentText(fixture('alex-kim-minimal.docx'), DOCX)).toContain('alex.kim@example.com')
  })
})

/** Runs `work` while a 10 ms timer ticks; answers the longest the event loop went without a tick. */
async function longestStall<T>(work: () => Promise<T>): Promise<{ result: T; stallMs: number; elapsedMs: number }> {
  const started = performance.now()
  let last = started
  let stallMs = 0
  const timer = setInterval(() => {
    const now = performance.now()
    stallMs = Math.max(stallMs, now - last)
    last = now
  }, 10)
  try {
    const result = await work()
    return { result, stallMs: Math.max(stallMs, performance.now() - last), elapsedMs: performance.now() - started }
  } finally {
    clearInterval(timer)
  }
}

describe('every reader runs in a worker thread with a time limit', () => {
  it('reads PDF and DOCX there', async () => {
    const pdf = await extractDocumentText(fixture('jordan-rivera-classic.pdf'), PDF)
    expect(pdf).toMatch(/Jordan Rivera/)
    expect(await extractDocumentText(fixture('marcus-chen-work-history.docx'), DOCX)).toMatch(/Marcus Chen/)
  })

  it('a PDF or DOCX that takes longer than the time limit reads as no text', async () => {
    expect(await extractDocumentText(fixture('jordan-rivera-classic.pdf'), PDF, { timeoutMs: 0 })).toBeNull()
    expect(await extractDocumentText(fixture('alex-kim-minimal.docx'), DOCX, { timeoutMs: 0 })).toBeNull()
  })

  it('a crafted PDF that would keep pdf.js busy for days times out without stalling the event loop', async () => {
    const bytes = nestedFormsPdf(8, 10)
    expect(bytes.byteLength).toBeLessThan(4096)
    const { result, stallMs, elapsedMs } = await longestStall(() =>
      extractDocumentText(bytes, PDF, { timeoutMs: 1500 }),
    )
    expect(result).toBeNull()
    expect(elapsedMs).toBeGreaterThanOrEqual(1490)
    expect(elapsedMs).toBeLessThan(5000)
    // on the main thread this would be one stall of days; the margin allows for a busy machine
    expect(stallMs).toBeLessThan(400)
    // the thread is gone: the process is idle afterwards
    const cpu = process.cpuUsage()
    await new Promise((resolve) => setTimeout(resolve, 500))
    const { user, system } = process.cpuUsage(cpu)
    expect((user + system) / 1000).toBeLessThan(250)
  })
})

describe('the readers are a fixed pool', () => {
  it('reads at most READER_THREADS at once; past READER_QUEUE_MAX waiting, a new document is refused (503)', async () => {
    const bytes = nestedFormsPdf(8, 10)
    const queued = Array.from({ length: READER_THREADS + READER_QUEUE_MAX }, () =>
      extractDocumentText(bytes, PDF, { timeoutMs: 300 }),
    )
    await new Promise((r) => setTimeout(r, 0))
    expect(readerLoad()).toEqual({ reading: READER_THREADS, waiting: READER_QUEUE_MAX })
    await expect(extractDocumentText(bytes, PDF)).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      meta: { retryAfterSeconds: 30 },
    })
    // each waited for a thread, then had its whole time: all end as unreadable, the pool empty
    expect(await Promise.all(queued)).toEqual(Array(queued.length).fill(null))
    expect(readerLoad()).toEqual({ reading: 0, waiting: 0 })
  }, 60_000)
})
