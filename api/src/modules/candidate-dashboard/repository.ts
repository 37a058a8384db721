/** Queries of the candidate dashboard, the JIT-hidden jobs and the audit trail. */
import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm'
import { type DbOrTx, rawRows } from '../../db/client'
import {
  activityHistoryTable,
  auditLogTable,
  candidateInternalProfilesTable,
  candidateReinboundRequestsTable,
  candidatesTable,
  citiesTable,
  interviewsTable,
  jobCandidateHistoryTable,
  jobCandidatesTable,
  jobLocationsTable,
  jobsTable,
  organizationsTable,
  rolesTable,
  userRolesTable,
  usersTable,
} from '../../db/schema'

/**
 * The rows whose latest move is the candidate declining an opportunity by its link: the
 * dashboard lists them apart, as jobs hidden by JIT. A row declined some other way (or with no
 * history at all) is not one of them: `is not distinct from` keeps a missing entry false, where
 * `=` gave null and the row dropped off both lists.
 */
const declinedByLink = sql`(${jobCandidatesTable.stageStatus} = 'rejected' and ${jobCandidatesTable.rejectedBy} = 'candidate'
  and (select h.action from ${jobCandidateHistoryTable} h where h.job_candidate_id = ${jobCandidatesTable.id}
       order by h.created_at desc, h.id desc limit 1) is not distinct from 'respondToOpportunity')`

/** The dashboard lists jobs from submittal onwards, plus JIT suggestions (decisions doc). */
const onDashboard = sql`(${jobCandidatesTable.stageType} in ('submittal', 'send_out', 'offer')
  or (${jobCandidatesTable.stageType} = 'shortlist' and ${jobCandidatesTable.currentStatus} in ('jit_suggested', 'jit_farming')))`

const jobColumns = {
  row: jobCandidatesTable,
  job: { id: jobsTable.id, name: jobsTable.name, status: jobsTable.status, postingLink: jobsTable.postingLink },
  organization: { id: organizationsTable.id, name: organizationsTable.name },
}

export async function dashboardRows(
  db: DbOrTx,
  candidateId: string,
  page: { limit: number; offset: number },
  kind: 'dashboard' | 'jitHidden',
) {
  const condition = and(
    eq(jobCandidatesTable.candidateId, candidateId),
    isNull(jobCandidatesTable.removedAt),
    isNull(jobsTable.deletedAt),
    kind === 'dashboard' ? sql`${onDashboard} and not ${declinedByLink}` : declinedByLink,
  )
  const from = () =>
    db
      .select(jobColumns)
      .from(jobCandidatesTable)
      .innerJoin(jobsTable, eq(jobsTable.id, jobCandidatesTable.jobId))
      .innerJoin(organizationsTable, eq(organizationsTable.id, jobsTable.organizationId))
  const [total] = await db
    .select({ n: count() })
    .from(jobCandidatesTable)
    .innerJoin(jobsTable, eq(jobsTable.id, jobCandidatesTable.jobId))
    .where(condition)
  const rows = await from()
    .where(condition)
    .orderBy(desc(jobCandidatesTable.statusUpdatedAt), asc(jobCandidatesTable.id))
    .limit(page.limit)
    .offset(page.offset)
  return { rows, total: total?.n ?? 0 }
}

export async function latestInterviews(db: DbOrTx, jobCandidateIds: string[]) {
  if (!jobCandidateIds.length) return new Map<string, { round: number; startsAt: Date }>()
  const rows = await db
    .selectDistinctOn([interviewsTable.jobCandidateId], {
      jobCandidateId: interviewsTable.jobCandidateId,
      round: interviewsTable.round,
      startsAt: interviewsTable.startsAt,
    })
    .from(interviewsTable)
    .where(and(inArray(interviewsTable.jobCandidateId, jobCandidateIds), sql`${interviewsTable.state} <> 'cancelled'`))
    .orderBy(interviewsTable.jobCandidateId, desc(interviewsTable.round), desc(interviewsTable.startsAt))
  return new Map(rows.map((r) => [r.jobCandidateId, { round: r.round, startsAt: r.startsAt }]))
}

export async function latestHistoryIds(db: DbOrTx, jobCandidateIds: string[]) {
  if (!jobCandidateIds.length) return new Map<string, string>()
  const rows = await db
    .selectDistinctOn([jobCandidateHistoryTable.jobCandidateId], {
      jobCandidateId: jobCandidateHistoryTable.jobCandidateId,
      id: jobCandidateHistoryTable.id,
    })
    .from(jobCandidateHistoryTable)
    .where(inArray(jobCandidateHistoryTable.jobCandidateId, jobCandidateIds))
    .orderBy(
      jobCandidateHistoryTable.jobCandidateId,
      desc(jobCandidateHistoryTable.createdAt),
      desc(jobCandidateHistoryTable.id),
    )
  return new Map(rows.map((r) => [r.jobCandidateId, r.id]))
}

export async function jobLocations(db: DbOrTx, jobIds: string[]) {
  if (!jobIds.length)
    return new Map<string, { cityId: string | null; cityName: string | null; stateCode: string | null }[]>()
  const rows = await db
    .select({
      jobId: jobLocationsTable.jobId,
      cityId: jobLocationsTable.cityId,
      cityName: citiesTable.name,
      stateCode: citiesTable.stateCode,
      stateId: jobLocationsTable.stateId,
    })
    .from(jobLocationsTable)
    .leftJoin(citiesTable, eq(citiesTable.id, jobLocationsTable.cityId))
    .where(inArray(jobLocationsTable.jobId, jobIds))
    .orderBy(asc(jobLocationsTable.sortOrder))
  const out = new Map<string, { cityId: string | null; cityName: string | null; stateCode: string | null }[]>()
  for (const r of rows) {
    const list = out.get(r.jobId) ?? []
    list.push({ cityId: r.cityId, cityName: r.cityName, stateCode: r.stateCode })
    out.set(r.jobId, list)
  }
  return out
}

/** Unread messages per job for the candidate's user: messages from others after their last read. */
export async function unreadCounts(db: DbOrTx, candidateId: string, userId: string | null) {
  const rows = await rawRows<{ job_id: string; n: number }>(
    db,
    sql`select t.job_id, count(m.id)::int as n
        from message_threads t
        join messages m on m.thread_id = t.id
        left join message_thread_reads r on r.thread_id = t.id and r.user_id = ${userId}
        where t.candidate_id = ${candidateId} and t.job_id is not null
          and m.sender_user_id is distinct from ${userId}
          and (r.last_read_at is null or m.created_at > r.last_read_at)
        group by t.job_id`,
  )
  return new Map(rows.map((r) => [r.job_id, Number(r.n)]))
}

export async function feedPage(
  db: DbOrTx,
  candidateId: string,
  page: { limit: number; offset: number },
  itemId?: string,
) {
  const condition = and(
    eq(activityHistoryTable.candidateId, candidateId),
    itemId ? eq(activityHistoryTable.id, itemId) : undefined,
  )
  const [total] = await db.select({ n: count() }).from(activityHistoryTable).where(condition)
  const rows = await db
    .select({
      item: activityHistoryTable,
      job: { id: jobsTable.id, name: jobsTable.name },
      organization: { id: organizationsTable.id, name: organizationsTable.name },
    })
    .from(activityHistoryTable)
    .leftJoin(jobsTable, eq(jobsTable.id, activityHistoryTable.jobId))
    .leftJoin(organizationsTable, eq(organizationsTable.id, jobsTable.organizationId))
    .where(condition)
    .orderBy(desc(activityHistoryTable.createdAt), desc(activityHistoryTable.id))
    .limit(page.limit)
    .offset(page.offset)
  return { rows, total: total?.n ?? 0 }
}

export async function candidateRecord(db: DbOrTx, candidateId: string) {
  const [row] = await db
    .select({
      id: candidatesTable.id,
      userId: candidatesTable.userId,
      dashboardLastViewedAt: candidatesTable.dashboardLastViewedAt,
    })
    .from(candidatesTable)
    .where(eq(candidatesTable.id, candidateId))
  return row
}

export async function setDashboardLastViewed(db: DbOrTx, candidateId: string, at: Date) {
  await db.update(candidatesTable).set({ dashboardLastViewedAt: at }).where(eq(candidatesTable.id, candidateId))
}

/** Stamps the candidate's live row of a job as seen; false when there is none. */
export async function setJobRowLastViewed(db: DbOrTx, candidateId: string, jobId: string, at: Date) {
  const rows = await db
    .update(jobCandidatesTable)
    .set({ candidateLastViewedAt: at })
    .where(
      and(
        eq(jobCandidatesTable.candidateId, candidateId),
        eq(jobCandidatesTable.jobId, jobId),
        isNull(jobCandidatesTable.removedAt),
      ),
    )
    .returning({ id: jobCandidatesTable.id })
  return rows.length > 0
}

export async function assignedOwner(db: DbOrTx, candidateId: string) {
  const [row] = await db
    .select({
      userId: usersTable.id,
      firstName: usersTable.firstName,
      lastName: usersTable.lastName,
      email: usersTable.email,
      phone: usersTable.phone,
      timezone: usersTable.timezone,
    })
    .from(candidateInternalProfilesTable)
    .innerJoin(usersTable, eq(usersTable.id, candidateInternalProfilesTable.ownerId))
    .where(eq(candidateInternalProfilesTable.candidateId, candidateId))
  if (!row) return null
  const [role] = await db
    .select({ name: rolesTable.name })
    .from(userRolesTable)
    .innerJoin(rolesTable, eq(rolesTable.id, userRolesTable.roleId))
    .where(eq(userRolesTable.userId, row.userId))
    .orderBy(asc(rolesTable.key))
    .limit(1)
  return { ...row, role: role?.name ?? null }
}

export async function openReinboundRequest(db: DbOrTx, candidateId: string) {
  const [row] = await db
    .select()
    .from(candidateReinboundRequestsTable)
    .where(
      and(
        eq(candidateReinboundRequestsTable.candidateId, candidateId),
        eq(candidateReinboundRequestsTable.state, 'open'),
      ),
    )
    .limit(1)
  return row ?? null
}

export async function auditTrail(db: DbOrTx, candidateId: string, page: { limit: number; offset: number }) {
  const condition = and(eq(auditLogTable.rootEntityType, 'candidate'), eq(auditLogTable.rootEntityId, candidateId))
  const [total] = await db.select({ n: count() }).from(auditLogTable).where(condition)
  const rows = await db
    .select({
      entry: auditLogTable,
      actor: { id: usersTable.id, firstName: usersTable.firstName, lastName: usersTable.lastName },
      job: { id: jobsTable.id, name: jobsTable.name },
    })
    .from(auditLogTable)
    .leftJoin(usersTable, eq(usersTable.id, auditLogTable.actorUserId))
    .leftJoin(jobsTable, sql`${jobsTable.id}::text = ${auditLogTable.after}->>'jobId'`)
    .where(condition)
    .orderBy(desc(auditLogTable.at), desc(auditLogTable.id))
    .limit(page.limit)
    .offset(page.offset)
  return { rows, total: total?.n ?? 0 }
}
