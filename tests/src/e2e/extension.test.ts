/**
 * The Chrome extension (issue 15), built and loaded unpacked in Debian's Chromium, against the
 * real API (own server, own data). Requests to the professional-network site are intercepted and
 * answered with fixture pages shaped like its profile pages (extension/src/site/fixtures), so the
 * content script runs on https://www.linkedin.com/in/... URLs without any network.
 * Journeys: point the extension at the server (options), sign in (popup), match a known
 * candidate, follow an in-page navigation to an unknown profile and add it, shortlist it, pitch by
 * e-mail (the mail is queued), place an InMail draft in the site's message box and confirm it,
 * write an internal note (the API's refusal first),
 * statistics count the read (recorded as viewed only when unfolded in the popup); a recruiter view
 * shows the spec's recruiterUrl message; signing out of the web app signs the extension out; a
 * page whose markup changed says so and writes nothing; closing the overlay is remembered.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { CANDIDATE_MESSAGES } from '@quota/shared/domain/candidates/limits'
import type { Page, WebWorker } from 'puppeteer-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type ApiServer, DEMO, DEMO_PASSWORD, startApiServer } from './api-server'
import { signInAs } from './app'
import { type BrowserSession, launchBrowser, REPO_ROOT } from './browser'
import { EXTENSION_DIR, ensureExtensionBuild } from './extension-build'
import {
  inOverlay,
  overlayEval,
  overlayEvalAll,
  overlayText,
  press,
  waitForOverlay,
  waitForOverlaySelector,
  waitInOverlay,
} from './extension-world'
import { LEGACY_CANDIDATE } from './fixtures/legacy-candidate-people'

const FIXTURES = join(EXTENSION_DIR, 'src', 'site', 'fixtures')
const fixture = (name: string) => readFileSync(join(FIXTURES, name), 'utf8')
const KNOWN = 'https://www.linkedin.com/in/morgan-lee-e2e/'
const UNKNOWN_PATH = '/in/dana-quinn-e2e/'
const CHANGED = 'https://www.linkedin.com/in/changed-markup-e2e/'
const RECRUITER_VIEW = 'https://www.linkedin.com/talent/profile/AEMAAAe2e'
const LEGACY = 'https://www.linkedin.com/in/riley-legacy-e2e/'
const TWIN = 'https://www.linkedin.com/in/morgan-lee-twin-e2e/'
/** What legacy data holds for Riley: a recruiter view, which the API refuses to store today. */
const LEGACY_STORED_URL = LEGACY_CANDIDATE.linkedinUrl
const PAGES: Record<string, string> = {
  '/in/riley-legacy-e2e/': 'profile-legacy.html',
  '/in/morgan-lee-twin-e2e/': 'profile-a.html',
  '/talent/profile/AEMAAAe2e': 'profile-a.html',
  '/in/morgan-lee-e2e/': 'profile-a.html',
  '/in/dana-quinn-e2e/': 'profile-b.html',
  '/in/changed-markup-e2e/': 'changed-markup.html',
  '/in/casey-stale-e2e/': 'profile-a.html',
}

const ADMIN_EMAIL = '<p>Hi {{receiverName}},</p><p>Admin words about the {{jobName}} role.</p>'
const ADMIN_INMAIL = '<p>Hi {{receiverName}}, an admin InMail about {{jobName}}.</p>'

let server: ApiServer
let session: BrowserSession
let extensionId: string
let adminToken: string
let recruiterToken: string
const siteRequests: string[] = []

async function apiCall<T>(method: string, path: string, token: string | null, body?: unknown) {
  const res = await fetch(`${server.url}/api${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  })
  return { status: res.status, body: (await res.json()) as T }
}
async function tokenOf(email: string) {
  const res = await apiCall<{ data: { accessToken: string } }>('POST', '/auth/login', null, {
    email,
    password: DEMO_PASSWORD,
    session: 'token',
  })
  expect(res.status).toBe(200)
  return res.body.data.accessToken
}

/** A tab on the professional-network site, answered from the fixtures. */
async function sitePage(): Promise<Page> {
  const page = await session.browser.newPage()
  await page.setRequestInterception(true)
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.host !== 'www.linkedin.com') return void request.continue()
    siteRequests.push(`${request.resourceType()} ${url.pathname}`)
    const file = PAGES[url.pathname]
    if (file) void request.respond({ status: 200, contentType: 'text/html; charset=utf-8', body: fixture(file) })
    else void request.respond({ status: 404, contentType: 'text/plain', body: 'not a fixture' })
  })
  return page
}

beforeAll(async () => {
  const dist = ensureExtensionBuild()
  // a candidate from legacy data, written directly: the API refuses a recruiter-view URL today
  server = await startApiServer({ prepare: join(REPO_ROOT, 'tests', 'src', 'e2e', 'fixtures', 'legacy-candidate.ts') })
  const [launched, admin, recruiter, candidate] = await Promise.all([
    launchBrowser({ baseUrl: server.url, extensions: [dist] }),
    tokenOf(DEMO.admin),
    tokenOf(DEMO.recruiter),
    tokenOf(DEMO.candidate),
  ])
  session = launched
  adminToken = admin
  recruiterToken = recruiter
  const worker = await session.browser.waitForTarget(
    (t) => t.type() === 'service_worker' && t.url().startsWith('chrome-extension://'),
    { timeout: 20_000 },
  )
  extensionId = new URL(worker.url()).host
  // the demo candidate's own profile URL is the "known" page
  const set = await apiCall('PATCH', '/candidates/linkedin-url', candidate, { linkedInProfileUrl: KNOWN })
  expect(set.status, JSON.stringify(set.body)).toBe(200)
  await apiCall('POST', '/data-extraction/clear-scraping-stats', adminToken, {})
  // the admin's pitch templates (Default segment, so every job's role falls back to them)
  for (const template of [
    { channel: 'email', subject: '{{jobName}}: a role for you (admin template)', bodyHtml: ADMIN_EMAIL },
    { channel: 'inMail', bodyHtml: ADMIN_INMAIL },
  ]) {
    const made = await apiCall('POST', '/configurations/templates', adminToken, {
      key: 'candidatePitch',
      displayName: `Pitch (${template.channel})`,
      ...template,
    })
    expect(made.status, JSON.stringify(made.body)).toBe(201)
  }
}, 300_000)

afterAll(async () => {
  await session?.close()
  await server?.stop()
})

describe('the Chrome extension on profile pages (real API, fixture site)', () => {
  test('options point it at the server; the web app is told it is installed and prompts the bot statistics; the popup signs in', async () => {
    const options = await session.browser.newPage()
    await options.goto(`chrome-extension://${extensionId}/src/options/index.html`)
    const origin = await options.waitForSelector('#api-origin')
    // an address where no Quota answers is told at once, and not saved
    await origin!.click({ count: 3 })
    await origin!.type('http://127.0.0.1:9')
    await options.click('button[type="submit"]')
    await options.waitForFunction(() =>
      document.getElementById('status')?.textContent?.startsWith('No Quota server answers at http://127.0.0.1:9.'),
    )
    await origin!.click({ count: 3 })
    await origin!.type(server.url)
    await options.click('button[type="submit"]')
    await options.waitForFunction(
      (url: string) => document.getElementById('status')?.textContent === `Saved: Quota at ${url}`,
      {},
      server.url,
    )
    await options.close()

    // The web app in this browser: the extension announces itself there (the "browser condition"),
    // and the internal recruiter who never looked at the bot statistics is prompted; closing the
    // prompt records the view.
    const web = await session.browser.newPage()
    let announced: string | null = null
    for (let i = 0; i < 20 && !announced; i++) {
      await web.goto(`${server.url}/public/terms-of-use`, { waitUntil: 'domcontentloaded' })
      announced = await web.evaluate(() => document.documentElement.getAttribute('data-quota-extension'))
      if (!announced) await new Promise((r) => setTimeout(r, 250))
    }
    expect(announced).toMatch(/^\d+\.\d+\.\d+$/)
    const login = await web.evaluate(
      async (email: string, password: string) =>
        (
          await fetch('/api/auth/login', {
            method: 'POST',
            credentials: 'include',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email, password }),
          })
        ).status,
      DEMO.recruiter,
      DEMO_PASSWORD,
    )
    expect(login).toBe(200)
    const before = await apiCall<{ data: { lastChromeExtStatsViewedAt: string | null } }>(
      'GET',
      '/users/me',
      recruiterToken,
    )
    expect(before.body.data.lastChromeExtStatsViewedAt).toBeNull()
    await web.goto(`${server.url}/candidate/list`, { waitUntil: 'domcontentloaded' })
    const prompt = await web.waitForSelector('[data-testid="bot-stats-prompt"]', { timeout: 15_000 })
    expect(await prompt!.evaluate((e) => e.textContent)).toContain('All counted: 0')
    await web.click('[data-testid="bot-stats-prompt"] button')
    let viewedAt: string | null = null
    for (let i = 0; i < 50 && !viewedAt; i++) {
      const me = await apiCall<{ data: { lastChromeExtStatsViewedAt: string | null } }>(
        'GET',
        '/users/me',
        recruiterToken,
      )
      viewedAt = me.body.data.lastChromeExtStatsViewedAt
      if (!viewedAt) await new Promise((r) => setTimeout(r, 100))
    }
    expect(viewedAt).not.toBeNull()
    // seen within the lookback: no prompt on the next visit
    await web.goto(`${server.url}/candidate/list`, { waitUntil: 'networkidle0' })
    expect(await web.$('[data-testid="bot-stats-prompt"]')).toBeNull()
    await web.close()

    const popup = await session.browser.newPage()
    await popup.goto(`chrome-extension://${extensionId}/src/popup/index.html`)
    await popup.waitForSelector('input[type="email"]')
    await popup.type('input[type="email"]', DEMO.recruiter)
    await popup.type('input[type="password"]', 'wrong-password-1')
    await popup.click('button[type="submit"]')
    await popup.waitForFunction(() => (document.querySelector('.error')?.textContent ?? '') !== '')
    await popup.click('input[type="password"]', { count: 3 })
    await popup.type('input[type="password"]', DEMO_PASSWORD)
    await popup.click('button[type="submit"]')
    await popup.waitForSelector('#signed-in')
    expect(await popup.$eval('#signed-in', (e) => e.textContent)).toContain(DEMO.recruiter)
    await popup.close()
    // options, the web app, its prompt and the popup's sign-in: slow on a loaded machine
  }, 90_000)

  test('the token stays in the service worker: neither the page nor the content script can read it', async () => {
    const workerTarget = await session.browser.waitForTarget((t) => t.type() === 'service_worker')
    const worker = (await workerTarget.worker()) as WebWorker
    const stored = await worker.evaluate(async () => {
      // biome-ignore lint/suspicious/noExplicitAny: the extension API of the worker's global scope
      const storage = (globalThis as any).chrome.storage
      return {
        local: JSON.stringify(await storage.local.get(null)),
        session: JSON.stringify(await storage.session.get(null)),
      }
    })
    // the session lives in session storage (trusted contexts only, gone with the browser), never in local storage
    expect(stored.local).not.toContain('accessToken')
    expect(stored.session).toContain('accessToken')
  })

  let page: Page
  test('a known candidate: the overlay shows what Quota knows', async () => {
    page = await sitePage()
    await page.goto(KNOWN)
    await waitForOverlay(page, 'Open in Quota')
    const text = await overlayText(page)
    // the header's chips: search status, owner, last touch; stages as the web app names them
    expect(await overlayEvalAll(page, '[data-quota="chips"] .chip', (chips) => chips.length)).toBeGreaterThanOrEqual(3)
    expect(text).toMatch(/Owner: |No owner/)
    expect(text).not.toMatch(/\((Current|Rejected)[,)]/)
    const link = await overlayEval(page, 'a', (a) => a?.getAttribute('href'))
    expect(link).toMatch(new RegExp(`^${server.url}/candidate/profile\\?candidateId=[0-9a-f-]{36}$`))
    // the overlay lives in its own shadow root, marked, outside the page's own tree of content
    expect(await page.$$eval('[data-quota-overlay]', (els) => els.length)).toBe(1)
    expect(await page.$eval('main', (m) => m.textContent)).not.toContain('Open in Quota')
    // the page's own scripts read nothing of it: a closed root, and none of the extension's files
    const seen = await page.evaluate(async (id: string) => {
      const host = document.querySelector('[data-quota-overlay]')
      const fetched: string[] = []
      for (const file of ['src/content/overlay-main.js', 'src/announce/index.js', 'manifest.json'])
        await fetch(`chrome-extension://${id}/${file}`).then(
          () => fetched.push(file),
          () => {},
        )
      return {
        root: host?.shadowRoot === null ? 'closed' : 'open',
        text: host?.textContent ?? '',
        fetched,
        body: document.body.innerText,
      }
    }, extensionId)
    expect(seen).toMatchObject({ root: 'closed', text: '', fetched: [] })
    expect(seen.body).not.toContain('Owner:')
  })

  test('an in-page navigation to an unknown profile offers Add to Quota, filled from the page, never the previous person', async () => {
    // the site pushes the URL first and its content arrives late (past the panel's 2.5 s heading wait)
    await page.evaluate((path: string) => history.pushState({}, '', path), UNKNOWN_PATH)
    await waitForOverlay(page, 'Waiting for linkedin.com/in/dana-quinn-e2e/ to load')
    await new Promise((r) => setTimeout(r, 3000))
    const meanwhile = await overlayText(page)
    expect(meanwhile).not.toContain('Not in Quota yet')
    expect(meanwhile).not.toContain('Morgan')
    expect(await overlayEvalAll(page, 'form', (forms) => forms.length)).toBe(0)
    await page.evaluate((html: string) => {
      const next = new DOMParser().parseFromString(html, 'text/html')
      document.querySelector('main')!.replaceWith(next.querySelector('main')!)
    }, fixture('profile-b.html'))
    await waitForOverlay(page, 'Not in Quota yet')
    // the form does not take the keyboard from the page
    expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-quota-overlay') ?? false)).toBe(false)
    // the panel says which profile it is about
    await waitForOverlay(page, 'linkedin.com/in/dana-quinn-e2e/')
    const values = await overlayEvalAll(page, 'input', (inputs) =>
      Object.fromEntries((inputs as HTMLInputElement[]).map((i) => [i.name, i.value])),
    )
    expect(values).toEqual({
      firstName: 'Dana',
      lastName: 'Quinn',
      headline: 'Enterprise AE at Initech | President’s Club',
      currentTitle: 'Enterprise Account Executive',
      currentCompany: 'Initech',
      location: 'Austin, Texas, United States',
      email: 'dana.quinn@initech.example',
    })
    await press(page, 'Save to Quota')
    await waitForOverlay(page, 'Dana Quinn')
    await waitForOverlay(page, 'Enterprise Account Executive at Initech')
    await waitForOverlay(page, 'In no job yet.')
    // a second add of the same person is refused with the API's message
    const again = await apiCall<{ error: { message: string } }>('POST', '/extension/candidates', recruiterToken, {
      profileUrl: `https://www.linkedin.com${UNKNOWN_PATH}`,
      firstName: 'Dana',
    })
    expect(again.status).toBe(409)
    expect(again.body.error.message).toBe('A candidate with this profile URL is already in Quota')
  })

  let jobName: string
  test('shortlists to a chosen open job; the candidate’s jobs refresh', async () => {
    await waitForOverlay(page, 'Left today: 100 of 100 shortlists · 50 of 50 pitch e-mails · 25 of 25 InMail drafts')
    await press(page, 'Shortlist to jobs…')
    await waitForOverlaySelector(page, 'input[name="job"]')
    jobName = (await overlayEval(page, 'input[name="job"]', (e) => e?.getAttribute('aria-label')))!
    await overlayEval(page, 'input[name="job"]', (e) => (e as HTMLInputElement).click())
    await press(page, 'Shortlist')
    await waitForOverlay(page, `Shortlisted for ${jobName}.`)
    await waitForOverlay(page, `${jobName}`)
    await waitInOverlay(
      page,
      (root, name: string) => root.querySelector('[data-quota="candidate-jobs"]')?.textContent?.includes(name),
      [jobName],
    )
    expect(await overlayEval(page, '[data-quota="candidate-jobs"]', (e) => e?.textContent)).toContain('Shortlist')
    // the daily cap counts it
    await waitForOverlay(page, 'Left today: 99 of 100 shortlists')
  })

  test('pitches by e-mail: the mail is queued to the candidate', async () => {
    await waitForOverlay(page, 'Pitch by e-mail')
    // the draft arrives with the job's template
    const subject = await waitInOverlay(
      page,
      (root) => root.querySelector<HTMLInputElement>('#quota-pitch-subject')?.value,
    )
    // the admin's template for the job's segment (Default here), placeholders filled
    expect(subject).toBe(`${jobName}: a role for you (admin template)`)
    expect(await overlayEval(page, '#quota-pitch-message', (e) => (e as HTMLTextAreaElement).value)).toBe(
      `Hi Dana,\nAdmin words about the ${jobName} role.`,
    )
    await press(page, 'Send pitch e-mail')
    await waitForOverlay(page, 'Pitch e-mail queued for sending by Quota.')
    await waitForOverlay(page, '49 of 50 pitch e-mails')
    const mail = await apiCall<{ data: { subject: string }[] }>(
      'GET',
      `/dev/mailbox?to=${encodeURIComponent('dana.quinn@initech.example')}&limit=5`,
      adminToken,
    )
    expect(mail.body.data.map((m) => m.subject)).toContain(subject)
  })

  test('drafts an InMail into the site’s message box; it is Sent only once the recruiter says so', async () => {
    await waitForOverlay(page, 'InMail')
    await press(page, 'Place draft in message box')
    await waitForOverlay(page, 'The draft is in the message box (InMail Sequence).')
    await waitForOverlay(page, '24 of 25 InMail drafts')
    const box = await page.$eval('.msg-form__contenteditable', (e) => e.textContent)
    expect(box).toBe(`Hi Dana, an admin InMail about ${jobName}.`)
    // nothing pressed Send on the site
    expect(siteRequests.filter((r) => !r.startsWith('document') && !r.includes('favicon'))).toEqual([])
    await waitInOverlay(page, (root) =>
      root.querySelector('[data-quota="candidate-jobs"]')?.textContent?.includes('InMail Sequence'),
    )
    await press(page, 'I sent it')
    await waitForOverlay(page, 'Recorded: InMail Sent.')
    await waitInOverlay(page, (root) =>
      root.querySelector('[data-quota="candidate-jobs"]')?.textContent?.includes('InMail Sent'),
    )
  })

  test('an internal note from the panel: the API’s refusal shown, then saved to the candidate', async () => {
    await waitForOverlay(page, 'Internal note')
    await press(page, 'Save note')
    await waitForOverlay(page, 'Write the note first')
    const text = 'Met at the SaaS meetup; open to AE roles (e2e note).'
    await overlayEval(page, '#quota-note', (e) => (e as HTMLTextAreaElement).focus())
    await page.keyboard.type(text)
    await press(page, 'Save note')
    await waitForOverlay(page, 'Note saved.')
    const href = (await overlayEval(page, 'a[href*="candidateId="]', (a) => a?.getAttribute('href')))!
    const candidateId = new URL(href).searchParams.get('candidateId')!
    const notes = await apiCall<{ data: { body: string; author: { name: string } | null }[] }>(
      'GET',
      `/candidates/${candidateId}/internal-profile/notes`,
      recruiterToken,
    )
    expect(notes.status).toBe(200)
    expect(notes.body.data.map((n) => n.body)).toContain(text)
  })

  test('statistics count what the extension read for this recruiter', async () => {
    const stats = await apiCall<{ data: { user: { email: string }; byKind: Record<string, number> }[] }>(
      'GET',
      '/data-extraction/scraping-stats',
      adminToken,
    )
    const mine = stats.body.data.find((s) => s.user.email === DEMO.recruiter)
    expect(mine?.byKind.profile).toBe(1)
    // the popup shows the recruiter's own statistics folded: opening the popup records no view,
    // unfolding them does
    const viewedAt = async () =>
      (await apiCall<{ data: { lastChromeExtStatsViewedAt: string | null } }>('GET', '/users/me', recruiterToken)).body
        .data.lastChromeExtStatsViewedAt
    const before = await viewedAt()
    const popup = await session.browser.newPage()
    await popup.goto(`chrome-extension://${extensionId}/src/popup/index.html`)
    await popup.waitForSelector('#signed-in')
    await popup.waitForSelector('#bot-stats summary')
    expect(await popup.$('#bot-stats p')).toBeNull()
    expect(await viewedAt()).toBe(before)
    await popup.$eval('#bot-stats summary', (s) => (s as HTMLElement).click())
    await popup.waitForSelector('#bot-stats[data-viewed="true"]', { timeout: 15_000 })
    expect(await popup.$eval('#bot-stats', (e) => e.textContent)).toContain('Profiles added from pages: 1')
    expect(await popup.$eval('#bot-stats', (e) => e.textContent)).toContain(
      'Shortlists: 1 · Pitch e-mails: 1 · InMail drafts: 1',
    )
    const after = await viewedAt()
    expect(after).not.toBeNull()
    expect(new Date(after!).getTime()).toBeGreaterThan(new Date(before ?? 0).getTime())
    await popup.close()
  })

  test('a page whose markup changed says it could not be read, and offers nothing', async () => {
    const changed = await sitePage()
    await changed.goto(CHANGED)
    await waitForOverlay(changed, 'Quota could not read this page')
    expect(await overlayEvalAll(changed, 'button', (b) => b.map((e) => e.textContent))).toEqual(['×', 'Quota'])
    await changed.close()
  })

  test('a recruiter view of a profile shows the spec’s recruiterUrl message, from the API’s check', async () => {
    const view = await sitePage()
    await view.goto(RECRUITER_VIEW)
    await waitForOverlay(view, 'Please enter your own LinkedIn profile URL, not a recruiter URL')
    expect(await overlayEvalAll(view, 'button', (b) => b.map((e) => e.textContent))).toEqual(['×', 'Quota'])
    await view.close()
  })

  test('a profile open in two tabs: adding it in one shows the candidate in the other (real-time validateLinkedInUrl)', async () => {
    const first = await sitePage()
    let second: Page | undefined
    // closed whatever happens: a tab left open would change what the next tests' page does
    try {
      await first.goto(TWIN)
      await waitForOverlay(first, 'Not in Quota yet')
      // the worker's socket is open for this page (the event would otherwise be missed, not late)
      await first.waitForSelector('[data-quota-overlay][data-realtime="open"]', { timeout: 15_000 })
      second = await sitePage()
      await second.goto(TWIN)
      await waitForOverlay(second, 'Not in Quota yet')
      await press(second, 'Save to Quota')
      await waitForOverlay(second, 'Open in Quota')
      // nothing was done in the first tab: the API's event for this URL brought the new candidate
      // (through the outbox and the socket)
      await waitForOverlay(first, 'Open in Quota', 30_000)
      const name = await overlayEval(first, '[data-quota="candidate-name"]', (e) => e?.textContent)
      expect(name).toBe('Morgan Lee')
      expect(await overlayText(first)).not.toContain('Not in Quota yet')
    } finally {
      await Promise.all([first.close(), second?.close()])
    }
  }, 120_000)

  test('a candidate matched by e-mail whose stored LinkedIn URL breaks the rules (legacy data) shows the rule’s message', async () => {
    const page = await sitePage()
    await page.goto(LEGACY)
    await waitForOverlay(page, 'Riley Legacy')
    const check = await overlayEval(page, '[data-quota="url-check"]', (e) => e?.textContent)
    expect(check).toBe(`LinkedIn URL in Quota: ${CANDIDATE_MESSAGES.recruiterUrl}`)
    // the candidate is shown (matched by the page's e-mail), not offered to be added again
    expect(await overlayText(page)).not.toContain('Not in Quota yet')
    await page.close()
  })

  test('a Save after the page changed to another person under the same address writes nothing', async () => {
    const stale = 'https://www.linkedin.com/in/casey-stale-e2e/'
    const tab = await sitePage()
    try {
      await tab.goto(stale)
      await waitForOverlay(tab, 'Not in Quota yet')
      // the site swaps the person shown without moving the address
      await tab.evaluate((html: string) => {
        const next = new DOMParser().parseFromString(html, 'text/html')
        document.querySelector('main')!.replaceWith(next.querySelector('main')!)
      }, fixture('profile-b.html'))
      await press(tab, 'Save to Quota')
      await waitForOverlay(tab, 'This page now shows someone else. Nothing was saved.')
      const match = await apiCall<{ data: { candidate: unknown } }>(
        'POST',
        '/extension/profile-match',
        recruiterToken,
        {
          profileUrl: stale,
        },
      )
      expect(match.status).toBe(200)
      expect(match.body.data.candidate).toBeNull()
    } finally {
      await tab.close()
    }
  })

  test('Escape closes the overlay, and closing it is remembered for the site', async () => {
    await overlayEval(page, 'a', (a) => (a as HTMLElement).focus())
    await page.keyboard.press('Escape')
    await waitForOverlaySelector(page, '.launcher:not([hidden])')
    await page.goto(KNOWN)
    await waitForOverlaySelector(page, '.launcher:not([hidden])')
    expect(await overlayEval(page, '.panel', (p) => (p as HTMLElement).hidden)).toBe(true)
    await press(page, 'Quota')
    await waitForOverlay(page, 'Open in Quota')
    expect(await overlayEval(page, '.panel', (p) => (p as HTMLElement).hidden)).toBe(false)
  })
  test('the web app’s job row confirms a drafted InMail’s outcome through the same call', async () => {
    const match = await apiCall<{ data: { candidate: { id: string; fullName: string; jobs: { jobId: string }[] } } }>(
      'POST',
      '/extension/profile-match',
      recruiterToken,
      { profileUrl: `https://www.linkedin.com${UNKNOWN_PATH}` },
    )
    const dana = match.body.data.candidate
    const jobs = await apiCall<{ data: { id: string }[] }>('POST', '/jobs/list?limit=50', recruiterToken, {
      filter: 'allOpenJobs',
    })
    const jobId = jobs.body.data.map((j) => j.id).find((id) => !dana.jobs.some((j) => j.jobId === id))!
    for (const [action, body] of [
      ['shortlist', {}],
      ['inMail', { message: 'Hi Dana, a role for you.' }],
    ] as const) {
      const res = await apiCall('POST', '/extension/actions', recruiterToken, {
        jobId,
        candidateId: dana.id,
        action,
        timezone: 'UTC',
        body,
      })
      expect(res.status, JSON.stringify(res.body)).toBe(200)
    }
    const tab = await signInAs(session, 'recruiter', `/job/${jobId}/shortlisted`)
    const row = `li[data-candidate-id="${dana.id}"]`
    await tab.page.waitForSelector(`${row}[data-stage$="/inmail_sequence"]`)
    // the row's current button: the list may re-render between finding and clicking it
    await tab.page.$eval(`${row} button[aria-label="InMail Sent: ${dana.fullName}"]`, (b) =>
      (b as HTMLButtonElement).click(),
    )
    await tab.page.waitForSelector(`${row}[data-stage$="/inmail_sent"]`)
    expect(await tab.page.$(`${row} .inmail-outcome`)).toBeNull()
    const status = await apiCall<{ data: { stage: { stageCurrentStatus: string } } }>(
      'GET',
      `/jobs/${jobId}/candidate/${dana.id}/status`,
      recruiterToken,
    )
    expect(status.body.data.stage.stageCurrentStatus).toBe('inmail_sent')
    expect(tab.errors).toEqual([])
    await tab.context.close()
  })

  test('signs in from the open web session: "Use my Quota session", then Connect in Settings; a used code is refused', async () => {
    // signed out in the extension; the web app in this browser is still signed in (the first test)
    const popup = await session.browser.newPage()
    await popup.goto(`chrome-extension://${extensionId}/src/popup/index.html`)
    await popup.waitForSelector('#signed-in')
    await popup.click('button.secondary')
    await popup.waitForSelector('#use-web-session')
    const opened = session.browser.waitForTarget((t) => t.url().startsWith(`${server.url}/settings`), {
      timeout: 15_000,
    })
    await popup.click('#use-web-session')
    const settings = (await (await opened).page())!
    await settings.waitForSelector('#extension button:not([disabled])', { timeout: 15_000 })
    const connect = await settings.$$eval('#extension button', (b) => b.map((e) => e.textContent))
    expect(connect).toContain('Connect the extension')
    await settings.click('#extension button')
    await settings.waitForSelector('[data-testid="extension-outcome"]', { timeout: 15_000 })
    expect(await settings.$eval('[data-testid="extension-outcome"]', (e) => e.textContent)).toContain(
      `The extension is signed in as`,
    )
    expect(await settings.$eval('[data-testid="extension-outcome"]', (e) => e.textContent)).toContain(DEMO.recruiter)

    // the extension holds its own session now; the page never saw a token
    const again = await session.browser.newPage()
    await again.goto(`chrome-extension://${extensionId}/src/popup/index.html`)
    await again.waitForSelector('#signed-in')
    expect(await again.$eval('#signed-in', (e) => e.textContent)).toContain(DEMO.recruiter)
    await again.close()
    expect(await settings.content()).not.toMatch(/accessToken|qr_/)

    // a code handed twice: the second exchange is refused with the API's words, relayed to the page
    const replies = await settings.evaluate(async () => {
      const res = await fetch('/api/extension/hand-over-codes', { method: 'POST', credentials: 'include' })
      const { data } = (await res.json()) as { data: { code: string } }
      const hand = () =>
        new Promise<{ ok: boolean; message?: string }>((resolve) => {
          const listen = (event: MessageEvent) => {
            if (event.data?.type !== 'quota:extension-connected') return
            window.removeEventListener('message', listen)
            resolve(event.data)
          }
          window.addEventListener('message', listen)
          window.postMessage({ type: 'quota:connect-extension', code: data.code }, location.origin)
        })
      return [await hand(), await hand()]
    })
    expect(replies[0]!.ok).toBe(true)
    expect(replies[1]).toEqual({
      type: 'quota:extension-connected',
      ok: false,
      message: 'This connection code was already used; connect again from Quota',
    })
    await settings.close()
    if (!popup.isClosed()) await popup.close()
  })

  test('past the daily InMail cap the panel shows the API’s 429 message and leaves the message box untouched', async () => {
    // use up today's InMail drafts through the API (each on a new prospect in an open job)
    const jobs = await apiCall<{ data: { id: string }[] }>('POST', '/jobs/list?limit=50', recruiterToken, {
      filter: 'allOpenJobs',
    })
    const jobId = jobs.body.data[0]!.id
    let refused: { status: number; body: { error?: { message: string } } } | null = null
    for (let i = 0; i < 30 && !refused; i++) {
      const added = await apiCall<{ data: { candidate: { id: string } } }>(
        'POST',
        '/extension/candidates',
        recruiterToken,
        {
          profileUrl: `https://www.linkedin.com/in/cap-e2e-${i}/`,
          firstName: `Cap${i}`,
        },
      )
      expect(added.status, JSON.stringify(added.body)).toBe(200)
      const target = { jobId, candidateId: added.body.data.candidate.id, timezone: 'UTC' }
      const listed = await apiCall('POST', '/extension/actions', recruiterToken, { ...target, action: 'shortlist' })
      expect(listed.status, JSON.stringify(listed.body)).toBe(200)
      const drafted = await apiCall<{ error?: { message: string } }>('POST', '/extension/actions', recruiterToken, {
        ...target,
        action: 'inMail',
        body: { message: `Hi Cap${i}` },
      })
      if (drafted.status === 429) refused = drafted
      else expect(drafted.status, JSON.stringify(drafted.body)).toBe(200)
    }
    const capMessage =
      'Daily limit reached: 25 InMail drafts a day from the extension. It resets at midnight in your time zone.'
    expect(refused?.body.error?.message).toBe(capMessage)

    const tab = await sitePage()
    await tab.goto(`https://www.linkedin.com${UNKNOWN_PATH}`)
    await waitForOverlaySelector(tab, '.launcher')
    if (await overlayEval(tab, '.panel', (p) => (p as HTMLElement).hidden)) await press(tab, 'Quota')
    await waitForOverlay(tab, '0 of 25 InMail drafts')
    await press(tab, 'Place draft in message box')
    await waitForOverlay(tab, capMessage)
    expect(await tab.$eval('.msg-form__contenteditable', (e) => e.textContent?.trim())).toBe('')
    await tab.close()
    // some 90 API calls to use the cap up: more than the default 30 s on a loaded machine
  }, 120_000)

  test('signing out of the web app also signs out the extension it connected', async () => {
    // the web session of the first test handed over to the extension (the test before the cap)
    const web = await session.browser.newPage()
    await web.goto(`${server.url}/public/terms-of-use`, { waitUntil: 'domcontentloaded' })
    const out = await web.evaluate(
      async () => (await fetch('/api/auth/logout', { method: 'POST', credentials: 'include' })).status,
    )
    expect(out).toBe(200)
    await web.close()
    // the extension's next call finds its session ended, and says so
    const tab = await sitePage()
    await tab.goto(KNOWN)
    await waitForOverlaySelector(tab, '.launcher')
    if (await overlayEval(tab, '.panel', (p) => (p as HTMLElement).hidden)) await press(tab, 'Quota')
    await waitForOverlay(tab, 'Sign in to Quota with the extension button in the toolbar.')
    await tab.close()
    const popup = await session.browser.newPage()
    await popup.goto(`chrome-extension://${extensionId}/src/popup/index.html`)
    await popup.waitForSelector('input[type="email"]')
    expect(await popup.$('#signed-in')).toBeNull()
    await popup.close()
  })
})
