/**
 * The job's locations: up to 6 US cities chosen from a search (000 §5: a free-typed string is
 * not a value; an option must be chosen).
 */
import { JOB_LIST_LIMITS } from '@quota/shared/domain/jobs/index'
import { ChoicePicker } from '../../ui/choice-picker'
import { searchCities } from './api'
import { type JobPlace, placeLabel } from './job-form'

async function findCities(text: string, signal: AbortSignal) {
  const cities = await searchCities(text, signal)
  return cities.flatMap((c) => (c.cityId ? [{ id: c.cityId, label: placeLabel(c) }] : []))
}

export function LocationPicker({
  value,
  onChange,
  error,
}: {
  value: readonly JobPlace[]
  onChange: (next: JobPlace[]) => void
  error?: string | undefined
}) {
  const byId = new Map(value.map((p) => [p.cityId ?? p.stateId ?? '', p]))
  return (
    <ChoicePicker
      legend="Locations"
      name="jobLocations"
      noun="cities"
      value={value.map((p) => ({ id: p.cityId ?? p.stateId ?? '', label: p.label }))}
      // a place kept is kept as it was (a whole state stays a state); an added one is a city
      onChange={(next) => onChange(next.map((c) => byId.get(c.id) ?? { cityId: c.id, stateId: null, label: c.label }))}
      search={findCities}
      max={JOB_LIST_LIMITS.jobLocations.max}
      hint={JOB_LIST_LIMITS.jobLocations.message}
      searchLabel="Find a city"
      searchHint="Type at least 2 letters, e.g. Austin"
      error={error}
    />
  )
}
