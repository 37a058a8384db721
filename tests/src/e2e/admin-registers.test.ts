/**
 * The admin registers of issue 20 item 11 in Chromium against the real API, signed in as the
 * demo administrator at 375 px: e-mail whitelist (with the spec's "cannot be added" message),
 * location mappings (the city search then offers the mapped city first), compensation-estimate
 * mappings, next-gen filters and LinkedIn projects per job. axe-core on each screen; a recruiter
 * is sent away from them.
 */
import type { Page } from 'puppeteer-core'
import { describe, expect, test } from 'vitest'
import { api, fill, goto, horizontalOverflow, seriousA11yViolations, signInAs, type UserTab, useApp } from './app'
import { MOBILE, waitForTitle, waitForUrl } from './browser'

const REGISTERS = [
  '/admin/email-whitelist',
  '/admin/location-mappings',
  '/admin/compensation-mappings',
  '/admin/next-gen-filters',
  '/admin/linkedin-projects',
]

async function axe(page: Page) {
  await page
    .waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'), { timeout: 5_000 })
    .catch(() => {})
  return seriousA11yViolations(page)
}

/** Waits until some element matching `selector` has text containing `text`. */
async function waitFor(page: Page, selector: string, text: string) {
  await page.waitForFunction(
    (s: string, t: string) => [...document.querySelectorAll(s)].some((el) => el.textContent?.includes(t)),
    { timeout: 20_000 },
    selector,
    text,
  )
}

const submit = (page: Page, form: string) =>
  page.$eval(`${form} button[type="submit"]`, (b) => (b as HTMLButtonElement).click())

async function checkLayout(page: Page, path: string) {
  expect({ path, overflow: await horizontalOverflow(page) }).toEqual({ path, overflow: 0 })
  expect({ path, violations: await axe(page) }).toEqual({ path, violations: [] })
}

describe('admin registers (real API, 375 px)', () => {
  let admin: UserTab
  let recruiter: UserTab

  const app = useApp(async ({ session }) => {
    ;[admin, recruiter] = await Promise.all([
      signInAs(session, 'admin', '/admin/lists'),
      signInAs(session, 'recruiter', '/candidate/list'),
    ])
    await admin.page.setViewport(MOBILE)
  })

  test('the navigation offers the five registers to the administrator; a recruiter is sent away', async () => {
    const page = admin.page
    await waitForTitle(page, 'Lists | Quota')
    const hrefs = await page.$$eval('#shell-nav a', (links) => links.map((a) => a.getAttribute('href')))
    for (const route of REGISTERS) expect(hrefs).toContain(route)
    for (const route of REGISTERS) {
      await goto(app.session, recruiter.page, route)
      expect(await waitForUrl(recruiter.page, (p) => p === '/candidate/list')).toBe('/candidate/list')
    }
  })

  test('e-mail whitelist: add, the duplicate message, remove', async () => {
    const page = admin.page
    await goto(app.session, page, '/admin/email-whitelist')
    await waitFor(page, '[data-testid="register-help"]', 'Outside production')
    await fill(page, 'input[name="email"]', 'qa@registers.test')
    await submit(page, 'form[aria-label="Whitelist an address"]')
    await waitFor(page, 'ul[aria-label="Whitelisted addresses"] li', 'qa@registers.test')
    await fill(page, 'input[name="email"]', 'QA@registers.test')
    await submit(page, 'form[aria-label="Whitelist an address"]')
    await waitFor(page, '.field-error, [id$="-error"]', 'A whitelisted e-mail cannot be added.')
    await checkLayout(page, '/admin/email-whitelist')
    await page.$eval('button[aria-label="Remove qa@registers.test"]', (b) => (b as HTMLButtonElement).click())
    await page.waitForFunction(() => !document.body.textContent?.includes('qa@registers.test'), { timeout: 20_000 })
    const { body } = await api<{ data: unknown[] }>(page, 'GET', '/admin/email-whitelist')
    expect(body.data).toEqual([])
  })

  test('location mappings: the city search offers the mapped city first', async () => {
    const page = admin.page
    await goto(app.session, page, '/admin/location-mappings')
    await fill(page, 'input[name="term"]', 'Silicon Prairie')
    await fill(page, 'input[name="citySearch"]', 'Omaha')
    await page.waitForFunction(() => (document.querySelector('select[name="cityId"]') as HTMLSelectElement)?.value, {
      timeout: 20_000,
    })
    const cityId = await page.$eval('select[name="cityId"]', (s) => (s as HTMLSelectElement).value)
    await submit(page, 'form[aria-label="Map a location"]')
    await waitFor(page, 'ul[aria-label="Location mappings"] li', 'Silicon Prairie → Omaha')
    await checkLayout(page, '/admin/location-mappings')
    const { body } = await api<{ data: { cityId: string }[] }>(
      page,
      'GET',
      '/locations/cities?searchText=silicon%20prairie',
    )
    expect(body.data[0]?.cityId).toBe(cityId)
  })

  test('compensation-estimate mappings: map a typed title to a position', async () => {
    const page = admin.page
    await goto(app.session, page, '/admin/compensation-mappings')
    await page.waitForFunction(() => document.querySelectorAll('select[name="positionId"] option').length > 1, {
      timeout: 20_000,
    })
    const position = await page.$eval(
      'select[name="positionId"]',
      (s) => (s as HTMLSelectElement).options[1]!.textContent ?? '',
    )
    await fill(page, 'input[name="title"]', 'Enterprise AE II')
    await page.select(
      'select[name="positionId"]',
      await page.$eval('select[name="positionId"]', (s) => (s as HTMLSelectElement).options[1]!.value),
    )
    await submit(page, 'form[aria-label="Map a job title"]')
    await waitFor(page, 'ul[aria-label="Compensation-estimate mappings"] li', `Enterprise AE II → ${position}`)
    await checkLayout(page, '/admin/compensation-mappings')
  })

  test('next-gen filters: switched per job, and the job shows it', async () => {
    const page = admin.page
    await goto(app.session, page, '/admin/next-gen-filters')
    await page.waitForSelector('ul[aria-label="Jobs"] input[type="checkbox"]', { timeout: 20_000 })
    const name = await page.$eval('ul[aria-label="Jobs"] input[type="checkbox"]', (i) => i.getAttribute('name')!)
    const jobId = name.replace('nextGen-', '')
    const was = await page.$eval(`input[name="${name}"]`, (i) => (i as HTMLInputElement).checked)
    await page.$eval(`input[name="${name}"]`, (i) => (i as HTMLInputElement).click())
    await page.waitForFunction(
      (n: string, want: boolean) =>
        (document.querySelector(`input[name="${n}"]`) as HTMLInputElement | null)?.checked === want &&
        !(document.querySelector(`input[name="${n}"]`) as HTMLInputElement).disabled,
      { timeout: 20_000 },
      name,
      !was,
    )
    const { body } = await api<{ data: { isNextGenFiltersEnable: boolean }[] }>(
      page,
      'GET',
      '/admin/next-gen-filters?limit=100',
    )
    expect(
      (body.data as unknown as { id: string; isNextGenFiltersEnable: boolean }[]).find((j) => j.id === jobId)
        ?.isNextGenFiltersEnable,
    ).toBe(!was)
    await checkLayout(page, '/admin/next-gen-filters')
  })

  test('LinkedIn projects: keep a talent/hire URL for a job, refuse another URL', async () => {
    const page = admin.page
    await goto(app.session, page, '/admin/linkedin-projects')
    await page.waitForSelector('.register-job input[name="url"]', { timeout: 20_000 })
    await fill(page, '.register-job input[name="url"]', 'https://www.linkedin.com/in/someone')
    await submit(page, '.register-job form')
    await waitFor(page, '.register-job', 'Enter a LinkedIn project URL')
    await fill(page, '.register-job input[name="url"]', 'https://www.linkedin.com/talent/hire/4242/discover')
    await submit(page, '.register-job form')
    await waitFor(page, '.register-job li', 'https://www.linkedin.com/talent/hire/4242/discover')
    await checkLayout(page, '/admin/linkedin-projects')
  })
})
