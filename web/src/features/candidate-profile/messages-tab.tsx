/**
 * The profile's messages tab (spec 000 §2 "Candidate profile tabs ... messages"; opened by the
 * openMessagesTab flag): what was sent to this candidate (pitches by e-mail and InMail,
 * opportunities, rejection notices, job snippets), newest first, as GET candidates/{id}/messages
 * answers them: what was sent, by whom, about which job, whether it went out, and its text.
 */
import { useSnapshot } from 'valtio'
import { Alert } from '../../ui/alert'
import { DataTable } from '../../ui/data-table'
import { EmptyState } from '../../ui/empty-state'
import { Spinner } from '../../ui/spinner'
import { formatDate } from '../pipeline/format'
import type { CandidateMessage } from './api'
import { profileState } from './state'

/** What each kind of message is, for people. */
const KIND_LABELS: Record<string, string> = {
  pipelineOpportunity: 'Opportunity',
  pipelineRejection: 'Rejection notice',
  pipelineSnippet: 'Job snippet',
  pipelinePitch: 'Pitch (e-mail)',
  pipelinePitchInMail: 'Pitch (InMail)',
  pipelineInterviewInvite: 'Interview invitation',
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
        What was sent to the candidate, newest first
        {s.messagesTotal > s.messages.length ? ` (the latest ${s.messages.length} of ${s.messagesTotal})` : ''}.
      </p>
      <DataTable columns={['When', 'Subject', 'Kind', 'Job', 'Status']} className="messages-table">
        {s.messages.map((m) => (
          <tr key={m.id} data-message-id={m.id}>
            <td>
              <time dateTime={m.createdAt}>
                {formatDate(m.createdAt)} {timeOf(m.createdAt)}
              </time>
            </td>
            <td>
              {m.subject ?? (m.channel === 'inMail' ? 'InMail' : '—')}{' '}
              <span className="muted small">
                {m.to ? `to ${m.to}` : ''}
                {m.sentBy ? ` · by ${m.sentBy}` : ''}
              </span>
              <details className="message-body">
                <summary>Text</summary>
                <p className="prewrap">{m.body}</p>
              </details>
            </td>
            <td>{KIND_LABELS[m.kind] ?? m.kind}</td>
            <td>{m.job?.name ?? '—'}</td>
            <td data-status={m.status}>{STATUS_LABELS[m.status]}</td>
          </tr>
        ))}
      </DataTable>
    </section>
  )
}
