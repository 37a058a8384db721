import type { UserRow } from '../../db/schema'
import type { Actor } from '../../plugins/auth'

/**
 * Whose user record an actor may see (tenancy). Provider staff see everyone; a client user sees
 * the people of their own organization and provider staff; a candidate sees themselves and
 * provider staff. Anything else answers 404, so its existence does not leak.
 */
export function canSeeUser(actor: Actor, target: Pick<UserRow, 'id' | 'userType' | 'organizationId'>): boolean {
  if (target.id === actor.userId) return true
  switch (actor.userType) {
    case 'staff':
    case 'system':
      return true
    case 'client':
      return target.userType === 'staff' || (!!actor.organizationId && target.organizationId === actor.organizationId)
    case 'candidate':
      return target.userType === 'staff'
  }
}
