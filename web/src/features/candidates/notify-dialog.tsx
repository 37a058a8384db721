/**
 * "Notify" on the selected candidates (POST candidates/send-notification?type=, GET
 * template/invite-templates): the recruiter picks what to ask (confirm the search status by a
 * public link, or complete the profile), sees the mail's subject and text as they will go out,
 * and sends. The answer says what was queued and who was skipped and why; nothing says "sent"
 * before the mail server took it (the profile's messages tab shows that).
 */
import type { InviteTemplate, SendNotificationResult } from '@quota/shared/contracts/candidates'
import { type FormEvent, useEffect, useState } from 'react'
import { openDialog } from '../../app/dialogs'
import { http, isApiError } from '../../app/http'
import { toast } from '../../app/toasts'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'
import { Select } from '../../ui/select'
import { blurbParagraphs } from '../pipeline/submittal-blurb'

const SKIP_TEXT: Record<SendNotificationResult['skipped'][number]['reason'], string> = {
  noEmail: 'has no e-mail address',
  markedForDeletion: 'is marked for deletion',
  noAccount: 'has no sign-in yet',
}

function NotifyForm({ ids, names, close }: { ids: string[]; names: Record<string, string>; close: () => void }) {
  const [templates, setTemplates] = useState<InviteTemplate[] | null>(null)
  const [type, setType] = useState<InviteTemplate['type']>('searchStatus')
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [result, setResult] = useState<SendNotificationResult | null>(null)

  useEffect(() => {
    http
      .get<{ data: InviteTemplate[] }>('/template/invite-templates')
      .then((a) => setTemplates(a.data))
      .catch(() => setTemplates([]))
  }, [])
  const template = templates?.find((t) => t.type === type)

  async function onSubmit(e: FormEvent) {
    e.preventDefault()
    setPending(true)
    setError(null)
    try {
      const answer = await http.post<{ data: SendNotificationResult }>(
        '/candidates/send-notification',
        { candidateIds: ids },
        { query: { type }, handledStatuses: [404, 422] },
      )
      if (!answer.data.skipped.length) {
        toast.success(
          `${answer.data.queued.length} ${answer.data.queued.length === 1 ? 'mail is' : 'mails are'} on the way.`,
        )
        close()
      } else setResult(answer.data)
    } catch (err) {
      setError(isApiError(err) ? err.message : 'The mails could not be queued. Please try again.')
    } finally {
      setPending(false)
    }
  }

  if (result) {
    return (
      <div className="stack">
        {result.queued.length > 0 && <Alert tone="success">{result.queued.length} queued for delivery.</Alert>}
        <Alert>
          Not mailed:
          <ul>
            {result.skipped.map((s) => (
              <li key={s.candidateId}>
                {names[s.candidateId] ?? s.candidateId} {SKIP_TEXT[s.reason]}
              </li>
            ))}
          </ul>
        </Alert>
        <div className="dialog-actions">
          <Button onClick={close}>Close</Button>
        </div>
      </div>
    )
  }

  return (
    <form className="form" onSubmit={(e) => void onSubmit(e)} aria-label="Notify candidates">
      <p className="dialog-subject">{ids.map((id) => names[id] ?? id).join(', ')}</p>
      <Select
        label="Ask them to"
        name="type"
        value={type}
        onChange={(e) => setType(e.target.value as InviteTemplate['type'])}
        options={(templates ?? []).map((t) => ({ value: t.type, label: t.displayName }))}
      />
      {template && (
        <div className="notify-preview card">
          <p>
            <strong>Subject:</strong> {template.subject}
          </p>
          {blurbParagraphs(template.bodyHtml).map((p, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs have no identity of their own
            <p key={i} className="muted">
              {p}
            </p>
          ))}
          <p className="muted small">Placeholders in double braces are filled in for each candidate.</p>
        </div>
      )}
      {error && <Alert>{error}</Alert>}
      <div className="dialog-actions">
        <Button variant="secondary" onClick={close} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" loading={pending} disabled={!template}>
          Send
        </Button>
      </div>
    </form>
  )
}

export function openNotifyDialog(ids: string[], names: Record<string, string>) {
  return openDialog('Notify candidates', (close) => <NotifyForm ids={ids} names={names} close={() => close()} />)
}
