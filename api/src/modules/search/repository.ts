/**
 * Database reads and writes of the search module. Queries only; the decisions (who sees what)
 * are in the use cases.
 */

import type { CareerRole } from '@quota/shared/domain/candidates/sales-evidence'
import { and, asc, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import {
  candidateDemographicsTable,
  candidateDesiredPositionsTable,
  candidateInternalProfilesTable,
  candidatesTable,
  citiesTable,
  type FilterItem,
  jobCandidatesTable,
  jobSearchFiltersTable,
  jobsTable,
  listOfValuesTable,
  type SavedFilterRow,
  savedFiltersTable,
  usersTable,
  usStatesTable,
  workExperienceDetailsTable,
  workExperiencesTable,
} from '../../db/schema'

// ---------------------------------------------------------------------------------------------
// Who may be found
// ---------------------------------------------------------------------------------------------

/**
 * Candidates a client organization may find: submitted to one of its (not deleted) jobs and still
 * there (not removed), and not marked for deletion. Off-the-market ones are removed by the caller.
 */
export async function findClientVisibleCandidateIds(db: DbOrTx, organizationId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ id: jobCandidatesTable.candidateId })
    .from(jobCandidatesTable)
    .innerJoin(jobsTable, eq(jobsTable.id, jobCandidatesTable.jobId))
    .where(
      and(
        eq(jobsTable.organizationId, organizationId),
        isNull(jobsTable.deletedAt),
        eq(jobCandidatesTable.isSubmittedToClient, true),
        isNull(jobCandidatesTable.removedAt),
      ),
    )
  return rows.map((r) => r.id)
}

/** Candidates currently shortlisted in any of these jobs. */
export async function findShortlistedCandidateIds(db: DbOrTx, jobIds: readonly string[]): Promise<string[]> {
  if (!jobIds.length) return []
  const rows = await db
    .selectDistinct({ id: jobCandidatesTable.candidateId })
    .from(jobCandidatesTable)
    .where(
      and(
        inArray(jobCandidatesTable.jobId, [...jobIds]),
        eq(jobCandidatesTable.stageType, 'shortlist'),
        sql`${jobCandidatesTable.stageStatus} <> 'rejected'`,
        isNull(jobCandidatesTable.removedAt),
      ),
    )
  return rows.map((r) => r.id)
}

export type DemographicKey = 'race' | 'age' | 'genderIdentity' | 'sexualOrientation' | 'militaryStatus'

/** Candidates whose demographics match every condition (values of one key: any of them). */
export async function findDemographicCandidateIds(
  db: DbOrTx,
  conditions: readonly { key: DemographicKey; ids: readonly string[] }[],
  limit: number,
): Promise<string[]> {
  const t = candidateDemographicsTable
  const column = {
    age: t.ageId,
    genderIdentity: t.genderIdentityId,
    sexualOrientation: t.sexualOrientationId,
    militaryStatus: t.militaryStatusId,
  }
  const where: SQL[] = conditions.map((c) =>
    c.key === 'race'
      ? sql`${t.raceIds} && ${sql.raw(`array[${c.ids.map((id) => `'${id.replace(/[^0-9a-f-]/gi, '')}'`).join(',')}]::uuid[]`)}`
      : inArray(column[c.key], [...c.ids]),
  )
  const rows = await db
    .select({ id: t.candidateId })
    .from(t)
    .where(and(...where))
    .limit(limit)
  return rows.map((r) => r.id)
}

export function findCities(db: DbOrTx, ids: readonly string[]) {
  if (!ids.length) return Promise.resolve([])
  return db
    .select({ id: citiesTable.id, latitude: citiesTable.latitude, longitude: citiesTable.longitude })
    .from(citiesTable)
    .where(inArray(citiesTable.id, [...ids]))
}

export function findJobsByIds(db: DbOrTx, ids: readonly string[]) {
  if (!ids.length) return Promise.resolve([])
  return db
    .select({ id: jobsTable.id, organizationId: jobsTable.organizationId, deletedAt: jobsTable.deletedAt })
    .from(jobsTable)
    .where(inArray(jobsTable.id, [...ids]))
}

// ---------------------------------------------------------------------------------------------
// Result cards
// ---------------------------------------------------------------------------------------------

export interface CandidateCardRow {
  id: string
  firstName: string
  lastName: string
  email: string | null
  phone: string | null
  linkedinUrl: string | null
  searchStatus: string | null
  desiredBaseSalary: number | null
  desiredOte: number | null
  isSalaryConfidential: boolean
  searchStatusChangedAt: Date | null
  toBeDeletedAt: Date | null
  createdAt: Date
  updatedAt: Date
  cityId: string | null
  cityName: string | null
  stateId: string | null
  stateCode: string | null
  stateName: string | null
  lastLoginAt: Date | null
  headlineWorkExperienceId: string | null
  headlineTitle: string | null
  headlineCompany: string | null
  leadStatusId: string | null
  contactStatusId: string | null
  ownerId: string | null
}

/** The page's candidates as the database has them now (the index may be a few seconds behind). */
export async function findCandidateCards(db: DbOrTx, ids: readonly string[]): Promise<CandidateCardRow[]> {
  if (!ids.length) return []
  const c = candidatesTable
  return db
    .select({
      id: c.id,
      firstName: c.firstName,
      lastName: c.lastName,
      email: c.email,
      phone: c.phone,
      linkedinUrl: c.linkedinUrl,
      searchStatus: c.searchStatus,
      desiredBaseSalary: c.desiredBaseSalary,
      desiredOte: c.desiredOte,
      isSalaryConfidential: c.isSalaryConfidential,
      searchStatusChangedAt: c.searchStatusChangedAt,
      toBeDeletedAt: c.toBeDeletedAt,
      createdAt: c.createdAt,
      updatedAt: c.updatedAt,
      cityId: citiesTable.id,
      cityName: citiesTable.name,
      stateId: usStatesTable.id,
      stateCode: usStatesTable.code,
      stateName: usStatesTable.name,
      lastLoginAt: usersTable.lastLoginAt,
      headlineWorkExperienceId: c.headlineWorkExperienceId,
      headlineTitle: workExperiencesTable.title,
      headlineCompany: workExperiencesTable.companyName,
      leadStatusId: candidateInternalProfilesTable.leadStatusId,
      contactStatusId: candidateInternalProfilesTable.contactStatusId,
      ownerId: candidateInternalProfilesTable.ownerId,
    })
    .from(c)
    .leftJoin(citiesTable, eq(citiesTable.id, c.cityId))
    .leftJoin(usStatesTable, eq(usStatesTable.id, c.stateId))
    .leftJoin(usersTable, eq(usersTable.id, c.userId))
    .leftJoin(workExperiencesTable, eq(workExperiencesTable.id, c.headlineWorkExperienceId))
    .leftJoin(candidateInternalProfilesTable, eq(candidateInternalProfilesTable.candidateId, c.id))
    .where(inArray(c.id, [...ids]))
}

export async function findDesiredPositions(db: DbOrTx, candidateIds: readonly string[]) {
  if (!candidateIds.length) return []
  return db
    .select({
      candidateId: candidateDesiredPositionsTable.candidateId,
      id: listOfValuesTable.id,
      name: listOfValuesTable.value,
    })
    .from(candidateDesiredPositionsTable)
    .innerJoin(listOfValuesTable, eq(listOfValuesTable.id, candidateDesiredPositionsTable.positionId))
    .where(inArray(candidateDesiredPositionsTable.candidateId, [...candidateIds]))
    .orderBy(asc(candidateDesiredPositionsTable.sortOrder))
}

/** The sales details of these candidates' roles, newest first, with the deal size as its text (the cards' figures). */
export async function findSalesDetails(db: DbOrTx, candidateIds: readonly string[]) {
  if (!candidateIds.length) return new Map<string, CareerRole[]>()
  const rows = await db
    .select({
      candidateId: workExperiencesTable.candidateId,
      id: workExperiencesTable.id,
      isCurrent: workExperiencesTable.isCurrent,
      title: workExperiencesTable.title,
      companyName: workExperiencesTable.companyName,
      quotaAttainment: workExperienceDetailsTable.quotaAttainment,
      revenueQuota: workExperienceDetailsTable.revenueQuota,
      averageDealSize: listOfValuesTable.value,
      teamSize: workExperienceDetailsTable.teamSize,
      teamSizeMin: workExperienceDetailsTable.teamSizeMin,
      teamSizeMax: workExperienceDetailsTable.teamSizeMax,
      presidentsClub: workExperienceDetailsTable.presidentsClub,
    })
    .from(workExperiencesTable)
    // every role, with or without details: the headline role decides even when it has no figures
    .leftJoin(workExperienceDetailsTable, eq(workExperienceDetailsTable.workExperienceId, workExperiencesTable.id))
    .leftJoin(listOfValuesTable, eq(listOfValuesTable.id, workExperienceDetailsTable.averageDealSizeId))
    .where(inArray(workExperiencesTable.candidateId, [...candidateIds]))
    .orderBy(sql`${workExperiencesTable.fromDate} desc nulls last`, asc(workExperiencesTable.id))
  const out = new Map<string, CareerRole[]>()
  for (const { candidateId, averageDealSize, ...rest } of rows) {
    const list = out.get(candidateId) ?? []
    list.push({ ...rest, averageDealSize: averageDealSize ? { value: averageDealSize } : null })
    out.set(candidateId, list)
  }
  return out
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Display names of list values, users and states among these ids (facets, cards). */
export async function findLabels(db: DbOrTx, ids: readonly string[]): Promise<Map<string, string>> {
  const uuids = [...new Set(ids.filter((id) => UUID.test(id)))]
  const others = [...new Set(ids.filter((id) => !UUID.test(id)))]
  const labels = new Map<string, string>()
  if (uuids.length) {
    for (const r of await db
      .select({ id: listOfValuesTable.id, value: listOfValuesTable.value })
      .from(listOfValuesTable)
      .where(inArray(listOfValuesTable.id, uuids))) {
      labels.set(r.id, r.value)
    }
    for (const r of await db
      .select({ id: usersTable.id, firstName: usersTable.firstName, lastName: usersTable.lastName })
      .from(usersTable)
      .where(inArray(usersTable.id, uuids))) {
      labels.set(r.id, `${r.firstName} ${r.lastName}`.trim())
    }
  }
  if (others.length) {
    for (const r of await db
      .select({ id: usStatesTable.id, name: usStatesTable.name })
      .from(usStatesTable)
      .where(inArray(usStatesTable.id, others))) {
      labels.set(r.id, r.name)
    }
  }
  return labels
}

// ---------------------------------------------------------------------------------------------
// Saved filters
// ---------------------------------------------------------------------------------------------

/** Saved filters a user sees: their own, and the public ones of users on their side. */
export function findVisibleSavedFilters(
  db: DbOrTx,
  viewer: { userId: string; userType: string; organizationId: string | null },
  groupName?: string,
) {
  const f = savedFiltersTable
  const sameSide = and(
    eq(usersTable.userType, viewer.userType as never),
    viewer.organizationId ? eq(usersTable.organizationId, viewer.organizationId) : isNull(usersTable.organizationId),
  )
  return db
    .select({ filter: f })
    .from(f)
    .innerJoin(usersTable, eq(usersTable.id, f.ownerId))
    .where(
      and(
        groupName ? eq(f.groupName, groupName) : undefined,
        or(eq(f.ownerId, viewer.userId), and(eq(f.isPublic, true), sameSide)),
      ),
    )
    .orderBy(desc(eq(f.ownerId, viewer.userId)), asc(sql`lower(${f.name})`))
    .then((rows) => rows.map((r) => r.filter))
}

export async function findSavedFilter(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      filter: savedFiltersTable,
      ownerType: usersTable.userType,
      ownerOrganizationId: usersTable.organizationId,
    })
    .from(savedFiltersTable)
    .innerJoin(usersTable, eq(usersTable.id, savedFiltersTable.ownerId))
    .where(eq(savedFiltersTable.id, id))
  return row ?? null
}

export async function findSavedFilterByName(
  db: DbOrTx,
  ownerId: string,
  groupName: string,
  name: string,
  exceptId?: string,
) {
  const [row] = await db
    .select({ id: savedFiltersTable.id })
    .from(savedFiltersTable)
    .where(
      and(
        eq(savedFiltersTable.ownerId, ownerId),
        eq(savedFiltersTable.groupName, groupName),
        sql`lower(${savedFiltersTable.name}) = lower(${name})`,
        exceptId ? sql`${savedFiltersTable.id} <> ${exceptId}` : undefined,
      ),
    )
    .limit(1)
  return row ?? null
}

export async function insertSavedFilter(
  db: DbOrTx,
  values: {
    ownerId: string
    name: string
    groupName: string
    filterItems: FilterItem[]
    isPublic: boolean
    isEditable: boolean
  },
): Promise<SavedFilterRow> {
  const [row] = await db.insert(savedFiltersTable).values(values).returning()
  return row!
}

export async function updateSavedFilter(
  db: DbOrTx,
  id: string,
  values: Partial<{ name: string; filterItems: FilterItem[]; isPublic: boolean; isEditable: boolean }>,
): Promise<SavedFilterRow> {
  const [row] = await db.update(savedFiltersTable).set(values).where(eq(savedFiltersTable.id, id)).returning()
  return row!
}

export async function deleteSavedFilter(db: DbOrTx, id: string): Promise<void> {
  await db.delete(savedFiltersTable).where(eq(savedFiltersTable.id, id))
}

/** Every filter item a user saved (most-popular-options from one's own filters). */
export async function findOwnFilterItems(db: DbOrTx, userId: string): Promise<FilterItem[]> {
  const rows = await db
    .select({ items: savedFiltersTable.filterItems })
    .from(savedFiltersTable)
    .where(eq(savedFiltersTable.ownerId, userId))
  return rows.flatMap((r) => r.items)
}

// ---------------------------------------------------------------------------------------------
// A job's search filter
// ---------------------------------------------------------------------------------------------

export async function findJob(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ id: jobsTable.id, organizationId: jobsTable.organizationId, deletedAt: jobsTable.deletedAt })
    .from(jobsTable)
    .where(eq(jobsTable.id, id))
  return row ?? null
}

export async function findJobSearchFilter(db: DbOrTx, jobId: string) {
  const [row] = await db.select().from(jobSearchFiltersTable).where(eq(jobSearchFiltersTable.jobId, jobId))
  return row ?? null
}

export async function upsertJobSearchFilter(
  db: DbOrTx,
  values: { jobId: string; filterItems: FilterItem[]; hasProviderFiltersOnly: boolean; updatedBy: string | null },
) {
  const [row] = await db
    .insert(jobSearchFiltersTable)
    .values(values)
    .onConflictDoUpdate({
      target: jobSearchFiltersTable.jobId,
      set: {
        filterItems: values.filterItems,
        hasProviderFiltersOnly: values.hasProviderFiltersOnly,
        updatedBy: values.updatedBy,
        updatedAt: new Date(),
      },
    })
    .returning()
  return row!
}
