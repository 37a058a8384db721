/**
 * Small pieces the editor's sections share: a section card, a section listing cards with an
 * inline editor, the save/cancel row, a labelled progress bar, a multi-pick with typed search
 * (chips), and list-of-values options.
 */
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { confirmDialog } from '../../../app/dialogs'
import { toast } from '../../../app/toasts'
import { Button } from '../../../ui/button'
import { useListOfValues } from '../../reference/state'
import { searchCities } from './api'
import { addChoiceProblem, type Choice, cityLabel, MESSAGES, pickTyped } from './model'

export function Section({
  id,
  title,
  description,
  actions,
  children,
}: {
  id: string
  title: string
  description?: ReactNode
  actions?: ReactNode
  children: ReactNode
}) {
  return (
    <section className="card editor-section" id={id} aria-labelledby={`${id}-title`} tabIndex={-1}>
      <div className="editor-section-head">
        <div>
          <h2 id={`${id}-title`}>{title}</h2>
          {description && <p className="muted editor-section-description">{description}</p>}
        </div>
        {actions}
      </div>
      {children}
    </section>
  )
}

/**
 * A section listing one card per item (work experience, education, portfolio): an Add button,
 * the inline editor above the list to add one or in place of a card to edit it, the empty state,
 * and focus back on the card's Edit button (or Add) when the editor closes. Each card is an
 * `li.editor-item` marked `data-{itemName}-id`; `renderCard` gives its content.
 */
export function CardListSection<T extends { id: string }>({
  id,
  title,
  description,
  addLabel,
  addDisabled,
  notice,
  items,
  itemName,
  itemClassName,
  ordered = true,
  empty,
  renderEditor,
  renderCard,
}: {
  id: string
  title: string
  description?: ReactNode
  addLabel: string
  addDisabled?: boolean
  /** Shown above the editor and the list (e.g. "the list is full"). */
  notice?: ReactNode
  items: readonly T[]
  itemName: string
  itemClassName?: string
  ordered?: boolean
  empty: ReactNode
  renderEditor: (original: T | null, onDone: () => void) => ReactNode
  renderCard: (item: T, index: number, edit: () => void) => ReactNode
}) {
  const [editing, setEditing] = useState<{ id: string | null } | null>(null)
  const idAttr = `data-${itemName}-id`

  function close(returnTo?: string) {
    setEditing(null)
    requestAnimationFrame(() => {
      const target = returnTo
        ? document.querySelector<HTMLElement>(`[${idAttr}="${returnTo}"] [data-edit]`)
        : document.querySelector<HTMLElement>(`#${id} [data-add]`)
      target?.focus()
    })
  }

  const List = ordered ? 'ol' : 'ul'
  return (
    <Section
      id={id}
      title={title}
      description={description}
      actions={
        editing?.id !== null && (
          <Button variant="secondary" data-add disabled={addDisabled} onClick={() => setEditing({ id: null })}>
            {addLabel}
          </Button>
        )
      }
    >
      {notice}
      {editing?.id === null && renderEditor(null, () => close())}
      {items.length === 0 && editing?.id !== null ? (
        empty
      ) : (
        <List className="editor-list">
          {items.map((item, index) =>
            editing?.id === item.id ? (
              <li key={item.id} {...{ [idAttr]: item.id }}>
                {renderEditor(item, () => close(item.id))}
              </li>
            ) : (
              <li
                key={item.id}
                {...{ [idAttr]: item.id }}
                className={itemClassName ? `editor-item ${itemClassName}` : 'editor-item'}
              >
                {renderCard(item, index, () => setEditing({ id: item.id }))}
              </li>
            ),
          )}
        </List>
      )}
    </Section>
  )
}

/** Asks before removing a card's item, then removes it and says how it went. */
export async function confirmRemove({
  title,
  body,
  remove,
  removed,
}: {
  title: string
  body: string
  remove: () => Promise<{ ok: true } | { ok: false; message: string }>
  removed: string
}): Promise<void> {
  const yes = await confirmDialog({ title, body, confirmLabel: 'Remove', danger: true })
  if (!yes) return
  const result = await remove()
  if (result.ok) toast.success(removed)
  else toast.error(result.message)
}

/** Save and cancel, plus the form's own message (a problem not tied to one field). */
export function FormActions({
  saving,
  dirty,
  onCancel,
  saveLabel = 'Save',
  message,
}: {
  saving: boolean
  dirty: boolean
  onCancel?: () => void
  saveLabel?: string
  message?: string | null
}) {
  return (
    <div className="editor-actions">
      {message && (
        <p className="field-error" role="alert">
          {message}
        </p>
      )}
      <div className="row">
        <Button type="submit" loading={saving}>
          {saveLabel}
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel} disabled={saving || !dirty}>
            Cancel
          </Button>
        )}
      </div>
    </div>
  )
}

// moved to ui/ (culture media uploads use it too); kept here for the editor's imports
export { ProgressBar } from '../../../ui/progress-bar'

/** A list of values as choices (`{ id, label }`). */
export function useChoices(key: string | null): { choices: Choice[]; loading: boolean } {
  const { items, loading } = useListOfValues(key)
  return { choices: items.map((i) => ({ id: i.id, label: i.value })), loading }
}

export interface ChipPickerProps {
  label: string
  /** The input's name (tests and error mapping find the field by it). */
  name: string
  /** What one value is called in messages: 'Choose a skill from the list.' */
  noun: string
  options: readonly Choice[]
  value: readonly Choice[]
  /** Adds a value; answers a message when it could not be added. */
  onAdd: (choice: Choice) => unknown
  onRemove: (choice: Choice) => void
  max: number
  duplicateMessage?: string
  /** Typed text that matches no option becomes a new value (e.g. notable accounts). */
  allowFree?: boolean
  /** Called as the user types (e.g. to search cities). */
  onType?: (text: string) => void
  error?: string | null | undefined
  hint?: ReactNode
  required?: boolean
  disabled?: boolean
}

/**
 * A multi-pick: type to search the options (a native datalist), Enter or Add picks the option
 * typed; chips list the picked values with a remove button each. A free-typed string that is
 * not an option is refused (spec 000 §5 autocomplete rule) unless `allowFree`.
 */
export function ChipPicker({
  label,
  name,
  noun,
  options,
  value,
  onAdd,
  onRemove,
  max,
  duplicateMessage,
  allowFree,
  onType,
  error,
  hint,
  required,
  disabled,
}: ChipPickerProps) {
  const id = useId()
  const inputId = `picker-${id}`
  const listId = `${inputId}-options`
  const [text, setText] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const shown = problem ?? error ?? null
  const hintId = `${inputId}-hint`
  const errorId = shown ? `${inputId}-error` : undefined

  async function add() {
    const typed = text.trim()
    const picked = pickTyped(typed, options) ?? (allowFree && typed ? { id: '', label: typed } : null)
    const message = typed
      ? addChoiceProblem(value, picked, { max, noun, ...(duplicateMessage ? { duplicateMessage } : {}) })
      : `Type a ${noun} first.`
    if (message) {
      setProblem(message)
      return
    }
    setBusy(true)
    const answer = await onAdd(picked!)
    setBusy(false)
    if (typeof answer === 'string' && answer) {
      setProblem(answer)
      return
    }
    setProblem(null)
    setText('')
  }

  // Text typed but not added would be lost on Save without a word: the form is not sent until
  // it is added (Enter or Add) or cleared. A native listener on the form runs before React's.
  const input = useRef<HTMLInputElement>(null)
  const pending = useRef('')
  pending.current = text.trim()
  useEffect(() => {
    const form = input.current?.form
    if (!form) return
    const guard = (event: Event) => {
      if (!pending.current) return
      event.preventDefault()
      event.stopPropagation()
      setProblem(MESSAGES.pendingChoice(pending.current, noun))
      input.current?.focus()
    }
    form.addEventListener('submit', guard)
    return () => form.removeEventListener('submit', guard)
  }, [noun])

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault()
      void add()
    }
  }

  return (
    <div className={['field', 'chip-picker', shown && 'has-error'].filter(Boolean).join(' ')}>
      <label htmlFor={inputId} className="field-label">
        {label}
        {required && (
          <span className="field-required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {value.length > 0 && (
        <ul className="chip-list editor-chips" aria-label={`${label}: chosen`}>
          {value.map((c) => (
            <li key={c.id || c.label} className="chip">
              <span>{c.label}</span>
              <button
                type="button"
                className="chip-remove"
                aria-label={`Remove ${c.label}`}
                onClick={() => {
                  setProblem(null)
                  onRemove(c)
                }}
                disabled={disabled}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="field-row chip-picker-row">
        <input
          ref={input}
          id={inputId}
          name={name}
          className="field-input"
          list={listId}
          autoComplete="off"
          value={text}
          disabled={disabled}
          onChange={(e) => {
            setText(e.target.value)
            setProblem(null)
            onType?.(e.target.value)
          }}
          onKeyDown={onKeyDown}
          aria-invalid={shown ? true : undefined}
          aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        />
        <Button variant="secondary" onClick={() => void add()} loading={busy} disabled={disabled}>
          Add<span className="visually-hidden"> {noun}</span>
        </Button>
      </div>
      <datalist id={listId}>
        {options
          .filter((o) => !value.some((v) => v.id === o.id))
          .map((o) => (
            <option key={o.id} value={o.label} />
          ))}
      </datalist>
      <p id={hintId} className="field-hint">
        {hint ?? `${value.length} of ${max}`}
      </p>
      {shown && (
        <p id={errorId} className="field-error" role="alert">
          {shown}
        </p>
      )}
    </div>
  )
}

/** City search for the datalist pickers: typed text -> 'City, ST' choices (debounced, cached). */
export function useCitySearch(): { options: Choice[]; search: (text: string) => void } {
  const [options, setOptions] = useState<Choice[]>([])
  const [state] = useState(() => ({
    timer: 0 as ReturnType<typeof setTimeout> | 0,
    controller: null as AbortController | null,
  }))
  function search(text: string) {
    if (state.timer) clearTimeout(state.timer)
    const t = text.trim()
    if (t.length < 2) return
    state.timer = setTimeout(() => {
      state.controller?.abort()
      const controller = new AbortController()
      state.controller = controller
      searchCities(t, controller.signal)
        .then((found) => {
          const next = found
            .filter((c) => c.cityId && c.cityName)
            .map((c) => ({ id: c.cityId!, label: cityLabel(c.cityName!, c.stateCode) }))
          // keep earlier answers too, so a label typed in full still matches after a new search
          setOptions((old) => {
            const byId = new Map(old.map((o) => [o.id, o]))
            for (const o of next) byId.set(o.id, o)
            return [...next, ...[...byId.values()].filter((o) => !next.some((n) => n.id === o.id))].slice(0, 50)
          })
        })
        .catch(() => {})
    }, 250)
  }
  return { options, search }
}

/** One city, typed and chosen from the list ('City, ST'); `cityId` is empty until one is chosen. */
export function CityField({
  label,
  name,
  value,
  onChange,
  error,
}: {
  label: string
  name: string
  value: { cityId: string; cityLabel: string }
  onChange: (next: { cityId: string; cityLabel: string }) => void
  error?: string | null | undefined
}) {
  const id = useId()
  const { options, search } = useCitySearch()
  const inputId = `city-${id}`
  // A name typed in full before the search answered is chosen once the answer arrives.
  useEffect(() => {
    if (value.cityId || !value.cityLabel) return
    const picked = pickTyped(value.cityLabel, options)
    if (picked) onChange({ cityId: picked.id, cityLabel: picked.label })
  }, [options, value.cityId, value.cityLabel, onChange])
  const errorId = error ? `${inputId}-error` : undefined
  return (
    <div className={['field', error && 'has-error'].filter(Boolean).join(' ')}>
      <label htmlFor={inputId} className="field-label">
        {label}
      </label>
      <input
        id={inputId}
        name={name}
        className="field-input"
        list={`${inputId}-options`}
        autoComplete="off"
        value={value.cityLabel}
        placeholder="City, ST"
        onChange={(e) => {
          const text = e.target.value
          search(text)
          const picked = pickTyped(text, options)
          onChange({ cityId: picked?.id ?? '', cityLabel: picked?.label ?? text })
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${inputId}-hint${errorId ? ` ${errorId}` : ''}`}
      />
      <datalist id={`${inputId}-options`}>
        {options.map((o) => (
          <option key={o.id} value={o.label} />
        ))}
      </datalist>
      <p id={`${inputId}-hint`} className="field-hint">
        Type the city's name and choose it from the list.
      </p>
      {error && (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  )
}
