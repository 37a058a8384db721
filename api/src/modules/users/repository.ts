import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import {
  permissionsTable,
  rolePermissionsTable,
  rolesTable,
  type UserRow,
  userRolesTable,
  usersTable,
} from '../../db/schema'

export interface UserAccess {
  roles: { key: string; name: string; isAdministrative: boolean }[]
  roleKeys: string[]
  permissions: string[]
}

/** A user's roles and the permissions they grant (one query). */
export async function loadAccess(db: DbOrTx, userId: string): Promise<UserAccess> {
  const rows = await db
    .select({
      key: rolesTable.key,
      name: rolesTable.name,
      isAdministrative: rolesTable.isAdministrative,
      permission: permissionsTable.key,
    })
    .from(userRolesTable)
    .innerJoin(rolesTable, eq(rolesTable.id, userRolesTable.roleId))
    .leftJoin(rolePermissionsTable, eq(rolePermissionsTable.roleId, rolesTable.id))
    .leftJoin(permissionsTable, eq(permissionsTable.id, rolePermissionsTable.permissionId))
    .where(eq(userRolesTable.userId, userId))
    .orderBy(asc(rolesTable.key))
  const roles = new Map<string, UserAccess['roles'][number]>()
  const permissions = new Set<string>()
  for (const r of rows) {
    if (!roles.has(r.key)) roles.set(r.key, { key: r.key, name: r.name, isAdministrative: r.isAdministrative })
    if (r.permission) permissions.add(r.permission)
  }
  return { roles: [...roles.values()], roleKeys: [...roles.keys()], permissions: [...permissions].sort() }
}

/** Roles of many users at once (lists). */
export async function loadRolesOf(db: DbOrTx, userIds: string[]) {
  const out = new Map<string, { key: string; name: string; isAdministrative: boolean }[]>()
  if (!userIds.length) return out
  const rows = await db
    .select({
      userId: userRolesTable.userId,
      key: rolesTable.key,
      name: rolesTable.name,
      isAdministrative: rolesTable.isAdministrative,
    })
    .from(userRolesTable)
    .innerJoin(rolesTable, eq(rolesTable.id, userRolesTable.roleId))
    .where(inArray(userRolesTable.userId, userIds))
    .orderBy(asc(rolesTable.key))
  for (const r of rows) {
    const list = out.get(r.userId) ?? []
    list.push({ key: r.key, name: r.name, isAdministrative: r.isAdministrative })
    out.set(r.userId, list)
  }
  return out
}

export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(usersTable)
    .where(sql`lower(${usersTable.email}) = ${email.trim().toLowerCase()}`)
    .limit(1)
  return user
}

export async function findUserById(db: DbOrTx, id: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(usersTable).where(eq(usersTable.id, id)).limit(1)
  return user
}

export async function roleIdsByKey(db: DbOrTx, keys: readonly string[]) {
  if (!keys.length) return []
  return db
    .select({ id: rolesTable.id, key: rolesTable.key })
    .from(rolesTable)
    .where(inArray(rolesTable.key, [...keys]))
}

export const activeOnly = () => and(eq(usersTable.isActive, true), isNull(usersTable.toBeDeletedAt))
