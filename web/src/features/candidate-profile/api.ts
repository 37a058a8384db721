/** Candidate profile calls: summary, work experience, education, internal profile, notes, audit trail, share link. */
import type { AuditTrailEntry } from '@quota/shared/contracts/candidate-dashboard'
import type { CandidateSummary, Education, WorkExperience } from '@quota/shared/contracts/candidates'
import { type DataAnswer, http } from '../../app/http'

export type { AuditTrailEntry, CandidateSummary, Education, WorkExperience }

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

export interface ShareLink {
  url: string
  pdfUrl: string
  expiresAt: string
  lifetimeDays: number
  warning: string | null
}

const base = (id: string) => `/candidates/${id}`

export async function fetchSummary(id: string): Promise<CandidateSummary> {
  return (await http.get<DataAnswer<CandidateSummary>>(`${base(id)}/profile/summary`, { handledStatuses: [404] })).data
}

export async function fetchWorkExperience(id: string): Promise<WorkExperience[]> {
  return (
    await http.get<DataAnswer<{ items: WorkExperience[] }>>(`${base(id)}/profile/work-experience`, {
      ignoreError: true,
    })
  ).data.items
}

export async function fetchEducation(id: string): Promise<Education[]> {
  return (await http.get<DataAnswer<Education[]>>(`${base(id)}/profile/education`, { ignoreError: true })).data
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

export async function fetchShareLink(id: string): Promise<ShareLink> {
  return (await http.get<DataAnswer<ShareLink>>(`${base(id)}/profile/shareable-url`)).data
}

export const pdfUrl = (id: string) => `/api${base(id)}/profile/pdf`
