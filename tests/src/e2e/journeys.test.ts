/**
 * The main journey of each role, in Chromium against the real API (own server, own data), each
 * person signing in through the login form: the recruiter finds a candidate and submits them to
 * a job (and on to the client); the client accepts, schedules, tracks an offer and marks the
 * hire; the candidate sees the label change on their dashboard; the admin creates a user.
 * Screenshots of every step are kept in test-artifacts/screenshots/journey-*.png.
 */
import type { Page } from 'puppeteer-core'
import { describe, expect, test } from 'vitest'
import {
  api,
  clickButton,
  clickNavLink,
  dialog,
  fill,
  followLink,
  goto,
  setDate,
  signInWithForm,
  type UserTab,
  useApp,
  waitForNoDialog,
  waitForText,
} from './app'
import { type BrowserSession, waitForUrl } from './browser'

const JOB = 'Solutions Engineer'
const CLIENT = 'Acme Cloud'
const CANDIDATE = 'Jordan Lee'

async function labelOf(page: Page, jobId: string): Promise<string | null> {
  return page
    .$eval(
      `.dashboard-jobs:not(.hidden-jobs) .dashboard-job[data-job-id="${jobId}"] .job-label`,
      (el) => el.textContent,
    )
    .catch(() => null)
}

async function candidateLabel(session: BrowserSession, tab: UserTab, jobId: string, expected: string) {
  await goto(session, tab.page, '/candidate-home')
  await tab.page.waitForSelector('.dashboard-job')
  await tab.page.waitForFunction(
    (id: string, text: string) =>
      document.querySelector(`.dashboard-jobs:not(.hidden-jobs) .dashboard-job[data-job-id="${id}"] .job-label`)
        ?.textContent === text,
    { timeout: 10_000 },
    jobId,
    expected,
  )
  return labelOf(tab.page, jobId)
}

/** Clicks a row's action on the button the row shows now (a refresh may have re-rendered the list since it was found). */
async function rowAction(page: Page, candidateId: string, action: string) {
  const button = `li.candidate-row[data-candidate-id="${candidateId}"] [data-action="${action}"]:not([disabled])`
  await page.waitForSelector(button)
  await page.$eval(button, (b) => (b as HTMLButtonElement).click())
}

async function hiredCount(page: Page) {
  await page.waitForSelector('[data-aggregate="hired"] .aggregate-value')
  return Number(await page.$eval('[data-aggregate="hired"] .aggregate-value', (el) => el.textContent))
}

describe('journeys (real API)', () => {
  let recruiter: UserTab
  let client: UserTab
  let candidate: UserTab
  let admin: UserTab
  let jobId: string
  let candidateId: string

  const app = useApp()

  test('the recruiter finds a candidate and submits them to a job, then to the client', async () => {
    recruiter = await signInWithForm(app.session, 'recruiter')
    const page = recruiter.page
    expect(await waitForUrl(page, (p) => p === '/candidate/list')).toBe('/candidate/list')
    await app.session.screenshot(page, 'journey-01-recruiter-candidate-list')

    // Find the candidate.
    await page.waitForSelector('.search-result')
    await fill(page, 'input[name="searchText"]', CANDIDATE)
    await page.keyboard.press('Enter')
    await page.waitForFunction(
      (n: string) => document.querySelector('.search-result .candidate-name')?.textContent === n,
      {},
      CANDIDATE,
    )
    candidateId = (await page.$eval('.search-result', (el) => el.getAttribute('data-candidate-id')))!
    await app.session.screenshot(page, 'journey-02-recruiter-found-candidate')

    // Submit them to the job.
    await page.click(`.search-result[data-candidate-id="${candidateId}"] input[name="selected"]`)
    await waitForText(page, '.bulk-bar', '1 of 10 selected')
    await page.click('.bulk-bar .btn-primary')
    await dialog(page)
    await page.type('[role="dialog"] input[name="jobSearch"]', JOB)
    await waitForText(page, '[role="dialog"] .choice-row', `${JOB} · ${CLIENT}`)
    jobId = await page.$$eval(
      '[role="dialog"] .choice-row',
      (rows, label) => rows.find((r) => r.textContent?.trim() === label)?.querySelector('input')?.value ?? '',
      `${JOB} · ${CLIENT}`,
    )
    await page.click(`[role="dialog"] input[name="jobId"][value="${jobId}"]`)
    expect(
      await page.$eval('[role="dialog"] input[name="action"][value="submit"]', (i) => (i as HTMLInputElement).checked),
    ).toBe(true)
    await app.session.screenshot(page, 'journey-03-recruiter-add-to-job')
    await page.click('[role="dialog"] button[type="submit"]')
    await waitForNoDialog(page)
    await waitForText(page, '.toast', `1 candidate submitted to ${JOB}.`)

    // The job's workspace: the submittal waits for the account manager; submit it to the client.
    await page.click('#shell-nav a[href="/job"]')
    await page.waitForSelector('tbody tr')
    await fill(page, 'input[name="searchText"]', JOB)
    await page.keyboard.press('Enter')
    // the filtered list replaces the first one: wait until it shows only matching jobs, so the
    // click lands on a row that stays
    await page.waitForFunction(
      (name: string) => {
        const rows = [...document.querySelectorAll('tbody tr th a')]
        return rows.length > 0 && rows.every((a) => a.textContent?.includes(name))
      },
      {},
      JOB,
    )
    await followLink(page, `tr[data-job-id="${jobId}"] th a`, `/job/${jobId}/candidates`)
    const row = `li.candidate-row[data-candidate-id="${candidateId}"]`
    await waitForText(page, `${row} .badge`, 'Pending · Pending AM Approval')
    await app.session.screenshot(page, 'journey-04-recruiter-workspace-pending-approval')
    await rowAction(page, candidateId, 'submitToClient')
    await waitForText(page, `${row} .badge`, 'Pending · Pending Client Approval')
    await app.session.screenshot(page, 'journey-05-recruiter-submitted-to-client')
  })

  test('the candidate sees the job on their dashboard', async () => {
    candidate = await signInWithForm(app.session, 'candidate')
    expect(await waitForUrl(candidate.page, (p) => p === '/candidate-home')).toBe('/candidate-home')
    expect(await candidateLabel(app.session, candidate, jobId, 'Scheduling 1st Round')).toBe('Scheduling 1st Round')
    await app.session.screenshot(candidate.page, 'journey-06-candidate-dashboard-submitted')
  })

  test('the client accepts, schedules, tracks an offer and marks the hire', async () => {
    client = await signInWithForm(app.session, 'client')
    const page = client.page
    expect(await waitForUrl(page, (p) => p === '/company-home')).toBe('/company-home')
    const submitted = `.submitted-item[data-candidate-id="${candidateId}"]`
    await waitForText(page, submitted, JOB)
    await app.session.screenshot(page, 'journey-07-client-company-home')
    // "Review" opens the candidate as the client may see them, with the job's actions beside it
    await page.click(`${submitted} a.btn`)
    await waitForUrl(page, (p) => p.startsWith('/candidate/profile?'))
    expect(new URL(page.url()).searchParams.get('candidateId')).toBe(candidateId)
    await goto(app.session, page, `/job/${jobId}/candidates`)
    const row = `li.candidate-row[data-candidate-id="${candidateId}"]`
    await page.waitForSelector(row)
    const hiredBefore = await hiredCount(page)

    // Accept.
    await rowAction(page, candidateId, 'accept')
    await waitForText(page, `${row} .badge`, 'Pending · Accepted · Scheduling First Round')
    await app.session.screenshot(page, 'journey-08-client-accepted')

    // Schedule the interview.
    await rowAction(page, candidateId, 'scheduleInterview')
    await dialog(page)
    await setDate(page, '[role="dialog"] input[name="interviewDate"]', '2027-01-20')
    await page.type('[role="dialog"] input[name="interviewTitle"]', 'Technical interview')
    await page.type('[role="dialog"] textarea[name="interviewers"]', 'cto@acme.example, vp.sales@acme.example')
    await app.session.screenshot(page, 'journey-09-client-schedule-dialog')
    await page.click('[role="dialog"] button[type="submit"]')
    await waitForNoDialog(page)
    await waitForText(page, `${row} .badge`, 'Interviewing · Scheduled/No Action Items')

    // Track the offer.
    await rowAction(page, candidateId, 'trackOffer')
    await dialog(page)
    // The offer types arrive from the lists-of-values API after the dialog opens.
    const writtenOffer = await page.waitForFunction(
      () =>
        [...document.querySelectorAll<HTMLOptionElement>('[role="dialog"] select[name="offerTypeId"] option')].find(
          (o) => o.textContent === 'Written Offer',
        )?.value,
    )
    await page.select('[role="dialog"] select[name="offerTypeId"]', (await writtenOffer.jsonValue()) as string)
    await page.type('[role="dialog"] input[name="salary"]', '140,000')
    await page.type('[role="dialog"] input[name="ote"]', '280,000')
    await app.session.screenshot(page, 'journey-10-client-track-offer')
    await page.click('[role="dialog"] button[type="submit"]')
    await waitForNoDialog(page)
    await waitForText(page, `${row} .badge`, 'Offer')
    expect(await candidateLabel(app.session, candidate, jobId, 'Offered')).toBe('Offered')

    // Mark the hire.
    await rowAction(page, candidateId, 'moveToHired')
    await dialog(page)
    await page.waitForFunction(
      () => (document.querySelector('[role="dialog"] input[name="salary"]') as HTMLInputElement)?.value === '140000',
    )
    await setDate(page, '[role="dialog"] input[name="joiningDate"]', '2027-02-15')
    await page.type('[role="dialog"] input[name="stockOptions"]', '10,000 RSUs')
    await page.click('[role="dialog"] button[type="submit"]')
    await waitForNoDialog(page)
    await waitForText(page, `${row} .badge`, 'Hired')
    await waitForText(page, '.toast', `${CANDIDATE}: Hired`)
    // The counts agree with the server.
    const { body } = await api<{ data: { aggregates: { client: { offer: { accepted: number } } } } }>(
      page,
      'GET',
      `/jobs/${jobId}/aggregates`,
    )
    expect(body.data.aggregates.client.offer.accepted).toBe(hiredBefore + 1)
    await page.waitForFunction(
      (n: number) => document.querySelector('[data-aggregate="hired"] .aggregate-value')?.textContent === String(n),
      {},
      hiredBefore + 1,
    )
    await app.session.screenshot(page, 'journey-11-client-hired')
  })

  test('the candidate sees the label change to Hired', async () => {
    expect(await candidateLabel(app.session, candidate, jobId, 'Hired')).toBe('Hired')
    await waitForText(candidate.page, '.feed-item', 'You were hired')
    await app.session.screenshot(candidate.page, 'journey-12-candidate-hired')
  })

  test('the admin creates a user', async () => {
    admin = await signInWithForm(app.session, 'admin')
    const page = admin.page
    expect(await waitForUrl(page, (p) => p === '/admin/lists')).toBe('/admin/lists')
    await clickNavLink(page, '/admin/users')
    await waitForUrl(page, (p) => p === '/admin/users')
    await page.waitForSelector('tbody tr')
    await clickButton(page, 'Create user')
    await dialog(page)
    await page.type('[role="dialog"] input[name="firstName"]', 'Fox')
    await page.type('[role="dialog"] input[name="lastName"]', 'Mulder')
    await page.type('[role="dialog"] input[name="email"]', 'fox.mulder@example.com')
    await page.select('[role="dialog"] select[name="userType"]', 'client')
    await page.waitForSelector('[role="dialog"] select[name="organizationId"] option:nth-child(2)')
    const acme = await page.$$eval(
      '[role="dialog"] select[name="organizationId"] option',
      (os, name) => (os.find((o) => o.textContent === name) as HTMLOptionElement).value,
      CLIENT,
    )
    await page.select('[role="dialog"] select[name="organizationId"]', acme)
    await page.click('[role="dialog"] input[name="roleKeys"][value="client-recruiter"]')
    await app.session.screenshot(page, 'journey-13-admin-create-user')
    await page.click('[role="dialog"] button[type="submit"]')
    await waitForNoDialog(page)
    await waitForText(page, '.toast', 'Fox Mulder was created and invited.')
    await waitForText(page, 'tbody tr:first-child', 'fox.mulder@example.com')
    expect(await page.$eval('tbody tr:first-child', (r) => r.textContent)).toContain(CLIENT)
    await app.session.screenshot(page, 'journey-14-admin-user-created')
  })
})
