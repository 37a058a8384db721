/**
 * The interview report's "Include ATS feedback" in Chromium against the real API, which reaches a
 * Greenhouse contract server on loopback only because this file sets
 * ATS_CONTRACT_SERVERS_ON_LOOPBACK for the server it starts. The client connects Greenhouse and
 * links the job of one of its past interviews; that interview's candidate is pushed (the server's
 * outbox puts them into the contract server), which then holds a scorecard for them. Staff open
 * the interview report, tick Include ATS feedback and read the scorecard under the table; when
 * Greenhouse refuses, the report says "Greenhouse could not be read: {reason}" instead of "no
 * feedback".
 */

import { startGreenhouseContract } from '@quota/api/testing/ats-contract-servers'
import type { InterviewReportDto } from '@quota/shared/contracts/interview-feedback'
import type { Page } from 'puppeteer-core'
import { afterAll, describe, expect, test } from 'vitest'
import { api, fill, goto, setDate, signInAs, type UserTab, until, useApp, waitForText } from './app'

// read by the API server this file starts (tests only; refused in production)
process.env.ATS_CONTRACT_SERVERS_ON_LOOPBACK = '1'
const creds = { clientId: 'e2e-report-client', clientSecret: 'e2e-report-secret', userId: '502' }
const gh = startGreenhouseContract(creds)
afterAll(() => gh.stop())

const longAgo = () => new Date(Date.now() - 1000 * 86_400_000).toISOString().slice(0, 10)
type Actions = { primary: string[]; secondary: string[] }
type Row = { candidate: { id: string }; actions: Actions }

/** A past interview of the client's company whose candidate the client may push to the ATS. */
async function pushableInterview(page: Page) {
  const report = await api<{ data: InterviewReportDto }>(
    page,
    'GET',
    `/interview-report?scope=allJobs&groupBy=byRound&fromDate=${longAgo()}`,
  )
  expect(report.status).toBe(200)
  for (const row of report.body.data.groups.flatMap((g) => g.rows)) {
    const rows = await api<{ data: Row[] }>(
      page,
      'GET',
      `/jobs/${row.job.id}/candidates?candidateType=jobStage&limit=100`,
    )
    const mine = rows.body.data?.find((r) => r.candidate.id === row.candidate.id)
    if (mine && [...mine.actions.primary, ...mine.actions.secondary].includes('pushToATS'))
      return { jobId: row.job.id, jobName: row.job.name, candidateId: row.candidate.id }
  }
  throw new Error('No past interview of the client has a candidate to push')
}

/** The report filters set as the page offers them: every job, by round, from long ago, one job. */
async function showReport(page: Page, job: { jobId: string; jobName: string }) {
  await page.waitForSelector('.interview-report-filters')
  await page.select('select[name="scope"]', 'allJobs')
  await page.select('select[name="groupBy"]', 'byRound')
  await setDate(page, 'input[name="fromDate"]', longAgo())
  await fill(page, 'input[name="jobIdSearch"]', job.jobName)
  const pick = await page.waitForSelector(
    `xpath/.//ul[@aria-label="Matching jobs"]//button[starts-with(normalize-space(), "Add ${job.jobName} · ")]`,
  )
  await pick!.evaluate((b) => (b as HTMLButtonElement).click())
  await page.waitForSelector('.interview-report-table tr[data-interview-id]')
}

describe('the interview report with the ATS feedback (real API, Greenhouse contract server)', () => {
  let client: UserTab
  let staff: UserTab
  let target: { jobId: string; jobName: string; candidateId: string }
  const app = useApp(async ({ session }) => {
    client = await signInAs(session, 'client', '/company-home')
    staff = await signInAs(session, 'recruiter', '/')
    await api(client.page, 'PUT', '/ats/disconnect').catch(() => {})
    const connected = await api(client.page, 'POST', '/ats/connect', {
      provider: 'greenhouse',
      ...creds,
      baseUrl: gh.origin,
      authUrl: gh.origin,
    })
    expect(connected.status).toBe(201)
    target = await pushableInterview(client.page)
    const linked = await api(client.page, 'PUT', '/ats/job-link', { jobId: target.jobId, atsJobId: '4001' })
    expect(linked.status).toBe(200)
  })

  test('staff tick Include ATS feedback and read the pushed candidate’s scorecard; a refusal is said as such', async () => {
    const pushed = await api(
      client.page,
      'POST',
      `/jobs/${target.jobId}/candidates/${target.candidateId}/actions/pushToATS`,
      {},
    )
    expect(pushed.status).toBe(200)
    // the server's outbox pushes it: the contract server holds an application on 4001
    const application = await until('the push', () =>
      [...gh.state.applications.values()].find((a) => a.job_id === 4001),
    )
    await until('the pushed state', async () => {
      const fields = await api<{ data: { atsCandidateId: string }[] }>(
        client.page,
        'GET',
        `/ats/candidates/${target.candidateId}`,
      )
      return fields.status === 200 && fields.body.data[0]?.atsCandidateId === String(application.candidate_id)
        ? true
        : undefined
    })
    gh.state.users.set(611, { id: 611, first_name: 'Grace', last_name: 'Hopper', name: 'Grace Hopper' })
    gh.state.scorecards.push({
      id: 8901,
      application_id: application.id,
      interview_step: { name: 'Panel interview' },
      interviewer_id: 611,
      submitter_id: 611,
      status: 'complete',
      submitted_at: '2026-11-21T15:00:00.000Z',
      overall_recommendation: 'yes',
      notes: 'Closed the quarter early',
    })

    const page = staff.page
    await goto(app.session, page, '/interview-report')
    await showReport(page, target)
    expect(await page.$('.report-ats')).toBeNull()
    const box = await page.waitForSelector('input[name="includeAts"]')
    expect(await box!.evaluate((i) => (i as HTMLInputElement).checked)).toBe(false)
    await box!.evaluate((i) => (i as HTMLInputElement).click())
    const entry = `.report-ats [data-ats-candidate="${target.candidateId}"]`
    await page.waitForSelector(`${entry} .report-ats-table tbody tr`, { timeout: 30_000 })
    const cells = await page.$$eval(`${entry} .report-ats-table tbody tr`, (trs) =>
      trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent?.trim())),
    )
    expect(cells).toHaveLength(1)
    expect(cells[0]![0]).toBe('Panel interview')
    expect(cells[0]![1]).toBe('Grace Hopper')
    expect(cells[0]![3]).toBe('yes')
    expect(cells[0]![4]).toBe('Closed the quarter early')
    await waitForText(page, `${entry} h3`, `${target.jobName} · Greenhouse`)

    // Greenhouse refuses the scorecards (every read while this lasts): the vendor's reason is shown
    for (let i = 0; i < 10; i++)
      gh.state.injected.push({
        method: 'GET',
        path: /^\/v3\/scorecards/,
        status: 403,
        body: { message: 'This API key may not read scorecards' },
      })
    await box!.evaluate((i) => (i as HTMLInputElement).click())
    await page.waitForFunction(() => !document.querySelector('.report-ats'))
    const again = await page.waitForSelector('input[name="includeAts"]')
    await again!.evaluate((i) => (i as HTMLInputElement).click())
    await waitForText(page, `${entry} [role="alert"]`, 'Greenhouse could not be read: ')
    const alert = await page.$eval(`${entry} [role="alert"]`, (a) => a.textContent?.replace(/\s+/g, ' ').trim())
    expect(alert).toMatch(/^Greenhouse could not be read: Greenhouse answered 403: .+/)
    expect(await page.$(`${entry} .report-ats-table`)).toBeNull()
    gh.state.injected.length = 0
    expect(staff.errors).toEqual([])
  }, 90_000)
})
