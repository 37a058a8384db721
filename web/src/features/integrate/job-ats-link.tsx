/**
 * The job page's ATS link (002 §1 job fields jobAtsSystemId, jobAtsUrl, jobAtsName,
 * jobAtsRequisitionId, jobAtsEmail): what the job is linked to in the client's Greenhouse or
 * Lever, a link to open it there, and for those who change jobs, link (pick an ATS job, the
 * confirmation shows ID, name, requisition ID, location, created date) and unlink. A client
 * without a connected ATS is told so, never offered a link that cannot work.
 */
import { useEffect, useState } from 'react'
import { confirmDialog } from '../../app/dialogs'
import { isApiError } from '../../app/http'
import { toast } from '../../app/toasts'
import { Button } from '../../ui/button'
import { Select } from '../../ui/select'
import { Spinner } from '../../ui/spinner'
import { formatDate } from '../pipeline/format'
import { type AtsJobDto, type AtsJobLinkDto, fetchAtsJobLink, fetchAtsJobs, linkAtsJob, unlinkAtsJob } from './ats-api'
import { AtsJobConfirmBody } from './ats-job-confirm'

const PROVIDER_NAMES = { greenhouse: 'Greenhouse', lever: 'Lever' } as const

export function JobAtsLink({
  jobId,
  organizationId,
  canEdit,
}: {
  jobId: string
  organizationId: string
  canEdit: boolean
}) {
  const [link, setLink] = useState<AtsJobLinkDto | null | undefined>(undefined)
  const [failed, setFailed] = useState(false)
  const [choices, setChoices] = useState<AtsJobDto[] | null>(null)
  const [noAts, setNoAts] = useState(false)
  const [chosen, setChosen] = useState('')
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    let live = true
    setLink(undefined)
    fetchAtsJobLink(jobId)
      .then((l) => live && setLink(l))
      .catch(() => live && setFailed(true))
    return () => {
      live = false
    }
  }, [jobId])

  async function pick() {
    setBusy(true)
    try {
      setChoices(await fetchAtsJobs(organizationId, [409]))
    } catch (e) {
      if (isApiError(e) && e.status === 409) setNoAts(true)
    } finally {
      setBusy(false)
    }
  }

  async function onLink() {
    const job = choices?.find((j) => j.id === chosen)
    if (!job) {
      toast.error('Choose the ATS job to link first.')
      return
    }
    const sure = await confirmDialog({
      title: 'Link this ATS job?',
      icon: 'info',
      body: <AtsJobConfirmBody job={job} />,
      confirmLabel: 'Link',
    })
    if (!sure) return
    setBusy(true)
    try {
      const linked = await linkAtsJob(jobId, job.id)
      setLink(linked)
      setChoices(null)
      toast.success(`Linked to ${linked.jobAtsName ?? linked.jobAtsSystemId}.`)
    } catch {
      // the HTTP layer has shown the error
    } finally {
      setBusy(false)
    }
  }

  async function onUnlink(current: AtsJobLinkDto) {
    const sure = await confirmDialog({
      title: 'Unlink the ATS job?',
      icon: 'warning',
      danger: true,
      body: `Candidates of this job can no longer be pushed to ${current.jobAtsName ?? current.jobAtsSystemId} in ${PROVIDER_NAMES[current.provider]}.`,
      confirmLabel: 'Unlink',
    })
    if (!sure) return
    setBusy(true)
    try {
      await unlinkAtsJob(jobId)
      setLink(null)
      toast.success('The ATS job is unlinked.')
    } catch {
      // the HTTP layer has shown the error
    } finally {
      setBusy(false)
    }
  }

  if (failed) return null
  return (
    <section className="card stack job-ats-link" aria-labelledby="job-ats-title">
      <h2 id="job-ats-title" className="section-title">
        Applicant tracking system
      </h2>
      {link === undefined ? (
        <Spinner label="Loading the ATS link" />
      ) : link ? (
        <>
          <dl className="details-list">
            <div data-field="jobAtsName">
              <dt>{PROVIDER_NAMES[link.provider]} job</dt>
              <dd>{link.jobAtsName ?? '—'}</dd>
            </div>
            <div data-field="jobAtsRequisitionId">
              <dt>Requisition ID</dt>
              <dd>{link.jobAtsRequisitionId ?? '—'}</dd>
            </div>
            <div data-field="jobAtsSystemId">
              <dt>ATS job ID</dt>
              <dd>{link.jobAtsSystemId}</dd>
            </div>
            <div data-field="jobAtsStatus">
              <dt>Status in the ATS</dt>
              <dd>{link.status ?? '—'}</dd>
            </div>
            <div data-field="jobAtsLocation">
              <dt>Location</dt>
              <dd>{link.location ?? '—'}</dd>
            </div>
            <div data-field="jobAtsCreatedAt">
              <dt>Created in the ATS</dt>
              <dd>{link.createdAt ? formatDate(link.createdAt) : '—'}</dd>
            </div>
            {link.jobAtsEmail && (
              <div data-field="jobAtsEmail">
                <dt>ATS e-mail</dt>
                <dd>{link.jobAtsEmail}</dd>
              </div>
            )}
          </dl>
          <div className="row">
            {link.jobAtsUrl && (
              <a
                className="btn btn-secondary job-ats-url"
                href={link.jobAtsUrl}
                target="_blank"
                rel="noopener noreferrer"
              >
                <span>Open in {PROVIDER_NAMES[link.provider]}</span>
              </a>
            )}
            {canEdit && (
              <Button variant="danger" loading={busy} onClick={() => void onUnlink(link)}>
                Unlink ATS job
              </Button>
            )}
          </div>
        </>
      ) : noAts ? (
        <p className="muted">No applicant tracking system is connected for this client (see Integrations).</p>
      ) : choices ? (
        choices.length === 0 ? (
          <p className="muted">The applicant tracking system has no jobs to link.</p>
        ) : (
          <div className="row">
            <Select
              label="ATS job"
              name="atsJobId"
              placeholder="Choose an ATS job"
              options={choices.map((j) => ({
                value: j.id,
                label: `${j.name}${j.requisitionId ? ` (${j.requisitionId})` : ''}`,
              }))}
              value={chosen}
              onChange={(e) => setChosen(e.target.value)}
            />
            <Button loading={busy} onClick={() => void onLink()}>
              Link
            </Button>
          </div>
        )
      ) : (
        <>
          <p className="muted">Not linked to a job in the applicant tracking system.</p>
          {canEdit && (
            <div>
              <Button variant="secondary" loading={busy} onClick={() => void pick()}>
                Link to an ATS job
              </Button>
            </div>
          )}
        </>
      )}
    </section>
  )
}
