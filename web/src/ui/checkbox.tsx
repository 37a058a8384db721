import { type InputHTMLAttributes, type ReactNode, useId } from 'react'

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode
  error?: string | null | undefined
}

export function Checkbox({ label, error, id, className, ...rest }: CheckboxProps) {
  const autoId = useId()
  const inputId = id ?? `check-${autoId}`
  const errorId = error ? `${inputId}-error` : undefined
  return (
    <div className={['checkbox', error && 'has-error', className].filter(Boolean).join(' ')}>
      <input
        type="checkbox"
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
        {...rest}
      />
      <label htmlFor={inputId}>{label}</label>
      {error && (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  )
}
