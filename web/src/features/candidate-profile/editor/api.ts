/**
 * The profile editor's calls (001 §7): profile summary and PATCH, completion, work experience,
 * education, skills, portfolio, demographics, and the reference data the forms offer (positions
 * with their sales-role segments, cities). Uploads go through the media API (see upload.ts).
 * Writes show their own failures (handledStatuses): the forms map the details onto fields.
 */
import type {
  CandidateSummary,
  Demographics as DemographicsSchema,
  Education,
  EducationInput,
  PortfolioItem,
  PortfolioItemInput,
  PortfolioItemPatch,
  UpdateProfileInput,
  WorkExperience,
  WorkExperienceInput,
} from '@quota/shared/contracts/candidates'
import type { MediaItem, PresignedUpload as PresignedUploadSchema } from '@quota/shared/contracts/media'
import type { Location, PositionCategory } from '@quota/shared/contracts/reference'
import type { SalesSegment } from '@quota/shared/domain/enums'
import type * as z from 'zod'
import { type DataAnswer, http } from '../../../app/http'

export type { CandidateSummary, Education, Location, MediaItem, PortfolioItem, PositionCategory, WorkExperience }

export type Demographics = z.infer<typeof DemographicsSchema>
export type PresignedUpload = z.infer<typeof PresignedUploadSchema>

export interface NamedRef {
  id: string
  value: string
}
export type ProfileCompletion = { candidateId: string; profilePercentage: number; missingFields: string[] }
export type FunctionalRole = { id: string; name: string; segment: SalesSegment; positionId: string | null }
export type DemographicsPatch = {
  raceIds?: string[]
  ageId?: string | null
  genderIdentityId?: string | null
  sexualOrientationId?: string | null
  militaryStatusId?: string | null
}

/** Statuses a form shows itself: validation, conflicts, too large, wrong type. */
const FORM = { handledStatuses: [400, 403, 404, 409, 413, 415, 422] }
const base = (id: string) => `/candidates/${id}`

export async function fetchSummary(id: string): Promise<CandidateSummary> {
  return (await http.get<DataAnswer<CandidateSummary>>(`${base(id)}/profile/summary`)).data
}

export async function fetchCompletion(id: string): Promise<ProfileCompletion> {
  return (
    await http.get<DataAnswer<ProfileCompletion>>(`${base(id)}/profile-completion-percentage`, { ignoreError: true })
  ).data
}

export async function patchProfile(id: string, patch: UpdateProfileInput): Promise<CandidateSummary> {
  return (await http.patch<DataAnswer<CandidateSummary>>(`${base(id)}/profile`, patch, FORM)).data
}

export async function fetchExperience(id: string): Promise<WorkExperience[]> {
  return (await http.get<DataAnswer<{ items: WorkExperience[] }>>(`${base(id)}/profile/work-experience`)).data.items
}

export async function addExperience(id: string, input: WorkExperienceInput): Promise<WorkExperience> {
  return (await http.post<DataAnswer<WorkExperience>>(`${base(id)}/work-experience`, input, FORM)).data
}

export async function updateExperience(id: string, expId: string, input: WorkExperienceInput): Promise<WorkExperience> {
  return (await http.put<DataAnswer<WorkExperience>>(`${base(id)}/work-experience/${expId}`, input, FORM)).data
}

export async function deleteExperience(id: string, expId: string): Promise<void> {
  await http.delete(`${base(id)}/work-experience/${expId}`)
}

export async function fetchEducation(id: string): Promise<Education[]> {
  return (await http.get<DataAnswer<Education[]>>(`${base(id)}/profile/education`)).data
}

export async function addEducation(id: string, input: EducationInput): Promise<Education> {
  return (await http.post<DataAnswer<Education>>(`${base(id)}/education`, input, FORM)).data
}

export async function updateEducation(id: string, eid: string, input: EducationInput): Promise<Education> {
  return (await http.put<DataAnswer<Education>>(`${base(id)}/education/${eid}`, input, FORM)).data
}

export async function deleteEducation(id: string, eid: string): Promise<void> {
  await http.delete(`${base(id)}/education/${eid}`)
}

/** POST candidates/{id}/skills answers the whole list. */
export async function addSkills(id: string, skillIds: string[]): Promise<NamedRef[]> {
  return (await http.post<DataAnswer<NamedRef[]>>(`${base(id)}/skills`, { skillIds }, FORM)).data
}

export async function removeSkill(id: string, skillId: string): Promise<void> {
  await http.delete(`${base(id)}/skills/${skillId}`)
}

export async function fetchPortfolio(id: string): Promise<PortfolioItem[]> {
  return (await http.get<DataAnswer<PortfolioItem[]>>(`${base(id)}/portfolio`)).data
}

export async function addPortfolioItem(id: string, input: PortfolioItemInput): Promise<PortfolioItem> {
  return (await http.post<DataAnswer<PortfolioItem>>(`${base(id)}/portfolio`, input, FORM)).data
}

export async function updatePortfolioItem(id: string, pid: string, patch: PortfolioItemPatch): Promise<PortfolioItem> {
  return (await http.patch<DataAnswer<PortfolioItem>>(`${base(id)}/portfolio/${pid}`, patch, FORM)).data
}

export async function deletePortfolioItem(id: string, pid: string): Promise<void> {
  await http.delete(`${base(id)}/portfolio/${pid}`)
}

export async function orderPortfolio(id: string, ids: string[]): Promise<PortfolioItem[]> {
  return (await http.put<DataAnswer<PortfolioItem[]>>(`${base(id)}/portfolio/order`, { ids })).data
}

export async function fetchDemographics(id: string): Promise<Demographics> {
  return (await http.get<DataAnswer<Demographics>>(`${base(id)}/demographics`)).data
}

export async function patchDemographics(id: string, patch: DemographicsPatch): Promise<Demographics> {
  return (await http.patch<DataAnswer<Demographics>>(`${base(id)}/demographics`, patch, FORM)).data
}

export async function fetchPositions(): Promise<PositionCategory[]> {
  return (await http.get<DataAnswer<PositionCategory[]>>('/positions', { ignoreError: true })).data
}

export async function fetchFunctionalRoles(): Promise<FunctionalRole[]> {
  return (await http.get<DataAnswer<FunctionalRole[]>>('/functional-roles', { ignoreError: true })).data
}

/** US cities by name ("Austin" or "Austin, TX"), largest first. */
export async function searchCities(text: string, signal?: AbortSignal): Promise<Location[]> {
  const answer = await http.get<{ data: Location[] }>('/locations/cities', {
    query: { searchText: text, limit: 10 },
    ignoreError: true,
    ...(signal ? { signal } : {}),
  })
  return answer.data
}

/** GET auth/check-availability/{email}; the candidate's own address counts as available. Null when unknown. */
export async function emailAvailable(email: string, userId: string | null): Promise<boolean | null> {
  try {
    const answer = await http.get<DataAnswer<{ available?: unknown }>>(
      `/auth/check-availability/${encodeURIComponent(email)}`,
      {
        query: userId ? { connectId: userId } : {},
        ignoreError: true,
      },
    )
    const available = answer?.data?.available
    return typeof available === 'boolean' ? available : null
  } catch {
    return null
  }
}

/** DELETE media-content/{id}: the file goes, and with it its place on the profile. */
export async function deleteMedia(mediaId: string): Promise<void> {
  await http.delete(`/media-content/${mediaId}`, FORM)
}

/** GET media-content/presigned-url: a waiting upload and the URL to PUT its bytes to. */
export async function createUpload(type: string, fileName: string, file?: { type: string }): Promise<PresignedUpload> {
  return (
    await http.get<DataAnswer<PresignedUpload>>('/media-content/presigned-url', {
      query: { type, fileName, ...(file?.type && type === 'pitchedVideo' ? { videoType: file.type } : {}) },
      ...FORM,
    })
  ).data
}
