/**
 * Job preference rules (spec 001 §5): at least one interested city and at most the limit; the
 * preferred office hours are required unless the candidate works only fully remote.
 */
import type { WorkArrangement } from '../enums'
import { CANDIDATE_LIMITS, CANDIDATE_MESSAGES } from './limits'
import type { FieldIssue } from './work-experience'

/** Office hours may be left empty only by someone whose every arrangement is fully remote. */
export function officeHoursRequired(arrangements: readonly WorkArrangement[]): boolean {
  return !(arrangements.length > 0 && arrangements.every((a) => a === 'fullyRemote'))
}

/** The issue with the chosen office hours under these work arrangements, or null. */
export function officeHoursProblem(
  officeHourIds: readonly string[],
  arrangements: readonly WorkArrangement[],
  path = 'preferredOfficeHourIds',
): FieldIssue | null {
  if (officeHourIds.length > 0 || !officeHoursRequired(arrangements)) return null
  return { path, rule: 'atLeastOne', message: CANDIDATE_MESSAGES.atLeastOneOfficeHour }
}

/** The issue with the interested cities (counted once each), or null. */
export function interestedCitiesProblem(cityIds: readonly string[], path = 'interestedCityIds'): FieldIssue | null {
  const count = new Set(cityIds).size
  if (count === 0) return { path, rule: 'atLeastOne', message: CANDIDATE_MESSAGES.atLeastOneLocation }
  if (count > CANDIDATE_LIMITS.interestedCities)
    return { path, rule: 'max', message: CANDIDATE_MESSAGES.maxValues(CANDIDATE_LIMITS.interestedCities) }
  return null
}
