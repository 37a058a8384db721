/**
 * Counting matches while time allows (PostgreSQL): through a cursor, a chunk at a time, so what
 * was counted before the time ran out still stands as a true lower bound. Counted as one
 * statement, a count that ran out of time gave nothing for its time (1M: 39 of 500 searches
 * spent 150 ms on a count they then threw away).
 */
import { QUERY_CANCELED, type Queryable } from './executor'

/** The least a chunk fetches (each fetch is a round trip). */
const MIN_CHUNK = 200

/**
 * Counts the rows of `text` (at most `rows`: its LIMIT) until they end or `deadline` (a
 * `performance.now()` time) passes: how many were counted, and whether that is all of them.
 * Each chunk is sized by the pace so far (rows per ms; the first by `pace`) to take half the
 * time left; when that pace cannot count the rest in time, the count stops there (a partial
 * count is worth less than the time it would take). On a server (`savepoint`)
 * the statement timeout stops a chunk at the deadline, and the count is what the chunks before
 * it found; `timeoutMs` is the transaction's own timeout, restored after.
 */
export async function countUntil(
  q: Queryable,
  text: string,
  params: readonly unknown[],
  options: { deadline: number; pace: number; timeoutMs: number; rows: number },
): Promise<{ n: number; done: boolean }> {
  let n = 0
  let pace = options.pace
  const left = () => options.deadline - performance.now()
  if (left() <= 0) return { n, done: false }
  /** On a server: each chunk may run until the deadline (the statement timeout stops it there). */
  const count = async (c: Queryable, timed: boolean) => {
    // planned for every row, as a plain query is, not for a cursor's first tenth
    await c.query(`select set_config('cursor_tuple_fraction', '1', true)`)
    await c.query(`declare quota_count no scroll cursor for ${text}`, params)
    for (;;) {
      const size = Math.max(MIN_CHUNK, Math.round((pace * left()) / 2))
      if (timed)
        await c.query(`select set_config('statement_timeout', $1, true)`, [`${Math.max(1, Math.round(left()))}ms`])
      const t0 = performance.now()
      const rows = await c.query(`fetch forward ${size} from quota_count`)
      n += rows.length
      if (rows.length < size) break
      pace = rows.length / Math.max(0.1, performance.now() - t0)
      // at this pace the rest cannot be counted in time: a lower bound now rather than later
      if (left() <= 0 || (options.rows - n) / pace > left()) {
        await c.query('close quota_count')
        return { n, done: false }
      }
    }
    await c.query('close quota_count')
    return { n, done: true }
  }
  if (!q.savepoint) return count(q, false)
  try {
    return await q.savepoint(async (sp) => {
      const counted = await count(sp, true)
      await sp.query(`select set_config('statement_timeout', $1, true)`, [`${Math.round(options.timeoutMs)}ms`])
      return counted
    })
  } catch (error) {
    if ((error as { code?: string }).code !== QUERY_CANCELED) throw error
    // the chunk that ran out of time is not counted; the ones before it were
    return { n, done: false }
  }
}
