/**
 * GET search: one box over candidates, clients, jobs and organizations (002 §7), within the
 * caller's scope (000 §6): provider staff search all four; client users candidates and jobs
 * only, and only their own jobs and the candidates submitted to them (entities outside the
 * scope are left out of the answer). Each entity answers records, totalRecords and offset.
 */
import { F, type IndexName, type SearchDocument, type SearchQuery } from '@quota/search/engine'
import type { GlobalSearchQuery, GlobalSearchRecord, GlobalSearchResponse } from '@quota/shared/contracts/search'
import type { SearchEntity } from '@quota/shared/domain/enums'
import type { UseCaseContext } from '../context'
import { ENTITIES_BY_SCOPE, scopeOf } from './scope'
import { scopeFilter } from './search-candidates'
import type { SearchServices } from './search-engine'
import { checkSearchText, refusedTextAs } from './search-text'

const INDEX_OF: Record<SearchEntity, IndexName> = {
  candidate: 'candidates',
  client: 'clients',
  job: 'jobs',
  organization: 'organizations',
}

const str = (v: unknown) => (typeof v === 'string' && v ? v : null)
const place = (d: SearchDocument) => [str(d.cityName), str(d.stateCode)].filter(Boolean).join(', ') || null

function toRecord(entity: SearchEntity, d: SearchDocument, staff: boolean): GlobalSearchRecord {
  switch (entity) {
    case 'candidate':
      return {
        id: d.id,
        entity,
        name: String(d.fullName ?? ''),
        subtitle: [str(d.title), str(d.companyName)].filter(Boolean).join(' at ') || null,
        location: place(d),
        status: staff ? str(d.searchStatus) : null,
      }
    case 'job':
      return {
        id: d.id,
        entity,
        name: String(d.name ?? ''),
        subtitle: str(d.organizationName),
        location: place(d),
        status: str(d.status),
      }
    case 'client':
      return {
        id: d.id,
        entity,
        name: String(d.name ?? ''),
        subtitle: str(d.industryName),
        location: place(d),
        status: d.isActive ? 'active' : 'inactive',
      }
    case 'organization':
      return {
        id: d.id,
        entity,
        name: String(d.name ?? ''),
        subtitle: str(d.industryName),
        location: place(d),
        status: d.isClient ? 'client' : null,
      }
  }
}

export async function globalSearch(
  { ctx, input, antiBias = false }: { ctx: UseCaseContext; input: GlobalSearchQuery; antiBias?: boolean },
  search: SearchServices,
): Promise<GlobalSearchResponse['data']> {
  const scope = scopeOf(ctx.actor)
  // Anti-bias mode (issue 37): a box that finds people by name would undo it, so the header
  // search then finds jobs (and, for staff, companies) but no candidates.
  const allowed = ENTITIES_BY_SCOPE[scope.kind].filter((e) => !(antiBias && e === 'candidate'))
  const entities = (input.searchEntities ?? allowed).filter((e, i, all) => allowed.includes(e) && all.indexOf(e) === i)
  const filters: Record<SearchEntity, () => Promise<SearchQuery['filter']>> = {
    candidate: () => scopeFilter(ctx, scope),
    job: async () =>
      F.and(
        F.in('isDeleted', [false]),
        scope.kind === 'client' ? F.in('organizationId', [scope.organizationId]) : null,
      ),
    client: async () => undefined,
    organization: async () => undefined,
  }
  const queries = await Promise.all(
    entities.map(async (entity) => ({
      index: INDEX_OF[entity],
      query: {
        text: input.searchText,
        filter: await filters[entity](),
        limit: input.limit,
        offset: input.offset,
      } satisfies SearchQuery,
    })),
  )
  checkSearchText(input.searchText, 'searchText')
  const results = queries.length ? await refusedTextAs('searchText', () => search.engine.multiSearch(queries)) : []
  return Object.fromEntries(
    entities.map((entity, i) => {
      const r = results[i]!
      return [
        entity,
        {
          records: r.hits.map((h) => toRecord(entity, h.document, scope.kind === 'staff')),
          totalRecords: r.total,
          offset: input.offset,
        },
      ]
    }),
  )
}
