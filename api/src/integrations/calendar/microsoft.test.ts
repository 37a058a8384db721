/**
 * The Microsoft 365 calendar adapter against a local contract server built from Microsoft Graph's
 * documented shapes (Microsoft is not reachable here): the invitation is written with POST
 * /me/events keyed by an extended property holding its UID, a reschedule PATCHes the same event,
 * busy time is read with getSchedule, DELETE removes it (then 404 counts as gone), a revoked
 * token is fetched again (the rotated refresh token handed on to be stored), a short 429 is waited
 * out, a long one is an error with its status, and a refused refresh token keeps Microsoft's message.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type MicrosoftGraphContractServer,
  startMicrosoftGraphContractServer,
} from '../../testing/microsoft-graph-contract-server'
import { invitationFor } from '../../testing/oauth-calendar-testing'
import { CalendarHttpError } from './calendar-integration'
import { microsoftCalendar, QUOTA_UID_PROPERTY } from './microsoft'

let graph: MicrosoftGraphContractServer
beforeAll(async () => {
  graph = await startMicrosoftGraphContractServer()
})
afterAll(() => graph?.close())

const { uid, invite } = invitationFor({
  interviewId: '7d1c5f7e-2b1d-4e8a-9c3f-6d7e8f9a0b1c',
  title: 'Interview with Ada',
  joinUrl: 'https://teams.microsoft.com/l/meetup-join/1',
  panelEmail: 'panel@contoso.test',
})

describe('Microsoft 365 calendar adapter (Microsoft Graph)', () => {
  const rotated: string[] = []
  let refreshToken: string
  const calendar = () =>
    microsoftCalendar({
      ...graph.app,
      refreshToken,
      email: graph.user.mail,
      tokenUrl: graph.tokenUrl,
      apiUrl: graph.apiUrl,
      onRefreshToken: (token) => {
        rotated.push(token)
      },
    })
  beforeAll(() => {
    refreshToken = graph.issueRefreshToken()
  })

  it('creates the event with the UID property, then PATCHes the same event on a reschedule', async () => {
    const cal = calendar()
    expect((await cal.putEvent(uid, invite(0, '2099-07-01T08:30:00Z'))).status).toBe(201)
    expect((await cal.putEvent(uid, invite(1, '2099-07-01T09:30:00Z'))).status).toBe(200)
    const stored = [...graph.events.values()]
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject({
      subject: 'Interview with Ada',
      start: { dateTime: '2099-07-01T09:30:00.000', timeZone: 'UTC' },
      end: { dateTime: '2099-07-01T10:15:00.000', timeZone: 'UTC' },
      location: { displayName: 'https://teams.microsoft.com/l/meetup-join/1' },
      singleValueExtendedProperties: [{ id: QUOTA_UID_PROPERTY, value: uid }],
    })
    // no attendees: Graph would mail them an Outlook invitation besides Quota's
    expect(stored[0]!.attendees).toBeUndefined()
    expect(stored[0]!.body!.content).toContain('ada@cand.test')
    // the token answer's new refresh token is handed on to be stored
    expect(rotated.length).toBeGreaterThan(0)
  })

  it('reads busy time with getSchedule in UTC', async () => {
    const busy = await calendar().busy(new Date('2099-07-01T00:00:00Z'), new Date('2099-07-02T00:00:00Z'))
    expect(busy).toEqual([{ start: new Date('2099-07-01T09:30:00Z'), end: new Date('2099-07-01T10:15:00Z') }])
    expect(graph.requests.at(-1)).toMatchObject({
      path: '/v1.0/me/calendar/getSchedule',
      prefer: 'outlook.timezone="UTC"',
      body: { schedules: [graph.user.mail] },
    })
    expect(await calendar().busy(new Date('2099-07-02T00:00:00Z'), new Date('2099-07-03T00:00:00Z'))).toEqual([])
  })

  it('waits out a short 429 Retry-After; a long one is an error with its status', async () => {
    const cal = calendar()
    graph.rateLimitNext(1)
    expect(await cal.busy(new Date('2099-07-01T00:00:00Z'), new Date('2099-07-02T00:00:00Z'))).toHaveLength(1)
    graph.rateLimitNext(120)
    const error = await cal.busy(new Date('2099-07-01T00:00:00Z'), new Date('2099-07-02T00:00:00Z')).catch((e) => e)
    expect(error).toBeInstanceOf(CalendarHttpError)
    expect(error).toMatchObject({ status: 429 })
    expect(error.message).toMatch(/Too many requests/)
  })

  it('fetches a revoked token again, deletes by UID, and then answers 404 (already gone)', async () => {
    const cal = calendar()
    await cal.busy(new Date('2099-07-01T00:00:00Z'), new Date('2099-07-02T00:00:00Z'))
    graph.revokeTokens()
    const issued = graph.tokensIssued()
    expect((await cal.deleteEvent(uid)).status).toBe(204)
    expect(graph.tokensIssued()).toBe(issued + 1)
    expect(graph.events.size).toBe(0)
    expect((await cal.deleteEvent(uid)).status).toBe(404)
  })

  it('an event deleted in Outlook meanwhile: DELETE answers 404 ErrorItemNotFound and that is fine', async () => {
    const cal = calendar()
    await cal.putEvent(uid, invite(2, '2099-07-01T09:30:00Z'))
    graph.removeAfterNextLookup()
    expect((await cal.deleteEvent(uid)).status).toBe(404)
    expect(graph.requests.at(-1)).toMatchObject({ method: 'DELETE' })
    expect(graph.events.size).toBe(0)
  })

  it('answers a refused refresh token and an unknown mailbox as errors with their status', async () => {
    const bad = microsoftCalendar({
      ...graph.app,
      refreshToken: 'revoked',
      email: graph.user.mail,
      tokenUrl: graph.tokenUrl,
      apiUrl: graph.apiUrl,
    })
    const error = await bad.busy(new Date(), new Date(Date.now() + 3600_000)).catch((e) => e)
    expect(error).toMatchObject({ status: 400 })
    expect(error.message).toBe(
      'Microsoft sign-in answered 400: AADSTS700082: The refresh token has expired due to inactivity.',
    )
    const other = microsoftCalendar({
      ...graph.app,
      refreshToken,
      email: 'nobody@contoso.test',
      tokenUrl: graph.tokenUrl,
      apiUrl: graph.apiUrl,
    })
    await expect(other.busy(new Date(), new Date(Date.now() + 3600_000))).rejects.toMatchObject({ status: 404 })
  })
})
