/**
 * The Google Calendar adapter against a local contract server built from Google's documented
 * shapes (Google is not reachable here): the product's interview invitation is imported by its
 * UID (a reschedule with the next SEQUENCE replaces it, in the interview's zone), busy time is read
 * back with freeBusy, DELETE finds it by iCalUID and removes it (then counts as gone), a revoked
 * token is fetched again, and a refused refresh token is an error with Google's message.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type GoogleCalendarContractServer,
  startGoogleCalendarContractServer,
} from '../../testing/google-calendar-contract-server'
import { invitationFor } from '../../testing/oauth-calendar-testing'
import { CalendarHttpError } from './calendar-integration'
import { googleCalendar } from './google'

let google: GoogleCalendarContractServer
beforeAll(async () => {
  google = await startGoogleCalendarContractServer()
})
afterAll(() => google?.close())

const { uid, invite } = invitationFor({
  interviewId: '4a0c5f7e-2b1d-4e8a-9c3f-6d7e8f9a0b1c',
  title: 'Interview; round 1, with Ada',
  joinUrl: 'https://us05web.zoom.us/j/1',
  panelEmail: 'panel@quota.test',
})

describe('Google Calendar adapter', () => {
  const calendar = () => googleCalendar({ ...google.app, apiUrl: google.apiUrl, tokenUrl: google.tokenUrl })

  it('imports the invitation by UID and replaces it with the next SEQUENCE', async () => {
    const cal = calendar()
    await cal.putEvent(uid, invite(0, '2099-07-01T08:30:00Z'))
    await cal.putEvent(uid, invite(1, '2099-07-01T09:30:00Z'))
    const stored = [...google.events.values()]
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject({
      iCalUID: uid,
      sequence: 1,
      summary: 'Interview; round 1, with Ada',
      description: 'Interview with Ada\nJoin: https://us05web.zoom.us/j/1',
      location: 'https://us05web.zoom.us/j/1',
      start: { dateTime: '2099-07-01T09:30:00.000Z', timeZone: 'Europe/London' },
      end: { dateTime: '2099-07-01T10:15:00.000Z', timeZone: 'Europe/London' },
    })
    expect(stored[0]!.attendees!.map((a) => a.email)).toEqual(['ada@cand.test', 'panel@quota.test'])
    // an older version does not overwrite a newer one
    await expect(cal.putEvent(uid, invite(0, '2099-07-01T08:30:00Z'))).rejects.toThrow(/sequence is lower/)
  })

  it('reads busy time with freeBusy', async () => {
    const busy = await calendar().busy(new Date('2099-07-01T00:00:00Z'), new Date('2099-07-02T00:00:00Z'))
    expect(busy).toEqual([{ start: new Date('2099-07-01T09:30:00Z'), end: new Date('2099-07-01T10:15:00Z') }])
    expect(await calendar().busy(new Date('2099-07-02T00:00:00Z'), new Date('2099-07-03T00:00:00Z'))).toEqual([])
  })

  it('fetches a revoked token again, and deletes by iCalUID (then it is gone)', async () => {
    const cal = calendar()
    await cal.busy(new Date('2099-07-01T00:00:00Z'), new Date('2099-07-02T00:00:00Z'))
    google.revokeTokens()
    expect((await cal.deleteEvent(uid)).status).toBe(204)
    expect(google.events.size).toBe(0)
    expect((await cal.deleteEvent(uid)).status).toBe(404)
  })

  it('answers a refused refresh token and an unknown calendar as errors with their status', async () => {
    const bad = googleCalendar({
      ...google.app,
      refreshToken: 'revoked',
      apiUrl: google.apiUrl,
      tokenUrl: google.tokenUrl,
    })
    const error = await bad.busy(new Date(), new Date(Date.now() + 3600_000)).catch((e) => e)
    expect(error).toBeInstanceOf(CalendarHttpError)
    expect(error).toMatchObject({ status: 400 })
    expect(error.message).toMatch(/Token has been expired or revoked/)
    const other = googleCalendar({
      ...google.app,
      calendarId: 'nobody@quota.test',
      apiUrl: google.apiUrl,
      tokenUrl: google.tokenUrl,
    })
    await expect(other.putEvent(uid, invite(0, '2099-07-01T08:30:00Z'))).rejects.toMatchObject({ status: 404 })
  })
})
