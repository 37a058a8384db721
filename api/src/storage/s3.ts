import { S3Client } from 'bun'
import { assertSafeKey, type ObjectStorage, type StoredObject } from './storage'

export interface S3Settings {
  bucket: string
  endpoint?: string | undefined
  region?: string | undefined
  accessKeyId?: string | undefined
  secretAccessKey?: string | undefined
  /** Key prefix inside the bucket (several installations may share one). */
  prefix?: string | undefined
}

/**
 * An S3-compatible bucket (AWS S3, MinIO, R2, ...) through Bun's built-in S3 client. Uploads
 * stream as multipart uploads; an upload that fails part-way is aborted and the key removed.
 * s3.test.ts runs it against s3rver (an S3-compatible server from npm, started in-process):
 * the storage contract, multipart uploads, and the product's upload -> stream -> delete.
 */
export function s3Storage(settings: S3Settings): ObjectStorage {
  const client = new S3Client({
    bucket: settings.bucket,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.region ? { region: settings.region } : {}),
    ...(settings.accessKeyId ? { accessKeyId: settings.accessKeyId } : {}),
    ...(settings.secretAccessKey ? { secretAccessKey: settings.secretAccessKey } : {}),
  })
  const prefix = settings.prefix ? `${settings.prefix.replace(/\/+$/, '')}/` : ''
  const fileOf = (key: string) => {
    assertSafeKey(key)
    return client.file(`${prefix}${key}`)
  }
  return {
    kind: 's3',
    async put(key, body, options) {
      const file = fileOf(key)
      const writer = file.writer({ type: options.contentType, partSize: 8 * 1024 * 1024, retry: 2 })
      const reader = body.getReader()
      let size = 0
      try {
        for (;;) {
          const { done, value } = await reader.read()
          if (done) break
          size += value.byteLength
          writer.write(value)
          await writer.flush()
        }
        await writer.end()
        return { size }
      } catch (error) {
        await reader.cancel().catch(() => {})
        await Promise.resolve(writer.end(error as Error)).catch(() => {})
        await file.delete().catch(() => {})
        throw error
      }
    },
    async get(key, range): Promise<StoredObject | null> {
      const file = fileOf(key)
      const info = await file.stat().catch(() => null)
      if (!info) return null
      const totalSize = info.size
      if (range) {
        const start = Math.min(range.start, Math.max(0, totalSize - 1))
        const end = Math.min(range.end ?? totalSize - 1, totalSize - 1)
        return { body: file.slice(start, end + 1).stream(), size: end - start + 1, totalSize, range: { start, end } }
      }
      return { body: file.stream(), size: totalSize, totalSize, range: null }
    },
    async read(key, maxBytes) {
      const file = fileOf(key)
      if (!(await file.exists())) return null
      return new Uint8Array(await file.slice(0, maxBytes).arrayBuffer())
    },
    async delete(key) {
      await fileOf(key).delete()
    },
    async exists(key) {
      return fileOf(key).exists()
    },
  }
}
