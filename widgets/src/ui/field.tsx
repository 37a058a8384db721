import type { ComponentChildren } from 'preact'

export interface FieldProps {
  id: string
  label: string
  error?: string | undefined
  required?: boolean
  hint?: string
  children: (a11y: {
    id: string
    'aria-invalid': boolean
    'aria-describedby'?: string
    'aria-required'?: boolean
  }) => ComponentChildren
}

/** A labelled control with its error text tied to it (aria-describedby) and marked invalid. */
export function Field({ id, label, error, required, hint, children }: FieldProps) {
  const errorId = `${id}-error`
  return (
    <div class="q-field">
      <label for={id}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {children({
        id,
        'aria-invalid': !!error,
        ...(error ? { 'aria-describedby': errorId } : {}),
        ...(required ? { 'aria-required': true } : {}),
      })}
      {hint && !error ? <span class="q-sub">{hint}</span> : null}
      {error ? (
        <span class="q-error" id={errorId}>
          {error}
        </span>
      ) : null}
    </div>
  )
}

/** Errors by path, first one wins (the API and the shared rules answer `{ path, rule, message }`). */
export function errorsByPath(issues: { path: string; message: string }[]): Record<string, string> {
  const out: Record<string, string> = {}
  for (let i = 0; i < issues.length; i++) {
    const issue = issues[i]!
    if (!(issue.path in out)) out[issue.path] = issue.message
  }
  return out
}
