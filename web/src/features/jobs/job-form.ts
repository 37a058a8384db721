/**
 * The job form's values (create dialog and the Job tab), their checks with the shared job rules
 * (002 §5: name 80, openings 1 to 999, links, salary < OTE, locations and office hours; §9: the
 * lists' limits), the input the API takes, and the API's 422 details mapped back onto the
 * form's fields. The create dialog asks for the essentials; the Job tab edits every field, the
 * provider's own ones (fee, notes, people, sourcers) only for provider staff.
 */
import type { JobDetail, UpdateJobInput } from '@quota/shared/contracts/jobs'
import { FIELD_MESSAGES } from '@quota/shared/domain/auth/index'
import type { SourcingLocationType, WorkArrangement } from '@quota/shared/domain/enums'
import {
  JOB_MESSAGES,
  sanitizeLink,
  validateJobListSizes,
  validateJobPay,
  validateJobWhere,
} from '@quota/shared/domain/jobs/index'
import { LIMITS } from '@quota/shared/domain/validation/limits'
import { isApiError } from '../../app/http'
import type { Choice } from '../../ui/choice-picker'

/** A chosen job location: a city, or a whole state. */
export interface JobPlace {
  cityId: string | null
  stateId: string | null
  label: string
}

export interface JobFormValues {
  name: string
  totalOpenings: string
  currentOpenings: string
  openDate: string
  kickoffDate: string
  /** Pay is entered in thousands (spec 000 §5: salary is shown in thousands). */
  baseSalaryLow: string
  baseSalaryHigh: string
  OTERangeLow: string
  OTERangeHigh: string
  equity: string
  postingLink: string
  isRemote: boolean
  jobLocationTypeId: string
  jobLocations: JobPlace[]
  preferredOfficeHourIds: string[]
  // The Job tab only. Chosen lists keep their labels to show; they are sent as ids.
  desiredPositionId: string
  positionCategoryId: string
  yearsOfRequiredExperienceId: string
  jobLevel: string
  currency: string
  workArrangement: WorkArrangement | ''
  sourcingLocationType: SourcingLocationType | ''
  isConfidential: boolean
  clientSourcing: boolean
  willingToTakeFreshGraduates: boolean
  prepNoteLink: string
  interviewProcess: string
  details: string
  skillIds: Choice[]
  targetCompanyIds: Choice[]
  targetVerticalIds: Choice[]
  clientVerticalIds: Choice[]
  soldIntoLevelIds: Choice[]
  timezoneIds: Choice[]
  hiringManagerId: string
  clientUserId: string
  // Provider staff only (the API refuses them from a client, and answers a client no fee or notes).
  accountManagerId: string
  businessDevelopmentId: string
  ownerId: string
  sourcerIds: Choice[]
  feePercentage: string
  sourcingNotes: string
  salesforceId: string
  recordTypeId: string
  jitAutoSuggestionThresholdId: string
  isNextGenFiltersEnable: boolean
}

/** The fields only provider staff see and change (the API's staff-only fields, status aside). */
export const STAFF_JOB_FIELDS = [
  'accountManagerId',
  'businessDevelopmentId',
  'ownerId',
  'sourcerIds',
  'feePercentage',
  'sourcingNotes',
  'salesforceId',
  'recordTypeId',
  'jitAutoSuggestionThresholdId',
  'isNextGenFiltersEnable',
] as const satisfies readonly (keyof JobFormValues)[]

/** Free texts of the Job tab and their limits (002 §5). */
export const JOB_TEXT_LIMITS = {
  jobLevel: LIMITS.shortText,
  interviewProcess: LIMITS.interviewProcess,
  details: LIMITS.jobDescription,
  sourcingNotes: LIMITS.sourcingNotes,
  salesforceId: 64,
} as const

export type JobFormField = keyof JobFormValues
export type JobFormErrors = Partial<Record<JobFormField | 'organizationId' | 'status' | 'form', string>>

export const JOB_FORM_MESSAGES = {
  openings: `Openings must be a whole number from ${LIMITS.openings.min} to ${LIMITS.openings.max}.`,
  currentOpenings: 'Current openings cannot exceed total openings',
  amount: 'Please enter an amount in thousands, e.g. 120.',
  nameLength: `The job name must be at most ${LIMITS.jobName} characters.`,
  fee: 'The fee must be a number from 0 to 100.',
  currency: 'Please enter a 3-letter currency code, e.g. USD.',
  textLength: (max: number) => `Please keep this to at most ${max} characters.`,
} as const

const today = () => new Date().toISOString().slice(0, 10)

export function emptyJobForm(): JobFormValues {
  return {
    name: '',
    totalOpenings: '1',
    currentOpenings: '1',
    openDate: today(),
    kickoffDate: '',
    baseSalaryLow: '',
    baseSalaryHigh: '',
    OTERangeLow: '',
    OTERangeHigh: '',
    equity: '',
    postingLink: '',
    isRemote: false,
    jobLocationTypeId: '',
    jobLocations: [],
    preferredOfficeHourIds: [],
    desiredPositionId: '',
    positionCategoryId: '',
    yearsOfRequiredExperienceId: '',
    jobLevel: '',
    currency: 'USD',
    workArrangement: '',
    sourcingLocationType: '',
    isConfidential: false,
    clientSourcing: false,
    willingToTakeFreshGraduates: false,
    prepNoteLink: '',
    interviewProcess: '',
    details: '',
    skillIds: [],
    targetCompanyIds: [],
    targetVerticalIds: [],
    clientVerticalIds: [],
    soldIntoLevelIds: [],
    timezoneIds: [],
    hiringManagerId: '',
    clientUserId: '',
    accountManagerId: '',
    businessDevelopmentId: '',
    ownerId: '',
    sourcerIds: [],
    feePercentage: '',
    sourcingNotes: '',
    salesforceId: '',
    recordTypeId: '',
    jitAutoSuggestionThresholdId: '',
    isNextGenFiltersEnable: false,
  }
}

export const placeLabel = (l: {
  cityName: string | null
  stateName: string | null
  stateCode: string | null
}): string => (l.cityName ? [l.cityName, l.stateCode].filter(Boolean).join(', ') : (l.stateName ?? ''))

const thousands = (v: number | null) => (v === null ? '' : String(v / 1000))

export function jobFormOf(job: JobDetail): JobFormValues {
  return {
    name: job.name,
    totalOpenings: String(job.totalOpenings),
    currentOpenings: String(job.currentOpenings),
    openDate: job.openDate.slice(0, 10),
    kickoffDate: job.kickoffDate?.slice(0, 10) ?? '',
    baseSalaryLow: thousands(job.baseSalaryLow),
    baseSalaryHigh: thousands(job.baseSalaryHigh),
    OTERangeLow: thousands(job.OTERangeLow),
    OTERangeHigh: thousands(job.OTERangeHigh),
    equity: job.equity ?? '',
    postingLink: job.postingLink ?? '',
    isRemote: job.isRemote,
    jobLocationTypeId: job.jobLocationType?.id ?? '',
    jobLocations: job.jobLocations.map((l) => ({ cityId: l.cityId, stateId: l.stateId, label: placeLabel(l) })),
    preferredOfficeHourIds: [...job.preferredOfficeHourIds],
    desiredPositionId: job.desiredPosition?.id ?? '',
    positionCategoryId: job.positionCategory?.id ?? '',
    yearsOfRequiredExperienceId: job.yearsOfRequiredExperience?.id ?? '',
    jobLevel: job.jobLevel ?? '',
    currency: job.currency,
    workArrangement: job.workArrangement ?? '',
    sourcingLocationType: job.sourcingLocationType ?? '',
    isConfidential: job.isConfidential,
    clientSourcing: job.clientSourcing,
    willingToTakeFreshGraduates: job.willingToTakeFreshGraduates,
    prepNoteLink: job.prepNote ?? '',
    interviewProcess: job.interviewProcess ?? '',
    details: job.details ?? '',
    skillIds: job.skills.map(lovChoice),
    targetCompanyIds: job.jobTargetCompanies.map((c) => ({ id: c.id, label: c.name })),
    targetVerticalIds: job.jobTargetVerticals.map(lovChoice),
    clientVerticalIds: job.jobClientVerticals.map(lovChoice),
    soldIntoLevelIds: job.soldIntoLevels.map(lovChoice),
    timezoneIds: job.jobTimezones.map((z) => ({ id: z.timezoneId, label: z.timezoneName })),
    hiringManagerId: job.hiringManager?.id ?? '',
    clientUserId: job.clientUser?.id ?? '',
    accountManagerId: job.accountManager?.id ?? '',
    businessDevelopmentId: job.businessDevelopment?.id ?? '',
    ownerId: job.owner?.id ?? '',
    sourcerIds: job.sourcers.map((p) => ({ id: p.id, label: p.name })),
    feePercentage: job.feePercentage === null ? '' : String(job.feePercentage),
    sourcingNotes: job.sourcingNotes ?? '',
    salesforceId: job.salesforceId ?? '',
    recordTypeId: job.recordType?.id ?? '',
    jitAutoSuggestionThresholdId: job.jitAutoSuggestionThreshold?.id ?? '',
    isNextGenFiltersEnable: job.isNextGenFiltersEnable,
  }
}

const lovChoice = (l: { id: string; value: string }): Choice => ({ id: l.id, label: l.value })

const AMOUNT = /^\d{1,6}(\.\d{1,3})?$/

/** Whole currency units from a "thousands" entry; null when empty, NaN when not an amount. */
function amountOf(text: string): number | null {
  const t = text.trim()
  if (!t) return null
  return AMOUNT.test(t) ? Math.round(Number(t) * 1000) : Number.NaN
}

function openingsOf(text: string, min: number): number {
  const t = text.trim()
  if (!/^\d{1,3}$/.test(t)) return Number.NaN
  const n = Number(t)
  return n >= min && n <= LIMITS.openings.max ? n : Number.NaN
}

/** What the form would send; pay in whole currency units. Call after `jobFormProblems` found nothing. */
export function jobInputOf(v: JobFormValues, mode: 'create' | 'edit'): UpdateJobInput & { name: string } {
  const remote = v.isRemote
  return {
    name: v.name.trim(),
    totalOpenings: Number(v.totalOpenings),
    ...(mode === 'edit' ? { currentOpenings: Number(v.currentOpenings), openDate: v.openDate } : {}),
    ...(mode === 'edit' || v.kickoffDate ? { kickoffDate: v.kickoffDate || null } : {}),
    baseSalaryLow: amountOf(v.baseSalaryLow),
    baseSalaryHigh: amountOf(v.baseSalaryHigh),
    OTERangeLow: amountOf(v.OTERangeLow),
    OTERangeHigh: amountOf(v.OTERangeHigh),
    equity: v.equity.trim() || null,
    postingLink: v.postingLink.trim() ? sanitizeLink(v.postingLink, LIMITS.postingLink) : null,
    isRemote: remote,
    jobLocationTypeId: remote ? v.jobLocationTypeId || null : null,
    jobLocations: v.jobLocations.map((l) => ({
      ...(l.cityId ? { cityId: l.cityId } : {}),
      ...(l.stateId && !l.cityId ? { stateId: l.stateId } : {}),
    })),
    preferredOfficeHourIds: remote ? [] : v.preferredOfficeHourIds,
  }
}

const ids = (choices: readonly Choice[]) => choices.map((c) => c.id)
const orNull = (text: string) => text.trim() || null

/** The Job tab's other fields as the API takes them; the provider's own only for provider staff. */
function jobMoreInputOf(v: JobFormValues, staff: boolean): UpdateJobInput {
  const everyone: UpdateJobInput = {
    desiredPositionId: v.desiredPositionId || null,
    positionCategoryId: v.positionCategoryId || null,
    yearsOfRequiredExperienceId: v.yearsOfRequiredExperienceId || null,
    jobLevel: orNull(v.jobLevel),
    currency: v.currency.trim().toUpperCase(),
    workArrangement: v.workArrangement || null,
    sourcingLocationType: v.sourcingLocationType || null,
    isConfidential: v.isConfidential,
    clientSourcing: v.clientSourcing,
    willingToTakeFreshGraduates: v.willingToTakeFreshGraduates,
    prepNoteLink: v.prepNoteLink.trim() ? sanitizeLink(v.prepNoteLink, LIMITS.prepNoteLink) : null,
    interviewProcess: orNull(v.interviewProcess),
    details: orNull(v.details),
    skillIds: ids(v.skillIds),
    targetCompanyIds: ids(v.targetCompanyIds),
    targetVerticalIds: ids(v.targetVerticalIds),
    clientVerticalIds: ids(v.clientVerticalIds),
    soldIntoLevelIds: ids(v.soldIntoLevelIds),
    timezoneIds: ids(v.timezoneIds),
    hiringManagerId: v.hiringManagerId || null,
    clientUserId: v.clientUserId || null,
  }
  if (!staff) return everyone
  return {
    ...everyone,
    accountManagerId: v.accountManagerId || null,
    businessDevelopmentId: v.businessDevelopmentId || null,
    ownerId: v.ownerId || null,
    sourcerIds: ids(v.sourcerIds),
    feePercentage: Number(v.feePercentage),
    sourcingNotes: orNull(v.sourcingNotes),
    salesforceId: orNull(v.salesforceId),
    recordTypeId: v.recordTypeId || null,
    jitAutoSuggestionThresholdId: v.jitAutoSuggestionThresholdId || null,
    isNextGenFiltersEnable: v.isNextGenFiltersEnable,
  }
}

const WHERE_FIELDS = ['isRemote', 'jobLocationTypeId', 'jobLocations', 'preferredOfficeHourIds'] as const

/**
 * The PATCH for an edit: only what changed, so a job saved under older rules is not refused for
 * fields nobody touched; where the job is done is checked as a whole, so it goes together.
 */
export function jobPatchOf(v: JobFormValues, before: JobFormValues, staff = false): UpdateJobInput {
  const now = { ...jobInputOf(v, 'edit'), ...jobMoreInputOf(v, staff) } as Record<string, unknown>
  const was = { ...jobInputOf(before, 'edit'), ...jobMoreInputOf(before, staff) } as Record<string, unknown>
  const changed = Object.keys(now).filter((k) => JSON.stringify(now[k]) !== JSON.stringify(was[k]))
  const whereChanged = changed.some((k) => (WHERE_FIELDS as readonly string[]).includes(k))
  const keys = new Set([...changed, ...(whereChanged ? WHERE_FIELDS : [])])
  return Object.fromEntries([...keys].map((k) => [k, now[k]])) as UpdateJobInput
}

/** The form's own checks, with the spec's messages; empty when it may be sent. */
export function jobFormProblems(v: JobFormValues, mode: 'create' | 'edit', staff = false): JobFormErrors {
  const e: JobFormErrors = {}
  const name = v.name.trim()
  if (!name) e.name = FIELD_MESSAGES.required
  else if (name.length > LIMITS.jobName) e.name = JOB_FORM_MESSAGES.nameLength
  const total = openingsOf(v.totalOpenings, LIMITS.openings.min)
  if (Number.isNaN(total)) e.totalOpenings = JOB_FORM_MESSAGES.openings
  if (mode === 'edit') {
    const current = openingsOf(v.currentOpenings, 0)
    if (Number.isNaN(current)) e.currentOpenings = JOB_FORM_MESSAGES.openings
    else if (!Number.isNaN(total) && current > total) e.currentOpenings = JOB_FORM_MESSAGES.currentOpenings
    if (!v.openDate) e.openDate = FIELD_MESSAGES.required
  }
  const pay = {
    baseSalaryLow: amountOf(v.baseSalaryLow),
    baseSalaryHigh: amountOf(v.baseSalaryHigh),
    OTERangeLow: amountOf(v.OTERangeLow),
    OTERangeHigh: amountOf(v.OTERangeHigh),
  }
  for (const [k, n] of Object.entries(pay)) if (Number.isNaN(n)) e[k as JobFormField] = JOB_FORM_MESSAGES.amount
  for (const d of validateJobPay(pay)) e[d.path as JobFormField] ??= d.message
  if (v.postingLink.trim() && !sanitizeLink(v.postingLink, LIMITS.postingLink)) {
    e.postingLink = JOB_MESSAGES.invalidLink
  }
  const where = validateJobWhere({
    isRemote: v.isRemote,
    jobLocationTypeId: v.jobLocationTypeId || null,
    preferredOfficeHourIds: v.preferredOfficeHourIds,
    locationCount: v.jobLocations.length,
  })
  for (const d of where) e[d.path as JobFormField] ??= d.message
  if (mode === 'edit') moreProblems(v, e, staff)
  return e
}

/** The Job tab's other fields: the lists' limits (002 §9), links, texts, currency and fee. */
function moreProblems(v: JobFormValues, e: JobFormErrors, staff: boolean) {
  const sizes = validateJobListSizes({
    jobLocations: v.jobLocations,
    skillIds: v.skillIds,
    targetCompanyIds: v.targetCompanyIds,
    targetVerticalIds: v.targetVerticalIds,
    clientVerticalIds: v.clientVerticalIds,
    soldIntoLevelIds: v.soldIntoLevelIds,
    timezoneIds: v.timezoneIds,
    sourcerIds: v.sourcerIds,
  })
  for (const d of sizes) e[d.path as JobFormField] ??= d.message
  if (v.prepNoteLink.trim() && !sanitizeLink(v.prepNoteLink, LIMITS.prepNoteLink)) {
    e.prepNoteLink = JOB_MESSAGES.invalidLink
  }
  for (const [k, max] of Object.entries(JOB_TEXT_LIMITS)) {
    if ((v[k as keyof typeof JOB_TEXT_LIMITS] as string).trim().length > max)
      e[k as JobFormField] ??= JOB_FORM_MESSAGES.textLength(max)
  }
  if (!/^[A-Za-z]{3}$/.test(v.currency.trim())) e.currency = JOB_FORM_MESSAGES.currency
  // a client's form holds no fee (the API answers a client none); provider staff must keep one
  if (staff) {
    const fee = v.feePercentage.trim()
    if (!fee) e.feePercentage = FIELD_MESSAGES.required
    else if (!/^\d{1,3}(\.\d{1,2})?$/.test(fee) || Number(fee) > 100) e.feePercentage = JOB_FORM_MESSAGES.fee
  }
}

export const hasProblems = (e: JobFormErrors) => Object.values(e).some(Boolean)

/** Fields whose messages come from one rule together: changing one may settle the others' too. */
const RULE_GROUPS: readonly (readonly JobFormField[])[] = [
  ['baseSalaryLow', 'baseSalaryHigh', 'OTERangeLow', 'OTERangeHigh'],
  ['totalOpenings', 'currentOpenings'],
  ['isRemote', 'jobLocationTypeId', 'jobLocations', 'preferredOfficeHourIds'],
]

/** The errors left once `key` changed: its own, its rule group's and the form's message go. */
export function errorsAfterChange(errors: JobFormErrors, key: JobFormField): JobFormErrors {
  const group = RULE_GROUPS.find((g) => g.includes(key)) ?? [key]
  const next: JobFormErrors = { ...errors, form: undefined }
  for (const k of group) next[k] = undefined
  return next
}

const FORM_FIELDS = new Set<string>([
  ...Object.keys(emptyJobForm()),
  'organizationId',
  'status',
  'closedReasonId',
  'closedReasonNotes',
  'aboutHtml',
  'clientJobDescription',
  'url',
  'title',
  'description',
])

/**
 * The API's refusal as form errors: each detail on its field (`jobLocations.0.cityId` on
 * `jobLocations`), anything else as the form's message. Null for failures the app shows itself
 * (network, server errors).
 */
export function formErrorsOf(error: unknown): Record<string, string> | null {
  if (!isApiError(error) || error.status === 0 || error.status >= 500) return null
  const out: Record<string, string> = {}
  for (const d of error.details) {
    const field = d.path.split('.')[0] ?? ''
    if (FORM_FIELDS.has(field)) out[field] ??= d.message
    else out.form ??= d.message
  }
  if (!Object.keys(out).length) out.form = error.message
  return out
}
