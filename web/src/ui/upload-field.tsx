/**
 * A labelled file picker that uploads at once and shows its progress, then its result or the
 * refusal (000 §5 messages). `UploadFieldView` is the markup for an upload whose state lives
 * elsewhere (the candidate editor keeps it in its store); `UploadField` keeps the picked file's
 * state itself and leaves what to check before sending and how to send to the caller (the
 * organization's presigned upload, say).
 */
import type { MediaItem } from '@quota/shared/contracts/media'
import { useEffect, useId, useRef, useState } from 'react'
import { ProgressBar } from './progress-bar'
import { percentOf, UploadError } from './upload'
import './upload-field.css'

export interface UploadProgress {
  status: 'uploading' | 'processing' | 'complete' | 'error'
  fileName: string
  progress: number
  message: string | null
}

const DEFAULT_TEXT: Record<UploadProgress['status'], string> = {
  uploading: 'Uploading',
  processing: 'Uploaded. Processing the file; it plays once ready.',
  complete: 'Upload complete',
  error: 'The upload failed, please try again.',
}

export interface UploadFieldViewProps {
  label: string
  /** The input's name (tests and error mapping find the field by it). */
  name: string
  /** What the picker offers: ".jpg,.png". */
  accept: string
  hint: string
  upload: UploadProgress | undefined
  onPick: (file: File) => void
  /** A message from the form about this field (the API refused the uploaded file on save). */
  error?: string | undefined
  disabled?: boolean | undefined
  /** Words for the states, where a screen says more ("Processing the video; ..."). */
  statusText?: Partial<Record<UploadProgress['status'], string>>
}

export function UploadFieldView({
  label,
  name,
  accept,
  hint,
  upload,
  onPick,
  error,
  disabled,
  statusText,
}: UploadFieldViewProps) {
  const id = useId()
  const text = { ...DEFAULT_TEXT, ...statusText }
  const inputId = `upload-${id}`
  const hintId = `${inputId}-hint`
  // the picked file's own refusal, and the form's word about the field (both can stand)
  const messages = [upload?.status === 'error' ? (upload.message ?? text.error) : null, error].filter(
    (m, i, all): m is string => Boolean(m) && all.indexOf(m) === i,
  )
  const errorId = messages.length ? `${inputId}-error` : undefined
  return (
    <div className={['field', 'upload-control', errorId && 'has-error'].filter(Boolean).join(' ')} data-upload={name}>
      <label htmlFor={inputId} className="field-label">
        {label}
      </label>
      <input
        id={inputId}
        name={name}
        type="file"
        className="field-file"
        accept={accept}
        disabled={disabled || upload?.status === 'uploading'}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ')}
        onChange={(e) => {
          const file = e.target.files?.[0]
          e.target.value = ''
          if (file) onPick(file)
        }}
      />
      <p id={hintId} className="field-hint">
        {hint}
      </p>
      {upload && upload.status !== 'error' && (
        <div className="upload-status">
          <ProgressBar value={upload.progress} label={`Uploading ${upload.fileName}`} />
          <p className="small" role="status">
            {upload.fileName}:{' '}
            {upload.status === 'uploading' ? `${text.uploading} (${upload.progress}%)` : text[upload.status]}
          </p>
        </div>
      )}
      {errorId && (
        <p id={errorId} className="field-error" role="alert">
          {messages.join(' ')}
        </p>
      )}
    </div>
  )
}

export interface UploadFieldProps extends Omit<UploadFieldViewProps, 'upload' | 'onPick'> {
  /** Checked before sending (type, size, ratio): a message refuses the file. */
  check?: (file: File) => string | null | Promise<string | null>
  upload: (file: File, onProgress: (loaded: number, total: number) => void, signal: AbortSignal) => Promise<MediaItem>
  onUploaded: (media: MediaItem, file: File) => void
}

export function UploadField({ check, upload, onUploaded, ...view }: UploadFieldProps) {
  const [state, setState] = useState<UploadProgress>()
  const running = useRef<AbortController | null>(null)
  useEffect(() => () => running.current?.abort(), [])

  async function onPick(file: File) {
    running.current?.abort()
    const problem = check ? await check(file) : null
    if (problem) return setState({ status: 'error', fileName: file.name, progress: 0, message: problem })
    const controller = new AbortController()
    running.current = controller
    setState({ status: 'uploading', fileName: file.name, progress: 0, message: null })
    try {
      const media = await upload(
        file,
        (loaded, total) => {
          if (!controller.signal.aborted) setState((s) => s && { ...s, progress: percentOf(loaded, total) })
        },
        controller.signal,
      )
      if (controller.signal.aborted) return
      const processing = media.status === 'transcoding' || media.status === 'uploading' || media.status === 'waiting'
      setState({ status: processing ? 'processing' : 'complete', fileName: file.name, progress: 100, message: null })
      onUploaded(media, file)
    } catch (e) {
      if (controller.signal.aborted) return
      setState({
        status: 'error',
        fileName: file.name,
        progress: 0,
        message: e instanceof UploadError ? e.message : DEFAULT_TEXT.error,
      })
    }
  }

  return <UploadFieldView {...view} upload={state} onPick={(file) => void onPick(file)} />
}
