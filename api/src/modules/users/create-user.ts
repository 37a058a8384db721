import type { UserType } from '@quota/shared/domain/enums'
import { AppError } from '@quota/shared/errors/index'
import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { candidatesTable, rolesTable, type UserRow, userRolesTable, usersTable } from '../../db/schema'
import { isUniqueViolation } from '../../db/unique-violation'
import { admitCandidate } from '../candidates/identity'

export interface CreateUserInput {
  email: string
  /** Plain password, hashed here with Bun.password (argon2id). Null: no password (invited / social-only). */
  password?: string | null
  /**
   * An already computed hash (Bun.password.hash / argon2id or bcrypt). Lets bulk seeders hash a
   * shared demo password once instead of once per user. Wins over `password`.
   */
  passwordHash?: string | null
  firstName: string
  lastName: string
  userType: UserType
  /** Role keys (rows of `roles`); unknown keys are refused. */
  roleKeys: readonly string[]
  organizationId?: string | null
  phone?: string | null
  timezone?: string | null
  /** Default false: the account must verify its e-mail first. */
  emailVerified?: boolean
  /** Default false: the candidate onboarding has not been completed. */
  hasOnboarded?: boolean
  isActive?: boolean
  /** The admin who granted the roles, if any. */
  grantedBy?: string | null
  /**
   * For candidates: also give them their `candidates` row (default true). An existing prospect
   * row with the same e-mail and no login is claimed instead of duplicated.
   */
  withCandidateRecord?: boolean
}

export type CreatedUser = UserRow & { candidateId: string | null }

/** Hash with Bun's defaults (argon2id). */
export function hashPassword(password: string): Promise<string> {
  return Bun.password.hash(password)
}

/**
 * Creates a user and grants their roles, inside the caller's transaction if given one.
 * No rule checks beyond uniqueness and known roles: callers (sign-up, admin, seeders) validate
 * their own input with `shared/domain/auth` first.
 */
export async function createUser(tx: DbOrTx, input: CreateUserInput): Promise<CreatedUser> {
  const email = input.email.trim().toLowerCase()
  const passwordHash = input.passwordHash ?? (input.password ? await hashPassword(input.password) : null)
  const now = new Date()

  const roleKeys = [...new Set(input.roleKeys)]
  const roles = roleKeys.length
    ? await tx
        .select({ id: rolesTable.id, key: rolesTable.key })
        .from(rolesTable)
        .where(inArray(rolesTable.key, roleKeys))
    : []
  if (roles.length !== roleKeys.length) {
    const known = new Set(roles.map((r) => r.key))
    const missing = roleKeys.filter((k) => !known.has(k))
    throw AppError.field('roleKeys', 'unknownRole', `Unknown role: ${missing.join(', ')}`)
  }

  const [taken] = await tx
    .select({ id: usersTable.id })
    .from(usersTable)
    .where(sql`lower(${usersTable.email}) = ${email}`)
    .limit(1)
  if (taken) throw emailTaken()

  const [user] = await tx
    .insert(usersTable)
    .values({
      email,
      passwordHash,
      passwordChangedAt: passwordHash ? now : null,
      firstName: input.firstName.trim(),
      lastName: input.lastName.trim(),
      userType: input.userType,
      organizationId: input.organizationId ?? null,
      phone: input.phone ?? null,
      timezone: input.timezone ?? null,
      emailVerifiedAt: input.emailVerified ? now : null,
      onboardedAt: input.hasOnboarded ? now : null,
      isActive: input.isActive ?? true,
    })
    .returning()
    .catch((error: unknown) => {
      // a concurrent insert won the race on users_email_uq
      if (isUniqueViolation(error)) throw emailTaken()
      throw error
    })
  if (!user) throw emailTaken()

  if (roles.length) {
    await tx
      .insert(userRolesTable)
      .values(roles.map((r) => ({ userId: user.id, roleId: r.id, grantedBy: input.grantedBy ?? null })))
  }
  let candidateId: string | null = null
  if (input.userType === 'candidate' && input.withCandidateRecord !== false) {
    // one identity per person: a prospect with this e-mail (any spelling) or phone and no login
    // is claimed; a record that already has a login is another account (flagged, never claimed)
    const admitted = await admitCandidate(
      tx,
      { firstName: user.firstName, lastName: user.lastName, emails: [email], phone: user.phone },
      {
        keySource: 'signUp',
        candidateSource: 'signup',
        actorId: input.grantedBy ?? null,
        onPossibleDuplicate: 'flag',
        claimOnlyWithoutLogin: true,
      },
    )
    const [candidate] = await tx
      .update(candidatesTable)
      .set({ userId: user.id })
      .where(and(eq(candidatesTable.id, admitted.candidateId), isNull(candidatesTable.userId)))
      .returning({ id: candidatesTable.id })
    candidateId = candidate?.id ?? null
  }
  return { ...user, candidateId }
}

/** 001 §5 "Email already in use". */
export const EMAIL_TAKEN_MESSAGE = 'User with this email address already exists.'

function emailTaken() {
  return AppError.field('email', 'emailTaken', EMAIL_TAKEN_MESSAGE, 'ALREADY_EXISTS')
}

export { isUniqueViolation } from '../../db/unique-violation'
