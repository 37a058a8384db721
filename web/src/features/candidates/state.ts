/**
 * The recruiter candidate list store: search text, filters (as edited, and as applied), sort,
 * the results page, the saved filters, and the selection (at most 10, spec 000 §9) with the
 * bulk "add to job" action.
 */
import { type HighlightPattern, highlightPatterns } from '@quota/shared/domain/search/highlight'
import { parseSearchQuery, type QueryParseError } from '@quota/shared/domain/search/query'
import { MAX_BULK_SELECTION } from '@quota/shared/domain/workflow/index'
import { proxy, ref } from 'valtio'
import { isApiError } from '../../app/http'
import { onResetAll } from '../../app/reset'
import {
  addToJob,
  type CandidateSearchItem,
  type CandidateSortOption,
  deleteSavedFilter,
  type FilterDefinition,
  fetchFilterDefinitions,
  fetchSavedFilters,
  type SavedFilterDto,
  saveFilter,
  searchCandidates,
} from './api'
import { type FilterValues, filterProblems, fromFilterItems, isSupported, SEARCH_TEXTS, toFilterItems } from './filters'

export const PAGE = 25

function initial() {
  return {
    definitions: [] as FilterDefinition[],
    definitionsLoaded: false,
    searchText: '',
    /** Filters as edited in the panel. */
    draft: {} as FilterValues,
    /** Filters of the shown results. */
    applied: {} as FilterValues,
    problems: {} as Record<string, string>,
    sortBy: 'bestMatch' as CandidateSortOption,
    rows: [] as CandidateSearchItem[],
    /** What the shown results mark of the query that found them. */
    highlight: [] as HighlightPattern[],
    total: 0,
    totalIsExact: true,
    facets: {} as Record<string, { value: string; label: string | null; count: number }[]>,
    // The list loads as soon as it opens: no "0 candidates" before the first answer.
    loading: true,
    loadingMore: false,
    error: null as string | null,
    /** Why the search text cannot be searched (shown under the box), with where. */
    textError: null as string | null,
    searched: false,
    selected: [] as string[],
    /** Names of the selected candidates, for the bulk dialog. */
    selectedNames: {} as Record<string, string>,
    savedFilters: [] as SavedFilterDto[],
  }
}

export const candidateListState = proxy(initial())
onResetAll(() => Object.assign(candidateListState, initial()))

let token = 0

export async function openCandidateList() {
  const s = candidateListState
  if (!s.definitionsLoaded) {
    try {
      const defs = await fetchFilterDefinitions()
      s.definitions = ref(defs.filter(isSupported))
      s.definitionsLoaded = true
    } catch {
      s.definitions = []
    }
    void loadSavedFilters()
  }
  if (!s.searched) await runSearch()
}

export async function loadSavedFilters() {
  try {
    candidateListState.savedFilters = await fetchSavedFilters()
  } catch {
    candidateListState.savedFilters = []
  }
}

function request() {
  const s = candidateListState
  return {
    body: {
      ...(s.searchText.trim() ? { searchText: s.searchText.trim() } : {}),
      filterItems: toFilterItems(s.definitions, s.applied),
      facets: ['searchStatus'],
    },
    sortBy: s.sortBy,
  }
}

/** Applies the edited filters (when valid) and loads the first page. */
export async function applyFilters() {
  const s = candidateListState
  const problems = filterProblems(s.definitions, s.draft)
  s.problems = problems
  if (Object.keys(problems).length) return false
  s.applied = JSON.parse(JSON.stringify(s.draft)) as FilterValues
  await runSearch()
  return true
}

/** A query problem as shown under the search box. */
export function searchTextProblem(error: QueryParseError | { message: string; position: number | null }): string {
  return error.position === null ? error.message : `${error.message} (at character ${error.position + 1})`
}

export async function runSearch() {
  const s = candidateListState
  const mine = ++token
  // a Boolean query that does not parse is not sent: the box says what is wrong, and where
  const parsed = parseSearchQuery(s.searchText)
  s.textError = parsed.ok ? null : searchTextProblem(parsed.error)
  s.searched = true
  if (!parsed.ok) {
    s.loading = false
    return
  }
  s.loading = true
  s.error = null
  try {
    const { body, sortBy } = request()
    const answer = await searchCandidates(body, { limit: PAGE, offset: 0, sortBy })
    if (mine !== token) return
    s.rows = answer.data
    s.highlight = ref(highlightPatterns(parsed.query))
    s.total = answer.meta.total
    s.totalIsExact = answer.meta.totalIsExact
    s.facets = ref(answer.meta.facets)
  } catch (error) {
    if (mine !== token) return
    s.rows = []
    s.total = 0
    const onText = isApiError(error) ? error.details?.find((d) => d.path === 'searchText') : undefined
    if (onText) {
      // the server refused the text (an engine that cannot run an operator): under the box
      const position = (error as { meta?: { position?: unknown } }).meta?.position
      s.textError = searchTextProblem({
        message: onText.message,
        position: typeof position === 'number' ? position : null,
      })
    } else s.error = isApiError(error) ? error.message : 'The search failed. Please try again.'
  } finally {
    if (mine === token) s.loading = false
  }
}

export async function loadMore() {
  const s = candidateListState
  // an inexact total is a lower bound: a full last page may have more after it
  if (s.loadingMore || (s.rows.length >= s.total && s.totalIsExact)) return
  const mine = token
  s.loadingMore = true
  try {
    const { body, sortBy } = request()
    const answer = await searchCandidates(body, { limit: PAGE, offset: s.rows.length, sortBy })
    if (mine !== token) return
    const seen = new Set(s.rows.map((r) => r.candidateId))
    s.rows.push(...answer.data.filter((r) => !seen.has(r.candidateId)))
    s.total = Math.max(answer.meta.total, s.rows.length)
    s.totalIsExact = answer.meta.totalIsExact || answer.data.length < PAGE
  } finally {
    s.loadingMore = false
  }
}

export function setSearchText(text: string) {
  candidateListState.searchText = text
  candidateListState.textError = null
}

export function setSort(sortBy: CandidateSortOption) {
  candidateListState.sortBy = sortBy
  void runSearch()
}

export function setDraft(key: string, value: FilterValues[string] | undefined) {
  const s = candidateListState
  if (value) s.draft[key] = value
  else delete s.draft[key]
  delete s.problems[key]
}

export function clearFilters() {
  const s = candidateListState
  s.draft = {}
  s.applied = {}
  s.problems = {}
  void runSearch()
}

export function removeAppliedFilter(key: string) {
  const s = candidateListState
  delete s.applied[key]
  delete s.draft[key]
  void runSearch()
}

// ---- selection (at most 10) ---------------------------------------------------------------

export const MAX_SELECTED = MAX_BULK_SELECTION

/** Ticks or unticks a candidate; answers false when the 10 are already taken. */
export function toggleSelected(candidate: Pick<CandidateSearchItem, 'candidateId' | 'fullName'>): boolean {
  const s = candidateListState
  const i = s.selected.indexOf(candidate.candidateId)
  if (i >= 0) {
    s.selected.splice(i, 1)
    delete s.selectedNames[candidate.candidateId]
    return true
  }
  if (s.selected.length >= MAX_SELECTED) return false
  s.selected.push(candidate.candidateId)
  s.selectedNames[candidate.candidateId] = candidate.fullName
  return true
}

export function clearSelection() {
  candidateListState.selected = []
  candidateListState.selectedNames = {}
}

export interface BulkOutcome {
  done: string[]
  failed: { candidateId: string; name: string; message: string }[]
}

/** Shortlists or submits every selected candidate to a job, one by one; answers who made it. */
export async function addSelectedToJob(jobId: string, action: 'shortlist' | 'submit'): Promise<BulkOutcome> {
  const s = candidateListState
  const outcome: BulkOutcome = { done: [], failed: [] }
  for (const candidateId of [...s.selected]) {
    const name = s.selectedNames[candidateId] ?? candidateId
    try {
      await addToJob(jobId, candidateId, action)
      outcome.done.push(candidateId)
    } catch (error) {
      outcome.failed.push({ candidateId, name, message: isApiError(error) ? error.message : 'Failed' })
    }
  }
  for (const id of outcome.done) {
    const i = s.selected.indexOf(id)
    if (i >= 0) s.selected.splice(i, 1)
    delete s.selectedNames[id]
  }
  return outcome
}

// ---- saved filters --------------------------------------------------------------------------

export function applySavedFilter(filter: SavedFilterDto) {
  const s = candidateListState
  const values = fromFilterItems(s.definitions, filter.filterItems)
  s.draft = values
  s.applied = JSON.parse(JSON.stringify(values)) as FilterValues
  s.problems = {}
  void runSearch()
}

/** Saves the applied filters under a name; answers an error message or null. */
export async function saveCurrentFilters(displayName: string, isPublic: boolean): Promise<string | null> {
  const s = candidateListState
  const items = toFilterItems(s.definitions, s.applied)
  if (!items.length) return SEARCH_TEXTS.addFiltersFirst
  if (!displayName.trim()) return 'This field is required.'
  if (s.savedFilters.some((f) => f.isOwner && f.displayName.toLowerCase() === displayName.trim().toLowerCase()))
    return SEARCH_TEXTS.filterExists
  try {
    const saved = await saveFilter(displayName.trim(), items as never, isPublic)
    s.savedFilters = [saved, ...s.savedFilters]
    return null
  } catch (error) {
    return isApiError(error) ? (error.details[0]?.message ?? error.message) : 'The filter could not be saved.'
  }
}

export async function removeSavedFilter(id: string) {
  await deleteSavedFilter(id)
  candidateListState.savedFilters = candidateListState.savedFilters.filter((f) => f.id !== id)
}
