/**
 * The search module: candidate search, saved and per-job filters, most popular options, global
 * search (routes.ts), the engine wiring (search-engine.ts), the index sync from the outbox
 * (sync.ts), start-up (boot.ts) and `bun run reindex` (reindex-cli.ts).
 */
export { startSearch } from './boot'
export { searchRoutes } from './routes'
export { createSearchServices, type SearchServices, searchFor } from './search-engine'
export { enqueueSearchSync, SEARCH_SYNC_TOPIC, searchSyncHandler } from './sync'
