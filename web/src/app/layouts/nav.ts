import { hasRole, isCandidate, isRecruiter, ROLE, type RoleHolder } from '../../features/session/user'

export interface NavItem {
  href: string
  label: string
}

/** The shell's navigation for a user's roles. */
export function navItemsFor(user: RoleHolder): NavItem[] {
  const items: NavItem[] = []
  const add = (href: string, label: string) => {
    if (!items.some((i) => i.href === href)) items.push({ href, label })
  }
  if (isCandidate(user)) {
    add('/candidate-home', 'Dashboard')
    add('/candidate/profile', 'Profile')
    add('/candidate/calendar', 'Calendar')
  }
  if (isRecruiter(user)) {
    add('/candidate/list', 'Candidates')
    add('/job', 'Jobs')
  }
  if (hasRole(user, ROLE.clientRecruiter) || hasRole(user, ROLE.clientSourcing)) add('/company-home', 'Company')
  if (hasRole(user, ROLE.clientRecruiter) || hasRole(user, ROLE.clientRecruiterBasic))
    add('/comp-engine', 'Comp engine')
  if (hasRole(user, ROLE.manageLists)) add('/admin/lists', 'Lists')
  if (hasRole(user, ROLE.manageUsers)) add('/admin/users', 'Users')
  add('/settings', 'Settings')
  return items
}
