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
import { EmptyState } from '../../ui/empty-state'
import { Select } from '../../ui/select'
import { Spinner } from '../../ui/spinner'
import { TextField } from '../../ui/text-field'
import { formatMoney } from '../pipeline/format'
import { sessionState } from '../session/state'
import { isRecruiter } from '../session/user'
import { openAddToJobDialog } from './add-to-job-dialog'
import type { CandidateSearchItem, CandidateSortOption, FilterDefinition } from './api'
import { type FilterForm, FilterFormProvider, FilterGroups } from './filter-form'
import { type FilterValue, isEmptyValue, SEARCH_TEXTS, SORT_LABELS } from './filters'
import { Highlighted } from './highlighted'
import { openNotifyDialog } from './notify-dialog'
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
      <header className="page-header candidate-list-header">
        <h1>Candidates</h1>
        <Link href="/candidate/re-inbound" className="reinbound-link">
          Re-inbound requests
        </Link>
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
                : `${s.total.toLocaleString('en-US')}${s.totalIsExact ? '' : '+'} ${s.total === 1 ? 'candidate' : 'candidates'}`}
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
            {c.salesFiguresRole && !c.salesFiguresRole.isCurrent && (
              // the figures are the headline role's; say so when that is not a current role
              <span className="sales-role"> (as {c.salesFiguresRole.title ?? 'an earlier role'}, past role)</span>
            )}
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
        <CardFlags c={c} />
      </div>
    </li>
  )
}

const ATS_STATUS_TEXT: Record<string, string> = {
  active: 'active',
  hired: 'hired',
  rejected: 'rejected',
  archived: 'archived',
}

/** Days on market, Shortlisted, Hidden and the ATS state (001 §3 card), as small labels. */
function CardFlags({ c }: { c: CandidateSearchItem }) {
  const ats = c.ats
  const provider = ats ? ats.provider.charAt(0).toUpperCase() + ats.provider.slice(1) : ''
  if (c.daysOnMarket === null && !c.isShortListed && !c.isHidden && !ats) return null
  return (
    <p className="candidate-flags">
      {c.daysOnMarket !== null && (
        <span className="badge badge-info" data-flag="daysOnMarket">
          {c.daysOnMarket} day{c.daysOnMarket === 1 ? '' : 's'} on market
        </span>
      )}
      {c.isShortListed && (
        <span className="badge badge-success" data-flag="shortlisted">
          Shortlisted
        </span>
      )}
      {c.isHidden && (
        <span className="badge badge-warning" data-flag="hidden">
          Hidden
        </span>
      )}
      {ats && (
        <span className={`badge badge-${ats.isDisconnected ? 'danger' : 'info'}`} data-flag="ats">
          {ats.isDisconnected
            ? `${provider}: disconnected`
            : `${provider}: ${ATS_STATUS_TEXT[ats.status] ?? ats.status}${ats.stage ? ` · ${ats.stage}` : ''}`}
        </span>
      )}
    </p>
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

/** The panel edits this list's filters (applied with Apply filters). */
const LIST_FILTERS: FilterForm = { store: candidateListState, setDraft }

function FilterPanel() {
  const s = useSnapshot(candidateListState)
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
          <FilterFormProvider value={LIST_FILTERS}>
            <FilterGroups definitions={s.definitions as FilterDefinition[]} />
          </FilterFormProvider>
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
