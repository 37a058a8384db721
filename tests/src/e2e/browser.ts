/**
 * Browser helper for end-to-end journeys: Debian's Chromium driven by puppeteer-core, headless,
 * with a fresh profile per launch, pages opened against a base URL, and screenshots saved to
 * test-artifacts/screenshots/ (gitignored).
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import puppeteer, { type Browser, type Page, type Viewport } from 'puppeteer-core'

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/** The machine has no internet: nothing in the browser may try to reach out. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

export const REPO_ROOT = resolve(import.meta.dirname, '../../..')
export const SCREENSHOT_DIR = join(REPO_ROOT, 'test-artifacts', 'screenshots')

export const DESKTOP: Viewport = { width: 1280, height: 800 }
export const MOBILE: Viewport = { width: 375, height: 740, isMobile: true, hasTouch: true, deviceScaleFactor: 2 }

export const hasChromium = () => existsSync(CHROMIUM_PATH)

export interface OpenOptions {
  viewport?: Viewport
  /** Fails the open when the page logs an uncaught error (default true). */
  failOnPageError?: boolean
}

export interface BrowserSession {
  browser: Browser
  baseUrl: string
  /** Uncaught page errors and console errors seen so far, per page. */
  errors: Map<Page, string[]>
  /** Opens `path` (relative to the base URL) in a new tab and waits for the network to settle. */
  open(path: string, options?: OpenOptions): Promise<Page>
  /** Navigates an open page to `path` (relative to the base URL). */
  goto(page: Page, path: string): Promise<void>
  /** Saves a full-page PNG as test-artifacts/screenshots/<name>.png and answers its path. */
  screenshot(page: Page, name: string): Promise<string>
  close(): Promise<void>
}

export async function launchBrowser({
  baseUrl,
  headless = true,
  extensions,
}: {
  baseUrl: string
  headless?: boolean
  /** Unpacked extensions (built folders) to load. */
  extensions?: string[]
}): Promise<BrowserSession> {
  if (!hasChromium()) throw new Error(`Chromium not found at ${CHROMIUM_PATH} (apt-get install -y chromium)`)
  const userDataDir = mkdtempSync(join(tmpdir(), 'quota-chromium-'))
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM_PATH,
    headless,
    args: [...CHROMIUM_FLAGS, `--user-data-dir=${userDataDir}`],
    defaultViewport: DESKTOP,
    ...(extensions?.length ? { enableExtensions: extensions } : {}),
  })
  const errors = new Map<Page, string[]>()
  const base = baseUrl.replace(/\/$/, '')

  const session: BrowserSession = {
    browser,
    baseUrl: base,
    errors,
    async open(path, options = {}) {
      const page = await browser.newPage()
      const seen: string[] = []
      errors.set(page, seen)
      page.on('pageerror', (error) => seen.push(`pageerror: ${(error as Error).message ?? String(error)}`))
      page.on('console', (message) => {
        if (message.type() === 'error') seen.push(`console: ${message.text()}`)
      })
      if (options.viewport) await page.setViewport(options.viewport)
      await session.goto(page, path)
      if (options.failOnPageError !== false) {
        const uncaught = seen.filter((e) => e.startsWith('pageerror'))
        if (uncaught.length) throw new Error(`Page errors on ${path}:\n${uncaught.join('\n')}`)
      }
      return page
    },
    async goto(page, path) {
      await page.goto(`${base}${path}`, { waitUntil: 'networkidle0', timeout: 20_000 })
    },
    async screenshot(page, name) {
      mkdirSync(SCREENSHOT_DIR, { recursive: true })
      const file = join(SCREENSHOT_DIR, `${name.replace(/[^a-z0-9._-]+/gi, '-')}.png`)
      await page.screenshot({ path: file as `${string}.png`, fullPage: true })
      return file
    },
    async close() {
      await browser.close().catch(() => {})
      rmSync(userDataDir, { recursive: true, force: true })
    },
  }
  return session
}

/** Waits until the page's URL (path + query) satisfies `predicate`; answers it. */
export async function waitForUrl(page: Page, predicate: (pathAndQuery: string) => boolean, timeoutMs = 10_000) {
  const started = Date.now()
  for (;;) {
    const url = new URL(page.url())
    const pathAndQuery = url.pathname + url.search
    if (predicate(pathAndQuery)) return pathAndQuery
    if (Date.now() - started > timeoutMs) throw new Error(`Timed out waiting for the URL; it is ${pathAndQuery}`)
    await new Promise((r) => setTimeout(r, 50))
  }
}

/** Waits until the document title equals `expected`; answers the title. */
export async function waitForTitle(page: Page, expected: string, timeoutMs = 10_000) {
  await page
    .waitForFunction((t: string) => document.title === t, { timeout: timeoutMs }, expected)
    .catch(async () => {
      throw new Error(`Timed out waiting for the title "${expected}"; it is "${await page.title()}"`)
    })
  return page.title()
}

/** Text of the first element matching `selector`, once it exists. */
export async function textOf(page: Page, selector: string, timeoutMs = 10_000) {
  const handle = await page.waitForSelector(selector, { timeout: timeoutMs })
  return (await handle!.evaluate((el) => el.textContent ?? '')).trim()
}
