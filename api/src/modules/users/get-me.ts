import type { MeDto } from '@quota/shared/contracts/users'
import {
  hasClientSourcing,
  homeRouteFor,
  landingRouteFor,
  notificationOn,
  notificationSettingsFor,
  phoneForDisplay,
  REMEMBER_ME_DEFAULT_DAYS,
  roleViewFor,
} from '@quota/shared/domain/auth/index'
import { effectiveAntiBiasSetting } from '@quota/shared/domain/candidates/anti-bias'
import { FEATURE_FLAG_KEYS, type FeatureFlagKey, ROLE_KEYS } from '@quota/shared/domain/enums'
import { AppError } from '@quota/shared/errors/index'
import { and, desc, eq, gt, isNull, lt, or } from 'drizzle-orm'
import type { Config } from '../../config/env'
import type { DbOrTx } from '../../db/client'
import {
  atsConnectionsTable,
  candidatesTable,
  clientAccountsTable,
  configurationsTable,
  featureFlagEnablementsTable,
  featureFlagsTable,
  organizationsTable,
  rolesTable,
  verificationCodesTable,
} from '../../db/schema'
import { CODE_RULES } from '../auth/verification-codes'
import { listFeatureNotificationsFor } from './feature-notifications'
import { findUserById, loadAccess } from './repository'
import { fullNameOf, iso, mediaUrl } from './to-dto'

/** Flags on for a user: global, then the organization's, then the user's own (the user's row wins). */
export async function allowedFeatures(
  db: DbOrTx,
  userId: string,
  organizationId: string | null,
): Promise<FeatureFlagKey[]> {
  const flags = await db.select().from(featureFlagsTable)
  const enablements = await db
    .select()
    .from(featureFlagEnablementsTable)
    .where(
      or(
        eq(featureFlagEnablementsTable.userId, userId),
        organizationId ? eq(featureFlagEnablementsTable.organizationId, organizationId) : undefined,
      ),
    )
  return flags
    .filter((f) => {
      const mine = enablements.find((e) => e.featureFlagId === f.id && e.userId === userId)
      if (mine) return mine.isEnabled
      const org = enablements.find((e) => e.featureFlagId === f.id && e.organizationId === organizationId)
      if (org) return org.isEnabled
      return f.isEnabledGlobally
    })
    .map((f) => f.key)
    .filter((k): k is FeatureFlagKey => (FEATURE_FLAG_KEYS as readonly string[]).includes(k))
    .sort()
}

/** GET users/me: the logged-in user with the spec's fields (000 §3) and the home route (000 §2). */
export async function getMe(db: DbOrTx, config: Config, userId: string): Promise<MeDto> {
  const user = await findUserById(db, userId)
  if (!user) throw new AppError('SESSION_EXPIRED')
  const access = await loadAccess(db, userId)
  const [org] = user.organizationId
    ? await db
        .select({ name: organizationsTable.name, antiBiasDefault: clientAccountsTable.antiBiasDefault })
        .from(organizationsTable)
        .leftJoin(clientAccountsTable, eq(clientAccountsTable.organizationId, organizationsTable.id))
        .where(eq(organizationsTable.id, user.organizationId))
    : []
  const [ats] = user.organizationId
    ? await db
        .select({ provider: atsConnectionsTable.provider })
        .from(atsConnectionsTable)
        .where(
          and(eq(atsConnectionsTable.organizationId, user.organizationId), isNull(atsConnectionsTable.disconnectedAt)),
        )
        .limit(1)
    : []
  const [candidate] =
    user.userType === 'candidate'
      ? await db
          .select({ id: candidatesTable.id, toBeDeletedAt: candidatesTable.toBeDeletedAt })
          .from(candidatesTable)
          .where(eq(candidatesTable.userId, userId))
          .limit(1)
      : []
  const configurations = await db
    .select({ key: configurationsTable.key, value: configurationsTable.value })
    .from(configurationsTable)
    .where(eq(configurationsTable.isPublic, true))
  const allRoles = await db.select({ key: rolesTable.key }).from(rolesTable)
  const features = await allowedFeatures(db, userId, user.organizationId)
  const notifications = notificationOn(user.notificationSettings, 'featureAnnouncements')
    ? (await listFeatureNotificationsFor(db, user)).filter((n) => !n.isRead)
    : []
  const [pending] = await db
    .select({ sentTo: verificationCodesTable.sentTo })
    .from(verificationCodesTable)
    .where(
      and(
        eq(verificationCodesTable.userId, userId),
        eq(verificationCodesTable.purpose, 'changeEmail'),
        isNull(verificationCodesTable.consumedAt),
        gt(verificationCodesTable.expiresAt, new Date()),
        lt(verificationCodesTable.attempts, CODE_RULES.maxAttempts),
      ),
    )
    .orderBy(desc(verificationCodesTable.createdAt))
    .limit(1)

  const roleNames = [...new Set([...access.roleKeys, ...access.permissions])].sort()
  const holder = { roleNames }
  const emailVerified = !!user.emailVerifiedAt
  const hasOnboarded = !!user.onboardedAt
  const toBeDeletedAt = candidate?.toBeDeletedAt ?? user.toBeDeletedAt
  const rolesDictionary = Object.fromEntries(
    [...new Set([...ROLE_KEYS, ...allRoles.map((r) => r.key)])].sort().map((k) => [k, access.roleKeys.includes(k)]),
  )
  return {
    id: user.id,
    connectId: user.id,
    cognitoId: user.id,
    salesforceId: user.salesforceId,
    firstName: user.firstName,
    lastName: user.lastName,
    fullName: fullNameOf(user),
    email: user.email,
    phone: phoneForDisplay(user.phone),
    timezone: user.timezone,
    pictureUrl: mediaUrl(user.pictureMediaId),
    pronunciationAudioUrl: mediaUrl(user.pronunciationAudioMediaId),
    emailSignature: user.emailSignatureHtml,
    ats: ats?.provider ?? null,
    atsId: user.atsUserId,
    organizationId: user.organizationId,
    organizationName: org?.name ?? null,
    userType: user.userType,
    candidateId: candidate?.id ?? null,
    roles: access.roles,
    roleNames,
    rolesDictionary,
    permissions: access.permissions,
    roleView: roleViewFor({ userType: user.userType, roleNames }),
    channels: [`user.${user.id}`, ...(user.organizationId ? [`organization.${user.organizationId}`] : [])],
    isActive: user.isActive,
    configurations: Object.fromEntries(configurations.map((c) => [c.key, c.value as unknown])),
    hasAdministrativeRole: access.roles.some((r) => r.isAdministrative),
    emailVerified,
    hasOnboarded,
    isFirstLogin: user.loginCount <= 1,
    isCalendarTabVisited: !!user.calendarTabVisitedAt,
    toBeDeletedAt: iso(toBeDeletedAt),
    expiredPrivacyPolicy: user.privacyPolicyVersion !== config.PRIVACY_POLICY_VERSION,
    privacyPolicyVersion: config.PRIVACY_POLICY_VERSION,
    searchStatusModalViewed: !!user.searchStatusModalViewedAt,
    newFeatureNotifications: notifications,
    userAllowedFeatures: features,
    showWelcomeModal: !user.welcomeModalDismissedAt,
    showUpdateLinkedInUrlModal: user.showUpdateLinkedInUrlModal,
    showClientInboundHiringModal: user.showClientInboundHiringModal,
    lastChromeExtStatsViewedAt: iso(user.lastChromeExtStatsViewedAt),
    pingSalesTeamMetaData: user.pingSalesTeamMeta ?? null,
    clientSourcing: hasClientSourcing({ ...holder, clientSourcing: user.clientSourcing }),
    manualInviteSentAt: iso(user.manualInviteSentAt),
    lastLoginAt: iso(user.lastLoginAt),
    uiState: user.uiState ?? {},
    antiBiasMode: effectiveAntiBiasSetting(user.userType, user.antiBiasMode, org?.antiBiasDefault),
    rememberMeDays: user.rememberMeDays ?? REMEMBER_ME_DEFAULT_DAYS,
    notificationSettings: notificationSettingsFor(user.userType, user.notificationSettings),
    pendingEmail: pending?.sentTo ?? null,
    hasPassword: !!user.passwordHash,
    homeRoute: homeRouteFor(holder),
    landingRoute: landingRouteFor({ ...holder, email: user.email, emailVerified, hasOnboarded }),
  }
}
