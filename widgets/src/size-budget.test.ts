/**
 * The size budget of every served widget file, gzipped (issue 16 budgets): the loader at most
 * 5 KB, each widget at most 35 KB with its dependencies. Builds the bundles as production does.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildWidgets, ENTRIES } from '../build'
import { WIDGET_BUNDLES } from './loader/config'

const KB = 1024
export const BUDGETS: Record<keyof typeof ENTRIES, number> = {
  'loader.js': 5 * KB,
  'apply-form.js': 35 * KB,
  'hire-form.js': 35 * KB,
  'comp-engine.js': 35 * KB,
}

// its own folder: dist/ may be served meanwhile by a browser test's server
const OUT = mkdtempSync(join(tmpdir(), 'quota-widgets-size-'))
beforeAll(() => buildWidgets(OUT), 120_000)
afterAll(() => rmSync(OUT, { recursive: true, force: true }))

describe('widget size budgets (gzip)', () => {
  it('every widget the loader knows is built and has a budget', () => {
    for (const file of Object.values(WIDGET_BUNDLES)) expect(Object.keys(BUDGETS)).toContain(file)
    expect(Object.keys(BUDGETS).sort()).toEqual(Object.keys(ENTRIES).sort())
  })

  it.each(Object.entries(BUDGETS))('%s stays within %d bytes', (file, budget) => {
    const gzipped = gzipSync(readFileSync(join(OUT, file)), { level: 9 }).length
    expect(gzipped).toBeGreaterThan(200)
    expect(gzipped).toBeLessThanOrEqual(budget)
  })
})
