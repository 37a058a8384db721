/**
 * Staff recommend jobs to a candidate from the candidate profile, in Chromium against the real
 * API: the recruiter opens "Recommend jobs", finds an open job by name, adds a note, sends; the
 * job is then recommended by them (recommended-jobs) and the candidate sees it on the dashboard.
 */
import type { RecommendedJobsDto } from '@quota/shared/contracts/recommendations'
import { describe, expect, test } from 'vitest'
import { api, fill, goto, signInAs, type UserTab, useApp, waitForText } from './app'

describe('recommend jobs from the profile (real API)', () => {
  let recruiter: UserTab
  let candidate: UserTab
  const app = useApp(async ({ session }) => {
    ;[recruiter, candidate] = await Promise.all([
      signInAs(session, 'recruiter', '/job'),
      signInAs(session, 'candidate', '/candidate-home'),
    ])
  })

  test('the recruiter picks an open job and the candidate sees it recommended', async () => {
    const me = await api<{ data: { candidateId: string } }>(candidate.page, 'GET', '/users/me')
    const candidateId = me.body.data.candidateId
    const page = recruiter.page
    const before = await api<RecommendedJobsDto>(page, 'GET', `/candidates/${candidateId}/recommended-jobs`)
    const taken = new Set(before.body.data.filter((j) => j.recommendedBy).map((j) => j.jobId))
    const jobs = await api<{ data: { id: string; name: string; organization: { name: string } }[] }>(
      page,
      'POST',
      '/jobs/list?limit=20',
      { filter: 'allOpenJobs' },
    )
    const job = jobs.body.data.find((j) => !taken.has(j.id))
    if (!job) throw new Error('Every open demo job is already recommended to the candidate')

    await goto(app.session, page, `/candidate/profile?candidateId=${candidateId}`)
    const open = await page.waitForSelector('xpath/.//button[normalize-space()="Recommend jobs"]')
    await open!.evaluate((b) => (b as HTMLButtonElement).click())
    await page.waitForSelector('[role="dialog"] form[aria-label="Recommend jobs"]')
    await fill(page, '[role="dialog"] input[name="otherJobIdsSearch"]', job.name)
    const label = `${job.name} · ${job.organization.name}`
    const pick = await page.waitForSelector(
      `xpath/.//ul[@aria-label="Matching jobs"]//button[normalize-space()="Add ${label}"]`,
    )
    await pick!.evaluate((b) => (b as HTMLButtonElement).click())
    await fill(page, '[role="dialog"] textarea[name="note"]', 'A team that sells into your segment.')

    const sent = page.waitForResponse(
      (r) => r.url().includes(`/candidates/${candidateId}/recommend-jobs`) && r.request().method() === 'POST',
    )
    const submit = await page.waitForSelector('[role="dialog"] button[type="submit"]')
    expect(await submit!.evaluate((b) => b.textContent)).toContain('Recommend 1 job')
    await submit!.evaluate((b) => (b as HTMLButtonElement).click())
    const answer = await sent
    expect(answer.status()).toBe(200)
    expect(JSON.parse(answer.request().postData() ?? '{}')).toEqual({
      jobIds: [job.id],
      note: 'A team that sells into your segment.',
    })
    await page.waitForFunction(() => !document.querySelector('[role="dialog"]'))

    // recommended by this recruiter now, and shown so when the dialog opens again
    const after = await api<RecommendedJobsDto>(page, 'GET', `/candidates/${candidateId}/recommended-jobs`)
    const mine = after.body.data.find((j) => j.jobId === job.id)
    expect(mine?.recommendedBy).not.toBeNull()
    await open!.evaluate((b) => (b as HTMLButtonElement).click())
    await waitForText(page, `[role="dialog"] .recommended-already li[data-job-id="${job.id}"]`, job.name)

    // the candidate sees it on the dashboard
    await goto(app.session, candidate.page, '/candidate-home')
    await waitForText(candidate.page, `.recommended-job[data-job-id="${job.id}"]`, job.name)
    expect(recruiter.errors).toEqual([])
    expect(candidate.errors).toEqual([])
  })
})
