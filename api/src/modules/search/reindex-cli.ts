/**
 * `bun run reindex [candidates|jobs|clients|organizations ...]`: rebuilds search indexes from the
 * database (all of them without arguments). Uses DATABASE_URL, or the PGlite data folder under
 * DATA_DIR (stop the server first: a PGlite folder has one user at a time), and MEILISEARCH_URL
 * when set. Searches keep answering from the old content until each rebuild completes.
 */
import { join } from 'node:path'
import { INDEX_NAMES, type IndexName } from '@quota/search/engine'
import { loadConfig } from '../../config/env'
import { openDatabase } from '../../db/client'
import { createSearchServices } from './search-engine'

const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'))
for (const name of wanted) {
  if (!(INDEX_NAMES as readonly string[]).includes(name)) {
    console.error(`Unknown index "${name}"; known: ${INDEX_NAMES.join(', ')}`)
    process.exit(2)
  }
}
const indexes = (wanted.length ? wanted : INDEX_NAMES) as IndexName[]
const config = loadConfig()
const database = await openDatabase(
  // a full rebuild is one long job, not a request: no statement bound
  config.DATABASE_URL
    ? { url: config.DATABASE_URL, statementTimeoutMs: 0 }
    : { dataDir: join(config.dataDir, 'pglite') },
)
await database.migrate()
const search = createSearchServices(database.db)
console.log(`Rebuilding ${indexes.join(', ')} on ${search.engine.kind} (${database.kind})`)
for (const index of indexes) {
  const started = performance.now()
  await search.engine.ensureIndex(index)
  let last = 0
  const { documents } = await search.sync.reindex(index, {
    batchSize: 500,
    onBatch: (done) => {
      if (done - last >= 10_000) {
        last = done
        console.log(`  ${index}: ${done} ...`)
      }
    },
  })
  console.log(`  ${index}: ${documents} documents in ${((performance.now() - started) / 1000).toFixed(1)} s`)
}
await search.engine.close()
await database.close()
