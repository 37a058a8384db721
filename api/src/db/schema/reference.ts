/**
 * Reference data: lists of values, US states, cities, time zones, functional roles and
 * position mappings.
 * Spec: 002 §3 "List of values", "Location"; 002 §7 "Lists of values and locations";
 * 000 §3 sales-role segments; 000 §5 position alias / blacklisted word messages.
 */

import { LIST_OF_VALUES_KEYS, POSITION_MAPPING_KINDS, SALES_SEGMENTS } from '@quota/shared/domain/enums'
import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { oneOf, timestamps, uuidPk } from './columns'

/** Free-form extras of a value (e.g. a position's recommended title, a threshold's number). */
export type ListOfValueMeta = Record<string, unknown>

/**
 * Every admin-managed pick list, one table: `key` names the list, `identifier` is the stable
 * code the product relies on (e.g. search status `activelySearching`), `value` the display text.
 * Hierarchies (position category -> positions) use `parentId`.
 */
export const listOfValuesTable = pgTable(
  'list_of_values',
  {
    id: uuidPk(),
    key: text({ enum: LIST_OF_VALUES_KEYS }).notNull(),
    value: text().notNull(),
    identifier: text(),
    parentId: uuid().references((): AnyPgColumn => listOfValuesTable.id, { onDelete: 'restrict' }),
    /**
     * A position's recommended position (lists management, "Recommended Position is already
     * set"): a title mapped to this position maps to that one. Positions only.
     */
    recommendedPositionId: uuid().references((): AnyPgColumn => listOfValuesTable.id, { onDelete: 'set null' }),
    sortOrder: integer().notNull().default(0),
    isActive: boolean().notNull().default(true),
    meta: jsonb().$type<ListOfValueMeta>().notNull().default({}),
    pictureUrl: text(),
    /** How often the value was picked (GET list-of-values/{key}/frequent, most-popular-options). */
    usageCount: integer().notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    check('list_of_values_key_check', oneOf(t.key, LIST_OF_VALUES_KEYS)),
    // resolve a code: WHERE key = $1 AND identifier = $2 (unique; many values have no identifier)
    uniqueIndex('list_of_values_key_identifier_uq').on(t.key, t.identifier),
    // GET guest/list-of-values?key=&isActive=: WHERE key = $1 AND is_active ORDER BY sort_order, value
    index('list_of_values_key_active_order_idx').on(t.key, t.isActive, t.sortOrder),
    // searchText within a list: WHERE key = $1 AND lower(value) LIKE 'acc%'
    index('list_of_values_key_value_prefix_idx').on(t.key, sql`lower(${t.value}) text_pattern_ops`),
    // parentKey/parentKeyId, position categories with positions: WHERE parent_id = $1
    index('list_of_values_parent_idx').on(t.parentId),
    // GET list-of-values/{key}/frequent: WHERE key = $1 AND is_active ORDER BY usage_count DESC
    index('list_of_values_key_usage_idx').on(t.key, t.usageCount.desc()),
    check(
      'list_of_values_recommended_position_check',
      sql`${t.recommendedPositionId} is null or (${t.key} = 'position' and ${t.recommendedPositionId} <> ${t.id})`,
    ),
  ],
)
export type ListOfValueRow = typeof listOfValuesTable.$inferSelect
export type NewListOfValueRow = typeof listOfValuesTable.$inferInsert

/** US states (locations/states). `id` is a stable text id (e.g. `US-CA`); `code` the two letters. */
export const usStatesTable = pgTable(
  'us_states',
  {
    id: text().primaryKey(),
    name: text().notNull(),
    code: text().notNull(),
  },
  (t) => [
    // "City, ST" parsing and city -> state: WHERE code = $1. A constraint (not only an index)
    // because cities.state_code references it, and migrations add foreign keys before indexes.
    unique('us_states_code_uq').on(t.code),
  ],
)
export type UsStateRow = typeof usStatesTable.$inferSelect
export type NewUsStateRow = typeof usStatesTable.$inferInsert

/** Cities, US and international (locations/cities, /all, /international-cities, /nearby-cities). */
export const citiesTable = pgTable(
  'cities',
  {
    /** Stable text id from the source gazetteer. */
    id: text().primaryKey(),
    name: text().notNull(),
    /** US state code; null outside the US. */
    stateCode: text().references(() => usStatesTable.code, { onDelete: 'restrict' }),
    /** Region / province name outside the US. */
    regionName: text(),
    countryCode: text().notNull(),
    countryName: text().notNull(),
    latitude: doublePrecision().notNull(),
    longitude: doublePrecision().notNull(),
    /** IANA time-zone name. */
    timezone: text(),
    population: integer().notNull().default(0),
  },
  (t) => [
    check('cities_latitude_check', sql`${t.latitude} between -90 and 90`),
    check('cities_longitude_check', sql`${t.longitude} between -180 and 180`),
    // autocomplete: WHERE lower(name) LIKE 'san%' ORDER BY population DESC
    index('cities_name_prefix_idx').on(sql`lower(${t.name}) text_pattern_ops`),
    // cities of a state, biggest first: WHERE state_code = $1 ORDER BY population DESC
    index('cities_state_population_idx').on(t.stateCode, t.population.desc()),
    // international cities: WHERE country_code = $1 ORDER BY population DESC
    index('cities_country_population_idx').on(t.countryCode, t.population.desc()),
    // nearby-cities / radius filters, bounding box first:
    //   WHERE latitude BETWEEN $1 AND $2 AND longitude BETWEEN $3 AND $4
    index('cities_lat_lng_idx').on(t.latitude, t.longitude),
  ],
)
export type CityRow = typeof citiesTable.$inferSelect
export type NewCityRow = typeof citiesTable.$inferInsert

/** Time zones offered by GET timezones and referenced by jobs (jobTimezones). */
export const timezonesTable = pgTable(
  'timezones',
  {
    /** IANA name, e.g. America/Chicago. */
    id: text().primaryKey(),
    /** Display name, e.g. Central Time. */
    name: text().notNull(),
    abbreviation: text(),
    /** Standard (non-DST) offset from UTC in minutes. */
    utcOffsetMinutes: smallint().notNull(),
    sortOrder: integer().notNull().default(0),
  },
  (t) => [
    // GET timezones?searchText=: WHERE lower(name) LIKE $1 ORDER BY utc_offset_minutes
    index('timezones_offset_idx').on(t.utcOffsetMinutes),
  ],
)
export type TimezoneRow = typeof timezonesTable.$inferSelect
export type NewTimezoneRow = typeof timezonesTable.$inferInsert

/** GET functional-roles: job roles and the message-template segment they map to (000 §3). */
export const functionalRolesTable = pgTable(
  'functional_roles',
  {
    id: uuidPk(),
    name: text().notNull(),
    identifier: text().notNull(),
    segment: text({ enum: SALES_SEGMENTS }).notNull().default('default'),
    /** The `position` value this role corresponds to, when there is one. */
    positionId: uuid().references(() => listOfValuesTable.id, { onDelete: 'restrict' }),
    sortOrder: integer().notNull().default(0),
    isActive: boolean().notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    check('functional_roles_segment_check', oneOf(t.segment, SALES_SEGMENTS)),
    // lookups by code: WHERE identifier = $1
    uniqueIndex('functional_roles_identifier_uq').on(t.identifier),
    // template segment of a position: WHERE position_id = $1
    index('functional_roles_position_idx').on(t.positionId),
  ],
)
export type FunctionalRoleRow = typeof functionalRolesTable.$inferSelect
export type NewFunctionalRoleRow = typeof functionalRolesTable.$inferInsert

/**
 * Title -> position mapping terms: aliases ("Position Alias already exists") and blacklisted
 * words ("Position Blacklisted Word already exists"). GET candidates/work-experience/
 * title-position-mappings?jobTitle= matches a title against these.
 */
export const positionMappingsTable = pgTable(
  'position_mappings',
  {
    id: uuidPk(),
    positionId: uuid()
      .notNull()
      .references(() => listOfValuesTable.id, { onDelete: 'cascade' }),
    kind: text({ enum: POSITION_MAPPING_KINDS }).notNull(),
    term: text().notNull(),
    ...timestamps(),
  },
  (t) => [
    // duplicate check per position and kind, case-insensitive
    uniqueIndex('position_mappings_position_kind_term_uq').on(t.positionId, t.kind, sql`lower(${t.term})`),
    // title matching: WHERE kind = 'alias' AND lower(term) = ANY($1)
    index('position_mappings_kind_term_idx').on(t.kind, sql`lower(${t.term})`),
  ],
)
export type PositionMappingRow = typeof positionMappingsTable.$inferSelect
export type NewPositionMappingRow = typeof positionMappingsTable.$inferInsert
