/**
 * Adding culture media: a file (uploaded at once, with its progress) or a link, whose title,
 * description, image and kind the API reads and the form previews before adding. A title,
 * description and thumbnail (16:9 or square) may go with either.
 */
import { CULTURE_MEDIA_LIMITS } from '@quota/shared/contracts/organizations'
import { FIELD_MESSAGES } from '@quota/shared/domain/auth/index'
import { type FormEvent, useId, useState } from 'react'
import { useFormChangedWarning } from '../../app/form-guard'
import { toast } from '../../app/toasts'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'
import { TextField } from '../../ui/text-field'
import { fetchLinkMeta, type UrlMeta } from './api'
import { CULTURE_TYPE_LABELS, errorsOf, type FieldErrors } from './model'
import { addItem } from './state'
import { MediaTextFields } from './text-fields'
import { CultureFileField, ThumbnailField } from './upload-fields'

const FIELDS = ['url', 'mediaId', 'thumbnailMediaId', 'title', 'description', 'type'] as const
type Mode = 'file' | 'link'

const empty = { url: '', mediaId: '', thumbnailMediaId: '', title: '', description: '' }

export function AddMediaForm({ organizationId }: { organizationId: string }) {
  const titleId = useId()
  const [mode, setMode] = useState<Mode>('file')
  const [form, setForm] = useState(empty)
  const [meta, setMeta] = useState<UrlMeta | null>(null)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [pending, setPending] = useState<'preview' | 'add' | null>(null)
  // a new upload field each time the form is reset (it keeps its own progress)
  const [round, setRound] = useState(0)
  useFormChangedWarning(Object.values(form).some(Boolean))

  const set = (key: keyof typeof empty, value: string) => {
    setForm((f) => ({ ...f, [key]: value }))
    setErrors(({ [key]: _gone, form: _form, ...rest }) => rest)
  }

  async function onPreview() {
    const url = form.url.trim()
    if (!url) return setErrors({ url: FIELD_MESSAGES.required })
    setPending('preview')
    try {
      const found = await fetchLinkMeta(url)
      setMeta(found)
      // the link's own words, unless the user wrote theirs
      setForm((f) => ({
        ...f,
        title: f.title || (found.title ?? '').slice(0, CULTURE_MEDIA_LIMITS.title),
        description: f.description || (found.description ?? '').slice(0, CULTURE_MEDIA_LIMITS.description),
      }))
    } catch (error) {
      setMeta(null)
      const found = errorsOf(error, FIELDS)
      if (found) setErrors({ url: found.url ?? found.form ?? 'The link could not be read.' })
    } finally {
      setPending(null)
    }
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault()
    const missing: FieldErrors = {}
    if (mode === 'link' && !form.url.trim()) missing.url = FIELD_MESSAGES.required
    if (mode === 'file' && !form.mediaId) missing.mediaId = 'Upload the file first.'
    if (Object.keys(missing).length) return setErrors(missing)
    setPending('add')
    try {
      await addItem(organizationId, {
        ...(mode === 'link' ? { url: form.url.trim() } : { mediaId: form.mediaId }),
        ...(form.thumbnailMediaId ? { thumbnailMediaId: form.thumbnailMediaId } : {}),
        ...(form.title.trim() ? { title: form.title.trim() } : {}),
        ...(form.description.trim() ? { description: form.description.trim() } : {}),
      })
      toast.success('Added to the culture media.')
      setForm(empty)
      setMeta(null)
      setErrors({})
      setRound((r) => r + 1)
    } catch (error) {
      setErrors(errorsOf(error, FIELDS) ?? {})
    } finally {
      setPending(null)
    }
  }

  return (
    <form
      className="form culture-media-add"
      aria-labelledby={titleId}
      noValidate
      data-form="culture-media-add"
      onSubmit={(e) => void onSubmit(e)}
    >
      <h3 id={titleId}>Add culture media</h3>
      <fieldset className="segmented">
        <legend className="visually-hidden">What to add</legend>
        {(['file', 'link'] as const).map((m) => (
          <button
            key={m}
            type="button"
            className="segmented-item"
            aria-pressed={mode === m}
            onClick={() => {
              if (m === mode) return
              // the other way's value goes (a hidden link or upload is not added, nor kept as a change)
              setMode(m)
              setForm((f) => ({ ...f, url: '', mediaId: '' }))
              setMeta(null)
              setErrors({})
            }}
          >
            {m === 'file' ? 'Upload a file' : 'Add a link'}
          </button>
        ))}
      </fieldset>
      {mode === 'file' ? (
        <CultureFileField
          key={`file-${round}`}
          organizationId={organizationId}
          label="Image, video or audio file"
          onUploaded={(media) => set('mediaId', media.id)}
          error={errors.mediaId ?? errors.type}
        />
      ) : (
        <div className="culture-media-link">
          <div className="row culture-media-link-row">
            <TextField
              label="Link (video, image or page)"
              name="url"
              type="url"
              inputMode="url"
              required
              autoComplete="off"
              maxLength={CULTURE_MEDIA_LIMITS.url}
              value={form.url}
              onChange={(e) => {
                set('url', e.target.value)
                setMeta(null)
              }}
              error={errors.url ?? errors.type}
            />
            <Button variant="secondary" loading={pending === 'preview'} onClick={() => void onPreview()}>
              Preview
            </Button>
          </div>
          {meta && <LinkPreview meta={meta} />}
        </div>
      )}
      <MediaTextFields
        title={form.title}
        description={form.description}
        onChange={(field, value) => set(field, value)}
        errors={errors}
      />
      <ThumbnailField
        key={`thumb-${round}`}
        organizationId={organizationId}
        label="Thumbnail (optional)"
        onUploaded={(media) => set('thumbnailMediaId', media.id)}
        error={errors.thumbnailMediaId}
      />
      {errors.form && <Alert>{errors.form}</Alert>}
      <div>
        <Button type="submit" loading={pending === 'add'}>
          Add to culture media
        </Button>
      </div>
    </form>
  )
}

/** What the API read from a link: its picture, site, title, description and kind. */
function LinkPreview({ meta }: { meta: UrlMeta }) {
  const kind = meta.kind === 'page' ? 'link' : meta.kind
  return (
    <div className="culture-media-preview" data-preview="link">
      {meta.image && <img src={meta.image} alt="" loading="lazy" />}
      <div>
        <p className="small muted">
          {CULTURE_TYPE_LABELS[kind]}
          {meta.siteName ? ` · ${meta.siteName}` : ''}
        </p>
        <p className="culture-media-name">{meta.title ?? meta.url}</p>
        {meta.description && <p className="small">{meta.description}</p>}
      </div>
    </div>
  )
}
