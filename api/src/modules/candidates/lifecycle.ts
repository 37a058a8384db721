/**
 * The candidate life-cycle (001 §4, §9; architecture "Data"):
 * - mark for deletion (`delete-candidates`, a deleteCandidateReason): toBeDeletedAt is set, a
 *   deletion record is opened, and a `candidate.purge` job is queued for 30 days later;
 * - restore before then: the mark and the queued job are cancelled;
 * - purge (the durable job, or the sweeper as a backstop): files, search document, stages,
 *   notes, profile, sessions and login all go; the deletion record (the tombstone) keeps only
 *   the fact, the reason and the dates;
 * - reset: the candidate's onboarding starts over;
 * - re-inbound request: sent or updated, then cancelled;
 * - PATCH guest/candidate/{id}: the search status, from a signed public link.
 */
import { PURGE_AFTER_DAYS } from '@quota/shared/domain/candidates/limits'
import { AppError } from '@quota/shared/errors/index'
import { and, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm'
import type { Logger } from 'pino'
import { enqueueOutbox } from '../../audit/write-audit'
import type { DbOrTx } from '../../db/client'
import {
  auditLogTable,
  type CandidateRow,
  candidateDeletionsTable,
  candidateReinboundRequestsTable,
  candidatesTable,
  mediaTable,
  outboxEventsTable,
  publicLinksTable,
  sessionsTable,
  usersTable,
} from '../../db/schema'
import type { OutboxHandler } from '../../jobs/outbox-worker'
import { recordCandidateMessage } from '../../mail/message-log'
import type { MailPayload } from '../../mail/outbox'
import { renderMail } from '../../mail/templates'
import type { ObjectStorage } from '../../storage'
import { randomToken, sha256 } from '../auth/secrets'
import { assignedOwner } from '../candidate-dashboard/repository'
import { deleteObjects } from '../media/remove-media'
import { enqueueCandidateRecommendations } from '../recommendations/incremental'
import { enqueueSearchSync } from '../search/sync'
import { candidateFor } from './access'
import { auditChanges, auditEvent } from './audit'
import { afterProfileWrite } from './completion'
import type { CandidateCtx } from './context'
import { assertLovIds, lovRows, named } from './lov'

export const PURGE_TOPIC = 'candidate.purge' as const
const DAY = 86_400_000

async function deletionDto(db: DbOrTx, candidateId: string) {
  const [row] = await db
    .select()
    .from(candidateDeletionsTable)
    .where(eq(candidateDeletionsTable.candidateId, candidateId))
    .orderBy(sql`${candidateDeletionsTable.requestedAt} desc`)
    .limit(1)
  const [candidate] = await db
    .select({ toBeDeletedAt: candidatesTable.toBeDeletedAt })
    .from(candidatesTable)
    .where(eq(candidatesTable.id, candidateId))
  const lovs = await lovRows(db, [row?.reasonId])
  return {
    candidateId,
    state: row?.state ?? ('restored' as const),
    toBeDeletedAt: candidate?.toBeDeletedAt?.toISOString() ?? null,
    purgeAfter: row?.state === 'marked' ? row.purgeAfter.toISOString() : null,
    reason: named(lovs, row?.reasonId),
  }
}

export async function markForDeletion({
  ctx,
  input,
}: {
  ctx: CandidateCtx
  input: { candidateId: string; reasonId: string; notes?: string | undefined; now?: Date }
}) {
  const now = input.now ?? new Date()
  await ctx.db.transaction(async (tx) => {
    const candidate = await candidateFor({ ...ctx, db: tx }, input.candidateId, 'write', { forUpdate: true })
    if (candidate.toBeDeletedAt)
      throw new AppError('CONFLICT', { message: 'The candidate is already marked for deletion' })
    const reasons = await assertLovIds(tx, [{ path: 'reasonId', key: 'deleteCandidateReason', ids: input.reasonId }])
    const purgeAfter = new Date(now.getTime() + PURGE_AFTER_DAYS * DAY)
    await tx
      .update(candidatesTable)
      .set({ toBeDeletedAt: now, deleteReasonId: input.reasonId })
      .where(eq(candidatesTable.id, candidate.id))
    if (candidate.userId)
      await tx.update(usersTable).set({ toBeDeletedAt: now }).where(eq(usersTable.id, candidate.userId))
    const [deletion] = await tx
      .insert(candidateDeletionsTable)
      .values({
        candidateId: candidate.id,
        userId: candidate.userId,
        reasonId: input.reasonId,
        notes: input.notes ?? null,
        requestedBy: ctx.actor.userId,
        requestedAt: now,
        purgeAfter,
      })
      .returning()
    await enqueueOutbox(tx, {
      topic: PURGE_TOPIC,
      payload: { candidateId: candidate.id, deletionId: deletion!.id },
      aggregateType: 'candidate',
      aggregateId: candidate.id,
      availableAt: purgeAfter,
      requestId: ctx.requestId,
    })
    await auditEvent(tx, ctx, {
      candidateId: candidate.id,
      entityType: 'candidate',
      entityId: candidate.id,
      action: 'markForDeletion',
      after: { toBeDeletedAt: now.toISOString(), reasonId: input.reasonId, purgeAfter: purgeAfter.toISOString() },
    })
    await enqueueSearchSync(tx, 'candidates', [candidate.id], { requestId: ctx.requestId })
    // marked for deletion is out of every pool (rule 4); restored, back in where the rules allow
    await enqueueCandidateRecommendations(tx, candidate.id, { requestId: ctx.requestId })
    await queueDeletionNotice(tx, ctx, candidate, purgeAfter, reasons.get(input.reasonId)?.value ?? null)
  })
  return deletionDto(ctx.db, input.candidateId)
}

/**
 * The notice a candidate gets when their profile is marked for deletion: the day it goes and how
 * to object (reply, or write to their recruiter, else to whoever marked it). Recorded on the
 * messages tab and queued with the mark, so it goes out only if the mark commits.
 */
async function queueDeletionNotice(
  tx: DbOrTx,
  ctx: CandidateCtx,
  candidate: CandidateRow,
  purgeAfter: Date,
  reason: string | null,
) {
  if (!candidate.email) return
  const owner = await assignedOwner(tx, candidate.id)
  const [marker] = await tx
    .select({ email: usersTable.email })
    .from(usersTable)
    .where(eq(usersTable.id, ctx.actor.userId))
  const contactEmail = owner?.email ?? marker?.email ?? addressOf(ctx.config.MAIL_FROM)
  const purgeOn = purgeAfter.toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  })
  const rendered = renderMail('deletionNotice', { firstName: candidate.firstName, purgeOn, contactEmail, reason })
  const messageId = await recordCandidateMessage(tx, {
    candidateId: candidate.id,
    jobId: null,
    senderUserId: ctx.actor.userId,
    channel: 'email',
    template: 'deletionNotice',
    recipient: candidate.email,
    subject: rendered.subject,
    body: rendered.text,
  })
  const payload: MailPayload = { to: candidate.email, template: 'deletionNotice', ...rendered, messageId }
  await enqueueOutbox(tx, {
    topic: 'mail.send',
    payload,
    aggregateType: 'candidate',
    aggregateId: candidate.id,
    requestId: ctx.requestId,
  })
}

const addressOf = (from: string) => from.match(/<([^>]+)>/)?.[1] ?? from.trim()

export async function restoreCandidate({ ctx, input }: { ctx: CandidateCtx; input: { candidateId: string } }) {
  await ctx.db.transaction(async (tx) => {
    const candidate = await candidateFor({ ...ctx, db: tx }, input.candidateId, 'write', { forUpdate: true })
    if (!candidate.toBeDeletedAt)
      throw new AppError('CONFLICT', { message: 'The candidate is not marked for deletion' })
    await tx
      .update(candidatesTable)
      .set({ toBeDeletedAt: null, deleteReasonId: null })
      .where(eq(candidatesTable.id, candidate.id))
    if (candidate.userId)
      await tx.update(usersTable).set({ toBeDeletedAt: null }).where(eq(usersTable.id, candidate.userId))
    await tx
      .update(candidateDeletionsTable)
      .set({ state: 'restored', restoredAt: new Date(), restoredBy: ctx.actor.userId })
      .where(and(eq(candidateDeletionsTable.candidateId, candidate.id), eq(candidateDeletionsTable.state, 'marked')))
    // the queued purge is cancelled (the job would also see the restore and do nothing)
    await tx
      .update(outboxEventsTable)
      .set({ processedAt: new Date(), lastError: 'cancelled: candidate restored' })
      .where(
        and(
          eq(outboxEventsTable.aggregateId, candidate.id),
          eq(outboxEventsTable.topic, PURGE_TOPIC),
          isNull(outboxEventsTable.processedAt),
        ),
      )
    await auditEvent(tx, ctx, {
      candidateId: candidate.id,
      entityType: 'candidate',
      entityId: candidate.id,
      action: 'restore',
      before: { toBeDeletedAt: candidate.toBeDeletedAt.toISOString() },
    })
    await enqueueSearchSync(tx, 'candidates', [candidate.id], { requestId: ctx.requestId })
    // marked for deletion is out of every pool (rule 4); restored, back in where the rules allow
    await enqueueCandidateRecommendations(tx, candidate.id, { requestId: ctx.requestId })
  })
  return deletionDto(ctx.db, input.candidateId)
}

export interface PurgeDeps {
  db: DbOrTx
  storage: ObjectStorage
  logger?: Logger
}

/**
 * Removes a marked candidate for good when its time has come (`now` is injectable so tests can
 * move the clock). Answers whether it purged. A restored or already purged candidate is left alone.
 */
export async function purgeCandidate(deps: PurgeDeps, candidateId: string, now: Date = new Date()): Promise<boolean> {
  const keys: (string | null)[] = []
  const purged = await deps.db.transaction(async (tx) => {
    const [deletion] = await tx
      .select()
      .from(candidateDeletionsTable)
      .where(
        and(
          eq(candidateDeletionsTable.candidateId, candidateId),
          eq(candidateDeletionsTable.state, 'marked'),
          lte(candidateDeletionsTable.purgeAfter, now),
        ),
      )
      .for('update')
    if (!deletion) return false
    const [candidate] = await tx.select().from(candidatesTable).where(eq(candidatesTable.id, candidateId)).for('update')
    if (!candidate?.toBeDeletedAt) return false
    const userId = candidate.userId
    const media = await tx
      .select({
        storageKey: mediaTable.storageKey,
        transcodedKey: mediaTable.transcodedKey,
        thumbnailKey: mediaTable.thumbnailKey,
        id: mediaTable.id,
      })
      .from(mediaTable)
      .where(
        userId
          ? or(eq(mediaTable.candidateId, candidateId), eq(mediaTable.ownerUserId, userId))
          : eq(mediaTable.candidateId, candidateId),
      )
    keys.push(...media.flatMap((m) => [m.storageKey, m.transcodedKey, m.thumbnailKey]))
    // the audit trail holds the candidate's personal data (before and after values)
    await tx
      .delete(auditLogTable)
      .where(and(eq(auditLogTable.rootEntityType, 'candidate'), eq(auditLogTable.rootEntityId, candidateId)))
    if (media.length)
      await tx.delete(mediaTable).where(
        inArray(
          mediaTable.id,
          media.map((m) => m.id),
        ),
      )
    // stages, history, notes, experience, education, skills, portfolio, demographics, internal
    // profile, links and re-inbound requests go with the candidate row (ON DELETE CASCADE)
    await tx.delete(candidatesTable).where(eq(candidatesTable.id, candidateId))
    if (userId) {
      await tx.delete(sessionsTable).where(eq(sessionsTable.userId, userId))
      try {
        await tx.transaction(async (inner) => {
          await inner.delete(usersTable).where(eq(usersTable.id, userId))
        })
      } catch {
        // something still points at the login: keep an empty, inactive shell of it
        await tx
          .update(usersTable)
          .set({
            email: `deleted-${userId}@deleted.invalid`,
            firstName: '',
            lastName: '',
            phone: null,
            passwordHash: null,
            isActive: false,
            pictureMediaId: null,
            pronunciationAudioMediaId: null,
            salesforceId: null,
          })
          .where(eq(usersTable.id, userId))
      }
    }
    await tx
      .update(candidateDeletionsTable)
      .set({ state: 'purged', purgedAt: now, notes: null })
      .where(eq(candidateDeletionsTable.id, deletion.id))
    await tx
      .update(outboxEventsTable)
      .set({ processedAt: new Date(), lastError: null })
      .where(
        and(
          eq(outboxEventsTable.aggregateId, candidateId),
          eq(outboxEventsTable.topic, PURGE_TOPIC),
          isNull(outboxEventsTable.processedAt),
          lte(outboxEventsTable.availableAt, now),
        ),
      )
    await enqueueSearchSync(tx, 'candidates', [candidateId])
    return true
  })
  if (purged) await deleteObjects(deps.storage, keys)
  if (purged) deps.logger?.info({ candidateId }, 'candidate purged')
  return purged
}

/** Backstop sweep: every marked candidate whose 30 days are over. */
export async function purgeDueCandidates(deps: PurgeDeps, now: Date = new Date()): Promise<string[]> {
  const due = await deps.db
    .select({ candidateId: candidateDeletionsTable.candidateId })
    .from(candidateDeletionsTable)
    .where(and(eq(candidateDeletionsTable.state, 'marked'), lte(candidateDeletionsTable.purgeAfter, now)))
  const done: string[] = []
  for (const { candidateId } of due) if (await purgeCandidate(deps, candidateId, now)) done.push(candidateId)
  return done
}

/** The outbox handler for `candidate.purge` (queued at mark time with availableAt = purgeAfter). */
export function purgeHandler(deps: PurgeDeps): OutboxHandler {
  return async (event) => {
    const purged = await purgeCandidate(deps, String(event.payload.candidateId))
    return { ...event.payload, purged }
  }
}

/** PUT candidates/{id}/reset: the candidate's onboarding and one-off prompts start over. */
export async function resetCandidate({ ctx, input }: { ctx: CandidateCtx; input: { candidateId: string } }) {
  return ctx.db.transaction(async (tx) => {
    const candidate = await candidateFor({ ...ctx, db: tx }, input.candidateId, 'write', { forUpdate: true })
    if (!candidate.userId) throw new AppError('CONFLICT', { message: 'The candidate has no login to reset' })
    const [before] = await tx.select().from(usersTable).where(eq(usersTable.id, candidate.userId))
    await tx
      .update(usersTable)
      .set({ onboardedAt: null, welcomeModalDismissedAt: null, searchStatusModalViewedAt: null })
      .where(eq(usersTable.id, candidate.userId))
    await auditChanges(tx, ctx, {
      candidateId: candidate.id,
      entityType: 'candidate',
      entityId: candidate.id,
      action: 'reset',
      before: {
        onboardedAt: before?.onboardedAt?.toISOString() ?? null,
        welcomeModalDismissedAt: before?.welcomeModalDismissedAt?.toISOString() ?? null,
        searchStatusModalViewedAt: before?.searchStatusModalViewedAt?.toISOString() ?? null,
      },
      after: { onboardedAt: null, welcomeModalDismissedAt: null, searchStatusModalViewedAt: null },
    })
    return { candidateId: candidate.id, reset: ['onboarding', 'welcomeModal', 'searchStatusModal'] }
  })
}

const reinboundDto = (r: typeof candidateReinboundRequestsTable.$inferSelect) => ({
  id: r.id,
  candidateId: r.candidateId,
  state: r.state,
  notes: r.notes,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
  cancelledAt: r.cancelledAt?.toISOString() ?? null,
})

/** PATCH candidates/{id}/re-inbound-request: sends a request, or updates the open one. */
export async function upsertReinbound({
  ctx,
  input,
}: {
  ctx: CandidateCtx
  input: { candidateId: string; notes?: string | null | undefined }
}) {
  return ctx.db.transaction(async (tx) => {
    const candidate = await candidateFor({ ...ctx, db: tx }, input.candidateId, 'write', { forUpdate: true })
    const [open] = await tx
      .select()
      .from(candidateReinboundRequestsTable)
      .where(
        and(
          eq(candidateReinboundRequestsTable.candidateId, candidate.id),
          eq(candidateReinboundRequestsTable.state, 'open'),
        ),
      )
    if (open) {
      const [row] = await tx
        .update(candidateReinboundRequestsTable)
        .set({ notes: input.notes ?? open.notes })
        .where(eq(candidateReinboundRequestsTable.id, open.id))
        .returning()
      await auditChanges(tx, ctx, {
        candidateId: candidate.id,
        entityType: 'candidate',
        entityId: candidate.id,
        action: 'updateReinboundRequest',
        before: { reinboundNotes: open.notes },
        after: { reinboundNotes: row!.notes },
      })
      return reinboundDto(row!)
    }
    const [row] = await tx
      .insert(candidateReinboundRequestsTable)
      .values({ candidateId: candidate.id, notes: input.notes ?? null })
      .returning()
    await auditEvent(tx, ctx, {
      candidateId: candidate.id,
      entityType: 'candidate',
      entityId: candidate.id,
      action: 'sendReinboundRequest',
      after: { reinboundRequestId: row!.id },
    })
    return reinboundDto(row!)
  })
}

export async function cancelReinbound({ ctx, input }: { ctx: CandidateCtx; input: { candidateId: string } }) {
  return ctx.db.transaction(async (tx) => {
    const candidate = await candidateFor({ ...ctx, db: tx }, input.candidateId, 'write', { forUpdate: true })
    const [row] = await tx
      .update(candidateReinboundRequestsTable)
      .set({ state: 'cancelled', cancelledAt: new Date() })
      .where(
        and(
          eq(candidateReinboundRequestsTable.candidateId, candidate.id),
          eq(candidateReinboundRequestsTable.state, 'open'),
        ),
      )
      .returning()
    if (!row) throw new AppError('NOT_FOUND', { message: 'No open re-inbound request' })
    await auditEvent(tx, ctx, {
      candidateId: candidate.id,
      entityType: 'candidate',
      entityId: candidate.id,
      action: 'cancelReinboundRequest',
      before: { reinboundRequestId: row.id },
    })
    return reinboundDto(row)
  })
}

/** A link that lets the candidate set their search status without signing in (for mails). */
export async function createSearchStatusLink(
  db: DbOrTx,
  candidateId: string,
  options: { createdBy?: string | null; days?: number } = {},
) {
  const token = randomToken(32)
  const expiresAt = new Date(Date.now() + (options.days ?? 30) * DAY)
  await db.insert(publicLinksTable).values({
    purpose: 'searchStatusUpdate',
    tokenHash: sha256(token),
    candidateId,
    createdBy: options.createdBy ?? null,
    createdByUserType: 'system',
    expiresAt,
  })
  return {
    token,
    expiresAt: expiresAt.toISOString(),
    url: `/public/search-status?candidateId=${candidateId}&token=${token}`,
  }
}

export async function searchStatusLinkFor({ ctx, input }: { ctx: CandidateCtx; input: { candidateId: string } }) {
  const candidate = await candidateFor(ctx, input.candidateId, 'write')
  return createSearchStatusLink(ctx.db, candidate.id, { createdBy: ctx.actor.userId })
}

/** GET guest/candidate/{id}: what the search-status page shows (first name, current status) for a live link. */
export async function guestSearchStatus({ db, input }: { db: DbOrTx; input: { candidateId: string; token: string } }) {
  const [link] = await db
    .select()
    .from(publicLinksTable)
    .where(and(eq(publicLinksTable.tokenHash, sha256(input.token)), eq(publicLinksTable.purpose, 'searchStatusUpdate')))
  const now = new Date()
  if (!link || link.candidateId !== input.candidateId || link.revokedAt || (link.expiresAt && link.expiresAt <= now))
    throw new AppError('INVALID_LINK')
  const [candidate] = await db
    .select({
      firstName: candidatesTable.firstName,
      searchStatus: candidatesTable.searchStatus,
      toBeDeletedAt: candidatesTable.toBeDeletedAt,
    })
    .from(candidatesTable)
    .where(eq(candidatesTable.id, input.candidateId))
  if (!candidate || candidate.toBeDeletedAt) throw new AppError('INVALID_LINK')
  return {
    candidateId: input.candidateId,
    firstName: candidate.firstName,
    searchStatus: candidate.searchStatus,
    expiresAt: link.expiresAt?.toISOString() ?? null,
  }
}

/** PATCH guest/candidate/{id}: the search status, from a signed public link. */
export async function guestUpdateSearchStatus({
  db,
  requestId,
  input,
}: {
  db: DbOrTx
  requestId: string
  input: {
    candidateId: string
    token: string
    searchStatus: NonNullable<typeof candidatesTable.$inferSelect.searchStatus>
  }
}) {
  return db.transaction(async (tx) => {
    const [link] = await tx
      .select()
      .from(publicLinksTable)
      .where(
        and(eq(publicLinksTable.tokenHash, sha256(input.token)), eq(publicLinksTable.purpose, 'searchStatusUpdate')),
      )
    const now = new Date()
    if (!link || link.candidateId !== input.candidateId || link.revokedAt || (link.expiresAt && link.expiresAt <= now))
      throw new AppError('INVALID_LINK')
    const [candidate] = await tx
      .select()
      .from(candidatesTable)
      .where(eq(candidatesTable.id, input.candidateId))
      .for('update')
    if (!candidate || candidate.toBeDeletedAt) throw new AppError('INVALID_LINK')
    if (candidate.searchStatus !== input.searchStatus) {
      await tx
        .update(candidatesTable)
        .set({ searchStatus: input.searchStatus, searchStatusChangedAt: now })
        .where(eq(candidatesTable.id, candidate.id))
      await auditChanges(
        tx,
        { actor: null, requestId },
        {
          candidateId: candidate.id,
          entityType: 'candidate',
          entityId: candidate.id,
          action: 'guestSearchStatus',
          before: { searchStatus: candidate.searchStatus },
          after: { searchStatus: input.searchStatus },
        },
      )
      await afterProfileWrite(tx, candidate.id, requestId)
    }
    await tx.update(publicLinksTable).set({ usedAt: now }).where(eq(publicLinksTable.id, link.id))
    return { candidateId: candidate.id, searchStatus: input.searchStatus }
  })
}

/** DELETE candidates/{id}: removes a candidate already marked for deletion now, without waiting. */
export async function purgeNow({ ctx, input }: { ctx: CandidateCtx; input: { candidateId: string } }) {
  const candidate = await candidateFor(ctx, input.candidateId, 'write')
  if (!candidate.toBeDeletedAt) throw new AppError('CONFLICT', { message: 'Mark the candidate for deletion first' })
  await ctx.db
    .update(candidateDeletionsTable)
    .set({ purgeAfter: new Date() })
    .where(and(eq(candidateDeletionsTable.candidateId, candidate.id), eq(candidateDeletionsTable.state, 'marked')))
  await purgeCandidate(ctx, candidate.id, new Date())
  return { ok: true as const }
}

export { deletionDto }
