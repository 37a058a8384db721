/**
 * Outside interviewers' feedback end to end: the feedback request mailed by the reminders pass
 * carries a link; with it (no sign-in) the interviewer reads the interview, gives feedback once and
 * edits it; the account manager and the scheduler are told once; expired, foreign and unknown
 * links change nothing.
 */
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { interviewFeedbackTable, interviewsTable, publicLinksTable, usersTable } from '../../db/schema'
import { startMailWorker } from '../../mail/worker'
import { apiCaller, startInterviewTestWorld } from '../../testing/interview-test-world'
import { type SmtpSink, startSmtpSink } from '../../testing/smtp-sink'
import type { TestApp } from '../../testing/test-app'
import { sendDueInterviewReminders } from '../pipeline/interview-reminders'
import type { InterviewWorld } from '../pipeline/test-fixtures'

let t: TestApp
let sink: SmtpSink
let worker: ReturnType<typeof startMailWorker>
let world: InterviewWorld
let interviewId: string
let token: string

const H = 3_600_000
const call = apiCaller(() => t)
const guest = async (method: string, hash: string, json?: unknown) => {
  const res = await t.request(`/api/guest/interview-feedback/${hash}`, {
    method,
    ...(json !== undefined ? { json } : {}),
  })
  // biome-ignore lint/suspicious/noExplicitAny: JSON answers read field by field
  return { status: res.status, body: (await res.json()) as any }
}
const emailOf = async (userId: string) =>
  (await t.deps.db.select({ email: usersTable.email }).from(usersTable).where(eq(usersTable.id, userId)))[0]!.email
const notices = () => sink.received.filter((m) => m.subject.startsWith('Interview feedback: '))

beforeAll(async () => {
  sink = await startSmtpSink()
  ;({ t, world } = await startInterviewTestWorld({
    orgName: 'Guest Corp',
    interviewer: { email: 'panel@guest.test', name: 'Panel' },
    otherOrgName: 'Other Guest Corp',
    env: { SMTP_URL: sink.url, OUTBOX_POLL_MS: '20', PUBLIC_URL: 'http://quota.test' },
  }))
  worker = startMailWorker({ db: t.deps.db, config: t.deps.config, logger: t.deps.logger })
  const job = await world.scheduleFor(
    world.alice.candidateId,
    'Guest AE',
    {
      interviewDate: '2099-07-01',
      interviewTime: '09:00',
      interviewTimezone: 'UTC',
      duration: 30,
      interviewers: [{ email: 'Olga@Outside.test', name: 'Olga Outside' }],
      saveMode: 'save',
    },
    { accountManagerId: world.recruiter },
  )
  const [row] = await t.deps.db.select().from(interviewsTable).where(eq(interviewsTable.jobId, job))
  interviewId = row!.id
  // it took place two hours ago (scheduling refuses the past: moved there afterwards)
  const startsAt = new Date(Date.now() - 2 * H)
  await t.deps.db.update(interviewsTable).set({ startsAt }).where(eq(interviewsTable.id, interviewId))
  expect(await sendDueInterviewReminders({ db: t.deps.db, config: t.deps.config }, new Date(Date.now()))).toMatchObject(
    { feedback: 1 },
  )
}, 300_000)
afterAll(async () => {
  await worker?.stop()
  await sink?.close()
  await t?.close()
})

describe('guest/interview-feedback/{hash}', () => {
  it('shows the interview and the job’s questions without signing in', async () => {
    const mailed = () => sink.received.find((m) => m.to.includes('olga@outside.test'))
    await expect.poll(() => !!mailed(), { timeout: 30_000 }).toBe(true)
    token = /\/interview-feedback\/([A-Za-z0-9_-]+)/.exec(mailed()!.text)![1]!
    const res = await guest('GET', token)
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body.data).toMatchObject({
      interview: { jobName: 'Guest AE', organizationName: 'Guest Corp', timezone: 'UTC', durationMinutes: 30 },
      interviewer: { email: 'olga@outside.test', name: 'Olga Outside' },
      feedback: null,
      canWrite: true,
      cannotWriteReason: null,
    })
    const days = (Date.parse(res.body.data.expiresAt) - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(13.9)
    expect(days).toBeLessThanOrEqual(14)
  })

  it('takes the feedback once, tells the account manager and the scheduler once, and lets it be edited', async () => {
    const bad = await guest('PUT', token, { rating: 6, recommendation: 'yes', answers: {} })
    expect(bad.status).toBe(422)
    const stray = await guest('PUT', token, {
      rating: 4,
      recommendation: 'yes',
      answers: { '00000000-0000-4000-8000-000000000000': { rating: 3 } },
    })
    expect(stray.status).toBe(422)

    const given = await guest('PUT', token, { rating: 4, recommendation: 'yes', answers: {}, notes: 'Sharp' })
    expect(given.status, JSON.stringify(given.body)).toBe(200)
    expect(given.body.data).toMatchObject({ rating: 4, isMine: true, author: { id: null, fullName: 'Olga Outside' } })
    await expect.poll(() => notices().length, { timeout: 30_000 }).toBe(2)
    expect(
      notices()
        .flatMap((m) => m.to)
        .sort(),
    ).toEqual([await emailOf(world.recruiter), await emailOf(world.client)].sort())
    expect(notices()[0]!.text).toContain('Olga Outside gave feedback on the interview with')
    expect(notices()[0]!.text).toContain('4 of 5 stars, Yes.')

    const edited = await guest('PUT', token, { rating: 2, recommendation: 'no', answers: {} })
    expect(edited.status).toBe(200)
    expect(edited.body.data.id).toBe(given.body.data.id)
    const rows = await t.deps.db
      .select()
      .from(interviewFeedbackTable)
      .where(eq(interviewFeedbackTable.interviewId, interviewId))
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ authorEmail: 'olga@outside.test', authorId: null, rating: 2 })
    expect((await guest('GET', token)).body.data.feedback).toMatchObject({ rating: 2, recommendation: 'no' })

    // the hiring side reads it on the interview's feedback page
    const sheet = await call(world.client, 'GET', `/api/interviews/${interviewId}/feedback`)
    expect(sheet.body.data.feedback).toEqual([
      expect.objectContaining({ rating: 2, isMine: false, author: { id: null, fullName: 'Olga Outside' } }),
    ])
    // an edit tells nobody again
    await new Promise((r) => setTimeout(r, 500))
    expect(notices()).toHaveLength(2)
  })

  it('refuses unknown and expired links, changing nothing', async () => {
    expect((await guest('GET', 'A'.repeat(43))).status).toBe(404)
    expect((await guest('GET', 'not a hash')).status).toBe(422)
    await t.deps.db
      .update(publicLinksTable)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(publicLinksTable.interviewId, interviewId), eq(publicLinksTable.purpose, 'interviewFeedback')))
    const expired = await guest('PUT', token, { rating: 5, recommendation: 'strongYes', answers: {} })
    expect(expired.status).toBe(410)
    expect(expired.body.error.message).toBe('This feedback link has expired.')
    const [row] = await t.deps.db
      .select()
      .from(interviewFeedbackTable)
      .where(eq(interviewFeedbackTable.interviewId, interviewId))
    expect(row!.rating).toBe(2)
  })
})
