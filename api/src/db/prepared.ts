import { Column, is } from 'drizzle-orm'
import type { Db, DbOrTx } from './client'

const cache = new WeakMap<object, Map<string, unknown>>()

function perDatabase(db: Db): Map<string, unknown> {
  let perDb = cache.get(db)
  if (!perDb) {
    perDb = new Map()
    cache.set(db, perDb)
  }
  return perDb
}

/** A drizzle select: its SQL, and the fields it selects. */
interface PlainSelect extends PromiseLike<unknown> {
  toSQL(): { sql: string; params: unknown[] }
  _: { selectedFields: Record<string, unknown> }
}

// column types whose driver value is already what drizzle would answer (no decoding)
const PLAIN_COLUMN_TYPES = new Set(['PgText', 'PgVarchar', 'PgUUID', 'PgInteger', 'PgSmallInt', 'PgBoolean'])

type Driver = { unsafe?: (q: string, p: unknown[], o: { prepare: boolean }) => Promise<unknown[]> } & {
  query?: (q: string, p: unknown[]) => Promise<{ rows: unknown[] }>
}

/**
 * For the hottest reads (reference lists read on every screen): drizzle builds the SQL once and
 * the driver's own row objects are answered as they come, skipping drizzle's generic per-row
 * mapping (about 6 % of a read route's CPU, measured with `bun run bench http-overhead`). Only
 * for selections of plain columns whose field name is the column name and whose value needs no
 * decoding; anything else throws when the query is first built, so a schema change cannot make it
 * answer differently from drizzle. Inside a transaction it runs through drizzle as usual.
 */
export function plainRows<Q extends PlainSelect>(
  db: DbOrTx,
  name: string,
  build: (db: DbOrTx) => Q,
): Promise<Awaited<Q>> {
  if (!('$client' in db)) return Promise.resolve(build(db)) as unknown as Promise<Awaited<Q>>
  const perDb = perDatabase(db as Db)
  let run = perDb.get(name) as (() => Promise<Awaited<Q>>) | undefined
  if (!run) {
    const query = build(db)
    for (const [key, field] of Object.entries(query._.selectedFields)) {
      const plain =
        is(field, Column) && field.name === key && /^[a-z0-9_]+$/.test(key) && PLAIN_COLUMN_TYPES.has(field.columnType)
      if (!plain) throw new Error(`plainRows(${name}): field ${key} is not a plain column of the same name`)
    }
    const { sql, params } = query.toSQL()
    const driver = (db as unknown as { $client: Driver }).$client
    const rows: () => Promise<unknown[]> = driver.unsafe
      ? () => driver.unsafe!(sql, params, { prepare: true })
      : () => driver.query!(sql, params).then((r) => r.rows)
    run = rows as () => Promise<Awaited<Q>>
    perDb.set(name, run)
  }
  return run()
}
