/**
 * The Chrome extension screen (/admin/chrome-extension) in Chromium against the real API (own
 * server, own data): recruiters' extensions report what they read (posted over HTTP, as the
 * extension does), the administrator sees the reads per recruiter in a table and by kind in a
 * chart, new rows marked until seen, picks another period, clears one recruiter's statistics
 * and then everyone's after the danger confirmation. A recruiter cannot reach the screen.
 * axe-core and 375 px.
 */
import type { Page } from 'puppeteer-core'
import { describe, expect, test } from 'vitest'
import {
  api,
  dialog,
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
import { MOBILE, waitForTitle, waitForUrl } from './browser'

const PATH = '/admin/chrome-extension'
const TABLE = '.scraping-stats'

interface Stats {
  user: { id: string; name: string; email: string }
  byKind: Record<string, number>
  total: number
}

/** The button whose aria-label or text is exactly `label` (the last one: dialogs come last), pressed with the keyboard. */
async function press(page: Page, label: string) {
  const quoted = JSON.stringify(label)
  const selector = `xpath/.//button[(@aria-label=${quoted} or (not(@aria-label) and normalize-space()=${quoted})) and not(@disabled)]`
  await page.waitForSelector(selector)
  const all = await page.$$(selector)
  await all[all.length - 1]!.focus()
  await page.keyboard.press('Enter')
}

async function axe(page: Page) {
  await page
    .waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'), { timeout: 5_000 })
    .catch(() => {})
  return seriousA11yViolations(page)
}

describe('the Chrome extension screen (real API)', () => {
  let admin: UserTab
  let recruiter: UserTab
  let fractional: UserTab
  const app = useApp(async ({ session }) => {
    admin = await signInAs(session, 'admin', '/admin/lists')
    recruiter = await signInAs(session, 'recruiter', '/candidate/list')
    fractional = await signInAs(session, 'fractional', '/candidate/list')
    // nothing from earlier runs or the demo data
    expect((await api(admin.page, 'POST', '/data-extraction/clear-scraping-stats', {})).status).toBe(200)
  })

  /** Opens the screen and waits until it has recorded the administrator's visit. */
  async function open(page: Page, ready: string) {
    const viewed = page.waitForResponse((r) => r.url().endsWith('/api/users') && r.request().method() === 'PATCH')
    await goto(app.session, page, PATH)
    await page.waitForSelector(ready)
    expect((await viewed).status()).toBe(200)
  }

  const stats = async () =>
    (await api<{ data: Stats[] }>(admin.page, 'GET', '/data-extraction/scraping-stats')).body.data

  test('with no reads yet: the empty state, offered in the navigation', async () => {
    const page = admin.page
    await open(page, '.empty-state')
    await waitForTitle(page, 'Chrome extension | Quota')
    await waitForText(page, '.empty-state', 'The Chrome extension read nothing in the last 2 days.')
    const hrefs = await page.$$eval('#shell-nav a', (links) => links.map((a) => a.getAttribute('href')))
    expect(hrefs).toContain(PATH)
    expect(
      await page.$eval(
        'xpath/.//button[normalize-space()="Clear all statistics"]',
        (b) => (b as HTMLButtonElement).disabled,
      ),
    ).toBe(true)
  })

  test('the reads the extensions report, per recruiter and by kind, new until seen', async () => {
    for (const [tab, kind, count] of [
      [recruiter, 'profile', 3],
      [recruiter, 'searchPage', 2],
      [fractional, 'company', 1],
    ] as const) {
      const { status } = await api(tab.page, 'POST', '/data-extraction/scraping-stats', { kind, count })
      expect(status).toBe(200)
    }
    const [first, second] = await stats()
    const page = admin.page
    await open(page, `${TABLE} tbody tr`)
    expect(await tableRows(page, TABLE, 'data-user-id')).toEqual([
      {
        id: first!.user.id,
        cells: ['3', '2', '0', '0', '0', '0', '0', '5', expect.any(String), expect.stringContaining('Clear')],
      },
      {
        id: second!.user.id,
        cells: ['0', '0', '1', '0', '0', '0', '0', '1', expect.any(String), expect.stringContaining('Clear')],
      },
    ])
    expect(await page.$eval(`${TABLE} tbody tr th`, (th) => th.textContent)).toContain(first!.user.email)
    // read since the administrator last looked
    expect(await page.$$eval(`${TABLE} tbody tr .badge`, (els) => els.map((e) => e.textContent))).toEqual([
      'New',
      'New',
    ])
    // the chart: one slice per kind read, its legend the text alternative
    expect(await page.$$eval('.donut-slice', (els) => els.map((e) => e.getAttribute('data-slice')))).toEqual([
      'profile',
      'searchPage',
      'company',
    ])
    expect(
      await page.$$eval('.donut-legend tbody tr', (trs) =>
        trs.map((tr) => [...tr.children].map((c) => c.textContent?.trim()).join(' | ')),
      ),
    ).toEqual(['Profiles | 3 | 50%', 'Search pages | 2 | 33.3%', 'Companies | 1 | 16.7%'])
    expect(await page.$eval('.donut-total', (t) => t.textContent)).toBe('6')
    expect(await axe(page)).toEqual([])

    // seen: the next visit marks nothing new
    await open(page, `${TABLE} tbody tr`)
    expect(await page.$$(`${TABLE} tbody tr .badge`)).toHaveLength(0)
  })

  test('another period asks the API for that window', async () => {
    const page = admin.page
    await open(page, `${TABLE} tbody tr`)
    const asked = page.waitForResponse((r) => r.url().includes('/data-extraction/scraping-stats?days=30'))
    await page.select('select[name="days"]', '30')
    expect((await asked).status()).toBe(200)
    await page.waitForFunction((t: string) => !document.querySelector(`${t}`)?.closest('[aria-busy="true"]'), {}, TABLE)
    expect((await tableRows(page, TABLE, 'data-user-id')).map((r) => r.cells[7])).toEqual(['5', '1'])
  })

  test('clearing one recruiter, then everyone, after the danger confirmation', async () => {
    const page = admin.page
    const [first, second] = await stats()
    await open(page, `${TABLE} tbody tr`)
    const label = `Clear ${first!.user.name || first!.user.email}'s statistics`

    // cancelled: nothing changes
    await press(page, label)
    const asked = await dialog(page)
    expect(await asked.evaluate((d) => d.textContent)).toContain('This cannot be undone.')
    expect(await asked.$('.btn-danger')).not.toBeNull()
    await press(page, 'Cancel')
    await waitForNoDialog(page)
    expect(await stats()).toHaveLength(2)

    await press(page, label)
    await dialog(page)
    await press(page, 'Clear')
    await waitForNoDialog(page)
    await waitForText(page, '.toast', 'Cleared 5 reads.')
    await page.waitForFunction((t: string) => document.querySelectorAll(`${t} tbody tr`).length === 1, {}, TABLE)
    expect((await tableRows(page, TABLE, 'data-user-id')).map((r) => r.id)).toEqual([second!.user.id])
    expect((await stats()).map((s) => s.user.id)).toEqual([second!.user.id])

    await press(page, 'Clear all statistics')
    expect(await (await dialog(page)).evaluate((d) => d.textContent)).toContain('for every user')
    await press(page, 'Clear')
    await waitForNoDialog(page)
    await waitForText(page, '.empty-state', 'The Chrome extension read nothing')
    expect(await stats()).toEqual([])
  })

  test('fits 375 px', async () => {
    await api(recruiter.page, 'POST', '/data-extraction/scraping-stats', { kind: 'project', count: 4 })
    const page = admin.page
    await page.setViewport(MOBILE)
    try {
      await open(page, `${TABLE} tbody tr`)
      expect(await horizontalOverflow(page)).toBe(0)
      expect(await axe(page)).toEqual([])
      await app.session.screenshot(page, 'admin-chrome-extension-375')
    } finally {
      await page.setViewport({ width: 1280, height: 800 })
    }
  })

  test('a recruiter cannot reach the screen nor its statistics', async () => {
    const page = recruiter.page
    await goto(app.session, page, PATH)
    expect(await waitForUrl(page, (p) => p === '/candidate/list')).toBe('/candidate/list')
    const hrefs = await page.$$eval('#shell-nav a', (links) => links.map((a) => a.getAttribute('href')))
    expect(hrefs).not.toContain(PATH)
    expect((await api(page, 'GET', '/data-extraction/scraping-stats')).status).toBe(403)
    expect((await api(page, 'POST', '/data-extraction/clear-scraping-stats', {})).status).toBe(403)
  })
})
