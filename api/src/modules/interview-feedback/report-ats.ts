/**
 * The interview report's ATS part (`includeAts`): for the candidates on the report page that
 * were pushed to their job's client ATS, the interview feedback held there (Greenhouse
 * scorecards, Lever feedback forms), read through the connection's adapter like `GET
 * ats/feedback`. Only live connections with the getFeedback route on; a candidate whose read
 * fails keeps the vendor's reason in `error` (never an empty list passed off as "no feedback").
 * At most INTERVIEW_REPORT_ATS_MAX candidates per page: each is a call to the vendor.
 */
import type { AtsFeedbackDto } from '@quota/shared/contracts/ats'
import {
  INTERVIEW_REPORT_ATS_MAX,
  type InterviewReportAtsEntry,
  type InterviewReportRow,
} from '@quota/shared/contracts/interview-feedback'
import { isAtsRouteEnabled } from '@quota/shared/domain/ats/routes'
import { and, desc, eq, inArray, isNull } from 'drizzle-orm'
import type { Config } from '../../config/env'
import type { DbOrTx } from '../../db/client'
import { atsCandidateLinksTable, atsConnectionsTable, jobsTable } from '../../db/schema'
import { AtsHttpError } from '../../integrations/ats/http'
import { adapterFor } from '../../integrations/ats/index'

const DISPLAY_NAMES = { greenhouse: 'Greenhouse', lever: 'Lever' } as const

export async function reportAtsFeedback(
  db: DbOrTx,
  config: Config,
  rows: Pick<InterviewReportRow, 'candidate' | 'job'>[],
): Promise<InterviewReportAtsEntry[]> {
  // one entry per (job, candidate): the ATS is the job's client's
  const pairs = new Map<string, Pick<InterviewReportRow, 'candidate' | 'job'>>()
  for (const r of rows) pairs.set(`${r.job.id}:${r.candidate.id}`, { candidate: r.candidate, job: r.job })
  if (!pairs.size) return []
  const jobIds = [...new Set([...pairs.values()].map((p) => p.job.id))]
  const orgOfJob = new Map(
    (
      await db
        .select({ id: jobsTable.id, organizationId: jobsTable.organizationId })
        .from(jobsTable)
        .where(inArray(jobsTable.id, jobIds))
    ).map((j) => [j.id, j.organizationId]),
  )
  const candidateIds = [...new Set([...pairs.values()].map((p) => p.candidate.id))]
  const links = await db
    .select({ link: atsCandidateLinksTable, connection: atsConnectionsTable })
    .from(atsCandidateLinksTable)
    .innerJoin(atsConnectionsTable, eq(atsConnectionsTable.id, atsCandidateLinksTable.connectionId))
    .where(
      and(
        inArray(atsCandidateLinksTable.candidateId, candidateIds),
        isNull(atsCandidateLinksTable.disconnectedAt),
        isNull(atsConnectionsTable.disconnectedAt),
      ),
    )
    .orderBy(desc(atsCandidateLinksTable.updatedAt))

  const entries: InterviewReportAtsEntry[] = []
  for (const pair of pairs.values()) {
    if (entries.length >= INTERVIEW_REPORT_ATS_MAX) break
    const organizationId = orgOfJob.get(pair.job.id)
    const mine = links.filter(
      (l) => l.link.candidateId === pair.candidate.id && l.connection.organizationId === organizationId,
    )
    const connection = mine[0]?.connection
    if (!connection || !isAtsRouteEnabled(connection.settings.routes, 'getFeedback')) continue
    const entry: InterviewReportAtsEntry = {
      candidate: pair.candidate,
      job: pair.job,
      atsDisplayName: DISPLAY_NAMES[connection.provider],
      feedback: [],
      error: null,
    }
    try {
      const adapter = adapterFor(config, connection)
      const all: AtsFeedbackDto[] = []
      for (const { link } of mine)
        all.push(...(await adapter.listFeedback(link.externalCandidateId, link.externalApplicationId)))
      entry.feedback = all.sort((a, b) => (b.submittedAt ?? '').localeCompare(a.submittedAt ?? ''))
    } catch (error) {
      entry.error =
        error instanceof AtsHttpError
          ? `${entry.atsDisplayName} answered ${error.status ?? 'nothing'}: ${error.reason}`
          : `The interview feedback could not be read from ${entry.atsDisplayName}.`
    }
    entries.push(entry)
  }
  return entries
}
