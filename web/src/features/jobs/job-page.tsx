/**
 * The job page on the workspace's Details tab, with the spec's tabs job, about, culture,
 * messages and description (000 §2, 002 §2). The open tab is in the URL (?tab=), so a reload
 * or a shared link keeps it; leaving a modified form through a tab asks first (links navigate).
 */
import { LIMITS } from '@quota/shared/domain/validation/limits'
import { useSnapshot } from 'valtio'
import { useSearch } from 'wouter'
import { TabLinks } from '../../ui/tabs'
import { sessionState } from '../session/state'
import { AboutTab } from './about-tab'
import { type JobDetail, updateJob } from './api'
import { CultureTab } from './culture-tab'
import { EditableText } from './editable-text'
import { JobTab } from './job-tab'
import { MessagesTab } from './messages-tab'
import { canManageJobs, canSeeStaffJobFields } from './permission'
import './job-page.css'

export const JOB_PAGE_TABS = ['job', 'about', 'culture', 'messages', 'description'] as const
export type JobPageTab = (typeof JOB_PAGE_TABS)[number]

const TAB_LABELS: Record<JobPageTab, string> = {
  job: 'Job',
  about: 'About',
  culture: 'Culture',
  messages: 'Messages',
  description: 'Description',
}

export function jobPageTabOf(search: string): JobPageTab {
  const tab = new URLSearchParams(search).get('tab')
  return (JOB_PAGE_TABS as readonly string[]).includes(tab ?? '') ? (tab as JobPageTab) : 'job'
}

export function JobPage({
  job,
  listPath,
  onSaved,
  onReload,
}: {
  job: JobDetail
  listPath: string
  /** The job as a save answered it. */
  onSaved: (job: JobDetail) => void
  /** Load the job again (after a status change or a snippet reset, which answer only part of it). */
  onReload: () => Promise<void>
}) {
  const tab = jobPageTabOf(useSearch())
  const { user } = useSnapshot(sessionState)
  const canEdit = canManageJobs(user)
  const base = `/job/${job.id}/details`

  return (
    <div className="card job-page">
      <TabLinks
        label="Job page"
        tabs={JOB_PAGE_TABS.map((t) => ({
          href: t === 'job' ? base : `${base}?tab=${t}`,
          label: TAB_LABELS[t],
          current: t === tab,
        }))}
      />
      {tab === 'job' && (
        <JobTab
          job={job}
          canEdit={canEdit}
          staff={canSeeStaffJobFields(user)}
          listPath={listPath}
          onSaved={onSaved}
          onStatusChanged={onReload}
        />
      )}
      {tab === 'about' && <AboutTab job={job} canEdit={canEdit} />}
      {tab === 'culture' && <CultureTab job={job} canEdit={canEdit} />}
      {tab === 'messages' && <MessagesTab job={job} canEdit={canEdit} onChanged={onReload} />}
      {tab === 'description' && (
        <EditableText
          key={job.id}
          title="Job description"
          label="Job description"
          name="clientJobDescription"
          text={job.clientJobDescription ?? ''}
          maxLength={LIMITS.jobDescription}
          canEdit={canEdit}
          emptyText="The client has not given a job description yet."
          savedMessage="The job description was saved."
          onSave={async (text) => onSaved(await updateJob(job.id, { clientJobDescription: text.trim() || null }))}
        />
      )}
    </div>
  )
}
