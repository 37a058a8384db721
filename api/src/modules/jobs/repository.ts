/** Queries of the jobs module. No decisions here: use cases decide, these read and write. */

import type { JobStatus, ListOfValuesKey } from '@quota/shared/domain/enums'
import { type JobListScope, type JobSort, type JobTimeWindow, windowStart } from '@quota/shared/domain/jobs/index'
import { and, asc, desc, eq, exists, gte, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import {
  citiesTable,
  clientAccountsTable,
  jobClientVerticalsTable,
  jobContactsTable,
  jobFavoritesTable,
  jobLocationsTable,
  jobSearchFiltersTable,
  jobSkillsTable,
  jobSourcersTable,
  jobsTable,
  jobTargetCompaniesTable,
  jobTargetVerticalsTable,
  jobTimezonesTable,
  listOfValuesTable,
  mediaTable,
  organizationsTable,
  timezonesTable,
  usersTable,
  usStatesTable,
} from '../../db/schema'

/** `LIKE` with the caller's text taken literally. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

export function findLovs(db: DbOrTx, ids: readonly string[]) {
  if (!ids.length) return Promise.resolve([])
  return db
    .select({
      id: listOfValuesTable.id,
      key: listOfValuesTable.key,
      value: listOfValuesTable.value,
      identifier: listOfValuesTable.identifier,
      isActive: listOfValuesTable.isActive,
      meta: listOfValuesTable.meta,
    })
    .from(listOfValuesTable)
    .where(inArray(listOfValuesTable.id, [...ids]))
}

export function findLovsOfKey(db: DbOrTx, ids: readonly string[], key: ListOfValuesKey) {
  if (!ids.length) return Promise.resolve([])
  return db
    .select({ id: listOfValuesTable.id })
    .from(listOfValuesTable)
    .where(and(inArray(listOfValuesTable.id, [...ids]), eq(listOfValuesTable.key, key)))
}

export const personColumns = {
  id: usersTable.id,
  userType: usersTable.userType,
  organizationId: usersTable.organizationId,
  isActive: usersTable.isActive,
  firstName: usersTable.firstName,
  lastName: usersTable.lastName,
  email: usersTable.email,
  phone: usersTable.phone,
  timezone: usersTable.timezone,
}
export type PersonRow = {
  id: string
  userType: string
  organizationId: string | null
  isActive: boolean
  firstName: string
  lastName: string
  email: string
  phone: string | null
  timezone: string | null
}

export function findPeople(db: DbOrTx, ids: readonly string[]): Promise<PersonRow[]> {
  const unique = [...new Set(ids.filter(Boolean))]
  if (!unique.length) return Promise.resolve([])
  return db.select(personColumns).from(usersTable).where(inArray(usersTable.id, unique))
}

export function findCityIds(db: DbOrTx, ids: readonly string[]) {
  if (!ids.length) return Promise.resolve([])
  return db
    .select({ id: citiesTable.id })
    .from(citiesTable)
    .where(inArray(citiesTable.id, [...ids]))
}
export function findStateIds(db: DbOrTx, ids: readonly string[]) {
  if (!ids.length) return Promise.resolve([])
  return db
    .select({ id: usStatesTable.id })
    .from(usStatesTable)
    .where(inArray(usStatesTable.id, [...ids]))
}
export function findTimezoneIds(db: DbOrTx, ids: readonly string[]) {
  if (!ids.length) return Promise.resolve([])
  return db
    .select({ id: timezonesTable.id })
    .from(timezonesTable)
    .where(inArray(timezonesTable.id, [...ids]))
}
export function findOrganizationIds(db: DbOrTx, ids: readonly string[]) {
  if (!ids.length) return Promise.resolve([])
  return db
    .select({ id: organizationsTable.id, name: organizationsTable.name })
    .from(organizationsTable)
    .where(inArray(organizationsTable.id, [...ids]))
}
export async function findClientAccount(db: DbOrTx, organizationId: string) {
  const [row] = await db
    .select()
    .from(clientAccountsTable)
    .where(eq(clientAccountsTable.organizationId, organizationId))
  return row ?? null
}

// ---------------------------------------------------------------------------------------------
// The list

export interface JobListQueryArgs {
  viewer: { kind: 'staff' } | { kind: 'client'; organizationId: string }
  userId: string
  scope: JobListScope
  statuses?: JobStatus[] | undefined
  searchText?: string | undefined
  organizationIds?: string[] | undefined
  accountManagerIds?: string[] | undefined
  window: JobTimeWindow
  favoritesOnly?: boolean | undefined
  isRemote?: boolean | undefined
  sortBy: JobSort
  sortDirection: 'asc' | 'desc'
  limit: number
  offset: number
  now: Date
}

/** "My jobs" of a user (also the interview report's default scope). */
export function mineCondition(userId: string, viewerKind: 'staff' | 'client'): SQL {
  const contact = sql`exists (select 1 from ${jobContactsTable} where ${jobContactsTable.jobId} = ${jobsTable.id} and ${jobContactsTable.userId} = ${userId})`
  if (viewerKind === 'client') return or(eq(jobsTable.createdBy, userId), contact)!
  const sourcer = sql`exists (select 1 from ${jobSourcersTable} where ${jobSourcersTable.jobId} = ${jobsTable.id} and ${jobSourcersTable.userId} = ${userId})`
  return or(
    eq(jobsTable.accountManagerId, userId),
    eq(jobsTable.ownerId, userId),
    eq(jobsTable.businessDevelopmentId, userId),
    eq(jobsTable.createdBy, userId),
    sourcer,
    contact,
  )!
}

export async function findJobPage(db: DbOrTx, q: JobListQueryArgs) {
  const conditions: SQL[] = [isNull(jobsTable.deletedAt)]
  if (q.viewer.kind === 'client') conditions.push(eq(jobsTable.organizationId, q.viewer.organizationId))
  let statuses = q.scope.statuses
  if (q.statuses) statuses = statuses ? statuses.filter((s) => q.statuses!.includes(s)) : q.statuses
  if (statuses) conditions.push(statuses.length ? inArray(jobsTable.status, statuses) : sql`false`)
  if (q.scope.mine) conditions.push(mineCondition(q.userId, q.viewer.kind))
  const text = q.searchText?.trim()
  if (text) {
    const like = `%${escapeLike(text)}%`
    conditions.push(or(ilike(jobsTable.name, like), ilike(organizationsTable.name, like))!)
  }
  if (q.organizationIds?.length) conditions.push(inArray(jobsTable.organizationId, q.organizationIds))
  if (q.accountManagerIds?.length) conditions.push(inArray(jobsTable.accountManagerId, q.accountManagerIds))
  if (q.isRemote !== undefined) conditions.push(eq(jobsTable.isRemote, q.isRemote))
  const start = windowStart(q.window, q.now)
  if (start)
    conditions.push(gte(q.scope.windowDate === 'closedDate' ? jobsTable.closedDate : jobsTable.openDate, start))
  if (q.favoritesOnly) {
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(jobFavoritesTable)
          .where(and(eq(jobFavoritesTable.jobId, jobsTable.id), eq(jobFavoritesTable.userId, q.userId))),
      ),
    )
  }
  const where = and(...conditions)
  const dir = q.sortDirection === 'asc' ? asc : desc
  const nullsLast = (column: SQL | typeof jobsTable.kickoffDate | typeof jobsTable.closedDate) =>
    sql`${column} ${sql.raw(q.sortDirection === 'asc' ? 'asc' : 'desc')} nulls last`
  let order: SQL[]
  switch (q.sortBy) {
    case 'alphabetical':
      order = [dir(sql`lower(${jobsTable.name})`)]
      break
    case 'lastUpdated':
      order = [dir(jobsTable.updatedAt)]
      break
    case 'kickoffDate':
      order = [nullsLast(jobsTable.kickoffDate)]
      break
    case 'closedDate':
      order = [nullsLast(jobsTable.closedDate)]
      break
    case 'client':
      order = [dir(sql`lower(${organizationsTable.name})`), desc(jobsTable.openDate)]
      break
    case 'bestMatch':
      order = text
        ? [
            desc(sql`(lower(${jobsTable.name}) = lower(${text}))`),
            desc(sql`(${jobsTable.name} ilike ${`${escapeLike(text)}%`})`),
            desc(sql`(${jobsTable.name} ilike ${`%${escapeLike(text)}%`})`),
            desc(jobsTable.openDate),
          ]
        : [desc(jobsTable.openDate)]
      break
    default:
      order = [dir(jobsTable.openDate)]
  }
  const rows = await db
    .select({ job: jobsTable, organizationName: organizationsTable.name })
    .from(jobsTable)
    .innerJoin(organizationsTable, eq(organizationsTable.id, jobsTable.organizationId))
    .where(where)
    .orderBy(...order, desc(jobsTable.openDate), desc(jobsTable.createdAt), asc(jobsTable.id))
    .limit(q.limit)
    .offset(q.offset)
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(jobsTable)
    .innerJoin(organizationsTable, eq(organizationsTable.id, jobsTable.organizationId))
    .where(where)
  return { rows, total: Number(count?.n ?? 0) }
}

/** What list items show besides the job row: locations, time zones, favourites, filters. */
export async function findListParts(db: DbOrTx, jobIds: string[]) {
  if (!jobIds.length) return { locations: [], timezones: [], favorites: [], filters: [] }
  const [locations, timezones, favorites, filters] = await Promise.all([
    db
      .select({
        jobId: jobLocationsTable.jobId,
        cityId: jobLocationsTable.cityId,
        stateId: jobLocationsTable.stateId,
        cityName: citiesTable.name,
        cityStateCode: citiesTable.stateCode,
        stateName: usStatesTable.name,
        stateCode: usStatesTable.code,
      })
      .from(jobLocationsTable)
      .leftJoin(citiesTable, eq(citiesTable.id, jobLocationsTable.cityId))
      .leftJoin(
        usStatesTable,
        or(
          eq(usStatesTable.id, jobLocationsTable.stateId),
          and(isNull(jobLocationsTable.stateId), eq(usStatesTable.code, citiesTable.stateCode)),
        ),
      )
      .where(inArray(jobLocationsTable.jobId, jobIds))
      .orderBy(asc(jobLocationsTable.sortOrder), asc(jobLocationsTable.createdAt)),
    db
      .select({
        jobId: jobTimezonesTable.jobId,
        timezoneId: jobTimezonesTable.timezoneId,
        timezoneName: timezonesTable.name,
      })
      .from(jobTimezonesTable)
      .innerJoin(timezonesTable, eq(timezonesTable.id, jobTimezonesTable.timezoneId))
      .where(inArray(jobTimezonesTable.jobId, jobIds))
      .orderBy(asc(timezonesTable.utcOffsetMinutes)),
    db
      .select({ jobId: jobFavoritesTable.jobId, userId: jobFavoritesTable.userId })
      .from(jobFavoritesTable)
      .where(inArray(jobFavoritesTable.jobId, jobIds))
      .orderBy(asc(jobFavoritesTable.createdAt)),
    db
      .select({
        jobId: jobSearchFiltersTable.jobId,
        filterItems: jobSearchFiltersTable.filterItems,
        hasProviderFiltersOnly: jobSearchFiltersTable.hasProviderFiltersOnly,
      })
      .from(jobSearchFiltersTable)
      .where(inArray(jobSearchFiltersTable.jobId, jobIds)),
  ])
  return { locations, timezones, favorites, filters }
}

// ---------------------------------------------------------------------------------------------
// Details

export async function findOrganizationCard(db: DbOrTx, organizationId: string) {
  const logo = sql<
    string | null
  >`(select ${mediaTable.storageKey} from ${mediaTable} where ${mediaTable.id} = ${organizationsTable.logoMediaId})`
  const cover = sql<
    string | null
  >`(select ${mediaTable.storageKey} from ${mediaTable} where ${mediaTable.id} = ${organizationsTable.coverMediaId})`
  const audio = sql<
    string | null
  >`(select ${mediaTable.storageKey} from ${mediaTable} where ${mediaTable.id} = ${organizationsTable.pronunciationAudioMediaId})`
  const [row] = await db
    .select({
      id: organizationsTable.id,
      name: organizationsTable.name,
      logoMediaId: organizationsTable.logoMediaId,
      coverMediaId: organizationsTable.coverMediaId,
      pronunciationAudioMediaId: organizationsTable.pronunciationAudioMediaId,
      logoKey: logo,
      coverKey: cover,
      audioKey: audio,
      companyType: clientAccountsTable.companyType,
    })
    .from(organizationsTable)
    .leftJoin(clientAccountsTable, eq(clientAccountsTable.organizationId, organizationsTable.id))
    .where(eq(organizationsTable.id, organizationId))
  return row ?? null
}

export async function findJobDetailParts(db: DbOrTx, jobId: string) {
  const lovColumns = {
    id: listOfValuesTable.id,
    value: listOfValuesTable.value,
    identifier: listOfValuesTable.identifier,
  }
  const [skills, clientVerticals, targetVerticals, targetCompanies, sourcers, contacts] = await Promise.all([
    db
      .select(lovColumns)
      .from(jobSkillsTable)
      .innerJoin(listOfValuesTable, eq(listOfValuesTable.id, jobSkillsTable.skillId))
      .where(eq(jobSkillsTable.jobId, jobId))
      .orderBy(asc(jobSkillsTable.createdAt), asc(listOfValuesTable.value)),
    db
      .select(lovColumns)
      .from(jobClientVerticalsTable)
      .innerJoin(listOfValuesTable, eq(listOfValuesTable.id, jobClientVerticalsTable.industryId))
      .where(eq(jobClientVerticalsTable.jobId, jobId))
      .orderBy(asc(jobClientVerticalsTable.createdAt), asc(listOfValuesTable.value)),
    db
      .select(lovColumns)
      .from(jobTargetVerticalsTable)
      .innerJoin(listOfValuesTable, eq(listOfValuesTable.id, jobTargetVerticalsTable.industryId))
      .where(eq(jobTargetVerticalsTable.jobId, jobId))
      .orderBy(asc(jobTargetVerticalsTable.createdAt), asc(listOfValuesTable.value)),
    db
      .select({ id: organizationsTable.id, name: organizationsTable.name })
      .from(jobTargetCompaniesTable)
      .innerJoin(organizationsTable, eq(organizationsTable.id, jobTargetCompaniesTable.organizationId))
      .where(eq(jobTargetCompaniesTable.jobId, jobId))
      .orderBy(asc(jobTargetCompaniesTable.createdAt), asc(organizationsTable.name)),
    db
      .select(personColumns)
      .from(jobSourcersTable)
      .innerJoin(usersTable, eq(usersTable.id, jobSourcersTable.userId))
      .where(eq(jobSourcersTable.jobId, jobId))
      .orderBy(asc(jobSourcersTable.createdAt)),
    findJobContacts(db, jobId),
  ])
  return { skills, clientVerticals, targetVerticals, targetCompanies, sourcers, contacts }
}

export function findJobContacts(db: DbOrTx, jobId: string) {
  return db
    .select({
      id: jobContactsTable.id,
      userId: jobContactsTable.userId,
      type: jobContactsTable.type,
      role: jobContactsTable.role,
      firstName: usersTable.firstName,
      lastName: usersTable.lastName,
      email: usersTable.email,
      userType: usersTable.userType,
    })
    .from(jobContactsTable)
    .innerJoin(usersTable, eq(usersTable.id, jobContactsTable.userId))
    .where(eq(jobContactsTable.jobId, jobId))
    .orderBy(asc(jobContactsTable.createdAt), asc(jobContactsTable.id))
}

export async function findCityAndState(db: DbOrTx, cityId: string | null, stateId: string | null) {
  const [city] = cityId
    ? await db
        .select({ id: citiesTable.id, name: citiesTable.name, stateCode: citiesTable.stateCode })
        .from(citiesTable)
        .where(eq(citiesTable.id, cityId))
    : []
  const [state] = stateId
    ? await db.select().from(usStatesTable).where(eq(usStatesTable.id, stateId))
    : city?.stateCode
      ? await db.select().from(usStatesTable).where(eq(usStatesTable.code, city.stateCode))
      : []
  return { city: city ? { id: city.id, name: city.name } : null, state: state ?? null }
}

export function findFavoriteUserIds(db: DbOrTx, jobId: string) {
  return db
    .select({ userId: jobFavoritesTable.userId })
    .from(jobFavoritesTable)
    .where(eq(jobFavoritesTable.jobId, jobId))
    .orderBy(asc(jobFavoritesTable.createdAt))
}
