/**
 * The extension's size budget (issue 15): what runs on a profile page, the one self-contained
 * script the background worker registers there (background/profile-script.ts), at most 30 KB
 * gzipped; and nothing of the extension is web-accessible (issue 35: no site can tell it is
 * installed by fetching its files). Measured on the built extension/dist.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { ensureExtensionBuild } from './extension-build'

const CONTENT_SCRIPT_BUDGET_GZIP = 30 * 1024

describe('extension size budget', () => {
  it('the profile-page script loads at most 30 KB gzipped, and nothing is web-accessible', () => {
    const dist = ensureExtensionBuild()
    const manifest = JSON.parse(readFileSync(join(dist, 'manifest.json'), 'utf8')) as Record<string, unknown>
    expect(manifest.web_accessible_resources).toBeUndefined()
    expect(manifest.content_scripts).toBeUndefined()
    // the file the background worker registers on the site, as its built code names it
    const worker = readdirSync(join(dist, 'assets'))
      .filter((f) => f.endsWith('.js'))
      .map((f) => readFileSync(join(dist, 'assets', f), 'utf8'))
      .find((code) => code.includes('quota-profile'))
    const file = worker?.match(/src\/content\/[\w.-]+\.js/)?.[0]
    expect(file).toBeDefined()
    const gzip = gzipSync(readFileSync(join(dist, file!)), { level: 9 }).length
    console.info(`extension profile-page script ${file}: ${(gzip / 1024).toFixed(1)} KB gzipped`)
    expect(gzip).toBeLessThanOrEqual(CONTENT_SCRIPT_BUDGET_GZIP)
  })
})
