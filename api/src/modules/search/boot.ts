/**
 * Search at start-up (server.ts): make sure every index exists with its current settings, and
 * rebuild from the database any index that is new, changed shape, or empty (first start, or a
 * wiped search server). Answers the handlers the outbox workers run for `search.sync`,
 * `search.jobMatching` and `search.reindex`.
 *
 * With `rebuild: 'background'` the server can listen at once; searches answer from whatever is
 * indexed until the rebuild ends (`rebuilding` settles then).
 */
import type { Logger } from 'pino'
import type { Db } from '../../db/client'
import { JOB_MATCHING_TOPIC, jobMatchingHandler, searchSyncWithMatching } from './job-matching'
import { SEARCH_REINDEX_TOPIC, searchReindexHandler } from './resync'
import { type SearchServices, searchFor } from './search-engine'
import { SEARCH_SYNC_TOPIC } from './sync'

export async function startSearch(deps: {
  db: Db
  logger: Logger
  search?: SearchServices
  rebuild?: 'await' | 'background'
}) {
  const search = searchFor(deps)
  const started = performance.now()
  const rebuilding = search.sync.ensureAll({ reindexIfEmpty: true }).then(
    (rebuilt) => {
      deps.logger.info(
        { engine: search.engine.kind, rebuilt, ms: Math.round(performance.now() - started) },
        'search ready',
      )
      return rebuilt
    },
    (error: unknown) => {
      deps.logger.error({ err: error }, 'search start-up failed')
      throw error
    },
  )
  if (deps.rebuild === 'background') rebuilding.catch(() => {})
  else await rebuilding
  // a candidate's index write also re-decides them for the jobs whose saved filter is set
  const sync = searchSyncWithMatching(search, deps.db)
  return {
    search,
    rebuilding,
    handlers: {
      [SEARCH_SYNC_TOPIC]: sync.handler,
      // a job's saved filter fills its matching list (job-matching.ts)
      [JOB_MATCHING_TOPIC]: jobMatchingHandler(search, deps.db),
    },
    batchHandlers: { [SEARCH_SYNC_TOPIC]: sync.batchHandler },
    reindexHandlers: { [SEARCH_REINDEX_TOPIC]: searchReindexHandler({ db: deps.db, search }) },
  }
}
