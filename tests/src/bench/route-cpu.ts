import { readFileSync } from 'node:fs'
import { openDatabase } from '@quota/api/db/client'
import { prepareBenchDatabase } from './bench-database'
import { appHandler, directSqlHandler, READ_ROUTE } from './handlers'

/**
 * The read route's CPU per request against the same SQL served directly, both in this process
 * (no HTTP, no load generator). The two alternate in slices of 1,000 requests, so a machine busy
 * with other work slows both alike; it is the steadier companion of `http-overhead` on a shared
 * machine. Without HTTP in both, the ratio is lower than the throughput ratio over loopback.
 */
export async function routeCpu(options: { slices: number; sliceSize: number }) {
  const database = await prepareBenchDatabase()
  const db = await openDatabase(
    database.kind === 'postgres'
      ? { url: database.source, max: 10 }
      : { loadDataDir: new Blob([readFileSync(database.source)]) },
  )
  try {
    const app = appHandler(db.db)
    const url = `http://127.0.0.1${READ_ROUTE}`
    const kinds = { app: () => app.handle(new Request(url)), direct: directSqlHandler(db.db) }
    const cpu = { app: 0, direct: 0 }
    const warmup = Math.min(5, Math.floor(options.slices / 4))
    for (let slice = 0; slice < options.slices; slice++) {
      for (const [kind, handle] of Object.entries(kinds) as [keyof typeof kinds, () => Promise<Response>][]) {
        let left = options.sliceSize
        const before = process.cpuUsage()
        await Promise.all(
          Array.from({ length: 10 }, async () => {
            while (left-- > 0) {
              const response = await handle()
              if (response.status !== 200) throw new Error(`${kind}: status ${response.status}`)
              await response.text()
            }
          }),
        )
        const used = process.cpuUsage(before)
        if (slice >= warmup) cpu[kind] += used.user + used.system
      }
    }
    const requests = (options.slices - warmup) * options.sliceSize
    return {
      database: database.kind,
      appUs: cpu.app / requests,
      directUs: cpu.direct / requests,
      ratio: cpu.direct / cpu.app,
    }
  } finally {
    await db.close()
    await database.drop()
  }
}
