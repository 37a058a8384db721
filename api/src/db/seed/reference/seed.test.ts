import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { and, count, eq, isNotNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestDatabase } from '../../../testing/test-database'
import { type Database, MIGRATIONS_DIR } from '../../client'
import {
  citiesTable,
  functionalRolesTable,
  listOfValuesTable,
  positionMappingsTable,
  usStatesTable,
} from '../../schema/reference'
import { FUNCTIONAL_ROLES } from './functional-roles'
import { toListOfValueRows } from './list-of-values'
import { loadInternationalCities, loadUsCities } from './locations'
import { seedReferenceData } from './seed'

// Runs on the migrated test database, so it needs the generated migrations (api/drizzle).

describe('seedReferenceData', () => {
  let database: Database
  beforeAll(async () => {
    database = await openTestDatabase({ bare: true })
  })
  afterAll(async () => {
    await database?.close()
  })

  it('writes every list of values, role, state, city and time zone', async () => {
    const result = await seedReferenceData(database.db)
    const expectedCities = (await loadUsCities()).length + (await loadInternationalCities()).length
    expect(result).toMatchObject({
      listOfValues: toListOfValueRows().length,
      functionalRoles: FUNCTIONAL_ROLES.length,
      usStates: 51,
      cities: expectedCities,
    })
    expect(result.timezones).toBeGreaterThan(100)
    expect(result.positionAliases).toBeGreaterThan(40)

    const [austin] = await database.db.select().from(citiesTable).where(eq(citiesTable.id, 'US-TX-austin'))
    expect(austin).toMatchObject({ name: 'Austin', stateCode: 'TX', timezone: 'America/Chicago' })
    const [texas] = await database.db.select().from(usStatesTable).where(eq(usStatesTable.code, 'TX'))
    expect(texas).toMatchObject({ id: 'US-TX', name: 'Texas' })
  })

  it('links positions to their categories and roles to their positions', async () => {
    const [positions] = await database.db
      .select({ n: count() })
      .from(listOfValuesTable)
      .where(and(eq(listOfValuesTable.key, 'position'), isNotNull(listOfValuesTable.parentId)))
    expect(positions?.n).toBe(20)
    const [linkedRoles] = await database.db
      .select({ n: count() })
      .from(functionalRolesTable)
      .where(isNotNull(functionalRolesTable.positionId))
    expect(linkedRoles?.n).toBe(20)
    const [aliases] = await database.db.select({ n: count() }).from(positionMappingsTable)
    expect(aliases?.n).toBeGreaterThan(40)
  })

  it('is idempotent and keeps what administrators changed', async () => {
    const offTheMarket = and(
      eq(listOfValuesTable.key, 'searchStatus'),
      eq(listOfValuesTable.identifier, 'offTheMarket'),
    )
    await database.db.update(listOfValuesTable).set({ value: 'Not Looking', isActive: false }).where(offTheMarket)

    const again = await seedReferenceData(database.db)
    expect(again).toEqual({
      listOfValues: 0,
      functionalRoles: 0,
      positionAliases: 0,
      usStates: 0,
      cities: 0,
      timezones: 0,
    })
    const [row] = await database.db.select().from(listOfValuesTable).where(offTheMarket)
    expect(row).toMatchObject({ value: 'Not Looking', isActive: false })
  })
})
