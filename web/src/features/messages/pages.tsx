/**
 * Messages (000 §2 messages tabs, §3 newMessage): the caller's conversations with unread counts
 * beside the open one. Candidates talk with the provider's recruiters about each of their jobs;
 * recruiters open a candidate's thread from the job's candidate list ("Message") or here.
 * `?job=&candidate=` names the open thread.
 */
import { MESSAGE_BODY_MAX } from '@quota/shared/domain/messages/thread-rules'
import { type FormEvent, useEffect, useState } from 'react'
import { useSnapshot } from 'valtio'
import { Link, useLocation, useSearch } from 'wouter'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'
import { EmptyState } from '../../ui/empty-state'
import { Spinner } from '../../ui/spinner'
import { TextArea } from '../../ui/text-area'
import { formatDate } from '../pipeline/format'
import { sessionState } from '../session/state'
import { loadInbox, loadMoreInbox, messagesState, openThread, send } from './state'
import './messages.css'

const timeOf = (iso: string) =>
  `${formatDate(iso)} ${new Date(iso).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' })}`

export function MessagesPage() {
  const s = useSnapshot(messagesState)
  const { user } = useSnapshot(sessionState)
  const search = useSearch()
  const [, navigate] = useLocation()
  const query = new URLSearchParams(search)
  const jobId = query.get('job')
  const candidateId = query.get('candidate') ?? (user?.userType === 'candidate' ? (user.candidateId ?? null) : null)

  useEffect(() => {
    void loadInbox()
  }, [])
  useEffect(() => {
    if (jobId && candidateId) void openThread(jobId, candidateId)
  }, [jobId, candidateId])

  const hrefOf = (job: string, candidate: string) => `/messages?job=${job}&candidate=${candidate}`
  const isCandidate = user?.userType === 'candidate'

  return (
    <div className="messages-page">
      <h1>Messages</h1>
      <div className="messages-layout">
        <section className="card messages-list" aria-labelledby="threads-title">
          <h2 id="threads-title">Conversations</h2>
          {s.inboxError && <Alert>{s.inboxError}</Alert>}
          {!s.inbox && !s.inboxError && <Spinner label="Loading the conversations" />}
          {s.inbox && !s.inbox.threads.length && (
            <EmptyState title="No conversations yet.">
              {isCandidate
                ? 'Messages from your recruiters about your jobs appear here.'
                : 'Open a candidate’s conversation from a job’s candidate list (Message).'}
            </EmptyState>
          )}
          <ul className="thread-list">
            {s.inbox?.threads
              .filter((t) => t.job)
              .map((t) => {
                const href = hrefOf(t.job!.id, t.candidate.id)
                const current = t.job!.id === jobId && t.candidate.id === candidateId
                return (
                  <li key={t.threadId} data-thread-id={t.threadId} className={current ? 'is-current' : undefined}>
                    <Link href={href} aria-current={current ? 'true' : undefined}>
                      <span className="thread-title">
                        {isCandidate ? t.job!.name : `${t.candidate.name} · ${t.job!.name}`}
                      </span>
                      {t.unreadCount > 0 && (
                        <span className="badge badge-info" data-unread={t.unreadCount}>
                          {t.unreadCount} unread
                        </span>
                      )}
                      {t.lastMessage && <span className="thread-preview muted small">{t.lastMessage}</span>}
                    </Link>
                  </li>
                )
              })}
          </ul>
          {s.inbox && s.inbox.threads.length < s.inbox.total && (
            <Button variant="secondary" loading={s.inboxLoadingMore} onClick={() => void loadMoreInbox()}>
              Show more conversations
            </Button>
          )}
        </section>
        <section className="card messages-thread" aria-labelledby="thread-title">
          {!jobId || !candidateId ? (
            <EmptyState title="Choose a conversation." />
          ) : (
            <ThreadView onClose={() => navigate('/messages')} />
          )}
        </section>
      </div>
    </div>
  )
}

function ThreadView({ onClose }: { onClose: () => void }) {
  const s = useSnapshot(messagesState)
  const [draft, setDraft] = useState('')
  const thread = s.thread
  if (s.threadError) return <Alert>{s.threadError}</Alert>
  if (!thread) return <Spinner label="Loading the conversation" />

  async function onSubmit(e: FormEvent) {
    e.preventDefault()
    if (await send(draft)) setDraft('')
  }

  const isCandidate = sessionState.user?.userType === 'candidate'
  return (
    <>
      <header className="thread-header">
        <h2 id="thread-title">{isCandidate ? thread.job.name : `${thread.candidate.name} · ${thread.job.name}`}</h2>
        <Button variant="ghost" onClick={onClose}>
          Close
        </Button>
      </header>
      {!thread.messages.length ? (
        <EmptyState title="No messages yet." />
      ) : (
        <ol className="thread-messages" aria-label="Messages, oldest first">
          {thread.messages.map((m) => (
            <li key={m.id} className={`thread-message${m.mine ? ' is-mine' : ''}`} data-side={m.sender.side}>
              <p className="muted small">
                {m.mine ? 'You' : (m.sender.name ?? 'Quota')}
                {m.channel !== 'inApp' ? ` · ${m.channel === 'email' ? 'e-mail' : 'InMail'}` : ''} ·{' '}
                <time dateTime={m.createdAt}>{timeOf(m.createdAt)}</time>
              </p>
              {m.subject && m.channel !== 'inApp' && <p className="thread-subject">{m.subject}</p>}
              <p className="prewrap">{m.body}</p>
            </li>
          ))}
        </ol>
      )}
      {thread.canWrite ? (
        <form className="thread-form" onSubmit={(e) => void onSubmit(e)}>
          <TextArea
            label="Your message"
            name="message"
            value={draft}
            maxLength={MESSAGE_BODY_MAX}
            onChange={(e) => setDraft(e.target.value)}
            error={s.sendError}
            required
          />
          <Button type="submit" loading={s.sending} disabled={!draft.trim()}>
            Send
          </Button>
        </form>
      ) : (
        <p className="muted small">
          {thread.canReach
            ? 'You can read this conversation; recruiters write in it.'
            : 'This candidate has no account yet: reach them by e-mail or a professional-network message.'}
        </p>
      )}
    </>
  )
}
