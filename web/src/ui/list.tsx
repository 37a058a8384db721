/**
 * Small pieces every paged list screen repeats (clients, jobs, admin lists): the live result
 * count, the "Try again" error, the "Show more" button and the favourite star. Shared so the
 * markup, and the selectors the browser tests use, stay the same on every list.
 */
import type { ReactNode } from 'react'
import { Alert } from './alert'
import { Button } from './button'

/** "Loading…" or "3 clients"; announced politely when it changes. */
export function ListCount({
  loading,
  count,
  one,
  many,
}: {
  loading: boolean
  count: number
  one: string
  many: string
}) {
  return (
    <p className="list-count" aria-live="polite">
      {loading ? 'Loading…' : `${count} ${count === 1 ? one : many}`}
    </p>
  )
}

/** A list that failed to load, with a link-style button to load it again. */
export function ListError({ message, onRetry }: { message: ReactNode; onRetry: () => void }) {
  return (
    <Alert>
      {message}{' '}
      <Button variant="link" onClick={onRetry}>
        Try again
      </Button>
    </Alert>
  )
}

/** The button under a list that loads (or reveals) the next page. */
export function ShowMore({
  loading,
  onClick,
  children = 'Show more',
}: {
  loading?: boolean
  onClick: () => void
  children?: ReactNode
}) {
  return (
    <div className="list-more">
      <Button variant="secondary" loading={loading} onClick={onClick}>
        {children}
      </Button>
    </div>
  )
}

/** The star that toggles a row's favourite; `name` labels it for screen readers. */
export function FavoriteButton({
  name,
  on,
  pending,
  onToggle,
}: {
  name: string
  on: boolean
  pending: boolean
  onToggle: () => void
}) {
  return (
    <button
      type="button"
      className={`favorite-toggle${on ? ' is-on' : ''}`}
      aria-pressed={on}
      aria-label={`Favourite: ${name}`}
      disabled={pending}
      onClick={onToggle}
    >
      <span aria-hidden="true">{on ? '★' : '☆'}</span>
    </button>
  )
}
