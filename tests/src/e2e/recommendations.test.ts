/**
 * Recommendations in Chromium against the real API (own server, own data): the recruiter opens a
 * job's Recommended tab, sees the engine's status, a candidate with its explanation (rules met,
 * score parts per dimension) and switches to the JIT pool; an administrator (enable-re-debug)
 * sees the engine's whole decision; the candidate sees a job staff recommended on the dashboard.
 */
import type { JobCandidateListItem } from '@quota/shared/contracts/pipeline'
import type { RecommendationDetailsDto } from '@quota/shared/contracts/recommendations'
import type { Page } from 'puppeteer-core'
import { describe, expect, test } from 'vitest'
import { api, button, goto, signInAs, type UserTab, until, useApp, waitForText } from './app'

interface Found {
  jobId: string
  jobName: string
  active: JobCandidateListItem
  jit: JobCandidateListItem
}

type List = { data: JobCandidateListItem[]; meta: { total: number } }

/** A demo job whose pools (recomputed now) both hold someone. */
async function jobWithBothPools(page: Page): Promise<Found> {
  const { body } = await api<{ data: { id: string; name: string; status: { id: string } }[] }>(
    page,
    'POST',
    '/jobs/list?limit=50',
    { filter: 'all' },
  )
  for (const job of body.data.filter((j) => j.status.id !== 'closed')) {
    const base = `/jobs/${job.id}/candidates?candidateType=recommended&limit=1`
    const active = await api<List>(page, 'GET', `${base}&pool=active&recommend=true`)
    if (active.status !== 200 || !active.body.data[0]) continue
    const jit = await api<List>(page, 'GET', `${base}&pool=jit`)
    if (jit.body.data[0])
      return { jobId: job.id, jobName: job.name, active: active.body.data[0], jit: jit.body.data[0] }
  }
  throw new Error('No demo job has both an active and a JIT recommendation')
}

/** A demo job with candidates the JIT sync suggested (shortlist, JIT Suggested) and who can still be hidden. */
async function jobWithJitSuggested(
  page: Page,
): Promise<{ jobId: string; item: JobCandidateListItem; all: JobCandidateListItem[] }> {
  const { body } = await api<{ data: { id: string; status: { id: string } }[] }>(page, 'POST', '/jobs/list?limit=50', {
    filter: 'all',
  })
  for (const job of body.data.filter((j) => j.status.id !== 'closed')) {
    const list = await api<List>(
      page,
      'GET',
      `/jobs/${job.id}/candidates?candidateType=shortlist&stageCurrentStatus=jit_suggested&limit=100`,
    )
    const item = list.body.data?.find((r) => r.actions.primary.includes('hide'))
    if (item) return { jobId: job.id, item, all: list.body.data }
  }
  throw new Error('No open demo job has a JIT Suggested candidate')
}

const row = (id: string) => `li.candidate-row[data-candidate-id="${id}"]`

/**
 * Counts the moments the list shows no candidate row (an unmounted or emptied list) from now on:
 * a reload keeps the previous rows until its answer replaces them.
 */
async function watchForEmptyList(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __emptyListSeen: number; __emptyListObserver?: MutationObserver }
    w.__emptyListSeen = 0
    w.__emptyListObserver?.disconnect()
    w.__emptyListObserver = new MutationObserver(() => {
      if (!document.querySelector('li.candidate-row')) w.__emptyListSeen++
    })
    w.__emptyListObserver.observe(document.body, { childList: true, subtree: true })
  })
}
const emptyListSeen = (page: Page) =>
  page.evaluate(() => (window as unknown as { __emptyListSeen: number }).__emptyListSeen)

/**
 * Opens a row's "Why recommended". The list can re-render (a matching refresh after a filter
 * change) between finding the button and clicking it, so the current button is clicked while it
 * reads collapsed, until the explanation shows.
 */
async function openWhy(page: Page, item: JobCandidateListItem) {
  const why = `${row(item.candidate.id)} button[aria-label=${JSON.stringify(`Why recommended: ${item.candidate.fullName}`)}]`
  const explanation = `${row(item.candidate.id)} .recommendation-explanation`
  await page.waitForSelector(why)
  await until('the recommendation explanation', async () => {
    if (await page.$(explanation)) return true
    await page
      .$eval(why, (b) => {
        if (b.getAttribute('aria-expanded') === 'false') (b as HTMLButtonElement).click()
      })
      .catch(() => undefined)
    return undefined
  })
}

describe('recommendations (real API)', () => {
  let recruiter: UserTab
  let admin: UserTab
  let candidate: UserTab
  let found: Found

  const app = useApp(async ({ session }) => {
    ;[recruiter, admin, candidate] = await Promise.all([
      signInAs(session, 'recruiter', '/job'),
      signInAs(session, 'admin', '/job'),
      signInAs(session, 'candidate', '/candidate-home'),
    ])
    found = await jobWithBothPools(recruiter.page)
  })

  test('the recruiter sees the Recommended tab: status, a candidate with its explanation, the JIT pool', async () => {
    const page = recruiter.page
    await goto(app.session, page, `/job/${found.jobId}/recommended`)
    await page.waitForSelector('.recommend-status[data-status="ready"]')
    // both pools at first; the switch narrows to the active pool
    await page.waitForSelector(row(found.active.candidate.id))
    await page.waitForSelector(row(found.jit.candidate.id))
    expect(await page.$eval('[data-pool="all"]', (b) => b.getAttribute('aria-pressed'))).toBe('true')
    await watchForEmptyList(page)
    await page.click('[data-pool="active"]')
    // the list answers again: the active candidate listed, the JIT one gone (not a list still loading)
    await page.waitForFunction(
      (active: string, jit: string) =>
        document.querySelector(`li.candidate-row[data-candidate-id="${active}"]`) &&
        !document.querySelector(`li.candidate-row[data-candidate-id="${jit}"]`),
      {},
      found.active.candidate.id,
      found.jit.candidate.id,
    )
    await page.waitForSelector('button[data-pool="active"][aria-pressed="true"]')
    // recomputing reloads the list too: the rows stay on screen until the new answer
    const recomputed = page.waitForResponse(
      (r) => r.url().includes(`/jobs/${found.jobId}/candidates`) && r.url().includes('pool=active'),
    )
    await (await button(page, 'Recompute now')).evaluate((b) => (b as HTMLButtonElement).click())
    await recomputed
    await page.waitForSelector('.recommend-status[data-status="ready"]')
    await page.waitForSelector(row(found.active.candidate.id))
    // the pool switch and the recompute never left the list empty between loads
    expect(await emptyListSeen(page)).toBe(0)

    // the explanation is the engine's: the same score, rules and parts the details call answers
    const details = (
      await api<{ data: RecommendationDetailsDto }>(
        page,
        'GET',
        `/recommend/${found.active.candidate.id}/recommendation-details?entityType=candidate&jobId=${found.jobId}`,
      )
    ).body.data
    expect(details.eligible, JSON.stringify({ stage: found.active.stage, details }, null, 1)).toBe(true)
    await openWhy(page, found.active)
    const shown = await page.$eval(`${row(found.active.candidate.id)} .recommendation-explanation`, (el) => ({
      score: el.querySelector('.recommendation-score strong')?.textContent,
      rules: [...el.querySelectorAll('.recommendation-rules tbody tr')].map((tr) =>
        Number(tr.getAttribute('data-rule')),
      ),
      parts: [...el.querySelectorAll('.score-parts tbody tr')].map((tr) => tr.getAttribute('data-dimension')),
      // one rules table and one score-parts table, whoever looks
      tables: el.querySelectorAll('table').length,
      debug: el.getAttribute('data-debug'),
    }))
    expect(shown).toEqual({
      score: String(details.score.total),
      rules: details.rules.filter((r) => r.met).map((r) => r.number),
      parts: details.score.parts.filter((p) => p.applies).map((p) => p.dimension),
      tables: 2,
      debug: 'false',
    })
    expect(shown.rules.length).toBeGreaterThan(0)
    expect(shown.parts.length).toBeGreaterThan(0)

    // the pool switch: the JIT pool's candidates
    await page.click('[data-pool="jit"]')
    await page.waitForSelector(row(found.jit.candidate.id))
    expect(await page.$eval('[data-pool="jit"]', (b) => b.getAttribute('aria-pressed'))).toBe('true')
    await page.waitForFunction(
      (id: string) => !document.querySelector(`li.candidate-row[data-candidate-id="${id}"]`),
      {},
      found.active.candidate.id,
    )
    await openWhy(page, found.jit)
    await waitForText(page, `${row(found.jit.candidate.id)} .recommendation-score`, 'JIT pool')
    expect(recruiter.errors).toEqual([])
  })

  test('the recruiter sees the JIT Suggested list: the numbered reasons and the recommended tab’s actions', async () => {
    const page = recruiter.page
    const suggested = await jobWithJitSuggested(page)
    const item = suggested.item
    await goto(app.session, page, `/job/${suggested.jobId}/shortlisted?variant=jitSuggested`)
    await waitForText(page, 'a[aria-current="page"]', 'JIT Suggested')
    await page.waitForSelector(row(item.candidate.id))
    // only JIT Suggested rows: every row shown is one the API lists with that sub-status
    const shownIds = await page.$$eval('li.candidate-row', (els) => els.map((e) => e.getAttribute('data-candidate-id')))
    expect(new Set(shownIds)).toEqual(new Set(suggested.all.map((r) => r.candidate.id)))
    expect(await page.$$eval('li.candidate-row', (els) => els.map((e) => e.getAttribute('data-stage')))).toEqual(
      shownIds.map(() => 'shortlist/current/jit_suggested'),
    )

    // the reasons are open at once: the numbered rules the engine says this candidate meets
    const details = (
      await api<{ data: RecommendationDetailsDto }>(
        page,
        'GET',
        `/recommend/${item.candidate.id}/recommendation-details?entityType=candidate&jobId=${suggested.jobId}`,
      )
    ).body.data
    await page.waitForSelector(`${row(item.candidate.id)} .recommendation-explanation`)
    const rules = await page.$$eval(`${row(item.candidate.id)} .recommendation-rules tbody tr`, (trs) =>
      trs.map((tr) => ({ number: Number(tr.getAttribute('data-rule')), text: tr.querySelector('th')?.textContent })),
    )
    const met = details.rules.filter((r) => r.met)
    expect(met.length).toBeGreaterThan(0)
    expect(rules).toEqual(met.map((r) => ({ number: r.number, text: `${r.number}. ${r.text}` })))

    // the buttons are the API's for the row: the recommended tab's Pitch, Submit, Hide (Delete under More)
    const buttons = await page.$$eval(`${row(item.candidate.id)} [data-group="primary"] button`, (bs) =>
      bs.map((b) => b.getAttribute('data-action')),
    )
    expect(buttons).toEqual(item.actions.primary)
    expect(buttons).toEqual(expect.arrayContaining(['submit', 'hide']))
    expect(buttons.some((a) => a === 'pitch' || a === 'pitchInMail')).toBe(true)

    // Hide takes the candidate off the suggested list (the action's answer moves the row away);
    // the row's current button is clicked (a refresh may have re-rendered the list since it was found)
    const hide = `${row(item.candidate.id)} button[aria-label=${JSON.stringify(`Hide: ${item.candidate.fullName}`)}]:not([disabled])`
    await page.waitForSelector(hide)
    await page.$eval(hide, (b) => (b as HTMLButtonElement).click())
    const dialog = await page.waitForSelector('[role="dialog"]')
    const hidden = page.waitForResponse((r) => r.url().includes(`/candidates/${item.candidate.id}/actions/hide`))
    const confirm = await dialog!.waitForSelector('button[type="submit"]')
    await confirm!.evaluate((b) => (b as HTMLButtonElement).click())
    expect((await hidden).status()).toBe(200)
    await page.waitForFunction((sel: string) => !document.querySelector(sel), {}, row(item.candidate.id))
    expect(recruiter.errors).toEqual([])
  })

  test('staff with enable-re-debug see each rule’s inputs and outcome and each score part', async () => {
    const page = admin.page
    await goto(app.session, page, `/job/${found.jobId}/recommended`)
    await page.waitForSelector(row(found.active.candidate.id))
    await openWhy(page, found.active)
    const decision = await page.$eval(`${row(found.active.candidate.id)} .recommendation-explanation`, (el) => ({
      debug: el.getAttribute('data-debug'),
      tables: el.querySelectorAll('table').length,
      rules: el.querySelectorAll('.recommendation-rules tbody tr').length,
      withInputs: el.querySelectorAll('.recommendation-rules tbody tr .rule-inputs div').length,
      parts: el.querySelectorAll('.score-parts tbody tr').length,
    }))
    expect(decision.debug).toBe('true')
    expect(decision.tables).toBe(2)
    expect(decision.rules).toBeGreaterThanOrEqual(12)
    expect(decision.withInputs).toBeGreaterThan(0)
    expect(decision.parts).toBe(7)
    expect(admin.errors).toEqual([])
  })

  test('the candidate sees a job staff recommended on the dashboard', async () => {
    const me = await api<{ data: { candidateId: string } }>(candidate.page, 'GET', '/users/me')
    const recommended = await api(recruiter.page, 'POST', `/candidates/${me.body.data.candidateId}/recommend-jobs`, {
      jobIds: [found.jobId],
    })
    expect(recommended.status).toBe(200)
    const page = candidate.page
    await goto(app.session, page, '/candidate-home')
    await waitForText(page, '#recommended-jobs-title', 'Recommended for you')
    await waitForText(page, `.recommended-job[data-job-id="${found.jobId}"]`, found.jobName)
    await waitForText(page, `.recommended-job[data-job-id="${found.jobId}"]`, 'Recommended by')
    expect(candidate.errors).toEqual([])
  })

  test('the explanation names the job filter’s preferred items and the rank they give', async () => {
    const page = recruiter.page
    const job = await api<{ data: { desiredPosition: { id: string } | null } }>(
      page,
      'GET',
      `/jobs/${found.jobId}/details`,
    )
    const positionId = job.body.data.desiredPosition?.id
    expect(positionId).toBeTruthy()
    const before = await api<{ data: { filterItems: unknown[] } }>(page, 'GET', `/jobs/${found.jobId}/search-filter`)
    // the job's own position, preferred: every recommended candidate wants or holds it (rule 8)
    const put = await api(page, 'PUT', `/jobs/${found.jobId}/search-filter`, {
      filterItems: [{ key: 'positions', selectedFilterOptions: [positionId], preferred: true }],
    })
    expect(put.status).toBe(200)
    await goto(app.session, page, `/job/${found.jobId}/recommended`)
    await page.waitForSelector(row(found.active.candidate.id))
    await openWhy(page, found.active)
    const details = await api<{ data: { score: { total: number }; preferred: { rank: number; factor: number } } }>(
      page,
      'GET',
      `/recommend/${found.active.candidate.id}/recommendation-details?entityType=candidate&jobId=${found.jobId}`,
    )
    expect(details.body.data.preferred.factor).toBe(3)
    const section = `${row(found.active.candidate.id)} .recommendation-explanation .preferred-filters`
    await waitForText(page, section, 'Position: matches')
    expect(await page.$eval(`${section} .preferred-rank`, (p) => p.textContent?.trim())).toBe(
      `Ranked ×3 (1 matched, ×3 each): ${details.body.data.preferred.rank}`,
    )
    expect(details.body.data.preferred.rank).toBe(details.body.data.score.total * 3)
    const restored = await api(page, 'PUT', `/jobs/${found.jobId}/search-filter`, {
      filterItems: before.body.data.filterItems,
    })
    expect(restored.status).toBe(200)
    expect(recruiter.errors).toEqual([])
  })
})
