/**
 * The job's locations: up to 6 US cities chosen from a search (000 §5: a free-typed string is
 * not a value; an option must be chosen). The chosen ones are listed with a remove button.
 */
import { useEffect, useId, useState } from 'react'
import { Button } from '../../ui/button'
import { TextField } from '../../ui/text-field'
import { type Location, searchCities } from './api'
import { type JobPlace, MAX_JOB_LOCATIONS, placeLabel } from './job-form'

const SEARCH_DELAY_MS = 300

export function LocationPicker({
  value,
  onChange,
  error,
}: {
  value: readonly JobPlace[]
  onChange: (next: JobPlace[]) => void
  error?: string | undefined
}) {
  const id = useId()
  const [text, setText] = useState('')
  const [found, setFound] = useState<Location[]>([])
  const [searching, setSearching] = useState(false)
  const full = value.length >= MAX_JOB_LOCATIONS

  useEffect(() => {
    const q = text.trim()
    if (q.length < 2) {
      setFound([])
      return
    }
    const controller = new AbortController()
    const timer = setTimeout(() => {
      setSearching(true)
      searchCities(q, controller.signal)
        .then((cities) => setFound(cities))
        .catch(() => setFound([]))
        .finally(() => {
          if (!controller.signal.aborted) setSearching(false)
        })
    }, SEARCH_DELAY_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [text])

  const chosen = new Set(value.map((p) => p.cityId ?? p.stateId))
  const options = found.filter((c) => c.cityId && !chosen.has(c.cityId))

  function add(city: Location) {
    onChange([...value, { cityId: city.cityId, stateId: null, label: placeLabel(city) }])
    setText('')
    setFound([])
  }

  return (
    <fieldset
      className={`location-picker${error ? ' has-error' : ''}`}
      data-name="jobLocations"
      aria-invalid={error ? true : undefined}
      aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
    >
      <legend className="field-label">Locations</legend>
      <p id={`${id}-hint`} className="field-hint">
        Add up to {MAX_JOB_LOCATIONS} locations, with at least one selected.
      </p>
      {value.length > 0 && (
        <ul className="chosen-places" aria-label="Chosen locations">
          {value.map((p) => (
            <li key={p.cityId ?? p.stateId}>
              <span>{p.label}</span>
              <Button
                variant="link"
                aria-label={`Remove ${p.label}`}
                onClick={() => onChange(value.filter((x) => x !== p))}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      {!full && (
        <TextField
          label="Find a city"
          name="citySearch"
          type="search"
          autoComplete="off"
          value={text}
          onChange={(e) => setText(e.target.value)}
          hint={searching ? 'Searching…' : 'Type at least 2 letters, e.g. Austin'}
        />
      )}
      {options.length > 0 && (
        <ul className="place-options" aria-label="Matching cities">
          {options.map((c) => (
            <li key={c.cityId}>
              <Button variant="secondary" onClick={() => add(c)}>
                Add {placeLabel(c)}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  )
}
