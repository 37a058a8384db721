/**
 * Concurrent stage actions. Meant for a real PostgreSQL server (TEST_DATABASE_URL; CI's second
 * pass sets it), where the requests really run side by side on several connections; on PGlite
 * (one connection) it runs too, serialised.
 */
import { and, count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { jobCandidateHistoryTable, listOfValuesTable } from '../../db/schema'
import { createTestApp, type TestApp } from '../../testing/test-app'
import {
  aggregatesAndRecount,
  createJob,
  createOrganization,
  createPerson,
  createProspect,
  testAuthenticate,
} from './test-fixtures'

let t: TestApp
let org: string
let recruiter: string
let client: string

const act = async (userId: string, jobId: string, candidateId: string, action: string, body: unknown) => {
  const res = await t.request(`/api/jobs/${jobId}/candidates/${candidateId}/actions/${action}`, {
    method: 'POST',
    headers: { 'x-test-user': userId },
    json: body,
  })
  return { status: res.status, body: (await res.json()) as any }
}

async function historyCount(jobId: string, candidateId: string) {
  const [row] = await t.deps.db
    .select({ n: count() })
    .from(jobCandidateHistoryTable)
    .where(and(eq(jobCandidateHistoryTable.jobId, jobId), eq(jobCandidateHistoryTable.candidateId, candidateId)))
  return row!.n
}

beforeAll(async () => {
  t = await createTestApp({ authenticate: testAuthenticate(() => t.deps.db) })
  org = await createOrganization(t.deps.db, 'Concurrent Co')
  recruiter = (await createPerson(t.deps.db, 'recruiter')).userId
  client = (await createPerson(t.deps.db, 'client', org)).userId
})
afterAll(() => t?.close())

describe(`50 conflicting actions at once on one candidate in one job (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('different actions on the version everyone saw: exactly one wins, the rest get 409, no 5xx', async () => {
    const job = await createJob(t.deps.db, org)
    const candidate = await createProspect(t.deps.db)
    await act(recruiter, job, candidate, 'submit', {})
    const seen = await act(recruiter, job, candidate, 'submitToClient', {})
    const version = seen.body.data.stage.version
    const [reason] = await t.deps.db
      .select({ id: listOfValuesTable.id })
      .from(listOfValuesTable)
      .where(eq(listOfValuesTable.key, 'rejectionNotificationReason'))
      .limit(1)
    const before = await historyCount(job, candidate)

    const attempts = Array.from({ length: 50 }, (_, i) => {
      switch (i % 5) {
        case 0:
          return act(client, job, candidate, 'accept', { expectedVersion: version })
        case 1:
          return act(client, job, candidate, 'reject', { expectedVersion: version, reasonIds: [reason!.id] })
        case 2:
          return act(client, job, candidate, 'scheduleInterview', {
            expectedVersion: version,
            interviewDate: '2031-04-01',
          })
        case 3:
          return act(recruiter, job, candidate, 'reject', { expectedVersion: version, reasonIds: [reason!.id] })
        default:
          return act(client, job, candidate, 'requestForInfo', { expectedVersion: version })
      }
    })
    const results = await Promise.all(attempts)
    const statuses = results.map((r) => r.status)
    expect(statuses.filter((s) => s >= 500)).toEqual([])
    expect(statuses.filter((s) => s === 200)).toHaveLength(1)
    expect(statuses.filter((s) => s === 409)).toHaveLength(49)
    for (const r of results.filter((x) => x.status === 409))
      expect(['CONFLICT', 'ACTION_NOT_AVAILABLE']).toContain(r.body.error.code)
    expect(await historyCount(job, candidate)).toBe(before + 1)
    const { stored, recount } = await aggregatesAndRecount(t.deps.db, job)
    expect(stored).toEqual(recount)
  })

  it('the same action 50 times on a candidate not yet in the job: one shortlist, 49 refusals', async () => {
    const job = await createJob(t.deps.db, org)
    const candidate = await createProspect(t.deps.db)
    const results = await Promise.all(Array.from({ length: 50 }, () => act(recruiter, job, candidate, 'shortlist', {})))
    const statuses = results.map((r) => r.status)
    expect(statuses.filter((s) => s >= 500)).toEqual([])
    expect(statuses.filter((s) => s === 200)).toHaveLength(1)
    expect(statuses.filter((s) => s === 409)).toHaveLength(49)
    expect(await historyCount(job, candidate)).toBe(1)
    const { stored, recount } = await aggregatesAndRecount(t.deps.db, job)
    expect(stored).toEqual(recount)
    expect(stored.provider.shortList.current).toBe(1)
  })

  it('50 moves of different candidates in one job at once all land, and the counts equal a recount', async () => {
    const job = await createJob(t.deps.db, org)
    const candidates = await Promise.all(Array.from({ length: 25 }, () => createProspect(t.deps.db)))
    // two moves per candidate, interleaved: submit everyone, then approve everyone, all at once per wave
    const wave1 = await Promise.all(candidates.flatMap((c) => [act(recruiter, job, c, 'submit', {})]))
    expect(wave1.map((r) => r.status).filter((s) => s !== 200)).toEqual([])
    // each candidate gets two conflicting moves made on the version both callers saw
    const wave2 = await Promise.all(
      candidates.flatMap((c, i) => {
        const expectedVersion = wave1[i]!.body.data.stage.version
        return [
          act(recruiter, job, c, 'submitToClient', { expectedVersion }),
          i % 2
            ? act(recruiter, job, c, 'submitToClient', { expectedVersion })
            : act(recruiter, job, c, 'unsubmit', { expectedVersion }),
        ]
      }),
    )
    const statuses = wave2.map((r) => r.status)
    expect(statuses).toHaveLength(50)
    expect(statuses.filter((s) => s >= 500)).toEqual([])
    // per candidate exactly one of its two conflicting moves won
    for (let i = 0; i < candidates.length; i++) {
      expect(
        [statuses[2 * i], statuses[2 * i + 1]].filter((s) => s === 200),
        `candidate ${i}`,
      ).toHaveLength(1)
    }
    const { stored, recount } = await aggregatesAndRecount(t.deps.db, job)
    expect(stored).toEqual(recount)
    expect(stored.client.submittal.current + stored.provider.shortList.current).toBe(25)
  })

  it('closing a job while actions run: every in-process row ends rejected and the counts equal a recount', async () => {
    const job = await createJob(t.deps.db, org)
    const candidates = await Promise.all(Array.from({ length: 10 }, () => createProspect(t.deps.db)))
    for (const c of candidates) await act(recruiter, job, c, 'submit', {})
    const close = t.request(`/api/jobs/${job}/status`, {
      method: 'PUT',
      headers: { 'x-test-user': recruiter },
      json: { status: 'closed' },
    })
    const moves = candidates.map((c) => act(recruiter, job, c, 'submitToClient', {}))
    const [closed, ...results] = await Promise.all([close, ...moves])
    expect(closed.status).toBe(200)
    expect(results.map((r) => r.status).filter((s) => s >= 500)).toEqual([])
    const { stored, recount } = await aggregatesAndRecount(t.deps.db, job)
    expect(stored).toEqual(recount)
    expect(stored.provider.submittal.current + stored.client.submittal.current).toBe(0)
    expect(stored.provider.submittal.rejected + stored.client.submittal.rejected).toBe(10)
  })
})
