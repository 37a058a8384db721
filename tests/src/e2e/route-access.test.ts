/**
 * Every web route as every role (issue 20 item 6), in one browser against the real API: staff
 * admin, recruiter, client recruiter, basic client recruiter and candidate each open every
 * screen by URL (in-app navigation, no reloads) and land where the table below says: the screen
 * itself, or their home. An allowed screen must not make a call the API refuses (403), and the
 * menu offers each role its own screens. The API agrees: a basic client recruiter gets no
 * candidate list (with pay) and no jobs.
 */
import type { HTTPResponse, Page } from 'puppeteer-core'
import { describe, expect, test } from 'vitest'
import type { DemoUser } from './api-server'
import { api, closeTab, signInAs, useApp } from './app'
import { waitForUrl } from './browser'

type Role = 'admin' | 'recruiter' | 'client' | 'basic' | 'candidate'
const ROLES: Role[] = ['admin', 'recruiter', 'client', 'basic', 'candidate']
const HOME: Record<Role, string> = {
  admin: '/admin/lists',
  recruiter: '/candidate/list',
  client: '/company-home',
  basic: '/comp-engine',
  candidate: '/candidate-home',
}
/** Page titles by path pattern (":id" stands for any id). */
const TITLES: Record<string, string> = {
  '/candidate-home': 'Dashboard',
  '/candidate/list': 'Candidates',
  '/candidate/re-inbound': 'Re-inbound requests',
  '/candidate/profile': 'Candidate profile',
  '/candidate/calendar': 'Calendar',
  '/messages': 'Messages',
  '/interview-report': 'Interview report',
  '/candidate/availability': 'My availability',
  '/job': 'Jobs',
  '/job/:id/candidates': 'Job candidates',
  '/job/:id/details': 'Job details',
  '/client/list': 'Clients',
  '/client/:id/exec-report': 'Exec Report',
  '/company-home': 'Company home',
  '/exec-report': 'Exec Report',
  '/integrate': 'Integrations',
  '/comp-engine': 'Compensation engine',
  '/admin/lists': 'Lists',
  '/admin/users': 'Users',
  '/admin/features': 'Features',
  '/admin/configurations': 'Configurations',
  '/admin/chrome-extension': 'Chrome extension',
  '/admin/reports': 'Reports',
  '/admin/search': 'Search indexes',
  '/admin/email-whitelist': 'E-mail whitelist',
  '/admin/location-mappings': 'Location mappings',
  '/admin/compensation-mappings': 'Compensation-estimate mappings',
  '/admin/next-gen-filters': 'Next-gen filters',
  '/admin/linkedin-projects': 'LinkedIn projects',
  '/settings': 'Settings',
}

/**
 * Y: the screen opens; H: the user is sent home; R: a recruiter is sent to the candidate profile
 * (001 §2). Columns: admin, recruiter, client, basic, candidate.
 */
const Y = 'Y'
const H = 'H'
const R = 'R'
type Outcome = typeof Y | typeof H | typeof R
const MATRIX: [string, Outcome, Outcome, Outcome, Outcome, Outcome][] = [
  ['/candidate-home', H, H, H, H, Y],
  ['/candidate/list', Y, Y, H, H, H],
  ['/candidate/re-inbound', Y, Y, H, H, H],
  ['/candidate/profile', Y, Y, Y, H, Y],
  ['/candidate/calendar', H, R, H, H, Y],
  ['/messages', Y, Y, H, H, Y],
  ['/interview-report', Y, Y, Y, H, H],
  ['/candidate/availability', H, R, H, H, Y],
  ['/job', Y, Y, Y, H, H],
  ['/job/:id/candidates', Y, Y, Y, H, H],
  ['/job/:id/details', Y, Y, Y, H, H],
  ['/client/list', Y, Y, H, H, H],
  ['/client/:id/exec-report', Y, Y, H, H, H],
  ['/company-home', H, H, Y, H, H],
  ['/exec-report', H, H, Y, H, H],
  ['/integrate', Y, Y, Y, H, H],
  ['/comp-engine', Y, Y, Y, Y, H],
  ['/admin/lists', Y, H, H, H, H],
  ['/admin/users', Y, H, H, H, H],
  ['/admin/features', Y, H, H, H, H],
  ['/admin/configurations', Y, H, H, H, H],
  ['/admin/chrome-extension', Y, H, H, H, H],
  ['/admin/reports', Y, H, H, H, H],
  ['/admin/search', Y, H, H, H, H],
  ['/admin/email-whitelist', Y, H, H, H, H],
  ['/admin/location-mappings', Y, H, H, H, H],
  ['/admin/compensation-mappings', Y, H, H, H, H],
  ['/admin/next-gen-filters', Y, H, H, H, H],
  ['/admin/linkedin-projects', Y, H, H, H, H],
  ['/settings', Y, Y, Y, Y, Y],
]

const NAV: Record<Role, string[]> = {
  admin: [
    '/messages',
    '/client/list',
    '/integrate',
    '/admin/lists',
    '/admin/users',
    '/admin/features',
    '/admin/configurations',
    '/admin/chrome-extension',
    '/admin/reports',
    '/admin/search',
    '/admin/email-whitelist',
    '/admin/location-mappings',
    '/admin/compensation-mappings',
    '/admin/next-gen-filters',
    '/admin/linkedin-projects',
    '/settings',
  ],
  recruiter: ['/candidate/list', '/job', '/messages', '/client/list', '/interview-report', '/integrate', '/settings'],
  client: ['/company-home', '/exec-report', '/interview-report', '/integrate', '/comp-engine', '/settings'],
  basic: ['/comp-engine', '/settings'],
  candidate: [
    '/candidate-home',
    '/candidate/profile',
    '/candidate/calendar',
    '/candidate/availability',
    '/messages',
    '/settings',
  ],
}

/** The menu buttons in each role's navigation (the administrator's screens share one). */
const MENUS: Record<Role, string[]> = { admin: ['Admin'], recruiter: [], client: [], basic: [], candidate: [] }

/** Opens a path inside the running app (the router's own navigation, no reload). */
async function openInApp(page: Page, path: string) {
  await page.evaluate((p: string) => {
    history.pushState(null, '', p)
    dispatchEvent(new PopStateEvent('popstate'))
  }, path)
}

async function settle(page: Page, path: string, title: string) {
  await page
    .waitForFunction(
      (p: string, t: string) => location.pathname === p && document.title === `${t} | Quota`,
      { timeout: 15_000 },
      path,
      title,
    )
    .catch(async () => {
      throw new Error(`Expected ${path} ("${title}"), got ${new URL(page.url()).pathname} ("${await page.title()}")`)
    })
}

describe('every route as every role (real API)', () => {
  let acmeId = ''
  let jobId = ''

  const app = useApp(async ({ session }) => {
    const recruiter = await signInAs(session, 'recruiter', '/settings')
    const { body } = await api<{ data: { id: string; name: string }[] }>(
      recruiter.page,
      'POST',
      '/organizations/clients/list?limit=100',
      {},
    )
    acmeId = body.data.find((c) => c.name === 'Acme Cloud')!.id
    const jobs = await api<{ data: { id: string }[] }>(
      recruiter.page,
      'GET',
      `/client/${acmeId}/jobs?type=open&limit=1`,
    )
    jobId = jobs.body.data[0]!.id
    await closeTab(recruiter)
  })

  const concrete = (pattern: string) =>
    pattern.replace('/job/:id', `/job/${jobId}`).replace('/client/:id', `/client/${acmeId}`)

  test.each(ROLES)(
    '%s: each route opens or sends home; allowed screens make no refused call',
    async (role) => {
      const tab = await signInAs(app.session, role as DemoUser, HOME[role])
      const page = tab.page
      const refused: string[] = []
      let current = HOME[role]
      const onResponse = (r: HTTPResponse) => {
        if (r.url().includes('/api/') && r.status() === 403)
          refused.push(`${current}: ${r.request().method()} ${r.url()}`)
      }
      try {
        await settle(page, HOME[role], TITLES[HOME[role]]!)
        await page.waitForSelector('#shell-nav a')
        const nav = await page.$$eval('#shell-nav a', (links) => links.map((a) => a.getAttribute('href')))
        expect(nav).toEqual(NAV[role])
        const menus = await page.$$eval('#shell-nav .nav-group-toggle', (bs) => bs.map((b) => b.textContent))
        expect(menus).toEqual(MENUS[role])

        page.on('response', onResponse)
        const column = ROLES.indexOf(role) + 1
        const landed: string[] = []
        for (const row of MATRIX) {
          const pattern = row[0]
          const outcome = row[column] as Outcome
          const path = concrete(pattern)
          const to = outcome === Y ? pattern : outcome === R ? '/candidate/profile' : HOME[role]
          current = path
          await openInApp(page, path)
          await settle(page, concrete(to), TITLES[to]!)
          landed.push(`${pattern} -> ${to}`)
          // let the allowed screen make its calls before the next one
          if (outcome === Y) await page.waitForNetworkIdle({ idleTime: 200, timeout: 20_000 }).catch(() => {})
        }
        expect(landed).toHaveLength(MATRIX.length)
        expect(refused).toEqual([])
        expect(tab.errors).toEqual([])
      } finally {
        page.off('response', onResponse)
        await closeTab(tab)
      }
      // a walk through every route of the app, each waited to settle: longer than one screen's test
    },
    120_000,
  )

  test('the basic client recruiter: sent home from the candidate list with a message; the API refuses candidates and jobs', async () => {
    const tab = await signInAs(app.session, 'basic', '/candidate/list')
    try {
      expect(await waitForUrl(tab.page, (p) => p === '/comp-engine')).toBe('/comp-engine')
      await tab.page.waitForFunction(() =>
        [...document.querySelectorAll('.toast')].some((t) => t.textContent?.includes('You are not authorize')),
      )
      expect(await tab.page.$('.candidate-list-page')).toBeNull()
      const search = await api<{ data?: unknown }>(tab.page, 'POST', '/candidates/search?limit=100', {})
      expect(search.status).toBe(403)
      expect(search.body.data).toBeUndefined()
      // the job calls refuse it (404: they do not say whether the job exists)
      expect([403, 404]).toContain((await api(tab.page, 'GET', `/jobs/${jobId}`)).status)
      expect((await api(tab.page, 'GET', `/client-executive-report/${acmeId}/executive-summary`)).status).toBe(403)
    } finally {
      await closeTab(tab)
    }
  })

  test("the client recruiter opens its company's executive report from the menu", async () => {
    const tab = await signInAs(app.session, 'client', '/company-home')
    try {
      await tab.page.waitForSelector('#shell-nav a[href="/exec-report"]')
      await tab.page.click('#shell-nav a[href="/exec-report"]')
      await settle(tab.page, '/exec-report', 'Exec Report')
      await tab.page.waitForSelector('.report-numbers [data-metric="jobs"]')
      const { status, body } = await api<{ data: { jobs: number } }>(
        tab.page,
        'GET',
        `/client-executive-report/${acmeId}/executive-summary`,
      )
      expect(status).toBe(200)
      expect(await tab.page.$eval('.report-numbers [data-metric="jobs"] dd', (e) => e.textContent)).toBe(
        String(body.data.jobs),
      )
    } finally {
      await closeTab(tab)
    }
  })
})
