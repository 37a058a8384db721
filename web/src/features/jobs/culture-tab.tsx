/**
 * The job page's Culture tab: the company's culture media (GET organizations/{id}/culture-media).
 * Those who may change the company add a link (its title, image and kind are read by the API)
 * and remove items; file uploads stay on the company's own profile screen.
 */
import { CULTURE_MEDIA_LIMITS } from '@quota/shared/contracts/organizations'
import { FIELD_MESSAGES } from '@quota/shared/domain/auth/index'
import { type FormEvent, useEffect, useState } from 'react'
import { useSnapshot } from 'valtio'
import { confirmDialog } from '../../app/dialogs'
import { useFormChangedWarning } from '../../app/form-guard'
import { toast } from '../../app/toasts'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'
import { EmptyState } from '../../ui/empty-state'
import { ListError } from '../../ui/list'
import { Spinner } from '../../ui/spinner'
import { TextField } from '../../ui/text-field'
import type { CultureMediaItem, JobDetail } from './api'
import { formErrorsOf } from './job-form'
import { addCultureMediaLink, jobPageState, loadCultureMedia, removeCultureMedia } from './job-page-state'

const TYPE_LABELS: Record<string, string> = { image: 'Image', video: 'Video', audio: 'Audio', link: 'Link' }

function AddLinkForm({ organizationId }: { organizationId: string }) {
  const [url, setUrl] = useState('')
  const [title, setTitle] = useState('')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [pending, setPending] = useState(false)
  useFormChangedWarning(Boolean(url || title))

  async function onSubmit(e: FormEvent) {
    e.preventDefault()
    if (!url.trim()) return setErrors({ url: FIELD_MESSAGES.required })
    setErrors({})
    setPending(true)
    try {
      await addCultureMediaLink(organizationId, { url: url.trim(), ...(title.trim() ? { title: title.trim() } : {}) })
      toast.success('The link was added to the culture media.')
      setUrl('')
      setTitle('')
    } catch (error) {
      setErrors(formErrorsOf(error) ?? {})
    } finally {
      setPending(false)
    }
  }

  return (
    <form className="form" aria-label="Add a culture link" noValidate onSubmit={(e) => void onSubmit(e)}>
      <div className="form-grid-2">
        <TextField
          label="Link (video, image or page)"
          name="url"
          type="url"
          required
          autoComplete="off"
          maxLength={CULTURE_MEDIA_LIMITS.url}
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          error={errors.url ?? errors.type}
        />
        <TextField
          label="Title"
          name="title"
          autoComplete="off"
          maxLength={CULTURE_MEDIA_LIMITS.title}
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          error={errors.title}
        />
      </div>
      {errors.form && <Alert>{errors.form}</Alert>}
      <div>
        <Button type="submit" variant="secondary" loading={pending}>
          Add link
        </Button>
      </div>
    </form>
  )
}

function MediaCard({ item, onRemove }: { item: CultureMediaItem; onRemove?: (() => void) | undefined }) {
  const name = item.title || item.siteName || item.url || 'Culture media'
  const href = item.url ?? item.mediaUrl
  return (
    <li className="culture-item">
      {item.thumbnailUrl && <img src={item.thumbnailUrl} alt="" loading="lazy" />}
      <div>
        <p>
          <span className="badge badge-neutral">{TYPE_LABELS[item.type] ?? item.type}</span>{' '}
          {href ? (
            <a href={href} target="_blank" rel="noopener noreferrer">
              {name}
            </a>
          ) : (
            name
          )}
        </p>
        {item.description && <p className="muted">{item.description}</p>}
        {item.status && item.status !== 'complete' && <p className="muted">Media status: {item.status}</p>}
      </div>
      {onRemove && (
        <Button variant="link" aria-label={`Remove ${name}`} onClick={onRemove}>
          Remove
        </Button>
      )}
    </li>
  )
}

export function CultureTab({ job, canEdit }: { job: JobDetail; canEdit: boolean }) {
  const s = useSnapshot(jobPageState)
  const organizationId = job.organization.id

  useEffect(() => {
    void loadCultureMedia(organizationId)
  }, [organizationId])

  async function onRemove(item: CultureMediaItem) {
    const sure = await confirmDialog({
      title: 'Remove culture media',
      icon: 'warning',
      danger: true,
      body: `Remove ${item.title || item.url || 'this item'} from ${job.organization.name}'s culture media?`,
      confirmLabel: 'Remove',
    })
    if (!sure) return
    try {
      await removeCultureMedia(organizationId, item.id)
      toast.success('The item was removed.')
    } catch {
      // shown by the app's error handling
    }
  }

  const mine = s.organizationId === organizationId
  const media = (mine ? s.media : null) as CultureMediaItem[] | null
  return (
    <section className="stack" aria-label="Culture">
      <h2>Culture at {job.organization.name}</h2>
      {mine && s.mediaError ? (
        <ListError message={s.mediaError} onRetry={() => void loadCultureMedia(organizationId)} />
      ) : !media ? (
        <Spinner label="Loading the culture media" />
      ) : media.length === 0 ? (
        <EmptyState title="No culture media yet." />
      ) : (
        <ul className="culture-list">
          {media.map((item) => (
            <MediaCard key={item.id} item={item} onRemove={canEdit ? () => void onRemove(item) : undefined} />
          ))}
        </ul>
      )}
      {canEdit && <AddLinkForm organizationId={organizationId} />}
    </section>
  )
}
