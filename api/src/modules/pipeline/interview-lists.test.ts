/**
 * The interview lists the web's buttons work from, over HTTP: the job's Scheduled Interviews table
 * (GET jobs/{id}/interviews: Name, Interviewers, Date, Time, Duration, Created By, Created At) for
 * recruiters and the job's client only, and the profile's Interviews tab (GET
 * candidates/{id}/interviews) with each row's save mode and whether it may be changed here.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { interviewsTable, jobCandidatesTable, jobsTable, usersTable } from '../../db/schema'
import { createTestApp, type TestApp } from '../../testing/test-app'
import {
  createInterviewWorld,
  createOrganization,
  createPerson,
  type InterviewWorld,
  testAuthenticate,
} from './test-fixtures'

// biome-ignore lint/suspicious/noExplicitAny: JSON answers read field by field
type Json = any
let t: TestApp
let world: InterviewWorld
let otherClient: string
let nonStaff: string

beforeAll(async () => {
  t = await createTestApp({ authenticate: testAuthenticate(() => t.deps.db) })
  world = await createInterviewWorld(t, 'Lists Corp', {
    interviewer: { email: 'panel@lists.test', name: 'Panel Lead' },
  })
  otherClient = (await createPerson(t.deps.db, 'client', await createOrganization(t.deps.db, 'Elsewhere Inc'))).userId
  nonStaff = (await createPerson(t.deps.db, 'nonStaff')).userId
}, 300_000)
afterAll(async () => {
  await t?.close()
})

const call = async (userId: string, method: string, path: string, json?: unknown) => {
  const res = await t.request(path, {
    method,
    headers: { 'x-test-user': userId },
    ...(json !== undefined ? { json } : {}),
  })
  const text = await res.text()
  return { status: res.status, body: (text.startsWith('{') ? JSON.parse(text) : null) as Json }
}

async function jobOf(title: string | null, candidateId: string) {
  const rows = await t.deps.db.select().from(interviewsTable).where(eq(interviewsTable.candidateId, candidateId))
  return rows.find((r) => (title ? r.title === title : true))!
}

describe('GET jobs/{id}/interviews (Scheduled Interviews table)', () => {
  it('gives recruiters and the job’s client the spec’s columns', async () => {
    const interview = await jobOf('Meet the sales team', world.alice.candidateId)
    for (const who of [world.recruiter, world.client]) {
      const res = await call(who, 'GET', `/api/jobs/${interview.jobId}/interviews`)
      expect(res.status).toBe(200)
      expect(res.body.data).toHaveLength(1)
      const row = res.body.data[0]
      expect(row).toMatchObject({
        id: interview.id,
        candidate: { id: world.alice.candidateId },
        title: 'Meet the sales team',
        interviewers: [{ email: 'panel@lists.test', name: 'Panel Lead' }],
        interviewDate: '2099-01-15',
        interviewTime: '09:30',
        interviewTimezone: 'America/New_York',
        duration: 45,
        createdBy: { id: world.client },
        source: 'quota',
        state: 'scheduled',
        changeability: 'changeable',
      })
      expect(row.candidate.fullName.length).toBeGreaterThan(0)
      expect(row.createdBy.fullName.length).toBeGreaterThan(0)
      expect(Date.parse(row.createdAt)).not.toBeNaN()
    }
  })

  it('answers 404 to another company’s client, 403 to other staff and to candidates, 422 to a bad id', async () => {
    const interview = await jobOf('Meet the sales team', world.alice.candidateId)
    expect((await call(otherClient, 'GET', `/api/jobs/${interview.jobId}/interviews`)).status).toBe(404)
    expect((await call(nonStaff, 'GET', `/api/jobs/${interview.jobId}/interviews`)).status).toBe(403)
    expect((await call(world.alice.userId, 'GET', `/api/jobs/${interview.jobId}/interviews`)).status).toBe(403)
    const bad = await call(world.recruiter, 'GET', '/api/jobs/not-a-uuid/interviews')
    expect(bad.status).toBe(422)
  })

  it('shows an ATS-made interview with the calendar notice rule, and PATCH refuses it with 409', async () => {
    const bobs = await jobOf(null, world.bob.candidateId)
    await t.deps.db.update(interviewsTable).set({ source: 'ats' }).where(eq(interviewsTable.id, bobs.id))
    try {
      const res = await call(world.client, 'GET', `/api/jobs/${bobs.jobId}/interviews`)
      expect(res.body.data[0]).toMatchObject({ id: bobs.id, source: 'ats', changeability: 'external' })
      const patch = await call(world.client, 'PATCH', `/api/interviews/${bobs.id}`, { duration: 60 })
      expect(patch.status).toBe(409)
      expect(patch.body.error.message).toMatch(/cannot be changed here/)
    } finally {
      await t.deps.db.update(interviewsTable).set({ source: 'quota' }).where(eq(interviewsTable.id, bobs.id))
    }
  })

  it('a client no longer sees the interview of a candidate removed from its job; the recruiter still does', async () => {
    const bobs = await jobOf(null, world.bob.candidateId)
    await t.deps.db
      .update(jobCandidatesTable)
      .set({ removedAt: new Date() })
      .where(eq(jobCandidatesTable.id, bobs.jobCandidateId))
    try {
      expect((await call(world.client, 'GET', `/api/jobs/${bobs.jobId}/interviews`)).body.data).toEqual([])
      expect((await call(world.recruiter, 'GET', `/api/jobs/${bobs.jobId}/interviews`)).body.data).toHaveLength(1)
    } finally {
      await t.deps.db
        .update(jobCandidatesTable)
        .set({ removedAt: null })
        .where(eq(jobCandidatesTable.id, bobs.jobCandidateId))
    }
  })

  it('follows a reschedule and leaves a cancelled interview out', async () => {
    const bobs = await jobOf(null, world.bob.candidateId)
    const moved = await call(world.recruiter, 'PATCH', `/api/interviews/${bobs.id}`, {
      interviewDate: '2099-04-02',
      interviewTime: '14:15',
      saveMode: 'save',
    })
    expect(moved.status).toBe(200)
    let rows = (await call(world.client, 'GET', `/api/jobs/${bobs.jobId}/interviews`)).body.data
    expect(rows[0]).toMatchObject({ interviewDate: '2099-04-02', interviewTime: '14:15' })
    const cancelled = await call(world.client, 'DELETE', `/api/interviews/${bobs.id}?saveMode=save`)
    expect(cancelled.status).toBe(200)
    rows = (await call(world.client, 'GET', `/api/jobs/${bobs.jobId}/interviews`)).body.data
    expect(rows).toEqual([])
  })
})

describe('GET candidates/{id}/interviews (the profile’s Interviews tab)', () => {
  it('gives each interview its save mode and whether it can be changed here', async () => {
    const sdr = (
      await t.deps.db.select().from(interviewsTable).where(eq(interviewsTable.candidateId, world.alice.candidateId))
    ).find((r) => r.title !== 'Meet the sales team')!
    await t.deps.db.update(interviewsTable).set({ saveMode: 'downloadIcs' }).where(eq(interviewsTable.id, sdr.id))
    const res = await call(world.recruiter, 'GET', `/api/candidates/${world.alice.candidateId}/interviews`)
    expect(res.status).toBe(200)
    const byId = new Map((res.body.data as Json[]).map((i) => [i.id, i]))
    expect(byId.get(sdr.id)).toMatchObject({ saveMode: 'downloadIcs', changeability: 'external' })
    const other = (res.body.data as Json[]).find((i) => i.id !== sdr.id)
    expect(other).toMatchObject({ changeability: 'changeable' })
  })
})

describe('GET jobs/{id}/candidate/{candidateId}/request-interview-default-details', () => {
  const path = (jobId: string, candidateId: string) =>
    `/api/jobs/${jobId}/candidate/${candidateId}/request-interview-default-details`

  it('starts at 9:00 for 30 minutes in the candidate’s zone, with the business hours there and the next round', async () => {
    const interview = await jobOf('Meet the sales team', world.alice.candidateId)
    await t.deps.db.update(usersTable).set({ timezone: 'Europe/London' }).where(eq(usersTable.id, world.alice.userId))
    await t.deps.db.update(usersTable).set({ timezone: 'America/Chicago' }).where(eq(usersTable.id, world.client))
    await t.deps.db
      .update(jobsTable)
      .set({ accountManagerId: world.recruiter })
      .where(eq(jobsTable.id, interview.jobId))
    for (const who of [world.recruiter, world.client]) {
      const res = await call(who, 'GET', path(interview.jobId, world.alice.candidateId))
      expect(res.status).toBe(200)
      expect(res.body.data).toMatchObject({
        job: { id: interview.jobId, name: 'Enterprise AE', organization: { id: world.org } },
        candidate: { id: world.alice.candidateId, timezone: 'Europe/London' },
        accountManager: { id: world.recruiter, isActive: true },
        interviewTimezone: 'Europe/London',
        timezoneSource: 'candidate',
        interviewTime: '09:00',
        duration: 30,
        type: 'video',
        meetingMethod: 'zoom',
        calendarInviteRecipients: 'all',
        round: 2,
        businessHours: { start: '09:00', end: '18:00', timezone: 'Europe/London' },
        scheduleBufferMinutes: 10,
        maxInterviewers: 15,
      })
      expect(res.body.data.accountManager.email).toMatch(/@/)
    }
  })

  it('falls back to the caller’s zone, then UTC, when the candidate has none', async () => {
    await t.deps.db.update(usersTable).set({ timezone: null }).where(eq(usersTable.id, world.alice.userId))
    const interview = await jobOf('Meet the sales team', world.alice.candidateId)
    const asClient = (await call(world.client, 'GET', path(interview.jobId, world.alice.candidateId))).body.data
    expect(asClient).toMatchObject({
      candidate: { timezone: null },
      interviewTimezone: 'America/Chicago',
      timezoneSource: 'user',
      businessHours: { timezone: 'America/Chicago' },
    })
    await t.deps.db.update(usersTable).set({ timezone: null }).where(eq(usersTable.id, world.recruiter))
    const asRecruiter = (await call(world.recruiter, 'GET', path(interview.jobId, world.alice.candidateId))).body.data
    expect(asRecruiter).toMatchObject({ interviewTimezone: 'UTC', timezoneSource: 'default' })
  })

  it('answers 404 to another company’s client and for a candidate not in the job, 403 to other staff and candidates, 422 to bad ids', async () => {
    const interview = await jobOf('Meet the sales team', world.alice.candidateId)
    expect((await call(otherClient, 'GET', path(interview.jobId, world.alice.candidateId))).status).toBe(404)
    expect((await call(world.recruiter, 'GET', path(interview.jobId, world.bob.candidateId))).status).toBe(404)
    expect((await call(nonStaff, 'GET', path(interview.jobId, world.alice.candidateId))).status).toBe(403)
    expect((await call(world.alice.userId, 'GET', path(interview.jobId, world.alice.candidateId))).status).toBe(403)
    const bad = await call(world.recruiter, 'GET', path(interview.jobId, 'nope'))
    expect(bad.status).toBe(422)
    expect(bad.body.error.details[0].path).toBe('params.candidateId')
  })
})
