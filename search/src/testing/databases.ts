/**
 * The engines a test run can reach: the embedded engine on PGlite always, on PostgreSQL when
 * TEST_DATABASE_URL is set (each run on its own new database), and Meilisearch when
 * MEILISEARCH_URL is set (each run under its own index prefix).
 */
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import postgres from 'postgres'
import { INDEX_NAMES, type SearchDocument, type SearchEngine } from '../engine'
import { createEmbeddedEngine } from '../engines/embedded/engine'
import { pgliteExecutor, postgresExecutor, type SqlExecutor } from '../engines/embedded/executor'
import { createMeilisearchEngine } from '../engines/meilisearch/engine'

export interface TestEngine {
  name: string
  engine: SearchEngine
  close(): Promise<void>
}

const unique = (prefix: string) => `${prefix}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`

export async function openPgliteEngine(): Promise<TestEngine> {
  const pg = await PGlite.create({ extensions: { pg_trgm } })
  return {
    name: 'embedded (PGlite)',
    engine: createEmbeddedEngine({ executor: pgliteExecutor(pg) }),
    close: () => pg.close(),
  }
}

export async function openPostgresEngine(serverUrl: string): Promise<TestEngine> {
  const name = unique('quota_search_test')
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} })
  await admin.unsafe(`create database "${name}"`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  const sql = postgres(url.toString(), { max: 3, onnotice: () => {} })
  return {
    name: 'embedded (PostgreSQL)',
    engine: createEmbeddedEngine({ executor: postgresExecutor(sql) }),
    async close() {
      await sql.end({ timeout: 5 })
      await admin.unsafe(`drop database if exists "${name}" with (force)`)
      await admin.end()
    },
  }
}

export function openMeilisearchEngine(url: string, apiKey?: string): TestEngine {
  const indexPrefix = `${unique('test')}_`
  const engine = createMeilisearchEngine({ url, ...(apiKey ? { apiKey } : {}), indexPrefix })
  return {
    name: 'Meilisearch',
    engine,
    async close() {
      for (const index of INDEX_NAMES) await engine.client.deleteIndexIfExists(`${indexPrefix}${index}`)
    },
  }
}

/** Openers for every engine this environment has. */
export function availableEngines(): { name: string; open: () => Promise<TestEngine> }[] {
  const engines = [{ name: 'embedded (PGlite)', open: openPgliteEngine }]
  const pgUrl = process.env.TEST_DATABASE_URL
  if (pgUrl) engines.push({ name: 'embedded (PostgreSQL)', open: () => openPostgresEngine(pgUrl) })
  const meiliUrl = process.env.MEILISEARCH_URL
  if (meiliUrl)
    engines.push({
      name: 'Meilisearch',
      open: async () => openMeilisearchEngine(meiliUrl, process.env.MEILISEARCH_KEY),
    })
  return engines
}

/** Openers for the embedded engine on every database this environment has. */
export const embeddedEngines = () => availableEngines().filter((e) => e.name.startsWith('embedded'))

/**
 * An embedded engine whose candidates index holds these documents, loaded as `bun run reindex`
 * does (a rebuild: the table analysed, so the planner's estimates are what the engine goes by),
 * with its SQL executor for tests that look at the storage itself.
 */
export async function openWithCandidates(
  open: () => Promise<TestEngine>,
  docs: readonly SearchDocument[],
): Promise<TestEngine & { executor: SqlExecutor }> {
  const opened = await open()
  await opened.engine.ensureIndex('candidates')
  await opened.engine.rebuild(
    'candidates',
    (async function* () {
      for (let i = 0; i < docs.length; i += 2_000) yield docs.slice(i, i + 2_000)
    })(),
  )
  return { ...opened, executor: (opened.engine as unknown as { executor: SqlExecutor }).executor }
}
