/**
 * The recruiters' side of re-inbound requests (001 §2, §4; our design where the spec is silent,
 * README "Re-inbound requests"): GET candidates/re-inbound-requests lists requests by state,
 * oldest open first, one page at a time (counted in SQL); PUT candidates/{id}/re-inbound-request/handled
 * closes the open request as handled, with who and when, and can make the caller the owner in
 * the same transaction.
 */
import type { ReinboundQueueItem, ReinboundQueueQuery } from '@quota/shared/contracts/reinbound-requests'
import { AppError } from '@quota/shared/errors/index'
import { and, asc, desc, eq, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import {
  candidateInternalProfilesTable,
  candidateReinboundRequestsTable,
  candidatesTable,
  usersTable,
} from '../../db/schema'
import { candidateFor } from './access'
import { auditEvent } from './audit'
import type { CandidateCtx } from './context'
import { updateInternalProfile } from './internal-profile'

const owner = alias(usersTable, 'reinbound_owner')
const handler = alias(usersTable, 'reinbound_handler')
const nameOf = (u: typeof owner | typeof handler) => sql<string>`trim(${u.firstName} || ' ' || ${u.lastName})`

type RequestRow = typeof candidateReinboundRequestsTable.$inferSelect

function queueSelect(ctx: CandidateCtx) {
  const r = candidateReinboundRequestsTable
  return ctx.db
    .select({
      request: r,
      candidateName: sql<string>`trim(${candidatesTable.firstName} || ' ' || ${candidatesTable.lastName})`,
      email: candidatesTable.email,
      searchStatus: candidatesTable.searchStatus,
      ownerId: owner.id,
      ownerName: nameOf(owner),
      handlerName: nameOf(handler),
    })
    .from(r)
    .innerJoin(candidatesTable, eq(candidatesTable.id, r.candidateId))
    .leftJoin(candidateInternalProfilesTable, eq(candidateInternalProfilesTable.candidateId, r.candidateId))
    .leftJoin(owner, eq(owner.id, candidateInternalProfilesTable.ownerId))
    .leftJoin(handler, eq(handler.id, r.handledBy))
}

function toItem(row: {
  request: RequestRow
  candidateName: string
  email: string | null
  searchStatus: ReinboundQueueItem['candidate']['searchStatus']
  ownerId: string | null
  ownerName: string | null
  handlerName: string | null
}): ReinboundQueueItem {
  const q = row.request
  return {
    id: q.id,
    state: q.state,
    notes: q.notes,
    createdAt: q.createdAt.toISOString(),
    updatedAt: q.updatedAt.toISOString(),
    cancelledAt: q.cancelledAt?.toISOString() ?? null,
    handledAt: q.handledAt?.toISOString() ?? null,
    handledBy: q.handledBy ? { id: q.handledBy, name: row.handlerName ?? '' } : null,
    candidate: {
      id: q.candidateId,
      fullName: row.candidateName,
      email: row.email,
      searchStatus: row.searchStatus,
      owner: row.ownerId ? { id: row.ownerId, name: row.ownerName ?? '' } : null,
    },
  }
}

export async function listReinboundRequests({
  ctx,
  input,
}: {
  ctx: CandidateCtx
  input: ReinboundQueueQuery
}): Promise<{ data: ReinboundQueueItem[]; meta: { total: number; limit: number; offset: number } }> {
  const r = candidateReinboundRequestsTable
  const where = eq(r.state, input.state)
  const [rows, [count]] = await Promise.all([
    queueSelect(ctx)
      .where(where)
      // open requests wait in line (oldest first); closed ones read as history (latest first)
      .orderBy(input.state === 'open' ? asc(r.createdAt) : desc(r.updatedAt), asc(r.id))
      .limit(input.limit)
      .offset(input.offset),
    ctx.db.select({ total: sql<number>`count(*)::int` }).from(r).where(where),
  ])
  return { data: rows.map(toItem), meta: { total: count?.total ?? 0, limit: input.limit, offset: input.offset } }
}

export async function handleReinbound({
  ctx,
  input,
}: {
  ctx: CandidateCtx
  input: { candidateId: string; assignToMe: boolean }
}): Promise<ReinboundQueueItem> {
  const id = await ctx.db.transaction(async (tx) => {
    const candidate = await candidateFor({ ...ctx, db: tx }, input.candidateId, 'write', { forUpdate: true })
    const [row] = await tx
      .update(candidateReinboundRequestsTable)
      .set({ state: 'handled', handledAt: new Date(), handledBy: ctx.actor.userId })
      .where(
        and(
          eq(candidateReinboundRequestsTable.candidateId, candidate.id),
          eq(candidateReinboundRequestsTable.state, 'open'),
        ),
      )
      .returning()
    // cancelled by the candidate or handled by a colleague meanwhile: say so, change nothing
    if (!row) throw new AppError('NOT_FOUND', { message: 'This candidate has no open re-inbound request' })
    await auditEvent(tx, ctx, {
      candidateId: candidate.id,
      entityType: 'candidate',
      entityId: candidate.id,
      action: 'handleReinboundRequest',
      after: { reinboundRequestId: row.id, assignToMe: input.assignToMe },
    })
    if (input.assignToMe)
      await updateInternalProfile({
        ctx: { ...ctx, db: tx },
        input: { candidateId: candidate.id, patch: { ownerId: ctx.actor.userId } },
      })
    return row.id
  })
  const [row] = await queueSelect(ctx).where(eq(candidateReinboundRequestsTable.id, id))
  return toItem(row!)
}
