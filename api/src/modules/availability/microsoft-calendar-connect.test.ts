/**
 * Connecting a Microsoft 365 calendar over HTTP against the local Microsoft identity platform +
 * Graph contract server (Microsoft's documented shapes; Microsoft is not reachable here): Settings
 * learns that Microsoft is configured, /microsoft/start redirects to the authorize endpoint with
 * the documented parameters, the callback exchanges the code, stores the refresh token sealed and
 * redirects back to Settings; the interview is then written into Outlook by the write-through
 * worker (also after the access token was revoked), moved by PATCH, and its busy time read back
 * with getSchedule. A refusal at Microsoft and a state from another user are said, not hidden.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { calendarIntegrationsTable, interviewsTable } from '../../db/schema'
import { QUOTA_UID_PROPERTY } from '../../integrations/calendar/microsoft'
import { apiCaller } from '../../testing/interview-test-world'
import {
  type MicrosoftGraphContractServer,
  startMicrosoftGraphContractServer,
} from '../../testing/microsoft-graph-contract-server'
import { type OAuthCalendarTestWorld, startOAuthCalendarTestWorld } from '../../testing/oauth-calendar-testing'
import type { TestApp } from '../../testing/test-app'
import type { InterviewWorld } from '../pipeline/test-fixtures'

let w: OAuthCalendarTestWorld
let t: TestApp
let graph: MicrosoftGraphContractServer
let world: InterviewWorld
let otherClient: string
let panel: { userId: string; email: string }
const call = apiCaller(() => t)
const runSync = () => w.runSync()
const redirectOf = (userId: string, path: string) => w.redirectOf(userId, path)
const onApp = (url: string) => w.onApp(url)

beforeAll(async () => {
  graph = await startMicrosoftGraphContractServer()
  w = await startOAuthCalendarTestWorld({
    orgName: 'Contoso Corp',
    interviewer: { email: 'outside@contoso-corp.test', name: 'Outside' },
    otherOrgName: 'Elsewhere Contoso',
    env: {
      MICROSOFT_CALENDAR_CLIENT_ID: graph.app.clientId,
      MICROSOFT_CALENDAR_CLIENT_SECRET: graph.app.clientSecret,
      MICROSOFT_CALENDAR_AUTH_URL: graph.authUrl,
      MICROSOFT_CALENDAR_TOKEN_URL: graph.tokenUrl,
      MICROSOFT_CALENDAR_API_URL: graph.apiUrl,
    },
  })
  ;({ t, world, otherClient, panel } = w)
}, 300_000)
afterAll(async () => {
  await t?.close()
  await graph?.close()
})

describe('Microsoft 365 calendar connect (Microsoft identity platform) and write-through', () => {
  it('Settings learns that Microsoft 365 is configured (and Google is not)', async () => {
    const options = await call(panel.userId, 'GET', '/api/settings/integrate-calendar/options')
    expect(options.body.data).toEqual({ caldav: true, google: false, microsoft: true })
    const google = await redirectOf(panel.userId, '/api/settings/integrate-calendar/google/start')
    expect(google.status).toBe(409)
  })

  it('redirects to the authorize endpoint with the documented parameters', async () => {
    const start = await redirectOf(panel.userId, '/api/settings/integrate-calendar/microsoft/start')
    expect(start.status).toBe(302)
    const url = new URL(start.location)
    expect(`${url.origin}${url.pathname}`).toBe(graph.authUrl)
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: graph.app.clientId,
      redirect_uri: 'https://quota.test/api/settings/integrate-calendar/microsoft/callback',
      response_type: 'code',
      response_mode: 'query',
    })
    expect(url.searchParams.get('scope')!.split(' ')).toEqual(
      expect.arrayContaining(['offline_access', 'Calendars.ReadWrite', 'OnlineMeetings.ReadWrite']),
    )
    expect(url.searchParams.get('state')).not.toContain(panel.userId)
  })

  it('refuses a callback started by someone else, and says so when consent was declined', async () => {
    const theirs = (await redirectOf(world.recruiter, '/api/settings/integrate-calendar/microsoft/start')).location
    const stolen = await redirectOf(panel.userId, onApp(graph.consent(theirs)))
    expect(new URL(stolen.location).searchParams.get('calendarError')).toMatch(
      /Microsoft sign-in expired or was not started here/,
    )
    const mine = (await redirectOf(panel.userId, '/api/settings/integrate-calendar/microsoft/start')).location
    const denied = await redirectOf(panel.userId, onApp(graph.deny(mine)))
    expect(new URL(denied.location).searchParams.get('calendarError')).toBe(
      'Microsoft 365 was not connected: access was not granted.',
    )
    const state = await call(panel.userId, 'GET', `/api/settings/integrate-calendar/${panel.userId}/active`)
    expect(state.body.data.active).toBe(false)
  })

  it('a callback after the Quota session ended goes to sign-in, then Settings saying to connect again', async () => {
    await w.expectSignedOutCallback(
      'microsoft',
      (start) => graph.consent(start),
      'Your Quota session ended while you were at Microsoft, so your Microsoft 365 calendar was not connected: please connect it again.',
    )
  })

  it('connects: the code is exchanged, the refresh token stored sealed, Settings shown again', async () => {
    const start = (await redirectOf(panel.userId, '/api/settings/integrate-calendar/microsoft/start')).location
    const callback = onApp(graph.consent(start))
    const back = await redirectOf(panel.userId, callback)
    expect(back.location).toBe('https://quota.test/settings?calendarConnected=microsoft#calendar')
    const state = await call(panel.userId, 'GET', `/api/settings/integrate-calendar/${panel.userId}/active`)
    expect(state.body.data).toMatchObject({ active: true, provider: 'microsoft', accountEmail: graph.user.mail })
    const [row] = await t.deps.db
      .select()
      .from(calendarIntegrationsTable)
      .where(eq(calendarIntegrationsTable.userId, panel.userId))
    expect(row!.externalAccountId).toBe(graph.user.id)
    expect(row!.credentialsEncrypted).not.toContain('0.AXkA')
    // the same code twice: Microsoft's invalid_grant, said in Settings; the calendar stays
    const again = await redirectOf(panel.userId, callback)
    expect(new URL(again.location).searchParams.get('calendarError')).toMatch(
      /^Microsoft sign-in answered 400: AADSTS70008/,
    )
    expect(
      (await call(panel.userId, 'GET', `/api/settings/integrate-calendar/${panel.userId}/active`)).body.data.active,
    ).toBe(true)
    expect((await call(otherClient, 'GET', `/api/settings/integrate-calendar/${panel.userId}/active`)).status).toBe(404)
  })

  it('the worker writes the interview into Outlook, moves it after a token revocation, busy time follows', async () => {
    const job = await world.scheduleFor(world.alice.candidateId, 'Contoso AE', {
      interviewDate: '2099-03-10',
      interviewTime: '10:00',
      interviewTimezone: 'America/New_York',
      duration: 30,
      saveMode: 'save',
      interviewers: [{ email: panel.email, name: 'Panel', userId: panel.userId }],
    })
    const [interview] = await t.deps.db.select().from(interviewsTable).where(eq(interviewsTable.jobId, job))
    expect(await runSync()).toBe(1)
    const uid = `${interview!.id}@quota`
    const mine = () =>
      [...graph.events.values()].filter((e) =>
        e.singleValueExtendedProperties?.some((p) => p.id === QUOTA_UID_PROPERTY && p.value === uid),
      )
    expect(mine()).toHaveLength(1)
    expect(mine()[0]).toMatchObject({ start: { dateTime: '2099-03-10T14:00:00.000', timeZone: 'UTC' } })

    graph.revokeTokens()
    const issued = graph.tokensIssued()
    const moved = await call(world.client, 'PATCH', `/api/interviews/${interview!.id}`, {
      interviewTime: '11:00',
      saveMode: 'save',
    })
    expect(moved.status).toBe(200)
    expect(await runSync()).toBe(1)
    expect(graph.tokensIssued()).toBeGreaterThan(issued)
    expect(mine()).toHaveLength(1)
    expect(mine()[0]).toMatchObject({ start: { dateTime: '2099-03-10T15:00:00.000' } })
    expect(graph.requests.some((r) => r.method === 'PATCH' && r.path.startsWith('/v1.0/me/events/'))).toBe(true)
    const sync = await call(world.client, 'GET', `/api/interviews/${interview!.id}/calendar-sync`)
    expect(sync.body.data.interviewers.find((i: { email: string }) => i.email === panel.email)).toMatchObject({
      state: 'written',
      sequence: 1,
    })

    const busy = await call(
      world.recruiter,
      'GET',
      `/api/users/${panel.userId}/integrated-calendar-availability?startDate=2099-03-10&endDate=2099-03-10&timezone=America/New_York`,
    )
    expect(busy.status).toBe(200)
    expect(busy.body.data).toMatchObject({ provider: 'microsoft' })
    expect(busy.body.data.busy).toContainEqual({
      startsAt: '2099-03-10T15:00:00.000Z',
      endsAt: '2099-03-10T15:30:00.000Z',
    })

    // cancelled: the event is removed from Outlook
    const cancelled = await call(world.client, 'DELETE', `/api/interviews/${interview!.id}?saveMode=save`)
    expect(cancelled.status).toBe(200)
    expect(await runSync()).toBe(1)
    expect(mine()).toHaveLength(0)
  })
})
