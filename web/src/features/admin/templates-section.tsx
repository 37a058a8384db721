/**
 * Notification templates: pick one, edit its subject and body, and see a live preview for each
 * sales-role segment (the segment's own template, or the Default one it falls back to, with
 * sample values of that segment's kind of job). A segment without its own version can get one.
 */
import { NOTIFICATION_CHANNELS } from '@quota/shared/domain/enums'
import { SAMPLE_VALUES } from '@quota/shared/domain/jobs/templates'
import { LIMITS } from '@quota/shared/domain/validation/limits'
import { type FormEvent, useEffect, useId, useState } from 'react'
import { useSnapshot } from 'valtio'
import { openDialog } from '../../app/dialogs'
import { useFormChangedWarning } from '../../app/form-guard'
import { isApiError } from '../../app/http'
import { toast } from '../../app/toasts'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'
import { Checkbox } from '../../ui/checkbox'
import { DialogFormActions } from '../../ui/dialog-actions'
import { EmptyState } from '../../ui/empty-state'
import { Select } from '../../ui/select'
import { Spinner } from '../../ui/spinner'
import { TextArea } from '../../ui/text-area'
import { TextField } from '../../ui/text-field'
import { type NotificationTemplate, previewTemplate, type TemplatePreview } from './api'
import {
  groupTemplates,
  keyProblem,
  previewDocument,
  previewRequest,
  previewSourceFor,
  REQUIRED,
  SALES_SEGMENT_LABELS,
  SALES_SEGMENTS,
  type SalesSegment,
  type TemplateDraft,
} from './configurations-model'
import { addTemplate, configurationsState, loadTemplates, openTemplate, saveTemplate } from './configurations-state'
import { apiFieldError } from './form-errors'

export const CHANNEL_LABELS: Record<string, string> = { email: 'E-mail', inMail: 'InMail', inApp: 'In-app' }
const PREVIEW_DELAY_MS = 300

export function TemplatesSection() {
  const snap = useSnapshot(configurationsState)
  const s = snap.templates
  useEffect(() => {
    void loadTemplates()
  }, [])
  const templates = s.items as NotificationTemplate[]
  const current = templates.find((t) => t.id === snap.templateId) ?? null
  const groups = groupTemplates(templates)
  const options = groups.flatMap((g) =>
    g.templates.map((t) => ({
      value: t.id,
      label: `${g.displayName} — ${t.segmentName} (${CHANNEL_LABELS[t.channel] ?? t.channel})${t.isActive ? '' : ' · off'}`,
    })),
  )

  return (
    <div className="card">
      <div className="list-toolbar">
        <h2 className="list-title">Notification templates</h2>
        <Button onClick={() => void openNewTemplateDialog()}>New template</Button>
      </div>
      {s.error ? (
        <Alert>
          {s.error}{' '}
          <Button variant="link" onClick={() => void loadTemplates()}>
            Try again
          </Button>
        </Alert>
      ) : !s.loaded ? (
        <Spinner label="Loading the templates" />
      ) : templates.length === 0 ? (
        <EmptyState title="No templates yet.">
          A template is a message for a key (e.g. a pitch), a channel and a sales-role segment.
        </EmptyState>
      ) : (
        <>
          <Select
            label="Template"
            name="templateId"
            className="template-picker"
            options={options}
            value={current?.id ?? ''}
            onChange={(e) => openTemplate(e.target.value)}
          />
          {current && <TemplateEditor key={current.id} template={current} templates={templates} />}
        </>
      )}
    </div>
  )
}

function TemplateEditor({
  template: t,
  templates,
}: {
  template: NotificationTemplate
  templates: NotificationTemplate[]
}) {
  const [displayName, setDisplayName] = useState(t.displayName)
  const [subject, setSubject] = useState(t.subject ?? '')
  const [bodyHtml, setBodyHtml] = useState(t.bodyHtml)
  const [isActive, setIsActive] = useState(t.isActive)
  const [errors, setErrors] = useState<{ displayName?: string; subject?: string; bodyHtml?: string }>({})
  const [pending, setPending] = useState(false)
  const hasSubject = t.channel !== 'inApp' || t.subject !== null
  const dirty =
    displayName !== t.displayName || subject !== (t.subject ?? '') || bodyHtml !== t.bodyHtml || isActive !== t.isActive
  useFormChangedWarning(dirty)
  const draft: TemplateDraft = { subject: hasSubject ? subject : null, bodyHtml }

  async function onSubmit(e: FormEvent) {
    e.preventDefault()
    const found: typeof errors = {}
    if (!displayName.trim()) found.displayName = REQUIRED
    if (!bodyHtml.trim()) found.bodyHtml = REQUIRED
    setErrors(found)
    if (Object.keys(found).length) return
    setPending(true)
    try {
      await saveTemplate(t.id, {
        displayName: displayName.trim(),
        ...(hasSubject ? { subject: subject.trim() || null } : {}),
        bodyHtml,
        isActive,
      })
      toast.success(`${displayName.trim()} (${t.segmentName}) was saved.`)
    } catch (err) {
      setErrors({
        bodyHtml: apiFieldError(err, 'bodyHtml') ?? undefined,
        subject: apiFieldError(err, 'subject') ?? undefined,
      })
    } finally {
      setPending(false)
    }
  }

  return (
    <div className="template-editor">
      <form className="form" aria-label="Edit template" noValidate onSubmit={(e) => void onSubmit(e)}>
        <p className="muted">
          <code>{t.key}</code> · {CHANNEL_LABELS[t.channel] ?? t.channel} · {t.segmentName}
        </p>
        <TextField
          label="Name"
          name="displayName"
          required
          autoComplete="off"
          maxLength={LIMITS.shortText}
          value={displayName}
          onChange={(e) => setDisplayName(e.target.value)}
          error={errors.displayName}
        />
        {hasSubject && (
          <TextField
            label="Subject"
            name="subject"
            autoComplete="off"
            maxLength={LIMITS.emailSubject}
            value={subject}
            onChange={(e) => setSubject(e.target.value)}
            error={errors.subject}
          />
        )}
        <TextArea
          label="Body (HTML)"
          name="bodyHtml"
          required
          rows={10}
          className="field-mono"
          hint={`Placeholders: ${Object.keys(SAMPLE_VALUES)
            .map((k) => `{{${k}}}`)
            .join(' ')}`}
          value={bodyHtml}
          onChange={(e) => setBodyHtml(e.target.value)}
          error={errors.bodyHtml}
        />
        <Checkbox label="Active" name="isActive" checked={isActive} onChange={(e) => setIsActive(e.target.checked)} />
        <div className="form-actions">
          <Button type="submit" loading={pending} disabled={!dirty && !pending}>
            Save template
          </Button>
          {dirty && (
            <Button
              variant="ghost"
              onClick={() => {
                setDisplayName(t.displayName)
                setSubject(t.subject ?? '')
                setBodyHtml(t.bodyHtml)
                setIsActive(t.isActive)
                setErrors({})
              }}
            >
              Discard changes
            </Button>
          )}
        </div>
      </form>
      <TemplatePreviewPanel template={t} templates={templates} draft={draft} draftActive={isActive} dirty={dirty} />
    </div>
  )
}

function TemplatePreviewPanel({
  template,
  templates,
  draft,
  draftActive,
  dirty,
}: {
  template: NotificationTemplate
  templates: NotificationTemplate[]
  draft: TemplateDraft
  draftActive: boolean
  /** A new version is made from saved text only: unsaved edits would be lost on switching. */
  dirty: boolean
}) {
  const [segment, setSegment] = useState<SalesSegment>(template.segment)
  const [preview, setPreview] = useState<TemplatePreview | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [loading, setLoading] = useState(true)
  const headingId = useId()
  const editing = { ...template, isActive: draftActive }
  const source = previewSourceFor(templates, editing, segment)
  const request = previewRequest(source, draft, segment, template.channel)
  const requestKey = JSON.stringify(request)

  // biome-ignore lint/correctness/useExhaustiveDependencies: requestKey stands for the request
  useEffect(() => {
    if (!request) {
      setPreview(null)
      setLoading(false)
      return
    }
    const controller = new AbortController()
    setLoading(true)
    const timer = setTimeout(() => {
      previewTemplate(request, controller.signal).then(
        (p) => {
          setPreview(p)
          setError(null)
          setLoading(false)
        },
        (err: unknown) => {
          if ((err as Error)?.name === 'AbortError') return
          setError(isApiError(err) ? err.message : 'The preview could not be made.')
          setLoading(false)
        },
      )
    }, PREVIEW_DELAY_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [requestKey])

  const ownVersion = templates.some(
    (x) => x.key === template.key && x.channel === template.channel && x.segment === segment,
  )

  return (
    <section className="template-preview" aria-labelledby={headingId}>
      <h3 id={headingId} className="section-title">
        Preview by segment
      </h3>
      <fieldset className="segmented">
        <legend className="visually-hidden">Segment</legend>
        {SALES_SEGMENTS.map((seg) => (
          <button
            key={seg}
            type="button"
            className="segmented-item"
            aria-pressed={seg === segment}
            data-segment={seg}
            onClick={() => setSegment(seg)}
          >
            {SALES_SEGMENT_LABELS[seg]}
          </button>
        ))}
      </fieldset>
      <p className="preview-note" aria-live="polite">
        {source.note}
      </p>
      {!ownVersion && !dirty && (
        <Button variant="secondary" onClick={() => void createVersion(template, segment, draft)}>
          Create a {SALES_SEGMENT_LABELS[segment]} version
        </Button>
      )}
      {error ? (
        <Alert>{error}</Alert>
      ) : !request ? null : (
        <div className="preview-frame" aria-busy={loading || undefined} data-segment={segment}>
          {preview?.subject != null && (
            <p className="preview-subject">
              <span className="muted">Subject: </span>
              <span data-preview-subject>{preview.subject}</span>
            </p>
          )}
          {preview ? (
            <iframe
              className="preview-body"
              title={`Message preview for ${SALES_SEGMENT_LABELS[segment]}`}
              sandbox=""
              srcDoc={previewDocument(preview.bodyHtml)}
            />
          ) : (
            <Spinner label="Rendering the preview" />
          )}
          {preview && preview.missing.length > 0 && (
            <p className="field-hint">
              Not filled by the sample values: {preview.missing.map((m) => `{{${m}}}`).join(', ')}
            </p>
          )}
        </div>
      )}
    </section>
  )
}

async function createVersion(template: NotificationTemplate, segment: SalesSegment, draft: TemplateDraft) {
  try {
    const created = await addTemplate({
      key: template.key,
      segment,
      channel: template.channel,
      displayName: template.displayName,
      subject: draft.subject,
      bodyHtml: draft.bodyHtml,
    })
    toast.success(`A ${created.segmentName} version was created; edit it here.`)
  } catch (err) {
    const message = apiFieldError(err, 'segment')
    if (message) toast.error(message)
  }
}

// ---------------------------------------------------------------------------------------------

interface NewValues {
  key: string
  displayName: string
  segment: SalesSegment
  channel: string
  subject: string
  bodyHtml: string
}

function NewTemplateForm({ close }: { close: () => void }) {
  const [v, setV] = useState<NewValues>({
    key: '',
    displayName: '',
    segment: 'default',
    channel: 'email',
    subject: '',
    bodyHtml: '',
  })
  const [errors, setErrors] = useState<Partial<Record<keyof NewValues, string>>>({})
  const [pending, setPending] = useState(false)
  const set = (k: keyof NewValues) => (e: { target: { value: string } }) => setV((x) => ({ ...x, [k]: e.target.value }))

  async function onSubmit(e: FormEvent) {
    e.preventDefault()
    const found: Partial<Record<keyof NewValues, string>> = {}
    const k = keyProblem(v.key)
    if (k) found.key = k
    if (!v.displayName.trim()) found.displayName = REQUIRED
    if (!v.bodyHtml.trim()) found.bodyHtml = REQUIRED
    setErrors(found)
    if (Object.keys(found).length) return
    setPending(true)
    try {
      const created = await addTemplate({
        key: v.key.trim(),
        displayName: v.displayName.trim(),
        segment: v.segment,
        channel: v.channel,
        subject: v.subject.trim() || null,
        bodyHtml: v.bodyHtml,
      })
      toast.success(`${created.displayName} (${created.segmentName}) was created.`)
      close()
    } catch (err) {
      const segment = apiFieldError(err, 'segment')
      const key = apiFieldError(err, 'key')
      setErrors({ ...(segment ? { segment } : {}), ...(key ? { key } : {}) })
      setPending(false)
    }
  }

  return (
    <form className="form" aria-label="New template" noValidate onSubmit={(e) => void onSubmit(e)}>
      <div className="form-grid-2">
        <TextField
          label="Key"
          name="key"
          required
          autoComplete="off"
          maxLength={100}
          hint="e.g. candidatePitch; candidateInvite.searchStatus or candidateInvite.completeProfile replace the Notify mails"
          value={v.key}
          onChange={set('key')}
          error={errors.key}
        />
        <TextField
          label="Name"
          name="displayName"
          required
          autoComplete="off"
          maxLength={LIMITS.shortText}
          value={v.displayName}
          onChange={set('displayName')}
          error={errors.displayName}
        />
        <Select
          label="Segment"
          name="segment"
          options={SALES_SEGMENTS.map((s) => ({ value: s, label: SALES_SEGMENT_LABELS[s] }))}
          value={v.segment}
          onChange={set('segment')}
          error={errors.segment}
        />
        <Select
          label="Channel"
          name="channel"
          options={NOTIFICATION_CHANNELS.map((c) => ({ value: c, label: CHANNEL_LABELS[c] ?? c }))}
          value={v.channel}
          onChange={set('channel')}
        />
      </div>
      <TextField
        label="Subject"
        name="subject"
        autoComplete="off"
        maxLength={LIMITS.emailSubject}
        value={v.subject}
        onChange={set('subject')}
      />
      <TextArea
        label="Body (HTML)"
        name="bodyHtml"
        required
        rows={6}
        className="field-mono"
        value={v.bodyHtml}
        onChange={set('bodyHtml')}
        error={errors.bodyHtml}
      />
      <DialogFormActions pending={pending} label="Create template" onCancel={close} />
    </form>
  )
}

function openNewTemplateDialog() {
  return openDialog('New template', (close) => <NewTemplateForm close={() => close()} />)
}
