/**
 * POST sync-elastic-search/resync/{indexType}/{id} and GET sync-elastic-search/runs over HTTP on
 * this file's own database: who may, one record re-read (indexed or removed), a whole-index
 * rebuild queued, run once by the outbox handler with its progress, refused while one is live,
 * and a failed rebuild shown with its reason.
 */
import { eq } from 'drizzle-orm'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { candidatesTable, jobsTable, organizationsTable, usersTable } from '../../db/schema'
import { generateCandidates } from '../../db/seed/demo/generate-candidates'
import { insertCandidateBundles, seedEmployerOrganizations } from '../../db/seed/demo/insert'
import { runOutboxOnce } from '../../jobs/outbox-worker'
import type { Actor } from '../../plugins/auth'
import { createTestApp, type TestApp } from '../../testing/test-app'
import { SEARCH_REINDEX_TOPIC, searchReindexHandler } from './resync'
import { type SearchServices, searchFor } from './search-engine'

let t: TestApp
let search: SearchServices
const actors = new Map<string, Actor>()
const candidateIds: string[] = []
let jobId = ''

async function call(who: string | null, method: string, path: string) {
  const res = await t.request(path, { method, headers: who ? { 'x-test-user': who } : {} })
  return { status: res.status, body: (await res.json()) as any }
}
const resync = (who: string | null, indexType: string, id: string) =>
  call(who, 'POST', `/api/sync-elastic-search/resync/${indexType}/${id}`)
const runs = (who: string | null) => call(who, 'GET', '/api/sync-elastic-search/runs')
const findByName = async (text: string) => {
  const res = await t.request('/api/candidates/search', {
    method: 'POST',
    headers: { 'x-test-user': 'admin' },
    json: { searchText: text },
  })
  return ((await res.json()) as any).data.map((c: any) => c.fullName) as string[]
}
const logger = pino({ level: 'silent' })
const work = (services: SearchServices = search) =>
  runOutboxOnce({
    db: t.database.db,
    logger,
    handlers: { [SEARCH_REINDEX_TOPIC]: searchReindexHandler({ db: t.database.db, search: services }) },
  })

beforeAll(async () => {
  t = await createTestApp({ authenticate: async (req) => actors.get(req.headers.get('x-test-user') ?? '') ?? null })
  const db = t.database.db
  const [org] = await db.insert(organizationsTable).values({ name: 'Acme Cloud' }).returning()
  const person = async (
    name: string,
    userType: Actor['userType'],
    permissions: string[],
    organizationId: string | null = null,
  ) => {
    const [row] = await db
      .insert(usersTable)
      .values({ email: `${name}@test.example`, userType, firstName: name, lastName: 'Test', organizationId })
      .returning()
    actors.set(name, {
      userId: row!.id,
      userType,
      organizationId,
      candidateId: null,
      roles: [],
      permissions: permissions as Actor['permissions'],
      sessionId: null,
    })
  }
  await person('admin', 'staff', ['recruiter', 'allow-elastic-search-resync'])
  await person('recruiter', 'staff', ['recruiter', 'manage-users'])
  await person('client', 'client', ['client-recruiter', 'allow-elastic-search-resync'], org!.id)
  await person('candidate', 'candidate', ['candidate'])
  await seedEmployerOrganizations(db)
  const bundles = [...generateCandidates({ seed: 'resync', count: 30, asOf: new Date('2026-06-01T00:00:00Z') })]
  await insertCandidateBundles(db, bundles)
  candidateIds.push(...bundles.map((b) => b.candidate.id))
  const [job] = await db.insert(jobsTable).values({ organizationId: org!.id, name: 'Staleness Engineer' }).returning()
  jobId = job!.id
  search = searchFor(t.deps)
  for (const index of ['candidates', 'jobs'] as const) await search.sync.reindex(index)
})
afterAll(() => t?.close())

describe('who may put the index right', () => {
  it('answers 401 to the anonymous and 403 without allow-elastic-search-resync, clients included', async () => {
    expect((await resync(null, 'candidates', candidateIds[0]!)).status).toBe(401)
    expect((await runs(null)).status).toBe(401)
    for (const who of ['recruiter', 'client', 'candidate']) {
      expect((await resync(who, 'candidates', candidateIds[0]!)).status).toBe(403)
      expect((await resync(who, 'candidates', 'all')).status).toBe(403)
      expect((await runs(who)).status).toBe(403)
    }
  })

  it('names the field and the rule for an unknown index or an id that is neither a uuid nor `all`', async () => {
    const badIndex = await resync('admin', 'people', candidateIds[0]!)
    expect(badIndex.status).toBe(422)
    expect(badIndex.body.error.details.map((d: any) => d.path)).toContain('params.indexType')
    const badId = await resync('admin', 'candidates', 'everything')
    expect(badId.status).toBe(422)
    expect(badId.body.error.details.map((d: any) => d.path)).toContain('params.id')
  })
})

describe('one record', () => {
  it('re-reads a candidate changed behind the index: found by the new name afterwards', async () => {
    const id = candidateIds[1]!
    await t.database.db
      .update(candidatesTable)
      .set({ firstName: 'Zebulon', lastName: 'Stalename' })
      .where(eq(candidatesTable.id, id))
    expect(await findByName('Stalename')).toEqual([])
    const res = await resync('admin', 'candidates', id)
    expect(res.status).toBe(200)
    expect(res.body.data).toEqual({ indexType: 'candidates', id, result: 'indexed' })
    expect(await findByName('Stalename')).toEqual(['Zebulon Stalename'])
  })

  it('removes a record that is no longer searchable, and says so', async () => {
    expect(await search.engine.count('jobs')).toBe(1)
    await t.database.db.update(jobsTable).set({ deletedAt: new Date() }).where(eq(jobsTable.id, jobId))
    const res = await resync('admin', 'jobs', jobId)
    expect(res.body.data).toEqual({ indexType: 'jobs', id: jobId, result: 'removed' })
    expect(await search.engine.count('jobs')).toBe(0)
  })
})

describe('a whole index', () => {
  it('queues one rebuild (202), refuses a second while it waits (409), runs it once with its progress', async () => {
    await t.database.db
      .update(candidatesTable)
      .set({ firstName: 'Quentin', lastName: 'Rebuilt' })
      .where(eq(candidatesTable.id, candidateIds[2]!))
    const queued = await resync('admin', 'candidates', 'all')
    expect(queued.status).toBe(202)
    expect(queued.body.data).toMatchObject({ indexType: 'candidates', state: 'queued', done: 0, total: null })
    const again = await resync('admin', 'candidates', 'all')
    expect(again.status).toBe(409)
    expect(again.body.error.message).toBe('The candidates index is already being rebuilt (waiting to start).')
    expect((await runs('admin')).body.data).toEqual([
      expect.objectContaining({ id: queued.body.data.id, state: 'queued' }),
    ])

    expect(await work()).toBe(1)
    expect(await work()).toBe(0) // once
    const [run] = (await runs('admin')).body.data
    expect(run).toMatchObject({ id: queued.body.data.id, state: 'done', done: 30, total: 30, error: null })
    expect(run.finishedAt).not.toBeNull()
    expect(await findByName('Rebuilt')).toEqual(['Quentin Rebuilt'])
    expect((await resync('admin', 'candidates', 'all')).status).toBe(202)
    await work()
  })

  it('shows a failed rebuild with its reason, and a new one may be asked for', async () => {
    const broken: SearchServices = {
      ...search,
      sync: {
        ...search.sync,
        reindex: async () => {
          throw new Error('search server unreachable')
        },
      },
    }
    expect((await resync('admin', 'jobs', 'all')).status).toBe(202)
    await work(broken)
    const jobsRun = (await runs('admin')).body.data.find((r: any) => r.indexType === 'jobs')
    expect(jobsRun).toMatchObject({ state: 'failed', error: 'search server unreachable' })
    expect((await resync('admin', 'jobs', 'all')).status).toBe(202)
  })
})
