import { describe, expect, it } from 'vitest'
import { slugify, stableUuid } from './stable-id'

describe('stableUuid', () => {
  it('is RFC 9562 version 5 (known vector)', () => {
    // uuid v5 of "www.example.com" in the DNS namespace
    expect(stableUuid('www.example.com', '6ba7b810-9dad-11d1-80b4-00c04fd430c8')).toBe(
      '2ed6657d-e927-568b-95e1-2665a8aea6a2',
    )
  })

  it('is deterministic and distinct per name', () => {
    expect(stableUuid('city:US-TX-austin')).toBe(stableUuid('city:US-TX-austin'))
    expect(stableUuid('city:US-TX-austin')).not.toBe(stableUuid('city:US-MN-austin'))
    expect(stableUuid('x')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
  })
})

describe('slugify', () => {
  it.each([
    ['Austin', 'austin'],
    ['San Francisco', 'san-francisco'],
    ['Cañon City', 'canon-city'],
    ["Coeur d'Alene", 'coeur-dalene'],
    ['‘Ewa Beach', 'ewa-beach'],
    ['St. Louis', 'st-louis'],
    ['Winston-Salem', 'winston-salem'],
    ['Zürich', 'zurich'],
  ])('%s -> %s', (input, slug) => {
    expect(slugify(input)).toBe(slug)
  })
})
