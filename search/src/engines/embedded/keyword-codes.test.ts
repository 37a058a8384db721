/**
 * Keyword lists are stored as 64-bit codes: filters hash the values they ask for, and facet
 * counts name the codes again, also in a process that never wrote them (another API process).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { F, type Filter } from '../../engine'
import { candidateToDocument } from '../../indexes/candidates'
import { embeddedEngines, openWithCandidates, type TestEngine } from '../../testing/databases'
import { candidateRow, fid } from '../../testing/fixtures'
import { createEmbeddedEngine } from './engine'
import type { SqlExecutor } from './executor'
import { keywordCode } from './keyword-codes'

describe('keywordCode', () => {
  it.each([['skill-salesforce'], ['00000000-0000-4000-8000-000000000001'], ['fullyRemote'], ['']])(
    'gives %j the same signed 64-bit code every time',
    (value) => {
      const code = keywordCode(value)
      expect(code).toMatch(/^-?\d+$/)
      const n = BigInt(code)
      expect(n >= -(2n ** 63n) && n < 2n ** 63n).toBe(true)
      expect(keywordCode(value)).toBe(code)
    },
  )

  it('is the first 8 bytes of the SHA-256 of the value, signed (stable across processes and releases)', () => {
    // sha256("skill-salesforce") = 5aa70cf943c645f0...; "a" = ca978112ca1bbdca... (negative)
    expect(keywordCode('skill-salesforce')).toBe(BigInt('0x5aa70cf943c645f0').toString())
    expect(keywordCode('a')).toBe(BigInt.asIntN(64, BigInt('0xca978112ca1bbdca')).toString())
  })

  it('gives different values different codes', () => {
    const values = Array.from({ length: 5_000 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`)
    expect(new Set(values.map(keywordCode)).size).toBe(values.length)
  })
})

const skills = (...ids: string[]) => ids.map((id) => ({ id, name: id.replace('skill-', '') }))
const DOCS = [
  candidateToDocument(candidateRow({ id: fid(1), skills: skills('skill-salesforce', 'skill-gong') })),
  candidateToDocument(candidateRow({ id: fid(2), skills: skills('skill-salesforce') })),
  candidateToDocument(candidateRow({ id: fid(3), skills: skills('skill-hubspot', 'skill-gong') })),
]

for (const { name, open } of embeddedEngines()) {
  describe(`keyword lists as codes: ${name}`, () => {
    let opened: TestEngine & { executor: SqlExecutor }
    beforeAll(async () => {
      opened = await openWithCandidates(open, DOCS)
    }, 60_000)
    afterAll(() => opened?.close())

    it('stores codes, not the values', async () => {
      const [row] = await opened.executor.query<{ type: string; codes: string[] }>(
        `select pg_typeof(f_skill_ids)::text as type, f_skill_ids::text[] as codes from search_candidates where id = $1`,
        [fid(2)],
      )
      expect(row).toEqual({ type: 'bigint[]', codes: [keywordCode('skill-salesforce')] })
    })

    it('filters on any of and all of the values asked for', async () => {
      const ids = async (filter: Filter) =>
        (await opened.engine.search('candidates', { filter, limit: 10, offset: 0 })).hits.map((h) => h.id).sort()
      expect(await ids(F.in('skillIds', ['skill-gong']))).toEqual([fid(1), fid(3)])
      expect(await ids(F.in('skillIds', ['skill-hubspot', 'skill-salesforce']))).toEqual([fid(1), fid(2), fid(3)])
      expect(await ids(F.all('skillIds', ['skill-salesforce', 'skill-gong']))).toEqual([fid(1)])
      expect(await ids(F.notIn('skillIds', ['skill-salesforce']))).toEqual([fid(3)])
      expect(await ids(F.in('skillIds', ['skill-unknown']))).toEqual([])
    })

    it('names the codes in facet counts, also in a process that did not write them', async () => {
      const fresh = createEmbeddedEngine({ executor: opened.executor })
      const result = await fresh.search('candidates', { facets: ['skillIds'], limit: 0, offset: 0 })
      expect(result.facets.skillIds).toEqual({ 'skill-salesforce': 2, 'skill-gong': 2, 'skill-hubspot': 1 })
    })
  })
}
