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

    const count = (text: string, params: unknown[], ms: number) =>
      executor.transaction(
        async (q) => {
          const counted = await countUntil(q, text, params, {
            deadline: performance.now() + ms,
            pace: 1,
            timeoutMs: 3000,
          })
          const [after] = await q.query<{ timeout: string }>(`select current_setting('statement_timeout') as timeout`)
          return { ...counted, timeout: after?.timeout }
        },
        { timeoutMs: 3000 },
      )

    it('counts every row when they end in time, in chunks (a bound parameter too)', async () => {
      const counted = await count('select g from generate_series(1, $1::int) g where g % 3 <> 0', [5000], 10_000)
      expect(counted.n).toBe(3334)
      expect(counted.done).toBe(true)
      if (server) expect(counted.timeout).toBe('3s')
    })

    it('stops at the deadline and keeps what the chunks before it counted', async () => {
      // 5,000 rows at 0.5 ms each (2.5 s) against a 600 ms deadline: the first chunk (200 rows,
      // about 100 ms) fits, the rest does not
      const started = performance.now()
      const counted = await count(slowRows(5000, 0.5), [], 600)
      const took = performance.now() - started
      expect(counted.done).toBe(false)
      expect(counted.n).toBeGreaterThanOrEqual(200)
      expect(counted.n).toBeLessThan(5000)
      // on a server the statement timeout stops the last chunk at the deadline (PGlite finishes it)
      if (server) {
        expect(took).toBeLessThan(2000)
        expect(counted.timeout).toBe('3s')
      }
    })

    it('counts nothing when the deadline has passed', async () => {
      const counted = await count('select 1', [], 0)
      expect(counted).toMatchObject({ n: 0, done: false })
    })
  })
}
