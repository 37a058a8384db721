/**
 * Pitch by e-mail: a draft for one of the candidate's jobs, editable, sent by Quota's mail
 * (the pipeline's pitch action) to the address Quota holds; refused with the API's message.
 */
import type { Feature } from '../content/feature'
import { h } from '../content/h'
import { fill } from '../content/panel'
import { send } from '../messaging/send'
import { isProfilePage } from '../site/page-detect'
import {
  DRAFT_LOADING,
  EMAIL_DRAFT_EMPTY,
  emailDraftOf,
  FIRST_NAME_MISSING,
  fillDraft,
  receiverNameLeft,
} from './drafts'
import { jobPitchSection } from './job-picker'
import { errorText, refreshCandidate } from './profile-card'
import { drafter } from './redraft'

export const pitchEmail: Feature = {
  id: 'pitch-email',
  include: [isProfilePage],
  testUrls: ['https://www.linkedin.com/in/dana-quinn-e2e/'],
  init(ctx, signal) {
    const section = ctx.panel.section('pitch-email', 20)
    jobPitchSection(ctx, signal, section, 'quota-pitch-job', ({ candidate, label, select, values }) => {
      if (!candidate.hasEmail)
        return fill(
          section,
          h('h2', { text: 'Pitch by e-mail' }),
          h('p', { class: 'muted', text: 'Quota has no e-mail address for this candidate.' }),
        )
      const subject = h('input', { id: 'quota-pitch-subject', maxlength: 500 })
      const body = h('textarea', { id: 'quota-pitch-message', maxlength: 1600 })
      const go = h('button', { class: 'primary', type: 'button', text: 'Send pitch e-mail' })
      let sent = false
      // the admin's template for the job's segment, else the built-in draft; the button waits for it
      const drafted = drafter(
        select,
        async (jobId) => {
          const draft = await emailDraftOf(jobId)
          return () => {
            subject.value = fillDraft(draft.subject, values()).text
            body.value = fillDraft(draft.body, values()).text
          }
        },
        (ready) => {
          go.disabled = sent || !ready
        },
      )
      const status = h('p', { role: 'status', 'data-quota': 'pitch-email-status' })
      go.addEventListener('click', async () => {
        // what is sent is what the fields hold now, finished drafting, and not empty
        const text = { subject: subject.value.trim(), message: body.value.trim() }
        const jobId = select.value
        const refuse = !drafted.ready ? DRAFT_LOADING : !text.subject || !text.message ? EMAIL_DRAFT_EMPTY : null
        if (refuse) {
          status.className = 'error'
          status.textContent = refuse
          return
        }
        if (receiverNameLeft(text.message)) {
          status.className = 'error'
          status.textContent = FIRST_NAME_MISSING
          return
        }
        go.disabled = true
        try {
          await send('stageAction', {
            jobId,
            candidateId: candidate.id,
            action: 'pitch',
            body: text,
          })
          status.className = 'ok'
          status.textContent = 'Pitch e-mail queued for sending by Quota.'
          sent = true
          await refreshCandidate(ctx).catch(() => {})
        } catch (error) {
          status.className = 'error'
          status.textContent = errorText(error)
          go.disabled = false
        }
      })
      fill(
        section,
        h('h2', { text: 'Pitch by e-mail' }),
        label,
        select,
        h('label', { for: 'quota-pitch-subject', text: 'Subject' }),
        subject,
        h('label', { for: 'quota-pitch-message', text: 'Message' }),
        body,
        go,
        status,
      )
    })
  },
}
