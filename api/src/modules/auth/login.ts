import type { LoginInput } from '@quota/shared/contracts/auth'
import { AUTH_MESSAGES, normalizeEmail, rememberMeDaysFor } from '@quota/shared/domain/auth/index'
import { AppError } from '@quota/shared/errors/index'
import { eq } from 'drizzle-orm'
import { usersTable } from '../../db/schema'
import { hashPassword } from '../users/create-user'
import { findUserByEmail } from '../users/repository'
import { writeAuthLog } from './auth-log'
import type { AuthDeps, RequestMeta } from './context'
import { type IssuedSession, startSession } from './sessions'

let dummyHash: Promise<string> | null = null
/** Unknown e-mails still cost one hash check, so timing does not tell which addresses exist. */
const timingDummy = () => {
  dummyHash ??= Bun.password.hash('quota-timing-equaliser')
  return dummyHash
}

/** Verifies a password; answers whether it matched and, for legacy (bcrypt) hashes, an upgrade. */
export async function checkPassword(password: string, hash: string | null): Promise<boolean> {
  if (!hash) {
    await Bun.password.verify(password, await timingDummy()).catch(() => false)
    return false
  }
  return Bun.password.verify(password, hash).catch(() => false)
}

/**
 * POST auth/login. Failed attempts count per account and per client address (the 11th within a
 * minute answers 429). Unverified accounts get USER_NOT_CONFIRMED so the client goes to
 * verify-account; inactive ones get the spec's message, only after a correct password.
 */
export async function login(
  deps: AuthDeps,
  meta: RequestMeta,
  input: LoginInput,
): Promise<IssuedSession & { userId: string }> {
  const email = normalizeEmail(input.email)
  const { loginAccount, loginAddress } = deps.limiters
  await loginAddress.check(meta.ip)
  await loginAccount.check(email)

  const user = await findUserByEmail(deps.db, email)
  const ok = await checkPassword(input.password, user?.passwordHash ?? null)
  if (!user || !ok) {
    await loginAddress.fail(meta.ip)
    await loginAccount.fail(email)
    await writeAuthLog(deps.db, meta, {
      step: 'login',
      state: 'failure',
      userId: user?.id ?? null,
      email,
      message: 'invalid credentials',
    })
    throw new AppError('INVALID_CREDENTIALS', { message: AUTH_MESSAGES.invalidCredentials })
  }
  if (!user.isActive) {
    await writeAuthLog(deps.db, meta, { step: 'login', state: 'failure', userId: user.id, email, message: 'inactive' })
    throw new AppError('USER_INACTIVE', { message: AUTH_MESSAGES.inactive })
  }
  if (!user.emailVerifiedAt) {
    await writeAuthLog(deps.db, meta, {
      step: 'login',
      state: 'failure',
      userId: user.id,
      email,
      message: 'not confirmed',
    })
    throw new AppError('USER_NOT_CONFIRMED', { message: AUTH_MESSAGES.notConfirmed, meta: { email } })
  }
  await loginAccount.succeed(email)

  const issued = await deps.db.transaction(async (tx) => {
    // hashes made with weaker settings (e.g. bcrypt from an import) are upgraded on login
    if (!user.passwordHash!.startsWith('$argon2id$')) {
      await tx
        .update(usersTable)
        .set({ passwordHash: await hashPassword(input.password) })
        .where(eq(usersTable.id, user.id))
    }
    return startSession(tx, deps.config, {
      userId: user.id,
      mode: input.session ?? 'cookie',
      ...(input.rememberMe !== undefined ? { rememberMe: input.rememberMe } : {}),
      // "Keep me signed in" lasts what the user chose in Settings unless the call says otherwise
      ...(input.rememberMeDays !== undefined || input.rememberMe
        ? { rememberMeDays: rememberMeDaysFor(input.rememberMeDays, user.rememberMeDays) }
        : {}),
      meta,
    })
  })
  await writeAuthLog(deps.db, meta, { step: 'login', state: 'success', userId: user.id, email })
  return { ...issued, userId: user.id }
}
