/**
 * The candidate profile (/candidate/profile): a candidate's own, or any candidate's for provider
 * staff (?candidateId=). Tabs profile, internal (recruiters), interviews (provider staff: the
 * candidate's interviews across jobs), history (recruiters, the audit trail), messages (the mails
 * sent to the candidate), schedule (an interview on one of the candidate's job stages) and
 * closeProfile (`delete-candidates`: mark for deletion, 30 days to purge, or restore); the query
 * flags openHistoryTab and openMessagesTab open their tabs (spec 001 §2). One chunk.
 */

import { PURGE_AFTER_DAYS } from '@quota/shared/domain/candidates/limits'
import { LIMITS } from '@quota/shared/domain/validation/limits'
import { type FormEvent, lazy, Suspense, useEffect, useState } from 'react'
import { useSnapshot } from 'valtio'
import { Link, useSearch } from 'wouter'
import { confirmDialog } from '../../app/dialogs'
import { ChunkErrorPage } from '../../app/pages/chunk-error-page'
import { promptReload } from '../../app/reload'
import { toast } from '../../app/toasts'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'
import { Checkbox } from '../../ui/checkbox'
import { DataTable } from '../../ui/data-table'
import { EmptyState } from '../../ui/empty-state'
import { Select } from '../../ui/select'
import { Spinner } from '../../ui/spinner'
import { TabLinks } from '../../ui/tabs'
import { TextArea } from '../../ui/text-area'
import { ReindexButton } from '../admin/reindex-button'
import { recordRecentClick } from '../global-search/recent-clicks'
import { CandidateAtsFields } from '../integrate/candidate-ats'
import { offersFeedback } from '../interview-feedback/model'
import { InterviewResponseBadge } from '../interview-response/response-badge'
import { InterviewActions } from '../interviews/interview-actions'
import { JobDecisionPanel } from '../pipeline/decision-panel'
import { formatDate, timeAgo } from '../pipeline/format'
import { setAntiBias, workspaceState } from '../pipeline/state'
import { SubmittalBlurbPanel } from '../pipeline/submittal-blurb'
import { useListOfValues } from '../reference/state'
import { sessionState } from '../session/state'
import { hasPermission } from '../session/user'
import { pdfUrl } from './api'
import { MessagesTab } from './messages-tab'
import { RecommendJobsButton } from './recommend-jobs'
import { ScheduleTab } from './schedule-tab'
import { ShareLinkNotice } from './share-link-notice'
import {
  createShareLink,
  loadAudit,
  loadInternal,
  loadInterviews,
  loadJobStages,
  loadMessages,
  markOpenCandidateForDeletion,
  openProfile,
  profileState,
  restoreOpenCandidate,
  saveNote,
} from './state'
import { ProfileHeading, ProfileSections } from './view/profile-view'
import './candidate-profile.css'

type Tab = 'profile' | 'internal' | 'interviews' | 'history' | 'messages' | 'schedule' | 'closeProfile'
const STAFF_TABS: readonly Tab[] = ['internal', 'interviews', 'history', 'messages', 'schedule']
const DAY = 86_400_000

/** The candidate's own editor is its own chunk: recruiters never load it. */
const CandidateProfileEditor = lazy(async () => {
  try {
    return { default: (await import('./editor/profile-editor')).CandidateProfileEditor }
  } catch (error) {
    console.error('Failed to load the profile editor', error)
    void promptReload('chunk-load')
    return { default: ChunkErrorPage }
  }
})

const NOTE_TYPES = ['general', 'call', 'email', 'meeting', 'interview', 'reference'] as const

export function CandidateProfilePage() {
  const search = useSearch()
  const query = new URLSearchParams(search)
  const { user } = useSnapshot(sessionState)
  const staff = user?.userType === 'staff'
  const canClose = staff && !!user && hasPermission(user, 'delete-candidates')
  const candidateId = query.get('candidateId') ?? (user?.candidateId as string | undefined) ?? null
  const requested = query.get('tab')
  const tab: Tab = !staff
    ? 'profile'
    : STAFF_TABS.includes(requested as Tab) || (requested === 'closeProfile' && canClose)
      ? (requested as Tab)
      : query.get('openHistoryTab') === 'true'
        ? 'history'
        : query.get('openMessagesTab') === 'true'
          ? 'messages'
          : 'profile'
  const s = useSnapshot(profileState)
  // A candidate on their own profile edits it (001 §2, §3).
  const ownProfile = user?.userType === 'candidate' && !!user.candidateId && candidateId === user.candidateId

  // A client sees the profile as anti-bias mode says (their choice on the job lists, kept per user).
  const ws = useSnapshot(workspaceState)
  const client = user?.userType === 'client'
  const antiBias = client && ws.antiBias
  const jobId = query.get('jobId')

  useEffect(() => {
    if (candidateId && !ownProfile) void openProfile(candidateId, antiBias)
  }, [candidateId, ownProfile, antiBias])
  useEffect(() => {
    if (!candidateId || s.candidateId !== candidateId) return
    if (tab === 'internal' && !s.notesLoaded) void loadInternal()
    if (tab === 'history' && !s.auditLoaded) void loadAudit()
    if (tab === 'interviews' && !s.interviewsLoaded) void loadInterviews()
    if (tab === 'messages' && !s.messagesLoaded) void loadMessages()
    if (tab === 'schedule' && !s.jobStagesLoaded) void loadJobStages()
  }, [
    tab,
    candidateId,
    s.candidateId,
    s.notesLoaded,
    s.auditLoaded,
    s.interviewsLoaded,
    s.messagesLoaded,
    s.jobStagesLoaded,
  ])

  // not in anti-bias mode: the recent list would name whom the mode hides
  const loadedCandidate = !ownProfile && !antiBias && s.summary && s.candidateId === candidateId ? candidateId : null
  useEffect(() => {
    if (loadedCandidate) recordRecentClick('candidate', loadedCandidate)
  }, [loadedCandidate])

  if (ownProfile) {
    return (
      <Suspense fallback={<Spinner label="Loading your profile" />}>
        <CandidateProfileEditor candidateId={candidateId} userId={user?.id ?? null} />
      </Suspense>
    )
  }
  if (!candidateId) {
    return (
      <section className="page">
        <h1>Candidate profile</h1>
        <EmptyState title="No candidate chosen." />
      </section>
    )
  }
  if (s.error) {
    return (
      <section className="page">
        <h1>Candidate profile</h1>
        <Alert>{s.error}</Alert>
      </section>
    )
  }
  const p = s.summary
  if (!p || s.candidateId !== candidateId || s.antiBias !== antiBias) return <Spinner label="Loading the profile" />

  // Keep the other query parameters while switching tabs; the open-a-tab flags have done their work.
  const hrefFor = (t: Tab) => {
    const q = new URLSearchParams(search)
    q.delete('openHistoryTab')
    q.delete('openMessagesTab')
    if (t === 'profile') q.delete('tab')
    else q.set('tab', t)
    const qs = q.toString()
    return `/candidate/profile${qs ? `?${qs}` : ''}`
  }

  return (
    <section className="page candidate-profile" data-candidate-id={candidateId}>
      <header className="page-header profile-header">
        <div>
          <ProfileHeading candidate={p} />
        </div>
        <div className="row">
          <Button
            variant="secondary"
            onClick={() => void createShareLink().catch(() => toast.error('The link could not be made.'))}
          >
            Share link
          </Button>
          {p.resume && (
            <a className="btn btn-secondary" href={p.resume.signedUrl} target="_blank" rel="noopener">
              <span>Resume</span>
            </a>
          )}
          <a className="btn btn-secondary" href={pdfUrl(candidateId, antiBias)} target="_blank" rel="noopener">
            <span>Download PDF</span>
          </a>
          {staff && user && hasPermission(user, 'recruiter') && (
            <RecommendJobsButton candidateId={candidateId} name={p.fullName} />
          )}
          {staff && <ReindexButton indexType="candidates" id={candidateId} />}
        </div>
      </header>
      {client && (
        <div className="row profile-view-mode">
          <Checkbox
            name="antiBias"
            label="Anti-bias mode"
            checked={antiBias}
            onChange={(e) => setAntiBias(e.target.checked)}
          />
          {antiBias && (
            <p className="muted">Name, contact details, links, photo and resume are hidden, here and in the PDF.</p>
          )}
        </div>
      )}
      {(staff || client) && <CandidateAtsFields candidateId={candidateId} hideLinks={antiBias} />}
      {jobId && <JobDecisionPanel jobId={jobId} candidateId={candidateId} />}
      {/* the pitch is the recruiter's free text (it may name the candidate): not in anti-bias mode */}
      {jobId && !antiBias && <SubmittalBlurbPanel jobId={jobId} candidateId={candidateId} />}
      {s.share && <ShareLinkNotice share={s.share} />}
      {staff && (
        <TabLinks
          label="Profile sections"
          tabs={[
            { href: hrefFor('profile'), label: 'Profile', current: tab === 'profile' },
            { href: hrefFor('internal'), label: 'Internal', current: tab === 'internal' },
            { href: hrefFor('interviews'), label: 'Interviews', current: tab === 'interviews' },
            { href: hrefFor('history'), label: 'History', current: tab === 'history' },
            { href: hrefFor('messages'), label: 'Messages', current: tab === 'messages' },
            { href: hrefFor('schedule'), label: 'Schedule', current: tab === 'schedule' },
            ...(canClose
              ? [{ href: hrefFor('closeProfile'), label: 'Close profile', current: tab === 'closeProfile' }]
              : []),
          ]}
        />
      )}
      {tab === 'profile' && <ProfileTab />}
      {tab === 'internal' && <InternalTab />}
      {tab === 'interviews' && <InterviewsTab />}
      {tab === 'history' && <HistoryTab />}
      {tab === 'messages' && <MessagesTab />}
      {tab === 'schedule' && <ScheduleTab />}
      {tab === 'closeProfile' && <CloseProfileTab />}
    </section>
  )
}

/** The link just made: shown in full, with a copy button and the API's expiry warning. */
function ProfileTab() {
  const s = useSnapshot(profileState)
  return (
    <ProfileSections
      candidate={s.summary!}
      experience={s.experience}
      education={s.education}
      className="profile-grid"
    />
  )
}

function InternalTab() {
  const s = useSnapshot(profileState)
  const [type, setType] = useState<string>('general')
  const [body, setBody] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  const i = s.internal

  async function onSubmit(e: FormEvent) {
    e.preventDefault()
    const text = body.trim()
    if (!text) return setError('This field is required.')
    if (text.length > LIMITS.internalNotes)
      return setError(`Must be at most ${LIMITS.internalNotes.toLocaleString('en-US')} characters.`)
    setPending(true)
    const problem = await saveNote(type, text)
    setPending(false)
    setError(problem)
    if (!problem) {
      setBody('')
      toast.success('Note added.')
    }
  }

  if (!s.notesLoaded) return <Spinner label="Loading internal details" />
  return (
    <div className="profile-grid">
      <section className="card" aria-labelledby="notes-title">
        <h2 id="notes-title">Notes</h2>
        <form className="form" onSubmit={(e) => void onSubmit(e)} noValidate aria-label="Add a note">
          <Select
            label="Type"
            name="noteType"
            options={NOTE_TYPES.map((t) => ({ value: t, label: t[0]!.toUpperCase() + t.slice(1) }))}
            value={type}
            onChange={(e) => setType(e.target.value)}
          />
          <TextArea
            label="Note"
            name="noteBody"
            maxLength={LIMITS.internalNotes}
            value={body}
            onChange={(e) => setBody(e.target.value)}
            error={error}
          />
          <div>
            <Button type="submit" loading={pending}>
              Add note
            </Button>
          </div>
        </form>
        {s.notes.length === 0 ? (
          <EmptyState title="No notes yet." />
        ) : (
          <ol className="notes">
            {s.notes.map((n) => (
              <li key={n.id} className="note">
                <p className="muted small">
                  {n.type} · {n.author?.name ?? 'System'} · <time dateTime={n.createdAt}>{timeAgo(n.createdAt)}</time>
                </p>
                <p className="prewrap">{n.body}</p>
              </li>
            ))}
          </ol>
        )}
      </section>
      <section className="card" aria-labelledby="internal-title">
        <h2 id="internal-title">Internal</h2>
        {i ? (
          <dl className="details-list">
            <div>
              <dt>Lead status</dt>
              <dd>{i.leadStatus?.value ?? '—'}</dd>
            </div>
            <div>
              <dt>Contact status</dt>
              <dd>{i.contactStatus?.value ?? '—'}</dd>
            </div>
            <div>
              <dt>Owner</dt>
              <dd>{i.owner?.name ?? 'Unassigned'}</dd>
            </div>
            <div>
              <dt>Sourced by</dt>
              <dd>{i.sourcedBy?.name ?? '—'}</dd>
            </div>
            <div>
              <dt>Last touch</dt>
              <dd>{i.lastTouch ? `${formatDate(i.lastTouch)} (${i.elapsedDays ?? 0} days)` : '—'}</dd>
            </div>
            <div>
              <dt>Do not contact</dt>
              <dd>{i.doNotContact ? 'Yes' : 'No'}</dd>
            </div>
          </dl>
        ) : (
          <p className="muted">Not available.</p>
        )}
      </section>
    </div>
  )
}

function HistoryTab() {
  const s = useSnapshot(profileState)
  if (!s.auditLoaded) return <Spinner label="Loading the history" />
  if (!s.audit.length) return <EmptyState title="Nothing has changed yet." />
  return (
    <section className="card" aria-labelledby="history-title">
      <h2 id="history-title">History</h2>
      <DataTable columns={['When', 'What', 'Job', 'By']}>
        {s.audit.map((a) => (
          <tr key={a.id}>
            <td>{formatDate(a.at)}</td>
            <td>
              {a.action} {a.entityType}
              {a.field ? ` · ${a.field}` : ''}
            </td>
            <td>{a.job?.name ?? '—'}</td>
            <td>{a.actor.fullName ?? 'System'}</td>
          </tr>
        ))}
      </DataTable>
    </section>
  )
}

function InterviewsTab() {
  const s = useSnapshot(profileState)
  const name = s.summary?.fullName ?? 'The candidate'
  if (!s.interviewsLoaded) return <Spinner label="Loading the interviews" />
  if (s.interviewsError) return <Alert>{s.interviewsError}</Alert>
  if (!s.interviews.length) return <EmptyState title="No interviews scheduled." />
  return (
    <section className="card" aria-labelledby="interviews-title">
      <h2 id="interviews-title">Interviews</h2>
      <DataTable
        columns={['When', 'Interview', 'Job', 'Company', 'Interviewers', 'Candidate’s response', 'Actions']}
        className="interviews-table"
      >
        {s.interviews.map((i) => (
          <tr key={i.id} data-interview-id={i.id} className={i.isPast ? 'is-past' : undefined}>
            <td>
              <time dateTime={i.startsAt}>
                {formatDate(i.interviewDate)} {i.interviewTime}
              </time>{' '}
              <span className="muted small">
                {i.timezone} · {i.durationMinutes} min{i.isPast ? ' · past' : ''}
              </span>
            </td>
            <td>
              {i.title} <span className="muted small">(round {i.round})</span>
            </td>
            <td>{i.job.name}</td>
            <td>{i.organization.name}</td>
            <td>{i.interviewers.map((p) => p.name || p.email).join(', ') || '—'}</td>
            <td data-field="response">
              <InterviewResponseBadge interview={i} label={null} pendingText="Not answered yet" />
              {i.respondedAt && (
                <span className="muted small">
                  on <time dateTime={i.respondedAt}>{formatDate(i.respondedAt)}</time>
                </span>
              )}
            </td>
            <td>
              <InterviewActions
                interview={{
                  id: i.id,
                  label: `${name}, ${i.title}`,
                  interviewDate: i.interviewDate,
                  interviewTime: i.interviewTime,
                  timezone: i.timezone,
                  duration: i.durationMinutes,
                  changeability: i.changeability,
                }}
                onChanged={loadInterviews}
              />
              {offersFeedback(i) && (
                <Link
                  href={`/interviews/${i.id}/feedback`}
                  className="btn btn-link feedback-link"
                  aria-label={`Feedback on ${name}, ${i.title}`}
                >
                  Feedback
                </Link>
              )}
            </td>
          </tr>
        ))}
      </DataTable>
    </section>
  )
}

function CloseProfileTab() {
  const s = useSnapshot(profileState)
  const reasons = useListOfValues('deleteCandidateReason')
  const [reasonId, setReasonId] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  const p = s.summary!
  const markedAt = p.toBeDeletedAt
  // the answer of a mark made here, else the summary's (after a reload)
  const reason = s.deletion?.reason ?? p.internal?.deleteReason ?? null
  const purgeAfter =
    s.deletion?.purgeAfter ??
    (markedAt ? new Date(new Date(markedAt).getTime() + PURGE_AFTER_DAYS * DAY).toISOString() : null)

  async function onMark(e: FormEvent) {
    e.preventDefault()
    if (!reasonId) return setError('Choose a reason.')
    setError(null)
    const reason = reasons.items.find((r) => r.id === reasonId)?.value ?? ''
    const ok = await confirmDialog({
      title: 'Mark this candidate for deletion?',
      icon: 'warning',
      body: `${p.fullName} will be removed for good after ${PURGE_AFTER_DAYS} days unless restored before then. Reason: ${reason}.`,
      confirmLabel: 'Mark for deletion',
      danger: true,
    })
    if (!ok) return
    setPending(true)
    const problem = await markOpenCandidateForDeletion(reasonId)
    setPending(false)
    setError(problem)
    if (!problem) toast.success('The candidate is marked for deletion.')
  }

  async function onRestore() {
    setPending(true)
    const problem = await restoreOpenCandidate()
    setPending(false)
    if (problem) toast.error(problem)
    else {
      setReasonId('')
      toast.success('The candidate is restored.')
    }
  }

  return (
    <section className="card close-profile" aria-labelledby="close-title">
      <h2 id="close-title">Close profile</h2>
      {markedAt ? (
        <div className="stack">
          <Alert tone="warning">
            Marked for deletion on {formatDate(markedAt)}
            {reason ? ` (${reason.value})` : ''}. The profile will be deleted for good on{' '}
            <time className="purge-date" dateTime={purgeAfter ?? undefined}>
              {formatDate(purgeAfter)}
            </time>{' '}
            unless restored.
          </Alert>
          <div>
            <Button variant="secondary" loading={pending} onClick={() => void onRestore()}>
              Restore candidate
            </Button>
          </div>
        </div>
      ) : (
        <form className="form" onSubmit={(e) => void onMark(e)} noValidate aria-label="Mark for deletion">
          <p className="muted">
            The candidate is hidden at once and deleted for good {PURGE_AFTER_DAYS} days later, unless restored.
          </p>
          <Select
            label="Reason"
            name="deleteReason"
            required
            placeholder="Choose a reason"
            options={reasons.items.map((r) => ({ value: r.id, label: r.value }))}
            value={reasonId}
            onChange={(e) => setReasonId(e.target.value)}
            error={error}
            hint={reasons.loading ? 'Loading…' : undefined}
          />
          <div>
            <Button type="submit" variant="danger" loading={pending}>
              Mark for deletion
            </Button>
          </div>
        </form>
      )}
    </section>
  )
}
