/**
 * Messages in the candidate's activity, and the paged inbox, through the HTTP API: a recruiter's
 * message is a "message" item of the candidate's feed (New until the candidate opens it, by
 * PATCH activity-history/{id} or by reading the thread); the inbox pages its threads while the
 * thread and unread totals count every thread.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../testing/test-app'
import { createJob, createOrganization, createPerson, testAuthenticate } from '../pipeline/test-fixtures'

let t: TestApp
let org: string
let recruiter: string
let candidate: { userId: string; candidateId: string }
const jobs: string[] = []

// biome-ignore lint/suspicious/noExplicitAny: JSON answers
type Json = any
async function call(userId: string | null, method: string, path: string, json?: unknown) {
  const res = await t.request(path, {
    method,
    headers: userId ? { 'x-test-user': userId } : {},
    ...(json !== undefined ? { json } : {}),
  })
  return { status: res.status, body: (await res.json()) as Json }
}
const thread = (jobId: string) => `/api/jobs/${jobId}/candidates/${candidate.candidateId}/messages`
const feed = async () =>
  (await call(candidate.userId, 'GET', '/api/candidates/dashboard?action=feeds&limit=100')).body.data as Json[]

beforeAll(async () => {
  t = await createTestApp({ authenticate: testAuthenticate(() => t.deps.db) })
  org = await createOrganization(t.deps.db, 'Inbox Inc')
  recruiter = (await createPerson(t.deps.db, 'recruiter')).userId
  const c = await createPerson(t.deps.db, 'candidate')
  candidate = { userId: c.userId, candidateId: c.candidateId! }
  for (let i = 0; i < 3; i++) {
    const job = await createJob(t.deps.db, org, { accountManagerId: recruiter })
    const res = await call(recruiter, 'POST', `/api/jobs/${job}/candidates/${candidate.candidateId}/actions/submit`, {})
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    jobs.push(job)
  }
})
afterAll(() => t?.close())

describe('messages in the activity feed and the paged inbox', () => {
  it("a recruiter's message is a New feed item naming the writer; PATCH activity-history sees it", async () => {
    const sent = await call(recruiter, 'POST', thread(jobs[0]!), { body: 'Can we talk tomorrow?' })
    expect(sent.status, JSON.stringify(sent.body)).toBe(200)
    const items = (await feed()).filter((f) => f.type === 'message')
    expect(items).toHaveLength(1)
    expect(items[0]).toMatchObject({ jobId: jobs[0], isNew: true })
    expect(typeof items[0].data.senderName).toBe('string')
    expect(items[0].data.threadId).toBe(sent.body.data.threadId)

    const seen = await call(candidate.userId, 'PATCH', `/api/activity-history/${items[0].id}`)
    expect(seen.status).toBe(200)
    expect(seen.body.data).toMatchObject({ id: items[0].id, isNew: false })
    // another user cannot mark it
    expect((await call(recruiter, 'PATCH', `/api/activity-history/${items[0].id}`)).status).toBe(403)
  })

  it("reading the thread sees its message items; the candidate's own messages make none", async () => {
    await call(recruiter, 'POST', thread(jobs[1]!), { body: 'First' })
    await call(recruiter, 'POST', thread(jobs[1]!), { body: 'Second' })
    const fresh = (await feed()).filter((f) => f.type === 'message' && f.jobId === jobs[1] && f.isNew)
    expect(fresh).toHaveLength(2)
    expect((await call(candidate.userId, 'PUT', `${thread(jobs[1]!)}/read`)).status).toBe(200)
    expect((await feed()).filter((f) => f.type === 'message' && f.jobId === jobs[1] && f.isNew)).toHaveLength(0)

    const before = (await feed()).length
    expect((await call(candidate.userId, 'POST', thread(jobs[1]!), { body: 'Thanks!' })).status).toBe(200)
    expect((await feed()).length).toBe(before)
  })

  it('pages the inbox; the thread and unread totals cover every thread', async () => {
    await call(recruiter, 'POST', thread(jobs[2]!), { body: 'Third job' })
    // unread for the candidate: jobs[0] (1, only the feed item was seen, not the thread) and jobs[2] (1)
    const first = await call(candidate.userId, 'GET', '/api/messages/threads?limit=1')
    expect(first.status).toBe(200)
    expect(first.body.data).toMatchObject({ total: 3, limit: 1, offset: 0, unreadCount: 2 })
    expect(first.body.data.threads).toHaveLength(1)
    expect(first.body.data.threads[0].job.id).toBe(jobs[2])
    const rest = await call(candidate.userId, 'GET', '/api/messages/threads?limit=2&offset=1')
    expect(rest.body.data.threads.map((x: Json) => x.job.id).sort()).toEqual([jobs[0], jobs[1]].sort())
    expect(rest.body.data.unreadCount).toBe(2)
    // the recruiter: the candidate's one answer is unread, whichever page is asked for
    const staff = await call(recruiter, 'GET', '/api/messages/threads?limit=1&offset=2')
    expect(staff.body.data).toMatchObject({ total: 3, unreadCount: 1 })
    expect((await call(candidate.userId, 'GET', '/api/messages/threads?limit=0')).status).toBe(422)
  })
})
