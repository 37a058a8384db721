/**
 * Text out of documents: PDF (unpdf, pdf.js underneath), DOCX (mammoth) and legacy Word .doc
 * (word-extractor, in a worker thread with a time limit, after a check of its OLE container).
 */
import { fileURLToPath } from 'node:url'
import { Worker } from 'node:worker_threads'
import mammoth from 'mammoth'
import { extractText, getDocumentProxy } from 'unpdf'
import { isSoundCompoundFile } from './compound-file'

export type TextSource = 'pdf' | 'docx' | 'doc' | 'other'

/** How long reading a .doc may take; past that the file counts as unreadable. */
export const DOC_TEXT_TIMEOUT_MS = 10_000

const DOC_WORKER = fileURLToPath(new URL('./doc-text-worker.ts', import.meta.url))

export function textSourceOf(mime: string): TextSource {
  if (mime === 'application/pdf') return 'pdf'
  if (mime === 'application/vnd.openxmlformats-officedocument.wordprocessingml.document') return 'docx'
  if (mime === 'application/msword') return 'doc'
  return 'other'
}

/** A .doc's text, or null when its container is unsound, the reader fails, or it takes too long. */
function docText(bytes: Uint8Array, timeoutMs: number): Promise<string | null> {
  if (!isSoundCompoundFile(bytes)) return Promise.resolve(null)
  return new Promise((resolve) => {
    const worker = new Worker(DOC_WORKER, { workerData: bytes })
    let settled = false
    const settle = (text: string | null) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      void worker.terminate()
      resolve(text)
    }
    const timer = setTimeout(() => settle(null), timeoutMs)
    worker.once('message', (text: unknown) => settle(typeof text === 'string' ? text : null))
    worker.once('error', () => settle(null))
    worker.once('exit', () => settle(null))
  })
}

/** The document's text, pages joined by blank lines; null when it cannot be read. */
export async function extractDocumentText(
  bytes: Uint8Array,
  mime: string,
  options: { docTimeoutMs?: number } = {},
): Promise<string | null> {
  const source = textSourceOf(mime)
  try {
    if (source === 'pdf') {
      const pdf = await getDocumentProxy(new Uint8Array(bytes))
      const { text } = await extractText(pdf, { mergePages: false })
      return (Array.isArray(text) ? text : [text]).join('\n\n')
    }
    if (source === 'docx') {
      const { value } = await mammoth.extractRawText({ buffer: Buffer.from(bytes) })
      return value
    }
    if (source === 'doc') return await docText(bytes, options.docTimeoutMs ?? DOC_TEXT_TIMEOUT_MS)
  } catch {
    return null
  }
  return null
}
