/**
 * Interview reminders end to end: interviews scheduled, moved and cancelled over HTTP, the pass run
 * at chosen times, and the mails read on a real SMTP server. Each reminder goes once per person and
 * version of the invitation; interviewers who gave feedback are not asked for it; interviewers
 * without an account get a feedback link of their own (guest feedback in its own test file).
 */
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { interviewsTable, usersTable } from '../../db/schema'
import { startMailWorker } from '../../mail/worker'
import { apiCaller, startInterviewTestWorld } from '../../testing/interview-test-world'
import { type ReceivedMail, type SmtpSink, startSmtpSink } from '../../testing/smtp-sink'
import type { TestApp } from '../../testing/test-app'
import { sendDueInterviewReminders } from './interview-reminders'
import { createPerson, type InterviewWorld } from './test-fixtures'

let t: TestApp
let sink: SmtpSink
let worker: ReturnType<typeof startMailWorker>
let world: InterviewWorld
let panelUser: string
let panelEmail: string
let aliceEmail: string
let recruiterEmail: string

const H = 3_600_000
const emailOf = async (userId: string) =>
  (await t.deps.db.select({ email: usersTable.email }).from(usersTable).where(eq(usersTable.id, userId)))[0]!.email
const call = apiCaller(() => t)
const pass = (now: Date) => sendDueInterviewReminders({ db: t.deps.db, config: t.deps.config }, now)
/** The interview scheduled for Alice on a new job. */
async function schedule(jobName: string, body: Record<string, unknown>) {
  const job = await world.scheduleFor(world.alice.candidateId, jobName, body, { accountManagerId: world.recruiter })
  const [row] = await t.deps.db.select().from(interviewsTable).where(eq(interviewsTable.jobId, job))
  return row!
}
/** Mails received so far whose subject contains `text` ("Reminder: " ones, not the invitations). */
const received = (text: string) => sink.received.filter((m) => m.subject.includes(text))
const recipients = (mails: ReceivedMail[]) => mails.flatMap((m) => m.to).sort()
async function settle(text: string, count: number) {
  await expect.poll(() => received(text).length, { timeout: 30_000 }).toBe(count)
  // nothing more arrives for it
  await new Promise((r) => setTimeout(r, 300))
  expect(received(text).length).toBe(count)
}

beforeAll(async () => {
  sink = await startSmtpSink()
  ;({ t, world } = await startInterviewTestWorld({
    orgName: 'Reminder Corp',
    interviewer: { email: 'panel@reminder.test', name: 'Panel' },
    otherOrgName: 'Elsewhere Corp',
    env: {
      SMTP_URL: sink.url,
      OUTBOX_POLL_MS: '20',
      MAIL_FROM: 'Quota <no-reply@quota.test>',
      PUBLIC_URL: 'http://quota.test',
    },
  }))
  worker = startMailWorker({ db: t.deps.db, config: t.deps.config, logger: t.deps.logger })
  panelUser = (await createPerson(t.deps.db, 'recruiter')).userId
  panelEmail = await emailOf(panelUser)
  aliceEmail = await emailOf(world.alice.userId)
  recruiterEmail = await emailOf(world.recruiter)
}, 300_000)
afterAll(async () => {
  await worker?.stop()
  await sink?.close()
  await t?.close()
})

describe('the day-before reminder', () => {
  it('goes once to each person the invitation went to, and again only when the interview moves', async () => {
    const interview = await schedule('Reminder AE', {
      interviewDate: '2099-05-10',
      interviewTime: '10:00',
      interviewTimezone: 'America/New_York',
      duration: 45,
      interviewers: [{ email: 'outside@reminder.test', name: 'Olga Outside' }],
      saveMode: 'send',
    })
    const start = interview.startsAt.getTime()
    expect(await pass(new Date(start - 25 * H))).toMatchObject({ upcoming: 0 })

    expect(await pass(new Date(start - 20 * H))).toMatchObject({ upcoming: 3 })
    expect(await pass(new Date(start - 19 * H))).toMatchObject({ upcoming: 0 })
    await settle('for Reminder AE on', 1)
    await settle('Reminder: interview with', 2)
    const mails = [...received('for Reminder AE on'), ...received('Reminder: interview with')]
    expect(recipients(mails)).toEqual([aliceEmail, 'outside@reminder.test', recruiterEmail].sort())
    const toAlice = mails.find((m) => m.to.includes(aliceEmail))!
    expect(toAlice.subject).toMatch(
      /^Reminder: your interview for Reminder AE on Sunday, May 10, 2099 at 10:00\sAM \(America\/New_York\)$/,
    )
    expect(toAlice.text).toContain('A reminder of your interview for Reminder AE at Reminder Corp.')
    expect(toAlice.text).toContain('Duration: 45 minutes')
    const toPanel = mails.find((m) => m.to.includes('outside@reminder.test'))!
    expect(toPanel.text).toMatch(/^Hi Olga Outside,/)
    expect(toPanel.subject).toMatch(/^Reminder: interview with Candidate \S+ on Sunday, May 10, 2099/)

    const moved = await call(world.client, 'PATCH', `/api/interviews/${interview.id}`, {
      interviewDate: '2099-05-11',
      interviewTime: '15:00',
      interviewTimezone: 'America/New_York',
    })
    expect(moved.status).toBe(200)
    const newStart = new Date('2099-05-11T19:00:00Z').getTime()
    expect(await pass(new Date(newStart - 2 * H))).toMatchObject({ upcoming: 3 })
    await settle('for Reminder AE on Monday, May 11', 1)
    await settle('Reminder: interview with', 4)
  })

  it('never for an interview only saved, sent to nobody or cancelled', async () => {
    const base = { interviewTime: '11:00', interviewTimezone: 'UTC', interviewers: [] }
    const saved = await schedule('Saved AE', { ...base, interviewDate: '2099-06-01', saveMode: 'save' })
    const none = await schedule('Nobody AE', {
      ...base,
      interviewDate: '2099-06-02',
      saveMode: 'send',
      calendarInviteRecipients: 'none',
    })
    const cancelled = await schedule('Cancelled AE', { ...base, interviewDate: '2099-06-03', saveMode: 'send' })
    const gone = await call(world.client, 'DELETE', `/api/interviews/${cancelled.id}`)
    expect(gone.status).toBe(200)
    for (const i of [saved, none, cancelled]) {
      expect(await pass(new Date(i.startsAt.getTime() - 5 * H)), i.jobId).toMatchObject({ upcoming: 0 })
    }
  })
})

describe('the feedback request', () => {
  it('asks each interviewer who has not given feedback, once, an hour after the end', async () => {
    const interview = await schedule('Feedback AE', {
      interviewDate: '2099-07-01',
      interviewTime: '09:00',
      interviewTimezone: 'UTC',
      duration: 30,
      interviewers: [
        { email: panelEmail, name: 'Pat Panel', userId: panelUser },
        { email: recruiterEmail, name: 'Rita Recruiter' },
        { email: 'outside@reminder.test', name: 'Olga Outside' },
      ],
      saveMode: 'save',
    })
    // it took place two hours ago (scheduling refuses the past: moved there afterwards)
    const startsAt = new Date(Date.now() - 2 * H)
    await t.deps.db.update(interviewsTable).set({ startsAt }).where(eq(interviewsTable.id, interview.id))
    const end = startsAt.getTime() + 30 * 60_000
    // the recruiter (on the panel by e-mail) gives feedback before the request goes
    const given = await call(world.recruiter, 'PUT', `/api/interviews/${interview.id}/feedback`, {
      rating: 4,
      recommendation: 'yes',
      answers: {},
    })
    expect(given.status, JSON.stringify(given.body)).toBe(200)

    expect(await pass(new Date(end + 30 * 60_000))).toMatchObject({ feedback: 0 })
    expect(await pass(new Date(end + 2 * H))).toMatchObject({ feedback: 2 })
    expect(await pass(new Date(end + 3 * H))).toMatchObject({ feedback: 0 })
    await settle('Your feedback on', 2)
    const mails = received('Your feedback on')
    const mail = mails.find((m) => m.to.includes(panelEmail))
    expect(mail!.subject).toMatch(/^Your feedback on Candidate \S+ for Feedback AE$/)
    expect(mail!.text).toContain(`http://quota.test/interviews/${interview.id}/feedback`)
    // the interviewer without an account gets a link of their own, no sign-in
    const outside = mails.find((m) => m.to.includes('outside@reminder.test'))
    expect(outside!.text).toMatch(/^Hi Olga Outside,/)
    expect(outside!.text).toMatch(/http:\/\/quota\.test\/interview-feedback\/[A-Za-z0-9_-]{43}\n/)
    expect(outside!.text).toContain('No sign-in needed: the link works until')
    // long past interviews are left alone
    expect(await pass(new Date(end + 4 * 24 * H))).toMatchObject({ feedback: 0 })
  })

  it('new feedback is told to the account manager and the scheduler, never its author, and an edit is not', async () => {
    const interview = await schedule('Notice AE', {
      interviewDate: '2099-07-02',
      interviewTime: '09:00',
      interviewTimezone: 'UTC',
      interviewers: [{ email: panelEmail, name: 'Pat Panel', userId: panelUser }],
      saveMode: 'save',
    })
    await t.deps.db
      .update(interviewsTable)
      .set({ startsAt: new Date(Date.now() - H) })
      .where(eq(interviewsTable.id, interview.id))
    const feedback = { rating: 5, recommendation: 'strongYes', answers: {} }
    expect((await call(panelUser, 'PUT', `/api/interviews/${interview.id}/feedback`, feedback)).status).toBe(200)
    await settle('for Notice AE', 2)
    const notices = received('for Notice AE').filter((m) => m.subject.startsWith('Interview feedback: '))
    expect(recipients(notices)).toEqual([recruiterEmail, await emailOf(world.client)].sort())
    expect(notices[0]!.text).toContain('5 of 5 stars, Strong yes.')
    expect(notices[0]!.text).toContain(`http://quota.test/interviews/${interview.id}/feedback`)
    // the author's edit tells nobody again; the account manager's own feedback goes to the scheduler only
    expect(
      (await call(panelUser, 'PUT', `/api/interviews/${interview.id}/feedback`, { ...feedback, rating: 4 })).status,
    ).toBe(200)
    expect((await call(world.recruiter, 'PUT', `/api/interviews/${interview.id}/feedback`, feedback)).status).toBe(200)
    await expect
      .poll(() => received('for Notice AE').filter((m) => m.subject.startsWith('Interview feedback: ')).length, {
        timeout: 30_000,
      })
      .toBe(3)
    await new Promise((r) => setTimeout(r, 500))
    const all = received('for Notice AE').filter((m) => m.subject.startsWith('Interview feedback: '))
    expect(all).toHaveLength(3)
    expect(all[2]!.to).toEqual([await emailOf(world.client)])
  })
})

// Holding the lock needs a second connection: PostgreSQL has one per pool client (CI's second
// pass); PGlite has one connection in one process, where passes cannot overlap, so there the
// test checks that the locked pass still runs, once.
describe('the pass lock', () => {
  it('a pass while another process holds the lock does nothing, and runs once it is free', async () => {
    const interview = await schedule('Locked AE', {
      interviewDate: '2099-08-01',
      interviewTime: '10:00',
      interviewTimezone: 'UTC',
      interviewers: [],
      saveMode: 'send',
    })
    const at = new Date(interview.startsAt.getTime() - 5 * H)
    if (t.database.kind === 'postgres') {
      const held = await t.deps.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('quota:interview-reminders', 0))`)
        return pass(at)
      })
      expect(held).toEqual({ upcoming: 0, feedback: 0, skipped: true })
    }
    expect(await pass(at)).toMatchObject({ upcoming: 2 })
    expect(await pass(at)).toMatchObject({ upcoming: 0 })
  })
})
