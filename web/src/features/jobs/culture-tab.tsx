/**
 * The job page's Culture tab: the company's culture media (features/culture-media). Those who
 * may change the company (the API's rule, mirrored by canManageCultureMedia) upload files, add
 * links, edit, remove and reorder them; everyone else looks.
 */
import { useSnapshot } from 'valtio'
import { CultureMediaSection } from '../culture-media/culture-media-section'
import { canManageCultureMedia } from '../culture-media/model'
import { sessionState } from '../session/state'
import type { JobDetail } from './api'

export function CultureTab({ job, canEdit }: { job: JobDetail; canEdit: boolean }) {
  const { user } = useSnapshot(sessionState)
  const organization = job.organization
  return (
    <CultureMediaSection
      organizationId={organization.id}
      organizationName={organization.name}
      canManage={canEdit && canManageCultureMedia(user, organization.id)}
      heading={<h2>Culture at {organization.name}</h2>}
    />
  )
}
