/**
 * The applicant tracking system on /integrate in Chromium against the real API, which reaches a
 * Greenhouse contract server on loopback only because this file sets
 * ATS_CONTRACT_SERVERS_ON_LOOPBACK for the server it starts: the client recruiter connects
 * Greenhouse (field errors first), runs the connection-test dialog, links one of its jobs to an
 * ATS job through the confirmation dialog (ID, name, requisition ID, location, created date),
 * and the Webhook List stays on the page. A candidate of that job is pushed (the server's outbox
 * puts them into the contract server): the profile shows their ATS fields; the job page shows
 * the link, unlinks and links again. Provider staff choose the client on /integrate, see its
 * connection and disconnect it; the candidate's ATS fields then say disconnected.
 */
import { greenhouseSignature } from '@quota/api/integrations/ats/webhook-signatures'
import { startGreenhouseContract } from '@quota/api/testing/ats-contract-servers'
import type { Page } from 'puppeteer-core'
import { afterAll, describe, expect, test } from 'vitest'
import {
  api,
  button,
  clickButton,
  closeTab,
  dialog,
  fieldErrors,
  fill,
  goto,
  signInAs,
  type UserTab,
  until,
  useApp,
  waitForNoDialog,
  waitForText,
} from './app'
import { waitForTitle } from './browser'
import { type CardAnswer, expectedCardFlags, shownCardFlags } from './search-cards'

async function press(page: Page, label: string) {
  const b = await button(page, label)
  await b.evaluate((el) => (el as HTMLButtonElement).click())
}

// read by the API server this file starts (tests only; refused in production)
process.env.ATS_CONTRACT_SERVERS_ON_LOOPBACK = '1'
const creds = { clientId: 'e2e-client', clientSecret: 'e2e-secret', userId: '501' }
const gh = startGreenhouseContract(creds)
afterAll(() => gh.stop())

type Actions = { primary: string[]; secondary: string[] }
type Row = { candidate: { id: string }; actions: Actions }

/** One of the client's open jobs with a candidate the client may push to the ATS. */
async function jobWithPushableCandidate(page: Page): Promise<{ jobId: string; candidateId: string }> {
  const jobs = await api<{ data: { id: string }[] }>(page, 'POST', '/jobs/list?limit=100', { filter: 'allOpenJobs' })
  for (const job of jobs.body.data) {
    const rows = await api<{ data: Row[] }>(page, 'GET', `/jobs/${job.id}/candidates?candidateType=jobStage&limit=100`)
    const row = rows.body.data?.find((r) => [...r.actions.primary, ...r.actions.secondary].includes('pushToATS'))
    if (row) return { jobId: job.id, candidateId: row.candidate.id }
  }
  throw new Error('No demo job of the client has a candidate to push')
}

describe('the ATS on /integrate (real API, Greenhouse contract server)', () => {
  let client: UserTab
  let staff: UserTab
  let target: { jobId: string; candidateId: string }
  let ghCandidateId: string
  let webhookSecret: string
  let webhookUrl: string
  const app = useApp(async ({ session }) => {
    client = await signInAs(session, 'client', '/company-home')
    staff = await signInAs(session, 'recruiter', '/client/list')
    // nothing from earlier runs
    await api(client.page, 'PUT', '/ats/disconnect').catch(() => {})
    target = await jobWithPushableCandidate(client.page)
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
    // no Candidate Ingestion key given: pushes go through Harvest, and the page says so
    await waitForText(page, '.ats-push-route', 'Candidates are pushed through Harvest.')
    webhookSecret = await page.$eval('.ats-webhook-secret', (el) => el.textContent?.trim() ?? '')
    expect(webhookSecret.length).toBeGreaterThan(20)
    webhookUrl = await page.$eval('.ats-webhook-url', (el) => el.textContent?.trim() ?? '')
    expect(webhookUrl).toMatch(/\/api\/ats\/webhooks\/[0-9a-f-]{36}$/)

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

    // the Webhook List (events it sends us) and the routes, each switched here
    const hireBox = 'input[name="atsEvent-hire_candidate"]'
    expect(await page.$eval(hireBox, (i) => (i as HTMLInputElement).checked)).toBe(true)
    await page.$eval(hireBox, (i) => (i as HTMLInputElement).click())
    await page.waitForFunction((sel: string) => !(document.querySelector(sel) as HTMLInputElement).checked, {}, hireBox)
    const details = await api<{ data: { webhooks: { event: string }[] } }>(page, 'GET', '/ats/details')
    expect(details.body.data.webhooks.map((w) => w.event)).not.toContain('hire_candidate')
    await page.$eval(hireBox, (i) => (i as HTMLInputElement).click())
    await page.waitForFunction((sel: string) => (document.querySelector(sel) as HTMLInputElement).checked, {}, hireBox)
    expect(
      await page.$$eval('.ats-routes tbody tr', (rows) => rows.map((r) => r.getAttribute('data-route-key'))),
    ).toContain('pushCandidate')
    const feedbackRoute = 'input[name="atsRoute-getFeedback"]'
    await page.$eval(feedbackRoute, (i) => (i as HTMLInputElement).click())
    await page.waitForSelector('.ats-routes tr[data-route-key="getFeedback"][data-enabled="false"]')
    const routes = await api<{ data: { key: string; enabled: boolean }[] }>(
      page,
      'GET',
      '/ats/routes?requestType=feedback',
    )
    expect(routes.body.data.find((r) => r.key === 'getFeedback')?.enabled).toBe(false)
    await page.$eval(feedbackRoute, (i) => (i as HTMLInputElement).click())
    await page.waitForSelector('.ats-routes tr[data-route-key="getFeedback"][data-enabled="true"]')

    // link: the ATS's jobs (both pages), one of ours chosen, the confirmation shows what is linked
    await press(page, 'Link jobs')
    await page.waitForFunction(() => document.querySelectorAll('.ats-jobs tbody tr').length === 3, { timeout: 30_000 })
    const ourJobId = target.jobId
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

  test("a pushed candidate's profile shows the ATS fields; the job page shows, unlinks and relinks the ATS job", async () => {
    const page = client.page
    const { jobId, candidateId } = target
    const pushed = await api<{ data: { stage: { atsPushState: string } } }>(
      page,
      'POST',
      `/jobs/${jobId}/candidates/${candidateId}/actions/pushToATS`,
      {},
    )
    expect(pushed.status).toBe(200)
    expect(pushed.body.data.stage.atsPushState).toBe('pending')
    // the server's outbox pushes it: the contract server holds the candidate with an application on 4001
    const application = await until('the push', () =>
      [...gh.state.applications.values()].find((a) => a.job_id === 4001),
    )
    ghCandidateId = String(application.candidate_id)
    await until('the pushed state', async () => {
      const fields = await api<{ data: { atsCandidateId: string; atsStage: string | null }[] }>(
        page,
        'GET',
        `/ats/candidates/${candidateId}`,
      )
      // the id is kept as soon as Greenhouse creates the candidate; the stage once the push has read it back
      const row = fields.body.data[0]
      return fields.status === 200 && row?.atsCandidateId === ghCandidateId && row.atsStage ? true : undefined
    })

    await goto(app.session, page, `/candidate/profile?candidateId=${candidateId}&jobId=${jobId}`)
    await waitForText(page, '.candidate-ats', 'Greenhouse')
    const fields = await page.$$eval('.candidate-ats [data-field] dd', (dds) => dds.map((d) => d.textContent?.trim()))
    expect(fields.slice(0, 2)).toEqual([ghCandidateId, 'Application Review'])
    expect(await page.$eval('.candidate-ats .badge', (b) => b.textContent)).toBe('Active')
    expect(await page.$eval('.candidate-ats-url', (a) => a.getAttribute('href'))).toBe(
      `https://app.greenhouse.io/people/${ghCandidateId}`,
    )
    // Greenhouse hires them and reports it (a signed webhook, read back through Harvest): the open
    // card follows, with no reload
    const hiredApp = [...gh.state.applications.values()].find((a) => a.candidate_id === Number(ghCandidateId))!
    hiredApp.status = 'hired'
    gh.moveApplication(hiredApp.id, 'Offer')
    const hire = JSON.stringify({
      action: 'hire_candidate',
      payload: {
        application: {
          id: hiredApp.id,
          status: 'hired',
          current_stage: { name: 'Offer' },
          candidate: { id: Number(ghCandidateId) },
        },
      },
    })
    const delivered = await fetch(webhookUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        signature: greenhouseSignature(webhookSecret, hire),
        'greenhouse-event-id': 'e2e-hire-1',
      },
      body: hire,
    })
    expect(delivered.status).toBe(200)
    await waitForText(page, '.candidate-ats .badge', 'Hired')
    expect(await page.$$eval('.candidate-ats [data-field] dd', (dds) => dds[1]?.textContent?.trim())).toBe('Offer')

    // the interview feedback Greenhouse holds (submitted scorecards; the draft is not shown)
    gh.state.users.set(601, { id: 601, first_name: 'Ada', last_name: 'Lovelace', name: 'Ada Lovelace' })
    gh.state.scorecards.push(
      {
        id: 8801,
        application_id: application.id,
        interview_step: { name: 'Hiring manager screen' },
        interviewer_id: 601,
        submitter_id: 601,
        status: 'complete',
        submitted_at: '2026-11-20T15:00:00.000Z',
        overall_recommendation: 'strong_yes',
        notes: 'Ran the top team in the region',
      },
      {
        id: 8802,
        application_id: application.id,
        interview_step: { name: 'Onsite' },
        interviewer_id: 601,
        submitter_id: 601,
        status: 'draft',
        submitted_at: null,
        overall_recommendation: null,
        notes: 'half written',
      },
    )
    await press(page, 'Show feedback')
    await page.waitForSelector('.ats-feedback[data-state="ok"] .ats-feedback-item', { timeout: 30_000 })
    const feedback = await page.$$eval('.ats-feedback-item', (items) =>
      items.map((i) => [i.getAttribute('data-feedback-id'), i.textContent?.replace(/\s+/g, ' ').trim()]),
    )
    expect(feedback).toHaveLength(1)
    expect(feedback[0]![0]).toBe('8801')
    expect(feedback[0]![1]).toContain('Hiring manager screen · Ada Lovelace')
    expect(feedback[0]![1]).toContain('Strong yes')
    expect(feedback[0]![1]).toContain('Ran the top team in the region')
    // the feedback route switched off on /integrate: the card says so instead of "no feedback"
    expect((await api(page, 'POST', '/ats/route-status', { routeKey: 'getFeedback', enabled: false })).status).toBe(200)
    await press(page, 'Refresh')
    await waitForText(page, '.ats-feedback [role="alert"]', 'This route is turned off')
    expect(await page.$('.ats-feedback-item')).toBeNull()
    expect((await api(page, 'POST', '/ats/route-status', { routeKey: 'getFeedback', enabled: true })).status).toBe(200)
    await press(page, 'Refresh')
    await page.waitForSelector('.ats-feedback[data-state="ok"] .ats-feedback-item[data-feedback-id="8801"]')

    // the job page: the link, opened in the ATS; unlink, then link again through the confirmation
    await goto(app.session, page, `/job/${jobId}/details`)
    await waitForText(page, '.job-ats-link', 'GH Job 1')
    const shown = await page.$$eval('.job-ats-link [data-field]', (rows) =>
      rows.map((r) => [r.getAttribute('data-field'), r.querySelector('dd')?.textContent?.trim()]),
    )
    expect(shown.slice(0, 3)).toEqual([
      ['jobAtsName', 'GH Job 1'],
      ['jobAtsRequisitionId', 'REQ-1'],
      ['jobAtsSystemId', '4001'],
    ])
    expect(await page.$eval('.job-ats-url', (a) => a.getAttribute('href'))).toBe('https://app.greenhouse.io/sdash/4001')
    await press(page, 'Unlink ATS job')
    const sure = await dialog(page)
    await (await sure.$('xpath/.//button[normalize-space()="Unlink"]'))!.click()
    await waitForNoDialog(page)
    await waitForText(page, '.job-ats-link', 'Not linked to a job in the applicant tracking system.')
    expect((await api<{ data: unknown }>(page, 'GET', `/ats/job-link/${jobId}`)).body.data).toBeNull()
    await press(page, 'Link to an ATS job')
    await page.waitForSelector('.job-ats-link select[name="atsJobId"] option[value="4001"]')
    await page.select('.job-ats-link select[name="atsJobId"]', '4001')
    await press(page, 'Link')
    const confirm = await dialog(page)
    expect(
      await confirm.$$eval('.ats-link-confirm dd', (dds) => dds.map((d) => d.textContent?.trim()).slice(0, 3)),
    ).toEqual(['4001', 'GH Job 1', 'REQ-1'])
    await (await confirm.$('xpath/.//button[normalize-space()="Link"]'))!.click()
    await waitForNoDialog(page)
    await waitForText(page, '.job-ats-link', 'REQ-1')
    expect(client.errors).toEqual([])
  })

  test('provider staff choose the client on /integrate, see its connection and disconnect it', async () => {
    const page = staff.page
    const org = (await api<{ data: { organization: { id: string } } }>(page, 'GET', `/jobs/${target.jobId}/details`))
      .body.data.organization.id
    // from the client's page
    await goto(app.session, page, `/client/${org}/exec-report`)
    const integrations = await page.waitForSelector('a.client-integrations')
    await integrations!.click()
    await page.waitForFunction((o: string) => location.search === `?organizationId=${o}`, {}, org)
    await waitForTitle(page, 'Integrations | Quota')
    await page.waitForSelector('select[name="organizationId"] option:nth-child(2)')
    expect(await page.$eval('select[name="organizationId"]', (s) => (s as HTMLSelectElement).value)).toBe(org)
    await waitForText(page, '.ats-section', 'Connected to Greenhouse')
    await waitForText(page, '#webhook-list-title', 'Webhook List')

    // another client chosen: its own (empty) integrations
    const other = await page.$eval(
      'select[name="organizationId"]',
      (s, o) => [...(s as HTMLSelectElement).options].find((x) => x.value && x.value !== o)?.value ?? '',
      org,
    )
    await page.select('select[name="organizationId"]', other)
    await waitForText(page, '.ats-section', 'Connect your Greenhouse or Lever account')
    await page.select('select[name="organizationId"]', org)
    await waitForText(page, '.ats-section', 'Connected to Greenhouse')

    // provider staff without the recruiter permission read it and change nothing
    const admin = await signInAs(app.session, 'admin', `/integrate?organizationId=${org}`)
    await waitForText(admin.page, '.ats-section', 'Connected to Greenhouse')
    await waitForText(admin.page, '#webhook-list-title', 'Webhook List')
    expect(await admin.page.$('xpath/.//button[normalize-space()="Disconnect"]')).toBeNull()
    expect(await admin.page.$('form.add-webhook')).toBeNull()
    expect(
      await admin.page.$eval('input[name="atsEvent-hire_candidate"]', (i) => (i as HTMLInputElement).disabled),
    ).toBe(true)
    expect(admin.errors).toEqual([])
    await closeTab(admin)

    // the candidate's search card carries the ATS state (connected: provider and status)
    const rows = await api<{ data: { candidate: { id: string; fullName: string } }[] }>(
      page,
      'GET',
      `/jobs/${target.jobId}/candidates?candidateType=jobStage&limit=100`,
    )
    const name = rows.body.data.find((r) => r.candidate.id === target.candidateId)!.candidate.fullName
    const card = async () => {
      const found = await api<{ data: CardAnswer[] }>(page, 'POST', '/candidates/search?limit=100', {
        searchText: `"${name}"`,
      })
      return found.body.data.find((c) => c.candidateId === target.candidateId)!
    }
    const cardLabels = async () => {
      await goto(app.session, page, '/candidate/list')
      await fill(page, 'input[name="searchText"]', `"${name}"`)
      await page.keyboard.press('Enter')
      await page.waitForSelector(`.search-result[data-candidate-id="${target.candidateId}"] [data-flag="ats"]`)
      return shownCardFlags(page, target.candidateId)
    }
    const connected = await card()
    expect(connected.ats).toMatchObject({ provider: 'greenhouse', isDisconnected: false })
    const before = await cardLabels()
    expect(before).toEqual(expectedCardFlags(connected))
    expect(before.ats).toMatch(/^Greenhouse: /)
    await goto(app.session, page, `/integrate?organizationId=${org}`)
    await waitForText(page, '.ats-section', 'Connected to Greenhouse')

    await press(page, 'Disconnect')
    const sure = await dialog(page)
    await (await sure.$('xpath/.//button[normalize-space()="Disconnect"]'))!.click()
    await waitForNoDialog(page)
    await waitForText(page, '.ats-section', 'Connect your Greenhouse or Lever account')

    // the candidate's ATS fields now say disconnected (staff see them too)
    await goto(app.session, page, `/candidate/profile?candidateId=${target.candidateId}`)
    await waitForText(page, '.candidate-ats', 'Disconnected')
    expect(await page.$eval('.candidate-ats-entry', (e) => e.getAttribute('data-disconnected'))).toBe('true')
    expect(await page.$('.candidate-ats-url')).toBeNull()
    // and so does the search card
    const disconnected = await card()
    expect(disconnected.ats?.isDisconnected).toBe(true)
    const after = await cardLabels()
    expect(after).toEqual(expectedCardFlags(disconnected))
    expect(after.ats).toBe('Greenhouse: disconnected')
    expect(staff.errors).toEqual([])
  })
})
