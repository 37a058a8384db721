/**
 * Organizations are companies: their profile and culture media are for every signed-in user to
 * read (a job's about and culture tabs). Changing them is for provider recruiters and the
 * company's own client users; another client gets 404 for a change, so nothing leaks about
 * which companies it could not touch. The company's users list is for provider staff and the
 * company's own users.
 */
import { AppError } from '@quota/shared/errors/index'
import type { DbOrTx } from '../../db/client'
import type { Actor } from '../../plugins/auth'
import { findOrganization } from './profile'

export const orgNotFound = () => new AppError('NOT_FOUND', { message: 'Organization not found' })

export async function loadOrganizationFor(db: DbOrTx, actor: Actor, id: string, access: 'read' | 'member' | 'write') {
  const found = await findOrganization(db, id)
  if (!found) throw orgNotFound()
  if (access === 'read') return found
  if (actor.userType === 'staff') {
    if (access === 'write' && !actor.permissions.includes('recruiter')) throw new AppError('FORBIDDEN')
    return found
  }
  if (actor.userType === 'client' && actor.organizationId && actor.permissions.includes('client-recruiter')) {
    if (actor.organizationId !== id) throw orgNotFound()
    return found
  }
  throw new AppError('FORBIDDEN')
}
