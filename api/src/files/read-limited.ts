import { tooLarge } from './receive-upload'

/** A request body as bytes, refused (413) before reading when declared too large, or the moment it passes the limit. */
export async function readLimitedBytes(
  request: Request,
  maxBytes: number,
  declaredLength: number | null,
): Promise<Uint8Array> {
  if (declaredLength !== null && declaredLength > maxBytes) {
    await request.body?.cancel().catch(() => {})
    throw tooLarge(maxBytes)
  }
  if (!request.body) return new Uint8Array()
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      await reader.cancel().catch(() => {})
      throw tooLarge(maxBytes)
    }
    chunks.push(value)
  }
  return new Uint8Array(Buffer.concat(chunks))
}
