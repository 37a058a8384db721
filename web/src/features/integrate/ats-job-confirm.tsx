/** Shared by /integrate and the job page (kept apart so the job page's chunk stays small). */
import { formatDate } from '../pipeline/format'
import type { AtsJobDto } from './ats-api'

/** The link-ATS-job confirmation's body (002 §2: ID, name, requisition ID, location, created date). */
export function AtsJobConfirmBody({ job }: { job: AtsJobDto }) {
  return (
    <dl className="ats-link-confirm">
      <dt>ID</dt>
      <dd>{job.id}</dd>
      <dt>Name</dt>
      <dd>{job.name}</dd>
      <dt>Requisition ID</dt>
      <dd>{job.requisitionId ?? '—'}</dd>
      <dt>Location</dt>
      <dd>{job.location ?? '—'}</dd>
      <dt>Created</dt>
      <dd>{job.createdAt ? formatDate(job.createdAt) : '—'}</dd>
    </dl>
  )
}
