/**
 * The candidate filter panel's controls, one per filter definition, grouped as the definitions
 * group them. The panel edits whichever filters it is given (a `FilterForm`: the edited values,
 * their problems, the value counts, and how to set a value): the candidate list's own filters,
 * or a job's saved search filter (jobs/{id}/search-filter), so both edit with the same panel.
 */
import { createContext, useContext, useEffect, useState } from 'react'
import { useSnapshot } from 'valtio'
import { CheckboxGroup } from '../../ui/checkbox-group'
import { Select } from '../../ui/select'
import { TextField } from '../../ui/text-field'
import { useListOfValues } from '../reference/state'
import { type FilterDefinition, fetchOwnerOptions } from './api'
import type { ComparisonKind, FilterValue, FilterValues } from './filters'
import { JobFilter, LONG_LIST, LocationFilter, LovFilter } from './picker-filters'

/** What the panel edits: a valtio store with the edited values, and the setter that clears a value's problem. */
export interface FilterForm {
  store: {
    draft: FilterValues
    problems: Record<string, string>
    facets: Record<string, { value: string; label: string | null; count: number }[]>
  }
  setDraft: (key: string, value: FilterValue | undefined) => void
}

const FilterFormContext = createContext<FilterForm | null>(null)
export const FilterFormProvider = FilterFormContext.Provider

export function useFilterForm(): FilterForm {
  const form = useContext(FilterFormContext)
  if (!form) throw new Error('Filter controls need a FilterFormProvider')
  return form
}

/** The definitions' groups as folds (Basic open at first), each with its controls. */
export function FilterGroups({ definitions }: { definitions: readonly FilterDefinition[] }) {
  const groups = [...new Set(definitions.map((d) => d.group))]
  const [openGroups, setOpenGroups] = useState<Record<string, boolean>>({ Basic: true })
  return (
    <>
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
              {definitions
                .filter((d) => d.group === group)
                .map((d) => (
                  <FilterControl key={d.key} definition={d} />
                ))}
            </div>
          )}
        </details>
      ))}
    </>
  )
}

const COMPARISON_LABELS: Record<ComparisonKind, string> = {
  lessThan: 'Less than',
  between: 'Between',
  greaterThan: 'Greater than',
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
  const { store, setDraft } = useFilterForm()
  const s = useSnapshot(store)
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
