/**
 * A 1-to-5 star input that works from the keyboard: a group of native radio buttons (Tab reaches
 * the group, the arrow keys move the choice), each read as "3 of 5 stars"; the stars are drawn over
 * the visually hidden radios.
 */
import { STAR_RATING_MAX } from '@quota/shared/domain/interview-feedback/rules'
import { useId } from 'react'

export function StarRating({
  label,
  value,
  onChange,
  error,
  required,
  name,
}: {
  label: string
  value: number | null
  onChange: (value: number) => void
  error?: string | null | undefined
  required?: boolean
  name: string
}) {
  const id = useId()
  const errorId = error ? `${id}-error` : undefined
  return (
    <fieldset
      className={['field', 'star-rating', error && 'has-error'].filter(Boolean).join(' ')}
      aria-describedby={errorId}
      data-stars={name}
    >
      <legend className="field-label">
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </legend>
      <div className="star-rating-stars">
        {Array.from({ length: STAR_RATING_MAX }, (_, i) => i + 1).map((n) => (
          <label key={n} className={value !== null && n <= value ? 'star is-on' : 'star'}>
            <input
              type="radio"
              className="visually-hidden"
              name={`${id}-${name}`}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              aria-label={`${n} of ${STAR_RATING_MAX} stars`}
            />
            <span aria-hidden="true">★</span>
          </label>
        ))}
        <span className="muted small" aria-hidden="true">
          {value ? `${value}/${STAR_RATING_MAX}` : 'Not rated'}
        </span>
      </div>
      {error && (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  )
}
