/** Job list calls: POST jobs/list with its filters, and the favourite toggle. */
import type { Favorites, JobListBody, JobListItem, JobListQuery } from '@quota/shared/contracts/jobs'
import type { z } from 'zod'
import { type DataAnswer, http } from '../../app/http'

export type { JobListItem }

export interface JobListAnswer {
  data: JobListItem[]
  meta: { total: number; limit: number; offset: number }
}

export async function fetchJobs(
  body: Partial<z.input<typeof JobListBody>>,
  query: Partial<JobListQuery>,
  signal?: AbortSignal,
): Promise<JobListAnswer> {
  return http.post<JobListAnswer>('/jobs/list', body, { query: { ...query }, ...(signal ? { signal } : {}) })
}

/** PUT (on) or DELETE (off) jobs/{id}/favorite: the job's favourites afterwards. */
export async function setJobFavorite(jobId: string, on: boolean): Promise<string[]> {
  const path = `/jobs/${jobId}/favorite`
  const answer = on
    ? await http.put<DataAnswer<z.infer<typeof Favorites>>>(path)
    : await http.delete<DataAnswer<z.infer<typeof Favorites>>>(path)
  return answer.data.favoriteByUsers
}
