/** Reference data calls: lists of values (GET guest/list-of-values), the answer cached by the store. */
import type { ListOfValueItem } from '@quota/shared/contracts/reference'
import { http } from '../../app/http'

export type { ListOfValueItem }

export interface ListAnswer<T> {
  data: T[]
  meta: { total: number; limit: number; offset: number }
}

/** Every active value of one list, in the list's order. */
export async function fetchListOfValues(key: string): Promise<ListOfValueItem[]> {
  const answer = await http.get<ListAnswer<ListOfValueItem>>('/guest/list-of-values', {
    query: { key, doNotApplyLimit: true, cache: true },
  })
  return answer.data
}

/** The values of a list its users choose most ("Frequently Used"); empty until some are used. */
export async function fetchFrequentValues(key: string, limit = 8): Promise<ListOfValueItem[]> {
  const answer = await http.get<{ data: ListOfValueItem[] }>(`/list-of-values/${key}/frequent`, {
    query: { limit },
    ignoreError: true,
  })
  return answer.data
}
