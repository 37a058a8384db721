/**
 * Best match over more matches than it ranks (1,000 per tier): whichever condition leads the
 * reads (the text, a radius, the planner's bitmaps), every hit matches the text and the filters,
 * and the name matches (the top tier) come first, on every embedded engine present.
 */
import { distanceMiles } from '@quota/shared/domain/geo'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { F, SEARCH_LIMITS, type SearchEngine } from '../../engine'
import { candidateToDocument } from '../../indexes/candidates'
import { embeddedEngines, openWithCandidates, type TestEngine } from '../../testing/databases'
import { CITIES, candidateRow, fid } from '../../testing/fixtures'

const NAMED = 40
const COUNT = 2 * (SEARCH_LIMITS.maxRankedHits + 500)
// in Austin: more matches than a tier ranks, NAMED of them by name, written last (a read of the
// first matches in table order misses them); in New York: as many again
const DOCS = Array.from({ length: COUNT }, (_, i) => {
  const inAustin = i % 2 === 0
  return candidateToDocument(
    candidateRow({
      id: fid(20_000 + i),
      lastName: inAustin && i >= COUNT - 2 * NAMED ? 'Enterprise' : `Seller${i}`,
      aboutMe: 'Closes enterprise deals.',
      city: inAustin ? CITIES.austin : CITIES.newYork,
      desiredBaseSalary: 80_000 + (i % 7) * 10_000,
    }),
  )
})
const AUSTIN = { lat: CITIES.austin.latitude, lng: CITIES.austin.longitude, miles: 10 }

for (const { name, open } of embeddedEngines()) {
  describe(`best match over many matches: ${name}`, () => {
    let opened: TestEngine
    let engine: SearchEngine
    beforeAll(async () => {
      opened = await openWithCandidates(open, DOCS)
      engine = opened.engine
    }, 120_000)
    afterAll(() => opened?.close())

    it.each([
      ['a radius', F.geo([AUSTIN])],
      ['a radius and a salary ceiling', F.and(F.geo([AUSTIN]), F.range('desiredBaseSalaryK', { lte: 120 }))],
    ])('ranks the name matches first within %s', async (_, filter) => {
      const result = await engine.search('candidates', { text: 'enterprise', filter, limit: 25, offset: 0 })
      expect(result.hits).toHaveLength(25)
      for (const hit of result.hits) {
        const doc = hit.document as unknown as {
          lastName: string
          _geo: { lat: number; lng: number }
          desiredBaseSalaryK: number
        }
        expect(doc.lastName).toBe('Enterprise')
        expect(distanceMiles({ latitude: doc._geo.lat, longitude: doc._geo.lng }, CITIES.austin)).toBeLessThanOrEqual(
          10,
        )
        if (filter.type === 'and') expect(doc.desiredBaseSalaryK).toBeLessThanOrEqual(120)
      }
      const scores = result.hits.map((h) => h.score ?? 0)
      expect(scores).toEqual([...scores].sort((a, b) => b - a))
      expect(result.total).toBeGreaterThan(SEARCH_LIMITS.maxExactTotal)
    })
  })
}
