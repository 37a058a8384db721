/**
 * The job workspace in Chromium against the real API (own server, own data): the candidate
 * lists per category with exactly the buttons `availableActions` gives each viewer, the action
 * dialogs with the spec's validation messages, optimistic counts reconciled with the server,
 * keyboard and focus in dialogs, axe-core and the 375 px layout.
 */
import type { JobAggregatesDto, JobCandidateListItem } from '@quota/shared/contracts/pipeline'
import {
  type ActionGroups,
  availableActions,
  type CandidateStage,
  type JobContext,
  type ListKind,
  type ViewerKind,
} from '@quota/shared/domain/workflow/index'
import type { Page } from 'puppeteer-core'
import { describe, expect, test } from 'vitest'
import { describeFillGaps } from '../../../web/src/features/pipeline/fill-gaps-text'
import {
  api,
  clickButton,
  closeTab,
  dialog,
  fieldErrors,
  fill,
  focusInDialog,
  goto,
  horizontalOverflow,
  seriousA11yViolations,
  setDate,
  signInAs,
  type UserTab,
  useApp,
  waitForNoDialog,
  waitForText,
} from './app'
import { MOBILE } from './browser'

interface JobRef {
  id: string
  name: string
}

/** A job by its exact name (and client), as this tab's user sees it. */
async function findJob(page: Page, name: string, client: string): Promise<JobRef> {
  const { body } = await api<{ data: { id: string; name: string; organization: { name: string } }[] }>(
    page,
    'POST',
    '/jobs/list?limit=100',
    { filter: 'all', searchText: name },
  )
  const job = body.data.find((j) => j.name === name && j.organization.name === client)
  if (!job) throw new Error(`No job "${name}" at ${client}`)
  return { id: job.id, name: job.name }
}

const LIST_PATHS: Record<ListKind, string> = {
  jobStage: 'candidates',
  shortlist: 'shortlisted',
  jitFarming: 'shortlisted?variant=jitFarming',
  matching: 'matching',
  recommended: 'recommended',
  hidden: 'hidden',
}

async function waitForList(page: Page) {
  await page.waitForFunction(
    () =>
      /\(\d+\)/.test(document.querySelector('.list-count')?.textContent ?? '') &&
      !document.querySelector('.workspace-list .page-spinner'),
    { timeout: 15_000 },
  )
}

/** The buttons each shown row has, by candidate, in their groups and order. */
async function renderedButtons(page: Page): Promise<Record<string, ActionGroups>> {
  return page.$$eval('li.candidate-row', (rows) =>
    Object.fromEntries(
      rows.map((row) => [
        row.getAttribute('data-candidate-id')!,
        {
          primary: [...row.querySelectorAll('[data-group="primary"] [data-action]')].map((b) =>
            b.getAttribute('data-action'),
          ),
          secondary: [...row.querySelectorAll('[data-group="secondary"] [data-action]')].map((b) =>
            b.getAttribute('data-action'),
          ),
        },
      ]),
    ),
  ) as Promise<Record<string, ActionGroups>>
}

async function aggregatesOf(page: Page, jobId: string): Promise<JobAggregatesDto> {
  const { body } = await api<{ data: { aggregates: JobAggregatesDto } }>(page, 'GET', `/jobs/${jobId}/aggregates`)
  return body.data.aggregates
}

/** The counts the page shows, by tile. */
async function shownCounts(page: Page): Promise<Record<string, number>> {
  return page.$$eval('[data-aggregate] .aggregate-value', (els) =>
    Object.fromEntries(
      els.map((el) => [el.closest('[data-aggregate]')!.getAttribute('data-aggregate'), Number(el.textContent)]),
    ),
  )
}

const countsOf = (a: JobAggregatesDto, provider: boolean): Record<string, number> => ({
  ...(provider
    ? {
        pitched: a.provider.pitched.current,
        shortlist: a.provider.shortList.current,
        awaitingApproval: a.provider.submittal.current,
      }
    : {}),
  submitted: a.client.submittal.current,
  interviewing: a.client.sendOut.current,
  offer: a.client.offer.current,
  hired: a.client.offer.accepted,
})

/**
 * Opens a row's action: a primary button, or the item behind "More". The list can re-render (a
 * refresh) between finding a button and clicking it, which loses the click or fails it on the
 * replaced node, so each click goes to the button the row shows at that moment.
 */
async function clickAction(page: Page, candidateId: string, action: string) {
  const row = `li.candidate-row[data-candidate-id="${candidateId}"]`
  const click = (selector: string) => page.$eval(selector, (b) => (b as HTMLButtonElement).click())
  const primary = `${row} [data-group="primary"] [data-action="${action}"]`
  if (await page.$(primary)) return click(primary)
  await page.$eval(`${row} .more-actions-toggle`, (b) => {
    if (b.getAttribute('aria-expanded') === 'false') (b as HTMLButtonElement).click()
  })
  const item = `${row} [data-group="secondary"] [data-action="${action}"]`
  await page.waitForSelector(item, { visible: true })
  await click(item)
}

async function rowStage(page: Page, candidateId: string): Promise<string | null> {
  return page
    .$eval(`li.candidate-row[data-candidate-id="${candidateId}"]`, (el) => el.getAttribute('data-stage'))
    .catch(() => null)
}

describe('job workspace (real API)', () => {
  let recruiter: UserTab
  let client: UserTab
  let eae: JobRef
  let federal: JobRef

  const app = useApp(async ({ session }) => {
    ;[recruiter, client] = await Promise.all([
      signInAs(session, 'recruiter', '/job'),
      signInAs(session, 'client', '/company-home'),
    ])
    eae = await findJob(recruiter.page, 'Enterprise Account Executive', 'Acme Cloud')
    federal = await findJob(recruiter.page, 'Enterprise Account Executive, Federal', 'Northwind Security')
  })

  /**
   * For each list a viewer has, every row shows exactly the API's `actions`, and those equal
   * `availableActions` computed here from the row's stage. Two inputs are not in the row's DTO:
   * whether the candidate accepted a JIT opportunity (only un-submit reads it) is allowed either
   * way; whether the first interview is scheduled is read from the candidate's status.
   */
  async function checkButtons(tab: UserTab, viewer: ViewerKind, job: JobRef, lists: ListKind[]) {
    const { body: details } = await api<{
      data: {
        status: { id: JobContext['status'] }
        jobEmailSnippet: string | null
        isJobEmailSnippetPublished: boolean
      }
    }>(tab.page, 'GET', `/jobs/${job.id}/details`)
    const jobContext: JobContext = {
      status: details.data.status.id,
      snippetAvailable: details.data.isJobEmailSnippetPublished && Boolean(details.data.jobEmailSnippet),
    }
    const seenStages = new Set<string>()
    for (const [i, list] of lists.entries()) {
      // The first list by URL, the others through the tabs (as a person would, and faster).
      const path = `/job/${job.id}/${LIST_PATHS[list]}`
      if (i === 0) await goto(app.session, tab.page, path)
      else await tab.page.click(`nav[aria-label="Candidate lists"] a[href="${path}"]`)
      await tab.page.waitForFunction((p: string) => location.pathname + location.search === p, {}, path)
      await waitForList(tab.page)
      const shown = await renderedButtons(tab.page)
      const { body } = await api<{ data: JobCandidateListItem[] }>(
        tab.page,
        'GET',
        `/jobs/${job.id}/candidates?candidateType=${list}&limit=25`,
      )
      expect(Object.keys(shown).sort(), `${viewer} ${list}: rows`).toEqual(body.data.map((r) => r.candidate.id).sort())
      for (const row of body.data) {
        const s = row.stage
        let firstInterviewScheduled = false
        if (viewer === 'client' && s.stageType === 'submittal' && s.stageStatus === 'accepted') {
          const status = await api<{ data: { interview: unknown } }>(
            tab.page,
            'GET',
            `/jobs/${job.id}/candidate/${s.candidateId}/status`,
          )
          firstInterviewScheduled = status.body.data.interview !== null
        }
        const stage: CandidateStage = {
          stageType: s.stageType,
          stageStatus: s.stageStatus,
          currentStatus: s.stageCurrentStatus,
          rejectedBy: s.rejectedBy,
          isHistory: s.isHistory,
          isLocked: s.isLocked,
          hasSnippetBeenSent: s.snippetSentAt !== null,
          candidateAcceptedJit: false,
          firstInterviewScheduled,
        }
        const expected = [false, true].map((candidateAcceptedJit) =>
          availableActions({ viewer, list, job: jobContext, candidate: { ...stage, candidateAcceptedJit } }),
        )
        const what = `${viewer} ${list} ${row.candidate.fullName} (${s.stageType}/${s.stageStatus}/${s.stageCurrentStatus})`
        expect(shown[row.candidate.id], what).toEqual(row.actions)
        expect(expected, what).toContainEqual(shown[row.candidate.id])
        seenStages.add(`${s.stageType}/${s.stageStatus}/${s.stageCurrentStatus ?? '-'}${s.isLocked ? '/locked' : ''}`)
      }
    }
    return seenStages
  }

  test('every row shows exactly the buttons availableActions gives the recruiter, in its groups', async () => {
    const all = ['jobStage', 'shortlist', 'jitFarming', 'matching', 'recommended', 'hidden'] as ListKind[]
    const stages = new Set([
      ...(await checkButtons(recruiter, 'recruiter', eae, all)),
      ...(await checkButtons(recruiter, 'recruiter', federal, ['jobStage'])),
    ])
    // The demo data covers the pools, the shortlist, JIT farming, each submittal state and more.
    expect(stages.size).toBeGreaterThanOrEqual(12)
    await app.session.screenshot(recruiter.page, 'workspace-recruiter-job-stage')
  })

  test('the client sees its lists with exactly its buttons (and no provider lists)', async () => {
    const stages = await checkButtons(client, 'client', eae, ['jobStage', 'shortlist', 'matching', 'hidden'])
    expect(stages.size).toBeGreaterThanOrEqual(6)
    const tabs = await client.page.$$eval('nav[aria-label="Candidate lists"] a', (as) => as.map((a) => a.textContent))
    expect(tabs).toEqual(['Candidates', 'Shortlist', 'Matching', 'Hidden', 'Details'])
  })

  test('provider staff without recruiter rights get the non-staff buttons', async () => {
    const admin = await signInAs(app.session, 'admin', `/job/${eae.id}/candidates`)
    try {
      await checkButtons(admin, 'nonStaff', eae, ['matching', 'shortlist', 'hidden', 'recommended', 'jobStage'])
    } finally {
      await closeTab(admin)
    }
  })

  test('reject asks for a reason, sends the notice and is keyboard friendly', async () => {
    const page = client.page
    await goto(app.session, page, `/job/${eae.id}/candidates`)
    await waitForList(page)
    const { body } = await api<{ data: JobCandidateListItem[] }>(
      page,
      'GET',
      `/jobs/${eae.id}/candidates?candidateType=jobStage`,
    )
    const target = body.data.find(
      (r) => r.stage.stageCurrentStatus === 'am_submitted' && r.stage.stageStatus === 'current',
    )!
    const rejectButton = `li.candidate-row[data-candidate-id="${target.candidate.id}"] [data-action="reject"]`
    // Keyboard: focus the button and press Enter; focus moves into the dialog.
    await page.focus(rejectButton)
    await page.keyboard.press('Enter')
    await dialog(page)
    await waitForText(page, '[role="dialog"] legend', 'Reasons')
    expect(await focusInDialog(page)).toBe(true)
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Tab')
      expect(await focusInDialog(page)).toBe(true)
    }
    // Submitting without a reason: the spec's "at least one" rule.
    await page.click('[role="dialog"] button[type="submit"]')
    expect(await fieldErrors(page)).toEqual({ reasonIds: 'Please select at least one reason.' })
    expect(await seriousA11yViolations(page)).toEqual([])
    await app.session.screenshot(page, 'workspace-reject-dialog')
    // Escape closes it and gives focus back to the Reject button.
    await page.keyboard.press('Escape')
    await waitForNoDialog(page)
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-action'))).toBe('reject')

    // Now reject for real, with a reason and the notification.
    const before = await aggregatesOf(page, eae.id)
    await page.click(rejectButton)
    await dialog(page)
    await page.waitForSelector('[role="dialog"] input[name="reasonIds"]')
    await page.click('[role="dialog"] input[name="reasonIds"]')
    expect(
      await page.$eval('[role="dialog"] input[name="sendNotification"]', (i) => (i as HTMLInputElement).checked),
    ).toBe(true)
    const notice = await page.$eval('[role="dialog"] input[name="sendNotification"] + label', (l) => l.textContent)
    expect(notice).toContain('Not Moving Forward (Client)')
    await page.click('[role="dialog"] button[type="submit"]')
    await waitForNoDialog(page)
    await waitForText(page, '.toast', `${target.candidate.fullName}: Pending · Rejected by Client`)
    const after = await aggregatesOf(page, eae.id)
    expect(after.client.submittal.current).toBe(before.client.submittal.current - 1)
    expect(after.client.submittal.rejected).toBe(before.client.submittal.rejected + 1)
    await page.waitForFunction(
      (n: number) => document.querySelector('[data-aggregate="submitted"] .aggregate-value')?.textContent === String(n),
      {},
      after.client.submittal.current,
    )
    expect(await shownCounts(page)).toEqual(countsOf(after, false))
  })

  test('track offer checks the amounts; the counts move at once and end equal to the server', async () => {
    const page = client.page
    await goto(app.session, page, `/job/${eae.id}/candidates`)
    await waitForList(page)
    const { body } = await api<{ data: JobCandidateListItem[] }>(
      page,
      'GET',
      `/jobs/${eae.id}/candidates?candidateType=jobStage`,
    )
    const target = body.data.find((r) => r.stage.stageType === 'send_out' && r.stage.stageStatus === 'current')!
    const before = await aggregatesOf(page, eae.id)
    expect(await shownCounts(page)).toEqual(countsOf(before, false))

    await clickAction(page, target.candidate.id, 'trackOffer')
    await dialog(page)
    await page.click('[role="dialog"] button[type="submit"]')
    expect(await fieldErrors(page)).toEqual({ salary: 'This field is required.', ote: 'This field is required.' })
    await fill(page, '[role="dialog"] input[name="salary"]', '5000')
    await fill(page, '[role="dialog"] input[name="ote"]', '12x')
    await page.click('[role="dialog"] button[type="submit"]')
    expect(await fieldErrors(page)).toEqual({
      salary: 'Enter an amount between 10,000 and 1,000,000.',
      ote: 'Please enter numbers only.',
    })
    await fill(page, '[role="dialog"] input[name="salary"]', '150,000')
    await fill(page, '[role="dialog"] input[name="ote"]', '150000')
    await page.click('[role="dialog"] button[type="submit"]')
    expect(await fieldErrors(page)).toEqual({ salary: 'Salary must be less than OTE' })
    await fill(page, '[role="dialog"] input[name="ote"]', '300000')

    // Hold the server's answer to see the optimistic counts.
    await page.setRequestInterception(true)
    let release: () => void = () => {}
    const held = new Promise<void>((r) => {
      release = r
    })
    const onRequest = async (request: import('puppeteer-core').HTTPRequest) => {
      if (request.isInterceptResolutionHandled()) return
      if (request.url().includes('/actions/trackOffer')) await held
      await request.continue()
    }
    page.on('request', onRequest)
    try {
      await page.click('[role="dialog"] button[type="submit"]')
      await page.waitForFunction(
        (n: number) => document.querySelector('[data-aggregate="offer"] .aggregate-value')?.textContent === String(n),
        { timeout: 5_000 },
        before.client.offer.current + 1,
      )
      const optimistic = await shownCounts(page)
      expect(optimistic.interviewing).toBe(before.client.sendOut.current - 1)
      expect(optimistic.offer).toBe(before.client.offer.current + 1)
      release()
      await waitForNoDialog(page)
    } finally {
      release()
      page.off('request', onRequest)
      await page.setRequestInterception(false)
    }
    await waitForText(page, '.toast', `${target.candidate.fullName}: Offer`)
    const after = await aggregatesOf(page, eae.id)
    expect(await shownCounts(page)).toEqual(countsOf(after, false))
    expect(await rowStage(page, target.candidate.id)).toBe('offer/current/')
  })

  test('move to hired needs a joining date and hires the candidate', async () => {
    const page = client.page
    await goto(app.session, page, `/job/${eae.id}/candidates`)
    await waitForList(page)
    const { body } = await api<{ data: JobCandidateListItem[] }>(
      page,
      'GET',
      `/jobs/${eae.id}/candidates?candidateType=jobStage`,
    )
    const target = body.data.find((r) => r.stage.stageType === 'offer' && r.stage.stageStatus === 'current')!
    await clickAction(page, target.candidate.id, 'moveToHired')
    await dialog(page)
    // The tracked offer fills the amounts in.
    await page.waitForFunction(
      () => (document.querySelector('[role="dialog"] input[name="salary"]') as HTMLInputElement)?.value === '150000',
    )
    await page.click('[role="dialog"] button[type="submit"]')
    expect(await fieldErrors(page)).toEqual({ joiningDate: 'This field is required.' })
    await setDate(page, '[role="dialog"] input[name="joiningDate"]', '2027-03-01')
    await page.click('[role="dialog"] button[type="submit"]')
    await waitForNoDialog(page)
    await waitForText(page, '.toast', `${target.candidate.fullName}: Hired`)
    const after = await aggregatesOf(page, eae.id)
    expect(after.client.offer.accepted).toBeGreaterThanOrEqual(1)
    expect(await shownCounts(page)).toEqual(countsOf(after, false))
  })

  test('schedule interview checks date, time zone and interviewers', async () => {
    const page = client.page
    await goto(app.session, page, `/job/${eae.id}/candidates`)
    await waitForList(page)
    const { body } = await api<{ data: JobCandidateListItem[] }>(
      page,
      'GET',
      `/jobs/${eae.id}/candidates?candidateType=jobStage`,
    )
    const target = body.data.find(
      (r) => r.actions.primary.includes('scheduleInterview') && r.stage.stageType === 'submittal',
    )!
    await clickAction(page, target.candidate.id, 'scheduleInterview')
    await dialog(page)
    // Defaults: 9:00 AM, 30 minutes.
    expect(await page.$eval('[role="dialog"] input[name="interviewTime"]', (i) => (i as HTMLInputElement).value)).toBe(
      '09:00',
    )
    expect(await page.$eval('[role="dialog"] input[name="duration"]', (i) => (i as HTMLInputElement).value)).toBe('30')
    await fill(page, '[role="dialog"] textarea[name="interviewers"]', 'hm@acme.test, not-an-email')
    await fill(page, '[role="dialog"] input[name="duration"]', '2')
    await page.click('[role="dialog"] button[type="submit"]')
    expect(await fieldErrors(page)).toEqual({
      interviewDate: 'This field is required.',
      duration: 'Duration must be between 5 and 1440 minutes.',
      interviewers: 'Please enter a valid email address.',
    })
    await setDate(page, '[role="dialog"] input[name="interviewDate"]', '2027-01-15')
    await fill(page, '[role="dialog"] input[name="duration"]', '45')
    await fill(page, '[role="dialog"] textarea[name="interviewers"]', 'hm@acme.test')
    await page.click('[role="dialog"] button[type="submit"]')
    await waitForNoDialog(page)
    await waitForText(page, '.toast', `${target.candidate.fullName}: Interviewing · Scheduled/No Action Items`)
    expect(await rowStage(page, target.candidate.id)).toBe('send_out/current/scheduled_no_action_items')
  })

  test('request for info (a secondary action) asks for a question or a note', async () => {
    const page = client.page
    await goto(app.session, page, `/job/${eae.id}/candidates`)
    await waitForList(page)
    const { body } = await api<{ data: JobCandidateListItem[] }>(
      page,
      'GET',
      `/jobs/${eae.id}/candidates?candidateType=jobStage`,
    )
    const target = body.data.find((r) => r.actions.secondary.includes('requestForInfo'))!
    const row = `li.candidate-row[data-candidate-id="${target.candidate.id}"]`
    // "More" opens with Enter and closes with Escape, giving focus back.
    await page.focus(`${row} .more-actions-toggle`)
    await page.keyboard.press('Enter')
    await page.waitForSelector(`${row} .more-actions-menu:not([hidden])`)
    await page.keyboard.press('Escape')
    await page.waitForSelector(`${row} .more-actions-menu[hidden]`)
    expect(await page.evaluate(() => document.activeElement?.classList.contains('more-actions-toggle'))).toBe(true)

    await clickAction(page, target.candidate.id, 'requestForInfo')
    await dialog(page)
    await page.click('[role="dialog"] button[type="submit"]')
    expect(await fieldErrors(page)).toEqual({ questionIds: 'Please select a question or write a note.' })
    await page.waitForSelector('[role="dialog"] input[name="questionIds"]')
    await page.click('[role="dialog"] input[name="questionIds"]')
    await page.click('[role="dialog"] button[type="submit"]')
    await waitForNoDialog(page)
    await waitForText(page, '.toast', `${target.candidate.fullName}: Pending · Pending Candidate Response`)
  })

  test('the recruiter submits to the client; the workspace passes axe and fits 375 px', async () => {
    const page = recruiter.page
    await goto(app.session, page, `/job/${eae.id}/candidates`)
    await waitForList(page)
    const { body } = await api<{ data: JobCandidateListItem[] }>(
      page,
      'GET',
      `/jobs/${eae.id}/candidates?candidateType=jobStage`,
    )
    const target = body.data.find((r) => r.actions.primary.includes('submitToClient'))!
    const before = await aggregatesOf(page, eae.id)
    await clickAction(page, target.candidate.id, 'submitToClient')
    await waitForText(page, '.toast', `${target.candidate.fullName}: Pending · Pending Client Approval`)
    const after = await aggregatesOf(page, eae.id)
    expect(after.provider.submittal.current).toBe(before.provider.submittal.current - 1)
    expect(after.client.submittal.current).toBe(before.client.submittal.current + 1)
    await page.waitForFunction(
      (n: number) => document.querySelector('[data-aggregate="submitted"] .aggregate-value')?.textContent === String(n),
      {},
      after.client.submittal.current,
    )
    expect(await shownCounts(page)).toEqual(countsOf(after, true))
    expect(await seriousA11yViolations(page)).toEqual([])

    await page.setViewport(MOBILE)
    await goto(app.session, page, `/job/${eae.id}/shortlisted`)
    await waitForList(page)
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0)
    await app.session.screenshot(page, 'workspace-shortlist-375')
    await goto(app.session, page, `/job/${eae.id}/details`)
    await page.waitForSelector('.details-list')
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0)
    expect(await seriousA11yViolations(page)).toEqual([])
    await page.setViewport({ width: 1280, height: 800 })
  })

  test('the recruiter approves Pending AM Approval submittals in bulk', async () => {
    const page = recruiter.page
    await goto(app.session, page, `/job/${eae.id}/candidates`)
    await waitForList(page)
    const { body } = await api<{ data: JobCandidateListItem[] }>(
      page,
      'GET',
      `/jobs/${eae.id}/candidates?candidateType=jobStage`,
    )
    const pending = body.data.filter(
      (r) => r.stage.stageStatus === 'current' && r.stage.stageCurrentStatus === 'pending_am_approval',
    )
    expect(pending.length).toBeGreaterThanOrEqual(2)
    // Only those rows can be ticked.
    const selectable = await page.$$eval('li.candidate-row:has(input[name="bulkSelected"])', (rows) =>
      rows.map((r) => r.getAttribute('data-candidate-id')),
    )
    expect(selectable.sort()).toEqual(pending.map((r) => r.candidate.id).sort())
    const approve = 'xpath/.//button[normalize-space()="Approve Selected"]'
    expect(await (await page.waitForSelector(approve))!.evaluate((b) => (b as HTMLButtonElement).disabled)).toBe(true)
    const chosen = pending.slice(0, 2).map((r) => r.candidate.id)
    for (const id of chosen) await page.click(`li.candidate-row[data-candidate-id="${id}"] input[name="bulkSelected"]`)
    await waitForText(page, '.bulk-approve', '2 of 10 selected')
    await page.click(approve)
    await waitForText(page, '.toast', '2 candidates were submitted to the client.')
    for (const id of chosen) {
      await page.waitForFunction(
        (c: string) =>
          document.querySelector(`li.candidate-row[data-candidate-id="${c}"]`)?.getAttribute('data-stage') ===
          'submittal/current/am_submitted',
        {},
        id,
      )
    }
    const after = await aggregatesOf(page, eae.id)
    expect(await shownCounts(page)).toEqual(countsOf(after, true))
  })

  test("the recruiter asks the job's candidates with incomplete profiles for the missing details", async () => {
    const page = recruiter.page
    await goto(app.session, page, `/job/${federal.id}/${LIST_PATHS.jobStage}`)
    await waitForList(page)
    const answer = page.waitForResponse((r) => r.url().endsWith(`/jobs/${federal.id}/fill-candidate-gaps`))
    await clickButton(page, 'Ask for missing details')
    const response = await answer
    expect(response.status()).toBe(200)
    const { data } = (await response.json()) as { data: Parameters<typeof describeFillGaps>[0] }
    expect(data.inLiveStages).toBeGreaterThan(0)
    // the toast says what the API did, nothing more
    await waitForText(page, '.toast', describeFillGaps(data))
  })

  test('another client cannot open this job', async () => {
    const other = await signInAs(app.session, 'client2', `/job/${eae.id}/candidates`)
    try {
      await waitForText(other.page, '.alert', 'Unable to locate selected job')
    } finally {
      await closeTab(other)
    }
  })
})
