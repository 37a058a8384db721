/**
 * Sorted pages over many matches: past `SAMPLE_SKIP_FACTOR` times the sorted sample's cap, a
 * page without facets is read straight from the sort index (no sample: the total is counted
 * up to `maxCountedTotal`, a lower bound beyond); with facets the sample is still read and scaled; few matches stay exact.
 * Every page must equal the full sort done here, on every embedded engine present.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { F, SEARCH_LIMITS, type SearchEngine } from '../../engine'
import { candidateToDocument } from '../../indexes/candidates'
import { embeddedEngines, openWithCandidates, type TestEngine } from '../../testing/databases'
import { CITIES, candidateRow, fid } from '../../testing/fixtures'

// more than 4 x the sorted cap (2,500) match `isDeleted = false`
const COUNT = 4 * SEARCH_LIMITS.maxSortedSample + 1_500
const DAY = 24 * 3600 * 1000
const START = Date.parse('2024-01-01T00:00:00Z')
const DOCS = Array.from({ length: COUNT }, (_, i) =>
  candidateToDocument(
    candidateRow({
      id: fid(100_000 + i),
      // ties on the day (ordered by id within it), and an order unrelated to the ids
      createdAt: new Date(START + ((i * 7919) % 3001) * DAY).toISOString(),
      // a third in Houston: a radius with more matches than the sorted sample, few of the table
      ...(i % 3 === 0 ? { city: CITIES.houston, stateId: 'US-TX' } : {}),
      internal: {
        leadStatusId: 'lead-accepted',
        contactStatusId: 'contact-connected',
        ownerId: i % 400 === 0 ? 'owner-rare' : `owner-${i % 3}`,
        lastTouchAt: null,
      } as never,
    }),
  ),
)
// the document keeps a date as milliseconds
const created = (d: (typeof DOCS)[number]) => Number(d.createdAt)
const byNewest = [...DOCS].sort((a, b) => {
  const d = created(b) - created(a)
  return d || (String(a.id) < String(b.id) ? -1 : 1)
})

for (const { name, open } of embeddedEngines()) {
  describe(`sorted pages over many matches: ${name}`, () => {
    let opened: TestEngine
    let engine: SearchEngine
    beforeAll(async () => {
      opened = await openWithCandidates(open, DOCS)
      engine = opened.engine
      // a loaded machine (2 shared cores) takes minutes to load the documents
    }, 600_000)
    afterAll(() => opened?.close())

    const newest = { field: 'createdAt', direction: 'desc' as const }

    it('pages in sort order with an estimated total when matches are many', async () => {
      for (const offset of [0, 25, 2_600]) {
        const r = await engine.search('candidates', {
          filter: F.in('isDeleted', [false]),
          sort: [newest],
          limit: 25,
          offset,
        })
        expect(r.hits.map((h) => h.id)).toEqual(byNewest.slice(offset, offset + 25).map((d) => String(d.id)))
        // counted up to maxCountedTotal (on a server, while time allows): a true lower bound
        expect(r.totalIsExact).toBe(false)
        expect(r.total).toBeGreaterThanOrEqual(offset + 25)
        expect(r.total).toBeLessThanOrEqual(Math.min(COUNT, SEARCH_LIMITS.maxCountedTotal))
      }
    })

    it('still counts facets on the sample, scaled, when they are asked for', async () => {
      const r = await engine.search('candidates', {
        filter: F.in('isDeleted', [false]),
        sort: [newest],
        facets: ['ownerId'],
        limit: 25,
        offset: 0,
      })
      expect(r.hits.map((h) => h.id)).toEqual(byNewest.slice(0, 25).map((d) => String(d.id)))
      expect(r.facetsAreExact).toBe(false)
      const owners = r.facets.ownerId ?? {}
      // three owners share nearly every document: each about a third of the total
      for (const owner of ['owner-0', 'owner-1', 'owner-2']) {
        expect(owners[owner]).toBeGreaterThan(r.total * 0.2)
        expect(owners[owner]).toBeLessThan(r.total * 0.45)
      }
    })

    it('pages a radius in sort order, deep pages too (the matches read and sorted)', async () => {
      const houston = { lat: CITIES.houston.latitude, lng: CITIES.houston.longitude, miles: 10 }
      const inHouston = byNewest.filter((d) => (d as { cityId?: string }).cityId === CITIES.houston.id)
      expect(inHouston.length).toBeGreaterThan(SEARCH_LIMITS.maxSortedSample)
      for (const offset of [0, 2_600]) {
        const r = await engine.search('candidates', {
          filter: F.and(F.in('isDeleted', [false]), F.geo([houston])),
          sort: [newest],
          limit: 25,
          offset,
        })
        expect(r.hits.map((h) => h.id)).toEqual(inHouston.slice(offset, offset + 25).map((d) => String(d.id)))
        expect(r.total).toBe(inHouston.length)
        expect(r.totalIsExact).toBe(true)
      }
    })

    it('is exact when matches are few', async () => {
      const rare = byNewest.filter((d) => (d as { ownerId?: string }).ownerId === 'owner-rare')
      expect(rare.length).toBe(Math.ceil(COUNT / 400))
      const r = await engine.search('candidates', {
        filter: F.and(F.in('isDeleted', [false]), F.in('ownerId', ['owner-rare'])),
        sort: [newest],
        limit: 25,
        offset: 0,
      })
      expect(r.totalIsExact).toBe(true)
      expect(r.total).toBe(rare.length)
      expect(r.hits.map((h) => h.id)).toEqual(rare.slice(0, 25).map((d) => String(d.id)))
    })
  })
}
