/**
 * `npm run extension:zip`: a store-ready package. Its manifest carries the repository's version,
 * it holds no source map and no path of the machine that built it, and unpacked it loads in
 * Chromium (its service worker starts).
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { unzipSync } from 'fflate'
import { afterAll, describe, expect, it } from 'vitest'
import { buildExtensionZip, packageProblems } from '../../../scripts/extension-zip'
import { launchBrowser, REPO_ROOT } from './browser'

const unpacked = mkdtempSync(join(tmpdir(), 'quota-extension-zip-'))
afterAll(() => rmSync(unpacked, { recursive: true, force: true }))

describe('the store package', () => {
  it('finds a source map and a machine path (the check can fail)', () => {
    expect(
      packageProblems(
        [
          { name: 'a.js.map', text: '{}' },
          { name: 'b.js', text: 'x//# sourceMappingURL=b.js.map' },
          { name: 'c.js', text: 'throw new Error("/home/dev/quota/src/c.ts")' },
        ],
        ['/home/dev/quota'],
      ),
    ).toEqual(['a.js.map: a source map', 'b.js: links a source map', 'c.js: names /home/dev/quota'])
  })

  it('is built with the repository’s version, clean, and loads in Chromium', async () => {
    const zip = buildExtensionZip()
    const files = unzipSync(new Uint8Array(readFileSync(zip)))
    const manifest = JSON.parse(new TextDecoder().decode(files['manifest.json'])) as Record<string, unknown>
    const { version } = JSON.parse(readFileSync(join(REPO_ROOT, 'extension', 'package.json'), 'utf8')) as {
      version: string
    }
    expect(manifest.version).toBe(version)
    expect(zip.endsWith(`quota-extension-${version}.zip`)).toBe(true)
    expect(Object.keys(files).filter((f) => f.endsWith('.map'))).toEqual([])
    expect(manifest.web_accessible_resources).toBeUndefined()
    for (const [name, bytes] of Object.entries(files)) {
      mkdirSync(dirname(join(unpacked, name)), { recursive: true })
      writeFileSync(join(unpacked, name), bytes)
    }
    const session = await launchBrowser({ baseUrl: 'http://127.0.0.1:9', extensions: [unpacked] })
    try {
      const worker = await session.browser.waitForTarget(
        (t) => t.type() === 'service_worker' && t.url().startsWith('chrome-extension://'),
        { timeout: 20_000 },
      )
      expect(worker.url()).toMatch(/\/service-worker-loader\.js$/)
    } finally {
      await session.close()
    }
  }, 120_000)
})
