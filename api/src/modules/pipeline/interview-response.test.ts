/**
 * The interview-response link over HTTP: the client schedules with "Send", the invite goes out
 * through the outbox worker to a real SMTP server, and the candidate answers from the link in the
 * delivered mail, without a session; the hiring side's notices arrive the same way.
 */
import type { InterviewLinkAnswer } from '@quota/shared/contracts/interview-response'
import { INTERVIEW_LINK_MESSAGES, RESCHEDULE_NOTE_REQUIRED } from '@quota/shared/domain/interview-response/index'
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rawRows } from '../../db/client'
import {
  auditLogTable,
  candidateInternalProfilesTable,
  interviewsTable,
  jobsTable,
  publicLinksTable,
  usersTable,
} from '../../db/schema'
import { startMailWorker } from '../../mail/worker'
import { type SmtpSink, startSmtpSink } from '../../testing/smtp-sink'
import { createTestApp, type TestApp } from '../../testing/test-app'
import { hashToken } from './opportunity-links'
import { createInterviewWorld, createPerson, type InterviewWorld, testAuthenticate } from './test-fixtures'

let t: TestApp
let sink: SmtpSink
let worker: ReturnType<typeof startMailWorker>
let world: InterviewWorld
type Person = { userId: string; email: string }
let recruiter: Person
let owner: Person
let client: Person
let alice: Person & { candidateId: string }
let bob: Person & { candidateId: string }

type Json = any
const PUBLIC_URL = 'http://quota.test'

const emailOf = async (userId: string) =>
  (await t.deps.db.select({ email: usersTable.email }).from(usersTable).where(eq(usersTable.id, userId)))[0]!.email

beforeAll(async () => {
  sink = await startSmtpSink()
  t = await createTestApp({
    env: { SMTP_URL: sink.url, OUTBOX_POLL_MS: '20', MAIL_FROM: 'Quota <no-reply@quota.test>', PUBLIC_URL },
    authenticate: testAuthenticate(() => t.deps.db),
  })
  worker = startMailWorker({ db: t.deps.db, config: t.deps.config, logger: t.deps.logger })
  // the shared interview world: its interviews are saved without "Send", so they invite nobody
  world = await createInterviewWorld(t, 'Invite Corp', {
    interviewer: { email: 'secret.interviewer@invite.test', name: 'Secret Interviewer' },
  })
  recruiter = { userId: world.recruiter, email: await emailOf(world.recruiter) }
  client = { userId: world.client, email: await emailOf(world.client) }
  alice = { ...world.alice, email: await emailOf(world.alice.userId) }
  bob = { ...world.bob, email: await emailOf(world.bob.userId) }
  owner = await createPerson(t.deps.db, 'recruiter')
  // Alice's owner hears of her answers (with the job's account manager and whoever scheduled)
  await t.deps.db
    .insert(candidateInternalProfilesTable)
    .values({ candidateId: alice.candidateId, ownerId: owner.userId })
    .onConflictDoUpdate({ target: candidateInternalProfilesTable.candidateId, set: { ownerId: owner.userId } })
})
afterAll(async () => {
  await worker?.stop()
  await sink?.close()
  await t?.close()
})

/** Schedules through the real routes; the job's account manager is the recruiter. */
async function schedule(candidateId: string, jobName: string, body: Record<string, unknown>) {
  const job = await world.scheduleFor(candidateId, jobName, body)
  await t.deps.db.update(jobsTable).set({ accountManagerId: recruiter.userId }).where(eq(jobsTable.id, job))
  return job
}

/** The answer link's secret, from the invite mail the SMTP server received. */
async function tokenFromMail(to: string, jobName: string) {
  const mail = await sink.waitFor(
    (m) => m.to.includes(to) && m.subject === `Interview invitation: ${jobName} at Invite Corp`,
  )
  const token = mail.text.match(/http:\/\/quota\.test\/interview\/([A-Za-z0-9_-]+)\?response=accepted/)?.[1]
  expect(token, mail.text).toBeTruthy()
  return { token: token!, mail }
}

const read = async (token: string) => {
  const res = await t.request(`/api/guest/candidate/interviews/${token}`)
  return { status: res.status, body: (await res.json()) as Json }
}
const answer = async (token: string, json: unknown) => {
  const res = await t.request(`/api/guest/candidate/interviews/${token}/response`, { method: 'POST', json })
  return { status: res.status, body: (await res.json()) as Json }
}
const calendarOf = async (userId: string) =>
  (
    (await (
      await t.request('/api/candidate-dashboard/interviews', { headers: { 'x-test-user': userId } })
    ).json()) as Json
  ).data as Json[]

describe('answering an interview invite from the mailed link', () => {
  let token: string
  let interviewId: string

  beforeAll(async () => {
    await schedule(alice.candidateId, 'Account Director', {
      // the day after the world's Enterprise AE interview (same candidate, so not the same time)
      interviewDate: '2099-01-16',
      interviewTime: '09:30',
      interviewTimezone: 'America/New_York',
      duration: 45,
      interviewTitle: 'Meet the sales team',
      location: 'https://meet.example.com/abc',
      interviewers: [{ email: 'secret.interviewer@invite.test', name: 'Secret Interviewer' }],
      saveMode: 'send',
    })
    ;({ token } = await tokenFromMail(alice.email, 'Account Director'))
    interviewId = (await calendarOf(alice.userId)).find((i) => i.job.name === 'Account Director').id
  })

  it('the mail names the interview in its own time zone and links each answer', async () => {
    const { mail } = await tokenFromMail(alice.email, 'Account Director')
    expect(mail.text).toContain('Meet the sales team')
    expect(mail.text).toContain('When: Friday, January 16, 2099 at 9:30 AM (America/New_York)')
    expect(mail.text).toContain('Duration: 45 minutes')
    expect(mail.text).toContain('Where: https://meet.example.com/abc')
    for (const response of ['accepted', 'declined', 'rescheduleRequested'])
      expect(mail.text).toContain(`${PUBLIC_URL}/interview/${token}?response=${response}`)
    expect(mail.html).toContain('Propose another time')
    // the candidate's message record keeps the mail without the secret
    const [record] = await rawRows<{ body: string }>(
      t.deps.db,
      sql`select m.body from messages m join message_threads th on th.id = m.thread_id
          where th.candidate_id = ${alice.candidateId} and m.template = 'pipelineInterviewInvite'`,
    )
    expect(record!.body).toContain('Meet the sales team')
    expect(record!.body).not.toContain(token)
  })

  it('reads the interview without a session, answers once, and says "already responded" after', async () => {
    const opened = await read(token)
    expect(opened.status).toBe(200)
    const data = opened.body.data as InterviewLinkAnswer
    expect(data).toMatchObject({
      state: 'open',
      candidateFirstName: 'Candidate',
      interview: {
        id: interviewId,
        title: 'Meet the sales team',
        startsAt: '2099-01-16T14:30:00.000Z',
        timezone: 'America/New_York',
        durationMinutes: 45,
        location: 'https://meet.example.com/abc',
        job: { name: 'Account Director' },
        organization: { name: 'Invite Corp' },
        response: 'pending',
        respondedAt: null,
      },
    })
    expect(JSON.stringify(opened.body)).not.toContain('secret.interviewer')

    const accepted = await answer(token, { response: 'accepted' })
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200)
    expect(accepted.body.data).toMatchObject({ state: 'responded', interview: { response: 'accepted' } })

    // the signed-in candidate's calendar shows it
    const mine = (await calendarOf(alice.userId)).find((i) => i.id === interviewId)
    expect(mine).toMatchObject({ response: 'accepted', responseNote: null })
    expect(mine.respondedAt).toEqual(expect.any(String))

    // a second answer: the spec's "already responded", offering to log in; nothing changes
    const again = await answer(token, { response: 'declined', note: 'Changed my mind' })
    expect(again.status).toBe(409)
    expect(again.body.error.message).toBe(INTERVIEW_LINK_MESSAGES.alreadyResponded)
    expect(again.body.error.meta).toMatchObject({ result: 'alreadyResponded', offerLogin: true, response: 'accepted' })
    const [row] = await t.deps.db.select().from(interviewsTable).where(eq(interviewsTable.id, interviewId))
    expect(row).toMatchObject({ candidateResponse: 'accepted', candidateResponseNote: null })

    // opening the link again shows the answer given
    const reopened = await read(token)
    expect(reopened.status).toBe(200)
    expect(reopened.body.data).toMatchObject({ state: 'responded', interview: { response: 'accepted' } })
  })

  it('tells the hiring side by mail and leaves an audit row', async () => {
    // createPerson names a candidate "Candidate <random>"
    for (const person of [recruiter, owner, client]) {
      const notice = await sink.waitFor(
        (m) => m.to.includes(person.email) && m.subject.includes('responded to the interview for Account Director'),
      )
      expect(notice.subject.startsWith('Candidate ')).toBe(true)
      expect(notice.subject.endsWith(': Accepted')).toBe(true)
      expect(notice.text).toContain('Meet the sales team')
      expect(notice.text).toContain('When: Friday, January 16, 2099 at 9:30 AM (America/New_York)')
    }
    const audit = await t.deps.db
      .select()
      .from(auditLogTable)
      .where(and(eq(auditLogTable.entityId, interviewId), eq(auditLogTable.action, 'respondToInterview')))
    expect(audit).toHaveLength(1)
    expect(audit[0]).toMatchObject({
      actorUserId: alice.userId,
      actorUserType: 'candidate',
      rootEntityType: 'candidate',
      rootEntityId: alice.candidateId,
      before: { response: 'pending' },
      after: { response: 'accepted', note: null },
    })
  })

  it('once the accepted interview is cancelled, the link says it is cancelled, not "already responded"', async () => {
    await t.deps.db.update(interviewsTable).set({ state: 'cancelled' }).where(eq(interviewsTable.id, interviewId))
    const opened = await read(token)
    expect(opened.status).toBe(410)
    expect(opened.body.error).toMatchObject({
      message: INTERVIEW_LINK_MESSAGES.cancelled,
      meta: { result: 'cancelled' },
    })
    expect((await answer(token, { response: 'declined' })).status).toBe(410)
  })
})

describe('proposing another time, bad input and other links', () => {
  let token: string
  let bobToken: string
  let interviewId: string

  beforeAll(async () => {
    await schedule(alice.candidateId, 'BDR Lead', {
      interviewDate: '2099-02-01',
      interviewTimezone: 'Europe/Paris',
      saveMode: 'send',
    })
    ;({ token } = await tokenFromMail(alice.email, 'BDR Lead'))
    await schedule(bob.candidateId, 'Bob Send Job', { interviewDate: '2099-03-01', saveMode: 'send' })
    ;({ token: bobToken } = await tokenFromMail(bob.email, 'Bob Send Job'))
    interviewId = (await calendarOf(alice.userId)).find((i) => i.job.name === 'BDR Lead').id
  })

  it('refuses bad input with the field and rule, and changes nothing', async () => {
    const cases: [unknown, string, string][] = [
      [{ response: 'rescheduleRequested' }, 'note', 'required'],
      [{ response: 'rescheduleRequested', note: '   ' }, 'note', 'required'],
      [{ response: 'maybe' }, 'response', 'invalidValue'],
      [{}, 'response', 'required'],
      [{ response: 'declined', note: 'x'.repeat(2001) }, 'note', 'maxLength'],
      [{ response: 'accepted', extra: true }, 'extra', 'unknownField'],
    ]
    for (const [json, path, rule] of cases) {
      const res = await answer(token, json)
      expect(res.status, JSON.stringify(json)).toBe(422)
      const detail = (res.body.error.details as Json[]).find((d) => d.path === path)
      expect(detail, JSON.stringify(res.body)).toBeDefined()
      if (rule !== 'invalidValue' && rule !== 'maxLength') expect(detail.rule).toBe(rule)
      if (path === 'note' && rule === 'required') expect(detail.message).toBe(RESCHEDULE_NOTE_REQUIRED)
    }
    expect((await read(token)).body.data.state).toBe('open')

    // a malformed secret is refused at the edge; an unknown one is 404 "Invalid link!"
    expect((await read('short')).status).toBe(422)
    expect((await read('has spaces and more than sixteen')).status).toBe(422)
    const unknown = await read('A'.repeat(43))
    expect(unknown.status).toBe(404)
    expect(unknown.body.error).toMatchObject({ message: 'Invalid link!', meta: { result: 'invalid' } })
    expect((await answer('A'.repeat(43), { response: 'accepted' })).status).toBe(404)
  })

  it('records another time with the note; the calendar and the hiring side see it', async () => {
    const note = 'Any afternoon the week after, Paris time'
    const res = await answer(token, { response: 'rescheduleRequested', note: `  ${note}  ` })
    expect(res.status).toBe(200)
    expect(res.body.data.interview).toMatchObject({ response: 'rescheduleRequested', responseNote: note })
    expect((await calendarOf(alice.userId)).find((i) => i.id === interviewId)).toMatchObject({
      response: 'rescheduleRequested',
      responseNote: note,
    })
    const notice = await sink.waitFor(
      (m) =>
        m.to.includes(owner.email) && m.subject.includes('BDR Lead') && m.subject.endsWith('Another time proposed'),
    )
    expect(notice.text).toContain(`Note from the candidate: ${note}`)
  })

  it('a link reaches its own interview only', async () => {
    // Alice's answer left Bob's interview alone
    const bobs = await read(bobToken)
    expect(bobs.body.data).toMatchObject({
      state: 'open',
      interview: { job: { name: 'Bob Send Job' }, response: 'pending' },
    })
    const bobsSent = async () => (await calendarOf(bob.userId)).find((i) => i.job.name === 'Bob Send Job')
    expect((await bobsSent()).response).toBe('pending')

    // a link row pointed at another candidate's interview is refused as unknown, and answers nothing
    const bobInterview = (await bobsSent()).id
    await t.deps.db
      .update(publicLinksTable)
      .set({ interviewId: bobInterview })
      .where(eq(publicLinksTable.tokenHash, hashToken(token)))
    expect((await read(token)).status).toBe(404)
    expect((await answer(token, { response: 'declined' })).status).toBe(404)
    expect((await bobsSent()).response).toBe('pending')
  })

  it('an interview that is over or cancelled answers 410, before any answer', async () => {
    // scheduled ahead (the past is refused), then the time passes: the interview and its link are over
    const pastJob = await schedule(bob.candidateId, 'Past Job', { interviewDate: '2099-06-01', saveMode: 'send' })
    const past = (await tokenFromMail(bob.email, 'Past Job')).token
    await t.deps.db
      .update(interviewsTable)
      .set({ startsAt: new Date('2020-01-06T09:00:00Z') })
      .where(eq(interviewsTable.jobId, pastJob))
    await t.deps.db
      .update(publicLinksTable)
      .set({ expiresAt: new Date('2020-01-06T09:30:00Z') })
      .where(eq(publicLinksTable.jobId, pastJob))
    const expired = await read(past)
    expect(expired.status).toBe(410)
    expect(expired.body.error.meta.result).toBe('expired')
    expect((await answer(past, { response: 'accepted' })).status).toBe(410)

    await t.deps.db
      .update(interviewsTable)
      .set({ state: 'cancelled' })
      .where(eq(interviewsTable.candidateId, bob.candidateId))
    const cancelled = await read(bobToken)
    expect(cancelled.status).toBe(410)
    expect(cancelled.body.error).toMatchObject({
      message: INTERVIEW_LINK_MESSAGES.cancelled,
      meta: { result: 'cancelled' },
    })
  })

  it('sends no invite when the interview is only saved, or for staff only', async () => {
    // the world's interviews were saved without "Send"
    const [worlds] = await rawRows<{ n: number }>(
      t.deps.db,
      sql`select count(*)::int as n from public_links l join interviews i on i.id = l.interview_id
          join jobs j on j.id = i.job_id where j.name in ('Enterprise AE', 'SDR Lead', 'Bob Job')`,
    )
    expect(Number(worlds!.n)).toBe(0)
    const saved = await schedule(alice.candidateId, 'Saved Only', { interviewDate: '2099-05-01' })
    const staff = await schedule(alice.candidateId, 'Staff Only', {
      interviewDate: '2099-05-02',
      saveMode: 'send',
      calendarInviteRecipients: 'staffOnly',
    })
    const rows = await rawRows<{ n: number }>(
      t.deps.db,
      sql`select count(*)::int as n from public_links where purpose = 'interviewResponse' and job_id in (${saved}, ${staff})`,
    )
    expect(Number(rows[0]!.n)).toBe(0)
    const invites = await rawRows<{ n: number }>(
      t.deps.db,
      sql`select count(*)::int as n from messages m join message_threads th on th.id = m.thread_id
          where th.job_id in (${saved}, ${staff}) and m.template = 'pipelineInterviewInvite'`,
    )
    expect(Number(invites[0]!.n)).toBe(0)
  })
})
