/**
 * The metros demo people live and work in: city ids of the seeded gazetteer (`US-TX-austin`),
 * their state and time zone, and how many sales people live there (weight).
 */

export interface Metro {
  cityId: string
  stateCode: string
  name: string
  timeZone: string
  /** `preferredOfficeHours` identifier for the metro's business hours. */
  officeHours: 'eastern' | 'central' | 'mountain' | 'arizona' | 'pacific'
  weight: number
  /** Other cities of the same area people would also work in. */
  nearby: readonly string[]
}

export const METROS: readonly Metro[] = [
  {
    cityId: 'US-NY-new-york',
    stateCode: 'NY',
    name: 'New York',
    timeZone: 'America/New_York',
    officeHours: 'eastern',
    weight: 14,
    nearby: ['US-NY-brooklyn', 'US-NJ-jersey-city'],
  },
  {
    cityId: 'US-CA-san-francisco',
    stateCode: 'CA',
    name: 'San Francisco',
    timeZone: 'America/Los_Angeles',
    officeHours: 'pacific',
    weight: 11,
    nearby: ['US-CA-oakland', 'US-CA-san-mateo', 'US-CA-palo-alto'],
  },
  {
    cityId: 'US-TX-austin',
    stateCode: 'TX',
    name: 'Austin',
    timeZone: 'America/Chicago',
    officeHours: 'central',
    weight: 9,
    nearby: [],
  },
  {
    cityId: 'US-MA-boston',
    stateCode: 'MA',
    name: 'Boston',
    timeZone: 'America/New_York',
    officeHours: 'eastern',
    weight: 8,
    nearby: ['US-MA-cambridge'],
  },
  {
    cityId: 'US-IL-chicago',
    stateCode: 'IL',
    name: 'Chicago',
    timeZone: 'America/Chicago',
    officeHours: 'central',
    weight: 8,
    nearby: [],
  },
  {
    cityId: 'US-CO-denver',
    stateCode: 'CO',
    name: 'Denver',
    timeZone: 'America/Denver',
    officeHours: 'mountain',
    weight: 6,
    nearby: ['US-CO-boulder'],
  },
  {
    cityId: 'US-WA-seattle',
    stateCode: 'WA',
    name: 'Seattle',
    timeZone: 'America/Los_Angeles',
    officeHours: 'pacific',
    weight: 5,
    nearby: [],
  },
  {
    cityId: 'US-GA-atlanta',
    stateCode: 'GA',
    name: 'Atlanta',
    timeZone: 'America/New_York',
    officeHours: 'eastern',
    weight: 5,
    nearby: [],
  },
  {
    cityId: 'US-TX-dallas',
    stateCode: 'TX',
    name: 'Dallas',
    timeZone: 'America/Chicago',
    officeHours: 'central',
    weight: 5,
    nearby: ['US-TX-plano'],
  },
  {
    cityId: 'US-CA-los-angeles',
    stateCode: 'CA',
    name: 'Los Angeles',
    timeZone: 'America/Los_Angeles',
    officeHours: 'pacific',
    weight: 4,
    nearby: ['US-CA-irvine'],
  },
  {
    cityId: 'US-CA-san-jose',
    stateCode: 'CA',
    name: 'San Jose',
    timeZone: 'America/Los_Angeles',
    officeHours: 'pacific',
    weight: 3,
    nearby: ['US-CA-sunnyvale', 'US-CA-mountain-view'],
  },
  {
    cityId: 'US-NC-raleigh',
    stateCode: 'NC',
    name: 'Raleigh',
    timeZone: 'America/New_York',
    officeHours: 'eastern',
    weight: 3,
    nearby: ['US-NC-durham'],
  },
  {
    cityId: 'US-TN-nashville',
    stateCode: 'TN',
    name: 'Nashville',
    timeZone: 'America/Chicago',
    officeHours: 'central',
    weight: 3,
    nearby: [],
  },
  {
    cityId: 'US-UT-salt-lake-city',
    stateCode: 'UT',
    name: 'Salt Lake City',
    timeZone: 'America/Denver',
    officeHours: 'mountain',
    weight: 3,
    nearby: ['US-UT-lehi', 'US-UT-draper'],
  },
  {
    cityId: 'US-FL-miami',
    stateCode: 'FL',
    name: 'Miami',
    timeZone: 'America/New_York',
    officeHours: 'eastern',
    weight: 3,
    nearby: [],
  },
  {
    cityId: 'US-DC-washington',
    stateCode: 'DC',
    name: 'Washington',
    timeZone: 'America/New_York',
    officeHours: 'eastern',
    weight: 3,
    nearby: ['US-VA-reston'],
  },
  {
    cityId: 'US-AZ-phoenix',
    stateCode: 'AZ',
    name: 'Phoenix',
    timeZone: 'America/Phoenix',
    officeHours: 'arizona',
    weight: 2,
    nearby: ['US-AZ-scottsdale'],
  },
  {
    cityId: 'US-NC-charlotte',
    stateCode: 'NC',
    name: 'Charlotte',
    timeZone: 'America/New_York',
    officeHours: 'eastern',
    weight: 2,
    nearby: [],
  },
  {
    cityId: 'US-MN-minneapolis',
    stateCode: 'MN',
    name: 'Minneapolis',
    timeZone: 'America/Chicago',
    officeHours: 'central',
    weight: 2,
    nearby: [],
  },
  {
    cityId: 'US-PA-philadelphia',
    stateCode: 'PA',
    name: 'Philadelphia',
    timeZone: 'America/New_York',
    officeHours: 'eastern',
    weight: 2,
    nearby: [],
  },
  {
    cityId: 'US-CA-san-diego',
    stateCode: 'CA',
    name: 'San Diego',
    timeZone: 'America/Los_Angeles',
    officeHours: 'pacific',
    weight: 2,
    nearby: [],
  },
  {
    cityId: 'US-TX-houston',
    stateCode: 'TX',
    name: 'Houston',
    timeZone: 'America/Chicago',
    officeHours: 'central',
    weight: 2,
    nearby: [],
  },
  {
    cityId: 'US-OH-columbus',
    stateCode: 'OH',
    name: 'Columbus',
    timeZone: 'America/New_York',
    officeHours: 'eastern',
    weight: 1,
    nearby: [],
  },
  {
    cityId: 'US-FL-tampa',
    stateCode: 'FL',
    name: 'Tampa',
    timeZone: 'America/New_York',
    officeHours: 'eastern',
    weight: 1,
    nearby: ['US-FL-orlando'],
  },
  {
    cityId: 'US-OR-portland',
    stateCode: 'OR',
    name: 'Portland',
    timeZone: 'America/Los_Angeles',
    officeHours: 'pacific',
    weight: 1,
    nearby: [],
  },
  {
    cityId: 'US-PA-pittsburgh',
    stateCode: 'PA',
    name: 'Pittsburgh',
    timeZone: 'America/New_York',
    officeHours: 'eastern',
    weight: 1,
    nearby: [],
  },
  {
    cityId: 'US-IN-indianapolis',
    stateCode: 'IN',
    name: 'Indianapolis',
    timeZone: 'America/Indiana/Indianapolis',
    officeHours: 'eastern',
    weight: 1,
    nearby: [],
  },
  {
    cityId: 'US-MO-kansas-city',
    stateCode: 'MO',
    name: 'Kansas City',
    timeZone: 'America/Chicago',
    officeHours: 'central',
    weight: 1,
    nearby: [],
  },
  {
    cityId: 'US-NV-las-vegas',
    stateCode: 'NV',
    name: 'Las Vegas',
    timeZone: 'America/Los_Angeles',
    officeHours: 'pacific',
    weight: 1,
    nearby: [],
  },
  {
    cityId: 'US-MI-detroit',
    stateCode: 'MI',
    name: 'Detroit',
    timeZone: 'America/Detroit',
    officeHours: 'eastern',
    weight: 1,
    nearby: [],
  },
]

export const METRO_WEIGHTS: readonly (readonly [Metro, number])[] = METROS.map((m) => [m, m.weight])

/** The metro of a city: its own, or the one it is a neighbour of. */
export function metroOf(cityId: string): Metro {
  const metro = METROS.find((m) => m.cityId === cityId) ?? METROS.find((m) => m.nearby.includes(cityId))
  if (!metro) throw new Error(`Not a demo metro: ${cityId}`)
  return metro
}

/** `US-TX-austin` -> `US-TX`. */
export function stateIdOf(cityId: string): string {
  return cityId.split('-').slice(0, 2).join('-')
}

/** Every city id the demo data uses (all must exist in the seeded gazetteer). */
export const DEMO_CITY_IDS: readonly string[] = [...new Set(METROS.flatMap((m) => [m.cityId, ...m.nearby]))]
