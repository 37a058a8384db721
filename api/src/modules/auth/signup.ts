import type { SignupInput, SignupResult } from '@quota/shared/contracts/auth'
import { normalizeEmail, toAccountPhone, VERIFY_ACCOUNT_PATH } from '@quota/shared/domain/auth/index'
import { eq } from 'drizzle-orm'
import type { Config } from '../../config/env'
import { organizationsTable, privacyPolicyAcceptancesTable, usersTable } from '../../db/schema'
import { createUser, hashPassword } from '../users/create-user'
import { writeAuthLog } from './auth-log'
import { type AuthDeps, inetOrNull, type RequestMeta } from './context'
import { issueVerificationCode } from './verification-codes'

/** The roles a self sign-up starts with: clients get the free compensation tool until staff upgrade them. */
export const SIGNUP_ROLES = { candidate: ['candidate'], client: ['client-recruiter-basic'] } as const

/** Records an "I Agree" to the privacy policy in force. */
export async function recordPrivacyAcceptance(
  tx: AuthDeps['db'] | Parameters<Parameters<AuthDeps['db']['transaction']>[0]>[0],
  config: Config,
  userId: string,
  meta: Pick<RequestMeta, 'ip' | 'userAgent'>,
  version = config.PRIVACY_POLICY_VERSION,
) {
  const now = new Date()
  await tx
    .insert(privacyPolicyAcceptancesTable)
    .values({
      userId,
      policyVersion: version,
      acceptedAt: now,
      ipAddress: inetOrNull(meta.ip),
      userAgent: meta.userAgent?.slice(0, 500) ?? null,
    })
    .onConflictDoNothing()
  await tx
    .update(usersTable)
    .set({ privacyPolicyVersion: version, privacyPolicyAcceptedAt: now })
    .where(eq(usersTable.id, userId))
}

/**
 * POST auth/signup (sign-up step 1): a candidate or a client recruiter with a new company.
 * The account starts unverified; a 6-digit code is e-mailed in the same transaction.
 */
export async function signup(deps: AuthDeps, meta: RequestMeta, input: SignupInput): Promise<SignupResult> {
  await deps.limiters.signupAddress.hit(meta.ip)
  const email = normalizeEmail(input.email)
  const passwordHash = await hashPassword(input.password)
  try {
    const user = await deps.db.transaction(async (tx) => {
      let organizationId: string | null = null
      if (input.userType === 'client') {
        const [org] = await tx
          .insert(organizationsTable)
          .values({ name: input.companyName!.trim() })
          .returning({ id: organizationsTable.id })
        organizationId = org!.id
      }
      const created = await createUser(tx, {
        email,
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
        phone: toAccountPhone(input.phone),
        userType: input.userType,
        roleKeys: SIGNUP_ROLES[input.userType],
        organizationId,
        emailVerified: false,
        hasOnboarded: true,
      })
      if (organizationId)
        await tx
          .update(organizationsTable)
          .set({ createdBy: created.id })
          .where(eq(organizationsTable.id, organizationId))
      await recordPrivacyAcceptance(tx, deps.config, created.id, meta)
      await issueVerificationCode(tx, created, { requestId: meta.requestId })
      return created
    })
    await writeAuthLog(deps.db, meta, { step: 'signup', state: 'success', userId: user.id, email })
    return { userId: user.id, email, nextRoute: `${VERIFY_ACCOUNT_PATH}?${new URLSearchParams({ email })}` }
  } catch (error) {
    await writeAuthLog(deps.db, meta, { step: 'signup', state: 'failure', email, message: (error as Error).message })
    throw error
  }
}
