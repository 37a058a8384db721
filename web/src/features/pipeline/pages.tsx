/** The job workspace (/job/{jobId}/candidates, /shortlisted, /matching, ...): one chunk. */
import { type Action, canBulkApprove, isActionPermitted, type ListKind } from '@quota/shared/domain/workflow/index'
import { LIST_KIND_NAMES } from '@quota/shared/domain/workflow/vocabulary'
import { useEffect } from 'react'
import { useSnapshot } from 'valtio'
import { Link, useLocation, useSearch } from 'wouter'
import { isApiError } from '../../app/http'
import { toast } from '../../app/toasts'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'
import { Checkbox } from '../../ui/checkbox'
import { EmptyState } from '../../ui/empty-state'
import { Spinner } from '../../ui/spinner'
import { TabLinks } from '../../ui/tabs'
import { recordRecentClick } from '../global-search/recent-clicks'
import { JobPage } from '../jobs/job-page'
import { sessionState } from '../session/state'
import { startAction } from './action-dialogs'
import type { JobCandidateListItem, JobDetail } from './api'
import { AggregatesBar, CandidateRow } from './components'
import { FillGapsButton } from './fill-gaps-button'
import { formatRange } from './format'
import { JitSuggestedToolbar } from './jit-suggested'
import { jobContextOf, permissionInputOf, viewerKindOf } from './permission'
import { NearMisses, RecommendationWhy, RecommendedToolbar } from './recommended'
import { defaultTimeZone } from './schedule-interview-form'
import { SearchFilterButton } from './search-filter-editor'
import {
  approveSelected,
  confirmInMail,
  followMatchingList,
  loadCandidates,
  loadMoreCandidates,
  MAX_SELECTED,
  openWorkspace,
  reloadWorkspaceJob,
  type ShortlistVariant,
  STAGE_FILTER_LABELS,
  STAGE_FILTERS,
  setAntiBias,
  setStageFilter,
  setWorkspaceJob,
  toggleRowSelected,
  workspaceState,
} from './state'
import './pipeline.css'

/** The lists, the shortlist's JIT Suggested variant, and the job's details. */
type WorkspaceTab = ListKind | 'jitSuggested' | 'details'

/** Which list a workspace path shows. */
export function tabOfPath(pathname: string, search: string): WorkspaceTab {
  const last = pathname.replace(/\/$/, '').split('/').pop()
  switch (last) {
    case 'shortlisted': {
      const variant = new URLSearchParams(search).get('variant')
      return variant === 'jitFarming' ? 'jitFarming' : variant === 'jitSuggested' ? 'jitSuggested' : 'shortlist'
    }
    case 'matching':
    case 'search':
      return 'matching'
    case 'recommended':
      return 'recommended'
    case 'hidden':
      return 'hidden'
    case 'details':
      return 'details'
    default:
      return 'jobStage'
  }
}

function tabsFor(jobId: string, provider: boolean, current: WorkspaceTab) {
  const base = `/job/${jobId}`
  const all: { tab: WorkspaceTab; href: string; label: string; providerOnly?: boolean }[] = [
    { tab: 'jobStage', href: `${base}/candidates`, label: provider ? 'Job Stage' : 'Candidates' },
    { tab: 'shortlist', href: `${base}/shortlisted`, label: 'Shortlist' },
    {
      tab: 'jitSuggested',
      href: `${base}/shortlisted?variant=jitSuggested`,
      label: 'JIT Suggested',
      providerOnly: true,
    },
    { tab: 'jitFarming', href: `${base}/shortlisted?variant=jitFarming`, label: 'JIT Farming', providerOnly: true },
    { tab: 'matching', href: `${base}/matching`, label: 'Matching' },
    { tab: 'recommended', href: `${base}/recommended`, label: 'Recommended', providerOnly: true },
    { tab: 'hidden', href: `${base}/hidden`, label: 'Hidden' },
    { tab: 'details', href: `${base}/details`, label: 'Details' },
  ]
  return all
    .filter((t) => provider || !t.providerOnly)
    .map((t) => ({ href: t.href, label: t.label, current: t.tab === current }))
}

const EMPTY_TEXT: Record<Exclude<WorkspaceTab, 'details'>, string> = {
  jitSuggested: 'Nobody from the JIT pool is suggested yet.',
  jobStage: 'Nobody has been submitted to this job yet.',
  shortlist: 'Nobody is on the shortlist.',
  jitFarming: 'No JIT-farming candidates.',
  matching: 'No matching candidates.',
  recommended: 'No recommendations for this job yet.',
  hidden: 'Nobody is hidden.',
}

export function JobWorkspacePage({ params }: { params: Record<string, string> }) {
  const jobId = params.jobId ?? ''
  const [pathname] = useLocation()
  const search = useSearch()
  const tab = tabOfPath(pathname, search)
  const list: ListKind = tab === 'details' ? 'jobStage' : tab === 'jitSuggested' ? 'shortlist' : tab
  const variant: ShortlistVariant | null = tab === 'jitSuggested' ? 'jit_suggested' : null
  const listTab = tab === 'details' ? 'jobStage' : tab
  const s = useSnapshot(workspaceState)
  const { user } = useSnapshot(sessionState)
  const provider = user?.userType !== 'client'

  useEffect(() => {
    void openWorkspace(jobId, list, variant)
  }, [jobId, list, variant])
  const loadedJobId = s.job?.id
  useEffect(() => {
    if (loadedJobId && loadedJobId === jobId) recordRecentClick('job', jobId)
  }, [jobId, loadedJobId])

  // Until the store has caught up with this route, what it holds belongs to another list.
  const stale = s.jobId !== jobId || s.list !== list || s.variant !== variant
  const loading = s.loading || stale
  const job = (s.jobId === jobId ? s.job : null) as JobDetail | null
  const timezone = defaultTimeZone(user?.timezone)

  function onAction(item: JobCandidateListItem, action: Action) {
    void startAction(item, action, { provider, timezone })
  }

  // Bulk approval: rows in Pending AM Approval this viewer may approve (shared rules).
  const viewer = viewerKindOf(user)
  const jobContext = job ? jobContextOf(job) : null
  const rows = s.rows as JobCandidateListItem[]
  const approvable = new Set(
    jobContext && list === 'jobStage'
      ? rows
          .filter((r) => isActionPermitted(permissionInputOf(r, viewer, jobContext), 'bulkApprove'))
          .map((r) => r.candidate.id)
      : [],
  )
  const selectedInputs =
    jobContext && list === 'jobStage'
      ? rows.filter((r) => s.selected.includes(r.candidate.id)).map((r) => permissionInputOf(r, viewer, jobContext))
      : []

  async function onApprove() {
    try {
      const n = await approveSelected()
      toast.success(`${n} ${n === 1 ? 'candidate was' : 'candidates were'} submitted to the client.`)
    } catch (error) {
      if (isApiError(error) && [400, 404, 409, 422].includes(error.status)) toast.error(error.message)
    }
  }

  if (s.jobError) {
    return (
      <section className="page">
        <h1>Job</h1>
        <Alert>{s.jobError}</Alert>
        <p>
          <Link href={provider ? '/job' : '/company-home'}>Back to jobs</Link>
        </p>
      </section>
    )
  }

  return (
    <section className="page workspace" data-list={tab}>
      <header className="page-header workspace-header">
        <p className="breadcrumb">
          <Link href={provider ? '/job' : '/company-home'}>{provider ? 'Jobs' : 'Company home'}</Link>
        </p>
        <h1>{job?.name ?? 'Job'}</h1>
        {job && (
          <p className="workspace-meta">
            <span>{job.organization.name}</span>
            <span className={`badge badge-${job.status.id === 'closed' ? 'danger' : 'neutral'}`}>
              {job.status.name}
            </span>
            <span>Open {job.elapsedDays} days</span>
            <span>Base {formatRange(job.baseSalaryLow, job.baseSalaryHigh)}</span>
            <span>OTE {formatRange(job.OTERangeLow, job.OTERangeHigh)}</span>
          </p>
        )}
      </header>

      <AggregatesBar aggregates={s.aggregates as never} provider={provider} />

      <TabLinks label="Candidate lists" tabs={tabsFor(jobId, provider, tab)} />

      {tab === 'details' ? (
        job ? (
          <JobPage
            job={job}
            listPath={provider ? '/job' : '/company-home'}
            onSaved={setWorkspaceJob}
            onReload={reloadWorkspaceJob}
          />
        ) : (
          <Spinner label="Loading the job" />
        )
      ) : (
        <div className="card workspace-list">
          <div className="list-toolbar">
            <h2 className="list-title">
              {tab === 'jobStage' && !provider
                ? 'Candidates submitted to you'
                : tab === 'jitSuggested'
                  ? 'JIT Suggested'
                  : LIST_KIND_NAMES[list]}
              <span className="list-count" aria-live="polite">
                {loading ? '' : ` (${s.total})`}
              </span>
            </h2>
            {!provider && (
              <Checkbox
                label="Anti-bias mode"
                name="antiBias"
                checked={s.antiBias}
                onChange={(e) => setAntiBias(e.target.checked)}
              />
            )}
          </div>
          {list === 'jobStage' && viewer === 'recruiter' && (
            <div className="list-actions">
              <FillGapsButton jobId={jobId} />
            </div>
          )}
          {list === 'jobStage' && (
            <fieldset className="segmented" aria-label="Stage">
              <legend className="visually-hidden">Stage</legend>
              {STAGE_FILTERS.map((f) => (
                <button
                  key={f}
                  type="button"
                  className="segmented-item"
                  aria-pressed={s.stageFilter === f}
                  onClick={() => setStageFilter(f)}
                >
                  {STAGE_FILTER_LABELS[f]}
                </button>
              ))}
            </fieldset>
          )}
          {tab === 'matching' && provider && (
            <div className="list-actions">
              <SearchFilterButton jobId={jobId} onSaved={() => void followMatchingList()} />
              <span className="muted" role="status" data-testid="matching-refresh">
                {s.matchingRefreshing ? 'Refilling the matching list from the filter…' : ''}
              </span>
            </div>
          )}
          {list === 'recommended' && provider && (
            <RecommendedToolbar jobId={jobId} canRecompute={viewer === 'recruiter'} />
          )}
          {tab === 'jitSuggested' && provider && <JitSuggestedToolbar job={job} />}
          {approvable.size > 0 && (
            <div className="bulk-approve" data-testid="bulk-approve">
              <p className="muted">
                {s.selected.length} of {MAX_SELECTED} selected for approval
              </p>
              <Button
                variant="secondary"
                disabled={!canBulkApprove(selectedInputs)}
                loading={s.bulkPending}
                onClick={() => void onApprove()}
              >
                Approve Selected
              </Button>
            </div>
          )}
          {s.listError ? (
            <Alert>
              {s.listError}{' '}
              <Button variant="link" onClick={() => void loadCandidates()}>
                Try again
              </Button>
            </Alert>
          ) : stale || (s.loading && !s.rows.length) ? (
            <Spinner label="Loading candidates" />
          ) : s.rows.length === 0 ? (
            <EmptyState title={EMPTY_TEXT[listTab]} />
          ) : (
            <>
              <ul className="row-list" aria-label={`${LIST_KIND_NAMES[list]} candidates`} aria-busy={loading}>
                {s.rows.map((item) => (
                  <CandidateRow
                    key={item.candidate.id}
                    item={item as JobCandidateListItem}
                    jobId={jobId}
                    busyAction={s.pending[item.candidate.id]}
                    onAction={(action) => onAction(item as JobCandidateListItem, action)}
                    onInMailOutcome={
                      provider ? (outcome) => confirmInMail(item as JobCandidateListItem, outcome) : undefined
                    }
                    selection={
                      approvable.has(item.candidate.id)
                        ? {
                            checked: s.selected.includes(item.candidate.id),
                            disabled: !s.selected.includes(item.candidate.id) && s.selected.length >= MAX_SELECTED,
                            onToggle: () => {
                              toggleRowSelected(item.candidate.id)
                            },
                          }
                        : undefined
                    }
                  >
                    {provider && (
                      // the recruiter's conversation with the candidate about this job
                      <Link
                        className="candidate-message-link"
                        href={`/messages?job=${jobId}&candidate=${item.candidate.id}`}
                        aria-label={`Message ${item.candidate.fullName}`}
                      >
                        Message
                      </Link>
                    )}
                    {list === 'recommended' && (
                      <RecommendationWhy jobId={jobId} candidateId={item.candidate.id} name={item.candidate.fullName} />
                    )}
                    {tab === 'jitSuggested' && provider && (
                      // the numbered rules that put them in the JIT pool, shown at once
                      <RecommendationWhy
                        jobId={jobId}
                        candidateId={item.candidate.id}
                        name={item.candidate.fullName}
                        label="Why suggested"
                        initiallyOpen
                      />
                    )}
                  </CandidateRow>
                ))}
              </ul>
              {s.rows.length < s.total && (
                <div className="list-more">
                  <Button variant="secondary" loading={s.loadingMore} onClick={() => void loadMoreCandidates()}>
                    Show more
                  </Button>
                </div>
              )}
            </>
          )}
        </div>
      )}
      {tab === 'recommended' && provider && <NearMisses jobId={jobId} />}
    </section>
  )
}
