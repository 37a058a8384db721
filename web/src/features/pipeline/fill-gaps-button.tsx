/**
 * "Ask for missing details" on a job's stage list (recruiters): POST jobs/{id}/fill-candidate-gaps
 * mails the complete-your-profile request to the job's candidates in shortlist, submittal,
 * send-out or offer whose profiles are incomplete. The toast says what the API did: mails queued,
 * profiles already complete, and who was skipped and why; nothing is called sent.
 */
import type { FillCandidateGapsResult } from '@quota/shared/contracts/candidates'
import { useState } from 'react'
import { type DataAnswer, http, isApiError } from '../../app/http'
import { toast } from '../../app/toasts'
import { Button } from '../../ui/button'
import { describeFillGaps } from './fill-gaps-text'

export function FillGapsButton({ jobId }: { jobId: string }) {
  const [pending, setPending] = useState(false)
  async function onClick() {
    setPending(true)
    try {
      const { data } = await http.post<DataAnswer<FillCandidateGapsResult>>(`/jobs/${jobId}/fill-candidate-gaps`)
      toast.success(describeFillGaps(data))
    } catch (error) {
      if (isApiError(error)) toast.error(error.message)
    } finally {
      setPending(false)
    }
  }
  return (
    <Button variant="secondary" loading={pending} onClick={() => void onClick()}>
      Ask for missing details
    </Button>
  )
}
