/** Removes media rows and their stored objects (and renditions). Objects go after the rows. */
import { inArray } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { mediaTable } from '../../db/schema'
import type { ObjectStorage } from '../../storage'

export async function removeMedia(ctx: { db: DbOrTx; storage: ObjectStorage }, ids: readonly string[]): Promise<void> {
  if (!ids.length) return
  const gone = await ctx.db
    .delete(mediaTable)
    .where(inArray(mediaTable.id, [...ids]))
    .returning()
  await deleteObjects(
    ctx.storage,
    gone.flatMap((m) => [m.storageKey, m.transcodedKey, m.thumbnailKey]),
  )
}

export async function deleteObjects(storage: ObjectStorage, keys: readonly (string | null)[]): Promise<void> {
  for (const key of keys) if (key) await storage.delete(key).catch(() => {})
}
