/**
 * The jobs API: the job list with its filters, job details, create / patch / delete / clone, and
 * the job's skills, sourcers, target companies, verticals, locations, contacts and favourites.
 * Spec: 002 §2 (filters, sorts, windows), §3 "Job list item", "Job detail", job enumerations,
 * §5 (limits, links, salary < OTE, location and office-hour rules), §7 "Jobs", §9 (limits, fee 1).
 * Stage actions, aggregates, the job's candidates and PUT jobs/{id}/status are the pipeline's.
 */
import * as z from 'zod'
import { JOB_CONTACT_ROLES, JOB_CONTACT_TYPES, SOURCING_LOCATION_TYPES, WORK_ARRANGEMENTS } from '../domain/enums'
import {
  JOB_LIMITS,
  JOB_LIST_FILTERS,
  JOB_LIST_LIMITS,
  JOB_SORTS,
  JOB_TIME_WINDOWS,
  parseJobListFilter,
} from '../domain/jobs/index'
import { LIMITS, PAGE_SIZE } from '../domain/validation/limits'
import { JOB_STATUSES } from '../domain/workflow/vocabulary'
import { SortDirection } from './common'

// ---------------------------------------------------------------------------------------------
// Building blocks

export const lovId = z.uuid().describe('A list-of-values id')
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'A date as YYYY-MM-DD')
  .refine(
    (s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s),
    {
      message: 'Not a calendar date',
      params: { rule: 'format' },
    },
  )
  .describe('YYYY-MM-DD')
/** Whole currency units per year. */
export const money = z.number().int().min(0).max(100_000_000)
const text = (max: number) => z.string().trim().max(max)
const link = (max: number) =>
  z.string().trim().max(max).describe(`A link, at most ${max} characters; https:// is added when no scheme is given`)
const idList = (max: number, what: string) => z.array(z.uuid()).max(max).describe(`${what}, at most ${max}`)
/** A job list with its limit and the message the form shows for it (shared/domain/jobs). */
const limitedIdList = (field: keyof typeof JOB_LIST_LIMITS, what: string) =>
  z
    .array(z.uuid())
    .max(JOB_LIST_LIMITS[field].max, JOB_LIST_LIMITS[field].message)
    .describe(`${what}, at most ${JOB_LIST_LIMITS[field].max}`)
const booleanish = z.enum(['true', 'false']).transform((v) => v === 'true')

export const JobStatusEnum = z.enum(JOB_STATUSES)
export const JobContactTypeEnum = z.enum(JOB_CONTACT_TYPES)
export const JobContactRoleEnum = z.enum(JOB_CONTACT_ROLES)

export const JobParams = z.strictObject({ id: z.uuid().describe('The job') })
export type JobParams = z.infer<typeof JobParams>

export const JobLocationInput = z
  .strictObject({
    cityId: z.string().trim().min(1).max(64).optional().describe('A city id (locations/cities)'),
    stateId: z.string().trim().min(1).max(16).optional().describe('A US state id, for a whole state'),
  })
  .refine((l) => l.cityId !== undefined || l.stateId !== undefined, {
    message: 'A city or a state is required',
    params: { rule: 'required' },
  })
export type JobLocationInput = z.infer<typeof JobLocationInput>

// ---------------------------------------------------------------------------------------------
// Create and patch

const jobFields = {
  name: z.string().trim().min(1).max(LIMITS.jobName).describe('At most 80 characters'),
  status: JobStatusEnum.optional().describe('Provider staff only; default Open'),
  totalOpenings: z.number().int().min(LIMITS.openings.min).max(LIMITS.openings.max).describe('1 to 999'),
  currentOpenings: z
    .number()
    .int()
    .min(0)
    .max(LIMITS.openings.max)
    .describe('Openings still to fill, at most totalOpenings'),
  openDate: isoDate,
  kickoffDate: isoDate.nullable(),
  isRemote: z.boolean(),
  isConfidential: z.boolean(),
  equity: text(LIMITS.shortText).nullable(),
  clientSourcing: z.boolean(),
  willingToTakeFreshGraduates: z.boolean(),
  currency: z.string().regex(/^[A-Z]{3}$/, 'An ISO 4217 code, e.g. USD'),
  baseSalaryLow: money.nullable(),
  baseSalaryHigh: money.nullable(),
  OTERangeLow: money.nullable(),
  OTERangeHigh: money.nullable(),
  feePercentage: z.number().min(0).max(100).describe('Provider staff only; default the client’s, else 1'),
  accountManagerId: z.uuid().nullable().describe('A provider user; provider staff only'),
  businessDevelopmentId: z.uuid().nullable().describe('A provider user; provider staff only'),
  ownerId: z.uuid().nullable().describe('A provider user; provider staff only'),
  hiringManagerId: z.uuid().nullable().describe("A client user of the job's company"),
  clientUserId: z.uuid().nullable().describe("The job contact: a client user of the job's company"),
  positionCategoryId: lovId.nullable(),
  desiredPositionId: lovId.nullable(),
  yearsOfRequiredExperienceId: lovId.nullable(),
  recordTypeId: lovId.nullable(),
  jitAutoSuggestionThresholdId: lovId.nullable(),
  jobLevel: text(LIMITS.shortText).nullable(),
  soldIntoLevelIds: limitedIdList('soldIntoLevelIds', 'soldIntoLevel values (the buyer levels sold into)'),
  postingLink: link(LIMITS.postingLink).nullable(),
  prepNoteLink: link(LIMITS.prepNoteLink).nullable(),
  clientJobDescription: text(LIMITS.jobDescription).nullable().describe('At most 20768 characters'),
  details: text(LIMITS.jobDescription).nullable(),
  sourcingNotes: text(LIMITS.sourcingNotes).nullable(),
  interviewProcess: text(LIMITS.interviewProcess).nullable(),
  cityId: z.string().trim().min(1).max(64).nullable(),
  stateId: z.string().trim().min(1).max(16).nullable(),
  jobLocationTypeId: lovId.nullable().describe('jobLocationTypes value; required when remote'),
  preferredOfficeHourIds: idList(JOB_LIMITS.preferredOfficeHours, 'preferredOfficeHours values').describe(
    'Required (at least 1) when onsite or hybrid',
  ),
  workArrangement: z.enum(WORK_ARRANGEMENTS).nullable(),
  sourcingLocationType: z.enum(SOURCING_LOCATION_TYPES).nullable(),
  jobLocations: z
    .array(JobLocationInput)
    .max(JOB_LIMITS.jobLocations, JOB_LIST_LIMITS.jobLocations.message)
    .describe('At most 6; at least 1 when onsite or hybrid'),
  timezoneIds: z.array(z.string().trim().min(1).max(64)).max(JOB_LIMITS.timezones, JOB_LIST_LIMITS.timezoneIds.message),
  skillIds: limitedIdList('skillIds', 'skill values'),
  targetCompanyIds: limitedIdList('targetCompanyIds', 'organizations'),
  clientVerticalIds: limitedIdList('clientVerticalIds', 'industry values'),
  targetVerticalIds: limitedIdList('targetVerticalIds', 'industry values'),
  sourcerIds: limitedIdList('sourcerIds', 'Sourcers (active provider users), replaced as a whole; provider staff only'),
  salesforceId: text(64).nullable(),
  isNextGenFiltersEnable: z.boolean(),
}

/** PATCH jobs/{id}; the status changes through PUT jobs/{id}/status (closing rejects candidates). */
export const UpdateJobInput = z.strictObject(jobFields).omit({ status: true }).partial()
export type UpdateJobInput = z.infer<typeof UpdateJobInput>

export const CreateJobInput = UpdateJobInput.extend({
  name: jobFields.name,
  status: JobStatusEnum.exclude(['closed'])
    .optional()
    .describe('Provider staff only; Open (default), Opportunistic or Pending'),
  organizationId: z
    .uuid()
    .optional()
    .describe('The client; required for provider staff, ignored for clients (their own)'),
})
export type CreateJobInput = z.infer<typeof CreateJobInput>

// ---------------------------------------------------------------------------------------------
// The list

const filterValue = z.preprocess(
  (v) => (typeof v === 'string' ? (parseJobListFilter(v) ?? v) : v),
  z.enum(JOB_LIST_FILTERS),
)
const windowValue = z.preprocess((v) => (typeof v === 'number' ? String(v) : v), z.enum(JOB_TIME_WINDOWS))

export const JobListBody = z.strictObject({
  filter: filterValue
    .default('allOpenJobs')
    .describe(
      'My Open Jobs, My Closed Jobs, All Open Jobs, All Closed Jobs, or a short form (My Jobs, All Open, Open, All Close, Close, All)',
    ),
  statuses: z.array(JobStatusEnum).min(1).max(JOB_STATUSES.length).optional().describe('Narrows the filter’s statuses'),
  searchText: z.string().trim().max(100).optional().describe('Matches the job or client name'),
  organizationIds: idList(50, 'clients').optional().describe('Provider staff: only these clients'),
  accountManagerIds: idList(50, 'account managers').optional(),
  window: windowValue
    .default('all')
    .describe('Time window in days on the open date (closed date for closed lists): 7, 30, 90 or all'),
  favoritesOnly: z.boolean().optional().describe("Only the caller's favourite jobs"),
  isRemote: z.boolean().optional(),
})
export type JobListBody = z.infer<typeof JobListBody>

export const JobListQuery = z.strictObject({
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE.max).default(PAGE_SIZE.initial),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  sortBy: z.enum(JOB_SORTS).default('openDate').describe('Default: open date, newest first'),
  sortDirection: SortDirection.optional().describe('Default: the sort’s natural direction'),
})
export type JobListQuery = z.infer<typeof JobListQuery>

export const NamedRef = z.object({ id: z.string(), name: z.string() })
export const PersonRef = z.object({
  id: z.uuid(),
  name: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
})
export type PersonRef = z.infer<typeof PersonRef>

/** Who created a job (shared/domain/jobs/visibility.ts says what a client may read of it). */
export const JobCreator = z.object({
  by: z.enum(['provider', 'client']).describe("Whose side created the job: the provider's staff or the client's users"),
  person: PersonRef.nullable().describe('Who; null for a client viewer when the provider created the job'),
})
export type JobCreator = z.infer<typeof JobCreator>

export const JobLocation = z.object({
  cityId: z.string().nullable(),
  stateId: z.string().nullable(),
  cityName: z.string().nullable(),
  stateName: z.string().nullable(),
  stateCode: z.string().nullable(),
})
export type JobLocation = z.infer<typeof JobLocation>

export const JobListItem = z.object({
  id: z.uuid(),
  name: z.string(),
  currentOpenings: z.number().int(),
  totalOpenings: z.number().int(),
  baseSalaryLow: z.number().int().nullable(),
  baseSalaryHigh: z.number().int().nullable(),
  OTERangeLow: z.number().int().nullable(),
  OTERangeHigh: z.number().int().nullable(),
  openDate: z.string(),
  closedDate: z.string().nullable(),
  kickoffDate: z.string().nullable(),
  updatedAt: z.string(),
  elapsedDays: z.number().int().describe('From the open date to the closed date, or to today'),
  status: z.object({ id: JobStatusEnum, name: z.string() }),
  organization: NamedRef,
  accountManager: PersonRef.nullable(),
  currentStatus: z.string().describe("The status's display text"),
  isRemote: z.boolean(),
  isConfidential: z.boolean(),
  hasFilters: z.boolean(),
  hasProviderFiltersOnly: z.boolean(),
  jobLocations: z.array(JobLocation),
  jobTimezones: z.array(z.object({ timezoneId: z.string(), timezoneName: z.string() })),
  favoriteByUsers: z.array(z.uuid()),
  isNextGenFiltersEnable: z.boolean(),
})
export type JobListItem = z.infer<typeof JobListItem>

// ---------------------------------------------------------------------------------------------
// Details

export const JobPerson = PersonRef.extend({
  phone: z.string().nullable(),
  timezoneOffset: z.string().describe('+hh:mm now, in the person’s time zone (+00:00 when unknown)'),
  localTime: z.string().describe('HH:mm now, in the person’s time zone'),
})
export type JobPerson = z.infer<typeof JobPerson>

export const LovRef = z.object({ id: z.uuid(), value: z.string(), identifier: z.string().nullable() })
export type LovRef = z.infer<typeof LovRef>

export const JobContact = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  type: JobContactTypeEnum,
  role: JobContactRoleEnum.nullable(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  userType: z.string(),
})
export type JobContact = z.infer<typeof JobContact>

export const JobDetail = JobListItem.extend({
  createdAt: z.string(),
  cityId: z.string().nullable(),
  stateId: z.string().nullable(),
  city: z.object({ id: z.string(), name: z.string() }).nullable(),
  state: z.object({ id: z.string(), name: z.string(), code: z.string() }).nullable(),
  equity: z.string().nullable(),
  clientSourcing: z.boolean(),
  willingToTakeFreshGraduates: z.boolean(),
  organizationId: z.uuid(),
  organization: z.object({
    id: z.uuid(),
    name: z.string(),
    logoUrl: z.string().nullable(),
    coverPhotoUrl: z.string().nullable(),
    type: z.string().nullable(),
    pronunciationAudioUrl: z.string().nullable(),
  }),
  hiringManager: JobPerson.nullable(),
  clientUser: JobPerson.nullable(),
  accountManager: JobPerson.nullable(),
  businessDevelopment: JobPerson.nullable(),
  owner: JobPerson.nullable(),
  createdBy: JobCreator.nullable(),
  positionCategory: LovRef.nullable(),
  desiredPosition: LovRef.nullable(),
  yearsOfRequiredExperience: LovRef.nullable(),
  recordType: LovRef.nullable(),
  jobLocationType: LovRef.nullable(),
  jitAutoSuggestionThreshold: z
    .object({ id: z.uuid().describe('The jitAutoSuggestionThreshold value'), key: z.string(), value: z.string() })
    .nullable(),
  closedReason: LovRef.nullable(),
  closedReasonNotes: z.string().nullable(),
  postingLink: z.string().nullable(),
  prepNote: z.string().nullable().describe('The prep note link'),
  clientJobDescription: z.string().nullable(),
  details: z.string().nullable(),
  sourcingNotes: z.string().nullable(),
  interviewProcess: z.string().nullable(),
  feePercentage: z.number().nullable().describe('Provider staff only: null for a client user'),
  currency: z.string(),
  jobLevel: z.string().nullable(),
  soldIntoLevels: z.array(LovRef).describe('The soldIntoLevel values, at most 2'),
  salesforceId: z.string().nullable(),
  workArrangement: z.enum(WORK_ARRANGEMENTS).nullable(),
  sourcingLocationType: z.enum(SOURCING_LOCATION_TYPES).nullable(),
  preferredOfficeHourIds: z.array(z.uuid()),
  jobEmailSnippet: z.string().nullable(),
  isJobEmailSnippetPublished: z.boolean(),
  skills: z.array(LovRef),
  jobTargetCompanies: z.array(z.object({ id: z.uuid(), name: z.string() })),
  jobClientVerticals: z.array(LovRef),
  jobTargetVerticals: z.array(LovRef),
  sourcers: z.array(PersonRef),
  contacts: z.array(JobContact),
  jobStage: z
    .enum(['submittal', 'send_out', 'offer'])
    .nullable()
    .describe('The main stage: most current items among submittal, send-out and offer'),
  filterJson: z.array(z.unknown()).describe('The job’s search filter items'),
})
export type JobDetail = z.infer<typeof JobDetail>

// ---------------------------------------------------------------------------------------------
// Sub-resources

export const SkillInput = z.strictObject({ skillId: lovId })
export const SkillQuery = z.strictObject({ skillId: lovId })
export const SourcerInput = z.strictObject({ userId: z.uuid().describe('A provider user') })
export const SourcerQuery = SourcerInput
export const TargetCompanyInput = z.strictObject({ organizationId: z.uuid() })
export const TargetCompanyQuery = TargetCompanyInput
export const ClientVerticalsInput = z.strictObject({
  industryIds: limitedIdList('clientVerticalIds', 'industry values'),
})
export const TargetVerticalsInput = z.strictObject({
  industryIds: limitedIdList('targetVerticalIds', 'industry values'),
})
export const JobVerticalParams = z.strictObject({ id: z.uuid(), industryId: z.uuid() })
export const JobContactParams = z.strictObject({ id: z.uuid(), contactId: z.uuid() })
export const JobContactInput = z.strictObject({
  userId: z.uuid(),
  type: JobContactTypeEnum.default('jobContact'),
  role: JobContactRoleEnum.nullable().optional().describe('Sales Contact, Account Manager or Sourcer'),
})
export type JobContactInput = z.infer<typeof JobContactInput>

export const ManagersQuery = z.strictObject({
  searchText: z.string().trim().max(100).optional(),
  includeInactive: booleanish.optional(),
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE.max).default(100),
})

export const Favorites = z.object({ favoriteByUsers: z.array(z.uuid()) })

export const ActiveCandidate = z.object({
  candidateId: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  stageType: z.string(),
  stageStatus: z.string(),
  currentStatus: z.string().nullable(),
})
export type ActiveCandidate = z.infer<typeof ActiveCandidate>

export const JobSkills = z.object({ skills: z.array(LovRef) })
export const JobVerticals = z.object({ industries: z.array(LovRef) })
export const JobSourcers = z.object({ sourcers: z.array(PersonRef) })
export const JobTargetCompanies = z.object({
  jobTargetCompanies: z.array(z.object({ id: z.uuid(), name: z.string() })),
})
