/**
 * What a search card says about a candidate beyond the profile (001 §3 card: isShortListed,
 * isHidden, the applicant-tracking fields): shortlisted or hidden in a live job, and the newest
 * ATS link. A client sees only its own organization's jobs and ATS connection.
 */
import type { AtsCandidateStatus } from '@quota/shared/domain/enums'
import { and, desc, eq, inArray, isNull } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { atsCandidateLinksTable, atsConnectionsTable, jobCandidatesTable, jobsTable } from '../../db/schema'
import type { SearchScope } from './scope'

export interface CardFlags {
  isShortListed: boolean
  isHidden: boolean
  ats: {
    provider: string
    status: AtsCandidateStatus
    stage: string | null
    isActive: boolean
    isDisconnected: boolean
  } | null
}

export async function findCardFlags(
  db: DbOrTx,
  ids: readonly string[],
  scope: SearchScope,
): Promise<Map<string, CardFlags>> {
  const flags = new Map<string, CardFlags>(ids.map((id) => [id, { isShortListed: false, isHidden: false, ats: null }]))
  if (!ids.length) return flags
  const org = scope.kind === 'client' ? scope.organizationId : null
  const [stages, links] = await Promise.all([
    db
      .selectDistinct({ candidateId: jobCandidatesTable.candidateId, stageType: jobCandidatesTable.stageType })
      .from(jobCandidatesTable)
      .innerJoin(jobsTable, eq(jobsTable.id, jobCandidatesTable.jobId))
      .where(
        and(
          inArray(jobCandidatesTable.candidateId, [...ids]),
          inArray(jobCandidatesTable.stageType, ['shortlist', 'hidden']),
          eq(jobCandidatesTable.stageStatus, 'current'),
          isNull(jobCandidatesTable.removedAt),
          isNull(jobsTable.deletedAt),
          org ? eq(jobsTable.organizationId, org) : undefined,
        ),
      ),
    db
      .select({
        candidateId: atsCandidateLinksTable.candidateId,
        provider: atsConnectionsTable.provider,
        status: atsCandidateLinksTable.status,
        stage: atsCandidateLinksTable.stage,
        isActive: atsCandidateLinksTable.isActive,
        disconnectedAt: atsCandidateLinksTable.disconnectedAt,
      })
      .from(atsCandidateLinksTable)
      .innerJoin(atsConnectionsTable, eq(atsConnectionsTable.id, atsCandidateLinksTable.connectionId))
      .where(
        and(
          inArray(atsCandidateLinksTable.candidateId, [...ids]),
          org ? eq(atsConnectionsTable.organizationId, org) : undefined,
        ),
      )
      // newest first: the first row per candidate wins
      .orderBy(desc(atsCandidateLinksTable.updatedAt)),
  ])
  for (const s of stages) {
    const f = flags.get(s.candidateId)
    if (!f) continue
    if (s.stageType === 'shortlist') f.isShortListed = true
    if (s.stageType === 'hidden') f.isHidden = true
  }
  for (const l of links) {
    const f = flags.get(l.candidateId)
    if (!f || f.ats) continue
    f.ats = {
      provider: l.provider,
      status: l.status,
      stage: l.stage,
      isActive: l.isActive,
      isDisconnected: l.disconnectedAt !== null,
    }
  }
  return flags
}
