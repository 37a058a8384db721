import type { CandidateSearchItem, SavedFilterDto, StoredFilterItem } from '@quota/shared/contracts/search'
import { daysOnMarket } from '@quota/shared/domain/candidates/days-on-market'
import type { HeadlineFigures } from '@quota/shared/domain/candidates/sales-evidence'
import { SEARCH_STATUSES } from '@quota/shared/domain/enums'
import type { SavedFilterRow } from '../../db/schema'
import type { CardFlags } from './card-flags'
import type { CandidateCardRow } from './repository'

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString())
const ref = (id: string | null, labels: Map<string, string>) => (id ? { id, name: labels.get(id) ?? '' } : null)

/** A short, stable reference shown instead of a name in anti-bias mode. */
export const anonymousName = (candidateId: string) =>
  `Candidate ${candidateId.replace(/-/g, '').slice(0, 6).toUpperCase()}`

export function toCandidateSearchItem(
  row: CandidateCardRow,
  extra: {
    positions: { id: string; name: string }[]
    labels: Map<string, string>
    score: number | null
    /** The figures of the candidate's headline role (shared headlineSalesFigures). */
    headline: HeadlineFigures
    flags: CardFlags
    now: Date
  },
  view: { staff: boolean; anonymize: boolean },
): CandidateSearchItem {
  const hide = view.anonymize
  const showPay = view.staff || !row.isSalaryConfidential
  const place = [row.cityName, row.stateCode].filter(Boolean).join(', ')
  const searchStatus = (SEARCH_STATUSES as readonly string[]).includes(row.searchStatus ?? '')
    ? (row.searchStatus as CandidateSearchItem['searchStatus'])
    : null
  return {
    candidateId: row.id,
    firstName: hide ? null : row.firstName,
    lastName: hide ? null : row.lastName,
    fullName: hide ? anonymousName(row.id) : `${row.firstName} ${row.lastName}`.trim(),
    email: hide ? null : row.email,
    phone: hide ? null : (row.phone?.replace(/^\+1/, '') ?? null),
    linkedInProfileUrl: hide ? null : row.linkedinUrl,
    city: row.cityId ? { id: row.cityId, name: row.cityName ?? '' } : null,
    state: row.stateId ? { id: row.stateId, code: row.stateCode ?? '', name: row.stateName ?? '' } : null,
    formattedLocation: place || null,
    searchStatus,
    currentWorkExperience: row.headlineTitle
      ? { title: row.headlineTitle, companyName: hide ? null : row.headlineCompany }
      : null,
    desiredPositions: extra.positions,
    desiredBaseSalary: showPay ? row.desiredBaseSalary : null,
    desiredOTE: showPay ? row.desiredOte : null,
    lastLoginAt: view.staff ? iso(row.lastLoginAt) : null,
    createdAt: iso(row.createdAt)!,
    updatedAt: iso(row.updatedAt)!,
    leadStatus: view.staff ? ref(row.leadStatusId, extra.labels) : null,
    contactStatus: view.staff ? ref(row.contactStatusId, extra.labels) : null,
    owner: view.staff ? ref(row.ownerId, extra.labels) : null,
    isAnonymized: hide,
    score: extra.score,
    salesFigures: extra.headline.figures,
    salesFiguresRole: extra.headline.role && {
      title: extra.headline.role.title,
      companyName: hide ? null : extra.headline.role.companyName,
      isCurrent: extra.headline.role.isCurrent,
    },
    daysOnMarket: daysOnMarket(
      { searchStatus, searchStatusChangedAt: row.searchStatusChangedAt, createdAt: new Date(row.createdAt) },
      extra.now,
    ),
    isShortListed: extra.flags.isShortListed,
    isHidden: extra.flags.isHidden,
    ats: extra.flags.ats,
  }
}

export function toSavedFilterDto(row: SavedFilterRow, viewerId: string): SavedFilterDto {
  const isOwner = row.ownerId === viewerId
  return {
    id: row.id,
    displayName: row.name,
    userId: row.ownerId,
    groupName: row.groupName,
    filterItems: row.filterItems as StoredFilterItem[],
    isEditable: row.isEditable,
    isPublic: row.isPublic,
    isOwner,
    canEdit: isOwner || (row.isPublic && row.isEditable),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}
