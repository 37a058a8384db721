/**
 * Assisted InMail: Quota drafts (at most 900 characters, 000 §9) and, on the recruiter's click,
 * places the draft in the site's own message box; the recruiter presses Send there. Quota sends
 * nothing: the pitch is recorded as InMail Sequence (drafted) and becomes InMail Sent or InMail
 * Error only when the recruiter says what happened.
 */
import { LIMITS } from '@quota/shared/domain/validation/limits'
import type { Feature } from '../content/feature'
import { h } from '../content/h'
import { fill } from '../content/panel'
import { send } from '../messaging/send'
import { isProfilePage } from '../site/page-detect'
import { find } from '../site/selectors'
import {
  DRAFT_LOADING,
  FIRST_NAME_MISSING,
  fillDraft,
  INMAIL_DRAFT_EMPTY,
  inMailDraftOf,
  receiverNameLeft,
} from './drafts'
import { jobPitchSection } from './job-picker'
import { errorText, refreshCandidate } from './profile-card'
import { drafter } from './redraft'

export const NO_MESSAGE_BOX = "Open the site's message box (its Message button) first, then place the draft again."

/** Puts the text in the site's message box the way typing would, so the site enables its Send button. */
const messageBox = () => find(document, 'messageBox') as HTMLElement | null

/** Puts the draft in the site's own message box (the recruiter presses Send there). */
export function placeInMessageBox(box: HTMLElement, text: string): boolean {
  if (!box.isConnected) return false
  box.focus()
  box.replaceChildren(
    ...text.split('\n').map((line) => Object.assign(document.createElement('p'), { textContent: line })),
  )
  box.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertText', data: text }))
  return true
}

export const inMail: Feature = {
  id: 'inmail',
  include: [isProfilePage],
  testUrls: ['https://www.linkedin.com/in/dana-quinn-e2e/'],
  init(ctx, signal) {
    const section = ctx.panel.section('inmail', 30)
    jobPitchSection(ctx, signal, section, 'quota-inmail-job', ({ candidate, label, select, values }) => {
      const max = LIMITS.professionalNetworkMessage
      const body = h('textarea', { id: 'quota-inmail-message', maxlength: max })
      const counter = h('p', { class: 'muted' })
      const count = () => {
        counter.textContent = `${body.value.length} / ${max}`
      }
      const place = h('button', { class: 'primary', type: 'button', text: 'Place draft in message box' })
      // the admin's InMail template for the job's segment, else the built-in draft; the button
      // waits for it
      const drafted = drafter(
        select,
        async (jobId) => {
          const draft = await inMailDraftOf(jobId)
          return () => {
            body.value = fillDraft(draft, values()).text.slice(0, max)
            count()
          }
        },
        (ready) => {
          place.disabled = !ready
        },
      )
      body.addEventListener('input', count)
      count()
      const status = h('div', { role: 'status', 'data-quota': 'inmail-status' })
      const outcome = (jobId: string, value: 'sent' | 'failed', text: string) => {
        const b = h('button', { type: 'button', text })
        b.addEventListener('click', async () => {
          try {
            await send('inMailOutcome', { jobId, candidateId: candidate.id, outcome: value })
            fill(
              status,
              h('p', {
                class: value === 'sent' ? 'ok' : 'error',
                text: value === 'sent' ? 'Recorded: InMail Sent.' : 'Recorded: InMail Error.',
              }),
            )
            await refreshCandidate(ctx).catch(() => {})
          } catch (error) {
            fill(status, h('p', { class: 'error', text: errorText(error) }))
          }
        })
        return b
      }
      place.addEventListener('click', async () => {
        // the text placed is the one checked and recorded now: a redraft arriving meanwhile (the
        // template of another job, the section drawn again) cannot put something else, or
        // nothing, in the site's box
        const text = body.value.trim()
        const refuse = !drafted.ready
          ? DRAFT_LOADING
          : !text
            ? INMAIL_DRAFT_EMPTY
            : receiverNameLeft(text)
              ? FIRST_NAME_MISSING
              : null
        if (refuse) return fill(status, h('p', { class: 'error', text: refuse }))
        const jobId = select.value
        const box = messageBox()
        if (!box) return fill(status, h('p', { class: 'error', text: NO_MESSAGE_BOX }))
        place.disabled = true
        try {
          // recorded first: a refusal (the daily cap, the job) leaves the site's box untouched
          await send('stageAction', {
            jobId,
            candidateId: candidate.id,
            action: 'pitchInMail',
            body: { message: text },
          })
          // the site may have drawn its box again while Quota recorded the draft
          const target = box.isConnected ? box : messageBox()
          if (!target || !placeInMessageBox(target, text)) throw new Error(NO_MESSAGE_BOX)
          fill(
            status,
            h('p', { text: 'The draft is in the message box (InMail Sequence). Press Send there, then tell Quota:' }),
            outcome(jobId, 'sent', 'I sent it'),
            outcome(jobId, 'failed', 'It could not be sent'),
          )
          await refreshCandidate(ctx).catch(() => {})
        } catch (error) {
          fill(status, h('p', { class: 'error', text: errorText(error) }))
        } finally {
          place.disabled = !drafted.ready
        }
      })
      fill(
        section,
        h('h2', { text: 'InMail' }),
        label,
        select,
        h('label', { for: 'quota-inmail-message', text: 'Draft' }),
        body,
        counter,
        place,
        status,
      )
    })
  },
}
