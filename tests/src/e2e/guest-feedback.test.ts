/**
 * The outside interviewer's feedback page (/interview-feedback/{token}) in Chromium against the
 * real API (own server, own demo data). The link comes from the real reminders pass: the server's
 * data folder is prepared with interviews that already took place and an outside interviewer on
 * the panel, and the pass mails the link (fixtures/guest-feedback-links.ts); the test reads it from
 * the dev mailbox as the interviewer would from their inbox. At 375 px, with no session: the
 * interviewer rates with stars, answers the job's questions, recommends and submits, sees it
 * saved, edits it again; an expired and an unknown link say so. axe-core on each state.
 */
import { join } from 'node:path'
import type { GuestFeedbackSheet } from '@quota/shared/contracts/interview-feedback'
import { GUEST_FEEDBACK_LINK_MESSAGES } from '@quota/shared/domain/interview-feedback/index'
import type { Page } from 'puppeteer-core'
import { describe, expect, test } from 'vitest'
import {
  api,
  goto,
  horizontalOverflow,
  rateWithKeyboard,
  seriousA11yViolations,
  signInAs,
  useApp,
  waitForText,
} from './app'
import { MOBILE, REPO_ROOT, waitForTitle } from './browser'
import { GUEST, GUEST_INTERVIEW_TITLE, LATE_GUEST } from './fixtures/guest-feedback-people'

const PREPARE = join(REPO_ROOT, 'tests', 'src', 'e2e', 'fixtures', 'guest-feedback-links.ts')

describe('guest interview feedback page (real API, link from the reminders pass)', () => {
  /** Path of the link mailed to Olga (the interview two hours ago) and to Lars (expired). */
  let link = ''
  let expiredLink = ''
  let questionIds: string[] = []
  let page: Page

  /** What the API answers for the link (public route: the page's own fetch, no session). */
  const sheet = async () => {
    const answer = await api<{ data: GuestFeedbackSheet }>(page, 'GET', `/guest${link}`)
    expect(answer.status).toBe(200)
    return answer.body.data
  }

  const app = useApp(
    async ({ session }) => {
      const admin = await signInAs(session, 'admin', '/admin/users')
      const recruiter = await signInAs(session, 'recruiter', '/')
      const linkTo = async (email: string) => {
        const mails = await api<{ data: { subject: string; text: string }[] }>(
          admin.page,
          'GET',
          `/dev/mailbox?to=${encodeURIComponent(email)}&limit=5`,
        )
        expect(mails.status).toBe(200)
        const url = mails.body.data.map((m) => m.text.match(/https?:\/\/\S+\/interview-feedback\/[A-Za-z0-9_-]+/)?.[0])
        expect(url[0]).toBeDefined()
        return new URL(url[0]!).pathname
      }
      link = await linkTo(GUEST.email)
      expiredLink = await linkTo(LATE_GUEST.email)
      // the job's questions, set as staff set them
      const { jobId } = app.server.prepared as { jobId: string }
      const questions = await api<{ data: { id: string }[] }>(
        recruiter.page,
        'PUT',
        `/jobs/${jobId}/interview-questions`,
        {
          questions: [{ text: 'Discovery skills' }, { text: 'What would you ask next time?' }],
        },
      )
      expect(questions.status).toBe(200)
      questionIds = questions.body.data.map((q) => q.id)
      page = await session.browser.newPage()
      await page.setViewport(MOBILE)
    },
    { prepare: PREPARE },
  )

  test('from the mail, with no sign-in, the interviewer rates, answers, recommends and submits at 375 px', async () => {
    await goto(app.session, page, link)
    await waitForTitle(page, 'Interview feedback | Quota')
    await waitForText(page, '#guest-interview-title', GUEST_INTERVIEW_TITLE)
    await waitForText(page, '[data-testid="guest-feedback-validity"]', `Giving feedback as ${GUEST.name}.`)
    await page.waitForSelector('[data-stars="overall"]')
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0)
    expect(await seriousA11yViolations(page)).toEqual([])
    await app.session.screenshot(page, 'guest-feedback-open')

    // submitting without stars says what is missing and saves nothing
    await page.$eval('.feedback-form button[type="submit"]', (b) => (b as HTMLButtonElement).click())
    await waitForText(page, '.feedback-form .field-error', 'Choose from 1 to 5 stars')
    expect((await sheet()).feedback).toBeNull()

    await rateWithKeyboard(page, 'overall', 4)
    await rateWithKeyboard(page, `question-${questionIds[0]}`, 5)
    await page.type(`[data-question-id="${questionIds[1]}"] textarea`, 'How they handle a pricing objection')
    const strongYes = await page.$('input[name="recommendation"][value="strongYes"]')
    await strongYes!.focus()
    await page.keyboard.press('Space')
    await page.type('textarea[name="notes"]', 'Hire')
    await page.$eval('.feedback-form button[type="submit"]', (b) => (b as HTMLButtonElement).click())

    // saved: said, and the page offers to edit what was given
    await waitForText(page, '.toast', 'Your feedback was saved.')
    await waitForText(page, '#feedback-form-title', 'Edit your feedback')
    const mine = (await sheet()).feedback!
    expect(mine).toMatchObject({
      rating: 4,
      recommendation: 'strongYes',
      notes: 'Hire',
      isMine: true,
      author: { id: null, fullName: GUEST.name },
    })
    expect(mine.answers).toEqual({
      [questionIds[0]!]: { rating: 5 },
      [questionIds[1]!]: { comment: 'How they handle a pricing objection' },
    })
    // checked once the toast has faded in (mid-animation its text is not yet at full contrast)
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'))
    expect(await seriousA11yViolations(page)).toEqual([])
  })

  test('a second visit shows the feedback given; the interviewer edits it in place', async () => {
    const before = (await sheet()).feedback!
    await goto(app.session, page, link)
    await waitForText(page, '#feedback-form-title', 'Edit your feedback')
    const checked = await page.$eval(
      '[data-stars="overall"] input[type="radio"]:checked',
      (el) => (el as HTMLInputElement).value,
    )
    expect(checked).toBe('4')
    expect(await page.$eval('textarea[name="notes"]', (el) => (el as HTMLTextAreaElement).value)).toBe('Hire')

    await rateWithKeyboard(page, 'overall', 2, 4)
    const no = await page.$('input[name="recommendation"][value="no"]')
    await no!.focus()
    await page.keyboard.press('Space')
    await page.$eval('.feedback-form button[type="submit"]', (b) => (b as HTMLButtonElement).click())
    await waitForText(page, '.toast', 'Your feedback was updated.')
    const after = (await sheet()).feedback!
    // the same feedback, changed: one per interviewer
    expect(after).toMatchObject({ id: before.id, rating: 2, recommendation: 'no', notes: 'Hire' })
    expect(after.answers).toEqual(before.answers)
  })

  test('an expired link and an unknown link say so, and offer no form', async () => {
    await goto(app.session, page, expiredLink)
    await waitForText(page, '.guest-feedback-page [role="alert"]', GUEST_FEEDBACK_LINK_MESSAGES.expired)
    expect(await page.$('.feedback-form')).toBeNull()
    expect(await seriousA11yViolations(page)).toEqual([])
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0)

    await goto(app.session, page, `/interview-feedback/${'x'.repeat(43)}`)
    await waitForText(page, '.guest-feedback-page [role="alert"]', GUEST_FEEDBACK_LINK_MESSAGES.invalid)
    expect(await page.$('.feedback-form')).toBeNull()
    const answer = await api(page, 'GET', `/guest/interview-feedback/${'x'.repeat(43)}`)
    expect(answer.status).toBe(404)
  })
})
