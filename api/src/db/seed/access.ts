import { inArray } from 'drizzle-orm'
import type { DbOrTx } from '../client'
import {
  FEATURE_FLAG_KEYS,
  featureFlagsTable,
  PERMISSION_KEYS,
  type PermissionKey,
  permissionsTable,
  rolePermissionsTable,
  rolesTable,
} from '../schema'

/**
 * Roles and what they grant (spec 000 §6). Roles are data; this is the set every installation
 * starts with. `administrator` is ours: the provider's admin staff, holding every administrative
 * permission the spec names that guards a screen or a call, without recruiter rights (their home
 * is /admin/lists). The five register keys (e-mail whitelist, location mappings, LinkedIn
 * projects, compensation-estimate mappings, next-gen filters) each guard their admin screen and
 * API (issue 20 item 11) and are granted to the administrator again (migration 0021).
 */
export const ROLE_DEFINITIONS = [
  { key: 'candidate', name: 'Candidate', isAdministrative: false, permissions: ['candidate'] },
  { key: 'internal-recruiter', name: 'Internal Recruiter', isAdministrative: false, permissions: ['recruiter'] },
  {
    key: 'fractional-recruiter',
    name: 'Fractional Recruiter',
    isAdministrative: false,
    permissions: ['recruiter', 'fractional-recruiter'],
  },
  { key: 'client-recruiter', name: 'Client Recruiter', isAdministrative: false, permissions: ['client-recruiter'] },
  {
    key: 'client-sourcing',
    name: 'Client Sourcing',
    isAdministrative: false,
    permissions: ['client-recruiter', 'client-sourcing'],
  },
  {
    key: 'client-recruiter-basic',
    name: 'Client Recruiter Basic',
    isAdministrative: false,
    permissions: ['client-recruiter-basic'],
  },
  { key: 'manage-lists', name: 'Manage Lists', isAdministrative: true, permissions: ['manage-lists'] },
  { key: 'manage-users', name: 'Manage Users', isAdministrative: true, permissions: ['manage-users'] },
  {
    key: 'administrator',
    name: 'Administrator',
    isAdministrative: true,
    permissions: [
      'manage-lists',
      'manage-users',
      'delete-candidates',
      'demographic-filter',
      'enable-re-debug',
      'manage-feature-configs',
      'manage-reports',
      'manage-configurations',
      'allow-elastic-search-resync',
      'manage-email-whitelisting',
      'manage-location-mappings',
      'manage-linkedIn-projects',
      'manage-compensation-estimates-mappings',
      'manage-next-gen-filters',
    ],
  },
] as const satisfies readonly {
  key: string
  name: string
  isAdministrative: boolean
  permissions: readonly PermissionKey[]
}[]

export type SeededRoleKey = (typeof ROLE_DEFINITIONS)[number]['key']

const FEATURE_FLAG_NAMES: Record<(typeof FEATURE_FLAG_KEYS)[number], string> = {
  submittalRequiredField: 'Submittal required fields',
  compEngine: 'Compensation engine',
  marketMapping: 'Market mapping',
  clientExecReporting: 'Client executive reporting',
}

/**
 * Flags on for everyone when first created: the compensation engine is the free planning tool
 * and the basic client recruiter's home (000 §2), so it starts on and an administrator may turn it off.
 */
const ON_BY_DEFAULT: readonly (typeof FEATURE_FLAG_KEYS)[number][] = ['compEngine']

/** Idempotent: inserts what is missing and never undoes an administrator's change. */
export async function seedAccess(db: DbOrTx): Promise<void> {
  await db
    .insert(permissionsTable)
    .values(PERMISSION_KEYS.map((key) => ({ key })))
    .onConflictDoNothing()
  await db
    .insert(rolesTable)
    .values(ROLE_DEFINITIONS.map(({ key, name, isAdministrative }) => ({ key, name, isAdministrative })))
    .onConflictDoNothing()
  const roles = await db
    .select()
    .from(rolesTable)
    .where(
      inArray(
        rolesTable.key,
        ROLE_DEFINITIONS.map((r) => r.key),
      ),
    )
  const permissions = await db.select().from(permissionsTable)
  const roleId = new Map(roles.map((r) => [r.key, r.id]))
  const permissionId = new Map(permissions.map((p) => [p.key, p.id]))
  const links = ROLE_DEFINITIONS.flatMap((role) =>
    role.permissions.map((p) => ({ roleId: roleId.get(role.key)!, permissionId: permissionId.get(p)! })),
  )
  await db.insert(rolePermissionsTable).values(links).onConflictDoNothing()
  await db
    .insert(featureFlagsTable)
    .values(
      FEATURE_FLAG_KEYS.map((key) => ({
        key,
        name: FEATURE_FLAG_NAMES[key],
        isEnabledGlobally: ON_BY_DEFAULT.includes(key),
      })),
    )
    .onConflictDoNothing()
}
