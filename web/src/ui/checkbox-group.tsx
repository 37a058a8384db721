import { type ReactNode, useId } from 'react'

export interface CheckboxGroupOption {
  value: string
  label: string
}

export interface CheckboxGroupProps {
  legend: string
  options: readonly CheckboxGroupOption[]
  value: readonly string[]
  onChange: (value: string[]) => void
  error?: string | null | undefined
  hint?: ReactNode
  required?: boolean
  /** At most this many may be ticked; the rest are disabled once reached. */
  max?: number
  name?: string
  columns?: 1 | 2
}

/** A fieldset of checkboxes with a legend, tied to its hint and error. */
export function CheckboxGroup({
  legend,
  options,
  value,
  onChange,
  error,
  hint,
  required,
  max,
  name,
  columns = 1,
}: CheckboxGroupProps) {
  const id = useId()
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  const full = max !== undefined && value.length >= max
  return (
    <fieldset
      className={['checkbox-group', error && 'has-error', columns === 2 && 'checkbox-group-2']
        .filter(Boolean)
        .join(' ')}
      aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
      aria-invalid={error ? true : undefined}
      data-name={name}
    >
      <legend className="field-label">
        {legend}
        {required && (
          <span className="field-required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </legend>
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
      <div className="checkbox-group-options">
        {options.map((o) => {
          const checked = value.includes(o.value)
          const inputId = `${id}-${o.value}`
          return (
            <div className="checkbox" key={o.value}>
              <input
                type="checkbox"
                id={inputId}
                name={name}
                value={o.value}
                checked={checked}
                disabled={!checked && full}
                onChange={(e) => onChange(e.target.checked ? [...value, o.value] : value.filter((v) => v !== o.value))}
              />
              <label htmlFor={inputId}>{o.label}</label>
            </div>
          )
        })}
      </div>
      {error && (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  )
}
