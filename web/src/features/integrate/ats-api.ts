/**
 * /integrate calls for the applicant tracking system (002 §7 "ATS", GET ats/jobs), the job page's
 * ATS link and the candidate's ATS fields. Provider staff name the client organization
 * (`organizationId`); a client's own users may leave it out (the API answers their own).
 */
import type {
  ATS_TEST_KINDS,
  AtsConnectionDto,
  AtsConnectionWithSecretDto,
  AtsFeedbackDto,
  AtsJobDto,
  AtsJobLinkDto,
  AtsRouteDto,
  AtsTestResultDto,
  AtsWebhookDto,
  CandidateAtsDto,
  ConnectAtsInput,
} from '@quota/shared/contracts/ats'
import type { AtsRouteKey, AtsWebhookAction, AtsWebhookEvent } from '@quota/shared/domain/ats/routes'
import { type DataAnswer, http, isApiError } from '../../app/http'

export type {
  AtsConnectionDto,
  AtsConnectionWithSecretDto,
  AtsFeedbackDto,
  AtsJobDto,
  AtsJobLinkDto,
  AtsRouteDto,
  AtsTestResultDto,
  AtsWebhookDto,
  CandidateAtsDto,
  ConnectAtsInput,
}
export type AtsTestKind = (typeof ATS_TEST_KINDS)[number]

/** The organization the call is about (provider staff), or nothing (the caller's own). */
export type OrgId = string | null | undefined
const orgQuery = (org: OrgId) => (org ? { query: { organizationId: org } } : {})

export async function fetchAtsDetails(org?: OrgId): Promise<AtsConnectionDto | null> {
  return (await http.get<DataAnswer<AtsConnectionDto | null>>('/ats/details', orgQuery(org))).data
}

/** 409 and 422 are shown by the form itself. */
export async function connectAts(input: ConnectAtsInput, org?: OrgId): Promise<AtsConnectionWithSecretDto> {
  return (
    await http.post<DataAnswer<AtsConnectionWithSecretDto>>('/ats/connect', input, {
      handledStatuses: [409, 422],
      ...orgQuery(org),
    })
  ).data
}

export async function disconnectAts(org?: OrgId): Promise<void> {
  await http.put('/ats/disconnect', undefined, orgQuery(org))
}

export async function regenerateAtsSecret(org?: OrgId): Promise<AtsConnectionWithSecretDto> {
  return (
    await http.put<DataAnswer<AtsConnectionWithSecretDto>>('/ats/regenerate-webhook-secret', undefined, orgQuery(org))
  ).data
}

export async function runAtsTest(id: string, kind: AtsTestKind): Promise<AtsTestResultDto> {
  return (await http.post<DataAnswer<AtsTestResultDto>>(`/ats/${id}/tests/${kind}`)).data
}

/** 409: the organization has no ATS connected (the caller says so in its own words). */
export async function fetchAtsJobs(org?: OrgId, handled: number[] = []): Promise<AtsJobDto[]> {
  return (await http.get<DataAnswer<AtsJobDto[]>>('/ats/jobs', { ...orgQuery(org), handledStatuses: handled })).data
}

export async function linkAtsJob(jobId: string, atsJobId: string): Promise<AtsJobLinkDto> {
  return (await http.put<DataAnswer<AtsJobLinkDto>>('/ats/job-link', { jobId, atsJobId })).data
}

export async function fetchAtsJobLink(jobId: string): Promise<AtsJobLinkDto | null> {
  return (await http.get<DataAnswer<AtsJobLinkDto | null>>(`/ats/job-link/${jobId}`, { ignoreError: true })).data
}

export async function unlinkAtsJob(jobId: string): Promise<void> {
  await http.delete(`/ats/job-link/${jobId}`)
}

/** The candidate's ATS fields; a client gets 404 for one never pushed to its ATS (nothing to show). */
export async function fetchCandidateAts(candidateId: string): Promise<CandidateAtsDto[]> {
  try {
    return (await http.get<DataAnswer<CandidateAtsDto[]>>(`/ats/candidates/${candidateId}`, { ignoreError: true })).data
  } catch (e) {
    if (isApiError(e) && e.status === 404) return []
    throw e
  }
}

/** Interview feedback the ATS holds on a pushed candidate (scorecards, Lever feedback forms). */
export async function fetchAtsFeedback(candidateId: string, org: OrgId): Promise<AtsFeedbackDto[]> {
  return (
    await http.get<DataAnswer<AtsFeedbackDto[]>>('/ats/feedback', {
      query: { candidateId, ...(org ? { organizationId: org } : {}) },
      ignoreError: true,
    })
  ).data
}

/** Our open jobs to link (a client's own; provider staff: the chosen client's). */
export async function fetchOurJobs(org?: OrgId): Promise<{ id: string; name: string }[]> {
  const answer = await http.post<{ data: { id: string; name: string }[] }>(
    '/jobs/list',
    { filter: 'allOpenJobs', ...(org ? { organizationIds: [org] } : {}) },
    { query: { limit: 100 } },
  )
  return answer.data.map((j) => ({ id: j.id, name: j.name }))
}

/** GET ats/routes: which events and calls go where, with their switches. */
export async function fetchAtsRoutes(org?: OrgId): Promise<AtsRouteDto[]> {
  return (await http.get<DataAnswer<AtsRouteDto[]>>('/ats/routes', orgQuery(org))).data
}

export async function setAtsRouteStatus(routeKey: AtsRouteKey, enabled: boolean, org?: OrgId): Promise<AtsRouteDto[]> {
  return (await http.post<DataAnswer<AtsRouteDto[]>>('/ats/route-status', { routeKey, enabled }, orgQuery(org))).data
}

/** PUT ats/{id}/webhook/{subscribe|unsubscribe}: the connection's Webhook List afterwards. */
export async function setAtsWebhook(
  id: string,
  action: AtsWebhookAction,
  event: AtsWebhookEvent,
): Promise<AtsWebhookDto[]> {
  return (await http.put<DataAnswer<AtsWebhookDto[]>>(`/ats/${id}/webhook/${action}`, { event })).data
}
