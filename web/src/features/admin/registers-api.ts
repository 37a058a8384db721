/** Calls of the admin registers (issue 20 item 11), each behind its own permission key. */
import type {
  CompensationEstimateMapping,
  LinkedInProject,
  LocationMapping,
  RegisterJob,
  WhitelistEntry,
} from '@quota/shared/contracts/admin-registers'
import type { Location } from '@quota/shared/contracts/reference'
import { type DataAnswer, http } from '../../app/http'

export type { CompensationEstimateMapping, LinkedInProject, LocationMapping, RegisterJob, WhitelistEntry }

const FORM = { handledStatuses: [400, 409, 422] }

export const fetchWhitelist = async () => (await http.get<DataAnswer<WhitelistEntry[]>>('/admin/email-whitelist')).data
export const addWhitelist = async (email: string) =>
  (await http.post<DataAnswer<WhitelistEntry>>('/admin/email-whitelist', { email }, FORM)).data
export const removeWhitelist = (id: string) => http.delete(`/admin/email-whitelist/${id}`)

export const fetchLocationMappings = async () =>
  (await http.get<DataAnswer<LocationMapping[]>>('/admin/location-mappings')).data
export const addLocationMapping = async (term: string, cityId: string) =>
  (await http.post<DataAnswer<LocationMapping>>('/admin/location-mappings', { term, cityId }, FORM)).data
export const removeLocationMapping = (id: string) => http.delete(`/admin/location-mappings/${id}`)

export const fetchCompMappings = async () =>
  (await http.get<DataAnswer<CompensationEstimateMapping[]>>('/admin/compensation-estimate-mappings')).data
export const addCompMapping = async (title: string, positionId: string) =>
  (
    await http.post<DataAnswer<CompensationEstimateMapping>>(
      '/admin/compensation-estimate-mappings',
      { title, positionId },
      FORM,
    )
  ).data
export const removeCompMapping = (id: string) => http.delete(`/admin/compensation-estimate-mappings/${id}`)

export const fetchRegisterJobs = async (register: 'next-gen-filters' | 'linkedin-projects', searchText: string) =>
  (
    await http.get<DataAnswer<RegisterJob[]>>(`/admin/${register}`, {
      query: searchText.trim() ? { searchText: searchText.trim() } : {},
    })
  ).data
export const setNextGen = async (jobId: string, on: boolean) =>
  (
    await http.put<DataAnswer<{ isNextGenFiltersEnable: boolean }>>(`/admin/next-gen-filters/${jobId}`, {
      isNextGenFiltersEnable: on,
    })
  ).data
export const addProject = async (jobId: string, url: string) =>
  (await http.post<DataAnswer<LinkedInProject>>('/admin/linkedin-projects', { jobId, url }, FORM)).data
export const removeProject = (id: string) => http.delete(`/admin/linkedin-projects/${id}`)

export const searchCities = async (searchText: string) =>
  (await http.get<{ data: Location[] }>('/locations/cities', { query: { searchText, limit: 10 } })).data
