/**
 * In-app messages in Chromium against the real API, two sessions side by side: the recruiter
 * opens the candidate's conversation from the job's candidate list and writes; the candidate's
 * open page sees the header badge count it, reads it (the badge clears) and answers; the
 * recruiter's open conversation shows the answer arrive without a reload.
 */
import { describe, expect, test } from 'vitest'
import { api, fill, goto, signInAs, type UserTab, useApp } from './app'

describe('in-app messages (real API, two sessions)', () => {
  let candidate: UserTab
  let recruiter: UserTab
  let candidateId: string
  let jobId: string | null = null

  const app = useApp(async ({ session }) => {
    ;[candidate, recruiter] = await Promise.all([
      signInAs(session, 'candidate', '/candidate-home'),
      signInAs(session, 'recruiter', '/job'),
    ])
    const me = await api<{ data: { candidateId: string } }>(candidate.page, 'GET', '/users/me')
    candidateId = me.body.data.candidateId
    // a job the candidate is submitted to (on their dashboard), with no conversation yet
    const jobs = await api<{ data: { id: string }[] }>(recruiter.page, 'POST', '/jobs/list?limit=100', {
      filter: 'all',
    })
    for (const job of jobs.body.data) {
      const thread = await api<{ data: { threadId: string | null } }>(
        recruiter.page,
        'GET',
        `/jobs/${job.id}/candidates/${candidateId}/messages`,
      )
      if (thread.status === 200 && thread.body.data.threadId) continue
      const path = `/jobs/${job.id}/candidates/${candidateId}/actions`
      await api(recruiter.page, 'POST', `${path}/shortlist`, {})
      if ((await api(recruiter.page, 'POST', `${path}/submit`, {})).status === 200) {
        jobId = job.id
        break
      }
    }
  })

  const badge = (tab: UserTab) =>
    tab.page.evaluate(() => document.querySelector('[data-testid="unread-messages"]')?.textContent ?? null)

  test('the recruiter writes from the job list; the candidate sees the badge, reads and answers; the answer arrives live', async () => {
    expect(jobId, 'a job to submit the demo candidate to').not.toBeNull()
    const cand = candidate.page
    const rec = recruiter.page

    // the candidate sits on the messages page; the channel is open
    await goto(app.session, cand, '/messages')
    await cand.waitForSelector('.messages-list')
    await cand.waitForSelector('html[data-realtime="open"]', { timeout: 30_000 })
    await cand.evaluate(() => {
      ;(window as unknown as { __sameDocument: boolean }).__sameDocument = true
    })
    const before = Number((await badge(candidate)) ?? 0)

    // the recruiter: the job's candidate list → Message → the conversation
    await goto(app.session, rec, `/job/${jobId}/candidates`)
    const link = await rec.waitForSelector(
      `.candidate-row[data-candidate-id="${candidateId}"] a.candidate-message-link`,
      { timeout: 30_000 },
    )
    await link!.click()
    await rec.waitForFunction(() => location.pathname === '/messages')
    await rec.waitForSelector('.messages-thread form textarea[name="message"]')
    await rec.waitForSelector('html[data-realtime="open"]', { timeout: 30_000 })
    await fill(rec, 'textarea[name="message"]', 'Hello from your recruiter: are you free on Tuesday?')
    await rec.click('.messages-thread form button[type="submit"]')
    await rec.waitForFunction(() =>
      [...document.querySelectorAll('.thread-message.is-mine')].some((el) =>
        el.textContent?.includes('free on Tuesday'),
      ),
    )

    // the candidate's page: the badge counts it, the conversation shows one unread
    await cand.waitForFunction(
      (n: number) =>
        Number(document.querySelector('[data-testid="unread-messages"]')?.textContent?.replace(/\D/g, '') ?? 0) ===
        n + 1,
      { timeout: 30_000 },
      before,
    )
    const thread = await cand.waitForSelector('.thread-list [data-unread="1"]', { timeout: 30_000 })
    await thread!.click()
    await cand.waitForFunction(() =>
      [...document.querySelectorAll('.thread-message[data-side="staff"]')].some((el) =>
        el.textContent?.includes('free on Tuesday'),
      ),
    )
    // read: the badge drops back
    await cand.waitForFunction(
      (n: number) =>
        Number(document.querySelector('[data-testid="unread-messages"]')?.textContent?.replace(/\D/g, '') ?? 0) === n,
      { timeout: 30_000 },
      before,
    )
    expect(await cand.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true)

    // the candidate answers; the recruiter's open conversation shows it without a reload
    await rec.evaluate(() => {
      ;(window as unknown as { __sameDocument: boolean }).__sameDocument = true
    })
    await fill(cand, 'textarea[name="message"]', 'Tuesday works for me.')
    await cand.click('.messages-thread form button[type="submit"]')
    await rec.waitForFunction(
      () =>
        [...document.querySelectorAll('.thread-message[data-side="candidate"]')].some((el) =>
          el.textContent?.includes('Tuesday works'),
        ),
      { timeout: 30_000 },
    )
    expect(await rec.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true)
    expect(candidate.errors).toEqual([])
    expect(recruiter.errors).toEqual([])
  })
})
