/** Recruiter candidate calls: search with filter items, filter definitions, saved filters, adding to a job. */

import type { JobListItem } from '@quota/shared/contracts/jobs'
import type { Location } from '@quota/shared/contracts/reference'
import type {
  CandidateFilterItem,
  CandidateSearchItem,
  CandidateSearchResponse,
  CandidateSortOption,
  FilterDefinition,
  JobSearchFilterDto,
  SavedFilterDto,
  StoredFilterItem,
} from '@quota/shared/contracts/search'
import { type DataAnswer, http } from '../../app/http'
import type { Choice } from '../../ui/choice-picker'
import { placeLabel } from '../jobs/job-form'
import type { PlaceChoice } from './filters'

export type {
  CandidateFilterItem,
  CandidateSearchItem,
  CandidateSortOption,
  FilterDefinition,
  SavedFilterDto,
  StoredFilterItem,
}

export async function searchCandidates(
  body: { searchText?: string; filterItems: CandidateFilterItem[]; facets?: string[] },
  query: { limit: number; offset: number; sortBy: CandidateSortOption },
  signal?: AbortSignal,
): Promise<CandidateSearchResponse> {
  return http.post<CandidateSearchResponse>('/candidates/search', body, {
    query: { ...query },
    handledStatuses: [422],
    ...(signal ? { signal } : {}),
  })
}

export async function fetchFilterDefinitions(): Promise<FilterDefinition[]> {
  return (await http.get<{ data: FilterDefinition[] }>('/search/filters', { query: { groupName: 'candidates' } })).data
}

export async function fetchSavedFilters(): Promise<SavedFilterDto[]> {
  return (await http.get<{ data: SavedFilterDto[] }>('/search/saved-filters', { query: { groupName: 'candidates' } }))
    .data
}

export async function saveFilter(
  displayName: string,
  filterItems: StoredFilterItem[],
  isPublic: boolean,
): Promise<SavedFilterDto> {
  return (
    await http.post<DataAnswer<SavedFilterDto>>(
      '/search/filter',
      { displayName, groupName: 'candidates', filterItems, isPublic },
      { handledStatuses: [400, 409, 422] },
    )
  ).data
}

export async function deleteSavedFilter(id: string): Promise<void> {
  await http.delete(`/search/saved-filter/${id}`)
}

/** Runs one stage action for a candidate in a job (bulk add to job). */
export async function addToJob(jobId: string, candidateId: string, action: 'shortlist' | 'submit'): Promise<void> {
  await http.post(
    `/jobs/${jobId}/candidates/${candidateId}/actions/${action}`,
    {},
    { handledStatuses: [400, 404, 409, 422] },
  )
}

/** The owner filter's choices: the active recruiters who own candidates (GET users/owners). */
export async function fetchOwnerOptions(): Promise<{ value: string; label: string }[]> {
  const answer = await http.get<DataAnswer<{ id: string; value: string }[]>>('/users/owners', { ignoreError: true })
  return answer.data.map((o) => ({ value: o.id, label: o.value }))
}

/** US states and cities named like `searchText` for the location filter (states first). */
export async function searchPlaces(searchText: string, signal?: AbortSignal): Promise<PlaceChoice[]> {
  const answer = await http.get<{ data: Location[] }>('/locations/all', {
    query: { searchText, limit: 10 },
    ignoreError: true,
    ...(signal ? { signal } : {}),
  })
  return answer.data.flatMap((l): PlaceChoice[] => {
    if (l.cityId) return [{ id: l.cityId, label: placeLabel(l), kind: 'city' }]
    if (l.stateId) return [{ id: l.stateId, label: `${l.stateName ?? l.stateCode} (whole state)`, kind: 'state' }]
    return []
  })
}

const jobLabel = (j: { name: string; organization: { name: string } }) => `${j.name} · ${j.organization.name}`

/** Jobs whose title or client matches: open ones for the shortlisted-in-job filter, any for reports. */
export async function searchJobChoices(
  searchText: string,
  signal?: AbortSignal,
  filter: 'allOpenJobs' | 'all' = 'allOpenJobs',
): Promise<Choice[]> {
  const answer = await http.post<{ data: JobListItem[] }>(
    '/jobs/list',
    { filter, searchText },
    { query: { limit: 10 }, ignoreError: true, ...(signal ? { signal } : {}) },
  )
  return answer.data.map((j) => ({ id: j.id, label: jobLabel(j) }))
}

/** A saved filter's job as the picker shows it (saved filters keep ids only). */
export async function jobChoiceOf(jobId: string): Promise<Choice> {
  const job = (await http.get<DataAnswer<JobListItem>>(`/jobs/${jobId}/details`, { ignoreError: true })).data
  return { id: job.id, label: jobLabel(job) }
}

export type { JobSearchFilterDto }

/** GET jobs/{id}/search-filter: the job's saved candidate filter (it fills the job's matching list). */
export async function fetchJobSearchFilter(jobId: string): Promise<JobSearchFilterDto> {
  return (await http.get<DataAnswer<JobSearchFilterDto>>(`/jobs/${jobId}/search-filter`)).data
}

/** PUT jobs/{id}/search-filter: replaces the job's filter; the matching list follows in the background. */
export async function saveJobSearchFilter(
  jobId: string,
  filterItems: CandidateFilterItem[],
): Promise<JobSearchFilterDto> {
  return (
    await http.put<DataAnswer<JobSearchFilterDto>>(
      `/jobs/${jobId}/search-filter`,
      { filterItems },
      { handledStatuses: [400, 422] },
    )
  ).data
}
