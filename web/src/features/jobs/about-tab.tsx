/** The job page's About tab: the company's about text (PATCH organizations/{id} aboutHtml). */
import { LIMITS } from '@quota/shared/domain/validation/limits'
import { useEffect } from 'react'
import { useSnapshot } from 'valtio'
import { ListError } from '../../ui/list'
import { Spinner } from '../../ui/spinner'
import type { JobDetail } from './api'
import { EditableText } from './editable-text'
import { htmlToText, textToHtml } from './html-text'
import { jobPageState, loadOrganizationProfile, saveAbout } from './job-page-state'

export function AboutTab({ job, canEdit }: { job: JobDetail; canEdit: boolean }) {
  const s = useSnapshot(jobPageState)
  const organizationId = job.organization.id

  useEffect(() => {
    void loadOrganizationProfile(organizationId)
  }, [organizationId])

  if (s.organizationId === organizationId && s.profileError) {
    return <ListError message={s.profileError} onRetry={() => void loadOrganizationProfile(organizationId)} />
  }
  const profile = s.organizationId === organizationId ? s.profile : null
  if (!profile) return <Spinner label="Loading the company" />
  return (
    <EditableText
      title={`About ${profile.name}`}
      label="About the company"
      name="aboutHtml"
      text={htmlToText(profile.aboutHtml)}
      // the HTML written is longer than the text typed; the API holds the HTML to its own limit
      maxLength={LIMITS.internalNotes}
      canEdit={canEdit}
      emptyText="Nothing has been written about this company yet."
      savedMessage={`The about text of ${profile.name} was saved.`}
      onSave={(text) => saveAbout(organizationId, textToHtml(text))}
    />
  )
}
