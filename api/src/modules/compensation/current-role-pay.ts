/**
 * The candidate side of the compensation engine (spec 002 §7):
 *   GET compensation-engine/candidate/{id}/work-experience — the candidate's roles with their pay;
 *   PATCH compensation-engine/candidate/update-experience-salary-info — the pay of a current role,
 *   which then feeds the benchmarks (see compensation-engine.ts, source "current").
 * Who: the candidate themselves and provider staff (candidateFor; client users are refused by
 * the route). The pay rule (OTE = base + variable, base below OTE, 10,000 to 1,000,000) is the
 * shared `normalizeCurrentPay`.
 */
import type { CompensationWorkExperience, UpdateExperienceSalaryBody } from '@quota/shared/contracts/compensation'
import { CURRENT_PAY_MESSAGES, normalizeCurrentPay } from '@quota/shared/domain/compensation/current-pay'
import { AppError } from '@quota/shared/errors/index'
import { and, desc, eq } from 'drizzle-orm'
import { listOfValuesTable, workExperiencesTable } from '../../db/schema'
import { candidateFor, selfOrNamed } from '../candidates/access'
import { auditChanges } from '../candidates/audit'
import type { UseCaseContext } from '../context'

const columns = {
  id: workExperiencesTable.id,
  title: workExperiencesTable.title,
  companyName: workExperiencesTable.companyName,
  fromDate: workExperiencesTable.fromDate,
  toDate: workExperiencesTable.toDate,
  isCurrent: workExperiencesTable.isCurrent,
  positionId: workExperiencesTable.desiredPositionId,
  positionName: listOfValuesTable.value,
  salary: workExperiencesTable.salary,
  variable: workExperiencesTable.variable,
  ote: workExperiencesTable.ote,
}

export async function compensationWorkExperience({
  ctx,
  candidateId,
}: {
  ctx: UseCaseContext
  candidateId: string
}): Promise<CompensationWorkExperience[]> {
  const candidate = await candidateFor(ctx, candidateId, 'read')
  return ctx.db
    .select(columns)
    .from(workExperiencesTable)
    .leftJoin(listOfValuesTable, eq(listOfValuesTable.id, workExperiencesTable.desiredPositionId))
    .where(eq(workExperiencesTable.candidateId, candidate.id))
    .orderBy(desc(workExperiencesTable.isCurrent), desc(workExperiencesTable.fromDate))
}

export async function updateExperienceSalaryInfo({
  ctx,
  input,
}: {
  ctx: UseCaseContext
  input: UpdateExperienceSalaryBody & { salary: number | null; variable: number | null; ote: number | null }
}): Promise<CompensationWorkExperience> {
  const outcome = normalizeCurrentPay({ salary: input.salary, variable: input.variable, ote: input.ote })
  if (!outcome.ok) throw AppError.field(outcome.field, 'pay', outcome.message)
  const candidateId = selfOrNamed(ctx.actor, input.candidateId)
  return ctx.db.transaction(async (tx) => {
    const candidate = await candidateFor({ ...ctx, db: tx }, candidateId, 'write', { forUpdate: true })
    const [before] = await tx
      .select()
      .from(workExperiencesTable)
      .where(
        and(eq(workExperiencesTable.id, input.workExperienceId), eq(workExperiencesTable.candidateId, candidate.id)),
      )
      .for('update')
    if (!before) throw new AppError('NOT_FOUND', { message: 'Work experience not found' })
    // Benchmarks are of today's pay: a past role's pay is edited on the profile, not here
    if (!before.isCurrent) throw AppError.field('workExperienceId', 'current', CURRENT_PAY_MESSAGES.notCurrent)
    await tx.update(workExperiencesTable).set(outcome.pay).where(eq(workExperiencesTable.id, before.id))
    await auditChanges(tx, ctx, {
      candidateId: candidate.id,
      entityType: 'workExperience',
      entityId: before.id,
      before: { salary: before.salary, variable: before.variable, ote: before.ote },
      after: outcome.pay,
    })
    const [after] = await tx
      .select(columns)
      .from(workExperiencesTable)
      .leftJoin(listOfValuesTable, eq(listOfValuesTable.id, workExperiencesTable.desiredPositionId))
      .where(eq(workExperiencesTable.id, before.id))
    return after!
  })
}
