/**
 * Interview feedback between us and the client's ATS (002 §7 `GET ats/feedback`, `POST
 * ats/feedback`): read what interviewers submitted there (Greenhouse scorecards, Lever feedback
 * forms) for a candidate we pushed, and post our feedback back as a note on that candidate. Both
 * go through the connection's adapter; a route switched off (route-status) answers 409, a
 * candidate never pushed to this ATS 404 (also for another organization's candidate).
 */
import {
  ATS_MESSAGES,
  type AtsFeedbackDto,
  type AtsFeedbackQuery,
  type AtsOrgQuery,
  type PostAtsFeedbackInput,
  type PostedAtsFeedbackDto,
} from '@quota/shared/contracts/ats'
import { type AtsRouteKey, isAtsRouteEnabled } from '@quota/shared/domain/ats/routes'
import { AppError } from '@quota/shared/errors/index'
import { and, desc, eq, isNull } from 'drizzle-orm'
import { writeAudit } from '../../audit/write-audit'
import { atsCandidateLinksTable } from '../../db/schema'
import { adapterFor } from '../../integrations/ats/index'
import type { UseCaseContext } from '../context'
import { liveConnection, noConnection, organizationFor } from './access'
import type { AtsDeps } from './connections'
import { atsFailure } from './job-links'

async function pushedCandidate(ctx: UseCaseContext, organizationId: string, candidateId: string, route: AtsRouteKey) {
  const connection = await liveConnection(ctx.db, organizationId)
  if (!connection) throw noConnection()
  if (!isAtsRouteEnabled(connection.settings.routes, route))
    throw new AppError('CONFLICT', { message: ATS_MESSAGES.routeOff })
  const links = await ctx.db
    .select()
    .from(atsCandidateLinksTable)
    .where(
      and(
        eq(atsCandidateLinksTable.candidateId, candidateId),
        eq(atsCandidateLinksTable.connectionId, connection.id),
        isNull(atsCandidateLinksTable.disconnectedAt),
      ),
    )
    .orderBy(desc(atsCandidateLinksTable.updatedAt))
  if (!links.length) throw new AppError('NOT_FOUND', { message: ATS_MESSAGES.candidateNotPushed })
  return { connection, links }
}

export async function readAtsFeedback({
  ctx,
  deps,
  input,
}: {
  ctx: UseCaseContext
  deps: AtsDeps
  input: AtsFeedbackQuery
}): Promise<AtsFeedbackDto[]> {
  const organizationId = await organizationFor(ctx, input.organizationId, false)
  const { connection, links } = await pushedCandidate(ctx, organizationId, input.candidateId, 'getFeedback')
  const adapter = adapterFor(deps.config, connection)
  try {
    const all: AtsFeedbackDto[] = []
    // one per ATS record of the candidate (Lever: one opportunity per job)
    for (const link of links)
      all.push(...(await adapter.listFeedback(link.externalCandidateId, link.externalApplicationId)))
    return all.sort((a, b) => (b.submittedAt ?? '').localeCompare(a.submittedAt ?? ''))
  } catch (error) {
    throw atsFailure(error)
  }
}

export async function postAtsFeedback({
  ctx,
  deps,
  input,
}: {
  ctx: UseCaseContext
  deps: AtsDeps
  input: PostAtsFeedbackInput & AtsOrgQuery
}): Promise<PostedAtsFeedbackDto> {
  const organizationId = await organizationFor(ctx, input.organizationId, true)
  const { connection, links } = await pushedCandidate(ctx, organizationId, input.candidateId, 'postFeedback')
  const link = links[0]!
  let noteId: string | null
  try {
    noteId = await adapterFor(deps.config, connection).postNote(link.externalCandidateId, input.body)
  } catch (error) {
    throw atsFailure(error)
  }
  await writeAudit(ctx.db, ctx, {
    entityType: 'atsConnection',
    entityId: connection.id,
    action: 'update',
    field: 'feedback',
    after: { candidateId: input.candidateId, atsCandidateId: link.externalCandidateId, atsNoteId: noteId },
  })
  return { atsCandidateId: link.externalCandidateId, atsNoteId: noteId, postedAt: new Date().toISOString() }
}
