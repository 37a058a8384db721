/**
 * The web app's shell in a real browser, without the API: web/dist served by a tiny static
 * server whose API answers "not signed in" (GET auth/session; 401 on /api/users/me). Checks routing,
 * guards for a visitor, titles, the login form's accessibility, the 375 px layout, the dialog's
 * focus handling, the form-changed warning and the initial JavaScript budget.
 * API-backed journeys per role live in their own files once the API is up.
 */
import type { Page } from 'puppeteer-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type BrowserSession, launchBrowser, MOBILE, textOf, waitForTitle, waitForUrl } from './browser'
import { measureInitialJs } from './bundle-size'
import { ensureWebBuild, type StaticServer, serveWebDist, WEB_DIST } from './static-server'

const INITIAL_JS_BUDGET_GZIP = 170 * 1024

describe('web shell (no session)', () => {
  let server: StaticServer
  let session: BrowserSession

  beforeAll(async () => {
    ensureWebBuild()
    server = serveWebDist({
      api: (_request, url) => {
        if (url.pathname === '/api/auth/session') return Response.json({ data: { signedIn: false } })
        if (url.pathname === '/api/users/me') {
          return Response.json(
            {
              error: { code: 'UNAUTHORIZED', message: 'User session expired, Please login again.', requestId: 'test' },
            },
            { status: 401 },
          )
        }
        return undefined
      },
    })
    session = await launchBrowser({ baseUrl: server.url })
  }, 120_000)

  afterAll(async () => {
    await session?.close()
    await server?.stop()
  })

  const pathOf = (page: Page) => {
    const u = new URL(page.url())
    return u.pathname + u.search
  }

  test('the root sends a visitor to login with returnUrl and retryAttempt=1', async () => {
    const page = await session.open('/')
    expect(await waitForUrl(page, (p) => p.startsWith('/auth/login'))).toBe('/auth/login?returnUrl=%2F&retryAttempt=1')
    expect(await waitForTitle(page, 'Sign in | Quota')).toBe('Sign in | Quota')
    // the visitor has no session: the app asks auth/session (200) and never users/me (a 401 in the console)
    expect(server.requests).toContain('GET /api/auth/session')
    expect(server.requests.filter((r) => r.startsWith('GET /api/users/me'))).toEqual([])
    expect(session.errors.get(page)).toEqual([])
    await session.screenshot(page, 'web-shell-login-desktop')
    await page.close()
  })

  test('a deep link keeps its path and query, and the retry counter grows by 1 on each retry', async () => {
    const page = await session.open('/candidate/list?tab=hidden')
    expect(await waitForUrl(page, (p) => p.startsWith('/auth/login'))).toBe(
      '/auth/login?returnUrl=%2Fcandidate%2Flist%3Ftab%3Dhidden&retryAttempt=1',
    )
    await session.goto(page, '/admin/users')
    expect(await waitForUrl(page, (p) => p.startsWith('/auth/login'))).toBe(
      '/auth/login?returnUrl=%2Fadmin%2Fusers&retryAttempt=2',
    )
    await page.close()
  })

  test('the login form has labelled inputs, a remember-me box and shows field errors', async () => {
    const page = await session.open('/auth/login')
    await page.waitForSelector('form[aria-label="Sign in"]')
    const fields = await page.$$eval('form input', (inputs) =>
      inputs.map((i) => ({
        name: i.getAttribute('name'),
        type: i.getAttribute('type'),
        label: (i as HTMLInputElement).labels?.[0]?.textContent?.replace('*', '').trim() ?? null,
      })),
    )
    expect(fields).toEqual([
      { name: 'email', type: 'email', label: 'Email' },
      { name: 'password', type: 'password', label: 'Password' },
      { name: 'rememberMe', type: 'checkbox', label: 'Remember me' },
    ])
    // Submitting empty marks both fields invalid, with their messages tied to them.
    await page.click('button[type="submit"]')
    await page.waitForSelector('input[name="email"][aria-invalid="true"]')
    const described = await page.$eval('input[name="email"]', (i) => {
      const ids = (i.getAttribute('aria-describedby') ?? '').split(' ')
      return ids.map((id) => document.getElementById(id)?.textContent).join(' ')
    })
    expect(described).toContain('This field is required.')
    expect(await page.$eval('input[name="password"]', (i) => i.getAttribute('aria-invalid'))).toBe('true')
    // The forgot-password link carries the typed e-mail.
    await page.type('input[name="email"]', 'someone@example.com')
    await page.click('a[href^="/auth/forgot-password"]')
    expect(await waitForUrl(page, (p) => p.startsWith('/auth/forgot-password'))).toBe(
      '/auth/forgot-password?email=someone%40example.com',
    )
    expect(await waitForTitle(page, 'Forgot password | Quota')).toBe('Forgot password | Quota')
    expect(await page.$eval('input[name="email"]', (i) => (i as HTMLInputElement).value)).toBe('someone@example.com')
    await page.close()
  })

  test('an unknown path shows Page Not Found with a Go Back button to login', async () => {
    const page = await session.open('/no/such/page')
    expect(await textOf(page, 'h1')).toBe('Page Not Found')
    expect(await waitForTitle(page, 'Page Not Found | Quota')).toBe('Page Not Found | Quota')
    await session.screenshot(page, 'web-shell-not-found')
    const [button] = await page.$$('xpath/.//button[normalize-space()="Go Back"]')
    expect(button).toBeTruthy()
    await button!.click()
    expect(await waitForUrl(page, (p) => p.startsWith('/auth/login'))).toBe('/auth/login')
    await page.close()
  })

  test('/error shows Something Bad Happened', async () => {
    const page = await session.open('/error')
    expect(await textOf(page, 'h1')).toBe('Something Bad Happened')
    expect(await waitForTitle(page, 'Something Bad Happened | Quota')).toBe('Something Bad Happened | Quota')
    await page.close()
  })

  test('every screen a visitor can reach has a title ending in "| Quota"', async () => {
    const page = await session.open('/auth/login')
    const titles: Record<string, string> = {}
    for (const path of [
      '/auth/login',
      '/auth/signup/step-1',
      '/auth/verify-account?email=a%40b.co',
      '/auth/forgot-password',
      '/auth/reset-password?token=abc',
      '/public/terms-of-use',
      '/error',
      '/missing',
    ]) {
      await session.goto(page, path)
      await page.waitForFunction(() => document.title.endsWith('| Quota'), { timeout: 10_000 })
      titles[path] = await page.title()
    }
    expect(titles).toEqual({
      '/auth/login': 'Sign in | Quota',
      '/auth/signup/step-1': 'Sign up | Quota',
      '/auth/verify-account?email=a%40b.co': 'Verify account | Quota',
      '/auth/forgot-password': 'Forgot password | Quota',
      '/auth/reset-password?token=abc': 'Reset password | Quota',
      '/public/terms-of-use': 'Terms of use | Quota',
      '/error': 'Something Bad Happened | Quota',
      '/missing': 'Page Not Found | Quota',
    })
    await page.close()
  })

  test('development-only routes redirect to the root in a production build', async () => {
    const page = await session.open('/dev/ui')
    expect(await waitForUrl(page, (p) => p.startsWith('/auth/login'))).toBe('/auth/login?returnUrl=%2F&retryAttempt=1')
    await page.close()
  })

  test('login and sign-up fit a 375 px screen without sideways scrolling', async () => {
    for (const [path, name] of [
      ['/auth/login', 'web-shell-login-375'],
      ['/auth/signup/step-1', 'web-shell-signup-375'],
    ] as const) {
      const page = await session.open(path, { viewport: MOBILE })
      await page.waitForSelector('form')
      const { scrollWidth, clientWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
      }))
      expect(clientWidth).toBe(375)
      expect(scrollWidth).toBeLessThanOrEqual(clientWidth)
      await session.screenshot(page, name)
      await page.close()
    }
  })

  test('the terms dialog traps focus, closes on Escape and gives focus back', async () => {
    const page = await session.open('/auth/signup/step-1')
    const opener = await page.waitForSelector('xpath/.//button[normalize-space()="Terms and Conditions"]')
    await opener!.click()
    await page.waitForSelector('[role="dialog"][aria-modal="true"]')
    expect(await textOf(page, '[role="dialog"] h2')).toBe('Terms and Conditions')
    const focusInDialog = () => page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))
    expect(await focusInDialog()).toBe(true)
    await session.screenshot(page, 'web-shell-terms-dialog')
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab')
      expect(await focusInDialog()).toBe(true)
    }
    await page.keyboard.down('Shift')
    await page.keyboard.press('Tab')
    await page.keyboard.up('Shift')
    expect(await focusInDialog()).toBe(true)
    await page.keyboard.press('Escape')
    await page.waitForSelector('[role="dialog"]', { hidden: true })
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Terms and Conditions')
    // "I Agree" ticks the box.
    await opener!.click()
    const agree = await page.waitForSelector('xpath/.//button[normalize-space()="I Agree"]')
    await agree!.click()
    await page.waitForSelector('[role="dialog"]', { hidden: true })
    expect(await page.$eval('input[name="acceptTerms"]', (i) => (i as HTMLInputElement).checked)).toBe(true)
    await page.close()
  })

  test('leaving a modified sign-up form asks first; Stay keeps the form', async () => {
    const page = await session.open('/auth/signup/step-1')
    await page.type('input[name="firstName"]', 'Ada')
    await page.click('a[href="/auth/login"]')
    await page.waitForSelector('[role="dialog"]')
    expect(await textOf(page, '[role="dialog"] h2')).toBe('Unsaved changes')
    const stay = await page.waitForSelector('xpath/.//button[normalize-space()="Stay"]')
    await stay!.click()
    await page.waitForSelector('[role="dialog"]', { hidden: true })
    expect(pathOf(page)).toBe('/auth/signup/step-1')
    expect(await page.$eval('input[name="firstName"]', (i) => (i as HTMLInputElement).value)).toBe('Ada')
    await page.click('a[href="/auth/login"]')
    const leave = await page.waitForSelector('xpath/.//button[normalize-space()="Leave page"]')
    await leave!.click()
    expect(await waitForUrl(page, (p) => p === '/auth/login')).toBe('/auth/login')
    await page.close()
  })

  test('sign-up checks names, e-mail, password length and match, and the phone', async () => {
    const page = await session.open('/auth/signup/step-1')
    await page.type('input[name="firstName"]', 'Ada<')
    await page.type('input[name="email"]', 'not-an-email')
    await page.type('input[name="phone"]', '12')
    await page.type('input[name="password"]', 'short')
    await page.type('input[name="confirmPassword"]', 'other')
    await page.click('button[type="submit"]')
    await page.waitForSelector('[aria-invalid="true"]')
    const errors = await page.$$eval('.field-error', (els) => els.map((e) => e.textContent))
    expect(errors).toEqual([
      'Name must not contain any of these characters: < > : / ! $ @ ( ) ;',
      'This field is required.',
      'Please enter a valid email address.',
      'Please enter a valid US phone number (10 digits).',
      'Password must be at least 8 characters.',
      'Passwords do not match.',
      'Please accept the Terms and Conditions.',
    ])
    expect(session.errors.get(page)?.filter((e) => e.startsWith('pageerror'))).toEqual([])
    await page.close()
  })

  test(`the initial JavaScript stays within ${INITIAL_JS_BUDGET_GZIP / 1024} KB gzipped`, () => {
    const initial = measureInitialJs(WEB_DIST)
    expect(initial.files.length).toBeGreaterThan(0)
    expect(initial.gzipBytes).toBeLessThanOrEqual(INITIAL_JS_BUDGET_GZIP)
    // Areas are lazy: no area chunk is part of the first download.
    expect(
      initial.files.map((f) => f.file).filter((f) => /\/(auth|candidates|company|comp-engine|admin)-/.test(f)),
    ).toEqual([])
  })
})
