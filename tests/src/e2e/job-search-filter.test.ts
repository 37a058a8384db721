/**
 * A job's saved search filter in Chromium against the real API: the recruiter opens the editor
 * from the job's Matching tab, sets filters with the candidate search's own panel, saves, and
 * the matching list follows (filled by the search worker); the editor opens again on what was saved.
 * A filter ticked Preferred excludes nobody: its match leads the matching list, the others stay.
 */
import type { JobCandidateListItem } from '@quota/shared/contracts/pipeline'
import type { Page } from 'puppeteer-core'
import { describe, expect, test } from 'vitest'
import { api, fill, goto, signInAs, type UserTab, useApp, waitForText } from './app'

type List = { data: JobCandidateListItem[]; meta: { total: number } }
interface Hit {
  candidateId: string
  lastName: string | null
}

/**
 * An open job and an actively searching candidate with no row on it (the filter will find them).
 * `unique`: the only actively searching candidate the last name finds, so a filter on it singles
 * them out (demo data has namesakes).
 */
async function jobAndNewcomer(page: Page, options: { unique?: boolean } = {}): Promise<{ jobId: string; target: Hit }> {
  const jobs = await api<{ data: { id: string; status: { id: string } }[] }>(page, 'POST', '/jobs/list?limit=20', {
    filter: 'all',
  })
  const job = jobs.body.data.find((j) => j.status.id !== 'closed')
  if (!job) throw new Error('No open demo job')
  const found = await api<{ data: Hit[] }>(page, 'POST', '/candidates/search?limit=50', {
    filterItems: [{ key: 'searchStatus', selectedFilterOptions: ['activelySearching'] }],
  })
  for (const hit of found.body.data.filter((h) => h.lastName)) {
    const status = await api(page, 'GET', `/jobs/${job.id}/candidate/${hit.candidateId}/status`)
    if (status.status < 400) continue
    if (options.unique) {
      const namesakes = await api<{ meta: { total: number } }>(page, 'POST', '/candidates/search?limit=1', {
        filterItems: [
          { key: 'searchStatus', selectedFilterOptions: ['activelySearching'] },
          { key: 'keywords', selectedFilterOptions: [hit.lastName] },
        ],
      })
      if (namesakes.body.meta.total !== 1) continue
    }
    return { jobId: job.id, target: hit }
  }
  throw new Error('No actively searching candidate is free of this job')
}

describe('job search filter editor (real API)', () => {
  let recruiter: UserTab
  const app = useApp(async ({ session }) => {
    recruiter = await signInAs(session, 'recruiter', '/job')
  })

  /** Opens the filter editor from the Matching tab shown (the button the page shows now is clicked). */
  async function openEditor(page: Page) {
    await page.waitForSelector('[data-testid="edit-search-filter"]')
    await page.$eval('[data-testid="edit-search-filter"]', (b) => (b as HTMLButtonElement).click())
    await page.waitForSelector('[role="dialog"] form[aria-label="Job search filter"]')
  }

  test('staff edit the job’s filter with the search panel, save, and the matching list follows', async () => {
    const page = recruiter.page
    const { jobId, target } = await jobAndNewcomer(page)
    await goto(app.session, page, `/job/${jobId}/matching`)
    await openEditor(page)
    // the candidate search's controls: Search Status checkboxes and the Keywords field
    const active = await page.waitForSelector('[role="dialog"] input[name="searchStatus"][value="activelySearching"]')
    await active!.evaluate((i) => (i as HTMLInputElement).click())
    await page.type('[role="dialog"] input[name="keywords"]', target.lastName!)

    const saved = page.waitForResponse(
      (r) => r.url().includes(`/jobs/${jobId}/search-filter`) && r.request().method() === 'PUT',
    )
    const save = await page.waitForSelector('[role="dialog"] button[type="submit"]')
    await save!.evaluate((b) => (b as HTMLButtonElement).click())
    expect((await saved).status()).toBe(200)
    await page.waitForFunction(() => !document.querySelector('[role="dialog"]'))

    // the job keeps the filter as set
    const filter = await api<{ data: { hasFilters: boolean; filterItems: unknown[] } }>(
      page,
      'GET',
      `/jobs/${jobId}/search-filter`,
    )
    expect(filter.body.data.hasFilters).toBe(true)
    expect(filter.body.data.filterItems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ key: 'searchStatus', selectedFilterOptions: ['activelySearching'] }),
        expect.objectContaining({ key: 'keywords', selectedFilterOptions: [target.lastName] }),
      ]),
    )

    // the matching list follows on screen (no reload): the newcomer appears
    await page.waitForSelector(`li.candidate-row[data-candidate-id="${target.candidateId}"]`, { timeout: 60_000 })
    // it is the filter's doing: a matching row, and a candidate the same filter finds in search
    const found = await api<{ data: Hit[]; meta: { total: number } }>(page, 'POST', '/candidates/search?limit=100', {
      filterItems: filter.body.data.filterItems,
    })
    const foundIds = new Set(found.body.data.map((h) => h.candidateId))
    // the page said it was refilling the list while the worker ran, and says nothing once done
    await page.waitForFunction(() => document.querySelector('[data-testid="matching-refresh"]')?.textContent === '')
    const matching = await api<List>(page, 'GET', `/jobs/${jobId}/candidates?candidateType=matching&limit=100`)
    const systemRows = matching.body.data.filter((r) => r.stage.stageType === 'matching')
    expect(systemRows.map((r) => r.candidate.id)).toContain(target.candidateId)

    // the editor opens again on what was saved
    await openEditor(page)
    await page.waitForSelector('[role="dialog"] input[name="searchStatus"][value="activelySearching"]:checked')
    expect(await page.$eval('[role="dialog"] input[name="keywords"]', (i) => (i as HTMLInputElement).value)).toBe(
      target.lastName,
    )
    await waitForText(page, '[role="dialog"]', 'fill the job’s Matching list')
    expect(foundIds.has(target.candidateId)).toBe(true)
    expect(recruiter.errors).toEqual([])
  }, 90_000)

  test('a filter ticked Preferred keeps everyone the required filters find and ranks its match first', async () => {
    const page = recruiter.page
    const { jobId, target } = await jobAndNewcomer(page, { unique: true })
    await goto(app.session, page, `/job/${jobId}/matching`)
    await openEditor(page)
    // start from nothing (the job may hold a filter already)
    const clear = await page.waitForSelector('xpath/.//*[@role="dialog"]//button[normalize-space()="Clear all"]')
    await clear!.evaluate((b) => (b as HTMLButtonElement).click())
    await page.waitForFunction(() => !document.querySelector('[role="dialog"] input[name="searchStatus"]:checked'))
    const active = await page.waitForSelector('[role="dialog"] input[name="searchStatus"][value="activelySearching"]')
    await active!.evaluate((i) => (i as HTMLInputElement).click())
    await fill(page, '[role="dialog"] input[name="keywords"]', target.lastName!)
    // each filter set offers Required (default) or Preferred
    const preferKeywords = await page.waitForSelector('[role="dialog"] input[name="preferred-keywords"]')
    expect(await page.$('[role="dialog"] input[name="preferred-searchStatus"]:checked')).toBeNull()
    await preferKeywords!.evaluate((i) => (i as HTMLInputElement).click())
    await page.waitForSelector('[role="dialog"] input[name="preferred-keywords"]:checked')

    const saved = page.waitForResponse(
      (r) => r.url().includes(`/jobs/${jobId}/search-filter`) && r.request().method() === 'PUT',
    )
    const save = await page.waitForSelector('[role="dialog"] button[type="submit"]')
    await save!.evaluate((b) => (b as HTMLButtonElement).click())
    expect((await saved).status()).toBe(200)
    await page.waitForFunction(() => !document.querySelector('[role="dialog"]'))

    const filter = await api<{ data: { filterItems: { key: string; preferred?: boolean }[] } }>(
      page,
      'GET',
      `/jobs/${jobId}/search-filter`,
    )
    expect(filter.body.data.filterItems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ key: 'keywords', selectedFilterOptions: [target.lastName], preferred: true }),
      ]),
    )
    expect(filter.body.data.filterItems.find((i) => i.key === 'searchStatus')?.preferred).toBeUndefined()

    // the list shows the preferred match first, and keeps actively searching candidates who do not match it
    await page
      .waitForFunction(
        (id) => document.querySelector('li.candidate-row')?.getAttribute('data-candidate-id') === id,
        { timeout: 60_000 },
        target.candidateId,
      )
      .catch(async (error) => {
        const shown = await page.$$eval('li.candidate-row', (rows) =>
          rows.map((r) => r.getAttribute('data-candidate-id')),
        )
        const list = await api<List>(page, 'GET', `/jobs/${jobId}/candidates?candidateType=matching&limit=5`)
        const state = await api<{ data: { matchingRefreshPending: boolean } }>(
          page,
          'GET',
          `/jobs/${jobId}/search-filter`,
        )
        throw new Error(
          `${error}: wanted ${target.candidateId} first; the page shows ${shown.slice(0, 5).join(', ')}; the API answers ${JSON.stringify(
            list.body.data.map((r) => [r.candidate.id, r.stage.stageType, (r as { score?: unknown }).score]),
          )}; refresh pending: ${state.body.data.matchingRefreshPending}`,
        )
      })
    // the page said it was refilling the list while the worker ran, and says nothing once done
    await page.waitForFunction(() => document.querySelector('[data-testid="matching-refresh"]')?.textContent === '')
    const matching = await api<List>(page, 'GET', `/jobs/${jobId}/candidates?candidateType=matching&limit=100`)
    const systemRows = matching.body.data.filter((r) => r.stage.stageType === 'matching')
    expect(systemRows[0]?.candidate.id).toBe(target.candidateId)
    expect(systemRows.length).toBeGreaterThan(1)

    // the editor opens again with the filter still preferred
    await openEditor(page)
    await page.waitForSelector('[role="dialog"] input[name="preferred-keywords"]:checked')
    expect(recruiter.errors).toEqual([])
  }, 90_000)
})
