/**
 * Re-inbound requests in Chromium against the real API (issue 20 item 7): the candidate sends a
 * request with a note from their dashboard, edits it; a recruiter finds it in the queue (linked
 * from the candidate list), handles it and takes the candidate over; the candidate's card then
 * offers a new request. A platform admin reads the queue without handling it. The queue and the candidate's card have no serious axe findings at 375 px.
 */
import { describe, expect, test } from 'vitest'
import {
  api,
  closeTab,
  fill,
  goto,
  horizontalOverflow,
  seriousA11yViolations,
  signInAs,
  type UserTab,
  useApp,
} from './app'
import { MOBILE, waitForUrl } from './browser'

const click = (tab: UserTab, selector: string) => tab.page.$eval(selector, (b) => (b as HTMLElement).click())
const clickText = (tab: UserTab, root: string, text: string) =>
  tab.page.waitForFunction(
    (r: string, t: string) => {
      const b = [...document.querySelectorAll<HTMLButtonElement>(`${r} button`)].find(
        (x) => x.textContent?.trim() === t && !x.disabled,
      )
      b?.click()
      return Boolean(b)
    },
    {},
    root,
    text,
  )

/** axe-core once running animations (a toast fading in) are over. */
async function axe(page: UserTab['page']) {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'))
  return seriousA11yViolations(page)
}

describe('re-inbound requests (candidate and recruiter)', () => {
  let candidate: UserTab
  let recruiter: UserTab
  let candidateId: string
  const app = useApp(async ({ session }) => {
    ;[candidate, recruiter] = await Promise.all([
      signInAs(session, 'candidate', '/candidate-home'),
      signInAs(session, 'recruiter', '/candidate/list'),
    ])
    candidateId = (await api<{ data: { candidateId: string } }>(candidate.page, 'GET', '/users/me')).body.data
      .candidateId
  })

  test('the candidate sends a request with a note and edits it (375 px, axe)', async () => {
    const cand = candidate.page
    await cand.setViewport(MOBILE)
    await goto(app.session, cand, '/candidate-home')
    await cand.waitForSelector('.reinbound-card[data-state="none"] textarea[name="reinboundNotes"]')
    expect(await axe(cand)).toEqual([])
    await fill(cand, 'textarea[name="reinboundNotes"]', 'Looking for enterprise AE roles in Denver')
    await click(candidate, '.reinbound-card button[type="submit"]')
    await cand.waitForFunction(() =>
      document.querySelector('.reinbound-card[data-state="open"] .reinbound-notes')?.textContent?.includes('Denver'),
    )
    // edit the note: the card shows what the API kept
    await clickText(candidate, '.reinbound-card', 'Edit note')
    await fill(cand, 'textarea[name="reinboundNotes"]', 'Enterprise AE roles, remote')
    await click(candidate, '.reinbound-card button[type="submit"]')
    await cand.waitForFunction(() =>
      document.querySelector('.reinbound-card .reinbound-notes')?.textContent?.includes('remote'),
    )
    expect(await axe(cand)).toEqual([])
    expect(await horizontalOverflow(cand)).toBeLessThanOrEqual(0)
  }, 120_000)

  test('a platform admin (no recruiter rights) reads the queue from the candidate list, without the handling buttons', async () => {
    const admin = await signInAs(app.session, 'admin', '/candidate/list')
    try {
      await admin.page.waitForSelector('a.reinbound-link')
      await click(admin, 'a.reinbound-link')
      await waitForUrl(admin.page, (p) => p === '/candidate/re-inbound')
      const row = `.reinbound-item[data-candidate-id="${candidateId}"]`
      await admin.page.waitForFunction(
        (sel: string) => document.querySelector(sel)?.textContent?.includes('Enterprise AE roles, remote'),
        {},
        row,
      )
      expect(await admin.page.$$(`${row} button`)).toHaveLength(0)
      expect(await admin.page.$eval('.reinbound-page .page-header', (e) => e.textContent)).toContain(
        'a recruiter marks one handled',
      )
      expect(admin.errors).toEqual([])
    } finally {
      await closeTab(admin)
    }
  }, 120_000)

  test('a recruiter finds it from the candidate list, handles it and becomes the owner (375 px, axe)', async () => {
    const cand = candidate.page
    // the recruiter: candidate list → Re-inbound requests, at phone width
    const rec = recruiter.page
    await rec.setViewport(MOBILE)
    await rec.waitForSelector('a.reinbound-link')
    await click(recruiter, 'a.reinbound-link')
    await waitForUrl(rec, (p) => p.startsWith('/candidate/re-inbound'))
    const row = `.reinbound-item[data-candidate-id="${candidateId}"]`
    await rec.waitForFunction(
      (sel: string) => document.querySelector(sel)?.textContent?.includes('Enterprise AE roles, remote'),
      {},
      row,
    )
    expect(await axe(rec)).toEqual([])
    expect(await horizontalOverflow(rec)).toBeLessThanOrEqual(0)
    await clickText(recruiter, row, 'Handle and own')
    await rec.waitForFunction((sel: string) => !document.querySelector(sel), {}, row)
    await rec.waitForFunction(() => document.body.textContent?.includes('you are now the owner'))

    // the handled tab names who handled it; the owner is now the recruiter
    await goto(app.session, rec, '/candidate/re-inbound?state=handled')
    await rec.waitForFunction(
      (sel: string) => /handled .* by /.test(document.querySelector(sel)?.textContent ?? ''),
      {},
      row,
    )
    const me = await api<{ data: { id: string; firstName: string } }>(rec, 'GET', '/users/me')
    expect(await rec.$eval(row, (el) => el.textContent)).toContain(`Owner: ${me.body.data.firstName}`)

    // the candidate's card offers a new request again
    await goto(app.session, cand, '/candidate-home')
    await cand.waitForSelector('.reinbound-card[data-state="none"]')
    expect(candidate.errors).toEqual([])
    expect(recruiter.errors).toEqual([])
  }, 120_000)

  test('the candidate cancels an open request; it leaves the open queue', async () => {
    const cand = candidate.page
    await goto(app.session, cand, '/candidate-home')
    await cand.waitForSelector('.reinbound-card[data-state="none"]')
    await click(candidate, '.reinbound-card button[type="submit"]')
    await cand.waitForSelector('.reinbound-card[data-state="open"]')
    await clickText(candidate, '.reinbound-card', 'Cancel request')
    await cand.waitForSelector('.reinbound-card[data-state="none"]')
    const open = await api<{ data: { candidate: { id: string } }[] }>(
      recruiter.page,
      'GET',
      '/candidates/re-inbound-requests?limit=100',
    )
    expect(open.body.data.map((i) => i.candidate.id)).not.toContain(candidateId)
  }, 60_000)
})
