/**
 * Text out of documents: PDF (unpdf, pdf.js underneath) and DOCX (mammoth). A legacy .doc is
 * recognised but not read (no maintained pure-JS reader): its parse reports every section as failed.
 */
import mammoth from 'mammoth'
import { extractText, getDocumentProxy } from 'unpdf'

export type TextSource = 'pdf' | 'docx' | 'doc' | 'other'

export function textSourceOf(mime: string): TextSource {
  if (mime === 'application/pdf') return 'pdf'
  if (mime === 'application/vnd.openxmlformats-officedocument.wordprocessingml.document') return 'docx'
  if (mime === 'application/msword') return 'doc'
  return 'other'
}

/** The document's text, pages joined by blank lines; null when it cannot be read. */
export async function extractDocumentText(bytes: Uint8Array, mime: string): Promise<string | null> {
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
  } catch {
    return null
  }
  return null
}
