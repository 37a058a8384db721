/**
 * The candidates index: what candidate search (POST candidates/search) and global search find a
 * candidate by. Spec 001 §3 (card, internal fields, work experience details, education), §7
 * (search and lists), §9 (experience buckets, within-miles).
 *
 * Never indexed: demographics (race, age, gender identity, sexual orientation, military status).
 * `toDocument` copies named fields only, so a loader that selects too much still leaks nothing;
 * demographic filters are answered from the database (see api/src/modules/search).
 *
 * Who may see a candidate (a client sees only candidates submitted to its own jobs) is decided
 * from the database at query time, not from the index, so a withdrawn submittal hides the
 * candidate at once rather than after the next sync.
 */
import type { IndexDefinition, SearchDocument } from '../engine'
import { words } from '../text'

type DateLike = Date | string | number | null | undefined

export interface CandidateIndexRow {
  id: string
  firstName: string
  lastName: string
  email: string | null
  phone: string | null
  linkedinUrl: string | null
  aboutMe: string | null
  searchStatus: string | null
  remoteOption: string | null
  workArrangements: readonly string[]
  /** Whole currency units per year. */
  desiredBaseSalary: number | null
  desiredOte: number | null
  createdAt: DateLike
  updatedAt: DateLike
  lastLoginAt: DateLike
  toBeDeletedAt: DateLike
  city: { id: string; name: string; stateCode: string | null; latitude: number; longitude: number } | null
  stateId: string | null
  interestedCities: readonly { id: string; stateId: string | null }[]
  desiredPositions: readonly { id: string; name: string }[]
  skills: readonly { id: string; name: string }[]
  workExperiences: readonly CandidateIndexExperience[]
  educations: readonly {
    school: string
    degreeId: string | null
    degreeName: string | null
    fieldOfStudyId: string | null
    fieldOfStudyName: string | null
  }[]
  /** Recruiter-only fields (candidate_internal_profiles); null when the row is missing. */
  internal: {
    leadStatusId: string | null
    contactStatusId: string | null
    ownerId: string | null
    lastTouchAt: DateLike
    doNotContact: boolean
  } | null
}

export interface CandidateIndexExperience {
  title: string
  titleId: string | null
  companyName: string | null
  organizationId: string | null
  /** The employer's industry. */
  industryId: string | null
  positionId: string | null
  /** `YYYY-MM-DD` (first of the month). */
  fromDate: string | null
  toDate: string | null
  isCurrent: boolean
  description: string | null
  details: {
    averageDealSizeId: string | null
    averageDealCycleId: string | null
    quotaAttainment: number | null
    customerSizeIds: readonly string[]
    soldIntoLevelIds: readonly string[]
    soldIntoDepartmentIds: readonly string[]
    clientVerticalIds: readonly string[]
    teamSize: number | null
    teamSizeMax: number | null
    /** Whole currency units. */
    teamArrMax: number | null
  } | null
}

export interface CandidateDocument extends SearchDocument {
  // text
  fullName: string
  contact: string
  title: string
  titles: string
  companies: string
  positions: string
  skills: string
  education: string
  places: string
  about: string
  // display
  firstName: string
  lastName: string
  companyName: string | null
  cityName: string | null
  stateCode: string | null
  // filters, facets, sorts
  sortName: string
  positionIds: string[]
  titleIds: string[]
  hasTitle: boolean
  skillIds: string[]
  cityId: string | null
  stateId: string | null
  interestedCityIds: string[]
  interestedStateIds: string[]
  workArrangements: string[]
  remoteOption: string | null
  desiredBaseSalaryK: number | null
  desiredOteK: number | null
  /** With a current role: the instant the total experience counts from (total = now - this). */
  experienceStartMs: number | null
  /** Without a current role: the total experience in months (it no longer grows). */
  experienceMonths: number | null
  searchStatus: string | null
  createdAt: number | null
  updatedAt: number | null
  lastTouchAt: number | null
  lastLoginAt: number | null
  leadStatusId: string | null
  contactStatusId: string | null
  ownerId: string | null
  employerIds: string[]
  industryIds: string[]
  soldIntoLevelIds: string[]
  soldIntoDepartmentIds: string[]
  customerSizeIds: string[]
  dealSizeIds: string[]
  dealCycleIds: string[]
  quotaAttainment: number | null
  teamSize: number | null
  teamArrM: number | null
  degreeIds: string[]
  fieldOfStudyIds: string[]
  isDeleted: boolean
  doNotContact: boolean
}

const MONTH_MS = (365.25 / 12) * 24 * 60 * 60 * 1000
/** Long free text is cut to keep the index small; the start of a description says the most. */
const LONG_TEXT = 2000

export function toMs(value: DateLike): number | null {
  if (value === null || value === undefined) return null
  const ms = value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value)
  return Number.isFinite(ms) ? ms : null
}

const uniq = <T>(values: Iterable<T | null | undefined>): T[] => [
  ...new Set([...values].filter((v): v is T => v !== null && v !== undefined && v !== '')),
]
const join = (values: Iterable<string | null | undefined>) => uniq(values).join(' ')
const dayStart = (date: string) => Date.parse(`${date.slice(0, 10)}T00:00:00Z`)

/**
 * Total experience from the roles, overlaps counted once. A current role keeps growing, so it is
 * stored as a start instant; otherwise as a fixed number of months.
 */
export function experienceOf(roles: readonly Pick<CandidateIndexExperience, 'fromDate' | 'toDate' | 'isCurrent'>[]) {
  const spans = roles
    .filter((r) => r.fromDate)
    .map((r) => ({ from: dayStart(r.fromDate!), to: r.isCurrent || !r.toDate ? null : dayStart(r.toDate) }))
    .filter((s) => Number.isFinite(s.from) && (s.to === null || s.to >= s.from))
    .sort((a, b) => a.from - b.from)
  if (!spans.length) return { experienceStartMs: null, experienceMonths: null }
  // merge overlapping spans; an open (current) span swallows everything after its start
  let closedMs = 0
  let openFrom: number | null = null
  let cur: { from: number; to: number | null } | null = null
  for (const s of spans) {
    if (!cur) {
      cur = { ...s }
      continue
    }
    if (cur.to === null) break
    if (s.from <= cur.to) cur.to = s.to === null ? null : Math.max(cur.to, s.to)
    else {
      closedMs += cur.to - cur.from
      cur = { ...s }
    }
  }
  if (cur) {
    if (cur.to === null) openFrom = cur.from
    else closedMs += cur.to - cur.from
  }
  return openFrom !== null
    ? { experienceStartMs: openFrom - closedMs, experienceMonths: null }
    : { experienceStartMs: null, experienceMonths: Math.round(closedMs / MONTH_MS) }
}

/** The role a card shows: the current one (the latest started), else the latest. */
function headlineOf(roles: readonly CandidateIndexExperience[]): CandidateIndexExperience | null {
  const byStart = [...roles].sort((a, b) => (b.fromDate ?? '').localeCompare(a.fromDate ?? ''))
  return byStart.find((r) => r.isCurrent) ?? byStart[0] ?? null
}

function linkedinHandle(url: string | null): string | null {
  if (!url) return null
  const match = /\/(?:in|pub)\/([^/?#]+)/.exec(url)
  return match ? match[1]!.replaceAll('-', ' ') : null
}

export function candidateToDocument(row: CandidateIndexRow): CandidateDocument {
  const roles = row.workExperiences
  const headline = headlineOf(roles)
  const currentRoles = roles.filter((r) => r.isCurrent)
  const titleRoles = currentRoles.length ? currentRoles : headline ? [headline] : []
  const details = roles.map((r) => r.details).filter((d) => d !== null)
  const latestAttainment = [...roles]
    .sort((a, b) => (b.fromDate ?? '').localeCompare(a.fromDate ?? ''))
    .map((r) => r.details?.quotaAttainment)
    .find((v) => v !== null && v !== undefined)
  const teamSizes = details.map((d) => d.teamSizeMax ?? d.teamSize).filter((v): v is number => v !== null)
  const teamArrs = details.map((d) => d.teamArrMax).filter((v): v is number => v !== null)
  const fullName = `${row.firstName} ${row.lastName}`.trim()
  const deleted = toMs(row.toBeDeletedAt) !== null

  return {
    id: row.id,
    fullName,
    contact: join([
      row.email,
      row.email?.split('@')[0],
      row.phone?.replace(/\D/g, ''),
      linkedinHandle(row.linkedinUrl),
    ]),
    title: headline?.title ?? '',
    titles: join(roles.map((r) => r.title)),
    companies: join(roles.map((r) => r.companyName)),
    positions: join(row.desiredPositions.map((p) => p.name)),
    skills: join(row.skills.map((s) => s.name)),
    education: join(row.educations.flatMap((e) => [e.school, e.degreeName, e.fieldOfStudyName])),
    places: join([row.city?.name, row.city?.stateCode]),
    about: join([row.aboutMe, ...roles.map((r) => r.description)]).slice(0, LONG_TEXT),
    firstName: row.firstName,
    lastName: row.lastName,
    companyName: headline?.companyName ?? null,
    cityName: row.city?.name ?? null,
    stateCode: row.city?.stateCode ?? null,
    sortName: words(fullName).join(' '),
    positionIds: uniq(row.desiredPositions.map((p) => p.id)),
    titleIds: uniq(titleRoles.map((r) => r.titleId)),
    hasTitle: roles.some((r) => r.title.trim() !== ''),
    skillIds: uniq(row.skills.map((s) => s.id)),
    cityId: row.city?.id ?? null,
    stateId: row.stateId,
    interestedCityIds: uniq(row.interestedCities.map((c) => c.id)),
    interestedStateIds: uniq(row.interestedCities.map((c) => c.stateId)),
    workArrangements: uniq(row.workArrangements),
    remoteOption: row.remoteOption,
    desiredBaseSalaryK: row.desiredBaseSalary === null ? null : Math.round(row.desiredBaseSalary / 1000),
    desiredOteK: row.desiredOte === null ? null : Math.round(row.desiredOte / 1000),
    ...experienceOf(roles),
    searchStatus: row.searchStatus,
    createdAt: toMs(row.createdAt),
    updatedAt: toMs(row.updatedAt),
    lastTouchAt: toMs(row.internal?.lastTouchAt),
    lastLoginAt: toMs(row.lastLoginAt),
    leadStatusId: row.internal?.leadStatusId ?? null,
    contactStatusId: row.internal?.contactStatusId ?? null,
    ownerId: row.internal?.ownerId ?? null,
    employerIds: uniq(roles.map((r) => r.organizationId)),
    industryIds: uniq([...roles.map((r) => r.industryId), ...details.flatMap((d) => d.clientVerticalIds)]),
    soldIntoLevelIds: uniq(details.flatMap((d) => d.soldIntoLevelIds)),
    soldIntoDepartmentIds: uniq(details.flatMap((d) => d.soldIntoDepartmentIds)),
    customerSizeIds: uniq(details.flatMap((d) => d.customerSizeIds)),
    dealSizeIds: uniq(details.map((d) => d.averageDealSizeId)),
    dealCycleIds: uniq(details.map((d) => d.averageDealCycleId)),
    quotaAttainment: latestAttainment ?? null,
    teamSize: teamSizes.length ? Math.max(...teamSizes) : null,
    teamArrM: teamArrs.length ? Math.round(Math.max(...teamArrs) / 1_000_000) : null,
    degreeIds: uniq(row.educations.map((e) => e.degreeId)),
    fieldOfStudyIds: uniq(row.educations.map((e) => e.fieldOfStudyId)),
    isDeleted: deleted,
    doNotContact: row.internal?.doNotContact ?? false,
    ...(row.city ? { _geo: { lat: row.city.latitude, lng: row.city.longitude } } : {}),
  }
}

export const candidatesIndex: IndexDefinition<CandidateIndexRow, CandidateDocument> = {
  name: 'candidates',
  settings: {
    searchable: [
      { field: 'fullName', weight: 'A' },
      { field: 'contact', weight: 'A' },
      { field: 'title', weight: 'B' },
      { field: 'companies', weight: 'B' },
      { field: 'positions', weight: 'B' },
      { field: 'titles', weight: 'C' },
      { field: 'skills', weight: 'C' },
      { field: 'education', weight: 'C' },
      { field: 'places', weight: 'C' },
      { field: 'about', weight: 'D' },
    ],
    identifying: ['fullName', 'contact'],
    // the fields recruiters name in a Boolean string: the headline and past titles, employers,
    // skills, schools (with degrees and fields of study)
    fieldPrefixes: { title: ['title', 'titles'], company: ['companies'], skill: ['skills'], school: ['education'] },
    exactOnly: ['contact'],
    filterable: {
      sortName: 'keyword',
      positionIds: 'keywords',
      titleIds: 'keywords',
      hasTitle: 'boolean',
      skillIds: 'keywords',
      cityId: 'keyword',
      stateId: 'keyword',
      interestedCityIds: 'keywords',
      interestedStateIds: 'keywords',
      workArrangements: 'keywords',
      remoteOption: 'keyword',
      desiredBaseSalaryK: 'number',
      desiredOteK: 'number',
      experienceStartMs: 'number',
      experienceMonths: 'number',
      searchStatus: 'keyword',
      createdAt: 'number',
      updatedAt: 'number',
      lastTouchAt: 'number',
      lastLoginAt: 'number',
      leadStatusId: 'keyword',
      contactStatusId: 'keyword',
      ownerId: 'keyword',
      employerIds: 'keywords',
      industryIds: 'keywords',
      soldIntoLevelIds: 'keywords',
      soldIntoDepartmentIds: 'keywords',
      customerSizeIds: 'keywords',
      dealSizeIds: 'keywords',
      dealCycleIds: 'keywords',
      quotaAttainment: 'number',
      teamSize: 'number',
      teamArrM: 'number',
      degreeIds: 'keywords',
      fieldOfStudyIds: 'keywords',
      isDeleted: 'boolean',
      doNotContact: 'boolean',
    },
    sortable: ['sortName', 'createdAt', 'updatedAt', 'lastTouchAt'],
    facets: [
      'searchStatus',
      'positionIds',
      'titleIds',
      'hasTitle',
      'skillIds',
      'stateId',
      'workArrangements',
      'remoteOption',
      'leadStatusId',
      'contactStatusId',
      'ownerId',
      'industryIds',
      'soldIntoLevelIds',
      'soldIntoDepartmentIds',
      'customerSizeIds',
      'dealSizeIds',
      'dealCycleIds',
      'degreeIds',
      'fieldOfStudyIds',
    ],
    geo: true,
    indexed: [
      'sortName',
      'positionIds',
      'titleIds',
      'skillIds',
      'cityId',
      'stateId',
      'interestedCityIds',
      'industryIds',
      'ownerId',
      'leadStatusId',
      'desiredBaseSalaryK',
      'desiredOteK',
      'createdAt',
      'updatedAt',
      'lastTouchAt',
    ],
  },
  toDocument: candidateToDocument,
}
