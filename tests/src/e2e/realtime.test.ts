/**
 * The real-time channel in Chromium against the real API: with the candidate's home open, a
 * recruiter's stage action made over HTTP shows on that page without a reload.
 */
import type { DashboardJob } from '@quota/shared/contracts/candidate-dashboard'
import { describe, expect, test } from 'vitest'
import { api, goto, signInAs, type UserTab, useApp } from './app'

describe('real-time updates (real API)', () => {
  let candidate: UserTab
  let recruiter: UserTab
  let admin: UserTab
  let candidateId: string
  let submittedTo: string | null = null

  const app = useApp(async ({ session }) => {
    ;[candidate, recruiter, admin] = await Promise.all([
      signInAs(session, 'candidate', '/candidate-home'),
      signInAs(session, 'recruiter', '/job'),
      signInAs(session, 'admin', '/job'),
    ])
    const me = await api<{ data: { candidateId: string } }>(candidate.page, 'GET', '/users/me')
    candidateId = me.body.data.candidateId
  })

  test('a recruiter submitting the candidate to a job shows on the open candidate home, without a reload', async () => {
    const page = candidate.page
    await page.waitForSelector('.dashboard-job')
    // the channel is open once the server accepted its token
    await page.waitForSelector('html[data-realtime="open"]', { timeout: 30_000 })
    // a reload would lose this
    await page.evaluate(() => {
      ;(window as unknown as { __sameDocument: boolean }).__sameDocument = true
    })

    const shown = await api<{ data: DashboardJob[] }>(page, 'GET', '/candidates/dashboard?action=jobs&limit=100')
    const onHome = new Set(shown.body.data.map((j) => j.job.id))
    const jobs = await api<{ data: { id: string; name: string }[] }>(recruiter.page, 'POST', '/jobs/list?limit=100', {
      filter: 'all',
    })
    expect(jobs.status).toBe(200)

    // the first job the candidate is not yet on the home for, that takes a submittal
    for (const job of jobs.body.data.filter((j) => !onHome.has(j.id))) {
      const path = `/jobs/${job.id}/candidates/${candidateId}/actions`
      await api(recruiter.page, 'POST', `${path}/shortlist`, {})
      const submitted = await api(recruiter.page, 'POST', `${path}/submit`, {})
      if (submitted.status === 200) {
        submittedTo = job.id
        break
      }
    }
    expect(submittedTo, 'a job to submit the demo candidate to').not.toBeNull()

    await page.waitForSelector(`.dashboard-jobs:not(.hidden-jobs) .dashboard-job[data-job-id="${submittedTo}"]`, {
      timeout: 30_000,
    })
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true)
    expect(candidate.errors).toEqual([])
  })

  test('another staff member’s open job workspace drops the candidate the recruiter un-submits', async () => {
    expect(submittedTo, 'the job of the previous test').not.toBeNull()
    const page = admin.page
    await goto(app.session, page, `/job/${submittedTo}/candidates`)
    const row = `.candidate-row[data-candidate-id="${candidateId}"]`
    await page.waitForSelector(row, { timeout: 30_000 })
    await page.waitForSelector('html[data-realtime="open"]', { timeout: 30_000 })
    await page.evaluate(() => {
      ;(window as unknown as { __sameDocument: boolean }).__sameDocument = true
    })

    const unsubmitted = await api(
      recruiter.page,
      'POST',
      `/jobs/${submittedTo}/candidates/${candidateId}/actions/unsubmit`,
      {},
    )
    expect(unsubmitted.status).toBe(200)

    await page.waitForSelector(row, { hidden: true, timeout: 30_000 })
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true)
    expect(admin.errors).toEqual([])
  })
})
