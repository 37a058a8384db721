/**
 * Rows -> public shapes. The viewer decides what a shape may hold: internal fields only for
 * provider staff; confidential salary not for clients; anti-bias mode removes identifying
 * details (shared/domain/candidates/anti-bias) from every shape it builds.
 */
import type { CandidateSummary, Education, PortfolioItem, WorkExperience } from '@quota/shared/contracts/candidates'
import { phoneForDisplay } from '@quota/shared/domain/auth/fields'
import { ANTI_BIAS_NAME, type Identity, scrubHtml, scrubText } from '@quota/shared/domain/candidates/anti-bias'
import { durationText, experienceMonths, monthOf } from '@quota/shared/domain/candidates/work-experience'
import type { CandidateRow, EducationRow, ListOfValueRow, MediaRow, PortfolioItemRow } from '../../db/schema'
import { named, namedAll } from './lov'
import type { ExperienceBundle, SummaryBundle } from './repository'

export interface ViewOptions {
  /** Provider staff: internal fields. */
  internal: boolean
  /** A client user (confidential salary hidden). */
  client: boolean
  antiBias: boolean
  /** The URL of a stored file for this viewer (signed download, or the public-page stream). */
  mediaUrl: (media: MediaRow) => string
  /** Owner and sourced-by cards, for staff views. */
  people?: Map<string, { id: string; name: string; isActive: boolean; isMarketingUser: boolean; role: string | null }>
  lovs?: Map<string, ListOfValueRow>
}

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null)
export const identityOf = (c: CandidateRow): Identity => ({
  firstName: c.firstName,
  lastName: c.lastName,
  email: c.email,
  phone: c.phone,
})

export function toSummary(candidate: CandidateRow, bundle: SummaryBundle, view: ViewOptions): CandidateSummary {
  const ab = view.antiBias
  const who = identityOf(candidate)
  const media = (id: string | null) => (id ? (bundle.media.get(id) ?? null) : null)
  const picture = media(candidate.pictureMediaId)
  const resume = media(candidate.resumeMediaId)
  const video = media(candidate.pitchedVideoMediaId)
  const audio = media(candidate.pronunciationAudioMediaId)
  const usable = (m: MediaRow | null) => (m && m.status === 'complete' ? m : null)
  const lovs = view.lovs ?? new Map()
  const hideSalary = view.client && candidate.isSalaryConfidential
  const city = bundle.location?.city ?? null
  const state = bundle.state
  const internal = bundle.internal
  const person = (id: string | null | undefined) => (id ? (view.people?.get(id) ?? null) : null)
  const owner = person(internal?.ownerId)
  const sourcedBy = person(internal?.sourcedById)
  return {
    candidateId: candidate.id,
    userId: ab ? null : candidate.userId,
    firstName: ab ? ANTI_BIAS_NAME.split(' ')[0]! : candidate.firstName,
    lastName: ab ? ANTI_BIAS_NAME.split(' ')[1]! : candidate.lastName,
    fullName: ab ? ANTI_BIAS_NAME : `${candidate.firstName} ${candidate.lastName}`.trim(),
    email: ab ? null : candidate.email,
    phone: ab ? null : phoneForDisplay(candidate.phone),
    aboutMe: ab ? scrubText(candidate.aboutMe, who) : candidate.aboutMe,
    lastLogin: iso(bundle.user?.lastLoginAt),
    pictureUrl: ab || !usable(picture) ? null : view.mediaUrl(picture!),
    // the ids name files still processing or failed too, so they can be removed
    pictureMediaId: ab ? null : (picture?.id ?? null),
    pronunciationAudioUrl: ab || !usable(audio) ? null : view.mediaUrl(audio!),
    pronunciationAudioMediaId: ab ? null : (audio?.id ?? null),
    mediaUrl: ab || !usable(video) ? null : view.mediaUrl(video!),
    pitchedVideoMediaId: ab ? null : (video?.id ?? null),
    mediaStatus: ab ? null : (video?.status ?? null),
    profilePercentage: candidate.profileCompletion,
    availableRemotely: candidate.remoteOption,
    sponsorshipRequired: candidate.sponsorshipRequired,
    workArrangements: [...candidate.workArrangements],
    preferredOfficeHours: namedAll(lovs, candidate.preferredOfficeHourIds),
    headlineWorkExperienceId: candidate.headlineWorkExperienceId,
    searchStatus: candidate.searchStatus,
    genderPronoun: ab ? null : named(lovs, candidate.genderPronounId),
    city: city ? { id: city.id, name: city.name } : null,
    state: state ? { id: state.id, code: state.code, name: state.name } : null,
    formattedLocation: city
      ? [city.name, state?.code ?? city.countryName].filter(Boolean).join(', ')
      : (state?.name ?? null),
    linkedInProfileUrl: ab ? null : candidate.linkedinUrl,
    resume:
      ab || !usable(resume)
        ? null
        : {
            resumeKey: resume!.storageKey,
            fileName: resume!.fileName,
            mediaId: resume!.id,
            createdAt: resume!.createdAt.toISOString(),
            signedUrl: view.mediaUrl(resume!),
          },
    desiredPositions: bundle.positions.map((p) => ({
      id: p.id,
      name: p.name,
      categoryId: p.categoryId,
      categoryName: p.categoryName,
    })),
    interestedLocations: bundle.cities.map(({ city: c, state: s }) => ({
      cityId: c.id,
      cityName: c.name,
      stateId: s?.id ?? null,
      stateName: s?.name ?? null,
      stateCode: c.stateCode,
    })),
    skills: bundle.skills.map((s) => ({ id: s.id, value: s.value })),
    desiredBaseSalary: hideSalary ? null : candidate.desiredBaseSalary,
    desiredOTE: hideSalary ? null : candidate.desiredOte,
    desiredVariable: hideSalary ? null : candidate.desiredVariable,
    isSalaryConfidential: candidate.isSalaryConfidential,
    toBeDeletedAt: iso(candidate.toBeDeletedAt),
    isDeleted: false,
    isAntiBiasMode: ab,
    internal: view.internal
      ? {
          lastTouch: iso(internal?.lastTouchAt),
          owner: owner
            ? {
                id: owner.id,
                name: owner.name,
                role: owner.role,
                isOwnerActive: owner.isActive,
                isMarketingUser: owner.isMarketingUser,
              }
            : null,
          sourcedBy: sourcedBy ? { id: sourcedBy.id, name: sourcedBy.name } : null,
          leadStatus: named(lovs, internal?.leadStatusId),
          contactStatus: named(lovs, internal?.contactStatusId),
          salesforceId: candidate.salesforceId,
          manualInviteSentAt: iso(bundle.user?.manualInviteSentAt),
          isPermanentlyDisqualified: internal?.isPermanentlyDisqualified ?? false,
          doNotContact: internal?.doNotContact ?? false,
          deleteReason: candidate.toBeDeletedAt ? named(lovs, candidate.deleteReasonId) : null,
        }
      : null,
  }
}

/** Every list-of-values id a summary names (looked up once). */
export function summaryLovIds(candidate: CandidateRow, bundle: SummaryBundle): string[] {
  const i = bundle.internal
  return [
    candidate.genderPronounId,
    ...candidate.preferredOfficeHourIds,
    i?.leadStatusId,
    i?.contactStatusId,
    candidate.deleteReasonId,
  ].filter((x): x is string => !!x)
}

const DETAIL_SINGLES = [
  'averageDealSize',
  'averageDealCycle',
  'annualQuota',
  'annualTeamQuota',
  'netNewBusiness',
  'bookOfBusiness',
  'averageNumberOfAccounts',
  'measuredBy',
  'monthlyQualifiedMeetingsQuota',
  'annualPipelineQuota',
  'teamsManaged',
  'highestLevelManaged',
  'reportedInto',
] as const

export function experienceLovIds(e: ExperienceBundle): string[] {
  const d = e.details
  const out = [e.experience.titleId, e.experience.desiredPositionId]
  if (d) {
    for (const f of DETAIL_SINGLES) out.push(d[`${f}Id`])
    out.push(
      ...d.customerSizeIds,
      ...d.soldIntoLevelIds,
      ...d.soldIntoDepartmentIds,
      ...d.clientVerticalIds,
      ...d.responsibilityIds,
      ...d.salesMethodologyIds,
    )
  }
  return out.filter((x): x is string => !!x)
}

const MILLION = 1_000_000
const toMillions = (v: number | null) => (v == null ? null : Math.round(v / MILLION))

export function toWorkExperience(
  e: ExperienceBundle,
  lovs: Map<string, ListOfValueRow>,
  view: { antiBias: boolean; who: Identity; headlineId: string | null },
): WorkExperience {
  const x = e.experience
  const d = e.details
  const from = monthOf(x.fromDate)
  const to = monthOf(x.toDate)
  const months = experienceMonths(x.fromDate, x.toDate)
  return {
    id: x.id,
    title: x.title,
    titleId: x.titleId,
    company: { id: x.organizationId, name: x.companyName ?? e.organizationName ?? '' },
    fromDate: x.fromDate,
    toDate: x.toDate,
    fromMonth: from.month,
    fromYear: from.year,
    toMonth: to.month,
    toYear: to.year,
    isCurrentWorkplace: x.isCurrent,
    description: view.antiBias ? scrubText(x.description, view.who) : x.description,
    descriptionHTML: view.antiBias ? scrubHtml(x.descriptionHtml, view.who) : x.descriptionHtml,
    duration: durationText(months),
    durationMonths: months,
    desiredPosition: named(lovs, x.desiredPositionId),
    location: e.city
      ? {
          cityId: e.city.id,
          cityName: e.city.name,
          stateCode: e.city.stateCode,
          stateId: e.state?.id ?? null,
          stateName: e.state?.name ?? null,
        }
      : null,
    workFromHome: x.workFromHome,
    travel: x.travel,
    jobId: x.jobId,
    salary: x.salary,
    ote: x.ote,
    variable: x.variable,
    doNotContact: x.doNotContact,
    isHeadline: view.headlineId === x.id,
    details: d
      ? {
          averageDealSize: named(lovs, d.averageDealSizeId),
          averageDealCycle: named(lovs, d.averageDealCycleId),
          annualQuota: named(lovs, d.annualQuotaId),
          annualTeamQuota: named(lovs, d.annualTeamQuotaId),
          netNewBusiness: named(lovs, d.netNewBusinessId),
          bookOfBusiness: named(lovs, d.bookOfBusinessId),
          averageNumberOfAccounts: named(lovs, d.averageNumberOfAccountsId),
          measuredBy: named(lovs, d.measuredById),
          monthlyQualifiedMeetingsQuota: named(lovs, d.monthlyQualifiedMeetingsQuotaId),
          annualPipelineQuota: named(lovs, d.annualPipelineQuotaId),
          teamsManaged: named(lovs, d.teamsManagedId),
          highestLevelManaged: named(lovs, d.highestLevelManagedId),
          reportedInto: named(lovs, d.reportedIntoId),
          quotaAttainment: d.quotaAttainment,
          revenueQuota: d.revenueQuota,
          customerSize: namedAll(lovs, d.customerSizeIds),
          soldIntoLevels: namedAll(lovs, d.soldIntoLevelIds),
          soldIntoDepartments: namedAll(lovs, d.soldIntoDepartmentIds),
          clientVerticals: namedAll(lovs, d.clientVerticalIds),
          responsibilities: namedAll(lovs, d.responsibilityIds),
          salesMethodologies: namedAll(lovs, d.salesMethodologyIds),
          notableAccounts: e.notableAccounts,
          presidentsClub: d.presidentsClub,
          achievedRetention: d.achievedRetention,
          leadSource: d.leadSource,
          outReach: d.outReach,
          teamRank: d.teamRank,
          teamSize: d.teamSize,
          teamSizeMin: d.teamSizeMin,
          teamSizeMax: d.teamSizeMax,
          teamArrMin: toMillions(d.teamArrMin),
          teamArrMax: toMillions(d.teamArrMax),
          managedRemoteTeams: d.managedRemoteTeams,
          builtPlaybook: d.builtPlaybook,
          noOfReposPromoted: d.noOfReposPromoted,
          salesPrePost: d.salesPrePost,
        }
      : null,
  }
}

export function toEducation(
  row: EducationRow,
  lovs: Map<string, ListOfValueRow>,
  view: { antiBias: boolean; who: Identity },
): Education {
  const ab = view.antiBias
  return {
    id: row.id,
    school: ab ? null : row.school,
    degree: named(lovs, row.degreeId),
    fieldOfStudy: named(lovs, row.fieldOfStudyId),
    // a graduation year tells an age; activities can tell gender or background
    educationYear: ab ? null : row.educationYear,
    highlights: ab ? scrubText(row.highlights, view.who) : row.highlights,
    highlightsHTML: ab ? scrubHtml(row.highlightsHtml, view.who) : row.highlightsHtml,
    extracurricularActivities: ab ? [] : namedAll(lovs, row.extracurricularActivityIds),
    isHighlighted: row.isHighlighted,
  }
}

export const educationLovIds = (row: EducationRow) =>
  [row.degreeId, row.fieldOfStudyId, ...row.extracurricularActivityIds].filter((x): x is string => !!x)

export function toPortfolioItem(
  row: PortfolioItemRow,
  media: Map<string, MediaRow>,
  view: { antiBias: boolean; who: Identity; mediaUrl: (m: MediaRow) => string },
): PortfolioItem {
  const file = row.fileMediaId ? (media.get(row.fileMediaId) ?? null) : null
  const thumb = row.thumbnailMediaId ? (media.get(row.thumbnailMediaId) ?? null) : null
  const ab = view.antiBias
  return {
    id: row.id,
    type: row.type,
    url: ab ? null : row.url,
    title: ab ? scrubText(row.title, view.who)! : row.title,
    description: ab ? scrubText(row.description, view.who) : row.description,
    descriptionHTML: ab ? scrubHtml(row.descriptionHtml, view.who) : row.descriptionHtml,
    fileKey: ab ? null : (file?.storageKey ?? null),
    fileUrl: ab || !file || file.status !== 'complete' ? null : view.mediaUrl(file),
    fileMediaId: ab ? null : row.fileMediaId,
    thumbnailKey: ab ? null : (thumb?.storageKey ?? null),
    thumbnailUrl: ab ? null : thumb && thumb.status === 'complete' ? view.mediaUrl(thumb) : row.thumbnailUrl,
    sortOrder: row.sortOrder,
  }
}
