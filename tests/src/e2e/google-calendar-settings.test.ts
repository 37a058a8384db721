/**
 * Settings → Calendar with Google Calendar configured, in Chromium against the real API and the
 * local Google contract server (Google's documented OAuth 2.0 authorization-code flow; Google is
 * not reachable here, so its consent page approves at once): "Connect Google Calendar" is offered,
 * the browser goes to Google and comes back connected (the API exchanged the code and stored the
 * refresh token), and "Disconnect calendar" brings the offer back. The plain settings test checks
 * that a server without the Google client offers nothing.
 */
import {
  type GoogleCalendarContractServer,
  startGoogleCalendarContractServer,
} from '@quota/api/testing/google-calendar-contract-server'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { api, goto, signInAs, type UserTab, useApp, waitForText } from './app'

let google: GoogleCalendarContractServer

describe('Google Calendar in Settings (real API, Google contract server)', () => {
  // before the app starts: the API server this file starts reads these
  beforeAll(async () => {
    google = await startGoogleCalendarContractServer()
    Object.assign(process.env, {
      GOOGLE_CALENDAR_CLIENT_ID: google.app.clientId,
      GOOGLE_CALENDAR_CLIENT_SECRET: google.app.clientSecret,
      GOOGLE_CALENDAR_AUTH_URL: google.authUrl,
      GOOGLE_CALENDAR_TOKEN_URL: google.tokenUrl,
      GOOGLE_CALENDAR_API_URL: google.apiUrl,
    })
  })
  afterAll(() => google?.close())

  let tab: UserTab
  const app = useApp(async ({ session }) => {
    tab = await signInAs(session, 'recruiter', '/settings')
  })

  test('connects through Google’s consent page and disconnects', async () => {
    const { page } = tab
    await goto(app.session, page, '/settings')
    const connect = await page.waitForSelector('#calendar a[href$="/settings/integrate-calendar/google/start"]')
    expect(await connect!.evaluate((a) => a.textContent)).toBe('Connect Google Calendar')
    // a full-page trip: the API → Google's consent page → the API's callback → Settings
    await Promise.all([
      page.waitForNavigation({ waitUntil: 'domcontentloaded' }),
      connect!.evaluate((a) => (a as HTMLAnchorElement).click()),
    ])
    await page.waitForFunction(() => window.location.pathname === '/settings')
    expect(new URL(page.url()).searchParams.get('calendarConnected')).toBe('google')
    await waitForText(page, '#calendar [data-connected="calendar"]', 'Google Calendar')
    await waitForText(page, '#calendar [data-connected="calendar"]', google.app.calendarId)
    const me = await api<{ data: { id: string } }>(page, 'GET', '/users/me')
    const state = await api<{ data: { active: boolean; provider: string } }>(
      page,
      'GET',
      `/settings/integrate-calendar/${me.body.data.id}/active`,
    )
    expect(state.body.data).toMatchObject({ active: true, provider: 'google' })

    const off = await page.waitForSelector(
      'xpath/.//section[@id="calendar"]//button[normalize-space()="Disconnect calendar"]',
    )
    // a DOM click: the "connected" toast may sit over the button
    await off!.evaluate((b) => (b as HTMLButtonElement).click())
    await page.waitForSelector('#calendar a[href$="/settings/integrate-calendar/google/start"]')
    expect(
      (await api<{ data: { active: boolean } }>(page, 'GET', `/settings/integrate-calendar/${me.body.data.id}/active`))
        .body.data.active,
    ).toBe(false)
    expect(tab.errors).toEqual([])
  })
})
