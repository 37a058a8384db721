import { forwardRef, type ReactNode, type TextareaHTMLAttributes, useId } from 'react'

export interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string
  error?: string | null | undefined
  hint?: ReactNode
}

/** A labelled textarea; with `maxLength` it shows how many characters are left. */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  { label, error, hint, id, required, className, maxLength, value, rows = 3, ...rest },
  ref,
) {
  const autoId = useId()
  const inputId = id ?? `textarea-${autoId}`
  const counter = maxLength !== undefined && typeof value === 'string' ? `${value.length}/${maxLength}` : null
  const hintId = hint || counter ? `${inputId}-hint` : undefined
  const errorId = error ? `${inputId}-error` : undefined
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined
  return (
    <div className={['field', error && 'has-error', className].filter(Boolean).join(' ')}>
      <label htmlFor={inputId} className="field-label">
        {label}
        {required && (
          <span className="field-required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      <textarea
        ref={ref}
        id={inputId}
        className="field-input field-textarea"
        required={required}
        rows={rows}
        maxLength={maxLength}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...rest}
      />
      {(hint || counter) && (
        <p id={hintId} className="field-hint">
          {hint}
          {hint && counter ? ' · ' : ''}
          {counter}
        </p>
      )}
      {error && (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  )
})
