/**
 * GET search/filters?groupName=: the filters a user may use on a screen, with their limits
 * (001 §5) and where their options come from. Recruiter-only filters (internal profile, the
 * shortlisted-candidates filter, the no-title option) are left out for client users and outside
 * the candidate list; demographic filters appear only with the demographic-filter permission.
 */

import { WITHIN_MILES } from '@quota/shared/contracts/reference'
import {
  COMPARISON_LABELS,
  DEMOGRAPHIC_FILTER_KEYS,
  EXPERIENCE_BUCKETS,
  type FilterDefinition,
  LOCATION_TYPES,
  MAX_LOCATION_FILTERS,
  STAFF_ONLY_FILTER_KEYS,
} from '@quota/shared/contracts/search'
import { SEARCH_STATUS_LABELS, SEARCH_STATUSES } from '@quota/shared/domain/enums'
import { LIMITS } from '@quota/shared/domain/validation/limits'
import type { UseCaseContext } from '../context'
import { canUseDemographicFilters, scopeOf } from './scope'

type Def = Omit<FilterDefinition, 'options' | 'min' | 'max' | 'maxSelected' | 'listOfValuesKey'> &
  Partial<Pick<FilterDefinition, 'options' | 'min' | 'max' | 'maxSelected' | 'listOfValuesKey'>>

const lov = (key: string, label: string, group: string, listOfValuesKey: string, maxSelected = 50): Def => ({
  key,
  label,
  group,
  type: 'multiSelect',
  listOfValuesKey,
  maxSelected,
})
const cmp = (key: string, label: string, group: string, min: number, max: number): Def => ({
  key,
  label,
  group,
  type: 'comparison',
  min,
  max,
})
const days = (key: string, label: string): Def => ({
  key,
  label,
  group: 'Activity',
  type: 'days',
  min: LIMITS.daysFilter.min,
  max: LIMITS.daysFilter.max,
})

export const CANDIDATE_FILTER_DEFINITIONS: Def[] = [
  { key: 'keywords', label: 'Keywords', group: 'Basic', type: 'text', maxSelected: 10 },
  lov('positions', 'Desired Positions', 'Basic', 'position'),
  { ...lov('titles', 'Titles', 'Basic', 'workExperienceTitle'), options: [{ value: 'noTitle', label: 'No Title' }] },
  lov('skills', 'Skills', 'Basic', 'skill'),
  {
    key: 'location',
    label: 'Location',
    group: 'Location',
    type: 'location',
    maxSelected: MAX_LOCATION_FILTERS,
    options: WITHIN_MILES.map((m) => ({ value: String(m), label: `${m} miles` })),
  },
  {
    key: 'locationTypes',
    label: 'Location Types',
    group: 'Location',
    type: 'multiSelect',
    listOfValuesKey: 'jobLocationTypes',
    options: LOCATION_TYPES.map((t) => ({ value: t, label: t })),
  },
  cmp('baseSalary', 'Base Salary (K)', 'Compensation', LIMITS.salaryFilterK.min, LIMITS.salaryFilterK.max),
  cmp('ote', 'OTE (K)', 'Compensation', LIMITS.salaryFilterK.min, LIMITS.salaryFilterK.max),
  {
    key: 'experience',
    label: 'Experience',
    group: 'Experience',
    type: 'multiSelect',
    options: EXPERIENCE_BUCKETS.map((b) => ({ value: b, label: `${b} months` })),
  },
  cmp('yearsOfExperience', 'Years of Experience', 'Experience', 0, 10),
  {
    key: 'searchStatus',
    label: 'Search Status',
    group: 'Basic',
    type: 'multiSelect',
    options: SEARCH_STATUSES.map((s) => ({ value: s, label: SEARCH_STATUS_LABELS[s] })),
  },
  days('dateAdded', 'Date Added (days)'),
  days('lastTouch', 'Last Touch (days)'),
  days('lastLogin', 'Last Login (days)'),
  days('lastModified', 'Last Modified (days)'),
  lov('leadStatus', 'Lead Status', 'Internal', 'leadStatus'),
  lov('contactStatus', 'Contact Status', 'Internal', 'contactStatus'),
  {
    key: 'owner',
    label: 'Owner',
    group: 'Internal',
    type: 'multiSelect',
    options: [{ value: 'unassigned', label: 'Unassigned' }],
    maxSelected: 50,
  },
  lov('soldIntoLevels', 'Sold Into Levels', 'Sales Profile', 'soldIntoLevel'),
  lov('soldIntoDepartments', 'Sold Into Departments', 'Sales Profile', 'soldIntoDepartment'),
  lov('customerSizes', 'Customer Sizes', 'Sales Profile', 'customerSize'),
  lov('industries', 'Industries', 'Sales Profile', 'industry'),
  lov('dealSize', 'Average Deal Size', 'Sales Profile', 'averageDealSize'),
  lov('dealCycle', 'Average Deal Cycle', 'Sales Profile', 'averageDealCycle'),
  cmp('quotaAttainment', 'Quota Attainment (%)', 'Sales Profile', 0, 999),
  cmp('teamSize', 'Team Size', 'Leadership', LIMITS.teamSize.min, LIMITS.teamSize.max),
  cmp('teamArr', 'Team ARR (M)', 'Leadership', LIMITS.teamArr.min, LIMITS.teamArr.max),
  lov('education', 'Education', 'Education', 'degree'),
  { key: 'shortlistedInJob', label: 'Shortlisted in Job', group: 'Internal', type: 'multiSelect', maxSelected: 5 },
  lov('race', 'Race', 'Demographics', 'race'),
  lov('age', 'Age', 'Demographics', 'age'),
  lov('genderIdentity', 'Gender Identity', 'Demographics', 'genderIdentity'),
  lov('sexualOrientation', 'Sexual Orientation', 'Demographics', 'sexualOrientation'),
  lov('militaryStatus', 'Military Status', 'Demographics', 'militaryStatus'),
]

export function listFilters({
  ctx,
  input,
}: {
  ctx: UseCaseContext
  input: { groupName: 'candidates' | 'jobCandidates' }
}): FilterDefinition[] {
  const scope = scopeOf(ctx.actor)
  const candidateList = scope.kind === 'staff' && input.groupName === 'candidates'
  return CANDIDATE_FILTER_DEFINITIONS.filter((d) => {
    if ((DEMOGRAPHIC_FILTER_KEYS as readonly string[]).includes(d.key)) return canUseDemographicFilters(ctx.actor)
    if ((STAFF_ONLY_FILTER_KEYS as readonly string[]).includes(d.key))
      return candidateList || (scope.kind === 'staff' && d.key !== 'shortlistedInJob')
    return true
  }).map((d) => ({
    listOfValuesKey: null,
    min: null,
    max: null,
    maxSelected: null,
    ...d,
    // the no-title option exists only on the candidate list
    options: (d.options ?? []).filter((o) => o.value !== 'noTitle' || candidateList),
  }))
}

export const COMPARISON_OPTIONS = COMPARISON_LABELS
