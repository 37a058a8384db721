/** Queries of the clients module. */
import type { ClientSort, ContactSort } from '@quota/shared/domain/clients/index'
import type { CompanyType } from '@quota/shared/domain/enums'
import { and, asc, desc, eq, ilike, inArray, isNull, type SQL, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import {
  citiesTable,
  clientAccountsTable,
  clientContactsTable,
  clientFavoritesTable,
  clientNotesTable,
  jobCandidateHistoryTable,
  jobsTable,
  organizationsTable,
  usersTable,
  usStatesTable,
} from '../../db/schema'
import { escapeLike } from '../jobs/repository'

const openJobs = sql<number>`(select count(*)::int from ${jobsTable} where ${jobsTable.organizationId} = ${organizationsTable.id} and ${jobsTable.deletedAt} is null and ${jobsTable.status} <> 'closed')`
const totalJobs = sql<number>`(select count(*)::int from ${jobsTable} where ${jobsTable.organizationId} = ${organizationsTable.id} and ${jobsTable.deletedAt} is null)`
const contacts = sql<number>`(select count(*)::int from ${clientContactsTable} where ${clientContactsTable.organizationId} = ${organizationsTable.id} and not ${clientContactsTable.noLongerAtCompany})`

export const clientColumns = { org: organizationsTable, account: clientAccountsTable, openJobs, totalJobs, contacts }

export async function findClientPage(
  db: DbOrTx,
  q: {
    userId: string
    searchText?: string | undefined
    isActive?: boolean | undefined
    companyTypes?: CompanyType[] | undefined
    accountManagerIds?: string[] | undefined
    favoritesOnly?: boolean | undefined
    sortBy: ClientSort
    sortDirection: 'asc' | 'desc'
    limit: number
    offset: number
  },
) {
  const conditions: SQL[] = []
  if (q.searchText) conditions.push(ilike(organizationsTable.name, `%${escapeLike(q.searchText)}%`))
  if (q.isActive !== undefined) conditions.push(eq(clientAccountsTable.isActive, q.isActive))
  if (q.companyTypes?.length) conditions.push(inArray(clientAccountsTable.companyType, q.companyTypes))
  if (q.accountManagerIds?.length) conditions.push(inArray(clientAccountsTable.accountManagerId, q.accountManagerIds))
  if (q.favoritesOnly) {
    conditions.push(
      sql`exists (select 1 from ${clientFavoritesTable} where ${clientFavoritesTable.organizationId} = ${organizationsTable.id} and ${clientFavoritesTable.userId} = ${q.userId})`,
    )
  }
  const where = conditions.length ? and(...conditions) : undefined
  const dir = q.sortDirection === 'asc' ? asc : desc
  const order = {
    name: [dir(sql`lower(${organizationsTable.name})`)],
    createdAt: [dir(clientAccountsTable.createdAt)],
    updatedAt: [dir(clientAccountsTable.updatedAt)],
    kickoffDate: [sql`${clientAccountsTable.kickoffDate} ${sql.raw(q.sortDirection)} nulls last`],
    openJobs: [dir(openJobs)],
  }[q.sortBy]
  const rows = await db
    .select(clientColumns)
    .from(clientAccountsTable)
    .innerJoin(organizationsTable, eq(organizationsTable.id, clientAccountsTable.organizationId))
    .where(where)
    .orderBy(...order, asc(sql`lower(${organizationsTable.name})`), asc(organizationsTable.id))
    .limit(q.limit)
    .offset(q.offset)
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(clientAccountsTable)
    .innerJoin(organizationsTable, eq(organizationsTable.id, clientAccountsTable.organizationId))
    .where(where)
  return { rows, total: Number(count?.n ?? 0) }
}

export async function findClientRow(db: DbOrTx, id: string) {
  const [row] = await db
    .select(clientColumns)
    .from(clientAccountsTable)
    .innerJoin(organizationsTable, eq(organizationsTable.id, clientAccountsTable.organizationId))
    .where(eq(clientAccountsTable.organizationId, id))
  return row ?? null
}

export async function findClientFavorites(db: DbOrTx, ids: string[]) {
  if (!ids.length) return []
  return db
    .select({ organizationId: clientFavoritesTable.organizationId, userId: clientFavoritesTable.userId })
    .from(clientFavoritesTable)
    .where(inArray(clientFavoritesTable.organizationId, ids))
    .orderBy(asc(clientFavoritesTable.createdAt))
}

// ---------------------------------------------------------------------------------------------
// Contacts

export async function findContactPage(
  db: DbOrTx,
  q: {
    organizationId: string
    searchText?: string | undefined
    includeNoLongerAtCompany?: boolean | undefined
    since: Date | null
    sortBy: ContactSort
    sortDirection: 'asc' | 'desc'
    limit: number
    offset: number
  },
) {
  const conditions: SQL[] = [eq(clientContactsTable.organizationId, q.organizationId)]
  if (!q.includeNoLongerAtCompany) conditions.push(eq(clientContactsTable.noLongerAtCompany, false))
  if (q.searchText) {
    const like = `%${escapeLike(q.searchText)}%`
    conditions.push(
      sql`(${usersTable.firstName} ilike ${like} or ${usersTable.lastName} ilike ${like} or ${usersTable.email} ilike ${like} or (${usersTable.firstName} || ' ' || ${usersTable.lastName}) ilike ${like})`,
    )
  }
  const where = and(...conditions)
  const since = q.since ? sql` and ${jobCandidateHistoryTable.createdAt} >= ${q.since.toISOString()}` : sql``
  const countOf = (condition: SQL) =>
    sql<number>`(select count(distinct ${jobCandidateHistoryTable.jobCandidateId})::int from ${jobCandidateHistoryTable} where ${jobCandidateHistoryTable.actorId} = ${clientContactsTable.userId} and ${condition}${since})`
  const dir = q.sortDirection === 'asc' ? asc : desc
  const order = {
    name: [dir(sql`lower(${usersTable.firstName})`), dir(sql`lower(${usersTable.lastName})`)],
    lastLogin: [sql`${usersTable.lastLoginAt} ${sql.raw(q.sortDirection)} nulls last`],
    createdAt: [dir(clientContactsTable.createdAt)],
    cardViews: [dir(clientContactsTable.cardViews)],
    profileViews: [dir(clientContactsTable.profileViews)],
    title: [sql`lower(${clientContactsTable.title}) ${sql.raw(q.sortDirection)} nulls last`],
  }[q.sortBy]
  const rows = await db
    .select({
      contact: clientContactsTable,
      user: usersTable,
      cityName: citiesTable.name,
      stateCode: sql<string | null>`coalesce(${usStatesTable.code}, ${citiesTable.stateCode})`,
      shortlisted: countOf(sql`${jobCandidateHistoryTable.action} = 'shortlist'`),
      pitched: countOf(sql`${jobCandidateHistoryTable.action} = 'pitchOpportunity'`),
      interviews: countOf(sql`${jobCandidateHistoryTable.action} = 'scheduleInterview'`),
    })
    .from(clientContactsTable)
    .innerJoin(usersTable, eq(usersTable.id, clientContactsTable.userId))
    .leftJoin(citiesTable, eq(citiesTable.id, clientContactsTable.cityId))
    .leftJoin(usStatesTable, eq(usStatesTable.id, clientContactsTable.stateId))
    .where(where)
    .orderBy(...order, asc(clientContactsTable.id))
    .limit(q.limit)
    .offset(q.offset)
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(clientContactsTable)
    .innerJoin(usersTable, eq(usersTable.id, clientContactsTable.userId))
    .where(where)
  return { rows, total: Number(count?.n ?? 0) }
}

export async function findContact(db: DbOrTx, organizationId: string, contactId: string) {
  const [row] = await db
    .select()
    .from(clientContactsTable)
    .where(and(eq(clientContactsTable.organizationId, organizationId), eq(clientContactsTable.id, contactId)))
  return row ?? null
}

// ---------------------------------------------------------------------------------------------
// Notes

export async function findNotePage(db: DbOrTx, organizationId: string, limit: number, offset: number) {
  const rows = await db
    .select({
      note: clientNotesTable,
      author: {
        id: usersTable.id,
        firstName: usersTable.firstName,
        lastName: usersTable.lastName,
        email: usersTable.email,
      },
    })
    .from(clientNotesTable)
    .leftJoin(usersTable, eq(usersTable.id, clientNotesTable.authorId))
    .where(eq(clientNotesTable.organizationId, organizationId))
    .orderBy(desc(clientNotesTable.createdAt), desc(clientNotesTable.id))
    .limit(limit)
    .offset(offset)
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(clientNotesTable)
    .where(eq(clientNotesTable.organizationId, organizationId))
  return { rows, total: Number(count?.n ?? 0) }
}

export async function findNote(db: DbOrTx, organizationId: string, noteId: string) {
  const [row] = await db
    .select({
      note: clientNotesTable,
      author: {
        id: usersTable.id,
        firstName: usersTable.firstName,
        lastName: usersTable.lastName,
        email: usersTable.email,
      },
    })
    .from(clientNotesTable)
    .leftJoin(usersTable, eq(usersTable.id, clientNotesTable.authorId))
    .where(and(eq(clientNotesTable.organizationId, organizationId), eq(clientNotesTable.id, noteId)))
  return row ?? null
}

export async function countLiveJobs(db: DbOrTx, organizationId: string) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(jobsTable)
    .where(and(eq(jobsTable.organizationId, organizationId), isNull(jobsTable.deletedAt)))
  return Number(row?.n ?? 0)
}
