/**
 * Two API processes on one PostgreSQL server: real-time events reach the sockets of both, each
 * outbox job runs once, and when one is killed the other runs the jobs it had claimed (after
 * their lease). The recovery time is printed by `bun run bench reliability`.
 */

import { postgresBinDir } from '@quota/api/testing/private-postgres'
import { describe, expect, it } from 'vitest'
import { runTwoProcesses } from './two-processes'

describe.skipIf(!postgresBinDir())('two API processes on one database', () => {
  it('share real-time events and outbox jobs, and one carries on when the other is killed', async () => {
    const r = await runTwoProcesses({ mails: 80 })
    // the event reached a socket on each process, once
    expect(r.socketsHeard).toEqual([1, 1])
    // each mail once, each with its own Message-ID
    expect(r.firstBatch).toEqual({ mails: 80, distinctMessageIds: 80, rowsRunTwice: 0 })
    // after the kill: the survivor processes every row, the dead process's claims included
    expect(r.afterKill.rowsProcessed).toBe(80)
    expect(r.survivorServing).toBe(true)
  }, 300_000)
})
