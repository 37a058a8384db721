/**
 * The client portal in Chromium against the real API (own server, own data): the company home
 * with the company's jobs and their counts, the candidates submitted to it, anti-bias mode, the
 * inbound-hiring modal about 2 s after start, the basic client recruiter's landing page, axe-core
 * and the 375 px layout.
 */
import type { JobAggregatesDto, JobCandidateListItem } from '@quota/shared/contracts/pipeline'
import { describe, expect, test } from 'vitest'
import {
  api,
  closeTab,
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

interface JobRow {
  id: string
  name: string
  organization: { name: string }
}

describe('client portal (real API)', () => {
  let client: UserTab

  const app = useApp(async ({ session }) => {
    client = await signInAs(session, 'client', '/')
  })

  test('the client lands on the company home with its own jobs and their counts', async () => {
    const page = client.page
    expect(await waitForUrl(page, (p) => p === '/company-home')).toBe('/company-home')
    await waitForText(page, 'h1', 'Acme Cloud')
    await page.waitForSelector('.company-job [data-aggregate="submitted"]')
    const { body } = await api<{ data: JobRow[] }>(page, 'POST', '/jobs/list?limit=100', { filter: 'allOpenJobs' })
    expect(body.data.every((j) => j.organization.name === 'Acme Cloud')).toBe(true)
    const shown = await page.$$eval('.company-job', (els) =>
      els.map((el) => ({ id: el.getAttribute('data-job-id'), name: el.querySelector('h3')?.textContent })),
    )
    expect(shown).toEqual(body.data.map((j) => ({ id: j.id, name: j.name })))
    // Each job's counts are the server's.
    await page.waitForFunction(
      (n: number) => document.querySelectorAll('.company-job [data-aggregate="hired"] dd').length === n,
      {},
      body.data.length,
    )
    for (const job of body.data) {
      const { body: a } = await api<{ data: { aggregates: JobAggregatesDto } }>(
        page,
        'GET',
        `/jobs/${job.id}/aggregates`,
      )
      const counts = await page.$eval(`.company-job[data-job-id="${job.id}"]`, (el) =>
        Object.fromEntries(
          [...el.querySelectorAll('[data-aggregate]')].map((d) => [
            d.getAttribute('data-aggregate'),
            Number(d.querySelector('dd')?.textContent),
          ]),
        ),
      )
      expect(counts, job.name).toEqual({
        submitted: a.data.aggregates.client.submittal.current,
        interviewing: a.data.aggregates.client.sendOut.current,
        offer: a.data.aggregates.client.offer.current,
        hired: a.data.aggregates.client.offer.accepted,
      })
    }
    // The nav offers the company pages, not the recruiters'.
    const nav = await page.$$eval('#shell-nav a', (as) => as.map((a) => a.getAttribute('href')))
    // Acme Cloud has client executive reporting on in the demo data: its report is in the menu
    expect(nav).toEqual([
      '/company-home',
      '/exec-report',
      '/interview-report',
      '/integrate',
      '/comp-engine',
      '/settings',
    ])
    await app.session.screenshot(page, 'client-company-home')
  })

  test('the candidates submitted to the client are listed, and anti-bias mode hides who they are', async () => {
    const page = client.page
    await goto(app.session, page, '/company-home')
    await page.waitForSelector('.submitted-item')
    const names = await page.$$eval('.submitted-name', (els) => els.map((e) => e.textContent))
    expect(names.length).toBeGreaterThan(0)
    expect(names.some((n) => /^Candidate /.test(n ?? ''))).toBe(false)
    // Every one of them is a current submittal in one of the client's jobs.
    const ids = await page.$$eval('.submitted-item', (els) => els.map((e) => e.getAttribute('data-candidate-id')))
    expect(new Set(ids).size).toBeGreaterThan(0)

    await page.click('input[name="antiBias"]')
    await page.waitForFunction(() =>
      [...document.querySelectorAll('.submitted-name')].every((e) => /^Candidate /.test(e.textContent ?? '')),
    )
    await app.session.screenshot(page, 'client-company-home-anti-bias')
    // The mode follows into a job's candidates and survives a reload.
    const href = await page.$eval('.submitted-item a.btn', (a) => a.getAttribute('href'))
    const jobId = new URLSearchParams(href!.split('?')[1]).get('jobId')
    await goto(app.session, page, `/job/${jobId}/candidates`)
    await page.waitForSelector('li.candidate-row')
    expect(await page.$eval('input[name="antiBias"]', (i) => (i as HTMLInputElement).checked)).toBe(true)
    const rowNames = await page.$$eval('li.candidate-row .candidate-name', (els) => els.map((e) => e.textContent))
    expect(rowNames.every((n) => /^Candidate /.test(n ?? ''))).toBe(true)
    const { body } = await api<{ data: JobCandidateListItem[] }>(
      page,
      'GET',
      `/jobs/${jobId}/candidates?candidateType=jobStage&isAntiBiasMode=true`,
    )
    expect(rowNames.sort()).toEqual(body.data.map((r) => r.candidate.fullName).sort())
    // The setting lives on the server (issue 37): a page asking for the mode off still gets it on,
    // and a browser with no stored state shows the box ticked.
    const asked = await api<{ data: JobCandidateListItem[] }>(
      page,
      'GET',
      `/jobs/${jobId}/candidates?candidateType=jobStage&isAntiBiasMode=false`,
    )
    expect(asked.body.data.every((r) => /^Candidate /.test(r.candidate.fullName))).toBe(true)
    await page.evaluate(() => localStorage.clear())
    await goto(app.session, page, `/job/${jobId}/candidates`)
    await page.waitForSelector('li.candidate-row')
    expect(await page.$eval('input[name="antiBias"]', (i) => (i as HTMLInputElement).checked)).toBe(true)
    // Off again: names are back.
    await page.click('input[name="antiBias"]')
    await page.waitForFunction(() =>
      [...document.querySelectorAll('li.candidate-row .candidate-name')].some(
        (e) => !/^Candidate /.test(e.textContent ?? ''),
      ),
    )
  })

  test('"Review" opens the candidate as the client may see them, with the stage actions beside', async () => {
    const page = client.page
    await goto(app.session, page, '/company-home')
    const first = await page.waitForSelector('.submitted-item')
    const candidateId = await first!.evaluate((el) => el.getAttribute('data-candidate-id'))
    const name = await first!.evaluate((el) => el.querySelector('.submitted-name')?.textContent)
    await page.click('.submitted-item a.btn')
    await page.waitForSelector(`.candidate-profile[data-candidate-id="${candidateId}"]`)
    await waitForText(page, '.candidate-profile h1', name!)
    // no recruiter tabs for a client
    expect(
      await page.$('.candidate-profile [role="tablist"], .candidate-profile nav[aria-label="Profile sections"]'),
    ).toBeNull()
    await page.waitForSelector('.decision-panel [data-action]')
    const buttons = await page.$$eval('.decision-panel [data-action]', (bs) =>
      bs.map((b) => b.getAttribute('data-action')),
    )
    // A client's stage actions on a pending submittal (never the recruiters' ones).
    expect(buttons).toContain('reject')
    expect(buttons).not.toContain('submit')
    expect(buttons).not.toContain('delete')
    expect(await seriousA11yViolations(page)).toEqual([])

    // anti-bias mode: no name, no resume, and the PDF asked for the same way
    await page.click('.profile-view-mode input[name="antiBias"]')
    await waitForText(page, '.candidate-profile h1', 'Anonymous Candidate')
    expect(await page.$$eval('.candidate-profile header a', (as) => as.map((a) => a.textContent))).not.toContain(
      'Resume',
    )
    const pdf = await page.$eval('.candidate-profile header a[href*="/profile/pdf"]', (a) => a.getAttribute('href'))
    expect(pdf).toContain('isAntiBiasMode=true')
    const pdfAnswer = await page.evaluate(async (u: string) => {
      const r = await fetch(u, { credentials: 'include' })
      return { status: r.status, type: r.headers.get('content-type') }
    }, pdf!)
    expect(pdfAnswer).toMatchObject({ status: 200, type: expect.stringContaining('application/pdf') })
    const summary = await api<{ data: { fullName: string; resume: unknown } }>(
      page,
      'GET',
      `/candidates/${candidateId}/profile/summary?isAntiBiasMode=true`,
    )
    expect(summary.body.data).toMatchObject({ fullName: 'Anonymous Candidate', resume: null })
    await page.click('.profile-view-mode input[name="antiBias"]')
    await waitForText(page, '.candidate-profile h1', name!)

    // 375 px: the panel and its buttons fit
    await page.setViewport(MOBILE)
    expect(await horizontalOverflow(page)).toBe(0)
    await page.setViewport({ width: 1280, height: 800 })

    if (buttons.includes('accept')) {
      const accept = await page.waitForSelector('.decision-panel [data-action="accept"]')
      await accept!.focus()
      await page.keyboard.press('Enter')
      await waitForText(page, '.toast', 'Pending · Accepted · Scheduling First Round')
      await waitForText(page, '.decision-panel .badge', 'Accepted')
    }
  })

  test("a job's candidate names open their profiles for the client", async () => {
    const page = client.page
    await goto(app.session, page, '/company-home')
    const href = await (await page.waitForSelector('.submitted-item a.btn'))!.evaluate((a) => a.getAttribute('href'))
    const jobId = new URLSearchParams(href!.split('?')[1]).get('jobId')
    await goto(app.session, page, `/job/${jobId}/candidates`)
    const link = await page.waitForSelector('li.candidate-row .candidate-name a')
    expect(await link!.evaluate((a) => a.getAttribute('href'))).toMatch(
      new RegExp(`^/candidate/profile\\?candidateId=[0-9a-f-]{36}&jobId=${jobId}$`),
    )
    await link!.click()
    await page.waitForSelector('.decision-panel')
  })

  test('the inbound-hiring modal shows about 2 s after start; "Got it" hides it for good', async () => {
    const tab = await signInAs(app.session, 'client2', '/settings')
    const page = tab.page
    try {
      // The flag as the server would send it for an inbound client.
      await page.evaluateOnNewDocument(() => {
        const original = window.fetch.bind(window)
        window.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
          const response = await original(input, init)
          const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
          if (!url.includes('/api/users/me') || !response.ok) return response
          const body = await response.clone().json()
          body.data.showClientInboundHiringModal = !sessionStorage.getItem('inbound-hidden')
          return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } })
        }) as typeof window.fetch
      })
      const hide = page.waitForResponse(
        (r) => r.url().endsWith('/api/client/hide-client-modal') && r.request().method() === 'PATCH',
      )
      const started = Date.now()
      await goto(app.session, page, '/company-home')
      await page.waitForSelector('.company-job')
      const dialog = await page.waitForSelector('[role="dialog"]', { timeout: 12_000 })
      const after = Date.now() - started
      expect(after).toBeGreaterThanOrEqual(1_800)
      expect(after).toBeLessThan(10_000)
      expect(await dialog!.$eval('h2', (h) => h.textContent)).toBe('Hiring assistance is on the way')
      expect(await dialog!.evaluate((d) => d.textContent)).toContain('within 12 hours')
      expect(await seriousA11yViolations(page)).toEqual([])
      await app.session.screenshot(page, 'client-inbound-modal')
      // Focus is on "Got it".
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Got it')
      await page.keyboard.press('Enter')
      await waitForNoDialog(page)
      expect((await hide).status()).toBe(200)
      await page.evaluate(() => sessionStorage.setItem('inbound-hidden', '1'))
      // Not shown again.
      await goto(app.session, page, '/company-home')
      await page.waitForSelector('.company-job')
      await new Promise((r) => setTimeout(r, 2_500))
      expect(await page.$('[role="dialog"]')).toBeNull()
    } finally {
      await closeTab(tab)
    }
  })

  test('the basic client recruiter lands on the compensation page', async () => {
    const tab = await signInAs(app.session, 'basic', '/')
    try {
      expect(await waitForUrl(tab.page, (p) => p === '/comp-engine')).toBe('/comp-engine')
      const nav = await tab.page.$$eval('#shell-nav a', (as) => as.map((a) => a.getAttribute('href')))
      expect(nav).toEqual(['/comp-engine', '/settings'])
      await app.session.screenshot(tab.page, 'client-basic-comp-engine')
    } finally {
      await closeTab(tab)
    }
  })

  test('the company home passes axe and fits 375 px', async () => {
    const page = client.page
    await goto(app.session, page, '/company-home')
    await page.waitForSelector('.submitted-item, .empty-state')
    await page.waitForSelector('.company-job [data-aggregate="hired"]')
    expect(await seriousA11yViolations(page)).toEqual([])
    await page.setViewport(MOBILE)
    await goto(app.session, page, '/company-home')
    await page.waitForSelector('.company-job [data-aggregate="hired"]')
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0)
    await app.session.screenshot(page, 'client-company-home-375')
    await page.setViewport({ width: 1280, height: 800 })
  })
})
