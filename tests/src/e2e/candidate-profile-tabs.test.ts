/**
 * The recruiter's candidate profile tabs in Chromium against the real API (own server, own demo
 * data): the Interviews tab lists what GET candidates/{id}/interviews answers; Close profile
 * (`delete-candidates`, the administrator) marks the candidate for deletion with a reason after a
 * confirmation, shows the 30-day purge date, and restores; a recruiter without the permission
 * does not see the tab. axe-core finds no serious violations.
 */
import type { StaffCandidateInterview } from '@quota/shared/contracts/candidate-dashboard'
import { INTERVIEW_RESPONSE_LABELS } from '@quota/shared/domain/interview-response/index'
import { describe, expect, test } from 'vitest'
import {
  ADMIN_PROFILE_TABS,
  api,
  clickButton,
  dialog,
  goto,
  STAFF_PROFILE_TABS,
  seriousA11yViolations,
  signInAs,
  tabLabels,
  tableRows,
  type UserTab,
  useApp,
  waitForNoDialog,
  waitForText,
} from './app'

const DAY = 86_400_000

describe('candidate profile tabs (real API)', () => {
  let admin: UserTab
  let recruiter: UserTab
  let candidateId: string
  let interviews: StaffCandidateInterview[]

  const app = useApp(async ({ session }) => {
    admin = await signInAs(session, 'admin', '/')
    recruiter = await signInAs(session, 'recruiter', '/')
    // A demo candidate with interviews (the demo pipeline schedules some).
    const { body } = await api<{ data: { candidateId: string }[] }>(
      recruiter.page,
      'POST',
      '/candidates/search?limit=100',
      {},
    )
    for (const c of body.data) {
      const answer = await api<{ data: StaffCandidateInterview[] }>(
        admin.page,
        'GET',
        `/candidates/${c.candidateId}/interviews`,
      )
      expect(answer.status).toBe(200)
      if (answer.body.data.length) {
        candidateId = c.candidateId
        interviews = answer.body.data
        break
      }
    }
  })

  test('the permissions: the administrator may delete candidates, the recruiter may not', async () => {
    const me = async (tab: UserTab) =>
      (await api<{ data: { permissions: string[] } }>(tab.page, 'GET', '/users/me')).body.data.permissions
    expect(await me(admin)).toContain('delete-candidates')
    expect(await me(recruiter)).not.toContain('delete-candidates')
    expect(candidateId).toBeTruthy()
  })

  test('the Interviews tab lists the candidate’s interviews as the API answers them', async () => {
    const page = admin.page
    await goto(app.session, page, `/candidate/profile?candidateId=${candidateId}`)
    await page.waitForSelector('nav[aria-label="Profile sections"]')
    expect(await tabLabels(page, 'Profile sections')).toEqual(ADMIN_PROFILE_TABS)
    await page.click('nav[aria-label="Profile sections"] a[href*="tab=interviews"]')
    await page.waitForSelector('.interviews-table tbody tr')
    const rows = await tableRows(page, '.interviews-table', 'data-interview-id')
    expect(rows.map((r) => r.id)).toEqual(interviews.map((i) => i.id))
    rows.forEach((row, n) => {
      const i = interviews[n]!
      expect(row.cells[1]).toContain(i.title)
      expect(row.cells[2]).toBe(i.job.name)
      expect(row.cells[3]).toBe(i.organization.name)
      expect(row.cells[0]).toContain(i.interviewTime)
      // the candidate's answer to the invite, or that there is none yet
      expect(row.cells[5]).toContain(
        i.response === 'pending' ? 'Not answered yet' : INTERVIEW_RESPONSE_LABELS[i.response],
      )
    })
    expect(await seriousA11yViolations(page)).toEqual([])
    await app.session.screenshot(page, 'candidate-profile-interviews')
  })

  test('Close profile: mark for deletion with a reason (confirmed), see the purge date, restore', async () => {
    const page = admin.page
    await page.click('nav[aria-label="Profile sections"] a[href*="tab=closeProfile"]')
    const select = await page.waitForSelector('select[name="deleteReason"]')
    // Without a reason it is refused.
    await clickButton(page, 'Mark for deletion')
    await waitForText(page, 'form[aria-label="Mark for deletion"] .field-error', 'Choose a reason.')
    await page.waitForFunction(() => document.querySelectorAll('select[name="deleteReason"] option').length > 1)
    const [reasonId, reasonLabel] = await select!.$eval('option:nth-child(2)', (o) => [
      (o as HTMLOptionElement).value,
      o.textContent ?? '',
    ])
    await page.select('select[name="deleteReason"]', reasonId!)
    await clickButton(page, 'Mark for deletion')
    const confirm = await dialog(page)
    expect(await confirm.evaluate((d) => d.textContent)).toContain('30 days')
    expect(await seriousA11yViolations(page)).toEqual([])
    await (await confirm.waitForSelector('xpath/.//button[normalize-space()="Mark for deletion"]'))!.click()
    await waitForNoDialog(page)
    await waitForText(page, '.close-profile .alert', 'Marked for deletion')
    await waitForText(page, '.close-profile .alert', reasonLabel!)
    const purge = await page.$eval('.close-profile .purge-date', (t) => ({
      at: t.getAttribute('datetime'),
      text: t.textContent,
    }))
    const state = await api<{ data: { toBeDeletedAt: string } }>(
      page,
      'GET',
      `/candidates/${candidateId}/internal-profile/status`,
    )
    expect(state.status).toBe(200)
    const markedAt = new Date(state.body.data.toBeDeletedAt).getTime()
    expect(new Date(purge.at!).getTime() - markedAt).toBe(30 * DAY)
    const d = new Date(purge.at!)
    const mmddyyyy = `${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}-${d.getFullYear()}`
    expect(purge.text).toBe(mmddyyyy)
    expect(await seriousA11yViolations(page)).toEqual([])
    await app.session.screenshot(page, 'candidate-profile-close-marked')
    // A reload still shows the mark and its purge date.
    await goto(app.session, page, `/candidate/profile?candidateId=${candidateId}&tab=closeProfile`)
    await waitForText(page, '.close-profile .purge-date', mmddyyyy)
    // Restore.
    await clickButton(page, 'Restore candidate')
    await page.waitForSelector('select[name="deleteReason"]')
    const after = await api<{ data: { toBeDeletedAt: string | null } }>(
      page,
      'GET',
      `/candidates/${candidateId}/internal-profile/status`,
    )
    expect(after.body.data.toBeDeletedAt).toBeNull()
  })

  test('a recruiter without delete-candidates does not see Close profile', async () => {
    const page = recruiter.page
    await goto(app.session, page, `/candidate/profile?candidateId=${candidateId}&tab=closeProfile`)
    await page.waitForSelector('nav[aria-label="Profile sections"]')
    expect(await tabLabels(page, 'Profile sections')).toEqual(STAFF_PROFILE_TABS)
    // The tab named in the address falls back to the profile.
    expect(await page.$('select[name="deleteReason"]')).toBeNull()
    expect(await page.$eval('nav[aria-label="Profile sections"] a[aria-current="page"]', (a) => a.textContent)).toBe(
      'Profile',
    )
    await page.click('nav[aria-label="Profile sections"] a[href*="tab=interviews"]')
    await page.waitForSelector('.interviews-table tbody tr')
    expect(await page.$$eval('.interviews-table tbody tr', (trs) => trs.length)).toBe(interviews.length)
  })
})
