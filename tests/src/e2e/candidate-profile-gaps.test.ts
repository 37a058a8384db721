/**
 * Issue 8 in Chromium against the real API (own server, own demo data):
 * - the recruiter's Share link (shown in full, copied) and PDF; the public /public/profile page
 *   for a visitor with no session, at 375 px, its PDF, anti-bias links, and "Invalid link!";
 * - Close profile names the deletion reason after a reload;
 * - the Messages tab (openMessagesTab) lists the mails the API lists, newest first;
 * - the Schedule tab schedules an interview on one of the candidate's job stages;
 * - the candidate's editor removes the picture and resume after a confirmation, uploads the
 *   name pronunciation, and gives a portfolio item a thumbnail and takes it away;
 * - the compEngine flag hides the Comp engine entry and page when off.
 * axe-core finds no serious violations on the new screens.
 */

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { smallPdf } from '@quota/api/testing/crafted-files'
import { pngBytes } from '@quota/api/testing/image-bytes'
import type {
  CandidateJobStage,
  CandidateMessage,
  CandidateSummary,
  PortfolioItem,
  PublicProfile,
  ShareableUrl,
} from '@quota/shared/contracts/candidates'
import type { Page } from 'puppeteer-core'
import { afterAll, describe, expect, test } from 'vitest'
import type * as z from 'zod'
import {
  ADMIN_PROFILE_TABS,
  api,
  clickButton,
  currentTab,
  dialog,
  fill,
  goto,
  horizontalOverflow,
  seriousA11yViolations,
  setDate,
  signInAs,
  tabLabels,
  tableRows,
  type UserTab,
  useApp,
  waitForNoDialog,
  waitForText,
} from './app'
import { MOBILE } from './browser'

type Share = z.infer<typeof ShareableUrl>
type Shared = z.infer<typeof PublicProfile>

/** A second of silence as 8 kHz mono 16-bit WAV. */
function wavBytes(): Buffer {
  const samples = 8000
  const out = Buffer.alloc(44 + samples * 2)
  out.write('RIFF', 0)
  out.writeUInt32LE(36 + samples * 2, 4)
  out.write('WAVEfmt ', 8)
  out.writeUInt32LE(16, 16)
  out.writeUInt16LE(1, 20)
  out.writeUInt16LE(1, 22)
  out.writeUInt32LE(8000, 24)
  out.writeUInt32LE(16000, 28)
  out.writeUInt16LE(2, 32)
  out.writeUInt16LE(16, 34)
  out.write('data', 36)
  out.writeUInt32LE(samples * 2, 40)
  return out
}

/** Clicks an element once it exists, scrolled clear of the toasts. */
async function press(page: Page, selector: string) {
  const element = await page.waitForSelector(selector)
  await element!.evaluate((el) => el.scrollIntoView({ block: 'center' }))
  // a DOM click: a hint that arrives late (the meeting method's) may move the button under the mouse
  await element!.evaluate((el) => (el as HTMLElement).click())
}

/** Confirms the open confirmation dialog with its `label` button. */
async function confirmWith(page: Page, label: string) {
  const d = await dialog(page)
  await (await d.waitForSelector(`xpath/.//button[normalize-space()="${label}"]`))!.click()
  await waitForNoDialog(page)
}

describe('candidate profile gaps (real API)', () => {
  let admin: UserTab
  let candidate: UserTab
  let candidateId: string
  let files: string

  const app = useApp(async ({ session }) => {
    admin = await signInAs(session, 'admin', '/')
    candidate = await signInAs(session, 'candidate', '/candidate/profile')
    candidate.page.on('dialog', (d) => void d.accept())
    candidateId = (await api<{ data: { candidateId: string } }>(candidate.page, 'GET', '/users/me')).body.data
      .candidateId
    files = mkdtempSync(join(tmpdir(), 'quota-profile-gaps-'))
    writeFileSync(join(files, 'me.png'), pngBytes(400, 400))
    writeFileSync(join(files, 'wide.png'), pngBytes(1600, 900))
    writeFileSync(join(files, 'name.wav'), wavBytes())
    writeFileSync(join(files, 'cv.pdf'), smallPdf('Resume'))
  })

  afterAll(async () => {
    if (files) rmSync(files, { recursive: true, force: true })
  })

  test('the recruiter shares the profile: the full link, copied, and the PDF', async () => {
    const page = admin.page
    await goto(app.session, page, `/candidate/profile?candidateId=${candidateId}`)
    await page.waitForSelector('nav[aria-label="Profile sections"]')
    const pdf = await page.$eval('a[href$="/profile/pdf"]', (a) => (a as HTMLAnchorElement).href)
    const pdfAnswer = await page.evaluate(async (u: string) => {
      const r = await fetch(u, { credentials: 'include' })
      return { status: r.status, type: r.headers.get('content-type') }
    }, pdf)
    expect(pdfAnswer).toEqual({ status: 200, type: expect.stringContaining('application/pdf') })

    await clickButton(page, 'Share link')
    await page.waitForSelector('.share-url')
    const url = await page.$eval('.share-url', (a) => a.textContent ?? '')
    expect(url).toMatch(new RegExp(`^${app.session.baseUrl}/public/profile\\?token=[\\w-]{16,}`))
    // headless Chromium's clipboard never answers: record what the page writes to it instead
    await page.evaluate(() => {
      const w = window as unknown as { copied?: string }
      navigator.clipboard.writeText = async (value: string) => {
        w.copied = value
      }
    })
    await clickButton(page, 'Copy link')
    await waitForText(page, '.toast', 'The link is copied.')
    expect(await page.evaluate(() => (window as unknown as { copied?: string }).copied)).toBe(url)
    expect(await seriousA11yViolations(page)).toEqual([])

    // A visitor without a session, on a phone.
    const visitor = await app.session.browser.createBrowserContext()
    const phone = await visitor.newPage()
    await phone.setViewport(MOBILE)
    await phone.goto(url, { waitUntil: 'domcontentloaded' })
    const summary = (await api<{ data: CandidateSummary }>(page, 'GET', `/candidates/${candidateId}/profile/summary`))
      .body.data
    await waitForText(phone, '.public-profile h1', summary.fullName)
    expect(await phone.$eval('.public-profile-pdf', (a) => a.getAttribute('href'))).toMatch(
      /^\/api\/guest\/candidate-profile\/pdf\//,
    )
    const publicPdf = await phone.evaluate(async () => {
      const href = document.querySelector('.public-profile-pdf')!.getAttribute('href')!
      const r = await fetch(href)
      return { status: r.status, type: r.headers.get('content-type') }
    })
    expect(publicPdf).toEqual({ status: 200, type: expect.stringContaining('application/pdf') })
    expect(await horizontalOverflow(phone)).toBe(0)
    expect(await seriousA11yViolations(phone)).toEqual([])
    await app.session.screenshot(phone, 'public-profile-375')
    // No internal data on the page.
    const text = await phone.$eval('.public-profile', (el) => el.textContent ?? '')
    expect(text).not.toContain('Lead status')
    await visitor.close()
  })

  test('an anti-bias link hides what the API hides; a wrong or missing token says "Invalid link!"', async () => {
    const page = admin.page
    const share = (
      await api<{ data: Share }>(page, 'GET', `/candidates/${candidateId}/profile/shareable-url?isAntiBiasMode=true`)
    ).body.data
    const token = share.url.split('token=')[1]!
    const shown = (await api<{ data: Shared }>(page, 'GET', `/guest/candidate-profile/${token}`)).body.data
    expect(shown.candidate.isAntiBiasMode).toBe(true)

    const visitor = await app.session.browser.createBrowserContext()
    const phone = await visitor.newPage()
    await phone.setViewport(MOBILE)
    await phone.goto(`${app.session.baseUrl}${share.url}`, { waitUntil: 'domcontentloaded' })
    await waitForText(phone, '.public-profile h1', shown.candidate.fullName)
    expect(await phone.$('.public-profile[data-anti-bias="true"]')).not.toBeNull()
    const text = await phone.$eval('.public-profile', (el) => el.textContent ?? '')
    expect(text).not.toContain('Jordan')
    expect(text).not.toContain('LinkedIn profile')
    expect(await phone.$('.public-profile-picture[src]')).toBeNull()

    for (const path of [`/public/profile?token=${'x'.repeat(40)}`, '/public/profile']) {
      await phone.goto(`${app.session.baseUrl}${path}`, { waitUntil: 'domcontentloaded' })
      await waitForText(phone, '.public-profile-card .alert', 'Invalid link!')
      expect(await phone.$$eval('.toast', (t) => t.length)).toBe(0)
    }
    expect(await horizontalOverflow(phone)).toBe(0)
    expect(await seriousA11yViolations(phone)).toEqual([])
    await visitor.close()
  })

  test('Close profile names the deletion reason after a reload', async () => {
    const page = admin.page
    const reasons = await api<{ data: { id: string; value: string }[] }>(
      page,
      'GET',
      '/guest/list-of-values?key=deleteCandidateReason&doNotApplyLimit=true',
    )
    expect(reasons.status).toBe(200)
    const reason = reasons.body.data[0]!
    // A demo candidate other than the signed-in one (who would lose their session to the mark).
    const others = (await api<{ data: { candidateId: string }[] }>(page, 'POST', '/candidates/search?limit=5', {})).body
      .data
    const other = others.find((c) => c.candidateId !== candidateId)!.candidateId
    expect((await api(page, 'PUT', `/candidates/${other}/delete`, { reasonId: reason.id })).status).toBe(200)
    await goto(app.session, page, `/candidate/profile?candidateId=${other}&tab=closeProfile`)
    await waitForText(page, '.close-profile .alert', 'Marked for deletion')
    await waitForText(page, '.close-profile .alert', reason.value)
    await clickButton(page, 'Restore candidate')
    await page.waitForSelector('select[name="deleteReason"]')
  })

  test('the Messages tab (openMessagesTab) lists what was sent to the candidate', async () => {
    const page = admin.page
    // a recruiter pitches the candidate by e-mail on a job they are not in yet
    const recruiter = await signInAs(app.session, 'recruiter', '/')
    const inJobs = (
      await api<{ data: { job: { id: string } }[] }>(recruiter.page, 'GET', `/candidates/${candidateId}/job-stages`)
    ).body.data.map((s) => s.job.id)
    const jobs = (await api<{ data: { id: string }[] }>(recruiter.page, 'POST', '/jobs/list?limit=50', {})).body.data
    const job = jobs.find((j) => !inJobs.includes(j.id))!
    const pitch = { subject: 'A role for you', message: 'Hello from the recruiter' }
    const pitched = await api(recruiter.page, 'POST', `/jobs/${job.id}/candidates/${candidateId}/actions/pitch`, pitch)
    expect(pitched.status).toBe(200)
    await recruiter.page.close()
    const listed = (await api<{ data: CandidateMessage[] }>(page, 'GET', `/candidates/${candidateId}/messages`)).body
      .data
    expect(listed[0]).toMatchObject({ kind: 'pipelinePitch', subject: pitch.subject })

    await goto(app.session, page, `/candidate/profile?candidateId=${candidateId}&openMessagesTab=true`)
    await page.waitForSelector('.messages-table tbody tr')
    expect(await currentTab(page, 'Profile sections')).toBe('Messages')
    expect(await tabLabels(page, 'Profile sections')).toEqual(ADMIN_PROFILE_TABS)
    const rows = await tableRows(page, '.messages-table', 'data-message-id')
    expect(rows.map((r) => r.id)).toEqual(listed.map((m) => m.id))
    expect(rows[0]!.cells[1]).toContain(pitch.subject)
    expect(rows[0]!.cells[2]).toBe('Pitch (e-mail)')
    // the text, one click away
    await page.click('.messages-table tbody tr:first-child .message-body summary')
    await waitForText(page, '.messages-table tbody tr:first-child .message-body p', pitch.message)
    expect(await seriousA11yViolations(page)).toEqual([])
    // The candidate (not staff) sees no such tab; their own messages are theirs through the API.
    expect((await api(candidate.page, 'GET', `/candidates/${candidateId}/messages`)).status).toBe(200)
  })

  test('the Schedule tab schedules an interview on one of the candidate’s job stages', async () => {
    // a recruiter: the workflow gives scheduleInterview to recruiters (and clients)
    const recruiter = await signInAs(app.session, 'recruiter', '/')
    const page = recruiter.page
    // A demo candidate with a job stage that takes an interview.
    const found = (await api<{ data: { candidateId: string }[] }>(page, 'POST', '/candidates/search?limit=100', {}))
      .body.data
    let target: { id: string; stage: CandidateJobStage } | null = null
    for (const c of found) {
      const stages = (await api<{ data: CandidateJobStage[] }>(page, 'GET', `/candidates/${c.candidateId}/job-stages`))
        .body.data
      const stage = stages.find((s) => [...s.actions.primary, ...s.actions.secondary].includes('scheduleInterview'))
      if (stage) {
        target = { id: c.candidateId, stage }
        break
      }
    }
    expect(target).not.toBeNull()
    const { id, stage } = target!
    const before = (await api<{ data: unknown[] }>(page, 'GET', `/candidates/${id}/interviews`)).body.data.length

    await goto(app.session, page, `/candidate/profile?candidateId=${id}&tab=schedule`)
    const row = `.job-stage[data-job-id="${stage.job.id}"]`
    await page.waitForSelector(row)
    expect(await seriousA11yViolations(page)).toEqual([])
    await press(page, `${row} button`)
    const form = 'form[aria-label="Schedule interview"]'
    await page.waitForSelector(form)
    // Without a date it is refused on the spot.
    await press(page, `${form} button[type="submit"]`)
    await waitForText(page, `${form} .field-error`, 'This field is required.')
    await setDate(page, `${form} input[name="interviewDate"]`, '2099-03-04')
    await fill(page, `${form} input[name="interviewTitle"]`, 'Profile tab interview')
    await fill(page, `${form} textarea[name="interviewers"]`, 'panel@acme.example')
    expect(await seriousA11yViolations(page)).toEqual([])
    await press(page, `${form} button[type="submit"]`)
    await waitForNoDialog(page)
    await waitForText(page, '.toast', 'Interviewing')
    await waitForText(page, row, 'Interviewing')

    const interviews = (
      await api<{ data: { title: string; interviewDate: string }[] }>(page, 'GET', `/candidates/${id}/interviews`)
    ).body.data
    expect(interviews).toHaveLength(before + 1)
    expect(interviews).toContainEqual(
      expect.objectContaining({ title: 'Profile tab interview', interviewDate: '2099-03-04' }),
    )
    await press(page, 'nav[aria-label="Profile sections"] a[href*="tab=interviews"]')
    await waitForText(page, '.interviews-table', 'Profile tab interview')
    await recruiter.context.close()
  })

  test('the editor: remove the picture and the resume after a confirmation; record the name', async () => {
    const page = candidate.page
    const summary = async () =>
      (await api<{ data: CandidateSummary }>(page, 'GET', `/candidates/${candidateId}/profile/summary`)).body.data
    await goto(app.session, page, '/candidate/profile')
    await page.waitForSelector('#files')
    await (await page.$('input[name="profilePicture"]'))!.uploadFile(join(files, 'me.png'))
    await waitForText(page, '[data-upload="profilePicture"] [role="status"]', 'Upload complete')
    await (await page.$('input[name="resume"]'))!.uploadFile(join(files, 'cv.pdf'))
    await waitForText(page, '[data-upload="resume"] [role="status"]', 'Upload complete')
    const uploaded = await summary()
    expect(uploaded.pictureMediaId).toBeTruthy()
    expect(uploaded.resume?.mediaId).toBeTruthy()

    // Cancelling keeps the picture.
    await press(page, '[data-remove="profilePicture"]')
    await confirmWith(page, 'Cancel')
    expect((await summary()).pictureMediaId).toBe(uploaded.pictureMediaId)
    await press(page, '[data-remove="profilePicture"]')
    expect(await (await dialog(page)).evaluate((d) => d.textContent)).toContain('Remove your profile picture?')
    await confirmWith(page, 'Remove')
    await waitForText(page, '.toast', 'Your profile picture was removed.')
    await page.waitForSelector('[data-remove="profilePicture"]', { hidden: true })
    await press(page, '[data-remove="resume"]')
    await confirmWith(page, 'Remove')
    await waitForText(page, '.file-current', 'No resume yet.')
    const after = await summary()
    expect(after).toMatchObject({ pictureMediaId: null, pictureUrl: null, resume: null })

    // The name pronunciation goes up with its progress bar, then can be removed too.
    await (await page.$('input[name="candidateAudio"]'))!.uploadFile(join(files, 'name.wav'))
    await page.waitForFunction(
      () =>
        /Upload(ed| complete)/.test(
          document.querySelector('[data-upload="candidateAudio"] [role="status"]')?.textContent ?? '',
        ),
      { timeout: 20_000 },
    )
    const recorded = await summary()
    expect(recorded.pronunciationAudioMediaId).toBeTruthy()
    await page.waitForSelector('[data-remove="candidateAudio"]')
    expect(await seriousA11yViolations(page)).toEqual([])
    await press(page, '[data-remove="candidateAudio"]')
    await confirmWith(page, 'Remove')
    await page.waitForSelector('[data-remove="candidateAudio"]', { hidden: true })
    expect((await summary()).pronunciationAudioMediaId).toBeNull()
  })

  test('the editor: a portfolio item gets a thumbnail, then loses it', async () => {
    const page = candidate.page
    const items = async () =>
      (await api<{ data: PortfolioItem[] }>(page, 'GET', `/candidates/${candidateId}/portfolio`)).body.data
    const form = 'form[data-form="portfolio"]'
    await clickButton(page, 'Add portfolio item')
    await page.waitForSelector(form)
    await fill(page, `${form} input[name="url"]`, 'example.com/thumbnail-deck')
    await fill(page, `${form} input[name="title"]`, 'Deck with a thumbnail')
    await (await page.$(`${form} input[name="portfolioThumbnail"]`))!.uploadFile(join(files, 'wide.png'))
    await waitForText(page, '[data-upload="portfolioThumbnail"] [role="status"]', 'Upload complete')
    await press(page, `${form} button[type="submit"]`)
    await page.waitForSelector(form, { hidden: true })
    const item = (await items()).find((p) => p.title === 'Deck with a thumbnail')!
    expect(item.thumbnailUrl).toBeTruthy()
    await page.waitForSelector(`[data-portfolio-id="${item.id}"] img.portfolio-thumb`)

    await press(page, `[data-portfolio-id="${item.id}"] [data-edit]`)
    await page.waitForSelector(form)
    await clickButton(page, 'Remove thumbnail')
    await press(page, `${form} button[type="submit"]`)
    await page.waitForSelector(form, { hidden: true })
    expect((await items()).find((p) => p.id === item.id)!.thumbnailUrl).toBeNull()
    expect(await page.$(`[data-portfolio-id="${item.id}"] img.portfolio-thumb`)).toBeNull()
  })

  test('compEngine off: the basic client recruiter loses the menu entry and the page says so', async () => {
    const basic = await signInAs(app.session, 'basic', '/comp-engine')
    const page = basic.page
    await page.waitForSelector('.comp-filters')
    expect(await page.$$eval('nav a', (as) => as.map((a) => a.getAttribute('href')))).toContain('/comp-engine')
    const off = await api(admin.page, 'PATCH', '/manage-feature-configs/feature-flags/compEngine', {
      isEnabledGlobally: false,
    })
    expect(off.status).toBe(200)
    try {
      expect(
        (await api(page, 'POST', '/compensation-engine', { positionIds: [], stateIds: [], cityIds: [] })).status,
      ).toBe(403)
      await goto(app.session, page, '/comp-engine')
      await waitForText(page, '.comp-engine .alert', 'The compensation engine is not enabled')
      expect(await page.$('.comp-filters')).toBeNull()
      expect(await page.$$eval('nav a', (as) => as.map((a) => a.getAttribute('href')))).not.toContain('/comp-engine')
      expect(await page.$$eval('.toast', (t) => t.length)).toBe(0)
    } finally {
      await api(admin.page, 'PATCH', '/manage-feature-configs/feature-flags/compEngine', { isEnabledGlobally: true })
    }
    await goto(app.session, page, '/comp-engine')
    await page.waitForSelector('.comp-filters')
    await basic.context.close()
  })
})
