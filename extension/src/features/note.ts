/**
 * An internal note on the candidate from the panel, through the API's candidate-notes call
 * (POST candidates/{id}/internal-profile/notes, 10,000 characters). The API's refusal (empty
 * note, too long, not staff) is shown with its own message; nothing is kept in the page.
 */
import { LIMITS } from '@quota/shared/domain/validation/limits'
import type { Feature } from '../content/feature'
import { h } from '../content/h'
import { fill } from '../content/panel'
import { send } from '../messaging/send'
import { isProfilePage } from '../site/page-detect'
import { errorText } from './profile-card'

export const internalNote: Feature = {
  id: 'internal-note',
  include: [isProfilePage],
  testUrls: ['https://www.linkedin.com/in/dana-quinn-e2e/'],
  init(ctx, signal) {
    const section = ctx.panel.section('internal-note', 40)
    let shownFor: string | null = null

    const render = () => {
      const candidate = ctx.state.get().candidate
      if (!candidate) {
        shownFor = null
        return fill(section)
      }
      if (shownFor === candidate.id) return
      shownFor = candidate.id
      const body = h('textarea', { id: 'quota-note', maxlength: LIMITS.internalNotes, rows: 3 })
      const status = h('p', { role: 'status', 'data-quota': 'note-status' })
      const save = h('button', { type: 'button', text: 'Save note' })
      save.addEventListener('click', async () => {
        save.disabled = true
        status.className = ''
        status.textContent = 'Saving…'
        try {
          await send('addNote', { candidateId: candidate.id, body: body.value })
          body.value = ''
          status.className = 'ok'
          status.textContent = 'Note saved.'
        } catch (error) {
          status.className = 'error'
          status.textContent = errorText(error)
        } finally {
          save.disabled = false
        }
      })
      fill(
        section,
        h('h2', { text: 'Internal note' }),
        h('label', { for: 'quota-note', class: 'muted', text: 'Only Quota staff see internal notes.' }),
        body,
        save,
        status,
      )
    }
    ctx.state.subscribe(render, signal)
    render()
  },
}
