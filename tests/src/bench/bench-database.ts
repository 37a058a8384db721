import { writeFileSync } from 'node:fs'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { openDatabase } from '@quota/api/db/client'
import { seedAccess } from '@quota/api/db/seed/access'
import { seedReferenceData } from '@quota/api/db/seed/reference/seed'
import postgres from 'postgres'

function reachable(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1')
    socket.once('connect', () => (socket.end(), resolve(true)))
    socket.once('error', () => resolve(false))
  })
}

/** A prepared database for benchmark servers: PostgreSQL when one is at hand, else a PGlite dump. */
export async function prepareBenchDatabase(): Promise<{
  source: string
  kind: 'postgres' | 'pglite'
  drop(): Promise<void>
}> {
  const server =
    process.env.BENCH_DATABASE_URL ??
    process.env.TEST_DATABASE_URL ??
    ((await reachable(5432)) ? 'postgres://postgres@127.0.0.1:5432/postgres' : undefined)
  if (server && process.env.BENCH_ENGINE !== 'pglite') {
    const name = `quota_bench_${process.pid}`
    const admin = postgres(server, { max: 1, onnotice: () => {} })
    await admin.unsafe(`create database "${name}"`)
    const url = new URL(server)
    url.pathname = `/${name}`
    const db = await openDatabase({ url: url.toString(), max: 2 })
    await db.migrate()
    await seedReferenceData(db.db, { international: false })
    await seedAccess(db.db)
    await db.close()
    return {
      source: url.toString(),
      kind: 'postgres',
      drop: async () => {
        await admin.unsafe(`drop database if exists "${name}" with (force)`)
        await admin.end()
      },
    }
  }
  const db = await openDatabase()
  await db.migrate()
  await seedReferenceData(db.db, { international: false })
  await seedAccess(db.db)
  const dump = await (db.db as unknown as { $client: { dumpDataDir(c: 'gzip'): Promise<Blob> } }).$client.dumpDataDir(
    'gzip',
  )
  const file = join(tmpdir(), `quota-bench-${process.pid}.tar.gz`)
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()))
  await db.close()
  return { source: file, kind: 'pglite', drop: async () => {} }
}
