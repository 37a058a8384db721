/**
 * A type-ahead city picker (WAI-ARIA combobox with a listbox popup) over GET locations/cities,
 * the source the web app's city fields use. Typing 2+ characters asks for up to 8 US cities
 * (largest first); ArrowDown/ArrowUp move, Enter or a click chooses, Escape closes. The chosen
 * city's id goes in a hidden `cityId` input; text typed but not chosen leaves it empty, and the
 * form says "Choose a city from the list." (as the API would).
 */
import { useEffect, useRef, useState } from 'preact/hooks'
import { type Api, call } from './api'

export interface City {
  cityId: string | null
  cityName: string | null
  stateCode: string | null
}

export const CITY_PICK_MESSAGE = 'Choose a city from the list.'
const MIN_CHARS = 2
const DEBOUNCE_MS = 200

const labelOf = (c: City) => (c.stateCode ? `${c.cityName}, ${c.stateCode}` : (c.cityName ?? ''))

export function CityPicker({
  api,
  a11y,
  onPick,
}: {
  api: Api
  a11y: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }
  onPick?: () => void
}) {
  const [text, setText] = useState('')
  const [chosen, setChosen] = useState<City | null>(null)
  const [options, setOptions] = useState<City[]>([])
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const [status, setStatus] = useState('')
  const seq = useRef(0)
  const listId = `${a11y.id}-list`

  useEffect(() => {
    const query = text.trim()
    if (chosen && labelOf(chosen) === text) return
    if (query.length < MIN_CHARS) {
      setOptions([])
      setOpen(false)
      return
    }
    const mine = ++seq.current
    const timer = setTimeout(() => {
      call<City[]>(api, `/api/locations/cities?searchText=${encodeURIComponent(query)}&limit=8`).then(
        (found) => {
          if (mine !== seq.current) return
          const usable = found.filter((c) => c.cityId)
          setOptions(usable)
          setActive(-1)
          setOpen(true)
          setStatus(usable.length ? `${usable.length} cities found. Use the arrow keys to choose.` : 'No city found.')
        },
        () => {
          if (mine === seq.current) setStatus('Cities could not be loaded.')
        },
      )
    }, DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [api, text, chosen])

  function pick(c: City) {
    setChosen(c)
    setText(labelOf(c))
    setOpen(false)
    setActive(-1)
    setStatus(`${labelOf(c)} chosen.`)
    onPick?.()
  }

  function onKeyDown(e: KeyboardEvent) {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      if (!options.length) return
      e.preventDefault()
      setOpen(true)
      const step = e.key === 'ArrowDown' ? 1 : -1
      setActive((i) => (i + step + options.length) % options.length)
    } else if (e.key === 'Enter') {
      if (open && active >= 0 && options[active]) {
        e.preventDefault() // choose, do not submit the form
        pick(options[active]!)
      }
    } else if (e.key === 'Escape') {
      if (open) {
        e.preventDefault()
        setOpen(false)
        setActive(-1)
      }
    }
  }

  const expanded = open && options.length > 0
  return (
    <div class="q-combo">
      <input
        {...a11y}
        type="text"
        role="combobox"
        name="cityText"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        value={text}
        onInput={(e) => {
          setText((e.target as HTMLInputElement).value)
          setChosen(null)
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
      />
      <input type="hidden" name="cityId" value={chosen?.cityId ?? ''} />
      <div id={listId} role="listbox" class="q-options" hidden={!expanded} aria-label="Cities">
        {options.map((c, i) => (
          <div
            key={c.cityId}
            id={`${listId}-${i}`}
            role="option"
            // focus stays in the input (aria-activedescendant); -1 keeps options out of the tab order
            tabIndex={-1}
            aria-selected={i === active}
            onMouseDown={(e) => {
              e.preventDefault() // keep focus in the input
              pick(c)
            }}
          >
            {labelOf(c)}
          </div>
        ))}
      </div>
      <span class="q-sr" role="status" aria-live="polite">
        {status}
      </span>
    </div>
  )
}
