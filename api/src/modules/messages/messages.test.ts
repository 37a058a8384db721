import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { jobsTable, outboxEventsTable } from '../../db/schema'
import { createTestApp, type TestApp } from '../../testing/test-app'
import {
  createJob,
  createOrganization,
  createPerson,
  createProspect,
  testAuthenticate,
} from '../pipeline/test-fixtures'

/** In-app messages per candidate and job, through the HTTP API. */
let t: TestApp
let org: string
let recruiter: string
let otherRecruiter: string
let nonStaff: string
let accountManager: string
let client: string
let candidate: { userId: string; candidateId: string }
let stranger: { userId: string; candidateId: string }
let job: string

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
const thread = (jobId: string, candidateId: string) => `/api/jobs/${jobId}/candidates/${candidateId}/messages`
const inbox = async (userId: string) => (await call(userId, 'GET', '/api/messages/threads')).body.data
const newMessageEvents = async () =>
  (await t.deps.db.select().from(outboxEventsTable).where(eq(outboxEventsTable.topic, 'realtime.publish')))
    .map((r) => r.payload as Json)
    .filter((p) => p.type === 'newMessage')

beforeAll(async () => {
  t = await createTestApp({ authenticate: testAuthenticate(() => t.deps.db) })
  org = await createOrganization(t.deps.db, 'Messages Inc')
  recruiter = (await createPerson(t.deps.db, 'recruiter')).userId
  otherRecruiter = (await createPerson(t.deps.db, 'recruiter')).userId
  accountManager = (await createPerson(t.deps.db, 'recruiter')).userId
  nonStaff = (await createPerson(t.deps.db, 'nonStaff')).userId
  client = (await createPerson(t.deps.db, 'client', org)).userId
  const c = await createPerson(t.deps.db, 'candidate')
  candidate = { userId: c.userId, candidateId: c.candidateId! }
  const s = await createPerson(t.deps.db, 'candidate')
  stranger = { userId: s.userId, candidateId: s.candidateId! }
  job = await createJob(t.deps.db, org, { accountManagerId: accountManager })
  // submitted: the job is on the candidate's dashboard
  const res = await call(recruiter, 'POST', `/api/jobs/${job}/candidates/${candidate.candidateId}/actions/submit`, {})
  expect(res.status, JSON.stringify(res.body)).toBe(200)
})
afterAll(() => t?.close())

describe('in-app messages per candidate and job', () => {
  it('a recruiter writes, the candidate sees it unread, reads it and answers; the staff of the thread hear back', async () => {
    const empty = await call(candidate.userId, 'GET', thread(job, candidate.candidateId))
    expect(empty.status).toBe(200)
    expect(empty.body.data).toMatchObject({ threadId: null, messages: [], canWrite: true, unreadCount: 0 })

    const sent = await call(recruiter, 'POST', thread(job, candidate.candidateId), {
      body: '  Are you free Tuesday?  ',
    })
    expect(sent.status, JSON.stringify(sent.body)).toBe(200)
    expect(sent.body.data.messages).toMatchObject([
      { body: 'Are you free Tuesday?', mine: true, channel: 'inApp', sender: { userId: recruiter, side: 'staff' } },
    ])
    // the writer has read their own message
    expect(sent.body.data.unreadCount).toBe(0)

    // newMessage to the candidate only (never the sender)
    const toCandidate = (await newMessageEvents()).filter((e) => e.recipientUserId === candidate.userId)
    expect(toCandidate).toHaveLength(1)
    expect(toCandidate[0]).toMatchObject({
      jobId: job,
      candidateId: candidate.candidateId,
      message: 'Are you free Tuesday?',
    })
    expect((await newMessageEvents()).some((e) => e.recipientUserId === recruiter)).toBe(false)

    expect(await inbox(candidate.userId)).toMatchObject({
      unreadCount: 1,
      threads: [{ job: { id: job }, unreadCount: 1, lastMessage: 'Are you free Tuesday?' }],
    })
    // the dashboard's per-job count agrees
    const dashboard = await call(candidate.userId, 'GET', '/api/candidates/dashboard?action=jobs')
    expect(dashboard.body.data.find((j: Json) => j.job.id === job).unreadMessagesCount).toBe(1)

    const read = await call(candidate.userId, 'PUT', `${thread(job, candidate.candidateId)}/read`)
    expect(read.status).toBe(200)
    expect(read.body.data.unreadCount).toBe(0)
    expect((await inbox(candidate.userId)).unreadCount).toBe(0)

    const before = (await newMessageEvents()).length
    const answer = await call(candidate.userId, 'POST', thread(job, candidate.candidateId), { body: 'Tuesday works.' })
    expect(answer.status).toBe(200)
    expect(answer.body.data.messages.map((m: Json) => [m.sender.side, m.mine])).toEqual([
      ['staff', false],
      ['candidate', true],
    ])
    // the account manager and the recruiter who wrote hear it; nobody else
    const heard = (await newMessageEvents()).slice(before).map((e) => e.recipientUserId)
    expect(heard.sort()).toEqual([accountManager, recruiter].sort())
    for (const staff of [recruiter, accountManager]) {
      expect((await inbox(staff)).unreadCount).toBe(1)
    }
    // a recruiter with no part in the thread sees no badge for it, but may open it
    expect((await inbox(otherRecruiter)).threads).toEqual([])
    const opened = await call(otherRecruiter, 'GET', thread(job, candidate.candidateId))
    expect(opened.body.data.messages).toHaveLength(2)
    expect(opened.body.data.unreadCount).toBe(1)
    // reading is per user
    await call(recruiter, 'PUT', `${thread(job, candidate.candidateId)}/read`)
    expect((await inbox(recruiter)).unreadCount).toBe(0)
    expect((await inbox(accountManager)).unreadCount).toBe(1)
  })

  it('refuses clients, other candidates, read-only staff writing, and jobs the candidate is not in', async () => {
    const path = thread(job, candidate.candidateId)
    expect((await call(client, 'GET', path)).status).toBe(403)
    expect((await call(client, 'POST', path, { body: 'hi' })).status).toBe(403)
    expect((await call(client, 'GET', '/api/messages/threads')).status).toBe(403)
    // another candidate: nothing leaks
    expect((await call(stranger.userId, 'GET', path)).status).toBe(404)
    expect((await call(stranger.userId, 'POST', path, { body: 'hi' })).status).toBe(404)
    // staff without recruiter rights read, never write
    expect((await call(nonStaff, 'GET', path)).status).toBe(200)
    expect((await call(nonStaff, 'POST', path, { body: 'hi' })).status).toBe(403)
    // a job the candidate is not in
    const elsewhere = await createJob(t.deps.db, org)
    expect((await call(recruiter, 'GET', thread(elsewhere, candidate.candidateId))).status).toBe(404)
    expect((await call(candidate.userId, 'GET', thread(elsewhere, candidate.candidateId))).status).toBe(404)
    // shortlisted only: the provider's own list, not on the candidate's dashboard
    await call(recruiter, 'POST', `/api/jobs/${elsewhere}/candidates/${stranger.candidateId}/actions/shortlist`, {})
    expect((await call(recruiter, 'GET', thread(elsewhere, stranger.candidateId))).status).toBe(200)
    expect((await call(stranger.userId, 'GET', thread(elsewhere, stranger.candidateId))).status).toBe(404)
    // a deleted job
    await t.deps.db.update(jobsTable).set({ deletedAt: new Date() }).where(eq(jobsTable.id, elsewhere))
    expect((await call(recruiter, 'GET', thread(elsewhere, stranger.candidateId))).status).toBe(404)
    // signed out
    expect((await call(null, 'GET', path)).status).toBe(401)
  })

  it('validates the body (required, at most 1600 characters) and refuses prospects without a sign-in', async () => {
    const path = thread(job, candidate.candidateId)
    const blank = await call(recruiter, 'POST', path, { body: '   ' })
    expect(blank.status).toBe(422)
    expect(JSON.stringify(blank.body)).toContain('body')
    expect((await call(recruiter, 'POST', path, { body: 'x'.repeat(1601) })).status).toBe(422)
    expect((await call(recruiter, 'POST', path, {})).status).toBe(422)
    const prospect = await createProspect(t.deps.db)
    const prospectJob = await createJob(t.deps.db, org)
    await call(recruiter, 'POST', `/api/jobs/${prospectJob}/candidates/${prospect}/actions/shortlist`, {})
    const view = await call(recruiter, 'GET', thread(prospectJob, prospect))
    expect(view.body.data).toMatchObject({ canWrite: false, canReach: false })
    const refused = await call(recruiter, 'POST', thread(prospectJob, prospect), { body: 'hello' })
    expect(refused.status).toBe(422)
    expect(JSON.stringify(refused.body)).toContain('no account')
  })
})
