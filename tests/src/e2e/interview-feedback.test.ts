/**
 * Issue 17 item 8 in Chromium against the real API (own server, own demo data): from the job's
 * Scheduled Interviews table a recruiter opens the feedback form of an interview that took place,
 * rates it with the keyboard only (stars are radio groups: arrow keys), answers the job's
 * questions, recommends, saves, and edits it in place; the page and the API agree. The interview
 * report is in the staff and client menus, groups by interviewer or by round, and shows what the
 * API answers. The candidate profile's Interviews tab links to the same form.
 */
import type { InterviewFeedbackSheet, InterviewReportDto } from '@quota/shared/contracts/interview-feedback'
import type { Page } from 'puppeteer-core'
import { describe, expect, test } from 'vitest'
import {
  api,
  fill,
  goto,
  rateWithKeyboard,
  seriousA11yViolations,
  setDate,
  signInAs,
  tableRows,
  type UserTab,
  useApp,
  waitForText,
} from './app'

const longAgo = () => new Date(Date.now() - 1000 * 86_400_000).toISOString().slice(0, 10)

async function sheetOf(page: Page, interviewId: string) {
  const answer = await api<{ data: InterviewFeedbackSheet }>(page, 'GET', `/interviews/${interviewId}/feedback`)
  expect(answer.status).toBe(200)
  return answer.body.data
}

describe('interview feedback and the interview report in the web (real API)', () => {
  let recruiter: UserTab
  let client: UserTab
  let interviewId = ''
  let jobId = ''
  let candidateId = ''
  let questionIds: string[] = []

  const app = useApp(async ({ session }) => {
    recruiter = await signInAs(session, 'recruiter', '/')
    client = await signInAs(session, 'client', '/')
    // an interview of the client's company that took place (the demo data has some)
    const report = await api<{ data: InterviewReportDto }>(
      client.page,
      'GET',
      `/interview-report?scope=allJobs&groupBy=byRound&fromDate=${longAgo()}`,
    )
    expect(report.status).toBe(200)
    const row = report.body.data.groups.flatMap((g) => g.rows)[0]
    expect(row).toBeDefined()
    interviewId = row!.interviewId
    jobId = row!.job.id
    candidateId = row!.candidate.id
    const questions = await api<{ data: { id: string }[] }>(
      recruiter.page,
      'PUT',
      `/jobs/${jobId}/interview-questions`,
      { questions: [{ text: 'Discovery skills' }, { text: 'Closing' }] },
    )
    expect(questions.status).toBe(200)
    questionIds = questions.body.data.map((q) => q.id)
  })

  test('the Scheduled Interviews table links a past interview to its feedback form', async () => {
    const page = recruiter.page
    await goto(app.session, page, `/job/${jobId}/details`)
    await page.waitForSelector(`.scheduled-interviews-table tr[data-interview-id="${interviewId}"]`)
    const rows = await tableRows(page, '.scheduled-interviews-table', 'data-interview-id')
    expect(rows.find((r) => r.id === interviewId)!.cells.at(-1)).toContain('Feedback')
    const link = await page.$(`tr[data-interview-id="${interviewId}"] a.feedback-link`)
    await link!.evaluate((el) => el.scrollIntoView({ block: 'center' }))
    await link!.click()
    await page.waitForSelector('.feedback-form')
    expect(new URL(page.url()).pathname).toBe(`/interviews/${interviewId}/feedback`)
  })

  test('rating with the keyboard, answering and recommending saves what the API then answers', async () => {
    const page = recruiter.page
    await page.waitForSelector('[data-stars="overall"]')
    // Save without stars: the form says what is missing and sends nothing
    await page.click('.feedback-form button[type="submit"]')
    await waitForText(page, '.feedback-form .field-error', 'Choose from 1 to 5 stars')
    expect((await sheetOf(page, interviewId)).feedback.some((f) => f.isMine)).toBe(false)

    await rateWithKeyboard(page, 'overall', 4)
    await rateWithKeyboard(page, `question-${questionIds[0]}`, 2)
    await page.type(`[data-question-id="${questionIds[1]}"] textarea`, 'Asked for the deal twice')
    const strongYes = await page.$('input[name="recommendation"][value="strongYes"]')
    await strongYes!.focus()
    await page.keyboard.press('Space')
    await page.type('textarea[name="notes"]', 'Would hire')
    expect(await seriousA11yViolations(page)).toEqual([])
    await page.click('.feedback-form button[type="submit"]')
    await waitForText(page, '.feedback-list', 'Would hire')

    const mine = (await sheetOf(page, interviewId)).feedback.find((f) => f.isMine)!
    expect(mine).toMatchObject({ rating: 4, recommendation: 'strongYes', notes: 'Would hire' })
    expect(mine.answers).toEqual({
      [questionIds[0]!]: { rating: 2 },
      [questionIds[1]!]: { comment: 'Asked for the deal twice' },
    })
    // the list shows it as the API has it
    const shown = await page.$eval(`[data-feedback-id="${mine.id}"]`, (li) => li.textContent ?? '')
    expect(shown).toContain('4 ★')
    expect(shown).toContain('Strong yes')
  })

  test('the interviewer edits their own feedback in place', async () => {
    const page = recruiter.page
    const before = (await sheetOf(page, interviewId)).feedback.find((f) => f.isMine)!
    await page.waitForSelector('#feedback-form-title')
    expect(await page.$eval('#feedback-form-title', (h) => h.textContent)).toBe('Edit your feedback')
    await rateWithKeyboard(page, 'overall', 2, 4)
    await page.click('.feedback-form button[type="submit"]')
    await page.waitForFunction(
      (id: string) => document.querySelector(`[data-feedback-id="${id}"]`)?.textContent?.includes('2 ★'),
      {},
      before.id,
    )
    const after = (await sheetOf(page, interviewId)).feedback.filter((f) => f.isMine)
    expect(after).toEqual([expect.objectContaining({ id: before.id, rating: 2, recommendation: 'strongYes' })])
  })

  test('the job’s questions are edited from the feedback page; the form then asks them', async () => {
    const page = recruiter.page
    await page.click('.interview-questions-editor summary')
    await page.click('xpath/.//button[normalize-space()="Add a question"]')
    await page.type('input[name="question-2"]', 'Stack ranking')
    await page.click('xpath/.//button[normalize-space()="Save questions"]')
    await waitForText(page, '.feedback-questions', 'Stack ranking')
    const sheet = await sheetOf(page, interviewId)
    expect(sheet.questions.map((q) => q.text)).toEqual(['Discovery skills', 'Closing', 'Stack ranking'])
    expect(sheet.questions.slice(0, 2).map((q) => q.id)).toEqual(questionIds)
  })

  test('the candidate profile’s Interviews tab links to the same form', async () => {
    const page = recruiter.page
    await goto(app.session, page, `/candidate/profile?candidateId=${candidateId}&tab=interviews`)
    const link = await page.waitForSelector(`.interviews-table tr[data-interview-id="${interviewId}"] a.feedback-link`)
    expect(await link!.evaluate((a) => a.getAttribute('href'))).toBe(`/interviews/${interviewId}/feedback`)
  })

  test('the interview report: in the menus of staff and clients; by round as the API answers; the filters are kept', async () => {
    for (const tab of [recruiter, client]) {
      await goto(app.session, tab.page, '/interview-report')
      await tab.page.waitForSelector('.interview-report-filters')
      const menu = await tab.page.$$eval('a[href="/interview-report"]', (as) => as.map((a) => a.textContent?.trim()))
      expect(menu).toContain('Interview report')
    }
    const page = client.page
    await page.select('select[name="scope"]', 'allJobs')
    await page.select('select[name="groupBy"]', 'byRound')
    await setDate(page, 'input[name="fromDate"]', longAgo())
    await page.waitForSelector(`.interview-report-table tr[data-interview-id="${interviewId}"]`)
    await page.waitForNetworkIdle({ idleTime: 300 })
    const answer = await api<{ data: InterviewReportDto }>(
      page,
      'GET',
      `/interview-report?scope=allJobs&groupBy=byRound&fromDate=${longAgo()}`,
    )
    const groups = await page.$$eval('.report-group h2', (hs) => hs.map((h) => h.firstChild?.textContent?.trim()))
    expect(groups).toEqual(answer.body.data.groups.map((g) => g.label))
    const row = answer.body.data.groups.flatMap((g) => g.rows).find((r) => r.interviewId === interviewId)!
    const cells = await page.$eval(`tr[data-interview-id="${interviewId}"]`, (tr) =>
      [...tr.querySelectorAll('td')].map((td) => td.textContent?.trim()),
    )
    expect(cells[5]).toBe(
      row.rating === null ? '—' : `${Number.isInteger(row.rating) ? row.rating : row.rating.toFixed(2)} ★`,
    )
    expect(cells[7]).toBe(`${row.feedbackCount} given`)
    // one job: only its interviews, as the API answers for that job
    await fill(page, 'input[name="jobIdSearch"]', row.job.name)
    const pick = await page.waitForSelector(
      `xpath/.//ul[@aria-label="Matching jobs"]//button[starts-with(normalize-space(), "Add ${row.job.name} · ")]`,
    )
    await pick!.evaluate((b) => (b as HTMLButtonElement).click())
    const oneJob = await api<{ data: InterviewReportDto }>(
      page,
      'GET',
      `/interview-report?scope=allJobs&groupBy=byRound&fromDate=${longAgo()}&jobId=${row.job.id}`,
    )
    const wanted = oneJob.body.data.groups.flatMap((g) => g.rows.map((r) => r.interviewId)).sort()
    expect(wanted).toContain(interviewId)
    await expect
      .poll(async () =>
        (
          await page.$$eval('.interview-report-table tr[data-interview-id]', (trs) =>
            trs.map((tr) => tr.getAttribute('data-interview-id')!),
          )
        ).sort(),
      )
      .toEqual(wanted)
    // the filters are kept for the next visit
    await goto(app.session, page, '/interview-report')
    await page.waitForSelector('.interview-report-filters')
    expect(await page.$eval('select[name="groupBy"]', (s) => (s as HTMLSelectElement).value)).toBe('byRound')
    await waitForText(page, '.interview-report-filters', `${row.job.name} · `)
    expect(await seriousA11yViolations(page)).toEqual([])
  })
})
