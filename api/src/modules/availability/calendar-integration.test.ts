/**
 * The CalDAV calendar integration over HTTP against a real Radicale server: a user connects their
 * calendar (refused with the field when the server refuses the query), GET settings/integrate-
 * calendar/{id}/active says so, and users/{id}/integrated-calendar-availability answers the busy
 * time in the calendar (an event in New York time read in UTC) for the same readers as
 * users/{id}/availability; no calendar answers 409.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiCaller, startInterviewTestWorld } from '../../testing/interview-test-world'
import { type RadicaleServer, startRadicale } from '../../testing/radicale'
import type { TestApp } from '../../testing/test-app'
import { interviewCalendar } from '../pipeline/interview-calendar'
import type { InterviewWorld } from '../pipeline/test-fixtures'

let t: TestApp
let radicale: RadicaleServer
let world: InterviewWorld
let otherClient: string
let collection: string

beforeAll(async () => {
  radicale = await startRadicale()
  ;({ t, world, otherClient } = await startInterviewTestWorld({
    orgName: 'Cal Corp',
    interviewer: { email: 'panel@cal.test', name: 'Panel' },
    otherOrgName: 'Far Away Ltd',
  }))
  collection = await radicale.makeCalendar('alice', 'pw', 'calendar')
}, 300_000)
afterAll(async () => {
  await t?.close()
  radicale?.stop()
})

const call = apiCaller(() => t)

describe('CalDAV calendar integration', () => {
  it('answers 409 while no calendar is connected', async () => {
    const res = await call(
      world.recruiter,
      'GET',
      `/api/users/${world.alice.userId}/integrated-calendar-availability?startDate=2031-01-15&endDate=2031-01-15`,
    )
    expect(res.status).toBe(409)
    expect(res.body.error.meta.rule).toBe('noCalendar')
    const state = await call(world.alice.userId, 'GET', `/api/settings/integrate-calendar/${world.alice.userId}/active`)
    expect(state.body.data).toEqual({ active: false, provider: null, accountEmail: null, connectedAt: null })
  })

  it('refuses a calendar the server does not have (its 404), with the field', async () => {
    const res = await call(world.alice.userId, 'PUT', '/api/settings/integrate-calendar/caldav', {
      calendarUrl: `${radicale.url}/alice/no-such-calendar/`,
      username: 'alice',
      password: 'pw',
    })
    expect(res.status).toBe(422)
    expect(res.body.error.details[0]).toMatchObject({ path: 'calendarUrl', rule: 'calendarUnreachable' })
  })

  it('connects, and answers the busy time of the calendar in UTC to the user, recruiters and the job’s client', async () => {
    const connected = await call(world.alice.userId, 'PUT', '/api/settings/integrate-calendar/caldav', {
      calendarUrl: collection,
      username: 'alice',
      password: 'pw',
    })
    expect(connected.status).toBe(200)
    expect(connected.body.data).toMatchObject({ active: true, provider: 'caldav', accountEmail: 'alice' })
    // an event in the calendar: 09:30 to 10:15 New York time on 2031-01-15 (14:30Z)
    const ics = interviewCalendar({
      interviewId: '7c0f8a52-0d7e-4a57-9d1c-7d4b8c2e1f00',
      sequence: 0,
      method: 'PUBLISH',
      startsAt: new Date('2031-01-15T14:30:00Z'),
      durationMinutes: 45,
      timezone: 'America/New_York',
      title: 'Dentist',
      description: '',
      location: null,
      url: null,
      organizer: { name: 'Alice', email: 'alice@cal.test' },
      attendees: [],
      stamp: new Date('2031-01-01T00:00:00Z'),
    }).replace(/^METHOD:[^\r\n]*\r?\n/m, '')
    const put = await fetch(`${collection}dentist.ics`, {
      method: 'PUT',
      headers: { authorization: radicale.basicAuth('alice', 'pw'), 'content-type': 'text/calendar' },
      body: ics,
    })
    expect(put.status).toBe(201)
    const path = `/api/users/${world.alice.userId}/integrated-calendar-availability?startDate=2031-01-15&endDate=2031-01-15&timezone=America/New_York`
    for (const who of [world.alice.userId, world.recruiter, world.client]) {
      const res = await call(who, 'GET', path)
      expect(res.status).toBe(200)
      expect(res.body.data).toMatchObject({
        provider: 'caldav',
        from: '2031-01-15T05:00:00.000Z',
        to: '2031-01-16T05:00:00.000Z',
        busy: [{ startsAt: '2031-01-15T14:30:00.000Z', endsAt: '2031-01-15T15:15:00.000Z' }],
      })
    }
    const other = await call(
      world.recruiter,
      'GET',
      path.replace('2031-01-15&endDate=2031-01-15', '2031-01-16&endDate=2031-01-17'),
    )
    expect(other.body.data.busy).toEqual([])
    const state = await call(world.recruiter, 'GET', `/api/settings/integrate-calendar/${world.alice.userId}/active`)
    expect(state.body.data).toMatchObject({ active: true, provider: 'caldav' })
  })

  it('keeps it from other companies and refuses bad ranges', async () => {
    const base = `/api/users/${world.alice.userId}/integrated-calendar-availability`
    expect((await call(otherClient, 'GET', `${base}?startDate=2031-01-15&endDate=2031-01-15`)).status).toBe(404)
    expect(
      (await call(otherClient, 'GET', `/api/settings/integrate-calendar/${world.alice.userId}/active`)).status,
    ).toBe(404)
    const reversed = await call(world.recruiter, 'GET', `${base}?startDate=2031-01-15&endDate=2031-01-14`)
    expect(reversed.status).toBe(422)
    const tooLong = await call(world.recruiter, 'GET', `${base}?startDate=2031-01-01&endDate=2031-03-01`)
    expect(tooLong.body.error.details[0]).toMatchObject({ path: 'endDate', rule: 'dateRange' })
    expect((await call(world.recruiter, 'GET', `${base}?startDate=soon&endDate=2031-01-14`)).status).toBe(422)
  })
})
