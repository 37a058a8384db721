import { beforeAll, describe, expect, it } from 'vitest'
import {
  describeTimeZone,
  formatUsCity,
  type InternationalCity,
  loadInternationalCities,
  loadUsCities,
  loadUsStates,
  timeZonesOf,
  US_TIME_ZONES,
  type UsCity,
} from './locations'

const isIanaZone = (timeZone: string) => {
  try {
    new Intl.DateTimeFormat(undefined, { timeZone })
    return true
  } catch {
    return false
  }
}

let usCities: UsCity[]
let international: InternationalCity[]
beforeAll(async () => {
  usCities = await loadUsCities()
  international = await loadInternationalCities()
})

const usCity = (name: string, state: string) => usCities.find((c) => c.name === name && c.stateCode === state)

describe('US states', () => {
  const states = loadUsStates()

  it('are the 50 states and DC with unique codes and FIPS ids', () => {
    expect(states).toHaveLength(51)
    expect(states.filter((s) => s.type === 'district').map((s) => s.code)).toEqual(['DC'])
    expect(new Set(states.map((s) => s.code)).size).toBe(51)
    expect(new Set(states.map((s) => s.fips)).size).toBe(51)
    for (const s of states) {
      expect(s.code).toMatch(/^[A-Z]{2}$/)
      expect(s.fips).toMatch(/^\d{2}$/)
      expect(s.id).toBe(`US-${s.code}`)
    }
    expect(states.find((s) => s.code === 'TX')).toMatchObject({ name: 'Texas', fips: '48' })
    expect(states.find((s) => s.code === 'CA')).toMatchObject({ name: 'California', fips: '06' })
  })
})

describe('US cities', () => {
  const stateCodes = new Set(loadUsStates().map((s) => s.code))

  it('keeps a few thousand cities', () => {
    expect(usCities.length).toBeGreaterThanOrEqual(3_000)
    expect(usCities.length).toBeLessThanOrEqual(20_000)
  })

  it('gives every city a state, coordinates inside the US, a valid time zone and its population', () => {
    for (const c of usCities) {
      expect(stateCodes.has(c.stateCode), c.id).toBe(true)
      expect(c.latitude, c.id).toBeGreaterThanOrEqual(18)
      expect(c.latitude, c.id).toBeLessThanOrEqual(72)
      expect(c.longitude, c.id).toBeGreaterThanOrEqual(-180)
      expect(c.longitude, c.id).toBeLessThanOrEqual(-65)
      expect(isIanaZone(c.timeZone), `${c.id} ${c.timeZone}`).toBe(true)
      expect(c.population).toBeGreaterThanOrEqual(5_000)
      expect(c.name.length).toBeGreaterThan(0)
    }
  })

  it('gives US cities US time zones only (border towns too)', () => {
    for (const c of usCities) expect(US_TIME_ZONES.has(c.timeZone), `${c.id} ${c.timeZone}`).toBe(true)
    expect(usCity('Blaine', 'WA')?.timeZone).toBe('America/Los_Angeles')
    expect(usCity('Indianapolis', 'IN')?.timeZone).toBe('America/Indiana/Indianapolis')
    for (const zone of US_TIME_ZONES) expect(isIanaZone(zone), zone).toBe(true)
  })

  it('has unique deterministic ids and a unique "City, ST"', () => {
    for (const c of usCities) expect(c.id).toMatch(/^US-[A-Z]{2}-[a-z0-9]+(-[a-z0-9]+)*$/)
    expect(new Set(usCities.map((c) => c.id)).size).toBe(usCities.length)
    expect(new Set(usCities.map((c) => c.uuid)).size).toBe(usCities.length)
    expect(new Set(usCities.map(formatUsCity)).size).toBe(usCities.length)
  })

  it('is the same on every load', async () => {
    const again = await loadUsCities()
    expect(again.map((c) => [c.id, c.uuid, c.timeZone])).toEqual(usCities.map((c) => [c.id, c.uuid, c.timeZone]))
  })

  it.each([
    ['Austin', 'TX', 30.27, -97.74, 'America/Chicago'],
    ['New York', 'NY', 40.71, -74.01, 'America/New_York'],
    ['San Francisco', 'CA', 37.77, -122.42, 'America/Los_Angeles'],
    ['Chicago', 'IL', 41.85, -87.65, 'America/Chicago'],
    ['Denver', 'CO', 39.74, -104.98, 'America/Denver'],
    ['Phoenix', 'AZ', 33.45, -112.07, 'America/Phoenix'],
    ['Seattle', 'WA', 47.61, -122.33, 'America/Los_Angeles'],
    ['Boston', 'MA', 42.36, -71.06, 'America/New_York'],
    ['Washington', 'DC', 38.9, -77.04, 'America/New_York'],
    ['Honolulu', 'HI', 21.31, -157.86, 'Pacific/Honolulu'],
    ['Anchorage', 'AK', 61.22, -149.9, 'America/Anchorage'],
  ])('has %s, %s where it is', (name, state, lat, lng, zone) => {
    const city = usCity(name, state)
    expect(city, `${name}, ${state}`).toBeDefined()
    expect(city?.latitude).toBeCloseTo(lat, 0)
    expect(city?.longitude).toBeCloseTo(lng, 0)
    expect(Math.abs((city?.latitude ?? 0) - lat)).toBeLessThan(0.1)
    expect(Math.abs((city?.longitude ?? 0) - lng)).toBeLessThan(0.1)
    expect(city?.timeZone).toBe(zone)
  })

  it('uses readable, stable ids for known cities', () => {
    expect(usCity('Austin', 'TX')).toMatchObject({
      id: 'US-TX-austin',
      stateId: 'US-TX',
      stateName: 'Texas',
      countryCode: 'US',
    })
    expect(usCity('New York', 'NY')?.id).toBe('US-NY-new-york')
    expect(usCity('Austin', 'MN')?.id).toBe('US-MN-austin')
    expect(usCity('Austin', 'TX')?.population).toBeGreaterThan(500_000)
  })

  it('keeps the biggest place when a state has two of the same name, and drops GeoNames qualifiers', () => {
    const woodlawn = usCities.filter((c) => c.id === 'US-MD-woodlawn')
    expect(woodlawn).toHaveLength(1)
    expect(usCities.some((c) => /\(|\)|^City of /.test(c.name))).toBe(false)
  })

  it('honours a population threshold', async () => {
    const big = await loadUsCities({ minPopulation: 100_000 })
    expect(big.length).toBeGreaterThan(200)
    expect(big.length).toBeLessThan(usCities.length)
    expect(big.every((c) => c.population >= 100_000)).toBe(true)
  })
})

describe('international cities', () => {
  it('has major cities worldwide outside the US, with country, coordinates and time zone', () => {
    expect(international.length).toBeGreaterThan(1_000)
    expect(international.some((c) => c.countryCode === 'US')).toBe(false)
    expect(new Set(international.map((c) => c.id)).size).toBe(international.length)
    expect(new Set(international.map((c) => c.countryCode)).size).toBeGreaterThan(150)
    for (const c of international) {
      expect(c.countryCode).toMatch(/^[A-Z]{2}$/)
      expect(c.countryName.length).toBeGreaterThan(1)
      expect(Math.abs(c.latitude)).toBeLessThanOrEqual(90)
      expect(Math.abs(c.longitude)).toBeLessThanOrEqual(180)
      expect(isIanaZone(c.timeZone), `${c.id} ${c.timeZone}`).toBe(true)
    }
  })

  it.each([
    ['London', 'GB', 'United Kingdom', 'Europe/London'],
    ['Toronto', 'CA', 'Canada', 'America/Toronto'],
    ['Dublin', 'IE', 'Ireland', 'Europe/Dublin'],
    ['Tokyo', 'JP', 'Japan', 'Asia/Tokyo'],
    ['Sydney', 'AU', 'Australia', 'Australia/Sydney'],
    ['Singapore', 'SG', 'Singapore', 'Asia/Singapore'],
    ['Mexico City', 'MX', 'Mexico', 'America/Mexico_City'],
  ])('has %s (%s)', (name, country, countryName, zone) => {
    const city = international.find((c) => c.name === name && c.countryCode === country)
    expect(city, name).toMatchObject({ countryName, timeZone: zone })
  })

  it('names Canadian provinces and keeps mid-size Canadian cities', () => {
    expect(international.find((c) => c.name === 'Toronto')).toMatchObject({
      id: 'CA-toronto',
      regionCode: 'ON',
      regionName: 'Ontario',
    })
    expect(international.find((c) => c.name === 'Waterloo' && c.countryCode === 'CA')).toMatchObject({
      regionCode: 'ON',
    })
    expect(international.filter((c) => c.countryCode === 'CA').every((c) => c.regionName)).toBe(true)
  })

  it('includes national capitals', () => {
    const capitals = international.filter((c) => c.isCapital)
    expect(capitals.length).toBeGreaterThan(150)
    expect(capitals.map((c) => c.name)).toEqual(
      expect.arrayContaining(['Ottawa', 'Canberra', 'Wellington', 'Reykjavík']),
    )
  })
})

describe('time zones', () => {
  it('describes a zone with its generic name, abbreviation and standard offset', () => {
    expect(describeTimeZone('America/Chicago')).toEqual({
      id: 'America/Chicago',
      name: 'Central Time - Chicago',
      abbreviation: 'CT',
      utcOffsetMinutes: -360,
    })
    expect(describeTimeZone('Asia/Kolkata').utcOffsetMinutes).toBe(330)
    expect(describeTimeZone('Australia/Sydney').utcOffsetMinutes).toBe(600)
  })

  it('lists the zones of the US cities west to east', () => {
    const zones = timeZonesOf(usCities)
    expect(zones.map((z) => z.id)).toEqual(
      expect.arrayContaining([
        'America/New_York',
        'America/Chicago',
        'America/Denver',
        'America/Phoenix',
        'America/Los_Angeles',
        'America/Anchorage',
        'Pacific/Honolulu',
      ]),
    )
    expect(zones[0]?.id).toBe('Pacific/Honolulu')
    for (let i = 1; i < zones.length; i++)
      expect((zones[i]?.utcOffsetMinutes ?? 0) >= (zones[i - 1]?.utcOffsetMinutes ?? 0)).toBe(true)
  })
})
