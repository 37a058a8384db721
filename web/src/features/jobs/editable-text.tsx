/**
 * A long text shown as it is, with an Edit button for those who may change it: the About and
 * Description tabs. The edit form warns when left modified and shows the API's refusal.
 */
import { type FormEvent, type RefObject, useState } from 'react'
import { useFormChangedWarning } from '../../app/form-guard'
import { toast } from '../../app/toasts'
import { Button } from '../../ui/button'
import { EmptyState } from '../../ui/empty-state'
import { TextArea } from '../../ui/text-area'
import { useEditMode } from './edit-mode'
import { formErrorsOf } from './job-form'

interface EditableTextProps {
  title: string
  /** The field's label in the form, and its API name for the 422 details. */
  label: string
  name: string
  text: string
  maxLength: number
  canEdit: boolean
  emptyText: string
  savedMessage: string
  onSave: (text: string) => Promise<void>
}

function TextForm({
  label,
  name,
  text,
  maxLength,
  savedMessage,
  onSave,
  onDone,
  formRef,
}: EditableTextProps & { onDone: () => void; formRef: RefObject<HTMLFormElement | null> }) {
  const [value, setValue] = useState(text)
  const [error, setError] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  const dirty = value !== text
  useFormChangedWarning(dirty)

  async function onSubmit(e: FormEvent) {
    e.preventDefault()
    if (!dirty) return onDone()
    setPending(true)
    setError(null)
    try {
      await onSave(value)
      toast.success(savedMessage)
      onDone()
    } catch (failure) {
      const own = formErrorsOf(failure)
      if (own) setError(own[name] ?? own.form ?? null)
      setPending(false)
    }
  }

  return (
    <form
      ref={formRef}
      className="form"
      aria-label={`Edit ${label.toLowerCase()}`}
      noValidate
      onSubmit={(e) => void onSubmit(e)}
    >
      <TextArea
        label={label}
        name={name}
        rows={12}
        maxLength={maxLength}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        error={error}
      />
      <div className="dialog-actions">
        <Button variant="secondary" onClick={onDone} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" loading={pending}>
          Save
        </Button>
      </div>
    </form>
  )
}

export function EditableText(props: EditableTextProps) {
  const { editing, setEditing, viewRef, formRef } = useEditMode()
  const { title, label, text, canEdit, emptyText } = props
  return (
    <section className="stack" aria-label={title}>
      <div className="form-row-between" ref={viewRef}>
        <h2>{title}</h2>
        {canEdit && !editing && <Button onClick={() => setEditing(true)}>Edit {label.toLowerCase()}</Button>}
      </div>
      {editing ? (
        <TextForm {...props} formRef={formRef} onDone={() => setEditing(false)} />
      ) : text ? (
        <p className="prewrap" data-testid={`${props.name}-text`}>
          {text}
        </p>
      ) : (
        <EmptyState title={emptyText} />
      )}
    </section>
  )
}
