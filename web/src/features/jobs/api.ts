/**
 * The jobs calls: the list with its filters and the favourite toggle; creating, changing,
 * cloning and deleting a job; and the job's company profile (the About tab; culture media has
 * its own calls in features/culture-media).
 */

import type { ClientContact } from '@quota/shared/contracts/clients'
import type {
  ActiveCandidate,
  CreateJobInput,
  Favorites,
  JobContact,
  JobContactInput,
  JobDetail,
  JobListBody,
  JobListItem,
  JobListQuery,
  PersonRef,
  UpdateJobInput,
} from '@quota/shared/contracts/jobs'
import type { OrganizationListItem, OrganizationProfile } from '@quota/shared/contracts/organizations'
import type { ChangeJobStatusInput, ChangeJobStatusResult } from '@quota/shared/contracts/pipeline'
import type { Location, PositionCategory, Timezone } from '@quota/shared/contracts/reference'
import type * as z from 'zod'
import { type DataAnswer, http } from '../../app/http'

export type {
  ActiveCandidate,
  JobContact,
  JobDetail,
  JobListItem,
  Location,
  OrganizationListItem,
  OrganizationProfile,
  PersonRef,
  PositionCategory,
}

export interface JobListAnswer {
  data: JobListItem[]
  meta: { total: number; limit: number; offset: number }
}

export async function fetchJobs(
  body: Partial<z.input<typeof JobListBody>>,
  query: Partial<JobListQuery>,
  signal?: AbortSignal,
): Promise<JobListAnswer> {
  return http.post<JobListAnswer>('/jobs/list', body, { query: { ...query }, ...(signal ? { signal } : {}) })
}

/** PUT (on) or DELETE (off) jobs/{id}/favorite: the job's favourites afterwards. */
export async function setJobFavorite(jobId: string, on: boolean): Promise<string[]> {
  const path = `/jobs/${jobId}/favorite`
  const answer = on
    ? await http.put<DataAnswer<z.infer<typeof Favorites>>>(path)
    : await http.delete<DataAnswer<z.infer<typeof Favorites>>>(path)
  return answer.data.favoriteByUsers
}

// ---------------------------------------------------------------------------------------------
// Job management (create, change, status, clone, delete) and the job page's company parts

/** Statuses a job form shows itself: field errors (422), refused fields (403), stale data (404, 409). */
export const JOB_FORM_STATUSES = [400, 403, 404, 409, 422]

export async function createJob(input: CreateJobInput): Promise<JobDetail> {
  return (await http.post<DataAnswer<JobDetail>>('/jobs', input, { handledStatuses: JOB_FORM_STATUSES })).data
}

export async function updateJob(jobId: string, patch: UpdateJobInput): Promise<JobDetail> {
  return (await http.patch<DataAnswer<JobDetail>>(`/jobs/${jobId}`, patch, { handledStatuses: JOB_FORM_STATUSES })).data
}

export async function changeJobStatus(jobId: string, input: ChangeJobStatusInput): Promise<ChangeJobStatusResult> {
  return (
    await http.put<DataAnswer<ChangeJobStatusResult>>(`/jobs/${jobId}/status`, input, {
      handledStatuses: JOB_FORM_STATUSES,
    })
  ).data
}

/** Candidates in process: those closing the job would reject. */
export async function fetchActiveCandidates(jobId: string): Promise<ActiveCandidate[]> {
  return (await http.get<DataAnswer<ActiveCandidate[]>>(`/jobs/${jobId}/active-candidates`)).data
}

export async function cloneJob(jobId: string): Promise<JobDetail> {
  return (await http.post<DataAnswer<JobDetail>>(`/jobs/${jobId}/clone`)).data
}

export async function deleteJob(jobId: string): Promise<void> {
  await http.delete(`/jobs/${jobId}`)
}

export async function resetJobSnippet(jobId: string): Promise<void> {
  await http.patch(`/jobs/${jobId}/reset-snippet`)
}

/** Client companies whose name starts a word with `searchText` (the create-job client picker). */
export async function searchClients(searchText: string, signal?: AbortSignal): Promise<OrganizationListItem[]> {
  const answer = await http.get<{ data: OrganizationListItem[] }>('/guest/organizations', {
    query: { type: 'client', limit: 50, ...(searchText.trim() ? { searchText: searchText.trim() } : {}) },
    ...(signal ? { signal } : {}),
  })
  return answer.data
}

/** US cities by name ("Austin" or "Austin, TX"), largest first. */
export async function searchCities(searchText: string, signal?: AbortSignal): Promise<Location[]> {
  const answer = await http.get<{ data: Location[] }>('/locations/cities', {
    query: { searchText, limit: 10 },
    ignoreError: true,
    ...(signal ? { signal } : {}),
  })
  return answer.data
}

export async function fetchOrganization(organizationId: string): Promise<OrganizationProfile> {
  return (await http.get<DataAnswer<OrganizationProfile>>(`/organizations/details/${organizationId}`)).data
}

export async function updateOrganizationAbout(organizationId: string, aboutHtml: string | null) {
  return (
    await http.patch<DataAnswer<OrganizationProfile>>(
      `/organizations/${organizationId}`,
      { aboutHtml },
      { handledStatuses: JOB_FORM_STATUSES },
    )
  ).data
}

// ---------------------------------------------------------------------------------------------
// What the job form chooses from: positions, companies, time zones, provider users, the company's users

/** Position categories with their positions (a job's desired position and its category). */
export async function fetchPositions(): Promise<PositionCategory[]> {
  return (await http.get<DataAnswer<PositionCategory[]>>('/positions', { query: { cache: true } })).data
}

/** Any company by name (a job's target companies). */
export async function searchOrganizations(searchText: string, signal?: AbortSignal): Promise<OrganizationListItem[]> {
  const answer = await http.get<{ data: OrganizationListItem[] }>('/guest/organizations', {
    query: { type: 'all', limit: 10, searchText: searchText.trim() },
    ...(signal ? { signal } : {}),
  })
  return answer.data
}

/** Time zones by name ("Pacific", "New York"). */
export async function searchTimezones(searchText: string, signal?: AbortSignal): Promise<z.infer<typeof Timezone>[]> {
  return (
    await http.get<DataAnswer<z.infer<typeof Timezone>[]>>('/timezones', {
      query: { type: 'all', searchText: searchText.trim() },
      ...(signal ? { signal } : {}),
    })
  ).data
}

/** Active provider users who manage jobs (account managers, business development, owners, sourcers). */
export async function fetchJobManagers(): Promise<PersonRef[]> {
  return (await http.get<DataAnswer<PersonRef[]>>('/jobs/managers/list', { query: { limit: 200 } })).data
}

/** The company's own users (a job's hiring manager and job contact). */
export async function fetchCompanyUsers(organizationId: string): Promise<ClientContact[]> {
  return (await http.get<{ data: ClientContact[] }>(`/client/${organizationId}/user`, { query: { limit: 100 } })).data
}

/** POST jobs/{id}/contacts: the job's contacts afterwards. */
export async function addJobContact(jobId: string, input: JobContactInput): Promise<JobContact[]> {
  return (
    await http.post<DataAnswer<JobContact[]>>(`/jobs/${jobId}/contacts`, input, { handledStatuses: JOB_FORM_STATUSES })
  ).data
}

/** DELETE jobs/{id}/contacts/{contactId}: the job's contacts afterwards. */
export async function removeJobContact(jobId: string, contactId: string): Promise<JobContact[]> {
  return (await http.delete<DataAnswer<JobContact[]>>(`/jobs/${jobId}/contacts/${contactId}`)).data
}
