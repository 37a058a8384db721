/**
 * Portfolio (001 §5): up to 10 links or files in the candidate's order. Move up and down buttons
 * reorder (keyboard-friendly, saved at once); an inline form adds or edits one item; a file item
 * is uploaded first (portfolioFile) and then saved with its media id, and so is a thumbnail
 * (portfolioThumbnail, 16:9 or square), which can also be removed.
 */
import { CANDIDATE_LIMITS, CANDIDATE_MESSAGES } from '@quota/shared/domain/candidates/limits'
import { type FormEvent, useId, useState } from 'react'
import { useSnapshot } from 'valtio'
import { confirmDialog } from '../../../app/dialogs'
import { useFormChangedWarning } from '../../../app/form-guard'
import { toast } from '../../../app/toasts'
import { Button } from '../../../ui/button'
import { EmptyState } from '../../../ui/empty-state'
import { TextArea } from '../../../ui/text-area'
import { TextField } from '../../../ui/text-field'
import type { PortfolioItem } from './api'
import { UploadControl } from './files-section'
import {
  emptyPortfolioForm,
  type FieldErrors,
  moveItem,
  type PortfolioForm,
  portfolioErrors,
  portfolioInput,
  sameJson,
} from './model'
import { focusFirstError } from './profile-sections'
import { clearUpload, editorState, removePortfolioItem, reorderPortfolio, savePortfolioItem } from './state'
import { CardListSection, confirmRemove, FormActions } from './widgets'

const L = CANDIDATE_LIMITS

export function PortfolioSection() {
  const { portfolio } = useSnapshot(editorState)
  const full = portfolio.length >= L.portfolioItems

  async function move(index: number, by: number) {
    const ids = moveItem(
      portfolio.map((p) => p.id),
      index,
      by,
    )
    const result = await reorderPortfolio(ids)
    if (!result.ok) return toast.error(result.message)
    // keep focus on the moved item's same button where it now is
    const item = portfolio[index]!
    requestAnimationFrame(() => {
      const selector = `[data-portfolio-id="${item.id}"] [data-move="${by < 0 ? 'up' : 'down'}"]`
      const button = document.querySelector<HTMLButtonElement>(selector)
      ;(button && !button.disabled
        ? button
        : document.querySelector<HTMLElement>(`[data-portfolio-id="${item.id}"] [data-edit]`)
      )?.focus()
    })
  }

  const onDelete = (p: PortfolioItem) =>
    confirmRemove({
      title: 'Remove this portfolio item?',
      body: `${p.title} will be removed from your profile.`,
      remove: () => removePortfolioItem(p.id),
      removed: 'Portfolio item removed.',
    })

  return (
    <CardListSection
      id="portfolio"
      title="Portfolio"
      description={`Links and files that show your work, up to ${L.portfolioItems}. The first ones are shown first.`}
      addLabel="Add portfolio item"
      addDisabled={full}
      notice={full && <p className="muted small">{CANDIDATE_MESSAGES.portfolioFull}.</p>}
      items={portfolio as readonly PortfolioItem[]}
      itemName="portfolio"
      itemClassName="portfolio-item"
      empty={<EmptyState title="No portfolio items yet." />}
      renderEditor={(original, onDone) => (
        <PortfolioEditor original={original} count={portfolio.length} onDone={onDone} />
      )}
      renderCard={(p, i, edit) => (
        <>
          {p.thumbnailUrl && <img src={p.thumbnailUrl} alt="" className="portfolio-thumb" />}
          <div>
            <h3>
              <span className="muted">{i + 1}.</span> {p.title}
            </h3>
            <p className="small portfolio-link">
              {p.type === 'link' && p.url ? (
                <a href={p.url} target="_blank" rel="noopener noreferrer">
                  {p.url}
                </a>
              ) : p.fileUrl ? (
                <a href={p.fileUrl} target="_blank" rel="noopener noreferrer">
                  Open the file
                </a>
              ) : (
                <span className="muted">File</span>
              )}
            </p>
            {p.description && <p className="small prewrap">{p.description}</p>}
          </div>
          <div className="row editor-item-actions">
            <Button variant="ghost" data-move="up" disabled={i === 0} onClick={() => void move(i, -1)}>
              Move up<span className="visually-hidden">: {p.title}</span>
            </Button>
            <Button
              variant="ghost"
              data-move="down"
              disabled={i === portfolio.length - 1}
              onClick={() => void move(i, 1)}
            >
              Move down<span className="visually-hidden">: {p.title}</span>
            </Button>
            <Button variant="secondary" data-edit onClick={edit}>
              Edit<span className="visually-hidden"> {p.title}</span>
            </Button>
            <Button variant="ghost" onClick={() => void onDelete(p)}>
              Remove<span className="visually-hidden"> {p.title}</span>
            </Button>
          </div>
        </>
      )}
    />
  )
}

function PortfolioEditor({
  original,
  count,
  onDone,
}: {
  original: PortfolioItem | null
  count: number
  onDone: () => void
}) {
  const [saved] = useState<PortfolioForm>(() =>
    original
      ? {
          type: original.type,
          url: original.url ?? '',
          title: original.title,
          description: original.description ?? '',
          fileMediaId: original.fileMediaId ?? '',
          thumbnailMediaId: '',
          removeThumbnail: false,
        }
      : emptyPortfolioForm(),
  )
  const [form, setForm] = useState<PortfolioForm>(saved)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [message, setMessage] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const dirty = !sameJson(form, saved)
  useFormChangedWarning(dirty)
  const titleId = useId()

  const set = <K extends keyof PortfolioForm>(key: K, value: PortfolioForm[K]) => {
    setForm((f) => ({ ...f, [key]: value }))
    setErrors((e) => {
      const { [key as string]: _gone, ...rest } = e
      return rest
    })
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const target = event.currentTarget
    const found = portfolioErrors(form, count, Boolean(original))
    setErrors(found)
    setMessage(found.form ?? null)
    if (Object.keys(found).length) return focusFirstError(target)
    setSaving(true)
    const result = await savePortfolioItem(portfolioInput(form), original?.id ?? null)
    setSaving(false)
    if (!result.ok) {
      setErrors(result.errors)
      setMessage(result.errors.form ?? (Object.keys(result.errors).length ? null : result.message))
      return focusFirstError(target)
    }
    toast.success(original ? 'Portfolio item saved.' : 'Portfolio item added.')
    clearUpload('portfolioFile')
    clearUpload('portfolioThumbnail')
    setForm(saved)
    onDone()
  }

  async function onCancel() {
    if (dirty) {
      const leave = await confirmDialog({
        title: 'Discard changes?',
        body: 'Your changes to this portfolio item will be lost.',
        confirmLabel: 'Discard',
        cancelLabel: 'Keep editing',
      })
      if (!leave) return
    }
    clearUpload('portfolioFile')
    clearUpload('portfolioThumbnail')
    setForm(saved)
    onDone()
  }

  // the thumbnail shown now: none once removed or replaced by a new upload (whose progress shows below)
  const currentThumbnail = !form.removeThumbnail && !form.thumbnailMediaId ? (original?.thumbnailUrl ?? null) : null

  return (
    <form
      className="form editor-subform"
      noValidate
      aria-labelledby={titleId}
      onSubmit={(e) => void onSubmit(e)}
      data-form="portfolio"
    >
      <h3 id={titleId}>{original ? `Edit ${original.title}` : 'Add portfolio item'}</h3>
      {!original && (
        <fieldset className="segmented" aria-label="Kind of item">
          <legend className="visually-hidden">Kind of item</legend>
          {(['link', 'file'] as const).map((type) => (
            <button
              key={type}
              type="button"
              className="segmented-item"
              aria-pressed={form.type === type}
              onClick={() => set('type', type)}
            >
              {type === 'link' ? 'A link' : 'A file'}
            </button>
          ))}
        </fieldset>
      )}
      {form.type === 'link' ? (
        <TextField
          label="Link"
          name="url"
          required
          inputMode="url"
          placeholder="example.com/my-work"
          maxLength={L.url}
          value={form.url}
          onChange={(e) => set('url', e.target.value)}
          error={errors.url}
        />
      ) : (
        <div>
          <UploadControl kind="portfolioFile" label="File" onUploaded={(mediaId) => set('fileMediaId', mediaId)} />
          {errors.fileMediaId && (
            <p className="field-error" role="alert">
              {errors.fileMediaId}
            </p>
          )}
        </div>
      )}
      <div className="portfolio-thumbnail-field" data-field="thumbnail">
        {currentThumbnail && (
          <div className="row">
            <img src={currentThumbnail} alt="The current thumbnail" className="portfolio-thumb" />
            <Button
              variant="ghost"
              onClick={() => setForm((f) => ({ ...f, thumbnailMediaId: '', removeThumbnail: true }))}
            >
              Remove thumbnail
            </Button>
          </div>
        )}
        <UploadControl
          kind="portfolioThumbnail"
          label={currentThumbnail ? 'Replace the thumbnail (16:9 or square)' : 'Thumbnail (optional, 16:9 or square)'}
          onUploaded={(mediaId) => setForm((f) => ({ ...f, thumbnailMediaId: mediaId, removeThumbnail: false }))}
        />
        {errors.thumbnailMediaId && (
          <p className="field-error" role="alert">
            {errors.thumbnailMediaId}
          </p>
        )}
      </div>
      <TextField
        label="Title"
        name="title"
        required
        maxLength={L.title}
        value={form.title}
        onChange={(e) => set('title', e.target.value)}
        error={errors.title}
      />
      <TextArea
        label="Description"
        name="description"
        rows={3}
        maxLength={L.description}
        value={form.description}
        onChange={(e) => set('description', e.target.value)}
        error={errors.description}
      />
      <FormActions
        saving={saving}
        dirty
        onCancel={() => void onCancel()}
        saveLabel={original ? 'Save portfolio item' : 'Add portfolio item'}
        message={message}
      />
    </form>
  )
}
