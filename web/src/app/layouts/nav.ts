import {
  hasFeature,
  hasPermission,
  hasRole,
  isCandidate,
  isRecruiter,
  ROLE,
  type RoleHolder,
} from '../../features/session/user'

export interface NavItem {
  href: string
  label: string
}

/**
 * Whether the links need a row of their own: their width, estimated in characters (each link's
 * label plus its padding), is more than fits beside the brand and the user's buttons at 1366 px.
 */
export function isLongNav(items: readonly NavItem[]): boolean {
  return items.reduce((width, i) => width + i.label.length + LINK_PADDING_CHARS, 0) > ROW_CHARS
}
const LINK_PADDING_CHARS = 3
const ROW_CHARS = 60

/** The shell's navigation for a user's roles. */
export function navItemsFor(
  user: RoleHolder & {
    permissions?: readonly string[] | undefined
    userAllowedFeatures?: readonly string[] | undefined
  },
): NavItem[] {
  const items: NavItem[] = []
  const add = (href: string, label: string) => {
    if (!items.some((i) => i.href === href)) items.push({ href, label })
  }
  if (isCandidate(user)) {
    add('/candidate-home', 'Dashboard')
    add('/candidate/profile', 'Profile')
    add('/candidate/calendar', 'Calendar')
    add('/candidate/availability', 'Availability')
  }
  if (isRecruiter(user)) {
    add('/candidate/list', 'Candidates')
    add('/job', 'Jobs')
  }
  // In-app messages (the header shows the unread count beside it): candidates and provider staff
  if (isCandidate(user) || isRecruiter(user) || user.userType === 'staff') add('/messages', 'Messages')
  // Provider staff: the clients and their reports (002 §2 "/client/...").
  if (isRecruiter(user) || user.userType === 'staff') add('/client/list', 'Clients')
  if (hasRole(user, ROLE.clientRecruiter) || hasRole(user, ROLE.clientSourcing)) add('/company-home', 'Company')
  // The client's own executive report while the feature is on for its company (or the user).
  if (
    (hasRole(user, ROLE.clientRecruiter) || hasRole(user, ROLE.clientSourcing)) &&
    hasFeature(user, 'clientExecReporting')
  )
    add('/exec-report', 'Exec report')
  // The interview report (issue 17): recruiters and client recruiters (the API scopes a client to its company).
  if (isRecruiter(user) || hasRole(user, ROLE.clientRecruiter)) add('/interview-report', 'Interview report')
  // The client's ATS, webhooks and widget keys (002 §2 /integrate): client recruiters their own;
  // provider staff a client's, chosen on the page (recruiters change, other staff read)
  if (hasRole(user, ROLE.clientRecruiter) || user.userType === 'staff') add('/integrate', 'Integrations')
  // The compensation engine only while its feature flag is on for the user (the API checks it too).
  if (
    (hasRole(user, ROLE.clientRecruiter) || hasRole(user, ROLE.clientRecruiterBasic)) &&
    hasFeature(user, 'compEngine')
  )
    add('/comp-engine', 'Comp engine')
  // Administration: each entry only with the permission its screen's API requires.
  if (hasPermission(user, 'manage-lists')) add('/admin/lists', 'Lists')
  if (hasPermission(user, 'manage-users')) add('/admin/users', 'Users')
  if (hasPermission(user, 'manage-feature-configs')) add('/admin/features', 'Features')
  if (hasPermission(user, 'manage-configurations')) add('/admin/configurations', 'Configurations')
  if (hasPermission(user, 'manage-configurations')) add('/admin/chrome-extension', 'Chrome extension')
  if (hasPermission(user, 'manage-reports')) add('/admin/reports', 'Reports')
  if (hasPermission(user, 'allow-elastic-search-resync')) add('/admin/search', 'Search indexes')
  if (hasPermission(user, 'manage-email-whitelisting')) add('/admin/email-whitelist', 'E-mail whitelist')
  if (hasPermission(user, 'manage-location-mappings')) add('/admin/location-mappings', 'Location mappings')
  if (hasPermission(user, 'manage-compensation-estimates-mappings'))
    add('/admin/compensation-mappings', 'Comp mappings')
  if (hasPermission(user, 'manage-next-gen-filters')) add('/admin/next-gen-filters', 'Next-gen filters')
  if (hasPermission(user, 'manage-linkedIn-projects')) add('/admin/linkedin-projects', 'LinkedIn projects')
  add('/settings', 'Settings')
  return items
}
