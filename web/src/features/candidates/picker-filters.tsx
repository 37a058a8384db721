/**
 * The candidate filters chosen from a search instead of ticked: location (US cities and whole
 * states, up to 15, with the radius of 001 §5: 0 to 100 miles, 25 by default) and
 * shortlisted-in-job (up to 5 open jobs), and the long lists of values searched by name.
 */
import { DEFAULT_WITHIN_MILES } from '@quota/shared/contracts/reference'
import { useEffect } from 'react'
import { Checkbox } from '../../ui/checkbox'
import { ChoicePicker, searchWithin } from '../../ui/choice-picker'
import { Select } from '../../ui/select'
import { useFrequentValues } from '../reference/state'
import { type FilterDefinition, jobChoiceOf, searchJobChoices, searchPlaces } from './api'
import { useFilterForm } from './filter-form'
import type { FilterValue, PlaceChoice } from './filters'

type Places = Extract<FilterValue, { type: 'places' }>
type Jobs = Extract<FilterValue, { type: 'jobs' }>

export function LocationFilter({
  definition: d,
  value,
  error,
}: {
  definition: FilterDefinition
  value: Places | undefined
  error: string | undefined
}) {
  const { setDraft } = useFilterForm()
  const v: Places = value ?? { type: 'places', places: [], withinMiles: DEFAULT_WITHIN_MILES, includeInterested: false }
  const update = (patch: Partial<Places>) => {
    const next = { ...v, ...patch }
    setDraft(d.key, next.places.length ? next : undefined)
  }
  const byId = new Map(v.places.map((p) => [p.id, p]))
  const max = d.maxSelected ?? 15
  return (
    <div className="location-filter stack">
      <ChoicePicker
        legend={d.label}
        name={d.key}
        noun="places"
        value={v.places}
        // kept places as they were; an added one comes from the search with its kind
        onChange={(next) => update({ places: next.map((c) => byId.get(c.id) ?? (c as PlaceChoice)) })}
        search={searchPlaces}
        max={max}
        hint={`Add up to ${max} cities or states`}
        searchLabel="Find a city or state"
        searchHint="Type at least 2 letters, e.g. Austin or Texas"
        error={error}
      />
      <Select
        label="Within"
        name={`${d.key}-withinMiles`}
        value={String(v.withinMiles)}
        options={d.options.map((o) => ({ value: o.value, label: o.value === '0' ? 'The city only' : o.label }))}
        onChange={(e) => update({ withinMiles: Number(e.target.value) })}
        hint="Of each city; a state matches anywhere in it"
      />
      <Checkbox
        name={`${d.key}-includeInterested`}
        label="Also candidates who would move there"
        checked={v.includeInterested}
        onChange={(e) => update({ includeInterested: e.target.checked })}
      />
    </div>
  )
}

export function JobFilter({
  definition: d,
  value,
  error,
}: {
  definition: FilterDefinition
  value: Jobs | undefined
  error: string | undefined
}) {
  const { setDraft } = useFilterForm()
  const jobs = value?.jobs ?? []
  const max = d.maxSelected ?? 5
  // A saved filter names its jobs by id: put their titles in once they are known.
  const unnamed = jobs.filter((j) => j.label === j.id).map((j) => j.id)
  const unnamedKey = unnamed.join(',')
  useEffect(() => {
    if (!unnamedKey) return
    let live = true
    void Promise.all(
      unnamedKey.split(',').map((id) => jobChoiceOf(id).catch(() => ({ id, label: 'A job you cannot see' }))),
    ).then((named) => {
      if (!live) return
      const byId = new Map(named.map((j) => [j.id, j]))
      const current = value?.jobs ?? []
      setDraft(d.key, { type: 'jobs', jobs: current.map((j) => byId.get(j.id) ?? j) })
    })
    return () => {
      live = false
    }
  }, [unnamedKey, d.key, value?.jobs, setDraft])
  return (
    <ChoicePicker
      legend={d.label}
      name={d.key}
      noun="jobs"
      value={jobs}
      onChange={(next) => setDraft(d.key, next.length ? { type: 'jobs', jobs: next } : undefined)}
      search={searchJobChoices}
      max={max}
      hint={`Candidates shortlisted in any of up to ${max} jobs`}
      searchLabel="Find an open job"
      searchHint="Type at least 2 letters of the job or the client"
      error={error}
    />
  )
}

/** Lists longer than this are searched by name instead of ticked from a wall of boxes. */
export const LONG_LIST = 30

/**
 * A long list of values (skills, industries, titles...) as a type-ahead: the chosen values, a
 * search by name with each value's count in the results, and "Frequently Used" while nothing is
 * typed.
 */
export function LovFilter({
  definition: d,
  options,
  selected,
  error,
}: {
  definition: FilterDefinition
  options: readonly { value: string; label: string }[]
  selected: readonly string[]
  error: string | undefined
}) {
  const { setDraft } = useFilterForm()
  const frequent = useFrequentValues(d.listOfValuesKey)
  const choices = options.map((o) => ({ id: o.value, label: o.label }))
  const byId = new Map(choices.map((c) => [c.id, c]))
  const max = d.maxSelected ?? 50
  return (
    <ChoicePicker
      legend={d.label}
      name={d.key}
      noun={d.label.toLowerCase()}
      value={selected.map((id) => byId.get(id) ?? { id, label: id })}
      onChange={(next) => setDraft(d.key, next.length ? { type: 'options', values: next.map((c) => c.id) } : undefined)}
      search={searchWithin(choices)}
      minChars={1}
      max={max}
      hint={`Any of the chosen ${d.label.toLowerCase()}`}
      searchLabel={`Find ${d.label.toLowerCase()}`}
      searchHint="Type part of a name"
      suggested={frequent.flatMap((f) => byId.get(f.id) ?? [])}
      error={error}
    />
  )
}
