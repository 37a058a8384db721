/**
 * The job's parts that have their own calls: skills, sourcers, target companies, client and
 * target verticals, favourites, contacts, the e-mail snippet reset, the active candidates and
 * the account-manager list.
 */
import type { ActiveCandidate, JobContact, JobContactInput, LovRef, PersonRef } from '@quota/shared/contracts/jobs'
import { JOB_LIMITS, JOB_MESSAGES } from '@quota/shared/domain/jobs/index'
import { favoritesSeenBy, seesJobContact } from '@quota/shared/domain/jobs/visibility'
import { isInProcess } from '@quota/shared/domain/workflow/index'
import { AppError } from '@quota/shared/errors/index'
import { and, asc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm'
import { writeAudit } from '../../audit/write-audit'
import type { DbOrTx } from '../../db/client'
import {
  candidatesTable,
  jobCandidatesTable,
  jobClientVerticalsTable,
  jobContactsTable,
  jobFavoritesTable,
  jobSkillsTable,
  jobSourcersTable,
  jobsTable,
  jobTargetCompaniesTable,
  jobTargetVerticalsTable,
  permissionsTable,
  rolePermissionsTable,
  userRolesTable,
  usersTable,
} from '../../db/schema'
import type { UseCaseContext } from '../context'
import { enqueueSearchSync } from '../search'
import { type JobViewer, jobViewerOf, loadJobFor, requireWriter, seenAs } from './access'
import {
  escapeLike,
  findFavoriteUserIds,
  findJobContacts,
  findJobDetailParts,
  findLovsOfKey,
  findOrganizationIds,
  findPeople,
  personColumns,
} from './repository'
import { toJobContact, toLovRef, toPersonRef } from './to-dto'

type Ctx = { ctx: UseCaseContext }

/** Loads the job for a change: visible to the caller, and the caller may change jobs. */
async function jobForChange(tx: DbOrTx, ctx: UseCaseContext, jobId: string, options: { staffOnly?: boolean } = {}) {
  const viewer = jobViewerOf(ctx.actor)
  const job = await loadJobFor(tx, viewer, jobId, { lock: true })
  requireWriter(viewer)
  if (options.staffOnly && viewer.kind !== 'staff') throw new AppError('FORBIDDEN')
  return job
}

async function touch(tx: DbOrTx, ctx: UseCaseContext, jobId: string, action: string, after: unknown) {
  await tx.update(jobsTable).set({ updatedAt: new Date() }).where(eq(jobsTable.id, jobId))
  await writeAudit(tx, ctx, { entityType: 'job', entityId: jobId, action, after })
  await enqueueSearchSync(tx, 'jobs', [jobId], { requestId: ctx.requestId })
}

// ---------------------------------------------------------------------------------------------
// Skills

export async function addJobSkill({
  ctx,
  input,
}: Ctx & { input: { jobId: string; skillId: string } }): Promise<{ skills: LovRef[] }> {
  return ctx.db.transaction(async (tx) => {
    const job = await jobForChange(tx, ctx, input.jobId)
    if (!(await findLovsOfKey(tx, [input.skillId], 'skill')).length)
      throw AppError.field('skillId', 'unknownValue', 'Not a known skill')
    const parts = await findJobDetailParts(tx, job.id)
    if (parts.skills.some((s) => s.id === input.skillId)) {
      throw new AppError('ALREADY_EXISTS', {
        message: JOB_MESSAGES.skillAlreadyExists,
        details: [{ path: 'skillId', rule: 'alreadyExists', message: JOB_MESSAGES.skillAlreadyExists }],
      })
    }
    if (parts.skills.length >= JOB_LIMITS.skills)
      throw AppError.field('skillId', 'maxAllowedValuesValidator', `At most ${JOB_LIMITS.skills} skills`)
    await tx.insert(jobSkillsTable).values({ jobId: job.id, skillId: input.skillId })
    await touch(tx, ctx, job.id, 'addSkill', { skillId: input.skillId })
    return { skills: (await findJobDetailParts(tx, job.id)).skills.map(toLovRef) }
  })
}

export async function removeJobSkill({
  ctx,
  input,
}: Ctx & { input: { jobId: string; skillId: string } }): Promise<{ skills: LovRef[] }> {
  return ctx.db.transaction(async (tx) => {
    const job = await jobForChange(tx, ctx, input.jobId)
    const removed = await tx
      .delete(jobSkillsTable)
      .where(and(eq(jobSkillsTable.jobId, job.id), eq(jobSkillsTable.skillId, input.skillId)))
      .returning()
    if (!removed.length) throw new AppError('NOT_FOUND', { message: 'The job has no such skill' })
    await touch(tx, ctx, job.id, 'removeSkill', { skillId: input.skillId })
    return { skills: (await findJobDetailParts(tx, job.id)).skills.map(toLovRef) }
  })
}

// ---------------------------------------------------------------------------------------------
// Sourcers (provider users; provider staff only)

export async function addJobSourcer({
  ctx,
  input,
}: Ctx & { input: { jobId: string; userId: string } }): Promise<{ sourcers: PersonRef[] }> {
  return ctx.db.transaction(async (tx) => {
    const job = await jobForChange(tx, ctx, input.jobId, { staffOnly: true })
    const [person] = await findPeople(tx, [input.userId])
    if (person?.userType !== 'staff' || !person.isActive)
      throw AppError.field('userId', 'unknownValue', 'Not an active provider user')
    const parts = await findJobDetailParts(tx, job.id)
    if (parts.sourcers.some((s) => s.id === input.userId)) {
      throw new AppError('ALREADY_EXISTS', {
        message: 'Sourcer already selected',
        details: [{ path: 'userId', rule: 'alreadyExists', message: 'Sourcer already selected' }],
      })
    }
    if (parts.sourcers.length >= JOB_LIMITS.sourcers)
      throw AppError.field('userId', 'maxAllowedValuesValidator', `At most ${JOB_LIMITS.sourcers} sourcers`)
    await tx.insert(jobSourcersTable).values({ jobId: job.id, userId: input.userId, addedBy: ctx.actor.userId })
    await touch(tx, ctx, job.id, 'addSourcer', { userId: input.userId })
    return { sourcers: (await findJobDetailParts(tx, job.id)).sourcers.map(toPersonRef) }
  })
}

export async function removeJobSourcer({
  ctx,
  input,
}: Ctx & { input: { jobId: string; userId: string } }): Promise<{ sourcers: PersonRef[] }> {
  return ctx.db.transaction(async (tx) => {
    const job = await jobForChange(tx, ctx, input.jobId, { staffOnly: true })
    const removed = await tx
      .delete(jobSourcersTable)
      .where(and(eq(jobSourcersTable.jobId, job.id), eq(jobSourcersTable.userId, input.userId)))
      .returning()
    if (!removed.length) throw new AppError('NOT_FOUND', { message: 'The job has no such sourcer' })
    await touch(tx, ctx, job.id, 'removeSourcer', { userId: input.userId })
    return { sourcers: (await findJobDetailParts(tx, job.id)).sourcers.map(toPersonRef) }
  })
}

// ---------------------------------------------------------------------------------------------
// Target companies (at most 10; "Target company already selected")

export async function addJobTargetCompany({ ctx, input }: Ctx & { input: { jobId: string; organizationId: string } }) {
  return ctx.db.transaction(async (tx) => {
    const job = await jobForChange(tx, ctx, input.jobId)
    if (!(await findOrganizationIds(tx, [input.organizationId])).length)
      throw AppError.field('organizationId', 'unknownValue', 'Not a known organization')
    if (input.organizationId === job.organizationId)
      throw AppError.field('organizationId', 'invalid', 'A job cannot target its own company')
    const parts = await findJobDetailParts(tx, job.id)
    if (parts.targetCompanies.some((c) => c.id === input.organizationId)) {
      throw new AppError('ALREADY_EXISTS', {
        message: JOB_MESSAGES.targetCompanyAlreadySelected,
        details: [
          { path: 'organizationId', rule: 'alreadyExists', message: JOB_MESSAGES.targetCompanyAlreadySelected },
        ],
      })
    }
    if (parts.targetCompanies.length >= JOB_LIMITS.targetCompanies) {
      throw AppError.field('organizationId', 'maxAllowedValuesValidator', JOB_MESSAGES.maxTargetCompanies)
    }
    await tx.insert(jobTargetCompaniesTable).values({ jobId: job.id, organizationId: input.organizationId })
    await touch(tx, ctx, job.id, 'addTargetCompany', { organizationId: input.organizationId })
    return { jobTargetCompanies: (await findJobDetailParts(tx, job.id)).targetCompanies }
  })
}

export async function removeJobTargetCompany({
  ctx,
  input,
}: Ctx & { input: { jobId: string; organizationId: string } }) {
  return ctx.db.transaction(async (tx) => {
    const job = await jobForChange(tx, ctx, input.jobId)
    const removed = await tx
      .delete(jobTargetCompaniesTable)
      .where(
        and(
          eq(jobTargetCompaniesTable.jobId, job.id),
          eq(jobTargetCompaniesTable.organizationId, input.organizationId),
        ),
      )
      .returning()
    if (!removed.length) throw new AppError('NOT_FOUND', { message: 'The job has no such target company' })
    await touch(tx, ctx, job.id, 'removeTargetCompany', { organizationId: input.organizationId })
    return { jobTargetCompanies: (await findJobDetailParts(tx, job.id)).targetCompanies }
  })
}

// ---------------------------------------------------------------------------------------------
// Verticals (client verticals at most 3, target verticals at most 10)

async function checkIndustries(tx: DbOrTx, ids: string[]) {
  const unique = [...new Set(ids)]
  const found = new Set((await findLovsOfKey(tx, unique, 'industry')).map((r) => r.id))
  const bad = ids.map((id, i) => [id, i] as const).filter(([id]) => !found.has(id))
  if (bad.length) {
    throw new AppError('VALIDATION_FAILED', {
      details: bad.map(([, i]) => ({
        path: `industryIds.${i}`,
        rule: 'unknownValue',
        message: 'Not a known industry',
      })),
    })
  }
  return unique
}

export async function setJobClientVerticals({
  ctx,
  input,
}: Ctx & { input: { jobId: string; industryIds: string[] } }): Promise<{ industries: LovRef[] }> {
  return ctx.db.transaction(async (tx) => {
    const job = await jobForChange(tx, ctx, input.jobId)
    const ids = await checkIndustries(tx, input.industryIds)
    await tx.delete(jobClientVerticalsTable).where(eq(jobClientVerticalsTable.jobId, job.id))
    if (ids.length)
      await tx.insert(jobClientVerticalsTable).values(ids.map((industryId) => ({ jobId: job.id, industryId })))
    await touch(tx, ctx, job.id, 'setClientVerticals', { industryIds: ids })
    return { industries: (await findJobDetailParts(tx, job.id)).clientVerticals.map(toLovRef) }
  })
}

export async function removeJobClientVertical({
  ctx,
  input,
}: Ctx & { input: { jobId: string; industryId: string } }): Promise<{ industries: LovRef[] }> {
  return ctx.db.transaction(async (tx) => {
    const job = await jobForChange(tx, ctx, input.jobId)
    const removed = await tx
      .delete(jobClientVerticalsTable)
      .where(and(eq(jobClientVerticalsTable.jobId, job.id), eq(jobClientVerticalsTable.industryId, input.industryId)))
      .returning()
    if (!removed.length) throw new AppError('NOT_FOUND', { message: 'The job has no such client vertical' })
    await touch(tx, ctx, job.id, 'removeClientVertical', { industryId: input.industryId })
    return { industries: (await findJobDetailParts(tx, job.id)).clientVerticals.map(toLovRef) }
  })
}

export async function setJobTargetVerticals({
  ctx,
  input,
}: Ctx & { input: { jobId: string; industryIds: string[] } }): Promise<{ industries: LovRef[] }> {
  return ctx.db.transaction(async (tx) => {
    const job = await jobForChange(tx, ctx, input.jobId)
    const ids = await checkIndustries(tx, input.industryIds)
    await tx.delete(jobTargetVerticalsTable).where(eq(jobTargetVerticalsTable.jobId, job.id))
    if (ids.length)
      await tx.insert(jobTargetVerticalsTable).values(ids.map((industryId) => ({ jobId: job.id, industryId })))
    await touch(tx, ctx, job.id, 'setTargetVerticals', { industryIds: ids })
    return { industries: (await findJobDetailParts(tx, job.id)).targetVerticals.map(toLovRef) }
  })
}

// ---------------------------------------------------------------------------------------------
// Favourites (the caller's own mark; anyone who may see the job)

export async function setJobFavorite({ ctx, input }: Ctx & { input: { jobId: string; favorite: boolean } }) {
  const viewer = jobViewerOf(ctx.actor)
  return ctx.db.transaction(async (tx) => {
    const job = await loadJobFor(tx, viewer, input.jobId)
    if (input.favorite)
      await tx.insert(jobFavoritesTable).values({ jobId: job.id, userId: ctx.actor.userId }).onConflictDoNothing()
    else
      await tx
        .delete(jobFavoritesTable)
        .where(and(eq(jobFavoritesTable.jobId, job.id), eq(jobFavoritesTable.userId, ctx.actor.userId)))
    const userIds = (await findFavoriteUserIds(tx, job.id)).map((r) => r.userId)
    return { favoriteByUsers: favoritesSeenBy(seenAs(viewer), userIds) }
  })
}

// ---------------------------------------------------------------------------------------------
// Contacts: client users of the job's company (Job Contact, Hiring Manager) and provider users in
// a role (Sales Contact, Account Manager, Sourcer)

/** The contacts this viewer may see: a client sees its own company's users only. */
async function contactsSeenBy(db: DbOrTx, viewer: JobViewer, jobId: string): Promise<JobContact[]> {
  return (await findJobContacts(db, jobId)).filter((c) => seesJobContact(viewer.kind, c.userType)).map(toJobContact)
}

/** A client manages its own company's contacts; the provider's people on a job are the provider's to manage. */
const providerContactRefused = () =>
  new AppError('FORBIDDEN', { message: 'Provider contacts are managed by provider staff' })

export async function listJobContacts({ ctx, input }: Ctx & { input: { jobId: string } }): Promise<JobContact[]> {
  const viewer = jobViewerOf(ctx.actor)
  const job = await loadJobFor(ctx.db, viewer, input.jobId)
  return contactsSeenBy(ctx.db, viewer, job.id)
}

export async function addJobContact({
  ctx,
  input,
}: Ctx & { input: { jobId: string } & JobContactInput }): Promise<JobContact[]> {
  const viewer = jobViewerOf(ctx.actor)
  return ctx.db.transaction(async (tx) => {
    const job = await jobForChange(tx, ctx, input.jobId)
    const [person] = await findPeople(tx, [input.userId])
    const ok =
      person?.isActive &&
      ((person.userType === 'client' && person.organizationId === job.organizationId) || person.userType === 'staff')
    if (!ok) throw AppError.field('userId', 'unknownValue', "Not an active user of the job's company or the provider")
    if (!seesJobContact(viewer.kind, person!.userType)) throw providerContactRefused()
    const existing = await findJobContacts(tx, job.id)
    if (existing.some((c) => c.userId === input.userId && c.type === input.type)) {
      throw new AppError('ALREADY_EXISTS', {
        message: 'Contact already selected',
        details: [{ path: 'userId', rule: 'alreadyExists', message: 'Contact already selected' }],
      })
    }
    if (existing.length >= JOB_LIMITS.contacts)
      throw AppError.field('userId', 'maxAllowedValuesValidator', `At most ${JOB_LIMITS.contacts} contacts`)
    await tx.insert(jobContactsTable).values({
      jobId: job.id,
      userId: input.userId,
      type: input.type,
      role: input.role ?? null,
      createdBy: ctx.actor.userId,
    })
    await touch(tx, ctx, job.id, 'addContact', { userId: input.userId, type: input.type, role: input.role ?? null })
    return contactsSeenBy(tx, viewer, job.id)
  })
}

export async function removeJobContact({
  ctx,
  input,
}: Ctx & { input: { jobId: string; contactId: string } }): Promise<JobContact[]> {
  const viewer = jobViewerOf(ctx.actor)
  return ctx.db.transaction(async (tx) => {
    const job = await jobForChange(tx, ctx, input.jobId)
    const contact = (await findJobContacts(tx, job.id)).find((c) => c.id === input.contactId)
    if (!contact) throw new AppError('NOT_FOUND', { message: 'The job has no such contact' })
    // checked before the delete, so a refused request changes nothing
    if (!seesJobContact(viewer.kind, contact.userType)) throw providerContactRefused()
    await tx
      .delete(jobContactsTable)
      .where(and(eq(jobContactsTable.jobId, job.id), eq(jobContactsTable.id, contact.id)))
    await touch(tx, ctx, job.id, 'removeContact', { contactId: contact.id, userId: contact.userId })
    return contactsSeenBy(tx, viewer, job.id)
  })
}

// ---------------------------------------------------------------------------------------------
// Snippet, active candidates, managers

export async function resetJobSnippet({ ctx, input }: Ctx & { input: { jobId: string } }) {
  return ctx.db.transaction(async (tx) => {
    const job = await jobForChange(tx, ctx, input.jobId, { staffOnly: true })
    await tx
      .update(jobsTable)
      .set({ emailSnippetHtml: null, isEmailSnippetPublished: false })
      .where(eq(jobsTable.id, job.id))
    await writeAudit(tx, ctx, {
      entityType: 'job',
      entityId: job.id,
      action: 'resetSnippet',
      before: { hadSnippet: job.emailSnippetHtml !== null, published: job.isEmailSnippetPublished },
    })
    return { jobEmailSnippet: null, isJobEmailSnippetPublished: false }
  })
}

/**
 * GET jobs/{id}/active-candidates: the candidates in process (a submittal or interview current
 * or accepted, an open offer) — the ones closing the job would reject. A client sees those
 * submitted to it.
 */
export async function listActiveCandidates({
  ctx,
  input,
}: Ctx & { input: { jobId: string; antiBias: boolean } }): Promise<ActiveCandidate[]> {
  const viewer = jobViewerOf(ctx.actor)
  const job = await loadJobFor(ctx.db, viewer, input.jobId)
  const rows = await ctx.db
    .select({
      candidateId: jobCandidatesTable.candidateId,
      firstName: candidatesTable.firstName,
      lastName: candidatesTable.lastName,
      stageType: jobCandidatesTable.stageType,
      stageStatus: jobCandidatesTable.stageStatus,
      currentStatus: jobCandidatesTable.currentStatus,
      isSubmittedToClient: jobCandidatesTable.isSubmittedToClient,
    })
    .from(jobCandidatesTable)
    .innerJoin(candidatesTable, eq(candidatesTable.id, jobCandidatesTable.candidateId))
    .where(
      and(
        eq(jobCandidatesTable.jobId, job.id),
        isNull(jobCandidatesTable.removedAt),
        inArray(jobCandidatesTable.stageType, ['submittal', 'send_out', 'offer']),
      ),
    )
    .orderBy(asc(candidatesTable.lastName), asc(candidatesTable.firstName))
  return rows
    .filter((r) =>
      isInProcess({
        stageType: r.stageType,
        stageStatus: r.stageStatus,
        currentStatus: r.currentStatus,
        isHistory: false,
      } as never),
    )
    .filter((r) => viewer.kind === 'staff' || r.isSubmittedToClient)
    .map(({ isSubmittedToClient: _, ...r }) =>
      // anti-bias mode (the gate's decision): the row keeps its stage and loses the name
      input.antiBias ? { ...r, firstName: 'Candidate', lastName: r.candidateId.slice(0, 6) } : r,
    )
}

/** GET jobs/managers/list: provider users who may manage jobs (recruiters), active unless asked. */
export async function listJobManagers({
  ctx,
  input,
}: Ctx & { input: { searchText?: string | undefined; includeInactive?: boolean | undefined; limit: number } }): Promise<
  PersonRef[]
> {
  jobViewerOf(ctx.actor)
  const text = input.searchText?.trim()
  const like = text ? `%${escapeLike(text)}%` : null
  const rows = await ctx.db
    .selectDistinct(personColumns)
    .from(usersTable)
    .innerJoin(userRolesTable, eq(userRolesTable.userId, usersTable.id))
    .innerJoin(rolePermissionsTable, eq(rolePermissionsTable.roleId, userRolesTable.roleId))
    .innerJoin(permissionsTable, eq(permissionsTable.id, rolePermissionsTable.permissionId))
    .where(
      and(
        eq(usersTable.userType, 'staff'),
        eq(permissionsTable.key, 'recruiter'),
        input.includeInactive ? undefined : eq(usersTable.isActive, true),
        like
          ? or(
              ilike(usersTable.firstName, like),
              ilike(usersTable.lastName, like),
              ilike(usersTable.email, like),
              ilike(sql`${usersTable.firstName} || ' ' || ${usersTable.lastName}`, like),
            )
          : undefined,
      ),
    )
    .orderBy(asc(usersTable.firstName), asc(usersTable.lastName), asc(usersTable.id))
    .limit(input.limit)
  return rows.map(toPersonRef)
}
