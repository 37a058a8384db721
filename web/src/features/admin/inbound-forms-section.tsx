/**
 * The inbound forms' configuration (002 §3 "Configuration": the apply and hire forms' title,
 * subtitle, picture and display name). The API lists the active forms only, so a form that is
 * switched off leaves the list.
 */
import { INBOUND_PICTURE } from '@quota/shared/domain/inbound/index'
import { type FormEvent, useEffect, useId, useState } from 'react'
import { useSnapshot } from 'valtio'
import { confirmDialog, openDialog } from '../../app/dialogs'
import { toast } from '../../app/toasts'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'
import { Checkbox } from '../../ui/checkbox'
import { EmptyState } from '../../ui/empty-state'
import { Select } from '../../ui/select'
import { Spinner } from '../../ui/spinner'
import { TextArea } from '../../ui/text-area'
import { TextField } from '../../ui/text-field'
import { UploadField } from '../../ui/upload-field'
import { type InboundFormConfig, type InboundFormValues, uploadInboundPicture } from './api'
import { REQUIRED } from './configurations-model'
import { configurationsState, loadInboundForms, saveInboundForm } from './configurations-state'
import { apiFieldError } from './form-errors'

const PICTURE_MB = INBOUND_PICTURE.maxBytes / 1024 / 1024
const PICTURE_ACCEPT = INBOUND_PICTURE.extensions.map((e) => `.${e}`).join(',')
const PICTURE_HINT = `${INBOUND_PICTURE.extensions.map((e) => e.toUpperCase()).join(', ')}, up to ${PICTURE_MB} MB. Without one, the form shows the default picture.`

const TYPE_LABELS = { apply: 'Apply form (candidates)', hire: 'Hire form (clients)' } as const
type FormType = keyof typeof TYPE_LABELS

export function InboundFormsSection() {
  const s = useSnapshot(configurationsState).inboundForms
  useEffect(() => {
    void loadInboundForms()
  }, [])
  const forms = s.items as InboundFormConfig[]
  return (
    <div className="card">
      <div className="list-toolbar">
        <h2 className="list-title">Inbound forms</h2>
        <Button onClick={() => void openNewInboundDialog()}>Add form configuration</Button>
      </div>
      <p className="muted">What the public apply and hire forms show. Only forms that are on are listed.</p>
      {s.error ? (
        <Alert>
          {s.error}{' '}
          <Button variant="link" onClick={() => void loadInboundForms()}>
            Try again
          </Button>
        </Alert>
      ) : !s.loaded ? (
        <Spinner label="Loading the form configurations" />
      ) : forms.length === 0 ? (
        <EmptyState title="No inbound form is configured." />
      ) : (
        <ul className="inbound-list">
          {forms.map((f) => (
            <li key={f.id}>
              <InboundFormCard form={f} />
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

const valuesOf = (f: InboundFormConfig): InboundFormValues => ({
  displayName: f.displayName,
  title: f.title,
  subTitle: f.subTitle,
  pictureMediaId: f.picture,
  useDefaultImage: f.useDefaultImage,
  isActive: f.isActive,
})

function InboundFormCard({ form }: { form: InboundFormConfig }) {
  const headingId = useId()
  return (
    <article className="inbound-card" aria-labelledby={headingId} data-form-type={form.configurationType}>
      <h3 id={headingId} className="section-title">
        {form.displayName} <span className="badge badge-info">{TYPE_LABELS[form.configurationType]}</span>
      </h3>
      <InboundForm
        type={form.configurationType}
        initial={valuesOf(form)}
        pictureUrl={form.fullPictureUrl}
        onSave={async (values) => {
          if (
            form.isActive &&
            !values.isActive &&
            !(await confirmDialog({
              title: 'Switch this form off',
              icon: 'warning',
              body: `${form.displayName} will no longer be offered and leaves this list.`,
              confirmLabel: 'Switch off',
              danger: true,
            }))
          )
            return false
          await saveInboundForm(form.id, { ...values, configurationType: form.configurationType })
          toast.success(`${values.displayName} was saved.`)
          return true
        }}
      />
    </article>
  )
}

function InboundForm({
  type,
  initial,
  onSave,
  onCancel,
  chooseType,
  pictureUrl = null,
}: {
  type: FormType
  initial: InboundFormValues
  /** The stored picture, shown until another is uploaded. */
  pictureUrl?: string | null
  onSave: (values: InboundFormValues, type: FormType) => Promise<boolean>
  onCancel?: () => void
  chooseType?: boolean
}) {
  const [v, setV] = useState(initial)
  const [preview, setPreview] = useState<string | null>(pictureUrl)
  const [formType, setFormType] = useState<FormType>(type)
  const [errors, setErrors] = useState<{ displayName?: string; title?: string; subTitle?: string }>({})
  const [pending, setPending] = useState(false)

  async function onSubmit(e: FormEvent) {
    e.preventDefault()
    if (!v.displayName.trim()) return setErrors({ displayName: REQUIRED })
    setErrors({})
    setPending(true)
    try {
      await onSave(
        {
          ...v,
          displayName: v.displayName.trim(),
          title: v.title?.trim() || null,
          subTitle: v.subTitle?.trim() || null,
        },
        formType,
      )
    } catch (err) {
      setErrors({
        displayName: apiFieldError(err, 'displayName') ?? undefined,
        title: apiFieldError(err, 'title') ?? undefined,
        subTitle: apiFieldError(err, 'subTitle') ?? undefined,
      })
    } finally {
      setPending(false)
    }
  }

  return (
    <form className="form" aria-label="Inbound form configuration" noValidate onSubmit={(e) => void onSubmit(e)}>
      {chooseType && (
        <Select
          label="Form"
          name="configurationType"
          options={(Object.keys(TYPE_LABELS) as FormType[]).map((t) => ({ value: t, label: TYPE_LABELS[t] }))}
          value={formType}
          onChange={(e) => setFormType(e.target.value as FormType)}
        />
      )}
      <TextField
        label="Name"
        name="displayName"
        required
        autoComplete="off"
        maxLength={255}
        value={v.displayName}
        onChange={(e) => setV((x) => ({ ...x, displayName: e.target.value }))}
        error={errors.displayName}
      />
      <TextField
        label="Title"
        name="title"
        autoComplete="off"
        maxLength={200}
        value={v.title ?? ''}
        onChange={(e) => setV((x) => ({ ...x, title: e.target.value }))}
        error={errors.title}
      />
      <TextArea
        label="Subtitle"
        name="subTitle"
        rows={2}
        maxLength={500}
        value={v.subTitle ?? ''}
        onChange={(e) => setV((x) => ({ ...x, subTitle: e.target.value }))}
        error={errors.subTitle}
      />
      <div className="inbound-picture">
        {preview && !v.useDefaultImage ? <img src={preview} alt="Shown beside the form" /> : null}
        <UploadField
          label="Picture"
          name="picture"
          accept={PICTURE_ACCEPT}
          hint={PICTURE_HINT}
          check={(file) =>
            file.size > INBOUND_PICTURE.maxBytes ? `The picture must be ${PICTURE_MB} MB or less.` : null
          }
          upload={uploadInboundPicture}
          onUploaded={(media) => {
            setPreview(media.streamUrl)
            setV((x) => ({ ...x, pictureMediaId: media.id, useDefaultImage: false }))
          }}
        />
      </div>
      <Checkbox
        label="Use the default picture"
        name="useDefaultImage"
        checked={v.useDefaultImage}
        disabled={!v.pictureMediaId}
        onChange={(e) => setV((x) => ({ ...x, useDefaultImage: e.target.checked }))}
      />
      <Checkbox
        label="On (offered to visitors)"
        name="isActive"
        checked={v.isActive}
        onChange={(e) => setV((x) => ({ ...x, isActive: e.target.checked }))}
      />
      <div className={onCancel ? 'dialog-actions' : 'form-actions'}>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
        )}
        <Button type="submit" loading={pending}>
          Save
        </Button>
      </div>
    </form>
  )
}

function openNewInboundDialog() {
  return openDialog('Add form configuration', (close) => (
    <InboundForm
      type="apply"
      chooseType
      initial={{
        displayName: '',
        title: null,
        subTitle: null,
        pictureMediaId: null,
        useDefaultImage: true,
        isActive: true,
      }}
      onCancel={() => close()}
      onSave={async (values, type) => {
        const saved = await saveInboundForm(null, { ...values, configurationType: type })
        toast.success(`${saved.displayName} was added.`)
        close()
        return true
      }}
    />
  ))
}
