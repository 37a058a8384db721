/**
 * Demographics (001 §6): kept in their own table; readable and writable by the candidate
 * themself and by provider staff holding `demographic-filter`. Nobody else: clients never (404,
 * like any candidate they may not see... or see without this right: 403), other staff 403.
 * They are never part of a summary, a search document, a share page or a PDF.
 */

import type { DemographicsInput } from '@quota/shared/contracts/candidates'
import { AppError } from '@quota/shared/errors/index'
import { eq } from 'drizzle-orm'
import type * as z from 'zod'
import { candidateDemographicsTable } from '../../db/schema'
import { candidateFor } from './access'
import { auditChanges } from './audit'
import type { CandidateCtx } from './context'
import { assertLovIds, lovRows, named, namedAll } from './lov'

type Patch = z.infer<typeof DemographicsInput>

async function allowed(ctx: CandidateCtx, candidateId: string) {
  const candidate = await candidateFor(ctx, candidateId, 'read')
  const { actor } = ctx
  const self = actor.userType === 'candidate' && actor.candidateId === candidate.id
  const permitted = actor.userType === 'staff' && actor.permissions.includes('demographic-filter')
  if (!self && !permitted) throw new AppError('FORBIDDEN', { message: 'You are not authorize' })
  return candidate
}

async function dto(ctx: CandidateCtx, candidateId: string) {
  const [row] = await ctx.db
    .select()
    .from(candidateDemographicsTable)
    .where(eq(candidateDemographicsTable.candidateId, candidateId))
  const lovs = await lovRows(
    ctx.db,
    row ? [...row.raceIds, row.ageId, row.genderIdentityId, row.sexualOrientationId, row.militaryStatusId] : [],
  )
  return {
    candidateId,
    races: namedAll(lovs, row?.raceIds ?? []),
    age: named(lovs, row?.ageId),
    genderIdentity: named(lovs, row?.genderIdentityId),
    sexualOrientation: named(lovs, row?.sexualOrientationId),
    militaryStatus: named(lovs, row?.militaryStatusId),
  }
}

export async function getDemographics({ ctx, input }: { ctx: CandidateCtx; input: { candidateId: string } }) {
  await allowed(ctx, input.candidateId)
  return dto(ctx, input.candidateId)
}

export async function updateDemographics({
  ctx,
  input,
}: {
  ctx: CandidateCtx
  input: { candidateId: string; patch: Patch }
}) {
  const candidate = await allowed(ctx, input.candidateId)
  const p = input.patch
  await ctx.db.transaction(async (tx) => {
    await assertLovIds(tx, [
      { path: 'raceIds', key: 'race', ids: p.raceIds ?? [] },
      { path: 'ageId', key: 'age', ids: p.ageId },
      { path: 'genderIdentityId', key: 'genderIdentity', ids: p.genderIdentityId },
      { path: 'sexualOrientationId', key: 'sexualOrientation', ids: p.sexualOrientationId },
      { path: 'militaryStatusId', key: 'militaryStatus', ids: p.militaryStatusId },
    ])
    const [before] = await tx
      .select()
      .from(candidateDemographicsTable)
      .where(eq(candidateDemographicsTable.candidateId, candidate.id))
    const set = {
      ...(p.raceIds !== undefined ? { raceIds: [...new Set(p.raceIds)] } : {}),
      ...(p.ageId !== undefined ? { ageId: p.ageId } : {}),
      ...(p.genderIdentityId !== undefined ? { genderIdentityId: p.genderIdentityId } : {}),
      ...(p.sexualOrientationId !== undefined ? { sexualOrientationId: p.sexualOrientationId } : {}),
      ...(p.militaryStatusId !== undefined ? { militaryStatusId: p.militaryStatusId } : {}),
    }
    await tx
      .insert(candidateDemographicsTable)
      .values({ candidateId: candidate.id, ...set })
      .onConflictDoUpdate({ target: candidateDemographicsTable.candidateId, set })
    // the audit keeps that a demographic field changed, not its values (they are sensitive)
    const marker = (v: unknown) => (v == null || (Array.isArray(v) && !v.length) ? null : 'set')
    const was = Object.fromEntries(Object.keys(set).map((k) => [k, marker(before?.[k as keyof typeof before])]))
    const now = Object.fromEntries(Object.entries(set).map(([k, v]) => [k, marker(v)]))
    await auditChanges(tx, ctx, {
      candidateId: candidate.id,
      entityType: 'candidateDemographics',
      entityId: candidate.id,
      before: was,
      after: now,
    })
  })
  return dto(ctx, candidate.id)
}
