/**
 * The API process survives its database: a private PostgreSQL server is stopped and started
 * under concurrent writers (a crash-style stop, then a clean restart). The process keeps
 * serving, every failure it answers is a 503, and no acknowledged write is lost. Figures at
 * 50 clients and a 15 s outage: `bun run bench reliability`.
 */

import { postgresBinDir } from '@quota/api/testing/private-postgres'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { prepareRestartWorld, type RestartWorld, runDatabaseRestart } from './database-restart'

describe.skipIf(!postgresBinDir())('a PostgreSQL restart under load', () => {
  let world: RestartWorld
  beforeAll(async () => {
    world = await prepareRestartWorld()
  }, 180_000)
  afterAll(async () => {
    await world?.close()
  })

  it.each(['immediate', 'fast'] as const)(
    'a %s stop: the process keeps serving, failures are 503s, no acknowledged write is lost',
    async (stopMode) => {
      const result = await runDatabaseRestart(world, { clients: 8, outageMs: 1000, stopMode, writesPerPhase: 3 })
      const failures = Object.keys(result.statuses).filter((s) => s !== '201' && s !== '503')
      expect(failures, result.log.slice(-4000)).toEqual([])
      expect(result.statuses['503']).toBeGreaterThan(0)
      expect(result.lost).toBe(0)
      expect(result.acknowledged).toBeGreaterThan(0)
      expect(result.serverAlive).toBe(true)
    },
    180_000,
  )
})
