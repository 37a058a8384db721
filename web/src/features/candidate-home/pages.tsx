/** The candidate's own area: home (jobs with their labels, the feed, the owner) and calendar. One chunk. */
import { STAGE_TYPE_NAMES, type StageType } from '@quota/shared/domain/workflow/vocabulary'
import { useEffect } from 'react'
import { useSnapshot } from 'valtio'
import { Link } from 'wouter'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'
import { EmptyState } from '../../ui/empty-state'
import { Spinner } from '../../ui/spinner'
import { formatDate, timeAgo } from '../pipeline/format'
import { sessionState } from '../session/state'
import { displayName } from '../session/user'
import type { DashboardJob, FeedItem } from './api'
import { ProfileCompletionCard } from './profile-completion-card'
import { ReinboundCard } from './reinbound-card'
import { dashboardState, loadDashboard, loadMoreFeed, openFeedItem } from './state'
import './candidate-home.css'
import '../reinbound/reinbound.css'

/** The label a job shows: its `candidateJobLabel`, or the stage's own name when no rule matched. */
export const jobLabelText = (job: Pick<DashboardJob, 'jobLabel' | 'stageDisplayName'>) =>
  job.jobLabel?.text ?? job.stageDisplayName

function labelTone(key: string | undefined): string {
  switch (key) {
    case 'hired':
      return 'success'
    case 'closed':
    case 'withdrew':
      return 'danger'
    case 'offered':
    case 'interview_request':
      return 'warning'
    default:
      return 'info'
  }
}

const FEED_TEXT: Record<string, string> = {
  opportunityPitched: 'You have a new opportunity',
  interviewScheduled: 'An interview was scheduled',
  interviewUpdated: 'An interview was changed',
  interviewDeleted: 'An interview was cancelled',
  offerTracked: 'You received an offer',
  hired: 'You were hired — congratulations!',
  jobRecommended: 'A job was recommended to you',
  message: 'You have a new message',
}

/** Stage changes, by the action that made them, in the candidate's words. */
const ACTION_TEXT: Record<string, string> = {
  submit: 'You were put forward for this job',
  submitToClient: 'Your profile was sent to the company',
  bulkApprove: 'Your profile was sent to the company',
  accept: 'The company wants to meet you',
  reject: 'The company decided not to move forward',
  unreject: 'Your application is back in process',
  withdrawOpportunity: 'The opportunity was withdrawn',
  respondToOpportunity: 'Your answer was sent to the company',
  closeJob: 'The job was closed',
}

export function feedText(item: Pick<FeedItem, 'type' | 'stage' | 'data'>): string {
  // a recruiter's message names who wrote it
  if (item.type === 'message' && typeof item.data?.senderName === 'string' && item.data.senderName)
    return `New message from ${item.data.senderName}`
  const known = FEED_TEXT[item.type]
  if (known) return known
  const action = typeof item.data?.action === 'string' ? ACTION_TEXT[item.data.action] : undefined
  if (action) return action
  const stage = item.stage?.stageType as StageType | undefined
  return stage && STAGE_TYPE_NAMES[stage] ? `Moved to ${STAGE_TYPE_NAMES[stage]}` : 'Your application was updated'
}

export function CandidateHomePage() {
  const { user } = useSnapshot(sessionState)
  const s = useSnapshot(dashboardState)
  const deletion = user?.toBeDeletedAt ? new Date(user.toBeDeletedAt) : null

  useEffect(() => {
    void loadDashboard()
  }, [])

  return (
    <section className="page candidate-home">
      <header className="page-header">
        <h1>Welcome{user ? `, ${user.firstName || displayName(user)}` : ''}</h1>
        <p className="muted">Your jobs and what happened lately.</p>
      </header>
      {deletion && (
        <Alert tone="warning">
          Your profile is marked for deletion and will be removed permanently 30 days after{' '}
          {deletion.toLocaleDateString()}.
        </Alert>
      )}
      <div className="candidate-home-grid">
        <section className="card" aria-labelledby="my-jobs-title">
          <h2 id="my-jobs-title">My jobs</h2>
          {s.jobsError ? (
            <Alert>{s.jobsError}</Alert>
          ) : s.jobsLoading && !s.jobs.length ? (
            <Spinner label="Loading your jobs" />
          ) : s.jobs.length === 0 ? (
            <EmptyState title="No jobs yet.">When a recruiter submits you to a job, it shows here.</EmptyState>
          ) : (
            <ul className="dashboard-jobs row-list">
              {s.jobs.map((job) => (
                <li key={job.stageId} className="dashboard-job row-list-item" data-job-id={job.job.id}>
                  <div className="dashboard-job-main">
                    <h3>
                      {job.job.name}
                      {job.isNew && (
                        <span className="new-dot" title="Updated">
                          New
                        </span>
                      )}
                    </h3>
                    <p className="muted">
                      {job.organization.name}
                      {job.job.jobLocations.length > 0 &&
                        ` · ${job.job.jobLocations
                          .map((l) => [l.cityName, l.stateCode].filter(Boolean).join(', '))
                          .filter(Boolean)
                          .join('; ')}`}
                    </p>
                    <p className="muted small">
                      Updated {formatDate(job.statusUpdatedAt)} ·{' '}
                      <Link href={`/messages?job=${job.job.id}`} data-unread={job.unreadMessagesCount}>
                        {job.unreadMessagesCount > 0
                          ? `${job.unreadMessagesCount} unread message${job.unreadMessagesCount === 1 ? '' : 's'}`
                          : 'Messages'}
                      </Link>
                    </p>
                  </div>
                  <span
                    className={`badge badge-${labelTone(job.jobLabel?.key)} job-label`}
                    data-label-key={job.jobLabel?.key ?? ''}
                  >
                    {jobLabelText(job)}
                  </span>
                </li>
              ))}
            </ul>
          )}
          {(s.recommendedJobs.length > 0 || s.recommendedError) && (
            <section className="recommended-jobs" aria-labelledby="recommended-jobs-title">
              <h2 id="recommended-jobs-title">Recommended for you</h2>
              {s.recommendedError ? (
                <Alert>{s.recommendedError}</Alert>
              ) : (
                <ul className="recommended-job-list row-list">
                  {s.recommendedJobs.map((job) => (
                    <li key={job.jobId} className="recommended-job row-list-item" data-job-id={job.jobId}>
                      <div className="dashboard-job-main">
                        <h3>{job.name}</h3>
                        <p className="muted">{job.organizationName}</p>
                        {job.recommendedBy && (
                          <p className="muted small">
                            Recommended by {job.recommendedBy.name}
                            {job.recommendedAt && ` on ${formatDate(job.recommendedAt)}`}
                          </p>
                        )}
                      </div>
                      <span className="badge badge-info">Recommended</span>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          )}
        </section>
        <aside className="candidate-home-side">
          <ProfileCompletionCard />
          <section className="card" aria-labelledby="feed-title">
            <h2 id="feed-title">Activity</h2>
            {s.feedError ? (
              <Alert>{s.feedError}</Alert>
            ) : s.feedLoading && !s.feed.length ? (
              <Spinner label="Loading activity" />
            ) : s.feed.length === 0 ? (
              <EmptyState title="Nothing new yet." />
            ) : (
              <>
                <ol className="feed">
                  {s.feed.map((item) => (
                    <li key={item.id} className={`feed-item${item.isNew ? ' is-new' : ''}`} data-feed-type={item.type}>
                      <p className="feed-text">
                        {item.type === 'message' && item.jobId ? (
                          // opening it marks this item seen (PATCH activity-history/{id}), then the thread
                          <Link
                            href={`/messages?job=${item.jobId}`}
                            className="feed-message-link"
                            onClick={() => void openFeedItem(item.id)}
                          >
                            {feedText(item)}
                          </Link>
                        ) : (
                          feedText(item)
                        )}
                        {item.isNew && <span className="new-dot">New</span>}
                      </p>
                      <p className="muted small">
                        {item.jobName &&
                          `${item.jobName}${item.organization ? ` at ${item.organization.name}` : ''} · `}
                        <time dateTime={item.createdAt}>{timeAgo(item.createdAt)}</time>
                      </p>
                    </li>
                  ))}
                </ol>
                {s.feed.length < s.feedTotal && (
                  <Button variant="secondary" loading={s.feedLoading} onClick={() => void loadMoreFeed()}>
                    Show more
                  </Button>
                )}
              </>
            )}
          </section>
          {s.hiddenJobs.length > 0 && (
            <section className="card" aria-labelledby="hidden-jobs-title">
              <h2 id="hidden-jobs-title">Opportunities you declined</h2>
              <ul className="dashboard-jobs hidden-jobs row-list">
                {s.hiddenJobs.map((job) => (
                  <li key={job.stageId} className="dashboard-job row-list-item" data-job-id={job.job.id}>
                    <div className="dashboard-job-main">
                      <h3>{job.job.name}</h3>
                      <p className="muted">{job.organization.name}</p>
                    </div>
                    <span className={`badge badge-${labelTone(job.jobLabel?.key)} job-label`}>{jobLabelText(job)}</span>
                  </li>
                ))}
              </ul>
            </section>
          )}
          {user?.candidateId && !deletion && <ReinboundCard candidateId={user.candidateId} />}
          {s.owner && (
            <section className="card owner-card" aria-labelledby="owner-title">
              <h2 id="owner-title">Your recruiter</h2>
              <p className="owner-name">{s.owner.fullName}</p>
              {s.owner.role && <p className="muted">{s.owner.role}</p>}
              {s.owner.email && (
                <p>
                  <a href={`mailto:${s.owner.email}`}>{s.owner.email}</a>
                </p>
              )}
            </section>
          )}
        </aside>
      </div>
    </section>
  )
}

export { CandidateCalendarPage } from './calendar-page'
