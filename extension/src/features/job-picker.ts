/** A select of the jobs the candidate is in (a pitch is about one job). */
import type { ProfileCandidate } from '@quota/shared/contracts/extension'
import { h } from '../content/h'

export function jobPicker(candidate: ProfileCandidate, id: string) {
  const select = h('select', { id })
  for (const j of candidate.jobs) select.append(h('option', { value: j.jobId, text: j.jobName }))
  return { label: h('label', { for: id, text: 'Job' }), select }
}
