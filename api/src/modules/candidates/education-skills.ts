/** Education (POST/PUT/DELETE candidates/{id}/education) and skills (POST/DELETE candidates/{id}/skills). */
import type { EducationInput } from '@quota/shared/contracts/candidates'
import { CANDIDATE_LIMITS, CANDIDATE_MESSAGES } from '@quota/shared/domain/candidates/limits'
import { AppError } from '@quota/shared/errors/index'
import { and, eq, inArray, sql } from 'drizzle-orm'
import { candidateSkillsTable, educationsTable } from '../../db/schema'
import { htmlToText, sanitizeRichText } from '../../files/html'
import { candidateFor } from './access'
import { auditChanges, auditEvent } from './audit'
import { afterProfileWrite } from './completion'
import type { CandidateCtx } from './context'
import { assertLovIds, countLovUse } from './lov'
import { educationsOf, summaryOf, viewerOf } from './view'

const educationNotFound = () => new AppError('NOT_FOUND', { message: 'Education not found' })

function yearProblem(year: number | null | undefined) {
  if (year == null) return null
  const now = new Date().getUTCFullYear()
  const min = now - CANDIDATE_LIMITS.graduationYearsBack
  const max = now + CANDIDATE_LIMITS.graduationYearsAhead
  return year < min || year > max
    ? AppError.field('educationYear', 'range', `Choose a year from ${min} to ${max}`)
    : null
}

function educationValues(input: EducationInput) {
  const html = input.highlightsHTML ? sanitizeRichText(input.highlightsHTML) : null
  return {
    school: input.school.trim(),
    degreeId: input.degreeId ?? null,
    fieldOfStudyId: input.fieldOfStudyId ?? null,
    educationYear: input.educationYear ?? null,
    highlights: input.highlights?.trim() || (html ? htmlToText(html).slice(0, CANDIDATE_LIMITS.highlights) : null),
    highlightsHtml: html || null,
    extracurricularActivityIds: [...new Set(input.extracurricularActivityIds ?? [])],
    isHighlighted: input.isHighlighted ?? false,
  }
}

const snapshot = (r: typeof educationsTable.$inferSelect) => ({
  school: r.school,
  degreeId: r.degreeId,
  fieldOfStudyId: r.fieldOfStudyId,
  educationYear: r.educationYear,
  highlights: r.highlights,
  extracurricularActivityIds: r.extracurricularActivityIds,
  isHighlighted: r.isHighlighted,
})

export async function saveEducation({
  ctx,
  input,
}: {
  ctx: CandidateCtx
  input: { candidateId: string; educationId?: string; body: EducationInput }
}) {
  const candidate = await ctx.db.transaction(async (tx) => {
    const candidate = await candidateFor({ ...ctx, db: tx }, input.candidateId, 'write', { forUpdate: true })
    const problem = yearProblem(input.body.educationYear)
    if (problem) throw problem
    await assertLovIds(tx, [
      { path: 'degreeId', key: 'degree', ids: input.body.degreeId },
      { path: 'fieldOfStudyId', key: 'fieldOfStudy', ids: input.body.fieldOfStudyId },
      {
        path: 'extracurricularActivityIds',
        key: 'extracurricularActivity',
        ids: input.body.extracurricularActivityIds ?? [],
      },
    ])
    if (input.educationId) {
      const [before] = await tx
        .select()
        .from(educationsTable)
        .where(and(eq(educationsTable.id, input.educationId), eq(educationsTable.candidateId, candidate.id)))
      if (!before) throw educationNotFound()
      const [after] = await tx
        .update(educationsTable)
        .set(educationValues(input.body))
        .where(eq(educationsTable.id, before.id))
        .returning()
      await auditChanges(tx, ctx, {
        candidateId: candidate.id,
        entityType: 'education',
        entityId: before.id,
        before: snapshot(before),
        after: snapshot(after!),
      })
    } else {
      const [row] = await tx
        .insert(educationsTable)
        .values({ candidateId: candidate.id, ...educationValues(input.body) })
        .returning()
      await auditEvent(tx, ctx, {
        candidateId: candidate.id,
        entityType: 'education',
        entityId: row!.id,
        action: 'create',
        after: snapshot(row!),
      })
      input = { ...input, educationId: row!.id }
    }
    await afterProfileWrite(tx, candidate.id, ctx.requestId)
    return candidate
  })
  const all = await educationsOf(ctx, candidate, viewerOf(ctx))
  return all.find((e) => e.id === input.educationId)!
}

export async function deleteEducation({
  ctx,
  input,
}: {
  ctx: CandidateCtx
  input: { candidateId: string; educationId: string }
}) {
  await ctx.db.transaction(async (tx) => {
    const candidate = await candidateFor({ ...ctx, db: tx }, input.candidateId, 'write', { forUpdate: true })
    const [gone] = await tx
      .delete(educationsTable)
      .where(and(eq(educationsTable.id, input.educationId), eq(educationsTable.candidateId, candidate.id)))
      .returning()
    if (!gone) throw educationNotFound()
    await auditEvent(tx, ctx, {
      candidateId: candidate.id,
      entityType: 'education',
      entityId: gone.id,
      action: 'delete',
      before: snapshot(gone),
    })
    await afterProfileWrite(tx, candidate.id, ctx.requestId)
  })
  return { ok: true as const }
}

/** Adds skills; one the candidate already has answers "Skill already exists". */
export async function addSkills({
  ctx,
  input,
}: {
  ctx: CandidateCtx
  input: { candidateId: string; skillIds: string[] }
}) {
  const candidate = await ctx.db.transaction(async (tx) => {
    const candidate = await candidateFor({ ...ctx, db: tx }, input.candidateId, 'write', { forUpdate: true })
    await assertLovIds(tx, [{ path: 'skillIds', key: 'skill', ids: input.skillIds }])
    const existing = await tx
      .select({ id: candidateSkillsTable.skillId })
      .from(candidateSkillsTable)
      .where(eq(candidateSkillsTable.candidateId, candidate.id))
    const have = new Set(existing.map((r) => r.id))
    const seen = new Set<string>()
    const duplicates = input.skillIds
      .map((id, i) => ({ id, i }))
      .filter(({ id }) => {
        const dup = have.has(id) || seen.has(id)
        seen.add(id)
        return dup
      })
    if (duplicates.length) {
      throw new AppError('ALREADY_EXISTS', {
        message: CANDIDATE_MESSAGES.skillExists,
        details: duplicates.map(({ i }) => ({
          path: `skillIds.${i}`,
          rule: 'skillExists',
          message: CANDIDATE_MESSAGES.skillExists,
        })),
      })
    }
    if (existing.length + input.skillIds.length > CANDIDATE_LIMITS.skills) {
      throw AppError.field(
        'skillIds',
        'maxAllowedValuesValidator',
        CANDIDATE_MESSAGES.maxValues(CANDIDATE_LIMITS.skills),
      )
    }
    const [max] = await tx
      .select({ n: sql<number>`coalesce(max(${candidateSkillsTable.sortOrder}), -1)::int` })
      .from(candidateSkillsTable)
      .where(eq(candidateSkillsTable.candidateId, candidate.id))
    await countLovUse(tx, input.skillIds)
    await tx.insert(candidateSkillsTable).values(
      input.skillIds.map((skillId, i) => ({
        candidateId: candidate.id,
        skillId,
        sortOrder: Number(max?.n ?? -1) + 1 + i,
      })),
    )
    await auditChanges(tx, ctx, {
      candidateId: candidate.id,
      entityType: 'candidate',
      entityId: candidate.id,
      action: 'addSkills',
      before: { skillIds: [...have] },
      after: { skillIds: [...have, ...input.skillIds] },
    })
    await afterProfileWrite(tx, candidate.id, ctx.requestId)
    return candidate
  })
  return (await summaryOf(ctx, candidate, viewerOf(ctx))).skills
}

export async function removeSkill({
  ctx,
  input,
}: {
  ctx: CandidateCtx
  input: { candidateId: string; skillId: string }
}) {
  await ctx.db.transaction(async (tx) => {
    const candidate = await candidateFor({ ...ctx, db: tx }, input.candidateId, 'write', { forUpdate: true })
    const gone = await tx
      .delete(candidateSkillsTable)
      .where(
        and(eq(candidateSkillsTable.candidateId, candidate.id), inArray(candidateSkillsTable.skillId, [input.skillId])),
      )
      .returning()
    if (!gone.length) throw new AppError('NOT_FOUND', { message: 'Skill not on this profile' })
    await auditEvent(tx, ctx, {
      candidateId: candidate.id,
      entityType: 'candidate',
      entityId: candidate.id,
      action: 'removeSkill',
      before: { skillId: input.skillId },
    })
    await afterProfileWrite(tx, candidate.id, ctx.requestId)
  })
  return { ok: true as const }
}
