/**
 * The candidate profile store: whose profile, its parts (summary, experience, education), the
 * recruiters' parts (internal profile, notes, audit trail, interviews, job stages, mails sent)
 * loaded when their tab opens, the share link, and marking for deletion / restoring.
 */
import { proxy, ref } from 'valtio'
import { isApiError } from '../../app/http'
import { onResetAll } from '../../app/reset'
import {
  type AuditTrailEntry,
  addNote,
  type CandidateJobStage,
  type CandidateMessage,
  type CandidateSummary,
  type Deletion,
  type Education,
  fetchAuditTrail,
  fetchEducation,
  fetchInternal,
  fetchInterviews,
  fetchJobStages,
  fetchMessages,
  fetchNotes,
  fetchShareLink,
  fetchSummary,
  fetchWorkExperience,
  type InternalProfile,
  markForDeletion,
  type Note,
  restoreCandidate,
  type ShareLink,
  type StaffInterviewListItem,
  type WorkExperience,
} from './api'

function initial() {
  return {
    candidateId: null as string | null,
    /** The profile as anti-bias mode shows it (a client's choice, kept with the workspace's). */
    antiBias: false,
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
    interviews: [] as StaffInterviewListItem[],
    interviewsLoaded: false,
    interviewsError: null as string | null,
    jobStages: [] as CandidateJobStage[],
    jobStagesLoaded: false,
    jobStagesError: null as string | null,
    messages: [] as CandidateMessage[],
    messagesTotal: 0,
    messagesLoaded: false,
    messagesError: null as string | null,
    /** The last mark / restore answer (the reason and purge date of a mark made here). */
    deletion: null as Deletion | null,
    share: null as ShareLink | null,
  }
}

export const profileState = proxy(initial())
onResetAll(() => Object.assign(profileState, initial()))

export async function openProfile(candidateId: string, antiBias = false) {
  const s = profileState
  if (s.candidateId !== candidateId || s.antiBias !== antiBias) Object.assign(s, initial(), { candidateId, antiBias })
  s.loading = true
  s.error = null
  try {
    const [summary, experience, education] = await Promise.all([
      fetchSummary(candidateId, antiBias),
      fetchWorkExperience(candidateId, antiBias).catch(() => []),
      fetchEducation(candidateId, antiBias).catch(() => []),
    ])
    if (s.candidateId !== candidateId || s.antiBias !== antiBias) return
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

export async function loadInterviews() {
  const id = profileState.candidateId
  if (!id) return
  try {
    const interviews = await fetchInterviews(id)
    if (profileState.candidateId !== id) return
    profileState.interviews = ref(interviews)
    profileState.interviewsError = null
  } catch (error) {
    if (profileState.candidateId !== id) return
    profileState.interviewsError = isApiError(error) ? error.message : 'The interviews could not be loaded.'
  }
  profileState.interviewsLoaded = true
}

export async function loadJobStages() {
  const id = profileState.candidateId
  if (!id) return
  try {
    const stages = await fetchJobStages(id)
    if (profileState.candidateId !== id) return
    profileState.jobStages = ref(stages)
    profileState.jobStagesError = null
  } catch (error) {
    if (profileState.candidateId !== id) return
    profileState.jobStagesError = isApiError(error) ? error.message : 'The jobs could not be loaded.'
  }
  profileState.jobStagesLoaded = true
}

/** After an interview was scheduled from the profile: the stages, interviews and history changed. */
export function interviewScheduled() {
  profileState.interviewsLoaded = false
  profileState.auditLoaded = false
  void loadJobStages()
}

export async function loadMessages() {
  const id = profileState.candidateId
  if (!id) return
  try {
    const { items, total } = await fetchMessages(id)
    if (profileState.candidateId !== id) return
    profileState.messages = ref(items)
    profileState.messagesTotal = total
    profileState.messagesError = null
  } catch (error) {
    if (profileState.candidateId !== id) return
    profileState.messagesError = isApiError(error) ? error.message : 'The messages could not be loaded.'
  }
  profileState.messagesLoaded = true
}

function applyDeletion(id: string, deletion: Deletion) {
  if (profileState.candidateId !== id) return
  profileState.deletion = ref(deletion)
  const summary = profileState.summary
  if (summary)
    profileState.summary = ref({
      ...summary,
      toBeDeletedAt: deletion.toBeDeletedAt,
      internal: summary.internal && {
        ...summary.internal,
        deleteReason: deletion.toBeDeletedAt ? deletion.reason : null,
      },
    })
  profileState.auditLoaded = false
}

/** Marks the open candidate for deletion; answers an error message or null. */
export async function markOpenCandidateForDeletion(reasonId: string): Promise<string | null> {
  const id = profileState.candidateId
  if (!id) return 'No candidate is open.'
  try {
    applyDeletion(id, await markForDeletion(id, { reasonId }))
    return null
  } catch (error) {
    return isApiError(error) ? (error.details[0]?.message ?? error.message) : 'The candidate could not be marked.'
  }
}

/** Restores the open candidate; answers an error message or null. */
export async function restoreOpenCandidate(): Promise<string | null> {
  const id = profileState.candidateId
  if (!id) return 'No candidate is open.'
  try {
    applyDeletion(id, await restoreCandidate(id))
    return null
  } catch (error) {
    return isApiError(error) ? error.message : 'The candidate could not be restored.'
  }
}
