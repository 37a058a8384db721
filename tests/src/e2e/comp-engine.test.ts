/**
 * The compensation engine in Chromium against the real API (own server, demo data): the basic
 * client recruiter lands on /comp-engine and sees exactly the figures the API answers for the
 * same filters (default, "all" pool, a position, a level and an experience), with equity, the
 * OTE split and quota ÷ OTE; "ping the sales team" answers queued; axe-core and the 375 px layout.
 */
import type { CompensationEngineBody, CompensationEngineResult } from '@quota/shared/contracts/compensation'
import type { Page } from 'puppeteer-core'
import { describe, expect, test } from 'vitest'
import { api, goto, horizontalOverflow, seriousA11yViolations, signInAs, type UserTab, useApp } from './app'
import { DESKTOP, MOBILE, waitForUrl } from './browser'

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 })
const money = (n: number | null) => (n === null ? '—' : usd.format(n))
const MEASURES = ['base', 'variable', 'ote'] as const

interface Shown {
  counts: Record<string, string>
  rows: Record<string, string[]>
  empty: boolean
  bars: Record<string, number>
  extra: Record<string, string[]>
}
const pct = (n: number | null) => (n === null ? '—' : `${n}%`)
const times = (n: number | null) => (n === null ? '—' : `${n}×`)

/** What the page should show for an API answer. */
function expected(r: CompensationEngineResult): Shown {
  const hasFigures = MEASURES.some((m) => r.buckets[m].median !== null)
  return {
    counts: {
      activeCandidateCount: String(r.activeCandidateCount),
      allCandidateCount: String(r.allCandidateCount),
      activeJobCount: String(r.activeJobCount),
      placementCount: String(r.placementCount),
      currentRoleCount: String(r.currentRoleCount),
    },
    rows: hasFigures
      ? Object.fromEntries(
          MEASURES.map((m) => {
            const b = r.buckets[m]
            return [m, [String(b.count), money(b.p25), money(b.median), money(b.p75)]]
          }),
        )
      : {},
    empty: !hasFigures,
    bars: hasFigures
      ? Object.fromEntries(
          MEASURES.filter((m) => r.buckets[m].buckets.length > 0).map((m) => [m, r.buckets[m].buckets.length]),
        )
      : {},
    extra: {
      equity: [String(r.equity.count), pct(r.equity.p25Percent), pct(r.equity.medianPercent), pct(r.equity.p75Percent)],
      split: [
        String(r.split.count),
        '—',
        r.split.basePercent === null ? '—' : `${r.split.basePercent} / ${r.split.variablePercent}`,
        '—',
      ],
      quotaToOte: [
        String(r.quotaToOte.count),
        times(r.quotaToOte.p25),
        times(r.quotaToOte.median),
        times(r.quotaToOte.p75),
      ],
    },
  }
}

async function shown(page: Page): Promise<Shown> {
  return page.evaluate(() => ({
    counts: Object.fromEntries(
      [...document.querySelectorAll('.comp-counts [data-count]')].map((d) => [
        d.getAttribute('data-count'),
        d.querySelector('dd')?.textContent ?? '',
      ]),
    ),
    rows: Object.fromEntries(
      [...document.querySelectorAll('.comp-table tr[data-measure]')].map((tr) => [
        tr.getAttribute('data-measure'),
        [...tr.querySelectorAll('td')].map((td) => td.textContent ?? ''),
      ]),
    ),
    empty: document.querySelector('.comp-results .empty-state') !== null,
    bars: Object.fromEntries(
      [...document.querySelectorAll('[data-histogram]')].map((f) => [
        f.getAttribute('data-histogram'),
        f.querySelectorAll('rect.comp-bar').length,
      ]),
    ),
    extra: Object.fromEntries(
      [...document.querySelectorAll('.comp-extra tr[data-extra]')].map((tr) => [
        tr.getAttribute('data-extra'),
        [...tr.querySelectorAll('td')].map((td) => td.textContent ?? ''),
      ]),
    ),
  }))
}

/** Waits until the page shows what the API answers for `body`, then checks it. */
async function expectSameAsApi(page: Page, body: CompensationEngineBody) {
  const { status, body: answer } = await api<{ data: CompensationEngineResult }>(
    page,
    'POST',
    '/compensation-engine',
    body,
  )
  expect(status).toBe(200)
  const want = expected(answer.data)
  const deadline = Date.now() + 10_000
  let got = await shown(page)
  while (JSON.stringify(got) !== JSON.stringify(want) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 100))
    got = await shown(page)
  }
  expect(got).toEqual(want)
  return answer.data
}

describe('compensation engine (real API)', () => {
  let basic: UserTab

  const app = useApp(async ({ session }) => {
    basic = await signInAs(session, 'basic', '/')
  })

  test('the basic client lands on /comp-engine and sees the API figures', async () => {
    const page = basic.page
    expect(await waitForUrl(page, (p) => p === '/comp-engine')).toBe('/comp-engine')
    await page.waitForSelector('.comp-counts')
    const all = { positionIds: [], stateIds: [], cityIds: [] }
    const first = await expectSameAsApi(page, { ...all, pool: 'active' })
    expect(first.selectedPool).toBe('active')
    // The pool toggle.
    await page.click('input[name="pool"][value="all"]')
    const everyone = await expectSameAsApi(page, { ...all, pool: 'all' })
    expect(everyone.allCandidateCount).toBeGreaterThanOrEqual(everyone.activeCandidateCount)
    await app.session.screenshot(page, 'comp-engine-basic-all')
    await page.click('input[name="pool"][value="active"]')
    await expectSameAsApi(page, { ...all, pool: 'active' })
    // A position filter: the first position offered.
    const positionId = await page.$eval(
      'select[name="positionId"]',
      (s) => (s as HTMLSelectElement).options[1]?.value ?? '',
    )
    expect(positionId).not.toBe('')
    await page.select('select[name="positionId"]', positionId)
    await expectSameAsApi(page, { ...all, positionIds: [positionId], pool: 'active' })
    // Level and experience: the first of each list offered.
    const firstOption = async (name: string) => {
      await page.waitForFunction(
        (n) => (document.querySelector(`select[name="${n}"]`) as HTMLSelectElement)?.options.length > 1,
        {},
        name,
      )
      return page.$eval(`select[name="${name}"]`, (s) => (s as HTMLSelectElement).options[1]!.value)
    }
    const levelId = await firstOption('levelId')
    await page.select('select[name="positionId"]', '')
    await page.select('select[name="levelId"]', levelId)
    await expectSameAsApi(page, { ...all, levelIds: [levelId], pool: 'active' })
    const experienceId = await firstOption('experienceId')
    await page.select('select[name="experienceId"]', experienceId)
    await expectSameAsApi(page, { ...all, levelIds: [levelId], experienceIds: [experienceId], pool: 'active' })
    // Ping the sales team: the page says the request is queued (the mail is in the outbox)
    await page.type('.comp-ping input[name="headcount"]', '2')
    await page.click('.comp-ping button[type="submit"]')
    await page.waitForSelector('[data-ping-outcome="queued"]')
    expect(await page.$eval('[data-ping-outcome]', (d) => d.textContent)).toContain('will reach out')
    expect(basic.errors).toEqual([])
  })

  test('the page passes axe and fits 375 px', async () => {
    const page = basic.page
    await page.setViewport(DESKTOP)
    await goto(app.session, page, '/comp-engine')
    await page.waitForSelector('.comp-table, .comp-results .empty-state')
    expect(await seriousA11yViolations(page)).toEqual([])
    await page.setViewport(MOBILE)
    await goto(app.session, page, '/comp-engine')
    await page.waitForSelector('.comp-table, .comp-results .empty-state')
    await app.session.screenshot(page, 'comp-engine-basic-mobile')
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0)
    expect(await seriousA11yViolations(page)).toEqual([])
    await page.setViewport(DESKTOP)
  })
})
