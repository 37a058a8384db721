/**
 * Candidate profile calls: summary, work experience, education, internal profile, notes, audit
 * trail, interviews, the candidate's job stages (schedule tab), the mails sent to the candidate
 * (messages tab), share link, and mark for deletion / restore.
 */
import type { AuditTrailEntry } from '@quota/shared/contracts/candidate-dashboard'
import type {
  CandidateJobStage,
  CandidateMessage,
  CandidateSummary,
  DeletionState,
  Education,
  ShareableUrl,
  WorkExperience,
} from '@quota/shared/contracts/candidates'
import type { StaffInterviewListItem } from '@quota/shared/contracts/interviews'
import type * as z from 'zod'
import { type DataAnswer, http } from '../../app/http'

export type {
  AuditTrailEntry,
  CandidateJobStage,
  CandidateMessage,
  CandidateSummary,
  Education,
  StaffInterviewListItem,
  WorkExperience,
}
export type Deletion = z.infer<typeof DeletionState>

export interface NamedRef {
  id: string
  value: string
}

export interface InternalProfile {
  candidateId: string
  leadStatus: NamedRef | null
  contactStatus: NamedRef | null
  owner: { id: string; name: string; isOwnerActive: boolean } | null
  sourcedBy: { id: string; name: string } | null
  disqualificationReason: NamedRef | null
  isPermanentlyDisqualified: boolean
  doNotContact: boolean
  lastTouch: string | null
  elapsedDays: number | null
  createdAt: string
}

export interface Note {
  id: string
  type: string
  body: string
  author: { id: string; name: string } | null
  createdAt: string
}

export type ShareLink = z.infer<typeof ShareableUrl>

const base = (id: string) => `/candidates/${id}`

/** Anti-bias mode (a client's choice): the API hides what identifies the candidate. */
const viewQuery = (antiBias: boolean) => (antiBias ? { query: { isAntiBiasMode: true } } : {})

export async function fetchSummary(id: string, antiBias = false): Promise<CandidateSummary> {
  return (
    await http.get<DataAnswer<CandidateSummary>>(`${base(id)}/profile/summary`, {
      handledStatuses: [404],
      ...viewQuery(antiBias),
    })
  ).data
}

export async function fetchWorkExperience(id: string, antiBias = false): Promise<WorkExperience[]> {
  return (
    await http.get<DataAnswer<{ items: WorkExperience[] }>>(`${base(id)}/profile/work-experience`, {
      ignoreError: true,
      ...viewQuery(antiBias),
    })
  ).data.items
}

export async function fetchEducation(id: string, antiBias = false): Promise<Education[]> {
  return (
    await http.get<DataAnswer<Education[]>>(`${base(id)}/profile/education`, {
      ignoreError: true,
      ...viewQuery(antiBias),
    })
  ).data
}

export async function fetchInternal(id: string): Promise<InternalProfile> {
  return (await http.get<DataAnswer<InternalProfile>>(`${base(id)}/internal-profile`, { ignoreError: true })).data
}

export async function fetchNotes(id: string): Promise<Note[]> {
  return (await http.get<{ data: Note[] }>(`${base(id)}/internal-profile/notes`, { query: { limit: 50 } })).data
}

export async function addNote(id: string, input: { type: string; body: string }): Promise<Note> {
  return (
    await http.post<DataAnswer<Note>>(`${base(id)}/internal-profile/notes`, input, { handledStatuses: [400, 422] })
  ).data
}

export async function fetchAuditTrail(id: string): Promise<AuditTrailEntry[]> {
  return (await http.get<{ data: AuditTrailEntry[] }>(`${base(id)}/audit-trail`, { query: { limit: 50 } })).data
}

export async function fetchInterviews(id: string): Promise<StaffInterviewListItem[]> {
  return (await http.get<DataAnswer<StaffInterviewListItem[]>>(`${base(id)}/interviews`)).data
}

export async function fetchJobStages(id: string): Promise<CandidateJobStage[]> {
  return (await http.get<DataAnswer<CandidateJobStage[]>>(`${base(id)}/job-stages`)).data
}

/** The latest mails sent to the candidate (the API's page size maximum), newest first. */
export async function fetchMessages(id: string): Promise<{ items: CandidateMessage[]; total: number }> {
  const answer = await http.get<{ data: CandidateMessage[]; meta: { total: number } }>(`${base(id)}/messages`, {
    query: { limit: 100 },
  })
  return { items: answer.data, total: answer.meta.total }
}

export async function markForDeletion(id: string, input: { reasonId: string }): Promise<Deletion> {
  return (await http.put<DataAnswer<Deletion>>(`${base(id)}/delete`, input, { handledStatuses: [400, 409, 422] })).data
}

export async function restoreCandidate(id: string): Promise<Deletion> {
  return (await http.put<DataAnswer<Deletion>>(`${base(id)}/restore`, undefined, { handledStatuses: [409] })).data
}

export async function fetchShareLink(id: string): Promise<ShareLink> {
  return (await http.get<DataAnswer<ShareLink>>(`${base(id)}/profile/shareable-url`)).data
}

export const pdfUrl = (id: string, antiBias = false) =>
  `/api${base(id)}/profile/pdf${antiBias ? '?isAntiBiasMode=true' : ''}`
