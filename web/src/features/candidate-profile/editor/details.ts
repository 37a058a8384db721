/**
 * The work experience's details block (001 §3 "Details by role"): which fields a role shows, how
 * each is entered, and the conversions between the API's answer (WorkExperienceDetails, names),
 * the form (strings and id lists) and the input (WorkExperienceDetailsInput, ids). Fields a role
 * does not show keep their saved values: a PUT replaces the whole block.
 */
import type { WorkExperience, WorkExperienceDetailsInput } from '@quota/shared/contracts/candidates'
import { CANDIDATE_LIMITS } from '@quota/shared/domain/candidates/limits'
import type { ListOfValuesKey, SalesSegment } from '@quota/shared/domain/enums'
import { MONEY_UNIT } from './money'

type DetailsDto = NonNullable<WorkExperience['details']>
type InputKey = keyof WorkExperienceDetailsInput

const L = CANDIDATE_LIMITS

interface Base {
  key: InputKey
  label: string
  hint?: string
}
export type DetailField =
  | (Base & { kind: 'select'; lov: ListOfValuesKey; dto: keyof DetailsDto })
  | (Base & { kind: 'multi'; lov: ListOfValuesKey; dto: keyof DetailsDto; max: number })
  | (Base & { kind: 'number'; min: number; max: number; unit?: string })
  /** Whole units entered in thousands (K). */
  | (Base & { kind: 'moneyK' })
  /** 0-100, a slider whose control starts at 50 (001 §9). */
  | (Base & { kind: 'slider' })
  | (Base & { kind: 'yesNo' })
  | (Base & { kind: 'accounts'; max: number })
  | (Base & { kind: 'text' })

export const DETAIL_FIELDS: Record<string, DetailField> = {
  customerSizeIds: {
    key: 'customerSizeIds',
    kind: 'multi',
    lov: 'customerSize',
    dto: 'customerSize',
    max: L.customerSizes,
    label: 'Customer size',
  },
  soldIntoLevelIds: {
    key: 'soldIntoLevelIds',
    kind: 'multi',
    lov: 'soldIntoLevel',
    dto: 'soldIntoLevels',
    max: L.soldIntoLevels,
    label: 'Sold into levels',
  },
  soldIntoDepartmentIds: {
    key: 'soldIntoDepartmentIds',
    kind: 'multi',
    lov: 'soldIntoDepartment',
    dto: 'soldIntoDepartments',
    max: L.soldIntoDepartments,
    label: 'Sold into departments',
  },
  clientVerticalIds: {
    key: 'clientVerticalIds',
    kind: 'multi',
    lov: 'industry',
    dto: 'clientVerticals',
    max: L.clientVerticals,
    label: 'Client verticals',
  },
  responsibilityIds: {
    key: 'responsibilityIds',
    kind: 'multi',
    lov: 'responsibility',
    dto: 'responsibilities',
    max: L.responsibilities,
    label: 'Responsibilities',
  },
  salesMethodologyIds: {
    key: 'salesMethodologyIds',
    kind: 'multi',
    lov: 'salesMethodologies',
    dto: 'salesMethodologies',
    max: L.salesMethodologies,
    label: 'Sales methodologies',
  },
  notableAccounts: {
    key: 'notableAccounts',
    kind: 'accounts',
    max: L.notableAccounts,
    label: 'Notable accounts',
    hint: `Up to ${L.notableAccounts}`,
  },
  averageDealSizeId: {
    key: 'averageDealSizeId',
    kind: 'select',
    lov: 'averageDealSize',
    dto: 'averageDealSize',
    label: 'Average deal size',
  },
  averageDealCycleId: {
    key: 'averageDealCycleId',
    kind: 'select',
    lov: 'averageDealCycle',
    dto: 'averageDealCycle',
    label: 'Average deal cycle',
  },
  annualQuotaId: {
    key: 'annualQuotaId',
    kind: 'select',
    lov: 'annualQuota',
    dto: 'annualQuota',
    label: 'Annual quota',
  },
  annualTeamQuotaId: {
    key: 'annualTeamQuotaId',
    kind: 'select',
    lov: 'annualTeamQuota',
    dto: 'annualTeamQuota',
    label: 'Annual team quota',
  },
  netNewBusinessId: {
    key: 'netNewBusinessId',
    kind: 'select',
    lov: 'netBusinessQuota',
    dto: 'netNewBusiness',
    label: 'Net new business',
  },
  bookOfBusinessId: {
    key: 'bookOfBusinessId',
    kind: 'select',
    lov: 'bookOfBusiness',
    dto: 'bookOfBusiness',
    label: 'Book of business',
  },
  averageNumberOfAccountsId: {
    key: 'averageNumberOfAccountsId',
    kind: 'select',
    lov: 'averageNumberOfAccounts',
    dto: 'averageNumberOfAccounts',
    label: 'Average number of accounts',
  },
  measuredById: { key: 'measuredById', kind: 'select', lov: 'measuredBy', dto: 'measuredBy', label: 'Measured by' },
  monthlyQualifiedMeetingsQuotaId: {
    key: 'monthlyQualifiedMeetingsQuotaId',
    kind: 'select',
    lov: 'monthlyQualifiedMeetingsQuota',
    dto: 'monthlyQualifiedMeetingsQuota',
    label: 'Monthly qualified meetings quota',
  },
  annualPipelineQuotaId: {
    key: 'annualPipelineQuotaId',
    kind: 'select',
    lov: 'annualPipelineQuota',
    dto: 'annualPipelineQuota',
    label: 'Annual pipeline quota',
  },
  teamsManagedId: {
    key: 'teamsManagedId',
    kind: 'select',
    lov: 'teamsManaged',
    dto: 'teamsManaged',
    label: 'Teams managed',
  },
  highestLevelManagedId: {
    key: 'highestLevelManagedId',
    kind: 'select',
    lov: 'highestLevelManaged',
    dto: 'highestLevelManaged',
    label: 'Highest level managed',
  },
  reportedIntoId: {
    key: 'reportedIntoId',
    kind: 'select',
    lov: 'reportedInto',
    dto: 'reportedInto',
    label: 'Reported into',
  },
  quotaAttainment: {
    key: 'quotaAttainment',
    kind: 'number',
    min: 0,
    max: 1000,
    unit: '%',
    label: 'Quota attainment (%)',
  },
  revenueQuota: { key: 'revenueQuota', kind: 'moneyK', label: 'Revenue quota (K)', hint: 'In thousands' },
  achievedRetention: {
    key: 'achievedRetention',
    kind: 'number',
    min: 0,
    max: 100,
    unit: '%',
    label: 'Achieved retention (%)',
  },
  leadSource: { key: 'leadSource', kind: 'slider', label: 'Inbound lead source (%)' },
  outReach: { key: 'outReach', kind: 'slider', label: 'Outbound outreach (%)' },
  teamRank: { key: 'teamRank', kind: 'number', min: 1, max: 999, label: 'Rank on the team' },
  teamSize: { key: 'teamSize', kind: 'number', min: L.teamSize.min, max: L.teamSize.max, label: 'Team size' },
  teamSizeMin: {
    key: 'teamSizeMin',
    kind: 'number',
    min: L.teamSize.min,
    max: L.teamSize.max,
    label: 'Team size managed, from',
  },
  teamSizeMax: {
    key: 'teamSizeMax',
    kind: 'number',
    min: L.teamSize.min,
    max: L.teamSize.max,
    label: 'Team size managed, to',
  },
  teamArrMin: {
    key: 'teamArrMin',
    kind: 'number',
    min: L.teamArrMillions.min,
    max: L.teamArrMillions.max,
    label: 'Team ARR from (millions)',
  },
  teamArrMax: {
    key: 'teamArrMax',
    kind: 'number',
    min: L.teamArrMillions.min,
    max: L.teamArrMillions.max,
    label: 'Team ARR to (millions)',
  },
  noOfReposPromoted: { key: 'noOfReposPromoted', kind: 'number', min: 0, max: 999, label: 'Reps promoted' },
  presidentsClub: { key: 'presidentsClub', kind: 'yesNo', label: "President's Club" },
  managedRemoteTeams: { key: 'managedRemoteTeams', kind: 'yesNo', label: 'Managed remote teams' },
  builtPlaybook: { key: 'builtPlaybook', kind: 'yesNo', label: 'Built a sales playbook' },
  salesPrePost: { key: 'salesPrePost', kind: 'text', label: 'Pre-sales / post-sales focus' },
}

const COMMON: InputKey[] = [
  'customerSizeIds',
  'soldIntoLevelIds',
  'soldIntoDepartmentIds',
  'clientVerticalIds',
  'notableAccounts',
  'reportedIntoId',
  'quotaAttainment',
  'teamRank',
  'teamSize',
  'presidentsClub',
  'salesMethodologyIds',
]

/** The details each sales-role segment asks about, in the order shown. */
export const FIELDS_BY_SEGMENT: Record<SalesSegment, InputKey[]> = {
  sdr: ['monthlyQualifiedMeetingsQuotaId', 'annualPipelineQuotaId', 'leadSource', 'outReach', ...COMMON],
  ae: [
    'averageDealSizeId',
    'averageDealCycleId',
    'annualQuotaId',
    'revenueQuota',
    'netNewBusinessId',
    'leadSource',
    'outReach',
    ...COMMON,
  ],
  salesLeadership: [
    'annualTeamQuotaId',
    'teamsManagedId',
    'highestLevelManagedId',
    'teamSizeMin',
    'teamSizeMax',
    'teamArrMin',
    'teamArrMax',
    'noOfReposPromoted',
    'managedRemoteTeams',
    'builtPlaybook',
    'averageDealSizeId',
    ...COMMON,
  ],
  csmAm: [
    'bookOfBusinessId',
    'averageNumberOfAccountsId',
    'measuredById',
    'achievedRetention',
    'responsibilityIds',
    'annualQuotaId',
    ...COMMON,
  ],
  default: ['averageDealSizeId', 'averageDealCycleId', 'salesPrePost', ...COMMON],
  marketing: [...COMMON],
}

export const detailFieldsFor = (segment: SalesSegment | null): DetailField[] =>
  FIELDS_BY_SEGMENT[segment ?? 'default'].map((key) => DETAIL_FIELDS[key]!)

/** The segment of an experience's position (via the functional roles), or null when none is chosen. */
export function segmentOf(
  positionId: string | null | undefined,
  roles: readonly { positionId: string | null; segment: SalesSegment }[],
): SalesSegment | null {
  if (!positionId) return null
  return roles.find((r) => r.positionId === positionId)?.segment ?? 'default'
}

// ---- conversions ----------------------------------------------------------------------------------

export type NotableAccount = { id?: string; name: string }
/** Every details field as the form holds it: strings, id lists, 'yes' | 'no' | '' and accounts. */
export type DetailsForm = Record<string, string | string[] | NotableAccount[]>

const yesNo = (v: boolean | null | undefined) => (v == null ? '' : v ? 'yes' : 'no')

export function detailsFormOf(d: DetailsDto | null): DetailsForm {
  const form: DetailsForm = {}
  for (const field of Object.values(DETAIL_FIELDS)) {
    const key = field.key
    switch (field.kind) {
      case 'select':
        form[key] = (d?.[field.dto] as { id: string } | null | undefined)?.id ?? ''
        break
      case 'multi':
        form[key] = ((d?.[field.dto] as { id: string }[] | undefined) ?? []).map((x) => x.id)
        break
      case 'accounts':
        form[key] = (d?.notableAccounts ?? []).map((a) => ({ id: a.id, name: a.name }))
        break
      case 'yesNo':
        form[key] = yesNo(d?.[key as keyof DetailsDto] as boolean | null | undefined)
        break
      case 'moneyK': {
        const v = d?.[key as keyof DetailsDto] as number | null | undefined
        form[key] = v == null ? '' : String(v / MONEY_UNIT)
        break
      }
      case 'slider': {
        const v = d?.[key as keyof DetailsDto] as number | null | undefined
        form[key] = String(v ?? L.sliderDefault)
        break
      }
      default: {
        const v = d?.[key as keyof DetailsDto] as number | string | null | undefined
        form[key] = v == null ? '' : String(v)
      }
    }
  }
  return form
}

function numberOf(text: string): number | null {
  const t = text.replace(/[,\s]/g, '')
  if (!t) return null
  return /^-?\d+(\.\d+)?$/.test(t) ? Number(t) : Number.NaN
}

export function detailsInputOf(form: DetailsForm): WorkExperienceDetailsInput {
  const input: Record<string, unknown> = {}
  for (const field of Object.values(DETAIL_FIELDS)) {
    const v = form[field.key]
    switch (field.kind) {
      case 'select':
        input[field.key] = (v as string) || null
        break
      case 'multi':
        input[field.key] = (v as string[] | undefined) ?? []
        break
      case 'accounts':
        input[field.key] = ((v as NotableAccount[] | undefined) ?? []).map((a) =>
          a.id ? { id: a.id, name: a.name.trim() } : { name: a.name.trim() },
        )
        break
      case 'yesNo':
        input[field.key] = v === 'yes' ? true : v === 'no' ? false : null
        break
      case 'moneyK': {
        const k = numberOf((v as string) ?? '')
        input[field.key] = k == null || Number.isNaN(k) ? k : Math.round(k * MONEY_UNIT)
        break
      }
      case 'text':
        input[field.key] = ((v as string) ?? '').trim() || null
        break
      default:
        input[field.key] = numberOf((v as string) ?? '')
    }
  }
  return input as WorkExperienceDetailsInput
}
