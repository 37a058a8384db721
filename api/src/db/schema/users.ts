/**
 * Users and sign-in: every person who signs in (candidate, client, staff) or acts (system).
 * Spec: 000 §3 "Logged-in user", §7 (auth/logs, users/*), §9 (session constants);
 * api-conventions.md "Sign-in calls".
 *
 * Secrets are never stored in the clear: passwords as a password hash (argon2id / bcrypt),
 * refresh tokens, reset tokens and verification codes as SHA-256 digests.
 */

import {
  AUTH_LOG_STATES,
  AUTH_STEPS,
  SEARCH_ENTITIES,
  SOCIAL_PROVIDERS,
  USER_TYPES,
  VERIFICATION_PURPOSES,
} from '@quota/shared/domain/enums'
import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  inet,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { allOf, createdAt, emptyTextArray, oneOf, timestamps, tstz, uuidPk } from './columns'
import { mediaTable } from './media'
import { organizationsTable } from './organizations'

/** Free-form payload the compensation engine's "ping sales team" keeps (000 §3 pingSalesTeamMetaData). */
export type PingSalesTeamMeta = Record<string, unknown>

/** Per-user UI state the spec says survives logout/login (000 §9 "Persisted per-user state"). */
export type UserUiState = Record<string, unknown>

export const usersTable = pgTable(
  'users',
  {
    /** Also the spec's `connectId`. */
    id: uuidPk(),
    userType: text({ enum: USER_TYPES }).notNull(),
    /** Stored lower-cased; unique case-insensitively. */
    email: text().notNull(),
    /** Null for social-only accounts and for invited users who have not set one. */
    passwordHash: text(),
    passwordChangedAt: tstz(),
    firstName: text().notNull().default(''),
    lastName: text().notNull().default(''),
    /** E.164 with the +1 the spec adds on creation; the UI drops it for display. */
    phone: text(),
    /** IANA time-zone name (e.g. America/New_York); null means UTC (+0000). */
    timezone: text(),
    pictureMediaId: uuid().references((): AnyPgColumn => mediaTable.id, { onDelete: 'set null' }),
    pronunciationAudioMediaId: uuid().references((): AnyPgColumn => mediaTable.id, { onDelete: 'set null' }),
    emailSignatureHtml: text(),
    /** The client company of a client user (tenant); null for candidates and provider staff. */
    organizationId: uuid().references((): AnyPgColumn => organizationsTable.id, { onDelete: 'set null' }),
    /** The CRM's id; plain data, no CRM connection (spec README). */
    salesforceId: text(),
    /** This user's id in their organization's applicant tracking system (000 §3 ats/atsId). */
    atsUserId: text(),
    isActive: boolean().notNull().default(true),
    /** Owners flagged as marketing users (001 §3 owner.isMarketingUser). */
    isMarketingUser: boolean().notNull().default(false),
    /** Client sourcing needs both the role and this flag (000 §6). */
    clientSourcing: boolean().notNull().default(false),

    // Sign-up life-cycle (000 §2 guards): emailVerified, hasOnboarded, isFirstLogin.
    emailVerifiedAt: tstz(),
    onboardedAt: tstz(),
    loginCount: integer().notNull().default(0),
    lastLoginAt: tstz(),
    /** POST users/login-invite (001 §3 manualInviteSentAt, 002 §3 client contact). */
    manualInviteSentAt: tstz(),
    /** Privacy policy: `expiredPrivacyPolicy` = this version is older than the current one. */
    privacyPolicyVersion: text(),
    privacyPolicyAcceptedAt: tstz(),
    /** Marked for deletion (000 §2 guard, §9 30 days). For candidates see candidates.toBeDeletedAt. */
    toBeDeletedAt: tstz(),

    // One-off UI prompts (000 §3).
    calendarTabVisitedAt: tstz(),
    searchStatusModalViewedAt: tstz(),
    welcomeModalDismissedAt: tstz(),
    showUpdateLinkedInUrlModal: boolean().notNull().default(false),
    showClientInboundHiringModal: boolean().notNull().default(false),
    /** PATCH provider/last-bot-stats-viewed-at. */
    lastChromeExtStatsViewedAt: tstz(),
    pingSalesTeamMeta: jsonb().$type<PingSalesTeamMeta>(),
    uiState: jsonb().$type<UserUiState>().notNull().default({}),

    // Settings page: "Keep me signed in" lifetime (null: 30 days) and notifications turned off.
    rememberMeDays: smallint(),
    /** Notification key -> false when turned off (shared/domain/auth/account-settings.ts). */
    notificationSettings: jsonb().$type<Record<string, boolean>>().notNull().default({}),
    /**
     * Anti-bias mode chosen by the user (issue 37); null follows the client organization's
     * default (client_accounts.anti_bias_default). The server applies it to every client-facing
     * answer (api/src/plugins/anti-bias.ts).
     */
    antiBiasMode: boolean(),
    ...timestamps(),
  },
  (t) => [
    check('users_user_type_check', oneOf(t.userType, USER_TYPES)),
    check('users_remember_me_days_check', sql`${t.rememberMeDays} between 1 and 365`),
    // login, check-availability, recipient search by e-mail: WHERE lower(email) = lower($1)
    uniqueIndex('users_email_uq').on(sql`lower(${t.email})`),
    // GET organizations/{id}/users, client users of a tenant: WHERE organization_id = $1
    index('users_organization_idx').on(t.organizationId),
    // GET users/owners?types=..., owners-by-status: WHERE user_type = ANY($1) AND is_active
    index('users_type_active_idx').on(t.userType, t.isActive),
  ],
)
export type UserRow = typeof usersTable.$inferSelect
export type NewUserRow = typeof usersTable.$inferInsert

/**
 * One sign-in: the family of refresh tokens that rotate from one login. Reusing a rotated token
 * revokes the whole family (the session).
 */
export const sessionsTable = pgTable(
  'sessions',
  {
    /** The family / chain id. */
    id: uuidPk(),
    userId: uuid()
      .notNull()
      .references(() => usersTable.id, { onDelete: 'cascade' }),
    /** "Remember me" cookie lifetime in days (000 §9: 1 to 365); null = browser session. */
    rememberMeDays: smallint(),
    userAgent: text(),
    ipAddress: inet(),
    lastUsedAt: tstz().notNull().defaultNow(),
    /** Absolute end of the session; refresh never extends past it. */
    expiresAt: tstz().notNull(),
    revokedAt: tstz(),
    /** Ours: logout, reuseDetected, passwordChanged, adminRevoked, userDeactivated. */
    revokedReason: text(),
    /**
     * The session that started this one (the web session whose hand-over code made the
     * extension's token session): revoking the parent revokes it too, so a web logout also
     * signs the extension out.
     */
    parentSessionId: uuid().references((): AnyPgColumn => sessionsTable.id, { onDelete: 'set null' }),
    ...createdAt(),
  },
  (t) => [
    // revoke a session's children: WHERE parent_session_id = $1
    index('sessions_parent_idx').on(t.parentSessionId),
    check('sessions_remember_me_days_check', sql`${t.rememberMeDays} between 1 and 365`),
    // revoke all sessions of a user (password change, deactivation): WHERE user_id = $1 AND revoked_at IS NULL
    index('sessions_user_active_idx').on(t.userId).where(sql`${t.revokedAt} is null`),
    // cleanup job: DELETE ... WHERE expires_at < now()
    index('sessions_expires_idx').on(t.expiresAt),
  ],
)
export type SessionRow = typeof sessionsTable.$inferSelect
export type NewSessionRow = typeof sessionsTable.$inferInsert

/** One refresh token of a session's chain (000 §9: refresh token expiry 30 days). */
export const refreshTokensTable = pgTable(
  'refresh_tokens',
  {
    id: uuidPk(),
    sessionId: uuid()
      .notNull()
      .references(() => sessionsTable.id, { onDelete: 'cascade' }),
    /** SHA-256 of the opaque token. */
    tokenHash: text().notNull(),
    /** The token this one replaced. */
    parentId: uuid().references((): AnyPgColumn => refreshTokensTable.id, { onDelete: 'set null' }),
    expiresAt: tstz().notNull(),
    /** Set when exchanged for its successor; presenting it again is reuse. */
    rotatedAt: tstz(),
    revokedAt: tstz(),
    ...createdAt(),
  },
  (t) => [
    // POST auth/refresh: WHERE token_hash = $1
    uniqueIndex('refresh_tokens_token_hash_uq').on(t.tokenHash),
    // revoke a family on reuse: UPDATE ... WHERE session_id = $1
    index('refresh_tokens_session_idx').on(t.sessionId),
  ],
)
export type RefreshTokenRow = typeof refreshTokensTable.$inferSelect
export type NewRefreshTokenRow = typeof refreshTokensTable.$inferInsert

/** One-time codes sent by e-mail (verify-account, resend-code). */
export const verificationCodesTable = pgTable(
  'verification_codes',
  {
    id: uuidPk(),
    userId: uuid()
      .notNull()
      .references(() => usersTable.id, { onDelete: 'cascade' }),
    purpose: text({ enum: VERIFICATION_PURPOSES }).notNull().default('verifyEmail'),
    /** SHA-256 of the code. */
    codeHash: text().notNull(),
    /** The address the code was sent to (for changeEmail, the new address). */
    sentTo: text().notNull(),
    attempts: smallint().notNull().default(0),
    expiresAt: tstz().notNull(),
    consumedAt: tstz(),
    ...createdAt(),
  },
  (t) => [
    // POST auth/verify-account: latest live code WHERE user_id = $1 AND purpose = $2 AND consumed_at IS NULL
    index('verification_codes_user_live_idx')
      .on(t.userId, t.purpose, t.createdAt.desc())
      .where(sql`${t.consumedAt} is null`),
  ],
)
export type VerificationCodeRow = typeof verificationCodesTable.$inferSelect
export type NewVerificationCodeRow = typeof verificationCodesTable.$inferInsert

/**
 * One-time codes that hand a web-app session over to the browser extension (issue 15): made by
 * the signed-in recruiter's click in the web app, exchanged once by the extension's service worker
 * for its own token session. Stored as SHA-256; live for a couple of minutes.
 */
export const extensionHandOverCodesTable = pgTable(
  'extension_hand_over_codes',
  {
    id: uuidPk(),
    userId: uuid()
      .notNull()
      .references(() => usersTable.id, { onDelete: 'cascade' }),
    /** SHA-256 of the code. */
    codeHash: text().notNull(),
    /** The web session that asked for the code: the extension session it makes is its child. */
    sessionId: uuid().references(() => sessionsTable.id, { onDelete: 'cascade' }),
    expiresAt: tstz().notNull(),
    consumedAt: tstz(),
    ...createdAt(),
  },
  (t) => [
    // maintenance sweep: DELETE ... WHERE expires_at < now() - 1 day
    index('extension_hand_over_codes_expires_idx').on(t.expiresAt),
    // POST extension/hand-over: WHERE code_hash = $1
    uniqueIndex('extension_hand_over_codes_hash_uq').on(t.codeHash),
    index('extension_hand_over_codes_user_idx').on(t.userId),
  ],
)
export type ExtensionHandOverCodeRow = typeof extensionHandOverCodesTable.$inferSelect

/** Single-use password reset tokens (forgot-password / reset-password). */
export const passwordResetTokensTable = pgTable(
  'password_reset_tokens',
  {
    id: uuidPk(),
    userId: uuid()
      .notNull()
      .references(() => usersTable.id, { onDelete: 'cascade' }),
    /** SHA-256 of the token in the e-mailed link. */
    tokenHash: text().notNull(),
    expiresAt: tstz().notNull(),
    /** Set once used; a used token answers "already set up". */
    usedAt: tstz(),
    requestedIp: inet(),
    ...createdAt(),
  },
  (t) => [
    // POST auth/reset-password: WHERE token_hash = $1
    uniqueIndex('password_reset_tokens_token_hash_uq').on(t.tokenHash),
    // invalidate older links on a new request: UPDATE ... WHERE user_id = $1 AND used_at IS NULL
    index('password_reset_tokens_user_idx').on(t.userId),
  ],
)
export type PasswordResetTokenRow = typeof passwordResetTokensTable.$inferSelect
export type NewPasswordResetTokenRow = typeof passwordResetTokensTable.$inferInsert

/** Social identities linked to a user ("a social account already associated cannot create a new account"). */
export const socialAccountsTable = pgTable(
  'social_accounts',
  {
    id: uuidPk(),
    userId: uuid()
      .notNull()
      .references(() => usersTable.id, { onDelete: 'cascade' }),
    provider: text({ enum: SOCIAL_PROVIDERS }).notNull(),
    /** The provider's stable subject id. */
    subject: text().notNull(),
    email: text(),
    lastUsedAt: tstz(),
    ...createdAt(),
  },
  (t) => [
    // social callback: WHERE provider = $1 AND subject = $2
    uniqueIndex('social_accounts_provider_subject_uq').on(t.provider, t.subject),
    // one account per provider per user; settings page: WHERE user_id = $1
    uniqueIndex('social_accounts_user_provider_uq').on(t.userId, t.provider),
  ],
)
export type SocialAccountRow = typeof socialAccountsTable.$inferSelect
export type NewSocialAccountRow = typeof socialAccountsTable.$inferInsert

/** POST auth/logs and the server's own sign-in steps: pending, success or failure (000 §7, §8). */
export const authLogsTable = pgTable(
  'auth_logs',
  {
    id: uuidPk(),
    userId: uuid().references(() => usersTable.id, { onDelete: 'set null' }),
    /** As typed, lower-cased; kept when no user matched. */
    email: text(),
    step: text({ enum: AUTH_STEPS }).notNull(),
    state: text({ enum: AUTH_LOG_STATES }).notNull(),
    message: text(),
    ipAddress: inet(),
    userAgent: text(),
    requestId: text(),
    ...createdAt(),
  },
  (t) => [
    check('auth_logs_state_check', oneOf(t.state, AUTH_LOG_STATES)),
    // a user's sign-in history: WHERE user_id = $1 ORDER BY created_at DESC
    index('auth_logs_user_created_idx').on(t.userId, t.createdAt.desc()),
    // failed attempts for an address in a window (rate limit): WHERE lower(email) = $1 AND created_at > $2
    index('auth_logs_email_created_idx').on(sql`lower(${t.email})`, t.createdAt.desc()),
  ],
)
export type AuthLogRow = typeof authLogsTable.$inferSelect
export type NewAuthLogRow = typeof authLogsTable.$inferInsert

/** Proof of each privacy-policy acceptance (POST users/{id}/privacy-policy, "I Agree"). */
export const privacyPolicyAcceptancesTable = pgTable(
  'privacy_policy_acceptances',
  {
    id: uuidPk(),
    userId: uuid()
      .notNull()
      .references(() => usersTable.id, { onDelete: 'cascade' }),
    policyVersion: text().notNull(),
    acceptedAt: tstz().notNull().defaultNow(),
    ipAddress: inet(),
    userAgent: text(),
  },
  (t) => [
    // one acceptance per version; a user's acceptances: WHERE user_id = $1
    uniqueIndex('privacy_policy_acceptances_user_version_uq').on(t.userId, t.policyVersion),
  ],
)
export type PrivacyPolicyAcceptanceRow = typeof privacyPolicyAcceptancesTable.$inferSelect
export type NewPrivacyPolicyAcceptanceRow = typeof privacyPolicyAcceptancesTable.$inferInsert

/** New-feature announcements (GET users/feature-notifications). */
export const featureNotificationsTable = pgTable(
  'feature_notifications',
  {
    id: uuidPk(),
    title: text().notNull(),
    bodyHtml: text().notNull().default(''),
    linkUrl: text(),
    /** Who sees it; empty = everyone. */
    audienceUserTypes: text({ enum: USER_TYPES }).array().notNull().default(emptyTextArray),
    publishedAt: tstz(),
    expiresAt: tstz(),
    createdBy: uuid().references(() => usersTable.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    check('feature_notifications_audience_check', allOf(t.audienceUserTypes, USER_TYPES)),
    // GET users/feature-notifications: WHERE published_at <= now() AND (expires_at IS NULL OR expires_at > now())
    index('feature_notifications_published_idx').on(t.publishedAt),
  ],
)
export type FeatureNotificationRow = typeof featureNotificationsTable.$inferSelect
export type NewFeatureNotificationRow = typeof featureNotificationsTable.$inferInsert

/** PATCH users/{id}/feature-notifications (ids): which announcements a user has seen. */
export const featureNotificationReadsTable = pgTable(
  'feature_notification_reads',
  {
    notificationId: uuid()
      .notNull()
      .references(() => featureNotificationsTable.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => usersTable.id, { onDelete: 'cascade' }),
    readAt: tstz().notNull().defaultNow(),
  },
  (t) => [
    // unread for a user: NOT EXISTS (... WHERE user_id = $1 AND notification_id = n.id)
    primaryKey({ name: 'feature_notification_reads_pk', columns: [t.userId, t.notificationId] }),
  ],
)
export type FeatureNotificationReadRow = typeof featureNotificationReadsTable.$inferSelect
export type NewFeatureNotificationReadRow = typeof featureNotificationReadsTable.$inferInsert

/** GET users/recent-clicks: records a user opened lately (one row per record, last click wins). */
export const userRecentClicksTable = pgTable(
  'user_recent_clicks',
  {
    userId: uuid()
      .notNull()
      .references(() => usersTable.id, { onDelete: 'cascade' }),
    entityType: text({ enum: SEARCH_ENTITIES }).notNull(),
    entityId: uuid().notNull(),
    clickedAt: tstz().notNull().defaultNow(),
  },
  (t) => [
    // upsert on click: ON CONFLICT (user_id, entity_type, entity_id)
    primaryKey({ name: 'user_recent_clicks_pk', columns: [t.userId, t.entityType, t.entityId] }),
    check('user_recent_clicks_entity_type_check', oneOf(t.entityType, SEARCH_ENTITIES)),
    // GET users/recent-clicks: WHERE user_id = $1 ORDER BY clicked_at DESC LIMIT n
    index('user_recent_clicks_user_clicked_idx').on(t.userId, t.clickedAt.desc()),
  ],
)
export type UserRecentClickRow = typeof userRecentClicksTable.$inferSelect
export type NewUserRecentClickRow = typeof userRecentClicksTable.$inferInsert
