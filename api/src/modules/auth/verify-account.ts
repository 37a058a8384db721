import type { EmailOnlyInput, MessageResult, VerifyAccountInput } from '@quota/shared/contracts/auth'
import { AUTH_MESSAGES, normalizeEmail } from '@quota/shared/domain/auth/index'
import { AppError } from '@quota/shared/errors/index'
import { eq } from 'drizzle-orm'
import { usersTable } from '../../db/schema'
import { findUserByEmail } from '../users/repository'
import { writeAuthLog } from './auth-log'
import type { AuthDeps, RequestMeta } from './context'
import { consumeVerificationCode, issueVerificationCode } from './verification-codes'

const invalidCode = (rule: string) =>
  new AppError('VALIDATION_FAILED', {
    message: AUTH_MESSAGES.invalidCode,
    details: [{ path: 'code', rule, message: AUTH_MESSAGES.invalidCode }],
  })

/** POST auth/verify-account: the 6-digit code proves the e-mail address. */
export async function verifyAccount(
  deps: AuthDeps,
  meta: RequestMeta,
  input: VerifyAccountInput,
): Promise<MessageResult> {
  const email = normalizeEmail(input.email)
  await deps.limiters.verifyAddress.hit(meta.ip)
  await deps.limiters.verify.hit(email)
  const user = await findUserByEmail(deps.db, email)
  if (!user) {
    await writeAuthLog(deps.db, meta, { step: 'verifyAccount', state: 'failure', email, message: 'unknown e-mail' })
    throw invalidCode('invalidCode')
  }
  if (user.emailVerifiedAt) return { message: AUTH_MESSAGES.alreadyVerified }
  // the attempt count must survive a wrong guess, so the check commits on its own
  const outcome = await deps.db.transaction(async (tx) => {
    const check = await consumeVerificationCode(tx, user.id, input.code)
    if (check === 'ok')
      await tx.update(usersTable).set({ emailVerifiedAt: new Date() }).where(eq(usersTable.id, user.id))
    return check
  })
  if (outcome !== 'ok') {
    await writeAuthLog(deps.db, meta, {
      step: 'verifyAccount',
      state: 'failure',
      userId: user.id,
      email,
      message: outcome,
    })
    throw invalidCode(outcome === 'expired' ? 'expiredCode' : 'invalidCode')
  }
  await writeAuthLog(deps.db, meta, { step: 'verifyAccount', state: 'success', userId: user.id, email })
  return { message: 'Your account is verified.' }
}

/**
 * POST auth/resend-code: a new code for an account waiting for verification. The answer is the
 * same whether or not such an account exists.
 */
export async function resendCode(deps: AuthDeps, meta: RequestMeta, input: EmailOnlyInput): Promise<MessageResult> {
  const email = normalizeEmail(input.email)
  await deps.limiters.resendAddress.hit(meta.ip)
  await deps.limiters.resend.hit(email)
  const user = await findUserByEmail(deps.db, email)
  if (user && !user.emailVerifiedAt && user.isActive) {
    await deps.db.transaction((tx) => issueVerificationCode(tx, user, { requestId: meta.requestId }))
    await writeAuthLog(deps.db, meta, { step: 'resendCode', state: 'success', userId: user.id, email })
  } else {
    await writeAuthLog(deps.db, meta, {
      step: 'resendCode',
      state: 'failure',
      userId: user?.id ?? null,
      email,
      message: 'no pending verification',
    })
  }
  return { message: AUTH_MESSAGES.codeSent }
}
