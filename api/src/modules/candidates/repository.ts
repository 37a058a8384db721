/** Queries of the candidate profile. Decisions live in the use cases. */
import { and, asc, count, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import {
  type CandidateRow,
  candidateDesiredPositionsTable,
  candidateInterestedCitiesTable,
  candidateInternalProfilesTable,
  candidateSkillsTable,
  candidatesTable,
  citiesTable,
  educationsTable,
  jobCandidatesTable,
  jobsTable,
  listOfValuesTable,
  type MediaRow,
  mediaTable,
  messagesTable,
  messageThreadsTable,
  organizationsTable,
  portfolioItemsTable,
  rolesTable,
  userRolesTable,
  usersTable,
  usStatesTable,
  workExperienceDetailsTable,
  workExperienceNotableAccountsTable,
  workExperiencesTable,
} from '../../db/schema'

export async function findCity(db: DbOrTx, cityId: string) {
  const [row] = await db
    .select({ city: citiesTable, state: usStatesTable })
    .from(citiesTable)
    .leftJoin(usStatesTable, eq(usStatesTable.code, citiesTable.stateCode))
    .where(eq(citiesTable.id, cityId))
  return row ?? null
}

export async function findCities(db: DbOrTx, ids: readonly string[]) {
  if (!ids.length) return []
  return db
    .select({ city: citiesTable, state: usStatesTable })
    .from(citiesTable)
    .leftJoin(usStatesTable, eq(usStatesTable.code, citiesTable.stateCode))
    .where(inArray(citiesTable.id, [...ids]))
}

export async function findMedia(db: DbOrTx, ids: readonly (string | null)[]): Promise<Map<string, MediaRow>> {
  const wanted = ids.filter((x): x is string => !!x)
  if (!wanted.length) return new Map()
  const rows = await db.select().from(mediaTable).where(inArray(mediaTable.id, wanted))
  return new Map(rows.map((r) => [r.id, r]))
}

export async function userNames(db: DbOrTx, ids: readonly (string | null)[]) {
  const wanted = [...new Set(ids.filter((x): x is string => !!x))]
  if (!wanted.length)
    return new Map<
      string,
      { id: string; name: string; isActive: boolean; isMarketingUser: boolean; userType: string; role: string | null }
    >()
  const rows = await db
    .select({
      id: usersTable.id,
      firstName: usersTable.firstName,
      lastName: usersTable.lastName,
      isActive: usersTable.isActive,
      isMarketingUser: usersTable.isMarketingUser,
      userType: usersTable.userType,
      role: sql<
        string | null
      >`(select r.name from ${userRolesTable} ur join ${rolesTable} r on r.id = ur.role_id where ur.user_id = ${usersTable.id} order by r.is_administrative, r.name limit 1)`,
    })
    .from(usersTable)
    .where(inArray(usersTable.id, wanted))
  return new Map(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        name: `${r.firstName} ${r.lastName}`.trim(),
        isActive: r.isActive,
        isMarketingUser: r.isMarketingUser,
        userType: r.userType,
        role: r.role,
      },
    ]),
  )
}

/** Everything the profile summary shows, in a handful of indexed queries. */
export async function loadSummaryBundle(db: DbOrTx, candidate: CandidateRow) {
  const [positions, cities, skills, internal, user, media] = await Promise.all([
    db
      .select({
        id: listOfValuesTable.id,
        name: listOfValuesTable.value,
        categoryId: listOfValuesTable.parentId,
        categoryName: sql<
          string | null
        >`(select p.value from ${listOfValuesTable} p where p.id = ${listOfValuesTable.parentId})`,
      })
      .from(candidateDesiredPositionsTable)
      .innerJoin(listOfValuesTable, eq(listOfValuesTable.id, candidateDesiredPositionsTable.positionId))
      .where(eq(candidateDesiredPositionsTable.candidateId, candidate.id))
      .orderBy(asc(candidateDesiredPositionsTable.sortOrder)),
    db
      .select({ city: citiesTable, state: usStatesTable })
      .from(candidateInterestedCitiesTable)
      .innerJoin(citiesTable, eq(citiesTable.id, candidateInterestedCitiesTable.cityId))
      .leftJoin(usStatesTable, eq(usStatesTable.code, citiesTable.stateCode))
      .where(eq(candidateInterestedCitiesTable.candidateId, candidate.id))
      .orderBy(asc(candidateInterestedCitiesTable.sortOrder)),
    db
      .select({ id: listOfValuesTable.id, value: listOfValuesTable.value })
      .from(candidateSkillsTable)
      .innerJoin(listOfValuesTable, eq(listOfValuesTable.id, candidateSkillsTable.skillId))
      .where(eq(candidateSkillsTable.candidateId, candidate.id))
      .orderBy(asc(candidateSkillsTable.sortOrder), asc(listOfValuesTable.value)),
    db
      .select()
      .from(candidateInternalProfilesTable)
      .where(eq(candidateInternalProfilesTable.candidateId, candidate.id)),
    candidate.userId
      ? db
          .select({ lastLoginAt: usersTable.lastLoginAt, manualInviteSentAt: usersTable.manualInviteSentAt })
          .from(usersTable)
          .where(eq(usersTable.id, candidate.userId))
      : Promise.resolve([]),
    findMedia(db, [
      candidate.pictureMediaId,
      candidate.resumeMediaId,
      candidate.pitchedVideoMediaId,
      candidate.pronunciationAudioMediaId,
    ]),
  ])
  const location = candidate.cityId ? await findCity(db, candidate.cityId) : null
  const state =
    !location && candidate.stateId
      ? ((await db.select().from(usStatesTable).where(eq(usStatesTable.id, candidate.stateId)))[0] ?? null)
      : (location?.state ?? null)
  return { positions, cities, skills, internal: internal[0] ?? null, user: user[0] ?? null, media, location, state }
}
export type SummaryBundle = Awaited<ReturnType<typeof loadSummaryBundle>>

export async function loadExperiences(db: DbOrTx, candidateId: string, ids?: readonly string[]) {
  const rows = await db
    .select({
      experience: workExperiencesTable,
      details: workExperienceDetailsTable,
      city: citiesTable,
      state: usStatesTable,
      organizationName: organizationsTable.name,
    })
    .from(workExperiencesTable)
    .leftJoin(workExperienceDetailsTable, eq(workExperienceDetailsTable.workExperienceId, workExperiencesTable.id))
    .leftJoin(citiesTable, eq(citiesTable.id, workExperiencesTable.cityId))
    .leftJoin(usStatesTable, eq(usStatesTable.code, citiesTable.stateCode))
    .leftJoin(organizationsTable, eq(organizationsTable.id, workExperiencesTable.organizationId))
    .where(
      and(
        eq(workExperiencesTable.candidateId, candidateId),
        ids ? inArray(workExperiencesTable.id, [...ids]) : undefined,
      ),
    )
    .orderBy(
      desc(workExperiencesTable.isCurrent),
      sql`${workExperiencesTable.fromDate} desc nulls last`,
      desc(workExperiencesTable.createdAt),
    )
  const accounts = rows.length
    ? await db
        .select({
          workExperienceId: workExperienceNotableAccountsTable.workExperienceId,
          id: organizationsTable.id,
          name: organizationsTable.name,
        })
        .from(workExperienceNotableAccountsTable)
        .innerJoin(organizationsTable, eq(organizationsTable.id, workExperienceNotableAccountsTable.organizationId))
        .where(
          inArray(
            workExperienceNotableAccountsTable.workExperienceId,
            rows.map((r) => r.experience.id),
          ),
        )
        .orderBy(asc(workExperienceNotableAccountsTable.createdAt), asc(organizationsTable.name))
    : []
  const byExperience = Map.groupBy(accounts, (a) => a.workExperienceId)
  return rows.map((r) => ({
    ...r,
    notableAccounts: (byExperience.get(r.experience.id) ?? []).map(({ id, name }) => ({ id, name })),
  }))
}
export type ExperienceBundle = Awaited<ReturnType<typeof loadExperiences>>[number]

export function loadEducations(db: DbOrTx, candidateId: string) {
  return db
    .select()
    .from(educationsTable)
    .where(eq(educationsTable.candidateId, candidateId))
    .orderBy(
      desc(educationsTable.isHighlighted),
      sql`${educationsTable.educationYear} desc nulls last`,
      desc(educationsTable.createdAt),
    )
}

export function loadPortfolio(db: DbOrTx, candidateId: string) {
  return db
    .select()
    .from(portfolioItemsTable)
    .where(eq(portfolioItemsTable.candidateId, candidateId))
    .orderBy(asc(portfolioItemsTable.sortOrder), asc(portfolioItemsTable.createdAt))
}

/** The counts profile completion needs. */
export async function completionCounts(db: DbOrTx, candidateId: string) {
  const [row] = await db
    .select({
      experiences: sql<number>`(select count(*)::int from ${workExperiencesTable} where candidate_id = ${candidateId})`,
      educations: sql<number>`(select count(*)::int from ${educationsTable} where candidate_id = ${candidateId})`,
      skills: sql<number>`(select count(*)::int from ${candidateSkillsTable} where candidate_id = ${candidateId})`,
      positions: sql<number>`(select count(*)::int from ${candidateDesiredPositionsTable} where candidate_id = ${candidateId})`,
      cities: sql<number>`(select count(*)::int from ${candidateInterestedCitiesTable} where candidate_id = ${candidateId})`,
    })
    .from(sql`(select 1) as one`)
  return {
    experiences: Number(row?.experiences ?? 0),
    educations: Number(row?.educations ?? 0),
    skills: Number(row?.skills ?? 0),
    positions: Number(row?.positions ?? 0),
    cities: Number(row?.cities ?? 0),
  }
}

export async function candidateById(db: DbOrTx, id: string) {
  const [row] = await db.select().from(candidatesTable).where(eq(candidatesTable.id, id))
  return row ?? null
}

/** The mails queued for a candidate: on their user (account mails) or on one of their job stages (pipeline mails). */
/** What the product sent a candidate (every thread of theirs), newest first, with job and sender. */
export async function messagesSentTo(db: DbOrTx, candidateId: string, page: { limit: number; offset: number }) {
  const where = eq(messageThreadsTable.candidateId, candidateId)
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        message: messagesTable,
        job: { id: jobsTable.id, name: jobsTable.name },
        sentBy: sql<string | null>`nullif(trim(${usersTable.firstName} || ' ' || ${usersTable.lastName}), '')`,
      })
      .from(messagesTable)
      .innerJoin(messageThreadsTable, eq(messageThreadsTable.id, messagesTable.threadId))
      .leftJoin(jobsTable, eq(jobsTable.id, messageThreadsTable.jobId))
      .leftJoin(usersTable, eq(usersTable.id, messagesTable.senderUserId))
      .where(where)
      .orderBy(desc(messagesTable.createdAt), desc(messagesTable.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ total: count() })
      .from(messagesTable)
      .innerJoin(messageThreadsTable, eq(messageThreadsTable.id, messagesTable.threadId))
      .where(where),
  ])
  return { rows, total: Number(totals?.total ?? 0) }
}

/** The jobs a candidate is in (not removed from), most recently changed first. */
export async function jobsOfCandidate(db: DbOrTx, candidateId: string) {
  return db
    .select({
      id: jobsTable.id,
      name: jobsTable.name,
      status: jobsTable.status,
      organizationName: organizationsTable.name,
    })
    .from(jobCandidatesTable)
    .innerJoin(jobsTable, eq(jobsTable.id, jobCandidatesTable.jobId))
    .innerJoin(organizationsTable, eq(organizationsTable.id, jobsTable.organizationId))
    .where(and(eq(jobCandidatesTable.candidateId, candidateId), isNull(jobCandidatesTable.removedAt)))
    .orderBy(desc(jobCandidatesTable.statusUpdatedAt))
}
