/**
 * PATCH candidates/{id}/profile and PATCH candidates/linkedin-url: the candidate's own fields,
 * with the spec's rules (names, e-mail pattern and availability, +1 phone, salary below OTE,
 * LinkedIn URL, at most 5 interested cities, office hours unless fully remote), one audit row
 * per changed field, completion recomputed and the search document queued, in one transaction.
 */
import type { UpdateProfileInput } from '@quota/shared/contracts/candidates'
import { isEmail, nameProblem, normalizeEmail, toAccountPhone } from '@quota/shared/domain/auth/fields'
import { CANDIDATE_MESSAGES } from '@quota/shared/domain/candidates/limits'
import { linkedInUrlProblem, normalizeLinkedInUrl } from '@quota/shared/domain/candidates/linkedin'
import { interestedCitiesProblem, officeHoursProblem } from '@quota/shared/domain/candidates/preferences'
import { salaryProblem } from '@quota/shared/domain/candidates/work-experience'
import { AppError, type ErrorDetail } from '@quota/shared/errors/index'
import { and, eq, inArray, ne, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import {
  type CandidateRow,
  candidateDesiredPositionsTable,
  candidateInterestedCitiesTable,
  candidatesTable,
  citiesTable,
  usersTable,
  workExperiencesTable,
} from '../../db/schema'
import { candidateFor, isStaff } from './access'
import { auditChanges } from './audit'
import { afterProfileWrite } from './completion'
import type { CandidateCtx } from './context'
import { assertLovIds } from './lov'
import { findCity } from './repository'
import { summaryOf, viewerOf } from './view'

const fail = (details: ErrorDetail[]) => new AppError('VALIDATION_FAILED', { message: details[0]!.message, details })

/** Is the address free for this candidate (no other candidate or user holds it)? */
export async function emailAvailable(
  db: DbOrTx,
  email: string,
  candidate: Pick<CandidateRow, 'id' | 'userId'>,
): Promise<boolean> {
  const lower = normalizeEmail(email)
  const [otherCandidate] = await db
    .select({ id: candidatesTable.id })
    .from(candidatesTable)
    .where(and(sql`lower(${candidatesTable.email}) = ${lower}`, ne(candidatesTable.id, candidate.id)))
    .limit(1)
  if (otherCandidate) return false
  const [user] = await db
    .select({ id: usersTable.id })
    .from(usersTable)
    .where(sql`lower(${usersTable.email}) = ${lower}`)
    .limit(1)
  return !user || user.id === candidate.userId
}

export const emailTaken = (path = 'email') =>
  new AppError('ALREADY_EXISTS', {
    message: CANDIDATE_MESSAGES.emailTaken,
    details: [{ path, rule: 'emailTaken', message: CANDIDATE_MESSAGES.emailTaken }],
  })

export async function checkLinkedInUrl(
  db: DbOrTx,
  value: string,
  candidateId: string,
  path = 'linkedInProfileUrl',
): Promise<string> {
  const problem = linkedInUrlProblem(value)
  if (problem) throw fail([{ path, ...problem }])
  const normalized = normalizeLinkedInUrl(value)!
  const [other] = await db
    .select({ id: candidatesTable.id })
    .from(candidatesTable)
    .where(and(eq(candidatesTable.linkedinUrl, normalized), ne(candidatesTable.id, candidateId)))
    .limit(1)
  if (other) {
    const message = 'Another candidate has this LinkedIn profile URL'
    throw new AppError('ALREADY_EXISTS', { message, details: [{ path, rule: 'linkedInTaken', message }] })
  }
  return normalized
}

export async function updateProfile({
  ctx,
  input,
}: {
  ctx: CandidateCtx
  input: { candidateId: string; patch: UpdateProfileInput }
}) {
  const { patch } = input
  if (patch.salesforceId !== undefined && !isStaff(ctx.actor))
    throw new AppError('FORBIDDEN', { message: 'Only provider staff set the CRM id' })
  const candidate = await ctx.db.transaction(async (tx) => {
    const c = { ...ctx, db: tx }
    const before = await candidateFor(c, input.candidateId, 'write', { forUpdate: true })
    const set: Partial<typeof candidatesTable.$inferInsert> = {}
    const details: ErrorDetail[] = []

    for (const field of ['firstName', 'lastName'] as const) {
      if (patch[field] === undefined) continue
      const problem = nameProblem(patch[field]!)
      if (problem) details.push({ path: field, ...problem })
      else set[field] = patch[field]!.trim()
    }
    if (patch.email !== undefined) {
      const email = normalizeEmail(patch.email)
      // an unchanged original address is accepted (001 §5)
      if (email !== (before.email ?? '').toLowerCase()) {
        if (!isEmail(email))
          details.push({ path: 'email', rule: 'emailValidator', message: 'Please enter a valid email address.' })
        else if (!(await emailAvailable(tx, email, before))) throw emailTaken()
        else set.email = email
      }
    }
    if (patch.phone !== undefined) {
      if (patch.phone === null || patch.phone === '') set.phone = null
      else {
        const phone = toAccountPhone(patch.phone)
        if (!phone)
          details.push({ path: 'phone', rule: 'phone', message: 'Please enter a valid US phone number (10 digits).' })
        else set.phone = phone
      }
    }
    if (patch.aboutMe !== undefined) set.aboutMe = patch.aboutMe?.trim() || null
    if (patch.searchStatus !== undefined && patch.searchStatus !== before.searchStatus) {
      set.searchStatus = patch.searchStatus
      set.searchStatusChangedAt = new Date()
    }
    if (patch.desiredBaseSalary !== undefined) set.desiredBaseSalary = patch.desiredBaseSalary
    if (patch.desiredOTE !== undefined) set.desiredOte = patch.desiredOTE
    if (patch.desiredVariable !== undefined) set.desiredVariable = patch.desiredVariable
    if (patch.isSalaryConfidential !== undefined) set.isSalaryConfidential = patch.isSalaryConfidential
    if (patch.availableRemotely !== undefined) set.remoteOption = patch.availableRemotely
    if (patch.sponsorshipRequired !== undefined) set.sponsorshipRequired = patch.sponsorshipRequired
    if (patch.workArrangements !== undefined) set.workArrangements = [...new Set(patch.workArrangements)]
    if (patch.salesforceId !== undefined) set.salesforceId = patch.salesforceId || null
    const salary = salaryProblem(
      set.desiredBaseSalary !== undefined ? set.desiredBaseSalary : before.desiredBaseSalary,
      set.desiredOte !== undefined ? set.desiredOte : before.desiredOte,
      'desiredBaseSalary',
    )
    if (salary) details.push(salary)

    await assertLovIds(tx, [
      { path: 'genderPronounId', key: 'genderPronoun', ids: patch.genderPronounId },
      { path: 'preferredOfficeHourIds', key: 'preferredOfficeHours', ids: patch.preferredOfficeHourIds },
      { path: 'desiredPositionIds', key: 'position', ids: patch.desiredPositionIds },
    ])
    if (patch.genderPronounId !== undefined) set.genderPronounId = patch.genderPronounId
    if (patch.preferredOfficeHourIds !== undefined) {
      const hours = officeHoursProblem(patch.preferredOfficeHourIds, set.workArrangements ?? before.workArrangements)
      if (hours) details.push(hours)
      set.preferredOfficeHourIds = [...new Set(patch.preferredOfficeHourIds)]
    }
    if (patch.cityId !== undefined) {
      if (patch.cityId === null) {
        set.cityId = null
        set.stateId = null
      } else {
        const city = await findCity(tx, patch.cityId)
        if (!city)
          details.push({
            path: 'cityId',
            rule: 'autoCompleteSelectionValidator',
            message: 'Choose a city from the list',
          })
        else {
          set.cityId = city.city.id
          set.stateId = city.state?.id ?? null
          set.countryCode = city.city.countryCode === 'US' ? null : city.city.countryCode
        }
      }
    }
    if (patch.interestedCityIds !== undefined) {
      const unique = [...new Set(patch.interestedCityIds)]
      const cities = interestedCitiesProblem(unique)
      if (cities) details.push(cities)
      const found = unique.length
        ? await tx.select({ id: citiesTable.id }).from(citiesTable).where(inArray(citiesTable.id, unique))
        : []
      const known = new Set(found.map((r) => r.id))
      unique.forEach((id, i) => {
        if (!known.has(id))
          details.push({
            path: `interestedCityIds.${i}`,
            rule: 'autoCompleteSelectionValidator',
            message: 'Choose a city from the list',
          })
      })
    }
    if (patch.headlineWorkExperienceId !== undefined) {
      if (patch.headlineWorkExperienceId) {
        const [own] = await tx
          .select({ id: workExperiencesTable.id })
          .from(workExperiencesTable)
          .where(
            and(
              eq(workExperiencesTable.id, patch.headlineWorkExperienceId),
              eq(workExperiencesTable.candidateId, before.id),
            ),
          )
        if (!own)
          details.push({
            path: 'headlineWorkExperienceId',
            rule: 'notFound',
            message: 'No such work experience on this profile',
          })
      }
      set.headlineWorkExperienceId = patch.headlineWorkExperienceId
    }
    if (details.length) throw fail(details)
    if (patch.linkedInProfileUrl !== undefined) {
      set.linkedinUrl = patch.linkedInProfileUrl
        ? await checkLinkedInUrl(tx, patch.linkedInProfileUrl, before.id)
        : null
    }

    const [after] = Object.keys(set).length
      ? await tx.update(candidatesTable).set(set).where(eq(candidatesTable.id, before.id)).returning()
      : [before]
    const changed: Record<string, unknown> = {}
    const was: Record<string, unknown> = {}
    for (const key of Object.keys(set) as (keyof CandidateRow)[]) {
      if (key === 'searchStatusChangedAt') continue
      changed[key] = after![key] instanceof Date ? (after![key] as Date).toISOString() : after![key]
      was[key] = before[key] instanceof Date ? (before[key] as Date).toISOString() : before[key]
    }
    if (patch.desiredPositionIds !== undefined) {
      const old = await tx
        .select({ id: candidateDesiredPositionsTable.positionId })
        .from(candidateDesiredPositionsTable)
        .where(eq(candidateDesiredPositionsTable.candidateId, before.id))
        .orderBy(candidateDesiredPositionsTable.sortOrder)
      const next = [...new Set(patch.desiredPositionIds)]
      await tx.delete(candidateDesiredPositionsTable).where(eq(candidateDesiredPositionsTable.candidateId, before.id))
      if (next.length)
        await tx
          .insert(candidateDesiredPositionsTable)
          .values(next.map((positionId, sortOrder) => ({ candidateId: before.id, positionId, sortOrder })))
      was.desiredPositionIds = old.map((r) => r.id)
      changed.desiredPositionIds = next
    }
    if (patch.interestedCityIds !== undefined) {
      const old = await tx
        .select({ id: candidateInterestedCitiesTable.cityId })
        .from(candidateInterestedCitiesTable)
        .where(eq(candidateInterestedCitiesTable.candidateId, before.id))
        .orderBy(candidateInterestedCitiesTable.sortOrder)
      const next = [...new Set(patch.interestedCityIds)]
      await tx.delete(candidateInterestedCitiesTable).where(eq(candidateInterestedCitiesTable.candidateId, before.id))
      if (next.length)
        await tx
          .insert(candidateInterestedCitiesTable)
          .values(next.map((cityId, sortOrder) => ({ candidateId: before.id, cityId, sortOrder })))
      was.interestedCityIds = old.map((r) => r.id)
      changed.interestedCityIds = next
    }
    // the candidate's own login shows the same name and phone
    if (before.userId && (set.firstName || set.lastName || set.phone !== undefined)) {
      await tx
        .update(usersTable)
        .set({
          ...(set.firstName ? { firstName: set.firstName } : {}),
          ...(set.lastName ? { lastName: set.lastName } : {}),
          ...(set.phone !== undefined ? { phone: set.phone } : {}),
        })
        .where(eq(usersTable.id, before.userId))
    }
    await auditChanges(tx, ctx, {
      candidateId: before.id,
      entityType: 'candidate',
      entityId: before.id,
      before: was,
      after: changed,
    })
    await afterProfileWrite(tx, before.id, ctx.requestId)
    const [fresh] = await tx.select().from(candidatesTable).where(eq(candidatesTable.id, before.id))
    return fresh!
  })
  return summaryOf(ctx, candidate, viewerOf(ctx))
}
