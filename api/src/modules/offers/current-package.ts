/**
 * The candidate's current package (issue 38, Build 1). Who:
 *   - the candidate reads and writes their own, shares its summary with clients, gives or
 *     withdraws consent;
 *   - provider staff read every package; they write one only while the candidate's consent is
 *     live (given in the app, or recorded by a recruiter with how it was given);
 *   - clients never reach these routes (the route refuses them); they only ever receive the
 *     shared summary through the offer insights.
 * Every change is in the candidate's audit trail.
 */
import type { CandidatePackageDto, CandidatePackageValues, PackageConsentInput } from '@quota/shared/contracts/offers'
import { AppError } from '@quota/shared/errors/index'
import { and, eq, isNull, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { candidatePackageConsentsTable, candidatePackagesTable, usersTable } from '../../db/schema'
import { auditChanges } from '../candidates/audit'
import { candidateFor } from '../candidates/index'
import type { UseCaseContext } from '../context'

export const PACKAGE_MESSAGES = {
  noConsent: 'The candidate has not consented to recruiters entering their current package',
  recruiterNote: 'Say how the candidate gave consent (for example “by e-mail on 2025-03-01”)',
  candidateOnly: 'Only the candidate can share their package or withdraw consent',
} as const

export async function liveConsent(db: DbOrTx, candidateId: string) {
  const [row] = await db
    .select({
      id: candidatePackageConsentsTable.id,
      source: candidatePackageConsentsTable.source,
      note: candidatePackageConsentsTable.note,
      grantedAt: candidatePackageConsentsTable.createdAt,
      grantedByName: sql<string | null>`nullif(trim(${usersTable.firstName} || ' ' || ${usersTable.lastName}), '')`,
    })
    .from(candidatePackageConsentsTable)
    .leftJoin(usersTable, eq(usersTable.id, candidatePackageConsentsTable.grantedBy))
    .where(
      and(eq(candidatePackageConsentsTable.candidateId, candidateId), isNull(candidatePackageConsentsTable.revokedAt)),
    )
    .limit(1)
  return row
}

export async function packageRow(db: DbOrTx, candidateId: string) {
  const [row] = await db
    .select()
    .from(candidatePackagesTable)
    .where(eq(candidatePackagesTable.candidateId, candidateId))
  return row
}

async function toDto(db: DbOrTx, candidateId: string): Promise<CandidatePackageDto> {
  const row = await packageRow(db, candidateId)
  const consent = await liveConsent(db, candidateId)
  return {
    candidateId,
    package: row
      ? {
          baseSalary: row.baseSalary,
          variableAtTarget: row.variableAtTarget,
          attainmentPercent: row.attainmentPercent,
          acceleratorMultiplier: Number(row.acceleratorMultiplier),
          commissionArrearsMonths: row.commissionArrearsMonths,
          equityGrants: row.equityGrants,
          bonuses: row.bonuses,
          noticePeriodDays: row.noticePeriodDays,
          updatedAt: row.updatedAt.toISOString(),
        }
      : null,
    summaryShared: row?.summarySharedAt != null,
    consent: consent
      ? {
          source: consent.source,
          note: consent.note,
          grantedAt: consent.grantedAt.toISOString(),
          grantedByName: consent.grantedByName,
        }
      : null,
  }
}

/** The candidate themselves or staff; anyone else 404 (through candidateFor) or 403 (the route). */
async function ownOrStaff(ctx: UseCaseContext, candidateId: string, access: 'read' | 'write') {
  if (ctx.actor.userType !== 'candidate' && ctx.actor.userType !== 'staff') throw new AppError('FORBIDDEN')
  return candidateFor(ctx, candidateId, access)
}

export async function getCurrentPackage({ ctx, candidateId }: { ctx: UseCaseContext; candidateId: string }) {
  const candidate = await ownOrStaff(ctx, candidateId, 'read')
  return toDto(ctx.db, candidate.id)
}

export async function saveCurrentPackage({
  ctx,
  candidateId,
  input,
}: {
  ctx: UseCaseContext
  candidateId: string
  input: CandidatePackageValues
}) {
  return ctx.db.transaction(async (tx) => {
    const candidate = await ownOrStaff({ ...ctx, db: tx }, candidateId, 'write')
    if (ctx.actor.userType === 'staff' && !(await liveConsent(tx, candidate.id))) {
      throw new AppError('FORBIDDEN', { message: PACKAGE_MESSAGES.noConsent })
    }
    const before = await packageRow(tx, candidate.id)
    const values = {
      baseSalary: input.baseSalary,
      variableAtTarget: input.variableAtTarget,
      attainmentPercent: input.attainmentPercent,
      acceleratorMultiplier: input.acceleratorMultiplier,
      commissionArrearsMonths: input.commissionArrearsMonths,
      equityGrants: input.equityGrants,
      bonuses: input.bonuses,
      noticePeriodDays: input.noticePeriodDays,
      updatedBy: ctx.actor.userId,
    }
    await tx
      .insert(candidatePackagesTable)
      .values({ candidateId: candidate.id, ...values })
      .onConflictDoUpdate({ target: candidatePackagesTable.candidateId, set: values })
    const { updatedBy: _, ...after } = values
    // the trail names the fields that changed and who changed them, never the private figures
    const changed = Object.keys(after).filter(
      (k) =>
        JSON.stringify(before?.[k as keyof typeof before] ?? null) !== JSON.stringify(after[k as keyof typeof after]),
    )
    await auditChanges(tx, ctx, {
      candidateId: candidate.id,
      entityType: 'candidate',
      entityId: candidate.id,
      action: before ? 'update-current-package' : 'add-current-package',
      before: Object.fromEntries(changed.map((k) => [k, before ? 'private' : null])),
      after: Object.fromEntries(changed.map((k) => [k, 'private (changed)'])),
    })
    return toDto(tx, candidate.id)
  })
}

export async function setPackageSharing({
  ctx,
  candidateId,
  shared,
}: {
  ctx: UseCaseContext
  candidateId: string
  shared: boolean
}) {
  if (ctx.actor.userType !== 'candidate') throw new AppError('FORBIDDEN', { message: PACKAGE_MESSAGES.candidateOnly })
  return ctx.db.transaction(async (tx) => {
    const candidate = await candidateFor({ ...ctx, db: tx }, candidateId, 'write')
    const before = await packageRow(tx, candidate.id)
    if (!before) throw AppError.field('shared', 'required', 'Enter your current package before sharing it')
    await tx
      .update(candidatePackagesTable)
      .set({ summarySharedAt: shared ? (before.summarySharedAt ?? new Date()) : null })
      .where(eq(candidatePackagesTable.candidateId, candidate.id))
    await auditChanges(tx, ctx, {
      candidateId: candidate.id,
      entityType: 'candidate',
      entityId: candidate.id,
      action: 'share-current-package',
      before: { summaryShared: before.summarySharedAt !== null },
      after: { summaryShared: shared },
    })
    return toDto(tx, candidate.id)
  })
}

export async function givePackageConsent({
  ctx,
  candidateId,
  input,
}: {
  ctx: UseCaseContext
  candidateId: string
  input: PackageConsentInput
}) {
  const byCandidate = ctx.actor.userType === 'candidate'
  if (!byCandidate && !(ctx.actor.userType === 'staff' && ctx.actor.permissions.includes('recruiter'))) {
    throw new AppError('FORBIDDEN')
  }
  if (!byCandidate && !input.note) throw AppError.field('note', 'required', PACKAGE_MESSAGES.recruiterNote)
  return ctx.db.transaction(async (tx) => {
    const candidate = await candidateFor({ ...ctx, db: tx }, candidateId, 'write', { forUpdate: true })
    if (!(await liveConsent(tx, candidate.id))) {
      await tx.insert(candidatePackageConsentsTable).values({
        candidateId: candidate.id,
        source: byCandidate ? 'candidate' : 'recruiter',
        note: input.note ?? null,
        grantedBy: ctx.actor.userId,
      })
      await auditChanges(tx, ctx, {
        candidateId: candidate.id,
        entityType: 'candidate',
        entityId: candidate.id,
        action: 'package-consent',
        before: { packageConsent: null },
        after: { packageConsent: byCandidate ? 'candidate' : `recruiter: ${input.note}` },
      })
    }
    return toDto(tx, candidate.id)
  })
}

export async function withdrawPackageConsent({ ctx, candidateId }: { ctx: UseCaseContext; candidateId: string }) {
  if (ctx.actor.userType !== 'candidate') throw new AppError('FORBIDDEN', { message: PACKAGE_MESSAGES.candidateOnly })
  return ctx.db.transaction(async (tx) => {
    const candidate = await candidateFor({ ...ctx, db: tx }, candidateId, 'write', { forUpdate: true })
    const live = await liveConsent(tx, candidate.id)
    if (live) {
      await tx
        .update(candidatePackageConsentsTable)
        .set({ revokedAt: new Date(), revokedBy: ctx.actor.userId })
        .where(eq(candidatePackageConsentsTable.id, live.id))
      await auditChanges(tx, ctx, {
        candidateId: candidate.id,
        entityType: 'candidate',
        entityId: candidate.id,
        action: 'package-consent',
        before: { packageConsent: live.source },
        after: { packageConsent: null },
      })
    }
    return toDto(tx, candidate.id)
  })
}
