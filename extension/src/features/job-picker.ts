/**
 * A pitch is about one of the candidate's jobs: the section is drawn again only when the candidate
 * or their jobs change, offers a select of those jobs, and fills a draft from the chosen one.
 */
import type { ProfileCandidate } from '@quota/shared/contracts/extension'
import type { FeatureContext } from '../content/feature'
import { h } from '../content/h'
import { fill } from '../content/panel'
import { send } from '../messaging/send'
import type { DraftValues } from './drafts'

export function jobPicker(candidate: ProfileCandidate, id: string) {
  const select = h('select', { id })
  for (const j of candidate.jobs) select.append(h('option', { value: j.jobId, text: j.jobName }))
  return { label: h('label', { for: id, text: 'Job' }), select }
}

export interface JobPitch {
  candidate: ProfileCandidate
  label: HTMLLabelElement
  select: HTMLSelectElement
  /** The draft's placeholders for the job chosen in the select. */
  values: () => DraftValues
}

/** Draws a per-job pitch section; `build` runs for a candidate who is in at least one job. */
export function jobPitchSection(
  ctx: FeatureContext,
  signal: AbortSignal,
  section: HTMLElement,
  pickerId: string,
  build: (pitch: JobPitch) => void,
): void {
  let shownFor: string | null = null
  const render = async () => {
    const { candidate } = ctx.state.get()
    const key = candidate ? `${candidate.id}:${candidate.jobs.map((j) => j.jobId).join()}` : null
    if (key === shownFor) return
    shownFor = key
    if (!candidate?.jobs.length) return fill(section)
    const { user } = await send('session', {})
    const { label, select } = jobPicker(candidate, pickerId)
    const values = (): DraftValues => {
      const job = candidate.jobs.find((j) => j.jobId === select.value)!
      return {
        receiverName: ctx.state.get().page?.firstName ?? candidate.fullName.split(' ')[0] ?? null,
        jobName: job.jobName,
        organizationName: job.organizationName,
        senderName: user?.name ?? '',
      }
    }
    build({ candidate, label, select, values })
  }
  ctx.state.subscribe(() => void render(), signal)
  void render()
}
