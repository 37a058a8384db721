import type {
  AdminCreateUserInput,
  AdminUpdateUserInput,
  AdminUserDto,
  AdminUsersQuery,
  LoginInviteResult,
  RoleDto,
} from '@quota/shared/contracts/users'
import { toAccountPhone } from '@quota/shared/domain/auth/index'
import type { UserType } from '@quota/shared/domain/enums'
import { AppError } from '@quota/shared/errors/index'
import { and, asc, count, desc, eq, exists, ilike, or, sql } from 'drizzle-orm'
import { writeAudit } from '../../audit/write-audit'
import type { Config } from '../../config/env'
import type { DbOrTx } from '../../db/client'
import { type NewUserRow, organizationsTable, rolesTable, userRolesTable, usersTable } from '../../db/schema'
import { issuePasswordLink } from '../auth/password-links'
import { revokeUserSessions } from '../auth/sessions'
import type { UseCaseContext } from '../context'
import { createUser } from './create-user'
import { findUserById, loadAccess, loadRolesOf, roleIdsByKey } from './repository'
import { fullNameOf, toAdminUserDto } from './to-dto'

/**
 * Which kind of user a seeded role fits (000 §6). Roles an administrator adds later are not
 * listed and fit anyone.
 */
export const ROLE_USER_TYPES: Record<string, readonly UserType[]> = {
  candidate: ['candidate'],
  'internal-recruiter': ['staff'],
  'fractional-recruiter': ['staff'],
  'manage-lists': ['staff'],
  'manage-users': ['staff'],
  administrator: ['staff'],
  'client-recruiter': ['client'],
  'client-sourcing': ['client'],
  'client-recruiter-basic': ['client'],
}

export function roleProblems(userType: UserType, roleKeys: readonly string[]): string[] {
  return roleKeys.filter((k) => ROLE_USER_TYPES[k] && !ROLE_USER_TYPES[k]!.includes(userType))
}

async function adminDto(db: DbOrTx, userId: string): Promise<AdminUserDto> {
  const [row] = await db
    .select({ user: usersTable, organizationName: organizationsTable.name })
    .from(usersTable)
    .leftJoin(organizationsTable, eq(organizationsTable.id, usersTable.organizationId))
    .where(eq(usersTable.id, userId))
  if (!row) throw new AppError('NOT_FOUND')
  const roles = (await loadRolesOf(db, [userId])).get(userId) ?? []
  return toAdminUserDto(row.user, { organizationName: row.organizationName, roles })
}

/** GET roles: the role dictionary (000 §6) for the users admin. */
export async function listRoles(db: DbOrTx): Promise<RoleDto[]> {
  return db
    .select({ key: rolesTable.key, name: rolesTable.name, isAdministrative: rolesTable.isAdministrative })
    .from(rolesTable)
    .orderBy(asc(rolesTable.name))
}

/** GET users (manage-users): search and filter every user. */
export async function listUsers({ ctx, input }: { ctx: UseCaseContext; input: AdminUsersQuery }) {
  const t = input.searchText?.trim()
  const pattern = t ? `%${t.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null
  const where = and(
    pattern
      ? or(
          ilike(usersTable.email, pattern),
          ilike(sql`${usersTable.firstName} || ' ' || ${usersTable.lastName}`, pattern),
          ilike(organizationsTable.name, pattern),
        )
      : undefined,
    input.userType ? eq(usersTable.userType, input.userType) : undefined,
    input.organizationId ? eq(usersTable.organizationId, input.organizationId) : undefined,
    input.status === 'all' ? undefined : eq(usersTable.isActive, input.status === 'active'),
    input.roleKey
      ? exists(
          sql`(select 1 from ${userRolesTable} ur join ${rolesTable} r on r.id = ur.role_id where ur.user_id = ${usersTable.id} and r.key = ${input.roleKey})`,
        )
      : undefined,
  )
  const dir = input.sortDirection === 'asc' ? asc : desc
  const order = {
    name: [dir(sql`lower(${usersTable.firstName})`), dir(sql`lower(${usersTable.lastName})`)],
    email: [dir(usersTable.email)],
    createdAt: [dir(usersTable.createdAt)],
    lastLoginAt: [dir(sql`${usersTable.lastLoginAt} nulls last`)],
  }[input.sortBy]
  const [{ total } = { total: 0 }] = await ctx.db
    .select({ total: count() })
    .from(usersTable)
    .leftJoin(organizationsTable, eq(organizationsTable.id, usersTable.organizationId))
    .where(where)
  const rows = await ctx.db
    .select({ user: usersTable, organizationName: organizationsTable.name })
    .from(usersTable)
    .leftJoin(organizationsTable, eq(organizationsTable.id, usersTable.organizationId))
    .where(where)
    .orderBy(...order, asc(usersTable.id))
    .limit(input.limit)
    .offset(input.offset)
  const roles = await loadRolesOf(
    ctx.db,
    rows.map((r) => r.user.id),
  )
  return {
    data: rows.map((r) =>
      toAdminUserDto(r.user, { organizationName: r.organizationName, roles: roles.get(r.user.id) ?? [] }),
    ),
    meta: { total: Number(total), limit: input.limit, offset: input.offset },
  }
}

export const getUserForAdmin = ({ ctx, input }: { ctx: UseCaseContext; input: { userId: string } }) =>
  adminDto(ctx.db, input.userId)

/** POST users (manage-users): a staff, client or candidate account; by default an invitation to set a password. */
export async function adminCreateUser({
  ctx,
  config,
  appOrigin,
  input,
}: {
  ctx: UseCaseContext
  config: Config
  appOrigin: string
  input: AdminCreateUserInput
}): Promise<AdminUserDto> {
  const problems = roleProblems(input.userType, input.roleKeys)
  if (problems.length)
    throw AppError.field(
      'roleKeys',
      'roleUserType',
      `These roles do not fit a ${input.userType} user: ${problems.join(', ')}`,
    )
  if (input.userType === 'client' && !input.organizationId)
    throw AppError.field('organizationId', 'required', 'This field is required.')
  if (input.userType !== 'client' && input.organizationId) {
    throw AppError.field('organizationId', 'invalid', 'Only client users belong to an organization.')
  }
  const userId = await ctx.db.transaction(async (tx) => {
    if (input.organizationId) {
      const [org] = await tx
        .select({ id: organizationsTable.id })
        .from(organizationsTable)
        .where(eq(organizationsTable.id, input.organizationId))
      if (!org) throw AppError.field('organizationId', 'notFound', 'This organization does not exist.')
    }
    const user = await createUser(tx, {
      email: input.email,
      password: null,
      firstName: input.firstName,
      lastName: input.lastName,
      phone: input.phone ? toAccountPhone(input.phone) : null,
      userType: input.userType,
      roleKeys: input.roleKeys,
      organizationId: input.organizationId ?? null,
      emailVerified: false,
      hasOnboarded: true,
      grantedBy: ctx.actor.userId,
    })
    const extra: Partial<NewUserRow> = {}
    if (input.isMarketingUser !== undefined) extra.isMarketingUser = input.isMarketingUser
    if (input.clientSourcing !== undefined) extra.clientSourcing = input.clientSourcing
    if (input.sendInvite) {
      const inviter = await findUserById(tx, ctx.actor.userId)
      await issuePasswordLink(tx, user, config, {
        kind: 'invitation',
        appOrigin,
        requestId: ctx.requestId,
        inviterName: inviter ? fullNameOf(inviter) : null,
      })
      extra.manualInviteSentAt = new Date()
    }
    if (Object.keys(extra).length) await tx.update(usersTable).set(extra).where(eq(usersTable.id, user.id))
    await writeAudit(tx, ctx, {
      entityType: 'user',
      entityId: user.id,
      action: 'create',
      after: {
        email: user.email,
        userType: user.userType,
        roleKeys: input.roleKeys,
        organizationId: user.organizationId,
      },
    })
    return user.id
  })
  return adminDto(ctx.db, userId)
}

/** PATCH users/{id} (manage-users): names, phone and the owner / sourcing flags. */
export async function adminUpdateUser({
  ctx,
  input,
}: {
  ctx: UseCaseContext
  input: { userId: string } & AdminUpdateUserInput
}): Promise<AdminUserDto> {
  await ctx.db.transaction(async (tx) => {
    const user = await findUserById(tx, input.userId)
    if (!user) throw new AppError('NOT_FOUND')
    const patch: Partial<NewUserRow> = {}
    if (input.firstName !== undefined) patch.firstName = input.firstName
    if (input.lastName !== undefined) patch.lastName = input.lastName
    if (input.phone !== undefined) patch.phone = input.phone === null ? null : toAccountPhone(input.phone)
    if (input.isMarketingUser !== undefined) patch.isMarketingUser = input.isMarketingUser
    if (input.clientSourcing !== undefined) patch.clientSourcing = input.clientSourcing
    if (!Object.keys(patch).length) return
    await tx.update(usersTable).set(patch).where(eq(usersTable.id, user.id))
    await writeAudit(tx, ctx, {
      entityType: 'user',
      entityId: user.id,
      action: 'update',
      before: Object.fromEntries(Object.keys(patch).map((k) => [k, (user as Record<string, unknown>)[k] ?? null])),
      after: patch,
    })
  })
  return adminDto(ctx.db, input.userId)
}

/** PUT users/{id}/roles (manage-users): replaces the roles. An admin cannot take manage-users from themselves. */
export async function assignRoles({
  ctx,
  input,
}: {
  ctx: UseCaseContext
  input: { userId: string; roleKeys: string[] }
}): Promise<AdminUserDto> {
  const keys = [...new Set(input.roleKeys)]
  await ctx.db.transaction(async (tx) => {
    const user = await findUserById(tx, input.userId)
    if (!user) throw new AppError('NOT_FOUND')
    const problems = roleProblems(user.userType, keys)
    if (problems.length)
      throw AppError.field(
        'roleKeys',
        'roleUserType',
        `These roles do not fit a ${user.userType} user: ${problems.join(', ')}`,
      )
    const roles = await roleIdsByKey(tx, keys)
    if (roles.length !== keys.length) {
      const known = new Set(roles.map((r) => r.key))
      throw AppError.field('roleKeys', 'unknownRole', `Unknown role: ${keys.filter((k) => !known.has(k)).join(', ')}`)
    }
    const before = await loadAccess(tx, user.id)
    await tx.delete(userRolesTable).where(eq(userRolesTable.userId, user.id))
    if (roles.length) {
      await tx
        .insert(userRolesTable)
        .values(roles.map((r) => ({ userId: user.id, roleId: r.id, grantedBy: ctx.actor.userId })))
    }
    if (user.id === ctx.actor.userId) {
      const after = await loadAccess(tx, user.id)
      if (!after.permissions.includes('manage-users')) {
        throw new AppError('CONFLICT', { message: 'You cannot remove your own permission to manage users.' })
      }
    }
    await writeAudit(tx, ctx, {
      entityType: 'user',
      entityId: user.id,
      action: 'assignRoles',
      field: 'roles',
      before: before.roleKeys,
      after: keys,
    })
  })
  return adminDto(ctx.db, input.userId)
}

/**
 * POST users/{id}/deactivate and /reactivate (manage-users). Deactivation ends every session at
 * once, so the user loses access on their next call.
 */
export async function setUserActive({
  ctx,
  input,
}: {
  ctx: UseCaseContext
  input: { userId: string; active: boolean }
}): Promise<AdminUserDto> {
  if (!input.active && input.userId === ctx.actor.userId) {
    throw new AppError('CONFLICT', { message: 'You cannot deactivate your own account.' })
  }
  await ctx.db.transaction(async (tx) => {
    const user = await findUserById(tx, input.userId)
    if (!user) throw new AppError('NOT_FOUND')
    if (user.isActive === input.active) return
    await tx.update(usersTable).set({ isActive: input.active }).where(eq(usersTable.id, user.id))
    if (!input.active) await revokeUserSessions(tx, user.id, 'userDeactivated')
    await writeAudit(tx, ctx, {
      entityType: 'user',
      entityId: user.id,
      action: input.active ? 'reactivate' : 'deactivate',
      field: 'isActive',
      before: user.isActive,
      after: input.active,
    })
  })
  return adminDto(ctx.db, input.userId)
}

/**
 * POST users/login-invite: e-mails a link to set a password (7 days, single use) and stamps
 * manualInviteSentAt. Users admins invite anyone; recruiters invite candidates and client users.
 */
export async function sendLoginInvite({
  ctx,
  config,
  appOrigin,
  input,
}: {
  ctx: UseCaseContext
  config: Config
  appOrigin: string
  input: { userId: string }
}): Promise<LoginInviteResult> {
  const isAdmin = ctx.actor.permissions.includes('manage-users')
  const canInvite = isAdmin || ctx.actor.permissions.includes('recruiter')
  if (!canInvite) throw new AppError('FORBIDDEN')
  return ctx.db.transaction(async (tx) => {
    const user = await findUserById(tx, input.userId)
    if (!user || (!isAdmin && user.userType === 'staff')) throw new AppError('NOT_FOUND')
    if (!user.isActive) throw new AppError('CONFLICT', { message: 'This user is inactive; reactivate them first.' })
    const inviter = await findUserById(tx, ctx.actor.userId)
    await issuePasswordLink(tx, user, config, {
      kind: 'invitation',
      appOrigin,
      requestId: ctx.requestId,
      inviterName: inviter ? fullNameOf(inviter) : null,
    })
    const sentAt = new Date()
    await tx.update(usersTable).set({ manualInviteSentAt: sentAt }).where(eq(usersTable.id, user.id))
    await writeAudit(tx, ctx, {
      entityType: 'user',
      entityId: user.id,
      action: 'loginInvite',
      field: 'manualInviteSentAt',
      after: sentAt.toISOString(),
    })
    return { userId: user.id, email: user.email, manualInviteSentAt: sentAt.toISOString() }
  })
}
