/**
 * The stage actions beside a candidate's profile when it is opened from a job (the job's list or
 * the company home's "Review"): the job, the candidate's stage there and exactly the buttons the
 * API answers for this viewer, run through the same dialogs as on the list.
 */
import type { JobCandidateListItem } from '@quota/shared/contracts/pipeline'
import { useEffect, useState } from 'react'
import { useSnapshot } from 'valtio'
import { Link } from 'wouter'
import { isApiError } from '../../app/http'
import { Spinner } from '../../ui/spinner'
import { sessionState } from '../session/state'
import { startAction } from './action-dialogs'
import type { JobDetail } from './api'
import { RowActions, StageBadge } from './components'
import { defaultTimeZone } from './schedule-interview-form'
import { openCandidateOnJob, workspaceState } from './state'

export function JobDecisionPanel({ jobId, candidateId }: { jobId: string; candidateId: string }) {
  const s = useSnapshot(workspaceState)
  const { user } = useSnapshot(sessionState)
  const [status, setStatus] = useState<'loading' | 'ready' | 'none' | 'error'>('loading')
  // the row as loaded here: a list reload (anti-bias switched) may leave it off the workspace's first page
  const [own, setOwn] = useState<JobCandidateListItem | null>(null)
  const provider = user?.userType !== 'client'
  const antiBias = s.antiBias

  useEffect(() => {
    setStatus('loading')
    openCandidateOnJob(jobId, candidateId, antiBias)
      .then((item) => {
        setOwn(item)
        setStatus(item ? 'ready' : 'none')
      })
      .catch((error) => setStatus(isApiError(error) && error.status === 404 ? 'none' : 'error'))
  }, [jobId, candidateId, antiBias])

  const item =
    (s.jobId === jobId
      ? (s.rows.find((r) => r.candidate.id === candidateId) as JobCandidateListItem | undefined)
      : undefined) ?? own
  const job = (s.jobId === jobId ? s.job : null) as JobDetail | null

  return (
    <section className="card decision-panel" aria-labelledby="decision-title">
      <h2 id="decision-title">{job ? job.name : 'This job'}</h2>
      {status === 'loading' && !item ? (
        <Spinner label="Loading the candidate's stage" />
      ) : status === 'error' ? (
        <p role="alert">The stage could not be loaded. Please try again.</p>
      ) : !item ? (
        <p>This candidate is no longer on this job.</p>
      ) : (
        <div className="decision-row">
          <StageBadge stage={item.stage} />
          <RowActions
            item={item}
            busyAction={s.pending[candidateId]}
            onAction={(action) =>
              void startAction(item, action, { provider, timezone: defaultTimeZone(user?.timezone) }).then((result) => {
                if (result) setOwn((o) => o && { ...o, stage: result.stage, actions: result.actions })
              })
            }
          />
        </div>
      )}
      <p>
        <Link href={`/job/${jobId}/candidates`}>Back to the job's candidates</Link>
      </p>
    </section>
  )
}
