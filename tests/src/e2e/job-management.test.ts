/**
 * Creating and editing jobs in Chromium against the real API (own server, own demo data): the
 * recruiter creates a job through the create-job dialog (the spec's messages on bad fields, then
 * the new job's workspace), edits it on the job page's tabs and sees the change after a reload,
 * is asked before leaving a modified form, changes the status, clones and deletes it. A client
 * recruiter creates one for its own company. The administrator (provider staff without
 * recruiter rights) reads jobs but sees none of the buttons.
 */
import type { JobDetail } from '@quota/shared/contracts/jobs'
import type { Page } from 'puppeteer-core'
import { describe, expect, test } from 'vitest'
import {
  api,
  button,
  clickButton,
  dialog,
  fieldErrors,
  fill,
  focusInDialog,
  goto,
  seriousA11yViolations,
  signInAs,
  type UserTab,
  useApp,
  waitForFocus,
  waitForNoDialog,
  waitForText,
} from './app'
import type { BrowserSession } from './browser'

const JOB_NAME = `E2E Field Sales Lead ${Date.now()}`

/** The first real choice of a select, once its options have loaded. */
async function chooseFirst(page: Page, selector: string): Promise<string> {
  await page.waitForFunction(
    (s: string) => [...((document.querySelector(s) as HTMLSelectElement | null)?.options ?? [])].some((o) => o.value),
    {},
    selector,
  )
  const value = await page.$eval(selector, (el) => [...(el as HTMLSelectElement).options].find((o) => o.value)!.value)
  await page.select(selector, value)
  return value
}

const jobIdOfUrl = (page: Page) => /\/job\/([0-9a-f-]{36})\/details/.exec(page.url())?.[1] ?? null

/** Opens the create-job dialog from the jobs list; answers the form's selector. */
async function openCreateJob(session: BrowserSession, page: Page): Promise<string> {
  await goto(session, page, '/job')
  await clickButton(page, 'Create job')
  const form = '[role="dialog"] form[aria-label="Create job"]'
  await page.waitForSelector(form)
  return form
}

async function jobDetails(page: Page, jobId: string) {
  return api<{ data: JobDetail }>(page, 'GET', `/jobs/${jobId}/details`)
}

describe('job management (real API)', () => {
  let recruiter: UserTab
  let admin: UserTab
  let client: UserTab
  let jobId: string

  const app = useApp(async ({ session }) => {
    recruiter = await signInAs(session, 'recruiter', '/job')
    admin = await signInAs(session, 'admin', '/job')
    client = await signInAs(session, 'client', '/job')
  })

  test('the recruiter creates a job through the dialog: messages on bad fields, then the workspace', async () => {
    const page = recruiter.page
    const form = await openCreateJob(app.session, page)
    expect(await focusInDialog(page)).toBe(true)

    // Nothing chosen, pay upside down: the form's own messages, nothing sent.
    await page.click(`${form} input[name="isRemote"]`)
    await fill(page, `${form} input[name="baseSalaryLow"]`, '200')
    await fill(page, `${form} input[name="OTERangeLow"]`, '150')
    await page.click(`${form} button[type="submit"]`)
    await page.waitForSelector(`${form} [aria-invalid="true"]`)
    expect(await fieldErrors(page)).toEqual({
      organizationId: 'Organization id is required.',
      name: 'This field is required.',
      baseSalaryLow: 'Salary must be less than OTE',
      jobLocationTypeId: 'Please select where the remote job may be done',
    })
    expect(await seriousA11yViolations(page)).toEqual([])

    const organizationId = await chooseFirst(page, `${form} select[name="organizationId"]`)
    await fill(page, `${form} input[name="name"]`, JOB_NAME)
    await fill(page, `${form} input[name="OTERangeLow"]`, '250')
    await chooseFirst(page, `${form} select[name="jobLocationTypeId"]`)
    expect(await fieldErrors(page)).toEqual({})
    await page.click(`${form} button[type="submit"]`)
    await waitForNoDialog(page)
    await page.waitForFunction(() => /\/job\/[0-9a-f-]{36}\/details$/.test(location.pathname))
    jobId = jobIdOfUrl(page)!
    await waitForText(page, 'h1', JOB_NAME)
    await waitForText(page, '.toast', `${JOB_NAME} was created.`)

    const { body } = await jobDetails(page, jobId)
    expect(body.data).toMatchObject({
      name: JOB_NAME,
      organizationId,
      isRemote: true,
      baseSalaryLow: 200_000,
      OTERangeLow: 250_000,
      status: { id: 'open' },
    })
    expect(recruiter.errors).toEqual([])
  })

  test('edits on the Job and Description tabs are there after a reload; leaving a modified form asks', async () => {
    const page = recruiter.page
    await goto(app.session, page, `/job/${jobId}/details`)
    await clickButton(page, 'Edit job')
    const form = 'form[aria-label="Edit job"]'
    await page.waitForSelector(form)
    // The Edit button goes away: focus moves into the form, and back to the button after.
    await waitForFocus(page, `${form} [name="name"]`)
    await fill(page, `${form} input[name="totalOpenings"]`, '3')
    await fill(page, `${form} input[name="currentOpenings"]`, '4')
    await page.click(`${form} button[type="submit"]`)
    await page.waitForSelector(`${form} [aria-invalid="true"]`)
    expect(await fieldErrors(page, form)).toEqual({
      currentOpenings: 'Current openings cannot exceed total openings',
    })
    await fill(page, `${form} input[name="currentOpenings"]`, '2')

    // A tab link with the form modified: the form-changed warning; staying keeps the edits.
    await page.click('nav[aria-label="Job page"] a[href$="?tab=about"]')
    const warning = await dialog(page)
    expect(await warning.evaluate((d) => d.textContent)).toContain('You have unsaved changes.')
    await clickButton(page, 'Stay')
    await waitForNoDialog(page)
    expect(await page.$eval(`${form} input[name="totalOpenings"]`, (el) => (el as HTMLInputElement).value)).toBe('3')

    await page.click(`${form} button[type="submit"]`)
    await page.waitForSelector(form, { hidden: true })
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Edit job')
    await page.reload({ waitUntil: 'domcontentloaded' })
    await waitForText(page, '.details-list', '2 of 3')

    await page.click('nav[aria-label="Job page"] a[href$="?tab=description"]')
    await clickButton(page, 'Edit job description')
    const text = 'Own a territory of mid-market accounts.\n\nReport to the VP of Sales.'
    await fill(page, 'textarea[name="clientJobDescription"]', text)
    await page.click('form[aria-label="Edit job description"] button[type="submit"]')
    await waitForText(page, '.toast', 'The job description was saved.')
    await page.reload({ waitUntil: 'domcontentloaded' })
    await waitForText(page, '[data-testid="clientJobDescription-text"]', 'Report to the VP of Sales.')
    expect(page.url()).toContain('?tab=description')

    const { body } = await jobDetails(page, jobId)
    expect(body.data).toMatchObject({ totalOpenings: 3, currentOpenings: 2, clientJobDescription: text })
    expect(await seriousA11yViolations(page)).toEqual([])
  })

  test('the About tab edits the company’s about text; the status changes through its form', async () => {
    const page = recruiter.page
    await goto(app.session, page, `/job/${jobId}/details?tab=about`)
    await clickButton(page, 'Edit about the company')
    await fill(page, 'textarea[name="aboutHtml"]', 'We sell <software> to sales teams.')
    await page.click('form[aria-label="Edit about the company"] button[type="submit"]')
    await page.waitForSelector('[data-testid="aboutHtml-text"]')
    await page.reload({ waitUntil: 'domcontentloaded' })
    await waitForText(page, '[data-testid="aboutHtml-text"]', 'We sell <software> to sales teams.')

    await goto(app.session, page, `/job/${jobId}/details`)
    await page.waitForSelector('form[aria-label="Job status"]')
    await page.select('form[aria-label="Job status"] select[name="status"]', 'pending')
    await clickButton(page, 'Change status')
    await waitForText(page, '.toast', `${JOB_NAME} is now Pending.`)
    await waitForText(page, '.details-list', 'Pending')
    expect((await jobDetails(page, jobId)).body.data.status.id).toBe('pending')
  })

  test('clone opens the copy; delete asks first, then the job is gone', async () => {
    const page = recruiter.page
    await goto(app.session, page, `/job/${jobId}/details`)
    await clickButton(page, 'Clone job')
    await page.waitForFunction((id: string) => !location.pathname.includes(id), {}, jobId)
    await waitForText(page, 'h1', `${JOB_NAME} (Copy)`)
    const copyId = jobIdOfUrl(page)!

    await clickButton(page, 'Delete job')
    const confirm = await dialog(page)
    expect(await confirm.evaluate((d) => d.textContent)).toContain(`Delete ${JOB_NAME} (Copy)?`)
    await clickButton(page, 'Cancel')
    await waitForNoDialog(page)
    expect((await jobDetails(page, copyId)).status).toBe(200)

    await clickButton(page, 'Delete job')
    await dialog(page)
    const confirmButton = await page.waitForSelector('[role="dialog"] .btn-danger')
    await confirmButton!.click()
    await page.waitForFunction(() => location.pathname === '/job')
    expect((await jobDetails(page, copyId)).status).toBe(404)
    expect((await jobDetails(page, jobId)).status).toBe(200)
    expect(recruiter.errors).toEqual([])
  })

  test('a client recruiter creates a job for its own company: no client or status to choose', async () => {
    const page = client.page
    const form = await openCreateJob(app.session, page)
    expect(await page.$(`${form} select[name="organizationId"]`)).toBeNull()
    expect(await page.$(`${form} select[name="status"]`)).toBeNull()
    await fill(page, `${form} input[name="name"]`, `${JOB_NAME} (client)`)
    await page.click(`${form} input[name="isRemote"]`)
    await chooseFirst(page, `${form} select[name="jobLocationTypeId"]`)
    await page.click(`${form} button[type="submit"]`)
    await waitForNoDialog(page)
    await page.waitForFunction(() => /\/job\/[0-9a-f-]{36}\/details$/.test(location.pathname))
    const { body: me } = await api<{ data: { organizationId: string } }>(page, 'GET', '/users/me')
    const { body } = await jobDetails(page, jobIdOfUrl(page)!)
    expect(body.data).toMatchObject({ name: `${JOB_NAME} (client)`, organizationId: me.data.organizationId })
    expect(client.errors).toEqual([])
  })

  test('the administrator reads jobs but sees no create, edit, status, clone or delete', async () => {
    const page = admin.page
    await goto(app.session, page, '/job')
    await page.waitForSelector('table.job-table tbody tr')
    expect(await button(page, 'Create job', 1000).catch(() => null)).toBeNull()

    await goto(app.session, page, `/job/${jobId}/details`)
    await waitForText(page, 'h1', JOB_NAME)
    await page.waitForSelector('.details-list')
    for (const label of ['Edit job', 'Clone job', 'Delete job']) {
      expect(await button(page, label, 500).catch(() => null)).toBeNull()
    }
    expect(await page.$('form[aria-label="Job status"]')).toBeNull()
    await page.click('nav[aria-label="Job page"] a[href$="?tab=description"]')
    await page.waitForSelector('[data-testid="clientJobDescription-text"]')
    expect(await button(page, 'Edit job description', 500).catch(() => null)).toBeNull()
    // The API agrees: the administrator may not create a job.
    expect((await api(page, 'POST', '/jobs', { name: 'Not allowed' })).status).toBe(403)
    expect(admin.errors).toEqual([])
  })
})
