/**
 * The candidate profile API: summary, work experience with its details block, education,
 * skills, portfolio, demographics, salary, internal profile and notes, sharing, PDF, resume
 * parsing and the deletion life-cycle.
 * Spec: 001 §3 (entities), §5 (validation), §7 (calls); 000 §5.
 * Money is whole currency units per year; the UI shows thousands.
 */
import * as z from 'zod'
import { CANDIDATE_LIMITS } from '../domain/candidates/limits'
import {
  CANDIDATE_NOTIFICATION_TYPES,
  MAX_NOTIFIED_CANDIDATES,
  NO_CANDIDATES_TO_NOTIFY,
} from '../domain/candidates/notifications'
import {
  CANDIDATE_DELETION_STATES,
  CANDIDATE_NOTE_TYPES,
  JOB_STATUSES,
  MEDIA_STATUSES,
  MESSAGE_CHANNELS,
  PORTFOLIO_ITEM_TYPES,
  REINBOUND_REQUEST_STATES,
  REMOTE_OPTIONS,
  SEARCH_STATUSES,
  WORK_ARRANGEMENTS,
} from '../domain/enums'
import { LIMITS } from '../domain/validation/limits'
import { PagingQuery } from './common'
import { CandidateStatusAnswer } from './pipeline'

const L = CANDIDATE_LIMITS
const lovId = z.uuid().describe('A list-of-values id')
const money = z.number().int().min(0).max(L.moneyMax).describe('Whole currency units per year')
const text = (max: number) => z.string().trim().max(max)
const booleanish = z.enum(['true', 'false']).transform((v) => v === 'true')
const ids = (max: number, what: string) => z.array(lovId).max(max).describe(`${what}: at most ${max}`)
const date = z.string().describe('YYYY-MM or YYYY-MM-DD; stored as the first of the month')

export const CandidateParams = z.strictObject({ id: z.uuid().describe('The candidate') })
export type CandidateParams = z.infer<typeof CandidateParams>
export const CandidateChildParams = z.strictObject({ id: z.uuid().describe('The candidate'), childId: z.uuid() })
export const NoteParams = z.strictObject({ id: z.uuid(), noteId: z.uuid() })
export const ExperienceParams = z.strictObject({ id: z.uuid(), expId: z.uuid() })
export const EducationParams = z.strictObject({ id: z.uuid(), eid: z.uuid() })
export const PortfolioParams = z.strictObject({ id: z.uuid(), pid: z.uuid() })
export const SkillParams = z.strictObject({ id: z.uuid(), skillId: z.uuid() })

/** Client views may ask for anti-bias mode (001 §1); `jobId`/`searchInstanceId` are the context. */
export const ProfileViewQuery = z.strictObject({
  isAntiBiasMode: booleanish.optional().describe('Hide identifying details (client views)'),
  jobId: z.uuid().optional(),
  searchInstanceId: z.string().max(100).optional(),
})
export type ProfileViewQuery = z.infer<typeof ProfileViewQuery>

// ---------------------------------------------------------------------------------------------
// Shapes shared by answers

export const NamedRef = z.object({ id: z.string(), value: z.string() })
export const CityRef = z.object({ id: z.string(), name: z.string() })
export const StateRef = z.object({ id: z.string(), code: z.string(), name: z.string() })
export const InterestedLocation = z.object({
  cityId: z.string(),
  cityName: z.string(),
  stateId: z.string().nullable(),
  stateName: z.string().nullable(),
  stateCode: z.string().nullable(),
})
export const DesiredPosition = z.object({
  id: z.string(),
  name: z.string(),
  categoryId: z.string().nullable(),
  categoryName: z.string().nullable(),
})
export const ResumeRef = z.object({
  resumeKey: z.string().describe('Storage key; the file name contains a uuid'),
  fileName: z.string(),
  mediaId: z.string(),
  createdAt: z.string(),
  signedUrl: z.string().describe('A short-lived link to the file'),
})

export const OwnerCard = z.object({
  id: z.string(),
  name: z.string(),
  role: z.string().nullable(),
  isOwnerActive: z.boolean(),
  isMarketingUser: z.boolean(),
})

/** Recruiter-only fields of the profile; null for everyone else. */
export const ProfileInternal = z.object({
  lastTouch: z.string().nullable(),
  owner: OwnerCard.nullable(),
  sourcedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  leadStatus: NamedRef.nullable(),
  contactStatus: NamedRef.nullable(),
  salesforceId: z.string().nullable(),
  manualInviteSentAt: z.string().nullable(),
  isPermanentlyDisqualified: z.boolean(),
  doNotContact: z.boolean(),
  deleteReason: NamedRef.nullable().describe('Why the profile is marked for deletion (a deleteCandidateReason)'),
})

export const CandidateSummary = z.object({
  candidateId: z.string(),
  userId: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable().describe('For display: the leading +1 dropped'),
  aboutMe: z.string().nullable(),
  lastLogin: z.string().nullable(),
  pictureUrl: z.string().nullable(),
  pictureMediaId: z.string().nullable().describe('The picture as a media item (DELETE media-content/{id} removes it)'),
  pronunciationAudioUrl: z.string().nullable(),
  pronunciationAudioMediaId: z.string().nullable(),
  mediaUrl: z.string().nullable().describe('The pitched video'),
  pitchedVideoMediaId: z.string().nullable(),
  mediaStatus: z.enum(MEDIA_STATUSES).nullable(),
  profilePercentage: z.number().int(),
  availableRemotely: z.enum(REMOTE_OPTIONS).nullable(),
  sponsorshipRequired: z.boolean().nullable(),
  workArrangements: z.array(z.enum(WORK_ARRANGEMENTS)),
  preferredOfficeHours: z.array(NamedRef),
  headlineWorkExperienceId: z.string().nullable(),
  searchStatus: z.enum(SEARCH_STATUSES).nullable(),
  genderPronoun: NamedRef.nullable(),
  city: CityRef.nullable(),
  state: StateRef.nullable(),
  formattedLocation: z.string().nullable(),
  linkedInProfileUrl: z.string().nullable(),
  resume: ResumeRef.nullable(),
  desiredPositions: z.array(DesiredPosition),
  interestedLocations: z.array(InterestedLocation),
  skills: z.array(NamedRef),
  desiredBaseSalary: z.number().int().nullable(),
  desiredOTE: z.number().int().nullable(),
  desiredVariable: z.number().int().nullable(),
  isSalaryConfidential: z.boolean(),
  toBeDeletedAt: z.string().nullable(),
  isDeleted: z.boolean(),
  isAntiBiasMode: z.boolean(),
  internal: ProfileInternal.nullable(),
})
export type CandidateSummary = z.infer<typeof CandidateSummary>

// ---------------------------------------------------------------------------------------------
// PATCH candidates/{id}/profile

export const UpdateProfileInput = z
  .strictObject({
    firstName: text(50).min(1),
    lastName: text(50).min(1),
    email: z.string().trim().max(254),
    phone: z.string().trim().max(30).nullable(),
    aboutMe: text(L.aboutMe).nullable(),
    cityId: z.string().max(40).nullable().describe('A city id from locations/cities'),
    searchStatus: z.enum(SEARCH_STATUSES),
    genderPronounId: lovId.nullable(),
    desiredBaseSalary: money.nullable(),
    desiredOTE: money.nullable(),
    desiredVariable: money.nullable(),
    isSalaryConfidential: z.boolean(),
    availableRemotely: z.enum(REMOTE_OPTIONS).nullable(),
    sponsorshipRequired: z.boolean().nullable(),
    workArrangements: z.array(z.enum(WORK_ARRANGEMENTS)).max(WORK_ARRANGEMENTS.length),
    preferredOfficeHourIds: ids(L.preferredOfficeHours, 'preferredOfficeHours values'),
    desiredPositionIds: ids(L.desiredPositions, 'position values'),
    interestedCityIds: z
      .array(z.string().max(40))
      .max(L.interestedCities)
      .describe(`City ids, at most ${L.interestedCities}`),
    headlineWorkExperienceId: z.uuid().nullable(),
    linkedInProfileUrl: z.string().trim().max(L.url).nullable(),
    salesforceId: z.string().trim().max(100).nullable().describe('Provider staff only'),
  })
  .partial()
export type UpdateProfileInput = z.infer<typeof UpdateProfileInput>

export const LinkedInUrlInput = z.strictObject({
  linkedInProfileUrl: z.string().trim().min(1).max(L.url),
  candidateId: z.uuid().optional().describe('Provider staff: whose URL; default the signed-in candidate'),
})

export const CandidateSelfQuery = z.strictObject({
  candidateId: z.uuid().optional().describe('Provider staff: which candidate; default the signed-in candidate'),
})

export const ProfileCompletion = z.object({
  candidateId: z.string(),
  profilePercentage: z.number().int(),
  missingFields: z.array(z.string()),
})

export const SalaryAnswer = z.object({
  candidateId: z.string(),
  desiredBaseSalary: z.number().int().nullable(),
  desiredOTE: z.number().int().nullable(),
  desiredVariable: z.number().int().nullable(),
  isSalaryConfidential: z.boolean(),
  currentSalary: z.number().int().nullable().describe('From the current workplace'),
  currentOTE: z.number().int().nullable(),
})

// ---------------------------------------------------------------------------------------------
// Work experience

export const NotableAccountInput = z.strictObject({
  id: z.uuid().optional().describe('An organization id'),
  name: text(L.title).min(1),
})

export const WorkExperienceDetailsInput = z
  .strictObject({
    averageDealSizeId: lovId.nullable(),
    averageDealCycleId: lovId.nullable(),
    annualQuotaId: lovId.nullable(),
    annualTeamQuotaId: lovId.nullable(),
    netNewBusinessId: lovId.nullable(),
    bookOfBusinessId: lovId.nullable(),
    averageNumberOfAccountsId: lovId.nullable(),
    measuredById: lovId.nullable(),
    monthlyQualifiedMeetingsQuotaId: lovId.nullable(),
    annualPipelineQuotaId: lovId.nullable(),
    teamsManagedId: lovId.nullable(),
    highestLevelManagedId: lovId.nullable(),
    reportedIntoId: lovId.nullable(),
    quotaAttainment: z.number().int().min(0).max(1000).nullable().describe('Percent of quota attained'),
    revenueQuota: z.number().int().min(0).max(10_000_000_000).nullable(),
    customerSizeIds: ids(L.customerSizes, 'customerSize values'),
    soldIntoLevelIds: z.array(lovId).max(50),
    soldIntoDepartmentIds: z.array(lovId).max(50),
    clientVerticalIds: z.array(lovId).max(50),
    responsibilityIds: z.array(lovId).max(50),
    notableAccounts: z.array(NotableAccountInput).max(50),
    salesMethodologyIds: ids(L.salesMethodologies, 'salesMethodologies values'),
    presidentsClub: z.boolean().nullable(),
    achievedRetention: z.number().int().min(0).max(100).nullable(),
    leadSource: z.number().int().min(0).max(100).nullable(),
    outReach: z.number().int().min(0).max(100).nullable(),
    teamRank: z.number().int().min(1).max(999).nullable(),
    teamSize: z.number().int().min(L.teamSize.min).max(L.teamSize.max).nullable(),
    teamSizeMin: z.number().int().min(L.teamSize.min).max(L.teamSize.max).nullable(),
    teamSizeMax: z.number().int().min(L.teamSize.min).max(L.teamSize.max).nullable(),
    teamArrMin: z.number().int().min(L.teamArrMillions.min).max(L.teamArrMillions.max).nullable().describe('Millions'),
    teamArrMax: z.number().int().min(L.teamArrMillions.min).max(L.teamArrMillions.max).nullable().describe('Millions'),
    managedRemoteTeams: z.boolean().nullable(),
    builtPlaybook: z.boolean().nullable(),
    noOfReposPromoted: z.number().int().min(0).max(999).nullable(),
    salesPrePost: text(L.title).nullable(),
  })
  .partial()
export type WorkExperienceDetailsInput = z.infer<typeof WorkExperienceDetailsInput>

export const WorkExperienceInput = z.strictObject({
  title: text(L.title).min(1),
  titleId: lovId.nullable().optional(),
  company: z.strictObject({ id: z.uuid().optional(), name: text(L.title).min(1) }),
  fromDate: date.nullable().optional(),
  toDate: date.nullable().optional(),
  isCurrentWorkplace: z.boolean().default(false),
  description: text(L.description).nullable().optional(),
  descriptionHTML: z.string().max(L.descriptionHtml).nullable().optional().describe('Sanitized on save'),
  desiredPositionId: lovId.nullable().optional(),
  cityId: z.string().max(40).nullable().optional(),
  workFromHome: z.boolean().optional(),
  travel: z.boolean().optional(),
  salary: money.nullable().optional(),
  ote: money.nullable().optional(),
  variable: money.nullable().optional(),
  doNotContact: z.boolean().optional(),
  jobId: z
    .uuid()
    .nullable()
    .optional()
    .describe(
      "The job this role was a placement for; the candidate must be in that job's pipeline. On PUT, leaving it out keeps the link",
    ),
  details: WorkExperienceDetailsInput.optional(),
})
export type WorkExperienceInput = z.infer<typeof WorkExperienceInput>

export const WorkExperienceDetails = z.object({
  averageDealSize: NamedRef.nullable(),
  averageDealCycle: NamedRef.nullable(),
  annualQuota: NamedRef.nullable(),
  annualTeamQuota: NamedRef.nullable(),
  netNewBusiness: NamedRef.nullable(),
  bookOfBusiness: NamedRef.nullable(),
  averageNumberOfAccounts: NamedRef.nullable(),
  measuredBy: NamedRef.nullable(),
  monthlyQualifiedMeetingsQuota: NamedRef.nullable(),
  annualPipelineQuota: NamedRef.nullable(),
  teamsManaged: NamedRef.nullable(),
  highestLevelManaged: NamedRef.nullable(),
  reportedInto: NamedRef.nullable(),
  quotaAttainment: z.number().nullable(),
  revenueQuota: z.number().nullable(),
  customerSize: z.array(NamedRef),
  soldIntoLevels: z.array(NamedRef),
  soldIntoDepartments: z.array(NamedRef),
  clientVerticals: z.array(NamedRef),
  responsibilities: z.array(NamedRef),
  salesMethodologies: z.array(NamedRef),
  notableAccounts: z.array(z.object({ id: z.string(), name: z.string() })),
  presidentsClub: z.boolean().nullable(),
  achievedRetention: z.number().nullable(),
  leadSource: z.number().nullable(),
  outReach: z.number().nullable(),
  teamRank: z.number().nullable(),
  teamSize: z.number().nullable(),
  teamSizeMin: z.number().nullable(),
  teamSizeMax: z.number().nullable(),
  teamArrMin: z.number().nullable(),
  teamArrMax: z.number().nullable(),
  managedRemoteTeams: z.boolean().nullable(),
  builtPlaybook: z.boolean().nullable(),
  noOfReposPromoted: z.number().nullable(),
  salesPrePost: z.string().nullable(),
})

export const WorkExperience = z.object({
  id: z.string(),
  title: z.string(),
  titleId: z.string().nullable(),
  company: z.object({ id: z.string().nullable(), name: z.string() }),
  fromDate: z.string().nullable(),
  toDate: z.string().nullable(),
  fromMonth: z.number().nullable(),
  fromYear: z.number().nullable(),
  toMonth: z.number().nullable(),
  toYear: z.number().nullable(),
  isCurrentWorkplace: z.boolean(),
  description: z.string().nullable(),
  descriptionHTML: z.string().nullable(),
  duration: z.string().nullable(),
  durationMonths: z.number().nullable(),
  desiredPosition: NamedRef.nullable(),
  location: z
    .object({
      cityId: z.string(),
      cityName: z.string(),
      stateCode: z.string().nullable(),
      stateId: z.string().nullable(),
      stateName: z.string().nullable(),
    })
    .nullable(),
  workFromHome: z.boolean(),
  travel: z.boolean(),
  jobId: z.string().nullable(),
  salary: z.number().nullable(),
  ote: z.number().nullable(),
  variable: z.number().nullable(),
  doNotContact: z.boolean(),
  isHeadline: z.boolean(),
  details: WorkExperienceDetails.nullable(),
})
export type WorkExperience = z.infer<typeof WorkExperience>

/** Experiences grouped by company (groupedWorkExperiences), newest first. */
export const WorkExperienceGroup = z.object({
  company: z.object({ id: z.string().nullable(), name: z.string() }),
  duration: z.string().nullable(),
  items: z.array(WorkExperience),
})

// ---------------------------------------------------------------------------------------------
// Title -> position mappings and the work experience of a job (001 §7)

export const TitlePositionQuery = z.strictObject({
  jobTitle: text(L.title).min(1).describe('A work-experience title, as typed or picked'),
})
export type TitlePositionQuery = z.infer<typeof TitlePositionQuery>
export const TitlePositionMatch = z.object({
  position: DesiredPosition,
  alias: z.string().describe('The position alias found in the title'),
  exact: z.boolean().describe('The alias is the whole title'),
  recommendedPosition: DesiredPosition.nullable().describe('The position this one recommends instead, if any'),
})
export const TitlePositionMappings = z.object({
  jobTitle: z.string(),
  jobTitleId: z.string().nullable().describe('The workExperienceTitle value with this text, when there is one'),
  position: DesiredPosition.nullable().describe(
    'The position the title maps to: the best match, or the position it recommends; null when none matches',
  ),
  matches: z.array(TitlePositionMatch).describe('Every matching position, best first'),
})
export type TitlePositionMappings = z.infer<typeof TitlePositionMappings>

export const UpdatePositionsInput = z.strictObject({
  jobTitleId: lovId.describe('A workExperienceTitle value: its experiences get the position it maps to now'),
})
export type UpdatePositionsInput = z.infer<typeof UpdatePositionsInput>
export const UpdatePositionsAnswer = z.object({
  jobTitleId: z.string(),
  jobTitle: z.string(),
  position: DesiredPosition,
  updated: z.number().int().describe('Work experiences whose position changed'),
  candidates: z.number().int().describe('Candidates those experiences belong to'),
})

export const JobWorkExperienceParams = z.strictObject({ jobId: z.uuid().describe('The job') })
export const JobWorkExperiences = z.object({
  job: z.object({
    id: z.string(),
    name: z.string(),
    organization: z.object({ id: z.string(), name: z.string() }),
  }),
  draft: z
    .object({
      title: z.string(),
      company: z.object({ id: z.string(), name: z.string() }),
      desiredPositionId: z.string().nullable(),
      cityId: z.string().nullable(),
      isCurrentWorkplace: z.boolean(),
      jobId: z.string(),
    })
    .describe('A work experience prefilled from the job, for POST candidates/{id}/work-experience'),
  items: z
    .array(
      z.object({
        candidateId: z.string(),
        firstName: z.string().nullable(),
        lastName: z.string().nullable(),
        workExperience: WorkExperience,
      }),
    )
    .describe('Work experiences linked to the job that the caller may see'),
})
export type JobWorkExperiences = z.infer<typeof JobWorkExperiences>

// ---------------------------------------------------------------------------------------------
// Education and skills

export const EducationInput = z.strictObject({
  school: text(L.title).min(1),
  degreeId: lovId.nullable().optional(),
  fieldOfStudyId: lovId.nullable().optional(),
  educationYear: z.number().int().min(1900).max(2200).nullable().optional(),
  highlights: text(L.highlights).nullable().optional(),
  highlightsHTML: z.string().max(L.highlightsHtml).nullable().optional(),
  extracurricularActivityIds: ids(L.extracurricularActivities, 'extracurricularActivity values').optional(),
  isHighlighted: z.boolean().optional(),
})
export type EducationInput = z.infer<typeof EducationInput>

export const Education = z.object({
  id: z.string(),
  school: z.string().nullable(),
  degree: NamedRef.nullable(),
  fieldOfStudy: NamedRef.nullable(),
  educationYear: z.number().nullable(),
  highlights: z.string().nullable(),
  highlightsHTML: z.string().nullable(),
  extracurricularActivities: z.array(NamedRef),
  isHighlighted: z.boolean(),
})
export type Education = z.infer<typeof Education>

export const SkillsInput = z.strictObject({
  skillIds: z.array(lovId).min(1).max(L.skills).describe('skill values to add'),
})

// ---------------------------------------------------------------------------------------------
// Portfolio

export const PortfolioItemInput = z.strictObject({
  type: z.enum(PORTFOLIO_ITEM_TYPES),
  url: z.string().trim().max(L.url).nullable().optional().describe('A link; sanitised and prefixed with https://'),
  title: text(L.title).min(1),
  description: text(L.description).nullable().optional(),
  descriptionHTML: z.string().max(L.descriptionHtml).nullable().optional(),
  fileMediaId: z.uuid().nullable().optional().describe('An uploaded portfolio file (fileKey)'),
  thumbnailMediaId: z.uuid().nullable().optional().describe('An uploaded thumbnail, 16:9 or square'),
  thumbnailUrl: z.string().trim().max(L.url).nullable().optional(),
})
export type PortfolioItemInput = z.infer<typeof PortfolioItemInput>
export const PortfolioItemPatch = PortfolioItemInput.partial()
export type PortfolioItemPatch = z.infer<typeof PortfolioItemPatch>

export const PortfolioItem = z.object({
  id: z.string(),
  type: z.enum(PORTFOLIO_ITEM_TYPES),
  url: z.string().nullable(),
  title: z.string(),
  description: z.string().nullable(),
  descriptionHTML: z.string().nullable(),
  fileKey: z.string().nullable(),
  fileUrl: z.string().nullable(),
  fileMediaId: z.string().nullable(),
  thumbnailKey: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  sortOrder: z.number().int(),
})
export type PortfolioItem = z.infer<typeof PortfolioItem>

export const PortfolioOrderInput = z.strictObject({ ids: z.array(z.uuid()).min(1).max(L.portfolioItems) })
export const PortfolioMetaQuery = z.strictObject({ url: z.string().trim().min(1).max(L.url) })
export const PortfolioMeta = z.object({
  url: z.string(),
  title: z.string().nullable(),
  description: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  siteName: z.string().nullable(),
})

// ---------------------------------------------------------------------------------------------
// Demographics (demographic-filter permission or the candidate)

export const DemographicsInput = z
  .strictObject({
    raceIds: z.array(lovId).max(10),
    ageId: lovId.nullable(),
    genderIdentityId: lovId.nullable(),
    sexualOrientationId: lovId.nullable(),
    militaryStatusId: lovId.nullable(),
  })
  .partial()
export const Demographics = z.object({
  candidateId: z.string(),
  races: z.array(NamedRef),
  age: NamedRef.nullable(),
  genderIdentity: NamedRef.nullable(),
  sexualOrientation: NamedRef.nullable(),
  militaryStatus: NamedRef.nullable(),
})

// ---------------------------------------------------------------------------------------------
// Internal profile and notes (provider staff)

export const InternalProfileInput = z
  .strictObject({
    leadStatusId: lovId.nullable(),
    contactStatusId: lovId.nullable(),
    ownerId: z.uuid().nullable(),
    sourcedById: z.uuid().nullable(),
    disqualificationReasonId: lovId.nullable(),
    disqualificationTemporaryReasonId: lovId.nullable(),
    disqualificationNote: text(LIMITS.notes).nullable(),
    doNotContact: z.boolean(),
    lastTouch: z.literal('now').describe('Record a touch now'),
  })
  .partial()
export type InternalProfileInput = z.infer<typeof InternalProfileInput>

export const InternalProfile = z.object({
  candidateId: z.string(),
  leadStatus: NamedRef.nullable(),
  contactStatus: NamedRef.nullable(),
  owner: OwnerCard.nullable(),
  sourcedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  disqualificationReason: NamedRef.nullable(),
  disqualificationTemporaryReason: NamedRef.nullable(),
  disqualificationNote: z.string().nullable(),
  isPermanentlyDisqualified: z.boolean(),
  doNotContact: z.boolean(),
  lastTouch: z.string().nullable(),
  elapsedDays: z.number().int().nullable().describe('Whole days since the last touch'),
  lastNCM: z.string().nullable(),
  lastPlacedAt: z.string().nullable(),
  createdAt: z.string(),
  isOwnerActive: z.boolean().nullable(),
})

export const InternalStatus = z.object({
  candidateId: z.string(),
  leadStatus: NamedRef.nullable(),
  contactStatus: NamedRef.nullable(),
  isPermanentlyDisqualified: z.boolean(),
  doNotContact: z.boolean(),
  toBeDeletedAt: z.string().nullable(),
})

export const NoteType = z.enum(CANDIDATE_NOTE_TYPES)
export const NoteInput = z.strictObject({
  type: NoteType.default('general'),
  body: z
    .string()
    .max(LIMITS.internalNotes)
    .optional()
    .describe(`Plain text, at most ${LIMITS.internalNotes} characters`),
  bodyHTML: z
    .string()
    .max(LIMITS.internalNotesHtml)
    .optional()
    .describe(`Rich text, at most ${LIMITS.internalNotesHtml} characters; sanitized`),
  jobId: z.uuid().nullable().optional(),
})
export type NoteInput = z.infer<typeof NoteInput>
export const NotePatch = z.strictObject({
  type: NoteType.optional(),
  body: NoteInput.shape.body,
  bodyHTML: NoteInput.shape.bodyHTML,
  jobId: NoteInput.shape.jobId,
})
export const NotesQuery = PagingQuery.extend({ type: NoteType.optional() }).strict()
export const Note = z.object({
  id: z.string(),
  candidateId: z.string(),
  type: NoteType,
  body: z.string(),
  bodyHTML: z.string().nullable(),
  jobId: z.string().nullable(),
  author: z.object({ id: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
})

export const EntityAuditParams = z.strictObject({ id: z.uuid(), entityId: z.uuid() })
export const AuditEntry = z.object({
  id: z.string(),
  at: z.string(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string(),
  field: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  actor: z.object({ id: z.string(), name: z.string(), userType: z.string().nullable() }).nullable(),
})

// ---------------------------------------------------------------------------------------------
// Sharing and PDF

export const ShareableUrlQuery = z.strictObject({ isAntiBiasMode: booleanish.optional() })
export const ShareableUrl = z.object({
  url: z.string().describe('The public page'),
  token: z.string(),
  pdfUrl: z.string(),
  expiresAt: z.string(),
  lifetimeDays: z.number().int(),
  isAntiBiasMode: z.boolean(),
  warning: z.enum(['expiresToday', 'expiresTomorrow']).nullable(),
})
export const TokenParams = z.strictObject({ token: z.string().min(16).max(200) })

/** What a public page shows: no internal fields, no contact details beyond the profile's own. */
export const PublicProfile = z.object({
  candidate: CandidateSummary.omit({ internal: true }),
  workExperiences: z.array(WorkExperience),
  educations: z.array(Education),
  portfolio: z.array(PortfolioItem),
  link: z.object({
    expiresAt: z.string().nullable(),
    warning: z.enum(['expiresToday', 'expiresTomorrow']).nullable(),
    warningText: z.string().nullable(),
  }),
})

// ---------------------------------------------------------------------------------------------
// Resume parsing

export const ProcessResumeInput = z.strictObject({
  candidateId: z.uuid().optional().describe('Whose resume; default the signed-in candidate'),
  mediaId: z.uuid().optional().describe("A resume already uploaded; default the candidate's current resume"),
  apply: z
    .boolean()
    .default(false)
    .describe('Fill empty profile fields and add the parsed experience, education and skills'),
})

export const ResumeSectionState = z.enum(['ok', 'empty', 'failed'])
export const ParsedResume = z.object({
  state: z.enum(['complete', 'partial', 'failed', 'pending']).describe('pending: still parsing, ask again shortly'),
  message: z.string().nullable(),
  mediaId: z.string(),
  sections: z.object({
    contact: ResumeSectionState,
    workExperience: ResumeSectionState,
    education: ResumeSectionState,
    skills: ResumeSectionState,
  }),
  contact: z.object({
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    linkedInProfileUrl: z.string().nullable(),
  }),
  workExperiences: z.array(
    z.object({
      title: z.string(),
      company: z.string(),
      fromDate: z.string().nullable(),
      toDate: z.string().nullable(),
      isCurrentWorkplace: z.boolean(),
    }),
  ),
  educations: z.array(
    z.object({
      school: z.string(),
      degree: z.string().nullable(),
      fieldOfStudy: z.string().nullable(),
      educationYear: z.number().nullable(),
    }),
  ),
  skills: z.array(z.object({ name: z.string(), id: z.string().nullable() })),
  applied: z
    .object({
      profileFields: z.array(z.string()),
      workExperiences: z.number().int(),
      educations: z.number().int(),
      skills: z.number().int(),
    })
    .nullable(),
})
export type ParsedResume = z.infer<typeof ParsedResume>

// ---------------------------------------------------------------------------------------------
// Life-cycle

export const MarkForDeletionInput = z.strictObject({
  reasonId: lovId.describe('A deleteCandidateReason value'),
  notes: text(LIMITS.notes).optional(),
})
export const DeletionState = z.object({
  candidateId: z.string(),
  state: z.enum(CANDIDATE_DELETION_STATES),
  toBeDeletedAt: z.string().nullable(),
  purgeAfter: z.string().nullable(),
  reason: NamedRef.nullable(),
})

export const ReinboundInput = z.strictObject({ notes: text(LIMITS.notes).nullable().optional() })
export const ReinboundRequest = z.object({
  id: z.string(),
  candidateId: z.string(),
  state: z.enum(REINBOUND_REQUEST_STATES),
  notes: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  cancelledAt: z.string().nullable(),
})

export const GuestSearchStatusQuery = z.strictObject({ token: z.string().min(16).max(200) })
export const GuestSearchStatusInput = z.strictObject({ searchStatus: z.enum(SEARCH_STATUSES) })
export const GuestSearchStatusPage = z.object({
  candidateId: z.string(),
  firstName: z.string(),
  searchStatus: z.enum(SEARCH_STATUSES).nullable(),
  expiresAt: z.string().nullable().describe('When the link stops working'),
})
export const GuestSearchStatusAnswer = z.object({ candidateId: z.string(), searchStatus: z.enum(SEARCH_STATUSES) })

export const ResetAnswer = z.object({ candidateId: z.string(), reset: z.array(z.string()) })
export const OkAnswer = z.object({ ok: z.literal(true) })

// ---------------------------------------------------------------------------------------------
// GET candidates/{id}/messages: what the product sent the candidate (profile messages tab)

export const CANDIDATE_MAIL_STATUSES = ['queued', 'sent', 'failed'] as const
export const CandidateMessagesQuery = PagingQuery.strict()
export const CandidateMessage = z.object({
  id: z.string(),
  channel: z.enum(MESSAGE_CHANNELS),
  kind: z
    .string()
    .describe(
      'What was sent: pipelinePitch, pipelinePitchInMail, pipelineOpportunity, pipelineRejection, pipelineSnippet',
    ),
  subject: z.string().nullable(),
  to: z.string().nullable().describe('The address an e-mail went to'),
  body: z.string().describe('The text the candidate read, without one-time answer links'),
  job: z.object({ id: z.string(), name: z.string() }).nullable().describe('The job the message was about'),
  sentBy: z.string().nullable().describe('Who sent it (full name), when a person did'),
  status: z
    .enum(CANDIDATE_MAIL_STATUSES)
    .describe('queued: waiting or retrying; sent: handed to the mail server; failed: given up'),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
})
export type CandidateMessage = z.infer<typeof CandidateMessage>

// ---------------------------------------------------------------------------------------------
// GET candidates/{id}/job-stages: the candidate's live stages across jobs (profile schedule tab)

export const CandidateJobStage = CandidateStatusAnswer.extend({
  job: z.object({ id: z.string(), name: z.string(), status: z.enum(JOB_STATUSES), organizationName: z.string() }),
})
export type CandidateJobStage = z.infer<typeof CandidateJobStage>

// ---------------------------------------------------------------------------------------------
// POST candidates/send-notification?type=, GET template/invite-templates (001 §7)

export const SendNotificationQuery = z.strictObject({
  type: z
    .enum(CANDIDATE_NOTIFICATION_TYPES)
    .describe(
      '`searchStatus`: ask to confirm the search status by a public link; `completeProfile`: ask to sign in and complete the profile',
    ),
})
export const SendNotificationInput = z.strictObject({
  candidateIds: z
    .array(z.uuid())
    .min(1, NO_CANDIDATES_TO_NOTIFY)
    .max(MAX_NOTIFIED_CANDIDATES, `At most ${MAX_NOTIFIED_CANDIDATES} candidates at once`)
    .describe('The selected candidates'),
})
export type SendNotificationInput = z.infer<typeof SendNotificationInput>
export const NOTIFICATION_SKIP_REASONS = ['noEmail', 'markedForDeletion', 'noAccount'] as const
export const SendNotificationResult = z.object({
  type: z.enum(CANDIDATE_NOTIFICATION_TYPES),
  queued: z
    .array(z.object({ candidateId: z.uuid(), email: z.string(), messageId: z.uuid() }))
    .describe('Mails queued for delivery (the messages tab shows when each is sent)'),
  skipped: z.array(z.object({ candidateId: z.uuid(), reason: z.enum(NOTIFICATION_SKIP_REASONS) })),
})
export type SendNotificationResult = z.infer<typeof SendNotificationResult>

/** POST jobs/{id}/fill-candidate-gaps: the complete-your-profile mail to the job's live candidates with gaps. */
export const FillCandidateGapsResult = SendNotificationResult.extend({
  jobId: z.uuid(),
  inLiveStages: z.number().int().describe('Candidates in shortlist, submittal, send-out or offer'),
  complete: z.number().int().describe('Of those, profiles already complete (not mailed)'),
})
export type FillCandidateGapsResult = z.infer<typeof FillCandidateGapsResult>
export const InviteTemplate = z.object({
  type: z.enum(CANDIDATE_NOTIFICATION_TYPES),
  key: z.string().describe('The template key an administrator uses to replace it (Configurations → templates)'),
  displayName: z.string(),
  subject: z.string(),
  bodyHtml: z.string(),
  placeholders: z.array(z.string()),
  isCustom: z.boolean().describe('An administrator replaced the built-in text'),
})
export type InviteTemplate = z.infer<typeof InviteTemplate>
