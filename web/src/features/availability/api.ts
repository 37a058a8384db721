/** Interview availability calls: users/{id}/availability (GET, PUT) and calendar-update-request (POST). */
import type {
  CalendarUpdateRequestAnswer,
  SaveAvailabilityInput,
  UserAvailability,
} from '@quota/shared/contracts/availability'
import { type DataAnswer, http } from '../../app/http'

export type { CalendarUpdateRequestAnswer, UserAvailability }

export async function fetchAvailability(
  userId: string,
  timezone?: string,
  options: { ignoreError?: boolean } = {},
): Promise<UserAvailability> {
  return (
    await http.get<DataAnswer<UserAvailability>>(`/users/${userId}/availability`, {
      query: timezone ? { timezone } : {},
      ...options,
    })
  ).data
}

export async function saveAvailability(userId: string, body: SaveAvailabilityInput): Promise<UserAvailability> {
  return (
    await http.put<DataAnswer<UserAvailability>>(`/users/${userId}/availability`, body, { handledStatuses: [422] })
  ).data
}

export async function requestCalendarUpdate(userId: string): Promise<CalendarUpdateRequestAnswer> {
  return (
    await http.post<DataAnswer<CalendarUpdateRequestAnswer>>(`/users/${userId}/calendar-update-request`, undefined, {
      handledStatuses: [403, 404, 422],
    })
  ).data
}
