import type { Db, DbOrTx } from './client'

const cache = new WeakMap<object, Map<string, unknown>>()

/**
 * A query built and prepared once per database handle, for hot reads whose shape never changes
 * (drizzle then skips rebuilding the SQL and its row mapping plan on every request).
 * Inside a transaction the query is simply built on the transaction.
 */
export function prepared<T>(db: DbOrTx, name: string, build: (db: DbOrTx) => T): T {
  if (!('$client' in db)) return build(db)
  let perDb = cache.get(db as Db)
  if (!perDb) {
    perDb = new Map()
    cache.set(db as Db, perDb)
  }
  if (!perDb.has(name)) perDb.set(name, build(db))
  return perDb.get(name) as T
}
