/**
 * Search: candidate search with the recruiters' filters (spec 001 §7 "Candidate search and
 * lists", §5 filter limits, §9 windows, comparisons, sort options, within-miles), saved filters
 * (001 §3 "Saved search filter"), a job's own search filter (002 §7), most popular options, and
 * global search (002 §7 `GET search`, 000 §6 search scope).
 */
import * as z from 'zod'
import { SALES_FIGURE_KEYS } from '../domain/candidates/sales-evidence'
import {
  ATS_CANDIDATE_STATUSES,
  SEARCH_ENTITIES,
  SEARCH_INDEX_NAMES,
  SEARCH_REINDEX_STATES,
  SEARCH_STATUSES,
} from '../domain/enums'
import { DEFAULT_FILTER_BOOST } from '../domain/search/filter-boost'
import { LIMITS, PAGE_SIZE } from '../domain/validation/limits'
import { ListMeta, SortDirection } from './common'
import { DEFAULT_WITHIN_MILES, WITHIN_MILES } from './reference'

// ---------------------------------------------------------------------------------------------
// Constants (001 §5, §9)
// ---------------------------------------------------------------------------------------------

/** 001 §9 sort options. */
export const CANDIDATE_SORT_OPTIONS = ['bestMatch', 'alphabetical', 'dateAdded', 'lastUpdated'] as const
export type CandidateSortOption = (typeof CANDIDATE_SORT_OPTIONS)[number]
export const CANDIDATE_SORT_LABELS = {
  bestMatch: 'Best Match',
  alphabetical: 'Alphabetical Order',
  dateAdded: 'Date Added',
  lastUpdated: 'Last Updated',
} as const satisfies Record<CandidateSortOption, string>

/** 001 §9 comparison options. */
export const COMPARISONS = ['lessThan', 'between', 'greaterThan'] as const
export const COMPARISON_LABELS = { lessThan: 'Less than', between: 'Between', greaterThan: 'Greater than' } as const

/** 001 §3 experience buckets, in months. */
export const EXPERIENCE_BUCKETS = ['0-12', '12-36', '36-60', '60-120', '120-999'] as const
export type ExperienceBucket = (typeof EXPERIENCE_BUCKETS)[number]

/** `jobLocationTypes` identifiers: where a candidate is willing to work. */
export const LOCATION_TYPES = ['remote', 'hybrid', 'onSite'] as const
export type LocationType = (typeof LOCATION_TYPES)[number]

/** 001 §5: location filters at most 15; at least 4 candidates to filter. */
export const MAX_LOCATION_FILTERS = 15
export const MIN_CANDIDATES_TO_FILTER = 4
/** 001 §9 default filter boost: what a matched preferred filter item multiplies a rank by (filter-boost.ts). */
export { DEFAULT_FILTER_BOOST }
/** 001 §9 label of the "most used" option group. */
export const FREQUENTLY_USED_LABEL = 'Frequently Used'

export const SEARCH_MESSAGES = {
  filterExists: 'Filter already exists',
  addFiltersFirst: 'Please add some filters first',
  atLeastOneLocation: 'At least 1 location must be selected.',
  notLessThan: 'The first number must not exceed the second',
  minCandidates: `At least ${MIN_CANDIDATES_TO_FILTER} candidates must match to use these filters`,
  demographicFilter: 'You are not authorize',
  internalFilter: 'This filter is only available to recruiters',
} as const

// ---------------------------------------------------------------------------------------------
// Filter items (001 §3 "Filter item": key, selectedFilterOptions, selectedSecondaryFilterOptions,
// filterGroups, additionalInformation)
// ---------------------------------------------------------------------------------------------

const Ids = z.array(z.uuid()).min(1).max(50)
const FilterGroups = z.array(z.string().trim().min(1).max(100)).max(20).optional().describe('UI grouping, kept as sent')

/** One comparison (Less than / Between / Greater than) on a number with limits. */
const Comparison = (min: number, max: number, unit: string) =>
  z
    .discriminatedUnion('comparison', [
      z.strictObject({ comparison: z.literal('lessThan'), value: z.number().int().min(min).max(max) }),
      z.strictObject({ comparison: z.literal('greaterThan'), value: z.number().int().min(min).max(max) }),
      z
        .strictObject({
          comparison: z.literal('between'),
          from: z.number().int().min(min).max(max),
          to: z.number().int().min(min).max(max),
        })
        .refine((v) => v.from <= v.to, {
          message: SEARCH_MESSAGES.notLessThan,
          path: ['to'],
          params: { rule: 'notLessThan' },
        }),
    ])
    .describe(`${unit}, ${min} to ${max}`)
const OneComparison = (min: number, max: number, unit: string) => z.tuple([Comparison(min, max, unit)])
export type Comparison =
  | { comparison: 'lessThan'; value: number }
  | { comparison: 'greaterThan'; value: number }
  | { comparison: 'between'; from: number; to: number }

/** Preferred, not required: excludes nobody, ranks its matches higher (domain/search/filter-boost.ts). */
const Preferred = z
  .boolean()
  .optional()
  .describe(
    `Preferred rather than required: candidates who do not match stay; each preferred item a candidate matches multiplies their rank by ${DEFAULT_FILTER_BOOST}. Absent or false: required (the item excludes).`,
  )

const ItemBase = {
  preferred: Preferred,
  selectedSecondaryFilterOptions: z.array(z.unknown()).max(50).optional(),
  filterGroups: FilterGroups,
  additionalInformation: z.strictObject({}).optional(),
}
type ItemBase = typeof ItemBase
function item<K extends string, O extends z.ZodType, E extends z.ZodRawShape = Record<never, never>>(
  key: K,
  options: O,
  extra?: E,
) {
  return z.strictObject({
    ...(ItemBase as Omit<ItemBase, keyof E>),
    ...(extra ?? ({} as E)),
    key: z.literal(key),
    selectedFilterOptions: options,
  })
}

const Place = z
  .strictObject({
    cityId: z.string().min(1).max(120).optional().describe('A city id, e.g. US-TX-austin'),
    stateId: z.string().min(1).max(20).optional().describe('A state id, e.g. US-TX'),
  })
  .refine((p) => (p.cityId ? 1 : 0) + (p.stateId ? 1 : 0) === 1, {
    message: 'A city or a state',
    params: { rule: 'oneOf' },
  })

const days = <K extends string>(key: K) =>
  item(key, OneComparison(LIMITS.daysFilter.min, LIMITS.daysFilter.max, 'Days ago'))

/** The demographic filter keys (list-of-values keys); they need the `demographic-filter` permission. */
export const DEMOGRAPHIC_FILTER_KEYS = ['race', 'age', 'genderIdentity', 'sexualOrientation', 'militaryStatus'] as const
/** Recruiter-only filters (internal profile data and the candidate list's own filters). */
export const STAFF_ONLY_FILTER_KEYS = ['leadStatus', 'contactStatus', 'owner', 'lastTouch', 'shortlistedInJob'] as const

export const CandidateFilterItem = z.discriminatedUnion('key', [
  item('keywords', z.array(z.string().trim().min(1).max(200)).min(1).max(10)).describe('Every text must match'),
  item('positions', Ids).describe('Desired positions (`position` values)'),
  item(
    'titles',
    z
      .array(z.union([z.uuid(), z.literal('noTitle')]))
      .min(1)
      .max(50),
  ).describe('Current titles (`workExperienceTitle` values); noTitle: candidates without any title'),
  item('skills', Ids, {
    additionalInformation: z.strictObject({ match: z.enum(['any', 'all']).default('any') }).optional(),
  }),
  item('location', z.array(Place).min(1, SEARCH_MESSAGES.atLeastOneLocation).max(MAX_LOCATION_FILTERS), {
    additionalInformation: z
      .strictObject({
        withinMiles: z
          .number()
          .refine((m) => (WITHIN_MILES as readonly number[]).includes(m), {
            message: `One of ${WITHIN_MILES.join(', ')}`,
            params: { rule: 'oneOf' },
          })
          .default(DEFAULT_WITHIN_MILES),
        includeInterested: z
          .boolean()
          .default(false)
          .describe('Also match the cities and states candidates would move to'),
      })
      .optional(),
  }),
  item('locationTypes', z.array(z.enum(LOCATION_TYPES)).min(1).max(3)),
  item(
    'baseSalary',
    OneComparison(LIMITS.salaryFilterK.min, LIMITS.salaryFilterK.max, 'Desired base salary in thousands'),
  ),
  item('ote', OneComparison(LIMITS.salaryFilterK.min, LIMITS.salaryFilterK.max, 'Desired OTE in thousands')),
  item('experience', z.array(z.enum(EXPERIENCE_BUCKETS)).min(1).max(5)).describe('Total experience, in months'),
  item('yearsOfExperience', OneComparison(0, 10, 'Years of experience (greater than 10: 10+)')),
  item('searchStatus', z.array(z.enum(SEARCH_STATUSES)).min(1).max(4)),
  days('dateAdded'),
  days('lastTouch'),
  days('lastLogin'),
  days('lastModified'),
  item('leadStatus', Ids),
  item('contactStatus', Ids),
  item(
    'owner',
    z
      .array(z.union([z.uuid(), z.literal('unassigned')]))
      .min(1)
      .max(50),
  ),
  item('soldIntoLevels', Ids),
  item('soldIntoDepartments', Ids),
  item('customerSizes', Ids),
  item('industries', Ids),
  item('dealSize', Ids),
  item('dealCycle', Ids),
  item('quotaAttainment', OneComparison(0, 999, 'Quota attainment, percent')),
  item('teamSize', OneComparison(LIMITS.teamSize.min, LIMITS.teamSize.max, 'People managed')),
  item('teamArr', OneComparison(LIMITS.teamArr.min, LIMITS.teamArr.max, 'Team ARR in millions')),
  item('education', Ids.describe('Degrees'), {
    selectedSecondaryFilterOptions: Ids.optional().describe('Fields of study'),
  }),
  item('shortlistedInJob', z.array(z.uuid()).min(1).max(5)).describe('Shortlisted in any of these jobs'),
  item('race', Ids),
  item('age', Ids),
  item('genderIdentity', Ids),
  item('sexualOrientation', Ids),
  item('militaryStatus', Ids),
])
export type CandidateFilterItem = z.infer<typeof CandidateFilterItem>
export type CandidateFilterKey = CandidateFilterItem['key']

/** Value counts a candidate search can answer, by filter key. */
export const CANDIDATE_FACETS = [
  'searchStatus',
  'positions',
  'titles',
  'skills',
  'states',
  'locationTypes',
  'leadStatus',
  'contactStatus',
  'owner',
  'industries',
  'soldIntoLevels',
  'soldIntoDepartments',
  'customerSizes',
  'dealSize',
  'dealCycle',
  'education',
] as const
export type CandidateFacet = (typeof CANDIDATE_FACETS)[number]

// ---------------------------------------------------------------------------------------------
// POST candidates/search
// ---------------------------------------------------------------------------------------------

export const CandidateSearchQuery = z.strictObject({
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE.max).default(PAGE_SIZE.initial).describe('Page size'),
  offset: z.coerce.number().int().min(0).max(9_999).default(0).describe('Candidates to skip'),
  sortBy: z
    .enum(CANDIDATE_SORT_OPTIONS)
    .default('bestMatch')
    .describe('Best Match, Alphabetical Order, Date Added, Last Updated'),
  sortDirection: SortDirection.optional().describe('Default: A to Z for alphabetical, newest first for dates'),
})
export type CandidateSearchQuery = z.infer<typeof CandidateSearchQuery>

export const CandidateSearchBody = z.strictObject({
  searchText: z
    .string()
    .trim()
    .max(200)
    .optional()
    .describe(
      'Free text: names, titles, companies, skills, schools... Boolean: AND (default), OR | ,, NOT - !, (groups), "phrases", word*, title: company: skill: school:. Text that does not parse: 422 with meta.position',
    ),
  filterItems: z.array(CandidateFilterItem).max(40).default([]),
  isAntiBiasMode: z
    .boolean()
    .optional()
    .describe('Client users: hide identifying details (names, contact, picture, schools)'),
  facets: z.array(z.enum(CANDIDATE_FACETS)).max(CANDIDATE_FACETS.length).optional().describe('Value counts wanted'),
})
export type CandidateSearchBody = z.input<typeof CandidateSearchBody>

const Ref = z.object({ id: z.string(), name: z.string() })

export const CandidateSearchItem = z.object({
  candidateId: z.uuid(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  fullName: z.string().describe('In anti-bias mode: "Candidate" and a short reference'),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  linkedInProfileUrl: z.string().nullable(),
  city: Ref.nullable(),
  state: z.object({ id: z.string(), code: z.string(), name: z.string() }).nullable(),
  formattedLocation: z.string().nullable(),
  searchStatus: z.enum(SEARCH_STATUSES).nullable(),
  currentWorkExperience: z.object({ title: z.string(), companyName: z.string().nullable() }).nullable(),
  desiredPositions: z.array(Ref),
  desiredBaseSalary: z.number().nullable(),
  desiredOTE: z.number().nullable(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  leadStatus: Ref.nullable().describe('Recruiters only'),
  contactStatus: Ref.nullable().describe('Recruiters only'),
  owner: Ref.nullable().describe('Recruiters only'),
  isAnonymized: z.boolean(),
  score: z.number().nullable().describe('Relevance, with text and Best Match'),
  salesFigures: z
    .array(z.object({ key: z.enum(SALES_FIGURE_KEYS), label: z.string(), value: z.string() }))
    .describe(
      'Headline sales evidence (quota attainment, deal size, team size, President’s Club) of the headline role, at most 3',
    ),
  salesFiguresRole: z
    .object({ title: z.string().nullable(), companyName: z.string().nullable(), isCurrent: z.boolean() })
    .nullable()
    .describe('The role the figures come from: the chosen headline, else the current role, else the newest'),
  daysOnMarket: z
    .number()
    .int()
    .nullable()
    .describe('Whole days since the search status last changed while on the market; null when off the market'),
  isShortListed: z.boolean().describe('Shortlisted in a live job (a client: its own jobs)'),
  isHidden: z.boolean().describe('Hidden in a live job (a client: its own jobs)'),
  ats: z
    .object({
      provider: z.string(),
      status: z.enum(ATS_CANDIDATE_STATUSES),
      stage: z.string().nullable(),
      isActive: z.boolean(),
      isDisconnected: z.boolean(),
    })
    .nullable()
    .describe('The newest applicant-tracking link (a client: its own connection)'),
})
export type CandidateSearchItem = z.infer<typeof CandidateSearchItem>

export const FacetValue = z.object({ value: z.string(), label: z.string().nullable(), count: z.number().int() })
export type FacetValue = z.infer<typeof FacetValue>

export const CandidateSearchResponse = z.object({
  data: z.array(CandidateSearchItem),
  meta: ListMeta.extend({
    totalIsExact: z.boolean().describe('False: at least `total` (very large result sets are not counted to the end)'),
    facets: z.record(z.string(), z.array(FacetValue)),
    facetsAreExact: z.boolean(),
    sortBy: z.enum(CANDIDATE_SORT_OPTIONS),
  }),
})
export type CandidateSearchResponse = z.infer<typeof CandidateSearchResponse>

// ---------------------------------------------------------------------------------------------
// Filter definitions (GET search/filters?groupName=)
// ---------------------------------------------------------------------------------------------

export const FILTER_GROUP_NAMES = ['candidates', 'jobCandidates'] as const
export const FilterDefinition = z.object({
  key: z.string(),
  label: z.string(),
  group: z.string().describe('Section of the filter panel'),
  type: z.enum(['text', 'multiSelect', 'comparison', 'location', 'days']),
  listOfValuesKey: z.string().nullable().describe('Where the options come from, when a list of values'),
  options: z
    .array(z.object({ value: z.string(), label: z.string() }))
    .describe('Fixed options, when not a list of values'),
  min: z.number().nullable(),
  max: z.number().nullable(),
  maxSelected: z.number().nullable(),
})
export type FilterDefinition = z.infer<typeof FilterDefinition>
export const FiltersQuery = z.strictObject({ groupName: z.enum(FILTER_GROUP_NAMES).default('candidates') })

// ---------------------------------------------------------------------------------------------
// Saved filters (001 §3, §7)
// ---------------------------------------------------------------------------------------------

/** A stored filter item: the candidate filter's shape, checked loosely for other groups. */
export const StoredFilterItem = z.strictObject({
  key: z.string().min(1).max(60),
  selectedFilterOptions: z.array(z.unknown()).max(100),
  selectedSecondaryFilterOptions: z.array(z.unknown()).max(100).optional(),
  filterGroups: FilterGroups,
  additionalInformation: z.record(z.string(), z.unknown()).optional(),
  preferred: Preferred,
})
export type StoredFilterItem = z.infer<typeof StoredFilterItem>

export const SavedFilterGroupName = z
  .string()
  .trim()
  .min(1)
  .max(50)
  .default('candidates')
  .describe('The screen the filter belongs to')

export const SaveFilterBody = z.strictObject({
  displayName: z.string().trim().min(1).max(LIMITS.shortText),
  groupName: SavedFilterGroupName,
  filterItems: z.array(StoredFilterItem).max(40),
  isPublic: z.boolean().default(false).describe('Visible to every user of your side (provider staff, or your company)'),
  isEditable: z.boolean().default(true).describe('Others may change a public filter'),
})
export type SaveFilterBody = z.input<typeof SaveFilterBody>

export const SavedFiltersQuery = z.strictObject({ groupName: z.string().trim().min(1).max(50).optional() })

export const SavedFilterDto = z.object({
  id: z.uuid(),
  displayName: z.string(),
  userId: z.uuid(),
  groupName: z.string(),
  filterItems: z.array(StoredFilterItem),
  isEditable: z.boolean(),
  isPublic: z.boolean(),
  isOwner: z.boolean(),
  canEdit: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type SavedFilterDto = z.infer<typeof SavedFilterDto>

// ---------------------------------------------------------------------------------------------
// A job's search filter (GET/PUT jobs/{id}/search-filter)
// ---------------------------------------------------------------------------------------------

export const JobSearchFilterBody = z.strictObject({ filterItems: z.array(CandidateFilterItem).max(40) })
export const JobSearchFilterDto = z.object({
  jobId: z.uuid(),
  filterItems: z.array(StoredFilterItem),
  hasFilters: z.boolean(),
  hasProviderFiltersOnly: z.boolean(),
  updatedAt: z.string().nullable(),
  matchingRefreshPending: z
    .boolean()
    .describe("The search worker has yet to refill the job's matching list from this filter; read the list once false"),
})
export type JobSearchFilterDto = z.infer<typeof JobSearchFilterDto>

// ---------------------------------------------------------------------------------------------
// POST search/most-popular-options
// ---------------------------------------------------------------------------------------------

export const MOST_POPULAR_KEYS = [
  'positions',
  'titles',
  'skills',
  'industries',
  'soldIntoLevels',
  'soldIntoDepartments',
  'customerSizes',
  'dealSize',
  'dealCycle',
  'education',
  'states',
] as const
export const MostPopularOptionsBody = z.strictObject({
  mostPopularOptionKeys: z.array(z.enum(MOST_POPULAR_KEYS)).min(1).max(MOST_POPULAR_KEYS.length),
  global: z
    .boolean()
    .default(true)
    .describe('true: most common among candidates; false: most used in your own filters'),
  cache: z.boolean().optional().describe("The web client's cache flag"),
  limit: z.number().int().min(1).max(50).default(10),
})
export const MostPopularOptions = z.record(
  z.string(),
  z.object({ groupLabel: z.literal(FREQUENTLY_USED_LABEL), options: z.array(FacetValue) }),
)

// ---------------------------------------------------------------------------------------------
// GET search (global search)
// ---------------------------------------------------------------------------------------------

export const SearchEntity = z.enum(SEARCH_ENTITIES)
const entityList = z.preprocess(
  (v) =>
    typeof v === 'string'
      ? v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : v,
  z.array(SearchEntity).min(1).max(SEARCH_ENTITIES.length),
)

export const GlobalSearchQuery = z.strictObject({
  searchText: z.string().trim().min(1).max(200).describe('What to look for'),
  searchEntities: entityList
    .optional()
    .describe('candidate, client, job, organization (comma separated); default: all you may search'),
  limit: z.coerce.number().int().min(1).max(50).default(PAGE_SIZE.list),
  offset: z.coerce.number().int().min(0).max(1000).default(0),
})
export type GlobalSearchQuery = z.infer<typeof GlobalSearchQuery>

export const GlobalSearchRecord = z.object({
  id: z.string(),
  entity: SearchEntity,
  name: z.string(),
  subtitle: z.string().nullable().describe('Title and company, client, industry...'),
  location: z.string().nullable(),
  status: z.string().nullable(),
})
export type GlobalSearchRecord = z.infer<typeof GlobalSearchRecord>

export const GlobalSearchEntityResult = z.object({
  records: z.array(GlobalSearchRecord),
  totalRecords: z.number().int(),
  offset: z.number().int(),
})
export const GlobalSearchResponse = z.object({
  data: z.object({
    candidate: GlobalSearchEntityResult.optional(),
    client: GlobalSearchEntityResult.optional(),
    job: GlobalSearchEntityResult.optional(),
    organization: GlobalSearchEntityResult.optional(),
  }),
})
export type GlobalSearchResponse = z.infer<typeof GlobalSearchResponse>

// ---------------------------------------------------------------------------------------------
// POST sync-elastic-search/resync/{indexType}/{id}, GET sync-elastic-search/runs
// ---------------------------------------------------------------------------------------------

export const SearchIndexType = z.enum(SEARCH_INDEX_NAMES)

export const ResyncParams = z.strictObject({
  indexType: SearchIndexType,
  id: z
    .union([z.uuid(), z.literal('all')])
    .describe('A record id re-indexes that record now; `all` queues a rebuild of the whole index'),
})

/** One record re-read from the database: written to the index, or removed as no longer searchable. */
export const ResyncRecordResult = z.object({
  indexType: SearchIndexType,
  id: z.uuid(),
  result: z.enum(['indexed', 'removed']),
})

export const SearchReindexRunDto = z.object({
  id: z.uuid(),
  indexType: SearchIndexType,
  state: z.enum(SEARCH_REINDEX_STATES),
  /** Documents written so far. */
  done: z.number().int(),
  /** Searchable rows when the rebuild started (null until it starts). */
  total: z.number().int().nullable(),
  error: z.string().nullable(),
  requestedBy: z.uuid().nullable(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
})
export type SearchReindexRunDto = z.infer<typeof SearchReindexRunDto>
