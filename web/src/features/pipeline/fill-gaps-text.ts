/** What "Ask for missing details" did, in one sentence (the toast): from the API's answer only. */
import type { FillCandidateGapsResult } from '@quota/shared/contracts/candidates'

const SKIP_REASONS: Record<FillCandidateGapsResult['skipped'][number]['reason'], string> = {
  noEmail: 'no e-mail',
  noAccount: 'no Quota account',
  markedForDeletion: 'marked for deletion',
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

export function describeFillGaps(r: FillCandidateGapsResult): string {
  if (!r.inLiveStages) return 'Nobody is in shortlist, submittal, send-out or offer yet.'
  const parts = [
    r.queued.length
      ? `${plural(r.queued.length, 'mail', 'mails')} queued asking to complete the profile`
      : 'No mail queued',
    `${plural(r.complete, 'profile was', 'profiles were')} already complete`,
  ]
  const skipped = Object.entries(
    r.skipped.reduce<Record<string, number>>((n, s) => ({ ...n, [s.reason]: (n[s.reason] ?? 0) + 1 }), {}),
  ).map(([reason, n]) => `${n} with ${SKIP_REASONS[reason as keyof typeof SKIP_REASONS]}`)
  if (skipped.length) parts.push(`not asked: ${skipped.join(', ')}`)
  return `${parts.join('; ')}.`
}
