/**
 * The clients calls (spec 002 §7 "Clients and client reports"): the client list, details and
 * profile, favourites and status, contacts, notes, the client's jobs, and the executive report.
 */
import type {
  ClientContact,
  ClientContactsQuery,
  ClientDetails,
  ClientListBody,
  ClientListItem,
  ClientListQuery,
  ClientNote,
  ExecutiveSummary,
  Favorites,
  RejectionReasonsReport,
  RoleMetrics,
} from '@quota/shared/contracts/clients'
import type { JobListItem, PersonRef } from '@quota/shared/contracts/jobs'
import type { OrganizationProfile } from '@quota/shared/contracts/organizations'
import type { z } from 'zod'
import { type DataAnswer, http } from '../../app/http'
import type { ExecReportQueryParams } from './report-filter'

export { fetchAggregates } from '../pipeline/api'
export type {
  ClientContact,
  ClientDetails,
  ClientListItem,
  ClientNote,
  ExecutiveSummary,
  JobListItem,
  OrganizationProfile,
  PersonRef,
  RejectionReasonsReport,
  RoleMetrics,
}

export interface ListAnswer<T> {
  data: T[]
  meta: { total: number; limit: number; offset: number }
}

/** POST organizations/clients/list (provider staff). */
export function fetchClients(
  body: ClientListBody,
  query: Partial<ClientListQuery>,
  signal?: AbortSignal,
): Promise<ListAnswer<ClientListItem>> {
  return http.post<ListAnswer<ClientListItem>>('/organizations/clients/list', body, {
    query: { ...query },
    ...(signal ? { signal } : {}),
  })
}

/** PUT (on) or DELETE (off) client/{id}/favorite: the client's favourites afterwards. */
export async function setClientFavorite(clientId: string, on: boolean): Promise<string[]> {
  const path = `/client/${clientId}/favorite`
  const answer = on
    ? await http.put<DataAnswer<z.infer<typeof Favorites>>>(path)
    : await http.delete<DataAnswer<z.infer<typeof Favorites>>>(path)
  return answer.data.favoriteByUsers
}

/** Account managers to filter by (GET jobs/managers/list). */
export async function fetchManagers(): Promise<PersonRef[]> {
  return (await http.get<DataAnswer<PersonRef[]>>('/jobs/managers/list', { query: { limit: 200 } })).data
}

export async function fetchClientDetails(clientId: string): Promise<ClientDetails> {
  return (await http.get<DataAnswer<ClientDetails>>(`/client/${clientId}/details`)).data
}

export async function fetchClientProfile(clientId: string): Promise<OrganizationProfile> {
  return (await http.get<DataAnswer<OrganizationProfile>>(`/client/${clientId}/profile`)).data
}

/** PATCH client/{id}/status (recruiters). */
export async function setClientStatus(clientId: string, isActive: boolean): Promise<ClientDetails> {
  return (await http.patch<DataAnswer<ClientDetails>>(`/client/${clientId}/status`, { isActive })).data
}

export interface ContactsQuery {
  limit: number
  offset: number
  sortBy?: ClientContactsQuery['sortBy']
  sortDirection?: 'asc' | 'desc'
  daysFilter?: number
  includeNoLongerAtCompany?: boolean
}

export function fetchContacts(clientId: string, query: ContactsQuery): Promise<ListAnswer<ClientContact>> {
  return http.get<ListAnswer<ClientContact>>(`/client/${clientId}/user`, { query: { ...query } })
}

export function fetchNotes(
  clientId: string,
  query: { limit: number; offset: number },
): Promise<ListAnswer<ClientNote>> {
  return http.get<ListAnswer<ClientNote>>(`/client/${clientId}/notes`, { query })
}

export async function addNote(clientId: string, body: string): Promise<ClientNote> {
  return (await http.post<DataAnswer<ClientNote>>(`/client/${clientId}/notes`, { body }, { handledStatuses: [422] }))
    .data
}

export async function updateNote(clientId: string, noteId: string, body: string): Promise<ClientNote> {
  return (
    await http.put<DataAnswer<ClientNote>>(`/client/${clientId}/notes/${noteId}`, { body }, { handledStatuses: [422] })
  ).data
}

/** GET client/{id}/jobs (type open, closed or all). */
export function fetchClientJobs(
  clientId: string,
  query: { type: 'open' | 'closed' | 'all'; limit: number; offset?: number },
): Promise<ListAnswer<JobListItem>> {
  return http.get<ListAnswer<JobListItem>>(`/client/${clientId}/jobs`, { query })
}

// ---- executive report ------------------------------------------------------------------------

/** 403 (feature off for this client) is shown by the tab itself, not as a toast. */
const REPORT_OPTIONS = { handledStatuses: [403] }

export async function fetchExecutiveSummary(clientId: string, query: ExecReportQueryParams): Promise<ExecutiveSummary> {
  return (
    await http.get<DataAnswer<ExecutiveSummary>>(`/client-executive-report/${clientId}/executive-summary`, {
      query,
      ...REPORT_OPTIONS,
    })
  ).data
}

export function fetchRoleMetrics(
  clientId: string,
  query: ExecReportQueryParams & { limit?: string; offset?: string },
): Promise<ListAnswer<RoleMetrics>> {
  return http.get<ListAnswer<RoleMetrics>>(`/client-executive-report/${clientId}/role-specific-metrics`, {
    query,
    ...REPORT_OPTIONS,
  })
}

export async function fetchRejectionReasons(
  clientId: string,
  query: ExecReportQueryParams & { limit?: string; offset?: string },
): Promise<RejectionReasonsReport> {
  return (
    await http.get<DataAnswer<RejectionReasonsReport>>(`/client-executive-report/${clientId}/rejection-reasons`, {
      query,
      ...REPORT_OPTIONS,
    })
  ).data
}

/** POST users/login-invite: e-mails a client contact a link to set a password (recruiters). */
export async function sendLoginInvite(userId: string): Promise<{ userId: string; manualInviteSentAt: string }> {
  return (
    await http.post<DataAnswer<{ userId: string; email: string; manualInviteSentAt: string }>>('/users/login-invite', {
      userId,
    })
  ).data
}
