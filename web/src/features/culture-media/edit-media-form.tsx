/** Changing one item's title, description and thumbnail (replaced by an upload, or removed). */
import { type FormEvent, useId, useState } from 'react'
import { useFormChangedWarning } from '../../app/form-guard'
import { toast } from '../../app/toasts'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'
import type { CultureMediaItem, CultureMediaPatch } from './api'
import { errorsOf, type FieldErrors, mediaName } from './model'
import { updateItem } from './state'
import { MediaTextFields } from './text-fields'
import { ThumbnailField } from './upload-fields'

const FIELDS = ['title', 'description', 'thumbnailMediaId'] as const

export function EditMediaForm({
  organizationId,
  item,
  onDone,
}: {
  organizationId: string
  item: CultureMediaItem
  onDone: () => void
}) {
  const titleId = useId()
  const [title, setTitle] = useState(item.title ?? '')
  const [description, setDescription] = useState(item.description ?? '')
  /** undefined: keep; null: remove; an id: the new upload. */
  const [thumbnail, setThumbnail] = useState<string | null | undefined>(undefined)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [saving, setSaving] = useState(false)

  const patch: CultureMediaPatch = {}
  if (title.trim() !== (item.title ?? '')) patch.title = title.trim() || null
  if (description.trim() !== (item.description ?? '')) patch.description = description.trim() || null
  if (thumbnail !== undefined) patch.thumbnailMediaId = thumbnail
  const dirty = Object.keys(patch).length > 0
  useFormChangedWarning(dirty)

  async function onSubmit(e: FormEvent) {
    e.preventDefault()
    if (!dirty) return onDone()
    setSaving(true)
    try {
      await updateItem(organizationId, item.id, patch)
      toast.success('The culture media item was saved.')
      onDone()
    } catch (error) {
      setErrors(errorsOf(error, FIELDS) ?? {})
    } finally {
      setSaving(false)
    }
  }

  // an uploaded thumbnail (a link's own picture is not one to remove)
  const ownThumbnail = item.thumbnailUrl?.includes(`/organizations/${organizationId}/media/`) ?? false
  return (
    <form
      className="form culture-media-edit"
      aria-labelledby={titleId}
      noValidate
      data-form="culture-media-edit"
      onSubmit={(e) => void onSubmit(e)}
    >
      <h3 id={titleId}>Edit {mediaName(item)}</h3>
      <MediaTextFields
        title={title}
        description={description}
        onChange={(field, value) => (field === 'title' ? setTitle : setDescription)(value)}
        errors={errors}
      />
      {ownThumbnail && thumbnail === undefined && (
        <div className="row">
          <img src={item.thumbnailUrl!} alt="The current thumbnail" className="culture-media-thumb" />
          <Button variant="ghost" onClick={() => setThumbnail(null)}>
            Remove thumbnail
          </Button>
        </div>
      )}
      {thumbnail === null && <p className="small muted">The thumbnail will be removed when you save.</p>}
      <ThumbnailField
        organizationId={organizationId}
        label={ownThumbnail ? 'Replace the thumbnail' : 'Thumbnail (optional)'}
        onUploaded={(media) => setThumbnail(media.id)}
        error={errors.thumbnailMediaId}
      />
      {errors.form && <Alert>{errors.form}</Alert>}
      <div className="row">
        <Button type="submit" loading={saving}>
          Save
        </Button>
        <Button variant="secondary" disabled={saving} onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  )
}
