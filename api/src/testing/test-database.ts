import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import postgres from 'postgres'
import { type Database, MIGRATIONS_DIR, openDatabase } from '../db/client'
import { seedAccess } from '../db/seed/access'
import { seedReferenceData } from '../db/seed/reference/seed'

/**
 * Each test file gets its own fresh, migrated database:
 * - PGlite (default): loaded from a prepared data-dir dump, made once per migration and seed set;
 * - PostgreSQL (TEST_DATABASE_URL set): its own database cloned from a migrated template.
 */
export async function openTestDatabase(options: { bare?: boolean } = {}): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL
  if (options.bare) return openBareDatabase(serverUrl)
  return serverUrl ? openServerDatabase(serverUrl) : openPgliteDatabase()
}

/** Migrated but not seeded: for the tests of the seeds themselves. */
async function openBareDatabase(serverUrl: string | undefined): Promise<Database> {
  if (!serverUrl) {
    const db = await openDatabase()
    await db.migrate()
    return db
  }
  const name = uniqueName('quota_bare')
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} })
  await admin.unsafe(`create database "${name}"`)
  await admin.end()
  const db = await openDatabase({ url: withDatabase(serverUrl, name), max: 5 })
  await db.migrate()
  return { ...db, close: () => dropAfterClose(db, serverUrl, name) }
}

function uniqueName(prefix: string): string {
  return `${prefix}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`
}

async function dropAfterClose(db: Database, serverUrl: string, name: string): Promise<void> {
  await db.close()
  const dropper = postgres(serverUrl, { max: 1, onnotice: () => {} })
  await dropper.unsafe(`drop database if exists "${name}" with (force)`)
  await dropper.end()
}

const SEED_DIR = fileURLToPath(new URL('../db/seed', import.meta.url))

/** The template changes when the migrations or the always-seeded reference data change. */
function templateHash(): string {
  const hash = createHash('sha256')
  for (const dir of [MIGRATIONS_DIR, SEED_DIR]) {
    for (const f of readdirSync(dir, { recursive: true }).map(String).sort()) {
      if (/\.(sql|json|ts)$/.test(f) && !f.endsWith('.test.ts')) hash.update(f).update(readFileSync(join(dir, f)))
    }
  }
  return hash.digest('hex').slice(0, 16)
}

/** What every database starts with, as on a real start: migrations, reference data, roles. */
async function prepare(database: Database): Promise<void> {
  await database.migrate()
  await seedReferenceData(database.db)
  await seedAccess(database.db)
}

async function openPgliteDatabase(): Promise<Database> {
  const dump = join(tmpdir(), `quota-pglite-template-${templateHash()}.tar.gz`)
  if (!existsSync(dump)) {
    const fresh = await openDatabase()
    await prepare(fresh)
    const client = (fresh.db as unknown as { $client: { dumpDataDir(c: 'gzip'): Promise<Blob> } }).$client
    const blob = await client.dumpDataDir('gzip')
    // write then rename: parallel test files never read a half-written template
    const partial = `${dump}.${process.pid}.part`
    writeFileSync(partial, Buffer.from(await blob.arrayBuffer()))
    renameSync(partial, dump)
    return fresh
  }
  return openDatabase({ loadDataDir: new Blob([readFileSync(dump)]) })
}

async function openServerDatabase(serverUrl: string): Promise<Database> {
  const template = `quota_template_${templateHash()}`
  const name = uniqueName('quota_test')
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} })
  try {
    // one template per migration set; an advisory lock keeps parallel files from racing
    await admin`select pg_advisory_lock(4242)`
    const [exists] = await admin`select 1 from pg_database where datname = ${template}`
    if (!exists) {
      await admin.unsafe(`create database "${template}"`)
      const templateDb = await openDatabase({ url: withDatabase(serverUrl, template), max: 1 })
      await prepare(templateDb)
      await templateDb.close()
    }
    await admin.unsafe(`create database "${name}" template "${template}"`)
    await admin`select pg_advisory_unlock(4242)`
  } finally {
    await admin.end()
  }
  const db = await openDatabase({ url: withDatabase(serverUrl, name), max: 5 })
  return { ...db, close: () => dropAfterClose(db, serverUrl, name) }
}

function withDatabase(url: string, database: string): string {
  const u = new URL(url)
  u.pathname = `/${database}`
  return u.toString()
}
