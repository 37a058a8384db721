import { mayChangeNextGenFilters, REGISTER_MESSAGES } from '@quota/shared/domain/admin/registers'
/**
 * What create and patch share: checking the input against the rules of 002 §5 and the database
 * (every id must name a value of the right list, a person of the right kind, a place that
 * exists), turning it into column values, and replacing the job's child rows.
 */

import type { CreateJobInput, UpdateJobInput } from '@quota/shared/contracts/jobs'
import type { ListOfValuesKey } from '@quota/shared/domain/enums'
import { JOB_MESSAGES, sanitizeLink, validateJobPay, validateJobWhere } from '@quota/shared/domain/jobs/index'
import { AppError, type ErrorDetail } from '@quota/shared/errors/index'
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import {
  type JobRow,
  jobClientVerticalsTable,
  jobContactsTable,
  jobLocationsTable,
  jobSkillsTable,
  jobSourcersTable,
  jobTargetCompaniesTable,
  jobTargetVerticalsTable,
  jobTimezonesTable,
  type NewJobRow,
} from '../../db/schema'
import type { JobViewer } from './access'
import {
  findCityIds,
  findLovsOfKey,
  findOrganizationIds,
  findPeople,
  findStateIds,
  findTimezoneIds,
} from './repository'

type JobInput = UpdateJobInput & Partial<Pick<CreateJobInput, 'status'>>

/** Fields only provider staff may set. */
const STAFF_ONLY = [
  'status',
  'feePercentage',
  'accountManagerId',
  'businessDevelopmentId',
  'ownerId',
  'sourcingNotes',
  'salesforceId',
  'jitAutoSuggestionThresholdId',
  'recordTypeId',
  'isNextGenFiltersEnable',
  'sourcerIds',
] as const

const LOV_FIELDS: Array<[keyof JobInput, ListOfValuesKey]> = [
  ['positionCategoryId', 'positionCategory'],
  ['desiredPositionId', 'position'],
  ['yearsOfRequiredExperienceId', 'yearsOfRequiredExperience'],
  ['recordTypeId', 'jobRecordTypes'],
  ['jitAutoSuggestionThresholdId', 'jitAutoSuggestionThreshold'],
  ['jobLocationTypeId', 'jobLocationTypes'],
]
const LOV_LISTS: Array<[keyof JobInput, ListOfValuesKey]> = [
  ['preferredOfficeHourIds', 'preferredOfficeHours'],
  ['skillIds', 'skill'],
  ['clientVerticalIds', 'industry'],
  ['targetVerticalIds', 'industry'],
  ['soldIntoLevelIds', 'soldIntoLevel'],
]

const unknown = (path: string, what: string): ErrorDetail => ({
  path,
  rule: 'unknownValue',
  message: `Not a known ${what}`,
})

export function refuseStaffOnlyFields(viewer: JobViewer, input: JobInput): void {
  if (viewer.kind !== 'client') return
  const used = STAFF_ONLY.filter((k) => (input as Record<string, unknown>)[k] !== undefined)
  if (used.length) {
    throw new AppError('FORBIDDEN', {
      details: used.map((path) => ({ path, rule: 'notAllowed', message: 'Only provider staff may set this field' })),
    })
  }
}

/**
 * The job form's next-gen filter switch is guarded by manage-next-gen-filters (issue 20 item
 * 11): anyone else may send it unchanged, never switch it.
 */
export function refuseNextGenChange(permissions: readonly string[], current: boolean, wanted: boolean | undefined) {
  if (!mayChangeNextGenFilters(current, wanted, permissions))
    throw AppError.field('isNextGenFiltersEnable', 'forbidden', REGISTER_MESSAGES.nextGenFiltersForbidden, 'FORBIDDEN')
}

/**
 * Checks the input (and, for a patch, the job it changes) and answers the column values.
 * Throws one 422 with every problem found.
 */
export async function checkJobInput(
  db: DbOrTx,
  input: JobInput,
  context: { current: JobRow | null; organizationId: string; currentLocationCount: number },
): Promise<Partial<NewJobRow>> {
  const details: ErrorDetail[] = []
  const values: Partial<NewJobRow> = {}
  const cur = context.current

  // Plain fields
  const copy = [
    'name',
    'status',
    'totalOpenings',
    'currentOpenings',
    'openDate',
    'kickoffDate',
    'isRemote',
    'isConfidential',
    'equity',
    'clientSourcing',
    'willingToTakeFreshGraduates',
    'currency',
    'baseSalaryLow',
    'baseSalaryHigh',
    'feePercentage',
    'accountManagerId',
    'businessDevelopmentId',
    'ownerId',
    'positionCategoryId',
    'desiredPositionId',
    'yearsOfRequiredExperienceId',
    'recordTypeId',
    'jitAutoSuggestionThresholdId',
    'jobLevel',
    'clientJobDescription',
    'details',
    'sourcingNotes',
    'interviewProcess',
    'cityId',
    'stateId',
    'jobLocationTypeId',
    'preferredOfficeHourIds',
    'workArrangement',
    'sourcingLocationType',
    'salesforceId',
  ] as const
  for (const key of copy) {
    const v = (input as Record<string, unknown>)[key]
    // plain text (text-kinds.ts): stored as typed, escaped where it is shown
    if (v !== undefined) (values as Record<string, unknown>)[key] = v
  }
  if (input.OTERangeLow !== undefined) values.oteLow = input.OTERangeLow
  if (input.OTERangeHigh !== undefined) values.oteHigh = input.OTERangeHigh
  if (input.isNextGenFiltersEnable !== undefined) values.isNextGenFiltersEnabled = input.isNextGenFiltersEnable
  if (input.soldIntoLevelIds !== undefined) values.soldIntoLevelIds = [...new Set(input.soldIntoLevelIds)]

  // Links: sanitised, https:// added, limit on the result
  for (const [field, column, max] of [
    ['postingLink', 'postingLink', 1000],
    ['prepNoteLink', 'prepNoteLink', 1000],
  ] as const) {
    const raw = input[field]
    if (raw === undefined) continue
    if (raw === null || raw === '') {
      values[column] = null
      continue
    }
    const clean = sanitizeLink(raw, max)
    if (!clean) details.push({ path: field, rule: 'invalidUrl', message: JOB_MESSAGES.invalidLink })
    else values[column] = clean
  }

  // Openings
  const total = input.totalOpenings ?? cur?.totalOpenings ?? 1
  if (input.currentOpenings !== undefined) {
    if (input.currentOpenings > total)
      details.push({
        path: 'currentOpenings',
        rule: 'notLessThan',
        message: 'Current openings cannot exceed total openings',
      })
  } else if (!cur) values.currentOpenings = total
  else if (input.totalOpenings !== undefined && cur.currentOpenings > total) values.currentOpenings = total

  // Dates
  const openDate = input.openDate ?? (cur ? String(cur.openDate) : null)
  const closedDate = cur?.closedDate ? String(cur.closedDate) : null
  if (openDate && closedDate && openDate > closedDate)
    details.push({ path: 'openDate', rule: 'notLessThan', message: 'The open date must not be after the closed date' })

  // Pay
  details.push(
    ...validateJobPay({
      baseSalaryLow: input.baseSalaryLow !== undefined ? input.baseSalaryLow : cur?.baseSalaryLow,
      baseSalaryHigh: input.baseSalaryHigh !== undefined ? input.baseSalaryHigh : cur?.baseSalaryHigh,
      OTERangeLow: input.OTERangeLow !== undefined ? input.OTERangeLow : cur?.oteLow,
      OTERangeHigh: input.OTERangeHigh !== undefined ? input.OTERangeHigh : cur?.oteHigh,
    }),
  )

  // Where: checked on create, and on a patch that touches it
  const touchesWhere =
    !cur ||
    ['isRemote', 'jobLocationTypeId', 'preferredOfficeHourIds', 'jobLocations'].some(
      (k) => (input as Record<string, unknown>)[k] !== undefined,
    )
  const isRemote = input.isRemote ?? cur?.isRemote ?? false
  const jobLocationTypeId =
    input.jobLocationTypeId !== undefined ? input.jobLocationTypeId : (cur?.jobLocationTypeId ?? null)
  const preferredOfficeHourIds = input.preferredOfficeHourIds ?? cur?.preferredOfficeHourIds ?? []
  const locationCount = input.jobLocations
    ? input.jobLocations.length
    : cur
      ? context.currentLocationCount
      : input.cityId || input.stateId
        ? 1
        : 0
  if (touchesWhere)
    details.push(...validateJobWhere({ isRemote, jobLocationTypeId, preferredOfficeHourIds, locationCount }))
  // keep only the half of the rule that applies
  if (input.isRemote === true) values.preferredOfficeHourIds = []
  if (input.isRemote === false) values.jobLocationTypeId = null

  // Lists of values
  for (const [field, key] of LOV_FIELDS) {
    const id = input[field] as string | null | undefined
    if (!id) continue
    if (!(await findLovsOfKey(db, [id], key)).length) details.push(unknown(field, `${key} value`))
  }
  for (const [field, key] of LOV_LISTS) {
    const ids = [...new Set((input[field] as string[] | undefined) ?? [])]
    if (!ids.length) continue
    const found = new Set((await findLovsOfKey(db, ids, key)).map((r) => r.id))
    ids.forEach((id, i) => {
      if (!found.has(id)) details.push(unknown(`${field}.${i}`, `${key} value`))
    })
  }

  // Places
  const cityIds = [input.cityId, ...(input.jobLocations ?? []).map((l) => l.cityId)].filter((x): x is string => !!x)
  const stateIds = [input.stateId, ...(input.jobLocations ?? []).map((l) => l.stateId)].filter((x): x is string => !!x)
  const cities = new Set((await findCityIds(db, cityIds)).map((c) => c.id))
  const states = new Set((await findStateIds(db, stateIds)).map((c) => c.id))
  if (input.cityId && !cities.has(input.cityId)) details.push(unknown('cityId', 'city'))
  if (input.stateId && !states.has(input.stateId)) details.push(unknown('stateId', 'state'))
  ;(input.jobLocations ?? []).forEach((l, i) => {
    if (l.cityId && !cities.has(l.cityId)) details.push(unknown(`jobLocations.${i}.cityId`, 'city'))
    if (l.stateId && !states.has(l.stateId)) details.push(unknown(`jobLocations.${i}.stateId`, 'state'))
  })
  if (input.timezoneIds?.length) {
    const zones = new Set((await findTimezoneIds(db, input.timezoneIds)).map((z) => z.id))
    input.timezoneIds.forEach((id, i) => {
      if (!zones.has(id)) details.push(unknown(`timezoneIds.${i}`, 'time zone'))
    })
  }

  // Companies
  if (input.targetCompanyIds?.length) {
    const orgs = new Set((await findOrganizationIds(db, input.targetCompanyIds)).map((o) => o.id))
    input.targetCompanyIds.forEach((id, i) => {
      if (!orgs.has(id)) details.push(unknown(`targetCompanyIds.${i}`, 'organization'))
      if (id === context.organizationId)
        details.push({ path: `targetCompanyIds.${i}`, rule: 'invalid', message: 'A job cannot target its own company' })
    })
  }

  // People: provider users for the provider's roles, the company's own users for its contacts
  const staffFields = ['accountManagerId', 'businessDevelopmentId', 'ownerId'] as const
  const clientFields = ['hiringManagerId', 'clientUserId'] as const
  const sourcerIds = input.sourcerIds ?? []
  const peopleIds = [...[...staffFields, ...clientFields].map((f) => input[f]), ...sourcerIds].filter(
    (x): x is string => !!x,
  )
  const people = new Map((await findPeople(db, peopleIds)).map((p) => [p.id, p]))
  for (const f of staffFields) {
    const id = input[f]
    if (!id) continue
    const p = people.get(id)
    if (p?.userType !== 'staff' || !p.isActive) details.push(unknown(f, 'active provider user'))
  }
  sourcerIds.forEach((id, i) => {
    const p = people.get(id)
    if (p?.userType !== 'staff' || !p.isActive) details.push(unknown(`sourcerIds.${i}`, 'active provider user'))
  })
  for (const f of clientFields) {
    const id = input[f]
    if (!id) continue
    const p = people.get(id)
    if (p?.userType !== 'client' || p.organizationId !== context.organizationId)
      details.push(unknown(f, "user of the job's company"))
  }

  if (details.length) throw new AppError('VALIDATION_FAILED', { details })
  return values
}

/** Replaces the child rows the input names (an absent list is left as it is). */
export async function writeJobChildren(tx: DbOrTx, jobId: string, input: JobInput, actorUserId: string): Promise<void> {
  const uniq = <T>(xs: readonly T[]) => [...new Set(xs)]
  if (input.jobLocations) {
    await tx.delete(jobLocationsTable).where(eq(jobLocationsTable.jobId, jobId))
    const seen = new Set<string>()
    const rows = input.jobLocations
      .filter((l) => {
        const k = `${l.cityId ?? ''}|${l.stateId ?? ''}`
        if (seen.has(k)) return false
        seen.add(k)
        return true
      })
      .map((l, i) => ({ jobId, cityId: l.cityId ?? null, stateId: l.stateId ?? null, sortOrder: i }))
    if (rows.length) await tx.insert(jobLocationsTable).values(rows)
  }
  if (input.timezoneIds) {
    await tx.delete(jobTimezonesTable).where(eq(jobTimezonesTable.jobId, jobId))
    const rows = uniq(input.timezoneIds).map((timezoneId) => ({ jobId, timezoneId }))
    if (rows.length) await tx.insert(jobTimezonesTable).values(rows)
  }
  if (input.skillIds) {
    await tx.delete(jobSkillsTable).where(eq(jobSkillsTable.jobId, jobId))
    const rows = uniq(input.skillIds).map((skillId) => ({ jobId, skillId }))
    if (rows.length) await tx.insert(jobSkillsTable).values(rows)
  }
  if (input.targetCompanyIds) {
    await tx.delete(jobTargetCompaniesTable).where(eq(jobTargetCompaniesTable.jobId, jobId))
    const rows = uniq(input.targetCompanyIds).map((organizationId) => ({ jobId, organizationId }))
    if (rows.length) await tx.insert(jobTargetCompaniesTable).values(rows)
  }
  if (input.clientVerticalIds) {
    await tx.delete(jobClientVerticalsTable).where(eq(jobClientVerticalsTable.jobId, jobId))
    const rows = uniq(input.clientVerticalIds).map((industryId) => ({ jobId, industryId }))
    if (rows.length) await tx.insert(jobClientVerticalsTable).values(rows)
  }
  if (input.targetVerticalIds) {
    await tx.delete(jobTargetVerticalsTable).where(eq(jobTargetVerticalsTable.jobId, jobId))
    const rows = uniq(input.targetVerticalIds).map((industryId) => ({ jobId, industryId }))
    if (rows.length) await tx.insert(jobTargetVerticalsTable).values(rows)
  }
  if (input.sourcerIds) {
    // kept sourcers keep who added them; the others go, the new ones are added by the actor
    const keep = uniq(input.sourcerIds)
    await tx
      .delete(jobSourcersTable)
      .where(
        keep.length
          ? and(eq(jobSourcersTable.jobId, jobId), notInArray(jobSourcersTable.userId, keep))
          : eq(jobSourcersTable.jobId, jobId),
      )
    if (keep.length)
      await tx
        .insert(jobSourcersTable)
        .values(keep.map((userId) => ({ jobId, userId, addedBy: actorUserId })))
        .onConflictDoNothing()
  }
  for (const [field, type] of [
    ['hiringManagerId', 'hiringManager'],
    ['clientUserId', 'jobContact'],
  ] as const) {
    const userId = input[field]
    if (userId === undefined) continue
    // one hiring manager and one client job contact: replace the previous client user of that type
    const clientIds = (
      await tx
        .select({ id: jobContactsTable.id })
        .from(jobContactsTable)
        .where(
          and(
            eq(jobContactsTable.jobId, jobId),
            eq(jobContactsTable.type, type),
            sql`${jobContactsTable.userId} in (select id from users where user_type = 'client')`,
          ),
        )
    ).map((r) => r.id)
    if (clientIds.length) await tx.delete(jobContactsTable).where(inArray(jobContactsTable.id, clientIds))
    if (userId)
      await tx.insert(jobContactsTable).values({ jobId, userId, type, createdBy: actorUserId }).onConflictDoNothing()
  }
}

/** Locations a job has now (for the where-rule of a patch). */
export async function countJobLocations(db: DbOrTx, jobId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(jobLocationsTable)
    .where(eq(jobLocationsTable.jobId, jobId))
  return Number(row?.n ?? 0)
}
