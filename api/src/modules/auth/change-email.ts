/**
 * Changing the sign-in e-mail from Settings: `POST auth/change-email` (current password + new
 * address) sends a 6-digit code to the new address; `POST auth/verify-email-change` with that
 * code switches the sign-in e-mail and tells the old address. Until the code is entered the old
 * address keeps signing in; a new request replaces the pending one.
 *
 * A candidate's contact e-mail (the candidate record recruiters see) follows the sign-in e-mail
 * when the two were the same before the change; a candidate who had given a different contact
 * e-mail keeps it (they change it on the profile).
 */
import type { ChangeEmailInput, MessageResult, VerifyEmailChangeInput } from '@quota/shared/contracts/auth'
import { AUTH_MESSAGES, normalizeEmail } from '@quota/shared/domain/auth/index'
import { AppError } from '@quota/shared/errors/index'
import { and, desc, eq, isNull, ne, sql } from 'drizzle-orm'
import { writeAudit } from '../../audit/write-audit'
import type { DbOrTx } from '../../db/client'
import { candidatesTable, type UserRow, usersTable, verificationCodesTable } from '../../db/schema'
import { enqueueMail } from '../../mail/outbox'
import type { Actor } from '../../plugins/auth'
import { EMAIL_TAKEN_MESSAGE, isUniqueViolation } from '../users/create-user'
import { findUserById } from '../users/repository'
import { writeAuthLog } from './auth-log'
import type { AuthDeps, RequestMeta } from './context'
import { checkPassword } from './login'
import { consumeVerificationCode, issueVerificationCode } from './verification-codes'

const emailTaken = () => AppError.field('email', 'emailTaken', EMAIL_TAKEN_MESSAGE, 'ALREADY_EXISTS')

/** Whether the contact e-mail of this user's candidate record moves with the sign-in e-mail. */
async function followingCandidate(tx: DbOrTx, user: UserRow) {
  if (user.userType !== 'candidate') return null
  const [candidate] = await tx
    .select({ id: candidatesTable.id, email: candidatesTable.email })
    .from(candidatesTable)
    .where(eq(candidatesTable.userId, user.id))
    .limit(1)
  if (!candidate) return null
  const same = !candidate.email || normalizeEmail(candidate.email) === normalizeEmail(user.email)
  return same ? candidate : null
}

/** Refuses an address another account (or, for a following candidate record, another candidate) holds. */
async function assertAvailable(tx: DbOrTx, user: UserRow, email: string) {
  const [taken] = await tx
    .select({ id: usersTable.id })
    .from(usersTable)
    .where(and(sql`lower(${usersTable.email}) = ${email}`, ne(usersTable.id, user.id)))
    .limit(1)
  if (taken) throw emailTaken()
  const candidate = await followingCandidate(tx, user)
  if (candidate) {
    const [other] = await tx
      .select({ id: candidatesTable.id })
      .from(candidatesTable)
      .where(and(sql`lower(${candidatesTable.email}) = ${email}`, ne(candidatesTable.id, candidate.id)))
      .limit(1)
    if (other) throw emailTaken()
  }
}

async function signedInUser(deps: AuthDeps, actor: Actor): Promise<UserRow> {
  const user = await findUserById(deps.db, actor.userId)
  if (!user) throw new AppError('SESSION_EXPIRED')
  return user
}

/** POST auth/change-email: checks the password and the address, then mails a code to the new address. */
export async function requestEmailChange(
  deps: AuthDeps,
  meta: RequestMeta,
  actor: Actor,
  input: ChangeEmailInput,
): Promise<MessageResult> {
  const user = await signedInUser(deps, actor)
  const current = normalizeEmail(user.email)
  const email = normalizeEmail(input.email)
  // wrong passwords count against the account like failed logins
  await deps.limiters.loginAccount.check(current)
  if (!(await checkPassword(input.currentPassword, user.passwordHash))) {
    await deps.limiters.loginAccount.fail(current)
    await writeAuthLog(deps.db, meta, {
      step: 'changeEmail',
      state: 'failure',
      userId: user.id,
      email: current,
      message: 'incorrect current password',
    })
    throw AppError.field('currentPassword', 'incorrectPassword', AUTH_MESSAGES.incorrectCurrentPassword)
  }
  if (email === current) throw AppError.field('email', 'notEqualTo', 'This is already your sign-in e-mail.')
  await deps.limiters.resend.hit(current)
  await deps.db.transaction(async (tx) => {
    await assertAvailable(tx, user, email)
    await issueVerificationCode(tx, user, { purpose: 'changeEmail', to: email, requestId: meta.requestId })
  })
  await writeAuthLog(deps.db, meta, {
    step: 'changeEmail',
    state: 'pending',
    userId: user.id,
    email: current,
    message: 'code sent to the new address',
  })
  return { message: `We sent a 6-digit code to ${email}. Enter it to finish the change.` }
}

/** POST auth/verify-email-change: the code from the new address switches the sign-in e-mail. */
export async function verifyEmailChange(
  deps: AuthDeps,
  meta: RequestMeta,
  actor: Actor,
  input: VerifyEmailChangeInput,
): Promise<MessageResult> {
  const user = await signedInUser(deps, actor)
  const current = normalizeEmail(user.email)
  await deps.limiters.verify.hit(current)
  const [pending] = await deps.db
    .select({ sentTo: verificationCodesTable.sentTo })
    .from(verificationCodesTable)
    .where(
      and(
        eq(verificationCodesTable.userId, user.id),
        eq(verificationCodesTable.purpose, 'changeEmail'),
        isNull(verificationCodesTable.consumedAt),
      ),
    )
    .orderBy(desc(verificationCodesTable.createdAt))
    .limit(1)
  // the attempt count must survive a wrong guess, so the check commits on its own
  const check = await deps.db.transaction((tx) => consumeVerificationCode(tx, user.id, input.code, 'changeEmail'))
  if (check !== 'ok' || !pending) {
    await writeAuthLog(deps.db, meta, {
      step: 'changeEmail',
      state: 'failure',
      userId: user.id,
      email: current,
      message: check,
    })
    const rule = check === 'expired' ? 'expiredCode' : 'invalidCode'
    throw AppError.field('code', rule, AUTH_MESSAGES.invalidCode)
  }
  const email = normalizeEmail(pending.sentTo)
  try {
    await deps.db.transaction(async (tx) => {
      await assertAvailable(tx, user, email)
      const candidate = await followingCandidate(tx, user)
      const now = new Date()
      await tx.update(usersTable).set({ email, emailVerifiedAt: now }).where(eq(usersTable.id, user.id))
      if (candidate) await tx.update(candidatesTable).set({ email }).where(eq(candidatesTable.id, candidate.id))
      await writeAudit(
        tx,
        { actor, requestId: meta.requestId },
        {
          entityType: 'user',
          entityId: user.id,
          action: 'changeEmail',
          before: { email: user.email },
          after: { email, candidateContactEmail: candidate ? email : 'unchanged' },
        },
      )
      await enqueueMail(tx, {
        to: user.email,
        template: 'emailChanged',
        data: { firstName: user.firstName, newEmail: email },
        requestId: meta.requestId,
        aggregateId: user.id,
      })
    })
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken()
    throw error
  }
  await writeAuthLog(deps.db, meta, { step: 'changeEmail', state: 'success', userId: user.id, email })
  return { message: `Your sign-in e-mail is now ${email}.` }
}
