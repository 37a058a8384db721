/**
 * GET jobs/{jobId}/candidates/{candidateId}/offer-insights (issue 38, Builds 3 and 4): the offer
 * in the market, the walk-away economics and the placement fee, each for whom it may reach.
 *   - Staff (recruiters and other provider staff): everything.
 *   - A client of the job's own organization, for a candidate it may see in that job: the market
 *     position; the walk-away summary (rounded totals and the make-whole, no line items, risks
 *     without amounts) only while the candidate shares it; its own fee after the hire.
 *   - Anyone else: 404 (another tenant's job or candidate does not exist for them).
 * The market comparison is the compensation engine's benchmark (all candidates' pay points,
 * placements and jobs of the last 6 months) for the job's position in the job's state, widened to
 * the whole country when the state has fewer pay points than the engine's minimum sample.
 */
import type { OfferInsightsDto } from '@quota/shared/contracts/offers'
import { MIN_SAMPLE } from '@quota/shared/domain/compensation/index'
import { addDays } from '@quota/shared/domain/offers/dates'
import { marketPosition, quotaPosition, splitPosition } from '@quota/shared/domain/offers/market-position'
import type { CurrentPackage } from '@quota/shared/domain/offers/package'
import { type OfferTerms, walkAwayEconomics } from '@quota/shared/domain/offers/walk-away'
import { clientSeesStage } from '@quota/shared/domain/workflow/stage-visibility'
import { AppError } from '@quota/shared/errors/index'
import { and, eq, isNull } from 'drizzle-orm'
import {
  candidatesTable,
  hiresTable,
  jobCandidatesTable,
  jobsTable,
  listOfValuesTable,
  offersTable,
  usStatesTable,
} from '../../db/schema'
import { compensationBenchmarks } from '../compensation/index'
import type { UseCaseContext } from '../context'
import { packageRow } from './current-package'
import { feeOfHire } from './placement-fees'

const notFound = () => new AppError('NOT_FOUND', { message: 'Candidate not associated with job' })
/** Today as a calendar date (UTC). */
const today = () => new Date().toISOString().slice(0, 10)
/** The default start date to compute for: a month out, a common notice plus a few days. */
const DEFAULT_START_IN_DAYS = 30

const roundThousand = (n: number) => Math.round(n / 1000) * 1000

export async function offerInsights({
  ctx,
  jobId,
  candidateId,
  query,
}: {
  ctx: UseCaseContext
  jobId: string
  candidateId: string
  query: {
    startDate?: string | undefined
    annualQuota?: number | undefined
    baseSalary?: number | undefined
    ote?: number | undefined
  }
}): Promise<OfferInsightsDto> {
  const { actor, db } = ctx
  const isClient = actor.userType === 'client'
  if (!isClient && actor.userType !== 'staff') throw new AppError('FORBIDDEN')
  if (isClient && (!actor.organizationId || !actor.permissions.includes('client-recruiter'))) throw notFound()

  const [found] = await db
    .select({
      job: {
        id: jobsTable.id,
        organizationId: jobsTable.organizationId,
        positionId: jobsTable.desiredPositionId,
        stateId: jobsTable.stateId,
      },
      row: jobCandidatesTable,
      searchStatus: candidatesTable.searchStatus,
    })
    .from(jobsTable)
    .innerJoin(
      jobCandidatesTable,
      and(eq(jobCandidatesTable.jobId, jobsTable.id), eq(jobCandidatesTable.candidateId, candidateId)),
    )
    .innerJoin(candidatesTable, eq(candidatesTable.id, jobCandidatesTable.candidateId))
    .where(and(eq(jobsTable.id, jobId), isNull(candidatesTable.toBeDeletedAt)))
  if (!found) throw notFound()
  const { job, row } = found
  if (isClient) {
    const sees = clientSeesStage({ ...row, removed: row.removedAt !== null }, { searchStatus: found.searchStatus })
    if (job.organizationId !== actor.organizationId || !sees) throw notFound()
  }

  const [hire] = await db.select().from(hiresTable).where(eq(hiresTable.jobCandidateId, row.id))
  const [offer] = await db
    .select()
    .from(offersTable)
    .where(and(eq(offersTable.jobCandidateId, row.id), isNull(offersTable.supersededAt)))
  if (query.baseSalary !== undefined && query.ote !== undefined && query.baseSalary >= query.ote) {
    throw AppError.field('baseSalary', 'salaryGreaterThanOTE', 'Salary must be less than OTE')
  }
  const terms: (OfferTerms & { from: 'offer' | 'hire' | 'draft' }) | null =
    query.baseSalary !== undefined && query.ote !== undefined
      ? { baseSalary: query.baseSalary, ote: query.ote, from: 'draft' }
      : hire?.salary != null && hire.ote != null
        ? { baseSalary: hire.salary, ote: hire.ote, from: 'hire' }
        : offer?.salary != null && offer.ote != null
          ? { baseSalary: offer.salary, ote: offer.ote, from: 'offer' }
          : null

  const market = terms ? await marketOf(ctx, job, terms, query.annualQuota ?? null) : null

  const pkg = await packageRow(db, candidateId)
  const startDate = query.startDate ?? hire?.joiningDate ?? addDays(today(), DEFAULT_START_IN_DAYS)
  const walkAway =
    pkg && terms ? walkAwayEconomics({ package: toPackage(pkg), offer: terms, startDate, asOf: today() }) : null
  const shared = pkg?.summarySharedAt != null
  const packageAccess = !pkg ? 'notEntered' : isClient ? (shared ? 'summary' : 'notShared') : 'full'

  const fee = hire ? await feeOfHire(db, hire.id) : null

  return {
    offer: terms,
    market,
    packageAccess,
    walkAway: isClient ? null : walkAway,
    summary:
      isClient && shared && walkAway
        ? {
            startDate: walkAway.startDate,
            leavesBehind: roundThousand(walkAway.forfeits.total),
            makeWhole: {
              signOnBonus: roundThousand(walkAway.makeWhole.signOnBonus),
              equity: roundThousand(walkAway.makeWhole.equity),
              total: roundThousand(walkAway.makeWhole.total),
            },
            // the dated risks without their amounts: a client learns there is a vest, not its size
            risks: walkAway.risks.map((r) => summaryRisk(r, walkAway.startDate)),
            assumptions: walkAway.assumptions,
          }
        : null,
    fee,
  }
}

function summaryRisk(r: { kind: string; date: string | null; message: string }, startDate: string): string {
  switch (r.kind) {
    case 'vestAfterStart':
      return `An equity vest lands on ${r.date}, after the start date ${startDate}`
    case 'clawback':
      return `A bonus must be repaid if the candidate leaves before ${r.date}`
    case 'commissionInArrears':
      return 'Commission earned before leaving is paid in arrears and is lost on leaving'
    case 'noticePeriod':
      return `A notice period applies: the earliest start date is ${r.date}`
    default:
      return 'The offer pays less in the first 12 months than staying'
  }
}

function toPackage(row: NonNullable<Awaited<ReturnType<typeof packageRow>>>): CurrentPackage {
  return {
    baseSalary: row.baseSalary,
    variableAtTarget: row.variableAtTarget,
    attainmentPercent: row.attainmentPercent,
    acceleratorMultiplier: Number(row.acceleratorMultiplier),
    commissionArrearsMonths: row.commissionArrearsMonths,
    equityGrants: row.equityGrants,
    bonuses: row.bonuses,
    noticePeriodDays: row.noticePeriodDays,
  }
}

async function marketOf(
  ctx: UseCaseContext,
  job: { positionId: string | null; stateId: string | null },
  terms: OfferTerms,
  annualQuota: number | null,
): Promise<OfferInsightsDto['market']> {
  const positionIds = job.positionId ? [job.positionId] : []
  const [position] = job.positionId
    ? await ctx.db
        .select({ name: listOfValuesTable.value })
        .from(listOfValuesTable)
        .where(eq(listOfValuesTable.id, job.positionId))
    : []
  const [state] = job.stateId
    ? await ctx.db.select({ name: usStatesTable.name }).from(usStatesTable).where(eq(usStatesTable.id, job.stateId))
    : []
  const of = (stateIds: string[]) =>
    compensationBenchmarks(ctx.db, { positionIds, stateIds, cityIds: [], levelIds: [], experienceIds: [], pool: 'all' })
  let benchmarks = await of(job.stateId ? [job.stateId] : [])
  let where = state?.name ?? 'the United States'
  // too few pay points in the state: compare with the whole country rather than show nothing
  if (job.stateId && benchmarks.buckets.base.median === null) {
    benchmarks = await of([])
    where = 'the United States'
  }
  return {
    scope: `${position?.name ?? 'All sales roles'}, ${where}`,
    minimumSample: MIN_SAMPLE,
    base: marketPosition(terms.baseSalary, benchmarks.buckets.base),
    ote: marketPosition(terms.ote, benchmarks.buckets.ote),
    split: splitPosition(terms, benchmarks.split),
    quotaToOte: quotaPosition(annualQuota, terms.ote, benchmarks.quotaToOte),
  }
}
