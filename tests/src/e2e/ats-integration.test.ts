/**
 * The applicant tracking system on /integrate in Chromium against the real API, which reaches a
 * Greenhouse contract server on loopback only because this file sets
 * ATS_CONTRACT_SERVERS_ON_LOOPBACK for the server it starts: the client recruiter connects
 * Greenhouse (field errors first), runs the connection-test dialog, links one of its jobs to an
 * ATS job through the confirmation dialog (ID, name, requisition ID, location, created date),
 * and the Webhook List stays on the page.
 */
import { startGreenhouseContract } from '@quota/api/testing/ats-contract-servers'
import type { Page } from 'puppeteer-core'
import { afterAll, describe, expect, test } from 'vitest'
import {
  api,
  button,
  clickButton,
  dialog,
  fieldErrors,
  fill,
  goto,
  signInAs,
  type UserTab,
  useApp,
  waitForNoDialog,
  waitForText,
} from './app'
import { waitForTitle } from './browser'

async function press(page: Page, label: string) {
  const b = await button(page, label)
  await b.evaluate((el) => (el as HTMLButtonElement).click())
}

// read by the API server this file starts (tests only; refused in production)
process.env.ATS_CONTRACT_SERVERS_ON_LOOPBACK = '1'
const creds = { clientId: 'e2e-client', clientSecret: 'e2e-secret', userId: '501' }
const gh = startGreenhouseContract(creds)
afterAll(() => gh.stop())

describe('the ATS on /integrate (real API, Greenhouse contract server)', () => {
  let client: UserTab
  const app = useApp(async ({ session }) => {
    client = await signInAs(session, 'client', '/company-home')
    // nothing from earlier runs
    await api(client.page, 'PUT', '/ats/disconnect').catch(() => {})
  })

  test('connects, runs the connection test, links a job after the confirmation', async () => {
    const page = client.page
    await goto(app.session, page, '/integrate')
    await waitForTitle(page, 'Integrations | Quota')
    await waitForText(page, '.ats-section', 'Connect your Greenhouse or Lever account')
    await waitForText(page, '#webhook-list-title', 'Webhook List')

    await clickButton(page, 'Connect')
    expect(await fieldErrors(page, 'form.ats-connect')).toEqual({
      clientId: 'Required.',
      clientSecret: 'Required.',
      userId: 'Required.',
    })
    await fill(page, 'input[name="clientId"]', creds.clientId)
    await fill(page, 'input[name="clientSecret"]', creds.clientSecret)
    await fill(page, 'input[name="userId"]', creds.userId)
    await fill(page, 'input[name="baseUrl"]', gh.origin)
    await fill(page, 'input[name="authUrl"]', gh.origin)
    await clickButton(page, 'Connect')
    await waitForText(page, '.ats-section', 'Connected to Greenhouse')
    const secret = await page.$eval('.ats-webhook-secret', (el) => el.textContent?.trim() ?? '')
    expect(secret.length).toBeGreaterThan(20)
    expect(await page.$eval('.ats-webhook-url', (el) => el.textContent ?? '')).toMatch(
      /\/api\/ats\/webhooks\/[0-9a-f-]{36}$/,
    )

    // the connection-test dialog: the three tests, each answered by the contract server
    // DOM clicks: the "connected" toast may sit over these buttons
    await press(page, 'Test connection')
    const testDialog = await dialog(page)
    await page.waitForFunction(() => document.querySelectorAll('.ats-test-results li').length === 3, {
      timeout: 30_000,
    })
    const results = await testDialog.$$eval('.ats-test-results li', (lis) =>
      lis.map((li) => [li.getAttribute('data-test-kind'), li.getAttribute('data-ok')]),
    )
    const texts = await testDialog.$$eval('.ats-test-results li', (lis) => lis.map((li) => li.textContent))
    expect(texts.join(' | ')).not.toContain('Failed')
    expect(results).toEqual([
      ['atsConnectionTest', 'true'],
      ['jobVerificationTest', 'true'],
      ['candidateVerificationTest', 'true'],
    ])
    await clickButton(page, 'Close')
    await waitForNoDialog(page)
    expect(gh.state.tokenRequests.at(-1)).toEqual({ sub: creds.userId })

    // link: the ATS's jobs (both pages), one of ours chosen, the confirmation shows what is linked
    await press(page, 'Link jobs')
    await page.waitForFunction(() => document.querySelectorAll('.ats-jobs tbody tr').length === 3, { timeout: 30_000 })
    const ourJobId = await page.$eval(
      'select[name="ourJob-4001"] option:nth-child(2)',
      (o) => (o as HTMLOptionElement).value,
    )
    await page.select('select[name="ourJob-4001"]', ourJobId)
    const linkButtons = await page.$$('xpath/.//tr[@data-ats-job-id="4001"]//button[normalize-space()="Link"]')
    await linkButtons[0]!.evaluate((b) => (b as HTMLButtonElement).click())
    const confirm = await dialog(page)
    const shown = await confirm.$$eval('.ats-link-confirm dd', (dds) => dds.map((d) => d.textContent?.trim()))
    expect(shown.slice(0, 4)).toEqual(['4001', 'GH Job 1', 'REQ-1', 'Remote'])
    expect(shown[4]).toBeTruthy()
    const ok = await confirm.$('xpath/.//button[normalize-space()="Link"]')
    await ok!.click()
    await waitForNoDialog(page)
    await waitForText(page, 'body', 'Linked to GH Job 1')
    const link = await api<{ data: { jobAtsSystemId: string; jobAtsRequisitionId: string } }>(
      page,
      'GET',
      `/ats/job-link/${ourJobId}`,
    )
    expect(link.body.data).toMatchObject({ jobAtsSystemId: '4001', jobAtsRequisitionId: 'REQ-1' })
    expect(client.errors).toEqual([])
  })
})
