/**
 * The recruiters' client pages in Chromium against the real API (own server, own data): the
 * clients list with its filters and favourites, a client's Exec Report (numbers equal to the
 * API's for the same filter, the date filter, open jobs, the rejection-reason donut and its
 * "Others" rule), Client Details, To Do and Analytics; the feature flag; a client user kept out;
 * axe-core and 375 px.
 */
import type {
  ClientContact,
  ClientListItem,
  ExecutiveSummary,
  RejectionReasonsReport,
  RoleMetrics,
} from '@quota/shared/contracts/clients'
import { OTHERS_LABEL, rejectionDonut } from '@quota/shared/domain/reports/index'
import type { HTTPRequest, Page } from 'puppeteer-core'
import { describe, expect, test } from 'vitest'
import {
  api,
  closeTab,
  fill,
  followLink,
  goto,
  horizontalOverflow,
  seriousA11yViolations,
  setDate,
  signInAs,
  type UserTab,
  until,
  useApp,
  waitForText,
  waitForToast,
  watchToasts,
} from './app'
import { MOBILE, waitForTitle, waitForUrl } from './browser'

const percent = (n: number) => `${n.toLocaleString('en-US', { maximumFractionDigits: 1 })}%`

/** The summary as the page shows it (data-metric -> text), from the API's answer. */
function shownSummary(s: ExecutiveSummary): Record<string, string> {
  return {
    jobs: String(s.jobs),
    openings: `${s.currentOpenings} / ${s.openings}`,
    submittals: String(s.submittals),
    interviews: String(s.interviews),
    offers: String(s.offers),
    hires: String(s.hires),
    rejections: String(s.rejections),
    inProcess: String(s.inProcess),
    interviewRate: percent(s.interviewRate),
    offerRate: percent(s.offerRate),
    hireRate: percent(s.hireRate),
  }
}

async function summaryFor(page: Page, clientId: string, query: string): Promise<ExecutiveSummary> {
  const { status, body } = await api<{ data: ExecutiveSummary }>(
    page,
    'GET',
    `/client-executive-report/${clientId}/executive-summary?${query}`,
  )
  expect(status).toBe(200)
  return body.data
}

/** Waits until the page's summary numbers are exactly these (they change after a filter). */
async function waitForSummary(page: Page, expected: Record<string, string>) {
  await page
    .waitForFunction(
      (want: Record<string, string>) => {
        if (document.querySelector('.report-numbers.is-stale')) return false
        const seen = Object.fromEntries(
          [...document.querySelectorAll('.report-numbers [data-metric]')].map((el) => [
            el.getAttribute('data-metric'),
            el.querySelector('dd')?.textContent,
          ]),
        )
        return JSON.stringify(seen) === JSON.stringify(want)
      },
      { timeout: 15_000, polling: 250 },
      expected,
    )
    .catch(async () => {
      const seen = await page.$$eval('.report-numbers [data-metric]', (els) =>
        els.map((el) => `${el.getAttribute('data-metric')}=${el.querySelector('dd')?.textContent}`),
      )
      throw new Error(`The summary is not ${JSON.stringify(expected)}; it shows ${seen.join(', ')}`)
    })
}

const legendRows = (page: Page) =>
  page.$$eval('.donut-legend tbody tr', (rows) =>
    rows.map((r) => ({
      name: r.querySelector('th')?.textContent?.trim(),
      count: Number(r.querySelector('[data-cell="count"]')?.textContent),
    })),
  )

/** Opens a client tab from the section links. */
async function openSection(page: Page, href: string, title: string) {
  await followLink(page, `nav[aria-label="Client sections"] a[href="${href}"]`, href)
  await waitForTitle(page, title)
}

describe('client pages (real API)', () => {
  let recruiter: UserTab
  let clients: ClientListItem[]
  let acme: ClientListItem
  let other: ClientListItem

  const app = useApp(async ({ session }) => {
    recruiter = await signInAs(session, 'recruiter', '/')
    const { body } = await api<{ data: ClientListItem[] }>(
      recruiter.page,
      'POST',
      '/organizations/clients/list?limit=100',
      {},
    )
    clients = body.data
    acme = clients.find((c) => c.name === 'Acme Cloud')!
    // A client whose company does not have the clientExecReporting feature (the demo turns it on
    // for Acme Cloud and Globex Data, the demo client users' companies).
    other = clients.find((c) => c.name !== 'Acme Cloud' && c.name !== 'Globex Data')!
    // The report is behind the clientExecReporting feature: an administrator turns it on for Acme.
    const admin = await signInAs(session, 'admin', '/settings')
    const on = await api(
      admin.page,
      'PUT',
      `/manage-feature-configs/feature-flags/clientExecReporting/organizations/${acme.id}`,
      { isEnabled: true },
    )
    expect(on.status).toBe(200)
    await closeTab(admin)
  })

  test('the recruiter opens the clients list from the menu; it lists what the API answers', async () => {
    const page = recruiter.page
    await waitForUrl(page, (p) => p === '/candidate/list')
    await followLink(page, '#shell-nav a[href="/client/list"]', '/client/list')
    await waitForTitle(page, 'Clients | Quota')
    await waitForText(page, '.list-count', `${clients.length} clients`)
    const shown = await page.$$eval('.client-table tbody tr', (rows) =>
      rows.map((r) => ({ id: r.getAttribute('data-client-id'), name: r.querySelector('th a')?.textContent })),
    )
    expect(shown).toEqual(clients.map((c) => ({ id: c.id, name: c.name })))
    const acmeRow = await page.$eval(`tr[data-client-id="${acme.id}"] [data-cell="open-jobs"]`, (el) => el.textContent)
    expect(acmeRow).toBe(`${acme.openJobsCount} / ${acme.totalJobsCount}`)
    await app.session.screenshot(page, 'clients-list')

    // Search by name.
    await fill(page, 'input[name="searchText"]', 'acme')
    await page.keyboard.press('Enter')
    await waitForText(page, '.list-count', '1 client')
    expect(await page.$$eval('.client-table tbody th a', (as) => as.map((a) => a.textContent))).toEqual(['Acme Cloud'])
    await fill(page, 'input[name="searchText"]', '')
    await page.keyboard.press('Enter')
    await waitForText(page, '.list-count', `${clients.length} clients`)

    // Nothing found: the empty state.
    await page.select('select[name="status"]', 'inactive')
    await waitForText(page, '.empty-state', 'No clients match these filters.')
    const { body: inactive } = await api<{ meta: { total: number } }>(page, 'POST', '/organizations/clients/list', {
      isActive: false,
    })
    expect(inactive.meta.total).toBe(0)
    await page.select('select[name="status"]', 'all')
    await waitForText(page, '.list-count', `${clients.length} clients`)

    // Favourite a client that is not one yet, then favourites only; the server agrees. The list
    // may re-render (a reload after the status filter) between finding the star and clicking it:
    // the star shown now is clicked while it is off and idle, until the server has the favourite.
    const target = other
    const star = `tr[data-client-id="${target.id}"] .favorite-toggle`
    await page.waitForSelector(star)
    await until('the favourite saved', async () => {
      const { body } = await api<{ data: ClientListItem[] }>(page, 'POST', '/organizations/clients/list', {
        favoritesOnly: true,
      })
      if (body.data.some((c) => c.id === target.id)) return true
      await page
        .$eval(star, (b) => {
          if (b.getAttribute('aria-pressed') === 'false' && !b.hasAttribute('disabled'))
            (b as HTMLButtonElement).click()
        })
        .catch(() => undefined)
      return undefined
    })
    await page.click('input[name="favoritesOnly"]')
    await page.waitForFunction(
      (id: string) =>
        [...document.querySelectorAll('.client-table tbody tr')].every(
          (r) => r.querySelector('.favorite-toggle')?.getAttribute('aria-pressed') === 'true',
        ) && Boolean(document.querySelector(`tr[data-client-id="${id}"]`)),
      { polling: 250 },
      target.id,
    )
    const { body: favs } = await api<{ data: ClientListItem[] }>(page, 'POST', '/organizations/clients/list', {
      favoritesOnly: true,
    })
    expect(
      await page.$$eval('.client-table tbody tr', (rows) => rows.map((r) => r.getAttribute('data-client-id'))),
    ).toEqual(favs.data.map((c) => c.id))
    // The filters are remembered for this user.
    await goto(app.session, page, '/client/list')
    await page.waitForSelector('.client-table tbody tr')
    expect(await page.$eval('input[name="favoritesOnly"]', (i) => (i as HTMLInputElement).checked)).toBe(true)
    await page.click('input[name="favoritesOnly"]')
    await waitForText(page, '.list-count', `${clients.length} clients`)
  })

  test('a client opens on its Exec Report with the numbers the API gives for the same filter', async () => {
    const page = recruiter.page
    await goto(app.session, page, '/client/list')
    await followLink(page, `tr[data-client-id="${acme.id}"] th a`, `/client/${acme.id}/exec-report`)
    await waitForTitle(page, 'Exec Report | Quota')
    await waitForText(page, 'h1', 'Acme Cloud')
    expect(
      await page.$eval('nav[aria-label="Client sections"]', (n) =>
        [...n.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('aria-current')]),
      ),
    ).toEqual([
      ['Exec Report', 'page'],
      ['Client Details', null],
      ['To Do', null],
      ['Analytics', null],
    ])
    // Defaults: since kickoff, open jobs only (002 §9).
    expect(await page.$eval('input[name="dateBasis"]:checked', (i) => (i as HTMLInputElement).value)).toBe('kickoff')
    expect(await page.$eval('input[name="isOpenJob"]', (i) => (i as HTMLInputElement).checked)).toBe(true)
    const summary = await summaryFor(page, acme.id, 'isOpenJob=true&dateFilter=kickoff')
    expect(summary.submittals).toBeGreaterThan(0)
    await waitForSummary(page, shownSummary(summary))
    expect(await page.$eval('.report-range', (p) => p.getAttribute('data-range-start'))).toBe(summary.range.start)

    // The role table is the API's, row for row.
    const { body: roles } = await api<{ data: RoleMetrics[] }>(
      page,
      'GET',
      `/client-executive-report/${acme.id}/role-specific-metrics?isOpenJob=true&dateFilter=kickoff`,
    )
    const rows = await page.$$eval('.role-metrics tbody tr', (trs) =>
      trs.map((tr) => [
        tr.querySelector('th')?.textContent,
        ...[...tr.querySelectorAll('td')].map((td) => Number(td.textContent)),
      ]),
    )
    expect(rows).toEqual(
      roles.data.map((m) => [
        m.position.name,
        m.jobs,
        m.openings,
        m.submittals,
        m.interviews,
        m.offers,
        m.hires,
        m.rejections,
      ]),
    )
    await app.session.screenshot(page, 'client-exec-report')
  })

  test('changing the date filter and the open-jobs toggle updates the numbers', async () => {
    const page = recruiter.page
    await goto(app.session, page, `/client/${acme.id}/exec-report`)
    await page.waitForSelector('.report-numbers')

    // Last 30 days.
    await page.click('input[name="dateBasis"][value="days"]')
    await fill(page, 'input[name="days"]', '30')
    await page.click('form[aria-label="Report filters"] button[type="submit"]')
    const days30 = await summaryFor(page, acme.id, 'isOpenJob=true&dateFilter=30')
    await waitForSummary(page, shownSummary(days30))
    expect(await page.$eval('.report-range', (p) => p.getAttribute('data-range-start'))).toBe(days30.range.start)

    // A quick choice applies at once.
    await page.click('xpath/.//button[normalize-space()="7 days"]')
    await waitForSummary(page, shownSummary(await summaryFor(page, acme.id, 'isOpenJob=true&dateFilter=7')))

    // An impossible number of days is refused before any call.
    await fill(page, 'input[name="days"]', '0')
    await page.click('form[aria-label="Report filters"] button[type="submit"]')
    await waitForText(page, '.report-date .field-error', 'Enter a whole number of days from 1 to 9999.')

    // A start and end date.
    await page.click('input[name="dateBasis"][value="range"]')
    const start = summary0Start(days30)
    await setDate(page, 'input[name="startDate"]', start)
    await setDate(page, 'input[name="endDate"]', days30.range.end)
    await page.click('form[aria-label="Report filters"] button[type="submit"]')
    const ranged = await summaryFor(page, acme.id, `isOpenJob=true&startDate=${start}&endDate=${days30.range.end}`)
    await waitForSummary(page, shownSummary(ranged))
    expect(await page.$eval('.report-range', (p) => p.textContent)).toContain(
      `${start.slice(5, 7)}-${start.slice(8)}-${start.slice(0, 4)}`,
    )
    // End before start: the shared rule's message.
    await setDate(page, 'input[name="endDate"]', '2020-01-01')
    await page.click('form[aria-label="Report filters"] button[type="submit"]')
    await waitForText(page, '.report-date .field-error', 'The end date must not be before the start date')

    // Back to kickoff, every job (open and closed).
    await page.click('input[name="dateBasis"][value="kickoff"]')
    await page.click('input[name="isOpenJob"]')
    const all = await summaryFor(page, acme.id, 'isOpenJob=false&dateFilter=kickoff')
    await waitForSummary(page, shownSummary(all))
    expect(all.jobs).toBeGreaterThanOrEqual(acme.totalJobsCount)

    // A position narrows the report to its jobs.
    await page.click('.report-positions summary')
    const positionId = await page.$eval('input[name="positionIds"]', (i) => (i as HTMLInputElement).value)
    await page.click(`input[name="positionIds"][value="${positionId}"]`)
    const narrowed = await summaryFor(page, acme.id, `isOpenJob=false&dateFilter=kickoff&positionIds=${positionId}`)
    await waitForSummary(page, shownSummary(narrowed))
    expect(
      await page.$$eval('.role-metrics tbody tr', (r) => r.map((tr) => tr.getAttribute('data-position-id'))),
    ).toEqual([positionId])
    await page.click(`input[name="positionIds"][value="${positionId}"]`)
    await waitForSummary(page, shownSummary(all))
    // The filters are remembered.
    await goto(app.session, page, `/client/${acme.id}/exec-report`)
    await waitForSummary(page, shownSummary(all))
    expect(await page.$eval('input[name="isOpenJob"]', (i) => (i as HTMLInputElement).checked)).toBe(false)
  })

  test('the rejection-reason donut: the top 7 reasons, the rest plus "Other" as "Others"', async () => {
    const page = recruiter.page
    await goto(app.session, page, `/client/${acme.id}/exec-report`)
    await page.waitForSelector('.donut-legend')
    const { body } = await api<{ data: RejectionReasonsReport }>(
      page,
      'GET',
      `/client-executive-report/${acme.id}/rejection-reasons?isOpenJob=false&dateFilter=kickoff&limit=200`,
    )
    const report = body.data
    // Every job since kickoff has more than 7 reasons in the demo data: the rule applies.
    expect(report.reasonsTotal).toBeGreaterThan(7)
    const legend = await legendRows(page)
    expect(legend).toEqual(report.donut.map((s) => ({ name: s.name, count: s.count })))
    expect(legend).toHaveLength(8)
    expect(legend.at(-1)!.name).toBe(OTHERS_LABEL)
    // The legend is the shared rule applied to all reasons.
    const expected = rejectionDonut(report.reasons)
    expect(legend).toEqual(expected.slices.map((s) => ({ name: s.name, count: s.count })))
    expect(legend.at(-1)!.count).toBe(
      report.reasons.filter((r) => !legend.slice(0, 7).some((l) => l.name === r.name)).reduce((n, r) => n + r.count, 0),
    )
    // One sector per slice, each its own colour; the chart has a text alternative.
    const colours = await page.$$eval('.donut-svg path.donut-slice', (ps) => ps.map((p) => p.getAttribute('fill')))
    expect(colours).toHaveLength(8)
    expect(new Set(colours).size).toBe(8)
    const label = await page.$eval('.donut-svg', (svg) =>
      (svg.getAttribute('aria-labelledby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent)
        .join(' '),
    )
    expect(label).toContain('Rejection reasons')
    expect(label).toContain(`Others: ${legend.at(-1)!.count}`)
    await page.$eval('.donut', (el) => el.scrollIntoView())
    await app.session.screenshot(page, 'client-exec-report-donut')
  })

  test('Client Details: account, profile, contacts with paging and notes', async () => {
    const page = recruiter.page
    await goto(app.session, page, `/client/${acme.id}/exec-report`)
    await page.waitForSelector('nav[aria-label="Client sections"]')
    await openSection(page, `/client/${acme.id}/details`, 'Client Details | Quota')
    await waitForText(page, '#client-account-title + .details-list', acme.accountManager!.name)
    await waitForText(page, '#client-profile-title ~ .details-list', 'Industry')
    const { body: contacts } = await api<{ data: ClientContact[]; meta: { total: number } }>(
      page,
      'GET',
      `/client/${acme.id}/user?limit=10&offset=0&sortBy=name`,
    )
    await page.waitForSelector('.contacts-table tbody tr')
    expect(
      await page.$$eval('.contacts-table tbody tr', (rows) => rows.map((r) => r.getAttribute('data-contact-id'))),
    ).toEqual(contacts.data.map((c) => c.id))
    expect(await page.$eval('.pager-status', (p) => p.textContent)).toBe(
      `1–${Math.min(10, contacts.meta.total)} of ${contacts.meta.total}`,
    )
    // A note is required, then added at the top.
    await page.click('form[aria-label="Add a note"] button[type="submit"]')
    await waitForText(page, 'form[aria-label="Add a note"] .field-error', 'This field is required.')
    await page.type('textarea[name="noteBody"]', 'Kickoff call went well; they want two more SDRs next quarter.')
    await page.click('form[aria-label="Add a note"] button[type="submit"]')
    await waitForText(page, '.client-note', 'they want two more SDRs next quarter.')
    const { body: notes } = await api<{ data: { body: string }[] }>(page, 'GET', `/client/${acme.id}/notes`)
    expect(notes.data[0]!.body).toBe('Kickoff call went well; they want two more SDRs next quarter.')
    // Edit it.
    await page.click('.client-note .btn-link')
    await fill(page, 'textarea[name="editNoteBody"]', 'Kickoff call went well; three more SDRs next quarter.')
    await page.click('form[aria-label="Edit the note"] button[type="submit"]')
    await waitForText(page, '.client-note', 'three more SDRs next quarter.')
    await app.session.screenshot(page, 'client-details')
  })

  test('To Do and Analytics', async () => {
    const page = recruiter.page
    await goto(app.session, page, `/client/${acme.id}/to-do`)
    await waitForTitle(page, 'To Do | Quota')
    await page.waitForSelector('.todo-list, #client-todo-title ~ .empty-state')
    const items = await page.$$eval('.todo-item', (els) => els.map((e) => e.getAttribute('data-todo-kind')))
    expect(await page.$eval('#client-todo-title + .list-count', (p) => p.textContent)).toBe(
      `${items.length} ${items.length === 1 ? 'item' : 'items'}`,
    )
    await app.session.screenshot(page, 'client-todo')
    // A contact never invited nor logged in: send the invitation from the list.
    const invite = await page.$('.todo-item[data-todo-kind="invite"]')
    if (invite) {
      const title = await invite.$eval('.todo-title', (p) => p.textContent ?? '')
      await watchToasts(page)
      // The list may re-render between finding the item and clicking it: the item's current
      // button is clicked while idle (one invitation at a time), until the item leaves the list.
      await until('the invite item gone', async () => {
        const shown = await page.$$eval(
          '.todo-item[data-todo-kind="invite"]',
          (items, t) => {
            const item = items.find((i) => i.querySelector('.todo-title')?.textContent === t)
            const send = item?.querySelector<HTMLButtonElement>('.todo-action')
            if (send && !send.disabled) send.click()
            return Boolean(item)
          },
          title,
        )
        return shown ? undefined : true
      })
      await waitForToast(page, 'An invitation was sent to')
      const name = title.replace(/^Invite (.*) to the client portal$/, '$1')
      const { body } = await api<{ data: ClientContact[] }>(page, 'GET', `/client/${acme.id}/user?limit=200`)
      const invited = body.data.find((c) => `${c.firstName} ${c.lastName}` === name)!
      expect(invited.manualInviteSentAt).not.toBeNull()
    }

    await openSection(page, `/client/${acme.id}/analytics`, 'Analytics | Quota')
    await page.waitForSelector('.funnel-table tbody tr')
    const { body: jobs } = await api<{ data: { id: string }[] }>(
      page,
      'GET',
      `/client/${acme.id}/jobs?type=open&limit=200`,
    )
    expect(await page.$$eval('.funnel-table tbody tr', (r) => r.map((tr) => tr.getAttribute('data-job-id')))).toEqual(
      jobs.data.map((j) => j.id),
    )
    await page.waitForSelector('.engagement-table tbody tr')
    const { body: contacts } = await api<{ data: ClientContact[] }>(
      page,
      'GET',
      `/client/${acme.id}/user?limit=200&sortBy=cardViews&sortDirection=desc&daysFilter=90`,
    )
    await page.select('select[name="analyticsWindow"]', '90')
    const interviews = contacts.data.reduce((n, c) => n + c.interviewsCount, 0)
    await page.waitForFunction(
      (n: number) => document.querySelector('[data-metric="interviewsCount"] dd')?.textContent === String(n),
      { polling: 250 },
      interviews,
    )
    await app.session.screenshot(page, 'client-analytics')
  })

  test('staff see a client report without the clientExecReporting feature too: the default tab loads, no failing call', async () => {
    const page = recruiter.page
    const failed: string[] = []
    const onResponse = (r: { url(): string; status(): number }) => {
      if (r.url().includes('/api/') && r.status() >= 400) failed.push(`${r.status()} ${r.url()}`)
    }
    // The page's API calls still unanswered. (A network-idle wait counts every request and gave up
    // at its 15 s while a loaded server was still answering.)
    const inFlight = new Set<HTTPRequest>()
    const onRequest = (r: HTTPRequest) => {
      if (r.url().includes('/api/')) inFlight.add(r)
    }
    const onDone = (r: HTTPRequest) => inFlight.delete(r)
    page.on('response', onResponse)
    page.on('request', onRequest)
    page.on('requestfinished', onDone)
    page.on('requestfailed', onDone)
    try {
      await goto(app.session, page, `/client/${other.id}/exec-report`)
      await page.waitForSelector('.report-numbers [data-metric="jobs"]')
      // every call answered, twice in a row a probe apart (one call may follow another)
      let quiet = 0
      await until('the page’s API calls answered', () => {
        quiet = inFlight.size ? 0 : quiet + 1
        return quiet >= 2 || undefined
      })
      expect(await page.$$eval('.empty-state', (els) => els.map((e) => e.textContent))).not.toContainEqual(
        expect.stringContaining('not enabled'),
      )
      const { status } = await api(page, 'GET', `/client-executive-report/${other.id}/executive-summary`)
      expect(status).toBe(200)
      expect(failed).toEqual([])
    } finally {
      page.off('response', onResponse)
      page.off('request', onRequest)
      page.off('requestfinished', onDone)
      page.off('requestfailed', onDone)
    }
    await openSection(page, `/client/${other.id}/details`, 'Client Details | Quota')
    await waitForText(page, 'h1', other.name)
    await page.waitForSelector('.contacts-table, #client-contacts-title ~ .empty-state')
    // /client/{id} opens the tab used last.
    await goto(app.session, page, `/client/${other.id}`)
    expect(await waitForUrl(page, (p) => p === `/client/${other.id}/details`)).toBe(`/client/${other.id}/details`)
  })

  test('a client user cannot open the client pages', async () => {
    const tab = await signInAs(app.session, 'client', '/company-home')
    try {
      // The refusal's toast shows while the page loads: watched from the page's start.
      await watchToasts(tab.page)
      await goto(app.session, tab.page, `/client/${acme.id}/exec-report`)
      expect(await waitForUrl(tab.page, (p) => p === '/company-home')).toBe('/company-home')
      await waitForToast(tab.page, 'You are not authorize')
      const nav = await tab.page.$$eval('#shell-nav a', (as) => as.map((a) => a.getAttribute('href')))
      expect(nav).not.toContain('/client/list')
      await goto(app.session, tab.page, '/client/list')
      expect(await waitForUrl(tab.page, (p) => p === '/company-home')).toBe('/company-home')
      // The API agrees.
      expect((await api(tab.page, 'POST', '/organizations/clients/list', {})).status).toBe(403)
    } finally {
      await closeTab(tab)
    }
  })

  test('the client pages pass axe and fit 375 px', async () => {
    const page = recruiter.page
    for (const [path, ready, name] of [
      ['/client/list', '.client-table tbody tr', 'clients-list'],
      [`/client/${acme.id}/exec-report`, '.donut-legend', 'client-exec-report'],
      [`/client/${acme.id}/details`, '.contacts-table tbody tr', 'client-details'],
      [`/client/${acme.id}/analytics`, '.engagement-table tbody tr', 'client-analytics'],
    ] as const) {
      await page.setViewport({ width: 1280, height: 800 })
      await goto(app.session, page, path)
      await page.waitForSelector(ready)
      expect(await seriousA11yViolations(page), path).toEqual([])
      await page.setViewport(MOBILE)
      await goto(app.session, page, path)
      await page.waitForSelector(ready)
      expect(await horizontalOverflow(page), path).toBeLessThanOrEqual(0)
      await app.session.screenshot(page, `${name}-375`)
    }
    await page.setViewport({ width: 1280, height: 800 })
    expect(recruiter.errors).toEqual([])
  })
})

/** A start date 60 days before the end of a range answer. */
function summary0Start(s: ExecutiveSummary): string {
  const d = new Date(`${s.range.end}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() - 60)
  return d.toISOString().slice(0, 10)
}
