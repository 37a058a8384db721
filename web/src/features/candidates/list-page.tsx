/** The recruiters' candidate list (/candidate/list): search, filters, saved filters, bulk select and add to job. */
import { SEARCH_STATUS_LABELS } from '@quota/shared/domain/enums'
import { type FormEvent, useEffect, useState } from 'react'
import { useSnapshot } from 'valtio'
import { Link } from 'wouter'
import { openDialog } from '../../app/dialogs'
import { toast } from '../../app/toasts'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'
import { Checkbox } from '../../ui/checkbox'
import { CheckboxGroup } from '../../ui/checkbox-group'
import { EmptyState } from '../../ui/empty-state'
import { Select } from '../../ui/select'
import { Spinner } from '../../ui/spinner'
import { TextField } from '../../ui/text-field'
import { formatMoney } from '../pipeline/format'
import { useListOfValues } from '../reference/state'
import { sessionState } from '../session/state'
import { isRecruiter } from '../session/user'
import { openAddToJobDialog } from './add-to-job-dialog'
import { type CandidateSearchItem, type CandidateSortOption, type FilterDefinition, fetchOwnerOptions } from './api'
import { type ComparisonKind, type FilterValue, isEmptyValue, SEARCH_TEXTS, SORT_LABELS } from './filters'
import { Highlighted } from './highlighted'
import { openNotifyDialog } from './notify-dialog'
import { JobFilter, LONG_LIST, LocationFilter, LovFilter } from './picker-filters'
import {
  applyFilters,
  applySavedFilter,
  candidateListState,
  clearFilters,
  clearSelection,
  loadMore,
  MAX_SELECTED,
  openCandidateList,
  removeAppliedFilter,
  runSearch,
  saveCurrentFilters,
  setDraft,
  setSearchText,
  setSort,
  toggleSelected,
} from './state'
import './candidates.css'

const COMPARISON_LABELS: Record<ComparisonKind, string> = {
  lessThan: 'Less than',
  between: 'Between',
  greaterThan: 'Greater than',
}

export function CandidateListPage() {
  const s = useSnapshot(candidateListState)
  const [text, setText] = useState(s.searchText)

  useEffect(() => {
    void openCandidateList()
  }, [])

  function onSearch(e: FormEvent) {
    e.preventDefault()
    setSearchText(text)
    void runSearch()
  }

  const appliedKeys = Object.keys(s.applied).filter((k) => !isEmptyValue(s.applied[k] as FilterValue))

  return (
    <section className="page candidate-list-page">
      <header className="page-header">
        <h1>Candidates</h1>
      </header>
      <form className="search-row" aria-label="Search candidates" onSubmit={onSearch}>
        <TextField
          label="Search candidates"
          name="searchText"
          type="search"
          placeholder="Name, title, company, skill… or a Boolean string"
          hint='AND, OR, NOT or -word, "exact phrase", manag*, title:, company:, skill:, school:'
          error={s.textError}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <Select
          label="Sort by"
          name="sortBy"
          options={(Object.keys(SORT_LABELS) as CandidateSortOption[]).map((k) => ({
            value: k,
            label: SORT_LABELS[k],
          }))}
          value={s.sortBy}
          onChange={(e) => setSort(e.target.value as CandidateSortOption)}
        />
        <Button type="submit">Search</Button>
      </form>

      <div className="candidate-list-layout">
        <FilterPanel />
        <div className="candidate-results">
          {appliedKeys.length > 0 && (
            <ul className="filter-chips" aria-label="Applied filters">
              {appliedKeys.map((key) => {
                const d = s.definitions.find((x) => x.key === key)
                return (
                  <li key={key}>
                    <span>{d?.label ?? key}</span>
                    <button
                      type="button"
                      aria-label={`Remove filter: ${d?.label ?? key}`}
                      onClick={() => removeAppliedFilter(key)}
                    >
                      ×
                    </button>
                  </li>
                )
              })}
              <li>
                <Button variant="link" onClick={() => clearFilters()}>
                  Clear all
                </Button>
              </li>
            </ul>
          )}
          <BulkBar />
          <div className="card">
            <p className="list-count" aria-live="polite">
              {s.loading
                ? 'Searching…'
                : `${s.total}${s.totalIsExact ? '' : '+'} ${s.total === 1 ? 'candidate' : 'candidates'}`}
            </p>
            {s.error ? (
              <Alert>{s.error}</Alert>
            ) : s.loading && !s.rows.length ? (
              <Spinner label="Searching candidates" />
            ) : s.rows.length === 0 ? (
              <EmptyState title="No candidates match.">Try other words or fewer filters.</EmptyState>
            ) : (
              <>
                <ul className="search-results" aria-label="Candidates">
                  {s.rows.map((c) => (
                    <ResultRow
                      key={c.candidateId}
                      candidate={c as CandidateSearchItem}
                      selected={s.selected.includes(c.candidateId)}
                      full={s.selected.length >= MAX_SELECTED}
                    />
                  ))}
                </ul>
                {(s.rows.length < s.total || (!s.totalIsExact && s.rows.length > 0)) && (
                  <div className="list-more">
                    <Button variant="secondary" loading={s.loadingMore} onClick={() => void loadMore()}>
                      Show more
                    </Button>
                  </div>
                )}
              </>
            )}
          </div>
        </div>
      </div>
    </section>
  )
}

function ResultRow({
  candidate: c,
  selected,
  full,
}: {
  candidate: CandidateSearchItem
  selected: boolean
  full: boolean
}) {
  const { highlight } = useSnapshot(candidateListState)
  const work = c.currentWorkExperience
  return (
    <li className={`search-result${selected ? ' is-selected' : ''}`} data-candidate-id={c.candidateId}>
      <Checkbox
        label={<span className="visually-hidden">Select {c.fullName}</span>}
        name="selected"
        checked={selected}
        disabled={!selected && full}
        onChange={() => {
          if (!toggleSelected(c)) toast.warning(SEARCH_TEXTS.maxSelected)
        }}
      />
      <div className="search-result-main">
        <h2 className="candidate-name">
          <Link href={`/candidate/profile?candidateId=${c.candidateId}`}>
            <Highlighted text={c.fullName} patterns={highlight} />
          </Link>
        </h2>
        {work && (
          <p className="search-result-title">
            <Highlighted text={work.title} patterns={highlight} field="title" />
            {work.companyName && (
              <>
                {' at '}
                <Highlighted text={work.companyName} patterns={highlight} field="company" />
              </>
            )}
          </p>
        )}
        {c.salesFigures.length > 0 && (
          <p className="sales-line" data-figures={c.salesFigures.map((f) => f.key).join(' ')}>
            {c.salesFigures.map((f) => `${f.label} ${f.value}`).join(' · ')}
          </p>
        )}
        <p className="candidate-meta">
          {c.formattedLocation && <span>{c.formattedLocation}</span>}
          {c.searchStatus && <span>{SEARCH_STATUS_LABELS[c.searchStatus]}</span>}
          {c.desiredBaseSalary != null && <span>Base {formatMoney(c.desiredBaseSalary)}</span>}
          {c.desiredOTE != null && <span>OTE {formatMoney(c.desiredOTE)}</span>}
          {c.owner && <span>Owner {c.owner.name}</span>}
          {c.leadStatus && <span>{c.leadStatus.name}</span>}
        </p>
      </div>
    </li>
  )
}

function BulkBar() {
  const s = useSnapshot(candidateListState)
  const { user } = useSnapshot(sessionState)
  const canNotify = Boolean(user && isRecruiter(user))
  if (!s.selected.length) return null
  return (
    <section className="bulk-bar" aria-label="Selected candidates">
      <p>
        <strong>{s.selected.length}</strong> of {MAX_SELECTED} selected
      </p>
      <div className="row">
        <Button
          onClick={() =>
            void openAddToJobDialog(
              [...s.selected],
              s.selected.map((id) => s.selectedNames[id] ?? id),
            )
          }
        >
          Add to job
        </Button>
        {canNotify && (
          <Button variant="secondary" onClick={() => void openNotifyDialog([...s.selected], { ...s.selectedNames })}>
            Notify
          </Button>
        )}
        <Button variant="secondary" onClick={() => clearSelection()}>
          Clear selection
        </Button>
      </div>
    </section>
  )
}

// ---- filters ------------------------------------------------------------------------------------

function FilterPanel() {
  const s = useSnapshot(candidateListState)
  const groups = [...new Set(s.definitions.map((d) => d.group))]
  const [openGroups, setOpenGroups] = useState<Record<string, boolean>>({ Basic: true })
  const narrow = useNarrowScreen()

  async function onApply(e: FormEvent) {
    e.preventDefault()
    if (!(await applyFilters())) toast.error('Please correct the highlighted filters.')
  }

  const applied = Object.keys(s.applied).filter((k) => !isEmptyValue(s.applied[k] as FilterValue)).length
  const body = (
    <>
      <div className="filter-panel-header">
        {!narrow && <h2>Filters</h2>}
        <SavedFilters />
      </div>
      {!s.definitionsLoaded ? (
        <Spinner label="Loading filters" />
      ) : (
        <form onSubmit={(e) => void onApply(e)} noValidate aria-label="Candidate filters">
          {groups.map((group) => (
            <details
              key={group}
              className="filter-group"
              open={Boolean(openGroups[group])}
              onToggle={(e) => {
                const open = (e.target as HTMLDetailsElement).open
                setOpenGroups((g) => (g[group] === open ? g : { ...g, [group]: open }))
              }}
            >
              <summary>{group}</summary>
              {openGroups[group] && (
                <div className="filter-group-body">
                  {s.definitions
                    .filter((d) => d.group === group)
                    .map((d) => (
                      <FilterControl key={d.key} definition={d as FilterDefinition} />
                    ))}
                </div>
              )}
            </details>
          ))}
          <div className="filter-actions">
            <Button type="submit">Apply filters</Button>
            <Button variant="secondary" onClick={() => clearFilters()}>
              Clear
            </Button>
          </div>
        </form>
      )}
    </>
  )
  return (
    <aside className="filter-panel card" aria-label="Filters">
      {narrow ? (
        // above the results on a phone: folded, so the filters loading in move nothing below them
        <details className="filter-panel-fold">
          <summary>{applied ? `Filters (${applied} applied)` : 'Filters'}</summary>
          {body}
        </details>
      ) : (
        body
      )}
    </aside>
  )
}

/** Below this width the filters sit above the results instead of beside them. */
const NARROW_SCREEN = '(max-width: 720px)'

function useNarrowScreen() {
  const [narrow, setNarrow] = useState(() => window.matchMedia(NARROW_SCREEN).matches)
  useEffect(() => {
    const query = window.matchMedia(NARROW_SCREEN)
    const onChange = () => setNarrow(query.matches)
    query.addEventListener('change', onChange)
    return () => query.removeEventListener('change', onChange)
  }, [])
  return narrow
}

/** Choices that come from elsewhere than a list of values: the owners. */
const OPTION_SOURCES: Record<string, () => Promise<{ value: string; label: string }[]>> = {
  owner: fetchOwnerOptions,
}

function useSourcedOptions(key: string) {
  const [options, setOptions] = useState<{ value: string; label: string }[] | null>(null)
  useEffect(() => {
    const source = OPTION_SOURCES[key]
    if (!source) return
    let live = true
    source()
      .then((o) => live && setOptions(o))
      .catch(() => live && setOptions([]))
    return () => {
      live = false
    }
  }, [key])
  return options
}

function FilterControl({ definition: d }: { definition: FilterDefinition }) {
  const s = useSnapshot(candidateListState)
  const value = s.draft[d.key] as FilterValue | undefined
  const error = s.problems[d.key]
  const lov = useListOfValues(
    d.type === 'multiSelect' && d.listOfValuesKey && !d.options.length ? d.listOfValuesKey : null,
  )
  const sourced = useSourcedOptions(d.key)

  if (d.key === 'location') {
    return <LocationFilter definition={d} value={value?.type === 'places' ? value : undefined} error={error} />
  }
  if (d.key === 'shortlistedInJob') {
    return <JobFilter definition={d} value={value?.type === 'jobs' ? value : undefined} error={error} />
  }

  if (d.type === 'multiSelect') {
    const counts = s.facets[d.key]
    const base =
      d.options.length || sourced
        ? [...d.options, ...(sourced ?? [])]
        : lov.items.map((o) => ({ value: o.id, label: o.value }))
    const options = base.map((o) => {
      // With counts for this filter, a value missing from them has none.
      const count = counts ? (counts.find((c) => c.value === o.value)?.count ?? 0) : undefined
      return { value: o.value, label: count !== undefined ? `${o.label} (${count})` : o.label }
    })
    const selected = value?.type === 'options' ? value.values : []
    if (d.listOfValuesKey && options.length > LONG_LIST) {
      return <LovFilter definition={d} options={options} selected={selected} error={error} />
    }
    return (
      <CheckboxGroup
        legend={d.label}
        name={d.key}
        options={options}
        value={selected}
        {...(d.maxSelected ? { max: d.maxSelected } : {})}
        onChange={(values) => setDraft(d.key, values.length ? { type: 'options', values } : undefined)}
        error={error}
        hint={(lov.loading && !d.options.length) || (OPTION_SOURCES[d.key] && !sourced) ? 'Loading…' : undefined}
      />
    )
  }

  if (d.type === 'text') {
    const terms = value?.type === 'terms' ? value.values.join(', ') : ''
    return (
      <TextField
        label={d.label}
        name={d.key}
        hint="Separate words with commas; every word must match"
        defaultValue={terms}
        onChange={(e) => {
          const values = e.target.value
            .split(',')
            .map((t) => t.trim())
            .filter(Boolean)
          setDraft(d.key, values.length ? { type: 'terms', values } : undefined)
        }}
        error={error}
      />
    )
  }

  if (d.type === 'days') {
    const v = value?.type === 'comparison' ? value.value : ''
    return (
      <TextField
        label={`${d.label.replace(/\s*\(days\)/, '')}: within the last … days`}
        name={d.key}
        inputMode="numeric"
        value={v}
        onChange={(e) =>
          setDraft(
            d.key,
            e.target.value.trim()
              ? { type: 'comparison', comparison: 'lessThan', value: e.target.value, to: '' }
              : undefined,
          )
        }
        error={error}
      />
    )
  }

  // comparison: Less than / Between / Greater than
  const v: Extract<FilterValue, { type: 'comparison' }> =
    value?.type === 'comparison' ? value : { type: 'comparison', comparison: 'greaterThan', value: '', to: '' }
  // Kept even while empty (the comparison may be chosen first); empty values are not applied.
  const update = (patch: Partial<typeof v>) => setDraft(d.key, { ...v, ...patch })
  return (
    <fieldset className="comparison-filter" aria-describedby={error ? `${d.key}-comparison-error` : undefined}>
      <legend className="field-label">{d.label}</legend>
      <Select
        label="Comparison"
        name={`${d.key}-comparison`}
        options={(Object.keys(COMPARISON_LABELS) as ComparisonKind[]).map((k) => ({
          value: k,
          label: COMPARISON_LABELS[k],
        }))}
        value={v.comparison}
        onChange={(e) => update({ comparison: e.target.value as ComparisonKind })}
      />
      <div className="comparison-values">
        <TextField
          label={v.comparison === 'between' ? 'From' : 'Value'}
          name={`${d.key}-value`}
          inputMode="numeric"
          value={v.value}
          onChange={(e) => update({ value: e.target.value })}
          aria-invalid={error ? true : undefined}
        />
        {v.comparison === 'between' && (
          <TextField
            label="To"
            name={`${d.key}-to`}
            inputMode="numeric"
            value={v.to}
            onChange={(e) => update({ to: e.target.value })}
            aria-invalid={error ? true : undefined}
          />
        )}
      </div>
      {error && (
        <p id={`${d.key}-comparison-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  )
}

function SavedFilters() {
  const s = useSnapshot(candidateListState)
  const [chosen, setChosen] = useState('')
  return (
    <div className="saved-filters">
      {s.savedFilters.length > 0 && (
        <Select
          label="Saved filters"
          name="savedFilter"
          placeholder="Choose…"
          options={s.savedFilters.map((f) => ({
            value: f.id,
            label: f.isPublic ? `${f.displayName} (shared)` : f.displayName,
          }))}
          value={chosen}
          onChange={(e) => {
            setChosen(e.target.value)
            const f = s.savedFilters.find((x) => x.id === e.target.value)
            if (f) applySavedFilter(f as never)
          }}
        />
      )}
      <Button variant="link" onClick={() => void openSaveFilterDialog()}>
        Save filters
      </Button>
    </div>
  )
}

function SaveFilterForm({ close }: { close: (saved?: boolean) => void }) {
  const [name, setName] = useState('')
  const [isPublic, setIsPublic] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  async function onSubmit(e: FormEvent) {
    e.preventDefault()
    setPending(true)
    const problem = await saveCurrentFilters(name, isPublic)
    setPending(false)
    setError(problem)
    if (!problem) {
      toast.success('Filters saved.')
      close(true)
    }
  }
  return (
    <form className="form" onSubmit={(e) => void onSubmit(e)} noValidate aria-label="Save filters">
      <TextField
        label="Name"
        name="displayName"
        required
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={error}
      />
      <Checkbox
        label="Share with other recruiters"
        name="isPublic"
        checked={isPublic}
        onChange={(e) => setIsPublic(e.target.checked)}
      />
      <div className="dialog-actions">
        <Button variant="secondary" onClick={() => close()}>
          Cancel
        </Button>
        <Button type="submit" loading={pending}>
          Save
        </Button>
      </div>
    </form>
  )
}

function openSaveFilterDialog() {
  return openDialog<boolean>('Save filters', (close) => <SaveFilterForm close={close} />)
}
