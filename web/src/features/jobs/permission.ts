/**
 * Who may create, change, clone and delete jobs, as the API decides it (api/src/modules/jobs/
 * access.ts): provider staff with the `recruiter` permission, and a client recruiter for its own
 * company's jobs. Provider staff without recruiter rights (administrators) only read them.
 */
import { seesProviderJobFields } from '@quota/shared/domain/jobs/visibility'
import { hasPermission, type RoleHolder } from '../session/user'

type JobUser = RoleHolder & { permissions?: readonly string[] | undefined; organizationId?: string | null | undefined }

export function canManageJobs(user: JobUser | null): boolean {
  if (!user) return false
  if (user.userType === 'staff') return hasPermission(user, 'recruiter')
  return user.userType === 'client' && Boolean(user.organizationId) && hasPermission(user, 'client-recruiter')
}

/**
 * Who sees the provider's own job fields (fee, sourcing notes, business development, owner,
 * sourcers, record type, CRM id, provider contacts): the shared rule the API answers by
 * (shared/src/domain/jobs/visibility.ts).
 */
export function canSeeStaffJobFields(user: JobUser | null): boolean {
  return seesProviderJobFields(user?.userType)
}
