/**
 * The job form's values (create dialog and the Job tab), their checks with the shared job rules
 * (002 §5: name 80, openings 1 to 999, links, salary < OTE, locations and office hours), the
 * input the API takes, and the API's 422 details mapped back onto the form's fields.
 */
import type { JobDetail, UpdateJobInput } from '@quota/shared/contracts/jobs'
import { FIELD_MESSAGES } from '@quota/shared/domain/auth/index'
import {
  JOB_LIMITS,
  JOB_MESSAGES,
  sanitizeLink,
  validateJobPay,
  validateJobWhere,
} from '@quota/shared/domain/jobs/index'
import { LIMITS } from '@quota/shared/domain/validation/limits'
import { isApiError } from '../../app/http'

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
}

export type JobFormField = keyof JobFormValues
export type JobFormErrors = Partial<Record<JobFormField | 'organizationId' | 'status' | 'form', string>>

export const JOB_FORM_MESSAGES = {
  openings: `Openings must be a whole number from ${LIMITS.openings.min} to ${LIMITS.openings.max}.`,
  currentOpenings: 'Current openings cannot exceed total openings',
  amount: 'Please enter an amount in thousands, e.g. 120.',
  nameLength: `The job name must be at most ${LIMITS.jobName} characters.`,
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
  }
}

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

const WHERE_FIELDS = ['isRemote', 'jobLocationTypeId', 'jobLocations', 'preferredOfficeHourIds'] as const

/**
 * The PATCH for an edit: only what changed, so a job saved under older rules is not refused for
 * fields nobody touched; where the job is done is checked as a whole, so it goes together.
 */
export function jobPatchOf(v: JobFormValues, before: JobFormValues): UpdateJobInput {
  const now = jobInputOf(v, 'edit') as Record<string, unknown>
  const was = jobInputOf(before, 'edit') as Record<string, unknown>
  const changed = Object.keys(now).filter((k) => JSON.stringify(now[k]) !== JSON.stringify(was[k]))
  const whereChanged = changed.some((k) => (WHERE_FIELDS as readonly string[]).includes(k))
  const keys = new Set([...changed, ...(whereChanged ? WHERE_FIELDS : [])])
  return Object.fromEntries([...keys].map((k) => [k, now[k]])) as UpdateJobInput
}

/** The form's own checks, with the spec's messages; empty when it may be sent. */
export function jobFormProblems(v: JobFormValues, mode: 'create' | 'edit'): JobFormErrors {
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
  return e
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

/** At most this many locations (002 §9). */
export const MAX_JOB_LOCATIONS = JOB_LIMITS.jobLocations

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
