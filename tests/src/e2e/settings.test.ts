/**
 * Settings in Chromium against the real API, for every role: the profile saved with a success
 * message, a refused password change shown beside its field, the sign-in e-mail changed with the
 * code mailed to the new address, "Keep me signed in", notifications by role; axe-core and 375 px.
 */
import type { Page } from 'puppeteer-core'
import { describe, expect, test } from 'vitest'
import { DEMO, DEMO_PASSWORD, type DemoUser } from './api-server'
import {
  api,
  closeTab,
  fieldErrors,
  fill,
  goto,
  horizontalOverflow,
  seriousA11yViolations,
  signInAs,
  type UserTab,
  useApp,
  waitForText,
} from './app'
import { MOBILE } from './browser'

/** Submits a section's form with the keyboard (a toast over the button cannot take the click). */
async function submit(page: Page, section: string) {
  const button = await page.waitForSelector(`${section} button[type="submit"]`)
  await button!.focus()
  await page.keyboard.press('Enter')
}

/** axe-core once running animations (a toast fading in) are over. */
async function axe(page: Page) {
  await page
    .waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'), { timeout: 5_000 })
    .catch(() => {})
  return seriousA11yViolations(page)
}

const value = (page: Page, selector: string) => page.$eval(selector, (el) => (el as HTMLInputElement).value)

describe('settings (real API)', () => {
  let admin: UserTab
  const app = useApp(async ({ session }) => {
    admin = await signInAs(session, 'admin', '/settings')
  })

  test.each(['candidate', 'client', 'basic', 'recruiter', 'admin'] as DemoUser[])(
    '%s opens Settings with every section, no serious axe violation',
    async (who) => {
      const tab = who === 'admin' ? admin : await signInAs(app.session, who, '/settings')
      try {
        await goto(app.session, tab.page, '/settings')
        await tab.page.waitForSelector('#notifications h2')
        const titles = await tab.page.$$eval('.settings-section h2', (hs) => hs.map((h) => h.textContent))
        expect(titles).toEqual([
          'Profile',
          'Password',
          'Sign-in e-mail',
          'Keep me signed in',
          'Notifications',
          // who schedules or sits on interviews connects a calendar and meetings (issue 17)
          ...(who === 'candidate' ? [] : ['Calendar', 'Interview meetings']),
          // provider recruiters connect the browser extension from here (issue 15)
          ...(who === 'recruiter' ? ['Browser extension'] : []),
        ])
        expect(await value(tab.page, 'input[name="firstName"]')).not.toBe('')
        const switches = await tab.page.$$eval('#notifications input[type="checkbox"]', (els) =>
          els.map((e) => e.getAttribute('name')),
        )
        expect(switches).toEqual(
          who === 'recruiter' || who === 'admin'
            ? ['inboundApplications', 'featureAnnouncements']
            : ['featureAnnouncements'],
        )
        expect(await axe(tab.page)).toEqual([])
        expect(tab.errors).toEqual([])
      } finally {
        if (who !== 'admin') await closeTab(tab)
      }
    },
    120_000,
  )

  test('interview meetings: a personal link is checked, connected, used by the API and disconnected', async () => {
    const page = admin.page
    const options = page.waitForResponse((r) => r.url().endsWith('/settings/integrate-calendar/options'))
    await goto(app.session, page, '/settings')
    await page.waitForSelector('#meetings form')
    // this server has no Google OAuth client: Settings offers no Google Calendar
    expect(((await (await options).json()) as { data: { google: boolean } }).data.google).toBe(false)
    expect(await page.$('#calendar a[href$="/google/start"]')).toBeNull()
    expect(await page.$('#calendar a[href$="/microsoft/start"]')).toBeNull()
    // only https links: the server's rule, shown under the field
    await fill(page, '#meetings input[name="url"]', 'http://meet.example.com/casey')
    await submit(page, '#meetings')
    await waitForText(page, '#meetings .field-error', 'Invalid URL')
    await fill(page, '#meetings input[name="url"]', 'https://meet.example.com/casey')
    await submit(page, '#meetings')
    await waitForText(page, '#meetings [data-connected="meetings"]', 'your personal meeting link')
    const me = await api<{ data: { id: string } }>(page, 'GET', '/users/me')
    const state = await api<{ data: { active: boolean; provider: string; account: string } }>(
      page,
      'GET',
      `/settings/integrate-meeting/${me.body.data.id}/active`,
    )
    expect(state.body.data).toMatchObject({ active: true, provider: 'personalLink' })
    // the calendar is refused when the server cannot be reached: nothing is stored
    await fill(page, '#calendar input[name="calendarUrl"]', 'https://127.0.0.1:1/none/')
    await fill(page, '#calendar input[name="calendarUsername"]', 'casey')
    await fill(page, '#calendar input[name="calendarPassword"]', 'secret')
    await submit(page, '#calendar')
    await page.waitForSelector('#calendar .field-error')
    expect(await page.$('#calendar [data-connected="calendar"]')).toBeNull()
    const off = await page.waitForSelector(
      'xpath/.//section[@id="meetings"]//button[normalize-space()="Disconnect meetings"]',
    )
    // a DOM click: the "connected" toast may sit over the button
    await off!.evaluate((b) => (b as HTMLButtonElement).click())
    await page.waitForSelector('#meetings form')
    expect(
      (await api<{ data: { active: boolean } }>(page, 'GET', `/settings/integrate-meeting/${me.body.data.id}/active`))
        .body.data.active,
    ).toBe(false)
  })

  test('the profile saves with a success message and stays after a reload', async () => {
    const tab = await signInAs(app.session, 'client', '/settings')
    const { page } = tab
    await fill(page, 'input[name="firstName"]', 'Clara')
    await page.select('select[name="timezone"]', 'America/Chicago')
    expect(await page.$eval('select[name="timezone"] option:checked', (o) => o.textContent)).toMatch(
      /^\(UTC−0[56]:00\) Chicago, America — Central (Standard|Daylight) Time$/,
    )
    await submit(page, '#profile')
    await waitForText(page, '.toast', 'Your profile is saved.')
    await page.reload({ waitUntil: 'domcontentloaded' })
    await page.waitForSelector('input[name="firstName"]')
    expect(await value(page, 'input[name="firstName"]')).toBe('Clara')
    expect(await value(page, 'select[name="timezone"]')).toBe('America/Chicago')

    // a wrong current password is refused beside its field, nothing else changes
    await fill(page, 'input[name="currentPassword"]', 'not-the-password')
    await fill(page, 'input[name="newPassword"]', 'another-password-2')
    await fill(page, 'input[name="confirmPassword"]', 'another-password-2')
    await submit(page, '#password')
    await page.waitForSelector('#password [aria-invalid="true"]')
    expect(await fieldErrors(page, '#password')).toEqual({ currentPassword: 'Incorrect current password.' })

    // "Keep me signed in" for 7 days
    await page.select('select[name="rememberMeDays"]', '7')
    await submit(page, '#sign-in')
    await waitForText(page, '.toast', 'now lasts 7 days')
    expect((await api<{ data: { rememberMeDays: number } }>(page, 'GET', '/users/me')).body.data.rememberMeDays).toBe(7)

    // announcements off
    await page.click('#notifications input[name="featureAnnouncements"]')
    await submit(page, '#notifications')
    await waitForText(page, '.toast', 'Your notification settings are saved.')
    const me = await api<{ data: { notificationSettings: Record<string, boolean> } }>(page, 'GET', '/users/me')
    expect(me.body.data.notificationSettings).toEqual({ featureAnnouncements: false })
    expect(tab.errors).toEqual([])
    await closeTab(tab)
  }, 120_000)

  test('the sign-in e-mail changes with the code sent to the new address', async () => {
    const tab = await signInAs(app.session, 'client2', '/settings')
    const { page } = tab
    const next = 'client2.moved@demo.quota.test'
    await fill(page, 'input[name="newEmail"]', next)
    await fill(page, 'input[name="emailPassword"]', DEMO_PASSWORD)
    await submit(page, '#email')
    await waitForText(page, '#email [role="status"]', next)

    let code: string | undefined
    for (let i = 0; i < 80 && !code; i++) {
      const { body } = await api<{ data: { text: string }[] }>(
        admin.page,
        'GET',
        `/dev/mailbox?to=${encodeURIComponent(next)}&limit=5`,
      )
      code = body.data.map((m) => m.text.match(/\b(\d{6})\b/)?.[1]).find(Boolean)
      if (!code) await new Promise((r) => setTimeout(r, 250))
    }
    expect(code).toMatch(/^\d{6}$/)
    await fill(page, 'input[name="code"]', code!)
    await submit(page, '#email form:first-of-type')
    await waitForText(page, '[data-testid="sign-in-email"]', next)
    await waitForText(page, '.toast', `Your sign-in e-mail is now ${next}.`)
    // the old address is told
    const old = await api<{ data: { subject: string }[] }>(
      admin.page,
      'GET',
      `/dev/mailbox?to=${encodeURIComponent(DEMO.client2)}&limit=5`,
    )
    expect(old.body.data.some((m) => m.subject.includes('sign-in e-mail was changed'))).toBe(true)
    expect(tab.errors).toEqual([])
    await closeTab(tab)
  }, 120_000)

  test('375 px: no sideways scrolling, fields in one column', async () => {
    const tab = await signInAs(app.session, 'recruiter', '/settings')
    const { page } = tab
    await page.setViewport(MOBILE)
    await goto(app.session, page, '/settings')
    await page.waitForSelector('#notifications h2')
    expect(await horizontalOverflow(page)).toBe(0)
    const [first, last] = await Promise.all([
      page.$eval('input[name="firstName"]', (e) => e.getBoundingClientRect().top),
      page.$eval('input[name="lastName"]', (e) => e.getBoundingClientRect().top),
    ])
    expect(last).toBeGreaterThan(first)
    expect(await axe(page)).toEqual([])
    await closeTab(tab)
  }, 120_000)
})
