/**
 * Issue 17 in Chromium against the real API (own server, own demo data): the job page's
 * Scheduled Interviews table (Name, Interviewers, Date, Time, Duration, Created By, Created At)
 * as the job's client sees it; Reschedule from the table with the server's refusals on the form
 * (a 10-minute clash, 409; a time the clocks skip, 422) and then a move; Cancel from the table;
 * an interview saved as "Download ICS" shows the calendar notice instead of the buttons; the
 * recruiter's profile Interviews tab cancels too. Each outcome is checked against the API.
 */
import type { InterviewDefaultDetails, JobInterviewRow } from '@quota/shared/contracts/interviews'
import type { JobCandidateListItem } from '@quota/shared/contracts/pipeline'
import { resolveWallTime } from '@quota/shared/domain/interview-schedule/index'
import type { Page } from 'puppeteer-core'
import { describe, expect, test } from 'vitest'
import {
  api,
  dialog,
  goto,
  seriousA11yViolations,
  setDate,
  signInAs,
  tableRows,
  type UserTab,
  useApp,
  waitForNoDialog,
  waitForText,
} from './app'

const ZONE = 'America/New_York'
const PANEL = 'panel-e2e@acme.test'
const TABLE = '.scheduled-interviews-table'

/** The second Sunday of March 2099 (the clocks skip 02:00 to 03:00 in New York). */
function springForwardDay(): string {
  for (let d = 8; d <= 14; d++) {
    const date = `2099-03-${String(d).padStart(2, '0')}`
    if (resolveWallTime(date, '02:30', ZONE).kind === 'gap') return date
  }
  throw new Error('no spring-forward day found')
}

async function jobInterviews(page: Page, jobId: string) {
  const answer = await api<{ data: JobInterviewRow[] }>(page, 'GET', `/jobs/${jobId}/interviews`)
  expect(answer.status).toBe(200)
  return answer.body.data
}

async function press(page: Page, selector: string) {
  const element = await page.waitForSelector(selector)
  await element!.evaluate((el) => el.scrollIntoView({ block: 'center' }))
  await element!.click()
}

async function dialogButton(page: Page, label: string) {
  const d = await dialog(page)
  const b = await d.waitForSelector(`xpath/.//button[normalize-space()="${label}"]`)
  await b!.click()
}

describe('interview lifecycle in the web (real API)', () => {
  let client: UserTab
  let recruiter: UserTab
  let jobId: string
  const ids = { a: '', b: '', ics: '' }
  let candidates: { x: string; y: string }

  const app = useApp(async ({ session }) => {
    client = await signInAs(session, 'client', '/')
    recruiter = await signInAs(session, 'recruiter', '/')
    const page = client.page
    // A job of the client's with two candidates it may schedule.
    const jobs = (await api<{ data: { id: string }[] }>(page, 'POST', '/jobs/list?limit=100', { filter: 'all' })).body
      .data
    let rows: JobCandidateListItem[] = []
    for (const job of jobs) {
      const list = (
        await api<{ data: JobCandidateListItem[] }>(page, 'GET', `/jobs/${job.id}/candidates?candidateType=jobStage`)
      ).body.data.filter((r) => [...r.actions.primary, ...r.actions.secondary].includes('scheduleInterview'))
      if (list.length >= 2) {
        jobId = job.id
        rows = list
        break
      }
    }
    expect(rows.length).toBeGreaterThanOrEqual(2)
    const [x, y] = rows as [JobCandidateListItem, JobCandidateListItem]
    candidates = { x: x.candidate.id, y: y.candidate.id }
    const schedule = async (row: JobCandidateListItem, body: Record<string, unknown>) => {
      const status = (
        await api<{ data: { stage: { version: number } } }>(
          page,
          'GET',
          `/jobs/${jobId}/candidate/${row.candidate.id}/status`,
        )
      ).body.data
      const answer = await api<{ data: { interviewId: string } }>(
        page,
        'POST',
        `/jobs/${jobId}/candidates/${row.candidate.id}/actions/scheduleInterview`,
        {
          expectedVersion: status.stage.version,
          type: 'video',
          interviewTimezone: ZONE,
          duration: 30,
          interviewers: [{ email: PANEL }],
          ...body,
        },
      )
      return answer
    }
    const a = await schedule(x, { interviewDate: '2099-03-20', interviewTime: '10:00', saveMode: 'save' })
    expect(a.status).toBe(200)
    ids.a = a.body.data.interviewId
    const b = await schedule(y, { interviewDate: '2099-03-20', interviewTime: '14:00', saveMode: 'save' })
    expect(b.status).toBe(200)
    ids.b = b.body.data.interviewId
    // a next round for X saved as "Download ICS": it lives in a calendar the product does not reach
    const ics = await schedule(x, { interviewDate: '2099-03-25', interviewTime: '10:00', saveMode: 'downloadIcs' })
    expect(ics.status).toBe(200)
    ids.ics = ics.body.data.interviewId
  })

  test('the job page lists the job’s interviews with the spec’s columns, as the API answers them', async () => {
    const page = client.page
    await goto(app.session, page, `/job/${jobId}/details`)
    await page.waitForSelector(`${TABLE} tbody tr`)
    const headers = await page.$$eval(`${TABLE} thead th`, (ths) => ths.map((th) => th.textContent?.trim()))
    expect(headers).toEqual(['Name', 'Interviewers', 'Date', 'Time', 'Duration', 'Created By', 'Created At', 'Actions'])
    const answer = await jobInterviews(page, jobId)
    const rows = await tableRows(page, TABLE, 'data-interview-id')
    expect(rows.map((r) => r.id)).toEqual(answer.map((r) => r.id))
    const a = answer.find((r) => r.id === ids.a)!
    const row = rows.find((r) => r.id === ids.a)!
    expect(row.cells[0]).toContain(a.candidate.fullName)
    expect(row.cells[1]).toBe(PANEL)
    expect(row.cells[2]).toBe('03-20-2099')
    expect(row.cells[3]).toBe(`10:00 ${ZONE}`)
    expect(row.cells[4]).toBe('30 min')
    expect(row.cells[5]).toBe(a.createdBy?.fullName)
    expect(row.cells[7]).toContain('Reschedule')
    const external = rows.find((r) => r.id === ids.ics)!
    expect(external.cells[7]).toContain('cannot be changed here')
    expect(await page.$$(`${TABLE} tr[data-interview-id="${ids.ics}"] button`)).toHaveLength(0)
    expect(await seriousA11yViolations(page)).toEqual([])
  })

  test('Reschedule shows the clash (409) and the skipped time (422), then moves the interview', async () => {
    const page = client.page
    const rowOf = (id: string) => `${TABLE} tr[data-interview-id="${id}"]`
    await press(page, `${rowOf(ids.b)} button[aria-label^="Reschedule"]`)
    const form = 'form[aria-label="Reschedule interview"]'
    await page.waitForSelector(form)
    // 10:05 is within 10 minutes of the panel's 10:00 interview
    await setDate(page, `${form} input[name="interviewTime"]`, '10:05')
    await dialogButton(page, 'Save')
    await waitForText(page, `${form} .alert`, `The interviewer ${PANEL} already has an interview at`)
    // 02:30 does not exist on the spring-forward day
    await setDate(page, `${form} input[name="interviewDate"]`, springForwardDay())
    await setDate(page, `${form} input[name="interviewTime"]`, '02:30')
    await dialogButton(page, 'Save')
    await waitForText(page, `${form} .field-error`, 'does not exist in')
    expect(await seriousA11yViolations(page)).toEqual([])
    // a time that exists and is free
    await setDate(page, `${form} input[name="interviewDate"]`, '2099-03-21')
    await setDate(page, `${form} input[name="interviewTime"]`, '11:00')
    await dialogButton(page, 'Save')
    await waitForNoDialog(page)
    await waitForText(
      page,
      '.toast',
      'The interview was moved to 2099-03-21 11:00 (America/New_York). Nobody was notified.',
    )
    await waitForText(page, `${rowOf(ids.b)} td`, '03-21-2099')
    const moved = (await jobInterviews(page, jobId)).find((r) => r.id === ids.b)!
    expect(moved).toMatchObject({ interviewDate: '2099-03-21', interviewTime: '11:00', interviewTimezone: ZONE })
  })

  test('Cancel from the table, with notice to the audience: the row goes and the API agrees', async () => {
    const page = client.page
    await press(page, `${TABLE} tr[data-interview-id="${ids.a}"] button[aria-label^="Cancel"]`)
    await page.waitForSelector('form[aria-label="Cancel interview"]')
    await dialogButton(page, 'Cancel and notify')
    await waitForNoDialog(page)
    await waitForText(page, '.toast', 'The interview was cancelled. Mail queued for')
    await page.waitForSelector(`${TABLE} tr[data-interview-id="${ids.a}"]`, { hidden: true })
    expect((await jobInterviews(page, jobId)).map((r) => r.id)).not.toContain(ids.a)
    // cancelling it again is refused by the API (it is no longer scheduled)
    expect((await api(page, 'DELETE', `/interviews/${ids.a}`)).status).toBe(409)
  })

  test('the recruiter’s profile Interviews tab cancels too; the ICS one shows the notice', async () => {
    const page = recruiter.page
    await goto(app.session, page, `/candidate/profile?candidateId=${candidates.y}&tab=interviews`)
    const row = `.interviews-table tr[data-interview-id="${ids.b}"]`
    await page.waitForSelector(row)
    await press(page, `${row} button[aria-label^="Cancel"]`)
    await page.waitForSelector('form[aria-label="Cancel interview"]')
    await dialogButton(page, 'Cancel here only')
    await waitForNoDialog(page)
    await waitForText(page, '.toast', 'The interview was cancelled. Nobody was notified.')
    await page.waitForSelector(row, { hidden: true })
    expect((await jobInterviews(page, jobId)).map((r) => r.id)).not.toContain(ids.b)
    await goto(app.session, page, `/candidate/profile?candidateId=${candidates.x}&tab=interviews`)
    await waitForText(page, `.interviews-table tr[data-interview-id="${ids.ics}"] td`, 'cannot be changed here')
  })

  test('the schedule form starts from request-interview-default-details', async () => {
    const page = recruiter.page
    const defaults = (
      await api<{ data: InterviewDefaultDetails }>(
        page,
        'GET',
        `/jobs/${jobId}/candidate/${candidates.y}/request-interview-default-details`,
      )
    ).body.data
    expect(defaults).toMatchObject({
      interviewTime: '09:00',
      duration: 30,
      businessHours: { start: '09:00', end: '18:00' },
    })
    await goto(app.session, page, `/candidate/profile?candidateId=${candidates.y}&tab=schedule`)
    await press(page, `.job-stage[data-job-id="${jobId}"] button`)
    const form = 'form[aria-label="Schedule interview"]'
    await waitForText(page, `${form} .field`, 'Business hours 09:00–18:00')
    const value = (name: string) =>
      page.$eval(`${form} [name="${name}"]`, (el) => (el as HTMLInputElement | HTMLSelectElement).value)
    expect(await value('interviewTimezone')).toBe(defaults.interviewTimezone)
    expect(await value('interviewTime')).toBe('09:00')
    expect(await value('duration')).toBe('30')
    expect(await value('meetingMethod')).toBe('zoom')
    // 07:00 in the business-hours zone is outside 9 to 18: a note, not a refusal
    await setDate(page, `${form} input[name="interviewDate"]`, '2099-05-05')
    await setDate(page, `${form} input[name="interviewTime"]`, '07:00')
    await waitForText(page, `${form} .schedule-business-hours`, 'outside')
    await dialogButton(page, 'Cancel')
    await waitForNoDialog(page)
  })

  test('the candidate keeps availability; the recruiter sees it in the schedule form and asks for an update', async () => {
    const candidate = await signInAs(app.session, 'candidate', '/candidate/availability')
    const page = candidate.page
    const me = (await api<{ data: { id: string; candidateId: string } }>(page, 'GET', '/users/me')).body.data
    await page.waitForSelector('form[aria-label="Availability"]')
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)
    await clickButtonIn(page, 'Add a time')
    const last = 'form[aria-label="Availability"] .availability-slot:last-child'
    await setDate(page, `${last} input[type="date"]`, tomorrow)
    await setDate(page, `${last} input[name$="-start"]`, '10:00')
    await setDate(page, `${last} input[name$="-end"]`, '12:00')
    await clickButtonIn(page, 'Save availability')
    await waitForText(page, '.toast', 'Your availability was saved')
    expect(await seriousA11yViolations(page)).toEqual([])
    const mine = (
      await api<{ data: { slots: { date: string; startTime: string }[] } }>(page, 'GET', `/users/${me.id}/availability`)
    ).body.data
    expect(mine.slots).toContainEqual(expect.objectContaining({ date: tomorrow, startTime: '10:00' }))
    // a date beyond the 7 days is refused on its row
    await clickButtonIn(page, 'Add a time')
    const far = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10)
    await setDate(page, `${last} input[type="date"]`, far)
    await clickButtonIn(page, 'Save availability')
    await waitForText(page, `${last} .field-error`, 'next 7 days')

    // the recruiter schedules for this candidate: the slots are offered, and a request can be sent
    const rec = recruiter.page
    const stages = (
      await api<{ data: { job: { id: string }; actions: { primary: string[]; secondary: string[] } }[] }>(
        rec,
        'GET',
        `/candidates/${me.candidateId}/job-stages`,
      )
    ).body.data
    const stage = stages.find((j) => [...j.actions.primary, ...j.actions.secondary].includes('scheduleInterview'))
    expect(stage).toBeDefined()
    await goto(app.session, rec, `/candidate/profile?candidateId=${me.candidateId}&tab=schedule`)
    await press(rec, `.job-stage[data-job-id="${stage!.job.id}"] button`)
    const form = 'form[aria-label="Schedule interview"]'
    const pick = await rec.waitForSelector(`${form} .candidate-availability button[data-slot-start]`)
    await pick!.click()
    expect(await rec.$eval(`${form} input[name="interviewDate"]`, (i) => (i as HTMLInputElement).value)).toMatch(
      /^\d{4}-\d{2}-\d{2}$/,
    )
    await dialogButton(rec, 'Ask for a calendar update')
    await waitForText(rec, `${form} .availability-request-outcome`, 'mail queued for')
    await dialogButton(rec, 'Cancel')
    await waitForNoDialog(rec)
    const after = (
      await api<{ data: { calendarUpdateRequest: { isShown: boolean } | null } }>(
        page,
        'GET',
        `/users/${me.id}/availability`,
      )
    ).body.data
    expect(after.calendarUpdateRequest?.isShown).toBe(true)
    await goto(app.session, page, '/candidate/availability')
    await waitForText(page, '.availability-page .alert', 'asked you on')
  })
})

async function clickButtonIn(page: Page, label: string) {
  const b = await page.waitForSelector(`xpath/.//button[normalize-space()="${label}"]`)
  await b!.evaluate((el) => el.scrollIntoView({ block: 'center' }))
  await b!.click()
}
