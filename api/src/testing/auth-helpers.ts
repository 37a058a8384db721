import type { UserType } from '@quota/shared/domain/enums'
import { expect } from 'vitest'
import type { DbOrTx } from '../db/client'
import { organizationsTable } from '../db/schema'
import { startSession } from '../modules/auth/sessions'
import { type CreatedUser, createUser } from '../modules/users/create-user'
import { rowCounts } from './row-counts'
import type { TestApp } from './test-app'

export const TEST_PASSWORD = 'test-password-1'
let hashOnce: Promise<string> | null = null
/** One argon2id hash for every test user (hashing per user would slow suites down). */
const testHash = () => (hashOnce ??= Bun.password.hash(TEST_PASSWORD))

let counter = 0
const uniqueEmail = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${++counter}@example.test`

export interface SignedInUser {
  user: CreatedUser
  /** Bearer access token of a fresh session. */
  token: string
  sessionId: string
  /** Headers that authenticate as this user. */
  headers: Record<string, string>
}

export async function createOrganization(db: DbOrTx, name = `Org ${++counter}`): Promise<string> {
  const [org] = await db.insert(organizationsTable).values({ name }).returning({ id: organizationsTable.id })
  return org!.id
}

const DEFAULT_ROLES: Record<UserType, string[]> = {
  candidate: ['candidate'],
  client: ['client-recruiter'],
  staff: ['internal-recruiter'],
  system: [],
}

/** A verified, onboarded user with the password TEST_PASSWORD. */
export async function createTestUser(
  t: TestApp,
  options: {
    userType?: UserType
    roleKeys?: string[]
    organizationId?: string | null
    email?: string
    firstName?: string
    lastName?: string
  } = {},
): Promise<CreatedUser> {
  const userType = options.userType ?? 'staff'
  return createUser(t.deps.db, {
    email: options.email ?? uniqueEmail(userType),
    passwordHash: await testHash(),
    firstName: options.firstName ?? 'Test',
    lastName: options.lastName ?? userType,
    userType,
    roleKeys: options.roleKeys ?? DEFAULT_ROLES[userType],
    organizationId: options.organizationId ?? null,
    emailVerified: true,
    hasOnboarded: true,
  })
}

/** Signs a user in without the HTTP login (no rate limits, no password check): a bearer session. */
export async function signInAs(t: TestApp, user: CreatedUser): Promise<SignedInUser> {
  const issued = await startSession(t.deps.db, t.deps.config, {
    userId: user.id,
    mode: 'token',
    meta: { ip: '127.0.0.1', userAgent: 'test' },
  })
  return {
    user,
    token: issued.accessToken,
    sessionId: issued.sessionId,
    headers: { authorization: `Bearer ${issued.accessToken}` },
  }
}

export async function createSignedInUser(
  t: TestApp,
  options: Parameters<typeof createTestUser>[1] = {},
): Promise<SignedInUser> {
  return signInAs(t, await createTestUser(t, options))
}

/** Tables that record every attempt on purpose (sign-ins, rate limits): left out of "nothing written". */
export const ATTEMPT_TABLES = ['rate_limits', 'auth_logs', 'sessions', 'refresh_tokens']

/**
 * HTTP calls as a signed-in user (or anonymously), and `refused`: a call answered with `status`
 * that wrote no row. `app` is read at call time, so suites may create their app in beforeAll.
 */
export function httpAs(app: () => TestApp) {
  const call = async (who: SignedInUser | null, method: string, path: string, body?: unknown) => {
    const res = await app().request(path, {
      method,
      headers: who?.headers ?? {},
      ...(body !== undefined ? { json: body } : {}),
    })
    const text = await res.text()
    let parsed: any
    try {
      parsed = JSON.parse(text)
    } catch {
      parsed = text
    }
    return { status: res.status, body: parsed }
  }
  const refused = async (who: SignedInUser | null, method: string, path: string, body: unknown, status = 422) => {
    const before = await rowCounts(app().deps.db, ATTEMPT_TABLES)
    const r = await call(who, method, path, body)
    expect(r.status, JSON.stringify(r.body)).toBe(status)
    expect(await rowCounts(app().deps.db, ATTEMPT_TABLES)).toEqual(before)
    return r.body
  }
  return { call, refused }
}
