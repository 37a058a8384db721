import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../db/client'
import { rolesTable, userRolesTable } from '../../db/schema'
import { openTestDatabase } from '../../testing/test-database'
import { createUser } from './create-user'

let database: Database
beforeAll(async () => {
  database = await openTestDatabase()
})
afterAll(() => database.close())

describe('createUser', () => {
  it('creates a user with hashed password and roles, inside a transaction', async () => {
    const user = await database.db.transaction((tx) =>
      createUser(tx, {
        email: ' Ada@Example.com ',
        password: 'Secret-pass-1',
        firstName: 'Ada',
        lastName: 'Lovelace',
        userType: 'staff',
        roleKeys: ['internal-recruiter', 'manage-users'],
        emailVerified: true,
      }),
    )
    expect(user.email).toBe('ada@example.com')
    expect(user.passwordHash).toMatch(/^\$argon2id\$/)
    expect(await Bun.password.verify('Secret-pass-1', user.passwordHash!)).toBe(true)
    expect(user.emailVerifiedAt).toBeInstanceOf(Date)
    expect(user.onboardedAt).toBeNull()
    const roles = await database.db
      .select({ key: rolesTable.key })
      .from(userRolesTable)
      .innerJoin(rolesTable, eq(rolesTable.id, userRolesTable.roleId))
      .where(eq(userRolesTable.userId, user.id))
    expect(roles.map((r) => r.key).sort()).toEqual(['internal-recruiter', 'manage-users'])
  })

  it('refuses a taken e-mail (case-insensitive) and unknown roles', async () => {
    const base = {
      password: null,
      firstName: 'A',
      lastName: 'B',
      userType: 'candidate' as const,
      roleKeys: ['candidate'],
    }
    await expect(createUser(database.db, { ...base, email: 'ADA@example.com' })).rejects.toMatchObject({
      code: 'ALREADY_EXISTS',
    })
    await expect(
      createUser(database.db, { ...base, email: 'new@example.com', roleKeys: ['nope'] }),
    ).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
    })
  })

  it('accepts a precomputed hash (bulk seeding)', async () => {
    const passwordHash = await Bun.password.hash('demo-password-1')
    const user = await createUser(database.db, {
      email: 'seed@example.com',
      passwordHash,
      firstName: 'S',
      lastName: 'D',
      userType: 'candidate',
      roleKeys: ['candidate'],
      hasOnboarded: true,
    })
    expect(user.passwordHash).toBe(passwordHash)
    expect(user.onboardedAt).toBeInstanceOf(Date)
    expect(user.candidateId).toBeTypeOf('string')
  })
})
