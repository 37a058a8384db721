import { createWriteStream } from 'node:fs'
import { mkdir, open, rename, rm, stat } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { assertSafeKey, type ObjectStorage, type StoredObject } from './storage'

/**
 * Files on the local disk under `<DATA_DIR>/files`: the embedded default (one machine). Writes go
 * to a temporary name and are renamed into place, so a failed upload never leaves a partial file
 * under its key.
 */
export function localDiskStorage(root: string): ObjectStorage {
  const pathOf = (key: string) => {
    assertSafeKey(key)
    return join(root, key)
  }
  return {
    kind: 'local',
    async put(key, body) {
      const path = pathOf(key)
      await mkdir(dirname(path), { recursive: true })
      const partial = `${path}.${crypto.randomUUID()}.part`
      const out = createWriteStream(partial)
      let size = 0
      const reader = body.getReader()
      try {
        for (;;) {
          const { done, value } = await reader.read()
          if (done) break
          size += value.byteLength
          if (!out.write(value)) await new Promise<void>((resolve) => out.once('drain', resolve))
        }
        await new Promise<void>((resolve, reject) => out.end((err?: Error | null) => (err ? reject(err) : resolve())))
        await rename(partial, path)
        return { size }
      } catch (error) {
        out.destroy()
        await rm(partial, { force: true })
        await reader.cancel().catch(() => {})
        throw error
      }
    },
    async get(key, range): Promise<StoredObject | null> {
      const path = pathOf(key)
      const info = await stat(path).catch(() => null)
      if (!info?.isFile()) return null
      const totalSize = info.size
      if (range) {
        const start = Math.min(range.start, Math.max(0, totalSize - 1))
        const end = Math.min(range.end ?? totalSize - 1, totalSize - 1)
        return {
          body: Bun.file(path)
            .slice(start, end + 1)
            .stream(),
          size: end - start + 1,
          totalSize,
          range: { start, end },
        }
      }
      return { body: Bun.file(path).stream(), size: totalSize, totalSize, range: null }
    },
    async read(key, maxBytes) {
      const path = pathOf(key)
      const handle = await open(path, 'r').catch(() => null)
      if (!handle) return null
      try {
        const { size } = await handle.stat()
        const buffer = new Uint8Array(Math.min(size, maxBytes))
        await handle.read(buffer, 0, buffer.length, 0)
        return buffer
      } finally {
        await handle.close()
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true })
    },
    async exists(key) {
      return (await stat(pathOf(key)).catch(() => null))?.isFile() ?? false
    },
  }
}
