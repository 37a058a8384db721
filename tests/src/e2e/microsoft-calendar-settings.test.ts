/**
 * Settings → Calendar with Microsoft 365 configured, in Chromium against the real API and the
 * local Microsoft identity platform + Graph contract server (Microsoft's documented shapes;
 * Microsoft is not reachable here, so its sign-in and consent page approves at once): "Connect
 * Microsoft 365" is offered (and no Google Calendar, which this server lacks), the browser goes to
 * Microsoft and comes back connected, and "Disconnect calendar" brings the offer back.
 */
import {
  type MicrosoftGraphContractServer,
  startMicrosoftGraphContractServer,
} from '@quota/api/testing/microsoft-graph-contract-server'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { api, goto, signInAs, type UserTab, useApp, waitForText } from './app'

let graph: MicrosoftGraphContractServer

describe('Microsoft 365 calendar in Settings (real API, Microsoft contract server)', () => {
  // before the app starts: the API server this file starts reads these
  beforeAll(async () => {
    graph = await startMicrosoftGraphContractServer()
    Object.assign(process.env, {
      MICROSOFT_CALENDAR_CLIENT_ID: graph.app.clientId,
      MICROSOFT_CALENDAR_CLIENT_SECRET: graph.app.clientSecret,
      MICROSOFT_CALENDAR_AUTH_URL: graph.authUrl,
      MICROSOFT_CALENDAR_TOKEN_URL: graph.tokenUrl,
      MICROSOFT_CALENDAR_API_URL: graph.apiUrl,
    })
  })
  afterAll(() => graph?.close())

  let tab: UserTab
  const app = useApp(async ({ session }) => {
    tab = await signInAs(session, 'recruiter', '/settings')
  })

  test('connects through Microsoft’s sign-in page and disconnects', async () => {
    const { page } = tab
    await goto(app.session, page, '/settings')
    const connect = await page.waitForSelector('#calendar a[href$="/settings/integrate-calendar/microsoft/start"]')
    expect(await connect!.evaluate((a) => a.textContent)).toBe('Connect Microsoft 365')
    expect(await page.$('#calendar a[href$="/google/start"]')).toBeNull()
    // a full-page trip: the API → Microsoft's authorize endpoint → the API's callback → Settings
    await Promise.all([
      page.waitForNavigation({ waitUntil: 'domcontentloaded' }),
      connect!.evaluate((a) => (a as HTMLAnchorElement).click()),
    ])
    await page.waitForFunction(() => window.location.pathname === '/settings')
    expect(new URL(page.url()).searchParams.get('calendarConnected')).toBe('microsoft')
    await waitForText(page, '#calendar [data-connected="calendar"]', 'Microsoft 365 calendar')
    await waitForText(page, '#calendar [data-connected="calendar"]', graph.user.mail)
    const me = await api<{ data: { id: string } }>(page, 'GET', '/users/me')
    const state = await api<{ data: { active: boolean; provider: string } }>(
      page,
      'GET',
      `/settings/integrate-calendar/${me.body.data.id}/active`,
    )
    expect(state.body.data).toMatchObject({ active: true, provider: 'microsoft' })

    const off = await page.waitForSelector(
      'xpath/.//section[@id="calendar"]//button[normalize-space()="Disconnect calendar"]',
    )
    // a DOM click: the "connected" toast may sit over the button
    await off!.evaluate((b) => (b as HTMLButtonElement).click())
    await page.waitForSelector('#calendar a[href$="/settings/integrate-calendar/microsoft/start"]')
    expect(
      (await api<{ data: { active: boolean } }>(page, 'GET', `/settings/integrate-calendar/${me.body.data.id}/active`))
        .body.data.active,
    ).toBe(false)
    expect(tab.errors).toEqual([])
  })
})
