/**
 * The candidate profile store: whose profile, its parts (summary, experience, education), the
 * recruiters' parts (internal profile, notes, audit trail) loaded when their tab opens, and the
 * share link.
 */
import { proxy, ref } from 'valtio'
import { isApiError } from '../../app/http'
import { onResetAll } from '../../app/reset'
import {
  type AuditTrailEntry,
  addNote,
  type CandidateSummary,
  type Education,
  fetchAuditTrail,
  fetchEducation,
  fetchInternal,
  fetchNotes,
  fetchShareLink,
  fetchSummary,
  fetchWorkExperience,
  type InternalProfile,
  type Note,
  type ShareLink,
  type WorkExperience,
} from './api'

function initial() {
  return {
    candidateId: null as string | null,
    loading: true,
    error: null as string | null,
    summary: null as CandidateSummary | null,
    experience: [] as WorkExperience[],
    education: [] as Education[],
    internal: null as InternalProfile | null,
    notes: [] as Note[],
    notesLoaded: false,
    audit: [] as AuditTrailEntry[],
    auditLoaded: false,
    share: null as ShareLink | null,
  }
}

export const profileState = proxy(initial())
onResetAll(() => Object.assign(profileState, initial()))

export async function openProfile(candidateId: string) {
  const s = profileState
  if (s.candidateId !== candidateId) Object.assign(s, initial(), { candidateId })
  s.loading = true
  s.error = null
  try {
    const [summary, experience, education] = await Promise.all([
      fetchSummary(candidateId),
      fetchWorkExperience(candidateId).catch(() => []),
      fetchEducation(candidateId).catch(() => []),
    ])
    if (s.candidateId !== candidateId) return
    s.summary = ref(summary)
    s.experience = ref(experience)
    s.education = ref(education)
  } catch (error) {
    if (s.candidateId !== candidateId) return
    s.error = isApiError(error) ? error.message : 'The profile could not be loaded.'
  } finally {
    if (s.candidateId === candidateId) s.loading = false
  }
}

export async function loadInternal() {
  const id = profileState.candidateId
  if (!id) return
  const [internal, notes] = await Promise.all([fetchInternal(id).catch(() => null), fetchNotes(id).catch(() => [])])
  if (profileState.candidateId !== id) return
  profileState.internal = internal ? ref(internal) : null
  profileState.notes = notes
  profileState.notesLoaded = true
}

export async function loadAudit() {
  const id = profileState.candidateId
  if (!id) return
  const audit = await fetchAuditTrail(id).catch(() => [])
  if (profileState.candidateId !== id) return
  profileState.audit = ref(audit)
  profileState.auditLoaded = true
}

/** Adds an internal note; answers an error message or null. */
export async function saveNote(type: string, body: string): Promise<string | null> {
  const id = profileState.candidateId
  if (!id) return 'No candidate is open.'
  try {
    const note = await addNote(id, { type, body })
    profileState.notes.unshift(note)
    profileState.auditLoaded = false
    return null
  } catch (error) {
    return isApiError(error) ? (error.details[0]?.message ?? error.message) : 'The note could not be saved.'
  }
}

export async function createShareLink() {
  const id = profileState.candidateId
  if (!id) return
  profileState.share = ref(await fetchShareLink(id))
}
