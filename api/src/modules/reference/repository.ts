import type { ListOfValuesQuery } from '@quota/shared/contracts/reference'
import { and, asc, desc, eq, gte, ilike, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { plainRows } from '../../db/prepared'
import {
  citiesTable,
  functionalRolesTable,
  jobsTable,
  jobTimezonesTable,
  listOfValuesTable,
  timezonesTable,
  usStatesTable,
} from '../../db/schema'

/** `LIKE` with the caller's text taken literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`)
}

/** Matches the start of the value or of any word in it ("exec" finds "Account Executive"). */
function wordPrefix(column: SQL.Aliased | typeof listOfValuesTable.value | typeof citiesTable.name, text: string) {
  const t = escapeLike(text)
  return or(ilike(column, `${t}%`), ilike(column, `% ${t}%`))!
}

export async function findListOfValues(db: DbOrTx, q: ListOfValuesQuery) {
  const conditions: SQL[] = [eq(listOfValuesTable.key, q.key), eq(listOfValuesTable.isActive, q.isActive ?? true)]
  if (q.parentKeyId) conditions.push(eq(listOfValuesTable.parentId, q.parentKeyId))
  if (q.searchText) conditions.push(wordPrefix(listOfValuesTable.value, q.searchText))
  const where = and(...conditions)
  const order = q.sortDirection === 'desc' ? desc : asc
  const sortColumn = {
    sortOrder: listOfValuesTable.sortOrder,
    value: listOfValuesTable.value,
    usageCount: listOfValuesTable.usageCount,
  }[q.sortBy]
  const base = db.select().from(listOfValuesTable).where(where).orderBy(order(sortColumn), asc(listOfValuesTable.value))
  const rows = q.doNotApplyLimit ? await base : await base.limit(q.limit).offset(q.offset)
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(listOfValuesTable).where(where)
  return { rows, total: Number(count?.n ?? 0) }
}

export function findChildren(db: DbOrTx, parentIds: string[]) {
  if (!parentIds.length) return Promise.resolve([])
  return db
    .select()
    .from(listOfValuesTable)
    .where(and(inArray(listOfValuesTable.parentId, parentIds), eq(listOfValuesTable.isActive, true)))
    .orderBy(asc(listOfValuesTable.sortOrder), asc(listOfValuesTable.value))
}

export function findFrequentValues(db: DbOrTx, key: ListOfValuesQuery['key'], limit: number) {
  return db
    .select()
    .from(listOfValuesTable)
    .where(
      and(
        eq(listOfValuesTable.key, key),
        eq(listOfValuesTable.isActive, true),
        sql`${listOfValuesTable.usageCount} > 0`,
      ),
    )
    .orderBy(desc(listOfValuesTable.usageCount), asc(listOfValuesTable.sortOrder))
    .limit(limit)
}

export function findActiveByKey(db: DbOrTx, key: ListOfValuesQuery['key']) {
  return db
    .select()
    .from(listOfValuesTable)
    .where(
      and(eq(listOfValuesTable.key, key), eq(listOfValuesTable.isActive, true), isNull(listOfValuesTable.parentId)),
    )
    .orderBy(asc(listOfValuesTable.sortOrder))
}

export function findFunctionalRoles(db: DbOrTx) {
  return db
    .select()
    .from(functionalRolesTable)
    .where(eq(functionalRolesTable.isActive, true))
    .orderBy(asc(functionalRolesTable.sortOrder), asc(functionalRolesTable.name))
}

const cityColumns = {
  city: citiesTable,
  stateName: usStatesTable.name,
  stateId: usStatesTable.id,
}

export async function findCities(
  db: DbOrTx,
  q: {
    searchText?: string | undefined
    stateCode?: string | undefined
    countryCode?: string | undefined
    us: boolean
    limit: number
    offset: number
  },
) {
  const conditions: SQL[] = [q.us ? eq(citiesTable.countryCode, 'US') : sql`${citiesTable.countryCode} <> 'US'`]
  let text = q.searchText
  // "Austin, TX" narrows to the state; the spec writes cities as "City, ST"
  const cityState = text ? /^(.*),\s*([A-Za-z]{2})$/.exec(text) : null
  if (cityState && q.us) {
    text = cityState[1]!.trim()
    conditions.push(eq(citiesTable.stateCode, cityState[2]!.toUpperCase()))
  }
  if (text) conditions.push(wordPrefix(citiesTable.name, text))
  if (q.stateCode) conditions.push(eq(citiesTable.stateCode, q.stateCode))
  if (q.countryCode) conditions.push(eq(citiesTable.countryCode, q.countryCode))
  const where = and(...conditions)
  const rows = await db
    .select(cityColumns)
    .from(citiesTable)
    .leftJoin(usStatesTable, eq(usStatesTable.code, citiesTable.stateCode))
    .where(where)
    .orderBy(desc(citiesTable.population), asc(citiesTable.name))
    .limit(q.limit)
    .offset(q.offset)
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(citiesTable).where(where)
  return { rows, total: Number(count?.n ?? 0) }
}

export async function findCity(db: DbOrTx, cityId: string) {
  const [row] = await db
    .select(cityColumns)
    .from(citiesTable)
    .leftJoin(usStatesTable, eq(usStatesTable.code, citiesTable.stateCode))
    .where(eq(citiesTable.id, cityId))
  return row ?? null
}

/** Cities inside a latitude/longitude box (served by the lat/lng index); exact distance is checked by the caller. */
export function findCitiesInBox(
  db: DbOrTx,
  box: { minLatitude: number; maxLatitude: number; minLongitude: number; maxLongitude: number },
  countryCode: string,
) {
  return db
    .select(cityColumns)
    .from(citiesTable)
    .leftJoin(usStatesTable, eq(usStatesTable.code, citiesTable.stateCode))
    .where(
      and(
        eq(citiesTable.countryCode, countryCode),
        gte(citiesTable.latitude, box.minLatitude),
        lte(citiesTable.latitude, box.maxLatitude),
        gte(citiesTable.longitude, box.minLongitude),
        lte(citiesTable.longitude, box.maxLongitude),
      ),
    )
}

export function findStates(db: DbOrTx, searchText?: string) {
  if (!searchText) {
    return plainRows(db, 'findAllStates', (d) =>
      d
        .select({ id: usStatesTable.id, name: usStatesTable.name, code: usStatesTable.code })
        .from(usStatesTable)
        .orderBy(asc(usStatesTable.name)),
    )
  }
  return db
    .select()
    .from(usStatesTable)
    .where(
      or(ilike(usStatesTable.name, `${escapeLike(searchText)}%`), ilike(usStatesTable.code, escapeLike(searchText))),
    )
    .orderBy(asc(usStatesTable.name))
}

export function findTimezones(
  db: DbOrTx,
  q: {
    searchText?: string | undefined
    ids?: ReadonlySet<string>
    jobStatus?: (typeof jobsTable.status.enumValues)[number] | undefined
  },
) {
  const conditions: SQL[] = []
  if (q.searchText) {
    const t = escapeLike(q.searchText)
    conditions.push(
      or(
        ilike(timezonesTable.name, `%${t}%`),
        ilike(timezonesTable.id, `%${t}%`),
        ilike(timezonesTable.abbreviation, `${t}%`),
      )!,
    )
  }
  if (q.ids) conditions.push(inArray(timezonesTable.id, [...q.ids]))
  if (q.jobStatus) {
    conditions.push(
      inArray(
        timezonesTable.id,
        db
          .select({ id: jobTimezonesTable.timezoneId })
          .from(jobTimezonesTable)
          .innerJoin(jobsTable, eq(jobsTable.id, jobTimezonesTable.jobId))
          .where(eq(jobsTable.status, q.jobStatus)),
      ),
    )
  }
  return db
    .select()
    .from(timezonesTable)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(asc(timezonesTable.sortOrder), desc(timezonesTable.utcOffsetMinutes), asc(timezonesTable.name))
}
