import { Answers, DataEnvelope, ErrorResponses, IdParams } from '@quota/shared/contracts/common'
import {
  CandidateSearchBody,
  CandidateSearchQuery,
  CandidateSearchResponse,
  FilterDefinition,
  FiltersQuery,
  GlobalSearchQuery,
  GlobalSearchResponse,
  JobSearchFilterBody,
  JobSearchFilterDto,
  MostPopularOptions,
  MostPopularOptionsBody,
  ResyncParams,
  ResyncRecordResult,
  SavedFilterDto,
  SavedFiltersQuery,
  SaveFilterBody,
  SearchReindexRunDto,
} from '@quota/shared/contracts/search'
import { Elysia } from 'elysia'
import * as z from 'zod'
import type { AppDeps } from '../../app-deps'
import type { Actor } from '../../plugins/auth'
import type { UseCaseContext } from '../context'
import { moduleBase } from '../module-base'
import { deleteSavedFilterUseCase } from './delete-saved-filter'
import { globalSearch } from './global-search'
import { getJobSearchFilter, putJobSearchFilter } from './job-search-filter'
import { listFilters } from './list-filters'
import { listSavedFilters } from './list-saved-filters'
import { mostPopularOptions } from './most-popular-options'
import { listReindexRuns, queueReindex, resyncRecord } from './resync'
import { saveFilter } from './save-filter'
import { searchCandidates } from './search-candidates'
import { type SearchServices, searchFor } from './search-engine'
import { updateSavedFilterUseCase } from './update-saved-filter'

/** Putting the search index right by hand is for provider staff holding allow-elastic-search-resync. */
const RESYNC = { userTypes: ['staff'], permission: 'allow-elastic-search-resync' } as const
/** Provider staff and client users search; candidates do not. */
const SEARCHERS = { userTypes: ['staff', 'client'] } as const

export const searchRoutes = (deps: AppDeps & { search?: SearchServices }) => {
  const search = () => searchFor(deps)
  const ctx = (actor: Actor, requestId: string): UseCaseContext => ({ actor, requestId, db: deps.db })
  return new Elysia({ name: 'search', prefix: '/api', tags: ['Search'] })
    .use(moduleBase(deps))
    .post(
      '/candidates/search',
      ({ actor, requestId, query, body, antiBias }) =>
        searchCandidates({ ctx: ctx(actor, requestId), input: { query, body, antiBias } }, search()),
      {
        auth: SEARCHERS,
        antiBias: true,
        query: CandidateSearchQuery,
        body: CandidateSearchBody,
        response: { 200: CandidateSearchResponse, ...ErrorResponses, ...Answers(404) },
        detail: {
          summary: 'Search candidates with text and filter items, sorted and paged, with facet counts',
          operationId: 'searchCandidates',
        },
      },
    )
    .get(
      '/search',
      async ({ actor, requestId, query, antiBias }) => ({
        data: await globalSearch({ ctx: ctx(actor, requestId), input: query, antiBias }, search()),
      }),
      {
        auth: SEARCHERS,
        antiBias: true,
        query: GlobalSearchQuery,
        response: { 200: GlobalSearchResponse, ...ErrorResponses },
        detail: {
          summary: 'Global search over candidates, clients, jobs and organizations in your scope',
          operationId: 'globalSearch',
        },
      },
    )
    .get(
      '/search/filters',
      ({ actor, requestId, query }) => ({ data: listFilters({ ctx: ctx(actor, requestId), input: query }) }),
      {
        auth: SEARCHERS,
        query: FiltersQuery,
        response: { 200: DataEnvelope(z.array(FilterDefinition)), ...ErrorResponses },
        detail: {
          summary: 'The filters of a screen, with their limits and option sources',
          operationId: 'listSearchFilters',
        },
      },
    )
    .get(
      '/search/saved-filters',
      async ({ actor, requestId, query }) => ({
        data: await listSavedFilters({ ctx: ctx(actor, requestId), input: query }),
      }),
      {
        auth: SEARCHERS,
        query: SavedFiltersQuery,
        response: { 200: DataEnvelope(z.array(SavedFilterDto)), ...ErrorResponses },
        detail: { summary: 'Your saved filters, then the public ones', operationId: 'listSavedFilters' },
      },
    )
    .post(
      '/search/filter',
      async ({ actor, requestId, body, set }) => {
        set.status = 201
        return { data: await saveFilter({ ctx: ctx(actor, requestId), input: SaveFilterBody.parse(body) }) }
      },
      {
        auth: SEARCHERS,
        body: SaveFilterBody,
        response: { 201: DataEnvelope(SavedFilterDto), ...ErrorResponses, ...Answers(409) },
        detail: { summary: 'Save the current filters under a name', operationId: 'saveSearchFilter' },
      },
    )
    .put(
      '/search/saved-filter/:id',
      async ({ actor, requestId, params, body }) => ({
        data: await updateSavedFilterUseCase({
          ctx: ctx(actor, requestId),
          input: { id: params.id, body: SaveFilterBody.parse(body) },
        }),
      }),
      {
        auth: SEARCHERS,
        params: IdParams,
        body: SaveFilterBody,
        response: { 200: DataEnvelope(SavedFilterDto), ...ErrorResponses, ...Answers(409) },
        detail: {
          summary: 'Change a saved filter (yours, or a public editable one)',
          operationId: 'updateSavedFilter',
        },
      },
    )
    .delete(
      '/search/saved-filter/:id',
      async ({ actor, requestId, params }) => ({
        data: await deleteSavedFilterUseCase({ ctx: ctx(actor, requestId), input: params }),
      }),
      {
        auth: SEARCHERS,
        params: IdParams,
        response: { 200: DataEnvelope(z.object({ id: z.uuid() })), ...ErrorResponses },
        detail: { summary: 'Delete one of your saved filters', operationId: 'deleteSavedFilter' },
      },
    )
    .post(
      '/search/most-popular-options',
      async ({ actor, requestId, body }) => ({
        data: await mostPopularOptions({ ctx: ctx(actor, requestId), input: body }, search()),
      }),
      {
        auth: SEARCHERS,
        body: MostPopularOptionsBody,
        response: { 200: DataEnvelope(MostPopularOptions), ...ErrorResponses },
        detail: {
          summary: 'The most common values of filters ("Frequently Used")',
          operationId: 'mostPopularSearchOptions',
        },
      },
    )
    .get(
      '/jobs/:id/search-filter',
      async ({ actor, requestId, params }) => ({
        data: await getJobSearchFilter({ ctx: ctx(actor, requestId), input: params }),
      }),
      {
        auth: SEARCHERS,
        params: IdParams,
        response: { 200: DataEnvelope(JobSearchFilterDto), ...ErrorResponses },
        detail: { summary: "A job's candidate search filter", operationId: 'getJobSearchFilter' },
      },
    )
    .put(
      '/jobs/:id/search-filter',
      async ({ actor, requestId, params, body }) => ({
        data: await putJobSearchFilter({
          ctx: ctx(actor, requestId),
          input: { id: params.id, filterItems: body.filterItems },
        }),
      }),
      {
        auth: SEARCHERS,
        params: IdParams,
        body: JobSearchFilterBody,
        response: { 200: DataEnvelope(JobSearchFilterDto), ...ErrorResponses },
        detail: { summary: "Replace a job's candidate search filter", operationId: 'putJobSearchFilter' },
      },
    )
    .post(
      '/sync-elastic-search/resync/:indexType/:id',
      async ({ actor, requestId, params, set }) => {
        if (params.id !== 'all') return { data: await resyncRecord({ input: params }, search()) }
        set.status = 202
        return { data: await queueReindex({ ctx: ctx(actor, requestId), input: params }) }
      },
      {
        auth: RESYNC,
        params: ResyncParams,
        response: {
          200: DataEnvelope(ResyncRecordResult),
          202: DataEnvelope(SearchReindexRunDto),
          ...ErrorResponses,
          ...Answers(409),
        },
        detail: {
          summary:
            'Re-index one record now (answers indexed or removed), or queue a rebuild of the whole index with id `all` (202 with the run; 409 while one waits or runs)',
          operationId: 'resyncSearchIndex',
        },
      },
    )
    .get(
      '/sync-elastic-search/runs',
      async ({ actor, requestId }) => ({ data: await listReindexRuns({ ctx: ctx(actor, requestId) }) }),
      {
        auth: RESYNC,
        response: { 200: DataEnvelope(z.array(SearchReindexRunDto)), ...ErrorResponses },
        detail: {
          summary: "Each index's latest whole-index rebuild and its progress",
          operationId: 'listSearchReindexRuns',
        },
      },
    )
}
