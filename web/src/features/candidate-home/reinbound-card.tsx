/**
 * The dashboard's re-inbound request area (001 §2, §4): a candidate asks the provider's recruiters
 * to consider them again, with an optional note; while the request is open they can change the
 * note or cancel it. What it shows comes from the API's answer, never from what was typed.
 */
import { LIMITS } from '@quota/shared/domain/validation/limits'
import { type FormEvent, useEffect, useState } from 'react'
import { isApiError } from '../../app/http'
import { toast } from '../../app/toasts'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'
import { TextArea } from '../../ui/text-area'
import { formatDate } from '../pipeline/format'
import { cancelOwnRequest, fetchOwnRequest, type OwnReinboundRequest, sendOwnRequest } from '../reinbound/api'

export function ReinboundCard({ candidateId }: { candidateId: string }) {
  const [request, setRequest] = useState<OwnReinboundRequest | null | undefined>(undefined)
  const [loadError, setLoadError] = useState<string | null>(null)
  const [notes, setNotes] = useState('')
  const [editing, setEditing] = useState(false)
  const [busy, setBusy] = useState<'send' | 'cancel' | null>(null)

  useEffect(() => {
    fetchOwnRequest()
      .then((r) => {
        setRequest(r)
        setNotes(r?.notes ?? '')
      })
      .catch((error) => setLoadError(isApiError(error) ? error.message : 'Your request could not be loaded.'))
  }, [])

  async function onSend(e: FormEvent) {
    e.preventDefault()
    if (busy) return
    setBusy('send')
    try {
      const saved = await sendOwnRequest(candidateId, notes.trim() || null)
      toast.success(request ? 'Your request was updated.' : 'Your request was sent to our recruiters.')
      setRequest(saved)
      setNotes(saved.notes ?? '')
      setEditing(false)
    } catch {
      // the app's error toast said why; the form keeps what was typed
    } finally {
      setBusy(null)
    }
  }

  async function onCancel() {
    if (busy) return
    setBusy('cancel')
    try {
      await cancelOwnRequest(candidateId)
      toast.success('Your request was cancelled.')
      setRequest(null)
      setNotes('')
      setEditing(false)
    } catch {
      // the app's error toast said why; the request stays as shown
    } finally {
      setBusy(null)
    }
  }

  if (request === undefined && !loadError) return null
  const form = (
    <form className="reinbound-form" onSubmit={onSend} aria-label="Re-inbound request">
      <TextArea
        label="Note for the recruiters (optional)"
        name="reinboundNotes"
        maxLength={LIMITS.notes}
        value={notes}
        onChange={(e) => setNotes(e.target.value)}
        hint="For example the roles or places you are looking for now."
      />
      <div className="reinbound-card-actions">
        <Button type="submit" loading={busy === 'send'}>
          {request ? 'Update request' : 'Send request'}
        </Button>
        {request && (
          <Button type="button" variant="ghost" onClick={() => setEditing(false)}>
            Keep as is
          </Button>
        )}
      </div>
    </form>
  )

  return (
    <section className="card reinbound-card" aria-labelledby="reinbound-title" data-state={request ? 'open' : 'none'}>
      <h2 id="reinbound-title">Looking again?</h2>
      {loadError ? (
        <Alert>{loadError}</Alert>
      ) : request ? (
        <>
          <p className="reinbound-status">
            You asked to be considered again on {formatDate(request.createdAt)}. A recruiter will be in touch.
          </p>
          {request.notes && !editing && <blockquote className="reinbound-notes">{request.notes}</blockquote>}
          {editing ? (
            form
          ) : (
            <div className="reinbound-card-actions">
              <Button variant="secondary" onClick={() => setEditing(true)}>
                Edit note
              </Button>
              <Button variant="danger" loading={busy === 'cancel'} onClick={() => void onCancel()}>
                Cancel request
              </Button>
            </div>
          )}
        </>
      ) : (
        <>
          <p className="muted">Back on the market? Ask our recruiters to consider you for new jobs.</p>
          {form}
        </>
      )}
    </section>
  )
}
