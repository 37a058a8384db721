/**
 * Reads a legacy Word .doc's text (word-extractor) in a thread of its own: extract-text.ts ends
 * the thread when a crafted file keeps the reader busy, so it never blocks the server.
 * In: the file's bytes as workerData. Out: one message, the text or null.
 */
import { parentPort, workerData } from 'node:worker_threads'
import WordExtractor from 'word-extractor'

const bytes = workerData as Uint8Array

new WordExtractor()
  .extract(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength))
  .then((doc) =>
    // a Word resume often keeps its contact line in the page header; text boxes hold sidebars
    [doc.getHeaders({ includeFooters: false }), doc.getBody(), doc.getTextboxes()]
      .map((part) => part.trim())
      .filter(Boolean)
      .join('\n\n'),
  )
  .catch(() => null)
  .then((text) => parentPort?.postMessage(text))
