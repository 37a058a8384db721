/**
 * Text out of documents: PDF (unpdf, pdf.js underneath), DOCX (mammoth) and legacy Word .doc
 * (word-extractor, after a check of its OLE container). Every reader runs in a worker thread
 * with a time limit (text-worker.ts; threads that answered in time are reused): a crafted file
 * (a PDF whose forms draw each other exponentially, a decompression bomb, a looping .doc) costs
 * at most the limit, on a thread of its own, and then reads as no text, which the resume parse
 * answers as failed.
 *
 * The threads are a fixed pool (issue 30 item 5): at most READER_THREADS documents are read at
 * once, whoever sent them (an anonymous widget upload, a signed-in parse), and the rest wait in
 * line, their time limit starting when a thread takes them. The upload's "does it open as a
 * PDF" probe has a line of its own, so an upload is never stuck behind other people's parses. A reader of a hostile PDF grows to a
 * few hundred MB (6 at once took the process from 1.4 to 2.5 GB), so the pool, not the number of
 * callers, bounds that memory (docs/widgets.md has the measured ceiling). Past READER_QUEUE_MAX
 * waiting documents a new one is refused at once (503, Retry-After) instead of queueing for minutes.
 */
import { fileURLToPath } from 'node:url'
import { Worker } from 'node:worker_threads'
import { type ParsedResumeText, parseResumeText } from '@quota/shared/domain/candidates/resume-text'
import { AppError } from '@quota/shared/errors/index'
import pLimit from 'p-limit'
import { isSoundCompoundFile } from './compound-file'

export type TextSource = 'pdf' | 'docx' | 'doc' | 'other'

/** How long reading a document may take; past that the file counts as unreadable. */
export const TEXT_TIMEOUT_MS = 10_000

const TEXT_WORKER = fileURLToPath(new URL('./text-worker.ts', import.meta.url))

export function textSourceOf(mime: string): TextSource {
  if (mime === 'application/pdf') return 'pdf'
  if (mime === 'application/vnd.openxmlformats-officedocument.wordprocessingml.document') return 'docx'
  if (mime === 'application/msword') return 'doc'
  return 'other'
}

/** Ours: documents read at once (one thread each); 2 cores' worth, whatever the load. */
export const READER_THREADS = 2
/** Ours: documents that may wait for a thread; at most 10 s each, so a wait stays under ~2 minutes. */
export const READER_QUEUE_MAX = 24
/** How long a refused document's sender is asked to wait before trying again. */
const READER_RETRY_AFTER_SECONDS = 30

const lines = { read: pLimit(READER_THREADS), probe: pLimit(READER_THREADS) }

/** The pool's load now (the bench and tests read it). */
export const readerLoad = () => ({
  reading: lines.read.activeCount + lines.probe.activeCount,
  waiting: lines.read.pendingCount + lines.probe.pendingCount,
})

/** Threads that read a document in time wait here (unreferenced) for the next one. */
const idleWorkers: Worker[] = []
const MAX_IDLE_WORKERS = 2 * READER_THREADS
/** An idle thread ends after this long without work. */
const WORKER_IDLE_MS = 60_000
const idleTimers = new WeakMap<Worker, ReturnType<typeof setTimeout>>()

function takeWorker(): Worker {
  const idle = idleWorkers.pop()
  if (idle) {
    clearTimeout(idleTimers.get(idle))
    idle.ref()
    return idle
  }
  const worker = new Worker(TEXT_WORKER)
  worker.on('exit', () => {
    const at = idleWorkers.indexOf(worker)
    if (at >= 0) idleWorkers.splice(at, 1)
  })
  return worker
}

function releaseWorker(worker: Worker) {
  if (idleWorkers.length >= MAX_IDLE_WORKERS) {
    void worker.terminate()
    return
  }
  worker.unref()
  idleWorkers.push(worker)
  const timer = setTimeout(() => void worker.terminate(), WORKER_IDLE_MS)
  timer.unref?.()
  idleTimers.set(worker, timer)
}

/**
 * The text a worker thread reads, or null when the reader fails or takes longer than
 * `timeoutMs`; a thread past its time is ended (it may be spinning on a crafted file), one that
 * answered in time is kept for the next document.
 */
function inWorker<T>(
  message: { source: Exclude<TextSource, 'other'>; bytes: Uint8Array; parse?: 'resume' | 'probe' },
  isAnswer: (value: unknown) => value is T,
  timeoutMs: number,
): Promise<T | null> {
  const line = message.parse === 'probe' ? lines.probe : lines.read
  if (line.pendingCount >= READER_QUEUE_MAX) {
    return Promise.reject(
      new AppError('SERVICE_UNAVAILABLE', {
        message: 'Too many documents are being read right now. Please try again in a minute.',
        meta: { retryAfterSeconds: READER_RETRY_AFTER_SECONDS },
      }),
    )
  }
  return line(() => readInWorker(message, isAnswer, timeoutMs))
}

function readInWorker<T>(
  message: { source: Exclude<TextSource, 'other'>; bytes: Uint8Array; parse?: 'resume' | 'probe' },
  isAnswer: (value: unknown) => value is T,
  timeoutMs: number,
) {
  return new Promise<T | null>((resolve) => {
    const worker = takeWorker()
    const started = performance.now()
    // an answer that comes in after the limit (its message queued behind the timer) is late too
    const done = (answer: unknown) =>
      settle(isAnswer(answer) && performance.now() - started < timeoutMs ? answer : null, true)
    const failed = () => settle(null, false)
    const settle = (text: T | null, reusable: boolean) => {
      clearTimeout(timer)
      worker.off('message', done)
      worker.off('error', failed)
      worker.off('exit', failed)
      if (reusable) releaseWorker(worker)
      else void worker.terminate()
      resolve(text)
    }
    const timer = setTimeout(failed, timeoutMs)
    worker.once('message', done)
    worker.once('error', failed)
    worker.once('exit', failed)
    worker.postMessage(message)
  })
}

const isText = (value: unknown): value is string => typeof value === 'string'
const isParsedResume = (value: unknown): value is ParsedResumeText =>
  typeof value === 'object' && value !== null && 'sections' in value

/** The source a document may be read from, or null when it cannot be read at all. */
function readableSource(bytes: Uint8Array, mime: string): Exclude<TextSource, 'other'> | null {
  const source = textSourceOf(mime)
  if (source === 'other') return null
  // word-extractor follows a .doc's sector chains as written: a loop would spin until the limit
  if (source === 'doc' && !isSoundCompoundFile(bytes)) return null
  return source
}

/** The document's text (PDF pages joined by blank lines); null when it cannot be read in time. */
export async function extractDocumentText(
  bytes: Uint8Array,
  mime: string,
  options: { timeoutMs?: number } = {},
): Promise<string | null> {
  const source = readableSource(bytes, mime)
  if (!source) return null
  return inWorker({ source, bytes }, isText, options.timeoutMs ?? TEXT_TIMEOUT_MS)
}

/**
 * A resume read and parsed into profile sections, both in the worker under one time limit; a
 * file that cannot be read, or not in time, parses as failed in every section.
 */
export async function parseResumeDocument(
  bytes: Uint8Array,
  mime: string,
  options: { timeoutMs?: number } = {},
): Promise<ParsedResumeText> {
  const source = readableSource(bytes, mime)
  const parsed = source
    ? await inWorker({ source, bytes, parse: 'resume' }, isParsedResume, options.timeoutMs ?? TEXT_TIMEOUT_MS)
    : null
  return parsed ?? parseResumeText(null)
}

const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean'

/** Whether a file that starts like a PDF really opens as one (in the worker, under the limit). */
export async function opensAsPdf(bytes: Uint8Array, options: { timeoutMs?: number } = {}): Promise<boolean> {
  return (
    (await inWorker({ source: 'pdf', bytes, parse: 'probe' }, isBoolean, options.timeoutMs ?? TEXT_TIMEOUT_MS)) === true
  )
}
