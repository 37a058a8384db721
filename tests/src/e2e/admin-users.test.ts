/**
 * Users administration in Chromium against the real API (own server, own data): the list with
 * search and filters, creating and inviting a user (with the form's messages), deactivating a
 * user (who can then no longer sign in) and reactivating; axe-core and 375 px.
 */
import type { Page } from 'puppeteer-core'
import { describe, expect, test } from 'vitest'
import { DEMO, DEMO_PASSWORD } from './api-server'
import {
  api,
  clickNavLink,
  dialog,
  fieldErrors,
  fill,
  goto,
  horizontalOverflow,
  seriousA11yViolations,
  signInAs,
  type UserTab,
  useApp,
  waitForNoDialog,
  waitForText,
} from './app'
import { MOBILE, waitForUrl } from './browser'

async function waitForUsers(page: Page) {
  await page.waitForFunction(
    () => /^\d+ users?$/.test(document.querySelector('.list-count')?.textContent?.trim() ?? ''),
    {
      timeout: 15_000,
    },
  )
}

async function search(page: Page, text: string) {
  await fill(page, 'input[name="searchText"]', text)
  await page.keyboard.press('Enter')
  await page.waitForFunction(
    (t: string) => {
      const rows = [...document.querySelectorAll('tbody tr')]
      return rows.length > 0 && rows.every((r) => r.textContent?.toLowerCase().includes(t.toLowerCase()))
    },
    {},
    text,
  )
}

describe('users administration (real API)', () => {
  let admin: UserTab

  const app = useApp(async ({ session }) => {
    admin = await signInAs(session, 'admin', '/')
  })

  test('the users list searches and filters', async () => {
    const page = admin.page
    expect(await waitForUrl(page, (p) => p === '/admin/lists')).toBe('/admin/lists')
    await clickNavLink(page, '/admin/users')
    await waitForUsers(page)
    const { body } = await api<{ meta: { total: number } }>(page, 'GET', '/users?limit=1')
    expect(await page.$eval('.list-count', (e) => e.textContent)).toBe(`${body.meta.total} users`)
    expect(await page.$$eval('tbody tr', (r) => r.length)).toBe(Math.min(25, body.meta.total))
    await search(page, DEMO.recruiter)
    await page.select('select[name="userType"]', 'client')
    await page.waitForFunction(() => document.querySelector('.empty-state') !== null)
    await fill(page, 'input[name="searchText"]', '')
    await page.keyboard.press('Enter')
    await page.waitForFunction(() => {
      const rows = [...document.querySelectorAll('tbody tr td:nth-child(3)')]
      return rows.length > 0 && rows.every((c) => c.textContent === 'Client')
    })
    await page.select('select[name="userType"]', '')
    await waitForUsers(page)
    await app.session.screenshot(page, 'admin-users')
  })

  test('creating a user checks the form, invites the user and refuses a taken e-mail', async () => {
    const page = admin.page
    await goto(app.session, page, '/admin/users')
    await waitForUsers(page)
    await page.click('xpath/.//button[normalize-space()="Create user"]')
    await dialog(page)
    await page.click('[role="dialog"] button[type="submit"]')
    expect(await fieldErrors(page)).toEqual({
      firstName: 'This field is required.',
      lastName: 'This field is required.',
      email: 'This field is required.',
      roleKeys: 'Please select at least one role.',
    })
    expect(await seriousA11yViolations(page)).toEqual([])
    // A client needs its company; names refuse the forbidden characters; e-mails are checked.
    await page.select('[role="dialog"] select[name="userType"]', 'client')
    await page.type('[role="dialog"] input[name="firstName"]', 'Dana<')
    await page.type('[role="dialog"] input[name="email"]', 'dana@')
    await page.click('[role="dialog"] button[type="submit"]')
    const errors = await fieldErrors(page)
    expect(errors.firstName).toBe('Name must not contain any of these characters: < > : / ! $ @ ( ) ;')
    expect(errors.email).toBe('Please enter a valid email address.')
    expect(errors.organizationId).toBe('Please choose the client company.')
    // Now a valid provider recruiter, invited.
    await page.select('[role="dialog"] select[name="userType"]', 'staff')
    await fill(page, '[role="dialog"] input[name="firstName"]', 'Dana')
    await fill(page, '[role="dialog"] input[name="lastName"]', 'Scully')
    await fill(page, '[role="dialog"] input[name="email"]', 'dana.scully@example.com')
    await page.click('[role="dialog"] input[name="roleKeys"][value="internal-recruiter"]')
    expect(await page.$eval('[role="dialog"] input[name="sendInvite"]', (i) => (i as HTMLInputElement).checked)).toBe(
      true,
    )
    await page.click('[role="dialog"] button[type="submit"]')
    await waitForNoDialog(page)
    await waitForText(page, '.toast', 'Dana Scully was created and invited.')
    await waitForText(page, 'tbody tr:first-child', 'dana.scully@example.com')
    expect(await page.$eval('tbody tr:first-child', (r) => r.textContent)).toContain('Internal Recruiter')
    // The invitation is in the (development) mailbox.
    const { body } = await api<{ data: { subject: string }[] }>(
      page,
      'GET',
      '/dev/mailbox?to=dana.scully%40example.com',
    )
    expect(body.data.length).toBeGreaterThan(0)
    // The same e-mail again (with the keyboard: the success toast may sit over the button).
    await page.focus('xpath/.//button[normalize-space()="Create user"]')
    await page.keyboard.press('Enter')
    await dialog(page)
    await page.type('[role="dialog"] input[name="firstName"]', 'Other')
    await page.type('[role="dialog"] input[name="lastName"]', 'Person')
    await page.type('[role="dialog"] input[name="email"]', DEMO.recruiter)
    await page.click('[role="dialog"] input[name="roleKeys"][value="internal-recruiter"]')
    await page.click('[role="dialog"] button[type="submit"]')
    await waitForText(page, '[role="dialog"] .field-error', 'User with this email address already exists.')
    await page.keyboard.press('Escape')
    await waitForNoDialog(page)
  })

  test('a deactivated user cannot sign in until reactivated', async () => {
    const page = admin.page
    await goto(app.session, page, '/admin/users')
    await waitForUsers(page)
    await search(page, DEMO.fractional)
    await page.click('tbody tr:first-child button[aria-label^="Deactivate"]')
    await dialog(page)
    await page.click('xpath/.//div[@role="dialog"]//button[normalize-space()="Deactivate"]')
    await waitForNoDialog(page)
    await waitForText(page, 'tbody tr:first-child .badge', 'Inactive')

    const context = await app.session.browser.createBrowserContext()
    const login = await context.newPage()
    try {
      await goto(app.session, login, '/auth/login')
      await login.waitForSelector('input[name="email"]')
      await login.type('input[name="email"]', DEMO.fractional)
      await login.type('input[name="password"]', DEMO_PASSWORD)
      await login.click('form[aria-label="Sign in"] button[type="submit"]')
      await waitForText(login, '.alert', 'User is inactive please contact administrator.')
    } finally {
      await context.close()
    }

    await page.click('tbody tr:first-child button[aria-label^="Reactivate"]')
    await waitForText(page, 'tbody tr:first-child .badge', 'Active')
    await waitForText(page, '.toast', 'was reactivated.')
  })

  test('the users page passes axe and fits 375 px', async () => {
    const page = admin.page
    await goto(app.session, page, '/admin/users')
    await waitForUsers(page)
    expect(await seriousA11yViolations(page)).toEqual([])
    await page.setViewport(MOBILE)
    await goto(app.session, page, '/admin/users')
    await waitForUsers(page)
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0)
    await app.session.screenshot(page, 'admin-users-375')
    await page.setViewport({ width: 1280, height: 800 })
  })
})
