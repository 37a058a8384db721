/**
 * Above the JIT Suggested list (001 §4 JIT, 000 §9): who the list holds (the JIT pool's
 * candidates at or above the job's automatic-suggestion threshold, put on the shortlist by the
 * server's sync) and, while the tab is open, the list read again every 30 s, the sync's own
 * delay, so newly suggested candidates appear without a reload. `JitRecommendedCandidate`,
 * `jitFarmingSuccess` and `jitFarmingError` events reload it sooner (realtime/refresh.ts).
 */
import { JIT_SUGGESTED_SYNC_DELAY_MS } from '@quota/shared/domain/recommendations/index'
import { useEffect } from 'react'
import type { JobDetail } from './api'
import { loadCandidates } from './state'

export function JitSuggestedToolbar({ job }: { job: JobDetail | null }) {
  useEffect(() => {
    const timer = setInterval(() => void loadCandidates(), JIT_SUGGESTED_SYNC_DELAY_MS)
    return () => clearInterval(timer)
  }, [])
  const threshold = job?.jitAutoSuggestionThreshold
  return (
    <p className="jit-suggested-note muted" data-threshold={threshold?.key ?? ''}>
      {threshold
        ? `Candidates of the JIT pool scoring at or above the job's threshold (${threshold.value}), suggested for just-in-time outreach. The list follows the suggestions every 30 seconds.`
        : 'This job has no automatic JIT suggestion threshold: set one in the job details to have the JIT pool suggested here.'}
    </p>
  )
}
