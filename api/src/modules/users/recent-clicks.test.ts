/**
 * GET and POST users/recent-clicks over HTTP: newest first, one row per record, only what the
 * user may still see, never another company's records.
 */

import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { jobsTable } from '../../db/schema'
import { callAsUser, createTestApp, type TestApp } from '../../testing/test-app'
import {
  createJob,
  createOrganization,
  createPerson,
  createProspect,
  testAuthenticate,
} from '../pipeline/test-fixtures'

let t: TestApp
let org: string
let otherOrg: string
let recruiter: string
let client: string
let otherClient: string

const call = callAsUser(() => t)
const click = (userId: string, entityType: string, entityId: string) =>
  call(userId, 'POST', '/api/users/recent-clicks', { entityType, entityId })
const recent = async (userId: string) => (await call(userId, 'GET', '/api/users/recent-clicks')).body.data

beforeAll(async () => {
  t = await createTestApp({ authenticate: testAuthenticate(() => t.deps.db) })
  org = await createOrganization(t.deps.db, 'Acme Cloud')
  otherOrg = await createOrganization(t.deps.db, 'Globex Data')
  recruiter = (await createPerson(t.deps.db, 'recruiter')).userId
  client = (await createPerson(t.deps.db, 'client', org)).userId
  otherClient = (await createPerson(t.deps.db, 'client', otherOrg)).userId
})
afterAll(() => t?.close())

describe('users/recent-clicks', () => {
  it('answers what a recruiter opened, newest first, once per record', async () => {
    const job = await createJob(t.deps.db, org, { name: 'Enterprise AE' })
    const candidate = await createProspect(t.deps.db, { firstName: 'Robin', lastName: 'Reyes' })
    expect((await click(recruiter, 'job', job)).status).toBe(200)
    expect((await click(recruiter, 'candidate', candidate)).body.data).toMatchObject({ name: 'Robin Reyes' })
    expect((await click(recruiter, 'client', org)).status).toBe(200)
    expect((await click(recruiter, 'job', job)).status).toBe(200)
    expect((await recent(recruiter)).map((r: any) => [r.entityType, r.name, r.subtitle])).toEqual([
      ['job', 'Enterprise AE', 'Acme Cloud'],
      ['client', 'Acme Cloud', null],
      ['candidate', 'Robin Reyes', null],
    ])
    // a record that goes away leaves the list
    await t.deps.db.update(jobsTable).set({ deletedAt: new Date() }).where(eq(jobsTable.id, job))
    expect((await recent(recruiter)).map((r: any) => r.entityType)).toEqual(['client', 'candidate'])
  })

  it('a client records and sees only its own jobs; other records answer 404; candidates are refused', async () => {
    const mine = await createJob(t.deps.db, org, { name: 'SDR' })
    const theirs = await createJob(t.deps.db, otherOrg, { name: 'Secret role' })
    const prospect = await createProspect(t.deps.db)
    expect((await click(client, 'job', mine)).status).toBe(200)
    expect((await click(client, 'job', theirs)).status).toBe(404)
    expect((await click(client, 'candidate', prospect)).status).toBe(404)
    expect((await click(client, 'organization', otherOrg)).status).toBe(404)
    expect((await recent(client)).map((r: any) => r.entityId)).toEqual([mine])
    expect(await recent(otherClient)).toEqual([])

    const candidateUser = await createPerson(t.deps.db, 'candidate')
    expect((await call(candidateUser.userId, 'GET', '/api/users/recent-clicks')).status).toBe(403)
    expect((await call(null, 'GET', '/api/users/recent-clicks')).status).toBe(401)
    const bad = await call(recruiter, 'POST', '/api/users/recent-clicks', { entityType: 'planet', entityId: 'x' })
    expect(bad.status).toBe(422)
    expect(bad.body.error.details.map((d: any) => d.path).sort()).toEqual(['entityId', 'entityType'])
  })
})
