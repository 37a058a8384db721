/**
 * Interview invitations as calendars take them, over HTTP and a real SMTP server: every recipient
 * of the audience gets a text/calendar; method=REQUEST part plus an .ics attachment, parsed here by
 * an independent parser (ical.js); a reschedule sends the same UID with the next SEQUENCE, a cancel
 * sends METHOD:CANCEL; the scheduling rules (past, DST, 10-minute buffer) and who may change what.
 */
import { and, eq, sql } from 'drizzle-orm'
import ICAL from 'ical.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rawRows } from '../../db/client'
import { candidateInternalProfilesTable, interviewsTable, usersTable } from '../../db/schema'
import { startMailWorker } from '../../mail/worker'
import { type ReceivedMail, type SmtpSink, startSmtpSink } from '../../testing/smtp-sink'
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
let sink: SmtpSink
let worker: ReturnType<typeof startMailWorker>
let world: InterviewWorld
let emails: { recruiter: string; client: string; alice: string; owner: string }
let owner: string
let otherClient: string
let nonStaff: string

const emailOf = async (userId: string) =>
  (await t.deps.db.select({ email: usersTable.email }).from(usersTable).where(eq(usersTable.id, userId)))[0]!.email

beforeAll(async () => {
  sink = await startSmtpSink()
  t = await createTestApp({
    env: {
      SMTP_URL: sink.url,
      OUTBOX_POLL_MS: '20',
      MAIL_FROM: 'Quota <no-reply@quota.test>',
      PUBLIC_URL: 'http://quota.test',
    },
    authenticate: testAuthenticate(() => t.deps.db),
  })
  worker = startMailWorker({ db: t.deps.db, config: t.deps.config, logger: t.deps.logger })
  world = await createInterviewWorld(t, 'Calendar Corp', {
    interviewer: { email: 'panel@calendar.test', name: 'Panel Lead' },
  })
  owner = (await createPerson(t.deps.db, 'recruiter')).userId
  await t.deps.db
    .insert(candidateInternalProfilesTable)
    .values({ candidateId: world.alice.candidateId, ownerId: owner })
    .onConflictDoUpdate({ target: candidateInternalProfilesTable.candidateId, set: { ownerId: owner } })
  otherClient = (await createPerson(t.deps.db, 'client', await createOrganization(t.deps.db, 'Other Corp'))).userId
  nonStaff = (await createPerson(t.deps.db, 'nonStaff')).userId
  emails = {
    recruiter: await emailOf(world.recruiter),
    client: await emailOf(world.client),
    alice: await emailOf(world.alice.userId),
    owner: await emailOf(owner),
  }
}, 300_000)
afterAll(async () => {
  await worker?.stop()
  await sink?.close()
  await t?.close()
})

/** Schedules for Alice on a new job whose account manager is the recruiter; answers the interview id. */
async function schedule(jobName: string, body: Record<string, unknown>) {
  const job = await world.scheduleFor(world.alice.candidateId, jobName, body, { accountManagerId: world.recruiter })
  const [row] = await t.deps.db.select().from(interviewsTable).where(eq(interviewsTable.jobId, job))
  return row!.id
}

const call = async (userId: string, method: string, path: string, json?: unknown) => {
  const res = await t.request(path, {
    method,
    headers: { 'x-test-user': userId },
    ...(json !== undefined ? { json } : {}),
  })
  const text = await res.text()
  return {
    status: res.status,
    headers: res.headers,
    text,
    body: (text.startsWith('{') ? JSON.parse(text) : null) as Json,
  }
}
const scheduleRaw = (jobName: string, body: Record<string, unknown>) =>
  world.scheduleFor(world.bob.candidateId, jobName, body).then(
    () => ({ status: 200, body: null as Json }),
    (e: Error) => {
      const m = e.message.match(/answered (\d+): (.*)$/s)
      return { status: Number(m?.[1]), body: JSON.parse(m?.[2] ?? '{}') as Json }
    },
  )

/** The calendar object of a received mail: its text/calendar alternative and its .ics attachment, which must agree. */
function calendarOf(mail: ReceivedMail) {
  const alternative = mail.parts.find((p) => p.contentType === 'text/calendar')
  const attachment = mail.parts.find((p) => p.contentType === 'application/ics')
  expect(alternative, `parts: ${JSON.stringify(mail.parts.map((p) => p.contentType))}`).toBeDefined()
  expect(attachment?.disposition).toBe('attachment')
  expect(attachment?.filename).toMatch(/\.ics$/)
  expect(attachment?.content).toBe(alternative!.content)
  const root = new ICAL.Component(ICAL.parse(alternative!.content))
  const event = root.getFirstSubcomponent('vevent')!
  return {
    partMethod: alternative!.params.method,
    method: root.getFirstPropertyValue('method'),
    timezones: root.getAllSubcomponents('vtimezone').map((z) => z.getFirstPropertyValue('tzid')),
    uid: event.getFirstPropertyValue('uid'),
    sequence: event.getFirstPropertyValue('sequence'),
    status: event.getFirstPropertyValue('status'),
    stamp: event.getFirstProperty('dtstamp')!.toICALString(),
    start: event.getFirstProperty('dtstart')!.toICALString(),
    startUtc: (event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString(),
    organizer: String(event.getFirstPropertyValue('organizer')),
    attendees: event
      .getAllProperties('attendee')
      .map(
        (a) =>
          `${String(a.getFirstValue()).toLowerCase()} rsvp=${a.getParameter('rsvp')} ${a.getParameter('partstat')}`,
      )
      .sort(),
  }
}
const mailTo = (to: string, subject: string) =>
  sink.waitFor((m) => m.to.includes(to) && m.subject.startsWith(subject), 60_000)
const queuedMailsFor = async (jobName: string) =>
  (
    await rawRows<{ to: string }>(
      t.deps.db,
      sql`select payload->>'to' as to from outbox_events where topic = 'mail.send' and payload->>'subject' like ${`%${jobName}%`}`,
    )
  )
    .map((r) => r.to)
    .sort()

describe('invitations to the chosen audience', () => {
  let interviewId: string
  let token: string

  it('all: the candidate, each interviewer, the account manager and the candidate owner each get the same REQUEST', async () => {
    interviewId = await schedule('Calendar AE', {
      interviewDate: '2099-02-10',
      interviewTime: '09:30',
      interviewTimezone: 'America/New_York',
      duration: 45,
      interviewTitle: 'Panel interview',
      location: 'https://meet.example.com/panel',
      interviewers: [
        { email: 'Panel@calendar.test', name: 'Panel Lead' },
        { email: 'second@calendar.test', name: 'Second Interviewer' },
      ],
      saveMode: 'send',
    })
    const everyone = [
      emails.alice,
      'panel@calendar.test',
      'second@calendar.test',
      emails.recruiter,
      emails.owner,
    ].sort()
    const candidateMail = await mailTo(emails.alice, 'Interview invitation: Calendar AE at Calendar Corp')
    token = candidateMail.text.match(/quota\.test\/interview\/([A-Za-z0-9_-]+)\?response=accepted/)![1]!
    const staffMails = await Promise.all(
      ['panel@calendar.test', 'second@calendar.test', emails.recruiter, emails.owner].map((to) =>
        mailTo(to, 'Interview invitation: '),
      ),
    )
    for (const mail of [candidateMail, ...staffMails]) {
      const ics = calendarOf(mail)
      expect(ics).toMatchObject({
        partMethod: 'REQUEST',
        method: 'REQUEST',
        timezones: ['America/New_York'],
        uid: `${interviewId}@quota`,
        sequence: 0,
        status: 'CONFIRMED',
        start: 'DTSTART;TZID=America/New_York:20990210T093000',
        startUtc: '2099-02-10T14:30:00.000Z',
        organizer: `mailto:${emails.client}`,
      })
      expect(ics.stamp).toMatch(/^DTSTAMP:\d{8}T\d{6}Z$/)
      expect(ics.attendees).toEqual(everyone.map((e) => `mailto:${e} rsvp=TRUE NEEDS-ACTION`))
    }
    expect(staffMails[0]!.subject).toMatch(/^Interview invitation: Candidate \S+ for Calendar AE at Calendar Corp$/)
  })

  it('a reschedule sends the same UID with the next SEQUENCE; the earlier answer link still answers', async () => {
    const moved = await call(world.client, 'PATCH', `/api/interviews/${interviewId}`, {
      interviewDate: '2099-02-11',
      interviewTime: '14:00',
      interviewTimezone: 'Europe/London',
    })
    expect(moved.status, moved.text).toBe(200)
    expect(moved.body.data).toMatchObject({
      sequence: 1,
      interviewDate: '2099-02-11',
      interviewTime: '14:00',
      interviewTimezone: 'Europe/London',
      interviewDateTime: '2099-02-11T14:00:00.000Z',
    })
    expect(moved.body.data.invitationsSentTo.map((r: Json) => r.role)).toEqual([
      'candidate',
      'interviewer',
      'interviewer',
      'accountManager',
      'candidateOwner',
    ])
    for (const to of [emails.alice, 'second@calendar.test', emails.owner]) {
      const ics = calendarOf(await mailTo(to, 'Interview updated: '))
      expect(ics).toMatchObject({
        method: 'REQUEST',
        uid: `${interviewId}@quota`,
        sequence: 1,
        timezones: ['Europe/London'],
        start: 'DTSTART;TZID=Europe/London:20990211T140000',
      })
    }
    const answer = await t.request(`/api/guest/candidate/interviews/${token}/response`, {
      method: 'POST',
      json: { response: 'accepted' },
    })
    expect(answer.status, await answer.clone().text()).toBe(200)
  })

  it('staff and the client download the same event as an .ics (PUBLISH, same UID and SEQUENCE)', async () => {
    for (const who of [world.client, world.recruiter]) {
      const res = await call(who, 'GET', `/api/interviews/${interviewId}/ics`)
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toContain('text/calendar')
      const root = new ICAL.Component(ICAL.parse(res.text))
      const event = root.getFirstSubcomponent('vevent')!
      expect(root.getFirstPropertyValue('method')).toBe('PUBLISH')
      expect(event.getFirstPropertyValue('uid')).toBe(`${interviewId}@quota`)
      expect(event.getFirstPropertyValue('sequence')).toBe(1)
    }
  })

  it("a cancel sends METHOD:CANCEL with the next SEQUENCE; the candidate's calendar drops it", async () => {
    const cancelled = await call(world.recruiter, 'DELETE', `/api/interviews/${interviewId}`)
    expect(cancelled.status, cancelled.text).toBe(200)
    expect(cancelled.body.data).toMatchObject({ state: 'cancelled', sequence: 2 })
    for (const to of [emails.alice, 'panel@calendar.test', emails.recruiter]) {
      const mail = await sink.waitFor(
        (m) => m.to.includes(to) && m.subject.startsWith('Interview cancelled: ') && m.subject.includes('Calendar AE'),
        60_000,
      )
      expect(calendarOf(mail)).toMatchObject({
        partMethod: 'CANCEL',
        method: 'CANCEL',
        uid: `${interviewId}@quota`,
        sequence: 2,
        status: 'CANCELLED',
      })
    }
    // the candidate's calendar drops it
    const calendar = await call(world.alice.userId, 'GET', '/api/candidate-dashboard/interviews')
    expect(calendar.body.data.map((i: Json) => i.id)).not.toContain(interviewId)
    // a cancelled interview cannot be moved or cancelled again
    expect((await call(world.client, 'PATCH', `/api/interviews/${interviewId}`, { duration: 60 })).status).toBe(409)
    expect((await call(world.client, 'DELETE', `/api/interviews/${interviewId}`)).status).toBe(409)
  })

  it('staff only: the account manager and the candidate owner; none: nobody', async () => {
    await schedule('Staff Only Job', {
      interviewDate: '2099-03-10',
      interviewers: [{ email: 'panel@calendar.test' }],
      saveMode: 'send',
      calendarInviteRecipients: 'staffOnly',
    })
    const ics = calendarOf(
      await sink.waitFor((m) => m.to.includes(emails.owner) && m.subject.includes('Staff Only Job'), 60_000),
    )
    expect(ics.attendees).toEqual(
      [emails.recruiter, emails.owner].sort().map((e) => `mailto:${e} rsvp=TRUE NEEDS-ACTION`),
    )
    expect(await queuedMailsFor('Staff Only Job')).toEqual([emails.recruiter, emails.owner].sort())

    await schedule('Nobody Job', { interviewDate: '2099-03-11', saveMode: 'send', calendarInviteRecipients: 'none' })
    await schedule('Saved Job', { interviewDate: '2099-03-12', saveMode: 'save' })
    expect(await queuedMailsFor('Nobody Job')).toEqual([])
    expect(await queuedMailsFor('Saved Job')).toEqual([])
  })
})

describe('scheduling rules', () => {
  it.each([
    ['a date in the past', { interviewDate: '2020-01-06' }, 422, 'notInPast'],
    [
      '02:30 on a spring-forward day in New York',
      { interviewDate: '2030-03-10', interviewTime: '02:30', interviewTimezone: 'America/New_York' },
      422,
      'nonexistentLocalTime',
    ],
    [
      '01:30 on a spring-forward day in London',
      { interviewDate: '2030-03-31', interviewTime: '01:30', interviewTimezone: 'Europe/London' },
      422,
      'nonexistentLocalTime',
    ],
    [
      '01:30 on a fall-back day in New York',
      { interviewDate: '2030-11-03', interviewTime: '01:30', interviewTimezone: 'America/New_York' },
      422,
      'ambiguousLocalTime',
    ],
    [
      '01:15 on a fall-back day in London',
      { interviewDate: '2030-10-27', interviewTime: '01:15', interviewTimezone: 'Europe/London' },
      422,
      'ambiguousLocalTime',
    ],
  ] as const)('refuses %s', async (_name, body, status, rule) => {
    const res = await scheduleRaw(`Rule ${rule} ${Math.random()}`, body)
    expect(res.status).toBe(status)
    expect(res.body.error.details[0].rule).toBe(rule)
    if (rule === 'nonexistentLocalTime') expect(res.body.error.message).toContain('does not exist in')
    if (rule === 'ambiguousLocalTime') expect(res.body.error.message).toContain('Which one is meant')
  })

  it('takes the occurrence asked for when a time happens twice', async () => {
    const res = await scheduleRaw('Fall Back Job', {
      interviewDate: '2030-11-03',
      interviewTime: '01:30',
      interviewTimezone: 'America/New_York',
      interviewTimeOccurrence: 'later',
    })
    expect(res.status).toBe(200)
    const [row] = await rawRows<{ starts_at: Date | string }>(
      t.deps.db,
      sql`select i.starts_at from interviews i join jobs j on j.id = i.job_id where j.name = 'Fall Back Job'`,
    )
    expect(new Date(row!.starts_at).toISOString()).toBe('2030-11-03T06:30:00.000Z')
  })

  it('keeps 10 minutes between the same candidate’s or the same interviewer’s interviews (409 naming the clash)', async () => {
    await scheduleRaw('Buffer One', { interviewDate: '2099-05-05', interviewTime: '10:00', duration: 30 })
    const sameCandidate = await scheduleRaw('Buffer Two', { interviewDate: '2099-05-05', interviewTime: '10:35' })
    expect(sameCandidate.status).toBe(409)
    expect(sameCandidate.body.error.message).toMatch(
      /^The candidate already has an interview at .*10:00 AM \(UTC\); interviews need 10 minutes between them\.$/,
    )
    expect((await scheduleRaw('Buffer Three', { interviewDate: '2099-05-05', interviewTime: '10:40' })).status).toBe(
      200,
    )
    // Alice's Enterprise AE is 09:30-10:15 New York with panel@calendar.test
    const interviewer = await scheduleRaw('Interviewer Clash', {
      interviewDate: '2099-01-15',
      interviewTime: '15:20',
      interviewTimezone: 'UTC',
      interviewers: [{ email: 'panel@calendar.test' }],
    })
    expect(interviewer.status).toBe(409)
    expect(interviewer.body.error.message).toMatch(/^The interviewer panel@calendar.test already has an interview at /)
  })
})
describe('who may change an interview', () => {
  let id: string
  beforeAll(async () => {
    id = await schedule('Access Job', { interviewDate: '2099-06-10' })
  })
  it.each([
    ['another company’s client', () => otherClient, 404],
    ['provider staff without the recruiter permission', () => nonStaff, 403],
    ['the candidate', () => world.alice.userId, 403],
  ])('%s: %s', async (_name, who, status) => {
    expect((await call(who(), 'PATCH', `/api/interviews/${id}`, { duration: 60 })).status).toBe(status)
    expect((await call(who(), 'DELETE', `/api/interviews/${id}`)).status).toBe(status)
    expect((await call(who(), 'GET', `/api/interviews/${id}/ics`)).status).toBe(status)
  })
  it('refuses unknown fields and an empty change', async () => {
    expect((await call(world.client, 'PATCH', `/api/interviews/${id}`, { duration: 60, colour: 'red' })).status).toBe(
      422,
    )
    expect((await call(world.client, 'PATCH', `/api/interviews/${id}`, {})).status).toBe(422)
  })
  it('an interview saved with Download ICS cannot be changed here (the calendar notice)', async () => {
    await t.deps.db
      .update(interviewsTable)
      .set({ saveMode: 'downloadIcs' })
      .where(and(eq(interviewsTable.id, id)))
    const res = await call(world.client, 'PATCH', `/api/interviews/${id}`, { duration: 60 })
    expect(res.status).toBe(409)
    expect(res.body.error.message).toContain('cannot be changed here')
  })
})
