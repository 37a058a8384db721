/**
 * The profile editor's store: the signed-in candidate's profile parts (summary, completion,
 * experience, education, portfolio, demographics), the reference data the forms offer, and the
 * uploads in flight. Actions save one section each and answer field errors for the form.
 */
import type {
  EducationInput,
  PortfolioItemInput,
  UpdateProfileInput,
  WorkExperienceInput,
} from '@quota/shared/contracts/candidates'
import type { CandidateUploadKind } from '@quota/shared/domain/candidates/limits'
import type { SearchStatus } from '@quota/shared/domain/enums'
import { proxy, ref } from 'valtio'
import { isApiError } from '../../../app/http'
import { onResetAll } from '../../../app/reset'
import * as api from './api'
import { detailsToErrors, type FieldErrors, fileProblem, percentOf } from './model'
import { UploadError, uploadCandidateFile } from './upload'

export type SaveResult<T = void> = { ok: true; value: T } | { ok: false; errors: FieldErrors; message: string }

export interface UploadState {
  status: 'uploading' | 'processing' | 'complete' | 'error'
  fileName: string
  progress: number
  message: string | null
  mediaId: string | null
}

function initial() {
  return {
    candidateId: null as string | null,
    userId: null as string | null,
    loading: true,
    error: null as string | null,
    summary: null as api.CandidateSummary | null,
    completion: null as api.ProfileCompletion | null,
    experience: [] as api.WorkExperience[],
    education: [] as api.Education[],
    portfolio: [] as api.PortfolioItem[],
    demographics: null as api.Demographics | null,
    demographicsError: null as string | null,
    positions: [] as api.PositionCategory[],
    roles: [] as api.FunctionalRole[],
    uploads: {} as Partial<Record<CandidateUploadKind, UploadState>>,
  }
}

export const editorState = proxy(initial())
onResetAll(() => Object.assign(editorState, initial()))

const failure = (error: unknown, fallback: string): { ok: false; errors: FieldErrors; message: string } => {
  if (isApiError(error)) {
    const errors = detailsToErrors(error.details)
    return { ok: false, errors, message: Object.values(errors)[0] ?? error.message ?? fallback }
  }
  return { ok: false, errors: {}, message: fallback }
}

async function attempt<T>(run: () => Promise<T>, fallback: string): Promise<SaveResult<T>> {
  try {
    return { ok: true, value: await run() }
  } catch (error) {
    return failure(error, fallback)
  }
}

const idOf = () => {
  const id = editorState.candidateId
  if (!id) throw new Error('No profile is open')
  return id
}

/** Loads everything the editor shows; reference data once per session. */
export async function openEditor(candidateId: string, userId: string | null) {
  const s = editorState
  if (s.candidateId !== candidateId) Object.assign(s, initial(), { candidateId })
  s.userId = userId
  s.loading = true
  s.error = null
  try {
    const [summary, completion, experience, education, portfolio] = await Promise.all([
      api.fetchSummary(candidateId),
      api.fetchCompletion(candidateId).catch(() => null),
      api.fetchExperience(candidateId),
      api.fetchEducation(candidateId),
      api.fetchPortfolio(candidateId),
    ])
    if (s.candidateId !== candidateId) return
    s.summary = ref(summary)
    s.completion = completion
    s.experience = ref(experience)
    s.education = ref(education)
    s.portfolio = ref(portfolio)
  } catch (error) {
    if (s.candidateId !== candidateId) return
    s.error = isApiError(error) ? error.message : 'Your profile could not be loaded.'
  } finally {
    if (s.candidateId === candidateId) s.loading = false
  }
  void loadDemographics()
  if (!s.positions.length)
    void api.fetchPositions().then(
      (p) => (s.positions = ref(p)),
      () => {},
    )
  if (!s.roles.length)
    void api.fetchFunctionalRoles().then(
      (r) => (s.roles = ref(r)),
      () => {},
    )
}

async function loadDemographics() {
  const id = editorState.candidateId
  if (!id) return
  try {
    editorState.demographics = ref(await api.fetchDemographics(id))
    editorState.demographicsError = null
  } catch {
    editorState.demographicsError = 'Your demographics could not be loaded.'
  }
}

export async function refreshCompletion() {
  const id = editorState.candidateId
  if (!id) return
  const completion = await api.fetchCompletion(id).catch(() => null)
  if (completion && editorState.candidateId === id) editorState.completion = completion
}

async function refreshSummary() {
  const id = idOf()
  const summary = await api.fetchSummary(id)
  if (editorState.candidateId === id) editorState.summary = ref(summary)
}

// ---- profile fields -------------------------------------------------------------------------------

export async function saveProfile(patch: UpdateProfileInput): Promise<SaveResult<api.CandidateSummary>> {
  const result = await attempt(() => api.patchProfile(idOf(), patch), 'Your changes could not be saved.')
  if (!result.ok) return result
  editorState.summary = ref(result.value)
  void refreshCompletion()
  return result
}

export const updateSearchStatus = (searchStatus: SearchStatus) => saveProfile({ searchStatus })

export const setHeadline = (experienceId: string) => saveProfile({ headlineWorkExperienceId: experienceId })

// ---- work experience ---------------------------------------------------------------------------------

async function reloadExperience() {
  const id = idOf()
  editorState.experience = ref(await api.fetchExperience(id))
}

export async function saveExperience(input: WorkExperienceInput, experienceId: string | null): Promise<SaveResult> {
  const result = await attempt(async () => {
    const id = idOf()
    if (experienceId) await api.updateExperience(id, experienceId, input)
    else await api.addExperience(id, input)
    await reloadExperience()
  }, 'The work experience could not be saved.')
  if (result.ok) {
    void refreshCompletion()
    void refreshSummary().catch(() => {})
  }
  return result
}

export async function removeExperience(experienceId: string): Promise<SaveResult> {
  const result = await attempt(async () => {
    await api.deleteExperience(idOf(), experienceId)
    await reloadExperience()
  }, 'The work experience could not be removed.')
  if (result.ok) void refreshCompletion()
  return result
}

// ---- education ------------------------------------------------------------------------------------------

export async function saveEducation(input: EducationInput, educationId: string | null): Promise<SaveResult> {
  const result = await attempt(async () => {
    const id = idOf()
    if (educationId) await api.updateEducation(id, educationId, input)
    else await api.addEducation(id, input)
    editorState.education = ref(await api.fetchEducation(id))
  }, 'The education could not be saved.')
  if (result.ok) void refreshCompletion()
  return result
}

export async function removeEducation(educationId: string): Promise<SaveResult> {
  const result = await attempt(async () => {
    const id = idOf()
    await api.deleteEducation(id, educationId)
    editorState.education = ref(await api.fetchEducation(id))
  }, 'The education could not be removed.')
  if (result.ok) void refreshCompletion()
  return result
}

// ---- skills ------------------------------------------------------------------------------------------------

export async function addSkill(skillId: string): Promise<SaveResult> {
  const result = await attempt(() => api.addSkills(idOf(), [skillId]), 'The skill could not be added.')
  if (!result.ok) return result
  if (editorState.summary) editorState.summary = ref({ ...editorState.summary, skills: result.value })
  void refreshCompletion()
  return { ok: true, value: undefined }
}

export async function removeSkill(skillId: string): Promise<SaveResult> {
  const result = await attempt(() => api.removeSkill(idOf(), skillId), 'The skill could not be removed.')
  if (!result.ok) return result
  if (editorState.summary)
    editorState.summary = ref({
      ...editorState.summary,
      skills: editorState.summary.skills.filter((k) => k.id !== skillId),
    })
  void refreshCompletion()
  return result
}

// ---- portfolio ------------------------------------------------------------------------------------------------

export async function savePortfolioItem(input: PortfolioItemInput, itemId: string | null): Promise<SaveResult> {
  return attempt(async () => {
    const id = idOf()
    if (itemId) await api.updatePortfolioItem(id, itemId, input)
    else await api.addPortfolioItem(id, input)
    editorState.portfolio = ref(await api.fetchPortfolio(id))
  }, 'The portfolio item could not be saved.')
}

export async function removePortfolioItem(itemId: string): Promise<SaveResult> {
  return attempt(async () => {
    const id = idOf()
    await api.deletePortfolioItem(id, itemId)
    editorState.portfolio = ref(await api.fetchPortfolio(id))
  }, 'The portfolio item could not be removed.')
}

/** Saves a new order; the list shows it at once and goes back if the server refuses. */
export async function reorderPortfolio(ids: string[]): Promise<SaveResult> {
  const before = editorState.portfolio
  const byId = new Map(before.map((p) => [p.id, p]))
  editorState.portfolio = ref(ids.map((i) => byId.get(i)!).filter(Boolean))
  const result = await attempt(() => api.orderPortfolio(idOf(), ids), 'The new order could not be saved.')
  if (!result.ok) {
    editorState.portfolio = before
    return result
  }
  editorState.portfolio = ref(result.value)
  return { ok: true, value: undefined }
}

// ---- demographics ----------------------------------------------------------------------------------------------

export async function saveDemographics(patch: api.DemographicsPatch): Promise<SaveResult> {
  const result = await attempt(() => api.patchDemographics(idOf(), patch), 'Your demographics could not be saved.')
  if (!result.ok) return result
  editorState.demographics = ref(result.value)
  return { ok: true, value: undefined }
}

// ---- uploads --------------------------------------------------------------------------------------------------------

/**
 * Uploads a file of the candidate (resume, picture, video, portfolio file) with its progress in
 * the store; profile files take their place on the profile, so the summary and completion reload.
 */
export async function startUpload(kind: CandidateUploadKind, file: File): Promise<SaveResult<string>> {
  const problem = fileProblem(kind, file)
  const uploads = editorState.uploads
  if (problem) {
    uploads[kind] = { status: 'error', fileName: file.name, progress: 0, message: problem, mediaId: null }
    return { ok: false, errors: { [kind]: problem }, message: problem }
  }
  uploads[kind] = { status: 'uploading', fileName: file.name, progress: 0, message: null, mediaId: null }
  try {
    const media = await uploadCandidateFile(kind, file, (loaded, total) => {
      const current = uploads[kind]
      if (current && current.status === 'uploading') current.progress = percentOf(loaded, total)
    })
    const processing = media.status === 'transcoding' || media.status === 'uploading' || media.status === 'waiting'
    uploads[kind] = {
      status: processing ? 'processing' : 'complete',
      fileName: file.name,
      progress: 100,
      message: null,
      mediaId: media.id,
    }
    if (kind !== 'portfolioFile' && kind !== 'portfolioThumbnail') {
      await refreshSummary().catch(() => {})
      void refreshCompletion()
    }
    return { ok: true, value: media.id }
  } catch (error) {
    const message = error instanceof UploadError ? error.message : 'The upload failed, please try again.'
    uploads[kind] = { status: 'error', fileName: file.name, progress: 0, message, mediaId: null }
    return { ok: false, errors: { [kind]: message }, message }
  }
}

/**
 * A `mediaContentStatusChange` arrived (the transcoder is done): the upload waiting on that media
 * item shows complete or failed, and the profile's files reload so the video or audio appears.
 */
export async function onMediaStatusChange(detail: { mediaId?: unknown; status?: unknown }) {
  const entry = Object.entries(editorState.uploads).find(([, u]) => u?.mediaId === detail.mediaId)
  if (!entry) return
  const [, upload] = entry
  if (!upload || upload.status !== 'processing') return
  if (detail.status === 'complete') {
    upload.status = 'complete'
  } else if (detail.status === 'error') {
    upload.status = 'error'
    upload.message = 'The file could not be processed, please upload it again.'
  } else return
  await refreshSummary().catch(() => {})
  void refreshCompletion()
}

/** Removes a file from the profile (picture, resume, pitch video, pronunciation audio). */
export async function removeProfileFile(kind: CandidateUploadKind, mediaId: string): Promise<SaveResult> {
  const result = await attempt(() => api.deleteMedia(mediaId), 'The file could not be removed.')
  if (!result.ok) return result
  delete editorState.uploads[kind]
  await refreshSummary().catch(() => {})
  void refreshCompletion()
  return result
}

export function clearUpload(kind: CandidateUploadKind) {
  delete editorState.uploads[kind]
}
