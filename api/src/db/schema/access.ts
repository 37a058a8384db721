/**
 * Who may do what: roles, permissions, feature flags and access keys.
 * Spec: 000 §6 (roles, permission keys, isAdministrative), 000 §3 (feature flags,
 * userAllowedFeatures), api-conventions.md (X-Access-Key for public calls and widgets).
 */

import { ACCESS_KEY_SCOPES, FEATURE_FLAG_KEYS, PERMISSION_KEYS } from '@quota/shared/domain/enums'
import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { createdAt, emptyTextArray, oneOf, timestamps, tstz, uuidPk } from './columns'
import { organizationsTable } from './organizations'
import { usersTable } from './users'

/** Roles (000 §6 role dictionary); keys the code relies on are `ROLE_KEYS`. */
export const rolesTable = pgTable(
  'roles',
  {
    id: uuidPk(),
    /** Stable key, e.g. `internal-recruiter`. */
    key: text().notNull(),
    name: text().notNull(),
    description: text(),
    /** 000 §3 roles[].isAdministrative; hasAdministrativeRole = any of a user's roles. */
    isAdministrative: boolean().notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    // resolve a role by key (seed, home route): WHERE key = $1
    uniqueIndex('roles_key_uq').on(t.key),
  ],
)
export type RoleRow = typeof rolesTable.$inferSelect
export type NewRoleRow = typeof rolesTable.$inferInsert

/** Permissions: the closed list of 000 §6, one row each (seeded from `PERMISSION_KEYS`). */
export const permissionsTable = pgTable(
  'permissions',
  {
    id: uuidPk(),
    key: text({ enum: PERMISSION_KEYS }).notNull(),
    description: text(),
    ...createdAt(),
  },
  (t) => [
    check('permissions_key_check', oneOf(t.key, PERMISSION_KEYS)),
    // seed upsert and lookups by key: WHERE key = $1
    uniqueIndex('permissions_key_uq').on(t.key),
  ],
)
export type PermissionRow = typeof permissionsTable.$inferSelect
export type NewPermissionRow = typeof permissionsTable.$inferInsert

export const rolePermissionsTable = pgTable(
  'role_permissions',
  {
    roleId: uuid()
      .notNull()
      .references(() => rolesTable.id, { onDelete: 'cascade' }),
    permissionId: uuid()
      .notNull()
      .references(() => permissionsTable.id, { onDelete: 'cascade' }),
    ...createdAt(),
  },
  (t) => [
    // permissions of a role: WHERE role_id = $1
    primaryKey({ name: 'role_permissions_pk', columns: [t.roleId, t.permissionId] }),
    // roles granting a permission (admin screen): WHERE permission_id = $1
    index('role_permissions_permission_idx').on(t.permissionId),
  ],
)
export type RolePermissionRow = typeof rolePermissionsTable.$inferSelect
export type NewRolePermissionRow = typeof rolePermissionsTable.$inferInsert

export const userRolesTable = pgTable(
  'user_roles',
  {
    userId: uuid()
      .notNull()
      .references(() => usersTable.id, { onDelete: 'cascade' }),
    roleId: uuid()
      .notNull()
      .references(() => rolesTable.id, { onDelete: 'cascade' }),
    grantedBy: uuid().references((): AnyPgColumn => usersTable.id, { onDelete: 'set null' }),
    ...createdAt(),
  },
  (t) => [
    // the actor's roles on every request (auth macro): WHERE user_id = $1
    primaryKey({ name: 'user_roles_pk', columns: [t.userId, t.roleId] }),
    // users having a role (owners lists, admin users filter): WHERE role_id = $1
    index('user_roles_role_idx').on(t.roleId),
  ],
)
export type UserRoleRow = typeof userRolesTable.$inferSelect
export type NewUserRoleRow = typeof userRolesTable.$inferInsert

/** Feature flags (000 §3; /admin/features). */
export const featureFlagsTable = pgTable(
  'feature_flags',
  {
    id: uuidPk(),
    key: text({ enum: FEATURE_FLAG_KEYS }).notNull(),
    name: text().notNull(),
    description: text(),
    /** On for everyone, regardless of the enablements below. */
    isEnabledGlobally: boolean().notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    check('feature_flags_key_check', oneOf(t.key, FEATURE_FLAG_KEYS)),
    // seed upsert and lookups by key: WHERE key = $1
    uniqueIndex('feature_flags_key_uq').on(t.key),
  ],
)
export type FeatureFlagRow = typeof featureFlagsTable.$inferSelect
export type NewFeatureFlagRow = typeof featureFlagsTable.$inferInsert

/**
 * A flag turned on (or explicitly off) for one user or one organization. `userAllowedFeatures`
 * = global flags + the user's organization's + the user's own (the user's row wins).
 */
export const featureFlagEnablementsTable = pgTable(
  'feature_flag_enablements',
  {
    id: uuidPk(),
    featureFlagId: uuid()
      .notNull()
      .references(() => featureFlagsTable.id, { onDelete: 'cascade' }),
    userId: uuid().references(() => usersTable.id, { onDelete: 'cascade' }),
    organizationId: uuid().references(() => organizationsTable.id, { onDelete: 'cascade' }),
    isEnabled: boolean().notNull().default(true),
    createdBy: uuid().references((): AnyPgColumn => usersTable.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    check('feature_flag_enablements_target_check', sql`num_nonnulls(${t.userId}, ${t.organizationId}) = 1`),
    // a user's flags (users/me): WHERE user_id = $1; and one row per flag and user
    uniqueIndex('feature_flag_enablements_user_uq').on(t.userId, t.featureFlagId).where(sql`${t.userId} is not null`),
    // an organization's flags (users/me of its users): WHERE organization_id = $1; one row per flag and org
    uniqueIndex('feature_flag_enablements_org_uq')
      .on(t.organizationId, t.featureFlagId)
      .where(sql`${t.organizationId} is not null`),
  ],
)
export type FeatureFlagEnablementRow = typeof featureFlagEnablementsTable.$inferSelect
export type NewFeatureFlagEnablementRow = typeof featureFlagEnablementsTable.$inferInsert

/**
 * Access keys for public calls and widgets (X-Access-Key). Only a hash is stored; the key is
 * shown once. `prefix` (first characters) identifies a key in lists and logs.
 */
export const accessKeysTable = pgTable(
  'access_keys',
  {
    id: uuidPk(),
    name: text().notNull(),
    /** The first characters of the key, shown in lists (e.g. `qk_live_3f9a`). */
    prefix: text().notNull(),
    /** SHA-256 of the full key. */
    keyHash: text().notNull(),
    scopes: text({ enum: ACCESS_KEY_SCOPES }).array().notNull().default(emptyTextArray),
    /** Origins allowed to use it from a browser (widgets); empty = any / server-to-server. */
    allowedOrigins: text().array().notNull().default(emptyTextArray),
    /** A key issued to a client for its widgets; null = provider key. */
    organizationId: uuid().references(() => organizationsTable.id, { onDelete: 'cascade' }),
    createdBy: uuid().references(() => usersTable.id, { onDelete: 'set null' }),
    lastUsedAt: tstz(),
    expiresAt: tstz(),
    revokedAt: tstz(),
    revokedBy: uuid().references((): AnyPgColumn => usersTable.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    // every public request: WHERE key_hash = $1 AND revoked_at IS NULL
    uniqueIndex('access_keys_key_hash_uq').on(t.keyHash),
    // keys of a client (settings): WHERE organization_id = $1
    index('access_keys_organization_idx').on(t.organizationId),
  ],
)
export type AccessKeyRow = typeof accessKeysTable.$inferSelect
export type NewAccessKeyRow = typeof accessKeysTable.$inferInsert
