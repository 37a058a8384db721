/**
 * The public interview-response page in Chromium against the real API (own server, own demo
 * data): the client schedules an interview with "Send"; from the link in the mail the demo
 * candidate received, a visitor with no session sees the interview in their own time zone,
 * proposes another time by keyboard, and on the link's second visit is told they already responded
 * and offered to log in; the candidate's calendar shows the answer; an unknown link says "Invalid
 * link!". axe-core and 375 px.
 */
import type { CandidateInterview } from '@quota/shared/contracts/candidate-dashboard'
import { INTERVIEW_LINK_MESSAGES, RESCHEDULE_NOTE_REQUIRED } from '@quota/shared/domain/interview-response/index'
import { describe, expect, test } from 'vitest'
import { DEMO } from './api-server'
import {
  api,
  goto,
  horizontalOverflow,
  seriousA11yViolations,
  signInAs,
  type UserTab,
  useApp,
  waitForFocus,
  waitForText,
} from './app'
import { MOBILE, waitForTitle, waitForUrl } from './browser'

const TITLE = 'Second round with Acme Cloud'
const NOTE = 'Any afternoon next week works for me'
const VISITOR_ZONE = 'Europe/Paris'

describe('interview response page (real API)', () => {
  let candidate: UserTab
  let recruiter: UserTab
  let client: UserTab
  let admin: UserTab
  let interview: CandidateInterview
  let candidateId: string
  /** Path and query of the mail's "Propose another time" link. */
  let rescheduleLink: string

  const app = useApp(async ({ session }) => {
    ;[candidate, recruiter, client, admin] = await Promise.all([
      signInAs(session, 'candidate', '/candidate-home'),
      signInAs(session, 'recruiter', '/job'),
      signInAs(session, 'client', '/company-home'),
      signInAs(session, 'admin', '/admin/users'),
    ])
    const me = await api<{ data: { candidateId: string } }>(candidate.page, 'GET', '/users/me')
    candidateId = me.body.data.candidateId

    // The client schedules and sends an interview on an Acme Cloud job (the recruiter submits first).
    const jobs = await api<{ data: { id: string; name: string; organization: { name: string } }[] }>(
      recruiter.page,
      'POST',
      '/jobs/list?limit=100',
      { filter: 'allOpenJobs', searchText: 'Acme Cloud' },
    )
    const when = new Date(Date.now() + 20 * 24 * 3600 * 1000).toISOString().slice(0, 10)
    let jobName: string | null = null
    for (const job of jobs.body.data.filter((j) => j.organization.name === 'Acme Cloud')) {
      const path = `/jobs/${job.id}/candidates/${candidateId}/actions`
      if ((await api(recruiter.page, 'POST', `${path}/submit`, {})).status !== 200) continue
      if ((await api(recruiter.page, 'POST', `${path}/submitToClient`, {})).status !== 200) continue
      const answer = await api(client.page, 'POST', `${path}/scheduleInterview`, {
        interviewDate: when,
        interviewTime: '10:30',
        interviewTimezone: 'America/New_York',
        duration: 45,
        interviewTitle: TITLE,
        location: 'https://meet.example.com/acme-second-round',
        saveMode: 'send',
      })
      expect(answer.status).toBe(200)
      jobName = job.name
      break
    }
    expect(jobName).not.toBeNull()

    // The invite as delivered (the dev mailbox keeps what the outbox sent).
    const { body } = await api<{ data: { subject: string; text: string }[] }>(
      admin.page,
      'GET',
      `/dev/mailbox?to=${encodeURIComponent(DEMO.candidate)}&limit=20`,
    )
    const mail = body.data.find((m) => m.subject === `Interview invitation: ${jobName} at Acme Cloud`)
    expect(mail).toBeDefined()
    const link = mail!.text.match(/https?:\/\/[^\s"<>]+\/interview\/[A-Za-z0-9_-]+\?response=rescheduleRequested/)?.[0]
    expect(link).toBeDefined()
    rescheduleLink = new URL(link!).pathname + new URL(link!).search

    const list = await api<{ data: CandidateInterview[] }>(candidate.page, 'GET', '/candidate-dashboard/interviews')
    interview = list.body.data.find((i) => i.title === TITLE)!
    expect(interview).toMatchObject({ response: 'pending' })
  })

  test('from the mail, a visitor sees the interview in their zone and proposes another time by keyboard, at 375 px', async () => {
    const page = await app.session.browser.newPage()
    await page.setViewport(MOBILE)
    await page.emulateTimezone(VISITOR_ZONE)
    await goto(app.session, page, rescheduleLink)
    await waitForTitle(page, 'Interview response | Quota')
    await waitForText(page, 'h1', TITLE)

    const when = await page.$eval('[data-testid="interview-when"]', (el) => el.textContent ?? '')
    const inZone = (zone: string) =>
      new Intl.DateTimeFormat('en-US', { timeZone: zone, hour: 'numeric', minute: '2-digit' }).format(
        new Date(interview.startsAt),
      )
    expect(when).toContain(inZone(VISITOR_ZONE))
    expect(when).toContain(`(${inZone('America/New_York')}`)
    const body = await page.$eval('.interview-response-card', (el) => el.textContent ?? '')
    expect(body).toContain('45 min')
    expect(body).toContain('https://meet.example.com/acme-second-round')
    expect(body).toContain('Acme Cloud')
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0)
    await app.session.screenshot(page, 'interview-response-open')

    // The mail's choice opened the note, with focus in it; sending it empty is refused
    await page.waitForSelector('textarea[name="note"]')
    await waitForFocus(page, 'textarea[name="note"]')
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Send proposed times')
    await page.keyboard.press('Enter')
    await waitForText(page, '.field-error', RESCHEDULE_NOTE_REQUIRED)

    await page.focus('textarea[name="note"]')
    await page.keyboard.type(NOTE)
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    await waitForText(page, '[data-testid="interview-answered"]', 'We sent the times that suit you to Acme Cloud')
    await waitForFocus(page, '[data-testid="interview-answered"]')
    expect(await seriousA11yViolations(page)).toEqual([])

    // The link's second visit: already responded, with the answer and a Log in button
    await goto(app.session, page, rescheduleLink)
    await waitForText(page, '[data-testid="interview-already-responded"]', INTERVIEW_LINK_MESSAGES.alreadyResponded)
    expect(await page.$eval('[data-response]', (el) => el.textContent)).toBe('Another time proposed')
    expect(await page.$$('textarea[name="note"]')).toHaveLength(0)
    expect(await seriousA11yViolations(page)).toEqual([])
    await app.session.screenshot(page, 'interview-response-already-responded')
    const login = await page.waitForSelector('xpath/.//a[normalize-space()="Log in"]')
    await login!.click()
    const url = await waitForUrl(page, (p) => p.startsWith('/auth/login'))
    expect(new URLSearchParams(url.split('?')[1]).get('returnUrl')).toBe('/candidate/calendar')
    await page.close()
  })

  test('the candidate’s calendar shows the answer and the note', async () => {
    await goto(app.session, candidate.page, '/candidate/calendar')
    const item = `.interview-item[data-interview-id="${interview.id}"]`
    await waitForText(candidate.page, `${item} .interview-response`, 'Another time proposed')
    expect(await candidate.page.$eval(`${item} .interview-response`, (el) => el.textContent)).toContain(NOTE)
    expect(candidate.errors).toEqual([])
  })

  test('the staff candidate profile’s Interviews tab shows the answer and the note too', async () => {
    const page = recruiter.page
    await goto(app.session, page, `/candidate/profile?candidateId=${candidateId}&tab=interviews`)
    const cell = `.interviews-table tr[data-interview-id="${interview.id}"] [data-field="response"]`
    await waitForText(page, cell, 'Another time proposed')
    expect(await page.$eval(cell, (el) => el.textContent)).toContain(NOTE)
    expect(recruiter.errors).toEqual([])
  })

  test('an unknown link says "Invalid link!" and offers to log in, at 375 px', async () => {
    const page = await app.session.open(`/interview/${'A'.repeat(43)}`, { viewport: MOBILE })
    await waitForText(page, '[role="alert"]', 'Invalid link!')
    expect(await page.$('xpath/.//a[normalize-space()="Log in"]')).not.toBeNull()
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0)
    expect(await seriousA11yViolations(page)).toEqual([])
    await page.close()
  })
})
