/**
 * Which search engine the API uses: Meilisearch when `MEILISEARCH_URL` is set (`MEILISEARCH_KEY`
 * its API key), else the embedded engine on the API's own database. One engine per database,
 * shared by the routes, the queue handler and start-up (`searchFor(deps)`).
 */
import type { SearchEngine } from '@quota/search/engine'
import { createEmbeddedEngine } from '@quota/search/engines/embedded/engine'
import { executorFor, type SqlExecutor } from '@quota/search/engines/embedded/executor'
import { createMeilisearchEngine } from '@quota/search/engines/meilisearch/engine'
import { createSearchSync, type IndexLoaders, type SearchSync } from '@quota/search/sync/sync'
import type { Db } from '../../db/client'
import { createIndexLoaders } from './loaders'

export interface SearchServices {
  engine: SearchEngine
  sync: SearchSync
  /** Raw SQL on the API's database (loaders and bulk reads). */
  sql: SqlExecutor
  /** How each index reads its rows from the database. */
  loaders: IndexLoaders
}

/** MEILISEARCH_URL and MEILISEARCH_KEY. */
export type SearchEnv = Record<string, string | undefined>

const byDb = new WeakMap<object, SearchServices>()

/** Raw SQL on a Drizzle database, whichever driver it runs on. */
export function sqlOf(db: Db): SqlExecutor {
  return executorFor((db as unknown as { $client: unknown }).$client)
}

export function createSearchServices(db: Db, env: SearchEnv = process.env): SearchServices {
  const sql = sqlOf(db)
  const engine = env.MEILISEARCH_URL
    ? createMeilisearchEngine({
        url: env.MEILISEARCH_URL,
        ...(env.MEILISEARCH_KEY ? { apiKey: env.MEILISEARCH_KEY } : {}),
      })
    : createEmbeddedEngine({ executor: sql })
  const loaders = createIndexLoaders(sql)
  return { engine, sql, loaders, sync: createSearchSync({ engine, loaders }) }
}

/** The search services of this database (made once; `deps.search` wins when the app is given one). */
export function searchFor(deps: { db: Db; search?: SearchServices }): SearchServices {
  if (deps.search) return deps.search
  let services = byDb.get(deps.db)
  if (!services) {
    services = createSearchServices(deps.db)
    byDb.set(deps.db, services)
  }
  return services
}
