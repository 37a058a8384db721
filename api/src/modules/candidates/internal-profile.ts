/**
 * The internal profile (provider staff only, 001 §3 "Candidate internal fields"): lead status,
 * contact status, owner, sourced by, disqualification, do-not-contact, last touch. Permanent
 * disqualification (001 §4): lead status disqualified with a permanent reason (the list's
 * `meta.permanent`, e.g. Do Not Contact) sets isPermanentlyDisqualified, which also sets
 * do-not-contact; it is cleared only when the lead status or reason changes.
 */
import type { InternalProfileInput } from '@quota/shared/contracts/candidates'
import { AppError } from '@quota/shared/errors/index'
import { and, desc, eq } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import {
  auditLogTable,
  type CandidateInternalProfileRow,
  candidateInternalProfilesTable,
  usersTable,
} from '../../db/schema'
import { enqueueCandidateRecommendations } from '../recommendations/incremental'
import { candidateFor } from './access'
import { auditChanges } from './audit'
import type { CandidateCtx } from './context'
import { assertLovIds, lovRows, named } from './lov'
import { userNames } from './repository'

const DAY = 86_400_000
const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null)

async function ensureRow(tx: DbOrTx, candidateId: string): Promise<CandidateInternalProfileRow> {
  await tx.insert(candidateInternalProfilesTable).values({ candidateId }).onConflictDoNothing()
  const [row] = await tx
    .select()
    .from(candidateInternalProfilesTable)
    .where(eq(candidateInternalProfilesTable.candidateId, candidateId))
    .for('update')
  return row!
}

async function toDto(db: DbOrTx, candidateId: string, row: CandidateInternalProfileRow | null, createdAt: Date) {
  const lovs = await lovRows(db, [
    row?.leadStatusId,
    row?.contactStatusId,
    row?.disqualificationReasonId,
    row?.disqualificationTemporaryReasonId,
  ])
  const people = await userNames(db, [row?.ownerId ?? null, row?.sourcedById ?? null])
  const owner = row?.ownerId ? people.get(row.ownerId) : undefined
  const sourced = row?.sourcedById ? people.get(row.sourcedById) : undefined
  return {
    candidateId,
    leadStatus: named(lovs, row?.leadStatusId),
    contactStatus: named(lovs, row?.contactStatusId),
    owner: owner
      ? {
          id: owner.id,
          name: owner.name,
          role: owner.role,
          isOwnerActive: owner.isActive,
          isMarketingUser: owner.isMarketingUser,
        }
      : null,
    sourcedBy: sourced ? { id: sourced.id, name: sourced.name } : null,
    disqualificationReason: named(lovs, row?.disqualificationReasonId),
    disqualificationTemporaryReason: named(lovs, row?.disqualificationTemporaryReasonId),
    disqualificationNote: row?.disqualificationNote ?? null,
    isPermanentlyDisqualified: row?.isPermanentlyDisqualified ?? false,
    doNotContact: row?.doNotContact ?? false,
    lastTouch: iso(row?.lastTouchAt),
    elapsedDays: row?.lastTouchAt ? Math.floor((Date.now() - row.lastTouchAt.getTime()) / DAY) : null,
    lastNCM: iso(row?.lastNcmAt),
    lastPlacedAt: iso(row?.lastPlacedAt),
    createdAt: createdAt.toISOString(),
    isOwnerActive: owner ? owner.isActive : null,
  }
}

export async function getInternalProfile({ ctx, input }: { ctx: CandidateCtx; input: { candidateId: string } }) {
  const candidate = await candidateFor(ctx, input.candidateId, 'read')
  const [row] = await ctx.db
    .select()
    .from(candidateInternalProfilesTable)
    .where(eq(candidateInternalProfilesTable.candidateId, candidate.id))
  return toDto(ctx.db, candidate.id, row ?? null, candidate.createdAt)
}

export async function getInternalStatus({ ctx, input }: { ctx: CandidateCtx; input: { candidateId: string } }) {
  const candidate = await candidateFor(ctx, input.candidateId, 'read')
  const [row] = await ctx.db
    .select()
    .from(candidateInternalProfilesTable)
    .where(eq(candidateInternalProfilesTable.candidateId, candidate.id))
  const lovs = await lovRows(ctx.db, [row?.leadStatusId, row?.contactStatusId])
  return {
    candidateId: candidate.id,
    leadStatus: named(lovs, row?.leadStatusId),
    contactStatus: named(lovs, row?.contactStatusId),
    isPermanentlyDisqualified: row?.isPermanentlyDisqualified ?? false,
    doNotContact: row?.doNotContact ?? false,
    toBeDeletedAt: iso(candidate.toBeDeletedAt),
  }
}

async function assertStaffUser(tx: DbOrTx, id: string | null | undefined, path: string) {
  if (!id) return
  const [user] = await tx
    .select({ userType: usersTable.userType, isActive: usersTable.isActive })
    .from(usersTable)
    .where(eq(usersTable.id, id))
  if (user?.userType !== 'staff') throw AppError.field(path, 'autoCompleteSelectionValidator', 'Choose a provider user')
}

export async function updateInternalProfile({
  ctx,
  input,
}: {
  ctx: CandidateCtx
  input: { candidateId: string; patch: InternalProfileInput }
}) {
  const p = input.patch
  const { candidate, row } = await ctx.db.transaction(async (tx) => {
    const candidate = await candidateFor({ ...ctx, db: tx }, input.candidateId, 'write')
    const lovs = await assertLovIds(tx, [
      { path: 'leadStatusId', key: 'leadStatus', ids: p.leadStatusId },
      { path: 'contactStatusId', key: 'contactStatus', ids: p.contactStatusId },
      { path: 'disqualificationReasonId', key: 'disqualifiedNotification', ids: p.disqualificationReasonId },
      {
        path: 'disqualificationTemporaryReasonId',
        key: 'disqualifiedTemporaryReason',
        ids: p.disqualificationTemporaryReasonId,
      },
    ])
    await assertStaffUser(tx, p.ownerId, 'ownerId')
    await assertStaffUser(tx, p.sourcedById, 'sourcedById')
    const before = await ensureRow(tx, candidate.id)
    const set: Partial<typeof candidateInternalProfilesTable.$inferInsert> = {}
    for (const key of [
      'leadStatusId',
      'contactStatusId',
      'ownerId',
      'sourcedById',
      'disqualificationReasonId',
      'disqualificationTemporaryReasonId',
      'disqualificationNote',
      'doNotContact',
    ] as const) {
      if (p[key] !== undefined) (set as Record<string, unknown>)[key] = p[key]
    }
    if (p.lastTouch === 'now') {
      set.lastTouchAt = new Date()
      set.lastTouchBy = ctx.actor.userId
    }
    const leadStatusId = set.leadStatusId !== undefined ? set.leadStatusId : before.leadStatusId
    const reasonId =
      set.disqualificationReasonId !== undefined ? set.disqualificationReasonId : before.disqualificationReasonId
    const all = await lovRows(tx, [leadStatusId, reasonId])
    for (const [k, v] of lovs) all.set(k, v)
    const disqualified = !!leadStatusId && all.get(leadStatusId)?.identifier === 'disqualified'
    if (disqualified && !reasonId)
      throw AppError.field('disqualificationReasonId', 'required', 'Choose why the candidate is disqualified')
    const permanent =
      disqualified && !!reasonId && (all.get(reasonId)?.meta as { permanent?: boolean } | undefined)?.permanent === true
    set.isPermanentlyDisqualified = permanent
    if (disqualified && !before.disqualifiedAt) set.disqualifiedAt = new Date()
    if (!disqualified) {
      set.disqualifiedAt = null
      if (set.disqualificationReasonId === undefined && before.disqualificationReasonId)
        set.disqualificationReasonId = null
    }
    // a permanent disqualification is a do-not-contact; it cannot be lifted while it holds
    if (permanent) {
      if (p.doNotContact === false)
        throw AppError.field(
          'doNotContact',
          'permanentlyDisqualified',
          'A permanently disqualified candidate is do-not-contact',
        )
      set.doNotContact = true
    }
    const [after] = await tx
      .update(candidateInternalProfilesTable)
      .set(set)
      .where(eq(candidateInternalProfilesTable.candidateId, candidate.id))
      .returning()
    const pick = (r: CandidateInternalProfileRow) =>
      Object.fromEntries(
        Object.keys(set).map((k) => [
          k,
          (r as Record<string, unknown>)[k] instanceof Date
            ? ((r as Record<string, unknown>)[k] as Date).toISOString()
            : (r as Record<string, unknown>)[k],
        ]),
      )
    // do-not-contact, disqualification and last touch decide the recommendation pools
    await enqueueCandidateRecommendations(tx, candidate.id, { requestId: ctx.requestId })
    await auditChanges(tx, ctx, {
      candidateId: candidate.id,
      entityType: 'candidateInternalProfile',
      entityId: candidate.id,
      before: pick(before),
      after: pick(after!),
    })
    return { candidate, row: after! }
  })
  return toDto(ctx.db, candidate.id, row, candidate.createdAt)
}

/** GET candidates/{id}/{entityId}/audit-trail: the changes of one child (an experience, a note...). */
export async function entityAuditTrail({
  ctx,
  input,
}: {
  ctx: CandidateCtx
  input: { candidateId: string; entityId: string; limit: number; offset: number }
}) {
  const candidate = await candidateFor(ctx, input.candidateId, 'read')
  const where = and(
    eq(auditLogTable.rootEntityType, 'candidate'),
    eq(auditLogTable.rootEntityId, candidate.id),
    eq(auditLogTable.entityId, input.entityId),
  )
  const rows = await ctx.db
    .select()
    .from(auditLogTable)
    .where(where)
    .orderBy(desc(auditLogTable.at), desc(auditLogTable.id))
    .limit(input.limit)
    .offset(input.offset)
  const all = await ctx.db.select({ id: auditLogTable.id }).from(auditLogTable).where(where)
  const people = await userNames(
    ctx.db,
    rows.map((r) => r.actorUserId),
  )
  return {
    data: rows.map((r) => ({
      id: r.id,
      at: r.at.toISOString(),
      action: r.action,
      entityType: r.entityType,
      entityId: r.entityId,
      field: r.field,
      before: r.before,
      after: r.after,
      actor: r.actorUserId
        ? { id: r.actorUserId, name: people.get(r.actorUserId)?.name ?? '', userType: r.actorUserType }
        : null,
    })),
    meta: { total: all.length, limit: input.limit, offset: input.offset },
  }
}
