/**
 * Who may see and change a client. Provider staff see every client; recruiters change them.
 * A client user sees its own company only: another company answers 404 ("Client not found"),
 * so its existence does not leak. Provider-only parts (notes, account settings) answer 403 to
 * the client's own users.
 */
import { CLIENT_MESSAGES } from '@quota/shared/domain/clients/index'
import type { Viewer } from '@quota/shared/domain/jobs/visibility'
import { AppError } from '@quota/shared/errors/index'
import type { DbOrTx } from '../../db/client'
import type { ClientAccountRow, OrganizationRow } from '../../db/schema'
import type { Actor } from '../../plugins/auth'
import { findOrganization } from '../organizations/profile'

export const CLIENT_USERS = { userTypes: ['staff', 'client'] } as const

export type ClientViewer = { kind: 'staff'; canWrite: boolean } | { kind: 'client'; organizationId: string }

export function clientViewerOf(actor: Actor): ClientViewer {
  if (actor.userType === 'staff') return { kind: 'staff', canWrite: actor.permissions.includes('recruiter') }
  if (actor.userType === 'client' && actor.organizationId && actor.permissions.includes('client-recruiter'))
    return { kind: 'client', organizationId: actor.organizationId }
  throw new AppError('FORBIDDEN')
}

/** The caller as the shared visibility rules take it (shared/domain/clients/visibility.ts). */
export const clientSeenAs = (actor: Actor, viewer: ClientViewer): Viewer => ({
  type: viewer.kind,
  userId: actor.userId,
})

export const clientNotFound = () => new AppError('NOT_FOUND', { message: CLIENT_MESSAGES.notFound })

export interface LoadedClient {
  org: OrganizationRow
  account: ClientAccountRow
  viewer: ClientViewer
}

/**
 * The client if the caller may see it. `access`: 'read' (staff, the client's own users),
 * 'write' (recruiters, the client's own users), 'staff' (provider staff only: reads of provider
 * parts), 'staffWrite' (recruiters only).
 */
export async function loadClientFor(
  db: DbOrTx,
  actor: Actor,
  clientId: string,
  access: 'read' | 'write' | 'staff' | 'staffWrite' = 'read',
): Promise<LoadedClient> {
  const viewer = clientViewerOf(actor)
  const found = await findOrganization(db, clientId)
  if (!found?.account) throw clientNotFound()
  if (viewer.kind === 'client') {
    if (found.org.id !== viewer.organizationId) throw clientNotFound()
    if (access === 'staff' || access === 'staffWrite') throw new AppError('FORBIDDEN')
  } else if ((access === 'write' || access === 'staffWrite') && !viewer.canWrite) {
    throw new AppError('FORBIDDEN')
  }
  return { org: found.org, account: found.account, viewer }
}
