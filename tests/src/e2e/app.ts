import { readFileSync } from 'node:fs'
/**
 * Helpers for browser tests against the real API: a signed-in tab per demo user (each in its own
 * browser context, so several people can work side by side), API calls made from a tab with its
 * session, waits on text and buttons, tables and tab bars, axe-core checks and the 375 px check.
 * `useApp` gives a test file's `describe` its own app, started before the tests and stopped after.
 */
import { createRequire } from 'node:module'
import type { BrowserContext, Dialog, ElementHandle, Page } from 'puppeteer-core'
import { afterAll, beforeAll, expect } from 'vitest'
import { type ApiServer, type ApiServerOptions, DEMO, DEMO_PASSWORD, type DemoUser, startApiServer } from './api-server'
import { type BrowserSession, launchBrowser } from './browser'

const require = createRequire(import.meta.url)
const AXE_PATH = require.resolve('axe-core/axe.min.js')

/** The real API (own data), then a browser pointed at it. */
export async function startApp(
  options: ApiServerOptions = {},
): Promise<{ server: ApiServer; session: BrowserSession }> {
  const server = await startApiServer(options)
  const session = await launchBrowser({ baseUrl: server.url }).catch(async (error) => {
    await server.stop()
    throw error
  })
  return { server, session }
}

export interface TestApp {
  server: ApiServer
  session: BrowserSession
}

/**
 * The app of a test file (call it in the `describe`): started before the tests, with `setup`
 * (signing in, finding fixtures) in the same hook and its long timeout, and stopped after them.
 * The answer's fields are set once the tests run.
 */
export function useApp(setup?: (app: TestApp) => Promise<void>, options: ApiServerOptions = {}): TestApp {
  const app = {} as TestApp
  beforeAll(async () => {
    Object.assign(app, await startApp(options))
    await setup?.(app)
  }, 300_000)
  afterAll(async () => {
    await app.session?.close()
    await app.server?.stop()
  })
  return app
}

export interface UserTab {
  page: Page
  context: BrowserContext
  user: DemoUser
  /** Uncaught errors seen in this tab. */
  errors: string[]
}

/**
 * Opens a tab signed in as a demo user: signs in through the API from the login page (the
 * browser keeps the session cookie), agrees to the privacy policy once, then opens `path`.
 */
export async function signInAs(session: BrowserSession, user: DemoUser, path: string): Promise<UserTab> {
  const context = await session.browser.createBrowserContext()
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(`pageerror: ${(error as Error).message ?? String(error)}`))
  page.setDefaultTimeout(15_000)
  // Any page of the app gives the origin to sign in from; the tests wait for what they need.
  await page.goto(`${session.baseUrl}/public/terms-of-use`, { waitUntil: 'domcontentloaded' })
  const result = await page.evaluate(
    async (email: string, password: string) => {
      const login = await fetch('/api/auth/login', {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      })
      if (!login.ok) return `login ${login.status}: ${await login.text()}`
      const me = (await (await fetch('/api/users/me', { credentials: 'include' })).json()) as {
        data: { id: string; expiredPrivacyPolicy: boolean }
      }
      if (me.data.expiredPrivacyPolicy) {
        await fetch(`/api/users/${me.data.id}/privacy-policy`, {
          method: 'POST',
          credentials: 'include',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ accepted: true }),
        })
      }
      return 'ok'
    },
    DEMO[user],
    DEMO_PASSWORD,
  )
  if (result !== 'ok') throw new Error(`Signing in as ${user} failed: ${result}`)
  await page.goto(`${session.baseUrl}${path}`, { waitUntil: 'domcontentloaded' })
  return { page, context, user, errors }
}

/** Signs in through the login form (as a person would), from a fresh context. */
export async function signInWithForm(session: BrowserSession, user: DemoUser): Promise<UserTab> {
  const context = await session.browser.createBrowserContext()
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(`pageerror: ${(error as Error).message ?? String(error)}`))
  page.setDefaultTimeout(15_000)
  await page.goto(`${session.baseUrl}/auth/login`, { waitUntil: 'networkidle0' })
  await page.type('input[name="email"]', DEMO[user])
  await page.type('input[name="password"]', DEMO_PASSWORD)
  await page.click('form[aria-label="Sign in"] button[type="submit"]')
  await page.waitForFunction(() => !location.pathname.startsWith('/auth/'), { timeout: 20_000 })
  // The demo accounts start with an expired privacy policy: the shell asks to agree.
  const agree = await page
    .waitForSelector('xpath/.//button[normalize-space()="I Agree"]', { timeout: 5_000 })
    .catch(() => null)
  if (agree) {
    const agreed = page.waitForResponse((r) => r.url().includes('/privacy-policy') && r.request().method() === 'POST')
    await agree.click()
    await page.waitForSelector('[role="dialog"]', { hidden: true })
    await agreed
    await page.waitForNetworkIdle({ idleTime: 200 })
  }
  return { page, context, user, errors }
}

/** Calls the API from a tab, with its session; answers status and JSON body. */
export async function api<T = unknown>(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async (m: string, p: string, b: string | null) => {
      const response = await fetch(`/api${p}`, {
        method: m,
        credentials: 'include',
        headers: b ? { 'content-type': 'application/json' } : {},
        ...(b ? { body: b } : {}),
      })
      const text = await response.text()
      return { status: response.status, body: text ? JSON.parse(text) : null }
    },
    method,
    path,
    body === undefined ? null : JSON.stringify(body),
  ) as Promise<{ status: number; body: T }>
}

/**
 * Opens a path in a tab; callers wait for what they need (faster than waiting for network idle).
 * Leaving on purpose answers the browser's own leave-page question (a form left unsaved by an
 * earlier step would otherwise hold the navigation until it times out).
 */
export async function goto(session: BrowserSession, page: Page, path: string) {
  const leave = (d: Dialog) => {
    if (d.type() === 'beforeunload') void d.accept()
  }
  page.on('dialog', leave)
  try {
    await page.goto(`${session.baseUrl}${path}`, { waitUntil: 'domcontentloaded' })
  } finally {
    page.off('dialog', leave)
  }
}

/** Waits until `selector` exists and its text contains `text`. */
export async function waitForText(page: Page, selector: string, text: string, timeoutMs = 15_000) {
  await page
    .waitForFunction(
      (s: string, t: string) => [...document.querySelectorAll(s)].some((el) => el.textContent?.includes(t)),
      { timeout: timeoutMs },
      selector,
      text,
    )
    .catch(async () => {
      const seen = await page.$$eval(selector, (els) => els.map((e) => e.textContent?.trim()).slice(0, 10))
      throw new Error(`Timed out waiting for "${text}" in ${selector}; saw ${JSON.stringify(seen)}`)
    })
}

/** The body rows of a table (`selector`): each row's `idAttribute` and its cells' text. */
export async function tableRows(
  page: Page,
  selector: string,
  idAttribute: string,
): Promise<{ id: string | null; cells: string[] }[]> {
  return page.$$eval(
    `${selector} tbody tr`,
    (trs, attribute) =>
      trs.map((tr) => ({
        id: tr.getAttribute(attribute),
        cells: [...tr.querySelectorAll('td')].map((td) => td.textContent?.trim() ?? ''),
      })),
    idAttribute,
  )
}

/** The link texts of a tab bar (a `nav` with aria-label `label`). */
export async function tabLabels(page: Page, label: string): Promise<(string | undefined)[]> {
  return page.$$eval(`nav[aria-label="${label}"] a`, (els) => els.map((a) => a.textContent?.trim()))
}

/** The candidate profile's tabs for provider staff; with `delete-candidates` (the administrator) also Close profile. */
export const STAFF_PROFILE_TABS = ['Profile', 'Internal', 'Interviews', 'History', 'Messages', 'Schedule']
export const ADMIN_PROFILE_TABS = [...STAFF_PROFILE_TABS, 'Close profile']

/** The current tab's text in a tab bar (a `nav` with aria-label `label`). */
export async function currentTab(page: Page, label: string): Promise<string | undefined> {
  return page.$eval(`nav[aria-label="${label}"] a[aria-current="page"]`, (a) => a.textContent?.trim())
}

/**
 * The enabled button whose text or aria-label reads `label`. (XPath, not `::-p-aria`: with
 * Debian's Chromium the ARIA query handler matches every node.)
 */
export async function button(page: Page, label: string, timeoutMs = 15_000): Promise<ElementHandle<Element>> {
  const quoted = JSON.stringify(label)
  const handle = await page
    .waitForSelector(`xpath/.//button[(normalize-space()=${quoted} or @aria-label=${quoted}) and not(@disabled)]`, {
      timeout: timeoutMs,
      visible: true,
    })
    .catch(() => null)
  if (!handle) throw new Error(`No button "${label}"`)
  return handle
}

export async function clickButton(page: Page, label: string) {
  const b = await button(page, label)
  await b.click()
}

/** The open dialog (the last one). */
export async function dialog(page: Page): Promise<ElementHandle<Element>> {
  await page.waitForSelector('[role="dialog"]')
  const all = await page.$$('[role="dialog"]')
  return all[all.length - 1]!
}

export async function waitForNoDialog(page: Page) {
  await page.waitForSelector('[role="dialog"]', { hidden: true })
}

/** Replaces a field's value (input, textarea) by typing, so React sees it. */
export async function fill(page: Page, selector: string, value: string) {
  const el = await page.waitForSelector(selector)
  await el!.click({ count: 3 })
  await page.evaluate((s: string) => {
    const field = document.querySelector(s) as HTMLInputElement | HTMLTextAreaElement | null
    if (field) field.select?.()
  }, selector)
  await page.keyboard.press('Backspace')
  if (!value) return
  await el!.type(value)
  // A loaded machine can drop a synthetic keystroke; type once more rather than test the CDP.
  const typed = await page.$eval(selector, (f) => (f as HTMLInputElement).value).catch(() => value)
  if (typed === value) return
  await el!.click({ count: 3 })
  await page.$eval(selector, (f) => (f as HTMLInputElement).select?.())
  await page.keyboard.press('Backspace')
  await el!.type(value)
}

/**
 * Follows a header link as a person does: a link inside a closed menu (the administrator's Admin
 * menu) is reached by opening that menu first.
 */
export async function clickNavLink(page: Page, href: string) {
  const link = `#shell-nav a[href="${href}"]`
  await page.waitForSelector(link)
  const toggle = await page.$eval(link, (a) => {
    const panel = a.closest('.nav-group-panel') as HTMLElement | null
    return panel?.hidden ? `#shell-nav button[aria-controls="${panel.id}"]` : null
  })
  if (toggle) {
    await page.$eval(toggle, (b) => (b as HTMLButtonElement).click())
    await page.waitForSelector(`${link}`, { visible: true })
  }
  await page.click(link)
}

/**
 * Follows a link to `path` by clicking the link the page shows now: a page may re-render after its
 * data arrives and replace the link between finding it and a mouse click, which is then lost (and
 * waiting for the network to settle first can itself time out while a loaded server is slow). The
 * current link is clicked until the route changes.
 */
export async function followLink(page: Page, link: string, path: string) {
  await page.waitForSelector(link)
  await until(`the route ${path}`, async () => {
    if (new URL(page.url()).pathname === path) return true
    await page.$eval(link, (a) => (a as HTMLAnchorElement).click()).catch(() => undefined)
    return undefined
  })
}

/** What `probe` answers once it answers something (server-side effects: outbox, workers). */
export async function until<T>(what: string, probe: () => T | undefined | Promise<T | undefined>, timeoutMs = 30_000) {
  const end = Date.now() + timeoutMs
  for (;;) {
    const found = await probe()
    if (found !== undefined) return found
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 250))
  }
}

/**
 * Records the text of every toast the tab shows from now on, on this page and the ones it loads
 * next: a toast leaves after 5 s (sooner when newer ones push it out), so a wait that starts late
 * under load would miss one that did show. `waitForToast` then waits for one among them.
 */
export async function watchToasts(page: Page) {
  const watch = () => {
    const w = window as unknown as { __toastsSeen?: string[] }
    if (w.__toastsSeen) return
    const seen: string[] = []
    w.__toastsSeen = seen
    const record = () => {
      for (const t of document.querySelectorAll('.toast')) {
        const text = t.textContent ?? ''
        if (!seen.includes(text)) seen.push(text)
      }
    }
    new MutationObserver(record).observe(document, { childList: true, subtree: true, characterData: true })
    record()
  }
  await page.evaluateOnNewDocument(watch)
  await page.evaluate(watch)
}

/** Waits until a toast watched by `watchToasts` showed `text`. */
export async function waitForToast(page: Page, text: string) {
  await until(`a toast "${text}"`, async () => {
    const seen = await page.evaluate(() => (window as unknown as { __toastsSeen?: string[] }).__toastsSeen ?? [])
    return seen.some((t) => t.includes(text)) || undefined
  })
}

/** Sets a date input (typing into date inputs depends on the locale). */
export async function setDate(page: Page, selector: string, isoDate: string) {
  await page.$eval(
    selector,
    (el, v) => {
      const input = el as HTMLInputElement
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!
      setter.call(input, v)
      input.dispatchEvent(new Event('input', { bubbles: true }))
      input.dispatchEvent(new Event('change', { bubbles: true }))
    },
    isoDate,
  )
}

/** The messages of the invalid fields in a container (error text tied with aria-describedby). */
export async function fieldErrors(page: Page, container = '[role="dialog"]'): Promise<Record<string, string>> {
  return page.$$eval(`${container} [aria-invalid="true"]`, (els) =>
    Object.fromEntries(
      els.map((el) => {
        const name = el.getAttribute('name') ?? el.getAttribute('data-name') ?? el.id
        const ids = (el.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean)
        const text = ids
          .map((id) => document.getElementById(id))
          .filter((n) => n?.classList.contains('field-error'))
          .map((n) => n!.textContent?.trim())
          .join(' ')
        return [name, text]
      }),
    ),
  )
}

export interface AxeViolation {
  id: string
  impact: string | null
  help: string
  nodes: string[]
}

/** axe-core on the page as it is now: the serious and critical violations. */
export async function seriousA11yViolations(page: Page): Promise<AxeViolation[]> {
  const present = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe !== 'undefined')
  // evaluated through the DevTools protocol: the app's CSP refuses an injected <script> tag
  if (!present) await page.evaluate(readFileSync(AXE_PATH, 'utf8'))
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: unknown[] }> } }
    ).axe
    const result = await axe.run(document, { resultTypes: ['violations'] })
    return (
      result.violations as { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[]
    ).map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5),
    }))
  })
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
}

/** The document does not scroll sideways at the current width. */
export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
}

/** Waits until the focused element matches `selector`: apps move focus an effect or a frame after a render. */
export async function waitForFocus(page: Page, selector: string, timeoutMs = 10_000) {
  await page
    .waitForFunction((s: string) => document.activeElement?.matches(s) ?? false, { timeout: timeoutMs }, selector)
    .catch(async () => {
      const at = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200)).catch(() => '?')
      throw new Error(`The focus never reached ${selector}; it is on ${at}`)
    })
}

/** Whether focus is inside the open dialog. */
export const focusInDialog = (page: Page) =>
  page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))

export async function closeTab(tab: UserTab) {
  await tab.context.close().catch(() => {})
}

/** Focuses a star group's first radio and moves with the keyboard to `stars` (Space picks 1, each → adds one). */
export async function rateWithKeyboard(page: Page, group: string, stars: number, from = 0) {
  const radios = await page.$$(`[data-stars="${group}"] input[type="radio"]`)
  expect(radios).toHaveLength(5)
  if (from === 0) {
    await radios[0]!.focus()
    await page.keyboard.press('Space')
    for (let i = 1; i < stars; i++) await page.keyboard.press('ArrowRight')
  } else {
    await radios[from - 1]!.focus()
    for (let i = from; i > stars; i--) await page.keyboard.press('ArrowLeft')
    for (let i = from; i < stars; i++) await page.keyboard.press('ArrowRight')
  }
  const checked = await page.$$eval(`[data-stars="${group}"] input[type="radio"]`, (els) =>
    els.findIndex((e) => (e as HTMLInputElement).checked),
  )
  expect(checked + 1).toBe(stars)
}
