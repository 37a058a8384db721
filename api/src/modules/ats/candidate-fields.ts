/**
 * A candidate's ATS fields (001 §3 card: atsKey, atsDisplayName, atsUrl, atsCandidateId,
 * atsActive, atsCandidateActive, atsCandidateDisconnected, atsCandidateCreatedAt), one entry per
 * ATS the candidate was pushed to, plus where the ATS has them now (atsStatus, atsStage). A client
 * sees only its own ATS's entry: a candidate never pushed to it answers 404, like one of another
 * client.
 */
import type { CandidateAtsDto } from '@quota/shared/contracts/ats'
import { AppError } from '@quota/shared/errors/index'
import { and, desc, eq } from 'drizzle-orm'
import { atsCandidateLinksTable, atsConnectionsTable } from '../../db/schema'
import { clientViewerOf } from '../clients/access'
import type { UseCaseContext } from '../context'

const DISPLAY_NAMES = { greenhouse: 'Greenhouse', lever: 'Lever' } as const

export async function candidateAtsFields({
  ctx,
  candidateId,
}: {
  ctx: UseCaseContext
  candidateId: string
}): Promise<CandidateAtsDto[]> {
  const viewer = clientViewerOf(ctx.actor)
  const rows = await ctx.db
    .select({ link: atsCandidateLinksTable, connection: atsConnectionsTable })
    .from(atsCandidateLinksTable)
    .innerJoin(atsConnectionsTable, eq(atsConnectionsTable.id, atsCandidateLinksTable.connectionId))
    .where(
      and(
        eq(atsCandidateLinksTable.candidateId, candidateId),
        viewer.kind === 'client' ? eq(atsConnectionsTable.organizationId, viewer.organizationId) : undefined,
      ),
    )
    .orderBy(desc(atsCandidateLinksTable.createdAt))
  if (viewer.kind === 'client' && !rows.length) throw new AppError('NOT_FOUND', { message: 'Candidate not found' })
  return rows.map(({ link, connection }) => {
    const disconnected = link.disconnectedAt !== null || connection.disconnectedAt !== null
    return {
      organizationId: connection.organizationId,
      atsKey: connection.provider,
      atsDisplayName: DISPLAY_NAMES[connection.provider],
      atsUrl: link.url,
      atsCandidateId: link.externalCandidateId,
      atsActive: connection.disconnectedAt === null,
      atsCandidateActive: link.isActive && !disconnected,
      atsCandidateDisconnected: disconnected,
      atsCandidateCreatedAt: link.createdAt.toISOString(),
      atsStatus: link.status,
      atsStage: link.stage,
    }
  })
}
