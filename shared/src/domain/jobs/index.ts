/**
 * Job rules shared by the API (to enforce) and the clients (to validate forms and show lists).
 * Spec: 002 §2 (job list filters, sort options, time windows), §5 (limits, links, salary < OTE,
 * location and office-hour messages), §9 (limits, fee percentage default 1).
 */
import type { ErrorDetail } from '../../errors/envelope'
import { JOB_STATUSES, type JobStatus } from '../workflow/vocabulary'

export { elapsedDays } from '../workflow/main-stage'

/** 002 §9 and §5. */
export const JOB_LIMITS = {
  targetCompanies: 10,
  clientVerticals: 3,
  targetVerticals: 10,
  jobLocations: 6,
  skills: 50,
  timezones: 20,
  preferredOfficeHours: 20,
  sourcers: 50,
  contacts: 50,
  soldIntoLevels: 2,
  defaultFeePercentage: 1,
} as const

export const JOB_MESSAGES = {
  atLeastOneLocation: 'At least 1 location must be selected.',
  atLeastOneOfficeHour: 'At least 1 Preferred Office Hour must be selected.',
  locationTypeRequired: 'Please select where the remote job may be done',
  salaryGreaterThanOTE: 'Salary must be less than OTE',
  rangeOrder: 'The first number must not exceed the second',
  targetCompanyAlreadySelected: 'Target company already selected',
  skillAlreadyExists: 'Skill already exists',
  organizationRequired: 'Organization id is required.',
  invalidLink: 'Please enter a valid link',
  maxTargetCompanies: `Add up to ${JOB_LIMITS.targetCompanies} target companies`,
  maxJobLocations: `Add up to ${JOB_LIMITS.jobLocations} locations, with at least one selected`,
  maxTargetVerticals: `Add up to ${JOB_LIMITS.targetVerticals} target verticals`,
  maxClientVerticals: `Add up to ${JOB_LIMITS.clientVerticals} client verticals`,
  maxSkills: `Add up to ${JOB_LIMITS.skills} skills`,
  maxTimezones: `Add up to ${JOB_LIMITS.timezones} time zones`,
  maxSourcers: `Add up to ${JOB_LIMITS.sourcers} sourcers`,
  maxSoldIntoLevels: `Add up to ${JOB_LIMITS.soldIntoLevels} sold-into levels`,
} as const

/**
 * The job's lists with a limit (002 §9), each with the field the form and the API name it by
 * and the message shown when it holds too many.
 */
export const JOB_LIST_LIMITS = {
  targetCompanyIds: { max: JOB_LIMITS.targetCompanies, message: JOB_MESSAGES.maxTargetCompanies },
  targetVerticalIds: { max: JOB_LIMITS.targetVerticals, message: JOB_MESSAGES.maxTargetVerticals },
  clientVerticalIds: { max: JOB_LIMITS.clientVerticals, message: JOB_MESSAGES.maxClientVerticals },
  jobLocations: { max: JOB_LIMITS.jobLocations, message: JOB_MESSAGES.maxJobLocations },
  skillIds: { max: JOB_LIMITS.skills, message: JOB_MESSAGES.maxSkills },
  timezoneIds: { max: JOB_LIMITS.timezones, message: JOB_MESSAGES.maxTimezones },
  sourcerIds: { max: JOB_LIMITS.sourcers, message: JOB_MESSAGES.maxSourcers },
  soldIntoLevelIds: { max: JOB_LIMITS.soldIntoLevels, message: JOB_MESSAGES.maxSoldIntoLevels },
} as const
export type JobLimitedList = keyof typeof JOB_LIST_LIMITS

/** One detail per list given that holds more than its limit; lists not given are not checked. */
export function validateJobListSizes(lists: Partial<Record<JobLimitedList, readonly unknown[]>>): ErrorDetail[] {
  const out: ErrorDetail[] = []
  for (const [path, limit] of Object.entries(JOB_LIST_LIMITS)) {
    const list = lists[path as JobLimitedList]
    if (list && list.length > limit.max) out.push({ path, rule: 'maxAllowedValuesValidator', message: limit.message })
  }
  return out
}

// ---------------------------------------------------------------------------------------------
// Job list filters (002 §2)

export const JOB_LIST_FILTERS = [
  'myOpenJobs',
  'myClosedJobs',
  'allOpenJobs',
  'allClosedJobs',
  'myJobs',
  'allOpen',
  'open',
  'allClose',
  'close',
  'all',
] as const
export type JobListFilter = (typeof JOB_LIST_FILTERS)[number]

export const JOB_LIST_FILTER_LABELS: Record<JobListFilter, string> = {
  myOpenJobs: 'My Open Jobs',
  myClosedJobs: 'My Closed Jobs',
  allOpenJobs: 'All Open Jobs',
  allClosedJobs: 'All Closed Jobs',
  myJobs: 'My Jobs',
  allOpen: 'All Open',
  open: 'Open',
  allClose: 'All Close',
  close: 'Close',
  all: 'All',
}

/** Statuses an "open" list shows: every status but Closed. */
export const OPEN_JOB_STATUSES = JOB_STATUSES.filter((s) => s !== 'closed') as JobStatus[]

export interface JobListScope {
  /** Only jobs the caller works on (account manager, owner, sourcer, contact, creator). */
  mine: boolean
  /** null: any status. */
  statuses: JobStatus[] | null
  /** The date a time window and "Date Added" read: the closed date for closed lists. */
  windowDate: 'openDate' | 'closedDate'
}

/**
 * What a list filter means. Short forms: My Jobs = My Open Jobs; All Open and Open = All Open
 * Jobs; All Close and Close = All Closed Jobs; All = every job in every status.
 */
export function jobListScope(filter: JobListFilter): JobListScope {
  switch (filter) {
    case 'myOpenJobs':
    case 'myJobs':
      return { mine: true, statuses: OPEN_JOB_STATUSES, windowDate: 'openDate' }
    case 'myClosedJobs':
      return { mine: true, statuses: ['closed'], windowDate: 'closedDate' }
    case 'allOpenJobs':
    case 'allOpen':
    case 'open':
      return { mine: false, statuses: OPEN_JOB_STATUSES, windowDate: 'openDate' }
    case 'allClosedJobs':
    case 'allClose':
    case 'close':
      return { mine: false, statuses: ['closed'], windowDate: 'closedDate' }
    case 'all':
      return { mine: false, statuses: null, windowDate: 'openDate' }
  }
}

/** Accepts a key ("myOpenJobs") or a label ("My Open Jobs", any case); null when neither. */
export function parseJobListFilter(text: string): JobListFilter | null {
  const t = text.trim().toLowerCase().replace(/\s+/g, ' ')
  for (const key of JOB_LIST_FILTERS) {
    if (key.toLowerCase() === t || JOB_LIST_FILTER_LABELS[key].toLowerCase() === t) return key
  }
  return null
}

/** 002 §2 sort options, plus openDate (the default: Open, sorted by openDate descending). */
export const JOB_SORTS = [
  'openDate',
  'bestMatch',
  'alphabetical',
  'dateAdded',
  'lastUpdated',
  'kickoffDate',
  'closedDate',
  'client',
] as const
export type JobSort = (typeof JOB_SORTS)[number]
export const JOB_SORT_LABELS: Record<JobSort, string> = {
  openDate: 'Open Date',
  bestMatch: 'Best Match',
  alphabetical: 'Alphabetical Order',
  dateAdded: 'Date Added',
  lastUpdated: 'Last Updated',
  kickoffDate: 'Kickoff Date',
  closedDate: 'Closed Date',
  client: 'Client',
}
/** Natural direction of each sort when the caller names none. */
export const JOB_SORT_DEFAULT_DIRECTION: Record<JobSort, 'asc' | 'desc'> = {
  openDate: 'desc',
  bestMatch: 'desc',
  alphabetical: 'asc',
  dateAdded: 'desc',
  lastUpdated: 'desc',
  kickoffDate: 'desc',
  closedDate: 'desc',
  client: 'asc',
}

/** 002 §2 time windows: 7, 30, 90 days or All. */
export const JOB_TIME_WINDOWS = ['7', '30', '90', 'all'] as const
export type JobTimeWindow = (typeof JOB_TIME_WINDOWS)[number]

/** The first day (UTC, YYYY-MM-DD) a window includes; null for All. A 7-day window is today and the 6 days before. */
export function windowStart(window: JobTimeWindow, now: Date): string | null {
  if (window === 'all') return null
  const days = Number(window)
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - (days - 1)))
  return start.toISOString().slice(0, 10)
}

// ---------------------------------------------------------------------------------------------
// Links (000/002 §5: links get an https:// prefix after sanitising)

/**
 * Whether free text that may be an address or a link (an interview's location) starts with a
 * scheme that runs or embeds something when followed (javascript:, data:, vbscript:, file:,
 * blob:), control characters and spaces inside it ignored as browsers do. "Room: 4B" is text.
 */
export function hasUnsafeLinkScheme(raw: string): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: browsers skip these inside a scheme
  const text = raw.replace(/[\u0000-\u001f\u007f\s]+/g, '').toLowerCase()
  return /^(javascript|data|vbscript|file|blob):/.test(text)
}

/**
 * Cleans a user-typed link: trims, drops whitespace and control characters, refuses any scheme
 * but http and https (javascript:, data:, ...), and adds https:// when no scheme is given.
 * Answers null when nothing usable is left. The length limit applies to the result.
 */
export function sanitizeLink(raw: string, maxLength = 1000): string | null {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  const text = raw.replace(/[\u0000-\u001f\u007f\s]+/g, '')
  if (!text) return null
  let candidate: string
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(text)) {
    if (!/^https?:\/\//i.test(text)) return null
    candidate = text
  } else if (/^[a-z][a-z0-9+.-]*:(?!\d)/i.test(text)) {
    return null // javascript:, data:, mailto: ... ("example.com:8080" is a port, not a scheme)
  } else {
    candidate = `https://${text.replace(/^\/+/, '')}`
  }
  let url: URL
  try {
    url = new URL(candidate)
  } catch {
    return null
  }
  if (!url.hostname.includes('.') || url.username || url.password) return null
  if (candidate.length > maxLength) return null
  return candidate
}

// ---------------------------------------------------------------------------------------------
// Pay and where (002 §5)

export interface JobPay {
  baseSalaryLow?: number | null
  baseSalaryHigh?: number | null
  OTERangeLow?: number | null
  OTERangeHigh?: number | null
}

const isNum = (v: number | null | undefined): v is number => typeof v === 'number'

/** Salary must be less than OTE (at or above is an error), and each range low <= high. */
export function validateJobPay(pay: JobPay): ErrorDetail[] {
  const out: ErrorDetail[] = []
  if (isNum(pay.baseSalaryLow) && isNum(pay.baseSalaryHigh) && pay.baseSalaryLow > pay.baseSalaryHigh) {
    out.push({ path: 'baseSalaryHigh', rule: 'notLessThan', message: JOB_MESSAGES.rangeOrder })
  }
  if (isNum(pay.OTERangeLow) && isNum(pay.OTERangeHigh) && pay.OTERangeLow > pay.OTERangeHigh) {
    out.push({ path: 'OTERangeHigh', rule: 'notLessThan', message: JOB_MESSAGES.rangeOrder })
  }
  if (isNum(pay.baseSalaryLow) && isNum(pay.OTERangeLow) && pay.baseSalaryLow >= pay.OTERangeLow) {
    out.push({ path: 'baseSalaryLow', rule: 'salaryGreaterThanOTE', message: JOB_MESSAGES.salaryGreaterThanOTE })
  }
  if (isNum(pay.baseSalaryHigh) && isNum(pay.OTERangeHigh) && pay.baseSalaryHigh >= pay.OTERangeHigh) {
    out.push({ path: 'baseSalaryHigh', rule: 'salaryGreaterThanOTE', message: JOB_MESSAGES.salaryGreaterThanOTE })
  }
  return out
}

export interface JobWhere {
  isRemote: boolean
  jobLocationTypeId?: string | null
  preferredOfficeHourIds?: readonly string[] | null
  /** Number of job locations (cities or states). */
  locationCount: number
}

/**
 * Remote jobs say where remotely (`jobLocationTypeId`); onsite and hybrid jobs need at least one
 * location and at least one preferred office hour. Remote jobs may list locations (at most 6) but
 * need none.
 */
export function validateJobWhere(where: JobWhere): ErrorDetail[] {
  const out: ErrorDetail[] = []
  if (where.locationCount > JOB_LIMITS.jobLocations) {
    out.push({ path: 'jobLocations', rule: 'maxAllowedValuesValidator', message: JOB_MESSAGES.maxJobLocations })
  }
  if (where.isRemote) {
    if (!where.jobLocationTypeId)
      out.push({ path: 'jobLocationTypeId', rule: 'required', message: JOB_MESSAGES.locationTypeRequired })
    return out
  }
  if (where.locationCount < 1)
    out.push({ path: 'jobLocations', rule: 'atLeastOne', message: JOB_MESSAGES.atLeastOneLocation })
  if (!where.preferredOfficeHourIds?.length) {
    out.push({ path: 'preferredOfficeHourIds', rule: 'atLeastOne', message: JOB_MESSAGES.atLeastOneOfficeHour })
  }
  return out
}

/** The clone's name: "<name> (Copy)", cut to fit the 80-character limit. */
export function cloneJobName(name: string, maxLength = 80): string {
  const suffix = ' (Copy)'
  return `${name.slice(0, maxLength - suffix.length).trimEnd()}${suffix}`
}
