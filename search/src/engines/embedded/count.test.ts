/**
 * `countUntil`: a count that ends in time is exact; one the deadline stops keeps what it counted
 * (a true lower bound); the search's own statement timeout comes back after it. On every
 * embedded database present (PGlite has no statement timeout: the deadline is checked between
 * chunks there).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { embeddedEngines, type TestEngine } from '../../testing/databases'
import { countUntil } from './count'
import type { SqlExecutor } from './executor'

/** Rows that take about `ms` each to produce. */
const slowRows = (n: number, ms: number) =>
  `select g from generate_series(1, ${n}) g where pg_sleep(${ms / 1000}) is not null`

for (const available of embeddedEngines()) {
  describe(`countUntil: ${available.name}`, () => {
    let opened: TestEngine
    let executor: SqlExecutor
    const server = available.name === 'embedded (PostgreSQL)'
    beforeAll(async () => {
      opened = await available.open()
      executor = (opened.engine as unknown as { executor: SqlExecutor }).executor
    })
    afterAll(() => opened?.close())

    /** Counts `text` (at most `rows` of it) with `ms` to go. */
    const count = (text: string, params: unknown[], ms: number, rows: number) =>
      executor.transaction(
        async (q) => {
          const counted = await countUntil(q, text, params, {
            deadline: performance.now() + ms,
            // slow enough that the first chunk is the least one (200 rows)
            pace: 0.001,
            timeoutMs: 3000,
            rows,
          })
          const [after] = await q.query<{ timeout: string }>(`select current_setting('statement_timeout') as timeout`)
          return { ...counted, timeout: after?.timeout }
        },
        { timeoutMs: 3000 },
      )

    it('counts every row when they end in time, in chunks (a bound parameter too)', async () => {
      const counted = await count('select g from generate_series(1, $1::int) g where g % 3 <> 0', [5000], 10_000, 5000)
      expect(counted.n).toBe(3334)
      expect(counted.done).toBe(true)
      if (server) expect(counted.timeout).toBe('3s')
    })

    it('stops when its pace says the rest cannot be counted in time, keeping what it counted', async () => {
      // 5,000 rows at 0.5 ms each (2.5 s) against a 600 ms deadline: after the first chunk (200
      // rows, about 100 ms) the rest would take 2.4 s
      const counted = await count(slowRows(5000, 0.5), [], 600, 5000)
      expect(counted).toMatchObject({ n: 200, done: false })
    })

    it('on a server, the statement timeout stops a chunk that runs past the deadline', async () => {
      // the first chunk's 200 rows come at once (the pace says the rest fits), then 2 ms a row
      const text = 'select g from generate_series(1, 1500) g where g <= 200 or pg_sleep(0.002) is not null'
      const started = performance.now()
      const counted = await count(text, [], 600, 1500)
      const took = performance.now() - started
      if (server) {
        // the first chunk counted; the next stopped at the deadline and its rows not
        expect(counted).toMatchObject({ n: 200, done: false, timeout: '3s' })
        expect(took).toBeLessThan(1500)
      } else {
        // PGlite cannot interrupt a query: the chunk it began runs to the end of the rows
        expect(counted).toMatchObject({ n: 1500, done: true })
      }
    })

    it('counts nothing when the deadline has passed', async () => {
      const counted = await count('select 1', [], 0, 1)
      expect(counted).toMatchObject({ n: 0, done: false })
    })
  })
}
