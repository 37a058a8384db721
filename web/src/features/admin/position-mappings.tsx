/**
 * A position's aliases, blacklisted words and recommended position (manage-lists), in a dialog
 * opened from the position list. Duplicates are refused with the spec's messages (000 §5).
 */
import { type FormEvent, useEffect, useState } from 'react'
import { openDialog } from '../../app/dialogs'
import { toast } from '../../app/toasts'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'
import { Select } from '../../ui/select'
import { Spinner } from '../../ui/spinner'
import { TextField } from '../../ui/text-field'
import {
  addPositionTerm,
  fetchManagedValues,
  fetchPositionMappings,
  type ManagedValue,
  type PositionMappings,
  removePositionTerm,
  setRecommendedPosition,
} from './api'
import { apiFieldError } from './form-errors'
import { byListOrder, type PositionTermKind, recommendedProblem, TERM_MAX, termProblem } from './lists-model'

const KIND_TEXT: Record<PositionTermKind, { title: string; one: string; field: string }> = {
  alias: { title: 'Aliases', one: 'alias', field: 'New alias' },
  blacklistedWord: { title: 'Blacklisted words', one: 'blacklisted word', field: 'New blacklisted word' },
}

function PositionMappingsPanel({ position, close }: { position: ManagedValue; close: () => void }) {
  const [mappings, setMappings] = useState<PositionMappings | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [positions, setPositions] = useState<ManagedValue[]>([])

  useEffect(() => {
    let live = true
    fetchPositionMappings(position.id).then(
      (m) => live && setMappings(m),
      () => live && setError('The aliases could not be loaded.'),
    )
    fetchManagedValues('position').then(
      (all) => live && setPositions(byListOrder(all).filter((p) => p.isActive && p.id !== position.id)),
      () => {},
    )
    return () => {
      live = false
    }
  }, [position.id])

  if (error) return <Alert>{error}</Alert>
  if (!mappings) return <Spinner label="Loading the aliases" />
  return (
    <div className="stack position-mappings">
      <TermSection kind="alias" position={position} mappings={mappings} onChange={setMappings} />
      <TermSection kind="blacklistedWord" position={position} mappings={mappings} onChange={setMappings} />
      <RecommendedPosition position={position} mappings={mappings} positions={positions} onChange={setMappings} />
      <div className="dialog-actions">
        <Button variant="secondary" onClick={close}>
          Done
        </Button>
      </div>
    </div>
  )
}

function TermSection({
  kind,
  position,
  mappings,
  onChange,
}: {
  kind: PositionTermKind
  position: ManagedValue
  mappings: PositionMappings
  onChange: (m: PositionMappings) => void
}) {
  const text = KIND_TEXT[kind]
  const terms = kind === 'alias' ? mappings.aliases : mappings.blacklistedWords
  const [term, setTerm] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  const [removing, setRemoving] = useState<string | null>(null)
  const headingId = `terms-${kind}`

  async function onSubmit(e: FormEvent) {
    e.preventDefault()
    const problem = termProblem(kind, term, terms)
    setError(problem)
    if (problem) return
    setPending(true)
    try {
      onChange(await addPositionTerm(position.id, kind, term.trim()))
      toast.success(`"${term.trim()}" was added as ${text.one}.`)
      setTerm('')
    } catch (err) {
      setError(apiFieldError(err, 'term') ?? `The ${text.one} could not be added.`)
    } finally {
      setPending(false)
    }
  }

  async function onRemove(id: string, value: string) {
    setRemoving(id)
    try {
      onChange(await removePositionTerm(position.id, id))
      toast.success(`"${value}" was removed.`)
    } catch {
      // the global handling shows why
    } finally {
      setRemoving(null)
    }
  }

  return (
    <section aria-labelledby={headingId} className="term-section">
      <h3 id={headingId} className="section-title">
        {text.title}
      </h3>
      {terms.length ? (
        <ul className="chip-list">
          {terms.map((t) => (
            <li key={t.id} className="chip">
              <span>{t.term}</span>
              <button
                type="button"
                className="chip-remove"
                aria-label={`Remove ${text.one} ${t.term}`}
                disabled={removing === t.id}
                onClick={() => void onRemove(t.id, t.term)}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">No {text.title.toLowerCase()} yet.</p>
      )}
      <form className="lov-add" aria-label={`Add ${text.one}`} noValidate onSubmit={(e) => void onSubmit(e)}>
        <TextField
          label={text.field}
          name={kind === 'alias' ? 'alias' : 'blacklistedWord'}
          autoComplete="off"
          maxLength={TERM_MAX}
          value={term}
          onChange={(e) => {
            setTerm(e.target.value)
            if (error) setError(null)
          }}
          error={error}
        />
        <Button type="submit" variant="secondary" loading={pending}>
          Add
        </Button>
      </form>
    </section>
  )
}

function RecommendedPosition({
  position,
  mappings,
  positions,
  onChange,
}: {
  position: ManagedValue
  mappings: PositionMappings
  positions: ManagedValue[]
  onChange: (m: PositionMappings) => void
}) {
  const [chosen, setChosen] = useState(mappings.recommendedPositionId ?? '')
  const [error, setError] = useState<string | null>(null)
  const [pending, setPending] = useState(false)

  async function onSubmit(e: FormEvent) {
    e.preventDefault()
    const next = chosen || null
    const problem = recommendedProblem(mappings.recommendedPositionId, next)
    setError(problem)
    if (problem) return
    setPending(true)
    try {
      onChange(await setRecommendedPosition(position.id, next))
      toast.success(next ? 'The recommended position was set.' : 'The recommended position was cleared.')
    } catch (err) {
      setError(apiFieldError(err, 'recommendedPositionId') ?? 'The recommended position could not be set.')
    } finally {
      setPending(false)
    }
  }

  return (
    <section aria-labelledby="recommended-position" className="term-section">
      <h3 id="recommended-position" className="section-title">
        Recommended position
      </h3>
      <form className="lov-add" aria-label="Recommended position" noValidate onSubmit={(e) => void onSubmit(e)}>
        <Select
          label="Recommend instead"
          name="recommendedPositionId"
          placeholder="None"
          options={positions.map((p) => ({ value: p.id, label: p.value }))}
          value={chosen}
          onChange={(e) => {
            setChosen(e.target.value)
            if (error) setError(null)
          }}
          error={error}
        />
        <Button type="submit" variant="secondary" loading={pending}>
          Set
        </Button>
      </form>
    </section>
  )
}

export function openPositionMappingsDialog(position: ManagedValue) {
  return openDialog(`Position: ${position.value}`, (close) => (
    <PositionMappingsPanel position={position} close={() => close()} />
  ))
}
