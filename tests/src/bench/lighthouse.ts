/**
 * Lighthouse (mobile, its default simulated throttling) on the pages issue 20 names: sign-in for a
 * visitor and the recruiter's candidate list. Target ≥ 90 performance on both. The real API with
 * demo data serves the built web app; Debian's Chromium runs the audit (nothing is downloaded).
 * Scores move with machine load (Lighthouse scales the CPU work it observes): run it quiet.
 */
import lighthouse from 'lighthouse'
import puppeteer, { type Browser } from 'puppeteer-core'
import { DEMO, DEMO_PASSWORD, freePort, startApiServer } from '../e2e/api-server'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../e2e/browser'

export interface LighthouseFigure {
  page: string
  performance: number
  accessibility: number
  bestPractices: number
  /** The metrics behind the performance score, in ms (CLS unitless). */
  metrics: Record<string, number>
  unusedJsKb: number
  /** What moved: the largest layout shifts' elements (to find a CLS cause). */
  shifts: string[]
}

const PAGES = [
  { name: 'sign-in (visitor)', path: '/auth/login', signedIn: false },
  { name: 'candidate list (recruiter)', path: '/candidate/list', signedIn: true },
] as const

export async function lighthouseScores(): Promise<LighthouseFigure[]> {
  const server = await startApiServer()
  const port = await freePort()
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_FLAGS, `--remote-debugging-port=${port}`],
  })
  try {
    const figures: LighthouseFigure[] = []
    for (const target of PAGES) {
      if (target.signedIn) await signIn(browser, server.url)
      const run = await lighthouse(`${server.url}${target.path}`, {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
        // the session cookie lives in the browser: the audit must not wipe it
        disableStorageReset: true,
      })
      if (!run) throw new Error(`Lighthouse gave no result for ${target.path}`)
      const { categories, audits } = run.lhr
      const metric = (id: string) => Math.round(Number(audits[id]?.numericValue ?? Number.NaN))
      figures.push({
        page: target.name,
        performance: Math.round((categories.performance?.score ?? 0) * 100),
        accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
        bestPractices: Math.round((categories['best-practices']?.score ?? 0) * 100),
        metrics: {
          FCP: metric('first-contentful-paint'),
          LCP: metric('largest-contentful-paint'),
          TBT: metric('total-blocking-time'),
          SI: metric('speed-index'),
          CLS: Number(audits['cumulative-layout-shift']?.numericValue ?? 0),
        },
        unusedJsKb: Math.round(savingsBytes(audits['unused-javascript']?.details) / 1024),
        shifts: shiftedNodes(audits['layout-shifts']?.details),
      })
    }
    return figures
  } finally {
    await browser.close().catch(() => {})
    await server.stop()
  }
}

async function signIn(browser: Browser, baseUrl: string) {
  const page = await browser.newPage()
  await page.goto(`${baseUrl}/auth/login`, { waitUntil: 'networkidle0' })
  await page.type('input[name="email"]', DEMO.recruiter)
  await page.type('input[name="password"]', DEMO_PASSWORD)
  await page.click('form[aria-label="Sign in"] button[type="submit"]')
  await page.waitForFunction(() => !location.pathname.startsWith('/auth/'), { timeout: 20_000 })
  const agree = await page
    .waitForSelector('xpath/.//button[normalize-space()="I Agree"]', { timeout: 5_000 })
    .catch(() => null)
  if (agree) {
    await agree.click()
    await page.waitForSelector('[role="dialog"]', { hidden: true })
    await page.waitForNetworkIdle({ idleTime: 300 })
  }
  await page.close()
}

export function printLighthouse(figures: readonly LighthouseFigure[]) {
  console.log('\nlighthouse (mobile, simulated throttling; target performance ≥ 90)')
  for (const f of figures) {
    const verdict = f.performance >= 90 ? 'meets' : 'BELOW'
    const m = f.metrics
    console.log(
      `  ${f.page.padEnd(28)} performance ${String(f.performance).padStart(3)} (${verdict})  a11y ${f.accessibility}  best practices ${f.bestPractices}`,
    )
    for (const shift of f.shifts) console.log(`    shifted: ${shift}`)
    console.log(
      `    FCP ${m.FCP} ms, LCP ${m.LCP} ms, TBT ${m.TBT} ms, SI ${m.SI} ms, CLS ${m.CLS?.toFixed(3)}; unused JS ${f.unusedJsKb} KB`,
    )
  }
}

/** An opportunity audit's bytes to save (its details say them; other detail kinds do not). */
const savingsBytes = (details: unknown) =>
  Number((details as { overallSavingsBytes?: number } | undefined)?.overallSavingsBytes ?? 0)

/** The layout-shift audit's items as "score selector" lines, largest first. */
function shiftedNodes(details: unknown): string[] {
  const items = (details as { items?: { score?: number; node?: { selector?: string; snippet?: string } }[] })?.items
  return (items ?? [])
    .slice(0, 5)
    .map((i) => `${(i.score ?? 0).toFixed(3)} ${i.node?.selector ?? ''} ${i.node?.snippet?.slice(0, 80) ?? ''}`)
}
