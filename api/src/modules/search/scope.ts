/**
 * Who searches what (000 §6 search scope): provider staff search every candidate, client, job
 * and organization; client users search candidates and jobs only, and only their own jobs and
 * the candidates submitted to them, never an off-the-market candidate. Candidates do not search.
 */
import type { SearchEntity } from '@quota/shared/domain/enums'
import { AppError } from '@quota/shared/errors/index'
import type { Actor } from '../../plugins/auth'

export type SearchScope = { kind: 'staff' } | { kind: 'client'; organizationId: string }

export const ENTITIES_BY_SCOPE: Record<SearchScope['kind'], readonly SearchEntity[]> = {
  staff: ['candidate', 'client', 'job', 'organization'],
  client: ['candidate', 'job'],
}

export function scopeOf(actor: Actor): SearchScope {
  if (actor.userType === 'staff') return { kind: 'staff' }
  // A basic client recruiter has the compensation engine only: no candidates, no jobs.
  if (actor.userType === 'client' && actor.organizationId && actor.permissions.includes('client-recruiter'))
    return { kind: 'client', organizationId: actor.organizationId }
  throw new AppError('FORBIDDEN')
}

export const canUseDemographicFilters = (actor: Actor) => actor.permissions.includes('demographic-filter')
