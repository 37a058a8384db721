/**
 * The header's global search by role (provider staff: candidates, jobs, clients, organizations;
 * a client: their jobs and the candidates submitted to them; candidates have none), and layout
 * polish: the company home's job cards at 1366 and 375 px, an administrator's header (one row at
 * 1366 px, its Admin menu by keyboard and at 375 px).
 */
import type { Page } from 'puppeteer-core'
import { describe, expect, test } from 'vitest'
import {
  api,
  closeTab,
  goto,
  horizontalOverflow,
  seriousA11yViolations,
  signInAs,
  useApp,
  waitForFocus,
  waitForText,
} from './app'
import { MOBILE, waitForUrl } from './browser'

async function openSearch(page: Page) {
  const button = await page.waitForSelector('.shell-search')
  await button!.focus()
  await page.keyboard.press('Enter')
  return page.waitForSelector('[role="dialog"] input[name="searchText"]')
}

/** Elements whose boxes overlap each other (labels running into one another). */
const overlaps = (page: Page, selector: string) =>
  page.$$eval(selector, (els) => {
    const boxes = els.map((e) => e.getBoundingClientRect())
    let n = 0
    for (let i = 0; i < boxes.length; i++)
      for (let j = i + 1; j < boxes.length; j++) {
        const a = boxes[i]!
        const b = boxes[j]!
        if (a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1) n++
      }
    return n
  })

describe('header search and layout polish (real API)', () => {
  const app = useApp()

  test('a recruiter finds a candidate and a job, and opens the candidate', async () => {
    const tab = await signInAs(app.session, 'recruiter', '/candidate/list')
    const { page } = tab
    const { body } = await api<{ data: { name: string }[] }>(page, 'POST', '/jobs/list?limit=1', {})
    const jobName = body.data[0]!.name
    const input = await openSearch(page)
    await input!.type(jobName.split(' ')[0]!)
    await page.waitForSelector('[role="dialog"] .global-search-group[data-entity="job"] a')
    expect(await seriousA11yViolations(page)).toEqual([])
    // the same answer as the API's for this role: all four entities searched
    const answer = await api<{ data: Record<string, unknown> }>(
      page,
      'GET',
      `/search?searchText=${encodeURIComponent(jobName.split(' ')[0]!)}&limit=5`,
    )
    expect(Object.keys(answer.body.data).sort()).toEqual(['candidate', 'client', 'job', 'organization'])
    const href = await page.$eval('[role="dialog"] .global-search-group[data-entity="job"] a', (a) =>
      a.getAttribute('href'),
    )
    expect(href).toMatch(/^\/job\/[0-9a-f-]{36}\/candidates$/)
    await page.click('[role="dialog"] .global-search-group[data-entity="job"] a')
    await page.waitForSelector('[role="dialog"]', { hidden: true })
    await page.waitForFunction((h: string) => location.pathname === h, {}, href!)
    // the job opened is first under "Recently opened" while the box is empty (users/recent-clicks)
    const jobId = href!.split('/')[2]
    for (let i = 0; i < 40; i++) {
      const r = await api<{ data: { entityId: string }[] }>(page, 'GET', '/users/recent-clicks')
      if (r.body.data[0]?.entityId === jobId) break
      await new Promise((done) => setTimeout(done, 250))
    }
    await openSearch(page)
    const recent = '[role="dialog"] .global-search-group[data-entity="recent"] li:first-child a'
    await page.waitForSelector(recent)
    expect(await page.$eval(recent, (a) => a.getAttribute('href'))).toBe(href)
    expect(await seriousA11yViolations(page)).toEqual([])
    await page.keyboard.press('Escape')
    await closeTab(tab)
  }, 120_000)

  test('a client searches only their jobs and submitted candidates; a candidate has no search', async () => {
    const tab = await signInAs(app.session, 'client', '/company-home')
    const { page } = tab
    const name = await (await page.waitForSelector('.submitted-name'))!.evaluate((e) => e.textContent ?? '')
    const input = await openSearch(page)
    await input!.type(name.split(' ')[0]!)
    await waitForText(page, '[role="dialog"] .global-search-group[data-entity="candidate"]', name.split(' ')[0]!)
    const groups = await page.$$eval('[role="dialog"] .global-search-group', (gs) =>
      gs.map((g) => g.getAttribute('data-entity')),
    )
    expect(groups.every((g) => g === 'candidate' || g === 'job')).toBe(true)
    await page.keyboard.press('Escape')
    await closeTab(tab)

    const candidate = await signInAs(app.session, 'candidate', '/candidate-home')
    await candidate.page.waitForSelector('#shell-nav a')
    expect(await candidate.page.$('.shell-search')).toBeNull()
    await closeTab(candidate)
  }, 120_000)

  test('company home job cards: no bullets, counters apart at 1366 and 375 px', async () => {
    const tab = await signInAs(app.session, 'client', '/company-home')
    const { page } = tab
    for (const viewport of [{ width: 1366, height: 768 }, MOBILE]) {
      await page.setViewport(viewport)
      await goto(app.session, page, '/company-home')
      await page.waitForSelector('.company-job-counts')
      expect(await page.$eval('.company-jobs', (ul) => getComputedStyle(ul).listStyleType)).toBe('none')
      expect(await overlaps(page, '.company-job:first-child .company-job-counts dt')).toBe(0)
      expect(await horizontalOverflow(page)).toBe(0)
    }
    await closeTab(tab)
  }, 120_000)

  test("an administrator's header at 1366 px: one row, every link whole; the Admin menu by keyboard", async () => {
    const tab = await signInAs(app.session, 'admin', '/admin/users')
    const { page } = tab
    await page.setViewport({ width: 1366, height: 768 })
    await goto(app.session, page, '/admin/users')
    await page.waitForSelector('#shell-nav .nav-group-toggle')
    // one row: the first and last items of the menu bar share a line, and the user's buttons sit on it
    const rows = await page.evaluate(() => {
      const items = [...document.querySelectorAll<HTMLElement>('#shell-nav > ul > li')]
      const signOut = document.querySelector<HTMLElement>('.shell-user > :last-child')!.getBoundingClientRect()
      const first = items[0]!.getBoundingClientRect()
      return {
        firstTop: items[0]!.offsetTop,
        lastTop: items.at(-1)!.offsetTop,
        count: items.length,
        signOutOnRow: signOut.top < first.bottom && first.top < signOut.bottom,
        long: document.querySelector('.shell-header')!.classList.contains('has-long-nav'),
      }
    })
    expect(rows).toEqual({ firstTop: rows.firstTop, lastTop: rows.firstTop, count: 5, signOutOnRow: true, long: false })
    const clipped = await page.$$eval(
      '#shell-nav > ul > li > a, .nav-group-toggle, .shell-user .btn, .shell-user-name',
      (els) => els.filter((e) => e.scrollWidth > e.clientWidth + 1 && !e.classList.contains('shell-user-name')).length,
    )
    expect(clipped).toBe(0)
    expect(await overlaps(page, '#shell-nav > ul > li, .shell-user > *')).toBe(0)
    const rightmost = await page.$$eval('#shell-nav > ul > li, .shell-user > *', (els) =>
      Math.max(...els.map((e) => e.getBoundingClientRect().right)),
    )
    expect(rightmost).toBeLessThanOrEqual(1366)
    expect(await horizontalOverflow(page)).toBe(0)

    // the menu: marked current on one of its screens; Enter opens it, Tab reaches its links,
    // Escape closes it and gives the focus back to its button
    const toggle = '#shell-nav .nav-group-toggle'
    expect(await page.$eval(toggle, (b) => [b.textContent, b.classList.contains('is-current')])).toEqual([
      'Admin',
      true,
    ])
    const panelShown = () =>
      page.$eval(toggle, (b) => {
        const panel = document.getElementById(b.getAttribute('aria-controls')!)!
        return b.getAttribute('aria-expanded') === 'true' && !panel.hidden && panel.getBoundingClientRect().height > 0
      })
    await page.$eval(toggle, (b) => (b as HTMLElement).focus())
    await waitForFocus(page, toggle)
    await page.keyboard.press('Enter')
    await page.waitForFunction(
      (sel: string) => document.querySelector(sel)?.getAttribute('aria-expanded') === 'true',
      {},
      toggle,
    )
    expect(await panelShown()).toBe(true)
    expect(await page.$$eval('.nav-group-panel .nav-group-heading', (hs) => hs.map((h) => h.textContent))).toEqual([
      'Administration',
      'Registers',
    ])
    await page.keyboard.press('Tab')
    await waitForFocus(page, '.nav-group-panel a[href="/admin/lists"]')
    await page.keyboard.press('Escape')
    await waitForFocus(page, toggle)
    expect(await panelShown()).toBe(false)
    // open again and follow a register: the page opens and the menu closes
    await page.keyboard.press('Enter')
    await page.waitForFunction(
      (sel: string) => document.querySelector(sel)?.getAttribute('aria-expanded') === 'true',
      {},
      toggle,
    )
    await page.$eval('.nav-group-panel a[href="/admin/location-mappings"]', (a) => (a as HTMLElement).click())
    await waitForUrl(page, (p) => p === '/admin/location-mappings')
    await page.waitForFunction(
      (sel: string) => document.querySelector(sel)?.getAttribute('aria-expanded') === 'false',
      {},
      toggle,
    )
    expect(await seriousA11yViolations(page)).toEqual([])

    // 375 px: the small-screen menu holds the Admin menu, which opens in place
    await page.setViewport(MOBILE)
    await goto(app.session, page, '/admin/users')
    await page.waitForSelector('.menu-toggle')
    await page.$eval('.menu-toggle', (b) => (b as HTMLElement).click())
    await page.waitForSelector('#shell-nav.is-open')
    await page.$eval(toggle, (b) => (b as HTMLElement).click())
    await page.waitForFunction(
      (sel: string) => document.querySelector(sel)?.getAttribute('aria-expanded') === 'true',
      {},
      toggle,
    )
    const link = await page.$eval('.nav-group-panel a[href="/admin/linkedin-projects"]', (a) => {
      const r = a.getBoundingClientRect()
      return { width: r.width > 0, inside: r.left >= 0 && r.right <= 375 }
    })
    expect(link).toEqual({ width: true, inside: true })
    // nothing in the open menu is wider than the phone (the user's buttons wrap)
    expect(await horizontalOverflow(page)).toBe(0)
    expect(await seriousA11yViolations(page)).toEqual([])
    expect(tab.errors).toEqual([])
    await closeTab(tab)
  }, 120_000)
})
