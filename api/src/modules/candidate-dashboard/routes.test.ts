import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  candidateInternalProfilesTable,
  candidateReinboundRequestsTable,
  interviewsTable,
  jobStageCountsTable,
  messagesTable,
  messageThreadsTable,
} from '../../db/schema'
import { callAsUser, createTestApp, type TestApp } from '../../testing/test-app'
import {
  aggregatesAndRecount,
  createJob,
  createOrganization,
  createPerson,
  lastOpportunityToken,
  testAuthenticate,
} from '../pipeline/test-fixtures'

let t: TestApp
let org: string
let recruiter: string
let client: string
let candidate: { userId: string; candidateId: string }

type Json = any
const call = callAsUser(() => t)
const act = (userId: string, jobId: string, action: string, body: unknown = {}) =>
  call(userId, 'POST', `/api/jobs/${jobId}/candidates/${candidate.candidateId}/actions/${action}`, body)
const dashboardJobs = async () =>
  (await call(candidate.userId, 'GET', '/api/candidates/dashboard?action=jobs')).body.data as Json[]
const labelOf = async (jobId: string) => (await dashboardJobs()).find((j) => j.job.id === jobId)?.jobLabel ?? null

beforeAll(async () => {
  t = await createTestApp({ authenticate: testAuthenticate(() => t.deps.db) })
  org = await createOrganization(t.deps.db, 'Dashboard Inc')
  recruiter = (await createPerson(t.deps.db, 'recruiter')).userId
  client = (await createPerson(t.deps.db, 'client', org)).userId
  const person = await createPerson(t.deps.db, 'candidate')
  candidate = { userId: person.userId, candidateId: person.candidateId! }
})
afterAll(() => t?.close())

describe('GET candidates/dashboard?action=jobs', () => {
  it('lists jobs from submittal onwards and JIT suggestions, each with its label', async () => {
    const pooled = await createJob(t.deps.db, org)
    await act(recruiter, pooled, 'shortlist')
    expect(await labelOf(pooled)).toBeNull()
    expect((await dashboardJobs()).some((j) => j.job.id === pooled)).toBe(false)

    const pending = await createJob(t.deps.db, org)
    await act(recruiter, pending, 'submit')
    expect(await labelOf(pending)).toEqual({ key: 'pending_review', text: 'Pending Review' })

    const farming = await createJob(t.deps.db, org)
    await call(recruiter, 'POST', `/api/jobs/${farming}/candidates/${candidate.candidateId}/jit-farming`, {})
    expect(await labelOf(farming)).toEqual({ key: 'suggested', text: 'Suggested' })

    const rejected = await createJob(t.deps.db, org)
    await act(recruiter, rejected, 'submit')
    await act(recruiter, rejected, 'submitToClient')
    const [reason] = await t.deps.db
      .execute(sql`select id from list_of_values where key = 'rejectionNotificationReason' limit 1`)
      .then((r: Json) => (Array.isArray(r) ? r : r.rows))
    await act(client, rejected, 'reject', { reasonIds: [reason.id] })
    expect(await labelOf(rejected)).toEqual({ key: 'closed', text: 'Closed' })

    const interviewed = await createJob(t.deps.db, org)
    await act(recruiter, interviewed, 'submit')
    await act(recruiter, interviewed, 'submitToClient')
    // an interview that took place: scheduled ahead (the past is refused), then its time has passed
    await act(client, interviewed, 'scheduleInterview', { interviewDate: '2039-01-06' })
    await t.deps.db
      .update(interviewsTable)
      .set({ startsAt: new Date('2020-01-06T09:00:00Z') })
      .where(eq(interviewsTable.jobId, interviewed))
    const entry = (await dashboardJobs()).find((j) => j.job.id === interviewed)
    expect(entry).toMatchObject({
      jobLabel: { key: 'awaiting_next_steps', text: 'Awaiting Next Steps' },
      interviewStage: 1,
      isInterviewDatePassed: true,
      isNew: true,
    })
    await act(client, interviewed, 'scheduleInterview', { interviewDate: '2040-01-06' })
    expect(await labelOf(interviewed)).toEqual({ key: 'pending_round', text: 'Pending 2nd Round' })

    const closed = await createJob(t.deps.db, org)
    await act(recruiter, closed, 'submit')
    await call(recruiter, 'PUT', `/api/jobs/${closed}/status`, { status: 'closed' })
    expect(await labelOf(closed)).toEqual({ key: 'closed', text: 'Closed' })
  })

  it('a job row seen is no longer New until it changes (PUT jobs/{jobId}/candidate/{candidateId}/last-viewed-status)', async () => {
    const job = await createJob(t.deps.db, org)
    await act(recruiter, job, 'submit')
    const isNew = async () => (await dashboardJobs()).find((j) => j.job.id === job)?.isNew
    expect(await isNew()).toBe(true)
    const path = `/api/jobs/${job}/candidate/${candidate.candidateId}/last-viewed-status`
    // only the candidate, only their own row, only a job they are in
    expect((await call(recruiter, 'PUT', path)).status).toBe(403)
    const other = await createPerson(t.deps.db, 'candidate')
    expect((await call(other.userId, 'PUT', path)).status).toBe(404)
    const elsewhere = await createJob(t.deps.db, org)
    expect(
      (
        await call(
          candidate.userId,
          'PUT',
          `/api/jobs/${elsewhere}/candidate/${candidate.candidateId}/last-viewed-status`,
        )
      ).status,
    ).toBe(404)
    expect(
      (
        await call(
          candidate.userId,
          'PUT',
          `/api/jobs/not-a-uuid/candidate/${candidate.candidateId}/last-viewed-status`,
        )
      ).status,
    ).toBe(422)
    const seen = await call(candidate.userId, 'PUT', path)
    expect(seen.status).toBe(200)
    expect(Date.parse(seen.body.data.lastViewedAt)).not.toBeNaN()
    expect(await isNew()).toBe(false)
    // the row moves on: New again
    await new Promise((r) => setTimeout(r, 5))
    await act(recruiter, job, 'submitToClient')
    expect(await isNew()).toBe(true)
  })

  it('keeps a job the candidate declined without a decline-link entry on the dashboard (not lost from both lists)', async () => {
    const declined = await createJob(t.deps.db, org)
    await act(recruiter, declined, 'submit')
    // declined some other way (an import, a recruiter's record): no respondToOpportunity entry
    await t.deps.db.execute(
      sql`update job_candidates set stage_status = 'rejected', rejected_by = 'candidate'
          where job_id = ${declined} and candidate_id = ${candidate.candidateId}`,
    )
    await t.deps.db.execute(
      sql`delete from job_candidate_history where job_candidate_id in
          (select id from job_candidates where job_id = ${declined} and candidate_id = ${candidate.candidateId})`,
    )
    const onDashboard = (await dashboardJobs()).some((j) => j.job.id === declined)
    const hidden = (
      await call(candidate.userId, 'GET', `/api/candidates/${candidate.candidateId}/jit-hidden-jobs`)
    ).body.data.some((j: Json) => j.job.id === declined)
    expect({ onDashboard, hidden }).toEqual({ onDashboard: true, hidden: false })
  })

  it('counts unread messages per job from others since the candidate last read', async () => {
    const job = await createJob(t.deps.db, org)
    await act(recruiter, job, 'submit')
    const [thread] = await t.deps.db
      .insert(messageThreadsTable)
      .values({ candidateId: candidate.candidateId, jobId: job })
      .returning()
    await t.deps.db.insert(messagesTable).values([
      { threadId: thread!.id, senderUserId: recruiter, body: 'Hi!' },
      { threadId: thread!.id, senderUserId: recruiter, body: 'Are you free Tuesday?' },
      { threadId: thread!.id, senderUserId: candidate.userId, body: 'Yes' },
    ])
    expect((await dashboardJobs()).find((j) => j.job.id === job)?.unreadMessagesCount).toBe(2)
  })

  it('answers the owner and the open re-inbound request, and pages the feed', async () => {
    await t.deps.db
      .insert(candidateInternalProfilesTable)
      .values({ candidateId: candidate.candidateId, ownerId: recruiter })
      .onConflictDoUpdate({
        target: candidateInternalProfilesTable.candidateId,
        set: { ownerId: recruiter },
      })
    const owner = await call(candidate.userId, 'GET', '/api/candidates/dashboard?action=assignedOwner')
    expect(owner.body).toMatchObject({
      action: 'assignedOwner',
      data: { userId: recruiter, role: 'Internal Recruiter' },
    })
    expect(
      (await call(candidate.userId, 'GET', '/api/candidates/dashboard?action=reInboundRequest')).body.data,
    ).toBeNull()
    await t.deps.db
      .insert(candidateReinboundRequestsTable)
      .values({ candidateId: candidate.candidateId, notes: 'Looking again' })
    expect(
      (await call(candidate.userId, 'GET', '/api/candidates/dashboard?action=reInboundRequest')).body.data,
    ).toMatchObject({ state: 'open', notes: 'Looking again' })

    const all = await call(candidate.userId, 'GET', '/api/candidates/dashboard?action=feeds&limit=200')
    const second = await call(candidate.userId, 'GET', '/api/candidates/dashboard?action=feeds&limit=1&offset=1')
    expect(all.body.meta.total).toBeGreaterThan(3)
    expect(second.body.data).toHaveLength(1)
    expect(second.body.data[0].id).toBe(all.body.data[1].id)
    expect(all.body.data[0]).toMatchObject({ organization: { id: org, name: 'Dashboard Inc' } })
  })

  it('is the candidate’s own: other users get 403, a bad action 422', async () => {
    expect((await call(client, 'GET', '/api/candidates/dashboard')).status).toBe(403)
    expect((await call(recruiter, 'GET', '/api/candidates/dashboard')).status).toBe(403)
    expect((await call(null, 'GET', '/api/candidates/dashboard')).status).toBe(401)
    expect((await call(candidate.userId, 'GET', '/api/candidates/dashboard?action=everything')).status).toBe(422)
    expect((await call(recruiter, 'GET', `/api/candidates/${candidate.candidateId}/jit-hidden-jobs`)).status).toBe(200)
    expect((await call(client, 'GET', `/api/candidates/${candidate.candidateId}/jit-hidden-jobs`)).status).toBe(403)
  })
})

describe('a job whose counts were never stored', () => {
  it('gets them from a recount on its first move', async () => {
    const job = await createJob(t.deps.db, org)
    await act(recruiter, job, 'submit')
    await act(recruiter, job, 'submitToClient')
    await t.deps.db.delete(jobStageCountsTable).where(eq(jobStageCountsTable.jobId, job))
    // rows without counts: reads recount, the next move stores a recount including itself
    expect(
      (await call(recruiter, 'GET', `/api/jobs/${job}/aggregates`)).body.data.aggregates.client.submittal.current,
    ).toBe(1)
    await act(client, job, 'accept')
    const { stored, recount } = await aggregatesAndRecount(t.deps.db, job)
    expect(stored).toEqual(recount)
    const rows = await t.deps.db.select().from(jobStageCountsTable).where(eq(jobStageCountsTable.jobId, job))
    expect(rows).toHaveLength(6)
  })
})

describe('the feed’s New marks (PATCH activity-history/{id}, PUT jobs/activity-view-status)', () => {
  const feed = async (userId = candidate.userId) =>
    (await call(userId, 'GET', '/api/candidates/dashboard?action=feeds&limit=50')).body.data as Json[]

  it('an item seen, or its job’s items seen, is no longer New; only the candidate’s own', async () => {
    const job = await createJob(t.deps.db, org)
    await act(recruiter, job, 'submit')
    await act(recruiter, job, 'submitToClient')
    const items = (await feed()).filter((f) => f.jobId === job)
    expect(items.length).toBeGreaterThanOrEqual(2)
    expect(items.every((f) => f.isNew)).toBe(true)

    const one = await call(candidate.userId, 'PATCH', `/api/activity-history/${items[0].id}`)
    expect(one.status).toBe(200)
    expect(one.body.data).toMatchObject({ id: items[0].id, isNew: false })
    expect((await feed()).filter((f) => f.jobId === job && f.isNew)).toHaveLength(items.length - 1)

    // someone else's item, or anyone but a candidate: not theirs
    const other = await createPerson(t.deps.db, 'candidate')
    expect((await call(other.userId, 'PATCH', `/api/activity-history/${items[1].id}`)).status).toBe(404)
    expect((await call(recruiter, 'PATCH', `/api/activity-history/${items[1].id}`)).status).toBe(403)

    const seen = await call(candidate.userId, 'PUT', '/api/jobs/activity-view-status', { jobId: job })
    expect(seen.status).toBe(200)
    expect(seen.body.data).toMatchObject({ jobId: job, marked: items.length - 1 })
    expect((await feed()).filter((f) => f.jobId === job && f.isNew)).toEqual([])
    // again: nothing left to mark, still fine; a job they are not in: 404; bad input: 422
    expect(
      (await call(candidate.userId, 'PUT', '/api/jobs/activity-view-status', { jobId: job })).body.data.marked,
    ).toBe(0)
    expect((await call(other.userId, 'PUT', '/api/jobs/activity-view-status', { jobId: job })).status).toBe(404)
    const bad = await call(candidate.userId, 'PUT', '/api/jobs/activity-view-status', { jobId: 'x' })
    expect(bad.status).toBe(422)
    expect(bad.body.error.details[0].path).toBe('jobId')

    // a new move is New again
    await act(client, job, 'scheduleInterview', { interviewDate: '2041-01-07' })
    expect((await feed()).find((f) => f.jobId === job && f.isNew)).toMatchObject({ type: 'interviewScheduled' })
  })

  it('opening the opportunity link from the mail marks that job’s items seen, without a session', async () => {
    const job = await createJob(t.deps.db, org)
    await act(recruiter, job, 'shortlist')
    const pitched = await act(client, job, 'pitchOpportunity', { notes: 'Let us talk' })
    expect(pitched.status).toBe(200)
    expect((await feed()).filter((f) => f.jobId === job && f.isNew).length).toBeGreaterThan(0)
    const hash = await lastOpportunityToken(t.deps.db, pitched.body.data.stage.stageId)
    const seen = await call(null, 'PUT', '/api/guest/candidate/activity-view-status', { hash })
    expect(seen.status).toBe(200)
    expect(seen.body.data).toMatchObject({ jobId: job, marked: expect.any(Number) })
    expect(seen.body.data.marked).toBeGreaterThan(0)
    expect((await feed()).filter((f) => f.jobId === job && f.isNew)).toEqual([])
    const bad = await call(null, 'PUT', '/api/guest/candidate/activity-view-status', { hash: 'x'.repeat(43) })
    expect(bad.status).toBe(410)
    expect(bad.body.error.message).toBe('Invalid link!')
    expect((await call(null, 'PUT', '/api/guest/candidate/activity-view-status', { hash: 'short' })).status).toBe(422)
  })
})
