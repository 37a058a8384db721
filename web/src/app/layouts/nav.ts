import {
  hasFeature,
  hasPermission,
  hasRole,
  isCandidate,
  isRecruiter,
  ROLE,
  type RoleHolder,
} from '../../features/session/user'

export interface NavLink {
  href: string
  label: string
}

/** Links under one menu button (the administrator's screens), in labelled sections. */
export interface NavGroup {
  label: string
  sections: { label: string; links: NavLink[] }[]
}

export type NavItem = NavLink | NavGroup

export const isNavGroup = (item: NavItem): item is NavGroup => 'sections' in item

/** Every link of the navigation, those in menus included, in menu order. */
export const navLinks = (items: readonly NavItem[]): NavLink[] =>
  items.flatMap((i) => (isNavGroup(i) ? i.sections.flatMap((s) => s.links) : [i]))

/**
 * Whether the links need a row of their own: their width, estimated in characters (each link's
 * label plus its padding; a menu button counts once), is more than fits beside the brand and the
 * user's buttons at 1366 px.
 */
export function isLongNav(items: readonly NavItem[]): boolean {
  return items.reduce((width, i) => width + i.label.length + LINK_PADDING_CHARS, 0) > ROW_CHARS
}
const LINK_PADDING_CHARS = 3
const ROW_CHARS = 60

/**
 * The administrator's screens: the administration proper, then the registers of issue 20 item 11,
 * each only with the permission its screen's API requires. They share one menu button, so an
 * administrator's header stays one row at 1366 px (fourteen links did not fit).
 */
function adminSections(user: Parameters<typeof hasPermission>[0]): NavGroup['sections'] {
  const admin: NavLink[] = []
  const registers: NavLink[] = []
  const when = (key: string, list: NavLink[], href: string, label: string) => {
    if (hasPermission(user, key)) list.push({ href, label })
  }
  when('manage-lists', admin, '/admin/lists', 'Lists')
  when('manage-users', admin, '/admin/users', 'Users')
  when('manage-feature-configs', admin, '/admin/features', 'Features')
  when('manage-configurations', admin, '/admin/configurations', 'Configurations')
  when('manage-configurations', admin, '/admin/chrome-extension', 'Chrome extension')
  when('manage-reports', admin, '/admin/reports', 'Reports')
  when('allow-elastic-search-resync', admin, '/admin/search', 'Search indexes')
  when('manage-email-whitelisting', registers, '/admin/email-whitelist', 'E-mail whitelist')
  when('manage-location-mappings', registers, '/admin/location-mappings', 'Location mappings')
  when('manage-compensation-estimates-mappings', registers, '/admin/compensation-mappings', 'Comp mappings')
  when('manage-next-gen-filters', registers, '/admin/next-gen-filters', 'Next-gen filters')
  when('manage-linkedIn-projects', registers, '/admin/linkedin-projects', 'LinkedIn projects')
  return [
    { label: 'Administration', links: admin },
    { label: 'Registers', links: registers },
  ].filter((s) => s.links.length)
}

/** The shell's navigation for a user's roles. */
export function navItemsFor(
  user: RoleHolder & {
    permissions?: readonly string[] | undefined
    userAllowedFeatures?: readonly string[] | undefined
  },
): NavItem[] {
  const items: NavItem[] = []
  const add = (href: string, label: string) => {
    if (!navLinks(items).some((i) => i.href === href)) items.push({ href, label })
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
  // Administration: one "Admin" menu; a lone screen stays a plain link (a menu of one is a detour).
  const sections = adminSections(user)
  const adminLinks = sections.flatMap((s) => s.links)
  if (adminLinks.length === 1) add(adminLinks[0]!.href, adminLinks[0]!.label)
  else if (adminLinks.length) items.push({ label: 'Admin', sections })
  add('/settings', 'Settings')
  return items
}
