/**
 * Lists of values (/admin/lists, manage-lists): browse a list by key (and parent value for the
 * lists that have one), add, rename, deactivate and reactivate, move values up and down; a
 * position's aliases, blacklisted words and recommended position.
 */
import type { ListOfValuesKey } from '@quota/shared/domain/enums'
import { type FormEvent, useEffect, useState } from 'react'
import { useSnapshot } from 'valtio'
import { useSearch } from 'wouter'
import { confirmDialog, openDialog } from '../../app/dialogs'
import { navigate } from '../../app/navigation'
import { toast } from '../../app/toasts'
import { Button } from '../../ui/button'
import { Checkbox } from '../../ui/checkbox'
import { DialogFormActions } from '../../ui/dialog-actions'
import { EmptyState } from '../../ui/empty-state'
import { ListCount, ListError, ShowMore } from '../../ui/list'
import { Select } from '../../ui/select'
import { Spinner } from '../../ui/spinner'
import { TextField } from '../../ui/text-field'
import type { ManagedValue } from './api'
import { apiFieldError } from './form-errors'
import {
  isListKey,
  LIST_PARENT_KEY,
  listLabel,
  listOptions,
  moveValue,
  valueProblem,
  visibleValues,
} from './lists-model'
import { addValue, applyOrder, listsState, openList, reloadList, renameValue, setValueActive } from './lists-state'
import { openPositionMappingsDialog } from './position-mappings'
import './admin.css'

export const DEFAULT_LIST: ListOfValuesKey = 'position'
/** Rows shown at first; "Show more" adds as many again. */
const PAGE = 100

const LIST_OPTIONS = listOptions()

export function AdminListsPage() {
  const query = new URLSearchParams(useSearch())
  const key = isListKey(query.get('key')) ? (query.get('key') as ListOfValuesKey) : DEFAULT_LIST
  const parentParam = query.get('parent')
  const s = useSnapshot(listsState)
  const [searchText, setSearchText] = useState('')
  const [showInactive, setShowInactive] = useState(false)
  const [shown, setShown] = useState(PAGE)
  /** The value just added: shown (past "Show more" if need be) and scrolled to. */
  const [addedId, setAddedId] = useState<string | null>(null)

  useEffect(() => {
    setShown(PAGE)
    setAddedId(null)
    void openList(key, parentParam)
  }, [key, parentParam])

  useEffect(() => {
    if (addedId) document.querySelector(`[data-value-id="${addedId}"]`)?.scrollIntoView({ block: 'nearest' })
  }, [addedId])

  const parentKey = LIST_PARENT_KEY[key]
  const values = s.values as ManagedValue[]
  const visible = visibleValues(values, { showInactive, searchText })
  const order = values.map((v) => v.id)
  const visibleIds = visible.map((v) => v.id)
  const inactiveCount = values.filter((v) => !v.isActive).length
  const ready = s.key === key && !s.loading

  function openKey(next: string, parent?: string) {
    const q = new URLSearchParams({ key: next })
    if (parent) q.set('parent', parent)
    void navigate(`/admin/lists?${q}`, { replace: true })
  }

  async function move(id: string, direction: -1 | 1) {
    const next = moveValue(order, visibleIds, id, direction)
    if (!next) return
    const label = values.find((v) => v.id === id)?.value ?? 'The value'
    if (await applyOrder(next)) {
      // keep focus on the same control of the moved row
      requestAnimationFrame(() =>
        document
          .querySelector<HTMLButtonElement>(`[data-value-id="${id}"] [data-move="${direction}"]:not([disabled])`)
          ?.focus(),
      )
      toast.success(`${label} moved ${direction === -1 ? 'up' : 'down'}.`)
    }
  }

  return (
    <section className="page admin-page">
      <header className="page-header">
        <h1>Lists</h1>
        <p className="muted">The values people pick from across the product. Deactivated values stay on old records.</p>
      </header>
      <div className="card">
        <div className="filter-bar">
          <Select
            label="List"
            name="listKey"
            options={LIST_OPTIONS}
            value={key}
            onChange={(e) => openKey(e.target.value)}
          />
          {parentKey && (
            <Select
              label={listLabel(parentKey)}
              name="parentId"
              options={s.parents.map((p) => ({ value: p.id, label: p.isActive ? p.value : `${p.value} (inactive)` }))}
              value={s.parentId ?? ''}
              disabled={!s.parents.length}
              onChange={(e) => openKey(key, e.target.value)}
            />
          )}
          <TextField
            label="Filter values"
            name="searchText"
            type="search"
            value={searchText}
            onChange={(e) => setSearchText(e.target.value)}
          />
        </div>
        <div className="list-toolbar">
          <Checkbox
            label={`Show deactivated values${inactiveCount ? ` (${inactiveCount})` : ''}`}
            name="showInactive"
            checked={showInactive}
            onChange={(e) => setShowInactive(e.target.checked)}
          />
          <ListCount loading={!ready} count={visible.length} one="value" many="values" />
        </div>
        <AddValueForm
          key={`${key}:${s.parentId ?? ''}`}
          listName={listLabel(key)}
          disabled={!ready || Boolean(parentKey && !s.parentId)}
          existing={values}
          onAdded={(created) => {
            setSearchText('')
            setShown((n) => Math.max(n, values.length + 1))
            setAddedId(created.id)
          }}
        />
        {s.error ? (
          <ListError message={s.error} onRetry={() => void reloadList()} />
        ) : !ready ? (
          <Spinner label="Loading the list" />
        ) : visible.length === 0 ? (
          <EmptyState title={values.length ? 'No values match.' : 'This list has no values yet.'}>
            {values.length ? 'Change the filter or show the deactivated values.' : 'Add the first value above.'}
          </EmptyState>
        ) : (
          <>
            <div className="data-table-wrap">
              <table className="data-table lov-table">
                <caption className="visually-hidden">{listLabel(key)} values</caption>
                <thead>
                  <tr>
                    <th scope="col">Order</th>
                    <th scope="col">Value</th>
                    <th scope="col">Status</th>
                    <th scope="col">
                      <span className="visually-hidden">Actions</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {visible.slice(0, shown).map((v, i) => (
                    <ValueRow
                      key={v.id}
                      value={v}
                      isFirst={i === 0}
                      isLast={i === visible.length - 1}
                      busy={Boolean(s.pending[v.id]) || s.reordering}
                      onMove={(d) => void move(v.id, d)}
                      existing={values}
                    />
                  ))}
                </tbody>
              </table>
            </div>
            {visible.length > shown && <ShowMore onClick={() => setShown((n) => n + PAGE)} />}
          </>
        )}
      </div>
    </section>
  )
}

function AddValueForm({
  listName,
  disabled,
  existing,
  onAdded,
}: {
  listName: string
  disabled: boolean
  existing: readonly ManagedValue[]
  onAdded: (created: ManagedValue) => void
}) {
  const [value, setValue] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [pending, setPending] = useState(false)

  async function onSubmit(e: FormEvent) {
    e.preventDefault()
    const problem = valueProblem(value, existing)
    setError(problem)
    if (problem) return
    setPending(true)
    try {
      const created = await addValue(value)
      toast.success(`${created.value} was added to ${listName}.`)
      setValue('')
      onAdded(created)
    } catch (err) {
      setError(apiFieldError(err, 'value') ?? 'The value could not be added.')
    } finally {
      setPending(false)
    }
  }

  return (
    <form className="lov-add" aria-label={`Add a value to ${listName}`} noValidate onSubmit={(e) => void onSubmit(e)}>
      <TextField
        label="New value"
        name="newValue"
        autoComplete="off"
        maxLength={255}
        value={value}
        disabled={disabled}
        onChange={(e) => {
          setValue(e.target.value)
          if (error) setError(null)
        }}
        error={error}
      />
      <Button type="submit" loading={pending} disabled={disabled}>
        Add value
      </Button>
    </form>
  )
}

function ValueRow({
  value: v,
  isFirst,
  isLast,
  busy,
  onMove,
  existing,
}: {
  value: ManagedValue
  isFirst: boolean
  isLast: boolean
  busy: boolean
  onMove: (direction: -1 | 1) => void
  existing: readonly ManagedValue[]
}) {
  async function onDeactivate() {
    const ok = await confirmDialog({
      title: 'Deactivate value',
      icon: 'warning',
      body: `Deactivate "${v.value}"? It is no longer offered for new choices; records that use it keep it.`,
      confirmLabel: 'Deactivate',
      danger: true,
    })
    if (!ok) return
    if (await setValueActive(v.id, false)) toast.success(`${v.value} was deactivated.`)
  }
  async function onReactivate() {
    if (await setValueActive(v.id, true)) toast.success(`${v.value} was reactivated.`)
  }
  return (
    <tr data-value-id={v.id} className={v.isActive ? undefined : 'is-inactive'}>
      <td>
        <div className="lov-move">
          <button
            type="button"
            className="icon-btn"
            data-move="-1"
            aria-label={`Move ${v.value} up`}
            disabled={isFirst || busy}
            onClick={() => onMove(-1)}
          >
            <span aria-hidden="true">↑</span>
          </button>
          <button
            type="button"
            className="icon-btn"
            data-move="1"
            aria-label={`Move ${v.value} down`}
            disabled={isLast || busy}
            onClick={() => onMove(1)}
          >
            <span aria-hidden="true">↓</span>
          </button>
        </div>
      </td>
      <th scope="row">
        <span className="lov-value">{v.value}</span>
        {v.identifier && <span className="muted block">{v.identifier}</span>}
      </th>
      <td>
        <span className={`badge badge-${v.isActive ? 'success' : 'danger'}`}>{v.isActive ? 'Active' : 'Inactive'}</span>
      </td>
      <td>
        <div className="admin-row-actions">
          <Button
            variant="secondary"
            aria-label={`Rename ${v.value}`}
            disabled={busy}
            onClick={() => void openRenameDialog(v, existing)}
          >
            Rename
          </Button>
          {v.isActive ? (
            <Button
              variant="secondary"
              aria-label={`Deactivate ${v.value}`}
              loading={busy}
              onClick={() => void onDeactivate()}
            >
              Deactivate
            </Button>
          ) : (
            <Button
              variant="secondary"
              aria-label={`Reactivate ${v.value}`}
              loading={busy}
              onClick={() => void onReactivate()}
            >
              Reactivate
            </Button>
          )}
          {v.key === 'position' && (
            <Button
              variant="ghost"
              aria-label={`Aliases and blacklisted words of ${v.value}`}
              onClick={() => void openPositionMappingsDialog(v)}
            >
              Aliases
            </Button>
          )}
        </div>
      </td>
    </tr>
  )
}

function RenameForm({
  value,
  existing,
  close,
}: {
  value: ManagedValue
  existing: readonly ManagedValue[]
  close: (renamed?: ManagedValue) => void
}) {
  const [text, setText] = useState(value.value)
  const [error, setError] = useState<string | null>(null)
  const [pending, setPending] = useState(false)

  async function onSubmit(e: FormEvent) {
    e.preventDefault()
    const problem = valueProblem(text, existing, value.id)
    setError(problem)
    if (problem) return
    setPending(true)
    try {
      const renamed = await renameValue(value.id, text)
      toast.success(`${value.value} was renamed to ${renamed.value}.`)
      close(renamed)
    } catch (err) {
      setError(apiFieldError(err, 'value') ?? 'The value could not be renamed.')
      setPending(false)
    }
  }

  return (
    <form className="form" aria-label="Rename value" noValidate onSubmit={(e) => void onSubmit(e)}>
      <TextField
        label="Value"
        name="value"
        required
        autoComplete="off"
        maxLength={255}
        data-autofocus
        value={text}
        onChange={(e) => setText(e.target.value)}
        error={error}
      />
      <DialogFormActions pending={pending} label="Save" onCancel={() => close()} />
    </form>
  )
}

function openRenameDialog(value: ManagedValue, existing: readonly ManagedValue[]) {
  return openDialog<ManagedValue>('Rename value', (close) => (
    <RenameForm value={value} existing={existing} close={close} />
  ))
}
