/**
 * The candidate's calendar in Chromium against the real API (own server, own demo data): the demo
 * candidate sees an interview the client scheduled for them, grouped under its day, with
 * "Download .ics" (200, text/calendar) and "Open in Google Calendar"; past ones collapsed; the
 * calendar notice; axe-core and 375 px.
 */
import type { CandidateInterview } from '@quota/shared/contracts/candidate-dashboard'
import { CALENDAR_NOTICE } from '@quota/shared/domain/calendar/index'
import { describe, expect, test } from 'vitest'
import { api, goto, horizontalOverflow, seriousA11yViolations, signInAs, type UserTab, useApp } from './app'
import { MOBILE } from './browser'

const TITLE = 'Calendar check-in with Acme Cloud'

describe('candidate calendar (real API)', () => {
  let candidate: UserTab
  let recruiter: UserTab
  let client: UserTab
  let interview: CandidateInterview
  let zone: string

  const app = useApp(async ({ session }) => {
    ;[candidate, recruiter, client] = await Promise.all([
      signInAs(session, 'candidate', '/candidate-home'),
      signInAs(session, 'recruiter', '/job'),
      signInAs(session, 'client', '/company-home'),
    ])
    const me = await api<{ data: { candidateId: string; timezone: string | null } }>(candidate.page, 'GET', '/users/me')
    const candidateId = me.body.data.candidateId
    zone = me.body.data.timezone || 'UTC'

    // The client schedules an interview for the demo candidate, a month from now, on an Acme Cloud
    // job the candidate is not in yet (the recruiter submits them first).
    const jobs = await api<{ data: { id: string; organization: { name: string } }[] }>(
      recruiter.page,
      'POST',
      '/jobs/list?limit=100',
      { filter: 'allOpenJobs', searchText: 'Acme Cloud' },
    )
    const acme = jobs.body.data.filter((j) => j.organization.name === 'Acme Cloud')
    const when = new Date(Date.now() + 30 * 24 * 3600 * 1000).toISOString().slice(0, 10)
    let scheduled = false
    for (const job of acme) {
      const path = `/jobs/${job.id}/candidates/${candidateId}/actions`
      if ((await api(recruiter.page, 'POST', `${path}/submit`, {})).status !== 200) continue
      if ((await api(recruiter.page, 'POST', `${path}/submitToClient`, {})).status !== 200) continue
      const answer = await api(client.page, 'POST', `${path}/scheduleInterview`, {
        interviewDate: when,
        interviewTime: '10:30',
        interviewTimezone: 'America/New_York',
        duration: 45,
        interviewTitle: TITLE,
        location: 'https://meet.example.com/acme-calendar',
        interviewers: [{ email: 'hiring.manager@acme.example', name: 'Hiring Manager' }],
      })
      expect(answer.status).toBe(200)
      scheduled = true
      break
    }
    expect(scheduled).toBe(true)
    const list = await api<{ data: CandidateInterview[] }>(candidate.page, 'GET', '/candidate-dashboard/interviews')
    expect(list.status).toBe(200)
    interview = list.body.data.find((i) => i.title === TITLE)!
    expect(interview).toBeDefined()
    expect(JSON.stringify(list.body.data)).not.toContain('hiring.manager@acme.example')
  })

  test('the agenda shows the interview under its day, with the notice and the calendar actions', async () => {
    const page = candidate.page
    await goto(app.session, page, '/candidate/calendar')
    const item = `.interview-item[data-interview-id="${interview.id}"]`
    await page.waitForSelector(item)
    const text = await page.$eval(item, (el) => el.textContent ?? '')
    expect(text).toContain(TITLE)
    expect(text).toContain(interview.job.name)
    expect(text).toContain('Acme Cloud')
    expect(text).toContain('45 min')

    // Grouped under the day in the candidate's time zone.
    const heading = await page.$eval(
      item,
      (el) => el.closest('.agenda-day')?.querySelector('.agenda-day-heading')?.textContent ?? '',
    )
    const expected = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      year: 'numeric',
    }).format(new Date(interview.startsAt))
    expect(heading).toBe(expected)

    expect(await page.$eval('[data-testid="calendar-notice"]', (el) => el.textContent)).toBe(CALENDAR_NOTICE)

    const google = await page.$eval(`${item} a[href^="https://calendar.google.com/"]`, (a) => a.getAttribute('href'))
    const url = new URL(google!)
    expect(`${url.origin}${url.pathname}`).toBe('https://calendar.google.com/calendar/render')
    expect(url.searchParams.get('action')).toBe('TEMPLATE')
    expect(url.searchParams.get('text')).toBe(TITLE)

    // Past interviews (if any) are collapsed.
    const past = await page.$('details.past-interviews')
    if (past) expect(await past.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false)

    expect(await seriousA11yViolations(page)).toEqual([])
    await app.session.screenshot(page, 'candidate-calendar')
    expect(candidate.errors).toEqual([])
  })

  test('"Download .ics" downloads an iCalendar file (200, text/calendar)', async () => {
    const page = candidate.page
    const link = `.interview-item[data-interview-id="${interview.id}"] a[download]`
    await page.waitForSelector(link)
    const href = await page.$eval(link, (a) => (a as HTMLAnchorElement).href)
    const answer = await page.evaluate(async (h: string) => {
      const res = await fetch(h, { credentials: 'include' })
      return {
        status: res.status,
        type: res.headers.get('content-type'),
        disposition: res.headers.get('content-disposition'),
        text: await res.text(),
      }
    }, href)
    expect(answer.status).toBe(200)
    expect(answer.type).toContain('text/calendar')
    expect(answer.disposition).toContain('attachment')
    const lines = answer.text.replace(/\r\n[ \t]/g, '').split('\r\n')
    expect(lines[0]).toBe('BEGIN:VCALENDAR')
    expect(lines).toContain(`SUMMARY:${TITLE}`)
    expect(lines.some((l) => /^DTSTART:\d{8}T\d{6}Z$/.test(l))).toBe(true)
    // Another user cannot fetch it.
    const other = await client.page.evaluate(
      async (h: string) => (await fetch(h, { credentials: 'include' })).status,
      href,
    )
    expect(other).toBe(403)
  })

  test('the calendar fits 375 px', async () => {
    const page = candidate.page
    await page.setViewport(MOBILE)
    await goto(app.session, page, '/candidate/calendar')
    await page.waitForSelector(`.interview-item[data-interview-id="${interview.id}"]`)
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0)
    expect(await seriousA11yViolations(page)).toEqual([])
    await app.session.screenshot(page, 'candidate-calendar-375')
    await page.setViewport({ width: 1280, height: 800 })
  })
})
