/**
 * The logged-in user as the web app needs it (spec 000 §3 "Logged-in user"): the fields the
 * guards read plus what the shell shows. The API answers more; unknown fields are kept.
 * TODO(lead): replace with the UserDto from shared/contracts/users once it exists.
 */
export interface SessionUser {
  id: string
  email: string
  firstName: string
  lastName: string
  fullName?: string
  userType?: 'candidate' | 'client' | 'staff' | 'system'
  /** Where the user lands after login, decided by the API from the roles (spec 000 §2). */
  homeRoute: string
  emailVerified: boolean
  hasOnboarded: boolean
  roleNames: string[]
  /** Set when a candidate is marked for deletion (ISO time); null otherwise. */
  toBeDeletedAt: string | null
  expiredPrivacyPolicy?: boolean
  pictureUrl?: string | null
  phone?: string | null
  timezone?: string | null
  /** The candidate record of a candidate user. */
  candidateId?: string | null
  /** A client user's company. */
  organizationId?: string | null
  organizationName?: string | null
  /** Permission keys the roles grant. */
  permissions?: string[]
  /** `staff` (recruiter), `nonStaff` (provider staff without recruiter rights), `client`, `candidate`. */
  roleView?: 'staff' | 'nonStaff' | 'client' | 'candidate'
  /** Clients with the inbound-hiring flag see a modal about 2 s after start (spec 000 §6). */
  showClientInboundHiringModal?: boolean
  /** Per-user UI state kept across logins (spec 000 §9). */
  uiState?: Record<string, unknown>
  /** Feature flags on for this user (000 §3; the API decides: global, organization, own). */
  userAllowedFeatures?: string[]
  [key: string]: unknown
}

/** Role names as the API sends them in `roleNames` (the spec's permission keys). */
export const ROLE = {
  candidate: 'candidate',
  recruiter: 'recruiter',
  /** Accepted as an alias of `recruiter`. */
  internalRecruiter: 'internal-recruiter',
  fractionalRecruiter: 'fractional-recruiter',
  clientRecruiter: 'client-recruiter',
  clientSourcing: 'client-sourcing',
  clientRecruiterBasic: 'client-recruiter-basic',
  manageLists: 'manage-lists',
  manageUsers: 'manage-users',
} as const

/** What the role checks read; snapshots (readonly) pass too. */
export interface RoleHolder {
  roleNames: readonly string[]
  userType?: SessionUser['userType'] | undefined
}

export const hasRole = (user: RoleHolder, role: string) => user.roleNames.includes(role)

/**
 * Whether the user holds a permission key (spec 000 §6), e.g. `manage-feature-configs`. The API's
 * `roleNames` carries the role keys and the permissions they grant; `permissions` is read too.
 */
export const hasPermission = (user: RoleHolder & { permissions?: readonly string[] | undefined }, key: string) =>
  user.roleNames.includes(key) || Boolean(user.permissions?.includes(key))

/** A feature flag on for the user (`compEngine`, ...), as users/me reports it. */
export const hasFeature = (user: { userAllowedFeatures?: readonly string[] | undefined }, key: string) =>
  Boolean(user.userAllowedFeatures?.includes(key))

export const isCandidate = (user: RoleHolder) =>
  user.roleNames.includes(ROLE.candidate) || user.userType === 'candidate'

/** A client company's recruiter with the full client portal (not the basic one). */
export const isClientRecruiter = (user: RoleHolder) =>
  hasRole(user, ROLE.clientRecruiter) || hasRole(user, ROLE.clientSourcing)

/** Internal or fractional recruiter. */
export const isRecruiter = (user: RoleHolder) =>
  [ROLE.recruiter, ROLE.internalRecruiter, ROLE.fractionalRecruiter].some((r) => user.roleNames.includes(r))

/**
 * Home route by role, in the spec's order (000 §2). The API sends `homeRoute`; this is the
 * fallback when it does not, and the reference the API's rule must agree with.
 */
export function homeRouteFor(user: RoleHolder): string {
  if (isCandidate(user)) return '/candidate-home'
  if (isRecruiter(user)) return '/candidate/list'
  if (hasRole(user, ROLE.clientRecruiter)) return '/company-home'
  if (hasRole(user, ROLE.clientRecruiterBasic)) return '/comp-engine'
  if (hasRole(user, ROLE.manageLists)) return '/admin/lists'
  if (hasRole(user, ROLE.manageUsers)) return '/admin/users'
  return '/error'
}

export const displayName = (
  user: Pick<SessionUser, 'firstName' | 'lastName' | 'email'> & { fullName?: string | undefined },
) => user.fullName || [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email
