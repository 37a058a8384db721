/** The offers calls: the offer insights of a candidate in a job. */
import type { OfferInsightsDto } from '@quota/shared/contracts/offers'
import { type DataAnswer, http } from '../../app/http'

export type { OfferInsightsDto }

export async function fetchOfferInsights(
  jobId: string,
  candidateId: string,
  draft: { baseSalary: number; ote: number } | null,
  startDate: string | null,
): Promise<OfferInsightsDto> {
  const q = new URLSearchParams()
  if (draft) {
    q.set('baseSalary', String(draft.baseSalary))
    q.set('ote', String(draft.ote))
  }
  if (startDate) q.set('startDate', startDate)
  const qs = q.toString()
  return (
    await http.get<DataAnswer<OfferInsightsDto>>(
      `/jobs/${jobId}/candidates/${candidateId}/offer-insights${qs ? `?${qs}` : ''}`,
    )
  ).data
}
