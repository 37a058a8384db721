/**
 * The integration landing (/integrate) in Chromium against the real API (own server, own data):
 * the demo client recruiter finds it in the navigation, sees field errors for a bad URL, adds a
 * webhook, sees its signing secret once, finds it in the Webhook List after a reload (without
 * the secret), and deletes it after the confirmation. axe-core and 375 px.
 */
import type { Page } from 'puppeteer-core'
import { describe, expect, test } from 'vitest'
import {
  api,
  clickButton,
  dialog,
  fieldErrors,
  fill,
  goto,
  horizontalOverflow,
  seriousA11yViolations,
  signInAs,
  tableRows,
  type UserTab,
  useApp,
  waitForNoDialog,
  waitForText,
} from './app'
import { DESKTOP, MOBILE, waitForTitle } from './browser'

const PATH = '/integrate'
const TABLE = '.webhook-list'
/** A public address literal: nothing is resolved, and nothing is delivered during the test. */
const URL = `https://93.184.215.14/quota-e2e-${Date.now().toString(36)}`

async function axe(page: Page) {
  await page
    .waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'), { timeout: 5_000 })
    .catch(() => {})
  return seriousA11yViolations(page)
}

describe('the /integrate page (real API)', () => {
  let client: UserTab
  const app = useApp(async ({ session }) => {
    client = await signInAs(session, 'client', '/company-home')
    // nothing from earlier runs
    const existing = await api<{ data: { id: string }[] }>(client.page, 'GET', '/webhooks')
    for (const w of existing.body.data) await api(client.page, 'DELETE', `/webhooks/${w.id}`)
  })

  test('the client recruiter adds a webhook, sees the secret once, finds it after a reload, deletes it', async () => {
    const page = client.page
    await goto(app.session, page, PATH)
    await waitForTitle(page, 'Integrations | Quota')
    await waitForText(page, '.empty-state', 'No webhooks yet.')
    const hrefs = await page.$$eval('#shell-nav a', (links) => links.map((a) => a.getAttribute('href')))
    expect(hrefs).toContain(PATH)
    expect(await axe(page)).toEqual([])

    // field errors: nothing chosen, then an address that is not allowed (the API's rule)
    await clickButton(page, 'Add webhook')
    expect(await fieldErrors(page, 'form.add-webhook')).toEqual({
      event: 'Choose an event.',
      url: 'Enter the URL.',
    })
    await page.select('select[name="event"]', 'job.created')
    await fill(page, 'input[name="url"]', 'https://127.0.0.1/hook')
    await clickButton(page, 'Add webhook')
    await page.waitForFunction(
      () => document.querySelector('input[name="url"]')?.getAttribute('aria-invalid') === 'true',
    )
    expect(Object.keys(await fieldErrors(page, 'form.add-webhook'))).toEqual(['url'])

    await fill(page, 'input[name="url"]', URL)
    await clickButton(page, 'Add webhook')
    await waitForText(page, '.secret-card', 'Copy it now')
    const secret = await page.$eval('.webhook-secret', (el) => el.textContent?.trim() ?? '')
    expect(secret).toMatch(/^whsec_/)
    await waitForText(page, TABLE, URL)
    expect(await axe(page)).toEqual([])

    await page.setViewport(MOBILE)
    try {
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0)
    } finally {
      await page.setViewport(DESKTOP)
    }

    // after a reload: in the table, and the secret is not shown again
    await page.reload({ waitUntil: 'domcontentloaded' })
    await waitForText(page, TABLE, URL)
    const rows = await tableRows(page, TABLE, 'data-webhook-id')
    expect(rows).toHaveLength(1)
    expect(rows[0]!.cells.slice(0, 2)).toEqual(['job.created', URL])
    expect(await page.$('.secret-card')).toBeNull()
    expect(await page.evaluate((s) => document.body.textContent?.includes(s), secret)).toBe(false)

    // delete, confirmed
    await clickButton(page, 'Delete')
    const d = await dialog(page)
    expect(await d.evaluate((el) => el.textContent)).toContain(URL)
    const confirm = await d.$('xpath/.//button[normalize-space()="Delete"]')
    await confirm!.click()
    await waitForNoDialog(page)
    await waitForText(page, '.empty-state', 'No webhooks yet.')
    // the action ends with a success message
    await waitForText(page, '.toast', 'Webhook deleted.')
    expect((await api<{ data: unknown[] }>(page, 'GET', '/webhooks')).body.data).toEqual([])
    expect(client.errors).toEqual([])
  })
})
