/**
 * Where files live. Code talks to `ObjectStorage` only; which one runs is decided once from the
 * environment (see index.ts): the local disk under DATA_DIR by default, an S3-compatible bucket
 * when S3_BUCKET is set.
 */

export interface StoredObject {
  body: ReadableStream<Uint8Array>
  /** Bytes in `body` (the whole object, or the requested range). */
  size: number
  /** The whole object's size. */
  totalSize: number
  range: { start: number; end: number } | null
}

export interface ObjectStorage {
  readonly kind: 'local' | 's3'
  /**
   * Writes the stream to `key`. If the stream errors (a size or type check failing while it
   * flows), nothing is left under `key` and the error is rethrown.
   */
  put(key: string, body: ReadableStream<Uint8Array>, options: { contentType: string }): Promise<{ size: number }>
  /** The object (or a byte range of it), or null when there is none. */
  get(key: string, range?: { start: number; end?: number | undefined }): Promise<StoredObject | null>
  /** The first bytes of an object (type checks, parsing). */
  read(key: string, maxBytes: number): Promise<Uint8Array | null>
  delete(key: string): Promise<void>
  exists(key: string): Promise<boolean>
}

/** Keys are ours (uuid-based); anything else is refused so a key can never climb out of its root. */
export function assertSafeKey(key: string): void {
  if (!/^[A-Za-z0-9][A-Za-z0-9/_.-]{0,499}$/.test(key) || key.includes('..') || key.includes('//')) {
    throw new Error(`Unsafe storage key: ${key}`)
  }
}

/** Reads a whole stream into memory, refusing past `maxBytes` (small objects only: parsing). */
export async function streamToBytes(stream: ReadableStream<Uint8Array>, maxBytes: number): Promise<Uint8Array> {
  const reader = stream.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      await reader.cancel().catch(() => {})
      throw new Error('Object larger than expected')
    }
    chunks.push(value)
  }
  return new Uint8Array(Buffer.concat(chunks))
}
