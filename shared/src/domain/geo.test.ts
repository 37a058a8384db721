import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { boundingBox, distanceMiles } from './geo'

const austin = { latitude: 30.2672, longitude: -97.7431 }
const dallas = { latitude: 32.7767, longitude: -96.797 }
const newYork = { latitude: 40.7128, longitude: -74.006 }
const losAngeles = { latitude: 34.0522, longitude: -118.2437 }

describe('distanceMiles', () => {
  it.each([
    ['Austin to Dallas', austin, dallas, 182, 2],
    ['New York to Los Angeles', newYork, losAngeles, 2445, 10],
    ['a place to itself', austin, austin, 0, 0.001],
  ])('%s', (_name, a, b, expected, tolerance) => {
    expect(Math.abs(distanceMiles(a, b) - expected)).toBeLessThanOrEqual(tolerance)
  })

  it('is symmetric', () => {
    expect(distanceMiles(austin, newYork)).toBeCloseTo(distanceMiles(newYork, austin), 9)
  })
})

describe('boundingBox', () => {
  it('contains every point within the radius (property)', () => {
    const lat = fc.double({ min: -70, max: 70, noNaN: true })
    const lng = fc.double({ min: -179, max: 179, noNaN: true })
    fc.assert(
      fc.property(
        lat,
        lng,
        fc.double({ min: 0, max: 6.28, noNaN: true }),
        fc.constantFrom(10, 25, 50, 100),
        (la, ln, bearing, miles) => {
          const center = { latitude: la, longitude: ln }
          // a point at `miles * 0.99` in a random direction
          const d = (miles * 0.99) / 3958.8
          const φ1 = (la * Math.PI) / 180
          const λ1 = (ln * Math.PI) / 180
          const φ2 = Math.asin(Math.sin(φ1) * Math.cos(d) + Math.cos(φ1) * Math.sin(d) * Math.cos(bearing))
          const λ2 =
            λ1 + Math.atan2(Math.sin(bearing) * Math.sin(d) * Math.cos(φ1), Math.cos(d) - Math.sin(φ1) * Math.sin(φ2))
          const p = { latitude: (φ2 * 180) / Math.PI, longitude: (λ2 * 180) / Math.PI }
          const box = boundingBox(center, miles)
          expect(p.latitude).toBeGreaterThanOrEqual(box.minLatitude)
          expect(p.latitude).toBeLessThanOrEqual(box.maxLatitude)
          expect(p.longitude).toBeGreaterThanOrEqual(box.minLongitude)
          expect(p.longitude).toBeLessThanOrEqual(box.maxLongitude)
        },
      ),
      { numRuns: 500 },
    )
  })
})
