/**
 * The feedback form any signed-in user opens from the shell: a suggestion, a defect or other,
 * with the page it was sent from and an optional attachment of at most 5 MB. Loaded on first
 * use (its own small chunk).
 */
import { FEEDBACK_TYPES } from '@quota/shared/domain/enums'
import { type ChangeEvent, type FormEvent, useId, useRef, useState } from 'react'
import { openDialog } from '../../app/dialogs'
import { isApiError } from '../../app/http'
import { toast } from '../../app/toasts'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'
import { Select } from '../../ui/select'
import { TextArea } from '../../ui/text-area'
import { AttachmentError, sendFeedback, uploadAttachment } from './api'
import {
  ATTACHMENT_ACCEPT,
  attachmentProblem,
  FEEDBACK_MESSAGES,
  FEEDBACK_TEXT_MAX,
  FEEDBACK_TYPE_LABELS,
  feedbackProblems,
} from './model'

function FeedbackForm({ pageUrl, close }: { pageUrl: string; close: () => void }) {
  const [type, setType] = useState('')
  const [text, setText] = useState('')
  const [file, setFile] = useState<File | null>(null)
  const [errors, setErrors] = useState<{ type?: string; text?: string; attachment?: string }>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  const fileInput = useRef<HTMLInputElement>(null)
  const fileId = useId()

  function onFile(e: ChangeEvent<HTMLInputElement>) {
    const chosen = e.target.files?.[0] ?? null
    const problem = attachmentProblem(chosen)
    setErrors((x) => ({ ...x, attachment: problem ?? undefined }))
    setFile(problem ? null : chosen)
    if (problem) e.target.value = ''
  }

  function removeFile() {
    setFile(null)
    if (fileInput.current) {
      fileInput.current.value = ''
      fileInput.current.focus()
    }
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault()
    const found = feedbackProblems({ type, text })
    setErrors(found)
    setFormError(null)
    if (found.type || found.text) return
    setPending(true)
    try {
      const attachmentMediaId = file ? await uploadAttachment(file) : undefined
      await sendFeedback({
        type,
        text: text.trim(),
        pageUrl: pageUrl.slice(0, 1000),
        ...(attachmentMediaId ? { attachmentMediaId } : {}),
      })
      toast.success(FEEDBACK_MESSAGES.sent)
      close()
    } catch (error) {
      if (error instanceof AttachmentError) setErrors({ attachment: error.message })
      else if (isApiError(error)) {
        const own = {
          type: error.fieldMessage('type'),
          text: error.fieldMessage('text'),
          attachment: error.fieldMessage('attachmentMediaId') ?? error.fieldMessage('fileName'),
        }
        setErrors(own)
        if (!own.type && !own.text && !own.attachment) setFormError(error.message)
      }
      setPending(false)
    }
  }

  return (
    <form className="form" aria-label="Send feedback" noValidate onSubmit={(e) => void onSubmit(e)}>
      <Select
        label="Kind of feedback"
        name="type"
        required
        placeholder="Choose…"
        options={FEEDBACK_TYPES.map((t) => ({ value: t, label: FEEDBACK_TYPE_LABELS[t] }))}
        value={type}
        onChange={(e) => {
          setType(e.target.value)
          setErrors((x) => ({ ...x, type: undefined }))
        }}
        error={errors.type}
      />
      <TextArea
        label="Your feedback"
        name="text"
        required
        rows={6}
        maxLength={FEEDBACK_TEXT_MAX}
        value={text}
        onChange={(e) => {
          setText(e.target.value)
          if (errors.text) setErrors((x) => ({ ...x, text: undefined }))
        }}
        error={errors.text}
      />
      <div className={`field${errors.attachment ? ' has-error' : ''}`}>
        <label htmlFor={fileId} className="field-label">
          Attachment (optional)
        </label>
        <input
          ref={fileInput}
          id={fileId}
          type="file"
          name="attachment"
          className="field-input field-file"
          accept={ATTACHMENT_ACCEPT}
          aria-invalid={errors.attachment ? true : undefined}
          aria-describedby={`${fileId}-hint${errors.attachment ? ` ${fileId}-error` : ''}`}
          onChange={onFile}
        />
        <p id={`${fileId}-hint`} className="field-hint">
          A screenshot, a PDF or a short recording, at most 5 MB.
        </p>
        {errors.attachment && (
          <p id={`${fileId}-error`} className="field-error" role="alert">
            {errors.attachment}
          </p>
        )}
        {file && (
          <p className="field-hint">
            {file.name} ({Math.max(1, Math.round(file.size / 1024))} KB){' '}
            <Button variant="link" onClick={removeFile} aria-label={`Remove the attachment ${file.name}`}>
              Remove
            </Button>
          </p>
        )}
      </div>
      {formError && <Alert>{formError}</Alert>}
      <div className="dialog-actions">
        <Button variant="secondary" onClick={close} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" loading={pending}>
          Send feedback
        </Button>
      </div>
    </form>
  )
}

export function openFeedbackDialog(pageUrl = window.location.pathname + window.location.search) {
  return openDialog('Send feedback', (close) => <FeedbackForm pageUrl={pageUrl} close={() => close()} />)
}
