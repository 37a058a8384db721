/**
 * The recruiter's lists in Chromium against the real API (own server, own data): the candidate
 * list with search, filters, saved filters, bulk select (at most 10) and add to job, the cards'
 * labels (days on market, Shortlisted, Hidden); the job
 * list with its filters and favourites; axe-core and 375 px.
 */
import type { JobCandidateListItem } from '@quota/shared/contracts/pipeline'
import type { Page } from 'puppeteer-core'
import { describe, expect, test } from 'vitest'
import {
  api,
  dialog,
  fieldErrors,
  fill,
  goto,
  horizontalOverflow,
  seriousA11yViolations,
  signInAs,
  type UserTab,
  until,
  useApp,
  waitForNoDialog,
  waitForText,
} from './app'
import { MOBILE, waitForUrl } from './browser'
import { type CardAnswer, expectedCardFlags, shownCardFlags } from './search-cards'

const nameOnCard = (page: Page, id: string) =>
  page.$eval(`.search-result[data-candidate-id="${id}"] .candidate-name`, (e) => e.textContent ?? '')

async function waitForResults(page: Page) {
  await page.waitForFunction(
    () =>
      /\d+\+? candidates?$/.test(document.querySelector('.candidate-results .list-count')?.textContent?.trim() ?? ''),
    { timeout: 15_000 },
  )
}

/** "Apply filters" as a press of its button (a DOM click: the long, scrolled panel may sit under the sticky header). */
async function applyFilters(page: Page) {
  await page.$eval('form[aria-label="Candidate filters"] button[type="submit"]', (b) =>
    (b as HTMLButtonElement).click(),
  )
}

const resultCount = (page: Page) =>
  page.$eval('.candidate-results .list-count', (el) => Number.parseInt((el.textContent ?? '').replaceAll(',', ''), 10))

async function waitForJobs(page: Page) {
  await page.waitForFunction(
    () => /^\d+ jobs?$/.test(document.querySelector('.list-count')?.textContent?.trim() ?? ''),
    {
      timeout: 15_000,
    },
  )
}

describe('recruiter lists (real API)', () => {
  let recruiter: UserTab
  /** The job and the two candidates the bulk action shortlisted there (for the card labels). */
  let added: { jobId: string; chosen: string[]; names: string[] } | undefined

  const app = useApp(async ({ session }) => {
    recruiter = await signInAs(session, 'recruiter', '/')
  })

  test('the recruiter lands on the candidate list and finds a candidate by name', async () => {
    const page = recruiter.page
    expect(await waitForUrl(page, (p) => p === '/candidate/list')).toBe('/candidate/list')
    await waitForResults(page)
    expect(await resultCount(page)).toBeGreaterThan(25)
    // Nothing found: the empty state says so.
    await fill(page, 'input[name="searchText"]', 'qqzzxx nobody by this name')
    await page.keyboard.press('Enter')
    await waitForText(page, '.candidate-results .empty-state', 'No candidates match.')
    expect(await page.$eval('.candidate-results .list-count', (e) => e.textContent)).toBe('0 candidates')
    // A Boolean string that does not parse: not searched, the box says what and where.
    await fill(page, 'input[name="searchText"]', 'Jordan (Lee')
    await page.keyboard.press('Enter')
    await waitForText(page, '.search-row .field-error', 'This parenthesis is never closed: add a ) (at character 8)')
    expect(await page.$eval('input[name="searchText"]', (e) => e.getAttribute('aria-invalid'))).toBe('true')
    // Boolean operators search as written: a phrase OR a word nobody has.
    await fill(page, 'input[name="searchText"]', '"Jordan Lee" OR qqzzxx')
    await page.keyboard.press('Enter')
    await page.waitForFunction(
      () => document.querySelector('.search-result .candidate-name')?.textContent === 'Jordan Lee',
    )
    expect(await page.$('.search-row .field-error')).toBeNull()
    // What was asked for is marked: the phrase as one, never the word that matched nothing.
    expect(
      await page.$eval('.search-result', (r) => [...r.querySelectorAll('mark')].map((m) => m.textContent)),
    ).toEqual(['Jordan Lee'])
    await fill(page, 'input[name="searchText"]', 'Jordan Lee')
    await page.keyboard.press('Enter')
    await page.waitForFunction(
      () => document.querySelector('.search-result .candidate-name')?.textContent === 'Jordan Lee',
    )
    await waitForResults(page)
    await app.session.screenshot(page, 'recruiter-candidate-search')
  })

  test('the candidate profile: profile, internal notes, history, share link and PDF', async () => {
    const page = recruiter.page
    // From the search result (the previous test left "Jordan Lee" in the results).
    await page.click('.search-result .candidate-name a')
    await waitForUrl(page, (p) => p.startsWith('/candidate/profile?candidateId='))
    await waitForText(page, 'h1', 'Jordan Lee')
    await waitForText(page, '#experience-title + .timeline', 'Zephyr Cloud')
    const candidateId = await page.$eval('.candidate-profile', (el) => el.getAttribute('data-candidate-id'))
    expect(await page.$eval('a[href$="/profile/pdf"]', (a) => a.getAttribute('href'))).toBe(
      `/api/candidates/${candidateId}/profile/pdf`,
    )
    await page.click('xpath/.//button[normalize-space()="Share link"]')
    await waitForText(page, '.alert', '/public/profile?token=')
    expect(await seriousA11yViolations(page)).toEqual([])
    await app.session.screenshot(page, 'recruiter-candidate-profile')
    // Internal: a note is required, then added.
    await page.click('nav[aria-label="Profile sections"] a[href*="tab=internal"]')
    await page.waitForSelector('textarea[name="noteBody"]')
    await page.click('form[aria-label="Add a note"] button[type="submit"]')
    await waitForText(page, 'form[aria-label="Add a note"] .field-error', 'This field is required.')
    await page.select('select[name="noteType"]', 'call')
    await page.type('textarea[name="noteBody"]', 'Called about the Solutions Engineer role; keen.')
    await page.click('form[aria-label="Add a note"] button[type="submit"]')
    await waitForText(page, '.note', 'Called about the Solutions Engineer role; keen.')
    // History, opened by the spec's query flag.
    await goto(app.session, page, `/candidate/profile?candidateId=${candidateId}&openHistoryTab=true`)
    await waitForText(page, '#history-title + .data-table-wrap', 'candidateNote')
    expect(await page.$eval('nav[aria-label="Profile sections"] a[aria-current="page"]', (a) => a.textContent)).toBe(
      'History',
    )
  })

  test('filters narrow the results, check their numbers and can be saved', async () => {
    const page = recruiter.page
    await goto(app.session, page, '/candidate/list')
    await fill(page, 'input[name="searchText"]', '')
    await page.keyboard.press('Enter')
    await waitForResults(page)
    const all = await resultCount(page)
    // Search status: Actively Searching.
    const active = await page.waitForSelector('input[name="searchStatus"][value="activelySearching"]')
    await active!.click()
    await applyFilters(page)
    await waitForText(page, '.filter-chips', 'Search Status')
    await waitForResults(page)
    const filtered = await resultCount(page)
    expect(filtered).toBeGreaterThan(0)
    expect(filtered).toBeLessThan(all)
    const { body } = await api<{ meta: { total: number } }>(page, 'POST', '/candidates/search?limit=1', {
      filterItems: [{ key: 'searchStatus', selectedFilterOptions: ['activelySearching'] }],
    })
    expect(filtered).toBe(body.meta.total)
    const statuses = await page.$$eval('.search-result .candidate-meta', (els) => els.map((e) => e.textContent))
    expect(statuses.every((s) => s?.includes('Actively Searching'))).toBe(true)

    // A comparison checks its numbers: Between 200 and 100 is refused.
    const summaries = await page.$$eval('details.filter-group summary', (els) => els.map((e) => e.textContent))
    const compensation = summaries.indexOf('Compensation')
    await page.$$eval(
      'details.filter-group',
      (els, i) => {
        ;(els[i as number] as HTMLDetailsElement).open = true
      },
      compensation,
    )
    await page.waitForSelector('select[name="baseSalary-comparison"]')
    await page.select('select[name="baseSalary-comparison"]', 'between')
    await fill(page, 'input[name="baseSalary-value"]', '200')
    await page.waitForSelector('input[name="baseSalary-to"]')
    await fill(page, 'input[name="baseSalary-to"]', '100')
    await applyFilters(page)
    await waitForText(page, '.comparison-filter .field-error', 'The first number must not exceed the second')
    await fill(page, 'input[name="baseSalary-value"]', '100')
    await fill(page, 'input[name="baseSalary-to"]', '250')
    await applyFilters(page)
    await waitForText(page, '.filter-chips', 'Base Salary (K)')
    await waitForResults(page)
    expect(await resultCount(page)).toBeLessThanOrEqual(filtered)

    // Save them; the same name again is refused.
    await page.click('.saved-filters button')
    await dialog(page)
    await page.type('[role="dialog"] input[name="displayName"]', 'Active, 100-250K')
    await page.click('[role="dialog"] button[type="submit"]')
    await waitForNoDialog(page)
    await waitForText(page, '.toast', 'Filters saved.')
    await page.waitForSelector('select[name="savedFilter"]')
    await page.click('.saved-filters button')
    await dialog(page)
    await page.type('[role="dialog"] input[name="displayName"]', 'Active, 100-250K')
    await page.click('[role="dialog"] button[type="submit"]')
    await waitForText(page, '[role="dialog"] .field-error', 'Filter already exists')
    await page.keyboard.press('Escape')
    await waitForNoDialog(page)
    // Without filters there is nothing to save.
    await page.click('.filter-chips .btn-link')
    await page.waitForSelector('.filter-chips', { hidden: true })
    await page.click('.saved-filters button')
    await dialog(page)
    await page.type('[role="dialog"] input[name="displayName"]', 'Empty')
    await page.click('[role="dialog"] button[type="submit"]')
    expect(await fieldErrors(page)).toEqual({ displayName: 'Please add some filters first' })
    await page.keyboard.press('Escape')
    await waitForNoDialog(page)
    // The saved filter applies again.
    const saved = await page.$eval(
      'select[name="savedFilter"] option:nth-child(2)',
      (o) => (o as HTMLOptionElement).value,
    )
    await page.select('select[name="savedFilter"]', saved)
    await waitForText(page, '.filter-chips', 'Base Salary (K)')
  })

  test('the owner filter lists the recruiters and narrows to one owner’s candidates', {
    timeout: 120_000,
  }, async () => {
    const page = recruiter.page
    await goto(app.session, page, '/candidate/list')
    await waitForResults(page)
    const owners = await api<{ data: { id: string; value: string }[] }>(page, 'GET', '/users/owners')
    const owner = owners.body.data[0]!
    await page.$$eval('details.filter-group', (els) => {
      for (const el of els) (el as HTMLDetailsElement).open = true
    })
    const box = await page.waitForSelector(`input[name="owner"][value="${owner.id}"]`)
    expect(await page.$('input[name="owner"][value="unassigned"]')).not.toBeNull()
    await box!.evaluate((b) => (b as HTMLInputElement).click())
    await applyFilters(page)
    await waitForText(page, '.filter-chips', 'Owner')
    await waitForResults(page)
    const { body } = await api<{ meta: { total: number } }>(page, 'POST', '/candidates/search?limit=1', {
      filterItems: [{ key: 'owner', selectedFilterOptions: [owner.id] }],
    })
    expect(await resultCount(page)).toBe(body.meta.total)
    if (body.meta.total > 0) {
      const shown = await page.$$eval('.search-result .candidate-meta', (els) => els.map((e) => e.textContent))
      expect(shown.every((t) => t?.includes(`Owner ${owner.value}`))).toBe(true)
    }
    await page.click('.filter-chips .btn-link')
    await page.waitForSelector('.filter-chips', { hidden: true })
  })

  test('the location filter finds a city with a radius; shortlisted-in-job picks an open job', {
    timeout: 120_000,
  }, async () => {
    const page = recruiter.page
    await goto(app.session, page, '/candidate/list')
    await waitForResults(page)
    const count = async (filterItems: unknown[]) =>
      (await api<{ meta: { total: number } }>(page, 'POST', '/candidates/search?limit=1', { filterItems })).body.meta
        .total
    await page.$$eval('details.filter-group', (els) => {
      for (const el of els) (el as HTMLDetailsElement).open = true
    })
    // A free-typed place is not a value: the city is chosen from the matches.
    await fill(page, 'input[name="locationSearch"]', 'Austin')
    const add = await page.waitForSelector(
      'xpath/.//ul[@aria-label="Matching places"]//button[normalize-space()="Add Austin, TX"]',
    )
    await add!.click()
    await waitForText(page, 'ul[aria-label="Location: chosen"]', 'Austin, TX')
    expect(await page.$eval('select[name="location-withinMiles"]', (e) => (e as HTMLSelectElement).value)).toBe('25')
    await page.select('select[name="location-withinMiles"]', '100')
    await applyFilters(page)
    await waitForText(page, '.filter-chips', 'Location')
    await waitForResults(page)
    const near = await count([
      {
        key: 'location',
        selectedFilterOptions: [{ cityId: 'US-TX-austin' }],
        additionalInformation: { withinMiles: 100 },
      },
    ])
    const cityOnly = await count([
      {
        key: 'location',
        selectedFilterOptions: [{ cityId: 'US-TX-austin' }],
        additionalInformation: { withinMiles: 0 },
      },
    ])
    expect(await resultCount(page)).toBe(near)
    expect(near).toBeGreaterThan(0)
    expect(near).toBeGreaterThanOrEqual(cityOnly)
    expect(near).toBeLessThan(await count([]))
    await page.click('.filter-chips .btn-link')
    await page.waitForSelector('.filter-chips', { hidden: true })

    // Shortlisted in job: an open job found by its title.
    const jobs = await api<{ data: { id: string; name: string; organization: { name: string } }[] }>(
      page,
      'POST',
      '/jobs/list?limit=1',
      { filter: 'allOpenJobs' },
    )
    const job = jobs.body.data[0]!
    await page.$$eval('details.filter-group', (els) => {
      for (const el of els) (el as HTMLDetailsElement).open = true
    })
    await fill(page, 'input[name="shortlistedInJobSearch"]', job.name)
    const label = `${job.name} · ${job.organization.name}`
    const pick = await page.waitForSelector(
      `xpath/.//ul[@aria-label="Matching jobs"]//button[normalize-space()="Add ${label}"]`,
    )
    await pick!.click()
    await applyFilters(page)
    await waitForText(page, '.filter-chips', 'Shortlisted in Job')
    await waitForResults(page)
    expect(await resultCount(page)).toBe(await count([{ key: 'shortlistedInJob', selectedFilterOptions: [job.id] }]))
    await page.click('.filter-chips .btn-link')
    await page.waitForSelector('.filter-chips', { hidden: true })
  })

  test('long lists are searched by name and offer what is used most as "Frequently Used"', {
    timeout: 120_000,
  }, async () => {
    const page = recruiter.page
    // A skill added to a profile counts as one use of it (before the list opens: it reads them then).
    const skills = await api<{ data: { id: string; value: string }[] }>(
      page,
      'GET',
      '/guest/list-of-values?key=skill&doNotApplyLimit=true',
    )
    expect(skills.body.data.length).toBeGreaterThan(30)
    const found = await api<{ data: { candidateId: string }[] }>(page, 'POST', '/candidates/search?limit=1', {})
    const profile = await api<{ data: { id: string }[] }>(
      page,
      'GET',
      `/candidates/${found.body.data[0]!.candidateId}/profile/skills`,
    )
    const has = new Set(profile.body.data.map((k) => k.id))
    const skill = skills.body.data.find((k) => !has.has(k.id))!
    expect(
      (await api(page, 'POST', `/candidates/${found.body.data[0]!.candidateId}/skills`, { skillIds: [skill.id] }))
        .status,
    ).toBe(200)
    const frequent = await api<{ data: { id: string }[] }>(page, 'GET', '/list-of-values/skill/frequent')
    expect(frequent.body.data.map((k) => k.id)).toContain(skill.id)
    await goto(app.session, page, '/candidate/list')
    await waitForResults(page)

    await page.$$eval('details.filter-group', (els) => {
      for (const el of els) (el as HTMLDetailsElement).open = true
    })
    // No wall of checkboxes: a search box, and the skill under "Frequently Used" before typing.
    expect(await page.$('input[type="checkbox"][name="skills"]')).toBeNull()
    const offered = await page.waitForSelector(
      `xpath/.//fieldset[@data-name="skills"]//ul[@aria-label="Frequently Used"]//button[starts-with(normalize-space(), "Add ${skill.value}")]`,
    )
    await offered!.click()
    await waitForText(page, 'ul[aria-label="Skills: chosen"]', skill.value)
    // Typing searches the whole list by name.
    await fill(page, 'input[name="skillsSearch"]', skills.body.data[1]!.value.slice(0, 4))
    await page.waitForSelector(
      'xpath/.//fieldset[@data-name="skills"]//ul[starts-with(@aria-label, "Matching")]//button',
    )
    expect(await page.$('xpath/.//fieldset[@data-name="skills"]//ul[@aria-label="Frequently Used"]')).toBeNull()
    await applyFilters(page)
    await waitForText(page, '.filter-chips', 'Skills')
    await waitForResults(page)
    const { body } = await api<{ meta: { total: number } }>(page, 'POST', '/candidates/search?limit=1', {
      filterItems: [{ key: 'skills', selectedFilterOptions: [skill.id] }],
    })
    expect(body.meta.total).toBeGreaterThan(0)
    expect(await resultCount(page)).toBe(body.meta.total)
    await page.click('.filter-chips .btn-link')
    await page.waitForSelector('.filter-chips', { hidden: true })
  })

  test('at most 10 candidates can be selected; the selection is added to a job', async () => {
    const page = recruiter.page
    await goto(app.session, page, '/candidate/list')
    await waitForResults(page)
    const boxes = await page.$$('.search-result input[name="selected"]')
    expect(boxes.length).toBeGreaterThan(10)
    for (const box of boxes.slice(0, 10)) await box.click()
    await waitForText(page, '.bulk-bar', '10 of 10 selected')
    expect(await boxes[10]!.evaluate((b) => (b as HTMLInputElement).disabled)).toBe(true)
    expect(await page.$$eval('.search-result input[name="selected"]:checked', (b) => b.length)).toBe(10)
    await app.session.screenshot(page, 'recruiter-bulk-select')
    // Keep two that are not in the job yet, and add them to its shortlist.
    const { body: jobs } = await api<{ data: { id: string; name: string; organization: { name: string } }[] }>(
      page,
      'POST',
      '/jobs/list?limit=100',
      { filter: 'allOpenJobs', searchText: 'Sales Development Representative' },
    )
    const jobId = jobs.data.find(
      (j) => j.name === 'Sales Development Representative' && j.organization.name === 'Acme Cloud',
    )!.id
    const ids = await page.$$eval('.search-result', (els) => els.map((e) => e.getAttribute('data-candidate-id')!))
    const chosen: string[] = []
    for (const id of ids) {
      if ((await api(page, 'GET', `/jobs/${jobId}/candidate/${id}/status`)).status === 404) chosen.push(id)
      if (chosen.length === 2) break
    }
    for (const [i, id] of ids.slice(0, 10).entries()) if (!chosen.includes(id)) await boxes[i]!.click()
    for (const id of chosen)
      if (!ids.slice(0, 10).includes(id)) await page.click(`.search-result[data-candidate-id="${id}"] input`)
    await waitForText(page, '.bulk-bar', '2 of 10 selected')
    await page.click('.bulk-bar .btn-primary')
    await dialog(page)
    await page.type('[role="dialog"] input[name="jobSearch"]', 'Sales Development Representative')
    await waitForText(page, '[role="dialog"] .choice-row', 'Sales Development Representative')
    await page.click(`[role="dialog"] input[name="jobId"][value="${jobId}"]`)
    await page.click('[role="dialog"] input[name="action"][value="shortlist"]')
    await page.click('[role="dialog"] button[type="submit"]')
    await waitForNoDialog(page)
    await waitForText(page, '.toast', '2 candidates shortlisted for Sales Development Representative.')
    const { body } = await api<{ data: JobCandidateListItem[] }>(
      page,
      'GET',
      `/jobs/${jobId}/candidates?candidateType=shortlist&limit=200`,
    )
    const shortlisted = body.data.map((r) => r.candidate.id)
    for (const id of chosen) expect(shortlisted).toContain(id)
    expect(await page.$('.bulk-bar')).toBeNull()
    added = { jobId, chosen, names: await Promise.all(chosen.map((id) => nameOnCard(page, id))) }
  })

  test("the cards' labels: days on market, Shortlisted, Hidden, as the API says", async () => {
    const page = recruiter.page
    const { jobId, chosen, names } = added!
    const [shortlistedId, hiddenId] = chosen as [string, string]
    // the second one hidden in the job (from its shortlist)
    const hide = await api(page, 'POST', `/jobs/${jobId}/candidates/${hiddenId}/actions/hide`, {})
    expect(hide.status).toBe(200)
    for (const [i, id] of [shortlistedId, hiddenId].entries()) {
      // the card as the API gives it, found by the candidate's name
      const name = names[i]!
      const search = await api<{ data: CardAnswer[] }>(page, 'POST', '/candidates/search?limit=100', {
        searchText: `"${name}"`,
      })
      const card = search.body.data.find((c) => c.candidateId === id)!
      await fill(page, 'input[name="searchText"]', `"${name}"`)
      await page.keyboard.press('Enter')
      await page.waitForSelector(`.search-result[data-candidate-id="${id}"]`)
      const shown = await shownCardFlags(page, id)
      expect(shown).toEqual(expectedCardFlags(card))
      if (id === shortlistedId) expect(shown.shortlisted).toBe('Shortlisted')
      else expect(shown.hidden).toBe('Hidden')
    }
    // a candidate on the market shows how long: the first card of the plain list with a figure
    await fill(page, 'input[name="searchText"]', '')
    await page.keyboard.press('Enter')
    await waitForResults(page)
    const listed = await api<{ data: CardAnswer[] }>(page, 'POST', '/candidates/search?limit=25', {})
    const onMarket = listed.body.data.find((c) => c.daysOnMarket !== null)!
    await waitForText(
      page,
      `.search-result[data-candidate-id="${onMarket.candidateId}"] [data-flag="daysOnMarket"]`,
      `${onMarket.daysOnMarket} day${onMarket.daysOnMarket === 1 ? '' : 's'} on market`,
    )
    expect(recruiter.errors).toEqual([])
  })

  test('the candidate list passes axe and fits 375 px', async () => {
    const page = recruiter.page
    await goto(app.session, page, '/candidate/list')
    await waitForResults(page)
    expect(await seriousA11yViolations(page)).toEqual([])
    // cards carry the sellers' evidence as figures (shared salesEvidence)
    expect((await page.$$('.search-result .sales-line')).length).toBeGreaterThan(0)
    // Notify: the mail's text as it will go out, before anything is sent
    await page.click('.search-result input[name="selected"]')
    const notify = await page.waitForSelector(
      'xpath/.//section[contains(@class,"bulk-bar")]//button[normalize-space()="Notify"]',
    )
    await notify!.click()
    await dialog(page)
    await waitForText(page, '[role="dialog"] .notify-preview', 'Are you still looking')
    expect(await seriousA11yViolations(page)).toEqual([])
    await page.click('[role="dialog"] .dialog-actions .btn-secondary')
    await waitForNoDialog(page)
    await page.click('.search-result input[name="selected"]')
    await page.setViewport(MOBILE)
    await goto(app.session, page, '/candidate/list')
    await waitForResults(page)
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0)
    // on a phone the filters sit above the results, folded: they open on a tap
    expect(await page.$eval('details.filter-panel-fold', (d) => (d as HTMLDetailsElement).open)).toBe(false)
    await page.click('details.filter-panel-fold > summary')
    await page.waitForSelector('form[aria-label="Candidate filters"]', { visible: true })
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0)
    await app.session.screenshot(page, 'recruiter-candidate-list-375')
    await page.setViewport({ width: 1280, height: 800 })
  })

  test('the job list filters by open/closed, text and favourites, and remembers them', async () => {
    const page = recruiter.page
    await goto(app.session, page, '/job')
    await waitForJobs(page)
    expect(await page.$eval('button[aria-pressed="true"].segmented-item', (b) => b.textContent)).toBe('All Open Jobs')
    const { body: open } = await api<{ meta: { total: number } }>(page, 'POST', '/jobs/list?limit=1', {
      filter: 'allOpenJobs',
    })
    expect(await page.$$eval('tbody tr', (r) => r.length)).toBe(Math.min(25, open.meta.total))
    // Closed jobs only show Closed.
    await page.click('xpath/.//button[normalize-space()="All Closed Jobs"]')
    await page.waitForFunction(
      () => document.querySelector('button[aria-pressed="true"].segmented-item')?.textContent === 'All Closed Jobs',
    )
    await waitForJobs(page)
    const statuses = await page.$$eval('tbody tr .badge', (els) => els.map((e) => e.textContent))
    expect(statuses.every((s) => s === 'Closed')).toBe(true)
    // Text search.
    await page.click('xpath/.//button[normalize-space()="All Open Jobs"]')
    await fill(page, 'input[name="searchText"]', 'Account Executive')
    await page.keyboard.press('Enter')
    await page.waitForFunction(() =>
      [...document.querySelectorAll('tbody tr th a')].every((a) => a.textContent?.includes('Account Executive')),
    )
    await waitForJobs(page)
    // Favourite a job that is not one yet, then show favourites only.
    const target = await page.$$eval('tbody tr', (rows) => {
      const row = rows.find((r) => r.querySelector('.favorite-toggle')?.getAttribute('aria-pressed') === 'false')
      return { id: row?.getAttribute('data-job-id'), name: row?.querySelector('th a')?.textContent }
    })
    // The list may re-render (a reload) between finding the star and clicking it: the star shown
    // now is clicked while it is off and idle, until the server has the favourite.
    const star = `tr[data-job-id="${target.id}"] .favorite-toggle`
    const isFavourite = async () => {
      const { body } = await api<{ data: { id: string }[] }>(page, 'POST', '/jobs/list?limit=100', {
        filter: 'allOpenJobs',
        favoritesOnly: true,
        searchText: 'Account Executive',
      })
      return body.data.some((j) => j.id === target.id)
    }
    const toggleUntil = (favourite: boolean) =>
      until(`the job ${favourite ? '' : 'no longer '}a favourite`, async () => {
        if ((await isFavourite()) === favourite) return true
        await page
          .$eval(
            star,
            (b, on) => {
              if (b.getAttribute('aria-pressed') === String(!on) && !b.hasAttribute('disabled'))
                (b as HTMLButtonElement).click()
            },
            favourite,
          )
          .catch(() => undefined)
        return undefined
      })
    await toggleUntil(true)
    await page.waitForSelector(`${star}[aria-pressed="true"]:not([disabled])`)
    await page.click('input[name="favoritesOnly"]')
    await page.waitForFunction(
      (id: string) =>
        [...document.querySelectorAll('tbody tr')].every(
          (r) => r.querySelector('.favorite-toggle')?.getAttribute('aria-pressed') === 'true',
        ) && Boolean(document.querySelector(`tr[data-job-id="${id}"]`)),
      { polling: 250 },
      target.id!,
    )
    const { body: favs } = await api<{ data: { id: string }[] }>(page, 'POST', '/jobs/list?limit=100', {
      filter: 'allOpenJobs',
      favoritesOnly: true,
      searchText: 'Account Executive',
    })
    expect(await page.$$eval('tbody tr', (rows) => rows.map((r) => r.getAttribute('data-job-id')))).toEqual(
      favs.data.map((j) => j.id),
    )
    await app.session.screenshot(page, 'recruiter-job-list-favourites')
    // The filters are remembered.
    await goto(app.session, page, '/job')
    await waitForJobs(page)
    expect(await page.$eval('input[name="favoritesOnly"]', (i) => (i as HTMLInputElement).checked)).toBe(true)
    expect(await page.$eval('input[name="searchText"]', (i) => (i as HTMLInputElement).value)).toBe('Account Executive')
    // Un-favourite: it leaves the favourites list.
    await toggleUntil(false)
    await page.waitForSelector(`tr[data-job-id="${target.id}"]`, { hidden: true })
    expect(await seriousA11yViolations(page)).toEqual([])
    await page.setViewport(MOBILE)
    await goto(app.session, page, '/job')
    await waitForJobs(page)
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0)
    await page.setViewport({ width: 1280, height: 800 })
  })
})
