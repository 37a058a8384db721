/**
 * Radius filters: a circle resolves to the distinct points of the index inside it (then one
 * index lookup per point), and the hits are exactly the documents whose point lies within the
 * radius (haversine), as with a bounding box and the distance, on every engine present.
 */
import { distanceMiles } from '@quota/shared/domain/geo'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { F, type SearchEngine } from '../../engine'
import { candidateToDocument } from '../../indexes/candidates'
import { availableEngines, openPgliteEngine, openWithCandidates, type TestEngine } from '../../testing/databases'
import { candidateRow, fid } from '../../testing/fixtures'
import type { SqlExecutor } from './executor'
import { circlePointsSql, Params } from './sql'

/** A small deterministic generator (the same points on every run). */
function lcg(seed: number) {
  let x = seed
  return () => {
    x = (x * 1103515245 + 12345) % 2147483648
    return x / 2147483648
  }
}

// places: clusters of cities (several people each), awkward floats, both sides of the antimeridian
const rand = lcg(7)
const PLACES: { lat: number; lng: number }[] = [
  { lat: 30.2672, lng: -97.7431 },
  { lat: 30.5083, lng: -97.6789 },
  { lat: 1 / 3 + 30, lng: -97.1 - 1 / 7 },
  { lat: 29.7604, lng: -95.3698 },
  { lat: 40.7128, lng: -74.006 },
  { lat: 40.6501, lng: -73.9496 },
  { lat: -16.5, lng: 179.9 },
  { lat: -16.6, lng: -179.95 },
  // north and west of (30, -97) within 10 miles; their corner, beyond
  { lat: 30.12, lng: -97.0 },
  { lat: 30.0, lng: -97.16 },
  { lat: 30.12, lng: -97.16 },
  ...Array.from({ length: 40 }, () => ({ lat: 29 + rand() * 3, lng: -99 + rand() * 4 })),
]
const DOCS = PLACES.flatMap((place, i) =>
  Array.from({ length: 1 + (i % 3) }, (_, k) =>
    candidateToDocument(
      candidateRow({
        id: fid(5000 + i * 10 + k),
        city: { id: `city-${i}`, name: `City ${i}`, stateCode: 'TX', latitude: place.lat, longitude: place.lng },
      }),
    ),
  ),
)
const CIRCLES = [
  { lat: 30.2672, lng: -97.7431, miles: 0.5 },
  { lat: 30.2672, lng: -97.7431, miles: 25 },
  { lat: 30.2672, lng: -97.7431, miles: 60 },
  { lat: 30.5, lng: -97, miles: 100 },
  { lat: 40.7128, lng: -74.006, miles: 10 },
  { lat: -16.55, lng: 180, miles: 15 },
  { lat: 50, lng: 0, miles: 5 },
  { lat: 30, lng: -97, miles: 10 },
]

const expected = (circles: readonly { lat: number; lng: number; miles: number }[]) =>
  DOCS.filter((d) =>
    circles.some(
      (c) =>
        d._geo &&
        distanceMiles({ latitude: c.lat, longitude: c.lng }, { latitude: d._geo.lat, longitude: d._geo.lng }) <=
          c.miles,
    ),
  )
    .map((d) => String(d.id))
    .sort()

for (const available of availableEngines()) {
  describe(`radius filters: ${available.name}`, () => {
    let opened: TestEngine
    let engine: SearchEngine
    beforeAll(async () => {
      opened = await available.open()
      engine = opened.engine
      await engine.ensureIndex('candidates')
      await engine.upsert('candidates', DOCS)
    }, 60_000)
    afterAll(() => opened?.close())

    const hits = async (filter: ReturnType<typeof F.geo>, extra = F.and()) =>
      (await engine.search('candidates', { filter: F.and(filter, extra), limit: 200, offset: 0 })).hits
        .map((h) => h.id)
        .sort()

    it('keeps exactly the documents within the distance, one circle or several', async () => {
      for (const circle of CIRCLES) expect(await hits(F.geo([circle]))).toEqual(expected([circle]))
      expect(await hits(F.geo([CIRCLES[0]!, CIRCLES[4]!]))).toEqual(expected([CIRCLES[0]!, CIRCLES[4]!]))
    })

    it('negates and combines a circle like any filter', async () => {
      const circle = CIRCLES[2]!
      const inside = new Set(expected([circle]))
      const outside = DOCS.map((d) => String(d.id))
        .filter((id) => !inside.has(id))
        .sort()
      expect(await hits(F.geo([]), F.not(F.geo([circle])))).toEqual([])
      const all = (await engine.search('candidates', { filter: F.not(F.geo([circle])), limit: 200, offset: 0 })).hits
        .map((h) => h.id)
        .sort()
      expect(all).toEqual(outside)
    })
  })
}

describe('circle to points (PGlite)', () => {
  let opened: TestEngine & { executor: SqlExecutor }
  beforeAll(async () => {
    opened = await openWithCandidates(openPgliteEngine, DOCS)
  }, 60_000)
  afterAll(() => opened?.close())

  const points = async (circle: { lat: number; lng: number; miles: number }, maxSteps = 1000, maxPoints = 100) => {
    const p = new Params()
    const [row] = await opened.executor.query<{ lats: number[]; lngs: number[]; steps: number; grid: boolean }>(
      circlePointsSql('search_candidates', circle, p, { maxPoints, maxSteps }),
      p.values,
    )
    return row!
  }

  it('lists each distinct point inside the circle once, with the exact coordinates stored', async () => {
    for (const circle of CIRCLES) {
      const row = await points(circle)
      const want = [
        ...new Set(
          PLACES.filter(
            (pl) =>
              distanceMiles({ latitude: circle.lat, longitude: circle.lng }, { latitude: pl.lat, longitude: pl.lng }) <=
              circle.miles,
          ).map((pl) => `${pl.lat},${pl.lng}`),
        ),
      ].sort()
      expect(row.lats.map((lat, i) => `${lat},${row.lngs[i]}`).sort()).toEqual(want)
    }
  })

  it('says whether the points latitudes and longitudes pair up into other points', async () => {
    // (30.12, -97) and (30, -97.16) are inside, their corner (30.12, -97.16) is not
    const corner = await points({ lat: 30, lng: -97, miles: 10 })
    expect(corner.grid).toBe(false)
    expect(corner.lats.length).toBeGreaterThanOrEqual(2)
    const austin = await points({ lat: 30.2672, lng: -97.7431, miles: 0.5 })
    expect(austin.grid).toBe(true)
  })

  it('says when the latitude band has more points than it may visit', async () => {
    const wide = { lat: 30, lng: -97, miles: 300 }
    expect(Number((await points(wide)).steps)).toBeLessThan(1000)
    expect(Number((await points(wide, 5)).steps)).toBe(5)
    expect((await points(wide, 1000, 3)).lats.length).toBe(4)
  })
})
