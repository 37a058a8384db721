/**
 * A field holding several chosen values (locations, skills, target companies, verticals,
 * time zones, sourcers): the chosen ones listed with a remove button, and a search whose matches
 * are added with a button (000 §5: a free-typed string is not a value; an option must be
 * chosen). Once the field's limit is reached the search goes and the hint says the limit.
 */
import { useEffect, useId, useRef, useState } from 'react'
import { Button } from './button'
import { TextField } from './text-field'

export interface Choice {
  id: string
  label: string
}

const SEARCH_DELAY_MS = 300

export function ChoicePicker({
  legend,
  name,
  value,
  onChange,
  search,
  max,
  hint,
  searchLabel,
  searchHint,
  minChars = 2,
  noun,
  error,
  suggested = [],
}: {
  legend: string
  /** The field's name: tests and the API's 422 details find it by this. */
  name: string
  value: readonly Choice[]
  onChange: (next: Choice[]) => void
  /** Matches for the typed text (at least `minChars` long). */
  search: (text: string, signal: AbortSignal) => Promise<Choice[]>
  max: number
  /** Says the limit, e.g. "Add up to 10 target companies". */
  hint: string
  searchLabel: string
  searchHint: string
  minChars?: number
  /** What a match is called in its add button's list ("Matching skills"). */
  noun: string
  error?: string | undefined
  /** Offered while nothing is typed, under "Frequently Used" (the list's most chosen values). */
  suggested?: readonly Choice[]
}) {
  const id = useId()
  const [text, setText] = useState('')
  const [found, setFound] = useState<Choice[]>([])
  const [searching, setSearching] = useState(false)
  const full = value.length >= max
  // the latest search, without restarting the pending one each time the parent renders
  const searchRef = useRef(search)
  searchRef.current = search

  useEffect(() => {
    const q = text.trim()
    if (q.length < minChars) {
      setFound([])
      return
    }
    const controller = new AbortController()
    const timer = setTimeout(() => {
      setSearching(true)
      searchRef
        .current(q, controller.signal)
        .then((choices) => {
          if (!controller.signal.aborted) setFound(choices)
        })
        .catch(() => setFound([]))
        .finally(() => {
          if (!controller.signal.aborted) setSearching(false)
        })
    }, SEARCH_DELAY_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [text, minChars])

  const chosen = new Set(value.map((c) => c.id))
  const options = found.filter((c) => !chosen.has(c.id))
  const frequent = text.trim() ? [] : suggested.filter((c) => !chosen.has(c.id))

  function add(choice: Choice) {
    onChange([...value, choice])
    setText('')
    setFound([])
  }

  return (
    <fieldset
      className={`choice-picker${error ? ' has-error' : ''}`}
      data-name={name}
      aria-invalid={error ? true : undefined}
      aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
    >
      <legend className="field-label">{legend}</legend>
      <p id={`${id}-hint`} className="field-hint">
        {hint} ({value.length} of {max}).
      </p>
      {value.length > 0 && (
        <ul className="chosen-places" aria-label={`${legend}: chosen`}>
          {value.map((c) => (
            <li key={c.id}>
              <span>{c.label}</span>
              <Button
                variant="link"
                aria-label={`Remove ${c.label}`}
                onClick={() => onChange(value.filter((x) => x.id !== c.id))}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      {!full && (
        <TextField
          label={searchLabel}
          name={`${name}Search`}
          type="search"
          autoComplete="off"
          value={text}
          onChange={(e) => setText(e.target.value)}
          hint={searching ? 'Searching…' : searchHint}
        />
      )}
      {!full && frequent.length > 0 && (
        <>
          <p className="field-hint choice-picker-caption" aria-hidden="true">
            Frequently Used
          </p>
          <AddButtons label="Frequently Used" choices={frequent} onAdd={add} />
        </>
      )}
      {!full && options.length > 0 && <AddButtons label={`Matching ${noun}`} choices={options} onAdd={add} />}
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  )
}

function AddButtons({
  label,
  choices,
  onAdd,
}: {
  label: string
  choices: readonly Choice[]
  onAdd: (choice: Choice) => void
}) {
  return (
    <ul className="place-options" aria-label={label}>
      {choices.map((c) => (
        <li key={c.id}>
          <Button variant="secondary" onClick={() => onAdd(c)}>
            Add {c.label}
          </Button>
        </li>
      ))}
    </ul>
  )
}

/** A list of values' items as choices. */
export const lovChoices = (items: readonly { id: string; value: string }[]): Choice[] =>
  items.map((i) => ({ id: i.id, label: i.value }))

/** A search over a list already loaded (lists of values, provider users): label contains the text. */
export function searchWithin(choices: readonly Choice[], limit = 12) {
  return async (text: string): Promise<Choice[]> => {
    const t = text.trim().toLowerCase()
    return choices.filter((c) => c.label.toLowerCase().includes(t)).slice(0, limit)
  }
}
