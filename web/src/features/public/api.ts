/** The shared profile link (GET guest/candidate-profile/{token}): public, no session needed. */
import type { PublicProfile as PublicProfileSchema } from '@quota/shared/contracts/candidates'
import type * as z from 'zod'
import { type DataAnswer, http } from '../../app/http'

export type PublicProfile = z.infer<typeof PublicProfileSchema>

/** A bad, unknown or expired link is shown on the page ("Invalid link!"), never as a toast. */
const LINK_STATUSES = [400, 404, 410, 422]

export async function fetchPublicProfile(token: string): Promise<PublicProfile> {
  return (
    await http.get<DataAnswer<PublicProfile>>(`/guest/candidate-profile/${encodeURIComponent(token)}`, {
      handledStatuses: LINK_STATUSES,
    })
  ).data
}

export const publicPdfUrl = (token: string) => `/api/guest/candidate-profile/pdf/${encodeURIComponent(token)}`
