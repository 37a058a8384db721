/**
 * Feature announcements in Chromium: an administrator publishes one to candidates from the
 * Features screen; the candidate sees it at the top of their page, dismisses it, and it does
 * not come back after a reload. A recruiter never sees it.
 */
import { describe, expect, test } from 'vitest'
import { api, fill, goto, signInAs, type UserTab, useApp } from './app'

describe('feature announcements (real API)', () => {
  let admin: UserTab
  let candidate: UserTab
  let recruiter: UserTab
  const title = `Messages are here ${Date.now()}`

  const app = useApp(async ({ session }) => {
    ;[admin, candidate, recruiter] = await Promise.all([
      signInAs(session, 'admin', '/admin/features'),
      signInAs(session, 'candidate', '/candidate-home'),
      signInAs(session, 'recruiter', '/job'),
    ])
  })

  test('published to candidates from the Features screen; seen once, dismissed for good', async () => {
    const page = admin.page
    await page.waitForSelector('form[aria-label="Publish an announcement"]')
    await fill(page, 'input[name="title"]', title)
    await fill(page, 'textarea[name="body"]', 'Write to your recruiters from Messages.')
    await page.click('xpath/.//label[normalize-space()="Candidates"]')
    await page.click('form[aria-label="Publish an announcement"] button[type="submit"]')
    await page.waitForFunction(
      (t: string) => [...document.querySelectorAll('.announcement-list li')].some((li) => li.textContent?.includes(t)),
      {},
      title,
    )

    const cand = candidate.page
    await goto(app.session, cand, '/candidate-home')
    const notice = await cand.waitForSelector(
      `xpath/.//article[contains(@class,"feature-notice")][.//p[normalize-space()="${title}"]]`,
    )
    expect(await notice!.evaluate((el) => el.textContent)).toContain('Write to your recruiters from Messages.')
    const dismissed = cand.waitForResponse(
      (r) => r.url().includes('/feature-notifications') && r.request().method() === 'PATCH',
    )
    await (await notice!.$('button'))!.click()
    expect((await dismissed).status()).toBe(200)
    await cand.waitForFunction((t: string) => !document.body.textContent?.includes(t), {}, title)
    await goto(app.session, cand, '/candidate-home')
    await cand.waitForSelector('.dashboard-jobs, .empty-state')
    expect(await cand.evaluate((t: string) => document.body.textContent?.includes(t), title)).toBe(false)

    // a recruiter is not among the chosen audience
    const me = await api<{ data: { newFeatureNotifications: { title: string }[] } }>(recruiter.page, 'GET', '/users/me')
    expect(me.body.data.newFeatureNotifications.map((n) => n.title)).not.toContain(title)
    expect(admin.errors).toEqual([])
    expect(candidate.errors).toEqual([])
  })
})
