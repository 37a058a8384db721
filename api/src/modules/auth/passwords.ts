import type {
  ChangePasswordInput,
  EmailOnlyInput,
  MessageResult,
  ResetPasswordInput,
} from '@quota/shared/contracts/auth'
import { AUTH_MESSAGES, normalizeEmail, type ResetLinkRule } from '@quota/shared/domain/auth/index'
import { AppError } from '@quota/shared/errors/index'
import { and, eq, isNull, sql } from 'drizzle-orm'
import { passwordResetTokensTable, usersTable } from '../../db/schema'
import type { Actor } from '../../plugins/auth'
import { hashPassword } from '../users/create-user'
import { findUserByEmail, findUserById } from '../users/repository'
import { writeAuthLog } from './auth-log'
import type { AuthDeps, RequestMeta } from './context'
import { checkPassword } from './login'
import { issuePasswordLink } from './password-links'
import { sha256 } from './secrets'
import { revokeUserSessions } from './sessions'

/**
 * POST auth/forgot-password: e-mails a single-use reset link that expires. The answer is the
 * same whether or not the address is registered.
 */
export async function forgotPassword(deps: AuthDeps, meta: RequestMeta, input: EmailOnlyInput): Promise<MessageResult> {
  const email = normalizeEmail(input.email)
  await deps.limiters.forgotAddress.hit(meta.ip)
  await deps.limiters.forgot.hit(email)
  const user = await findUserByEmail(deps.db, email)
  if (user?.isActive) {
    await deps.db.transaction((tx) =>
      issuePasswordLink(tx, user, deps.config, {
        kind: 'reset',
        appOrigin: meta.appOrigin,
        ip: meta.ip,
        requestId: meta.requestId,
      }),
    )
    await writeAuthLog(deps.db, meta, { step: 'forgotPassword', state: 'success', userId: user.id, email })
  } else {
    await writeAuthLog(deps.db, meta, {
      step: 'forgotPassword',
      state: 'failure',
      userId: user?.id ?? null,
      email,
      message: user ? 'inactive' : 'unregistered',
    })
  }
  return { message: AUTH_MESSAGES.forgotPasswordSent }
}

const LINK_ERRORS: Record<ResetLinkRule, () => AppError> = {
  // 404 / 409 (not INVALID_LINK's 410, which clients read as "reload the app"); the rule is in meta
  invalidLink: () =>
    new AppError('NOT_FOUND', { message: AUTH_MESSAGES.resetLinkInvalid, meta: { rule: 'invalidLink' } }),
  unregisteredEmail: () =>
    new AppError('NOT_FOUND', { message: AUTH_MESSAGES.resetEmailUnregistered, meta: { rule: 'unregisteredEmail' } }),
  alreadyUsed: () => new AppError('CONFLICT', { message: AUTH_MESSAGES.resetLinkUsed, meta: { rule: 'alreadyUsed' } }),
  expiredLink: () =>
    new AppError('CONFLICT', { message: AUTH_MESSAGES.resetLinkExpired, meta: { rule: 'expiredLink' } }),
}

/**
 * POST auth/reset-password (also the invitation's set-password link): sets the password once,
 * proves the e-mail address, and ends every session of the account.
 */
export async function resetPassword(
  deps: AuthDeps,
  meta: RequestMeta,
  input: ResetPasswordInput,
): Promise<MessageResult> {
  const email = input.email ? normalizeEmail(input.email) : null
  const fail = async (rule: ResetLinkRule, userId: string | null = null) => {
    await writeAuthLog(deps.db, meta, { step: 'resetPassword', state: 'failure', userId, email, message: rule })
    throw LINK_ERRORS[rule]()
  }
  const [row] = await deps.db
    .select({ token: passwordResetTokensTable, userEmail: usersTable.email, isActive: usersTable.isActive })
    .from(passwordResetTokensTable)
    .innerJoin(usersTable, eq(usersTable.id, passwordResetTokensTable.userId))
    .where(eq(passwordResetTokensTable.tokenHash, sha256(input.token)))
    .limit(1)
  if (email && (!row || row.userEmail !== email) && !(await findUserByEmail(deps.db, email)))
    return fail('unregisteredEmail')
  if (!row || (email && row.userEmail !== email) || !row.isActive) return fail('invalidLink', row?.token.userId)
  if (row.token.usedAt) return fail('alreadyUsed', row.token.userId)
  if (row.token.expiresAt <= new Date()) return fail('expiredLink', row.token.userId)

  const passwordHash = await hashPassword(input.password)
  const used = await deps.db.transaction(async (tx) => {
    const claimed = await tx
      .update(passwordResetTokensTable)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResetTokensTable.id, row.token.id), isNull(passwordResetTokensTable.usedAt)))
      .returning({ id: passwordResetTokensTable.id })
    if (!claimed.length) return false
    await tx
      .update(usersTable)
      .set({
        passwordHash,
        passwordChangedAt: new Date(),
        // the link arrived by e-mail: the address is proven
        emailVerifiedAt: sql`coalesce(${usersTable.emailVerifiedAt}, now())`,
      })
      .where(eq(usersTable.id, row.token.userId))
    await revokeUserSessions(tx, row.token.userId, 'passwordChanged')
    return true
  })
  if (!used) return fail('alreadyUsed', row.token.userId)
  await writeAuthLog(deps.db, meta, {
    step: 'resetPassword',
    state: 'success',
    userId: row.token.userId,
    email: row.userEmail,
  })
  return { message: 'Your password is set. Please login with the new password.' }
}

/**
 * POST auth/change-password: needs the current password; every other session of the account
 * ends, the current one stays. Wrong current passwords count like failed logins.
 */
export async function changePassword(
  deps: AuthDeps,
  meta: RequestMeta,
  actor: Actor,
  input: ChangePasswordInput,
): Promise<MessageResult> {
  const user = await findUserById(deps.db, actor.userId)
  if (!user) throw new AppError('SESSION_EXPIRED')
  const email = normalizeEmail(user.email)
  await deps.limiters.loginAccount.check(email)
  if (!(await checkPassword(input.currentPassword, user.passwordHash))) {
    await deps.limiters.loginAccount.fail(email)
    await writeAuthLog(deps.db, meta, {
      step: 'changePassword',
      state: 'failure',
      userId: user.id,
      email,
      message: 'incorrect current password',
    })
    throw new AppError('VALIDATION_FAILED', {
      message: AUTH_MESSAGES.incorrectCurrentPassword,
      details: [
        { path: 'currentPassword', rule: 'incorrectPassword', message: AUTH_MESSAGES.incorrectCurrentPassword },
      ],
    })
  }
  if (input.currentPassword === input.newPassword) {
    throw AppError.field('newPassword', 'notEqualTo', AUTH_MESSAGES.samePassword)
  }
  const passwordHash = await hashPassword(input.newPassword)
  await deps.db.transaction(async (tx) => {
    await tx.update(usersTable).set({ passwordHash, passwordChangedAt: new Date() }).where(eq(usersTable.id, user.id))
    await revokeUserSessions(tx, user.id, 'passwordChanged', actor.sessionId)
  })
  await writeAuthLog(deps.db, meta, { step: 'changePassword', state: 'success', userId: user.id, email })
  return { message: 'Your password is changed.' }
}
