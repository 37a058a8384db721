/** /integrate calls for the applicant tracking system (002 §7 "ATS", GET ats/jobs). */
import type {
  ATS_TEST_KINDS,
  AtsConnectionDto,
  AtsConnectionWithSecretDto,
  AtsJobDto,
  AtsJobLinkDto,
  AtsTestResultDto,
  ConnectAtsInput,
} from '@quota/shared/contracts/ats'
import { type DataAnswer, http } from '../../app/http'

export type {
  AtsConnectionDto,
  AtsConnectionWithSecretDto,
  AtsJobDto,
  AtsJobLinkDto,
  AtsTestResultDto,
  ConnectAtsInput,
}
export type AtsTestKind = (typeof ATS_TEST_KINDS)[number]

export async function fetchAtsDetails(): Promise<AtsConnectionDto | null> {
  return (await http.get<DataAnswer<AtsConnectionDto | null>>('/ats/details')).data
}

/** 409 and 422 are shown by the form itself. */
export async function connectAts(input: ConnectAtsInput): Promise<AtsConnectionWithSecretDto> {
  return (
    await http.post<DataAnswer<AtsConnectionWithSecretDto>>('/ats/connect', input, { handledStatuses: [409, 422] })
  ).data
}

export async function disconnectAts(): Promise<void> {
  await http.put('/ats/disconnect')
}

export async function regenerateAtsSecret(): Promise<AtsConnectionWithSecretDto> {
  return (await http.put<DataAnswer<AtsConnectionWithSecretDto>>('/ats/regenerate-webhook-secret')).data
}

export async function runAtsTest(id: string, kind: AtsTestKind): Promise<AtsTestResultDto> {
  return (await http.post<DataAnswer<AtsTestResultDto>>(`/ats/${id}/tests/${kind}`)).data
}

export async function fetchAtsJobs(): Promise<AtsJobDto[]> {
  return (await http.get<DataAnswer<AtsJobDto[]>>('/ats/jobs')).data
}

export async function linkAtsJob(jobId: string, atsJobId: string): Promise<AtsJobLinkDto> {
  return (await http.put<DataAnswer<AtsJobLinkDto>>('/ats/job-link', { jobId, atsJobId })).data
}

export async function fetchOurJobs(): Promise<{ id: string; name: string }[]> {
  const answer = await http.post<{ data: { id: string; name: string }[] }>(
    '/jobs/list',
    { filter: 'allOpenJobs' },
    { query: { limit: 100 } },
  )
  return answer.data.map((j) => ({ id: j.id, name: j.name }))
}
