/**
 * The integration landing (/integrate) in Chromium against the real API (own server, own data):
 * the demo client recruiter finds it in the navigation, sees field errors for a bad URL, adds a
 * webhook, sees its signing secret once, finds it in the Webhook List after a reload (without
 * the secret), and deletes it after the confirmation; makes a widget key for its career site and
 * copies the snippets (the key works from that site only), then revokes it. axe-core and 375 px.
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

  test('the client recruiter makes a widget key for its career site, copies the snippets, revokes it', async () => {
    const page = client.page
    const site = 'https://careers.acme.example'
    const current = (key: string, origin: string) =>
      fetch(`${app.server.url}/api/access-keys/current`, { headers: { 'x-access-key': key, origin } })
    await goto(app.session, page, PATH)
    await page.waitForSelector('form.new-widget-key')

    // what is missing is said per field (the apply form is ticked to begin with)
    await clickButton(page, 'Create key')
    expect(await fieldErrors(page, 'form.new-widget-key')).toEqual({
      name: 'Name the key (e.g. the site it is for).',
      allowedOrigins: 'Add at least one site where the widget runs.',
    })
    await fill(page, 'form.new-widget-key input[name="name"]', 'Careers site')
    await page.click('xpath/.//form[contains(@class,"new-widget-key")]//label[normalize-space()="Hire form"]')
    await fill(page, 'form.new-widget-key textarea[name="allowedOrigins"]', `${site}/`)
    await clickButton(page, 'Create key')

    // the key once, inside one snippet per widget it may show
    await waitForText(page, '.widget-snippets', 'Copy each snippet now')
    const snippets = await page.$$eval('.widget-snippets [data-widget]', (els) =>
      els.map((el) => [el.getAttribute('data-widget'), el.querySelector('pre')?.textContent ?? '']),
    )
    expect(snippets.map(([w]) => w)).toEqual(['apply', 'hire'])
    const key = /data-quota-key="(qk_[^"]+)"/.exec(snippets[0]![1]!)![1]!
    expect(snippets[0]![1]).toBe(
      `<script async src="${app.server.url}/widgets/loader.js" data-quota-key="${key}"></script>\n<quota-apply-form></quota-apply-form>`,
    )
    expect(snippets[1]![1]).toContain('<quota-hire-form></quota-hire-form>')
    // it works from the site, and only there
    expect((await current(key, site)).status).toBe(200)
    expect((await current(key, 'https://elsewhere.example')).status).toBe(403)
    expect(await axe(page)).toEqual([])
    await app.session.screenshot(page, 'integrate-widget-key')

    // afterwards: listed by its prefix, never in full
    await clickButton(page, 'Done')
    const rows = await tableRows(page, '.widget-keys', 'data-key-id')
    expect(rows).toHaveLength(1)
    expect(rows[0]!.cells.slice(0, 3)).toEqual([`${key.slice(0, 11)}…`, 'Apply form, Hire form', site])
    await page.reload({ waitUntil: 'domcontentloaded' })
    await waitForText(page, '.widget-keys', 'Careers site')
    expect(await page.evaluate((k) => document.body.textContent?.includes(k), key)).toBe(false)

    // revoked after the confirmation: the widgets stop at once
    await clickButton(page, 'Revoke Careers site')
    const d = await dialog(page)
    await (await d.$('xpath/.//button[normalize-space()="Revoke"]'))!.click()
    await waitForNoDialog(page)
    await waitForText(page, '.toast', 'Careers site is revoked.')
    await waitForText(page, '.widgets-section .empty-state', 'No widget keys yet.')
    expect((await current(key, site)).status).toBe(401)
    expect(client.errors).toEqual([])
  })
})
