/**
 * The client inbound-hiring dialog (spec 000 §1, §6): hiring assistance is on the way, a team
 * member reaches out within 12 hours; button "Got it". Closing it tells the server to hide it
 * and clears the flag.
 */
import { openDialog } from '../../app/dialogs'
import { Button } from '../../ui/button'
import { sessionState } from '../session/state'
import { hideInboundModal } from './api'

export const INBOUND_MODAL_TITLE = 'Hiring assistance is on the way'
export const INBOUND_MODAL_TEXT = 'Thanks for reaching out! A member of our team will reach out to you within 12 hours.'

export async function openInboundHiringModal(): Promise<void> {
  await openDialog(INBOUND_MODAL_TITLE, (close) => (
    <>
      <p>{INBOUND_MODAL_TEXT}</p>
      <div className="dialog-actions">
        <Button onClick={() => close(true)} data-autofocus>
          Got it
        </Button>
      </div>
    </>
  ))
  if (sessionState.user) sessionState.user.showClientInboundHiringModal = false
  await hideInboundModal()
}
