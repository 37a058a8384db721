import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api'
import { describe, expect, it } from 'vitest'
import { MIGRATIONS_DIR } from './client'
import * as schema from './schema'

/** Fails when someone changes the schema without generating a named migration (or edits one). */
describe('schema and migrations', () => {
  it('the latest migration snapshot matches the schema: nothing left to generate', async () => {
    const snapshots = readdirSync(join(MIGRATIONS_DIR, 'meta'))
      .filter((f) => f.endsWith('_snapshot.json'))
      .sort()
    const latest = JSON.parse(readFileSync(join(MIGRATIONS_DIR, 'meta', snapshots.at(-1)!), 'utf8'))
    const current = generateDrizzleJson(schema, latest.id, undefined, 'snake_case')
    const statements = await generateMigration(latest, current)
    expect(statements).toEqual([])
  })

  it('every migration has a name, and the journal lists each file once', () => {
    const journal = JSON.parse(readFileSync(join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as {
      entries: { tag: string }[]
    }
    const files = readdirSync(MIGRATIONS_DIR)
      .filter((f) => f.endsWith('.sql'))
      .map((f) => f.replace(/\.sql$/, ''))
    expect(journal.entries.map((e) => e.tag).sort()).toEqual(files.sort())
    for (const tag of files) expect(tag).toMatch(/^\d{4}_[a-z][a-z0-9_]+$/)
  })
})
