import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../db/client'
import { generateCandidates } from '../../db/seed/demo/generate-candidates'
import { insertCandidateBundles, seedEmployerOrganizations } from '../../db/seed/demo/insert'
import { openTestDatabase } from '../../testing/test-database'
import { startSearch } from './boot'
import { JOB_MATCHING_TOPIC } from './job-matching'
import { SEARCH_REINDEX_TOPIC } from './resync'
import { SEARCH_SYNC_TOPIC } from './sync'

let database: Database
beforeAll(async () => {
  database = await openTestDatabase()
})
afterAll(() => database.close())

describe('startSearch', () => {
  it('creates the indexes and fills the empty ones from the database, once', async () => {
    await seedEmployerOrganizations(database.db)
    await insertCandidateBundles(database.db, [...generateCandidates({ seed: 'boot', count: 12 })])
    const logger = pino({ level: 'silent' })
    const first = await startSearch({ db: database.db, logger })
    expect(await first.rebuilding).toEqual(expect.arrayContaining(['candidates', 'organizations']))
    expect(Object.keys(first.handlers)).toEqual([SEARCH_SYNC_TOPIC, JOB_MATCHING_TOPIC])
    expect(Object.keys(first.reindexHandlers)).toEqual([SEARCH_REINDEX_TOPIC])
    expect(await first.search.engine.count('candidates')).toBe(12)
    const again = await startSearch({ db: database.db, logger, rebuild: 'background' })
    expect(await again.rebuilding).not.toContain('candidates')
  })
})
