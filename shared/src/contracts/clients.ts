/**
 * The clients API: the client list, client details and profile, the client's jobs, contacts,
 * status, notes and favourites, the inbound-hiring modal, and the executive report.
 * Spec: 002 §3 "Client contact", "Client list", company types; §5 (report date filter);
 * §6 (clientExecReporting); §7 "Clients and client reports"; §9 (report page size 75, donut).
 */
import * as z from 'zod'
import { CLIENT_LIMITS, CLIENT_SORTS, CONTACT_SORTS } from '../domain/clients/index'
import { COMPANY_TYPES } from '../domain/enums'
import { EXEC_REPORT_PAGE_SIZE, REASON_THEMES } from '../domain/reports/index'
import { LIMITS, PAGE_SIZE } from '../domain/validation/limits'
import { SortDirection } from './common'
import { LovRef, PersonRef } from './jobs'

const booleanish = z.enum(['true', 'false']).transform((v) => v === 'true')
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'A date as YYYY-MM-DD')
const personName = z
  .string()
  .trim()
  .min(1)
  .max(CLIENT_LIMITS.contactName)
  .refine((v) => !/[<>:/!$@();]/.test(v), {
    message: 'Names must not contain < > : / ! $ @ ( ) ;',
    params: { rule: 'invalidName' },
  })

export const ClientParams = z.strictObject({ id: z.uuid().describe('The client (its organization id)') })
export const ClientNoteParams = z.strictObject({ id: z.uuid(), noteId: z.uuid() })
export const ClientContactParams = z.strictObject({ id: z.uuid(), contactId: z.uuid() })
export const CompanyTypeEnum = z.enum(COMPANY_TYPES)

// ---------------------------------------------------------------------------------------------
// List, details

export const ClientListBody = z.strictObject({
  searchText: z.string().trim().max(100).optional().describe('Matches the client name'),
  isActive: z.boolean().optional(),
  companyTypes: z.array(CompanyTypeEnum).min(1).max(COMPANY_TYPES.length).optional(),
  accountManagerIds: z.array(z.uuid()).max(50).optional(),
  favoritesOnly: z.boolean().optional(),
})
export type ClientListBody = z.infer<typeof ClientListBody>

export const ClientListQuery = z.strictObject({
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE.max).default(PAGE_SIZE.initial),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  sortBy: z.enum(CLIENT_SORTS).default('name'),
  sortDirection: SortDirection.optional(),
})
export type ClientListQuery = z.infer<typeof ClientListQuery>

export const ClientListItem = z.object({
  id: z.uuid(),
  name: z.string(),
  companyType: z.object({ id: CompanyTypeEnum, name: z.string() }),
  isActive: z.boolean(),
  kickoffDate: z.string().nullable(),
  accountManager: PersonRef.nullable(),
  logoUrl: z.string().nullable(),
  openJobsCount: z.number().int(),
  totalJobsCount: z.number().int(),
  contactsCount: z.number().int(),
  favoriteByUsers: z.array(z.uuid()),
  meta: z.object({ id: z.uuid(), favoriteByUsers: z.array(z.uuid()) }),
  createdAt: z.string(),
})
export type ClientListItem = z.infer<typeof ClientListItem>

export const ClientDetails = ClientListItem.extend({
  businessDevelopment: PersonRef.nullable(),
  feePercentage: z.number().nullable(),
  branch: LovRef.nullable(),
  assignedBranch: LovRef.nullable(),
  accountStatus: LovRef.nullable(),
  sourcingNotes: z.string().nullable(),
  salesTeamNotes: z.string().nullable(),
  antiBiasDefault: z.boolean().describe("Anti-bias mode for the client's users who have not chosen for themselves"),
  websiteUrl: z.string().nullable(),
  linkedinUrl: z.string().nullable(),
  phone: z.string().nullable(),
  phoneDisplay: z.string().nullable(),
})
export type ClientDetails = z.infer<typeof ClientDetails>

export const UpdateClientInput = z
  .strictObject({
    companyType: CompanyTypeEnum,
    feePercentage: z.number().min(0).max(100).nullable(),
    kickoffDate: isoDate.nullable(),
    accountManagerId: z.uuid().nullable(),
    businessDevelopmentId: z.uuid().nullable(),
    branchId: z.uuid().nullable(),
    assignedBranchId: z.uuid().nullable(),
    accountStatusId: z.uuid().nullable(),
    sourcingNotes: z.string().max(CLIENT_LIMITS.accountNotes).nullable(),
    salesTeamNotes: z.string().max(CLIENT_LIMITS.accountNotes).nullable(),
    antiBiasDefault: z
      .boolean()
      .describe("Anti-bias mode for the client's users who have not chosen for themselves (issue 37)"),
  })
  .partial()
export type UpdateClientInput = z.infer<typeof UpdateClientInput>

export const ClientStatusInput = z.strictObject({ isActive: z.boolean() })

export const ClientJobsQuery = z.strictObject({
  type: z.enum(['open', 'closed', 'all']).default('open').describe('open: every status but Closed'),
  searchText: z.string().trim().max(100).optional(),
  clientId: z.uuid().optional().describe('Accepted for compatibility; the path names the client'),
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE.max).default(PAGE_SIZE.initial),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
})
export type ClientJobsQuery = z.infer<typeof ClientJobsQuery>

// ---------------------------------------------------------------------------------------------
// Contacts

export const ClientContactsQuery = z.strictObject({
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE.max).default(PAGE_SIZE.initial),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  sortBy: z.enum(CONTACT_SORTS).default('name'),
  sortDirection: SortDirection.optional(),
  searchText: z.string().trim().max(100).optional(),
  daysFilter: z.coerce
    .number()
    .int()
    .min(LIMITS.daysFilter.min)
    .max(LIMITS.daysFilter.max)
    .optional()
    .describe('Count shortlists, pitches and interviews of the last N days (1 to 9999); all time when absent'),
  includeNoLongerAtCompany: booleanish.optional(),
})
export type ClientContactsQuery = z.infer<typeof ClientContactsQuery>

export const ClientContact = z.object({
  id: z.uuid(),
  connectId: z.uuid().describe('The user id'),
  email: z.object({ email: z.string() }),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  mobile: z.string().nullable(),
  lastLogin: z.string().nullable(),
  manualInviteSentAt: z.string().nullable(),
  title: z.string().nullable(),
  owner: PersonRef.nullable(),
  location: z.object({
    cityId: z.string().nullable(),
    cityName: z.string().nullable(),
    stateId: z.string().nullable(),
    stateCode: z.string().nullable(),
  }),
  linkedInProfileUrl: z.string().nullable(),
  level: LovRef.nullable(),
  viewJobDashboard: z.boolean(),
  cardViews: z.number().int(),
  profileViews: z.number().int(),
  shortlistedCount: z.number().int(),
  opportunityPitchedCount: z.number().int(),
  interviewsCount: z.number().int(),
  noLongerAtCompany: z.boolean(),
  canSource: z.boolean(),
  isActive: z.boolean(),
})
export type ClientContact = z.infer<typeof ClientContact>

const contactFields = {
  firstName: personName,
  lastName: personName,
  phone: z
    .string()
    .trim()
    .max(CLIENT_LIMITS.phone)
    .regex(/^[+\d\s().-]*$/, 'Digits, spaces, + ( ) . - only')
    .nullable(),
  mobile: z
    .string()
    .trim()
    .max(CLIENT_LIMITS.phone)
    .regex(/^[+\d\s().-]*$/, 'Digits, spaces, + ( ) . - only')
    .nullable(),
  title: z.string().trim().max(CLIENT_LIMITS.title).nullable(),
  levelId: z.uuid().nullable().describe('A `level` value'),
  linkedInProfileUrl: z.string().trim().max(CLIENT_LIMITS.linkedinUrl).nullable(),
  cityId: z.string().trim().min(1).max(64).nullable(),
  stateId: z.string().trim().min(1).max(16).nullable(),
  ownerId: z.uuid().nullable().describe('The provider user who owns the relationship'),
  viewJobDashboard: z.boolean(),
  canSource: z.boolean(),
}

export const CreateClientContactInput = z.strictObject({
  email: z.email().max(LIMITS.shortText),
  ...contactFields,
  phone: contactFields.phone.optional(),
  mobile: contactFields.mobile.optional(),
  title: contactFields.title.optional(),
  levelId: contactFields.levelId.optional(),
  linkedInProfileUrl: contactFields.linkedInProfileUrl.optional(),
  cityId: contactFields.cityId.optional(),
  stateId: contactFields.stateId.optional(),
  ownerId: contactFields.ownerId.optional(),
  viewJobDashboard: contactFields.viewJobDashboard.optional(),
  canSource: contactFields.canSource.optional(),
})
export type CreateClientContactInput = z.infer<typeof CreateClientContactInput>

export const UpdateClientContactInput = z.strictObject({ ...contactFields, noLongerAtCompany: z.boolean() }).partial()
export type UpdateClientContactInput = z.infer<typeof UpdateClientContactInput>

// ---------------------------------------------------------------------------------------------
// Notes

export const ClientNoteInput = z.strictObject({
  body: z.string().trim().min(1).max(CLIENT_LIMITS.noteBody).describe('Plain text, at most 4000 characters'),
  bodyHtml: z.string().max(CLIENT_LIMITS.noteHtml).nullable().optional(),
})
export type ClientNoteInput = z.infer<typeof ClientNoteInput>
export const ClientNotesQuery = z.strictObject({
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE.max).default(PAGE_SIZE.initial),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
})
export const ClientNote = z.object({
  id: z.uuid(),
  body: z.string(),
  bodyHtml: z.string().nullable(),
  author: PersonRef.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type ClientNote = z.infer<typeof ClientNote>

export const Favorites = z.object({ favoriteByUsers: z.array(z.uuid()) })

// ---------------------------------------------------------------------------------------------
// Executive report

/** positionIds as repeated keys or one comma-separated value. */
const uuidList = z.preprocess(
  (v) =>
    typeof v === 'string'
      ? v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : v,
  z.array(z.uuid()).max(50),
)

export const ExecReportQuery = z.strictObject({
  isOpenJob: booleanish.default(true).describe('true (default): open jobs only; false: every job'),
  positionIds: uuidList.optional().describe('Only jobs for these positions'),
  dateFilter: z.string().trim().max(10).optional().describe('kickoff (default) or a number of days (1 to 9999)'),
  startDate: z.string().trim().max(10).optional().describe('With endDate: YYYY-MM-DD, inclusive'),
  endDate: z.string().trim().max(10).optional(),
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE.max).default(EXEC_REPORT_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
})
export type ExecReportQuery = z.infer<typeof ExecReportQuery>

export const ReportRange = z.object({ start: z.string().nullable(), end: z.string() })

export const StageCounts = z.object({
  submittals: z.number().int().describe('Candidates submitted to the client'),
  interviews: z.number().int().describe('Candidates who reached interviewing'),
  offers: z.number().int(),
  hires: z.number().int(),
  rejections: z.number().int(),
})

export const ExecutiveSummary = StageCounts.extend({
  range: ReportRange,
  jobs: z.number().int(),
  openings: z.number().int(),
  currentOpenings: z.number().int(),
  rejectedByClient: z.number().int(),
  rejectedByProvider: z.number().int(),
  rejectedByCandidate: z.number().int(),
  inProcess: z
    .number()
    .int()
    .describe('Candidates in process now (submittal or interview current or accepted, open offer)'),
  interviewRate: z.number().describe('interviews / submittals, percent'),
  offerRate: z.number().describe('offers / interviews, percent'),
  hireRate: z.number().describe('hires / offers, percent'),
})
export type ExecutiveSummary = z.infer<typeof ExecutiveSummary>

export const RoleMetrics = StageCounts.extend({
  position: z.object({ id: z.uuid().nullable(), name: z.string() }),
  jobs: z.number().int(),
  openings: z.number().int(),
})
export type RoleMetrics = z.infer<typeof RoleMetrics>

export const SuggestedActionSchema = z.object({
  theme: z.enum(REASON_THEMES),
  count: z.number().int(),
  share: z.number().describe('Percent of all reason counts, 1 decimal'),
  title: z.string(),
  details: z.array(z.string()),
})

export const RejectionReasonRow = z.object({
  key: z.string(),
  name: z.string(),
  count: z.number().int(),
  percentage: z.number(),
})
export const RejectionReasonsReport = z.object({
  range: ReportRange,
  total: z.number().int().describe('Reason counts added up (a rejection with two reasons counts twice)'),
  reasons: z.array(RejectionReasonRow).describe('One page of every reason, most frequent first'),
  reasonsTotal: z.number().int().describe('How many reasons there are, over all pages'),
  donut: z.array(RejectionReasonRow).describe('Top 7 reasons; the rest plus "Other" as "Others"'),
  suggestions: z
    .array(SuggestedActionSchema)
    .describe(
      'Actions suggested by the reasons of the whole period (shared/domain/reports/suggested-actions.ts): a theme with 20 % or more of the reason counts; compensation measured against the compensation engine',
    ),
})
export type RejectionReasonsReport = z.infer<typeof RejectionReasonsReport>
