/**
 * Google Meet and Microsoft Teams meetings over HTTP, against the local Google Calendar and
 * Microsoft Graph contract servers (the providers' documented shapes; neither is reachable here).
 * A Meet meeting is an event of the interviewer's connected Google Calendar made with
 * conferenceData.createRequest and conferenceDataVersion=1, its link Google's hangoutLink; a Teams
 * meeting is POST /me/onlineMeetings with the Microsoft 365 connection, its link joinWebUrl. Both
 * are deleted with DELETE meeting-invite and with the interview's cancel; Graph's long 429 comes back
 * as 503 with its Retry-After; without the connection the answer is 409 saying what to connect.
 * A Meet Google answers `pending` is read again until it has its link; failure, or still pending
 * after the last read, is said and the half-made event removed.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { interviewsTable } from '../../db/schema'
import { googleMeetMeetings } from '../../integrations/meetings/google-meet'
import {
  type GoogleCalendarContractServer,
  startGoogleCalendarContractServer,
} from '../../testing/google-calendar-contract-server'
import { apiCaller, startInterviewTestWorld } from '../../testing/interview-test-world'
import {
  type MicrosoftGraphContractServer,
  startMicrosoftGraphContractServer,
} from '../../testing/microsoft-graph-contract-server'
import type { TestApp } from '../../testing/test-app'
import type { InterviewWorld } from '../pipeline/test-fixtures'

let t: TestApp
let google: GoogleCalendarContractServer
let graph: MicrosoftGraphContractServer
let world: InterviewWorld
let otherClient: string
const call = apiCaller(() => t)

beforeAll(async () => {
  google = await startGoogleCalendarContractServer()
  graph = await startMicrosoftGraphContractServer()
  ;({ t, world, otherClient } = await startInterviewTestWorld({
    orgName: 'Conf Corp',
    interviewer: { email: 'panel@conf.test', name: 'Panel' },
    otherOrgName: 'Far Conf',
    env: {
      PUBLIC_URL: 'https://quota.test',
      GOOGLE_CALENDAR_CLIENT_ID: google.app.clientId,
      GOOGLE_CALENDAR_CLIENT_SECRET: google.app.clientSecret,
      GOOGLE_CALENDAR_AUTH_URL: google.authUrl,
      GOOGLE_CALENDAR_TOKEN_URL: google.tokenUrl,
      GOOGLE_CALENDAR_API_URL: google.apiUrl,
      MICROSOFT_CALENDAR_CLIENT_ID: graph.app.clientId,
      MICROSOFT_CALENDAR_CLIENT_SECRET: graph.app.clientSecret,
      MICROSOFT_CALENDAR_AUTH_URL: graph.authUrl,
      MICROSOFT_CALENDAR_TOKEN_URL: graph.tokenUrl,
      MICROSOFT_CALENDAR_API_URL: graph.apiUrl,
    },
  }))
}, 300_000)
afterAll(async () => {
  await t?.close()
  await google?.close()
  await graph?.close()
})

/** Connects `userId`'s calendar the way the browser does: start, consent at the provider, callback. */
async function connect(userId: string, provider: 'google' | 'microsoft') {
  const start = await t.request(`/api/settings/integrate-calendar/${provider}/start`, {
    headers: { 'x-test-user': userId },
    redirect: 'manual',
  })
  const back = new URL((provider === 'google' ? google : graph).consent(start.headers.get('location')!))
  const done = await t.request(back.pathname + back.search, { headers: { 'x-test-user': userId }, redirect: 'manual' })
  expect(done.headers.get('location')).toContain(`calendarConnected=${provider}`)
}

const invite = (userId: string, meetingType: string) =>
  call(userId, 'POST', '/api/meeting-invite', {
    userId,
    meetingType,
    topic: 'Intro call',
    startsAt: '2099-02-01T15:00:00Z',
    duration: 45,
    timezone: 'America/New_York',
  })
const remove = (userId: string, meetingId: string, meetingType: string) =>
  call(
    userId,
    'DELETE',
    `/api/meeting-invite/${encodeURIComponent(meetingId)}?meetingType=${meetingType}&userId=${userId}`,
  )

describe('Google Meet through the connected Google Calendar', () => {
  it('without a Google Calendar: 409 saying to connect it, no link', async () => {
    const res = await invite(world.recruiter, 'googleMeet')
    expect(res.status).toBe(409)
    expect(res.body.error.meta).toMatchObject({ rule: 'noMeetingIntegration', connect: 'google' })
    expect(res.body.error.message).toMatch(/connect Google Calendar under Settings, Calendar/)
  })

  it('makes a Meet meeting (hangoutLink) in the Google Calendar and deletes it', async () => {
    await connect(world.recruiter, 'google')
    const res = await invite(world.recruiter, 'googleMeet')
    expect(res.status).toBe(200)
    const { meetingId, meetingUrl } = res.body.data
    const event = google.events.get(meetingId)!
    expect(meetingUrl).toMatch(/^https:\/\/meet\.google\.com\/[a-z]{3}-[a-z]{4}-[a-z]{3}$/)
    expect(event.hangoutLink).toBe(meetingUrl)
    expect(event).toMatchObject({
      summary: 'Intro call',
      transparency: 'transparent',
      start: { dateTime: '2099-02-01T15:00:00.000Z', timeZone: 'America/New_York' },
      end: { dateTime: '2099-02-01T15:45:00.000Z' },
    })
    // someone else cannot remove it with their own call
    const theirs = await call(
      world.client,
      'DELETE',
      `/api/meeting-invite/${meetingId}?meetingType=googleMeet&userId=${world.recruiter}`,
    )
    expect(theirs.status).toBe(403)
    expect(google.events.has(meetingId)).toBe(true)
    expect((await remove(world.recruiter, meetingId, 'googleMeet')).status).toBe(200)
    expect(google.events.has(meetingId)).toBe(false)
    // already gone (Google's 410): what was asked is true
    expect((await remove(world.recruiter, meetingId, 'googleMeet')).status).toBe(200)
  })

  it('a Meet Google answers pending is read again until it has its link', async () => {
    google.meetCreation({ pendingReads: 2, outcome: 'success' })
    try {
      const res = await invite(world.recruiter, 'googleMeet')
      expect(res.status, JSON.stringify(res.body)).toBe(200)
      const { meetingId, meetingUrl } = res.body.data
      expect(meetingUrl).toMatch(/^https:\/\/meet\.google\.com\/[a-z]{3}-[a-z]{4}-[a-z]{3}$/)
      const event = google.events.get(meetingId)!
      expect(event.hangoutLink).toBe(meetingUrl)
      expect(event.conferenceData).toMatchObject({ createRequest: { status: { statusCode: 'success' } } })
      expect((await remove(world.recruiter, meetingId, 'googleMeet')).status).toBe(200)
    } finally {
      google.meetCreation({ pendingReads: 0, outcome: 'success' })
    }
  })

  it('a pending Meet that ends in failure is said, and the half-made event removed', async () => {
    google.meetCreation({ pendingReads: 1, outcome: 'failure' })
    const before = new Set(google.events.keys())
    try {
      const res = await invite(world.recruiter, 'googleMeet')
      expect(res.status).toBe(503)
      expect(res.body.error.meta).toMatchObject({ rule: 'meetingProvider', providerStatus: 502 })
      expect(res.body.error.message).toMatch(/Google could not create the Meet conference \(failure\)/)
      expect([...google.events.keys()].filter((id) => !before.has(id))).toEqual([])
    } finally {
      google.meetCreation({ pendingReads: 0, outcome: 'success' })
    }
  })

  it('a Meet still pending after the last read is said as such, not as a link', async () => {
    google.meetCreation({ pendingReads: 10, outcome: 'success' })
    const before = new Set(google.events.keys())
    try {
      // the adapter itself, with short waits (over HTTP it waits its full ~7.5 s)
      const meet = googleMeetMeetings(
        {
          clientId: google.app.clientId,
          clientSecret: google.app.clientSecret,
          tokenUrl: google.tokenUrl,
          apiUrl: google.apiUrl,
          refreshToken: google.app.refreshToken,
          calendarId: google.app.calendarId,
        },
        { pendingPollMs: [1, 1] },
      )
      await expect(
        meet.create({
          topic: 'Intro call',
          startsAt: new Date('2099-02-01T15:00:00Z'),
          durationMinutes: 30,
          timezone: 'UTC',
        }),
      ).rejects.toThrow('Google Meet was still being set up after several seconds: please try again.')
      expect([...google.events.keys()].filter((id) => !before.has(id))).toEqual([])
    } finally {
      google.meetCreation({ pendingReads: 0, outcome: 'success' })
    }
  })
})

describe('Microsoft Teams through the Microsoft 365 connection', () => {
  it('without a Microsoft 365 connection: 409 saying to connect it', async () => {
    const res = await invite(world.client, 'microsoftTeams')
    expect(res.status).toBe(409)
    expect(res.body.error.meta).toMatchObject({ rule: 'noMeetingIntegration', connect: 'microsoft' })
    expect(res.body.error.message).toMatch(/connect Microsoft 365 under Settings, Calendar/)
    // a Google Calendar does not make Teams meetings
    expect((await invite(world.recruiter, 'microsoftTeams')).status).toBe(409)
  })

  it('makes a Teams meeting (joinWebUrl) and deletes it; a second delete (404) is fine', async () => {
    await connect(world.client, 'microsoft')
    const res = await invite(world.client, 'microsoftTeams')
    expect(res.status).toBe(200)
    const { meetingId, meetingUrl } = res.body.data
    expect(graph.onlineMeetings.get(meetingId)).toMatchObject({
      subject: 'Intro call',
      startDateTime: '2099-02-01T15:00:00.000Z',
      endDateTime: '2099-02-01T15:45:00.000Z',
      joinWebUrl: meetingUrl,
    })
    expect(meetingUrl).toMatch(/^https:\/\/teams\.microsoft\.com\/l\/meetup-join\//)
    expect((await remove(world.client, meetingId, 'microsoftTeams')).status).toBe(200)
    expect(graph.onlineMeetings.has(meetingId)).toBe(false)
    expect((await remove(world.client, meetingId, 'microsoftTeams')).status).toBe(200)
  })

  it('answers Graph’s long 429 as 503 with its Retry-After; a revoked token is fetched again', async () => {
    graph.rateLimitNext(30)
    const limited = await t.request('/api/meeting-invite', {
      method: 'POST',
      headers: { 'x-test-user': world.client },
      json: {
        userId: world.client,
        meetingType: 'microsoftTeams',
        topic: 'Intro',
        startsAt: '2099-02-01T15:00:00Z',
        duration: 30,
      },
    })
    expect(limited.status).toBe(503)
    expect(limited.headers.get('retry-after')).toBe('30')
    const body = (await limited.json()) as { error: { message: string; meta: unknown } }
    expect(body.error.meta).toMatchObject({ rule: 'meetingProvider', providerStatus: 429 })
    expect(body.error.message).toBe('Microsoft Teams meeting creation answered 429: Too many requests.')
    graph.revokeTokens()
    const before = graph.tokensIssued()
    expect((await invite(world.client, 'microsoftTeams')).status).toBe(200)
    expect(graph.tokensIssued()).toBe(before + 1)
    expect((await call(otherClient, 'GET', `/api/settings/integrate-calendar/${world.client}/active`)).status).toBe(404)
  })

  it('an interview with the Teams method stores the meeting, moves it, and deletes it with the cancel', async () => {
    const jobId = await world.scheduleFor(world.alice.candidateId, 'Teams AE', {
      interviewDate: '2099-02-10',
      interviewTime: '10:00',
      interviewTimezone: 'America/New_York',
      duration: 30,
      meetingMethod: 'microsoftTeams',
      saveMode: 'save',
      interviewers: [{ email: 'panel@conf.test', name: 'Panel' }],
    })
    const [row] = await t.deps.db.select().from(interviewsTable).where(eq(interviewsTable.jobId, jobId))
    const meeting = graph.onlineMeetings.get(row!.meetingId!)!
    expect(row).toMatchObject({ meetingUrl: meeting.joinWebUrl, isActiveMeetingIntegration: true })
    expect(meeting.startDateTime).toBe('2099-02-10T15:00:00.000Z')
    const moved = await call(world.client, 'PATCH', `/api/interviews/${row!.id}`, {
      interviewTime: '11:00',
      saveMode: 'save',
    })
    expect(moved.status).toBe(200)
    expect(graph.onlineMeetings.get(row!.meetingId!)!.startDateTime).toBe('2099-02-10T16:00:00.000Z')
    const cancelled = await call(world.client, 'DELETE', `/api/interviews/${row!.id}?saveMode=save`)
    expect(cancelled.status).toBe(200)
    expect(cancelled.body.data.meetingNotice).toBeNull()
    expect(graph.onlineMeetings.has(row!.meetingId!)).toBe(false)
  })
})
