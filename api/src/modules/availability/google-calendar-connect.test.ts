/**
 * Connecting Google Calendar over HTTP against the local Google contract server (Google's
 * documented authorization-code flow and Calendar API shapes; Google is not reachable here):
 * Settings learns whether Google is configured, /google/start redirects to the consent page with
 * the documented parameters, the callback exchanges the code, stores the refresh token sealed and
 * redirects back to Settings; the interview is then written into the Google calendar by the
 * write-through worker, also after Google revoked the access token (refresh on 401). A callback
 * for someone else's start, a refusal at Google and an unconfigured server are said, not hidden.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { calendarIntegrationsTable, interviewsTable } from '../../db/schema'
import {
  type GoogleCalendarContractServer,
  startGoogleCalendarContractServer,
} from '../../testing/google-calendar-contract-server'
import { apiCaller } from '../../testing/interview-test-world'
import { type OAuthCalendarTestWorld, startOAuthCalendarTestWorld } from '../../testing/oauth-calendar-testing'
import { createTestApp, type TestApp } from '../../testing/test-app'
import { createPerson, type InterviewWorld, testAuthenticate } from '../pipeline/test-fixtures'

let w: OAuthCalendarTestWorld
let t: TestApp
let google: GoogleCalendarContractServer
let world: InterviewWorld
let otherClient: string
let panel: { userId: string; email: string }
const call = apiCaller(() => t)
const runSync = () => w.runSync()
const redirectOf = (userId: string, path: string) => w.redirectOf(userId, path)
const onApp = (url: string) => w.onApp(url)

beforeAll(async () => {
  google = await startGoogleCalendarContractServer()
  w = await startOAuthCalendarTestWorld({
    orgName: 'Goog Corp',
    interviewer: { email: 'outside@goog.test', name: 'Outside' },
    otherOrgName: 'Elsewhere Goog',
    env: {
      GOOGLE_CALENDAR_CLIENT_ID: google.app.clientId,
      GOOGLE_CALENDAR_CLIENT_SECRET: google.app.clientSecret,
      GOOGLE_CALENDAR_AUTH_URL: google.authUrl,
      GOOGLE_CALENDAR_TOKEN_URL: google.tokenUrl,
      GOOGLE_CALENDAR_API_URL: google.apiUrl,
    },
  })
  ;({ t, world, otherClient, panel } = w)
}, 300_000)
afterAll(async () => {
  await t?.close()
  await google?.close()
})

describe('Google Calendar connect (OAuth 2.0 authorization code) and write-through', () => {
  it('Settings learns that Google is configured', async () => {
    const options = await call(panel.userId, 'GET', '/api/settings/integrate-calendar/options')
    expect(options.body.data).toEqual({ caldav: true, google: true, microsoft: false })
  })

  it('redirects to Google’s consent page with the documented parameters', async () => {
    const start = await redirectOf(panel.userId, '/api/settings/integrate-calendar/google/start')
    expect(start.status).toBe(302)
    const url = new URL(start.location)
    expect(`${url.origin}${url.pathname}`).toBe(google.authUrl)
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: google.app.clientId,
      redirect_uri: 'https://quota.test/api/settings/integrate-calendar/google/callback',
      response_type: 'code',
      access_type: 'offline',
      prompt: 'consent',
    })
    expect(url.searchParams.get('scope')!.split(' ')).toContain('https://www.googleapis.com/auth/calendar.events')
    // the state is sealed: it does not show whose it is
    expect(url.searchParams.get('state')).not.toContain(panel.userId)
  })

  it('refuses a callback started by someone else, and says so when access was not granted', async () => {
    const theirs = (await redirectOf(world.recruiter, '/api/settings/integrate-calendar/google/start')).location
    const stolen = await redirectOf(panel.userId, onApp(google.consent(theirs)))
    expect(stolen.status).toBe(302)
    expect(new URL(stolen.location).searchParams.get('calendarError')).toMatch(/expired or was not started here/)
    const mine = (await redirectOf(panel.userId, '/api/settings/integrate-calendar/google/start')).location
    const denied = await redirectOf(panel.userId, onApp(google.deny(mine)))
    expect(new URL(denied.location).searchParams.get('calendarError')).toMatch(/access was not granted/)
    const state = await call(panel.userId, 'GET', `/api/settings/integrate-calendar/${panel.userId}/active`)
    expect(state.body.data.active).toBe(false)
  })

  it('a callback after the Quota session ended goes to sign-in, then Settings saying to connect again', async () => {
    await w.expectSignedOutCallback(
      'google',
      (start) => google.consent(start),
      'Your Quota session ended while you were at Google, so your Google Calendar was not connected: please connect it again.',
    )
  })

  it('connects: the code is exchanged, the refresh token stored sealed, Settings shown again', async () => {
    const start = (await redirectOf(panel.userId, '/api/settings/integrate-calendar/google/start')).location
    const callback = onApp(google.consent(start))
    const back = await redirectOf(panel.userId, callback)
    expect(back.status).toBe(302)
    expect(back.location).toBe('https://quota.test/settings?calendarConnected=google#calendar')
    const state = await call(panel.userId, 'GET', `/api/settings/integrate-calendar/${panel.userId}/active`)
    expect(state.body.data).toMatchObject({ active: true, provider: 'google', accountEmail: google.app.calendarId })
    const [row] = await t.deps.db
      .select()
      .from(calendarIntegrationsTable)
      .where(eq(calendarIntegrationsTable.userId, panel.userId))
    expect(row!.credentialsEncrypted).not.toContain(google.app.refreshToken)
    expect(row!.scopes).toContain('https://www.googleapis.com/auth/calendar.events')
    // the same code a second time is refused by Google (invalid_grant), and said; the calendar stays
    const again = await redirectOf(panel.userId, callback)
    expect(new URL(again.location).searchParams.get('calendarError')).toBe('Google answered 400: Bad Request')
    expect(
      (await call(panel.userId, 'GET', `/api/settings/integrate-calendar/${panel.userId}/active`)).body.data.active,
    ).toBe(true)
    expect((await call(otherClient, 'GET', `/api/settings/integrate-calendar/${panel.userId}/active`)).status).toBe(404)
  })

  it('the write-through worker writes the interview into the Google calendar, refreshing a revoked token', async () => {
    const job = await world.scheduleFor(world.alice.candidateId, 'Goog AE', {
      interviewDate: '2099-03-10',
      interviewTime: '10:00',
      interviewTimezone: 'America/New_York',
      duration: 30,
      saveMode: 'save',
      interviewers: [{ email: panel.email, name: 'Panel', userId: panel.userId }],
    })
    const [interview] = await t.deps.db.select().from(interviewsTable).where(eq(interviewsTable.jobId, job))
    expect(await runSync()).toBe(1)
    const events = [...google.events.values()].filter((e) => e.iCalUID === `${interview!.id}@quota`)
    expect(events).toHaveLength(1)
    expect(events[0]).toMatchObject({ sequence: 0, start: { dateTime: '2099-03-10T14:00:00.000Z' } }) // EDT already

    // Google revokes the access token: the adapter gets a new one with the refresh token and goes on
    google.revokeTokens()
    const issued = google.tokensIssued()
    const moved = await call(world.client, 'PATCH', `/api/interviews/${interview!.id}`, {
      interviewTime: '11:00',
      saveMode: 'save',
    })
    expect(moved.status).toBe(200)
    expect(await runSync()).toBe(1)
    expect(google.tokensIssued()).toBeGreaterThan(issued)
    const after = [...google.events.values()].filter((e) => e.iCalUID === `${interview!.id}@quota`)
    expect(after).toHaveLength(1)
    expect(after[0]).toMatchObject({ sequence: 1, start: { dateTime: '2099-03-10T15:00:00.000Z' } })
    const sync = await call(world.client, 'GET', `/api/interviews/${interview!.id}/calendar-sync`)
    const mine = sync.body.data.interviewers.find((i: { email: string }) => i.email === panel.email)
    expect(mine).toMatchObject({ state: 'written', sequence: 1 })

    // busy time is read back from Google for the same readers as the CalDAV calendar
    const busy = await call(
      world.recruiter,
      'GET',
      `/api/users/${panel.userId}/integrated-calendar-availability?startDate=2099-03-10&endDate=2099-03-10&timezone=America/New_York`,
    )
    expect(busy.status).toBe(200)
    expect(busy.body.data).toMatchObject({ provider: 'google' })
    expect(busy.body.data.busy).toContainEqual({
      startsAt: '2099-03-10T15:00:00.000Z',
      endsAt: '2099-03-10T15:30:00.000Z',
    })
  })

  it('a server without the Google client offers no Google Calendar (409 on start)', async () => {
    const plain: TestApp = await createTestApp({ authenticate: testAuthenticate(() => plain.deps.db) })
    try {
      const user = (await createPerson(plain.deps.db, 'recruiter')).userId
      const options = await plain.request('/api/settings/integrate-calendar/options', {
        headers: { 'x-test-user': user },
      })
      expect(((await options.json()) as { data: unknown }).data).toEqual({
        caldav: true,
        google: false,
        microsoft: false,
      })
      const start = await plain.request('/api/settings/integrate-calendar/google/start', {
        headers: { 'x-test-user': user },
        redirect: 'manual',
      })
      expect(start.status).toBe(409)
      expect(((await start.json()) as { error: { meta: { rule: string } } }).error.meta.rule).toBe(
        'providerNotConfigured',
      )
    } finally {
      await plain.close()
    }
  })
})
