import { mkdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import type { SQLWrapper } from 'drizzle-orm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js'
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator'
import postgres from 'postgres'
import * as schema from './schema'

export type Schema = typeof schema
/** Both drivers share this type; code never needs to know which one it talks to. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
/** Use cases take either, so they can join an outer transaction. */
export type DbOrTx = Db | Tx

export const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), '../../drizzle')

export interface Database {
  db: Db
  kind: 'pglite' | 'postgres'
  /** Runs the committed migrations; safe to call on every start. */
  migrate(): Promise<void>
  close(): Promise<void>
  /**
   * LISTEN on a channel (real-time fan-out between API processes); answers how to stop.
   * postgres.js keeps one dedicated connection for it; PGlite delivers its own NOTIFYs.
   */
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>
  /**
   * Runs start-up work (migrations, seeds, search indexes) while holding a PostgreSQL advisory
   * lock, so API processes started together on one server do it one after the other (two at once
   * collided creating the same index). PGlite has one process: it just runs.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>
}

/** The advisory lock key of start-up work (any constant; 'quota' in ASCII). */
const STARTUP_LOCK_KEY = 0x71756f7461

export const PGLITE_EXTENSIONS = { pg_trgm }

export interface OpenDatabaseOptions {
  /** A PostgreSQL URL; without one, PGlite is used. */
  url?: string
  /** PGlite data folder; omitted means in memory. */
  dataDir?: string
  /** A PGlite data-dir dump to start from (tests load a migrated template this way). */
  loadDataDir?: Blob | File
  /** postgres.js pool size */
  max?: number
  /** Overrides POSTGRES_TIMEOUTS.statementMs (0: none, for command-line bulk work). */
  statementTimeoutMs?: number
}

/**
 * Bounds on a PostgreSQL server: a request never waits longer than these for the database, so
 * an outage answers 503 quickly instead of a 500 after the driver's 30 s default.
 */
export const POSTGRES_TIMEOUTS = {
  /** seconds to open a connection */
  connectSeconds: 5,
  /** one statement (migrations run without it, on their own connection) */
  statementMs: 30_000,
  /** a transaction left open by a stuck request stops holding its locks */
  idleInTransactionMs: 60_000,
  /**
   * Seconds before a connection retries after its server went away. The driver's default grows
   * to 20 s after a few failed attempts, which kept the API answering 503 long after a restart.
   */
  reconnectSeconds: () => 0.25 + Math.random() * 0.25,
}

export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Database> {
  if (options.url) {
    const url = options.url
    const sql = postgres(url, {
      max: options.max ?? 10,
      onnotice: () => {},
      connect_timeout: POSTGRES_TIMEOUTS.connectSeconds,
      backoff: POSTGRES_TIMEOUTS.reconnectSeconds,
      connection: {
        application_name: 'quota-api',
        statement_timeout: options.statementTimeoutMs ?? POSTGRES_TIMEOUTS.statementMs,
        idle_in_transaction_session_timeout: POSTGRES_TIMEOUTS.idleInTransactionMs,
      },
    })
    const db = drizzlePostgres(sql, { schema, casing: 'snake_case' }) as unknown as Db
    return {
      db,
      kind: 'postgres',
      async migrate() {
        // an index build on a large table may well take longer than a request's statement bound
        const migrator = postgres(url, {
          max: 1,
          onnotice: () => {},
          connect_timeout: POSTGRES_TIMEOUTS.connectSeconds,
          connection: { application_name: 'quota-migrate', statement_timeout: 0 },
        })
        try {
          await migratePostgres(drizzlePostgres(migrator, { schema, casing: 'snake_case' }), {
            migrationsFolder: MIGRATIONS_DIR,
          })
        } finally {
          await migrator.end({ timeout: 5 })
        }
      },
      close: () => sql.end({ timeout: 5 }),
      async listen(channel, onNotify) {
        const { unlisten } = await sql.listen(channel, onNotify)
        return unlisten
      },
      async exclusively(work) {
        const lock = postgres(url, {
          max: 1,
          onnotice: () => {},
          connect_timeout: POSTGRES_TIMEOUTS.connectSeconds,
          connection: { application_name: 'quota-startup', statement_timeout: 0 },
        })
        try {
          // session-level: released when this connection ends, also if the process dies
          await lock`select pg_advisory_lock(${STARTUP_LOCK_KEY})`
          return await work()
        } finally {
          await lock.end({ timeout: 5 })
        }
      },
    }
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true })
  const client = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    extensions: PGLITE_EXTENSIONS,
  })
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Db
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR }),
    close: () => client.close(),
    async listen(channel, onNotify) {
      const stop = await client.listen(channel, onNotify)
      return () => stop()
    },
    exclusively: (work) => work(),
  }
}

/** Runs raw SQL and answers its rows, whichever driver is underneath (they shape results differently). */
export async function rawRows<T = Record<string, unknown>>(db: DbOrTx, query: SQLWrapper): Promise<T[]> {
  const result = (await db.execute(query)) as unknown
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[]
}
