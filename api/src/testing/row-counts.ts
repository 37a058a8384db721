import { sql } from 'drizzle-orm'
import { type DbOrTx, rawRows } from '../db/client'

/**
 * Row counts of every table, to prove a failed request wrote nothing. Tables that record
 * attempts on purpose (rate-limit counters, auth logs) are left out by the caller.
 */
export async function rowCounts(db: DbOrTx, ignore: string[] = []): Promise<Record<string, number>> {
  const tables = await rawRows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  )
  const names = tables.map((t) => t.name).filter((n) => !ignore.includes(n))
  if (!names.length) return {}
  const union = sql.join(
    names.map((n) => sql`select ${n} as name, count(*)::int as n from ${sql.identifier(n)}`),
    sql` union all `,
  )
  const rows = await rawRows<{ name: string; n: number }>(db, union)
  return Object.fromEntries(rows.map((r) => [r.name, Number(r.n)]))
}
