/**
 * Queries of the extension's profile look-ups: a candidate by normalised profile URL or e-mail,
 * with what the overlay shows (current role, owner, last touch, warnings, jobs and stages).
 */
import { and, desc, eq, isNull, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import {
  candidateInternalProfilesTable,
  candidatesTable,
  jobCandidatesTable,
  jobsTable,
  organizationsTable,
  usersTable,
  workExperiencesTable,
} from '../../db/schema'

/** A live (not marked for deletion) candidate by normalised profile URL. */
export async function findByProfileUrl(db: DbOrTx, url: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: candidatesTable.id })
    .from(candidatesTable)
    .where(and(eq(candidatesTable.linkedinUrl, url), isNull(candidatesTable.toBeDeletedAt)))
  return row?.id
}

/** Not marked for deletion. */
export async function isLive(db: DbOrTx, candidateId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: candidatesTable.id })
    .from(candidatesTable)
    .where(and(eq(candidatesTable.id, candidateId), isNull(candidatesTable.toBeDeletedAt)))
  return !!row
}

export async function loadProfileCandidate(db: DbOrTx, candidateId: string) {
  const [row] = await db
    .select({
      id: candidatesTable.id,
      firstName: candidatesTable.firstName,
      lastName: candidatesTable.lastName,
      email: candidatesTable.email,
      linkedinUrl: candidatesTable.linkedinUrl,
      searchStatus: candidatesTable.searchStatus,
      headlineWorkExperienceId: candidatesTable.headlineWorkExperienceId,
      ownerId: candidateInternalProfilesTable.ownerId,
      ownerFirstName: usersTable.firstName,
      ownerLastName: usersTable.lastName,
      lastTouchAt: candidateInternalProfilesTable.lastTouchAt,
      doNotContact: candidateInternalProfilesTable.doNotContact,
      permanentlyDisqualified: candidateInternalProfilesTable.isPermanentlyDisqualified,
    })
    .from(candidatesTable)
    .leftJoin(candidateInternalProfilesTable, eq(candidateInternalProfilesTable.candidateId, candidatesTable.id))
    .leftJoin(usersTable, eq(usersTable.id, candidateInternalProfilesTable.ownerId))
    .where(eq(candidatesTable.id, candidateId))
  if (!row) return undefined
  // the headline experience, else the current one, else the latest
  const [role] = await db
    .select({ title: workExperiencesTable.title, companyName: workExperiencesTable.companyName })
    .from(workExperiencesTable)
    .where(eq(workExperiencesTable.candidateId, candidateId))
    .orderBy(
      desc(sql`${workExperiencesTable.id} = ${row.headlineWorkExperienceId ?? sql`null`}`),
      desc(workExperiencesTable.isCurrent),
      sql`${workExperiencesTable.fromDate} desc nulls last`,
    )
    .limit(1)
  const jobs = await db
    .select({
      jobId: jobsTable.id,
      jobName: jobsTable.name,
      organizationName: organizationsTable.name,
      stageType: jobCandidatesTable.stageType,
      stageStatus: jobCandidatesTable.stageStatus,
      currentStatus: jobCandidatesTable.currentStatus,
      rejectedBy: jobCandidatesTable.rejectedBy,
    })
    .from(jobCandidatesTable)
    .innerJoin(jobsTable, eq(jobsTable.id, jobCandidatesTable.jobId))
    .leftJoin(organizationsTable, eq(organizationsTable.id, jobsTable.organizationId))
    .where(and(eq(jobCandidatesTable.candidateId, candidateId), isNull(jobCandidatesTable.removedAt)))
    .orderBy(desc(jobCandidatesTable.statusUpdatedAt))
    .limit(50)
  return { ...row, role, jobs }
}
export type ProfileCandidateRow = NonNullable<Awaited<ReturnType<typeof loadProfileCandidate>>>
