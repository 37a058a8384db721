/**
 * POST/PUT/DELETE candidates/{id}/work-experience[/{expId}]: an experience with its role
 * details. Dates are the first of the month and the current workplace has no end (shared rule);
 * pay is whole units with salary below OTE; the details' multi-picks are capped and notable
 * accounts unique ("Notable account already selected"); team ARR is entered in millions.
 */
import type { WorkExperienceDetailsInput, WorkExperienceInput } from '@quota/shared/contracts/candidates'
import { CANDIDATE_LIMITS } from '@quota/shared/domain/candidates/limits'
import { detailsIssues, normalizeExperienceDates, salaryProblem } from '@quota/shared/domain/candidates/work-experience'
import { AppError, type ErrorDetail } from '@quota/shared/errors/index'
import { and, eq, isNull, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import {
  citiesTable,
  jobCandidatesTable,
  jobsTable,
  organizationsTable,
  workExperienceDetailsTable,
  workExperienceNotableAccountsTable,
  workExperiencesTable,
} from '../../db/schema'
import { htmlToText, sanitizeRichText } from '../../files/html'
import { candidateFor } from './access'
import { auditChanges, auditEvent } from './audit'
import { afterProfileWrite } from './completion'
import type { CandidateCtx } from './context'
import { assertLovIds, countLovUse, type LovCheck } from './lov'
import { experiencesOf, viewerOf } from './view'

const MILLION = 1_000_000
const fail = (details: ErrorDetail[]) => new AppError('VALIDATION_FAILED', { message: details[0]!.message, details })
const experienceNotFound = () => new AppError('NOT_FOUND', { message: 'Work experience not found' })

const SINGLE_KEYS = {
  averageDealSizeId: 'averageDealSize',
  averageDealCycleId: 'averageDealCycle',
  annualQuotaId: 'annualQuota',
  annualTeamQuotaId: 'annualTeamQuota',
  netNewBusinessId: 'netBusinessQuota',
  bookOfBusinessId: 'bookOfBusiness',
  averageNumberOfAccountsId: 'averageNumberOfAccounts',
  measuredById: 'measuredBy',
  monthlyQualifiedMeetingsQuotaId: 'monthlyQualifiedMeetingsQuota',
  annualPipelineQuotaId: 'annualPipelineQuota',
  teamsManagedId: 'teamsManaged',
  highestLevelManagedId: 'highestLevelManaged',
  reportedIntoId: 'reportedInto',
} as const
const MULTI_KEYS = {
  customerSizeIds: 'customerSize',
  soldIntoLevelIds: 'soldIntoLevel',
  soldIntoDepartmentIds: 'soldIntoDepartment',
  clientVerticalIds: 'industry',
  responsibilityIds: 'responsibility',
  salesMethodologyIds: 'salesMethodologies',
} as const

/** An organization by id, else by exact name; created (a plain organization, not a client) when unknown. */
export async function resolveOrganization(
  tx: DbOrTx,
  ref: { id?: string | undefined; name: string },
  create: boolean,
): Promise<string | null> {
  if (ref.id) {
    const [row] = await tx
      .select({ id: organizationsTable.id })
      .from(organizationsTable)
      .where(eq(organizationsTable.id, ref.id))
    if (!row) throw AppError.field('company.id', 'autoCompleteSelectionValidator', 'Choose a company from the list')
    return row.id
  }
  const name = ref.name.trim()
  const [found] = await tx
    .select({ id: organizationsTable.id })
    .from(organizationsTable)
    .where(sql`lower(${organizationsTable.name}) = ${name.toLowerCase()}`)
    .orderBy(organizationsTable.createdAt)
    .limit(1)
  if (found) return found.id
  if (!create) return null
  const [made] = await tx.insert(organizationsTable).values({ name }).returning({ id: organizationsTable.id })
  return made!.id
}

/** A role linked to a job must be one of that job's candidates (not removed from it). */
async function jobLinkProblem(tx: DbOrTx, candidateId: string, jobId: string | null | undefined) {
  if (!jobId) return null
  const [row] = await tx
    .select({ id: jobCandidatesTable.id })
    .from(jobCandidatesTable)
    .innerJoin(jobsTable, eq(jobsTable.id, jobCandidatesTable.jobId))
    .where(
      and(
        eq(jobCandidatesTable.jobId, jobId),
        eq(jobCandidatesTable.candidateId, candidateId),
        isNull(jobCandidatesTable.removedAt),
        isNull(jobsTable.deletedAt),
      ),
    )
    .limit(1)
  return row
    ? null
    : { path: 'jobId', rule: 'autoCompleteSelectionValidator', message: "Choose a job from the candidate's jobs" }
}

async function validate(tx: DbOrTx, input: WorkExperienceInput, candidateId: string) {
  const details: ErrorDetail[] = []
  const dates = normalizeExperienceDates(input)
  details.push(...dates.issues)
  const pay = salaryProblem(input.salary, input.ote)
  if (pay) details.push(pay)
  if (input.details) details.push(...detailsIssues(input.details))
  const job = await jobLinkProblem(tx, candidateId, input.jobId)
  if (job) details.push(job)
  if (input.cityId) {
    const [city] = await tx.select({ id: citiesTable.id }).from(citiesTable).where(eq(citiesTable.id, input.cityId))
    if (!city)
      details.push({ path: 'cityId', rule: 'autoCompleteSelectionValidator', message: 'Choose a city from the list' })
  }
  if (details.length) throw fail(details)
  const checks: LovCheck[] = [
    { path: 'titleId', key: 'workExperienceTitle', ids: input.titleId },
    { path: 'desiredPositionId', key: 'position', ids: input.desiredPositionId },
  ]
  const d = input.details ?? {}
  for (const [field, key] of Object.entries(SINGLE_KEYS))
    checks.push({ path: `details.${field}`, key, ids: d[field as keyof typeof SINGLE_KEYS] })
  for (const [field, key] of Object.entries(MULTI_KEYS))
    checks.push({ path: `details.${field}`, key, ids: d[field as keyof typeof MULTI_KEYS] ?? [] })
  await assertLovIds(tx, checks)
  return dates
}

/** The list values a work experience names (title, position, the details' lists). */
function chosenLovIds(e: {
  titleId?: string | null | undefined
  desiredPositionId?: string | null | undefined
  details?: Record<string, unknown> | null | undefined
}): Set<string> {
  const ids = new Set<string>()
  const add = (v: unknown) => {
    if (typeof v === 'string' && v) ids.add(v)
    else if (Array.isArray(v)) for (const x of v) add(x)
  }
  add(e.titleId)
  add(e.desiredPositionId)
  for (const field of [...Object.keys(SINGLE_KEYS), ...Object.keys(MULTI_KEYS)]) add(e.details?.[field])
  return ids
}

function experienceValues(
  input: WorkExperienceInput,
  dates: { fromDate: string | null; toDate: string | null },
  organizationId: string | null,
) {
  const html = input.descriptionHTML ? sanitizeRichText(input.descriptionHTML) : null
  return {
    title: input.title.trim(),
    titleId: input.titleId ?? null,
    organizationId,
    companyName: input.company.name.trim(),
    fromDate: dates.fromDate,
    toDate: dates.toDate,
    isCurrent: input.isCurrentWorkplace,
    description: input.description?.trim() || (html ? htmlToText(html).slice(0, CANDIDATE_LIMITS.description) : null),
    descriptionHtml: html || null,
    desiredPositionId: input.desiredPositionId ?? null,
    cityId: input.cityId ?? null,
    workFromHome: input.workFromHome ?? false,
    travel: input.travel ?? false,
    salary: input.salary ?? null,
    ote: input.ote ?? null,
    variable: input.variable ?? null,
    doNotContact: input.doNotContact ?? false,
    // left out on PUT: the link stays (clients that do not know it must not drop it)
    ...(input.jobId !== undefined ? { jobId: input.jobId } : {}),
  }
}

function detailValues(d: WorkExperienceDetailsInput) {
  const out: Partial<typeof workExperienceDetailsTable.$inferInsert> = {}
  for (const field of Object.keys(SINGLE_KEYS) as (keyof typeof SINGLE_KEYS)[]) out[field] = d[field] ?? null
  for (const field of Object.keys(MULTI_KEYS) as (keyof typeof MULTI_KEYS)[]) out[field] = [...new Set(d[field] ?? [])]
  const { notableAccounts: _n, teamArrMin, teamArrMax, ...scalars } = d
  for (const [k, v] of Object.entries(scalars))
    if (!(k in SINGLE_KEYS) && !(k in MULTI_KEYS)) (out as Record<string, unknown>)[k] = v ?? null
  out.teamArrMin = teamArrMin == null ? null : teamArrMin * MILLION
  out.teamArrMax = teamArrMax == null ? null : teamArrMax * MILLION
  out.leadSource = d.leadSource ?? CANDIDATE_LIMITS.sliderDefault
  out.outReach = d.outReach ?? CANDIDATE_LIMITS.sliderDefault
  return out
}

async function writeDetails(tx: DbOrTx, experienceId: string, d: WorkExperienceDetailsInput) {
  const values = detailValues(d)
  await tx
    .insert(workExperienceDetailsTable)
    .values({ workExperienceId: experienceId, ...values })
    .onConflictDoUpdate({ target: workExperienceDetailsTable.workExperienceId, set: values })
  await tx
    .delete(workExperienceNotableAccountsTable)
    .where(eq(workExperienceNotableAccountsTable.workExperienceId, experienceId))
  const ids: string[] = []
  for (const account of d.notableAccounts ?? []) {
    const id = (await resolveOrganization(tx, account, true))!
    if (ids.includes(id)) {
      throw fail([
        {
          path: `details.notableAccounts.${ids.length}`,
          rule: 'notableAccountAlreadySelected',
          message: 'Notable account already selected',
        },
      ])
    }
    ids.push(id)
  }
  if (ids.length)
    await tx
      .insert(workExperienceNotableAccountsTable)
      .values(ids.map((organizationId) => ({ workExperienceId: experienceId, organizationId })))
}

const snapshot = (row: typeof workExperiencesTable.$inferSelect) => ({
  title: row.title,
  company: row.companyName,
  fromDate: row.fromDate,
  toDate: row.toDate,
  isCurrentWorkplace: row.isCurrent,
  salary: row.salary,
  ote: row.ote,
  variable: row.variable,
  desiredPositionId: row.desiredPositionId,
  description: row.description,
  cityId: row.cityId,
  doNotContact: row.doNotContact,
  jobId: row.jobId,
})

export async function addWorkExperience({
  ctx,
  input,
}: {
  ctx: CandidateCtx
  input: { candidateId: string; body: WorkExperienceInput }
}) {
  const { candidate, id } = await ctx.db.transaction(async (tx) => {
    const c = { ...ctx, db: tx }
    const candidate = await candidateFor(c, input.candidateId, 'write', { forUpdate: true })
    const dates = await validate(tx, input.body, candidate.id)
    const organizationId = await resolveOrganization(tx, input.body.company, false)
    const [row] = await tx
      .insert(workExperiencesTable)
      .values({ candidateId: candidate.id, ...experienceValues(input.body, dates, organizationId) })
      .returning()
    if (input.body.details) await writeDetails(tx, row!.id, input.body.details)
    await countLovUse(tx, chosenLovIds(input.body as Parameters<typeof chosenLovIds>[0]))
    await auditEvent(tx, ctx, {
      candidateId: candidate.id,
      entityType: 'workExperience',
      entityId: row!.id,
      action: 'create',
      after: snapshot(row!),
    })
    await afterProfileWrite(tx, candidate.id, ctx.requestId)
    return { candidate, id: row!.id }
  })
  const [dto] = await experiencesOf(ctx, candidate, viewerOf(ctx), [id])
  return dto!
}

export async function updateWorkExperience({
  ctx,
  input,
}: {
  ctx: CandidateCtx
  input: { candidateId: string; experienceId: string; body: WorkExperienceInput }
}) {
  const candidate = await ctx.db.transaction(async (tx) => {
    const c = { ...ctx, db: tx }
    const candidate = await candidateFor(c, input.candidateId, 'write', { forUpdate: true })
    const [before] = await tx
      .select()
      .from(workExperiencesTable)
      .where(and(eq(workExperiencesTable.id, input.experienceId), eq(workExperiencesTable.candidateId, candidate.id)))
    if (!before) throw experienceNotFound()
    const dates = await validate(tx, input.body, candidate.id)
    const organizationId = await resolveOrganization(tx, input.body.company, false)
    const [after] = await tx
      .update(workExperiencesTable)
      .set(experienceValues(input.body, dates, organizationId))
      .where(eq(workExperiencesTable.id, before.id))
      .returning()
    let detailsBefore: unknown = null
    if (input.body.details) {
      ;[detailsBefore] = await tx
        .select()
        .from(workExperienceDetailsTable)
        .where(eq(workExperienceDetailsTable.workExperienceId, before.id))
      await writeDetails(tx, before.id, input.body.details)
    }
    // only values newly chosen on this experience count as a use
    const had = chosenLovIds({ ...before, details: detailsBefore as Record<string, unknown> | null })
    const chosen = chosenLovIds(input.body as Parameters<typeof chosenLovIds>[0])
    await countLovUse(
      tx,
      [...chosen].filter((id) => !had.has(id)),
    )
    await auditChanges(tx, ctx, {
      candidateId: candidate.id,
      entityType: 'workExperience',
      entityId: before.id,
      before: snapshot(before),
      after: snapshot(after!),
    })
    if (input.body.details) {
      const [detailsAfter] = await tx
        .select()
        .from(workExperienceDetailsTable)
        .where(eq(workExperienceDetailsTable.workExperienceId, before.id))
      const strip = (d: unknown) => {
        if (!d) return {}
        const { workExperienceId: _w, createdAt: _c, updatedAt: _u, ...rest } = d as Record<string, unknown>
        return Object.fromEntries(Object.entries(rest).map(([k, v]) => [`details.${k}`, v]))
      }
      await auditChanges(tx, ctx, {
        candidateId: candidate.id,
        entityType: 'workExperience',
        entityId: before.id,
        before: strip(detailsBefore),
        after: strip(detailsAfter),
      })
    }
    await afterProfileWrite(tx, candidate.id, ctx.requestId)
    return candidate
  })
  const [dto] = await experiencesOf(ctx, candidate, viewerOf(ctx), [input.experienceId])
  return dto!
}

export async function deleteWorkExperience({
  ctx,
  input,
}: {
  ctx: CandidateCtx
  input: { candidateId: string; experienceId: string }
}) {
  await ctx.db.transaction(async (tx) => {
    const candidate = await candidateFor({ ...ctx, db: tx }, input.candidateId, 'write', { forUpdate: true })
    const [gone] = await tx
      .delete(workExperiencesTable)
      .where(and(eq(workExperiencesTable.id, input.experienceId), eq(workExperiencesTable.candidateId, candidate.id)))
      .returning()
    if (!gone) throw experienceNotFound()
    await auditEvent(tx, ctx, {
      candidateId: candidate.id,
      entityType: 'workExperience',
      entityId: gone.id,
      action: 'delete',
      before: snapshot(gone),
    })
    await afterProfileWrite(tx, candidate.id, ctx.requestId)
  })
  return { ok: true as const }
}
