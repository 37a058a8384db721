/**
 * `bun run bench extension-overlay`: how long after the profile heading appears the extension's
 * overlay shows the matched candidate (issue 15 budget: ≤ 300 ms, warm). In Chromium
 * (puppeteer-core) with the built unpacked extension signed in to the real API; the profile site
 * is answered from the extension's fixture page (request interception), the profile's URL being
 * a demo candidate's. t0 is the first animation frame in which the page's heading is in the DOM
 * (a main-world observer installed before the page's own scripts); t1 is the first frame in
 * which the overlay's (closed) shadow root shows the candidate's name, seen from the extension's
 * own world (a frame loop installed there as soon as its content script's world exists). One cold
 * load (worker started, first match), then BENCH_ROUNDS warm reloads; median and max. Then the
 * site's in-page moves between profiles, timed from the move to the overlay's answer.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { DEMO, DEMO_PASSWORD, startApiServer } from '../e2e/api-server'
import { launchBrowser } from '../e2e/browser'
import { EXTENSION_DIR, ensureExtensionBuild } from '../e2e/extension-build'
import { evaluateInExtension } from '../e2e/extension-world'

const BUDGET_MS = 300
const PROFILE = 'https://www.linkedin.com/in/morgan-lee-bench/'
const fixture = (name: string) => readFileSync(join(EXTENSION_DIR, 'src', 'site', 'fixtures', name), 'utf8')
const FIXTURE = fixture('profile-a.html')
/** An unknown person the in-page moves alternate with (the site's usual navigation between profiles). */
const OTHER_PATH = '/in/dana-quinn-bench/'
const OTHER_FIXTURE = fixture('profile-b.html')

/** Main world: the site's in-page move (address and content change in one task); its time. */
function move(path: string, html: string): number {
  const next = new DOMParser().parseFromString(html, 'text/html')
  history.pushState({}, '', path)
  document.querySelector('main')!.replaceWith(next.querySelector('main')!)
  return performance.now()
}

/** Runs in the page's main world before its scripts: the frames the heading and the overlay's candidate appear in. */
function observeFrames() {
  const marks: { heading?: number } = {}
  ;(window as unknown as { bench: typeof marks }).bench = marks
  const frame = () => {
    if (document.querySelector('h1')) marks.heading = performance.now()
    else requestAnimationFrame(frame)
  }
  requestAnimationFrame(frame)
}

/** In the extension's world: the first frame its overlay shows `selector` (a promise of that time). */
const OVERLAY_FRAME = (selector: string) => `new Promise((resolve) => {
  const frame = () => {
    const root = globalThis.quotaOverlayRoot
    if (root?.host.isConnected && root.querySelector(${JSON.stringify(selector)})) resolve(performance.now())
    else requestAnimationFrame(frame)
  }
  frame()
})`

async function tokenOf(apiUrl: string, email: string) {
  const res = await fetch(`${apiUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD, session: 'token' }),
  })
  if (!res.ok) throw new Error(`login: ${res.status} ${await res.text()}`)
  return ((await res.json()) as { data: { accessToken: string } }).data.accessToken
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b)
  const m = Math.floor(s.length / 2)
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2
}

export interface OverlayTiming {
  coldMs: number
  warmMedianMs: number
  warmMaxMs: number
  /** In-page moves (address and content together), to a known and to an unknown person. */
  moveMedianMs: number
  moveMaxMs: number
}

export async function extensionOverlay({ rounds }: { rounds: number }): Promise<OverlayTiming> {
  const dist = ensureExtensionBuild()
  const server = await startApiServer()
  const session = await launchBrowser({ baseUrl: server.url, extensions: [dist] })
  try {
    // the demo candidate's profile URL is the benchmark's profile (matched by URL)
    const candidate = await tokenOf(server.url, DEMO.candidate)
    const set = await fetch(`${server.url}/api/candidates/linkedin-url`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${candidate}` },
      body: JSON.stringify({ linkedInProfileUrl: PROFILE }),
    })
    if (!set.ok) throw new Error(`linkedin-url: ${set.status} ${await set.text()}`)

    // point the extension at this server and sign it in, from its own popup page
    const worker = await session.browser.waitForTarget(
      (t) => t.type() === 'service_worker' && t.url().startsWith('chrome-extension://'),
      { timeout: 20_000 },
    )
    const popup = await session.browser.newPage()
    await popup.goto(`chrome-extension://${new URL(worker.url()).host}/src/popup/index.html`)
    const signedIn = await popup.evaluate(
      async (apiOrigin: string, email: string, password: string) => {
        // biome-ignore lint/suspicious/noExplicitAny: the extension API of the popup's global scope
        const ext = (globalThis as any).chrome
        const { settings } = await ext.storage.local.get('settings')
        await ext.storage.local.set({ settings: { ...(settings ?? { version: 1 }), apiOrigin, overlayClosed: {} } })
        return ext.runtime.sendMessage({ type: 'signIn', input: { email, password } })
      },
      server.url,
      DEMO.recruiter,
      DEMO_PASSWORD,
    )
    if (!(signedIn as { ok?: boolean }).ok) throw new Error(`extension sign-in: ${JSON.stringify(signedIn)}`)
    await popup.close()

    const page = await session.browser.newPage()
    await page.setRequestInterception(true)
    page.on('request', (request) => {
      if (new URL(request.url()).host !== 'www.linkedin.com') return void request.continue()
      const body = new URL(request.url()).pathname === OTHER_PATH ? OTHER_FIXTURE : FIXTURE
      void request.respond({ status: 200, contentType: 'text/html; charset=utf-8', body })
    })
    await page.evaluateOnNewDocument(observeFrames)
    // the overlay's frame loop goes into the extension's world as soon as that world exists
    const cdp = await page.createCDPSession()
    let shown: Promise<number> | null = null
    cdp.on('Runtime.executionContextCreated', ({ context }) => {
      const aux = context.auxData as { type?: string; isDefault?: boolean } | undefined
      if (aux?.type !== 'isolated' || !context.origin.startsWith('chrome-extension://')) return
      shown = cdp
        .send('Runtime.evaluate', {
          expression: OVERLAY_FRAME('[data-quota="candidate-name"]'),
          contextId: context.id,
          awaitPromise: true,
          returnByValue: true,
        })
        .then(({ result }) => result.value as number)
    })
    await cdp.send('Runtime.enable')
    const once = async () => {
      shown = null
      await page.goto(PROFILE, { waitUntil: 'domcontentloaded' })
      for (let i = 0; !shown && i < 300; i++) await new Promise((r) => setTimeout(r, 100))
      if (!shown) throw new Error('the extension never ran on the profile page')
      const overlay = await shown
      const b = await page.evaluate(() => (window as unknown as { bench: { heading: number } }).bench)
      return overlay - b.heading
    }
    const timeMove = async (path: string, html: string, selector: string) => {
      const frame = evaluateInExtension<number>(page, OVERLAY_FRAME(selector))
      const t0 = await page.evaluate(move, path, html)
      const t1 = await frame
      if (t1 === undefined) throw new Error(`no overlay world for ${path}`)
      return t1 - t0
    }
    const coldMs = await once()
    const warm: number[] = []
    for (let i = 0; i < rounds; i++) warm.push(await once())
    // the site's own navigation: alternate between the known profile and an unknown one in place
    const moves: number[] = []
    const known = new URL(PROFILE).pathname
    for (let i = 0; i < rounds; i++) {
      moves.push(await timeMove(OTHER_PATH, OTHER_FIXTURE, '[data-quota="add-form"]'))
      moves.push(await timeMove(known, FIXTURE, '[data-quota="candidate-name"]'))
    }
    return {
      coldMs,
      warmMedianMs: median(warm),
      warmMaxMs: Math.max(...warm),
      moveMedianMs: median(moves),
      moveMaxMs: Math.max(...moves),
    }
  } finally {
    await session.close()
    await server.stop()
  }
}

export function printExtensionOverlay(r: OverlayTiming) {
  const verdict = r.warmMedianMs <= BUDGET_MS ? 'meets' : 'OVER'
  console.log('\nextension-overlay (Chromium, loaded extension, fixture profile page → overlay shows the match)')
  console.log(
    `  warm median ${r.warmMedianMs.toFixed(1)} ms (max ${r.warmMaxMs.toFixed(1)}), cold ${r.coldMs.toFixed(1)} ms  (budget ≤ ${BUDGET_MS} ms warm: ${verdict})`,
  )
  const moves = r.moveMedianMs <= BUDGET_MS ? 'meets' : 'OVER'
  console.log(
    `  in-page moves median ${r.moveMedianMs.toFixed(1)} ms (max ${r.moveMaxMs.toFixed(1)})  (budget ≤ ${BUDGET_MS} ms: ${moves})`,
  )
}
