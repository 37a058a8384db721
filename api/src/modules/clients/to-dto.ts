import type { ClientContact, ClientDetails, ClientListItem, ClientNote } from '@quota/shared/contracts/clients'
import { displayPhone } from '@quota/shared/domain/clients/index'
import { COMPANY_TYPE_LABELS } from '@quota/shared/domain/enums'
import type { ClientAccountRow, OrganizationRow } from '../../db/schema'
import type { PersonRow } from '../jobs/repository'
import { day, iso, organizationMediaUrl, toPersonRef } from '../jobs/to-dto'
import type { findContactPage, findNote } from './repository'

export function toClientListItem(
  row: { org: OrganizationRow; account: ClientAccountRow; openJobs: number; totalJobs: number; contacts: number },
  favorites: string[],
  people: Map<string, PersonRow>,
): ClientListItem {
  const am = row.account.accountManagerId ? people.get(row.account.accountManagerId) : undefined
  return {
    id: row.org.id,
    name: row.org.name,
    companyType: { id: row.account.companyType, name: COMPANY_TYPE_LABELS[row.account.companyType] },
    isActive: row.account.isActive,
    kickoffDate: day(row.account.kickoffDate),
    accountManager: am ? toPersonRef(am) : null,
    logoUrl: organizationMediaUrl(row.org.id, row.org.logoMediaId),
    openJobsCount: Number(row.openJobs),
    totalJobsCount: Number(row.totalJobs),
    contactsCount: Number(row.contacts),
    favoriteByUsers: favorites,
    meta: { id: row.org.id, favoriteByUsers: favorites },
    createdAt: iso(row.account.createdAt),
  }
}

export function toClientDetails(
  base: ClientListItem,
  row: { org: OrganizationRow; account: ClientAccountRow },
  people: Map<string, PersonRow>,
  lov: (id: string | null) => ClientDetails['branch'],
): ClientDetails {
  const bd = row.account.businessDevelopmentId ? people.get(row.account.businessDevelopmentId) : undefined
  return {
    ...base,
    businessDevelopment: bd ? toPersonRef(bd) : null,
    feePercentage: row.account.feePercentage === null ? null : Number(row.account.feePercentage),
    branch: lov(row.account.branchId),
    assignedBranch: lov(row.account.assignedBranchId),
    accountStatus: lov(row.account.accountStatusId),
    sourcingNotes: row.account.sourcingNotes,
    salesTeamNotes: row.account.salesTeamNotes,
    antiBiasDefault: row.account.antiBiasDefault,
    websiteUrl: row.org.websiteUrl,
    linkedinUrl: row.org.linkedinUrl,
    phone: row.org.phone,
    phoneDisplay: displayPhone(row.org.phone),
  }
}

type ContactRow = Awaited<ReturnType<typeof findContactPage>>['rows'][number]

export function toClientContact(
  r: ContactRow,
  owner: PersonRow | undefined,
  level: ClientContact['level'],
): ClientContact {
  return {
    id: r.contact.id,
    connectId: r.user.id,
    email: { email: r.user.email },
    firstName: r.user.firstName,
    lastName: r.user.lastName,
    phone: r.user.phone,
    mobile: r.contact.mobile,
    lastLogin: r.user.lastLoginAt ? iso(r.user.lastLoginAt) : null,
    manualInviteSentAt: r.user.manualInviteSentAt ? iso(r.user.manualInviteSentAt) : null,
    title: r.contact.title,
    owner: owner ? toPersonRef(owner) : null,
    location: { cityId: r.contact.cityId, cityName: r.cityName, stateId: r.contact.stateId, stateCode: r.stateCode },
    linkedInProfileUrl: r.contact.linkedinUrl,
    level,
    viewJobDashboard: r.contact.viewJobDashboard,
    cardViews: r.contact.cardViews,
    profileViews: r.contact.profileViews,
    shortlistedCount: Number(r.shortlisted),
    opportunityPitchedCount: Number(r.pitched),
    interviewsCount: Number(r.interviews),
    noLongerAtCompany: r.contact.noLongerAtCompany,
    canSource: r.contact.canSource,
    isActive: r.user.isActive,
  }
}

export function toClientNote(r: NonNullable<Awaited<ReturnType<typeof findNote>>>): ClientNote {
  return {
    id: r.note.id,
    body: r.note.body,
    bodyHtml: r.note.bodyHtml,
    author: r.author?.id
      ? toPersonRef(r.author as { id: string; firstName: string; lastName: string; email: string })
      : null,
    createdAt: iso(r.note.createdAt),
    updatedAt: iso(r.note.updatedAt),
  }
}
