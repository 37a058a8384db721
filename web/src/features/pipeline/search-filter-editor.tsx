/**
 * The job's saved search filter (002 §7 jobs/{id}/search-filter, 002 §3 filterJson / hasFilters),
 * edited by staff from the job's Matching tab with the candidate search's own filter panel. The
 * filter fills the job's matching list in the background after saving (job-matching.ts), so the
 * list is read again until it shows the new answer.
 *
 * Each filter set is required (the default: it excludes who does not match) or, ticked
 * "Preferred", a wish: it excludes nobody and ranks its matches higher by the default filter
 * boost (shared/domain/search/filter-boost.ts), in the matching list and the recommended pools.
 */

import { DEFAULT_FILTER_BOOST } from '@quota/shared/domain/search/filter-boost'
import { type FormEvent, useEffect, useState } from 'react'
import { proxy, ref, useSnapshot } from 'valtio'
import { openDialog } from '../../app/dialogs'
import { isApiError } from '../../app/http'
import { toast } from '../../app/toasts'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'
import { Spinner } from '../../ui/spinner'
import {
  type FilterDefinition,
  fetchFilterDefinitions,
  fetchJobSearchFilter,
  type JobSearchFilterDto,
  saveJobSearchFilter,
} from '../candidates/api'
import { type FilterForm, FilterFormProvider, FilterGroups } from '../candidates/filter-form'
import {
  type FilterValues,
  filterProblems,
  fromFilterItems,
  isEmptyValue,
  isSupported,
  toFilterItems,
} from '../candidates/filters'
import '../candidates/candidates.css'

function newForm(): FilterForm & { store: { definitions: FilterDefinition[]; preferred: Record<string, boolean> } } {
  const store = proxy({
    definitions: [] as FilterDefinition[],
    draft: {} as FilterValues,
    problems: {} as Record<string, string>,
    facets: {},
    /** Filter key -> preferred (absent: required). */
    preferred: {} as Record<string, boolean>,
  })
  return {
    store,
    setDraft(key, value) {
      if (value) store.draft[key] = value
      else delete store.draft[key]
      delete store.problems[key]
    },
  }
}

function SearchFilterForm({ jobId, close }: { jobId: string; close: (saved?: JobSearchFilterDto) => void }) {
  const [form] = useState(newForm)
  const s = useSnapshot(form.store)
  const [loaded, setLoaded] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [pending, setPending] = useState(false)

  useEffect(() => {
    let live = true
    Promise.all([fetchFilterDefinitions(), fetchJobSearchFilter(jobId)])
      .then(([defs, saved]) => {
        if (!live) return
        const definitions = defs.filter(isSupported)
        form.store.definitions = ref(definitions)
        form.store.draft = fromFilterItems(definitions, saved.filterItems)
        form.store.preferred = Object.fromEntries(
          saved.filterItems.filter((i) => i.preferred === true).map((i) => [i.key, true]),
        )
        setLoaded(true)
      })
      .catch((e) => live && setError(isApiError(e) ? e.message : 'The job’s filter could not be loaded.'))
    return () => {
      live = false
    }
  }, [jobId, form])

  async function onSubmit(e: FormEvent) {
    e.preventDefault()
    const definitions = form.store.definitions
    const problems = filterProblems(definitions, form.store.draft)
    form.store.problems = problems
    if (Object.keys(problems).length) {
      setError('Please correct the highlighted filters.')
      return
    }
    setPending(true)
    setError(null)
    try {
      const items = toFilterItems(definitions, form.store.draft).map((item) =>
        form.store.preferred[item.key] ? { ...item, preferred: true } : item,
      )
      close(await saveJobSearchFilter(jobId, items))
    } catch (err) {
      setError(isApiError(err) ? err.message : 'The filter could not be saved.')
    } finally {
      setPending(false)
    }
  }

  if (!loaded) return error ? <Alert>{error}</Alert> : <Spinner label="Loading the job’s filter" />
  return (
    <form
      className="form job-search-filter"
      onSubmit={(e) => void onSubmit(e)}
      noValidate
      aria-label="Job search filter"
    >
      <p className="muted">The candidates these filters find fill the job’s Matching list.</p>
      <FilterFormProvider value={form}>
        <FilterGroups definitions={s.definitions as FilterDefinition[]} />
      </FilterFormProvider>
      <PreferredToggles form={form} />
      {error && <Alert>{error}</Alert>}
      <div className="dialog-actions">
        <Button
          variant="secondary"
          onClick={() => {
            form.store.draft = {}
            form.store.preferred = {}
          }}
        >
          Clear all
        </Button>
        <Button variant="secondary" onClick={() => close()}>
          Cancel
        </Button>
        <Button type="submit" loading={pending}>
          Save filter
        </Button>
      </div>
    </form>
  )
}

/**
 * Required or preferred, per filter set: a preferred filter keeps everyone and ranks its matches
 * ×3 (the default filter boost).
 */
function PreferredToggles({ form }: { form: ReturnType<typeof newForm> }) {
  const s = useSnapshot(form.store)
  const set = (s.definitions as FilterDefinition[]).filter((d) => {
    const v = s.draft[d.key]
    return v && !isEmptyValue(v as FilterValues[string])
  })
  if (!set.length) return null
  return (
    <fieldset className="preferred-filters" data-testid="preferred-filters">
      <legend>Required or preferred</legend>
      <p className="muted">
        A required filter leaves out the candidates it does not match. A preferred one keeps everyone and ranks its
        matches {DEFAULT_FILTER_BOOST}× higher.
      </p>
      <ul className="plain-list">
        {set.map((d) => (
          <li key={d.key}>
            <label>
              <input
                type="checkbox"
                name={`preferred-${d.key}`}
                checked={s.preferred[d.key] === true}
                onChange={(e) => {
                  if (e.currentTarget.checked) form.store.preferred[d.key] = true
                  else delete form.store.preferred[d.key]
                }}
              />{' '}
              {d.label}: Preferred
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  )
}

/** Opens the editor; resolves the saved filter, or undefined when closed without saving. */
export function openSearchFilterEditor(jobId: string) {
  return openDialog<JobSearchFilterDto>('Job search filter', (close) => (
    <SearchFilterForm jobId={jobId} close={close} />
  ))
}

/** The Matching tab's button: edit the filter, then follow the list it fills. */
export function SearchFilterButton({ jobId, onSaved }: { jobId: string; onSaved: () => void }) {
  async function edit() {
    const saved = await openSearchFilterEditor(jobId)
    if (!saved) return
    toast.success(
      saved.hasFilters
        ? 'Filter saved: the matching list follows it in a moment.'
        : 'Filter cleared: the candidates it found leave the matching list.',
    )
    onSaved()
  }
  return (
    <Button variant="secondary" data-testid="edit-search-filter" onClick={() => void edit()}>
      Edit search filter
    </Button>
  )
}
