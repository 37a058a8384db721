/**
 * Users: the logged-in user (spec 000 §3), profile updates, privacy policy, feature
 * notifications, contact cards, owners, recipients and the users admin (`manage-users`).
 */
import * as z from 'zod'
import {
  AUTH_LIMITS,
  FIELD_MESSAGES,
  hasForbiddenNameCharacter,
  isEmail,
  NOTIFICATION_SETTING_KEYS,
  toAccountPhone,
} from '../domain/auth/index'
import { FEATURE_FLAG_KEYS, ROLE_VIEWS, SEARCH_ENTITIES, USER_TYPES } from '../domain/enums'
import { LIMITS, PAGE_SIZE } from '../domain/validation/limits'
import { SortDirection } from './common'

const iso = z.string().describe('ISO 8601 instant')

// Field rules repeated here (not imported from auth.ts) so the two files do not import each other.
const Name = z
  .string()
  .trim()
  .min(1, FIELD_MESSAGES.required)
  .max(AUTH_LIMITS.nameMax, FIELD_MESSAGES.nameLength)
  .refine((v) => !hasForbiddenNameCharacter(v), { message: FIELD_MESSAGES.nameCharacters, params: { rule: 'name' } })
const Phone = z
  .string()
  .max(30)
  .refine((v) => toAccountPhone(v) !== null, { message: FIELD_MESSAGES.phone, params: { rule: 'phone' } })
const Email = z
  .string()
  .max(AUTH_LIMITS.emailMax)
  .refine(isEmail, { message: FIELD_MESSAGES.email, params: { rule: 'emailValidator' } })
const Timezone = z
  .string()
  .min(1)
  .max(64)
  .refine(
    (tz) => {
      try {
        new Intl.DateTimeFormat('en-US', { timeZone: tz })
        return true
      } catch {
        return false
      }
    },
    { message: 'Unknown time zone', params: { rule: 'timezone' } },
  )
  .describe('IANA time-zone name, e.g. America/New_York')

export const RoleDto = z.object({
  key: z.string(),
  name: z.string(),
  isAdministrative: z.boolean(),
})
export type RoleDto = z.infer<typeof RoleDto>

export const FeatureNotificationDto = z.object({
  id: z.uuid(),
  title: z.string(),
  bodyHtml: z.string(),
  linkUrl: z.string().nullable(),
  publishedAt: iso.nullable(),
  isRead: z.boolean(),
})
export type FeatureNotificationDto = z.infer<typeof FeatureNotificationDto>

/** The logged-in user (spec 000 §3), as `GET users/me` answers it. */
export const MeDto = z.object({
  id: z.uuid(),
  connectId: z.uuid().describe('The user id (the spec name)'),
  cognitoId: z.string().describe('The identity subject; our identity is built in, so the user id'),
  salesforceId: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string().nullable().describe('Without the leading +1'),
  timezone: z.string().nullable(),
  pictureUrl: z.string().nullable(),
  pronunciationAudioUrl: z.string().nullable(),
  emailSignature: z.string().nullable(),
  ats: z.string().nullable().describe("The organization's applicant tracking system, if connected"),
  atsId: z.string().nullable().describe("This user's id in it"),
  organizationId: z.uuid().nullable(),
  organizationName: z.string().nullable(),
  userType: z.enum(USER_TYPES),
  candidateId: z.uuid().nullable(),
  roles: z.array(RoleDto),
  /** Role keys and the permission keys they grant (e.g. `internal-recruiter`, `recruiter`). */
  roleNames: z.array(z.string()),
  rolesDictionary: z.record(z.string(), z.boolean()).describe('Every known role key: whether the user has it'),
  permissions: z.array(z.string()),
  roleView: z.enum(ROLE_VIEWS),
  channels: z.array(z.string()).describe('Real-time channels this user listens to'),
  isActive: z.boolean(),
  configurations: z.record(z.string(), z.unknown()).describe('Public configurations keyed by key'),
  hasAdministrativeRole: z.boolean(),
  emailVerified: z.boolean(),
  hasOnboarded: z.boolean(),
  isFirstLogin: z.boolean(),
  isCalendarTabVisited: z.boolean(),
  toBeDeletedAt: iso.nullable(),
  expiredPrivacyPolicy: z.boolean(),
  privacyPolicyVersion: z.string().describe('The version in force'),
  searchStatusModalViewed: z.boolean(),
  newFeatureNotifications: z.array(FeatureNotificationDto),
  userAllowedFeatures: z.array(z.enum(FEATURE_FLAG_KEYS)),
  showWelcomeModal: z.boolean(),
  showUpdateLinkedInUrlModal: z.boolean(),
  showClientInboundHiringModal: z.boolean(),
  lastChromeExtStatsViewedAt: iso.nullable(),
  pingSalesTeamMetaData: z.record(z.string(), z.unknown()).nullable(),
  clientSourcing: z.boolean().describe('Both the client-sourcing role and the flag'),
  manualInviteSentAt: iso.nullable(),
  lastLoginAt: iso.nullable(),
  uiState: z.record(z.string(), z.unknown()).describe('Per-user UI state kept across logins (000 §9)'),
  antiBiasMode: z
    .boolean()
    .describe("Anti-bias mode as the server applies it: the user's choice, else the client organization's default"),
  rememberMeDays: z.number().int().describe('"Keep me signed in" lifetime in days that a login gets (default 30)'),
  notificationSettings: z
    .partialRecord(z.enum(NOTIFICATION_SETTING_KEYS), z.boolean())
    .describe('The notifications this user receives, on or off'),
  pendingEmail: z
    .string()
    .nullable()
    .describe('A new sign-in e-mail waiting for its code (POST auth/change-email), until it expires'),
  hasPassword: z.boolean().describe('False for social-only accounts: password and e-mail changes need one'),
  homeRoute: z.string().describe('Home route by role (000 §2)'),
  landingRoute: z.string().describe('Where the session guard sends this user now: verify, sign-up step 1 or home'),
})
export type MeDto = z.infer<typeof MeDto>

export const MeQuery = z.strictObject({
  tz: Timezone.optional().describe("The browser's time zone; kept when the user has none"),
  offset: z.string().max(10).optional(),
  abbr: z.string().max(10).optional(),
})
export type MeQuery = z.infer<typeof MeQuery>

/** PATCH users: the signed-in user's own profile, one-off prompts and sign-up step 1. */
export const UpdateMeInput = z.strictObject({
  firstName: Name.optional(),
  lastName: Name.optional(),
  phone: Phone.nullable().optional(),
  timezone: Timezone.nullable().optional(),
  emailSignature: z.string().max(LIMITS.notesLong).nullable().optional(),
  pictureMediaId: z.uuid().nullable().optional(),
  pronunciationAudioMediaId: z.uuid().nullable().optional(),
  isCalendarTabVisited: z.literal(true).optional(),
  searchStatusModalViewed: z.literal(true).optional(),
  showWelcomeModal: z.literal(false).optional(),
  showUpdateLinkedInUrlModal: z.boolean().optional(),
  showClientInboundHiringModal: z.literal(false).optional(),
  lastChromeExtStatsViewedAt: z.literal(true).optional().describe('true: now'),
  pingSalesTeamMetaData: z.record(z.string().max(100), z.unknown()).nullable().optional(),
  uiState: z.record(z.string().max(100), z.unknown()).optional(),
  antiBiasMode: z
    .boolean()
    .nullable()
    .optional()
    .describe("Anti-bias mode for every answer about candidates; null: follow the organization's default"),
  rememberMeDays: z
    .number()
    .int()
    .min(1)
    .max(365)
    .nullable()
    .optional()
    .describe('"Keep me signed in" lifetime in days for later logins; null: the default 30'),
  notificationSettings: z
    .partialRecord(z.enum(NOTIFICATION_SETTING_KEYS), z.boolean())
    .optional()
    .describe('Turn notifications on or off (keys this user does not receive are refused)'),
  // sign-up step 1 for a signed-in user who has not onboarded (e.g. after social login)
  userType: z.enum(['candidate', 'client']).optional().describe('Sign-up step 1 only'),
  companyName: z.string().trim().min(1).max(LIMITS.shortText).optional().describe('Sign-up step 1 of a client'),
  acceptedTerms: z.literal(true).optional(),
})
export type UpdateMeInput = z.infer<typeof UpdateMeInput>

export const PrivacyPolicyInput = z.strictObject({
  accepted: z.literal(true),
  version: z.string().min(1).max(50).optional().describe('The version read; default the one in force'),
})
export type PrivacyPolicyInput = z.infer<typeof PrivacyPolicyInput>

export const FeatureNotificationsReadInput = z.strictObject({
  ids: z.array(z.uuid()).min(1).max(100),
})
export type FeatureNotificationsReadInput = z.infer<typeof FeatureNotificationsReadInput>

/** The contact card (000 §3). */
export const ShortProfileDto = z.object({
  userId: z.uuid(),
  fullName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  pictureUrl: z.string().nullable(),
  timezone: z.string().nullable(),
  organizationName: z.string().nullable(),
  title: z.string().nullable(),
  managerName: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  role: z.string().nullable(),
  userType: z.enum(USER_TYPES),
  isActive: z.boolean(),
})
export type ShortProfileDto = z.infer<typeof ShortProfileDto>

/** An owner (001 §3 owner {id, value, isActive, role, userType, isMarketingUser}). */
export const OwnerDto = z.object({
  id: z.uuid(),
  value: z.string().describe('Full name'),
  email: z.string(),
  isActive: z.boolean(),
  role: z.string().nullable(),
  roles: z.array(z.string()),
  userType: z.enum(USER_TYPES),
  isMarketingUser: z.boolean(),
})
export type OwnerDto = z.infer<typeof OwnerDto>

const csv = (max: number) =>
  z
    .string()
    .max(max)
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )

export const OwnersQuery = z.strictObject({
  searchText: z.string().max(100).optional(),
  types: csv(500).optional().describe('Role keys, comma-separated (default: internal and fractional recruiters)'),
  sortBy: z.enum(['name', 'email', 'createdAt']).default('name'),
  sortDirection: SortDirection.default('asc'),
  includeInactive: z.enum(['true', 'false']).optional(),
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE.max).default(PAGE_SIZE.max),
})
export type OwnersQuery = z.infer<typeof OwnersQuery>

export const OwnersByStatusQuery = z.strictObject({
  status: z.enum(['active', 'inactive', 'all']).default('active'),
})

export const RecipientDto = z.object({
  userId: z.uuid(),
  email: z.string(),
  fullName: z.string(),
  userType: z.enum(USER_TYPES),
  isActive: z.boolean(),
  organizationId: z.uuid().nullable(),
  organizationName: z.string().nullable(),
})
export type RecipientDto = z.infer<typeof RecipientDto>

const flag = z.enum(['true', 'false']).transform((v) => v === 'true')

export const RecipientsQuery = z.strictObject({
  includeProviderUsers: flag.optional().describe('Provider staff (the spec’s includeBettsUsers)'),
  includeBettsUsers: flag.optional().describe('Alias of includeProviderUsers'),
  includeClientUsers: flag.optional(),
  jobId: z.uuid().optional().describe("Client users of this job's organization"),
  includeCustomEmails: flag.optional(),
  includeInactiveUsers: flag.optional(),
  searchText: z.string().max(100).optional(),
  sortBy: z.enum(['name', 'email']).default('name'),
  sortDirection: SortDirection.default('asc'),
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE.max).default(50),
})
export type RecipientsQuery = z.infer<typeof RecipientsQuery>

// --- users admin (manage-users) -------------------------------------------------------------------

export const AdminUserDto = z.object({
  id: z.uuid(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  phone: z.string().nullable(),
  userType: z.enum(USER_TYPES),
  organizationId: z.uuid().nullable(),
  organizationName: z.string().nullable(),
  roles: z.array(RoleDto),
  isActive: z.boolean(),
  emailVerified: z.boolean(),
  hasOnboarded: z.boolean(),
  hasPassword: z.boolean(),
  isMarketingUser: z.boolean(),
  clientSourcing: z.boolean(),
  lastLoginAt: iso.nullable(),
  manualInviteSentAt: iso.nullable(),
  createdAt: iso,
})
export type AdminUserDto = z.infer<typeof AdminUserDto>

export const AdminUsersQuery = z.strictObject({
  searchText: z.string().max(100).optional(),
  userType: z.enum(USER_TYPES).optional(),
  roleKey: z.string().max(100).optional(),
  organizationId: z.uuid().optional(),
  status: z.enum(['active', 'inactive', 'all']).default('all'),
  sortBy: z.enum(['name', 'email', 'createdAt', 'lastLoginAt']).default('createdAt'),
  sortDirection: SortDirection.default('desc'),
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE.max).default(PAGE_SIZE.initial),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
})
export type AdminUsersQuery = z.infer<typeof AdminUsersQuery>

export const RoleKeys = z.array(z.string().min(1).max(100)).max(20)

export const AdminCreateUserInput = z.strictObject({
  email: Email,
  firstName: Name,
  lastName: Name,
  phone: Phone.optional(),
  userType: z.enum(['staff', 'client', 'candidate']),
  roleKeys: RoleKeys.min(1),
  organizationId: z.uuid().optional().describe('Required for a client user'),
  isMarketingUser: z.boolean().optional(),
  clientSourcing: z.boolean().optional(),
  sendInvite: z.boolean().default(true).describe('E-mail a link to set a password'),
})
export type AdminCreateUserInput = z.infer<typeof AdminCreateUserInput>

export const AdminUpdateUserInput = z.strictObject({
  firstName: Name.optional(),
  lastName: Name.optional(),
  phone: Phone.nullable().optional(),
  isMarketingUser: z.boolean().optional(),
  clientSourcing: z.boolean().optional(),
})
export type AdminUpdateUserInput = z.infer<typeof AdminUpdateUserInput>

export const AssignRolesInput = z.strictObject({ roleKeys: RoleKeys })
export type AssignRolesInput = z.infer<typeof AssignRolesInput>

export const LoginInviteInput = z.strictObject({
  userId: z.uuid().describe('The user to invite (staff, client contact or candidate)'),
})
export type LoginInviteInput = z.infer<typeof LoginInviteInput>

export const LoginInviteResult = z.object({
  userId: z.uuid(),
  email: z.string(),
  manualInviteSentAt: iso,
})
export type LoginInviteResult = z.infer<typeof LoginInviteResult>

// --- dev mailbox (never in production) -------------------------------------------------------------

export const DevMailDto = z.object({
  id: z.uuid(),
  to: z.string(),
  subject: z.string(),
  template: z.string(),
  text: z.string(),
  html: z.string(),
  createdAt: iso,
  /** Null while queued and when not delivered (see failure). */
  deliveredAt: iso.nullable(),
  /** Why the mail was not delivered: off the e-mail whitelist, or given up after retries. */
  failure: z.string().nullable(),
})
export type DevMailDto = z.infer<typeof DevMailDto>

export const DevMailboxQuery = z.strictObject({
  to: z.string().max(AUTH_LIMITS.emailMax).optional(),
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE.max).default(PAGE_SIZE.initial),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
})

/**
 * GET and POST users/recent-clicks (000 §7, 002 §7): the records a user opened lately (a
 * candidate, job, client or organization), newest first, as far as the user may still see them.
 */
export const RECENT_CLICKS_MAX = 10
export const RecordRecentClickInput = z.strictObject({
  entityType: z.enum(SEARCH_ENTITIES).describe('What was opened'),
  entityId: z.uuid().describe('Its id'),
})
export type RecordRecentClickInput = z.infer<typeof RecordRecentClickInput>
export const RecentClickDto = z.object({
  entityType: z.enum(SEARCH_ENTITIES),
  entityId: z.uuid(),
  name: z.string().describe('The record as its page names it'),
  subtitle: z.string().nullable().describe('A job’s company, a candidate’s current title'),
  clickedAt: z.string(),
})
export type RecentClickDto = z.infer<typeof RecentClickDto>
