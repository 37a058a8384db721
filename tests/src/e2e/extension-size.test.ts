/**
 * The extension's size budget (issue 15): what the content script loads on a profile page (the
 * manifest's loader and the modules it imports, the web-accessible resources) at most 30 KB
 * gzipped. Measured on the built extension/dist.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { ensureExtensionBuild } from './extension-build'

const CONTENT_SCRIPT_BUDGET_GZIP = 30 * 1024

interface Manifest {
  content_scripts: { js: string[] }[]
  web_accessible_resources?: { resources: string[] }[]
}

describe('extension size budget', () => {
  it('the content script loads at most 30 KB gzipped', () => {
    const dist = ensureExtensionBuild()
    const manifest = JSON.parse(readFileSync(join(dist, 'manifest.json'), 'utf8')) as Manifest
    const files = [
      ...manifest.content_scripts.flatMap((c) => c.js),
      ...(manifest.web_accessible_resources ?? []).flatMap((w) => w.resources).filter((r) => r.endsWith('.js')),
    ]
    const sizes = files.map((file) => ({ file, gzip: gzipSync(readFileSync(join(dist, file)), { level: 9 }).length }))
    const total = sizes.reduce((sum, f) => sum + f.gzip, 0)
    console.info(`extension content script: ${(total / 1024).toFixed(1)} KB gzipped`, sizes)
    expect(files.length).toBeGreaterThan(0)
    expect(total).toBeLessThanOrEqual(CONTENT_SCRIPT_BUDGET_GZIP)
  })
})
