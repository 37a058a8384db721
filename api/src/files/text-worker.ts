/**
 * Reads documents' text in a thread of its own: PDF (unpdf, pdf.js underneath), DOCX (mammoth)
 * or legacy Word .doc (word-extractor), and, for a resume, parses that text into profile
 * sections there too (an untrusted text's parse must not hold the server's event loop either).
 * extract-text.ts ends the thread when a crafted file keeps it busy past the time limit; a thread
 * that finished in time is kept warm for the next document. Each reader is loaded on first use.
 * In: `{ source, bytes, parse }`, one at a time. Out: one message per document: the text, the
 * parsed resume, or null.
 */
import { parentPort } from 'node:worker_threads'
import { parseResumeText } from '@quota/shared/domain/candidates/resume-text'
import type { TextSource } from './extract-text'

async function read(source: Exclude<TextSource, 'other'>, bytes: Uint8Array): Promise<string> {
  if (source === 'pdf') {
    const { extractText, getDocumentProxy } = await import('unpdf')
    const pdf = await getDocumentProxy(new Uint8Array(bytes))
    try {
      const { text } = await extractText(pdf, { mergePages: false })
      return (Array.isArray(text) ? text : [text]).join('\n\n')
    } finally {
      await pdf.loadingTask.destroy()
    }
  }
  if (source === 'docx') {
    const { default: mammoth } = await import('mammoth')
    const { value } = await mammoth.extractRawText({ buffer: Buffer.from(bytes) })
    return value
  }
  const { default: WordExtractor } = await import('word-extractor')
  const doc = await new WordExtractor().extract(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength))
  // a Word resume often keeps its contact line in the page header; text boxes hold sidebars
  return [doc.getHeaders({ includeFooters: false }), doc.getBody(), doc.getTextboxes()]
    .map((part) => part.trim())
    .filter(Boolean)
    .join('\n\n')
}

/** Whether pdf.js can open the file and find its pages (a "%PDF-" head alone proves nothing). */
async function opensAsPdf(bytes: Uint8Array): Promise<boolean> {
  const { getDocumentProxy } = await import('unpdf')
  const pdf = await getDocumentProxy(new Uint8Array(bytes))
  try {
    return pdf.numPages > 0
  } finally {
    await pdf.loadingTask.destroy()
  }
}

parentPort?.on(
  'message',
  ({
    source,
    bytes,
    parse,
  }: {
    source: Exclude<TextSource, 'other'>
    bytes: Uint8Array
    parse?: 'resume' | 'probe'
  }) => {
    if (parse === 'probe') {
      opensAsPdf(bytes)
        .catch(() => false)
        .then((ok) => parentPort?.postMessage(ok))
      return
    }
    read(source, bytes)
      .then((text) => (parse === 'resume' ? parseResumeText(text) : text))
      .catch(() => null)
      .then((answer) => parentPort?.postMessage(answer))
  },
)
