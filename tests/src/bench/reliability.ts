/**
 * `bun run bench reliability`: the API process on a private PostgreSQL server under 50
 * concurrent writers, through a restart and a 15 s outage (issue 14, item 4). Prints the answers
 * seen, acknowledged writes lost, and how long /health and the writers took to notice and to
 * recover. BENCH_CLIENTS and BENCH_OUTAGE_MS override the load and the outage.
 */
import { prepareRestartWorld, type RestartResult, runDatabaseRestart } from '../reliability/database-restart'
import { runTwoProcesses } from '../reliability/two-processes'

function print(name: string, r: RestartResult) {
  const statuses = Object.entries(r.statuses)
    .map(([s, n]) => `${s}×${n}`)
    .join(' ')
  console.log(`  ${name}`)
  console.log(
    `    answers ${statuses}; ${r.acknowledged} writes acknowledged, ${r.lost} lost; process alive: ${r.serverAlive}`,
  )
  console.log(
    `    /health 503 ${r.healthDownMs.toFixed(0)} ms after the stop, 200 ${r.healthUpMs.toFixed(0)} ms after the start` +
      ` (target ≤ 2000 ms each); every writer acknowledged again ${r.writesBackMs.toFixed(0)} ms after the start;` +
      ` slowest answer during the outage ${r.slowestOutageAnswerMs.toFixed(0)} ms`,
  )
}

export async function reliability(): Promise<void> {
  const clients = Number(process.env.BENCH_CLIENTS ?? 50)
  const outageMs = Number(process.env.BENCH_OUTAGE_MS ?? 15_000)
  const world = await prepareRestartWorld()
  try {
    console.log(`\nreliability (private PostgreSQL, the real API process, ${clients} concurrent writers)`)
    print(
      'restart (pg_ctl stop -m fast, start at once)',
      await runDatabaseRestart(world, { clients, outageMs: 0, stopMode: 'fast', writesPerPhase: 5 }),
    )
    print(
      'crash (stop -m immediate, start at once)',
      await runDatabaseRestart(world, { clients, outageMs: 0, stopMode: 'immediate', writesPerPhase: 5 }),
    )
    print(
      `outage of ${outageMs / 1000} s`,
      await runDatabaseRestart(world, { clients, outageMs, stopMode: 'fast', writesPerPhase: 5 }),
    )
  } finally {
    await world.close()
  }
  const two = await runTwoProcesses({ mails: 300 })
  console.log('  two API processes on one database (300 queued mails, one process SIGKILLed mid-queue)')
  console.log(
    `    event heard on each socket ${two.socketsHeard.join('/')} time(s); first batch ${two.firstBatch.mails} mails, ` +
      `${two.firstBatch.distinctMessageIds} distinct Message-IDs, ${two.firstBatch.rowsRunTwice} rows run twice; after the kill ` +
      `${two.afterKill.rowsProcessed} rows processed, ${two.afterKill.rowsResumed} resumed from the dead process, ` +
      `all done ${(two.afterKill.recoveredMs / 1000).toFixed(1)} s after the kill (target ≤ 30 s); survivor serving: ${two.survivorServing}`,
  )
}

if (import.meta.main) await reliability()
