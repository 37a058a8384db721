import * as z from 'zod'
import { JOB_STATUSES, LIST_OF_VALUES_KEYS, SALES_SEGMENTS } from '../domain/enums'
import { PAGE_SIZE } from '../domain/validation/limits'
import { SortDirection } from './common'

const booleanish = z.enum(['true', 'false']).transform((v) => v === 'true')
const searchText = z.string().trim().max(100).optional().describe('Matches the start of a word, case-insensitive')

/** Radii the location filters offer (spec 001 §9, 002 §7); 25 when not given. */
export const WITHIN_MILES = [0, 10, 25, 50, 75, 100] as const
export const DEFAULT_WITHIN_MILES = 25

export const ListOfValuesKey = z.enum(LIST_OF_VALUES_KEYS)

export const ListOfValuesQuery = z.strictObject({
  key: ListOfValuesKey.describe('Which list'),
  parentKey: ListOfValuesKey.optional().describe("The parent list's key, e.g. positionCategory"),
  parentKeyId: z.uuid().optional().describe('Only the items under this parent value'),
  searchText,
  sortBy: z.enum(['sortOrder', 'value', 'usageCount']).default('sortOrder'),
  sortDirection: SortDirection.default('asc'),
  isActive: booleanish.optional().describe('true (default): active values only; false: deactivated ones'),
  doNotApplyLimit: booleanish.optional().describe('Answer the whole list, ignoring limit'),
  cache: booleanish.optional().describe("The web client's cache flag; the answer is cacheable either way"),
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE.max).default(PAGE_SIZE.initial),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
})
export type ListOfValuesQuery = z.infer<typeof ListOfValuesQuery>

export const ListOfValueItem = z.object({
  id: z.uuid(),
  key: ListOfValuesKey,
  value: z.string(),
  identifier: z.string().nullable(),
  isActive: z.boolean(),
  parentId: z.uuid().nullable(),
  sortOrder: z.number().int(),
  meta: z.record(z.string(), z.unknown()),
  pictureUrl: z.string().nullable(),
})
export type ListOfValueItem = z.infer<typeof ListOfValueItem>

export const ListOfValueWithItems = ListOfValueItem.extend({
  items: z.array(ListOfValueItem).describe('Child values, e.g. the positions of a category'),
})
export type ListOfValueWithItems = z.infer<typeof ListOfValueWithItems>

export const FrequentParams = z.strictObject({ key: ListOfValuesKey })
export const FrequentQuery = z.strictObject({
  limit: z.coerce.number().int().min(1).max(50).default(10),
})

export const Position = z.object({ id: z.uuid(), identifier: z.string().nullable(), value: z.string() })
export const PositionCategory = z.object({
  id: z.uuid(),
  identifier: z.string().nullable(),
  name: z.string(),
  positions: z.array(Position),
})
export type PositionCategory = z.infer<typeof PositionCategory>

const flag = z.enum(['true', 'false']).optional()
export const PositionsQuery = z.strictObject({
  isCompEngine: flag.describe('true: only positions the compensation engine offers'),
  isMarketMapping: flag.describe('true: only positions the market-mapping tool offers'),
  cache: flag.describe("The web client's cache flag; the answer is cacheable either way"),
})

export const FunctionalRole = z.object({
  id: z.uuid(),
  name: z.string(),
  identifier: z.string(),
  segment: z.enum(SALES_SEGMENTS),
  positionId: z.uuid().nullable(),
})

/** A place (spec 002 §3 Location) plus what the radius search and time-zone display need. */
export const Location = z.object({
  cityId: z.string().nullable(),
  cityName: z.string().nullable(),
  stateId: z.string().nullable(),
  stateName: z.string().nullable(),
  stateCode: z.string().nullable(),
  countryCode: z.string(),
  countryName: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  timezone: z.string().nullable(),
})
export type Location = z.infer<typeof Location>

export const NearbyCity = Location.extend({ distanceMiles: z.number() })

export const CitiesQuery = z.strictObject({
  searchText,
  stateCode: z
    .string()
    .regex(/^[A-Z]{2}$/, 'A two-letter US state code')
    .optional(),
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE.max).default(PAGE_SIZE.initial),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
})
export const StatesQuery = z.strictObject({ searchText })
export const InternationalCitiesQuery = CitiesQuery.omit({ stateCode: true }).extend({
  countryCode: z
    .string()
    .regex(/^[A-Z]{2}$/, 'A two-letter country code')
    .optional(),
})
export const NearbyCitiesQuery = z
  .strictObject({
    cityId: z.string().min(1).max(120).optional().describe('The centre city, e.g. US-TX-austin'),
    searchText: z
      .string()
      .trim()
      .min(1)
      .max(100)
      .optional()
      .describe(
        'Or the centre as people type it ("Bay Area", "Austin, TX"): a location mapping first, else the city the city search offers first',
      ),
    miles: z.coerce
      .number()
      .refine((m) => (WITHIN_MILES as readonly number[]).includes(m), { message: `One of ${WITHIN_MILES.join(', ')}` })
      .default(DEFAULT_WITHIN_MILES),
    limit: z.coerce.number().int().min(1).max(PAGE_SIZE.max).default(50),
  })
  .refine((q) => (q.cityId ? 1 : 0) + (q.searchText ? 1 : 0) === 1, {
    message: 'A city id or a search text, not both',
    path: ['cityId'],
    params: { rule: 'oneOf' },
  })

export const TimezonesQuery = z.strictObject({
  searchText,
  type: z.enum(['us', 'all']).default('all').describe('US zones only, or every zone'),
  jobStatus: z.enum(JOB_STATUSES).optional().describe('Only zones used by jobs in this status'),
})
export const Timezone = z.object({
  id: z.string().describe('IANA name'),
  name: z.string(),
  abbreviation: z.string().nullable(),
  utcOffsetMinutes: z.number().int(),
})
