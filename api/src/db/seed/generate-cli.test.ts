import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { createSearchServices } from '../../modules/search/search-engine'
import { openDatabase, rawRows } from '../client'
import { parseCliArgs, runGenerator } from './generate-cli'

describe('demo:generate arguments', () => {
  it('reads count, seed, batch, offset, target and date', () => {
    const options = parseCliArgs([
      '--',
      '--count',
      '100000',
      '--seed',
      'Bench 1',
      '--data-dir',
      '/tmp/x',
      '--as-of',
      '2026-01-01',
      '--batch',
      '500',
      '--offset',
      '10',
    ])
    expect(options).toMatchObject({
      count: 100_000,
      seed: 'Bench 1',
      dataDir: '/tmp/x',
      batch: 500,
      offset: 10,
      emailDomain: 'seed-bench-1.example.com',
    })
    expect(options.asOf.toISOString()).toBe('2026-01-01T00:00:00.000Z')
  })

  it('refuses a missing or bad count, unknown flags, and two targets', () => {
    expect(() => parseCliArgs([])).toThrow(/--count/)
    expect(() => parseCliArgs(['--count', '1.5'])).toThrow(/--count/)
    expect(() => parseCliArgs(['--count', '10', '--colour', 'red'])).toThrow()
    expect(() => parseCliArgs(['--count', '10', '--database-url', 'postgres://x/y', '--data-dir', '/tmp/x'])).toThrow(
      /not both/,
    )
  })
})

describe('runGenerator', () => {
  it('inserts N candidates into a PGlite folder, with progress, and adds nothing when run again', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'quota-generate-'))
    try {
      const lines: string[] = []
      const options = parseCliArgs([
        '--count',
        '120',
        '--seed',
        '7',
        '--batch',
        '50',
        '--data-dir',
        dir,
        '--as-of',
        '2026-01-01',
      ])
      expect(await runGenerator(options, (l) => lines.push(l))).toEqual({ inserted: 120, skipped: 0 })
      expect(lines.some((l) => l.includes('120 / 120 (100%)'))).toBe(true)
      expect(await runGenerator(options, () => {})).toEqual({ inserted: 0, skipped: 120 })
      const database = await openDatabase({ dataDir: dir })
      try {
        const [row] = await rawRows<{ n: number; domain: number }>(
          database.db,
          sql`select count(*)::int as n, count(*) filter (where email like '%@seed-7.example.com')::int as domain from candidates`,
        )
        expect(row).toEqual({ n: 120, domain: 120 })
        // searchable without a reindex: every generated candidate is in the index
        expect(await createSearchServices(database.db).engine.count('candidates')).toBe(120)
      } finally {
        await database.close()
      }
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }, 120_000)
})
