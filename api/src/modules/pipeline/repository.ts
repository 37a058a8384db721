/**
 * Queries of the pipeline module. No decisions here: use cases decide.
 */

import type { ListOfValuesKey } from '@quota/shared/domain/enums'
import { and, asc, count, desc, eq, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm'
import { type DbOrTx, rawRows } from '../../db/client'
import {
  activityHistoryTable,
  candidatesTable,
  interviewsTable,
  type JobCandidateRow,
  jobCandidateHistoryTable,
  jobCandidatesTable,
  listOfValuesTable,
  type NewJobCandidateHistoryRow,
  offersTable,
  organizationsTable,
} from '../../db/schema'

export interface JobForPipeline {
  id: string
  name: string
  organizationId: string
  organizationName: string
  status: 'open' | 'opportunistic' | 'pending' | 'closed'
  openDate: string
  closedDate: string | null
  snippetAvailable: boolean
  emailSnippetHtml: string | null
  postingLink: string | null
}

/**
 * The job, locked for the length of the transaction: `share` for a stage action (many at once;
 * a status change waits for them), `update` for writing the job itself (closing it, a hire that
 * lowers its openings). Everyone takes the job first, so the lock order is always the same.
 */
export async function lockJob(
  tx: DbOrTx,
  jobId: string,
  mode: 'share' | 'update' | 'none',
): Promise<JobForPipeline | undefined> {
  const lock = mode === 'share' ? sql` for share of j` : mode === 'update' ? sql` for no key update of j` : sql``
  const [row] = await rawRows<{
    id: string
    name: string
    organization_id: string
    organization_name: string
    status: JobForPipeline['status']
    open_date: string | Date
    closed_date: string | Date | null
    email_snippet_html: string | null
    is_email_snippet_published: boolean
    posting_link: string | null
  }>(
    tx,
    sql`select j.id, j.name, j.organization_id, o.name as organization_name, j.status, j.open_date, j.closed_date,
               j.email_snippet_html, j.is_email_snippet_published, j.posting_link
        from jobs j join organizations o on o.id = j.organization_id
        where j.id = ${jobId} and j.deleted_at is null${lock}`,
  )
  if (!row) return undefined
  const day = (v: string | Date | null) =>
    v === null ? null : typeof v === 'string' ? v.slice(0, 10) : v.toISOString().slice(0, 10)
  return {
    id: row.id,
    name: row.name,
    organizationId: row.organization_id,
    organizationName: row.organization_name,
    status: row.status,
    openDate: day(row.open_date)!,
    closedDate: day(row.closed_date),
    snippetAvailable: row.is_email_snippet_published && !!row.email_snippet_html,
    emailSnippetHtml: row.email_snippet_html,
    postingLink: row.posting_link,
  }
}

export async function findCandidate(db: DbOrTx, candidateId: string) {
  const [row] = await db
    .select({
      id: candidatesTable.id,
      userId: candidatesTable.userId,
      firstName: candidatesTable.firstName,
      lastName: candidatesTable.lastName,
      email: candidatesTable.email,
      linkedinUrl: candidatesTable.linkedinUrl,
      searchStatus: candidatesTable.searchStatus,
      toBeDeletedAt: candidatesTable.toBeDeletedAt,
    })
    .from(candidatesTable)
    .where(eq(candidatesTable.id, candidateId))
    .limit(1)
  return row
}
export type PipelineCandidate = NonNullable<Awaited<ReturnType<typeof findCandidate>>>

export async function findJobCandidate(
  db: DbOrTx,
  jobId: string,
  candidateId: string,
): Promise<JobCandidateRow | undefined> {
  const [row] = await db
    .select()
    .from(jobCandidatesTable)
    .where(and(eq(jobCandidatesTable.jobId, jobId), eq(jobCandidatesTable.candidateId, candidateId)))
    .limit(1)
  return row
}

/** Optimistic write: only if nobody changed the row since it was read. */
export async function updateJobCandidate(
  tx: DbOrTx,
  id: string,
  version: number,
  changes: Partial<JobCandidateRow>,
): Promise<JobCandidateRow | undefined> {
  const [row] = await tx
    .update(jobCandidatesTable)
    .set({ ...changes, version: sql`${jobCandidatesTable.version} + 1` })
    .where(and(eq(jobCandidatesTable.id, id), eq(jobCandidatesTable.version, version)))
    .returning()
  return row
}

/** Adds a candidate to a job; undefined when someone else added them first. */
export async function insertJobCandidate(
  tx: DbOrTx,
  values: typeof jobCandidatesTable.$inferInsert,
): Promise<JobCandidateRow | undefined> {
  const [row] = await tx.insert(jobCandidatesTable).values(values).onConflictDoNothing().returning()
  return row
}

export async function insertHistory(tx: DbOrTx, values: NewJobCandidateHistoryRow): Promise<string> {
  const [row] = await tx.insert(jobCandidateHistoryTable).values(values).returning({ id: jobCandidateHistoryTable.id })
  return row!.id
}

/** For unreject: the status the row held when it was last rejected. */
export async function statusBeforeLastRejection(db: DbOrTx, jobCandidateId: string) {
  const [row] = await db
    .select({ fromStageStatus: jobCandidateHistoryTable.fromStageStatus })
    .from(jobCandidateHistoryTable)
    .where(
      and(
        eq(jobCandidateHistoryTable.jobCandidateId, jobCandidateId),
        eq(jobCandidateHistoryTable.toStageStatus, 'rejected'),
        ne(jobCandidateHistoryTable.fromStageStatus, 'rejected'),
      ),
    )
    .orderBy(desc(jobCandidateHistoryTable.createdAt))
    .limit(1)
  return row?.fromStageStatus ?? null
}

export async function hasScheduledInterview(db: DbOrTx, jobCandidateId: string): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(interviewsTable)
    .where(and(eq(interviewsTable.jobCandidateId, jobCandidateId), ne(interviewsTable.state, 'cancelled')))
  return (row?.n ?? 0) > 0
}

/** Job candidates with at least one interview (for a page of rows). */
export async function withScheduledInterviews(db: DbOrTx, jobCandidateIds: string[]): Promise<Set<string>> {
  if (!jobCandidateIds.length) return new Set()
  const rows = await db
    .selectDistinct({ id: interviewsTable.jobCandidateId })
    .from(interviewsTable)
    .where(and(inArray(interviewsTable.jobCandidateId, jobCandidateIds), ne(interviewsTable.state, 'cancelled')))
  return new Set(rows.map((r) => r.id))
}

export async function countInterviews(db: DbOrTx, jobCandidateId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(interviewsTable)
    .where(and(eq(interviewsTable.jobCandidateId, jobCandidateId), ne(interviewsTable.state, 'cancelled')))
  return row?.n ?? 0
}

export async function latestInterview(db: DbOrTx, jobCandidateId: string) {
  const [row] = await db
    .select()
    .from(interviewsTable)
    .where(and(eq(interviewsTable.jobCandidateId, jobCandidateId), ne(interviewsTable.state, 'cancelled')))
    .orderBy(desc(interviewsTable.round), desc(interviewsTable.startsAt))
    .limit(1)
  return row
}

export async function liveOffer(db: DbOrTx, jobCandidateId: string) {
  const [row] = await db
    .select()
    .from(offersTable)
    .where(and(eq(offersTable.jobCandidateId, jobCandidateId), isNull(offersTable.supersededAt)))
    .limit(1)
  return row
}

/** Which of `ids` are active values of one of `keys` (and, with `parentIdentifiers`, under those parents). */
export async function findListValues(db: DbOrTx, ids: readonly string[], keys: readonly ListOfValuesKey[]) {
  if (!ids.length) return []
  return db
    .select({
      id: listOfValuesTable.id,
      key: listOfValuesTable.key,
      identifier: listOfValuesTable.identifier,
      parentId: listOfValuesTable.parentId,
    })
    .from(listOfValuesTable)
    .where(
      and(
        inArray(listOfValuesTable.id, [...ids]),
        inArray(listOfValuesTable.key, [...keys]),
        eq(listOfValuesTable.isActive, true),
      ),
    )
}

export async function listValueByIdentifier(db: DbOrTx, key: ListOfValuesKey, identifier: string) {
  const [row] = await db
    .select({ id: listOfValuesTable.id })
    .from(listOfValuesTable)
    .where(and(eq(listOfValuesTable.key, key), eq(listOfValuesTable.identifier, identifier)))
    .limit(1)
  return row?.id ?? null
}

export async function insertActivity(tx: DbOrTx, values: typeof activityHistoryTable.$inferInsert) {
  await tx.insert(activityHistoryTable).values(values)
}

// ---------------------------------------------------------------------------------------------
// Lists

export interface JobCandidateFilter {
  jobId: string
  stageTypes: readonly string[]
  stageStatus?: string | undefined
  currentStatus?: string | undefined
  currentStatusNot?: string | undefined
  rejectedBy?: string | undefined
  candidateId?: string | undefined
  /** Client visibility rules, as SQL. */
  clientOnly: boolean
  /** Recommended rows of one pool. */
  pool?: 'active' | 'jit' | undefined
  /** Only the candidate with this user id. */
  candidateUserId?: string | undefined
  /** False: candidates with a login only. */
  includeProspects?: boolean | undefined
  /** Best fit first (the recommended list). */
  byScore?: boolean | undefined
  offset: number
  limit: number
}

export async function listJobCandidates(db: DbOrTx, f: JobCandidateFilter) {
  const jc = jobCandidatesTable
  const where: SQL[] = [
    eq(jc.jobId, f.jobId),
    isNull(jc.removedAt),
    inArray(jc.stageType, [...f.stageTypes] as JobCandidateRow['stageType'][]),
  ]
  if (f.stageStatus) where.push(eq(jc.stageStatus, f.stageStatus as JobCandidateRow['stageStatus']))
  if (f.currentStatus)
    where.push(eq(jc.currentStatus, f.currentStatus as NonNullable<JobCandidateRow['currentStatus']>))
  if (f.currentStatusNot) where.push(sql`${jc.currentStatus} is distinct from ${f.currentStatusNot}`)
  if (f.rejectedBy) where.push(eq(jc.rejectedBy, f.rejectedBy as NonNullable<JobCandidateRow['rejectedBy']>))
  if (f.pool) where.push(eq(jc.pool, f.pool))
  if (f.candidateUserId) where.push(eq(candidatesTable.userId, f.candidateUserId))
  if (f.includeProspects === false) where.push(sql`${candidatesTable.userId} is not null`)
  if (f.candidateId) where.push(eq(jc.candidateId, f.candidateId))
  if (f.clientOnly) {
    where.push(sql`(case when ${jc.stageType} in ('submittal', 'send_out', 'offer') then ${jc.isSubmittedToClient}
      when ${jc.stageType} in ('matching', 'pitched', 'hidden', 'shortlist') then not ${jc.isLocked}
        and ${jc.currentStatus} is distinct from 'jit_farming' and ${jc.currentStatus} is distinct from 'jit_suggested'
        and ${candidatesTable.searchStatus} is distinct from 'offTheMarket'
      else false end)`)
  }
  const condition = and(...where)
  const [total] = await db
    .select({ n: count() })
    .from(jc)
    .innerJoin(candidatesTable, eq(candidatesTable.id, jc.candidateId))
    .where(condition)
  const rows = await db
    .select({
      row: jc,
      candidate: {
        id: candidatesTable.id,
        userId: candidatesTable.userId,
        firstName: candidatesTable.firstName,
        lastName: candidatesTable.lastName,
        email: candidatesTable.email,
        linkedinUrl: candidatesTable.linkedinUrl,
        searchStatus: candidatesTable.searchStatus,
        toBeDeletedAt: candidatesTable.toBeDeletedAt,
      },
    })
    .from(jc)
    .innerJoin(candidatesTable, eq(candidatesTable.id, jc.candidateId))
    .where(condition)
    .orderBy(
      ...(f.byScore ? [sql`coalesce(${jc.rank}, ${jc.score}) desc nulls last`] : []),
      desc(jc.statusUpdatedAt),
      asc(jc.id),
    )
    .limit(f.limit)
    .offset(f.offset)
  return { rows, total: total?.n ?? 0 }
}

export async function historyOf(db: DbOrTx, jobCandidateIds: string[]) {
  if (!jobCandidateIds.length) return []
  return db
    .select()
    .from(jobCandidateHistoryTable)
    .where(inArray(jobCandidateHistoryTable.jobCandidateId, jobCandidateIds))
    .orderBy(asc(jobCandidateHistoryTable.createdAt), asc(jobCandidateHistoryTable.id))
}

/** Live rows of a job (for closing it). */
export async function liveRowsOfJob(db: DbOrTx, jobId: string) {
  return db
    .select()
    .from(jobCandidatesTable)
    .where(and(eq(jobCandidatesTable.jobId, jobId), isNull(jobCandidatesTable.removedAt)))
    .orderBy(asc(jobCandidatesTable.id))
}

export async function organizationName(db: DbOrTx, organizationId: string) {
  const [row] = await db
    .select({ name: organizationsTable.name })
    .from(organizationsTable)
    .where(eq(organizationsTable.id, organizationId))
  return row?.name ?? ''
}
