/**
 * Writes the reference data into the database: lists of values, functional roles,
 * position aliases, US states, cities and time zones.
 *
 * Safe on every start: ids are deterministic and rows that already exist are left
 * alone, so values an administrator edited, reordered or deactivated in /admin/lists
 * keep their changes; only missing rows are inserted. Runs in one transaction.
 * The answer counts the rows inserted by this run (all zero on a reseed).
 */
import type { Db, DbOrTx } from '../../client'
import {
  citiesTable,
  functionalRolesTable,
  listOfValuesTable,
  positionMappingsTable,
  timezonesTable,
  usStatesTable,
} from '../../schema/reference'
import { FUNCTIONAL_ROLES, functionalRoleId } from './functional-roles'
import { LIST_OF_VALUES, type ListOfValueSeedRow, toListOfValueRows } from './list-of-values'
import { loadInternationalCities, loadUsCities, loadUsStates, timeZonesOf, US_CITY_MIN_POPULATION } from './locations'

export interface SeedReferenceOptions {
  /** US cities from this population (default US_CITY_MIN_POPULATION). */
  usCityMinPopulation?: number
  /** Also write international cities (default true). */
  international?: boolean
}

export interface SeedReferenceResult {
  listOfValues: number
  functionalRoles: number
  positionAliases: number
  usStates: number
  cities: number
  timezones: number
}

const CHUNK = 500

function chunks<T>(items: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = []
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size))
  return out
}

/** Inserts what is missing; answers how many rows were inserted per table. */
export async function seedReferenceData(db: Db, options: SeedReferenceOptions = {}): Promise<SeedReferenceResult> {
  const usCities = await loadUsCities({ minPopulation: options.usCityMinPopulation ?? US_CITY_MIN_POPULATION })
  const internationalCities = options.international === false ? [] : await loadInternationalCities()
  return db.transaction(async (tx) => {
    const lov = await seedListOfValues(tx)
    const roles = await seedFunctionalRoles(tx, lov.idOf)
    const aliases = await seedPositionAliases(tx, lov.idOf)

    const states = await tx
      .insert(usStatesTable)
      .values(loadUsStates().map((s) => ({ id: s.id, name: s.name, code: s.code })))
      .onConflictDoNothing()
      .returning({ id: usStatesTable.id })

    const zoneRows = timeZonesOf([...usCities, ...internationalCities]).map((z, sortOrder) => ({ ...z, sortOrder }))
    const zones = await tx
      .insert(timezonesTable)
      .values(zoneRows)
      .onConflictDoNothing()
      .returning({ id: timezonesTable.id })

    const existingCities = new Set((await tx.select({ id: citiesTable.id }).from(citiesTable)).map((r) => r.id))
    const cityRows = [
      ...usCities.map((c) => ({
        id: c.id,
        name: c.name,
        stateCode: c.stateCode,
        regionName: null,
        countryCode: c.countryCode,
        countryName: c.countryName,
        latitude: c.latitude,
        longitude: c.longitude,
        timezone: c.timeZone,
        population: c.population,
      })),
      ...internationalCities.map((c) => ({
        id: c.id,
        name: c.name,
        stateCode: null,
        regionName: c.regionName,
        countryCode: c.countryCode,
        countryName: c.countryName,
        latitude: c.latitude,
        longitude: c.longitude,
        timezone: c.timeZone,
        population: c.population,
      })),
    ].filter((row) => !existingCities.has(row.id))
    for (const part of chunks(cityRows)) await tx.insert(citiesTable).values(part).onConflictDoNothing()

    return {
      listOfValues: lov.inserted,
      functionalRoles: roles,
      positionAliases: aliases,
      usStates: states.length,
      cities: cityRows.length,
      timezones: zones.length,
    }
  })
}

/**
 * Lists of values, parents first. A (key, identifier) that already exists keeps its
 * row (and id); children of such a parent point at the existing id.
 */
async function seedListOfValues(
  tx: DbOrTx,
): Promise<{ inserted: number; idOf: (key: string, identifier: string) => string | undefined }> {
  const existing = new Map<string, string>()
  const current = await tx
    .select({ id: listOfValuesTable.id, key: listOfValuesTable.key, identifier: listOfValuesTable.identifier })
    .from(listOfValuesTable)
  for (const row of current) if (row.identifier) existing.set(`${row.key}:${row.identifier}`, row.id)

  const rows = toListOfValueRows()
  const actualId = new Map<string, string>() // our deterministic id -> id in the database
  const toInsert: ListOfValueSeedRow[] = []
  for (const row of rows) {
    const found = existing.get(`${row.key}:${row.identifier}`)
    actualId.set(row.id, found ?? row.id)
    if (!found) toInsert.push({ ...row, parentId: row.parentId ? (actualId.get(row.parentId) ?? row.parentId) : null })
  }
  for (const part of chunks(toInsert)) {
    await tx
      .insert(listOfValuesTable)
      .values(part.map((r) => ({ ...r, meta: r.meta ?? {} })))
      .onConflictDoNothing()
  }
  const idOf = (key: string, identifier: string) => {
    const found = existing.get(`${key}:${identifier}`)
    if (found) return found
    return rows.find((r) => r.key === key && r.identifier === identifier)?.id
  }
  return { inserted: toInsert.length, idOf }
}

async function seedFunctionalRoles(
  tx: DbOrTx,
  idOf: (key: string, identifier: string) => string | undefined,
): Promise<number> {
  const values = FUNCTIONAL_ROLES.map((role, sortOrder) => ({
    id: functionalRoleId(role.identifier),
    identifier: role.identifier,
    name: role.name,
    segment: role.segment,
    positionId: role.position ? (idOf('position', role.position) ?? null) : null,
    sortOrder,
  }))
  const written = await tx
    .insert(functionalRolesTable)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: functionalRolesTable.id })
  return written.length
}

/** Each work-experience title becomes an alias of the position it maps to. */
async function seedPositionAliases(
  tx: DbOrTx,
  idOf: (key: string, identifier: string) => string | undefined,
): Promise<number> {
  const values = LIST_OF_VALUES.workExperienceTitle.flatMap((title) => {
    const positionId = idOf('position', title.meta.position)
    return positionId ? [{ positionId, kind: 'alias' as const, term: title.value }] : []
  })
  const written = await tx
    .insert(positionMappingsTable)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: positionMappingsTable.id })
  return written.length
}
