/**
 * The profile's messages tab (spec 000 §2 "Candidate profile tabs ... messages"; opened by the
 * openMessagesTab flag): the mails the product sent this candidate, newest first, as
 * GET candidates/{id}/messages answers them: what was sent, about which job, and whether it went out.
 */
import { useSnapshot } from 'valtio'
import { Alert } from '../../ui/alert'
import { EmptyState } from '../../ui/empty-state'
import { Spinner } from '../../ui/spinner'
import { formatDate } from '../pipeline/format'
import type { CandidateMessage } from './api'
import { profileState } from './state'

/** What each mail template is, for people. */
const KIND_LABELS: Record<string, string> = {
  verificationCode: 'Verification code',
  passwordReset: 'Password reset',
  invitation: 'Invitation',
  pipelineOpportunity: 'Opportunity',
  pipelineRejection: 'Rejection notice',
  pipelineSnippet: 'Job snippet',
  pipelinePitch: 'Pitch',
}

const STATUS_LABELS: Record<CandidateMessage['status'], string> = {
  queued: 'Queued',
  sent: 'Sent',
  failed: 'Not delivered',
}

const timeOf = (iso: string) => new Date(iso).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' })

export function MessagesTab() {
  const s = useSnapshot(profileState)
  if (!s.messagesLoaded) return <Spinner label="Loading the messages" />
  if (s.messagesError) return <Alert>{s.messagesError}</Alert>
  if (!s.messages.length) return <EmptyState title="No messages were sent to this candidate yet." />
  return (
    <section className="card" aria-labelledby="messages-title">
      <h2 id="messages-title">Messages</h2>
      <p className="muted small">
        E-mails the product sent to the candidate, newest first
        {s.messagesTotal > s.messages.length ? ` (the latest ${s.messages.length} of ${s.messagesTotal})` : ''}.
      </p>
      <div className="data-table-wrap">
        <table className="data-table messages-table">
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Subject</th>
              <th scope="col">Kind</th>
              <th scope="col">Job</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {s.messages.map((m) => (
              <tr key={m.id} data-message-id={m.id}>
                <td>
                  <time dateTime={m.createdAt}>
                    {formatDate(m.createdAt)} {timeOf(m.createdAt)}
                  </time>
                </td>
                <td>
                  {m.subject} <span className="muted small">to {m.to}</span>
                </td>
                <td>{KIND_LABELS[m.kind] ?? m.kind}</td>
                <td>{m.job?.name ?? '—'}</td>
                <td data-status={m.status}>{STATUS_LABELS[m.status]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}
