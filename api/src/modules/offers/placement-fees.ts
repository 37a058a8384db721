/**
 * Placement fees (issue 38, Build 5). The fee is fixed when the hire is made (`recordPlacementFee`,
 * called by the pipeline's move to hired in the hire's transaction): the job's `feePercentage` of
 * the first-year base, or of the OTE when the client's agreement says so, with the agreement's
 * guarantee period from the start date. Staff record a fall-off (the hire left); the report sums
 * fees by start month, recruiter and client. Clients see their own organization's fees only.
 */
import type { PlacementFeeDto, PlacementsReportDto } from '@quota/shared/contracts/offers'
import {
  DEFAULT_GUARANTEE_DAYS,
  type FeeBasis,
  type FeeTotals,
  isFallOff,
  placementFee,
  sumFees,
} from '@quota/shared/domain/offers/placement-fee'
import { AppError } from '@quota/shared/errors/index'
import { and, asc, between, eq, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { DbOrTx } from '../../db/client'
import {
  candidatesTable,
  clientFeeAgreementsTable,
  hiresTable,
  jobsTable,
  organizationsTable,
  placementFeesTable,
  usersTable,
} from '../../db/schema'
import type { UseCaseContext } from '../context'

const toDto = (r: typeof placementFeesTable.$inferSelect): PlacementFeeDto => ({
  basis: r.basis,
  feePercentage: Number(r.feePercentage),
  basisAmount: r.basisAmount,
  fee: r.fee,
  joiningDate: r.joiningDate,
  guaranteeEndsOn: r.guaranteeEndsOn,
  leftOn: r.leftOn,
  isFallOff: r.isFallOff,
})

export async function feeOfHire(db: DbOrTx, hireId: string): Promise<PlacementFeeDto | null> {
  const [row] = await db.select().from(placementFeesTable).where(eq(placementFeesTable.hireId, hireId))
  return row ? toDto(row) : null
}

export async function feeAgreement(db: DbOrTx, organizationId: string) {
  const [row] = await db
    .select()
    .from(clientFeeAgreementsTable)
    .where(eq(clientFeeAgreementsTable.organizationId, organizationId))
  // no agreement recorded: the fee is of the base, with the usual 90-day guarantee
  return {
    organizationId,
    basis: (row?.basis ?? 'base') as FeeBasis,
    guaranteeDays: row?.guaranteeDays ?? DEFAULT_GUARANTEE_DAYS,
  }
}

/** Fixes the fee of a hire just written (a hire made again after an undo is recomputed). */
export async function recordPlacementFee(tx: DbOrTx, hireId: string, actorId: string): Promise<void> {
  const [hire] = await tx
    .select({
      id: hiresTable.id,
      salary: hiresTable.salary,
      ote: hiresTable.ote,
      joiningDate: hiresTable.joiningDate,
      candidateId: hiresTable.candidateId,
      jobId: jobsTable.id,
      organizationId: jobsTable.organizationId,
      feePercentage: jobsTable.feePercentage,
      ownerId: jobsTable.ownerId,
    })
    .from(hiresTable)
    .innerJoin(jobsTable, eq(jobsTable.id, hiresTable.jobId))
    .where(eq(hiresTable.id, hireId))
  if (!hire) return
  const agreement = await feeAgreement(tx, hire.organizationId)
  const fee = placementFee(hire, {
    feePercentage: Number(hire.feePercentage),
    basis: agreement.basis,
    guaranteeDays: agreement.guaranteeDays,
  })
  const values = {
    jobId: hire.jobId,
    organizationId: hire.organizationId,
    candidateId: hire.candidateId,
    recruiterId: hire.ownerId ?? actorId,
    basis: fee.basis,
    feePercentage: fee.feePercentage,
    basisAmount: fee.basisAmount,
    fee: fee.fee,
    joiningDate: hire.joiningDate,
    guaranteeEndsOn: fee.guaranteeEndsOn,
    leftOn: null,
    fallOffNote: null,
    fallOffRecordedBy: null,
    isFallOff: false,
  }
  await tx
    .insert(placementFeesTable)
    .values({ hireId: hire.id, ...values })
    .onConflictDoUpdate({ target: placementFeesTable.hireId, set: values })
}

/** Staff record that a hire left; inside the guarantee it is a fall-off. */
export async function recordFallOff({
  ctx,
  hireId,
  input,
}: {
  ctx: UseCaseContext
  hireId: string
  input: { leftOn: string; note?: string | undefined }
}): Promise<PlacementFeeDto> {
  if (ctx.actor.userType !== 'staff') throw new AppError('FORBIDDEN')
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(placementFeesTable).where(eq(placementFeesTable.hireId, hireId)).for('update')
    if (!row) throw new AppError('NOT_FOUND', { message: 'Placement not found' })
    if (row.joiningDate && input.leftOn < row.joiningDate) {
      throw AppError.field('leftOn', 'notLessThan', 'The day the hire left cannot be before the start date')
    }
    const [after] = await tx
      .update(placementFeesTable)
      .set({
        leftOn: input.leftOn,
        fallOffNote: input.note ?? null,
        fallOffRecordedBy: ctx.actor.userId,
        isFallOff: isFallOff(input.leftOn, row.guaranteeEndsOn),
      })
      .where(eq(placementFeesTable.hireId, hireId))
      .returning()
    return toDto(after!)
  })
}

export async function saveFeeAgreement({
  ctx,
  organizationId,
  input,
}: {
  ctx: UseCaseContext
  organizationId: string
  input: { basis: FeeBasis; guaranteeDays: number }
}) {
  if (ctx.actor.userType !== 'staff') throw new AppError('FORBIDDEN')
  const [org] = await ctx.db
    .select({ id: organizationsTable.id })
    .from(organizationsTable)
    .where(eq(organizationsTable.id, organizationId))
  if (!org) throw new AppError('NOT_FOUND', { message: 'Organization not found' })
  const values = { basis: input.basis, guaranteeDays: input.guaranteeDays, updatedBy: ctx.actor.userId }
  await ctx.db
    .insert(clientFeeAgreementsTable)
    .values({ organizationId, ...values })
    .onConflictDoUpdate({ target: clientFeeAgreementsTable.organizationId, set: values })
  return feeAgreement(ctx.db, organizationId)
}

/** Staff read any client's agreement; a client user only its own organization's. */
export async function getFeeAgreement({ ctx, organizationId }: { ctx: UseCaseContext; organizationId: string }) {
  if (ctx.actor.userType === 'client' && ctx.actor.organizationId !== organizationId) {
    throw new AppError('NOT_FOUND', { message: 'Organization not found' })
  }
  if (ctx.actor.userType !== 'staff' && ctx.actor.userType !== 'client') throw new AppError('FORBIDDEN')
  const [org] = await ctx.db
    .select({ id: organizationsTable.id })
    .from(organizationsTable)
    .where(eq(organizationsTable.id, organizationId))
  if (!org) throw new AppError('NOT_FOUND', { message: 'Organization not found' })
  return feeAgreement(ctx.db, organizationId)
}

const fullName = (first: AnyPgColumn, last: AnyPgColumn) =>
  sql<string>`trim(coalesce(${first}, '') || ' ' || coalesce(${last}, ''))`

/**
 * The placements whose start date is in [from, to]: each with its fee, then the sums by start
 * month, recruiter and client (the shared `sumFees`). Staff see every client; a client user its
 * own organization's placements and no recruiter breakdown (internal).
 */
export async function placementsReport({
  ctx,
  from,
  to,
}: {
  ctx: UseCaseContext
  from: string
  to: string
}): Promise<PlacementsReportDto> {
  const { actor } = ctx
  if (to < from) throw AppError.field('to', 'notLessThan', 'The end date must not be before the start date')
  const isClient = actor.userType === 'client'
  if (!isClient && actor.userType !== 'staff') throw new AppError('FORBIDDEN')
  if (isClient && !actor.organizationId) throw new AppError('FORBIDDEN')
  const where = and(
    between(placementFeesTable.joiningDate, from, to),
    isClient ? eq(placementFeesTable.organizationId, actor.organizationId!) : undefined,
  )
  const recruiter = sql<string>`coalesce(nullif(${fullName(usersTable.firstName, usersTable.lastName)}, ''), 'Unassigned')`
  const rows = await ctx.db
    .select({
      fee: placementFeesTable,
      jobName: jobsTable.name,
      organizationName: organizationsTable.name,
      candidateName: fullName(candidatesTable.firstName, candidatesTable.lastName),
      recruiterName: recruiter,
    })
    .from(placementFeesTable)
    .innerJoin(jobsTable, eq(jobsTable.id, placementFeesTable.jobId))
    .innerJoin(organizationsTable, eq(organizationsTable.id, placementFeesTable.organizationId))
    .innerJoin(candidatesTable, eq(candidatesTable.id, placementFeesTable.candidateId))
    .leftJoin(usersTable, eq(usersTable.id, placementFeesTable.recruiterId))
    .where(where)
    .orderBy(asc(placementFeesTable.joiningDate), asc(placementFeesTable.hireId))

  const group = <K extends string>(key: (r: (typeof rows)[number]) => K) => {
    const groups = new Map<K, (typeof rows)[number][]>()
    for (const r of rows) groups.set(key(r), [...(groups.get(key(r)) ?? []), r])
    return [...groups].map(([k, rs]) => ({ key: k, first: rs[0]!, totals: totalsOf(rs) }))
  }
  const totalsOf = (rs: typeof rows): FeeTotals =>
    sumFees(rs.map((r) => ({ fee: r.fee.fee, fellOff: r.fee.isFallOff })))

  return {
    from,
    to,
    totals: totalsOf(rows),
    byMonth: group((r) => r.fee.joiningDate!.slice(0, 7)).map((g) => ({ month: g.key, ...g.totals })),
    byRecruiter: isClient
      ? []
      : group((r) => r.fee.recruiterId ?? 'none')
          .map((g) => ({ recruiterId: g.first.fee.recruiterId, recruiterName: g.first.recruiterName, ...g.totals }))
          .sort((a, b) => b.earned - a.earned),
    byClient: group((r) => r.fee.organizationId)
      .map((g) => ({ organizationId: g.key, organizationName: g.first.organizationName, ...g.totals }))
      .sort((a, b) => b.earned - a.earned),
    placements: rows.map((r) => ({
      ...toDto(r.fee),
      hireId: r.fee.hireId,
      jobId: r.fee.jobId,
      jobName: r.jobName,
      candidateName: r.candidateName,
      organizationName: r.organizationName,
      recruiterName: isClient ? '' : r.recruiterName,
    })),
  }
}
