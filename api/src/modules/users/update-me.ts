import type { MeDto, UpdateMeInput } from '@quota/shared/contracts/users'
import { notificationKeysFor, toAccountPhone } from '@quota/shared/domain/auth/index'
import { AppError } from '@quota/shared/errors/index'
import { and, eq, inArray, isNull } from 'drizzle-orm'
import { enqueueOutbox, writeAudit } from '../../audit/write-audit'
import type { Config } from '../../config/env'
import type { DbOrTx } from '../../db/client'
import {
  candidatesTable,
  mediaTable,
  type NewUserRow,
  organizationsTable,
  userRolesTable,
  usersTable,
} from '../../db/schema'
import { sanitizeRichText } from '../../files/html'
import { inetOrNull } from '../auth/context'
import { recordPrivacyAcceptance, SIGNUP_ROLES } from '../auth/signup'
import { admitCandidate } from '../candidates/identity'
import type { UseCaseContext } from '../context'
import { getMe } from './get-me'
import { findUserById, roleIdsByKey } from './repository'

async function assertOwnMedia(db: DbOrTx, userId: string, mediaId: string | null | undefined, field: string) {
  if (!mediaId) return
  const [m] = await db.select({ owner: mediaTable.ownerUserId }).from(mediaTable).where(eq(mediaTable.id, mediaId))
  if (!m || m.owner !== userId) throw AppError.field(field, 'notFound', 'This file was not found.')
}

/**
 * PATCH users: the signed-in user's own profile, the one-off prompts (000 §3) and, while sign-up
 * step 1 is pending (e.g. after a social login), the account type and company.
 */
export async function updateMe({
  ctx,
  config,
  meta,
  input,
}: {
  ctx: UseCaseContext
  config: Config
  meta: { ip: string; userAgent: string | null }
  input: UpdateMeInput
}): Promise<MeDto> {
  const now = new Date()
  await ctx.db.transaction(async (tx) => {
    const user = await findUserById(tx, ctx.actor.userId)
    if (!user) throw new AppError('SESSION_EXPIRED')
    await assertOwnMedia(tx, user.id, input.pictureMediaId, 'pictureMediaId')
    await assertOwnMedia(tx, user.id, input.pronunciationAudioMediaId, 'pronunciationAudioMediaId')

    const patch: Partial<NewUserRow> = {}
    if (input.firstName !== undefined) patch.firstName = input.firstName
    if (input.lastName !== undefined) patch.lastName = input.lastName
    if (input.phone !== undefined) patch.phone = input.phone === null ? null : toAccountPhone(input.phone)
    if (input.timezone !== undefined) patch.timezone = input.timezone
    if (input.emailSignature !== undefined)
      patch.emailSignatureHtml = input.emailSignature === null ? null : sanitizeRichText(input.emailSignature)
    if (input.pictureMediaId !== undefined) patch.pictureMediaId = input.pictureMediaId
    if (input.pronunciationAudioMediaId !== undefined) patch.pronunciationAudioMediaId = input.pronunciationAudioMediaId
    if (input.isCalendarTabVisited) patch.calendarTabVisitedAt = user.calendarTabVisitedAt ?? now
    if (input.searchStatusModalViewed) patch.searchStatusModalViewedAt = user.searchStatusModalViewedAt ?? now
    if (input.showWelcomeModal === false) patch.welcomeModalDismissedAt = user.welcomeModalDismissedAt ?? now
    if (input.showUpdateLinkedInUrlModal !== undefined)
      patch.showUpdateLinkedInUrlModal = input.showUpdateLinkedInUrlModal
    if (input.showClientInboundHiringModal === false) patch.showClientInboundHiringModal = false
    if (input.lastChromeExtStatsViewedAt) patch.lastChromeExtStatsViewedAt = now
    if (input.pingSalesTeamMetaData !== undefined) patch.pingSalesTeamMeta = input.pingSalesTeamMetaData
    if (input.uiState !== undefined) patch.uiState = { ...user.uiState, ...input.uiState }
    if (input.rememberMeDays !== undefined) patch.rememberMeDays = input.rememberMeDays
    if (input.antiBiasMode !== undefined) {
      // candidates never review candidates: the setting would mean nothing for them
      if (user.userType === 'candidate')
        throw AppError.field('antiBiasMode', 'notAllowed', 'Anti-bias mode is for users who review candidates.')
      patch.antiBiasMode = input.antiBiasMode
    }
    if (input.notificationSettings !== undefined) {
      const mine: readonly string[] = notificationKeysFor(user.userType)
      const foreign = Object.keys(input.notificationSettings).find((k) => !mine.includes(k))
      if (foreign)
        throw AppError.field(`notificationSettings.${foreign}`, 'oneOf', 'You do not receive this notification.')
      patch.notificationSettings = { ...user.notificationSettings, ...input.notificationSettings }
    }

    // sign-up step 1 for a signed-in user (social sign-up): choose the account type once
    const onboarding = input.userType !== undefined || input.companyName !== undefined
    if (onboarding) {
      if (user.onboardedAt) {
        if (input.userType && input.userType !== user.userType) {
          throw new AppError('CONFLICT', { message: 'Sign-up is already complete.' })
        }
      } else {
        const userType = input.userType ?? (user.userType === 'client' ? 'client' : 'candidate')
        if (userType === 'client' && !input.companyName && !user.organizationId) {
          throw AppError.field('companyName', 'required', 'This field is required.')
        }
        if (userType !== user.userType || (userType === 'client' && !user.organizationId)) {
          if (userType === 'client') {
            const [org] = await tx
              .insert(organizationsTable)
              .values({ name: input.companyName!, createdBy: user.id })
              .returning({ id: organizationsTable.id })
            patch.organizationId = org!.id
            // a client has no candidate record: unlink it (it may be a claimed prospect with history)
            await tx.update(candidatesTable).set({ userId: null }).where(eq(candidatesTable.userId, user.id))
          }
          patch.userType = userType
          const oldRoles = await roleIdsByKey(tx, [...SIGNUP_ROLES.candidate, ...SIGNUP_ROLES.client])
          await tx.delete(userRolesTable).where(
            and(
              eq(userRolesTable.userId, user.id),
              inArray(
                userRolesTable.roleId,
                oldRoles.map((r) => r.id),
              ),
            ),
          )
          const newRoles = await roleIdsByKey(tx, SIGNUP_ROLES[userType])
          await tx
            .insert(userRolesTable)
            .values(newRoles.map((r) => ({ userId: user.id, roleId: r.id })))
            .onConflictDoNothing()
        }
        if (userType === 'candidate') {
          const [existing] = await tx
            .select({ id: candidatesTable.id })
            .from(candidatesTable)
            .where(eq(candidatesTable.userId, user.id))
          if (!existing) {
            // through the identity service: a prospect with this e-mail and no login is claimed
            const admitted = await admitCandidate(
              tx,
              {
                firstName: patch.firstName ?? user.firstName,
                lastName: patch.lastName ?? user.lastName,
                emails: [user.email],
                phone: patch.phone ?? user.phone,
              },
              {
                keySource: 'signUp',
                candidateSource: 'signup',
                actorId: null,
                onPossibleDuplicate: 'flag',
                claimOnlyWithoutLogin: true,
              },
            )
            await tx
              .update(candidatesTable)
              .set({ userId: user.id })
              .where(and(eq(candidatesTable.id, admitted.candidateId), isNull(candidatesTable.userId)))
          }
        }
        const firstName = patch.firstName ?? user.firstName
        const lastName = patch.lastName ?? user.lastName
        if (!firstName || !lastName)
          throw AppError.field(firstName ? 'lastName' : 'firstName', 'required', 'This field is required.')
        patch.onboardedAt = now
      }
    }
    if (input.acceptedTerms) await recordPrivacyAcceptance(tx, config, user.id, meta)

    if (Object.keys(patch).length) {
      await tx.update(usersTable).set(patch).where(eq(usersTable.id, user.id))
      // chromeBotStatsModalViewed (000 §3): the user's other tabs close their statistics prompt
      if (patch.lastChromeExtStatsViewedAt)
        await enqueueOutbox(tx, {
          topic: 'realtime.publish',
          payload: { type: 'chromeBotStatsModalViewed', userId: user.id, viewedAt: now.toISOString() },
          aggregateType: 'user',
          aggregateId: user.id,
          requestId: ctx.requestId,
        })
      const candidatePatch = {
        ...(patch.firstName !== undefined ? { firstName: patch.firstName } : {}),
        ...(patch.lastName !== undefined ? { lastName: patch.lastName } : {}),
        ...(patch.phone !== undefined ? { phone: patch.phone } : {}),
      }
      if ((patch.userType ?? user.userType) === 'candidate' && Object.keys(candidatePatch).length) {
        await tx.update(candidatesTable).set(candidatePatch).where(eq(candidatesTable.userId, user.id))
      }
      const changed = Object.keys(patch).filter((k) => k !== 'uiState' && k !== 'pingSalesTeamMeta')
      if (changed.length) {
        await writeAudit(tx, ctx, {
          entityType: 'user',
          entityId: user.id,
          action: onboarding ? 'completeSignup' : 'updateProfile',
          before: Object.fromEntries(changed.map((k) => [k, (user as Record<string, unknown>)[k] ?? null])),
          after: Object.fromEntries(changed.map((k) => [k, (patch as Record<string, unknown>)[k] ?? null])),
        })
      }
    }
  })
  return getMe(ctx.db, config, ctx.actor.userId)
}

/** GET users/me?tz=: the browser's time zone is kept when the user has none yet. */
export async function rememberTimezone(db: DbOrTx, userId: string, tz: string | undefined): Promise<void> {
  if (!tz) return
  const user = await findUserById(db, userId)
  if (user && !user.timezone) await db.update(usersTable).set({ timezone: tz }).where(eq(usersTable.id, userId))
}

/** POST users/{id}/privacy-policy: "I Agree" to the policy in force; only for oneself. */
export async function acceptPrivacyPolicy({
  ctx,
  config,
  meta,
  input,
}: {
  ctx: UseCaseContext
  config: Config
  meta: { ip: string; userAgent: string | null }
  input: { userId: string; version?: string | undefined }
}): Promise<MeDto> {
  if (input.userId !== ctx.actor.userId) throw new AppError('NOT_FOUND')
  if (input.version && input.version !== config.PRIVACY_POLICY_VERSION) {
    throw AppError.field('version', 'oneOf', 'This is not the privacy policy in force; please reload it.')
  }
  await ctx.db.transaction(async (tx) => {
    await recordPrivacyAcceptance(tx, config, ctx.actor.userId, meta)
    await writeAudit(tx, ctx, {
      entityType: 'user',
      entityId: ctx.actor.userId,
      action: 'acceptPrivacyPolicy',
      after: { version: config.PRIVACY_POLICY_VERSION, ip: inetOrNull(meta.ip) },
    })
  })
  return getMe(ctx.db, config, ctx.actor.userId)
}
