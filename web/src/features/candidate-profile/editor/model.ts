/**
 * The profile editor's pure rules: form values <-> API inputs, and the client-side checks. Every
 * check runs the API's own zod contract (shared/contracts/candidates) and shared domain rules
 * (names, e-mail, phone, LinkedIn, salary below OTE, dates, details limits, upload rules), then
 * words the problems with the spec's messages (001 §5). Server 422 details map to the same keys.
 */
import {
  type Education as EducationDto,
  EducationInput,
  PortfolioItemInput,
  UpdateProfileInput,
  type WorkExperience as WorkExperienceDto,
  WorkExperienceInput,
} from '@quota/shared/contracts/candidates'
import { FIELD_MESSAGES, isEmail, nameProblem, toAccountPhone } from '@quota/shared/domain/auth/fields'
import {
  CANDIDATE_LIMITS,
  CANDIDATE_MESSAGES,
  type CandidateUploadKind,
  maxBytesOf,
  UPLOAD_RULES,
} from '@quota/shared/domain/candidates/limits'
import { linkedInUrlProblem } from '@quota/shared/domain/candidates/linkedin'
import { portfolioLinkProblem } from '@quota/shared/domain/candidates/portfolio-link'
import {
  interestedCitiesProblem,
  officeHoursProblem,
  officeHoursRequired,
} from '@quota/shared/domain/candidates/preferences'
import type { ProfileFieldKey } from '@quota/shared/domain/candidates/profile-completion'
import { detailsIssues, normalizeExperienceDates, salaryProblem } from '@quota/shared/domain/candidates/work-experience'
import type { SearchStatus, WorkArrangement } from '@quota/shared/domain/enums'
import { fileTypeMessage, UPLOAD_MESSAGES } from '@quota/shared/domain/media/uploads'
import type * as z from 'zod'
import { type DetailsForm, detailsFormOf, detailsInputOf } from './details'
import { MONEY_UNIT } from './money'

export { MONEY_UNIT, officeHoursRequired }

export type FieldErrors = Record<string, string>

const L = CANDIDATE_LIMITS

export const MESSAGES = {
  required: FIELD_MESSAGES.required,
  wholeNumber: 'Enter a whole number.',
  number: 'Enter a number.',
  tooLong: (max: number) => `Must be at most ${max.toLocaleString('en-US')} characters.`,
  max: (max: number) => `Must be at most ${max.toLocaleString('en-US')}.`,
  min: (min: number) => `Must be at least ${min.toLocaleString('en-US')}.`,
  moneyMax: `Must be at most ${(L.moneyMax / MONEY_UNIT).toLocaleString('en-US')}K.`,
  chooseFromList: (noun: string) => `Choose a ${noun} from the list.`,
  pendingChoice: (typed: string, noun: string) =>
    `“${typed}” is not added yet: press Add to keep this ${noun}, or clear the box.`,
  fileEmpty: UPLOAD_MESSAGES.empty,
  fileTooLarge: UPLOAD_MESSAGES.tooLarge,
  fileType: fileTypeMessage,
  yearMonth: 'Use a year and month (YYYY-MM)',
} as const

// ---- zod issues -> field messages ------------------------------------------------------------

interface IssueLike {
  code: string
  path: PropertyKey[]
  message: string
  origin?: string
  minimum?: number | bigint
  maximum?: number | bigint
  expected?: string
  input?: unknown
}

/** The spec's wording for one zod issue of our contracts (`value`: what was at the issue's path). */
export function messageForIssue(issue: IssueLike, value: unknown = issue.input): string {
  const n = (v: number | bigint | undefined) => Number(v ?? 0)
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'string' && n(issue.minimum) <= 1) return MESSAGES.required
      if (issue.origin === 'array' && n(issue.minimum) <= 1) return MESSAGES.required
      if (issue.origin === 'string') return `Must be at least ${n(issue.minimum)} characters.`
      return MESSAGES.min(n(issue.minimum))
    case 'too_big':
      if (issue.origin === 'string') return MESSAGES.tooLong(n(issue.maximum))
      if (issue.origin === 'array') return CANDIDATE_MESSAGES.maxValues(n(issue.maximum))
      return MESSAGES.max(n(issue.maximum))
    case 'invalid_type':
      if (value === undefined || value === null) return MESSAGES.required
      if (issue.expected === 'int') return MESSAGES.wholeNumber
      if (issue.expected === 'number') return MESSAGES.number
      return issue.message
    case 'invalid_format':
      return 'Please choose a value from the list.'
    default:
      return issue.message
  }
}

export const pathOf = (path: readonly PropertyKey[]) => path.map(String).join('.')

/** Runs a contract on a value and answers the first message per field path. */
export function contractErrors(schema: z.ZodType, value: unknown): FieldErrors {
  const result = schema.safeParse(value)
  if (result.success) return {}
  const errors: FieldErrors = {}
  for (const issue of result.error.issues as IssueLike[]) {
    const path = pathOf(issue.path) || 'form'
    errors[path] ??= messageForIssue(issue, valueAt(value, issue.path))
  }
  return errors
}

function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  let current = value
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined
    current = (current as Record<PropertyKey, unknown>)[key]
  }
  return current
}

/** Adds problems (first one per field wins). */
export function addErrors(into: FieldErrors, items: readonly { path: string; message: string }[]): FieldErrors {
  for (const i of items) into[i.path] ??= i.message
  return into
}

/**
 * A server answer's details (422, 409...) as field messages. Zod's wording (the API answers its
 * raw messages for contract issues) is replaced with ours by rule; the spec's messages pass through.
 */
export function detailsToErrors(details: readonly { path: string; rule: string; message: string }[]): FieldErrors {
  const errors: FieldErrors = {}
  for (const d of details) {
    const path = d.path.replace(/^body\.?/, '') || 'form'
    let message = d.message
    if (d.rule === 'required') message = MESSAGES.required
    else if (/^Too (big|small): expected string to have [<>]=1 characters$/.test(message)) message = MESSAGES.required
    else {
      const m = /^Too big: expected (string|number|array) to (?:have|be) <=?(\d+)/.exec(message)
      if (m) {
        const max = Number(m[2])
        message =
          m[1] === 'string'
            ? MESSAGES.tooLong(max)
            : m[1] === 'array'
              ? CANDIDATE_MESSAGES.maxValues(max)
              : MESSAGES.max(max)
      }
    }
    errors[path] ??= message
  }
  return errors
}

// ---- numbers and money --------------------------------------------------------------------------

/** '' -> null; '12' -> 12; '1,200' -> 1200; 'abc' -> NaN (the contract then says why). */
export function parseNumber(text: string): number | null {
  const t = text.replace(/[,\s$]/g, '')
  if (!t) return null
  return /^-?\d+(\.\d+)?$/.test(t) ? Number(t) : Number.NaN
}

/** Thousands typed in a form -> whole units: '170' -> 170000, '172.5' -> 172500. */
export function moneyFromK(text: string): number | null {
  const k = parseNumber(text)
  if (k == null || Number.isNaN(k)) return k
  return Math.round(k * MONEY_UNIT)
}

/** Whole units -> thousands for a form: 170000 -> '170'. */
export function moneyToK(value: number | null | undefined): string {
  if (value == null) return ''
  const k = value / MONEY_UNIT
  return Number.isInteger(k) ? String(k) : k.toFixed(1).replace(/\.0$/, '')
}

/** Problems of a money field typed in thousands (the contract's bounds, worded in K). */
function moneyIssue(path: string, value: number | null): { path: string; message: string } | null {
  if (value == null) return null
  if (Number.isNaN(value)) return { path, message: MESSAGES.number }
  if (value < 0) return { path, message: MESSAGES.min(0) }
  if (value > L.moneyMax) return { path, message: MESSAGES.moneyMax }
  return null
}

export const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

// ---- basics (name, contact, location, LinkedIn, pronoun, about me) ----------------------------

export interface BasicsForm {
  firstName: string
  lastName: string
  email: string
  phone: string
  cityId: string
  cityLabel: string
  linkedInProfileUrl: string
  genderPronounId: string
  aboutMe: string
}

export interface BasicsSource {
  firstName: string
  lastName: string
  email: string | null
  phone: string | null
  city: { id: string; name: string } | null
  state: { code: string } | null
  linkedInProfileUrl: string | null
  genderPronoun: { id: string } | null
  aboutMe: string | null
}

/** 'Austin, TX' (spec: City and state are given as 'City, ST'). */
export const cityLabel = (city: string, stateCode: string | null | undefined) =>
  stateCode ? `${city}, ${stateCode}` : city

export function basicsFormOf(p: BasicsSource): BasicsForm {
  return {
    firstName: p.firstName,
    lastName: p.lastName,
    email: p.email ?? '',
    phone: p.phone ?? '',
    cityId: p.city?.id ?? '',
    cityLabel: p.city ? cityLabel(p.city.name, p.state?.code) : '',
    linkedInProfileUrl: p.linkedInProfileUrl ?? '',
    genderPronounId: p.genderPronoun?.id ?? '',
    aboutMe: p.aboutMe ?? '',
  }
}

/** The PATCH body of the basics form: only what changed (an unchanged e-mail is not re-checked). */
export function basicsPatch(form: BasicsForm, saved: BasicsForm): UpdateProfileInput {
  const patch: UpdateProfileInput = {}
  if (form.firstName !== saved.firstName) patch.firstName = form.firstName.trim()
  if (form.lastName !== saved.lastName) patch.lastName = form.lastName.trim()
  if (form.email.trim().toLowerCase() !== saved.email.trim().toLowerCase()) patch.email = form.email.trim()
  if (form.phone !== saved.phone) patch.phone = form.phone.trim() ? (toAccountPhone(form.phone) ?? form.phone) : null
  if (form.cityId !== saved.cityId || form.cityLabel !== saved.cityLabel) patch.cityId = form.cityId || null
  if (form.linkedInProfileUrl !== saved.linkedInProfileUrl)
    patch.linkedInProfileUrl = form.linkedInProfileUrl.trim() || null
  if (form.genderPronounId !== saved.genderPronounId) patch.genderPronounId = form.genderPronounId || null
  if (form.aboutMe !== saved.aboutMe) patch.aboutMe = form.aboutMe.trim() || null
  return patch
}

export function basicsErrors(form: BasicsForm, saved: BasicsForm): FieldErrors {
  const errors: FieldErrors = {}
  for (const field of ['firstName', 'lastName'] as const) {
    const problem = nameProblem(form[field])
    if (problem) errors[field] = problem.message
  }
  const emailChanged = form.email.trim().toLowerCase() !== saved.email.trim().toLowerCase()
  if (!form.email.trim()) errors.email = MESSAGES.required
  else if (emailChanged && !isEmail(form.email)) errors.email = FIELD_MESSAGES.email
  if (form.phone.trim() && !toAccountPhone(form.phone)) errors.phone = FIELD_MESSAGES.phone
  if (form.cityLabel.trim() && !form.cityId) errors.cityId = MESSAGES.chooseFromList('city')
  if (form.linkedInProfileUrl.trim()) {
    const problem = linkedInUrlProblem(form.linkedInProfileUrl)
    if (problem) errors.linkedInProfileUrl = problem.message
  }
  const patch = basicsPatch(form, saved)
  return addErrors(
    errors,
    Object.entries(contractErrors(UpdateProfileInput, patch)).map(([path, message]) => ({ path, message })),
  )
}

// ---- salary ---------------------------------------------------------------------------------------

export interface SalaryForm {
  desiredBaseSalary: string
  desiredOTE: string
  isSalaryConfidential: boolean
}

export function salaryFormOf(p: {
  desiredBaseSalary: number | null
  desiredOTE: number | null
  isSalaryConfidential: boolean
}): SalaryForm {
  return {
    desiredBaseSalary: moneyToK(p.desiredBaseSalary),
    desiredOTE: moneyToK(p.desiredOTE),
    isSalaryConfidential: p.isSalaryConfidential,
  }
}

/** The variable part is what the OTE adds to the base (both given). */
export function variableOf(base: number | null, ote: number | null): number | null {
  if (base == null || ote == null || Number.isNaN(base) || Number.isNaN(ote)) return null
  return Math.max(0, ote - base)
}

export function salaryPatch(form: SalaryForm): UpdateProfileInput {
  const base = moneyFromK(form.desiredBaseSalary)
  const ote = moneyFromK(form.desiredOTE)
  return {
    desiredBaseSalary: base,
    desiredOTE: ote,
    desiredVariable: variableOf(base, ote),
    isSalaryConfidential: form.isSalaryConfidential,
  }
}

export function salaryErrors(form: SalaryForm): FieldErrors {
  const patch = salaryPatch(form)
  const errors: FieldErrors = {}
  addErrors(
    errors,
    [
      moneyIssue('desiredBaseSalary', patch.desiredBaseSalary ?? null),
      moneyIssue('desiredOTE', patch.desiredOTE ?? null),
    ].filter((x) => x !== null),
  )
  if (!errors.desiredBaseSalary && !errors.desiredOTE) {
    const problem = salaryProblem(patch.desiredBaseSalary, patch.desiredOTE, 'desiredBaseSalary')
    if (problem) errors.desiredBaseSalary = problem.message
  }
  return addErrors(
    errors,
    Object.entries(contractErrors(UpdateProfileInput, patch)).map(([path, message]) => ({ path, message })),
  )
}

// ---- job preferences --------------------------------------------------------------------------------

export interface Choice {
  id: string
  label: string
}

export interface PreferencesForm {
  desiredPositionIds: string[]
  interestedCities: Choice[]
  workArrangements: WorkArrangement[]
  preferredOfficeHourIds: string[]
  availableRemotely: '' | 'yes' | 'no' | 'remoteOnly'
  sponsorshipRequired: '' | 'yes' | 'no'
}

export function preferencesFormOf(p: {
  desiredPositions: readonly { id: string }[]
  interestedLocations: readonly { cityId: string; cityName: string; stateCode: string | null }[]
  workArrangements: readonly WorkArrangement[]
  preferredOfficeHours: readonly { id: string }[]
  availableRemotely: 'yes' | 'no' | 'remoteOnly' | null
  sponsorshipRequired: boolean | null
}): PreferencesForm {
  return {
    desiredPositionIds: p.desiredPositions.map((d) => d.id),
    interestedCities: p.interestedLocations.map((l) => ({ id: l.cityId, label: cityLabel(l.cityName, l.stateCode) })),
    workArrangements: [...p.workArrangements],
    preferredOfficeHourIds: p.preferredOfficeHours.map((o) => o.id),
    availableRemotely: p.availableRemotely ?? '',
    sponsorshipRequired: p.sponsorshipRequired == null ? '' : p.sponsorshipRequired ? 'yes' : 'no',
  }
}

export function preferencesPatch(form: PreferencesForm): UpdateProfileInput {
  return {
    desiredPositionIds: form.desiredPositionIds,
    interestedCityIds: form.interestedCities.map((c) => c.id),
    workArrangements: form.workArrangements,
    preferredOfficeHourIds: form.preferredOfficeHourIds,
    availableRemotely: form.availableRemotely || null,
    sponsorshipRequired: form.sponsorshipRequired === '' ? null : form.sponsorshipRequired === 'yes',
  }
}

/** The API's rules (shared): interested cities, and office hours unless only fully remote. */
export function preferencesErrors(form: PreferencesForm): FieldErrors {
  const errors = addErrors(
    {},
    [
      interestedCitiesProblem(form.interestedCities.map((c) => c.id)),
      officeHoursProblem(form.preferredOfficeHourIds, form.workArrangements),
    ].filter((x) => x !== null),
  )
  return addErrors(
    errors,
    Object.entries(contractErrors(UpdateProfileInput, preferencesPatch(form))).map(([path, message]) => ({
      path,
      message,
    })),
  )
}

/**
 * A multi-pick gaining one value: the spec's messages for a full list (maxAllowedValuesValidator),
 * a value picked twice (e.g. 'Skill already exists') and a typed value not in the list.
 */
export function addChoiceProblem(
  current: readonly Choice[],
  next: Choice | null,
  options: { max: number; duplicateMessage?: string; noun: string },
): string | null {
  if (!next) return MESSAGES.chooseFromList(options.noun)
  const sameLabel = (c: Choice) => c.label.trim().toLowerCase() === next.label.trim().toLowerCase()
  if (current.some((c) => (c.id && c.id === next.id) || sameLabel(c)))
    return options.duplicateMessage ?? `${capitalize(options.noun)} already selected`
  if (current.length >= options.max) return CANDIDATE_MESSAGES.maxValues(options.max)
  return null
}

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

/** The option whose label is exactly what was typed (case and spaces aside), else null. */
export function pickTyped(text: string, options: readonly Choice[]): Choice | null {
  const t = text.trim().replace(/\s+/g, ' ').toLowerCase()
  if (!t) return null
  return options.find((o) => o.label.trim().replace(/\s+/g, ' ').toLowerCase() === t) ?? null
}

// ---- work experience ------------------------------------------------------------------------------

export interface ExperienceForm {
  title: string
  companyName: string
  companyId: string
  fromDate: string
  toDate: string
  isCurrentWorkplace: boolean
  description: string
  desiredPositionId: string
  cityId: string
  cityLabel: string
  workFromHome: boolean
  travel: boolean
  salary: string
  ote: string
  details: DetailsForm
}

export function emptyExperienceForm(): ExperienceForm {
  return {
    title: '',
    companyName: '',
    companyId: '',
    fromDate: '',
    toDate: '',
    isCurrentWorkplace: false,
    description: '',
    desiredPositionId: '',
    cityId: '',
    cityLabel: '',
    workFromHome: false,
    travel: false,
    salary: '',
    ote: '',
    details: detailsFormOf(null),
  }
}

const yearMonth = (date: string | null) => (date ? date.slice(0, 7) : '')

export function experienceFormOf(w: WorkExperienceDto): ExperienceForm {
  return {
    title: w.title,
    companyName: w.company.name,
    companyId: w.company.id ?? '',
    fromDate: yearMonth(w.fromDate),
    toDate: w.isCurrentWorkplace ? '' : yearMonth(w.toDate),
    isCurrentWorkplace: w.isCurrentWorkplace,
    description: w.description ?? '',
    desiredPositionId: w.desiredPosition?.id ?? '',
    cityId: w.location?.cityId ?? '',
    cityLabel: w.location ? cityLabel(w.location.cityName, w.location.stateCode) : '',
    workFromHome: w.workFromHome,
    travel: w.travel,
    salary: moneyToK(w.salary),
    ote: moneyToK(w.ote),
    details: detailsFormOf(w.details),
  }
}

/** The body of POST/PUT work-experience; `titleId` is kept when the title is unchanged. */
export function experienceInput(form: ExperienceForm, original?: WorkExperienceDto | null): WorkExperienceInput {
  const salary = moneyFromK(form.salary)
  const ote = moneyFromK(form.ote)
  const companyUnchanged = original && original.company.name === form.companyName && original.company.id
  return {
    title: form.title.trim(),
    titleId: original && original.title === form.title ? original.titleId : null,
    company: companyUnchanged
      ? { id: original.company.id!, name: form.companyName.trim() }
      : { name: form.companyName.trim() },
    fromDate: form.fromDate || null,
    // Marking the current workplace clears the end date (001 §5).
    toDate: form.isCurrentWorkplace ? null : form.toDate || null,
    isCurrentWorkplace: form.isCurrentWorkplace,
    description: form.description.trim() || null,
    descriptionHTML: null,
    desiredPositionId: form.desiredPositionId || null,
    cityId: form.cityId || null,
    workFromHome: form.workFromHome,
    travel: form.travel,
    salary,
    ote,
    variable: variableOf(salary, ote),
    details: detailsInputOf(form.details),
  }
}

export function experienceErrors(form: ExperienceForm): FieldErrors {
  const input = experienceInput(form)
  const errors: FieldErrors = {}
  if (!form.title.trim()) errors.title = MESSAGES.required
  if (!form.companyName.trim()) errors['company.name'] = MESSAGES.required
  if (form.cityLabel.trim() && !form.cityId) errors.cityId = MESSAGES.chooseFromList('city')
  addErrors(errors, normalizeExperienceDates(input).issues)
  addErrors(
    errors,
    [moneyIssue('salary', input.salary ?? null), moneyIssue('ote', input.ote ?? null)].filter((x) => x !== null),
  )
  if (!errors.salary && !errors.ote) {
    const pay = salaryProblem(input.salary, input.ote)
    if (pay) errors.salary = pay.message
  }
  addErrors(errors, detailsIssues(input.details ?? {}))
  return addErrors(
    errors,
    Object.entries(contractErrors(WorkExperienceInput, input)).map(([path, message]) => ({ path, message })),
  )
}

// ---- education --------------------------------------------------------------------------------------

export interface EducationForm {
  school: string
  degreeId: string
  fieldOfStudyId: string
  educationYear: string
  highlights: string
  extracurricularActivityIds: string[]
}

export function emptyEducationForm(): EducationForm {
  return {
    school: '',
    degreeId: '',
    fieldOfStudyId: '',
    educationYear: '',
    highlights: '',
    extracurricularActivityIds: [],
  }
}

export function educationFormOf(e: EducationDto): EducationForm {
  return {
    school: e.school ?? '',
    degreeId: e.degree?.id ?? '',
    fieldOfStudyId: e.fieldOfStudy?.id ?? '',
    educationYear: e.educationYear == null ? '' : String(e.educationYear),
    highlights: e.highlights ?? '',
    extracurricularActivityIds: e.extracurricularActivities.map((a) => a.id),
  }
}

export function educationInput(form: EducationForm, original?: EducationDto | null): EducationInput {
  return {
    school: form.school.trim(),
    degreeId: form.degreeId || null,
    fieldOfStudyId: form.fieldOfStudyId || null,
    educationYear: form.educationYear ? Number(form.educationYear) : null,
    highlights: form.highlights.trim() || null,
    highlightsHTML: null,
    extracurricularActivityIds: form.extracurricularActivityIds,
    isHighlighted: original?.isHighlighted ?? false,
  }
}

export function educationErrors(form: EducationForm): FieldErrors {
  const errors: FieldErrors = {}
  if (!form.school.trim()) errors.school = MESSAGES.required
  return addErrors(
    errors,
    Object.entries(contractErrors(EducationInput, educationInput(form))).map(([path, message]) => ({ path, message })),
  )
}

/** Graduation years offered: 5 years ahead down to 55 years back (001 §9). */
export function graduationYears(now: Date = new Date()): number[] {
  const year = now.getFullYear()
  const years: number[] = []
  for (let y = year + L.graduationYearsAhead; y >= year - L.graduationYearsBack; y--) years.push(y)
  return years
}

// ---- portfolio --------------------------------------------------------------------------------------

export interface PortfolioForm {
  type: 'link' | 'file'
  url: string
  title: string
  description: string
  fileMediaId: string
  /** A thumbnail just uploaded (portfolioThumbnail); '' keeps the item's own. */
  thumbnailMediaId: string
  /** Drop the item's thumbnail (uploaded or the link's preview image). */
  removeThumbnail: boolean
}

export const emptyPortfolioForm = (): PortfolioForm => ({
  type: 'link',
  url: '',
  title: '',
  description: '',
  fileMediaId: '',
  thumbnailMediaId: '',
  removeThumbnail: false,
})

export function portfolioInput(form: PortfolioForm): PortfolioItemInput {
  return {
    type: form.type,
    url: form.type === 'link' ? form.url.trim() || null : null,
    title: form.title.trim(),
    description: form.description.trim() || null,
    fileMediaId: form.type === 'file' ? form.fileMediaId || null : null,
    // left out, the item keeps its thumbnail (PATCH semantics)
    ...(form.thumbnailMediaId
      ? { thumbnailMediaId: form.thumbnailMediaId }
      : form.removeThumbnail
        ? { thumbnailMediaId: null, thumbnailUrl: null }
        : {}),
  }
}

/** A link the API accepts (the shared portfolio link rule); required when typing one. */
export function linkProblem(raw: string): string | null {
  if (!raw.trim()) return MESSAGES.required
  return portfolioLinkProblem(raw)?.message ?? null
}

export function portfolioErrors(form: PortfolioForm, count: number, editing: boolean): FieldErrors {
  const errors: FieldErrors = {}
  if (!editing && count >= L.portfolioItems) errors.form = CANDIDATE_MESSAGES.portfolioFull
  if (!form.title.trim()) errors.title = MESSAGES.required
  if (form.type === 'link') {
    const problem = linkProblem(form.url)
    if (problem) errors.url = problem
  } else if (!form.fileMediaId) errors.fileMediaId = 'Upload the file first.'
  return addErrors(
    errors,
    Object.entries(contractErrors(PortfolioItemInput, portfolioInput(form))).map(([path, message]) => ({
      path,
      message,
    })),
  )
}

/** The order after moving an item (ui/move-item.ts, shared with the culture media). */
export { moveItem } from '../../../ui/move-item'

// ---- uploads ------------------------------------------------------------------------------------------

/** File rules (000 §5): size above 0, at most the kind's MB, an allowed type. */
export function fileProblem(kind: CandidateUploadKind, file: { name: string; size: number }): string | null {
  const rule = UPLOAD_RULES[kind]
  const ext = file.name.toLowerCase().split('.').pop() ?? ''
  if (!file.name.includes('.') || !(rule.extensions as readonly string[]).includes(ext))
    return MESSAGES.fileType(rule.extensions)
  if (file.size <= 0) return MESSAGES.fileEmpty
  if (file.size > maxBytesOf(kind)) return MESSAGES.fileTooLarge(rule.maxMb)
  return null
}

/** What the file picker offers for a kind: '.pdf,.doc,.docx'. */
export const acceptOf = (kind: CandidateUploadKind) => UPLOAD_RULES[kind].extensions.map((e) => `.${e}`).join(',')

/** 'PDF, DOC or DOCX, up to 6 MB'. */
export function uploadHint(kind: CandidateUploadKind): string {
  const ext = UPLOAD_RULES[kind].extensions.map((e) => e.toUpperCase())
  const list = ext.length > 1 ? `${ext.slice(0, -1).join(', ')} or ${ext[ext.length - 1]}` : ext[0]
  return `${list}, up to ${UPLOAD_RULES[kind].maxMb} MB`
}

/** Whole percent of an upload (ui/upload.ts). */
export { percentOf } from '../../../ui/upload'

// ---- completion -----------------------------------------------------------------------------------------

/** Each missing field: how the completion card names it and which section fills it. */
export const MISSING_FIELDS: Record<ProfileFieldKey, { label: string; section: string }> = {
  name: { label: 'Your name', section: 'basics' },
  email: { label: 'E-mail', section: 'basics' },
  phone: { label: 'Phone', section: 'basics' },
  location: { label: 'Location', section: 'basics' },
  linkedInProfileUrl: { label: 'LinkedIn profile', section: 'basics' },
  aboutMe: { label: 'About me', section: 'basics' },
  picture: { label: 'Profile picture', section: 'files' },
  resume: { label: 'Resume', section: 'files' },
  searchStatus: { label: 'Search status', section: 'status' },
  desiredBaseSalary: { label: 'Desired base salary', section: 'salary' },
  workArrangements: { label: 'Work arrangement', section: 'preferences' },
  desiredPositions: { label: 'Desired positions', section: 'preferences' },
  interestedCities: { label: 'Interested cities', section: 'preferences' },
  workExperience: { label: 'Work experience', section: 'experience' },
  education: { label: 'Education', section: 'education' },
  skills: { label: 'Skills', section: 'skills' },
}

export function missingFieldLinks(keys: readonly string[]): { key: string; label: string; section: string }[] {
  return keys.map((key) => {
    const known = MISSING_FIELDS[key as ProfileFieldKey]
    return { key, label: known?.label ?? key, section: known?.section ?? 'basics' }
  })
}

export const SEARCH_STATUS_ORDER: readonly SearchStatus[] = [
  'activelySearching',
  'passivelySearching',
  'openToOffers',
  'offTheMarket',
]
