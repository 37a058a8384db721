/**
 * Where a user lands (spec 000 §2 "Home route after login, by role" and "Guards"). Pure: the web
 * app's guards and the API's `users/me.homeRoute` use the same rule.
 *
 * Roles are rows whose permissions are data, so the rule reads what a user may do: the role keys
 * and the permission keys they hold (the seeded `administrator` role holds manage-lists and
 * manage-users, so it lands on /admin/lists).
 */

export const HOME_ROUTES = {
  candidate: '/candidate-home',
  recruiter: '/candidate/list',
  clientRecruiter: '/company-home',
  clientRecruiterBasic: '/comp-engine',
  manageLists: '/admin/lists',
  manageUsers: '/admin/users',
  fallback: '/error',
} as const

export type HomeRoute = (typeof HOME_ROUTES)[keyof typeof HOME_ROUTES]

export interface RoleHolder {
  /** Role keys and/or permission keys; either spelling counts. */
  roleNames: readonly string[]
}

const any = (user: RoleHolder, ...names: string[]) => names.some((n) => user.roleNames.includes(n))

/** The spec's list, first match wins. */
export const HOME_ROUTE_RULES: readonly { route: HomeRoute; matches(user: RoleHolder): boolean }[] = [
  { route: HOME_ROUTES.candidate, matches: (u) => any(u, 'candidate') },
  {
    route: HOME_ROUTES.recruiter,
    matches: (u) => any(u, 'recruiter', 'internal-recruiter', 'fractional-recruiter'),
  },
  // client sourcing is a client recruiter with sourcing (its role grants client-recruiter)
  { route: HOME_ROUTES.clientRecruiter, matches: (u) => any(u, 'client-recruiter', 'client-sourcing') },
  { route: HOME_ROUTES.clientRecruiterBasic, matches: (u) => any(u, 'client-recruiter-basic') },
  { route: HOME_ROUTES.manageLists, matches: (u) => any(u, 'manage-lists') },
  { route: HOME_ROUTES.manageUsers, matches: (u) => any(u, 'manage-users') },
]

export function homeRouteFor(user: RoleHolder): HomeRoute {
  return HOME_ROUTE_RULES.find((r) => r.matches(user))?.route ?? HOME_ROUTES.fallback
}

export interface GuardSubject extends RoleHolder {
  email: string
  emailVerified: boolean
  hasOnboarded: boolean
}

export const VERIFY_ACCOUNT_PATH = '/auth/verify-account'
export const SIGNUP_STEP1_PATH = '/auth/signup/step-1'

/**
 * The session guard's destination for a signed-in user: verify the e-mail first, then finish
 * sign-up step 1, then the home route.
 */
export function landingRouteFor(user: GuardSubject): string {
  if (!user.emailVerified) return `${VERIFY_ACCOUNT_PATH}?${new URLSearchParams({ email: user.email })}`
  if (!user.hasOnboarded) return SIGNUP_STEP1_PATH
  return homeRouteFor(user)
}

/** 000 §6 / §3: client sourcing needs both the role (or its permission) and the user's flag. */
export function hasClientSourcing(user: RoleHolder & { clientSourcing: boolean }): boolean {
  return user.clientSourcing && any(user, 'client-sourcing')
}

/** 000 §3 role views: staff (recruiter rights), nonStaff (provider staff without), client, candidate. */
export function roleViewFor(user: RoleHolder & { userType: string }): 'staff' | 'nonStaff' | 'client' | 'candidate' {
  if (user.userType === 'candidate') return 'candidate'
  if (user.userType === 'client') return 'client'
  return any(user, 'recruiter', 'internal-recruiter', 'fractional-recruiter') ? 'staff' : 'nonStaff'
}
