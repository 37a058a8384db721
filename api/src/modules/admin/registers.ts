/**
 * The admin registers (issue 20 item 11), each behind its own permission key (routes):
 * the e-mail whitelist (the mail worker reads it outside production), location mappings (the
 * city search reads them), compensation-estimate mappings (the compensation engine reads them),
 * next-gen filters per job and LinkedIn project URLs per job.
 */
import type {
  CompensationEstimateMapping,
  CompensationEstimateMappingInput,
  LinkedInProjectInput,
  LocationMapping,
  LocationMappingInput,
  RegisterJob,
  WhitelistEntry,
  WhitelistEntryInput,
} from '@quota/shared/contracts/admin-registers'
import {
  normalizeProjectUrl,
  normalizeTerm,
  normalizeWhitelistEntry,
  REGISTER_LIMITS,
  REGISTER_MESSAGES,
} from '@quota/shared/domain/admin/registers'
import { AppError } from '@quota/shared/errors/index'
import { and, asc, count, desc, eq, ilike, inArray, sql } from 'drizzle-orm'
import { writeAudit } from '../../audit/write-audit'
import type { AuditEntityType } from '../../db/schema'
import {
  citiesTable,
  compensationEstimateMappingsTable,
  emailWhitelistTable,
  jobLinkedInProjectsTable,
  jobsTable,
  listOfValuesTable,
  locationMappingsTable,
  organizationsTable,
} from '../../db/schema'
import type { UseCaseContext } from '../context'
import { iso } from '../jobs/to-dto'
import { escapeLike } from '../reference/repository'
import { isUniqueViolation } from '../users/create-user'

const exists = (path: string, message: string) =>
  new AppError('ALREADY_EXISTS', { message, details: [{ path, rule: 'alreadyExists', message }] })
const notFound = (what: string) => new AppError('NOT_FOUND', { message: `${what} not found` })

async function audit(
  ctx: UseCaseContext,
  tx: UseCaseContext['db'],
  type: AuditEntityType,
  id: string,
  action: string,
  data: unknown,
) {
  await writeAudit(tx, ctx, {
    entityType: type,
    entityId: id,
    action,
    ...(action === 'delete' ? { before: data } : { after: data }),
  })
}

// E-mail whitelist -----------------------------------------------------------------------------

export async function listWhitelist({ ctx }: { ctx: UseCaseContext }): Promise<WhitelistEntry[]> {
  const rows = await ctx.db.select().from(emailWhitelistTable).orderBy(asc(emailWhitelistTable.email))
  return rows.map((r) => ({ id: r.id, email: r.email, note: r.note, createdAt: iso(r.createdAt) }))
}

/** The entries the mail worker checks (lower-cased addresses and @domains). */
export async function whitelistEntries(db: UseCaseContext['db']): Promise<string[]> {
  const rows = await db.select({ email: emailWhitelistTable.email }).from(emailWhitelistTable)
  return rows.map((r) => r.email.toLowerCase())
}

export async function addWhitelistEntry({ ctx, input }: { ctx: UseCaseContext; input: WhitelistEntryInput }) {
  const email = normalizeWhitelistEntry(input.email)
  if (!email) throw AppError.field('email', 'invalidEmail', REGISTER_MESSAGES.invalidWhitelistEntry)
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(emailWhitelistTable)
      .values({ email, note: input.note?.trim() || null, createdBy: ctx.actor.userId })
      .returning()
      .catch((e: unknown) => {
        if (isUniqueViolation(e)) throw exists('email', REGISTER_MESSAGES.whitelistedEmailExists)
        throw e
      })
    await audit(ctx, tx, 'emailWhitelist', row!.id, 'create', { email })
    return { id: row!.id, email: row!.email, note: row!.note, createdAt: iso(row!.createdAt) } satisfies WhitelistEntry
  })
}

export async function removeWhitelistEntry({ ctx, input }: { ctx: UseCaseContext; input: { id: string } }) {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.delete(emailWhitelistTable).where(eq(emailWhitelistTable.id, input.id)).returning()
    if (!row) throw notFound('Whitelist entry')
    await audit(ctx, tx, 'emailWhitelist', row.id, 'delete', { email: row.email })
    return { id: row.id, deleted: true as const }
  })
}

// Location mappings ----------------------------------------------------------------------------

const locationColumns = {
  id: locationMappingsTable.id,
  term: locationMappingsTable.term,
  cityId: locationMappingsTable.cityId,
  cityName: citiesTable.name,
  stateCode: citiesTable.stateCode,
  createdAt: locationMappingsTable.createdAt,
}
const toLocation = (r: { createdAt: Date } & Omit<LocationMapping, 'createdAt'>): LocationMapping => ({
  ...r,
  createdAt: iso(r.createdAt),
})

export async function listLocationMappings({ ctx }: { ctx: UseCaseContext }): Promise<LocationMapping[]> {
  const rows = await ctx.db
    .select(locationColumns)
    .from(locationMappingsTable)
    .innerJoin(citiesTable, eq(citiesTable.id, locationMappingsTable.cityId))
    .orderBy(asc(sql`lower(${locationMappingsTable.term})`))
  return rows.map(toLocation)
}

export async function addLocationMapping({ ctx, input }: { ctx: UseCaseContext; input: LocationMappingInput }) {
  const term = normalizeTerm(input.term)
  return ctx.db.transaction(async (tx) => {
    const [city] = await tx.select({ id: citiesTable.id }).from(citiesTable).where(eq(citiesTable.id, input.cityId))
    if (!city) throw AppError.field('cityId', 'notFound', 'Choose a city from the list')
    const [row] = await tx
      .insert(locationMappingsTable)
      .values({ term, cityId: city.id, createdBy: ctx.actor.userId })
      .returning({ id: locationMappingsTable.id })
      .catch((e: unknown) => {
        if (isUniqueViolation(e)) throw exists('term', REGISTER_MESSAGES.locationMappingExists)
        throw e
      })
    await audit(ctx, tx, 'locationMapping', row!.id, 'create', { term, cityId: city.id })
    const [out] = await tx
      .select(locationColumns)
      .from(locationMappingsTable)
      .innerJoin(citiesTable, eq(citiesTable.id, locationMappingsTable.cityId))
      .where(eq(locationMappingsTable.id, row!.id))
    return toLocation(out!)
  })
}

export async function removeLocationMapping({ ctx, input }: { ctx: UseCaseContext; input: { id: string } }) {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.delete(locationMappingsTable).where(eq(locationMappingsTable.id, input.id)).returning()
    if (!row) throw notFound('Location mapping')
    await audit(ctx, tx, 'locationMapping', row.id, 'delete', { term: row.term, cityId: row.cityId })
    return { id: row.id, deleted: true as const }
  })
}

/** The city a typed location is mapped to (whole text, case-insensitive), for the city search. */
export async function mappedCityId(db: UseCaseContext['db'], searchText: string | undefined): Promise<string | null> {
  if (!searchText) return null
  const [row] = await db
    .select({ cityId: locationMappingsTable.cityId })
    .from(locationMappingsTable)
    .where(sql`lower(${locationMappingsTable.term}) = lower(${normalizeTerm(searchText)})`)
  return row?.cityId ?? null
}

// Compensation-estimate mappings ---------------------------------------------------------------

const compColumns = {
  id: compensationEstimateMappingsTable.id,
  title: compensationEstimateMappingsTable.title,
  positionId: compensationEstimateMappingsTable.positionId,
  positionName: listOfValuesTable.value,
  createdAt: compensationEstimateMappingsTable.createdAt,
}
const toComp = (r: { createdAt: Date } & Omit<CompensationEstimateMapping, 'createdAt'>) => ({
  ...r,
  createdAt: iso(r.createdAt),
})

export async function listCompensationMappings({
  ctx,
}: {
  ctx: UseCaseContext
}): Promise<CompensationEstimateMapping[]> {
  const rows = await ctx.db
    .select(compColumns)
    .from(compensationEstimateMappingsTable)
    .innerJoin(listOfValuesTable, eq(listOfValuesTable.id, compensationEstimateMappingsTable.positionId))
    .orderBy(asc(sql`lower(${compensationEstimateMappingsTable.title})`))
  return rows.map(toComp)
}

export async function addCompensationMapping({
  ctx,
  input,
}: {
  ctx: UseCaseContext
  input: CompensationEstimateMappingInput
}) {
  const title = normalizeTerm(input.title)
  return ctx.db.transaction(async (tx) => {
    const [position] = await tx
      .select({ id: listOfValuesTable.id })
      .from(listOfValuesTable)
      .where(and(eq(listOfValuesTable.id, input.positionId), eq(listOfValuesTable.key, 'position')))
    if (!position) throw AppError.field('positionId', 'notFound', 'Choose a position from the list')
    const [row] = await tx
      .insert(compensationEstimateMappingsTable)
      .values({ title, positionId: position.id, createdBy: ctx.actor.userId })
      .returning({ id: compensationEstimateMappingsTable.id })
      .catch((e: unknown) => {
        if (isUniqueViolation(e)) throw exists('title', REGISTER_MESSAGES.compensationMappingExists)
        throw e
      })
    await audit(ctx, tx, 'compensationEstimateMapping', row!.id, 'create', { title, positionId: position.id })
    const [out] = await tx
      .select(compColumns)
      .from(compensationEstimateMappingsTable)
      .innerJoin(listOfValuesTable, eq(listOfValuesTable.id, compensationEstimateMappingsTable.positionId))
      .where(eq(compensationEstimateMappingsTable.id, row!.id))
    return toComp(out!)
  })
}

export async function removeCompensationMapping({ ctx, input }: { ctx: UseCaseContext; input: { id: string } }) {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .delete(compensationEstimateMappingsTable)
      .where(eq(compensationEstimateMappingsTable.id, input.id))
      .returning()
    if (!row) throw notFound('Compensation-estimate mapping')
    await audit(ctx, tx, 'compensationEstimateMapping', row.id, 'delete', {
      title: row.title,
      positionId: row.positionId,
    })
    return { id: row.id, deleted: true as const }
  })
}

// Jobs: next-gen filters and LinkedIn projects ---------------------------------------------------

/** Jobs by name (newest first) with their switch and project URLs, for both job registers. */
export async function listRegisterJobs({
  ctx,
  input,
}: {
  ctx: UseCaseContext
  input: { searchText?: string | undefined; limit: number }
}): Promise<RegisterJob[]> {
  const jobs = await ctx.db
    .select({
      id: jobsTable.id,
      name: jobsTable.name,
      status: jobsTable.status,
      isNextGenFiltersEnable: jobsTable.isNextGenFiltersEnabled,
      organizationName: organizationsTable.name,
    })
    .from(jobsTable)
    .innerJoin(organizationsTable, eq(organizationsTable.id, jobsTable.organizationId))
    .where(input.searchText ? ilike(jobsTable.name, `%${escapeLike(input.searchText)}%`) : undefined)
    .orderBy(desc(jobsTable.createdAt), asc(jobsTable.id))
    .limit(input.limit)
  const projects = jobs.length
    ? await ctx.db
        .select()
        .from(jobLinkedInProjectsTable)
        .where(
          inArray(
            jobLinkedInProjectsTable.jobId,
            jobs.map((j) => j.id),
          ),
        )
        .orderBy(asc(jobLinkedInProjectsTable.createdAt))
    : []
  return jobs.map((j) => ({
    ...j,
    linkedInProjects: projects
      .filter((p) => p.jobId === j.id)
      .map((p) => ({ id: p.id, url: p.url, createdAt: iso(p.createdAt) })),
  }))
}

export async function setNextGenFilters({
  ctx,
  input,
}: {
  ctx: UseCaseContext
  input: { id: string; isNextGenFiltersEnable: boolean }
}) {
  return ctx.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ on: jobsTable.isNextGenFiltersEnabled })
      .from(jobsTable)
      .where(eq(jobsTable.id, input.id))
      .for('update')
    if (!before) throw notFound('Job')
    await tx
      .update(jobsTable)
      .set({ isNextGenFiltersEnabled: input.isNextGenFiltersEnable })
      .where(eq(jobsTable.id, input.id))
    await writeAudit(tx, ctx, {
      entityType: 'job',
      entityId: input.id,
      action: 'update',
      field: 'isNextGenFiltersEnable',
      before: before.on,
      after: input.isNextGenFiltersEnable,
    })
    return { id: input.id, isNextGenFiltersEnable: input.isNextGenFiltersEnable }
  })
}

export async function addLinkedInProject({ ctx, input }: { ctx: UseCaseContext; input: LinkedInProjectInput }) {
  const url = normalizeProjectUrl(input.url)
  if (!url) throw AppError.field('url', 'invalidUrl', REGISTER_MESSAGES.projectUrlInvalid)
  return ctx.db.transaction(async (tx) => {
    const [job] = await tx
      .select({ id: jobsTable.id })
      .from(jobsTable)
      .where(eq(jobsTable.id, input.jobId))
      .for('update')
    if (!job) throw AppError.field('jobId', 'notFound', 'Choose a job from the list')
    const [{ n } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(jobLinkedInProjectsTable)
      .where(eq(jobLinkedInProjectsTable.jobId, job.id))
    if (Number(n) >= REGISTER_LIMITS.projectsPerJob)
      throw AppError.field('url', 'maxItems', REGISTER_MESSAGES.tooManyProjects)
    const [row] = await tx
      .insert(jobLinkedInProjectsTable)
      .values({ jobId: job.id, url, createdBy: ctx.actor.userId })
      .returning()
      .catch((e: unknown) => {
        if (isUniqueViolation(e)) throw exists('url', REGISTER_MESSAGES.projectUrlExists)
        throw e
      })
    await writeAudit(tx, ctx, {
      entityType: 'jobLinkedInProject',
      entityId: row!.id,
      action: 'create',
      root: { type: 'job', id: job.id },
      after: { url },
    })
    return { id: row!.id, jobId: job.id, url: row!.url, createdAt: iso(row!.createdAt) }
  })
}

export async function removeLinkedInProject({ ctx, input }: { ctx: UseCaseContext; input: { id: string } }) {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.delete(jobLinkedInProjectsTable).where(eq(jobLinkedInProjectsTable.id, input.id)).returning()
    if (!row) throw notFound('Project URL')
    await writeAudit(tx, ctx, {
      entityType: 'jobLinkedInProject',
      entityId: row.id,
      action: 'delete',
      root: { type: 'job', id: row.jobId },
      before: { url: row.url },
    })
    return { id: row.id, deleted: true as const }
  })
}
