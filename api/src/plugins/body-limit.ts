import { AppError } from '@quota/shared/errors/index'
import { Elysia } from 'elysia'

/** Reads a body stream, refusing it (413) as soon as it passes the limit, without buffering more. */
export async function readLimited(request: Request, maxBytes: number): Promise<string> {
  if (!request.body) return ''
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      await reader.cancel().catch(() => {})
      throw new AppError('PAYLOAD_TOO_LARGE')
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks).toString('utf8')
}

const rawJsonBodies = new WeakMap<Request, string>()
/**
 * The JSON body exactly as received (routes that verify a signature over the bytes: inbound ATS
 * webhooks). Only for requests whose body this plugin parsed.
 */
export const rawJsonBody = (request: Request): string | undefined => rawJsonBodies.get(request)

/**
 * JSON bodies: refused before reading when Content-Length is over the limit, or while streaming
 * when it is absent (chunked); malformed JSON answers 400 MALFORMED_JSON. Upload routes are not
 * JSON: they stream with their own per-kind limits.
 */
export const bodyLimitPlugin = (maxBytes: number) =>
  new Elysia({ name: 'body-limit' })
    .onRequest(({ request }) => {
      const length = Number(request.headers.get('content-length'))
      const type = request.headers.get('content-type') ?? ''
      if (type.includes('json') && Number.isFinite(length) && length > maxBytes) {
        throw new AppError('PAYLOAD_TOO_LARGE')
      }
    })
    .onParse({ as: 'global' }, async ({ request, contentType }) => {
      if (!contentType?.includes('json')) return
      const text = await readLimited(request, maxBytes)
      rawJsonBodies.set(request, text)
      if (text.trim() === '') return undefined
      try {
        return JSON.parse(text)
      } catch {
        throw new AppError('MALFORMED_JSON')
      }
    })
