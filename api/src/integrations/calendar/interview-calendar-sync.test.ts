/**
 * The interview written into the interviewers' connected calendars (calendar.interview) against a
 * real Radicale server: scheduled → PUT with the invitation's UID and SEQUENCE 0, moved → the
 * same UID with SEQUENCE 1 and the new time, cancelled → removed; run once per change. An
 * interviewer whose calendar was disconnected gets nothing and the interview says so; an outside
 * interviewer is "notAUser"; a server that cannot be reached is recorded failed and retried.
 */
import { and, eq, sql } from 'drizzle-orm'
import ICAL from 'ical.js'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rawRows } from '../../db/client'
import { calendarIntegrationsTable, interviewsTable, usersTable } from '../../db/schema'
import { runOutboxOnce } from '../../jobs/outbox-worker'
import { createPerson, type InterviewWorld } from '../../modules/pipeline/test-fixtures'
import { apiCaller, type Json, startInterviewTestWorld } from '../../testing/interview-test-world'
import { type RadicaleServer, startRadicale } from '../../testing/radicale'
import type { TestApp } from '../../testing/test-app'
import { sealSecret } from '../secret-box'
import { CALENDAR_UNREACHABLE } from './calendar-integration'
import { CALENDAR_INTERVIEW_TOPIC, interviewCalendarSyncHandler } from './interview-calendar-sync'

let t: TestApp
let radicale: RadicaleServer
let world: InterviewWorld
let panel: { userId: string; email: string }
let collection: string
let otherClient: string
const logger = pino({ level: 'silent' })

beforeAll(async () => {
  radicale = await startRadicale()
  ;({ t, world, otherClient } = await startInterviewTestWorld({
    orgName: 'Sync Corp',
    interviewer: { email: 'outside@sync.test', name: 'Outside' },
    otherOrgName: 'Elsewhere',
  }))
  const userId = (await createPerson(t.deps.db, 'recruiter')).userId
  const [u] = await t.deps.db.select({ email: usersTable.email }).from(usersTable).where(eq(usersTable.id, userId))
  panel = { userId, email: u!.email }
  collection = await radicale.makeCalendar('panel', 'pw', 'work')
  // what the world's set-up queued is not this test's
  await runSync()
}, 300_000)
afterAll(async () => {
  await t?.close()
  radicale?.stop()
})

const call = apiCaller(() => t)

function runSync() {
  return runOutboxOnce({
    db: t.deps.db,
    logger,
    handlers: {
      [CALENDAR_INTERVIEW_TOPIC]: interviewCalendarSyncHandler({ db: t.deps.db, config: t.deps.config, logger }),
    },
  })
}

const connect = () =>
  call(panel.userId, 'PUT', '/api/settings/integrate-calendar/caldav', {
    calendarUrl: collection,
    username: 'panel',
    password: 'pw',
  })

async function eventInCalendar(interviewId: string) {
  const res = await fetch(`${collection}${encodeURIComponent(`${interviewId}@quota`)}.ics`, {
    headers: { authorization: radicale.basicAuth('panel', 'pw') },
  })
  if (res.status !== 200) return { status: res.status, event: null }
  const event = new ICAL.Component(ICAL.parse(await res.text())).getFirstSubcomponent('vevent')!
  return {
    status: 200,
    event: {
      uid: event.getFirstPropertyValue('uid'),
      sequence: event.getFirstPropertyValue('sequence'),
      start: (event.getFirstPropertyValue('dtstart') as unknown as ICAL.Time).toJSDate().toISOString(),
      attendees: event.getAllProperties('attendee').map((p) => String(p.getFirstValue()).toLowerCase()),
    },
  }
}

async function schedule(jobName: string, interviewDate: string) {
  const job = await world.scheduleFor(world.alice.candidateId, jobName, {
    interviewDate,
    interviewTime: '10:00',
    interviewTimezone: 'America/New_York',
    duration: 30,
    saveMode: 'save',
    interviewers: [
      { email: panel.email, name: 'Panel', userId: panel.userId },
      { email: 'guest@sync.test', name: 'Guest' },
    ],
  })
  const [row] = await t.deps.db.select().from(interviewsTable).where(eq(interviewsTable.jobId, job))
  return row!.id
}

const syncOf = async (interviewId: string) => {
  const res = await call(world.client, 'GET', `/api/interviews/${interviewId}/calendar-sync`)
  expect(res.status).toBe(200)
  return Object.fromEntries(res.body.data.interviewers.map((i: Json) => [i.email, i])) as Record<string, Json>
}

describe('calendar.interview: the interview in the interviewer’s calendar', () => {
  let interviewId: string

  it('writes a scheduled interview once, with the invitation’s UID and SEQUENCE 0', async () => {
    expect((await connect()).status).toBe(200)
    interviewId = await schedule('Sync AE', '2099-01-20')
    // queued with the change, not yet run
    expect((await syncOf(interviewId))[panel.email]).toMatchObject({ state: 'pending', sequence: null })
    expect((await eventInCalendar(interviewId)).status).toBe(404)
    expect(await runSync()).toBe(1)
    expect(await runSync()).toBe(0)
    const { status, event } = await eventInCalendar(interviewId)
    expect(status).toBe(200)
    expect(event).toMatchObject({ uid: `${interviewId}@quota`, sequence: 0, start: '2099-01-20T15:00:00.000Z' })
    expect(event!.attendees).toContain(`mailto:${panel.email}`)
    const sync = await syncOf(interviewId)
    expect(sync[panel.email]).toMatchObject({ state: 'written', sequence: 0, note: null })
    expect(sync['guest@sync.test']).toMatchObject({ state: 'notAUser', sequence: 0 })
  })

  it('follows a reschedule: same UID, SEQUENCE 1, the new time', async () => {
    const moved = await call(world.client, 'PATCH', `/api/interviews/${interviewId}`, {
      interviewTime: '11:30',
      saveMode: 'save',
    })
    expect(moved.status).toBe(200)
    expect((await syncOf(interviewId))[panel.email].state).toBe('pending')
    expect(await runSync()).toBe(1)
    const { event } = await eventInCalendar(interviewId)
    expect(event).toMatchObject({ uid: `${interviewId}@quota`, sequence: 1, start: '2099-01-20T16:30:00.000Z' })
    expect((await syncOf(interviewId))[panel.email]).toMatchObject({ state: 'written', sequence: 1 })
  })

  it('sends nothing to a disconnected calendar, and says so', async () => {
    const off = await call(panel.userId, 'DELETE', '/api/settings/integrate-calendar')
    expect(off.body.data).toMatchObject({ active: false })
    expect(
      (await call(panel.userId, 'GET', `/api/settings/integrate-calendar/${panel.userId}/active`)).body.data.active,
    ).toBe(false)
    await call(world.client, 'PATCH', `/api/interviews/${interviewId}`, { interviewTime: '12:00', saveMode: 'save' })
    expect(await runSync()).toBe(1)
    // still the version written before the disconnection
    expect((await eventInCalendar(interviewId)).event).toMatchObject({ sequence: 1, start: '2099-01-20T16:30:00.000Z' })
    const sync = await syncOf(interviewId)
    expect(sync[panel.email]).toMatchObject({ state: 'notConnected', sequence: 2 })
    expect(sync[panel.email].note).toMatch(/No calendar connected/)
  })

  it('removes a cancelled interview from the calendar', async () => {
    expect((await connect()).status).toBe(200)
    const cancelled = await call(world.client, 'DELETE', `/api/interviews/${interviewId}?saveMode=save`)
    expect(cancelled.status).toBe(200)
    expect(await runSync()).toBe(1)
    expect((await eventInCalendar(interviewId)).status).toBe(404)
    expect((await syncOf(interviewId))[panel.email]).toMatchObject({ state: 'removed', sequence: 3 })
  })

  it('removes the event from an interviewer taken off the interview', async () => {
    const other = await schedule('Sync SDR', '2099-01-21')
    await runSync()
    expect((await eventInCalendar(other)).status).toBe(200)
    const res = await call(world.client, 'PATCH', `/api/interviews/${other}`, {
      interviewers: [{ email: 'guest@sync.test', name: 'Guest' }],
      saveMode: 'save',
    })
    expect(res.status).toBe(200)
    expect(await runSync()).toBe(1)
    expect((await eventInCalendar(other)).status).toBe(404)
  })

  it('records a calendar server that cannot be reached as failed and retries later', async () => {
    const other = await schedule('Sync Down', '2099-01-22')
    await t.deps.db
      .update(calendarIntegrationsTable)
      .set({
        credentialsEncrypted: sealSecret(
          t.deps.config,
          JSON.stringify({ calendarUrl: 'http://127.0.0.1:9/panel/work/', username: 'panel', password: 'pw' }),
        ),
      })
      .where(and(eq(calendarIntegrationsTable.userId, panel.userId), eq(calendarIntegrationsTable.isActive, true)))
    await runSync()
    const sync = await syncOf(other)
    expect(sync[panel.email]).toMatchObject({ state: 'failed', sequence: 0 })
    expect(sync[panel.email].note).toBe(CALENDAR_UNREACHABLE)
    const [row] = await rawRows<{ processed_at: Date | null; attempts: number }>(
      t.deps.db,
      sql`select processed_at, attempts from outbox_events where topic = ${CALENDAR_INTERVIEW_TOPIC} and aggregate_id = ${other}`,
    )
    expect(row).toMatchObject({ processed_at: null, attempts: 1 })
  })

  it('keeps the calendar state from other companies', async () => {
    expect((await call(otherClient, 'GET', `/api/interviews/${interviewId}/calendar-sync`)).status).toBe(404)
    expect((await call(world.alice.userId, 'GET', `/api/interviews/${interviewId}/calendar-sync`)).status).toBe(403)
  })
})
