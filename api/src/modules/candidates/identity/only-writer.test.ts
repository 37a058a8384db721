/**
 * Meta-test (issue 31): candidate records are created only by the identity service, so every
 * entry point matches the same person the same way. A module that inserts into `candidates`
 * itself fails here; route it through `admitCandidate` instead.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

const SRC = join(import.meta.dirname, '../../..')

/** Allowed writers: the service, and the bulk demo seeder (which records the keys itself). */
const ALLOWED = ['modules/candidates/identity/admit-candidate.ts', 'db/seed/demo/insert.ts']

const INSERTS = [
  /\.insert\(\s*candidatesTable\s*\)/,
  /unnestInsert\(\s*candidatesTable\b/,
  /insert\s+into\s+("?candidates"?|\$\{candidatesTable\})\s*[( ]/i,
]

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name)
    if (e.isDirectory()) return e.name === 'testing' || e.name === 'node_modules' ? [] : sourceFiles(path)
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') && !e.name.includes('test-fixtures') ? [path] : []
  })
}

describe('the identity service is the only writer of candidate records', () => {
  it('finds the service itself (the scan sees inserts)', () => {
    const service = readFileSync(join(SRC, ALLOWED[0]!), 'utf8')
    expect(INSERTS.some((re) => re.test(service))).toBe(true)
  })

  it('no other module inserts into candidates', () => {
    const offenders = sourceFiles(SRC)
      .map((path) => relative(SRC, path))
      .filter((path) => !ALLOWED.includes(path))
      .filter((path) => INSERTS.some((re) => re.test(readFileSync(join(SRC, path), 'utf8'))))
    expect(offenders).toEqual([])
  })
})
